// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/views/login.hpp"

#include "parser/tree_text.hpp"

namespace rfc1738 {

login_view::login_view( std::string_view input, const parse_tree& tree, std::size_t at, std::optional< std::uint16_t > default_port ) noexcept
   : hostport_view( input, tree, detail::child_index( tree, at, production::hostport ), default_port ),
     user_( detail::child_encoded( input, tree, at, production::user ) ),
     password_( detail::child_encoded( input, tree, at, production::password ) )
{}

}  // namespace rfc1738

// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/views/telnet.hpp"

#include "rfc1738/port.hpp"
#include "parser/tree_text.hpp"

namespace rfc1738 {

telnet_view::telnet_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept
   : login_view( input, tree, detail::child_index( tree, at, production::login ), detail::default_port_of< production::telneturl > )
{}

}  // namespace rfc1738

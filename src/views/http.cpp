// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/views/http.hpp"

#include "rfc1738/port.hpp"
#include "parser/tree_text.hpp"

namespace rfc1738 {

http_view::http_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept
   : hostport_view( input, tree, detail::child_index( tree, at, production::hostport ), detail::default_port_of< production::httpurl > ),
     hpath_( detail::child_text( input, tree, at, production::hpath ) ),
     search_( detail::child_encoded( input, tree, at, production::search ) )
{}

}  // namespace rfc1738

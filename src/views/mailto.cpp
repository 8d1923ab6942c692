// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/views/mailto.hpp"

#include "parser/tree_text.hpp"

namespace rfc1738 {

mailto_view::mailto_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept
   : encoded822addr_( detail::text( input, tree, detail::child_index( tree, at, production::encoded822addr ) ) )
{}

}  // namespace rfc1738

// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/views/prospero.hpp"

#include "rfc1738/port.hpp"
#include "parser/tree_text.hpp"

namespace rfc1738 {

prospero_view::prospero_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept
   : hostport_view( input, tree, detail::child_index( tree, at, production::hostport ), detail::default_port_of< production::prosperourl > )
{
   // "prospero://" hostport "/" ppath *[ fieldspec ]: the fieldspecs are
   // whatever follows the ppath.
   const auto& ppath = tree[ detail::child_index( tree, at, production::ppath ) ];
   ppath_ = encoded_view( ppath.text( input ) );
   fieldspecs_ = fieldspecs_view( input.substr( ppath.end, tree[ at ].end - ppath.end ) );
}

}  // namespace rfc1738

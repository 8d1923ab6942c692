// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/views/generic.hpp"

#include "rfc1738/port.hpp"
#include "parser/tree_text.hpp"

namespace rfc1738 {

ip_schemepart_view::ip_schemepart_view( std::string_view input, const parse_tree& tree, std::size_t at, std::optional< std::uint16_t > default_port ) noexcept
   : login_view( input, tree, detail::child_index( tree, at, production::login ), default_port ),
     urlpath_( detail::child_text( input, tree, at, production::urlpath ) )
{}

generic_view::generic_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept
   : scheme_( detail::text( input, tree, detail::child_index( tree, at, production::scheme ) ) )
{
   const auto schemepart = detail::child_index( tree, at, production::schemepart );
   schemepart_ = detail::text( input, tree, schemepart );
   if( const auto ip = detail::tree_lookup::child( tree, schemepart, production::ip_schemepart ) ) {
      ip_schemepart_.emplace( input, tree, *ip, rfc1738::default_port( scheme_ ) );
   }
}

}  // namespace rfc1738

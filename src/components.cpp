// SPDX-License-Identifier: BSL-1.0
// rfc1738::visit_components: the components of a URL's form, in BNF order,
// from the generated table (grammar/components.facts joined with §5).
#include "rfc1738/components.hpp"

#include "tree_text.hpp"

namespace rfc1738 {

void visit_components( const url_view& url, component_visitor& v )
{
   const auto& tree = url.tree();
   if( tree.size() < 2 ) {
      return;
   }
   const std::size_t f = detail::form_index[ static_cast< std::size_t >( tree[ 1 ].id ) ];
   if( f == grammar::url_form_count ) {
      return;
   }
   const auto& form = grammar::url_forms[ f ];
   for( std::size_t k = 0; k < form.count; ++k ) {
      const auto id = form.components[ k ];
      const auto& info = grammar::info( id );
      if( info.kind == grammar::component_kind::repeated ) {
         // Always reported, possibly none (component_visitor::fieldspecs).
         const auto text = url.get( id );
         v.fieldspecs( fieldspecs_view( text ? *text : std::string_view() ) );
         continue;
      }
      const auto n = detail::component_node( tree, 1, id );
      if( n ) {
         v.component( info.name, detail::text( url.buffer(), tree, *n ) );
      }
   }
}

}  // namespace rfc1738

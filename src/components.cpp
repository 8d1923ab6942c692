// SPDX-License-Identifier: BSL-1.0
// rfc1738::visit_components: the components of a URL's form, in BNF order,
// from the generated table (grammar/components.facts joined with §5).
#include "rfc1738/components.hpp"

namespace rfc1738 {

void visit_components( const url_view& url, component_visitor& v )
{
   const auto* form = grammar::find_url_form( url.derived_by() );
   if( form == nullptr ) {
      return;
   }
   for( std::size_t k = 0; k < form->count; ++k ) {
      const auto id = form->components[ k ];
      const auto& info = grammar::info( id );
      const auto text = url.get( id );
      if( info.kind == grammar::component_kind::repeated ) {
         // Always reported, possibly none (component_visitor::fieldspecs).
         v.fieldspecs( fieldspecs_view( text ? *text : std::string_view() ) );
      }
      else if( text ) {
         v.component( info.name, *text );
      }
   }
}

}  // namespace rfc1738

// SPDX-License-Identifier: BSL-1.0
// rfc1738::visit_components: the components of a URL's form, in BNF order,
// from the generated table (grammar/components.facts joined with §5).
#include "rfc1738/components.hpp"

#include "components_of.hpp"

namespace rfc1738 {

void visit_components( const url_view& url, component_visitor& v )
{
   detail::for_each_component(
      url, [ & ]( grammar::component id, std::string_view text ) { v.component( grammar::info( id ).name, text ); },
      [ & ]( const fieldspecs_view& specs ) { v.fieldspecs( specs ); } );
}

}  // namespace rfc1738

// SPDX-License-Identifier: BSL-1.0
// rfc1738::visit_components: the components of a URL's form, in BNF order,
// from the generated table (grammar/components.facts joined with §5).
#include "rfc1738/components.hpp"

#include "tree_text.hpp"

namespace rfc1738 {

namespace {

// The derivation's node of the URL's form: url's first child.
constexpr std::size_t form_node = 1;

// The text of the run of nodes of production `p` that begins with node `first`
// and goes on through its following siblings of `p` (§5: *[ fieldspec ]).
std::string_view run_text( std::string_view input, const parse_tree& tree, std::size_t first, production p ) noexcept
{
   const auto depth = tree[ first ].depth;
   std::uint32_t end = tree[ first ].end;
   for( std::size_t i = first + 1; i < tree.size() && tree[ i ].depth >= depth; ++i ) {
      if( tree[ i ].depth == depth ) {
         if( tree[ i ].id != p ) {
            break;
         }
         end = tree[ i ].end;
      }
   }
   return input.substr( tree[ first ].begin, end - tree[ first ].begin );
}

}  // namespace

void visit_components( const url_view& url, component_visitor& v )
{
   const auto& tree = url.tree();
   const auto* form = grammar::find_url_form( url.derived_by() );
   if( form == nullptr ) {
      return;
   }
   for( std::size_t k = 0; k < form->count; ++k ) {
      const auto id = form->components[ k ];
      const auto& info = grammar::info( id );
      const auto n = detail::component_node( tree, form_node, id );
      if( info.kind == grammar::component_kind::repeated ) {
         // Always reported, possibly none (component_visitor::fieldspecs).
         v.fieldspecs( fieldspecs_view( n ? run_text( url.buffer(), tree, *n, info.production ) : std::string_view() ) );
      }
      else if( n ) {
         v.component( info.name, detail::text( url.buffer(), tree, *n ) );
      }
   }
}

}  // namespace rfc1738

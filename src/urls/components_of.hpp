// SPDX-License-Identifier: BSL-1.0
// Private: the components of a parsed URL, in the order of
// rfc1738::visit_components, to a callable (no virtual call): the one walk
// behind visit_components and the JSON of the components (json.cpp).
#ifndef RFC1738_SRC_COMPONENTS_OF_HPP
#define RFC1738_SRC_COMPONENTS_OF_HPP

#include <array>
#include <cstddef>
#include <string_view>

#include "rfc1738/grammar/components.hpp"
#include "rfc1738/url_view.hpp"
#include "rfc1738/views/prospero.hpp"
#include "parser/tree_text.hpp"

namespace rfc1738::detail {

// Per URL form (grammar::url_forms), what for_each_component needs of each
// of its components, read once from the tables: the component, its
// production, whether the parse records its first node (detail::indexed),
// whether it is a run (fieldspecs).
struct form_step {
   grammar::component id{};
   production p{};
   bool indexed = false;
   bool repeated = false;
};

inline constexpr auto form_steps = [] {
   std::array< std::array< form_step, grammar::max_form_components >, grammar::url_form_count > t{};
   for( std::size_t f = 0; f < grammar::url_form_count; ++f ) {
      const auto& form = grammar::url_forms[ f ];
      for( std::size_t k = 0; k < form.count; ++k ) {
         const auto id = form.components[ k ];
         const auto& info = grammar::info( id );
         t[ f ][ k ] = { id, info.production, slot_of[ static_cast< std::size_t >( info.production ) ] != indexed_count,
                         info.kind == grammar::component_kind::repeated };
      }
   }
   return t;
}();

// component_node's first test (a component of the form: it has a path in
// it) holds for every step: it need not be made.
constexpr bool every_step_has_a_path() noexcept
{
   for( std::size_t f = 0; f < grammar::url_form_count; ++f ) {
      for( std::size_t k = 0; k < grammar::url_forms[ f ].count; ++k ) {
         if( path_ranges[ f ][ static_cast< std::size_t >( grammar::url_forms[ f ].components[ k ] ) ].count == 0 ) {
            return false;
         }
      }
   }
   return true;
}
static_assert( every_step_has_a_path() );

// Calls `component( id, text )` for each component of the form `url`
// derives by that is present (possibly empty), in BNF order, and
// `fieldspecs( view )` for a prosperourl's fieldspecs (always, possibly
// none): the components of rfc1738::visit_components. A component whose
// production the parse indexes is its first node (component_node says why);
// the others are found by component_node.
template< typename Component, typename Fieldspecs >
void for_each_component( const url_view& url, Component&& component, Fieldspecs&& fieldspecs )
{
   const auto& tree = url.tree();
   if( tree.size() <= detail::derivation_node ) {
      return;
   }
   const std::size_t f = form_index[ static_cast< std::size_t >( tree[ detail::derivation_node ].id ) ];
   if( f == grammar::url_form_count ) {
      return;
   }
   const std::string_view buffer = url.buffer();
   const std::size_t count = grammar::url_forms[ f ].count;
   for( std::size_t k = 0; k < count; ++k ) {
      const form_step& step = form_steps[ f ][ k ];
      if( step.repeated ) {
         const auto text = url.get( step.id );
         fieldspecs( fieldspecs_view( text ? *text : std::string_view() ) );
         continue;
      }
      if( const auto n = step.indexed ? tree_lookup::first( tree, step.p ) : component_node( tree, 1, step.id ) ) {
         component( step.id, text( buffer, tree, *n ) );
      }
   }
}

}  // namespace rfc1738::detail

#endif

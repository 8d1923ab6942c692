// SPDX-License-Identifier: BSL-1.0
// Private: the text of parse-tree nodes, for the views.
#ifndef RFC1738_SRC_TREE_TEXT_HPP
#define RFC1738_SRC_TREE_TEXT_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "rfc1738/detail/recorded_nodes.hpp"
#include "rfc1738/encoded_view.hpp"
#include "rfc1738/grammar/components.hpp"
#include "rfc1738/parse_tree.hpp"

namespace rfc1738::detail {

// Where the components are, without searching the tree: the first node of
// each indexed production, recorded by the parse (parse_tree::first_).
struct tree_lookup {
   // The first node of production `p` in the tree (pre-order), absent when
   // it has none; `p` must be indexed (detail::indexed).
   static std::optional< std::size_t > first( const parse_tree& tree, production p ) noexcept
   {
      const std::uint32_t f = tree.first_[ slot_of[ static_cast< std::size_t >( p ) ] ];
      if( f < tree.size_ && tree.data()[ f ].id == p ) {
         return f;
      }
      return std::nullopt;
   }

   // The recorded nodes of `tree`, a tree that rfc1738::parse made of `input`.
   static recorded_nodes recorded( std::string_view input, const parse_tree& tree ) noexcept
   {
      return recorded_nodes::of( input, tree );
   }

   // The first child of node `at` of production `p` (parse_tree::child). In
   // a URL's derivation each indexed production occurs at most once, so the
   // first node of `p` is that child when it is one: a node after `at`, one
   // level deeper, within its span (a node after the subtree of `at` begins
   // at or after its end: an empty node at its very end might be either,
   // and is searched for). Otherwise, the tree is searched.
   static std::optional< std::size_t > child( const parse_tree& tree, std::size_t at, production p ) noexcept
   {
      if( slot_of[ static_cast< std::size_t >( p ) ] == indexed_count ) {
         return tree.child( at, p );
      }
      const node* const nodes = tree.data();
      const std::uint32_t f = tree.first_[ slot_of[ static_cast< std::size_t >( p ) ] ];
      if( f >= tree.size_ || nodes[ f ].id != p ) {
         return std::nullopt;   // no node of `p` at all
      }
      const node& parent = nodes[ at ];
      const node& n = nodes[ f ];
      if( f > at && n.depth == parent.depth + 1 && n.begin >= parent.begin && n.end <= parent.end && !( n.begin == parent.end && n.begin == n.end ) ) {
         return f;
      }
      return tree.child( at, p );
   }
};

// The paths of each URL form to each of its components: where they begin in
// grammar::component_paths and how many (a form's paths are grouped by
// component); by form, in the order of grammar::url_forms.
struct path_range {
   std::uint16_t first = 0;
   std::uint16_t count = 0;
};

inline constexpr auto path_ranges = [] {
   std::array< std::array< path_range, grammar::component_count >, grammar::url_form_count > t{};
   for( std::size_t f = 0; f < grammar::url_form_count; ++f ) {
      const auto& form = grammar::url_forms[ f ];
      for( std::size_t i = form.first_path; i < std::size_t( form.first_path ) + form.path_count; ++i ) {
         auto& r = t[ f ][ static_cast< std::size_t >( grammar::component_paths[ i ].id ) ];
         if( r.count == 0 ) {
            r.first = static_cast< std::uint16_t >( i );
         }
         ++r.count;
      }
   }
   return t;
}();

// The index in grammar::url_forms of the form of each production; url_form_count: none.
inline constexpr auto form_index = [] {
   std::array< std::uint8_t, grammar::production_count > a{};
   for( auto& x : a ) {
      x = static_cast< std::uint8_t >( grammar::url_form_count );
   }
   for( std::size_t f = 0; f < grammar::url_form_count; ++f ) {
      a[ static_cast< std::size_t >( grammar::url_forms[ f ].syntax ) ] = static_cast< std::uint8_t >( f );
   }
   return a;
}();

// The node of component `id` in the derivation whose URL form's node is
// `form` (url's child: its production is one of grammar::url_forms): the
// first of the form's paths to `id` (grammar::component_paths) that the
// tree holds; absent when none does.
inline std::optional< std::size_t > component_node( const parse_tree& tree, std::size_t form, grammar::component id ) noexcept
{
   const std::size_t f = form_index[ static_cast< std::size_t >( tree[ form ].id ) ];
   if( f == grammar::url_form_count ) {
      return std::nullopt;
   }
   const auto r = path_ranges[ f ][ static_cast< std::size_t >( id ) ];
   if( r.count == 0 ) {
      return std::nullopt;   // not a component of this form
   }
   const production p = grammar::info( id ).production;
   if( slot_of[ static_cast< std::size_t >( p ) ] != indexed_count ) {
      // Recorded by the parse: in a URL's derivation each indexed production
      // occurs at most once (tree_lookup), so its first node is the
      // component's (build.compose and cli.components compare every
      // component with the paths' on the corpora).
      return tree_lookup::first( tree, p );
   }
   for( std::size_t i = r.first; i < std::size_t( r.first ) + r.count; ++i ) {
      const auto& path = grammar::component_paths[ i ];
      std::optional< std::size_t > at = form;
      for( std::size_t k = 0; at && k < path.length; ++k ) {
         at = tree_lookup::child( tree, *at, path.steps[ k ] );
      }
      if( at ) {
         if( const auto n = tree_lookup::child( tree, *at, grammar::info( id ).production ) ) {
            return n;
         }
      }
   }
   return std::nullopt;
}

// The text of node `i`.
inline std::string_view text( std::string_view input, const parse_tree& tree, std::size_t i ) noexcept
{
   return tree[ i ].text( input );
}

// The text of the child of node `at` of production `p`, absent when there is none.
inline std::optional< std::string_view > child_text( std::string_view input, const parse_tree& tree, std::size_t at, production p ) noexcept
{
   const auto i = tree_lookup::child( tree, at, p );
   return i ? std::optional< std::string_view >( text( input, tree, *i ) ) : std::nullopt;
}

// The same as an encoded_view.
inline std::optional< encoded_view > child_encoded( std::string_view input, const parse_tree& tree, std::size_t at, production p ) noexcept
{
   const auto s = child_text( input, tree, at, p );
   return s ? std::optional< encoded_view >( encoded_view( *s ) ) : std::nullopt;
}

// The index of the child of node `at` of production `p`, which must exist.
inline std::size_t child_index( const parse_tree& tree, std::size_t at, production p ) noexcept
{
   return *tree_lookup::child( tree, at, p );
}

}  // namespace rfc1738::detail

#endif

// SPDX-License-Identifier: BSL-1.0
// Private: the text of parse-tree nodes, for the views.
#ifndef RFC1738_SRC_TREE_TEXT_HPP
#define RFC1738_SRC_TREE_TEXT_HPP

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

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

// The node of component `id` in the derivation whose URL form's node is
// `form` (url's child: its production is one of grammar::url_forms): the
// first of the form's paths to `id` (grammar::component_paths) that the
// tree holds; absent when none does.
inline std::optional< std::size_t > component_node( const parse_tree& tree, std::size_t form, grammar::component id ) noexcept
{
   const auto* f = grammar::find_url_form( tree[ form ].id );
   if( f == nullptr ) {
      return std::nullopt;
   }
   for( std::size_t i = f->first_path; i < std::size_t( f->first_path ) + f->path_count; ++i ) {
      const auto& path = grammar::component_paths[ i ];
      if( path.id != id ) {
         continue;
      }
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

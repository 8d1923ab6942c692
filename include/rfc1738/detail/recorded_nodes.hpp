// SPDX-License-Identifier: BSL-1.0
/// @file
/// The nodes of a tree that rfc1738::parse made, each component read from the
/// parse's record of its production's first node (not in the API reference:
/// an implementation detail of url_view's accessors, in a header so that they
/// are made inline where they are called).
#ifndef RFC1738_DETAIL_RECORDED_NODES_HPP
#define RFC1738_DETAIL_RECORDED_NODES_HPP

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "rfc1738/encoded_view.hpp"
#include "rfc1738/parse_tree.hpp"

namespace rfc1738::detail {

/// The node of the URL's own production in a tree that rfc1738::parse made:
/// url's first child.
inline constexpr std::size_t derivation_node = 1;

/// The nodes of a tree that rfc1738::parse made (a url_view's), each
/// component read from the parse's record of its production's first node. In
/// a URL's derivation each indexed production occurs at most once, so that
/// first node is the component, wherever the BNF puts it: url_view makes its
/// views from it (the views' constructors taking a recorded_nodes) without
/// searching the tree or checking parentage, in constant time.
/// tests/api/recorded_views.cpp compares every such view with the one the
/// public constructor makes by searching the tree.
struct recorded_nodes {
   std::string_view input;
   const node* nodes = nullptr;
   std::uint32_t size = 0;
   const std::uint32_t* first = nullptr;

   /// The recorded nodes of `tree`, a tree that rfc1738::parse made of `input`.
   [[nodiscard]] static recorded_nodes of( std::string_view input, const parse_tree& tree ) noexcept
   {
      return recorded_nodes{ input, tree.data(), tree.size_, tree.first_.data() };
   }

   /// The node of production `p` (indexed), or nullptr.
   [[nodiscard]] const node* find( production p ) const noexcept
   {
      const std::uint32_t f = first[ slot_of[ static_cast< std::size_t >( p ) ] ];
      return ( f < size && nodes[ f ].id == p ) ? nodes + f : nullptr;
   }

   /// The text of node `n` (its offsets are in the input: no bounds test).
   [[nodiscard]] std::string_view text( const node& n ) const noexcept
   {
      return std::string_view( input.data() + n.begin, n.end - n.begin );
   }

   /// The text of the node of production `p`, which must exist.
   [[nodiscard]] std::string_view text( production p ) const noexcept
   {
      return text( *find( p ) );
   }

   /// The text of the node of production `p`, absent when there is none.
   [[nodiscard]] std::optional< std::string_view > text_if( production p ) const noexcept
   {
      const node* n = find( p );
      return n ? std::optional< std::string_view >( text( *n ) ) : std::nullopt;
   }

   /// The same as an encoded_view.
   [[nodiscard]] std::optional< encoded_view > encoded_if( production p ) const noexcept
   {
      const node* n = find( p );
      return n ? std::optional< encoded_view >( encoded_view( text( *n ) ) ) : std::nullopt;
   }
};

}  // namespace rfc1738::detail

#endif

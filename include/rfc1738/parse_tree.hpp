// SPDX-License-Identifier: BSL-1.0
/// @file
/// The parse tree: the derivation of one URL, as a pre-order list of nodes
/// named by their RFC 1738 §5 production, each a span (offsets) into the
/// caller's buffer. rfc1738::parse_tree, rfc1738::node.
#ifndef RFC1738_PARSE_TREE_HPP
#define RFC1738_PARSE_TREE_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "rfc1738/grammar/components.hpp"
#include "rfc1738/grammar/production.hpp"

namespace rfc1738 {

using grammar::production;

namespace detail {
class tree_builder;
struct tree_lookup;
struct recorded_nodes;

// The productions whose first node a parse records as it builds the tree, so
// that the views find their components without searching it (each occurs at
// most once in a URL's derivation): generated from grammar/components.facts'
// @recorded line. The slot of production `p` in parse_tree's record is its
// index there, or `indexed_count` when it has none.
using grammar::indexed;
using grammar::indexed_count;

constexpr std::size_t indexed_slot( production p ) noexcept
{
   for( std::size_t i = 0; i < indexed_count; ++i ) {
      if( indexed[ i ] == p ) {
         return i;
      }
   }
   return indexed_count;
}

// indexed_slot of every production, by its number.
constexpr std::array< std::uint8_t, grammar::production_count > indexed_slots() noexcept
{
   std::array< std::uint8_t, grammar::production_count > a{};
   for( std::size_t p = 0; p < a.size(); ++p ) {
      a[ p ] = static_cast< std::uint8_t >( indexed_slot( static_cast< production >( p ) ) );
   }
   return a;
}

inline constexpr auto slot_of = indexed_slots();

// No node recorded in a slot.
inline constexpr std::uint32_t no_node = 0xffffffffu;

constexpr std::array< std::uint32_t, indexed_count > no_nodes() noexcept
{
   std::array< std::uint32_t, indexed_count > a{};
   for( auto& i : a ) {
      i = no_node;
   }
   return a;
}

}  // namespace detail

/// Which productions a parse records as nodes.
enum class tree_selection : std::uint8_t {
   /// The nodes the views need: the URL productions of §5 down to their
   /// components (user, password, host, port, fsegment, search, fieldname,
   /// …), not the character classes (alpha, xchar, escape, …) nor the labels
   /// of a hostname. Small: a typical URL has 5 to 20 nodes.
   api,
   /// Every production of §5, down to each character's class: the full
   /// derivation, for tracing.
   full,
};

/// True when `selection` records nodes of production `p`.
///
/// @par Example
/// @code
/// static_assert( rfc1738::selects( rfc1738::tree_selection::api, rfc1738::production::hostport ) );
/// static_assert( !rfc1738::selects( rfc1738::tree_selection::api, rfc1738::production::xchar ) );
/// static_assert( rfc1738::selects( rfc1738::tree_selection::full, rfc1738::production::xchar ) );
/// @endcode
///
/// @param selection A selection of nodes.
/// @param p A production of §5.
/// @return Whether a parse with `selection` records nodes of `p`.
constexpr bool selects( tree_selection selection, production p ) noexcept
{
   return selection == tree_selection::full || grammar::api_shown[ static_cast< std::size_t >( p ) ];
}

/// One node of a parse tree: production `id` derived `input[begin, end)`.
struct node {
   /// The offset of the first byte the production derived.
   std::uint32_t begin = 0;
   /// The offset one past the last byte the production derived.
   std::uint32_t end = 0;
   /// The production.
   production id = production::url;
   /// The number of recorded ancestors (0 for the root, `url`).
   std::uint8_t depth = 0;

   /// The number of bytes the production derived.
   ///
   /// @return `end - begin`.
   [[nodiscard]] constexpr std::size_t size() const noexcept
   {
      return end - begin;
   }

   /// The text this node derives, in `input` (the buffer the tree was parsed
   /// from).
   ///
   /// @param input The buffer the tree was parsed from.
   /// @return `input[begin, end)`.
   [[nodiscard]] constexpr std::string_view text( std::string_view input ) const noexcept
   {
      return input.substr( begin, end - begin );
   }
};

/// The nodes of one derivation in pre-order (a node, then its descendants,
/// in input order), with their depth.
///
/// A node's children are the following nodes one level deeper, up to the
/// next node at its own depth or above. Each node is named by its RFC 1738 §5
/// production (rfc1738::production; `rfc1738 grammar NAME` prints the BNF).
///
/// Storage: `inline_capacity` nodes inside the object, so that parsing a
/// typical URL allocates nothing; a larger tree (many path segments or
/// prospero fieldspecs, or the full derivation of a long URL) moves to the
/// heap. Offsets, not pointers: a tree stays valid when the buffer it
/// describes is copied or moved, as long as the bytes are the same.
///
/// @par Example
/// @code
/// const std::string_view text = "news:*";
/// const auto url = rfc1738::parse( text );
/// const auto& tree = url->tree();  // lives in the url_view: keep it
/// assert( tree.size() == 3 );  // url, newsurl, grouppart
/// assert( tree[ 0 ].id == rfc1738::production::url && tree[ 0 ].depth == 0 );
/// assert( tree[ 1 ].id == rfc1738::production::newsurl );
/// const auto grouppart = tree.child( 1, rfc1738::production::grouppart );
/// assert( grouppart == 2u );
/// assert( tree[ *grouppart ].text( text ) == "*" );
/// assert( tree.subtree_end( 0 ) == tree.size() );
/// assert( !tree.find( 0, rfc1738::production::host ) );
/// @endcode
///
/// @par Complexity
/// size(), empty(), operator[], begin(), end() and on_heap() are constant
/// time; subtree_end(), find() and child() linear in the size of the
/// subtree. (The views of rfc1738::url_view do not search the tree: the
/// parse records where each of their components is as it builds it.)
///
/// @par Exception Safety
/// Throws nothing, except copying (std::bad_alloc when the nodes do not fit
/// inline).
class parse_tree {
public:
   /// The number of nodes held inside the object, without allocation.
   static constexpr std::size_t inline_capacity = 40;

   /// No node.
   parse_tree() noexcept = default;
   /// A copy of the nodes of `other`.
   ///
   /// @param other The tree to copy.
   /// @throws std::bad_alloc
   parse_tree( const parse_tree& other );
   /// The nodes of `other`, which is left empty.
   ///
   /// @param other The tree to move from.
   parse_tree( parse_tree&& other ) noexcept;
   /// Replaces the nodes with a copy of those of `other`.
   ///
   /// @param other The tree to copy.
   /// @return This tree.
   /// @throws std::bad_alloc
   parse_tree& operator=( const parse_tree& other );
   /// Replaces the nodes with those of `other`, which is left empty.
   ///
   /// @param other The tree to move from.
   /// @return This tree.
   parse_tree& operator=( parse_tree&& other ) noexcept;
   /// Frees the nodes.
   ~parse_tree() = default;

   /// The number of nodes.
   ///
   /// @return The number of nodes.
   [[nodiscard]] std::size_t size() const noexcept
   {
      return size_;
   }

   /// True when there is no node.
   ///
   /// @return Whether there is no node.
   [[nodiscard]] bool empty() const noexcept
   {
      return size_ == 0;
   }

   /// Node `i` (pre-order); `i` must be less than size().
   ///
   /// @param i The index of a node.
   /// @return The node.
   [[nodiscard]] const node& operator[]( std::size_t i ) const noexcept
   {
      return data()[ i ];
   }

   /// The first node (the root).
   ///
   /// @return A pointer to the first node.
   [[nodiscard]] const node* begin() const noexcept
   {
      return data();
   }

   /// One past the last node.
   ///
   /// @return A pointer one past the last node.
   [[nodiscard]] const node* end() const noexcept
   {
      return data() + size_;
   }

   /// True when the nodes outgrew the inline storage.
   ///
   /// @return Whether the nodes are on the heap.
   [[nodiscard]] bool on_heap() const noexcept
   {
      return heap_ != nullptr;
   }

   /// The index one past the last descendant of node `i`.
   ///
   /// @param i The index of a node.
   /// @return The index after its subtree.
   [[nodiscard]] std::size_t subtree_end( std::size_t i ) const noexcept;

   /// The first node of production `p` among the descendants of node `i`
   /// (pre-order, so the leftmost outermost one), or absent.
   ///
   /// @param i The index of a node.
   /// @param p A production.
   /// @return The index of the node found, or absent.
   [[nodiscard]] std::optional< std::size_t > find( std::size_t i, production p ) const noexcept;

   /// The first child (a direct descendant) of node `i` of production `p`,
   /// or absent.
   ///
   /// @param i The index of a node.
   /// @param p A production.
   /// @return The index of the child found, or absent.
   [[nodiscard]] std::optional< std::size_t > child( std::size_t i, production p ) const noexcept;

private:
   friend class detail::tree_builder;
   friend struct detail::tree_lookup;
   friend struct detail::recorded_nodes;

   [[nodiscard]] const node* data() const noexcept
   {
      return heap_ ? heap_.get() : inline_.nodes;
   }

   [[nodiscard]] node* data() noexcept
   {
      return heap_ ? heap_.get() : inline_.nodes;
   }

   // Doubles the capacity until it holds `at_least` nodes (moves the nodes
   // to the heap): one allocation and one copy however far it grows.
   void grow( std::uint64_t at_least );
   void assign( const parse_tree& other );

   // Left uninitialised: a node is constructed when it is added or copied.
   union inline_storage {
      inline_storage() noexcept {}
      node nodes[ inline_capacity ];
   };

   // The heap's nodes, left uninitialised like inline_ (operator new[] of
   // bytes: a grown tree is neither zero-filled nor constructed twice).
   struct heap_free {
      void operator()( node* p ) const noexcept;
   };
   using heap_pointer = std::unique_ptr< node[], heap_free >;
   // Room for n nodes.
   [[nodiscard]] static heap_pointer allocate( std::uint32_t n );

   inline_storage inline_;
   heap_pointer heap_;
   std::uint32_t size_ = 0;
   std::uint32_t capacity_ = inline_capacity;
   // Per production of detail::indexed, the index of its first node in
   // pre-order, recorded by the parse (tree_builder::open); an index that no
   // longer holds a node of that production (the match that made it failed)
   // means none. See detail::tree_lookup.
   std::array< std::uint32_t, detail::indexed_count > first_ = detail::no_nodes();
};

}  // namespace rfc1738

#endif

// SPDX-License-Identifier: BSL-1.0
// Private: how the parser appends nodes to a parse_tree.
#ifndef RFC1738_SRC_TREE_BUILDER_HPP
#define RFC1738_SRC_TREE_BUILDER_HPP

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <new>

#include "rfc1738/parse_tree.hpp"

namespace rfc1738::detail {

// The parse state: the tree so far, built in place in the tree the caller
// returns, and the depth of the next node. While it runs, the builder keeps
// the tree's storage and size in its own members (no inline-or-heap test per
// node); the tree gets its size back when the builder is done.
class tree_builder {
public:
   explicit tree_builder( parse_tree& t ) noexcept
      : tree_( t ),
        nodes_( t.data() ),
        first_( t.first_.data() ),
        size_( t.size_ ),
        capacity_( t.capacity_ )
   {}

   tree_builder( const tree_builder& ) = delete;
   tree_builder& operator=( const tree_builder& ) = delete;

   ~tree_builder()
   {
      tree_.size_ = size_;
   }

   [[nodiscard]] std::uint32_t mark() const noexcept
   {
      return size_;
   }

   // Opens a node at offset `at`; returns its index. Inlined into every
   // rule's match: a call per node cost more than the node.
   [[gnu::always_inline]] std::uint32_t open( production id, std::uint32_t at )
   {
      if( size_ == capacity_ ) {
         grow();
      }
      const std::uint32_t i = size_++;
      ::new( static_cast< void* >( nodes_ + i ) ) node{ at, at, id, depth_ };
      ++depth_;
      record( id, i );
      return i;
   }

   // Room for `n` more nodes: the splitter asks once per program and once
   // per round of a repetition (the most nodes each writes), then puts
   // without a test. The tree grows out of line, without the builder,
   // whose members stay in registers where the splitter inlines it.
   [[gnu::always_inline]] void reserve( const std::size_t n )
   {
      if( std::size_t( capacity_ - size_ ) < n ) {
         const room r = make_room( tree_, size_, n );
         nodes_ = r.nodes;
         capacity_ = r.capacity;
      }
   }

   // Appends a node whose span is known, [begin, end), at `depth`, in room
   // reserved for it: the splitter (src/parser/split.cpp) writes each node whole,
   // in pre-order, into a tree that was empty when the builder began, each
   // indexed production at most once; so the node is the first of its
   // production, recorded without comparing it with the slot (whatever an
   // empty tree's slot holds is no node's).
   template< production Id >
   [[gnu::always_inline]] void put_once( std::uint32_t begin, std::uint32_t end, std::uint8_t depth ) noexcept
   {
      assert( size_ < capacity_ );   // reserved (a test per node here cost 40 instructions per URL)
      const std::uint32_t i = size_++;
      ::new( static_cast< void* >( nodes_ + i ) ) node{ begin, end, Id, depth };
      if constexpr( slot_of[ static_cast< std::size_t >( Id ) ] != indexed_count ) {
         first_[ slot_of[ static_cast< std::size_t >( Id ) ] ] = i;
      }
   }

   // Closes node `i` at offset `at` (it derived [begin, at)).
   void close( std::uint32_t i, std::uint32_t at ) noexcept
   {
      --depth_;
      nodes_[ i ].end = at;
   }

   // Drops node `i` and everything after it (a failed match).
   void drop( std::uint32_t i ) noexcept
   {
      --depth_;
      size_ = i;
   }

   // Drops every node from `mark` on (a failed rule that records no node itself).
   void rewind( std::uint32_t mark ) noexcept
   {
      size_ = mark;
   }

private:
   // Keeps, for each indexed production, the index of its first node among
   // the nodes kept (detail::tree_lookup). Invariant: when a node of `id` is
   // kept, the slot holds the least index of one. A new node of `id` at `i`
   // (the last index) replaces the slot unless it holds a smaller index that
   // still is a node of `id`; a failed match only removes nodes, which keeps
   // the least index of those that remain. `id` is a constant where this is
   // inlined: a production without a slot costs nothing.
   [[gnu::always_inline]] void record( production id, std::uint32_t i ) noexcept
   {
      constexpr std::size_t none = indexed_count;
      const std::size_t slot = slot_of[ static_cast< std::size_t >( id ) ];
      if( slot != none ) {
         std::uint32_t& f = first_[ slot ];
         if( f >= i || nodes_[ f ].id != id ) {
            f = i;
         }
      }
   }

   struct room {
      node* nodes;
      std::uint32_t capacity;
   };

   [[gnu::noinline]] static room make_room( parse_tree& t, const std::uint32_t size, const std::size_t n )
   {
      t.size_ = size;
      t.grow( std::uint64_t( size ) + n );
      return { t.data(), t.capacity_ };
   }

   void grow()
   {
      tree_.size_ = size_;
      tree_.grow( std::uint64_t( capacity_ ) + 1 );
      nodes_ = tree_.data();
      capacity_ = tree_.capacity_;
   }

   parse_tree& tree_;
   node* nodes_;
   std::uint32_t* first_;
   std::uint32_t size_;
   std::uint32_t capacity_;
   std::uint8_t depth_ = 0;
};

}  // namespace rfc1738::detail

#endif

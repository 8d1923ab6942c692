// Private: how the parser appends nodes to a parse_tree.
#ifndef RFC1738_SRC_TREE_BUILDER_HPP
#define RFC1738_SRC_TREE_BUILDER_HPP

#include <cstddef>
#include <cstdint>

#include "rfc1738/parse_tree.hpp"

namespace rfc1738::detail {

// The parse state: the tree so far (built in place, in the tree the caller
// returns) and the depth of the next node.
struct tree_builder {
   parse_tree& tree;
   std::uint8_t depth = 0;

   explicit tree_builder( parse_tree& t ) noexcept
      : tree( t )
   {}

   [[nodiscard]] std::size_t mark() const noexcept
   {
      return tree.size();
   }

   // Opens a node at offset `at`; returns its index.
   std::size_t open( production id, std::uint32_t at )
   {
      const std::size_t i = tree.size();
      tree.push( node{ at, at, id, depth } );
      ++depth;
      return i;
   }

   // Closes node `i` at offset `at` (it derived [begin, at)).
   void close( std::size_t i, std::uint32_t at ) noexcept
   {
      --depth;
      tree.data()[ i ].end = at;
   }

   // Drops node `i` and everything after it (a failed match).
   void drop( std::size_t i ) noexcept
   {
      --depth;
      tree.truncate( i );
   }

   // Drops every node from `mark` on (a failed rule that records no node itself).
   void rewind( std::size_t mark ) noexcept
   {
      tree.truncate( mark );
   }
};

}  // namespace rfc1738::detail

#endif

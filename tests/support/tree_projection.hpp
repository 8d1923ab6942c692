// SPDX-License-Identifier: BSL-1.0
// The parse tree of tree_selection::api must be the full derivation
// (tree_selection::full) with only the productions the api selects: the
// same nodes, spans and order, each depth counting only the kept ancestors.
// The two are built differently (the api parse matches character classes,
// their repetitions and the labels by table scans; the full one descends
// into every production), so their agreement tests the scans on trees, as
// the exactness tests do on verdicts. Used by tests/grammar/exactness.cpp
// and the fuzz target parse.
#ifndef RFC1738_TESTS_SUPPORT_TREE_PROJECTION_HPP
#define RFC1738_TESTS_SUPPORT_TREE_PROJECTION_HPP

#include <cstddef>

#include "rfc1738/parse_tree.hpp"

namespace rfc1738::test {

// True when `api` is `full` restricted to tree_selection::api.
inline bool is_api_projection( const parse_tree& api, const parse_tree& full ) noexcept
{
   std::size_t kept_above[ 256 ];   // by full depth: the kept ancestors of a child at depth + 1
   std::size_t j = 0;
   for( const auto& n : full ) {
      if( n.depth >= 255 ) {
         return false;
      }
      const std::size_t above = n.depth == 0 ? 0 : kept_above[ n.depth - 1 ];
      const bool kept = selects( tree_selection::api, n.id );
      kept_above[ n.depth ] = above + ( kept ? 1 : 0 );
      if( kept ) {
         if( j == api.size() ) {
            return false;
         }
         const auto& a = api[ j++ ];
         if( a.id != n.id || a.begin != n.begin || a.end != n.end || a.depth != above ) {
            return false;
         }
      }
   }
   return j == api.size();
}

}  // namespace rfc1738::test

#endif

// SPDX-License-Identifier: BSL-1.0
// Private: the room of the strings inside the elements of a vector, kept
// when the vector is cut and given back when it grows again: a list of
// records with strings (a fix's edits) rewritten for each of many inputs
// allocates only when one needs more room than those before it.
#ifndef RFC1738_SRC_ROOM_HPP
#define RFC1738_SRC_ROOM_HPP

#include <cstddef>
#include <vector>

namespace rfc1738::detail {

/// `v` cut to its first `n` elements, the others moved to `spare` with
/// their room (a moved string keeps its buffer).
template< typename T >
void cut_keeping_room( std::vector< T >& v, const std::size_t n, std::vector< T >& spare )
{
   while( v.size() > n ) {
      spare.push_back( std::move( v.back() ) );
      v.pop_back();
   }
}

/// A new last element of `v`: the last one `spare` kept, when it has one
/// (its values are the old element's: the caller writes over them).
template< typename T >
T& grow_from_room( std::vector< T >& v, std::vector< T >& spare )
{
   if( spare.empty() ) {
      return v.emplace_back();
   }
   v.push_back( std::move( spare.back() ) );
   spare.pop_back();
   return v.back();
}

}  // namespace rfc1738::detail

#endif

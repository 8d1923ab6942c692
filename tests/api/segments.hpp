// SPDX-License-Identifier: BSL-1.0
// Test helper: the segments of a path as strings.
#ifndef RFC1738_TESTS_API_SEGMENTS_HPP
#define RFC1738_TESTS_API_SEGMENTS_HPP

#include <string>
#include <vector>

#include "rfc1738/segments_view.hpp"

namespace rfc1738::test {

using strings = std::vector< std::string >;

// Each segment as written.
inline strings encoded( const segments_view& s )
{
   strings v;
   for( const auto e : s ) {
      v.emplace_back( e.encoded() );
   }
   return v;
}

// Each segment decoded.
inline strings decoded( const segments_view& s )
{
   strings v;
   for( const auto e : s ) {
      v.push_back( e.decode() );
   }
   return v;
}

}  // namespace rfc1738::test

#endif

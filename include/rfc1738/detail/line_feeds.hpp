// SPDX-License-Identifier: BSL-1.0
/// @file
/// The number of LFs in a block of lines, for the readers of lines (the
/// program's -j reader and lint pieces, Python's check_lines; not in the API
/// reference: an implementation detail).
#ifndef RFC1738_DETAIL_LINE_FEEDS_HPP
#define RFC1738_DETAIL_LINE_FEEDS_HPP

#include <algorithm>
#include <cstddef>
#include <string_view>

#if defined( __SSE2__ )
#include <emmintrin.h>
#endif

namespace rfc1738::detail {

/// The LFs of `s`, sixteen bytes a step with SSE2: a byte counter per lane
/// (an LF's compare, all ones, subtracted), summed before it can overflow
/// (255 steps); the bytes left over one at a time.
inline std::size_t line_feeds( const std::string_view s ) noexcept
{
   const char* p = s.data();
   std::size_t n = s.size();
   std::size_t count = 0;
#if defined( __SSE2__ )
   const __m128i lf = _mm_set1_epi8( '\n' );
   while( n >= 16 ) {
      __m128i lanes = _mm_setzero_si128();
      for( int k = 0; k < 255 && n >= 16; ++k, p += 16, n -= 16 ) {
         lanes = _mm_sub_epi8( lanes, _mm_cmpeq_epi8( _mm_loadu_si128( reinterpret_cast< const __m128i* >( p ) ), lf ) );
      }
      const __m128i sums = _mm_sad_epu8( lanes, _mm_setzero_si128() );   // two sums of eight counters, at most 2,040 each
      count += static_cast< std::size_t >( _mm_cvtsi128_si32( sums ) ) + static_cast< std::size_t >( _mm_cvtsi128_si32( _mm_srli_si128( sums, 8 ) ) );
   }
#endif
   return count + static_cast< std::size_t >( std::count( p, p + n, '\n' ) );
}

}  // namespace rfc1738::detail

#endif

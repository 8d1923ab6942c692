// SPDX-License-Identifier: BSL-1.0
// Private: the first byte of a few in a span of the input, the search a
// split program's follower makes for a node's stops and a gate's byte
// (RFC 1738's, src/parser/split.cpp; an edition's, src/editions/uri_split.hpp).
#ifndef RFC1738_SRC_PARSER_FIND_BYTES_HPP
#define RFC1738_SRC_PARSER_FIND_BYTES_HPP

#include <cstddef>
#include <string_view>

#if defined( __SSE2__ )
#include <emmintrin.h>
#endif

namespace rfc1738::detail {

/// The first byte of C... in [from, to) of `s`, else `to` (a node's stops,
/// a user's ":" and "@", in one pass): sixteen bytes a step, the last step
/// the input's last sixteen bytes (never a byte outside it, those before
/// `from` dropped); a byte a step in inputs shorter than sixteen bytes.
/// Inline: a call of memchr costs more on the short spans of a URL (a host,
/// a segment).
template< char... C >
[[nodiscard]] inline std::size_t find( const std::string_view s, std::size_t from, const std::size_t to ) noexcept
{
#if defined( __SSE2__ )
   if( s.size() >= 16 ) {
      while( from < to ) {
         const std::size_t at = from + 16 <= s.size() ? from : s.size() - 16;
         const __m128i x = _mm_loadu_si128( reinterpret_cast< const __m128i* >( s.data() + at ) );
         __m128i hits = _mm_setzero_si128();
         ( ( hits = _mm_or_si128( hits, _mm_cmpeq_epi8( x, _mm_set1_epi8( C ) ) ) ), ... );
         const auto m = static_cast< unsigned >( _mm_movemask_epi8( hits ) ) >> ( from - at );
         if( m != 0 ) {
            const std::size_t hit = from + static_cast< std::size_t >( __builtin_ctz( m ) );
            return hit < to ? hit : to;
         }
         from = at + 16;
      }
      return to;
   }
#endif
   while( from < to && ( ( s[ from ] != C ) && ... ) ) {
      ++from;
   }
   return from;
}

}  // namespace rfc1738::detail

#endif

// SPDX-License-Identifier: BSL-1.0
// The line engine: the number of LFs in a block of lines, and the LFs one
// after the other, for the readers of lines (the program's -j readers and
// lint pieces, Python's check_lines and rfc1738.dask's workers).
#ifndef RFC1738_ENGINE_LINE_FEEDS_HPP
#define RFC1738_ENGINE_LINE_FEEDS_HPP

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

#if defined( __SSE2__ )
#include <emmintrin.h>
#endif

namespace rfc1738::engine {

// The LFs of `s`, sixteen bytes a step with SSE2: a byte counter per lane
// (an LF's compare, all ones, subtracted), summed before it can overflow
// (255 steps); the bytes left over one at a time.
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

// The LFs of a block, one after the other: `next()` is the offset of the
// next LF, or `npos` after the last. The block is read 64 bytes a step with
// SSE2 into a mask of its LFs (a bit per byte), each LF then taken from the
// mask: no call of memchr per line, which costs more than the scan on the
// short lines of URLs (46 bytes on average in the corpus).
class line_feed_finder {
public:
   static constexpr std::size_t npos = std::string_view::npos;

   explicit line_feed_finder( const std::string_view s ) noexcept
      : s_( s ),
        mask_( mask_at( 0 ) )
   {}

   // The offset of the next LF in the block; npos when there is none.
   std::size_t next() noexcept
   {
      while( mask_ == 0 ) {
         base_ += 64;
         if( base_ >= s_.size() ) {
            base_ = s_.size();  // npos from now on
            return npos;
         }
         mask_ = mask_at( base_ );
      }
      const std::size_t at = base_ + lowest( mask_ );
      mask_ &= mask_ - 1;
      return at;
   }

private:
   // Bit k set when byte base + k is an LF (k < 64, base + k in the block).
   std::uint64_t mask_at( const std::size_t base ) const noexcept
   {
      const char* p = s_.data() + base;
      const std::size_t n = s_.size() - std::min( base, s_.size() );
#if defined( __SSE2__ )
      if( n >= 64 ) {
         const __m128i lf = _mm_set1_epi8( '\n' );
         std::uint64_t m = 0;
         for( int k = 0; k < 4; ++k ) {
            const __m128i bytes = _mm_loadu_si128( reinterpret_cast< const __m128i* >( p + 16 * k ) );
            m |= static_cast< std::uint64_t >( static_cast< unsigned >( _mm_movemask_epi8( _mm_cmpeq_epi8( bytes, lf ) ) ) ) << ( 16 * k );
         }
         return m;
      }
#endif
      std::uint64_t m = 0;
      for( std::size_t k = 0; k < std::min< std::size_t >( n, 64 ); ++k ) {
         m |= static_cast< std::uint64_t >( p[ k ] == '\n' ) << k;
      }
      return m;
   }

   static std::size_t lowest( const std::uint64_t m ) noexcept  // m != 0
   {
#if defined( __GNUC__ )
      return static_cast< std::size_t >( __builtin_ctzll( m ) );
#else
      std::size_t k = 0;
      while( ( ( m >> k ) & 1U ) == 0 ) {
         ++k;
      }
      return k;
#endif
   }

   std::string_view s_;
   std::size_t base_ = 0;  // the mask's first byte
   std::uint64_t mask_;    // the LFs from base_ not yet given
};

// The offsets of the LFs of `lines` (whole lines, the last possibly without
// LF) into `ends`, from 64-byte masks (line_feed_finder); the number of
// lines.
inline std::size_t line_ends( const std::string_view lines, std::vector< std::size_t >& ends )
{
   ends.clear();
   line_feed_finder feeds( lines );
   for( std::size_t at = feeds.next(); at != line_feed_finder::npos; at = feeds.next() ) {
      ends.push_back( at );
   }
   return ends.size() + ( !lines.empty() && lines.back() != '\n' ? 1 : 0 );
}

// The end of the first line of s[ from… ] (after its LF), or s.size().
// (The reading thread cuts its blocks into chunks with it.)
inline std::size_t end_of_line_at( const std::string_view s, const std::size_t from ) noexcept
{
   if( from >= s.size() ) {
      return s.size();
   }
   const auto* const lf = static_cast< const char* >( std::memchr( s.data() + from, '\n', s.size() - from ) );
   return lf == nullptr ? s.size() : static_cast< std::size_t >( lf - s.data() ) + 1;
}

}  // namespace rfc1738::engine

#endif

// SPDX-License-Identifier: BSL-1.0
// Private: the verdicts of rfc1738::check in one pass over the input, by the
// verdict automaton of generated/rfc1738/grammar/verdict.hpp (the generator
// builds it from the BNF: tools/bnf2pegtl/automata.hpp, build_verdict).
//
// The walk reads a byte at a time (two table lookups: its class, the next
// row) except in the states that stay on a run of bytes (an hpath, a search,
// a user, the characters of a label, …): there it jumps to the first byte
// that leaves the state, sixteen bytes a step on x86-64 (SSE2, baseline: each
// of the state's byte ranges is an add and a signed compare), a byte a step
// elsewhere (the state's bitmap). A sink (no completion can change the
// verdict) ends the walk early. No allocation, no recursion: linear in the
// input whatever its bytes.
//
// The PEGTL rules stay the reference (trace, the parse tree); detail::
// check_by_rules and derives_by_rules are check() and derives() by them, for
// the exactness tests (tests/grammar/onepass.cpp) and the fuzz target
// fuzz/onepass.cpp, which compare the two on everything.
#ifndef RFC1738_SRC_ONEPASS_HPP
#define RFC1738_SRC_ONEPASS_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#if defined( __SSE2__ ) || defined( _M_X64 )
#include <emmintrin.h>
#define RFC1738_ONEPASS_SSE2 1
#endif

#include "rfc1738/check.hpp"
#include "rfc1738/grammar/verdict.hpp"

namespace rfc1738::detail {

/// check() by the PEGTL rules (the reference).
verdict check_by_rules( std::string_view input ) noexcept;

/// derives() by the PEGTL rules (the reference).
bool derives_by_rules( production p, std::string_view input ) noexcept;

namespace onepass {

namespace v = grammar::verdict;

/// Sixteen copies of a byte, aligned for a vector load.
struct alignas( 16 ) lanes {
   std::uint8_t b[ 16 ];
};

/// A run state's ranges as constants for the range test: a byte x is in
/// [first, last] when (x + bias) as a signed byte is below limit, where
/// bias = 0x80 - first and limit = -128 + (last - first) + 1 (for last - first
/// = 127, every byte from first on; the generator writes ASCII ranges only
/// short of that).
struct run_lanes {
   lanes bias[ 8 ];
   lanes limit[ 8 ];
   std::uint8_t count;
};

constexpr lanes splat( unsigned x ) noexcept
{
   lanes l{};
   for( auto& b : l.b ) {
      b = static_cast< std::uint8_t >( x );
   }
   return l;
}

constexpr std::size_t run_count = v::run_end / v::class_count;

constexpr std::array< run_lanes, sizeof( v::runs ) / sizeof( v::runs[ 0 ] ) > make_lanes() noexcept
{
   std::array< run_lanes, sizeof( v::runs ) / sizeof( v::runs[ 0 ] ) > out{};
   for( std::size_t r = 0; r < out.size(); ++r ) {
      out[ r ].count = v::runs[ r ].range_count;
      for( std::size_t k = 0; k < v::runs[ r ].range_count; ++k ) {
         const unsigned first = v::runs[ r ].ranges[ k ][ 0 ];
         const unsigned last = v::runs[ r ].ranges[ k ][ 1 ];
         out[ r ].bias[ k ] = splat( 0x80u - first );
         out[ r ].limit[ k ] = splat( ( last - first + 1u ) ^ 0x80u );   // -128 + (last - first + 1), as a byte
      }
   }
   return out;
}

inline constexpr auto run_vectors = make_lanes();

// The generator writes ranges short of 128 bytes: the signed compare below
// would not tell them apart otherwise.
constexpr bool short_ranges() noexcept
{
   for( const auto& r : v::runs ) {
      for( std::size_t k = 0; k < r.range_count; ++k ) {
         if( r.ranges[ k ][ 1 ] - r.ranges[ k ][ 0 ] >= 127 ) {
            return false;
         }
      }
   }
   return true;
}
static_assert( short_ranges(), "a run's byte range is too wide for the signed range test" );

[[nodiscard]] inline bool stays( const v::run& r, unsigned char c ) noexcept
{
   return ( r.stay[ c >> 6 ] >> ( c & 63 ) & 1 ) != 0;
}

#if defined( RFC1738_ONEPASS_SSE2 )
// Bit i set: byte i of x leaves run r.
[[nodiscard]] inline unsigned leaving( const run_lanes& r, const __m128i x ) noexcept
{
   __m128i in = _mm_setzero_si128();
   for( std::size_t k = 0; k < r.count; ++k ) {
      const __m128i t = _mm_add_epi8( x, _mm_load_si128( reinterpret_cast< const __m128i* >( r.bias[ k ].b ) ) );
      in = _mm_or_si128( in, _mm_cmplt_epi8( t, _mm_load_si128( reinterpret_cast< const __m128i* >( r.limit[ k ].b ) ) ) );
   }
   return ~static_cast< unsigned >( _mm_movemask_epi8( in ) ) & 0xFFFFu;
}
#endif

/// The first byte at or after p that leaves run `r` (end if none); `begin`
/// is where the input begins (a vector may be read from there on, never
/// before it nor past end).
[[nodiscard]] inline const char* skip( const std::size_t r, const char* const begin, const char* p, const char* const end ) noexcept
{
#if defined( RFC1738_ONEPASS_SSE2 )
   const run_lanes& lanes = run_vectors[ r ];
   while( end - p >= 16 ) {
      const unsigned out = leaving( lanes, _mm_loadu_si128( reinterpret_cast< const __m128i* >( p ) ) );
      if( out != 0 ) {
         return p + __builtin_ctz( out );
      }
      p += 16;
   }
   if( p == end ) {
      return p;
   }
   if( end - begin >= 16 ) {
      // The last sixteen bytes of the input, those before p dropped.
      const unsigned out = leaving( lanes, _mm_loadu_si128( reinterpret_cast< const __m128i* >( end - 16 ) ) ) >> ( 16 - ( end - p ) );
      return out != 0 ? p + __builtin_ctz( out ) : end;
   }
#else
   (void)begin;
#endif
   const v::run& run = v::runs[ r ];
   while( p != end && stays( run, static_cast< unsigned char >( *p ) ) ) {
      ++p;
   }
   return p;
}

/// The row of the verdict automaton where the input leaves it: its label is
/// the verdict.
[[nodiscard]] inline std::uint16_t walk( const std::string_view input ) noexcept
{
   const char* const begin = input.data();
   const char* const end = begin + input.size();
   const char* p = begin;
   std::uint16_t s = v::start;
   while( p != end ) {
      if( s < v::run_end ) {
         p = skip( s / v::class_count, begin, p, end );
         if( p == end ) {
            break;
         }
      }
      else if( s >= v::sink_begin ) {
         break;
      }
      s = v::next[ s + v::classes[ static_cast< unsigned char >( *p++ ) ] ];
   }
   return s;
}

/// The label of the row where the walk ended.
[[nodiscard]] inline const v::label& label_of( const std::uint16_t row ) noexcept
{
   return v::labels[ v::label_of[ row / v::class_count ] ];
}

}  // namespace onepass

}  // namespace rfc1738::detail

#endif

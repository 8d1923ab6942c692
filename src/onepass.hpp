// SPDX-License-Identifier: BSL-1.0
// Private: the verdicts of rfc1738::check in one pass over the input, by the
// verdict automaton of generated/rfc1738/grammar/verdict.hpp (the generator
// builds it from the BNF: tools/bnf2pegtl/automata.hpp, build_verdict).
//
// The walk reads a byte at a time (two table lookups: its class, the next
// row) except
// - at the start, where the first eight bytes are compared at once with the
//   beginning of each scheme's URLs ("http://", grammar::schemes' prefix) and
//   the walk goes on from the row after it (computed at compile time from the
//   tables: the same row as a byte at a time);
// - in the states that stay on a run of bytes (an hpath, a search, a user,
//   the characters of a label, a genericurl's schemepart, …): there it jumps
//   to the first byte that leaves the state. One byte is looked up first (a
//   run is often short), then sixteen bytes a step on x86-64: with SSSE3
//   (asked of the processor once) two byte shuffles of the state's nibble
//   tables, else SSE2 (baseline): an add and a signed compare per byte range
//   of the state; the last sixteen bytes of the input are read as one vector
//   ending at its end (never a byte outside the input). Elsewhere, and in
//   inputs shorter than sixteen bytes, a byte a step (the state's bitmap).
// A sink (no completion can change the verdict) ends the walk early. The
// generator numbers the states plain ones first, then runs, then sinks, so
// that a plain state costs one compare. No allocation, no recursion: linear
// in the input whatever its bytes.
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
#include <cstring>
#include <string_view>

#if defined( __SSE2__ )
#include <emmintrin.h>
#define RFC1738_ONEPASS_SSE2 1
#if defined( __x86_64__ ) && ( defined( __GNUC__ ) || defined( __clang__ ) )
#include <tmmintrin.h>
#define RFC1738_ONEPASS_SSSE3 1
#endif
#endif

#include "rfc1738/check.hpp"
#include "rfc1738/grammar/schemes.hpp"
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

constexpr std::size_t run_count = ( v::sink_begin - v::run_begin ) / v::class_count;

/// The beginning of each scheme's URLs (grammar::schemes' prefix, "http://"),
/// its first eight bytes at most, with the row the automaton reaches after
/// them from the start: the walk reads them in one compare.
struct prefix {
   std::uint64_t bytes = 0;   // little-endian: byte k in bits 8k..8k+7
   std::uint64_t mask = 0;
   std::size_t size = 0;
   std::uint16_t row = 0;
};

constexpr std::array< prefix, grammar::scheme_count > make_prefixes() noexcept
{
   std::array< prefix, grammar::scheme_count > out{};
   for( std::size_t k = 0; k < grammar::scheme_count; ++k ) {
      const std::string_view text = grammar::schemes[ k ].prefix.substr( 0, 8 );
      out[ k ].size = text.size();
      out[ k ].row = v::start;
      for( std::size_t i = 0; i < text.size(); ++i ) {
         const auto c = static_cast< unsigned char >( text[ i ] );
         out[ k ].bytes |= std::uint64_t( c ) << ( 8 * i );
         out[ k ].mask |= std::uint64_t( 0xFF ) << ( 8 * i );
         out[ k ].row = v::next[ out[ k ].row + v::classes[ c ] ];
      }
   }
   return out;
}

inline constexpr auto prefixes = make_prefixes();

/// Per first byte, the prefixes that begin with it (scheme_count: none).
constexpr std::array< std::array< std::uint8_t, 2 >, 256 > make_prefix_index() noexcept
{
   std::array< std::array< std::uint8_t, 2 >, 256 > out{};
   for( auto& two : out ) {
      two = { grammar::scheme_count, grammar::scheme_count };
   }
   for( std::size_t k = 0; k < grammar::scheme_count; ++k ) {
      auto& two = out[ static_cast< unsigned char >( grammar::schemes[ k ].prefix[ 0 ] ) ];
      two[ two[ 0 ] == grammar::scheme_count ? 0 : 1 ] = static_cast< std::uint8_t >( k );
   }
   return out;
}

inline constexpr auto prefix_index = make_prefix_index();

constexpr bool prefixes_indexed() noexcept
{
   std::array< std::size_t, 256 > count{};
   for( const auto& s : grammar::schemes ) {
      if( s.prefix.empty() || ++count[ static_cast< unsigned char >( s.prefix[ 0 ] ) ] > 2 ) {
         return false;
      }
   }
   return true;
}
static_assert( prefixes_indexed(), "more than two schemes' URLs begin with the same byte: prefix_index holds two" );

/// When the eight bytes at p begin with a scheme's prefix: its size, and s
/// set to the row after it; else 0.
[[nodiscard]] inline std::size_t prefix_jump( const char* const p, std::uint16_t& s ) noexcept
{
   std::uint64_t x;
   std::memcpy( &x, p, 8 );
#if defined( __BYTE_ORDER__ ) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
   x = __builtin_bswap64( x );
#endif
   for( const std::uint8_t k : prefix_index[ static_cast< unsigned char >( p[ 0 ] ) ] ) {
      if( k < grammar::scheme_count && ( x & prefixes[ k ].mask ) == prefixes[ k ].bytes ) {
         s = prefixes[ k ].row;
         return prefixes[ k ].size;
      }
   }
   return 0;
}

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

/// A run state's stay-set as two nibble tables for SSSE3's byte shuffle: x
/// stays when low[ x & 15 ] & high[ x >> 4 ] is not zero (high[ h ] = 1 << h
/// for h < 8, 0 from 8 on: the stay-sets are ASCII).
struct run_nibbles {
   lanes low;
   lanes high;
};

constexpr std::array< run_nibbles, sizeof( v::runs ) / sizeof( v::runs[ 0 ] ) > make_nibbles() noexcept
{
   std::array< run_nibbles, sizeof( v::runs ) / sizeof( v::runs[ 0 ] ) > out{};
   for( std::size_t r = 0; r < out.size(); ++r ) {
      for( unsigned c = 0; c < 128; ++c ) {
         if( ( v::runs[ r ].stay[ c >> 6 ] >> ( c & 63 ) & 1 ) != 0 ) {
            out[ r ].low.b[ c & 15 ] = static_cast< std::uint8_t >( out[ r ].low.b[ c & 15 ] | 1u << ( c >> 4 ) );
         }
      }
      for( unsigned h = 0; h < 8; ++h ) {
         out[ r ].high.b[ h ] = static_cast< std::uint8_t >( 1u << h );
      }
   }
   return out;
}

inline constexpr auto run_nibble_tables = make_nibbles();

constexpr bool ascii_runs() noexcept
{
   for( const auto& r : v::runs ) {
      if( r.stay[ 2 ] != 0 || r.stay[ 3 ] != 0 ) {
         return false;
      }
   }
   return true;
}
static_assert( ascii_runs(), "a run stays on a byte from 0x80 on: the nibble tables hold ASCII only" );

[[nodiscard]] inline bool stays( const v::run& r, unsigned char c ) noexcept
{
   return ( r.stay[ c >> 6 ] >> ( c & 63 ) & 1 ) != 0;
}

#if defined( RFC1738_ONEPASS_SSE2 )
// Bit i set: byte i of x leaves the run (a range test per range).
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

/// The first byte at or after p that leaves run `r` (end if none), a byte
/// at a time.
[[nodiscard]] inline const char* skip_bytes( const std::size_t r, const char* p, const char* const end ) noexcept
{
   const v::run& run = v::runs[ r ];
   while( p != end && stays( run, static_cast< unsigned char >( *p ) ) ) {
      ++p;
   }
   return p;
}

// The walk, with SKIP( r, p ) the first byte at or after p that leaves run r.
#define RFC1738_ONEPASS_WALK( SKIP )                                                         \
   const char* const begin = input.data();                                                  \
   const char* const end = begin + input.size();                                            \
   const char* p = begin;                                                                   \
   std::uint16_t s = v::start;                                                              \
   if( end - p >= 8 ) {                                                                     \
      p += prefix_jump( p, s );                                                             \
   }                                                                                        \
   while( p != end ) {                                                                      \
      if( s >= v::run_begin ) {                                                             \
         if( s >= v::sink_begin ) {                                                         \
            break;                                                                          \
         }                                                                                  \
         p = SKIP( ( s - v::run_begin ) / v::class_count, p );                              \
         if( p == end ) {                                                                   \
            break;                                                                          \
         }                                                                                  \
      }                                                                                     \
      s = v::next[ s + v::classes[ static_cast< unsigned char >( *p++ ) ] ];                \
   }                                                                                        \
   return s

// The skip by vectors: sixteen bytes a step, then the last sixteen bytes of
// the input (those before p dropped), or a byte a step when the input is
// shorter than a vector. LEAVING( r, x ): bit i set when byte i of x leaves r.
#define RFC1738_ONEPASS_SKIP( LEAVING )                                                      \
   if( !stays( v::runs[ r ], static_cast< unsigned char >( *p ) ) ) {                       \
      return p;                                                                             \
   }                                                                                        \
   while( end - p >= 16 ) {                                                                 \
      const unsigned out = LEAVING( r, _mm_loadu_si128( reinterpret_cast< const __m128i* >( p ) ) ); \
      if( out != 0 ) {                                                                      \
         return p + __builtin_ctz( out );                                                   \
      }                                                                                     \
      p += 16;                                                                              \
   }                                                                                        \
   if( p == end ) {                                                                         \
      return p;                                                                             \
   }                                                                                        \
   if( end - begin >= 16 ) {                                                                \
      const unsigned out = LEAVING( r, _mm_loadu_si128( reinterpret_cast< const __m128i* >( end - 16 ) ) ) >> ( 16 - ( end - p ) ); \
      return out != 0 ? p + __builtin_ctz( out ) : end;                                     \
   }                                                                                        \
   return skip_bytes( r, p, end )

#if defined( RFC1738_ONEPASS_SSE2 )
[[nodiscard]] inline unsigned leaving_sse2( const std::size_t r, const __m128i x ) noexcept
{
   return leaving( run_vectors[ r ], x );
}

[[nodiscard]] inline const char* skip_sse2( const std::size_t r, const char* const begin, const char* p, const char* const end ) noexcept
{
   RFC1738_ONEPASS_SKIP( leaving_sse2 );
}

[[nodiscard]] inline std::uint16_t walk_sse2( const std::string_view input ) noexcept
{
#define RFC1738_ONEPASS_SKIP_SSE2( r, p ) skip_sse2( r, begin, p, end )
   RFC1738_ONEPASS_WALK( RFC1738_ONEPASS_SKIP_SSE2 );
#undef RFC1738_ONEPASS_SKIP_SSE2
}
#endif

#if defined( RFC1738_ONEPASS_SSSE3 )
// Bit i set: byte i of x leaves run r (two byte shuffles).
[[nodiscard]] __attribute__( ( target( "ssse3" ) ) ) inline unsigned leaving_ssse3( const std::size_t r, const __m128i x ) noexcept
{
   const run_nibbles& n = run_nibble_tables[ r ];
   const __m128i nibble = _mm_set1_epi8( 0x0F );
   const __m128i low = _mm_shuffle_epi8( _mm_load_si128( reinterpret_cast< const __m128i* >( n.low.b ) ), _mm_and_si128( x, nibble ) );
   const __m128i high = _mm_shuffle_epi8( _mm_load_si128( reinterpret_cast< const __m128i* >( n.high.b ) ), _mm_and_si128( _mm_srli_epi16( x, 4 ), nibble ) );
   const __m128i out = _mm_cmpeq_epi8( _mm_and_si128( low, high ), _mm_setzero_si128() );
   return static_cast< unsigned >( _mm_movemask_epi8( out ) );
}

[[nodiscard]] __attribute__( ( target( "ssse3" ) ) ) inline const char* skip_ssse3( const std::size_t r, const char* const begin, const char* p, const char* const end ) noexcept
{
   RFC1738_ONEPASS_SKIP( leaving_ssse3 );
}

[[nodiscard]] __attribute__( ( target( "ssse3" ) ) ) inline std::uint16_t walk_ssse3( const std::string_view input ) noexcept
{
#define RFC1738_ONEPASS_SKIP_SSSE3( r, p ) skip_ssse3( r, begin, p, end )
   RFC1738_ONEPASS_WALK( RFC1738_ONEPASS_SKIP_SSSE3 );
#undef RFC1738_ONEPASS_SKIP_SSSE3
}

/// Whether this processor has SSSE3 (asked once).
[[nodiscard]] inline bool has_ssse3() noexcept
{
   static const bool yes = [] {
      __builtin_cpu_init();
      return __builtin_cpu_supports( "ssse3" ) != 0;
   }();
   return yes;
}
#endif

[[nodiscard]] inline std::uint16_t walk_bytes( const std::string_view input ) noexcept
{
#define RFC1738_ONEPASS_SKIP_BYTES( r, p ) skip_bytes( r, p, end )
   RFC1738_ONEPASS_WALK( RFC1738_ONEPASS_SKIP_BYTES );
#undef RFC1738_ONEPASS_SKIP_BYTES
}

/// The row of the verdict automaton where the input leaves it: its label is
/// the verdict. SSSE3 when the processor has it, else SSE2 (baseline on
/// x86-64), else a byte at a time.
[[nodiscard]] inline std::uint16_t walk( const std::string_view input ) noexcept
{
#if defined( RFC1738_ONEPASS_SSSE3 )
   if( has_ssse3() ) {
      return walk_ssse3( input );
   }
#endif
#if defined( RFC1738_ONEPASS_SSE2 )
   return walk_sse2( input );
#else
   return walk_bytes( input );
#endif
}

/// The label of the row where the walk ended.
[[nodiscard]] inline const v::label& label_of( const std::uint16_t row ) noexcept
{
   return v::labels[ v::label_of[ row / v::class_count ] ];
}

#undef RFC1738_ONEPASS_WALK
#undef RFC1738_ONEPASS_SKIP

}  // namespace onepass

}  // namespace rfc1738::detail

#endif

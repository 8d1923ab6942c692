// SPDX-License-Identifier: BSL-1.0
// Private: the verdicts of rfc1738::check in one pass over the input, by the
// verdict automaton of generated/rfc1738/grammar/verdict.hpp (the generator
// builds it from the BNF: tools/bnf2pegtl/automata.hpp, build_verdict), and
// those of check( edition, input ) by each edition's (generated/rfc1738/
// <edition>/verdict.hpp: tools/bnf2pegtl/edition_verdict.hpp): the walk is a
// template over the tables of one (V: a generated verdict::tables).
//
// The walk reads a byte at a time (two table lookups: its class, the next
// row) except
// - at the start, where the first eight bytes are compared at once with
//   "https://" (common_beginnings), the beginning of each scheme's URLs
//   ("http://", grammar::schemes' prefix; one longer than eight bytes,
//   "prospero://", in a second compare of the next eight when the input
//   holds sixteen) and its name (an edition's walk too: the row after them
//   is read from its own tables), and the walk goes on from
//   the row after it (computed at compile time from the tables: the same row
//   as a byte at a time; a constant in the code, not a table's entry: the
//   first skip need not wait for loads); when that row is, or enters as the
//   run itself goes on, a run that takes escapes (entry_after: the host
//   after "http://" in RFC 3986's automaton), the run is skipped from there
//   at once, its first byte not looked up (the walk of RFC 2732's and
//   3986's automata over urls-real 14-17 % faster, half to three quarters
//   of its mispredicted branches gone);
// - in the states that stay on a run of bytes (an hpath, a search, a user,
//   the characters of a label, a genericurl's schemepart, …): there it jumps
//   to the first byte that leaves the state, a vector a step on x86-64, the
//   first vector read at once, with no test of the first byte (most runs are
//   short: a test per run entry is a branch the processor mispredicts
//   often): by byte shuffles of the state's nibble table, found from the row
//   without a division, sixty-four bytes a step with AVX-512BW (a masked
//   load: never a byte outside the input, whatever its length), thirty-two
//   with AVX2 or sixteen with SSSE3 (near the end the input's last 32 or 16
//   bytes, those before the walk's byte dropped; a narrower lane in shorter
//   inputs, a byte a step in those shorter than sixteen), one body over
//   every lane (RFC1738_ONEPASS_SKIP_RUN; isa.hpp's walk_isa,
//   asked of the processor once before main, chooses), else SSE2
//   (baseline): an add and a signed compare per byte range of the state. On
//   other processors a byte a step (the state's bitmap).
// A sink (no completion can change the verdict) ends the walk early. The
// generator numbers the states plain ones first, then runs, then sinks, so
// that a plain state costs one compare. No allocation, no recursion: linear
// in the input whatever its bytes.
//
// The PEGTL rules stay the reference (trace, the parse tree); detail::
// check_by_rules and derives_by_rules are check() and derives() by them, for
// the exactness tests (tests/grammar/onepass.cpp) and the fuzz target
// fuzz/onepass.cpp, which compare the two on everything.
#ifndef RFC1738_SRC_VERDICT_WALK_HPP
#define RFC1738_SRC_VERDICT_WALK_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <string_view>
#include <utility>

#if defined( __SSE2__ )
#include <emmintrin.h>
#define RFC1738_ONEPASS_SSE2 1
#if defined( __x86_64__ ) && ( defined( __GNUC__ ) || defined( __clang__ ) )
#include <immintrin.h>
#include <tmmintrin.h>
#define RFC1738_ONEPASS_SSSE3 1
#endif
#endif

#include "rfc1738/check.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "rfc1738/grammar/verdict.hpp"
#include "isa.hpp"

namespace rfc1738::detail {

/// check() by the PEGTL rules (the reference).
verdict check_by_rules( std::string_view input ) noexcept;

/// derives() by the PEGTL rules (the reference).
bool derives_by_rules( production p, std::string_view input ) noexcept;

namespace onepass {

namespace v = grammar::verdict;

/// RFC 1738's verdict automaton: what the walk is over by default.
using grammar_tables = grammar::verdict::tables;

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

template< typename V >
inline constexpr std::size_t run_count = ( V::sink_begin - V::run_begin ) / V::class_count;

/// A beginning of URLs (its first eight bytes at most) and the row the
/// automaton reaches after it from the start (computed at compile time from
/// V's tables: the same row as a byte at a time): the walk reads it in one
/// compare. The row is a constant in the code, not a table's entry: the first
/// skip need not wait for the loads of the first byte's entry (15 cycles).
struct prefix {
   std::uint64_t bytes = 0;   // little-endian: byte k in bits 8k..8k+7
   std::uint64_t mask = 0;
   std::size_t size = 0;
   std::uint16_t row = 0;
   std::uint16_t entry = 0xFFFF;   // the run the walk skips at once after it (entry_after), or no_row
   // A scheme's URL prefix longer than eight bytes ("prospero://", "telnet://"):
   // its bytes after the eighth (tail_size of them, up to eight), read in a
   // second compare when the input holds sixteen bytes, and the row and entry
   // after the whole prefix.
   std::uint64_t tail_bytes = 0;
   std::uint64_t tail_mask = 0;
   std::size_t tail_size = 0;
   std::uint16_t tail_row = 0;
   std::uint16_t tail_entry = 0xFFFF;
};

/// Whether plain state `row` enters run state `run` as the run itself goes
/// on: on every byte class on which the run state goes to itself, to a state
/// of its region or to its escape's first state (every byte a skip of the
/// run reads first), `row` goes to the same state. A skip of that run from
/// the row's position is then the walk from the row, byte for byte, as far
/// as the skip goes (an http URL's host after "http://").
template< typename V >
constexpr bool enters( const std::uint16_t row, const std::uint16_t run ) noexcept
{
   const auto& r = V::runs[ ( run - V::run_begin ) / V::class_count ];
   for( std::size_t k = 0; k < V::class_count; ++k ) {
      const std::uint16_t m = V::next[ run + k ];
      const bool read = m == run || ( m != V::no_row && ( m == r.region[ 0 ] || m == r.region[ 1 ] || m == r.escape[ 0 ] ) );
      if( read && V::next[ row + k ] != m ) {
         return false;
      }
   }
   return true;
}

/// Of the runs that plain state `row` enters (enters()), the one it goes to
/// on the most bytes; a run state is its own (a beginning that ends in the
/// run: the walk skips it at once too); V::no_row when none (or a sink).
template< typename V >
constexpr std::uint16_t entry_of( const std::uint16_t row ) noexcept
{
   std::uint16_t best = V::no_row;
   unsigned most = 0;
   if( row >= V::run_begin ) {
      return row < V::sink_begin ? row : best;
   }
   for( std::size_t k = 0; k < V::class_count; ++k ) {
      const std::uint16_t n = V::next[ row + k ];
      if( n >= V::run_begin && n < V::sink_begin && enters< V >( row, n ) ) {
         unsigned bytes = 0;
         for( unsigned c = 0; c < 256; ++c ) {
            bytes += V::next[ row + V::classes[ c ] ] == n ? 1 : 0;
         }
         if( bytes > most ) {
            most = bytes;
            best = n;
         }
      }
   }
   return best;
}

/// The run the walk skips at once after beginning `text`, whose row is
/// `row`: entry_of( row ) when the run takes escapes (a component's whole
/// text: RFC 3986's reg-name, RFC 2396's authority and path). None after a
/// scheme's name alone (grammar::schemes' names: "prospero", "http"), whose
/// next byte is most often the ":" that ends the name's run, nor into a run
/// without escapes (RFC 1738's first label of a hostname), which ends
/// within a few bytes: there a skip at once costs more than the step it
/// saves (RFC 1738's walk over ftp and nntp URLs: 10-13 % more
/// instructions, 22-33 % more mispredicted branches by cachegrind's model).
template< typename V >
constexpr std::uint16_t entry_after( const std::string_view text, const std::uint16_t row ) noexcept
{
   for( const auto& scheme : grammar::schemes ) {
      if( text == scheme.name ) {
         return V::no_row;
      }
   }
   const std::uint16_t run = entry_of< V >( row );
   return run != V::no_row && V::runs[ ( run - V::run_begin ) / V::class_count ].escape[ 0 ] != V::no_row ? run : V::no_row;
}

/// A beginning and what it may go on with (prefix's tail): the scheme's
/// URL prefix longer than eight bytes whose first eight it is
/// ("prospero://" of "prospero"), else itself.
constexpr std::string_view whole_of( const std::string_view text ) noexcept
{
   for( const auto& s : grammar::schemes ) {
      if( text.size() == 8 && s.prefix.size() > 8 && s.prefix.substr( 0, 8 ) == text ) {
         return s.prefix;
      }
   }
   return text;
}

/// The beginning `text` (eight bytes at most) and, when it is the first
/// eight bytes of a longer scheme prefix (whole_of), the rest of that
/// prefix as its tail.
template< typename V >
constexpr prefix make_prefix( const std::string_view text ) noexcept
{
   prefix out{};
   out.size = text.size();
   out.row = V::start;
   for( std::size_t i = 0; i < text.size(); ++i ) {
      const auto c = static_cast< unsigned char >( text[ i ] );
      out.bytes |= std::uint64_t( c ) << ( 8 * i );
      out.mask |= std::uint64_t( 0xFF ) << ( 8 * i );
      out.row = V::next[ out.row + V::classes[ c ] ];
   }
   out.entry = entry_after< V >( text, out.row );
   const std::string_view whole = whole_of( text );
   out.tail_size = whole.size() - text.size();
   out.tail_row = out.row;
   for( std::size_t i = 0; i < out.tail_size; ++i ) {
      const auto c = static_cast< unsigned char >( whole[ text.size() + i ] );
      out.tail_bytes |= std::uint64_t( c ) << ( 8 * i );
      out.tail_mask |= std::uint64_t( 0xFF ) << ( 8 * i );
      out.tail_row = V::next[ out.tail_row + V::classes[ c ] ];
   }
   if( out.tail_size != 0 ) {
      out.tail_entry = entry_after< V >( whole, out.tail_row );
   }
   return out;
}

/// Beginnings of URLs common today (of no scheme of RFC 1738: otherurl's):
/// "https://", the beginning of most URLs. Jumped over like a scheme's prefix,
/// before the schemes (it begins with http's name, whose jump is shorter).
inline constexpr std::string_view common_beginnings[] = { "https://" };

/// The beginnings the walk jumps over, over any automaton's tables:
/// common_beginnings, then each scheme's URL prefix (grammar::schemes'
/// prefix, "http://", its first eight bytes) and its name ("http", as in
/// "ftps:"), in grammar::schemes' order (http first, the most common). Any
/// of them would do (each row is the tables' walk over its bytes, so that
/// the order is one of speed, not of exactness).
inline constexpr auto beginnings = [] {
   std::array< std::string_view, std::size( common_beginnings ) + 2 * grammar::scheme_count > t{};
   std::size_t k = 0;
   for( const auto c : common_beginnings ) {
      t[ k++ ] = c;
   }
   for( const auto& s : grammar::schemes ) {
      t[ k++ ] = s.prefix.substr( 0, 8 );
      t[ k++ ] = s.name;
   }
   return t;
}();

constexpr bool beginnings_short() noexcept
{
   for( std::size_t k = 0; k < beginnings.size(); ++k ) {
      if( beginnings[ k ].empty() || beginnings[ k ].size() > 8 || whole_of( beginnings[ k ] ).size() > 16 ) {
         return false;
      }
   }
   return true;
}

template< typename V >
inline constexpr auto prefixes = [] {
   std::array< prefix, beginnings.size() > out{};
   for( std::size_t k = 0; k < out.size(); ++k ) {
      out[ k ] = make_prefix< V >( beginnings[ k ] );
   }
   return out;
}();

/// Eight bytes at p, little-endian.
[[nodiscard]] inline std::uint64_t eight_at( const char* const p ) noexcept
{
   std::uint64_t x;
   std::memcpy( &x, p, 8 );
#if defined( __BYTE_ORDER__ ) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
   x = __builtin_bswap64( x );
#endif
   return x;
}

/// When x (the eight bytes at p, little-endian) begins with beginning K:
/// true, n its size, s the row after it and e the run that row enters (or
/// no_row); over its tail too when `sixteen` (the input holds sixteen bytes
/// from p) and the eight bytes after x begin with it.
template< typename V, std::size_t K >
[[nodiscard]] inline bool prefix_of( const std::uint64_t x, const char* const p, const bool sixteen, std::uint16_t& s, std::size_t& n, std::uint16_t& e ) noexcept
{
   constexpr prefix f = prefixes< V >[ K ];
   if( ( x & f.mask ) == f.bytes ) {
      s = f.row;
      n = f.size;
      e = f.entry;
      if constexpr( f.tail_size != 0 ) {
         if( sixteen && ( eight_at( p + 8 ) & f.tail_mask ) == f.tail_bytes ) {
            s = f.tail_row;
            n = 8 + f.tail_size;
            e = f.tail_entry;
         }
      }
      return true;
   }
   return false;
}

template< typename V, std::size_t... K >
[[nodiscard]] inline std::size_t prefix_jump( const char* const p, const bool sixteen, std::uint16_t& s, std::uint16_t& e, std::index_sequence< K... > /*unused*/ ) noexcept
{
   const std::uint64_t x = eight_at( p );
   std::size_t n = 0;
   static_cast< void >( ( prefix_of< V, K >( x, p, sixteen, s, n, e ) || ... ) );
   return n;
}

/// When the bytes at p (eight at least, up to end) begin with one of the
/// beginnings: its size (with its tail, when there are sixteen bytes), s
/// set to the row after it (in V's automaton) and e to the run that row
/// enters (prefix::entry); else 0.
template< typename V >
[[nodiscard]] inline std::size_t prefix_jump( const char* const p, const char* const end, std::uint16_t& s, std::uint16_t& e ) noexcept
{
   static_assert( beginnings_short(), "a beginning is empty or longer than the eight bytes prefix_jump reads, or its tail than eight more" );
   return prefix_jump< V >( p, end - p >= 16, s, e, std::make_index_sequence< beginnings.size() >() );
}

template< typename V >
constexpr std::array< run_lanes, sizeof( V::runs ) / sizeof( V::runs[ 0 ] ) > make_lanes() noexcept
{
   std::array< run_lanes, sizeof( V::runs ) / sizeof( V::runs[ 0 ] ) > out{};
   for( std::size_t r = 0; r < out.size(); ++r ) {
      out[ r ].count = V::runs[ r ].range_count;
      for( std::size_t k = 0; k < V::runs[ r ].range_count; ++k ) {
         const unsigned first = V::runs[ r ].ranges[ k ][ 0 ];
         const unsigned last = V::runs[ r ].ranges[ k ][ 1 ];
         out[ r ].bias[ k ] = splat( 0x80u - first );
         out[ r ].limit[ k ] = splat( ( last - first + 1u ) ^ 0x80u );   // -128 + (last - first + 1), as a byte
      }
   }
   return out;
}

template< typename V >
inline constexpr auto run_vectors = make_lanes< V >();

// The generator writes ranges short of 128 bytes: the signed compare below
// would not tell them apart otherwise.
template< typename V >
constexpr bool short_ranges() noexcept
{
   for( const auto& r : V::runs ) {
      for( std::size_t k = 0; k < r.range_count; ++k ) {
         if( r.ranges[ k ][ 1 ] - r.ranges[ k ][ 0 ] >= 127 ) {
            return false;
         }
      }
   }
   return true;
}

/// A run state's region (V::run::region): the run state A and up to two
/// states B1, B2 one byte away, in which the next state depends on the byte
/// alone. For SSSE3's byte shuffle, five sets of bytes as nibble tables: the
/// bytes that stay in the region from A, from B1, from B2, and the bytes after
/// which the state is B1, B2 (else A). Byte x is in a set when low[ x & 15 ] &
/// ( 1 << ( x >> 4 ) ) is not zero (x >> 4 below 8: the regions' bytes are
/// ASCII). Each run's tables are at region_scale times its row's distance
/// from run_begin (rows are class_count apart, region_scale * class_count >=
/// region_size: the tables do not overlap), so that the walk finds them
/// without a division; B1's and B2's rows follow the tables.
template< typename V >
inline constexpr std::size_t run_rows = V::sink_begin - V::run_begin;
constexpr std::size_t region_sets = 5;
constexpr std::size_t region_size = 16 * region_sets + 4;

/// Whether row n is one of the region's rows.
constexpr bool in_region( const std::uint16_t n, const std::uint16_t ( &rows )[ 3 ] ) noexcept
{
   return n == rows[ 0 ] || n == rows[ 1 ] || n == rows[ 2 ];
}

/// How many rows' widths apart the region tables of two runs are (the
/// tables of run r at region_scale * r * class_count: at region_scale times
/// its row's distance from run_begin, found by a multiplication).
template< typename V >
inline constexpr std::size_t region_scale = ( region_size + V::class_count - 1 ) / V::class_count;

template< typename V >
constexpr std::array< std::uint8_t, region_scale< V > * run_rows< V > + region_size > make_regions() noexcept
{
   std::array< std::uint8_t, region_scale< V > * run_rows< V > + region_size > out{};
   for( std::size_t r = 0; r < run_count< V >; ++r ) {
      const std::size_t at = region_scale< V > * r * V::class_count;
      const std::uint16_t rows[ 3 ] = { static_cast< std::uint16_t >( V::run_begin + r * V::class_count ), V::runs[ r ].region[ 0 ], V::runs[ r ].region[ 1 ] };
      for( unsigned c = 0; c < 128; ++c ) {
         const auto put = [ & ]( std::size_t set ) {
            auto& b = out[ at + 16 * set + ( c & 15 ) ];
            b = static_cast< std::uint8_t >( b | 1u << ( c >> 4 ) );
         };
         for( std::size_t m = 0; m < 3; ++m ) {
            if( rows[ m ] != V::no_row ) {
               const std::uint16_t n = V::next[ rows[ m ] + V::classes[ c ] ];
               if( in_region( n, rows ) ) {
                  put( m );   // stays in the region from member m
                  if( n == rows[ 1 ] ) {
                     put( 3 );
                  }
                  else if( n == rows[ 2 ] ) {
                     put( 4 );
                  }
               }
            }
         }
      }
      // An escape (V::run::escape, a run without a region): the sets S (the
      // run state stays), P (to E1), H (E1 to E2 and E2 back), rows E1, E2.
      const std::uint16_t e1 = V::runs[ r ].escape[ 0 ];
      const std::uint16_t e2 = V::runs[ r ].escape[ 1 ];
      if( rows[ 1 ] == V::no_row && e1 != V::no_row ) {
         for( unsigned c = 0; c < 128; ++c ) {
            const auto put = [ & ]( std::size_t set ) {
               auto& b = out[ at + 16 * set + ( c & 15 ) ];
               b = static_cast< std::uint8_t >( b | 1u << ( c >> 4 ) );
            };
            const std::uint16_t n = V::next[ rows[ 0 ] + V::classes[ c ] ];
            if( n == rows[ 0 ] ) {
               put( 0 );
            }
            if( n == e1 ) {
               put( 1 );
            }
            if( V::next[ e1 + V::classes[ c ] ] == e2 && V::next[ e2 + V::classes[ c ] ] == rows[ 0 ] ) {
               put( 2 );
            }
         }
      }
      const std::uint16_t others[ 2 ] = { rows[ 1 ] != V::no_row ? rows[ 1 ] : e1, rows[ 1 ] != V::no_row ? rows[ 2 ] : e2 };
      for( std::size_t k = 0; k < 2; ++k ) {
         out[ at + 16 * region_sets + 2 * k ] = static_cast< std::uint8_t >( others[ k ] & 0xFF );
         out[ at + 16 * region_sets + 2 * k + 1 ] = static_cast< std::uint8_t >( others[ k ] >> 8 );
      }
   }
   return out;
}

/// What the escape skip relies on: E1 and E2 are other states than the run
/// state and each other; no byte leads from the run state to E1 and also
/// from E1 to E2 and from E2 back (the walk tells the escape's bytes apart by
/// their byte alone); the escape's bytes are ASCII; a run has a region or an
/// escape, not both.
template< typename V >
constexpr bool escapes_exact() noexcept
{
   for( std::size_t r = 0; r < run_count< V >; ++r ) {
      const auto a = static_cast< std::uint16_t >( V::run_begin + r * V::class_count );
      const std::uint16_t e1 = V::runs[ r ].escape[ 0 ];
      const std::uint16_t e2 = V::runs[ r ].escape[ 1 ];
      if( e1 == V::no_row ) {
         continue;
      }
      if( e2 == V::no_row || e1 == a || e2 == a || e1 == e2 || V::runs[ r ].region[ 0 ] != V::no_row ) {
         return false;
      }
      for( unsigned c = 0; c < 256; ++c ) {
         const bool to_e1 = V::next[ a + V::classes[ c ] ] == e1;
         const bool hex = V::next[ e1 + V::classes[ c ] ] == e2 && V::next[ e2 + V::classes[ c ] ] == a;
         if( ( to_e1 && hex ) || ( c >= 128 && ( to_e1 || hex ) ) ) {
            return false;
         }
      }
   }
   return true;
}

/// What the region skip relies on, checked again here (the generator checks
/// it first): in each region, on each byte, the members go to at most one
/// member; no byte from 0x80 on stays in a region.
template< typename V >
constexpr bool regions_exact() noexcept
{
   for( std::size_t r = 0; r < run_count< V >; ++r ) {
      const std::uint16_t rows[ 3 ] = { static_cast< std::uint16_t >( V::run_begin + r * V::class_count ), V::runs[ r ].region[ 0 ], V::runs[ r ].region[ 1 ] };
      for( unsigned c = 0; c < 256; ++c ) {
         std::uint16_t target = V::no_row;
         for( const std::uint16_t m : rows ) {
            if( m != V::no_row ) {
               const std::uint16_t n = V::next[ m + V::classes[ c ] ];
               if( in_region( n, rows ) ) {
                  if( c >= 128 || ( target != V::no_row && target != n ) ) {
                     return false;
                  }
                  target = n;
               }
            }
         }
      }
   }
   return true;
}

template< typename V >
inline constexpr auto region_tables = make_regions< V >();

/// The bytes each run state stays on as one nibble table (as above), at its
/// row's distance from run_begin, followed by 1 when the run has a region, 2
/// when it has an escape, else 0.
/// How many rows' widths apart the stay tables of two runs are (as
/// region_scale: 17 bytes each).
template< typename V >
inline constexpr std::size_t stay_scale = ( 17 + V::class_count - 1 ) / V::class_count;

template< typename V >
constexpr std::array< std::uint8_t, stay_scale< V > * run_rows< V > + 17 > make_stays() noexcept
{
   std::array< std::uint8_t, stay_scale< V > * run_rows< V > + 17 > out{};
   for( std::size_t r = 0; r < run_count< V >; ++r ) {
      const std::size_t at = stay_scale< V > * r * V::class_count;
      for( unsigned c = 0; c < 128; ++c ) {
         if( ( V::runs[ r ].stay[ c >> 6 ] >> ( c & 63 ) & 1 ) != 0 ) {
            out[ at + ( c & 15 ) ] = static_cast< std::uint8_t >( out[ at + ( c & 15 ) ] | 1u << ( c >> 4 ) );
         }
      }
      out[ at + 16 ] = V::runs[ r ].region[ 0 ] != V::no_row ? 1 : V::runs[ r ].escape[ 0 ] != V::no_row ? 2 : 0;
   }
   return out;
}

template< typename V >
inline constexpr auto stay_tables = make_stays< V >();

template< typename V >
constexpr bool ascii_runs() noexcept
{
   for( const auto& r : V::runs ) {
      if( r.stay[ 2 ] != 0 || r.stay[ 3 ] != 0 ) {
         return false;
      }
   }
   return true;
}

[[nodiscard]] inline bool stays( const std::uint64_t ( &stay )[ 4 ], unsigned char c ) noexcept
{
   return ( stay[ c >> 6 ] >> ( c & 63 ) & 1 ) != 0;
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

/// The first byte at or after p that leaves the run state at row run_begin +
/// o (end if none), a byte at a time.
template< typename V >
[[nodiscard]] inline const char* skip_bytes( const std::size_t o, const char* p, const char* const end ) noexcept
{
   const auto& run = V::runs[ o / V::class_count ];
   while( p != end && stays( run.stay, static_cast< unsigned char >( *p ) ) ) {
      ++p;
   }
   return p;
}

template< typename V >
inline constexpr std::uint8_t slash_class = V::classes[ static_cast< unsigned char >( '/' ) ];

/// Where a walk stopped: the row, and the bytes read (up to a sink's, the
/// byte that entered it included; all of them otherwise).
struct stop {
   std::uint16_t row;
   std::size_t end;

   [[nodiscard]] friend constexpr bool operator==( const stop& a, const stop& b ) noexcept
   {
      return a.row == b.row && a.end == b.end;
   }
   [[nodiscard]] friend constexpr bool operator!=( const stop& a, const stop& b ) noexcept
   {
      return !( a == b );
   }
};

// Every sink is dead: its label says the input derives from nothing (no
// url, no conforming URL), so that entering one is where no url could go on.
constexpr bool sink_labels_dead() noexcept
{
   for( std::size_t row = v::sink_begin; row < v::state_count * v::class_count; row += v::class_count ) {
      const v::label& l = v::labels[ v::label_of[ row / v::class_count ] ];
      if( l.conforms || l.generic ) {
         return false;
      }
   }
   return true;
}
static_assert( sink_labels_dead(), "a sink of the verdict automaton is a url: its entry is no error offset" );

/// One step of the walk: the byte at p read (p moves past it), s the row
/// after it. On "/" (a host's end, the most common byte a skip stops at) the
/// row read from the state alone, next[ s + classes[ '/' ] ], the same row:
/// the processor reads it while the skip still runs and goes on once it has
/// the byte and predicted the compare, where the table's row waits for the
/// byte, then its class (two loads, ~10 cycles, a URL in 3.5 % less time on
/// urls-bench).
template< typename V >
[[gnu::always_inline]] inline void step( std::uint16_t& s, const char*& p ) noexcept
{
   const std::uint16_t slash = V::next[ s + slash_class< V > ];
   const unsigned char c = static_cast< unsigned char >( *p++ );
   if( c == '/' ) {
      s = slash;
   }
   else {
      s = V::next[ s + V::classes[ c ] ];
   }
}

// The walk, with SKIP( o, p, s ) the first byte at or after p that leaves
// the run state at row run_begin + o (s the state before it: the run state,
// or one of its region or escape); after a beginning whose row enters a run
// (prefix::entry), that run skipped from the row's position (when it reads
// no byte there, the walk steps from the row as usual).
#define RFC1738_ONEPASS_WALK( SKIP )                                                         \
   const char* const begin = input.data();                                                  \
   const char* const end = begin + input.size();                                            \
   const char* p = begin;                                                                   \
   std::uint16_t s = V::start;                                                              \
   if( end - p >= 8 ) {                                                                     \
      std::uint16_t e = V::no_row;                                                          \
      p += prefix_jump< V >( p, end, s, e );                                                \
      if( e != V::no_row && p != end ) {                                                    \
         std::uint16_t r = e;                                                               \
         const char* const q = SKIP( std::size_t( e - V::run_begin ), p, r );               \
         if( q != p ) {                                                                     \
            s = r;                                                                          \
            p = q;                                                                          \
            if( p != end ) {                                                                \
               step< V >( s, p );                                                           \
            }                                                                               \
         }                                                                                  \
      }                                                                                     \
   }                                                                                        \
   while( p != end ) {                                                                      \
      if( s >= V::run_begin ) {                                                             \
         if( s >= V::sink_begin ) {                                                         \
            break;                                                                          \
         }                                                                                  \
         p = SKIP( std::size_t( s - V::run_begin ), p, s );                                 \
         if( p == end ) {                                                                   \
            break;                                                                          \
         }                                                                                  \
      }                                                                                     \
      step< V >( s, p );                                                                    \
   }                                                                                        \
   return stop{ s, static_cast< std::size_t >( p - begin ) }

// The skip by vectors (p is before end): sixteen bytes a step from p, or
// the last sixteen bytes of the input with those before p dropped when fewer
// are left; a byte a step when the input is shorter than a vector.
// LEAVING( o, x ): bit i set when byte i of x leaves the run state at row
// run_begin + o.
#define RFC1738_ONEPASS_SKIP( LEAVING )                                                      \
   if( end - begin < 16 ) {                                                                 \
      return skip_bytes< V >( o, p, end );                                                       \
   }                                                                                        \
   for( ;; ) {                                                                              \
      const char* const q = end - p >= 16 ? p : end - 16;                                   \
      const unsigned out = LEAVING( o, _mm_loadu_si128( reinterpret_cast< const __m128i* >( q ) ) ) >> ( p - q ); \
      if( out != 0 ) {                                                                      \
         return p + __builtin_ctz( out );                                                   \
      }                                                                                     \
      p = q + 16;                                                                           \
      if( p == end ) {                                                                      \
         return p;                                                                          \
      }                                                                                     \
   }

#if defined( RFC1738_ONEPASS_SSE2 )
template< typename V >
[[nodiscard]] inline unsigned leaving_sse2( const std::size_t o, const __m128i x ) noexcept
{
   return leaving( run_vectors< V >[ o / V::class_count ], x );
}

template< typename V >
[[nodiscard]] inline const char* skip_sse2( const std::size_t o, const char* const begin, const char* p, const char* const end ) noexcept
{
   if( run_vectors< V >[ o / V::class_count ].count == 0 ) {   // a stay-set of more ranges than a run holds
      return skip_bytes< V >( o, p, end );
   }
   RFC1738_ONEPASS_SKIP( leaving_sse2< V > );
}

template< typename V = grammar_tables >
[[nodiscard]] inline stop walk_sse2( const std::string_view input ) noexcept
{
#define RFC1738_ONEPASS_SKIP_SSE2( o, p, s ) skip_sse2< V >( o, begin, p, end )
   RFC1738_ONEPASS_WALK( RFC1738_ONEPASS_SKIP_SSE2 );
#undef RFC1738_ONEPASS_SKIP_SSE2
}
#endif

#if defined( RFC1738_ONEPASS_SSSE3 )
/// Entry h: the bit of a high nibble h in a nibble table (none from 8 on:
/// bytes from 0x80 on are in no set). The walk's lanes and the masks
/// (form_proof.hpp) classify by it.
alignas( 16 ) inline constexpr std::array< std::uint8_t, 16 > high_nibble_bits = { 1, 2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0, 0 };

/// high_nibble_bits as a vector.
[[nodiscard]] __attribute__( ( target( "ssse3" ), always_inline ) ) inline __m128i high_nibble_vector() noexcept
{
   return _mm_load_si128( reinterpret_cast< const __m128i* >( high_nibble_bits.data() ) );
}

/// What a skip reads at once (the lanes below): the bytes from p on (p is
/// before end); in( t ) gives bit i for the byte at p + i in the set of the
/// nibble table at t (16 bytes: a bit per high nibble 0-7, ASCII alone),
/// none for a byte at or past end: in a lane's `all` bits, the first that
/// leaves a set, or the input's end, is the lowest clear one; all set, the
/// lane's `width` bytes from p are in the set and the input goes on past them
/// or ends there.
///
/// SSSE3: sixteen bytes from p (or the last sixteen before end, when fewer
/// are left: q = end - 16, and p - q = d bytes of them are behind p, never a
/// byte outside the input; the input has sixteen at least).
struct vector16 {
   using mask = std::uint32_t;
   static constexpr unsigned width = 16;
   static constexpr mask all = 0xFFFFu;
   const char* q;
   unsigned d;
   __m128i low;
   __m128i high;

   __attribute__( ( target( "ssse3" ), always_inline ) ) vector16( const char* const p, const char* const end ) noexcept
      : q( end - p >= 16 ? p : end - 16 ),
        d( static_cast< unsigned >( p - q ) )
   {
      const __m128i nibble = _mm_set1_epi8( 0x0F );
      const __m128i x = _mm_loadu_si128( reinterpret_cast< const __m128i* >( q ) );
      low = _mm_and_si128( x, nibble );
      high = _mm_shuffle_epi8( high_nibble_vector(), _mm_and_si128( _mm_srli_epi16( x, 4 ), nibble ) );
   }

   [[nodiscard]] __attribute__( ( target( "ssse3" ), always_inline ) ) mask in( const std::uint8_t* const t ) const noexcept
   {
      const __m128i m = _mm_and_si128( _mm_shuffle_epi8( _mm_loadu_si128( reinterpret_cast< const __m128i* >( t ) ), low ), high );
      return ( ~static_cast< mask >( _mm_movemask_epi8( _mm_cmpeq_epi8( m, _mm_setzero_si128() ) ) ) & all ) >> d;
   }
};

/// AVX2: thirty-two bytes from p (or the last thirty-two before end, as
/// vector16; the input has thirty-two at least), the nibble tables in both
/// halves.
struct vector32 {
   using mask = std::uint32_t;
   static constexpr unsigned width = 32;
   static constexpr mask all = 0xFFFFFFFFu;
   const char* q;
   unsigned d;
   __m256i low;
   __m256i high;

   __attribute__( ( target( "avx2" ), always_inline ) ) vector32( const char* const p, const char* const end ) noexcept
      : q( end - p >= 32 ? p : end - 32 ),
        d( static_cast< unsigned >( p - q ) )
   {
      const __m256i nibble = _mm256_set1_epi8( 0x0F );
      const __m256i x = _mm256_loadu_si256( reinterpret_cast< const __m256i* >( q ) );
      low = _mm256_and_si256( x, nibble );
      high = _mm256_shuffle_epi8( _mm256_broadcastsi128_si256( high_nibble_vector() ), _mm256_and_si256( _mm256_srli_epi16( x, 4 ), nibble ) );
   }

   [[nodiscard]] __attribute__( ( target( "avx2" ), always_inline ) ) mask in( const std::uint8_t* const t ) const noexcept
   {
      const __m256i table = _mm256_broadcastsi128_si256( _mm_loadu_si128( reinterpret_cast< const __m128i* >( t ) ) );
      const __m256i m = _mm256_and_si256( _mm256_shuffle_epi8( table, low ), high );
      return ~static_cast< mask >( _mm256_movemask_epi8( _mm256_cmpeq_epi8( m, _mm256_setzero_si256() ) ) ) >> d;
   }
};

/// AVX-512BW: up to sixty-four bytes from p, read with a mask (no byte past
/// end is read, whatever the input's length: no input is too short for it).
struct vector64 {
   using mask = std::uint64_t;
   static constexpr unsigned width = 64;
   static constexpr mask all = ~mask( 0 );
   __mmask64 k;
   __m512i low;
   __m512i high;

   __attribute__( ( target( RFC1738_TARGET_AVX512 ), always_inline ) ) vector64( const char* const p, const char* const end ) noexcept
      : k( end - p >= 64 ? all : ( mask( 1 ) << ( end - p ) ) - 1 )
   {
      const __m512i nibble = _mm512_set1_epi8( 0x0F );
      const __m512i x = _mm512_maskz_loadu_epi8( k, p );
      low = _mm512_and_si512( x, nibble );
      const __m512i bits = _mm512_maskz_broadcast_i32x4( 0xFFFF, high_nibble_vector() );   // the masked form: the plain one leaves GCC 12 warning of an undefined vector
      high = _mm512_shuffle_epi8( bits, _mm512_and_si512( _mm512_srli_epi16( x, 4 ), nibble ) );
   }

   [[nodiscard]] __attribute__( ( target( RFC1738_TARGET_AVX512 ), always_inline ) ) mask in( const std::uint8_t* const t ) const noexcept
   {
      const __m512i table = _mm512_maskz_broadcast_i32x4( 0xFFFF, _mm_loadu_si128( reinterpret_cast< const __m128i* >( t ) ) );
      return _mm512_mask_test_epi8_mask( k, _mm512_shuffle_epi8( table, low ), high );
   }
};

/// The lowest set bit's index (m not 0).
[[nodiscard]] inline unsigned first_bit( const std::uint32_t m ) noexcept
{
   return static_cast< unsigned >( __builtin_ctz( m ) );
}

[[nodiscard]] inline unsigned first_bit( const std::uint64_t m ) noexcept
{
   return static_cast< unsigned >( __builtin_ctzll( m ) );
}

/// A row of the region tables: two bytes, the low one first.
[[nodiscard]] inline std::uint16_t row_at( const std::uint8_t* const at ) noexcept
{
   return static_cast< std::uint16_t >( at[ 0 ] | at[ 1 ] << 8 );
}

// The first byte at or after p (before end) that leaves the region of the
// run state s at row run_begin + o, with s set to the state before that
// byte, by vectors of the lane L (vector16, vector32, vector64): the five
// sets of each byte by a byte shuffle each; the state before a byte is the
// run state at p, after it the state the previous byte leads to (the
// region's property). One body for every lane: a function of each
// instruction set expands it (a lane's code inlines only into a function
// compiled for its set).
#define RFC1738_ONEPASS_SKIP_RUN( L )                                                                                    \
   using M = typename L::mask;                                                                                           \
   const std::uint8_t kind = stay_tables< V >[ stay_scale< V > * o + 16 ];                                              \
   const std::uint8_t* const t = region_tables< V >.data() + region_scale< V > * o;                                     \
   if( kind != 1 ) {                                                                                                     \
      /* No region: the bytes the run state stays on, one set. */                                                        \
      for( ;; ) {                                                                                                        \
         const M out = ~L( p, end ).in( stay_tables< V >.data() + stay_scale< V > * o ) & L::all;                        \
         if( out != 0 ) {                                                                                                \
            p += first_bit( out );                                                                                       \
            break;                                                                                                       \
         }                                                                                                               \
         p += L::width;                                                                                                  \
         if( p == end ) {                                                                                                \
            return p;                                                                                                    \
         }                                                                                                               \
      }                                                                                                                  \
      /* The run ends at p: there, or at an escape (E1 after its byte), on */                                            \
      /* with the run and its escapes. */                                                                                \
      if( kind == 0 || p == end ) {                                                                                      \
         return p;                                                                                                       \
      }                                                                                                                  \
      const std::uint16_t e1 = row_at( t + 16 * region_sets );                                                          \
      if( V::next[ V::run_begin + o + V::classes[ static_cast< unsigned char >( *p ) ] ] != e1 ) {                       \
         return p;                                                                                                       \
      }                                                                                                                  \
   }                                                                                                                     \
   if( kind == 2 ) {                                                                                                     \
      /* An escape: the state before a byte is E1 after a byte of P, E2 two */                                           \
      /* bytes after one (the byte between is of H, else the skip ended */                                               \
      /* there), else the run state; from E1 and E2 a byte of H goes on, */                                              \
      /* from the run state a byte of S or P. */                                                                         \
      M at1 = 0; /* the state before p is E1 */                                                                          \
      M at2 = 0; /* ... is E2 */                                                                                         \
      for( ;; ) {                                                                                                        \
         const L l( p, end );                                                                                            \
         const M stays = l.in( t );                                                                                      \
         const M opens = l.in( t + 16 );                                                                                 \
         if( ( opens | at1 | at2 ) == 0 ) {                                                                              \
            /* No escape here (the common case): the run state's bytes alone. */                                         \
            const M out = ~stays & L::all;                                                                               \
            if( out != 0 ) {                                                                                             \
               return p + first_bit( out );                                                                              \
            }                                                                                                            \
            p += L::width;                                                                                               \
            if( p == end ) {                                                                                             \
               return p;                                                                                                 \
            }                                                                                                            \
            continue;                                                                                                    \
         }                                                                                                               \
         const M hex = l.in( t + 32 );                                                                                   \
         const M e1 = opens << 1 | at1;                                                                                  \
         const M e2 = opens << 2 | at1 << 1 | at2;                                                                       \
         const M stay = ( ( e1 | e2 ) & hex ) | ( ~( e1 | e2 ) & ( stays | opens ) );                                    \
         const M out = ~stay & L::all;                                                                                   \
         if( out != 0 ) {                                                                                                \
            /* The byte that leaves, or end: the state before it is E1 */                                                \
            /* when the byte before it opens an escape, E2 when the one */                                               \
            /* two before does. */                                                                                       \
            const unsigned i = first_bit( out );                                                                         \
            if( ( ( e1 | e2 ) >> i & 1 ) != 0 ) {                                                                        \
               s = row_at( t + 16 * region_sets + ( ( e1 >> i & 1 ) != 0 ? 0 : 2 ) );                                   \
            }                                                                                                            \
            return p + i;                                                                                                \
         }                                                                                                               \
         /* All the lane's bytes go on: the state before the next. */                                                    \
         at1 = opens >> ( L::width - 1 ) & 1;                                                                            \
         at2 = opens >> ( L::width - 2 ) & 1;                                                                            \
         p += L::width;                                                                                                  \
         if( p == end ) {                                                                                                \
            if( ( at1 | at2 ) != 0 ) {                                                                                   \
               s = row_at( t + 16 * region_sets + ( at1 != 0 ? 0 : 2 ) );                                                \
            }                                                                                                            \
            return p;                                                                                                    \
         }                                                                                                               \
      }                                                                                                                  \
   }                                                                                                                     \
   M in1 = 0; /* the state before p is B1 */                                                                             \
   M in2 = 0; /* ... is B2 (neither: the run state) */                                                                   \
   for( ;; ) {                                                                                                           \
      const L l( p, end );                                                                                               \
      const M to1 = l.in( t + 16 * 3 );                                                                                  \
      const M to2 = l.in( t + 16 * 4 );                                                                                  \
      const M before1 = to1 << 1 | in1;                                                                                  \
      const M before2 = to2 << 1 | in2;                                                                                  \
      const M stay = ( ~( before1 | before2 ) & l.in( t ) ) | ( before1 & l.in( t + 16 ) ) | ( before2 & l.in( t + 32 ) ); \
      const M out = ~stay & L::all;                                                                                      \
      const unsigned i = out != 0 ? first_bit( out ) : L::width;                                                         \
      if( i != 0 ) {                                                                                                     \
         in1 = to1 >> ( i - 1 ) & 1;                                                                                     \
         in2 = to2 >> ( i - 1 ) & 1;                                                                                     \
      }                                                                                                                  \
      p += i;                                                                                                            \
      if( out != 0 || p == end ) {                                                                                       \
         if( ( in1 | in2 ) != 0 ) {                                                                                      \
            s = row_at( t + 16 * region_sets + ( in1 != 0 ? 0 : 2 ) );                                                   \
         }                                                                                                               \
         return p;                                                                                                       \
      }                                                                                                                  \
   }

/// The skip by SSSE3: sixteen bytes a step; inputs shorter than a vector a
/// byte at a time, in the run state alone.
template< typename V >
[[nodiscard]] __attribute__( ( target( "ssse3" ), always_inline ) ) inline const char* skip_ssse3( const std::size_t o, const char* const begin, const char* p, const char* const end, std::uint16_t& s ) noexcept
{
   if( end - begin < 16 ) {
      return skip_bytes< V >( o, p, end );
   }
   RFC1738_ONEPASS_SKIP_RUN( vector16 )
}

/// The skip by AVX2: thirty-two bytes a step; SSSE3's sixteen in inputs
/// shorter than that, a byte at a time in those shorter than sixteen.
template< typename V >
[[nodiscard]] __attribute__( ( target( "avx2" ), always_inline ) ) inline const char* skip_avx2( const std::size_t o, const char* const begin, const char* p, const char* const end, std::uint16_t& s ) noexcept
{
   if( end - begin < 32 ) {
      if( end - begin < 16 ) {
         return skip_bytes< V >( o, p, end );
      }
      RFC1738_ONEPASS_SKIP_RUN( vector16 )
   }
   RFC1738_ONEPASS_SKIP_RUN( vector32 )
}

/// The skip by AVX-512BW: sixty-four bytes a step, any input.
template< typename V >
[[nodiscard]] __attribute__( ( target( RFC1738_TARGET_AVX512 ), always_inline ) ) inline const char* skip_avx512( const std::size_t o, const char* p, const char* const end, std::uint16_t& s ) noexcept
{
   RFC1738_ONEPASS_SKIP_RUN( vector64 )
}

template< typename V = grammar_tables >
[[nodiscard]] __attribute__( ( target( "ssse3" ) ) ) inline stop walk_ssse3( const std::string_view input ) noexcept
{
#define RFC1738_ONEPASS_SKIP_SSSE3( o, p, s ) skip_ssse3< V >( o, begin, p, end, s )
   RFC1738_ONEPASS_WALK( RFC1738_ONEPASS_SKIP_SSSE3 );
#undef RFC1738_ONEPASS_SKIP_SSSE3
}

template< typename V = grammar_tables >
[[nodiscard]] __attribute__( ( target( "avx2" ) ) ) inline stop walk_avx2( const std::string_view input ) noexcept
{
#define RFC1738_ONEPASS_SKIP_AVX2( o, p, s ) skip_avx2< V >( o, begin, p, end, s )
   RFC1738_ONEPASS_WALK( RFC1738_ONEPASS_SKIP_AVX2 );
#undef RFC1738_ONEPASS_SKIP_AVX2
}

template< typename V = grammar_tables >
[[nodiscard]] __attribute__( ( target( RFC1738_TARGET_AVX512 ) ) ) inline stop walk_avx512( const std::string_view input ) noexcept
{
#define RFC1738_ONEPASS_SKIP_AVX512( o, p, s ) skip_avx512< V >( o, p, end, s )
   RFC1738_ONEPASS_WALK( RFC1738_ONEPASS_SKIP_AVX512 );
#undef RFC1738_ONEPASS_SKIP_AVX512
}

/// Whether this processor has SSSE3 (whatever RFC1738_ISA says).
[[nodiscard]] inline bool has_ssse3() noexcept
{
   return masks::processor_isa() >= masks::isa::ssse3;
}

/// Whether this processor has AVX2 (whatever RFC1738_ISA says).
[[nodiscard]] inline bool has_avx2() noexcept
{
   return masks::processor_isa() >= masks::isa::avx2;
}

/// Whether this processor has AVX-512BW (whatever RFC1738_ISA says).
[[nodiscard]] inline bool has_avx512() noexcept
{
   return masks::processor_isa() >= masks::isa::avx512;
}
#endif

template< typename V = grammar_tables >
[[nodiscard]] inline stop walk_bytes( const std::string_view input ) noexcept
{
#define RFC1738_ONEPASS_SKIP_BYTES( o, p, s ) skip_bytes< V >( o, p, end )
   RFC1738_ONEPASS_WALK( RFC1738_ONEPASS_SKIP_BYTES );
#undef RFC1738_ONEPASS_SKIP_BYTES
}

/// Where the walk of the input stops: the row of the verdict automaton (its
/// label is the verdict) and the bytes read. AVX-512BW, AVX2 or SSSE3 when
/// the processor has it (isa.hpp's walk_isa: capped by RFC1738_ISA), else SSE2
/// (baseline on x86-64), else a byte at a time.
template< typename V = grammar_tables >
[[nodiscard]] inline stop walk_to( const std::string_view input ) noexcept
{
   static_assert( short_ranges< V >(), "a run's byte range is too wide for the signed range test" );
   static_assert( escapes_exact< V >(), "a run's escape of the verdict automaton is not one the walk can skip" );
   static_assert( regions_exact< V >(), "a region of the verdict automaton has a byte with two next states, or a byte from 0x80 on" );
   static_assert( ascii_runs< V >(), "a run stays on a byte from 0x80 on: the nibble tables hold ASCII only" );
#if defined( RFC1738_ONEPASS_SSSE3 )
   if( masks::walk_isa == masks::isa::avx512 ) {
      return walk_avx512< V >( input );
   }
   if( masks::walk_isa == masks::isa::avx2 ) {
      return walk_avx2< V >( input );
   }
   if( masks::walk_isa == masks::isa::ssse3 ) {
      return walk_ssse3< V >( input );
   }
#endif
#if defined( RFC1738_ONEPASS_SSE2 )
   return walk_sse2< V >( input );
#else
   return walk_bytes< V >( input );
#endif
}

/// The row of the verdict automaton where the input leaves it: its label is
/// the verdict.
template< typename V = grammar_tables >
[[nodiscard]] inline std::uint16_t walk( const std::string_view input ) noexcept
{
   return walk_to< V >( input ).row;
}

/// RFC 1738 §5, url: where an input that url does not derive stops being a
/// prefix of a url, from where its walk stopped: a sink is entered on the
/// first byte after which no url could go on (sink_labels_dead: a sink's
/// label is neither conforms nor generic, and a state from which no url
/// could follow is one, the automaton being minimal), and the walk reads no
/// byte after it; else every byte was read and the input ends too soon.
/// The offset of the diagnosis walk of url's automaton (diagnosis/walk.hpp).
[[nodiscard]] inline std::size_t error_offset( const stop& at, const std::size_t size ) noexcept
{
   return at.row >= v::sink_begin ? at.end - 1 : size;
}

/// The label of the row where the walk ended.
template< typename V = grammar_tables >
[[nodiscard]] inline const typename V::label_type& label_of( const std::uint16_t row ) noexcept
{
   return V::labels[ V::label_of[ row / V::class_count ] ];
}

#undef RFC1738_ONEPASS_WALK
#undef RFC1738_ONEPASS_SKIP
#undef RFC1738_ONEPASS_SKIP_RUN

}  // namespace onepass

}  // namespace rfc1738::detail

#endif

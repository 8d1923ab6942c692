// SPDX-License-Identifier: BSL-1.0
// Private: the common forms of short URLs, "http://", "https://" and
// "ftp://", proven from bit masks of their bytes (bit i: byte i), without
// the verdict walk (src/onepass.hpp). Two users: the fast path of the split
// (src/split.cpp, split_fast: the proof, then the form's split program) and
// of the verdict (src/check.cpp, fast_label: the
// proof alone, for check() and derives()). Each proof accepts only what it
// shows the grammar derives, and declines everything else to the walk; the
// verdict's labels for an input that is not a url rest on a byte that no
// set of the form holds (BENCHMARKS.md §18).
//
// The masks, for an input of 8 to 127 bytes: "/", "?", "%", ".", "-", ":", "@" (a
// compare each), the bytes of a hostname and the bytes of the form's path
// or schemepart (a nibble table and two byte shuffles each). With SSSE3
// (classify) the input is read as vectors of 16 bytes, the last one
// overlapping the one before (an input under 16 bytes is copied into a
// zeroed vector); with AVX-512BW (classify_avx512) as vectors of 64, the
// bytes past the end masked off by the load. A mask is 64 bits up to 63
// bytes, 128 bits (built as two halves of 64) up to 127.
#ifndef RFC1738_SRC_MASKS_HPP
#define RFC1738_SRC_MASKS_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string_view>

#if defined( __x86_64__ ) && ( defined( __GNUC__ ) || defined( __clang__ ) )
#include <immintrin.h>
#endif

#include "onepass.hpp"
#include "rfc1738/grammar/alphabets.hpp"
#include "rfc1738/grammar/charsets.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "rfc1738/grammar/verdict.hpp"
#include "scheme_size.hpp"

namespace rfc1738::detail {

namespace masks {

namespace cs = grammar::charset;
namespace ab = grammar::alphabet;

using size = std::size_t;

// A byte's classes, from the BNF's byte sets
// (generated/rfc1738/grammar/charsets.hpp).
enum : std::uint8_t {
   c_digit = 1,
   c_hex = 2,
};

constexpr std::array< std::uint8_t, 256 > make_classes() noexcept
{
   std::array< std::uint8_t, 256 > t{};
   for( unsigned b = 0; b < 256; ++b ) {
      const auto c = static_cast< unsigned char >( b );
      t[ b ] = static_cast< std::uint8_t >( ( cs::digit.contains( c ) ? c_digit : 0 ) | ( cs::hex.contains( c ) ? c_hex : 0 ) );
   }
   return t;
}

inline constexpr auto classes = make_classes();

[[nodiscard]] inline bool is( const char c, const std::uint8_t k ) noexcept
{
   return ( classes[ static_cast< unsigned char >( c ) ] & k ) != 0;
}

[[nodiscard]] inline bool is_digits( const std::string_view s, const size from, const size to ) noexcept
{
   if( from == to ) {
      return false;
   }
   for( size i = from; i < to; ++i ) {
      if( !is( s[ i ], c_digit ) ) {
         return false;
      }
   }
   return true;
}

// The vector instructions the masks are built with: SSSE3 (classify, 16
// bytes a step) or AVX-512BW (classify_avx512, 64 bytes a step), the best
// this processor has (asked once: processor_isa) unless the environment
// variable RFC1738_ISA caps it (best_isa); none, and the walk decides.
enum class isa : std::uint8_t {
   none,
   ssse3,
   avx512,
};

[[nodiscard]] inline isa processor_isa() noexcept
{
#if defined( RFC1738_ONEPASS_SSSE3 )
   static const isa best = [] {
      __builtin_cpu_init();
      if( __builtin_cpu_supports( "avx512f" ) != 0 && __builtin_cpu_supports( "avx512bw" ) != 0 ) {
         return isa::avx512;
      }
      return onepass::has_ssse3() ? isa::ssse3 : isa::none;
   }();
   return best;
#else
   return isa::none;
#endif
}

// `best` capped by a setting of RFC1738_ISA: "ssse3" (the path of a
// processor without AVX-512BW, on one that has it: BENCHMARKS.md measures
// it so), "none" (no masks: the verdict walk alone); unset or any other
// value, `best`. Never more than the processor has.
[[nodiscard]] inline isa capped_isa( const isa best, const char* setting ) noexcept
{
   const std::string_view s = setting == nullptr ? std::string_view() : std::string_view( setting );
   const isa cap = s == "none" ? isa::none : s == "ssse3" ? isa::ssse3 : isa::avx512;
   return cap < best ? cap : best;
}

// What the masks are built with: processor_isa() capped by RFC1738_ISA,
// read once.
[[nodiscard]] inline isa best_isa() noexcept
{
   static const isa best = capped_isa( processor_isa(), std::getenv( "RFC1738_ISA" ) );
   return best;
}

#if defined( RFC1738_ONEPASS_SSSE3 )
// A mask: bit i for byte i, 64 or 128 bits (two registers: URLs of up to
// 127 bytes, the most of both corpora).
__extension__ typedef unsigned __int128 mask128;

// The longest input a mask of type M takes: each byte's bit, and one past
// the last.
template< typename M >
inline constexpr size fast_max = 8 * sizeof( M ) - 1;

// The runs the masks classify, as nibble tables for the byte shuffles (bit
// h of entry l set when byte 16h + l is in the run's alphabet): each the
// generated alphabet of its production (alphabets.hpp), whose single bytes
// are all ASCII; the escapes of a run that takes them are checked apart
// (escapes_hold), from the "%" mask.
/// RFC 1738 §5: hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ], and
/// search, the same run (prove_http reads both with one table).
alignas( 16 ) inline constexpr auto hsegment_bytes = ab::hsegment.nibbles;
/// RFC 1738 §5: fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ].
alignas( 16 ) inline constexpr auto fsegment_bytes = ab::fsegment.nibbles;
/// RFC 1738 §5: xchar = unreserved | reserved | escape.
alignas( 16 ) inline constexpr auto xchar_bytes = ab::xchar.nibbles;
/// RFC 1738 §5: hostname = *[ domainlabel "." ] toplabel.
alignas( 16 ) inline constexpr auto hostname_bytes = ab::hostname.nibbles;
static_assert( ab::hsegment.ascii && ab::search.ascii && ab::fsegment.ascii && ab::xchar.ascii && ab::hostname.ascii );
static_assert( ab::hsegment.escape && ab::search.escape && ab::fsegment.escape && ab::xchar.escape && !ab::hostname.escape );

// Bits [0, k), k <= fast_max< M >.
template< typename M >
[[nodiscard]] constexpr M low_bits( const size k ) noexcept
{
   return ( M( 1 ) << k ) - 1;
}

// Bits [from, to), none when from >= to (to <= fast_max< M >).
template< typename M >
[[nodiscard]] constexpr M bits( const size from, const size to ) noexcept
{
   return from >= to ? M( 0 ) : M( low_bits< M >( to ) & ~low_bits< M >( from ) );
}

// The lowest bit of m (not 0).
[[nodiscard]] inline size lowest( const std::uint64_t m ) noexcept
{
   return static_cast< size >( __builtin_ctzll( m ) );
}

[[nodiscard]] inline size lowest( const mask128 m ) noexcept
{
   const auto low = static_cast< std::uint64_t >( m );
   return low != 0 ? lowest( low ) : 64 + lowest( static_cast< std::uint64_t >( m >> 64 ) );
}

// The highest bit of m (not 0).
[[nodiscard]] inline size highest( const std::uint64_t m ) noexcept
{
   return static_cast< size >( 63 - __builtin_clzll( m ) );
}

[[nodiscard]] inline size highest( const mask128 m ) noexcept
{
   const auto high = static_cast< std::uint64_t >( m >> 64 );
   return high != 0 ? 64 + highest( high ) : highest( static_cast< std::uint64_t >( m ) );
}

// The first bit of m, else `none`.
template< typename M >
[[nodiscard]] inline size first_bit( const M m, const size none ) noexcept
{
   return m != 0 ? lowest( m ) : none;
}

// The first bit of m in [from, to), else `to` (to <= fast_max< M >): the
// lowest of m's bits from `from` on and of bit fast_max, without a branch.
template< typename M >
[[nodiscard]] inline size first_in( const M m, const size from, const size to ) noexcept
{
   const size i = lowest( static_cast< M >( ( m & ~low_bits< M >( from ) ) | M( 1 ) << fast_max< M > ) );
   return i < to ? i : to;
}

// The bytes of the input (at most fast_max) that the fast path looks at,
// bit i for byte i: each delimiter's, and those of two sets (a hostname's,
// and the bytes of the form's path or schemepart, a nibble table).
template< typename M >
struct fast_masks {
   M slash = 0;
   M query = 0;
   M percent = 0;
   M dot = 0;
   M hyphen = 0;
   M hostname = 0;
   M chars = 0;
   // Not classified: the ":" and "@" of the bytes before `proven`, where a
   // proof found them (with_proof).
   M colon = 0;
   M at_sign = 0;
   size proven = 0;
};

// The bytes the masks mark one by one (classify16, classify64), each with
// its mask; and those a proof marks before `proven` (with_proof).
template< char C >
inline constexpr bool classified = C == '/' || C == '?' || C == '%' || C == '.' || C == '-';

template< char C >
inline constexpr bool from_proof = C == ':' || C == '@';

template< char C >
inline constexpr bool has_mask = classified< C > || from_proof< C >;

template< char C, typename M >
[[nodiscard]] constexpr M mask_of( const fast_masks< M >& m ) noexcept
{
   static_assert( has_mask< C > );
   if constexpr( C == '/' ) {
      return m.slash;
   }
   else if constexpr( C == '?' ) {
      return m.query;
   }
   else if constexpr( C == '%' ) {
      return m.percent;
   }
   else if constexpr( C == '.' ) {
      return m.dot;
   }
   else if constexpr( C == '-' ) {
      return m.hyphen;
   }
   else if constexpr( C == ':' ) {
      return m.colon;
   }
   else {
      return m.at_sign;
   }
}

// The masks of 64 to 127 bytes (M of 128 bits) from those of the first 64
// bytes (`low`) and of the others (`high`, bit i for byte 64 + i).
template< typename M >
[[nodiscard]] inline fast_masks< M > joined( const fast_masks< std::uint64_t >& low, const fast_masks< std::uint64_t >& high ) noexcept
{
   const auto join = []( const std::uint64_t l, const std::uint64_t h ) { return static_cast< M >( static_cast< M >( h ) << 64 | l ); };
   fast_masks< M > m;
   m.slash = join( low.slash, high.slash );
   m.query = join( low.query, high.query );
   m.percent = join( low.percent, high.percent );
   m.dot = join( low.dot, high.dot );
   m.hyphen = join( low.hyphen, high.hyphen );
   m.hostname = join( low.hostname, high.hostname );
   m.chars = join( low.chars, high.chars );
   return m;
}

// Bit i: byte i of x (low nibbles `low`, high nibbles' bits `high`) is in
// the set of nibble table t.
[[nodiscard]] __attribute__( ( target( "ssse3" ), always_inline ) ) inline unsigned in16( const __m128i t, const __m128i low, const __m128i high ) noexcept
{
   const __m128i y = _mm_and_si128( _mm_shuffle_epi8( t, low ), high );
   return ~static_cast< unsigned >( _mm_movemask_epi8( _mm_cmpeq_epi8( y, _mm_setzero_si128() ) ) ) & 0xFFFFu;
}

// Bit i: byte i of x is c.
[[nodiscard]] __attribute__( ( target( "ssse3" ), always_inline ) ) inline unsigned eq16( const __m128i x, const char c ) noexcept
{
   return static_cast< unsigned >( _mm_movemask_epi8( _mm_cmpeq_epi8( x, _mm_set1_epi8( c ) ) ) );
}

// The masks of 16 bytes, at offset `at` of the input.
template< typename M >
__attribute__( ( target( "ssse3" ), always_inline ) ) inline void classify16( const __m128i x, const unsigned at, const __m128i chars, fast_masks< M >& m ) noexcept
{
   const __m128i nibble = _mm_set1_epi8( 0x0F );
   const __m128i low = _mm_and_si128( x, nibble );
   const __m128i high = _mm_shuffle_epi8( _mm_setr_epi8( 1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0 ), _mm_and_si128( _mm_srli_epi16( x, 4 ), nibble ) );
   m.slash |= M( eq16( x, '/' ) ) << at;
   m.query |= M( eq16( x, '?' ) ) << at;
   m.percent |= M( eq16( x, '%' ) ) << at;
   m.dot |= M( eq16( x, '.' ) ) << at;
   m.hyphen |= M( eq16( x, '-' ) ) << at;
   m.hostname |= M( in16( _mm_load_si128( reinterpret_cast< const __m128i* >( hostname_bytes.data() ) ), low, high ) ) << at;
   m.chars |= M( in16( chars, low, high ) ) << at;
}

// The masks of s (n <= fast_max): vector k at offset min( 16k, n - 16 ) (the
// last one overlaps the one before: each byte's bits are set from either
// alike), or, when n < 16, one vector of s's bytes then zeros (a zero byte
// is in no set and no delimiter).
template< typename M >
[[nodiscard]] __attribute__( ( target( "ssse3" ), always_inline ) ) inline fast_masks< M > classify( const std::string_view s, const std::array< std::uint8_t, 16 >& chars ) noexcept
{
   const size n = s.size();
   const __m128i c = _mm_load_si128( reinterpret_cast< const __m128i* >( chars.data() ) );
   if constexpr( sizeof( M ) > sizeof( std::uint64_t ) ) {
      // 64 to 127 bytes: two masks of 64 bits (a shift of 128 bits by a
      // variable amount takes several instructions, of 64 bits one), the
      // bytes from 64 on in the high one; the last vector, when it begins
      // before byte 64, gives the high mask its bytes from 64 on (the low
      // one has them all up to 64 already).
      fast_masks< std::uint64_t > low;
      fast_masks< std::uint64_t > high;
      for( size at = 0; at < 64; at += 16 ) {
         classify16< std::uint64_t >( _mm_loadu_si128( reinterpret_cast< const __m128i* >( s.data() + at ) ), static_cast< unsigned >( at ), c, low );
      }
      for( size at = 64; at < n; at += 16 ) {
         const size from = at + 16 <= n ? at : n - 16;
         const __m128i x = _mm_loadu_si128( reinterpret_cast< const __m128i* >( s.data() + from ) );
         if( from >= 64 ) {
            classify16< std::uint64_t >( x, static_cast< unsigned >( from - 64 ), c, high );
         }
         else {
            fast_masks< std::uint64_t > t;
            classify16< std::uint64_t >( x, 0, c, t );
            const unsigned drop = static_cast< unsigned >( 64 - from );
            for( const auto f : { &fast_masks< std::uint64_t >::slash, &fast_masks< std::uint64_t >::query, &fast_masks< std::uint64_t >::percent, &fast_masks< std::uint64_t >::dot,
                                  &fast_masks< std::uint64_t >::hyphen, &fast_masks< std::uint64_t >::hostname, &fast_masks< std::uint64_t >::chars } ) {
               high.*f |= t.*f >> drop;
            }
         }
      }
      return joined< M >( low, high );
   }
   fast_masks< M > m;
   if( n < 16 ) {
      alignas( 16 ) char b[ 16 ] = {};
      std::memcpy( b, s.data(), n );
      classify16< M >( _mm_load_si128( reinterpret_cast< const __m128i* >( b ) ), 0, c, m );
      return m;
   }
   for( size at = 0;; at += 16 ) {
      if( at + 16 >= n ) {
         classify16< M >( _mm_loadu_si128( reinterpret_cast< const __m128i* >( s.data() + n - 16 ) ), static_cast< unsigned >( n - 16 ), c, m );
         return m;
      }
      classify16< M >( _mm_loadu_si128( reinterpret_cast< const __m128i* >( s.data() + at ) ), static_cast< unsigned >( at ), c, m );
   }
}

// A nibble table four times over, for AVX-512's byte shuffle (each lane of
// 16 bytes shuffles its own).
constexpr std::array< std::uint8_t, 64 > four_times( const std::array< std::uint8_t, 16 >& t ) noexcept
{
   std::array< std::uint8_t, 64 > out{};
   for( size i = 0; i < 64; ++i ) {
      out[ i ] = t[ i % 16 ];
   }
   return out;
}

template< const std::array< std::uint8_t, 16 >& T >
alignas( 64 ) inline constexpr std::array< std::uint8_t, 64 > lanes4 = four_times( T );

// Entry h: the bit of a high nibble h in a nibble table (none from 8 on:
// bytes from 0x80 on are in no set).
alignas( 16 ) inline constexpr std::array< std::uint8_t, 16 > high_nibble_bits = { 1, 2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0, 0 };

// The masks of 64 bytes (those past the input's end zeros: in no set and
// no delimiter), a compare or a byte shuffle of a nibble table and a test
// each.
template< const std::array< std::uint8_t, 16 >& Chars >
[[nodiscard]] __attribute__( ( target( "avx512f,avx512bw" ), always_inline ) ) inline fast_masks< std::uint64_t > classify64( const __m512i x ) noexcept
{
   const __m512i nibble = _mm512_set1_epi8( 0x0F );
   const __m512i low = _mm512_and_si512( x, nibble );
   const __m512i high = _mm512_shuffle_epi8( _mm512_load_si512( lanes4< high_nibble_bits >.data() ), _mm512_and_si512( _mm512_srli_epi16( x, 4 ), nibble ) );
   fast_masks< std::uint64_t > m;
   m.slash = _mm512_cmpeq_epi8_mask( x, _mm512_set1_epi8( '/' ) );
   m.query = _mm512_cmpeq_epi8_mask( x, _mm512_set1_epi8( '?' ) );
   m.percent = _mm512_cmpeq_epi8_mask( x, _mm512_set1_epi8( '%' ) );
   m.dot = _mm512_cmpeq_epi8_mask( x, _mm512_set1_epi8( '.' ) );
   m.hyphen = _mm512_cmpeq_epi8_mask( x, _mm512_set1_epi8( '-' ) );
   m.hostname = _mm512_test_epi8_mask( _mm512_shuffle_epi8( _mm512_load_si512( lanes4< hostname_bytes >.data() ), low ), high );
   m.chars = _mm512_test_epi8_mask( _mm512_shuffle_epi8( _mm512_load_si512( lanes4< Chars >.data() ), low ), high );
   return m;
}

// The masks of s (n <= fast_max) by AVX-512BW, with Chars the nibble table
// of `chars` (classify): 64 bytes a step, the bytes past the input's end
// masked off by the load (which reads none of them).
template< typename M, const std::array< std::uint8_t, 16 >& Chars >
[[nodiscard]] __attribute__( ( target( "avx512f,avx512bw" ), always_inline ) ) inline fast_masks< M > classify_avx512( const std::string_view s ) noexcept
{
   const size n = s.size();
   if constexpr( sizeof( M ) > sizeof( std::uint64_t ) ) {
      const fast_masks< std::uint64_t > low = classify64< Chars >( _mm512_loadu_si512( s.data() ) );
      const fast_masks< std::uint64_t > high = classify64< Chars >( _mm512_maskz_loadu_epi8( low_bits< std::uint64_t >( n - 64 ), s.data() + 64 ) );
      return joined< M >( low, high );
   }
   else {
      return classify64< Chars >( _mm512_maskz_loadu_epi8( low_bits< std::uint64_t >( n ), s.data() ) );
   }
}

/// RFC 1738 §5: escape = "%" hex hex, at every "%" of `percents`.
template< typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline bool escapes_hold( const std::string_view s, M percents ) noexcept
{
   while( percents != 0 ) {
      const size i = first_bit( percents, 0 );
      if( i + 2 >= s.size() || !is( s[ i + 1 ], c_hex ) || !is( s[ i + 2 ], c_hex ) ) {
         return false;
      }
      percents &= percents - 1;
   }
   return true;
}

// An alphadigit is an alpha exactly when it is above "9" (RFC 1738 §5:
// alpha = lowalpha | hialpha, digit = "0" | … | "9").
constexpr bool alphadigits_apart() noexcept
{
   for( unsigned c = 0; c < 256; ++c ) {
      if( cs::alphadigit.contains( static_cast< unsigned char >( c ) ) && cs::alpha.contains( static_cast< unsigned char >( c ) ) != ( c > '9' ) ) {
         return false;
      }
   }
   return true;
}
static_assert( alphadigits_apart() );

/// RFC 1738 §5: hostname = *[ domainlabel "." ] toplabel, [from, to), whose
/// bytes are all alphadigits, "-" or ".": the labels between the dots are
/// not empty, none begins or ends with "-", and the last begins with an
/// alpha (domainlabel, toplabel).
template< typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline bool hostname_holds( const std::string_view s, const size from, const size to, const M dots, const M hyphens ) noexcept
{
   if( from >= to ) {
      return false;
   }
   const M in = bits< M >( from, to );
   const M d = dots & in;
   const M edges = d | ( hyphens & in );
   if( ( edges >> from & 1 ) != 0 || ( edges >> ( to - 1 ) & 1 ) != 0 ) {
      return false;   // the first or the last byte is "." or "-"
   }
   if( ( ( d << 1 ) & edges ) != 0 || ( ( ( hyphens & in ) << 1 ) & d ) != 0 ) {
      return false;   // "." after "." or "-" after "." (an empty label, a label beginning with "-"), "." after "-"
   }
   // The toplabel's first byte is an alphadigit (not "." nor "-", above):
   // an alpha when above "9" (alphadigits_apart), without the table's load.
   const size top = d != 0 ? highest( d ) + 1 : from;
   return static_cast< unsigned char >( s[ top ] ) > '9';
}

// What a proof of the masks found: whether it holds, and where the
// hostport it proved (a hostname, then optionally ":" and a port) ends and
// where its host ends: the bytes of [from, login_end) are a hostname's, then
// the ":" at host_end when host_end < login_end, then digits (no "@").
struct fast_proof {
   bool holds = false;
   size login_end = 0;
   size host_end = 0;
};

// The hostport [from, to) as the fast path takes it.
template< typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline fast_proof fast_hostport_of( const std::string_view s, const fast_masks< M >& m, const size from, const size to ) noexcept
{
   fast_proof h;
   h.login_end = to;
   const M other = ~m.hostname & bits< M >( from, to );
   h.host_end = first_bit( other, to );
   /// RFC 1738 §5: hostport = host [ ":" port ], port = digits.
   if( h.host_end < to && ( s[ h.host_end ] != ':' || !is_digits( s, h.host_end + 1, to ) ) ) {
      return h;
   }
   h.holds = hostname_holds( s, from, h.host_end, m.dot, m.hyphen );
   return h;
}

// The eight first bytes, little-endian (n >= 8).
[[nodiscard]] inline std::uint64_t first8( const std::string_view s ) noexcept
{
   std::uint64_t x = 0;
   std::memcpy( &x, s.data(), 8 );
   return x;
}

constexpr std::uint64_t text8( const std::string_view t ) noexcept
{
   std::uint64_t x = 0;
   for( size i = 0; i < t.size() && i < 8; ++i ) {
      x |= std::uint64_t( static_cast< unsigned char >( t[ i ] ) ) << ( 8 * i );
   }
   return x;
}

inline constexpr std::string_view http_prefix = grammar::find_scheme( production::httpurl )->prefix;
inline constexpr std::string_view https_prefix = "https://";
inline constexpr std::string_view ftp_prefix = grammar::find_scheme( production::ftpurl )->prefix;
static_assert( http_prefix.size() <= 8 && https_prefix.size() == 8 && ftp_prefix.size() <= 8 );

// "https" is the name of no scheme of RFC 1738, and no scheme's production
// begins with a beginning of "https://": url derives an input that begins
// with it through otherurl alone.
constexpr bool https_is_otherurl() noexcept
{
   for( const auto& sc : grammar::schemes ) {
      if( sc.name == "https" || https_prefix.substr( 0, sc.prefix.size() ) == sc.prefix ) {
         return false;
      }
   }
   return true;
}
static_assert( https_is_otherurl() );

// Which form the masks may prove an input of: 8 to 127 bytes that begin
// with "https://", else "http://", else "ftp://".
enum class form : std::uint8_t {
   none,
   http,
   https,
   ftp,
};

[[nodiscard]] inline form form_of( const std::string_view s ) noexcept
{
   const size n = s.size();
   if( n > fast_max< mask128 > || n < https_prefix.size() ) {
      return form::none;
   }
   const std::uint64_t x = first8( s );
   if( x == text8( https_prefix ) ) {
      return form::https;
   }
   if( ( x & low_bits< std::uint64_t >( 8 * http_prefix.size() ) ) == text8( http_prefix ) ) {
      return form::http;
   }
   if( ( x & low_bits< std::uint64_t >( 8 * ftp_prefix.size() ) ) == text8( ftp_prefix ) ) {
      return form::ftp;
   }
   return form::none;
}

// The prefix the masks prove an input of form f begins with.
constexpr std::string_view prefix_of( const form f ) noexcept
{
   return f == form::http ? http_prefix : f == form::https ? https_prefix : ftp_prefix;
}

// Bit i: byte i of `text` is c.
template< typename M >
[[nodiscard]] constexpr M text_bits( const std::string_view text, const char c ) noexcept
{
   M out = 0;
   for( size i = 0; i < text.size(); ++i ) {
      out |= text[ i ] == c ? M( 1 ) << i : M( 0 );
   }
   return out;
}

// A hostname's bytes and a port's are no ":" and no "@" (alphabets.hpp): in
// the bytes a proof read up to the hostport's end, a ":" is the prefix's or
// the one at the host's end, an "@" the prefix's.
static_assert( !ab::hostname.bytes.contains( ':' ) && !ab::hostname.bytes.contains( '@' ) && !ab::port.bytes.contains( ':' ) && !ab::port.bytes.contains( '@' ) );

// m, built for an input of form F, with the ":" and "@" of its bytes before
// the end of the hostport that proof p read (fast_proof): the split's
// follower finds a host's end and login's "@" gate there without a scan.
template< form F, typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline fast_masks< M > with_proof( fast_masks< M > m, const fast_proof& p ) noexcept
{
   m.colon = text_bits< M >( prefix_of( F ), ':' ) | ( p.host_end < p.login_end ? M( 1 ) << p.host_end : M( 0 ) );
   m.at_sign = text_bits< M >( prefix_of( F ), '@' );
   m.proven = p.login_end;
   return m;
}

/// What a proof of the masks shows of an input of form f: the production
/// url derives it through (RFC 1738 §5: httpurl; https: otherurl, as
/// https_is_otherurl says; ftpurl), and the productions that derive the
/// spans its split program asks about (a choice's `derives` gate): its host
/// is a hostname (fast_hostport_of), and https's schemepart an
/// ip-schemepart ("//", that hostport, then xchars: prove_https).
struct proof_of {
   production form;
   production host;
   production schemepart;   // production::url: none
};

constexpr proof_of proof_of_form( const form f ) noexcept
{
   switch( f ) {
      case form::http:
         return { production::httpurl, production::hostname, production::url };
      case form::https:
         return { production::otherurl, production::hostname, production::ip_schemepart };
      default:
         return { production::ftpurl, production::hostname, production::url };
   }
}

/// RFC 1738 §3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]],
/// for s of form::http, m its masks with hsegment_bytes: the hostport ends at the first "/", its host (a
/// hostname: a hostnumber declines) at the first byte that is not a
/// hostname's, which must be ":" followed by digits (port); the hpath is
/// hsegments' bytes, "/" and escapes up to the first "?", the search
/// hsegments' bytes and escapes (no "/", no "?").
template< typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline fast_proof prove_http( const std::string_view s, const fast_masks< M >& m ) noexcept
{
   const size n = s.size();
   const size from = http_prefix.size();
   const size path = first_bit( m.slash & bits< M >( from, n ), n );
   // The first "?" after the prefix, not after the path: the two at once. A
   // "?" before the path is in the hostport, which then does not hold.
   const size query = first_bit( m.query & bits< M >( from, n ), n );
   fast_proof p = fast_hostport_of( s, m, from, path );
   if( p.holds && path < n ) {
      const M ok = m.chars | m.percent;
      // hpath: hsegments and "/"; search: as an hsegment (no "/", no "?").
      p.holds = ( ~( ok | m.slash ) & bits< M >( path + 1, query ) ) == 0 && ( ~ok & bits< M >( query + 1, n ) ) == 0 &&
                escapes_hold( s, m.percent & bits< M >( path + 1, n ) );
   }
   return p;
}

/// RFC 1738 §3.2: ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]],
/// fpath = fsegment *[ "/" fsegment ], for s of form::ftp, m its masks with
/// fsegment_bytes: the login a hostport (a user declines) whose host is a
/// hostname; after the first "/", fsegments' bytes, "/" and escapes, up to
/// the end or to ";type=" and one byte of ftptype, the last.
template< typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline fast_proof prove_ftp( const std::string_view s, const fast_masks< M >& m ) noexcept
{
   const size n = s.size();
   const size from = ftp_prefix.size();
   const size path = first_bit( m.slash & bits< M >( from, n ), n );
   fast_proof p = fast_hostport_of( s, m, from, path );
   if( !p.holds || path == n ) {
      return p;
   }
   const size end = first_bit( ~( m.chars | m.percent | m.slash ) & bits< M >( path + 1, n ), n );
   constexpr std::string_view type = ab::delimiter_after( production::ftpurl, grammar::component::fpath );
   static_assert( !type.empty() );
   p.holds = ( end == n || ( end + type.size() + 1 == n && s.substr( end, type.size() ) == type && cs::ftptype.contains( static_cast< unsigned char >( s[ n - 1 ] ) ) ) ) &&
             escapes_hold( s, m.percent & bits< M >( path + 1, end ) );
   return p;
}

/// RFC 1738 §5: xchar = unreserved | reserved | escape: every byte of s
/// from `from` on is an xchar, each "%" the beginning of an escape (m: the
/// masks of s with xchar_bytes).
template< typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline bool xchars_from( const std::string_view s, const fast_masks< M >& m, const size from ) noexcept
{
   const size n = s.size();
   const M percents = m.percent & bits< M >( from, n );
   return ( ~( m.chars | percents ) & bits< M >( from, n ) ) == 0 && escapes_hold( s, percents );
}

/// RFC 1738 §2.1, §5: genericurl = scheme ":" schemepart, schemepart =
/// *xchar | ip-schemepart (whose bytes are xchars too), for s of
/// form::https, m its masks with xchar_bytes: every byte after the "//" is
/// an xchar (the scheme "https" and "//" are known to hold).
template< typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline bool https_generic( const std::string_view s, const fast_masks< M >& m ) noexcept
{
   return xchars_from( s, m, https_prefix.size() );
}

/// RFC 1738 §2.1, §5: otherurl = genericurl = scheme ":" schemepart, for
/// s = "https://" login [ "/" urlpath ] that genericurl derives
/// (https_generic; url then derives it through otherurl alone:
/// https_is_otherurl), the login a hostname and an optional port: then the
/// ip-schemepart derives the schemepart, its host a hostname.
template< typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline fast_proof prove_https( const std::string_view s, const fast_masks< M >& m ) noexcept
{
   const size n = s.size();
   const size from = https_prefix.size();
   fast_proof p = fast_hostport_of( s, m, from, first_bit( m.slash & bits< M >( from, n ), n ) );
   p.holds = p.holds && https_generic( s, m );
   return p;
}

// Byte c is in the set of nibble table t (ASCII).
constexpr bool in_table( const std::array< std::uint8_t, 16 >& t, const unsigned char c ) noexcept
{
   return c < 128 && ( t[ c & 15 ] >> ( c >> 4 ) & 1 ) != 0;
}

// Every byte of nibble table a is in nibble table b.
constexpr bool within( const std::array< std::uint8_t, 16 >& a, const std::array< std::uint8_t, 16 >& b ) noexcept
{
   for( size i = 0; i < 16; ++i ) {
      if( ( a[ i ] & ~b[ i ] ) != 0 ) {
         return false;
      }
   }
   return true;
}

static_assert( within( ab::search.nibbles, ab::hsegment.nibbles ) && within( ab::hsegment.nibbles, ab::search.nibbles ) );

// The text before the first ":" of `prefix` is `name` and derives scheme
// (RFC 1738 §5: scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]).
constexpr bool scheme_before_colon( const std::string_view prefix, const std::string_view name ) noexcept
{
   if( name.empty() || prefix.find( ':' ) != name.size() || prefix.substr( 0, name.size() ) != name ) {
      return false;
   }
   for( const char c : name ) {
      if( !scheme_scan::bytes[ static_cast< unsigned char >( c ) ] ) {
         return false;
      }
   }
   return true;
}

// The row of the verdict automaton (verdict.hpp) after `prefix` then
// `rest`, from its start.
constexpr std::uint16_t row_after( const std::string_view prefix, const std::string_view rest ) noexcept
{
   namespace v = grammar::verdict;
   std::uint16_t row = v::start;
   for( const std::string_view part : { prefix, rest } ) {
      for( const char c : part ) {
         row = v::next[ row + v::classes[ static_cast< unsigned char >( c ) ] ];
      }
   }
   return row;
}

// The label of that row (onepass::label_of, at compile time).
constexpr const grammar::verdict::label* label_after( const std::string_view prefix, const std::string_view rest ) noexcept
{
   return &grammar::verdict::labels[ grammar::verdict::label_of[ row_after( prefix, rest ) / grammar::verdict::class_count ] ];
}

// Each byte, at its own index: a text of one byte is a view into it.
inline constexpr std::array< char, 256 > byte_texts = [] {
   std::array< char, 256 > out{};
   for( unsigned c = 0; c < 256; ++c ) {
      out[ c ] = static_cast< char >( c );
   }
   return out;
}();

// The first byte of a set, as a text of one byte (a witness).
constexpr std::string_view first_byte_of( const cs::byte_set& set ) noexcept
{
   for( unsigned c = 0; c < 256; ++c ) {
      if( set.contains( static_cast< unsigned char >( c ) ) ) {
         return std::string_view( &byte_texts[ c ], 1 );
      }
   }
   return {};
}

// The first byte that begins no xchar (RFC 1738 §5: xchar = unreserved |
// reserved | escape: not "%" either), as a text of one byte.
constexpr std::string_view no_xchar() noexcept
{
   for( unsigned c = 0; c < 256; ++c ) {
      if( !ab::xchar.bytes.contains( static_cast< unsigned char >( c ) ) && c != '%' ) {
         return std::string_view( &byte_texts[ c ], 1 );
      }
   }
   return {};
}

// The labels of the fast verdict (check.cpp's fast_label), each read from
// the verdict automaton at the end of a witness of what its proof shows;
// tests/grammar/onepass.cpp and tests/grammar/split.cpp compare fast_label
// with the walk on every input they try, and the asserts below check that
// each label says what the proof's reasoning says (a grammar whose
// automaton disagreed would fail to build).

/// The label the verdict walk ends in on an input that prove_http holds on:
/// the text before its first ":" is http's name, a scheme, which calls for
/// httpurl, and httpurl derives the input; genericurl derives it too (RFC
/// 1738 §5: genericurl = scheme ":" schemepart, schemepart = *xchar |
/// ip-schemepart, xchar = unreserved | reserved | escape): after "http:"
/// come "//", a hostname's bytes, ":" and digits, "/", "?", an hsegment's
/// bytes and escapes, all of them xchars. Its witness: the prefix and a
/// hostname of one alpha (toplabel = alpha).
inline constexpr const grammar::verdict::label* http_label = label_after( http_prefix, first_byte_of( cs::alpha ) );
static_assert( scheme_before_colon( http_prefix, grammar::find_scheme( production::httpurl )->name ) );
static_assert( within( hostname_bytes, xchar_bytes ) && within( hsegment_bytes, xchar_bytes ) && in_table( xchar_bytes, '/' ) && in_table( xchar_bytes, ':' ) &&
               in_table( xchar_bytes, '?' ) && in_table( hostname_bytes, '0' ) && in_table( hostname_bytes, '9' ) );

/// The label the verdict walk ends in on an input that prove_ftp holds on,
/// as http_label: ftp's name, ftpurl derives it, and genericurl too (the
/// bytes after "ftp:" are "//", a hostname's, ":" and digits, "/", an
/// fsegment's, ";type=" and an ftptype, and escapes: all xchars).
inline constexpr const grammar::verdict::label* ftp_label = label_after( ftp_prefix, first_byte_of( cs::alpha ) );
static_assert( scheme_before_colon( ftp_prefix, grammar::find_scheme( production::ftpurl )->name ) );
static_assert( within( fsegment_bytes, xchar_bytes ) && in_table( xchar_bytes, ';' ) && in_table( xchar_bytes, '=' ) && in_table( xchar_bytes, 'A' ) &&
               in_table( xchar_bytes, 'a' ) );

/// The label the verdict walk ends in on an input of form::https that
/// https_generic holds on: the text before its first ":" is "https", a
/// scheme, of no scheme of RFC 1738 (https_is_otherurl): it calls for
/// genericurl, which derives the input (then url too, through otherurl).
inline constexpr const grammar::verdict::label* https_label = label_after( https_prefix, first_byte_of( cs::alpha ) );
static_assert( scheme_before_colon( https_prefix, "https" ) );

/// The labels the verdict walk ends in on an input of a form with a byte
/// after the prefix that is not an xchar (xchars_from, https_generic do not
/// hold): httpurl's and ftpurl's bytes are xchars (http_label, ftp_label),
/// genericurl's too, and url has no other alternative for these schemes'
/// names (nor for "https": https_is_otherurl). Their witness: the prefix and
/// such a byte, after which the walk is in a sink (no byte changes it).
inline constexpr const grammar::verdict::label* http_not_a_url = label_after( http_prefix, no_xchar() );
inline constexpr const grammar::verdict::label* ftp_not_a_url = label_after( ftp_prefix, no_xchar() );
inline constexpr const grammar::verdict::label* https_not_a_url = label_after( https_prefix, no_xchar() );
static_assert( row_after( http_prefix, no_xchar() ) >= grammar::verdict::sink_begin && row_after( ftp_prefix, no_xchar() ) >= grammar::verdict::sink_begin &&
               row_after( https_prefix, no_xchar() ) >= grammar::verdict::sink_begin );

// What each label says: the production the scheme calls for is the form's
// (proof_of_form: https's is otherurl = genericurl), the text before the
// first ":" is a scheme, and the input is a url (conforms, generic) or not.
constexpr bool says( const grammar::verdict::label* l, const production target, const bool url ) noexcept
{
   return l->target == target && l->scheme && l->conforms == url && l->generic == url;
}
static_assert( says( http_label, proof_of_form( form::http ).form, true ) && says( http_not_a_url, proof_of_form( form::http ).form, false ) );
static_assert( says( ftp_label, proof_of_form( form::ftp ).form, true ) && says( ftp_not_a_url, proof_of_form( form::ftp ).form, false ) );
static_assert( says( https_label, production::genericurl, true ) && says( https_not_a_url, production::genericurl, false ) );
#endif

}  // namespace masks

// Defined in check.cpp:

/// The label of the verdict automaton's row at the end of `input`
/// (onepass::label_of( onepass::walk( input ) )), when the masks built with
/// `with` prove it, for inputs of 8 to 127 bytes: an "http://" URL that
/// httpurl derives, an "ftp://" URL that ftpurl derives, such an input with
/// a byte that is no xchar (not a url), any "https://" input (genericurl
/// derives it or not); nullptr when they do not (the walk decides).
[[nodiscard]] const grammar::verdict::label* fast_label( std::string_view input, masks::isa with = masks::best_isa() ) noexcept;

/// The label at the end of `input`: fast_label's, else the walk's.
[[nodiscard]] const grammar::verdict::label& label_at_end( std::string_view input ) noexcept;

/// The verdicts a label at the end of `input` gives (check() is
/// verdict_of( label_at_end( input ), input )).
[[nodiscard]] verdict verdict_of( const grammar::verdict::label& l, std::string_view input ) noexcept;

}  // namespace rfc1738::detail

#endif

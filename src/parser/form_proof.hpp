// SPDX-License-Identifier: BSL-1.0
// Private: the common forms of short URLs (the forms of
// rfc1738/grammar/fast_path.hpp: "http://", "ftp://", "https://",
// "telnet://", "gopher://", "prospero://", "wais://", "file://", "nntp://",
// "mailto:" and "news:"),
// proven from bit masks of their bytes (bit i: byte i), without the verdict
// walk (src/parser/verdict_walk.hpp). Two users: the fast path of the split
// (src/parser/split.cpp, split_fast: the proof, then the form's split program) and
// of the verdict (src/parser/check.cpp, fast_label: the proof alone, for check()
// and derives()). Each proof accepts only what it shows the grammar
// derives, and declines everything else to the walk. This file holds only
// mechanics: what a proof reads of the grammar (the bytes it compares, the
// tables of its runs, the shape of a hostport and a hostname, each form's
// literals and the verdict labels at their end) is fast_path.hpp's, which
// the generator writes from the BNF after checking what the proofs assume
// (tools/bnf2pegtl/fast_path.cpp).
//
// The masks, for an input of 8 to 127 bytes: one per byte of
// fast_path::compared (a compare each), the bytes of a hostname and the
// bytes of the form's runs (a nibble table and two byte shuffles each). With
// SSSE3 (classify) the input is read as vectors of 16 bytes, the last one
// overlapping the one before (an input under 16 bytes is copied into a
// zeroed vector); with AVX2 (classify_avx2) as vectors of 32, the same way
// (under 32 bytes, as SSSE3 reads them); with AVX-512BW (classify_avx512) as
// vectors of 64, the bytes past the end masked off by the load. A mask is 64 bits up to 63
// bytes, 128 bits (built as two halves of 64) up to 127.
#ifndef RFC1738_SRC_FORM_PROOF_HPP
#define RFC1738_SRC_FORM_PROOF_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>
#include <utility>

#if defined( __x86_64__ ) && ( defined( __GNUC__ ) || defined( __clang__ ) )
#include <immintrin.h>
#endif

#include "isa.hpp"
#include "verdict_walk.hpp"
#include "rfc1738/grammar/fast_path.hpp"
#include "rfc1738/grammar/verdict.hpp"

namespace rfc1738::detail {

namespace masks {

namespace fp = grammar::fast_path;

using size = std::size_t;

// Bytes s[ from, to ) are of `set` (a byte set of fast_path.hpp), and there is one at least.
template< typename Set >
[[nodiscard]] inline bool one_or_more( const Set& set, const std::string_view s, const size from, const size to ) noexcept
{
   if( from >= to ) {
      return false;
   }
   for( size i = from; i < to; ++i ) {
      if( !set.contains( static_cast< unsigned char >( s[ i ] ) ) ) {
         return false;
      }
   }
   return true;
}

// Bytes s[ from, to ) are a port's (not empty).
[[nodiscard]] inline bool is_port( const std::string_view s, const size from, const size to ) noexcept
{
   return one_or_more( fp::port_bytes, s, from, to );
}

// A form of fast_path.hpp, by its index in fp::forms; none: no form.
using form = std::size_t;
inline constexpr form no_form = fp::form_count;

#if defined( RFC1738_ONEPASS_SSSE3 )
// A mask: bit i for byte i, 64 or 128 bits (two registers: URLs of up to
// 127 bytes, the most of both corpora).
__extension__ typedef unsigned __int128 mask128;

// The longest input a mask of type M takes: each byte's bit, and one past
// the last.
template< typename M >
inline constexpr size fast_max = 8 * sizeof( M ) - 1;

// The shortest: the eight bytes a prefix is read from at once.
inline constexpr size fast_min = 8;

// A nibble table (bit h of entry l set when byte 16h + l is in the set, all
// ASCII: alphabets.hpp).
using table = std::array< std::uint8_t, 16 >;

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

// How many bits m has.
[[nodiscard]] inline size count( const std::uint64_t m ) noexcept
{
   return static_cast< size >( __builtin_popcountll( m ) );
}

[[nodiscard]] inline size count( const mask128 m ) noexcept
{
   return count( static_cast< std::uint64_t >( m ) ) + count( static_cast< std::uint64_t >( m >> 64 ) );
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

inline constexpr size compared_count = fp::compared.size();

// The bytes of the input (at most fast_max) that the fast path looks at,
// bit i for byte i: each byte of fp::compared's, and those of two sets (a
// hostname's, and the bytes of the form's runs, a nibble table).
template< typename M >
struct fast_masks {
   std::array< M, compared_count > compared{};
   M hostname = 0;
   M chars = 0;
   // Where the proof found the hostport it proved to begin and end
   // (with_proof): before `proven`, the bytes of no hostname and no port
   // are only the prefix's, those of the user part [prefix, hostport)
   // (none when hostport is the prefix's end: else its user ends at
   // user_end, its separator's or its end's, hostport - 1), and the port's
   // separator at host_end when host_end < proven.
   size proven = 0;
   size hostport = 0;
   size user_end = 0;
   size host_end = 0;
};

// The bytes the masks mark one by one, each with its mask; and those a
// proof finds (with_proof): no hostname's, no port's.
template< char C >
inline constexpr bool classified = fp::compared.find( C ) != std::string_view::npos;

template< char C >
inline constexpr bool from_proof = !classified< C > && !fp::hostname_bytes.contains( static_cast< unsigned char >( C ) ) && !fp::port_bytes.contains( static_cast< unsigned char >( C ) );

template< char C, typename M >
[[nodiscard]] constexpr M mask_of( const fast_masks< M >& m ) noexcept
{
   static_assert( classified< C > );
   constexpr size k = fp::compared.find( C );   // a constant: at run time a search
   return m.compared[ k ];
}

// The masks of 64 to 127 bytes (M of 128 bits) from those of the first 64
// bytes (`low`) and of the others (`high`, bit i for byte 64 + i).
template< typename M >
[[nodiscard]] inline fast_masks< M > joined( const fast_masks< std::uint64_t >& low, const fast_masks< std::uint64_t >& high ) noexcept
{
   const auto join = []( const std::uint64_t l, const std::uint64_t h ) { return static_cast< M >( static_cast< M >( h ) << 64 | l ); };
   fast_masks< M > m;
   for( size k = 0; k < compared_count; ++k ) {
      m.compared[ k ] = join( low.compared[ k ], high.compared[ k ] );
   }
   m.hostname = join( low.hostname, high.hostname );
   m.chars = join( low.chars, high.chars );
   return m;
}

// The masks of 64 to 127 bytes: a vector read from `from` (< 64) into t
// (bit i for byte from + i) gives `high` (bit i for byte 64 + i) its bytes
// from 64 on.
__attribute__( ( always_inline ) ) inline void add_past_64( fast_masks< std::uint64_t >& high, const fast_masks< std::uint64_t >& t, const size from ) noexcept
{
   const unsigned drop = static_cast< unsigned >( 64 - from );
   for( size k = 0; k < compared_count; ++k ) {
      high.compared[ k ] |= t.compared[ k ] >> drop;
   }
   high.hostname |= t.hostname >> drop;
   high.chars |= t.chars >> drop;
}

// Bit i: byte i of x (low nibbles `low`, high nibbles' bits `high`) is in
// the set of nibble table t.
[[nodiscard]] __attribute__( ( target( "ssse3" ), always_inline ) ) inline unsigned in16( const __m128i t, const __m128i low, const __m128i high ) noexcept
{
   const __m128i y = _mm_and_si128( _mm_shuffle_epi8( t, low ), high );
   return ~static_cast< unsigned >( _mm_movemask_epi8( _mm_cmpeq_epi8( y, _mm_setzero_si128() ) ) ) & 0xFFFFu;
}

// Entry h: the bit of a high nibble h in a nibble table (verdict_walk.hpp).
using onepass::high_nibble_bits;

// The masks of 16 bytes, at offset `at` of the input.
template< typename M, size... K >
__attribute__( ( target( "ssse3" ), always_inline ) ) inline void classify16( const __m128i x, const unsigned at, const __m128i chars, fast_masks< M >& m, std::index_sequence< K... > /*unused*/ ) noexcept
{
   const __m128i nibble = _mm_set1_epi8( 0x0F );
   const __m128i low = _mm_and_si128( x, nibble );
   const __m128i high = _mm_shuffle_epi8( _mm_load_si128( reinterpret_cast< const __m128i* >( high_nibble_bits.data() ) ), _mm_and_si128( _mm_srli_epi16( x, 4 ), nibble ) );
   ( ( m.compared[ K ] |= M( static_cast< unsigned >( _mm_movemask_epi8( _mm_cmpeq_epi8( x, _mm_set1_epi8( fp::compared[ K ] ) ) ) ) ) << at ), ... );
   m.hostname |= M( in16( _mm_load_si128( reinterpret_cast< const __m128i* >( fp::hostname_table.data() ) ), low, high ) ) << at;
   m.chars |= M( in16( chars, low, high ) ) << at;
}

template< typename M >
__attribute__( ( target( "ssse3" ), always_inline ) ) inline void classify16( const __m128i x, const unsigned at, const __m128i chars, fast_masks< M >& m ) noexcept
{
   classify16< M >( x, at, chars, m, std::make_index_sequence< compared_count >() );
}

// The masks of s (n <= fast_max) with the runs' table `chars`: vector k at
// offset min( 16k, n - 16 ) (the last one overlaps the one before: each
// byte's bits are set from either alike), or, when n < 16, one vector of
// s's bytes then zeros (a zero byte is in no set and compared by no mask).
template< typename M >
[[nodiscard]] __attribute__( ( target( "ssse3" ), always_inline ) ) inline fast_masks< M > classify( const std::string_view s, const table& chars ) noexcept
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
            add_past_64( high, t, from );
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

// A nibble table over N bytes, for AVX2's (32) and AVX-512's (64) byte
// shuffle: each lane of 16 bytes shuffles its own.
template< size N >
constexpr std::array< std::uint8_t, N > repeated( const table& t ) noexcept
{
   std::array< std::uint8_t, N > out{};
   for( size i = 0; i < N; ++i ) {
      out[ i ] = t[ i % 16 ];
   }
   return out;
}

template< size N, const table& T >
alignas( N ) inline constexpr std::array< std::uint8_t, N > lanes = repeated< N >( T );

// Bit i: byte i of x (low nibbles `low`, high nibbles' bits `high`) is in
// the set of nibble table t (twice over).
[[nodiscard]] __attribute__( ( target( "avx2" ), always_inline ) ) inline std::uint32_t in32( const __m256i t, const __m256i low, const __m256i high ) noexcept
{
   const __m256i y = _mm256_and_si256( _mm256_shuffle_epi8( t, low ), high );
   return ~static_cast< std::uint32_t >( _mm256_movemask_epi8( _mm256_cmpeq_epi8( y, _mm256_setzero_si256() ) ) );
}

// The masks of 32 bytes, at offset `at` of the input (classify16's, by
// AVX2); `chars`, the runs' table twice over.
template< typename M, size... K >
__attribute__( ( target( "avx2" ), always_inline ) ) inline void classify32( const __m256i x, const unsigned at, const __m256i chars, fast_masks< M >& m, std::index_sequence< K... > /*unused*/ ) noexcept
{
   const __m256i nibble = _mm256_set1_epi8( 0x0F );
   const __m256i low = _mm256_and_si256( x, nibble );
   const __m256i high = _mm256_shuffle_epi8( _mm256_load_si256( reinterpret_cast< const __m256i* >( lanes< 32, high_nibble_bits >.data() ) ), _mm256_and_si256( _mm256_srli_epi16( x, 4 ), nibble ) );
   ( ( m.compared[ K ] |= M( static_cast< std::uint32_t >( _mm256_movemask_epi8( _mm256_cmpeq_epi8( x, _mm256_set1_epi8( fp::compared[ K ] ) ) ) ) ) << at ), ... );
   m.hostname |= M( in32( _mm256_load_si256( reinterpret_cast< const __m256i* >( lanes< 32, fp::hostname_table >.data() ) ), low, high ) ) << at;
   m.chars |= M( in32( chars, low, high ) ) << at;
}

template< typename M >
__attribute__( ( target( "avx2" ), always_inline ) ) inline void classify32( const char* const p, const unsigned at, const __m256i chars, fast_masks< M >& m ) noexcept
{
   classify32< M >( _mm256_loadu_si256( reinterpret_cast< const __m256i* >( p ) ), at, chars, m, std::make_index_sequence< compared_count >() );
}

// The masks of s (n <= fast_max) by AVX2, with the runs' table `chars`
// (classify): 32 bytes a step, the last vector overlapping the one before;
// an input under 32 bytes by classify's vectors of 16.
template< typename M >
[[nodiscard]] __attribute__( ( target( "avx2" ), always_inline ) ) inline fast_masks< M > classify_avx2( const std::string_view s, const table& chars ) noexcept
{
   const size n = s.size();
   if( n < 32 ) {
      return classify< M >( s, chars );
   }
   const __m128i c16 = _mm_load_si128( reinterpret_cast< const __m128i* >( chars.data() ) );
   const __m256i c = _mm256_inserti128_si256( _mm256_castsi128_si256( c16 ), c16, 1 );
   if constexpr( sizeof( M ) > sizeof( std::uint64_t ) ) {
      // 64 to 127 bytes: two masks of 64 bits, as classify builds them.
      fast_masks< std::uint64_t > low;
      fast_masks< std::uint64_t > high;
      classify32< std::uint64_t >( s.data(), 0, c, low );
      classify32< std::uint64_t >( s.data() + 32, 32, c, low );
      for( size at = 64; at < n; at += 32 ) {
         const size from = at + 32 <= n ? at : n - 32;
         if( from >= 64 ) {
            classify32< std::uint64_t >( s.data() + from, static_cast< unsigned >( from - 64 ), c, high );
         }
         else {
            fast_masks< std::uint64_t > t;
            classify32< std::uint64_t >( s.data() + from, 0, c, t );
            add_past_64( high, t, from );
         }
      }
      return joined< M >( low, high );
   }
   fast_masks< M > m;
   for( size at = 0;; at += 32 ) {
      if( at + 32 >= n ) {
         classify32< M >( s.data() + n - 32, static_cast< unsigned >( n - 32 ), c, m );
         return m;
      }
      classify32< M >( s.data() + at, static_cast< unsigned >( at ), c, m );
   }
}

// The masks of 64 bytes (those past the input's end zeros: in no set and
// compared by no mask), a compare or a byte shuffle of a nibble table and a
// test each; `chars`, the runs' table four times over.
template< size... K >
[[nodiscard]] __attribute__( ( target( RFC1738_TARGET_AVX512 ), always_inline ) ) inline fast_masks< std::uint64_t > classify64( const __m512i x, const __m512i chars, std::index_sequence< K... > /*unused*/ ) noexcept
{
   const __m512i nibble = _mm512_set1_epi8( 0x0F );
   const __m512i low = _mm512_and_si512( x, nibble );
   const __m512i high = _mm512_shuffle_epi8( _mm512_load_si512( lanes< 64, high_nibble_bits >.data() ), _mm512_and_si512( _mm512_srli_epi16( x, 4 ), nibble ) );
   fast_masks< std::uint64_t > m;
   ( ( m.compared[ K ] = _mm512_cmpeq_epi8_mask( x, _mm512_set1_epi8( fp::compared[ K ] ) ) ), ... );
   m.hostname = _mm512_test_epi8_mask( _mm512_shuffle_epi8( _mm512_load_si512( lanes< 64, fp::hostname_table >.data() ), low ), high );
   m.chars = _mm512_test_epi8_mask( _mm512_shuffle_epi8( chars, low ), high );
   return m;
}

// The masks of s (n <= fast_max) by AVX-512BW, with the runs' table
// `chars` (classify): 64 bytes a step, the bytes past the input's end
// masked off by the load (which reads none of them).
template< typename M >
[[nodiscard]] __attribute__( ( target( RFC1738_TARGET_AVX512 ), always_inline ) ) inline fast_masks< M > classify_avx512( const std::string_view s, const table& chars ) noexcept
{
   const size n = s.size();
   const __m512i c = _mm512_maskz_broadcast_i32x4( 0xFFFF, _mm_load_si128( reinterpret_cast< const __m128i* >( chars.data() ) ) );   // the masked form: the plain one leaves GCC 12 warning of an undefined vector
   constexpr auto k = std::make_index_sequence< compared_count >();
   if constexpr( sizeof( M ) > sizeof( std::uint64_t ) ) {
      const fast_masks< std::uint64_t > low = classify64( _mm512_loadu_si512( s.data() ), c, k );
      const fast_masks< std::uint64_t > high = classify64( _mm512_maskz_loadu_epi8( low_bits< std::uint64_t >( n - 64 ), s.data() + 64 ), c, k );
      return joined< M >( low, high );
   }
   else {
      return classify64( _mm512_maskz_loadu_epi8( low_bits< std::uint64_t >( n ), s.data() ), c, k );
   }
}

/// escape = "%" hex hex (fast_path.hpp), at every escape's first byte of
/// `escapes`.
template< typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline bool escapes_hold( const std::string_view s, M escapes ) noexcept
{
   while( escapes != 0 ) {
      const size i = first_bit( escapes, 0 );
      const bool escape = i + 2 < s.size() && fp::hex.contains( static_cast< unsigned char >( s[ i + 1 ] ) ) && fp::hex.contains( static_cast< unsigned char >( s[ i + 2 ] ) );
      if( !escape ) {
         return false;
      }
      escapes &= escapes - 1;
   }
   return true;
}

/// RFC 1738 §5: hostname = *[ domainlabel "." ] toplabel, as fast_path.hpp
/// reads it: [from, to), whose bytes are all a hostname's (label bytes, the
/// label separator and the inner byte): the labels between the separators
/// are not empty, none begins or ends with the inner byte, and the last
/// begins with a byte above top_above (domainlabel, toplabel).
template< typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline bool hostname_holds( const std::string_view s, const size from, const size to, const fast_masks< M >& m ) noexcept
{
   if( from >= to ) {
      return false;
   }
   const M in = bits< M >( from, to );
   const M d = mask_of< fp::label_separator >( m ) & in;
   const M inner = mask_of< fp::label_inner >( m ) & in;
   const M edges = d | inner;
   if( ( edges >> from & 1 ) != 0 || ( edges >> ( to - 1 ) & 1 ) != 0 ) {
      return false;   // the first or the last byte is a separator or an inner byte
   }
   if( ( ( d << 1 ) & edges ) != 0 || ( ( inner << 1 ) & d ) != 0 ) {
      return false;   // an edge after a separator (an empty label, a label beginning with the inner byte), a separator after an inner byte
   }
   // The toplabel's first byte is a label byte (not an edge, above).
   const size top = d != 0 ? highest( d ) + 1 : from;
   return static_cast< unsigned char >( s[ top ] ) > fp::top_above;
}

// What a proof of the masks found: whether it holds, and where the
// hostport it proved (a hostname, then optionally the port's separator and
// a port) begins and ends and where its host ends: the bytes of
// [hostport, login_end) are a hostname's, then the separator at host_end
// when host_end < login_end, then a port's.
struct fast_proof {
   bool holds = false;
   size hostport = 0;
   size user_end = 0;   // with a user part (hostport past the prefix): where its user ends
   size login_end = 0;
   size host_end = 0;
};

/// RFC 1738 §5: hostport = host [ ":" port ] (fast_path.hpp), [from, to),
/// its host a hostname; for a form without a port, the host alone
/// (fileurl's [ host | "localhost" ]), empty when the form allows it.
template< form F, typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline fast_proof fast_hostport_of( const std::string_view s, const fast_masks< M >& m, const size from, const size to ) noexcept
{
   constexpr fp::form f = fp::forms[ F ];
   fast_proof h;
   h.hostport = from;
   h.login_end = to;
   const M other = ~m.hostname & bits< M >( from, to );
   h.host_end = first_bit( other, to );
   if( h.host_end < to && ( !f.port || s[ h.host_end ] != fp::port_separator || !is_port( s, h.host_end + 1, to ) ) ) {
      return h;
   }
   h.holds = ( f.empty_host && from == to ) || hostname_holds( s, from, h.host_end, m );
   return h;
}

inline constexpr size no_user_part = ~size( 0 );

/// RFC 1738 §3.1: login = [ user [ ":" password ] "@" ] hostport
/// (fast_path.hpp), the user part of [from, to), read a byte at a time:
/// where the hostport after it begins (past the login's end), when the
/// bytes before the first end are a user, then optionally the separator
/// and a password, their escapes whole (`user_end`: where the user ends);
/// no_user_part else, and when there is no end (a hostport alone). The
/// generator checks that neither the user nor the password holds the end
/// or the escape's first byte and the user no separator: the PEG's user and
/// password stop where this does.
[[nodiscard]] inline size user_part_of( const std::string_view s, const size from, const size to, size& user_end ) noexcept
{
   const auto* bytes = &fp::user_bytes;
   for( size i = from; i < to; ++i ) {
      const char c = s[ i ];
      if( c == fp::login_end ) {
         user_end = bytes == &fp::user_bytes ? i : user_end;
         return i + 1;
      }
      if( c == fp::user_separator && bytes == &fp::user_bytes ) {
         bytes = &fp::password_bytes;
         user_end = i;
      }
      else if( c == fp::escape ) {
         const bool escape = i + 2 < to && fp::hex.contains( static_cast< unsigned char >( s[ i + 1 ] ) ) && fp::hex.contains( static_cast< unsigned char >( s[ i + 2 ] ) );
         if( !escape ) {
            return no_user_part;
         }
         i += 2;
      }
      else if( !bytes->contains( static_cast< unsigned char >( c ) ) ) {
         return no_user_part;
      }
   }
   return no_user_part;
}

/// RFC 1738 §3.1, §5: login = [ user [ ":" password ] "@" ] hostport for
/// form F when it has a login, else its hostport: [from, to). A hostport
/// alone holds no login end (the generator checks it), so the login's
/// option fails there and the PEG reads the hostport from `from`; else the
/// user part, then the hostport after it.
template< form F, typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline fast_proof fast_login_of( const std::string_view s, const fast_masks< M >& m, const size from, const size to ) noexcept
{
   fast_proof p = fast_hostport_of< F >( s, m, from, to );
   if constexpr( fp::forms[ F ].login ) {
      if( !p.holds ) {
         size user_end = 0;
         const size hostport = user_part_of( s, from, to, user_end );
         if( hostport != no_user_part ) {
            p = fast_hostport_of< F >( s, m, hostport, to );
            p.user_end = user_end;
         }
      }
   }
   return p;
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

// The bits of the first k bytes of eight (k <= 8: no shift by 64).
constexpr std::uint64_t first_bytes( const size k ) noexcept
{
   return k >= 8 ? ~std::uint64_t( 0 ) : ( std::uint64_t( 1 ) << ( 8 * k ) ) - 1;
}

template< form F >
inline constexpr std::uint64_t prefix_bytes = first_bytes( fp::forms[ F ].prefix.size() );

// Form F's prefix's first eight bytes, little-endian: a constant (text8's
// loop, called where a constant is not required, was left to run at each
// call by GCC 12 at -O2).
template< form F >
inline constexpr std::uint64_t prefix_text = text8( fp::forms[ F ].prefix );

// s (x its first eight bytes) begins with form F's prefix: its first
// eight bytes compared at once, those after them (a prefix of 9 to 16
// bytes: "telnet://") one by one.
template< form F >
[[nodiscard]] inline bool begins( const std::string_view s, const std::uint64_t x ) noexcept
{
   constexpr std::string_view prefix = fp::forms[ F ].prefix;
   if constexpr( prefix.size() <= 8 ) {
      return ( x & prefix_bytes< F > ) == prefix_text< F >;
   }
   else {
      return x == prefix_text< F > && s.size() >= prefix.size() && s.substr( 8, prefix.size() - 8 ) == prefix.substr( 8 );
   }
}

template< form... F >
[[nodiscard]] inline form form_in( const std::string_view s, const std::uint64_t x, std::index_sequence< F... > /*unused*/ ) noexcept
{
   form found = no_form;
   ( ( found = found == no_form && begins< F >( s, x ) ? F : found ), ... );
   return found;
}

// Which form the masks may prove an input of: 8 to 127 bytes that begin
// with its prefix (no prefix begins another: the generator's scheme names
// differ before their ":").
[[nodiscard]] inline form form_of( const std::string_view s ) noexcept
{
   if( s.size() > fast_max< mask128 > || s.size() < fast_min ) {
      return no_form;
   }
   return form_in( s, first8( s ), std::make_index_sequence< fp::form_count >() );
}

// f( std::integral_constant< form, F >() ) for the form F that `which` is
// (not no_form): F a constant there.
template< typename R, typename Fn, form... F >
[[gnu::always_inline]] inline R with_form( const form which, const Fn& f, std::index_sequence< F... > /*unused*/ )
{
   R out{};
   (void)( ( which == F && ( out = f( std::integral_constant< form, F >() ), true ) ) || ... );
   return out;
}

template< typename R, typename Fn >
[[gnu::always_inline]] inline R with_form( const form which, const Fn& f )
{
   return with_form< R >( which, f, std::make_index_sequence< fp::form_count >() );
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

// m with where proof p found its hostport to end: the split's follower
// finds a host's end and a login's gates there without a scan.
template< typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline fast_masks< M > with_proof( fast_masks< M > m, const fast_proof& p ) noexcept
{
   m.proven = p.login_end;
   m.hostport = p.hostport;
   m.user_end = p.user_end;
   m.host_end = p.host_end;
   return m;
}

// Where byte C is first in [from, to) of the bytes before m.proven of an
// input of form F (from_proof< C >) but its user part: in its prefix, or
// the port's separator at host_end; `to` when not there.
template< form F, char C, typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline size first_known( const fast_masks< M >& m, const size from, const size to ) noexcept
{
   static_assert( from_proof< C > );
   constexpr M prefix = text_bits< M >( fp::forms[ F ].prefix, C );
   M known = prefix;
   if constexpr( C == fp::port_separator ) {
      known |= m.host_end < m.proven ? M( 1 ) << m.host_end : M( 0 );
   }
   return first_in( known, from, to );
}

// Each byte of s that `others` marks is one of form F's query bytes.
template< form F, typename M >
[[nodiscard]] inline bool query_holds( const std::string_view s, M others ) noexcept
{
   while( others != 0 ) {
      if( !fp::forms[ F ].query_bytes->contains( static_cast< unsigned char >( s[ lowest( others ) ] ) ) ) {
         return false;
      }
      others &= others - 1;
   }
   return true;
}

/// RFC 1738 §3.11: *[ fieldspec ], fieldspec = ";" fieldname "=" fieldvalue
/// (form F's pairs, as fast_path.hpp reads them): s from `from` to its end is
/// pairs, each the `pair_open` byte, bytes of `pair_bytes` or escapes (their
/// "%": escapes_hold checks them), the `pair_split` byte, and such bytes
/// again. A byte at a time: the pairs are short, and few URLs have them.
template< form F >
[[nodiscard]] inline bool pairs_hold( const std::string_view s, const size from ) noexcept
{
   constexpr fp::form f = fp::forms[ F ];
   if( from >= s.size() || s[ from ] != f.pair_open ) {
      return false;
   }
   bool split = false;   // the current pair's split byte was read
   for( size i = from + 1; i < s.size(); ++i ) {
      const char c = s[ i ];
      if( c == f.pair_open || c == f.pair_split ) {
         if( split != ( c == f.pair_open ) ) {
            return false;   // a second split byte, or a pair without one
         }
         split = !split;
      }
      else if( c != fp::escape && !f.pair_bytes->contains( static_cast< unsigned char >( c ) ) ) {
         return false;
      }
   }
   return split;
}

/// The form of fast_path.hpp with index F (RFC 1738 §5: httpurl =
/// "http://" hostport [ "/" hpath [ "?" search ]], ftpurl = "ftp://" login
/// [ "/" fpath [ ";type=" ftptype ]], ip-schemepart = "//" login [ "/"
/// urlpath ] after "https:", telneturl = "telnet://" login [ "/" ],
/// gopherurl = "gopher://" hostport [ "/" [ gtype [ selector … ] ] ], whose
/// language after the "/" holds every string of xchar, prosperourl =
/// "prospero://" hostport "/" ppath *[ fieldspec ], waisurl = waisdatabase |
/// waisindex | waisdoc, read as one form, fileurl = "file://" [ host |
/// "localhost" ] "/" fpath; nntpurl = "nntp://" hostport "/" group [ "/"
/// digits ], group a word: a first byte of its own set, no escape, then
/// optionally a suffix and one or more bytes of a set;
/// mailtourl = "mailto:" encoded822addr, no
/// host: its runs right after the prefix, at least one byte), for s
/// of form F, m its masks with the form's run table: the hostport (or the
/// login: a user part, then the hostport; or a host alone, which may be
/// empty) ends at the first `path` byte (or
/// the input's end, unless the form `needs_path`), its
/// host (a hostname: a hostnumber declines) at the first byte that is not a
/// hostname's, which must be the port's separator followed by a port's
/// bytes (none in a host alone); after the `path` byte, nothing when the form has no runs, else
/// runs and escapes separated by the `separator` up to the first `query`
/// byte, then runs and escapes alone (or bytes of `query_bytes`), with as
/// many separators before it (or the end) as `query_counts` (`counts`)
/// allow, when they are counted; or up to the end, or to the `suffix` and
/// one byte of `last`, the input's last (one or more to the end when the
/// form's `last_many`), or to pairs (pairs_hold); a word's runs take no
/// escape, and its first byte is of `first`.
template< form F, typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline fast_proof prove_hosted( const std::string_view s, const fast_masks< M >& m ) noexcept
{
   constexpr fp::form f = fp::forms[ F ];
   const size n = s.size();
   const size from = f.prefix.size();
   const size path = first_bit( mask_of< f.path >( m ) & bits< M >( from, n ), n );
   fast_proof p = fast_login_of< F >( s, m, from, path );
   if( !p.holds || path == n ) {
      p.holds = p.holds && !f.needs_path;
      return p;
   }
   if constexpr( !f.runs ) {
      p.holds = path + 1 == n;
      return p;
   }
   // A word's runs take no escape: a "%" ends them.
   const M escapes = f.escapes ? mask_of< fp::escape >( m ) : M( 0 );
   const M ok = m.chars | escapes;
   M runs = ok;
   if constexpr( f.separator != 0 ) {
      runs |= mask_of< f.separator >( m );
   }
   if constexpr( f.first != nullptr ) {
      // A word (nntpurl's group = alpha *[ … ]): its first byte there, and of its set.
      if( path + 1 >= n || !f.first->contains( static_cast< unsigned char >( s[ path + 1 ] ) ) ) {
         p.holds = false;
         return p;
      }
   }
   if constexpr( f.query != 0 ) {
      // After the query byte, runs alone (no separator, no query byte), of
      // the runs' table or of the query's bytes.
      const size query = first_bit( mask_of< f.query >( m ) & bits< M >( path + 1, n ), n );
      bool after = ( ~ok & bits< M >( query + 1, n ) ) == 0;
      if constexpr( f.query_bytes != nullptr ) {
         after = after || query_holds< F >( s, ~ok & bits< M >( query + 1, n ) );
      }
      p.holds = ( ~runs & bits< M >( path + 1, query ) ) == 0 && after && escapes_hold( s, escapes & bits< M >( path + 1, n ) );
      if constexpr( f.counts != 0 && f.separator != 0 ) {
         // As many separators before the query (or the end) as a form allows.
         const size c = count( mask_of< f.separator >( m ) & bits< M >( path + 1, query ) );
         p.holds = p.holds && c < 8 && ( ( ( query < n ? f.query_counts : f.counts ) >> c ) & 1u ) != 0;
      }
   }
   else {
      const size end = first_bit( ~runs & bits< M >( path + 1, n ), n );
      bool tail = end == n;
      size escaped = end;   // the escapes are checked up to here
      if constexpr( !f.suffix.empty() && f.last_many ) {
         // The suffix, then one or more bytes of `last` (nntpurl's "/" digits).
         tail = tail || ( s.substr( end, f.suffix.size() ) == f.suffix && one_or_more( *f.last, s, end + f.suffix.size(), n ) );
      }
      else if constexpr( !f.suffix.empty() ) {
         tail = tail || ( end + f.suffix.size() + 1 == n && s.substr( end, f.suffix.size() ) == f.suffix && f.last->contains( static_cast< unsigned char >( s[ n - 1 ] ) ) );
      }
      if constexpr( f.pair_open != 0 ) {
         if( !tail && pairs_hold< F >( s, end ) ) {
            tail = true;
            escaped = n;
         }
      }
      p.holds = tail && escapes_hold( s, escapes & bits< M >( path + 1, escaped ) );
      if constexpr( f.counts != 0 && f.separator != 0 ) {
         const size c = count( mask_of< f.separator >( m ) & bits< M >( path + 1, end ) );
         p.holds = p.holds && c < 8 && ( ( f.counts >> c ) & 1u ) != 0;
      }
   }
   return p;
}

/// RFC 1738 §5: mailtourl = "mailto:" encoded822addr, encoded822addr =
/// 1*xchar (a form without a host, fast_path.hpp's `opaque`): at least one
/// byte after the prefix, each of the runs' table or an escape; newsurl =
/// "news:" grouppart, grouppart = "*" | group | article, read as its word
/// group = alpha *[ … ]: a first byte of alpha, then the word's table, no
/// escape.
template< form F, typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline fast_proof prove_opaque( const std::string_view s, const fast_masks< M >& m ) noexcept
{
   constexpr fp::form f = fp::forms[ F ];
   const size n = s.size();
   const size from = f.prefix.size();
   const M escapes = f.escapes ? mask_of< fp::escape >( m ) & bits< M >( from, n ) : M( 0 );
   fast_proof p;
   p.hostport = p.login_end = p.host_end = from;
   p.holds = from < n && ( ~( m.chars | escapes ) & bits< M >( from, n ) ) == 0 && escapes_hold( s, escapes );
   if constexpr( f.first != nullptr ) {
      // A word (newsurl's group = alpha *[ … ]): its first byte of its own set.
      p.holds = p.holds && f.first->contains( static_cast< unsigned char >( s[ from ] ) );
   }
   return p;
}

// Form F's proof (prove_hosted, or prove_opaque for a form without a host).
template< form F, typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline fast_proof prove( const std::string_view s, const fast_masks< M >& m ) noexcept
{
   if constexpr( fp::forms[ F ].opaque ) {
      return prove_opaque< F >( s, m );
   }
   else {
      return prove_hosted< F >( s, m );
   }
}

/// RFC 1738 §2.1, §5: genericurl = scheme ":" schemepart, schemepart =
/// *xchar | …: every byte of s from `from` on is of the generic table, each
/// escape's first the beginning of an escape (m: the masks of s with
/// fp::generic_table).
template< typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline bool generic_from( const std::string_view s, const fast_masks< M >& m, const size from ) noexcept
{
   const size n = s.size();
   const M escapes = mask_of< fp::escape >( m ) & bits< M >( from, n );
   return ( ~( m.chars | escapes ) & bits< M >( from, n ) ) == 0 && escapes_hold( s, escapes );
}

// The labels of form F (fast_path.hpp, read there from the verdict
// automaton): of an input its proof holds on, of one with a byte of no
// generic word after the prefix.
template< form F >
inline constexpr const grammar::verdict::label* proven_label = &grammar::verdict::labels[ fp::forms[ F ].label ];

template< form F >
inline constexpr const grammar::verdict::label* refuted_label = &grammar::verdict::labels[ fp::forms[ F ].not_a_url ];

// The table form F's masks are built with first: its runs' (the generic
// table's, for a form whose verdict is genericurl's alone).
template< form F >
inline constexpr const table& first_table = fp::forms[ F ].generic_only ? fp::generic_table : fp::run_tables[ F ];

// The label of an input of form F from its masks m built with
// first_table< F >: a form whose verdict is genericurl's alone, by the
// generic table; else by its proof, nullptr when that does not hold (then
// second_label decides, from a second reading).
template< form F, typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline const grammar::verdict::label* first_label( const std::string_view s, const fast_masks< M >& m ) noexcept
{
   constexpr fp::form f = fp::forms[ F ];
   if constexpr( f.generic_only ) {
      return generic_from( s, m, f.prefix.size() ) ? proven_label< F > : refuted_label< F >;
   }
   else {
      return prove< F >( s, m ).holds ? proven_label< F > : nullptr;
   }
}

// The label of an input of form F that its proof did not hold on, from its
// masks built with fp::generic_table: not a url when a byte after the
// prefix begins no generic word; nullptr (the walk decides) else.
template< form F, typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline const grammar::verdict::label* second_label( const std::string_view s, const fast_masks< M >& m ) noexcept
{
   return generic_from( s, m, fp::forms[ F ].prefix.size() ) ? nullptr : refuted_label< F >;
}
#endif

}  // namespace masks

// Defined in check.cpp:

/// The label of the verdict automaton's row at the end of `input`
/// (onepass::label_of( onepass::walk( input ) )), when the masks built with
/// `with` prove it, for inputs of 8 to 127 bytes: an "http://" URL that
/// httpurl derives, an "ftp://" URL that ftpurl derives, a "telnet://" URL
/// that telneturl derives, a "gopher://" URL that gopherurl derives, a
/// "prospero://" URL that prosperourl derives, a "wais://" URL that waisurl
/// derives, a "file://" URL that fileurl derives, an "nntp://" URL that
/// nntpurl derives, a "mailto:" URL that mailtourl derives, a "news:" URL
/// whose grouppart is a group, such an input with a byte that is no xchar (not
/// a url), any "https://" input (genericurl derives it or not); nullptr
/// when they do not (the walk decides).
[[nodiscard]] const grammar::verdict::label* fast_label( std::string_view input, masks::isa with = masks::best_isa() ) noexcept;

/// The label at the end of `input`: fast_label's, else the walk's.
[[nodiscard]] const grammar::verdict::label& label_at_end( std::string_view input ) noexcept;

/// The verdicts a label at the end of `input` gives (check() is
/// verdict_of( label_at_end( input ), input )).
[[nodiscard]] verdict verdict_of( const grammar::verdict::label& l, std::string_view input ) noexcept;

}  // namespace rfc1738::detail

#endif

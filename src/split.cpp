// SPDX-License-Identifier: BSL-1.0
// The parse from the walk (split.hpp): the verdict walk decides which form
// of `url` derives the input, then the form's delimiters split it.
//
// Why a split at the delimiters is the PEG's split: when the walk says that
// form P derives the input, the PEGTL parse derives it through P too (the
// exactness tests prove each PEG rule accepts its production's language, and
// the walk's derived_by is url's choice), so each component ends where the
// next delimiter of P's BNF begins: the alphabet of no component before a
// delimiter contains it (a host has no ":" nor "/", a user no ":" nor "@",
// an hpath no "?", an fpath no ";"). Where the BNF leaves a choice that the
// walk does not decide (otherurl's schemepart: an ip-schemepart or *xchar),
// the splitter takes the choice the PEG rewrite takes, by the same test.
#include "split.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>

#if defined( __SSE2__ )
#include <emmintrin.h>
#endif

#include "rfc1738/grammar/charsets.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "onepass.hpp"
#include "tree_builder.hpp"

namespace rfc1738::detail {

namespace {

namespace cs = grammar::charset;

using size = std::size_t;

// A byte's classes, from the BNF's byte sets (generated/rfc1738/grammar/charsets.hpp).
enum : std::uint8_t {
   c_alpha = 1,
   c_digit = 2,
   c_hex = 4,
   c_login = 8,   // user, password: *[ uchar | ";" | "?" | "&" | "=" ] without the escape
};

constexpr std::array< std::uint8_t, 256 > make_classes() noexcept
{
   std::array< std::uint8_t, 256 > t{};
   for( unsigned b = 0; b < 256; ++b ) {
      const auto c = static_cast< unsigned char >( b );
      std::uint8_t k = 0;
      k |= cs::alpha.contains( c ) ? c_alpha : 0;
      k |= cs::digit.contains( c ) ? c_digit : 0;
      k |= cs::hex.contains( c ) ? c_hex : 0;
      /// RFC 1738 §5: user = *[ uchar | ";" | "?" | "&" | "=" ]; password likewise.
      k |= ( cs::unreserved.contains( c ) || c == ';' || c == '?' || c == '&' || c == '=' ) ? c_login : 0;
      t[ b ] = k;
   }
   return t;
}

constexpr auto classes = make_classes();

[[nodiscard]] inline bool is( const char c, const std::uint8_t k ) noexcept
{
   return ( classes[ static_cast< unsigned char >( c ) ] & k ) != 0;
}

// The first `c` in [from, to) of `s`, else `to`: sixteen bytes a step,
// the last step the input's last sixteen bytes (never a byte outside it,
// those before `from` dropped); a byte a step in inputs shorter than
// sixteen bytes. Inline: a call of memchr costs more on the short spans of
// a URL (a host, a segment).
[[nodiscard]] inline size find( const std::string_view s, const char c, size from, const size to ) noexcept
{
#if defined( __SSE2__ )
   if( s.size() >= 16 ) {
      const __m128i needle = _mm_set1_epi8( c );
      while( from < to ) {
         const size at = from + 16 <= s.size() ? from : s.size() - 16;
         const __m128i x = _mm_loadu_si128( reinterpret_cast< const __m128i* >( s.data() + at ) );
         const auto m = static_cast< unsigned >( _mm_movemask_epi8( _mm_cmpeq_epi8( x, needle ) ) ) >> ( from - at );
         if( m != 0 ) {
            const size hit = from + static_cast< size >( __builtin_ctz( m ) );
            return hit < to ? hit : to;
         }
         from = at + 16;
      }
      return to;
   }
#endif
   while( from < to && s[ from ] != c ) {
      ++from;
   }
   return from;
}

// The end of the run of user (or password) characters from `from`, before
// `to`: as the PEG's *[ uchar | ";" | "?" | "&" | "=" ], an escape "%" hex
// hex counting as one.
[[nodiscard]] size login_run( const std::string_view s, size i, const size to ) noexcept
{
   while( i < to ) {
      if( is( s[ i ], c_login ) ) {
         ++i;
      }
      else if( s[ i ] == '%' && i + 2 < to && is( s[ i + 1 ], c_hex ) && is( s[ i + 2 ], c_hex ) ) {
         i += 3;
      }
      else {
         break;
      }
   }
   return i;
}

/// RFC 1738 §5: hostname = *[ domainlabel "." ] toplabel, a domainlabel
/// alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit, a toplabel the
/// same beginning with an alpha.
[[nodiscard]] bool is_hostname( const std::string_view s, const size from, const size to ) noexcept
{
   size label = from;
   for( size i = from;; ++i ) {
      if( i == to || s[ i ] == '.' ) {
         if( i == label || s[ i - 1 ] == '-' ) {
            return false;
         }
         if( i == to ) {
            return is( s[ label ], c_alpha );
         }
         label = i + 1;
      }
      else if( !is( s[ i ], c_alpha | c_digit ) && !( s[ i ] == '-' && i != label ) ) {
         return false;
      }
   }
}

/// RFC 1738 §5: hostnumber = digits "." digits "." digits "." digits.
[[nodiscard]] bool is_hostnumber( const std::string_view s, const size from, const size to ) noexcept
{
   unsigned dots = 0;
   size group = from;
   for( size i = from;; ++i ) {
      if( i == to || s[ i ] == '.' ) {
         if( i == group ) {
            return false;
         }
         if( i == to ) {
            return dots == 3;
         }
         ++dots;
         group = i + 1;
      }
      else if( !is( s[ i ], c_digit ) ) {
         return false;
      }
   }
}

[[nodiscard]] bool is_digits( const std::string_view s, const size from, const size to ) noexcept
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

// How login = [ user [ ":" password ] "@" ] hostport splits [from, to):
// as the PEG decides it, the optional user part is taken when user, then
// optionally ":" and a password, then "@" match (the user and password
// alphabets have no ":" and no "@"); the hostport, host [ ":" port ], ends
// its host at the first ":" (a host has none).
struct login_split {
   size user_end = 0;        // the user is [from, user_end), when has_user
   size password_end = 0;    // the password is [user_end + 1, password_end), when has_password
   size host_begin = 0;      // the hostport is [host_begin, to)
   size host_end = 0;        // the port is [host_end + 1, to) when host_end < to
   bool has_user = false;
   bool has_password = false;
};

[[nodiscard]] login_split split_login( const std::string_view s, const size from, const size to ) noexcept
{
   login_split l;
   l.host_begin = from;
   // The user part ends in "@", and neither a user nor a password has "/":
   // without an "@" before `to` there is none (the common case, one vector
   // compare instead of the runs).
   if( find( s, '@', from, to ) == to ) {
      l.host_end = find( s, ':', from, to );
      return l;
   }
   const size u = login_run( s, from, to );
   if( u < to && s[ u ] == '@' ) {
      l.has_user = true;
      l.user_end = u;
      l.host_begin = u + 1;
   }
   else if( u < to && s[ u ] == ':' ) {
      const size p = login_run( s, u + 1, to );
      if( p < to && s[ p ] == '@' ) {
         l.has_user = l.has_password = true;
         l.user_end = u;
         l.password_end = p;
         l.host_begin = p + 1;
      }
   }
   l.host_end = find( s, ':', l.host_begin, to );
   return l;
}

// login derives [from, to) when split as split_login splits it.
[[nodiscard]] bool derives_login( const std::string_view s, const login_split& l, const size to ) noexcept
{
   if( l.host_end < to && !is_digits( s, l.host_end + 1, to ) ) {
      return false;
   }
   return is_hostname( s, l.host_begin, l.host_end ) || is_hostnumber( s, l.host_begin, l.host_end );
}

// Appends nodes to an empty tree, through the builder the PEGTL parse uses
// (the room test and the record of each indexed production's first node:
// put_once, each indexed production being written at most once), each node
// whole: its span is known when it is written, and so is its depth (`d`
// below: the depth of the node a function writes).
class writer {
public:
   explicit writer( parse_tree& t ) noexcept
      : b_( t )
   {}

   template< production P >
   void put( const size from, const size to, const unsigned d )
   {
      b_.put_once< P >( static_cast< std::uint32_t >( from ), static_cast< std::uint32_t >( to ), static_cast< std::uint8_t >( d ) );
   }

   // Parent [from, to) with a Child for each of its "/"-separated segments
   // (hpath = hsegment *[ "/" hsegment ], fpath likewise).
   template< production Parent, production Child >
   void segments( const std::string_view s, const size from, const size to, const unsigned d )
   {
      put< Parent >( from, to, d );
      size at = from;
      for( ;; ) {
         const size slash = find( s, '/', at, to );
         put< Child >( at, slash, d + 1 );
         if( slash == to ) {
            break;
         }
         at = slash + 1;
      }
   }

   // host = hostname | hostnumber, [from, to) known to be one of them: a
   // hostnumber has no alpha, a hostname's toplabel begins with one.
   void host( const std::string_view s, const size from, const size to, const unsigned d )
   {
      put< production::host >( from, to, d );
      if( is_hostnumber( s, from, to ) ) {
         put< production::hostnumber >( from, to, d + 1 );
         size at = from;
         for( int k = 0; k < 3; ++k ) {
            const size dot = find( s, '.', at, to );
            put< production::digits >( at, dot, d + 2 );
            at = dot + 1;
         }
         put< production::digits >( at, to, d + 2 );
      }
      else {
         put< production::hostname >( from, to, d + 1 );
      }
   }

   // hostport = host [ ":" port ], [from, to), the host ending at `host_end`.
   void hostport( const std::string_view s, const size from, const size host_end, const size to, const unsigned d )
   {
      put< production::hostport >( from, to, d );
      host( s, from, host_end, d + 1 );
      if( host_end < to ) {
         put< production::port >( host_end + 1, to, d + 1 );
         put< production::digits >( host_end + 1, to, d + 2 );
      }
   }

   void login( const std::string_view s, const size from, const login_split& l, const size to, const unsigned d )
   {
      put< production::login >( from, to, d );
      if( l.has_user ) {
         put< production::user >( from, l.user_end, d + 1 );
         if( l.has_password ) {
            put< production::password >( l.user_end + 1, l.password_end, d + 1 );
         }
      }
      hostport( s, l.host_begin, l.host_end, to, d + 1 );
   }

private:
   tree_builder b_;
};

// The length of the literal a scheme's URLs begin with ("http://").
constexpr size prefix_of( const production p ) noexcept
{
   return grammar::find_scheme( p )->prefix.size();
}

/// RFC 1738 §3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]].
void split_http( const std::string_view s, writer& w )
{
   const size n = s.size();
   const size from = prefix_of( production::httpurl );
   const size path = find( s, '/', from, n );
   w.hostport( s, from, find( s, ':', from, path ), path, 2 );
   if( path < n ) {
      const size query = find( s, '?', path + 1, n );
      w.segments< production::hpath, production::hsegment >( s, path + 1, query, 2 );
      if( query < n ) {
         w.put< production::search >( query + 1, n, 2 );
      }
   }
}

/// RFC 1738 §3.2: ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]].
void split_ftp( const std::string_view s, writer& w )
{
   const size n = s.size();
   const size from = prefix_of( production::ftpurl );
   const size path = find( s, '/', from, n );
   w.login( s, from, split_login( s, from, path ), path, 2 );
   if( path < n ) {
      const size type = find( s, ';', path + 1, n );   // an fsegment has no ";"
      w.segments< production::fpath, production::fsegment >( s, path + 1, type, 2 );
      if( type < n ) {
         w.put< production::ftptype >( n - 1, n, 2 );   // ";type=" and one byte
      }
   }
}

/// RFC 1738 §3.8: telneturl = "telnet://" login [ "/" ].
void split_telnet( const std::string_view s, writer& w )
{
   const size n = s.size();
   const size from = prefix_of( production::telneturl );
   const size end = ( s[ n - 1 ] == '/' ) ? n - 1 : n;
   w.login( s, from, split_login( s, from, end ), end, 2 );
}

/// RFC 1738 §3.5: mailtourl = "mailto:" encoded822addr.
void split_mailto( const std::string_view s, writer& w )
{
   w.put< production::encoded822addr >( prefix_of( production::mailtourl ), s.size(), 2 );
}

/// RFC 1738 §3.10: fileurl = "file://" [ host | "localhost" ] "/" fpath; the
/// PEG rewrite file-localhost-is-a-host: "file://" [ host ] "/" fpath.
void split_file( const std::string_view s, writer& w )
{
   const size n = s.size();
   const size from = prefix_of( production::fileurl );
   const size path = find( s, '/', from, n );   // a host has no "/"
   if( path > from ) {
      w.host( s, from, path, 2 );
   }
   w.segments< production::fpath, production::fsegment >( s, path + 1, n, 2 );
}

/// RFC 1738 §2.1: genericurl = scheme ":" schemepart; §5: schemepart =
/// *xchar | ip-schemepart, ip-schemepart = "//" login [ "/" urlpath ]. The
/// PEG rewrite schemepart-ip-first: ip-schemepart !xchar | *xchar. Every
/// byte of the input is an xchar, so the ip-schemepart is kept when it
/// derives the whole schemepart: "//", a login up to the first "/" (a login
/// has none), then the end or "/" and a urlpath (*xchar: the rest).
void split_other( const std::string_view s, writer& w )
{
   const size n = s.size();
   const size colon = find( s, ':', 0, n );   // a scheme has no ":"
   w.put< production::genericurl >( 0, n, 2 );
   w.put< production::scheme >( 0, colon, 3 );
   w.put< production::schemepart >( colon + 1, n, 3 );
   if( n - colon > 2 && s[ colon + 1 ] == '/' && s[ colon + 2 ] == '/' ) {
      const size from = colon + 3;
      const size path = find( s, '/', from, n );
      const login_split l = split_login( s, from, path );
      if( derives_login( s, l, path ) ) {
         w.put< production::ip_schemepart >( colon + 1, n, 4 );
         w.login( s, from, l, path, 5 );
         if( path < n ) {
            w.put< production::urlpath >( path + 1, n, 5 );
         }
      }
   }
}

#if defined( RFC1738_ONEPASS_SSSE3 )
// The fast path (split_fast): the common forms of short URLs, "http://" and
// "https://", checked and split in one pass over bit masks of their bytes
// (bit i: byte i), without the verdict walk. It accepts only what it proves
// the form derives, and declines everything else to the walk: exact by
// construction, whatever it declines.

// A mask: bit i for byte i, 64 or 128 bits (two registers: URLs of up to
// 127 bytes, the most of both corpora).
__extension__ typedef unsigned __int128 mask128;

// The longest input a mask of type M takes: each byte's bit, and one past
// the last.
template< typename M >
constexpr size fast_max = 8 * sizeof( M ) - 1;

// A byte set as a nibble table for region_set (onepass.hpp): bit h of entry
// l set when byte 16h + l (ASCII) is in the set.
template< typename In >
constexpr std::array< std::uint8_t, 16 > nibble_table( In in ) noexcept
{
   std::array< std::uint8_t, 16 > t{};
   for( unsigned b = 0; b < 128; ++b ) {
      if( in( static_cast< unsigned char >( b ) ) ) {
         t[ b & 15 ] = static_cast< std::uint8_t >( t[ b & 15 ] | ( 1u << ( b >> 4 ) ) );
      }
   }
   return t;
}

/// RFC 1738 §5: hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]; search
/// likewise (uchar's escape apart).
alignas( 16 ) constexpr auto hsegment_bytes = nibble_table( []( unsigned char c ) { return cs::unreserved.contains( c ) || c == ';' || c == ':' || c == '@' || c == '&' || c == '='; } );
/// RFC 1738 §5: xchar = unreserved | reserved | escape (the escape apart).
alignas( 16 ) constexpr auto xchar_bytes = nibble_table( []( unsigned char c ) { return cs::unreserved.contains( c ) || cs::reserved.contains( c ); } );
/// RFC 1738 §5: the bytes of a hostname (alphadigit, "-", ".").
alignas( 16 ) constexpr auto hostname_bytes = nibble_table( []( unsigned char c ) { return cs::alphadigit.contains( c ) || c == '-' || c == '.'; } );

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
};

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
         classify16( _mm_loadu_si128( reinterpret_cast< const __m128i* >( s.data() + at ) ), static_cast< unsigned >( at ), c, low );
      }
      for( size at = 64; at < n; at += 16 ) {
         const size from = at + 16 <= n ? at : n - 16;
         const __m128i x = _mm_loadu_si128( reinterpret_cast< const __m128i* >( s.data() + from ) );
         if( from >= 64 ) {
            classify16( x, static_cast< unsigned >( from - 64 ), c, high );
         }
         else {
            fast_masks< std::uint64_t > t;
            classify16( x, 0, c, t );
            const unsigned drop = static_cast< unsigned >( 64 - from );
            for( const auto f : { &fast_masks< std::uint64_t >::slash, &fast_masks< std::uint64_t >::query, &fast_masks< std::uint64_t >::percent, &fast_masks< std::uint64_t >::dot,
                                  &fast_masks< std::uint64_t >::hyphen, &fast_masks< std::uint64_t >::hostname, &fast_masks< std::uint64_t >::chars } ) {
               high.*f |= t.*f >> drop;
            }
         }
      }
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
   fast_masks< M > m;
   if( n < 16 ) {
      alignas( 16 ) char b[ 16 ] = {};
      std::memcpy( b, s.data(), n );
      classify16( _mm_load_si128( reinterpret_cast< const __m128i* >( b ) ), 0, c, m );
      return m;
   }
   for( size at = 0;; at += 16 ) {
      if( at + 16 >= n ) {
         classify16( _mm_loadu_si128( reinterpret_cast< const __m128i* >( s.data() + n - 16 ) ), static_cast< unsigned >( n - 16 ), c, m );
         return m;
      }
      classify16( _mm_loadu_si128( reinterpret_cast< const __m128i* >( s.data() + at ) ), static_cast< unsigned >( at ), c, m );
   }
}

/// RFC 1738 §5: escape = "%" hex hex, at every "%" of `percents`.
template< typename M >
[[nodiscard]] inline bool escapes_hold( const std::string_view s, M percents ) noexcept
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

/// RFC 1738 §5: hostname = *[ domainlabel "." ] toplabel, [from, to), whose
/// bytes are all alphadigits, "-" or ".": the labels between the dots are
/// not empty, none begins or ends with "-", and the last begins with an
/// alpha (domainlabel, toplabel).
template< typename M >
[[nodiscard]] inline bool hostname_holds( const std::string_view s, const size from, const size to, const M dots, const M hyphens ) noexcept
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
   const size top = d != 0 ? highest( d ) + 1 : from;
   return is( s[ top ], c_alpha );
}

// A hostport [from, to) as the fast path takes it: a hostname, then
// optionally ":" and a port; `host_end` where the host ends.
struct fast_hostport {
   size host_end = 0;
   bool holds = false;
};

template< typename M >
[[nodiscard]] inline fast_hostport fast_hostport_of( const std::string_view s, const fast_masks< M >& m, const size from, const size to ) noexcept
{
   fast_hostport h;
   const M other = ~m.hostname & bits< M >( from, to );
   h.host_end = first_bit( other, to );
   /// RFC 1738 §5: hostport = host [ ":" port ], port = digits.
   if( h.host_end < to && ( s[ h.host_end ] != ':' || !is_digits( s, h.host_end + 1, to ) ) ) {
      return h;
   }
   h.holds = hostname_holds( s, from, h.host_end, m.dot, m.hyphen );
   return h;
}

// The nodes of a hostport [from, to) at depth d whose host [from, host_end)
// is a hostname (writer::hostport without the hostnumber test: a
// hostname's last label has an alpha, a hostnumber none).
inline void put_hostname_port( writer& w, const size from, const size host_end, const size to, const unsigned d )
{
   w.put< production::hostport >( from, to, d );
   w.put< production::host >( from, host_end, d + 1 );
   w.put< production::hostname >( from, host_end, d + 2 );
   if( host_end < to ) {
      w.put< production::port >( host_end + 1, to, d + 1 );
      w.put< production::digits >( host_end + 1, to, d + 2 );
   }
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

constexpr std::string_view http_prefix = grammar::find_scheme( production::httpurl )->prefix;
constexpr std::string_view https_prefix = "https://";
static_assert( http_prefix.size() <= 8 && https_prefix.size() == 8 );

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

/// RFC 1738 §3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]],
/// when it derives s (then url does, through it: its first alternative);
/// false, nothing written, when it does not or when the host is not a
/// hostname.
template< typename M >
[[nodiscard]] __attribute__( ( target( "ssse3" ) ) ) bool fast_http( const std::string_view s, writer& w ) noexcept
{
   const size n = s.size();
   const size from = http_prefix.size();
   const fast_masks< M > m = classify< M >( s, hsegment_bytes );
   const size path = first_bit( m.slash & bits< M >( from, n ), n );
   const fast_hostport h = fast_hostport_of( s, m, from, path );
   if( !h.holds ) {
      return false;
   }
   size query = n;
   M slashes = 0;
   if( path < n ) {
      query = first_bit( m.query & bits< M >( path + 1, n ), n );
      const M ok = m.chars | m.percent;
      slashes = m.slash & bits< M >( path + 1, query );
      // hpath: hsegments and "/"; search: as an hsegment (no "/", no "?").
      if( ( ~( ok | slashes ) & bits< M >( path + 1, query ) ) != 0 || ( ~ok & bits< M >( query + 1, n ) ) != 0 ) {
         return false;
      }
      if( !escapes_hold( s, m.percent & bits< M >( path + 1, n ) ) ) {
         return false;
      }
   }
   w.put< production::url >( 0, n, 0 );
   w.put< production::httpurl >( 0, n, 1 );
   put_hostname_port( w, from, h.host_end, path, 2 );
   if( path < n ) {
      w.put< production::hpath >( path + 1, query, 2 );
      size at = path + 1;
      for( ; slashes != 0; slashes &= slashes - 1 ) {
         const size slash = first_bit( slashes, 0 );
         w.put< production::hsegment >( at, slash, 3 );
         at = slash + 1;
      }
      w.put< production::hsegment >( at, query, 3 );
      if( query < n ) {
         w.put< production::search >( query + 1, n, 2 );
      }
   }
   return true;
}

/// RFC 1738 §2.1, §5: otherurl = genericurl = scheme ":" schemepart, for
/// s = "https://" login [ "/" urlpath ] with every byte after the "//" an
/// xchar (then genericurl derives s, and url through otherurl alone:
/// https_is_otherurl), the login a hostname and an optional port (then
/// schemepart-ip-first takes the ip-schemepart, as split_other does); false,
/// nothing written, otherwise.
template< typename M >
[[nodiscard]] __attribute__( ( target( "ssse3" ) ) ) bool fast_https( const std::string_view s, writer& w ) noexcept
{
   const size n = s.size();
   const size from = https_prefix.size();
   const fast_masks< M > m = classify< M >( s, xchar_bytes );
   const M percents = m.percent & bits< M >( from, n );
   if( ( ~( m.chars | percents ) & bits< M >( from, n ) ) != 0 || !escapes_hold( s, percents ) ) {
      return false;
   }
   const size path = first_bit( m.slash & bits< M >( from, n ), n );
   const fast_hostport h = fast_hostport_of( s, m, from, path );
   if( !h.holds ) {
      return false;
   }
   const size colon = from - 3;
   w.put< production::url >( 0, n, 0 );
   w.put< production::otherurl >( 0, n, 1 );
   w.put< production::genericurl >( 0, n, 2 );
   w.put< production::scheme >( 0, colon, 3 );
   w.put< production::schemepart >( colon + 1, n, 3 );
   w.put< production::ip_schemepart >( colon + 1, n, 4 );
   w.put< production::login >( from, path, 5 );
   put_hostname_port( w, from, h.host_end, path, 6 );
   if( path < n ) {
      w.put< production::urlpath >( path + 1, n, 5 );
   }
   return true;
}
#endif

template< production P, void ( *Split )( std::string_view, writer& ) >
void split_form( const std::string_view s, parse_tree& tree )
{
   writer w( tree );
   w.put< production::url >( 0, s.size(), 0 );
   w.put< P >( 0, s.size(), 1 );
   Split( s, w );
}

// The splitter of each form of url that has one, by production (nullptr:
// the form is left to the PEGTL parse: newsurl, nntpurl, gopherurl, waisurl,
// prosperourl).
using splitter = void ( * )( std::string_view, parse_tree& );

struct form_splitter {
   production syntax;
   splitter split;
};

constexpr form_splitter form_splitters[] = {
   { production::httpurl, &split_form< production::httpurl, split_http > },
   { production::ftpurl, &split_form< production::ftpurl, split_ftp > },
   { production::telneturl, &split_form< production::telneturl, split_telnet > },
   { production::mailtourl, &split_form< production::mailtourl, split_mailto > },
   { production::fileurl, &split_form< production::fileurl, split_file > },
   { production::otherurl, &split_form< production::otherurl, split_other > },
};

constexpr std::array< splitter, grammar::production_count > make_splitters() noexcept
{
   std::array< splitter, grammar::production_count > out{};
   for( const auto& f : form_splitters ) {
      out[ static_cast< std::size_t >( f.syntax ) ] = f.split;
   }
   return out;
}

constexpr auto splitters = make_splitters();

}  // namespace

bool split_fast( const std::string_view input, parse_tree& tree )
{
#if defined( RFC1738_ONEPASS_SSSE3 )
   const size n = input.size();
   if( n > fast_max< mask128 > || n < https_prefix.size() || !tree.empty() || !onepass::has_ssse3() ) {
      return false;
   }
   const std::uint64_t x = first8( input );
   writer w( tree );
   if( x == text8( https_prefix ) ) {
      return n <= fast_max< std::uint64_t > ? fast_https< std::uint64_t >( input, w ) : fast_https< mask128 >( input, w );
   }
   if( ( x & low_bits< std::uint64_t >( 8 * http_prefix.size() ) ) == text8( http_prefix ) ) {
      return n <= fast_max< std::uint64_t > ? fast_http< std::uint64_t >( input, w ) : fast_http< mask128 >( input, w );
   }
#else
   (void)input;
   (void)tree;
#endif
   return false;
}

split_outcome split_into( const std::string_view input, parse_tree& tree, std::size_t& error_offset )
{
   if( split_fast( input, tree ) ) {
      return split_outcome::split;
   }
   const auto stop = onepass::walk_to( input );
   const auto& l = onepass::label_of( stop.row );
   // The production url derives the input through: the scheme's own when
   // it conforms to it, else otherurl (= genericurl).
   production form = production::otherurl;
   if( l.conforms && l.target != production::genericurl ) {
      form = l.target;
   }
   else if( !l.generic ) {
      error_offset = onepass::error_offset( stop, input.size() );
      return split_outcome::not_a_url;
   }
   const splitter split = splitters[ static_cast< std::size_t >( form ) ];
   if( split == nullptr || !tree.empty() ) {
      return split_outcome::rules;   // the writer's record needs an empty tree
   }
   split( input, tree );
   return split_outcome::split;
}

}  // namespace rfc1738::detail

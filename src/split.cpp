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
// That claim is checked at compile time against the generator's delimiter
// proofs and alphabets (rfc1738/grammar/alphabets.hpp), form by form, below.
#include "split.hpp"

#include <array>
#include <cstddef>
#include <cstdint>

#if defined( __SSE2__ )
#include <emmintrin.h>
#endif

#include "rfc1738/grammar/alphabets.hpp"
#include "rfc1738/grammar/components.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "masks.hpp"
#include "onepass.hpp"
#include "tree_builder.hpp"

namespace rfc1738::detail {

namespace {

// The byte classes, the masks and the proofs of the fast path.
using namespace masks;

using grammar::component;

// Each delimiter a splitter below finds at its first occurrence ends the
// component before it (the generator's delimiter proof), and no byte of what
// precedes it since the scan's start is that delimiter (the alphabets of the
// login and of the hostport hold no "/"; of the hostport, no "@").
/// RFC 1738 §5: login = [ user [ ":" password ] "@" ] hostport, hostport =
/// host [ ":" port ]: the splits of split_login and writer::hostport.
constexpr bool login_splits( const production form ) noexcept
{
   return ab::proven( form, component::user, ":" ) && ab::proven( form, component::user, "@" ) && ab::proven( form, component::password, "@" ) &&
          ab::proven( form, component::host, ":" ) && !ab::hostport.bytes.contains( '@' );
}
static_assert( !ab::login.bytes.contains( '/' ) && !ab::hostport.bytes.contains( '/' ) );
/// RFC 1738 §3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]].
static_assert( ab::proven( production::httpurl, component::host, ":" ) && ab::proven( production::httpurl, component::host, "/" ) &&
               ab::proven( production::httpurl, component::port, "/" ) && ab::proven( production::httpurl, component::hpath, "?" ) );
/// RFC 1738 §3.2: ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]].
static_assert( login_splits( production::ftpurl ) && ab::proven( production::ftpurl, component::host, "/" ) && ab::proven( production::ftpurl, component::port, "/" ) );
/// RFC 1738 §3.8: telneturl = "telnet://" login [ "/" ].
static_assert( login_splits( production::telneturl ) && ab::proven( production::telneturl, component::host, "/" ) );
/// RFC 1738 §3.10: fileurl = "file://" [ host | "localhost" ] "/" fpath.
static_assert( ab::proven( production::fileurl, component::host, "/" ) );
/// RFC 1738 §2.1, §5: otherurl = genericurl, ip-schemepart = "//" login [ "/" urlpath ].
static_assert( login_splits( production::otherurl ) && ab::proven( production::otherurl, component::host, "/" ) && ab::proven( production::otherurl, component::port, "/" ) );

/// RFC 1738 §3.2: the literal that ends an fpath (";type="), and its byte
/// that the split finds.
inline constexpr std::string_view ftp_type = ab::delimiter_after( production::ftpurl, component::fpath );
static_assert( !ftp_type.empty() );

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
      else if( !is( s[ i ], c_alphadigit ) && !( s[ i ] == '-' && i != label ) ) {
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
      const size type = find( s, ftp_type.front(), path + 1, n );   // an fpath has none (its proof)
      w.segments< production::fpath, production::fsegment >( s, path + 1, type, 2 );
      if( type < n ) {
         w.put< production::ftptype >( n - 1, n, 2 );   // ftp_type and one byte
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
// "https://", proven from bit masks of their bytes (src/masks.hpp) and split
// from the same masks, and "ftp://", proven from its masks and split by
// split_ftp, without the verdict walk. It accepts only what it
// proves the form derives, and declines everything else to the walk: exact
// by construction, whatever it declines.

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

/// RFC 1738 §3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]],
/// when prove_http shows it derives s (m: its masks with hsegment_bytes) (then url does, through it: its first
/// alternative); false, nothing written, otherwise.
template< typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline bool fast_http( const std::string_view s, const fast_masks< M >& m, writer& w ) noexcept
{
   const size n = s.size();
   const http_proof< M > p = prove_http< M >( s, m );
   if( !p.holds ) {
      return false;
   }
   w.put< production::url >( 0, n, 0 );
   w.put< production::httpurl >( 0, n, 1 );
   put_hostname_port( w, http_prefix.size(), p.host_end, p.path, 2 );
   if( p.path < n ) {
      w.put< production::hpath >( p.path + 1, p.query, 2 );
      size at = p.path + 1;
      for( M slashes = p.slashes; slashes != 0; slashes &= slashes - 1 ) {
         const size slash = first_bit( slashes, 0 );
         w.put< production::hsegment >( at, slash, 3 );
         at = slash + 1;
      }
      w.put< production::hsegment >( at, p.query, 3 );
      if( p.query < n ) {
         w.put< production::search >( p.query + 1, n, 2 );
      }
   }
   return true;
}

/// RFC 1738 §2.1, §5: otherurl = genericurl = scheme ":" schemepart, for
/// s = "https://" login [ "/" urlpath ] (m: its masks with xchar_bytes) that genericurl derives
/// (https_generic; url then derives it through otherurl alone:
/// https_is_otherurl), the login a hostname and an optional port (then
/// schemepart-ip-first takes the ip-schemepart, as split_other does); false,
/// nothing written, otherwise.
template< typename M >
[[nodiscard]] __attribute__( ( always_inline ) ) inline bool fast_https( const std::string_view s, const fast_masks< M >& m, writer& w ) noexcept
{
   const size n = s.size();
   const size from = https_prefix.size();
   if( !https_generic( s, m ) ) {
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
// The fast path of an input of form f, with the masks of SSSE3 or of
// AVX-512BW.
template< typename M >
[[nodiscard]] __attribute__( ( target( "ssse3" ) ) ) bool fast_ssse3( const form f, const std::string_view s, writer& w ) noexcept
{
   return f == form::https ? fast_https< M >( s, classify< M >( s, xchar_bytes ), w ) : fast_http< M >( s, classify< M >( s, hsegment_bytes ), w );
}

template< typename M >
[[nodiscard]] __attribute__( ( target( "avx512f,avx512bw" ) ) ) bool fast_avx512( const form f, const std::string_view s, writer& w ) noexcept
{
   return f == form::https ? fast_https< M >( s, classify_avx512< M, xchar_bytes >( s ), w ) : fast_http< M >( s, classify_avx512< M, hsegment_bytes >( s ), w );
}

/// RFC 1738 §3.2: ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
/// derives s (prove_ftp, from its masks with fsegment_bytes): url then
/// derives it through ftpurl (its scheme's own production conforms), which
/// split_ftp splits, as split_into would after the walk.
template< typename M >
[[nodiscard]] __attribute__( ( target( "ssse3" ) ) ) bool ftp_ssse3( const std::string_view s ) noexcept
{
   return prove_ftp< M >( s, classify< M >( s, fsegment_bytes ) );
}

template< typename M >
[[nodiscard]] __attribute__( ( target( "avx512f,avx512bw" ) ) ) bool ftp_avx512( const std::string_view s ) noexcept
{
   return prove_ftp< M >( s, classify_avx512< M, fsegment_bytes >( s ) );
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

bool split_fast( const std::string_view input, parse_tree& tree, const masks::isa with )
{
#if defined( RFC1738_ONEPASS_SSSE3 )
   const form f = form_of( input );
   if( f == form::none || with == isa::none || !tree.empty() ) {
      return false;
   }
   const bool short_input = input.size() <= fast_max< std::uint64_t >;
   if( f == form::ftp ) {
      const bool proven = with == isa::avx512 ? ( short_input ? ftp_avx512< std::uint64_t >( input ) : ftp_avx512< mask128 >( input ) )
                                              : ( short_input ? ftp_ssse3< std::uint64_t >( input ) : ftp_ssse3< mask128 >( input ) );
      if( !proven ) {
         return false;
      }
      split_form< production::ftpurl, split_ftp >( input, tree );
      return true;
   }
   writer w( tree );
   if( with == isa::avx512 ) {
      return short_input ? fast_avx512< std::uint64_t >( f, input, w ) : fast_avx512< mask128 >( f, input, w );
   }
   return short_input ? fast_ssse3< std::uint64_t >( f, input, w ) : fast_ssse3< mask128 >( f, input, w );
#else
   (void)input;
   (void)tree;
   (void)with;
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

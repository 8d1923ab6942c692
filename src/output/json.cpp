// SPDX-License-Identifier: BSL-1.0
// The JSON of `rfc1738 check --json` and `rfc1738 parse --json`.
#include "rfc1738/json.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <limits>

#if defined( __SSE2__ )
#include <emmintrin.h>
#endif

#include "rfc1738/components.hpp"
#include "rfc1738/decode.hpp"
#include "rfc1738/parse_output.hpp"
#include "urls/components_of.hpp"
#include "hex.hpp"

namespace rfc1738 {

namespace {

using escape_table = std::array< char, 256 >;

constexpr escape_table bytes_table() noexcept
{
   escape_table t{};
   for( std::size_t c = 0; c < t.size(); ++c ) {
      t[ c ] = ( c < 0x20 || c >= 0x7f ) ? 1 : 0;
   }
   t[ '"' ] = '"';
   t[ '\\' ] = '\\';
   t[ '\n' ] = 'n';
   t[ '\r' ] = 'r';
   t[ '\t' ] = 't';
   return t;
}

constexpr escape_table text_table() noexcept
{
   escape_table t{};
   for( std::size_t c = 0; c < t.size(); ++c ) {
      t[ c ] = ( c < 0x20 || c == 0x7f ) ? 1 : 0;
   }
   t[ '"' ] = '"';
   t[ '\\' ] = '\\';
   return t;
}

constexpr escape_table bytes_escapes = bytes_table();
constexpr escape_table text_escapes = text_table();

// The most digits of a std::size_t in decimal (20 for 64 bits).
constexpr std::size_t max_digits = std::numeric_limits< std::size_t >::digits10 + 1;

// `n` in decimal at `o`, which has room for max_digits characters; returns
// the end of what it wrote.
char* put_number( char* o, std::size_t n ) noexcept
{
   char digits[ max_digits ];
   std::size_t k = sizeof( digits );
   do {
      digits[ --k ] = static_cast< char >( '0' + n % 10 );
      n /= 10;
   } while( n != 0 );
   std::memcpy( o, digits + k, sizeof( digits ) - k );
   return o + ( sizeof( digits ) - k );
}

// The JSON being written: characters appended to a buffer of this thread's
// (no allocation once it is large enough, no call per piece), handed over
// to the caller's string `out` at once by flush(), or, once the buffer holds
// spill_at characters, in parts as it fills: the JSON of a long input goes
// to `out` as it is written, and the buffer stays small (its room is asked
// for a piece at a time: quoted() writes a long string in pieces).
class writer {
public:
   static constexpr std::size_t spill_at = std::size_t( 1 ) << 16;

   // This thread's buffer, unless another writer holds it (JSON written
   // while JSON is being written): then one of its own.
   explicit writer( std::string& out ) noexcept
      : out_( out ),
        shared_( scratch() ),
        buffer_( shared_.busy ? own_ : shared_.text ),
        data_( buffer_.data() ),
        capacity_( buffer_.size() )
   {
      if( &buffer_ == &shared_.text ) {
         shared_.busy = true;
      }
   }

   writer( const writer& ) = delete;
   writer& operator=( const writer& ) = delete;
   ~writer()
   {
      if( &buffer_ == &shared_.text ) {
         shared_.busy = false;
      }
   }

   // Room for `n` more characters; advance() says how many were written.
   char* room( std::size_t n )
   {
      if( size_ + n > capacity_ ) {
         make_room( n );
      }
      return data_ + size_;
   }

   void advance( std::size_t n ) noexcept
   {
      size_ += n;
   }

   void put( char c )
   {
      *room( 1 ) = c;
      ++size_;
   }

   void put( std::string_view s )
   {
      std::memcpy( room( s.size() ), s.data(), s.size() );
      size_ += s.size();
   }

   void put_number( std::size_t n )
   {
      char* const start = room( max_digits );
      size_ += static_cast< std::size_t >( rfc1738::put_number( start, n ) - start );
   }

   // Appends what is buffered to `out`.
   void flush()
   {
      out_.append( data_, size_ );
      size_ = 0;
   }

private:
   // The buffer full: what it holds appended to `out` once it is spill_at
   // or more, else (or if that is not room enough) the buffer grown.
   void make_room( std::size_t n )
   {
      if( size_ >= spill_at ) {
         flush();
      }
      if( size_ + n > capacity_ ) {
         buffer_.resize( std::max( size_ + n, 2 * capacity_ + 256 ) );
         data_ = buffer_.data();
         capacity_ = buffer_.size();
      }
   }

   // This thread's buffer, and whether a writer holds it: one thread_local
   // (one look-up per writer).
   struct shared_buffer {
      std::string text;
      bool busy = false;
   };

   static shared_buffer& scratch()
   {
      thread_local shared_buffer b;
      return b;
   }

   std::string& out_;
   shared_buffer& shared_;
   std::string own_;
   std::string& buffer_;
   char* data_;             // buffer_.data()
   std::size_t capacity_;   // buffer_.size(): the room there is
   std::size_t size_ = 0;
};

// Eight bytes at a time: whether any of the bytes of `w` needs an escape (a
// byte below 0x20, '"', '\\', 0x7f and, with `High`, every byte above).
// Each test is exact for the word as a whole.
constexpr std::uint64_t ones = 0x0101010101010101u;
constexpr std::uint64_t highs = 0x8080808080808080u;

constexpr std::uint64_t zero_byte( std::uint64_t v ) noexcept
{
   return ( v - ones ) & ~v;
}

template< bool High >
constexpr bool may_escape( std::uint64_t w ) noexcept
{
   const std::uint64_t below_space = ( w - ones * 0x20 ) & ~w;
   const std::uint64_t del_or_high = High ? ( ( w + ones ) | w ) : zero_byte( w ^ ( ones * 0x7f ) );
   return ( ( below_space | del_or_high | zero_byte( w ^ ( ones * '"' ) ) | zero_byte( w ^ ( ones * '\\' ) ) ) & highs ) != 0;
}

static_assert( !may_escape< true >( 0x6c2f2f3a70747468u ) );   // "http://l"
static_assert( may_escape< true >( 0x6c2f2f3a70747480u ) && !may_escape< false >( 0x6c2f2f3a70747480u ) );
static_assert( may_escape< true >( 0x6c2f2f3a7074747fu ) && may_escape< false >( 0x6c2f2f3a7074747fu ) );
static_assert( may_escape< false >( 0x6c2f2f3a7074741fu ) && may_escape< false >( 0x225c2f3a70747468u ) );

// One byte, escaped when `table` says so; returns the next output position.
inline char* one( char* o, unsigned char c, const escape_table& table ) noexcept
{
   const char e = table[ c ];
   if( e == 0 ) {
      *o++ = static_cast< char >( c );
   }
   else if( e == 1 ) {
      const char u[] = { '\\', 'u', '0', '0', notation::lower_hex[ c >> 4 ], notation::lower_hex[ c & 15 ] };
      std::memcpy( o, u, sizeof( u ) );
      o += sizeof( u );
   }
   else {
      *o++ = '\\';
      *o++ = e;
   }
   return o;
}

// `s` in double quotes, each byte that `table` marks escaped; the plain
// bytes are copied eight at a time.
#if defined( __SSE2__ )
// Of sixteen bytes, a bit for each that needs an escape (a byte below 0x20,
// '"', '\\', 0x7f and, with `High`, every byte above).
template< bool High >
int escapes( __m128i v ) noexcept
{
   __m128i below_space = _mm_cmplt_epi8( v, _mm_set1_epi8( 0x20 ) );   // signed: with the bytes above 0x7f
   if constexpr( !High ) {
      below_space = _mm_and_si128( below_space, _mm_cmpgt_epi8( v, _mm_set1_epi8( -1 ) ) );
   }
   const __m128i quote_backslash_del = _mm_or_si128( _mm_or_si128( _mm_cmpeq_epi8( v, _mm_set1_epi8( '"' ) ), _mm_cmpeq_epi8( v, _mm_set1_epi8( '\\' ) ) ),
                                                     _mm_cmpeq_epi8( v, _mm_set1_epi8( 0x7f ) ) );
   return _mm_movemask_epi8( _mm_or_si128( below_space, quote_backslash_del ) );
}
#endif

// The bytes of `s`, each that `table` marks escaped, written at `o`, which
// has room for 6 * s.size() + 16 characters (an escape is at most 6; 16: a
// whole vector stored at the end); returns the end of what it wrote.
// The plain bytes are copied a run at a time: sixteen at once up to the
// first byte to escape (SSE2), the last 4 to 15 bytes as two overlapping
// words, tested at once.
template< bool High >
#if defined( __GNUC__ )
__attribute__( ( always_inline ) )   // short strings: the call costs as much as the copy
#endif
inline char* escaped( char* o, std::string_view s, const escape_table& table ) noexcept
{
   const char* p = s.data();
   const char* const end = p + s.size();
#if defined( __SSE2__ )
   // Sixteen at a time where SSE2 is there (every x86-64): the bytes before
   // the first to escape are copied (the store of sixteen leaves the rest to
   // be overwritten), that one escaped.
   while( end - p >= 16 ) {
      const __m128i v = _mm_loadu_si128( reinterpret_cast< const __m128i* >( p ) );
      _mm_storeu_si128( reinterpret_cast< __m128i* >( o ), v );
      const int bits = escapes< High >( v );
      if( bits == 0 ) {
         o += 16;
         p += 16;
         continue;
      }
      const int plain = __builtin_ctz( static_cast< unsigned >( bits ) );
      o = one( o + plain, static_cast< unsigned char >( p[ plain ] ), table );
      p += plain + 1;
   }
   // The last 4 to 15 bytes (most components are that short): the first
   // and the last 8 (or 4), overlapping, in one vector; written as they are
   // when no byte of either needs an escape, else one byte at a time below.
   const auto rest = static_cast< std::size_t >( end - p );
   if( rest >= 8 ) {
      std::uint64_t first;
      std::uint64_t last;
      std::memcpy( &first, p, 8 );
      std::memcpy( &last, end - 8, 8 );
      if( escapes< High >( _mm_set_epi64x( static_cast< long long >( last ), static_cast< long long >( first ) ) ) == 0 ) {
         std::memcpy( o, &first, 8 );
         std::memcpy( o + rest - 8, &last, 8 );
         o += rest;
         p = end;
      }
   }
   else if( rest >= 4 ) {
      std::uint32_t first;
      std::uint32_t last;
      std::memcpy( &first, p, 4 );
      std::memcpy( &last, end - 4, 4 );
      if( ( escapes< High >( _mm_set_epi32( 0, 0, static_cast< int >( last ), static_cast< int >( first ) ) ) & 0xff ) == 0 ) {
         std::memcpy( o, &first, 4 );
         std::memcpy( o + rest - 4, &last, 4 );
         o += rest;
         p = end;
      }
   }
#else
   while( end - p >= 8 ) {
      std::uint64_t word;
      std::memcpy( &word, p, sizeof( word ) );
      if( !may_escape< High >( word ) ) {
         std::memcpy( o, p, sizeof( word ) );
         o += sizeof( word );
         p += sizeof( word );
         continue;
      }
      for( const char* const next = p + 8; p != next; ++p ) {
         o = one( o, static_cast< unsigned char >( *p ), table );
      }
   }
#endif
   for( ; p != end; ++p ) {
      o = one( o, static_cast< unsigned char >( *p ), table );
   }
   return o;
}

// `s` in double quotes (escaped), written at `o`, which has room for
// 6 * s.size() + 2 + 16 characters; returns the end of what it wrote.
template< bool High >
#if defined( __GNUC__ )
__attribute__( ( always_inline ) )
#endif
inline char* quoted( char* o, std::string_view s, const escape_table& table ) noexcept
{
   *o++ = '"';
   o = escaped< High >( o, s, table );
   *o++ = '"';
   return o;
}

// A string longer than this is written in pieces of this many bytes, each
// asking for the room of its own escapes (6 times its size): the room asked
// for stays small, whatever the string.
constexpr std::size_t piece_size = 4096;

// `s`, longer than piece_size, in quotes, a piece at a time (out of the
// way of the short ones).
template< bool High >
#if defined( __GNUC__ )
__attribute__( ( noinline, cold ) )
#endif
void quoted_in_pieces( writer& w, std::string_view s, const escape_table& table )
{
   w.put( '"' );
   for( std::size_t at = 0; at < s.size(); at += piece_size ) {
      char* const start = w.room( 6 * piece_size + 16 );   // a byte's escape is of that byte alone
      w.advance( static_cast< std::size_t >( escaped< High >( start, s.substr( at, piece_size ), table ) - start ) );
   }
   w.put( '"' );
}

template< bool High >
void quoted( writer& w, std::string_view s, const escape_table& table )
{
   if( s.size() > piece_size ) {
      quoted_in_pieces< High >( w, s, table );
      return;
   }
   char* const start = w.room( 6 * s.size() + 2 + 16 );
   w.advance( static_cast< std::size_t >( quoted< High >( start, s, table ) - start ) );
}

void json_string( writer& w, std::string_view bytes )
{
   quoted< true >( w, bytes, bytes_escapes );
}

void json_text( writer& w, std::string_view text )
{
   quoted< false >( w, text, text_escapes );
}

// Each component's key as the JSON of the components writes it, with the
// comma before it: `,"host":` (the first key skips the comma).
struct component_key {
   std::array< char, 32 > text{};
   std::size_t size = 0;
};

constexpr auto component_keys = [] {
   std::array< component_key, grammar::component_count > keys{};
   for( std::size_t i = 0; i < grammar::component_count; ++i ) {
      const std::string_view name = grammar::components[ i ].name;
      auto& k = keys[ i ];
      k.text[ k.size++ ] = ',';
      k.text[ k.size++ ] = '"';
      for( const char c : name ) {
         k.text[ k.size++ ] = c;
      }
      k.text[ k.size++ ] = '"';
      k.text[ k.size++ ] = ':';
   }
   return keys;
}();

constexpr bool keys_fit() noexcept
{
   for( const auto& c : grammar::components ) {
      // The key is copied as 24 bytes from its first or second character;
      // a name is plain ASCII: it needs no escape.
      if( c.name.size() + 4 > 24 ) {
         return false;
      }
      for( const char ch : c.name ) {
         if( ch < 0x20 || ch >= 0x7f || ch == '"' || ch == '\\' ) {
            return false;
         }
      }
   }
   return true;
}
static_assert( keys_fit() );

// The fieldspecs, as written or percent-decoded.
void fieldspecs( writer& w, bool first, const fieldspecs_view& specs, const bool decode = false )
{
   w.put( first ? "\"fieldspec\":[" : ",\"fieldspec\":[" );
   const auto value = [ & ]( const encoded_view& v ) {
      if( decode ) {
         json_string( w, v.decode() );
      }
      else {
         json_string( w, v.encoded() );
      }
   };
   bool first_spec = true;
   for( const auto f : specs ) {
      w.put( first_spec ? "{\"fieldname\":" : ",{\"fieldname\":" );
      value( f.fieldname );
      w.put( ",\"fieldvalue\":" );
      value( f.fieldvalue );
      w.put( '}' );
      first_spec = false;
   }
   w.put( ']' );
}

// A component longer than piece_size: its key, then its value in pieces
// (out of the loop of the short ones).
#if defined( __GNUC__ )
__attribute__( ( noinline, cold ) )
#endif
void long_component( writer& w, const component_key& key, const bool first, const std::string_view value )
{
   const std::size_t skip = first ? 1 : 0;
   w.put( std::string_view( key.text.data() + skip, key.size - skip ) );
   quoted< true >( w, value, bytes_escapes );
}

// One component's key (with the comma before it unless `first`) and
// value: at once in the room asked for, or the value in pieces when long.
[[gnu::always_inline]] inline void component( writer& w, const component_key& key, const bool first, const std::string_view value )
{
   if( value.size() > piece_size ) {
      long_component( w, key, first, value );
      return;
   }
   char* const start = w.room( 24 + 6 * value.size() + 2 + 16 );
   const std::size_t skip = first ? 1 : 0;
   std::memcpy( start, key.text.data() + skip, 24 );
   char* const o = quoted< true >( start + key.size - skip, value, bytes_escapes );
   w.advance( static_cast< std::size_t >( o - start ) );
}

// The components of visit_components, written as one object; with Decode,
// each value percent-decoded (RFC 1738 §2.2).
template< bool Decode >
void components_of( writer& w, const url_view& url )
{
   w.put( '{' );
   bool first = true;
   detail::for_each_component(
      url,
      [ & ]( grammar::component id, std::string_view value ) {
         const component_key& key = component_keys[ static_cast< std::size_t >( id ) ];
         if constexpr( Decode ) {
            component( w, key, first, decode( value ) );
         }
         else {
            component( w, key, first, value );
         }
         first = false;
      },
      [ & ]( const fieldspecs_view& specs ) {
         fieldspecs( w, first, specs, Decode );
         first = false;
      } );
   w.put( '}' );
}

void components( writer& w, const url_view& url )
{
   components_of< false >( w, url );
}

void decoded_components( writer& w, const url_view& url )
{
   components_of< true >( w, url );
}

// A literal at `o`, its size known at compile time; returns its end.
template< std::size_t N >
char* put( char* o, const char ( &literal )[ N ] ) noexcept
{
   std::memcpy( o, literal, N - 1 );
   return o + N - 1;
}

// The longest RFC name of a production ("production" is one of them).
constexpr std::size_t longest_name = [] {
   std::size_t n = 0;
   for( std::size_t p = 0; p < grammar::production_count; ++p ) {
      n = std::max( n, grammar::rfc_name( static_cast< production >( p ) ).size() );
   }
   return n;
}();

// Each production's RFC name in quotes, padded: copied whole, its size known
// at compile time. A name of the library's is plain ASCII: no escape.
struct quoted_name {
   std::array< char, longest_name + 2 > text{};
   std::size_t size = 0;
};

constexpr auto production_names = [] {
   std::array< quoted_name, grammar::production_count > names{};
   for( std::size_t p = 0; p < grammar::production_count; ++p ) {
      auto& n = names[ p ];
      n.text[ n.size++ ] = '"';
      for( const char c : grammar::rfc_name( static_cast< production >( p ) ) ) {
         n.text[ n.size++ ] = c;
      }
      n.text[ n.size++ ] = '"';
   }
   return names;
}();

constexpr bool plain_names() noexcept
{
   for( std::size_t p = 0; p < grammar::production_count; ++p ) {
      for( const char c : grammar::rfc_name( static_cast< production >( p ) ) ) {
         if( c < 0x20 || c >= 0x7f || c == '"' || c == '\\' ) {
            return false;
         }
      }
   }
   return true;
}
static_assert( plain_names() );

// `before` (a literal of this file's), then `s` in quotes, each byte that
// `table` marks escaped, in one room (a piece of an object: its key and its
// value); inline, where the call would cost as much as the copy.
template< bool High >
#if defined( __GNUC__ )
__attribute__( ( always_inline ) )
#endif
inline void put_quoted( writer& w, const std::string_view before, const std::string_view s, const escape_table& table )
{
   if( s.size() > piece_size ) {
      w.put( before );
      quoted_in_pieces< High >( w, s, table );
      return;
   }
   char* const start = w.room( before.size() + 6 * s.size() + 2 + 16 );
   std::memcpy( start, before.data(), before.size() );
   w.advance( static_cast< std::size_t >( quoted< High >( start + before.size(), s, table ) - start ) );
}

// "error": the offset, the production (its name in quotes, no escape: see
// plain_names), what was expected, the message.
void write_diagnosis( writer& w, const diagnosis& d )
{
   // The literals (19 + 14 + 13 characters), the offset, the name.
   char* const start = w.room( 46 + max_digits + longest_name + 2 );
   char* o = put( start, ",\"error\":{\"offset\":" );
   o = put_number( o, d.offset );
   o = put( o, ",\"production\":" );
   const auto& name = production_names[ static_cast< std::size_t >( d.production ) ];
   std::memcpy( o, name.text.data(), name.text.size() );   // room for all of it
   o += name.size;
   o = put( o, ",\"expected\":[" );
   w.advance( static_cast< std::size_t >( o - start ) );
   for( std::size_t i = 0; i < d.expected.size(); ++i ) {
      put_quoted< false >( w, i ? "," : "", d.expected[ i ], text_escapes );
   }
   put_quoted< false >( w, "],\"message\":", d.message, text_escapes );
   w.put( '}' );
}

// The edits of a fix: [{"edit","offset","section","message","url"},…].
void edits( writer& w, const fix_result& f )
{
   w.put( '[' );
   for( std::size_t i = 0; i < f.edits.size(); ++i ) {
      const auto& e = f.edits[ i ];
      put_quoted< false >( w, i == 0 ? "{\"edit\":" : ",{\"edit\":", e.edit, text_escapes );
      w.put( ",\"offset\":" );
      w.put_number( e.offset );
      put_quoted< false >( w, ",\"section\":", e.section, text_escapes );
      put_quoted< false >( w, ",\"message\":", e.message, text_escapes );
      put_quoted< true >( w, ",\"url\":", e.url, bytes_escapes );
      w.put( '}' );
   }
   w.put( ']' );
}

void write_warnings( writer& w, const std::vector< warning >& warnings )
{
   w.put( ",\"warnings\":[" );
   for( std::size_t i = 0; i < warnings.size(); ++i ) {
      w.put( i ? ",{\"code\":" : "{\"code\":" );
      json_string( w, warnings[ i ].code );
      w.put( ",\"offset\":" );
      w.put_number( warnings[ i ].offset );
      w.put( ",\"message\":" );
      json_text( w, warnings[ i ].message );
      w.put( '}' );
   }
   w.put( ']' );
}

// A build_error as one object: "component" (the part at fault, as the RFC
// spells its production or the builder names it), "offset" (of the byte at
// fault in the part's decoded bytes; null when no one byte is), "message".
void build_error_object( writer& w, const build_error& e )
{
   w.put( "{\"component\":" );
   json_text( w, e.part );
   w.put( ",\"offset\":" );
   if( e.offset ) {
      w.put_number( *e.offset );
   }
   else {
      w.put( "null" );
   }
   w.put( ",\"message\":" );
   json_text( w, e.message );
   w.put( '}' );
}

}  // namespace

void write_json_string( std::string& out, std::string_view bytes )
{
   writer w( out );
   json_string( w, bytes );
   w.flush();
}

void write_json_text( std::string& out, std::string_view text )
{
   writer w( out );
   json_text( w, text );
   w.flush();
}

void write_json_edits( std::string& out, const fix_result& f )
{
   writer w( out );
   edits( w, f );
   w.flush();
}

void write_fix_json( std::string& out, const std::string_view input, const fix_result& f )
{
   writer w( out );
   w.put( "{\"input\":" );
   json_string( w, input );
   w.put( f.url && f.edits.empty() ? ",\"conforms\":true,\"fixed\":" : ",\"conforms\":false,\"fixed\":" );
   if( f.url ) {
      json_string( w, *f.url );
   }
   else {
      w.put( "null" );
   }
   w.put( ",\"fix\":" );
   edits( w, f );
   if( f.fragment ) {
      w.put( ",\"fragment\":" );
      json_string( w, *f.fragment );
   }
   if( !f.url ) {
      w.put( ",\"reason\":" );
      json_text( w, f.reason );
   }
   w.put( '}' );
   w.flush();
}

void write_set_json( std::string& out, const std::string_view input, const built< std::string >& url )
{
   writer w( out );
   w.put( "{\"input\":" );
   json_string( w, input );
   w.put( ",\"url\":" );
   if( url ) {
      json_string( w, *url );
   }
   else {
      w.put( "null,\"error\":" );
      build_error_object( w, url.error() );
   }
   w.put( '}' );
   w.flush();
}

void write_json_build_error( std::string& out, const build_error& error )
{
   writer w( out );
   build_error_object( w, error );
   w.flush();
}

void write_json_components( std::string& out, const url_view& url, const bool decode )
{
   writer w( out );
   if( decode ) {
      decoded_components( w, url );
   }
   else {
      components( w, url );
   }
   w.flush();
}

namespace {

// The verdicts after the input, up to the scheme's key, written at `o`
// (room for 55 + longest_name + 2 characters): "valid", "production" (a
// name in quotes, or null), "conforms"; returns the end of what it wrote.
char* verdicts( char* o, const verdict& v ) noexcept
{
   o = v.valid ? put( o, ",\"valid\":true,\"production\":" ) : put( o, ",\"valid\":false,\"production\":" );
   if( v.derived_by ) {
      const auto& name = production_names[ static_cast< std::size_t >( *v.derived_by ) ];
      std::memcpy( o, name.text.data(), name.text.size() );   // room for all of it: longest_name + 2 and more
      o += name.size;
   }
   else {
      o = put( o, "null" );
   }
   return v.conforms ? put( o, ",\"conforms\":true,\"scheme\":" ) : put( o, ",\"conforms\":false,\"scheme\":" );
}

}  // namespace

void write_json( std::string& out, const report& r )
{
   writer w( out );
   const auto& v = r.verdict();
   const std::string_view input = r.input();
   const std::size_t scheme_size = v.scheme ? v.scheme->size() : 0;
   if( input.size() + scheme_size <= piece_size ) {
      // The input, the verdicts and the scheme in one piece of room: the
      // literals (at most 9 + 28 + 27 characters), the production (a name
      // in quotes, or null) and two strings (quoted()'s room each; null is
      // less).
      char* const start = w.room( 64 + longest_name + 2 + ( 6 * input.size() + 2 + 16 ) + ( 6 * scheme_size + 2 + 16 ) );
      char* o = put( start, "{\"input\":" );
      o = quoted< true >( o, input, bytes_escapes );
      o = verdicts( o, v );
      o = v.scheme ? quoted< true >( o, *v.scheme, bytes_escapes ) : put( o, "null" );
      w.advance( static_cast< std::size_t >( o - start ) );
   }
   else {
      // A long input: its strings in pieces.
      w.put( "{\"input\":" );
      quoted< true >( w, input, bytes_escapes );
      char* const start = w.room( 64 + longest_name + 2 );
      w.advance( static_cast< std::size_t >( verdicts( start, v ) - start ) );
      if( v.scheme ) {
         quoted< true >( w, *v.scheme, bytes_escapes );
      }
      else {
         w.put( "null" );
      }
   }
   if( r.url() ) {
      w.put( ",\"components\":" );
      components( w, *r.url() );
   }
   if( r.diagnosis() ) {
      write_diagnosis( w, *r.diagnosis() );
   }
   const auto& f = r.fix();
   const bool fix = f && f->url && !f->edits.empty();
   const auto& notes = r.prepared().notes();
   if( r.warnings().empty() && !r.prepared().changed() && !r.prepared().fragment() && notes.empty() && !fix ) {
      w.put( ",\"warnings\":[]}" );   // the common end, at once
      w.flush();
      return;
   }
   write_warnings( w, r.warnings() );
   if( r.prepared().changed() ) {
      w.put( ",\"checked\":" );  // what the modes made of the input; offsets are into it
      json_string( w, r.text() );
   }
   if( const auto fragment = r.prepared().fragment() ) {
      w.put( ",\"fragment\":" );   // fragment_mode::split: the bytes after the "#"
      json_string( w, *fragment );
   }
   if( !notes.empty() ) {
      w.put( ",\"modes\":[" );
      for( std::size_t i = 0; i < notes.size(); ++i ) {
         w.put( i ? "," : "" );
         json_text( w, notes[ i ] );
      }
      w.put( ']' );
   }
   // The nearest conforming URL, when the RFC gives one: inspect found it.
   if( fix ) {
      w.put( ",\"fix\":" );
      edits( w, *f );
   }
   w.put( '}' );
   w.flush();
}

// `rfc1738 parse --json` (rfc1738/parse_output.hpp): the JSON of check's
// report restricted to what parse says, with the same writer.
void write_parse_json( std::string& out, const report& r, const bool decode )
{
   // The input, and the components (at most its bytes again, and again
   // decoded): room at once, so that a long input is not copied as out grows.
   out.reserve( out.size() + ( decode ? 3 : 2 ) * r.input().size() + 512 );
   writer w( out );
   w.put( "{\"input\":" );
   json_string( w, r.input() );
   const auto& url = r.url();
   if( url ) {
      w.put( ",\"valid\":true,\"production\":" );
      json_text( w, grammar::rfc_name( url->derived_by() ) );
   }
   else {
      w.put( ",\"valid\":false,\"production\":null" );
   }
   w.put( ",\"scheme\":" );
   if( const auto scheme = r.verdict().scheme ) {
      json_string( w, *scheme );
   }
   else {
      w.put( "null" );
   }
   if( url ) {
      w.put( ",\"components\":" );
      components( w, *url );
      if( decode ) {
         w.put( ",\"decoded\":" );
         decoded_components( w, *url );
      }
   }
   else if( r.diagnosis() ) {
      write_diagnosis( w, *r.diagnosis() );   // as check --json writes it
   }
   if( const auto fragment = r.prepared().fragment() ) {
      w.put( ",\"fragment\":" );
      json_string( w, *fragment );
   }
   w.put( '}' );
   w.flush();
}

std::string to_json( const report& r )
{
   std::string out;
   write_json( out, r );
   return out;
}

namespace {

// An edition's verdict's members (write_json_members).
void verdict_members( writer& w, const edition_verdict& v, const std::optional< edition_error >& why )
{
   w.put( v.valid ? std::string_view( "\"valid\":true,\"production\":" ) : std::string_view( "\"valid\":false,\"production\":" ) );
   if( v.production ) {
      json_text( w, *v.production );
   }
   else {
      w.put( "null" );
   }
   w.put( v.conforms ? std::string_view( ",\"conforms\":true" ) : std::string_view( ",\"conforms\":false" ) );
   if( why ) {
      w.put( ",\"error\":{\"offset\":" );
      w.put_number( why->offset );
      w.put( ",\"production\":" );
      json_text( w, why->production );
      w.put( ",\"expected\":[" );
      for( std::size_t i = 0; i < why->expected.size(); ++i ) {
         if( i != 0 ) {
            w.put( ',' );
         }
         json_text( w, why->expected[ i ] );
      }
      w.put( "],\"message\":" );
      json_text( w, why->message );
      w.put( '}' );
   }
}

// An edition's split's members, "components" and "roles": each an object
// of the parts' names (the first part of a name only) and bytes.
void split_members( writer& w, const edition_split& s, std::string_view input )
{
   const auto object = [ & ]( const std::string_view key, const std::vector< edition_part >& parts ) {
      w.put( key );
      w.put( ":{" );
      for( std::size_t i = 0; i < parts.size(); ++i ) {
         bool repeated = false;
         for( std::size_t j = 0; j < i; ++j ) {
            repeated = repeated || parts[ j ].name == parts[ i ].name;
         }
         if( repeated ) {
            continue;
         }
         const std::string_view name = parts[ i ].name;
         const std::string_view value = input.substr( parts[ i ].offset, parts[ i ].size );
         if( name.size() > piece_size || value.size() > piece_size ) {
            if( i != 0 ) {
               w.put( ',' );
            }
            json_text( w, name );
            w.put( ':' );
            json_string( w, value );
            continue;
         }
         // The member at once: `,"name":"value"` in one room.
         char* const start = w.room( 1 + 6 * name.size() + 2 + 16 + 1 + 6 * value.size() + 2 + 16 );
         char* o = start;
         *o = ',';
         o += i != 0 ? 1 : 0;
         o = quoted< false >( o, name, text_escapes );
         *o++ = ':';
         o = quoted< true >( o, value, bytes_escapes );
         w.advance( static_cast< std::size_t >( o - start ) );
      }
      w.put( '}' );
   };
   object( "\"components\"", s.components );
   w.put( ',' );
   object( "\"roles\"", s.roles );
}

// One edition's answer: its verdict's members, then its split's.
void answer_members( writer& w, const edition_answer& a, std::string_view input )
{
   verdict_members( w, a.verdict, a.error );
   if( a.split ) {
      w.put( ',' );
      split_members( w, *a.split, input );
   }
}

// ,"fragment":… when the report set one aside.
void fragment_member( writer& w, const editions_report& r )
{
   if( r.fragment ) {
      w.put( ",\"fragment\":" );
      json_string( w, *r.fragment );
   }
}

}  // namespace

void write_json_members( std::string& out, const edition_verdict& v, const std::optional< edition_error >& why )
{
   writer w( out );
   verdict_members( w, v, why );
   w.flush();
}

void write_json_members( std::string& out, const edition_split& s, std::string_view input )
{
   writer w( out );
   split_members( w, s, input );
   w.flush();
}

void write_json( std::string& out, const editions_report& r )
{
   writer w( out );
   w.put( "{\"input\":" );
   json_string( w, r.input );
   w.put( ",\"editions\":{" );
   for( std::size_t i = 0; i < r.answers.size(); ++i ) {
      const auto& a = r.answers[ i ];
      if( i != 0 ) {
         w.put( ',' );
      }
      json_text( w, name_of( a.of ) );
      w.put( ":{" );
      answer_members( w, a, r.input );
      w.put( '}' );
   }
   w.put( '}' );
   fragment_member( w, r );
   if( !r.differences.empty() ) {
      w.put( ",\"split_differs\":[" );
      for( std::size_t k = 0; k < r.differences.size(); ++k ) {
         const auto& d = r.differences[ k ];
         w.put( k != 0 ? std::string_view( ",{\"editions\":[" ) : std::string_view( "{\"editions\":[" ) );
         json_text( w, name_of( d.a ) );
         w.put( ',' );
         json_text( w, name_of( d.b ) );
         w.put( "],\"roles\":[" );
         for( std::size_t n = 0; n < d.roles.size(); ++n ) {
            if( n != 0 ) {
               w.put( ',' );
            }
            json_text( w, d.roles[ n ] );
         }
         w.put( "]}" );
      }
      w.put( ']' );
   }
   w.put( '}' );
   w.flush();
}

void write_json( std::string& out, const editions_report& r, std::size_t answer )
{
   const auto& a = r.answers.at( answer );
   writer w( out );
   w.put( "{\"input\":" );
   json_string( w, r.input );
   w.put( ",\"edition\":" );
   json_text( w, name_of( a.of ) );
   w.put( ',' );
   answer_members( w, a, r.input );
   fragment_member( w, r );
   w.put( '}' );
   w.flush();
}

bool write_check_json( std::string& out, const edition e, const std::string_view input, const options& o )
{
   if( modes_refused( e, o ) ) {
      return false;
   }
   if( e == edition::rfc1738 ) {
      report r;
      inspect_into( r, input, o, url_tree::components );   // the writer reads no node a tree of components leaves out
      write_json( out, r );
   }
   else {
      write_json( out, compare_editions( input, { e }, o.fragment ), 0 );
   }
   return true;
}

bool write_parse_json( std::string& out, const edition e, const std::string_view input, const options& o, const bool decode )
{
   if( modes_refused( e, o ) || ( e != edition::rfc1738 && part_names( e ).empty() ) ) {   // the drafts': no model of their parts
      return false;
   }
   if( e == edition::rfc1738 ) {
      report r;
      inspect_into( r, input, o, url_tree::components );
      write_parse_json( out, r, decode );
   }
   else {
      write_json( out, compare_editions( input, { e }, o.fragment ), 0 );
   }
   return true;
}

void write_json_members( std::string& out, const candidate& c, const report& r )
{
   out += "\"line\":" + std::to_string( c.line ) + ",\"column\":" + std::to_string( c.column ) + ",\"begin\":" + std::to_string( c.begin ) +
          ",\"end\":" + std::to_string( c.end ) + ",\"delimiter\":\"" + std::string( name_of( c.delimiter ) ) + "\",\"check\":";
   write_json( out, r );
   if( r.diagnosis() ) {
      const auto at = c.position_of( r.diagnosis()->offset );
      out += ",\"error_line\":" + std::to_string( at.line ) + ",\"error_column\":" + std::to_string( at.column );
   }
   out += ",\"extract_warnings\":[";
   for( std::size_t i = 0; i < c.warnings.size(); ++i ) {
      const auto& w = c.warnings[ i ];
      const auto at = c.position_of( w.offset );
      out += i == 0 ? "{\"code\":" : ",{\"code\":";
      write_json_text( out, w.code );
      out += ",\"offset\":" + std::to_string( w.offset ) + ",\"line\":" + std::to_string( at.line ) + ",\"column\":" + std::to_string( at.column ) + ",\"message\":";
      write_json_text( out, w.message );
      out += ",\"section\":";
      write_json_text( out, w.section );
      out += '}';
   }
   out += ']';
}

}  // namespace rfc1738

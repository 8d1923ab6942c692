// SPDX-License-Identifier: BSL-1.0
// What the fuzz targets extract_markdown and extract_html check of
// rfc1738::extract( text, format ) on arbitrary text, besides no crash and no
// sanitizer report:
//   - the candidates are in document order, each span [begin,end) inside the
//     text, its line and column those of `begin`, counted from the text;
//   - each URL byte's source lies inside the span, never going back, and
//     position_of( i ) gives that offset with its line and column;
//   - a URL of the syntax (link, reference, angle, attribute) begins with a
//     scheme and ":"; an attribute's holds no tab, LF or CR; a bare one no
//     whitespace; a byte read as written (not decoded) is the text's byte;
//   - with only_wrapped, only url_wrapped candidates;
//   - the same text read twice gives the same candidates.
// The first byte chooses only_wrapped (bits 0 and 1 both set).
#ifndef RFC1738_FUZZ_DOCUMENT_HPP
#define RFC1738_FUZZ_DOCUMENT_HPP

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "positions.hpp"
#include "require.hpp"
#include "rfc1738/extract.hpp"

namespace rfc1738::fuzz {

inline bool is_scheme_start( std::string_view url )
{
   if( url.empty() || !( ( url[ 0 ] >= 'a' && url[ 0 ] <= 'z' ) || ( url[ 0 ] >= 'A' && url[ 0 ] <= 'Z' ) ) ) {
      return false;
   }
   for( const char c : url ) {
      if( c == ':' ) {
         return true;
      }
      if( !( ( c >= 'a' && c <= 'z' ) || ( c >= 'A' && c <= 'Z' ) || ( c >= '0' && c <= '9' ) || c == '+' || c == '-' || c == '.' ) ) {
         return false;
      }
   }
   return false;
}

inline void check_document( const std::uint8_t* data, std::size_t size, document_format format )
{
   const std::string_view text( reinterpret_cast< const char* >( data ), size );
   extract_options options;
   options.max_url_length = 256;
   options.only_wrapped = size > 0 && ( data[ 0 ] & 3 ) == 3;
   const auto found = extract( text, format, options );

   const auto [ lines, columns ] = rfc1738::fuzz::positions_of( text );
   std::size_t previous_begin = 0;
   for( const auto& c : found ) {
      RFC1738_FUZZ_REQUIRE( c.begin < c.end && c.end <= size );
      RFC1738_FUZZ_REQUIRE( previous_begin <= c.begin );
      previous_begin = c.begin;
      RFC1738_FUZZ_REQUIRE( c.line == lines[ c.begin ] && c.column == columns[ c.begin ] );
      RFC1738_FUZZ_REQUIRE( !options.only_wrapped || c.delimiter == delimiter::url_wrapped );
      RFC1738_FUZZ_REQUIRE( c.source.size() == c.url.size() + 1 );
      const bool syntax = c.delimiter == delimiter::link || c.delimiter == delimiter::reference || c.delimiter == delimiter::angle ||
                          c.delimiter == delimiter::attribute;
      RFC1738_FUZZ_REQUIRE( !syntax || is_scheme_start( c.url ) );
      for( std::size_t i = 0; i < c.url.size(); ++i ) {
         RFC1738_FUZZ_REQUIRE( c.begin <= c.source[ i ] && c.source[ i ] < c.end );
         RFC1738_FUZZ_REQUIRE( i == 0 || c.source[ i - 1 ] <= c.source[ i ] );
         const char u = c.url[ i ];
         RFC1738_FUZZ_REQUIRE( c.delimiter != delimiter::attribute || ( u != '\t' && u != '\n' && u != '\r' ) );
         RFC1738_FUZZ_REQUIRE( c.delimiter != delimiter::bare || ( u != ' ' && u != '\t' && u != '\n' && u != '\r' ) );
         // A byte read as written: the only bytes that differ come from an
         // escape ("\\") or a character reference ("&").
         const char t = text[ c.source[ i ] ];
         RFC1738_FUZZ_REQUIRE( t == u || t == '&' || t == '\\' );
         const auto p = c.position_of( i );
         RFC1738_FUZZ_REQUIRE( p.offset == c.source[ i ] && p.line == lines[ p.offset ] && p.column == columns[ p.offset ] );
      }
      RFC1738_FUZZ_REQUIRE( c.source.back() <= c.end );
      for( const auto& w : c.warnings ) {
         RFC1738_FUZZ_REQUIRE( w.offset <= c.url.size() );
      }
   }
   const auto again = extract( text, format, options );
   RFC1738_FUZZ_REQUIRE( again.size() == found.size() );
   for( std::size_t i = 0; i < found.size(); ++i ) {
      RFC1738_FUZZ_REQUIRE( again[ i ].url == found[ i ].url && again[ i ].source == found[ i ].source && again[ i ].begin == found[ i ].begin &&
                            again[ i ].end == found[ i ].end && again[ i ].delimiter == found[ i ].delimiter );
   }
}

}  // namespace rfc1738::fuzz

#endif

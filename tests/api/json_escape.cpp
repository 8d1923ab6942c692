// SPDX-License-Identifier: BSL-1.0
// JSON strings (write_json_string, write_json_text) against a byte-by-byte
// reference: every byte at every position of strings of every length up to
// 40, so that each byte goes through the 16-byte (SSE2), 8-byte and
// one-byte scans.
#include <catch2/catch.hpp>

#include <cstddef>
#include <string>

#include "rfc1738/json.hpp"

namespace {

// The reference: bytes (every byte one code point) or text (UTF-8 kept).
std::string reference( const std::string& s, bool bytes )
{
   static constexpr const char* hex = "0123456789abcdef";
   std::string out = "\"";
   for( const char ch : s ) {
      const auto c = static_cast< unsigned char >( ch );
      if( c == '"' || c == '\\' ) {
         out += '\\';
         out += static_cast< char >( c );
      }
      else if( bytes && c == '\n' ) {
         out += "\\n";
      }
      else if( bytes && c == '\r' ) {
         out += "\\r";
      }
      else if( bytes && c == '\t' ) {
         out += "\\t";
      }
      else if( c < 0x20 || c == 0x7f || ( bytes && c >= 0x80 ) ) {
         out += "\\u00";
         out += hex[ c >> 4 ];
         out += hex[ c & 15 ];
      }
      else {
         out += static_cast< char >( c );
      }
   }
   return out + "\"";
}

}  // namespace

TEST_CASE( "JSON strings escape every byte that needs it, wherever it is", "[json]" )
{
   std::size_t compared = 0;
   for( std::size_t length = 1; length <= 40; ++length ) {
      for( std::size_t at = 0; at < length; ++at ) {
         for( int b = 0; b < 256; ++b ) {
            std::string s( length, 'a' );
            s[ at ] = static_cast< char >( b );
            std::string bytes = "x";   // appended to, not replaced
            rfc1738::write_json_string( bytes, s );
            std::string text = "x";
            rfc1738::write_json_text( text, s );
            if( bytes != "x" + reference( s, true ) || text != "x" + reference( s, false ) ) {
               FAIL( "byte " << b << " at " << at << " of " << length );
            }
            ++compared;
         }
      }
   }
   CHECK( compared == 256 * 40 * 41 / 2 );
   std::string long_text;
   rfc1738::write_json_text( long_text, std::string( 100000, 'z' ) + "\"\x7f\xc3\xa9" );
   CHECK( long_text == "\"" + std::string( 100000, 'z' ) + "\\\"\\u007f\xc3\xa9\"" );
}

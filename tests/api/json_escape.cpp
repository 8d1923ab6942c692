// SPDX-License-Identifier: BSL-1.0
// JSON strings (write_json_string, write_json_text) against a byte-by-byte
// reference: every byte at every position of strings of every length up to
// 40, so that each byte goes through the 16-byte (SSE2), 8-byte and
// one-byte scans.
#include <catch2/catch.hpp>

#include <cstddef>
#include <optional>
#include <string>

#include "rfc1738/edition.hpp"
#include "rfc1738/extract.hpp"
#include "rfc1738/json.hpp"
#include "rfc1738/report.hpp"

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

TEST_CASE( "write_json_members: one edition's verdict", "[json]" )
{
   // The example of json.hpp.
   std::string out = "{";
   rfc1738::write_json_members( out, rfc1738::check( rfc1738::edition::draft03, "news:*" ), std::nullopt );
   out += '}';
   CHECK( out == R"({"valid":true,"production":"newsaddress","conforms":true})" );

   // Not valid: the caller's why_not, its text escaped as the library's text.
   const std::string input = "http://h/a\"b";
   const auto v = rfc1738::check( rfc1738::edition::draft03_literal, input );
   REQUIRE_FALSE( v.valid );
   const auto why = rfc1738::why_not( v.of, input );
   REQUIRE( why );
   std::string members;
   rfc1738::write_json_members( members, v, why );
   CHECK( members == R"j("valid":false,"production":null,"conforms":false,"error":{"offset":11,"production":"url","expected":["\"/\"","\"?\"","end of input"],"message":"\"b\" cannot continue url here; expected \"/\", \"?\" or end of input (draft-ietf-uri-url-03)"})j" );

   // Without a why, no error member: the writer computes nothing.
   std::string bare;
   rfc1738::write_json_members( bare, v, std::nullopt );
   CHECK( bare == R"("valid":false,"production":null,"conforms":false)" );
}

TEST_CASE( "write_json_members: one URL found in a text", "[json]" )
{
   // The example of json.hpp, and a URL broken across lines, never closed: the Appendix's warnings at their lines and columns.
   std::string out;
   rfc1738::extractor x( [ & ]( rfc1738::candidate&& c ) {
      out += '{';
      rfc1738::write_json_members( out, c, rfc1738::inspect( c.url ) );
      out += "}\n";
   } );
   x.feed( "see <URL:news:*> and <URL:ftp://h/a-\n  b c" );
   x.finish();
   CHECK( out ==
          R"j({"line":1,"column":5,"begin":4,"end":16,"delimiter":"url_wrapped","check":{"input":"news:*","valid":true,"production":"newsurl","conforms":true,"scheme":"news","components":{"grouppart":"*"},"warnings":[]},"extract_warnings":[]})j"
          "\n"
          R"j({"line":1,"column":22,"begin":21,"end":42,"delimiter":"url_wrapped","check":{"input":"ftp://h/a-bc","valid":true,"production":"ftpurl","conforms":true,"scheme":"ftp","components":{"host":"h","fpath":"a-bc"},"warnings":[]},"extract_warnings":[{"code":"hyphen-at-line-break","offset":9,"line":1,"column":36,"message":"a line break follows this \"-\": it may or may not belong to the URL (RFC 1738 Appendix); kept","section":"Appendix"},{"code":"unterminated","offset":12,"line":2,"column":6,"message":"no closing \">\" before the end of the text: the URL is taken to end here (RFC 1738 Appendix)","section":"Appendix"}]})j"
          "\n" );
}

// SPDX-License-Identifier: BSL-1.0
// JSON strings (write_json_string, write_json_text) against a byte-by-byte
// reference: every byte at every position of strings of every length up to
// 40, so that each byte goes through the 16-byte (SSE2), 8-byte and
// one-byte scans.
#include <catch2/catch.hpp>

#include <cstddef>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rfc1738/components.hpp"
#include "rfc1738/edition.hpp"
#include "rfc1738/extract.hpp"
#include "rfc1738/json.hpp"
#include "rfc1738/parse.hpp"
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

TEST_CASE( "Long JSON strings, written in pieces, as one piece would be", "[json]" )
{
   // Every byte value, escapes across the pieces' ends (4096 bytes) and
   // past the writer's buffer (64 KiB), as a string, as a report's input
   // and as its components.
   std::string s;
   unsigned r = 1738;
   while( s.size() < 300000 ) {
      r = r * 1103515245u + 12345u;
      s += static_cast< char >( ( r >> 16 ) & 0xff );
   }
   std::string bytes = "x";
   rfc1738::write_json_string( bytes, s );
   CHECK( bytes == "x" + reference( s, true ) );
   std::string text = "x";
   rfc1738::write_json_text( text, s );
   CHECK( text == "x" + reference( s, false ) );
   std::string path;   // conforms: an hpath of escapes and plain bytes
   for( std::size_t i = 0; path.size() < 300000; ++i ) {
      path += i % 7 == 0 ? "%22" : ( i % 5 == 0 ? "%5C" : "ab" );
   }
   const std::string url = "http://h/" + path;
   const std::string json = rfc1738::to_json( rfc1738::inspect( url ) );
   CHECK( json.rfind( "{\"input\":" + reference( url, true ) + ",\"valid\":true,\"production\":\"httpurl\",\"conforms\":true,\"scheme\":\"http\",", 0 ) == 0 );
   CHECK( json.find( "\"components\":{\"host\":\"h\",\"hpath\":" + reference( path, true ) + "}" ) != std::string::npos );
   const std::string bad = "http://h/" + s;   // a long input that does not conform
   const std::string bad_json = rfc1738::to_json( rfc1738::inspect( bad ) );
   CHECK( bad_json.rfind( "{\"input\":" + reference( bad, true ) + ",\"valid\":false,\"production\":null,\"conforms\":false,\"scheme\":\"http\"", 0 ) == 0 );
}

TEST_CASE( "JSON strings escape two bytes that need it, wherever they are", "[json]" )
{
   // The 16-byte scan copies the bytes before the first escape and goes on
   // after it; the last 4 to 15 bytes are tested as two overlapping words.
   std::size_t compared = 0;
   for( std::size_t length = 2; length <= 40; ++length ) {
      for( std::size_t at = 0; at < length; ++at ) {
         for( std::size_t second = at + 1; second < length; ++second ) {
            for( const int b : { 0x00, 0x0a, 0x22, 0x5c, 0x7f, 0x80, 0xff } ) {   // NUL, LF, '"', '\\', DEL, high bytes
               std::string s( length, 'a' );
               s[ at ] = static_cast< char >( b );
               s[ second ] = static_cast< char >( 0x1f );
               std::string bytes = "x";
               rfc1738::write_json_string( bytes, s );
               std::string text = "x";
               rfc1738::write_json_text( text, s );
               if( bytes != "x" + reference( s, true ) || text != "x" + reference( s, false ) ) {
                  FAIL( "byte " << b << " at " << at << " and 0x1f at " << second << " of " << length );
               }
               ++compared;
            }
         }
      }
   }
   CHECK( compared == 7 * 40 * 39 * 41 / 6 );
}

TEST_CASE( "write_json_components and visit_components: each component of the form that url_view::get finds", "[json]" )
{
   // The JSON and the visitor walk the components without url_view::get
   // (src/urls/components_of.hpp): against get() on each component of the URL's
   // form, in the form's order, on the RFC's examples and the fuzz corpora.
   struct collect : rfc1738::component_visitor {
      std::string json = "{";
      void component( std::string_view name, std::string_view value ) override
      {
         json += ( json.size() > 1 ? ",\"" : "\"" ) + std::string( name ) + "\":";
         rfc1738::write_json_string( json, value );
      }
      void fieldspecs( const rfc1738::fieldspecs_view& specs ) override
      {
         json += ( json.size() > 1 ? ",\"fieldspec\":[" : "\"fieldspec\":[" );
         bool first = true;
         for( const auto f : specs ) {
            json += first ? "{\"fieldname\":" : ",{\"fieldname\":";
            rfc1738::write_json_string( json, f.fieldname.encoded() );
            json += ",\"fieldvalue\":";
            rfc1738::write_json_string( json, f.fieldvalue.encoded() );
            json += "}";
            first = false;
         }
         json += "]";
      }
   };
   std::vector< std::string > inputs;
   for( const char* name : { "parse", "differential", "roundtrip", "compose", "build_roundtrip" } ) {
      for( const auto& entry : std::filesystem::directory_iterator( std::string( RFC1738_SOURCE_DIR ) + "/fuzz/corpus/" + name ) ) {
         std::ifstream f( entry.path(), std::ios::binary );
         inputs.emplace_back( std::istreambuf_iterator< char >( f ), std::istreambuf_iterator< char >() );
      }
   }
   std::ifstream examples( std::string( RFC1738_SOURCE_DIR ) + "/examples/rfc1738-examples.txt" );
   for( std::string l; std::getline( examples, l ); ) {
      inputs.push_back( l );
   }
   for( const std::string s : { "prospero://h:1/a;x=1;y=;=", "prospero://h/p", "x-proto://u:p@h:1/a\"b\\c", "news:*", "ftp://a:b@h:21/x;type=i" } ) {
      inputs.push_back( s );
   }
   namespace g = rfc1738::grammar;
   std::size_t urls = 0;
   std::size_t fieldspecs = 0;
   for( const auto& input : inputs ) {
      const auto u = rfc1738::parse( input );
      if( !u ) {
         continue;
      }
      collect expected;
      const auto* form = g::find_url_form( u->derived_by() );
      REQUIRE( form != nullptr );
      for( std::size_t k = 0; k < form->count; ++k ) {
         const auto id = form->components[ k ];
         const auto text = u->get( id );
         if( g::info( id ).kind == g::component_kind::repeated ) {
            expected.fieldspecs( rfc1738::fieldspecs_view( text ? *text : std::string_view() ) );
         }
         else if( text ) {
            expected.component( g::info( id ).name, *text );
         }
      }
      expected.json += "}";
      collect visited;
      rfc1738::visit_components( *u, visited );
      visited.json += "}";
      std::string json;
      rfc1738::write_json_components( json, *u );
      INFO( "input: " << input );
      CHECK( json == expected.json );
      CHECK( visited.json == expected.json );
      ++urls;
      fieldspecs += expected.json.find( "fieldspec" ) != std::string::npos ? 1 : 0;
   }
   CHECK( urls > 1000 );
   CHECK( fieldspecs > 10 );
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

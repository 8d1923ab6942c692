// SPDX-License-Identifier: BSL-1.0
// One source of truth: no scheme of RFC 1738 §3 is typed in the library or
// the program. The schemes, their productions, default ports and §6 flags
// come from grammar/ through the generator (rfc1738/grammar/schemes.hpp);
// a string literal in src/, include/ or tools/rfc1738/ that is a scheme, or
// begins with "<scheme>:", would be a second copy of a grammar fact.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "rfc1738/grammar/schemes.hpp"

namespace {

// The string literals of a C or C++ source: comments, character literals and
// raw strings' delimiters handled; escapes kept as written.
std::vector< std::pair< std::string, std::size_t > > string_literals( const std::string& text )
{
   std::vector< std::pair< std::string, std::size_t > > out;
   std::size_t line = 1;
   for( std::size_t i = 0; i < text.size(); ++i ) {
      const char c = text[ i ];
      if( c == '\n' ) {
         ++line;
      }
      else if( c == '/' && i + 1 < text.size() && text[ i + 1 ] == '/' ) {
         while( i < text.size() && text[ i ] != '\n' ) {
            ++i;
         }
         --i;
      }
      else if( c == '/' && i + 1 < text.size() && text[ i + 1 ] == '*' ) {
         const auto end = text.find( "*/", i + 2 );
         for( std::size_t j = i; j < std::min( end, text.size() ); ++j ) {
            line += text[ j ] == '\n' ? 1 : 0;
         }
         i = end == std::string::npos ? text.size() : end + 1;
      }
      else if( c == '\'' ) {
         for( ++i; i < text.size() && text[ i ] != '\''; ++i ) {
            i += text[ i ] == '\\' ? 1 : 0;
         }
      }
      else if( c == '"' ) {
         std::string s;
         for( ++i; i < text.size() && text[ i ] != '"'; ++i ) {
            if( text[ i ] == '\\' ) {
               s += text[ i++ ];
            }
            s += text[ i ];
         }
         out.emplace_back( s, line );
      }
   }
   return out;
}

}  // namespace

TEST_CASE( "no scheme is typed outside grammar/ (schemes.hpp is generated from it)", "[one_source]" )
{
   namespace fs = std::filesystem;
   std::size_t files = 0, literals = 0;
   std::vector< std::string > found;
   for( const char* dir : { "src", "include", "tools/rfc1738" } ) {
      for( const auto& entry : fs::recursive_directory_iterator( fs::path( RFC1738_SOURCE_DIR ) / dir ) ) {
         const auto ext = entry.path().extension();
         if( !entry.is_regular_file() || ( ext != ".cpp" && ext != ".hpp" && ext != ".h" && ext != ".c" ) ) {
            continue;
         }
         std::ifstream in( entry.path(), std::ios::binary );
         std::ostringstream text;
         text << in.rdbuf();
         ++files;
         for( const auto& [ literal, line ] : string_literals( text.str() ) ) {
            ++literals;
            // The one exception: SARIF's artifact locations, RFC 8089 file
            // URIs (not RFC 1738 URLs), typed once in lint_command.cpp.
            if( literal == "file://" && entry.path().filename() == "lint_command.cpp" && text.str().find( "constexpr std::string_view sarif_file_uri = \"file://\";" ) != std::string::npos ) {
               continue;
            }
            for( const auto& scheme : rfc1738::grammar::schemes ) {
               if( literal == scheme.name || literal.rfind( std::string( scheme.name ) + ":", 0 ) == 0 ) {
                  found.push_back( entry.path().string() + ":" + std::to_string( line ) + ": \"" + literal + "\"" );
               }
            }
         }
      }
   }
   CHECK( files > 40 );
   CHECK( literals > 100 );
   for( const auto& f : found ) {
      UNSCOPED_INFO( f );
   }
   CHECK( found.empty() );
}

TEST_CASE( "the literal reader finds literals and skips comments", "[one_source]" )
{
   const auto got = string_literals( "// \"ftp\"\n/* \"http\" */ x = \"a\\\"b\"; c = '\"'; d = \"ftp://\";\n" );
   REQUIRE( got.size() == 2 );
   CHECK( got[ 0 ].first == "a\\\"b" );
   CHECK( got[ 1 ].first == "ftp://" );
   CHECK( got[ 1 ].second == 2 );
}

// SPDX-License-Identifier: BSL-1.0
// The `@par BNF` blocks of the public headers quote the grammar: each
// definition in them is the one grammar/rfc1738.bnf holds (the generated
// production table; a production of the March 1994 draft only, that
// edition's table), compared with runs of blanks as one blank, and a
// trailing `;` comment of the BNF optional in the header.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "rfc1738/grammar/production_info.hpp"
#include "rfc1738/draft03/production_info.hpp"

namespace {

// Blanks collapsed, trimmed.
std::string squeeze( std::string_view s )
{
   std::string out;
   bool blank = false;
   for( const char c : s ) {
      if( c == ' ' || c == '\t' || c == '\n' || c == '\r' ) {
         blank = !out.empty();
         continue;
      }
      if( blank ) {
         out += ' ';
         blank = false;
      }
      out += c;
   }
   return out;
}

// The definition without a trailing `;` comment (outside quotes).
std::string without_comment( const std::string& s )
{
   bool quoted = false;
   for( std::size_t i = 0; i < s.size(); ++i ) {
      if( s[ i ] == '"' ) {
         quoted = !quoted;
      }
      else if( s[ i ] == ';' && !quoted ) {
         return squeeze( s.substr( 0, i ) );
      }
   }
   return s;
}

struct definition {
   std::string name;
   std::string text;   // squeezed
   std::string where;
};

// The definitions of every `@par BNF` block under include/.
std::vector< definition > header_definitions( std::size_t& blocks )
{
   namespace fs = std::filesystem;
   std::vector< definition > out;
   for( const auto& entry : fs::recursive_directory_iterator( fs::path( RFC1738_SOURCE_DIR ) / "include" ) ) {
      if( !entry.is_regular_file() ) {
         continue;
      }
      std::ifstream in( entry.path() );
      std::vector< std::string > lines;
      for( std::string l; std::getline( in, l ); ) {
         // The comment markers of a Doxygen block.
         const auto first = l.find_first_not_of( " \t" );
         l = first == std::string::npos ? std::string() : l.substr( first );
         if( l.rfind( "///", 0 ) == 0 ) {
            l = l.substr( 3 );
         }
         else if( l.rfind( "* ", 0 ) == 0 || l == "*" ) {
            l = l.substr( 1 );
         }
         lines.push_back( l );
      }
      for( std::size_t i = 0; i < lines.size(); ++i ) {
         if( squeeze( lines[ i ] ) != "@par BNF" ) {
            continue;
         }
         ++blocks;
         std::size_t j = i + 1;
         while( j < lines.size() && squeeze( lines[ j ] ).rfind( "@code", 0 ) != 0 ) {
            ++j;
         }
         // A definition begins with `name =` (the draft writes some without
         // the "=": the first line of a block begins one too).
         static const std::regex start( R"(^\s*([a-z][-a-z0-9+_/]*)\s+=(\s|$))" );
         static const std::regex word( R"(^\s*([a-z][-a-z0-9+_/]*)\s)" );
         const std::size_t before = out.size();
         for( ++j; j < lines.size() && squeeze( lines[ j ] ) != "@endcode"; ++j ) {
            std::smatch m;
            if( std::regex_search( lines[ j ], m, start ) || ( out.size() == before && std::regex_search( lines[ j ], m, word ) ) ) {
               out.push_back( { m[ 1 ].str(), squeeze( lines[ j ] ), entry.path().filename().string() + ":" + std::to_string( i + 1 ) } );
            }
            else if( !out.empty() && !squeeze( lines[ j ] ).empty() ) {
               out.back().text = squeeze( out.back().text + " " + lines[ j ] );
            }
         }
      }
   }
   return out;
}

template< typename Table >
const std::string_view* bnf_of( const Table& table, const std::string& name )
{
   for( const auto& p : table ) {
      if( p.rfc_name == name ) {
         return &p.bnf;
      }
   }
   return nullptr;
}

}  // namespace

TEST_CASE( "the @par BNF blocks of the public headers are the grammar's definitions", "[bnf_blocks]" )
{
   std::size_t blocks = 0;
   const auto defs = header_definitions( blocks );
   CHECK( blocks > 50 );
   CHECK( defs.size() >= blocks );
   for( const auto& d : defs ) {
      INFO( d.where << ": " << d.text );
      const auto* rfc = bnf_of( rfc1738::grammar::production_table, d.name );
      const auto* draft = bnf_of( rfc1738::draft03::production_table, d.name );
      REQUIRE( ( rfc != nullptr || draft != nullptr ) );
      const bool same_rfc = rfc != nullptr && ( squeeze( *rfc ) == d.text || without_comment( squeeze( *rfc ) ) == d.text );
      const bool same_draft = draft != nullptr && ( squeeze( *draft ) == d.text || without_comment( squeeze( *draft ) ) == d.text );
      CHECK( ( same_rfc || same_draft ) );
   }
}

// SPDX-License-Identifier: BSL-1.0
// One source of truth: no scheme of RFC 1738 §3 is typed in the library or
// the program. The schemes, their productions, default ports and §6 flags
// come from grammar/ through the generator (rfc1738/grammar/schemes.hpp);
// a string literal in src/, include/ or tools/rfc1738/ that is a scheme, or
// begins with "<scheme>:", would be a second copy of a grammar fact. Nor is
// a byte set of the grammar composed by hand: charsets.hpp and alphabets.hpp
// hold each production's bytes (a run's, with its escape), generated. Nor
// does the splitter spell a delimiter or a scheme's production: it follows
// the generated split programs.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "rfc1738/grammar/charsets.hpp"
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

// The statements of a C or C++ source (text up to each ";", "{" or "}"),
// comments and string literals blanked, character literals kept, each with
// the line it begins on.
std::vector< std::pair< std::string, std::size_t > > statements( const std::string& text )
{
   std::vector< std::pair< std::string, std::size_t > > out;
   std::string code;
   std::size_t line = 1;
   std::size_t begins = 1;
   const auto end_statement = [ & ] {
      if( code.find_first_not_of( " \t\n" ) != std::string::npos ) {
         out.emplace_back( code, begins );
      }
      code.clear();
      begins = line;
   };
   for( std::size_t i = 0; i < text.size(); ++i ) {
      const char c = text[ i ];
      if( c == '\n' ) {
         ++line;
         code += ' ';
         if( code.find_first_not_of( ' ' ) == std::string::npos ) {
            begins = line;
         }
      }
      else if( c == '/' && i + 1 < text.size() && text[ i + 1 ] == '/' ) {
         while( i + 1 < text.size() && text[ i + 1 ] != '\n' ) {
            ++i;
         }
      }
      else if( c == '/' && i + 1 < text.size() && text[ i + 1 ] == '*' ) {
         const auto end = std::min( text.find( "*/", i + 2 ), text.size() );
         for( std::size_t j = i; j < end; ++j ) {
            line += text[ j ] == '\n' ? 1 : 0;
         }
         i = end + 1;
      }
      else if( c == '\'' ) {
         code += c;
         for( ++i; i < text.size() && text[ i ] != '\''; ++i ) {
            code += text[ i ];
            if( text[ i ] == '\\' && i + 1 < text.size() ) {
               code += text[ ++i ];
            }
         }
         code += '\'';
      }
      else if( c == '"' ) {
         for( ++i; i < text.size() && text[ i ] != '"'; ++i ) {
            i += text[ i ] == '\\' ? 1 : 0;
         }
         code += "\"\"";
      }
      else if( c == ';' || c == '{' || c == '}' ) {
         end_statement();
      }
      else {
         code += c;
      }
   }
   end_statement();
   return out;
}

// Whether a statement composes a byte set of the grammar by hand: it joins
// with "||" a generated set's membership (`charset::x.contains( c )`,
// `alphabet::x.bytes.contains( c )`, through any alias) to another set's
// or to a comparison with a character literal ("unreserved or ';' or ...");
// or it joins with "||" three or more comparisons with characters that are
// all grammar punctuation (bytes of `reserved`: ';' '/' '?' ':' '@' '&' '='),
// a set typed without a generated one; or it joins with "||" a range of
// letters or digits (`c >= '0' && c <= '9'`) to another range or a
// comparison with a character ("alpha | digit | "+" | ..." typed again;
// ranges of punctuation, such as CommonMark's, are no set of the grammar).
// It accepts a set's membership alone
// (`cs::hex.contains( c )`), one delimiter's comparison (`s[ i ] == '/'`,
// a split at a proven delimiter), and comparisons with other characters
// (blanks, prose punctuation around a URL in text: not the grammar's sets).
bool composes_a_byte_set( const std::string& statement )
{
   static const std::regex membership( R"(\b\w+::\w+(\.bytes)?\.contains\s*\()" );
   static const std::regex comparison( R"([=!]=\s*'(\\.|[^'\\])')" );
   if( statement.find( "||" ) == std::string::npos ) {
      return false;
   }
   const auto count = []( const std::string& s, const std::regex& r ) { return static_cast< std::size_t >( std::distance( std::sregex_iterator( s.begin(), s.end(), r ), std::sregex_iterator() ) ); };
   static const std::regex range( R"(>=\s*'[0-9A-Za-z]'\s*&&[^|]*<=\s*'[0-9A-Za-z]')" );
   const std::size_t sets = count( statement, membership );
   const std::size_t characters = count( statement, comparison );
   const std::size_t ranges = count( statement, range );
   if( sets >= 1 && sets + characters + ranges >= 2 ) {
      return true;
   }
   if( ranges >= 1 && ranges + characters >= 2 ) {
      return true;
   }
   std::size_t punctuation = 0;
   for( auto it = std::sregex_iterator( statement.begin(), statement.end(), comparison ); it != std::sregex_iterator(); ++it ) {
      const std::string c = ( *it )[ 1 ].str();
      if( c.size() == 1 && rfc1738::grammar::charset::reserved.contains( static_cast< unsigned char >( c[ 0 ] ) ) ) {
         ++punctuation;
      }
      else {
         return false;
      }
   }
   return punctuation >= 3;
}

// Calls f( path, text ) for each C or C++ source of src/, include/ and
// tools/rfc1738/; returns how many.
template< typename F >
std::size_t for_each_source( F&& f )
{
   namespace fs = std::filesystem;
   std::size_t files = 0;
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
         f( entry.path(), text.str() );
      }
   }
   return files;
}

}  // namespace

TEST_CASE( "no scheme is typed outside grammar/ (schemes.hpp is generated from it)", "[one_source]" )
{
   std::size_t literals = 0;
   std::vector< std::string > found;
   const std::size_t files = for_each_source( [ & ]( const std::filesystem::path& path, const std::string& text ) {
      for( const auto& [ literal, line ] : string_literals( text ) ) {
         ++literals;
         // The one exception: SARIF's artifact locations, RFC 8089 file
         // URIs (not RFC 1738 URLs), typed once in src/output/lint_sarif.cpp.
         if( literal == "file://" && path.filename() == "lint_sarif.cpp" && text.find( "constexpr std::string_view sarif_file_uri = \"file://\";" ) != std::string::npos ) {
            continue;
         }
         for( const auto& scheme : rfc1738::grammar::schemes ) {
            if( literal == scheme.name || literal.rfind( std::string( scheme.name ) + ":", 0 ) == 0 ) {
               found.push_back( path.string() + ":" + std::to_string( line ) + ": \"" + literal + "\"" );
            }
         }
      }
   } );
   CHECK( files > 40 );
   CHECK( literals > 100 );
   for( const auto& f : found ) {
      UNSCOPED_INFO( f );
   }
   CHECK( found.empty() );
}

TEST_CASE( "the splitter and the fast path's proofs follow generated data: they spell no literal and name no scheme production", "[one_source]" )
{
   // src/parser/split.cpp splits by the programs of split_programs.hpp, and
   // src/parser/form_proof.hpp proves the fast path's forms by fast_path.hpp (the bytes
   // it compares, the tables of its runs, the shape of a hostport and a
   // hostname, each form's prefix, delimiters and labels): no character
   // literal (a delimiter, a byte of a set), no string literal but a
   // header's name or an instruction set's (a target attribute), no
   // production but url and the walk's otherurl = genericurl (RFC 1738 §5).
   const std::regex set_by_name( R"(\b(ab|cs|charset|alphabet)::\w+)" );
   std::vector< std::string > found;
   std::size_t files = 0;
   for_each_source( [ & ]( const std::filesystem::path& file, const std::string& text ) {
      if( file.filename() != "split.cpp" && file.filename() != "form_proof.hpp" ) {
         return;
      }
      ++files;
      for( const auto& [ literal, line ] : string_literals( text ) ) {
         const bool instruction_set = literal.rfind( "ssse3", 0 ) == 0 || literal.rfind( "avx2", 0 ) == 0 || literal.rfind( "avx512", 0 ) == 0;
         if( literal.size() < 4 || ( literal.substr( literal.size() - 4 ) != ".hpp" && !instruction_set ) ) {
            found.push_back( file.filename().string() + ":" + std::to_string( line ) + ": \"" + literal + "\"" );
         }
      }
      const std::regex character( "'(\\\\.|[^'\\\\])'" );
      const std::regex production( "production::([a-z_]+)" );
      for( const auto& [ statement, line ] : statements( text ) ) {
         if( std::regex_search( statement, character ) ) {
            found.push_back( file.filename().string() + ":" + std::to_string( line ) + ": " + statement );
         }
         for( auto it = std::sregex_iterator( statement.begin(), statement.end(), production ); it != std::sregex_iterator(); ++it ) {
            const std::string p = ( *it )[ 1 ].str();
            if( p != "url" && p != "otherurl" && p != "genericurl" ) {
               found.push_back( file.filename().string() + ":" + std::to_string( line ) + ": production::" + p );
            }
         }
         // A byte set of the grammar named in the fast path's proofs (a
         // generated one read by name, `charset::alpha`, `alphabet::hsegment`,
         // `cs::digit`): the proofs read fast_path.hpp's, which names the
         // sets its checks were made on.
         if( file.filename() == "form_proof.hpp" && std::regex_search( statement, set_by_name ) ) {
            found.push_back( file.filename().string() + ":" + std::to_string( line ) + ": " + statement );
         }
      }
   } );
   CHECK( files == 2 );
   // The rule finds what form_proof.hpp typed before fast_path.hpp was generated.
   CHECK( std::regex_search( std::string( "m.slash |= M( eq16( x, '/' ) ) << at" ), std::regex( "'[^']'" ) ) );
   CHECK( std::regex_search( std::string( "alignas( 16 ) inline constexpr auto hsegment_bytes = ab::hsegment.nibbles" ), set_by_name ) );
   CHECK( std::regex_search( std::string( "return s[ top ] > '9' && cs::alpha.contains( c )" ), set_by_name ) );
   CHECK_FALSE( std::regex_search( std::string( "return fp::hex.contains( c )" ), set_by_name ) );
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

TEST_CASE( "no byte set of the grammar is composed by hand outside the generated headers", "[one_source]" )
{
   // The typed views (include/rfc1738/views/, src/views/) are the grammar's
   // own shapes, written per production: outside this rule, as in the
   // scheme rule's account (docs/extending.md).
   std::size_t checked = 0;
   std::vector< std::string > found;
   const std::size_t files = for_each_source( [ & ]( const std::filesystem::path& file, const std::string& text ) {
      const auto path = file.generic_string();
      if( path.find( "/views/" ) != std::string::npos ) {
         return;
      }
      for( const auto& [ statement, line ] : statements( text ) ) {
         ++checked;
         // The one exception: SARIF's artifact locations percent-encode a
         // path with RFC 3986's unreserved bytes and "/" (lint_sarif.cpp's
         // uri_of: RFC 8089 file URIs, not a set RFC 1738's grammar holds).
         if( file.filename() == "lint_sarif.cpp" && text.find( "std::string uri_of( std::string_view file )" ) != std::string::npos && statement.find( "c == '~'" ) != std::string::npos ) {
            continue;
         }
         if( composes_a_byte_set( statement ) ) {
            found.push_back( path + ":" + std::to_string( line ) + ": " + statement );
         }
      }
   } );
   CHECK( files > 40 );
   CHECK( checked > 1000 );
   for( const auto& f : found ) {
      UNSCOPED_INFO( f );
   }
   CHECK( found.empty() );
}

TEST_CASE( "the byte-set rule: what it refuses and what it accepts", "[one_source]" )
{
   // What src/parser/form_proof.hpp composed before alphabets.hpp was generated.
   CHECK( composes_a_byte_set( "return cs::unreserved.contains( c ) || c == ';' || c == ':' || c == '@' || c == '&' || c == '='" ) );
   CHECK( composes_a_byte_set( "return grammar::charset::unreserved.contains( c ) || grammar::charset::reserved.contains( c )" ) );
   CHECK( composes_a_byte_set( "k |= ( cs::unreserved.contains( c ) || c == ';' ) ? c_login : 0" ) );
   CHECK( composes_a_byte_set( "ok = c == ';' || c == '?' || c == '&'" ) );
   // What src/documents/extract.cpp and src/documents/extract_document.hpp typed for scheme's
   // bytes and alpha before they read charsets.hpp and scheme_size.hpp.
   CHECK( composes_a_byte_set( "return is_alpha( c ) || ( c >= '0' && c <= '9' ) || c == '+' || c == '-' || c == '.'" ) );
   CHECK( composes_a_byte_set( "return ( c >= 'a' && c <= 'z' ) || ( c >= 'A' && c <= 'Z' )" ) );
   CHECK_FALSE( composes_a_byte_set( "return c >= 'A' && c <= 'Z' ? static_cast< char >( c - 'A' + 'a' ) : c" ) );
   CHECK_FALSE( composes_a_byte_set( "return c == want || ( fold && c >= 'A' && c <= 'Z' && c + 32 == want )" ) );
   CHECK_FALSE( composes_a_byte_set( "return ( c >= '!' && c <= '/' ) || ( c >= ':' && c <= '@' )" ) );
   CHECK_FALSE( composes_a_byte_set( "k |= cs::hex.contains( c ) ? c_hex : 0" ) );
   CHECK_FALSE( composes_a_byte_set( "return grammar::alphabet::xchar.bytes.contains( c )" ) );
   CHECK_FALSE( composes_a_byte_set( "if( i == to || s[ i ] == '.' )" ) );
   CHECK_FALSE( composes_a_byte_set( "return c == ' ' || c == '\\t' || c == '\\r' || c == '\\n'" ) );
   CHECK_FALSE( composes_a_byte_set( "return c == '.' || c == ',' || c == ';' || c == ':' || c == '!'" ) );   // prose punctuation
   const auto got = statements( "// c == ';' || c == '?'\nint x = 1; /* \"a\" */ if( c == '\\'' ) {\n y = \"a;b\";\n}\n" );
   REQUIRE( got.size() == 3 );
   CHECK( got[ 0 ].first == " int x = 1" );
   CHECK( got[ 0 ].second == 2 );
   CHECK( got[ 1 ].first.find( "'\\''" ) != std::string::npos );
   CHECK( got[ 2 ].first == "  y = \"\"" );
   CHECK( got[ 2 ].second == 3 );
}

TEST_CASE( "no verdict label is typed by hand: the fast verdict reads its labels from the automaton", "[one_source]" )
{
   // A label (RFC 1738 §5's verdict of an input: the production its scheme
   // calls for, whether it conforms, whether genericurl derives it) is the
   // generated verdict automaton's (verdict.hpp); the fast path's labels
   // (src/parser/form_proof.hpp) are those the generator read from it at the end of a
   // witness of each form (fast_path.hpp).
   const std::regex typed( R"(label\s*(\w+\s*)?\{\s*production::)" );
   std::vector< std::string > found;
   std::size_t masks = 0;
   for_each_source( [ & ]( const std::filesystem::path& file, const std::string& text ) {
      masks += file.filename() == "form_proof.hpp" && text.find( "&grammar::verdict::labels[ fp::forms[ F ].label ]" ) != std::string::npos ? 1 : 0;
      // The code without comments and strings, its statements joined again
      // at a "{" (a braced initializer ends a statement there).
      std::string code;
      for( const auto& [ statement, line ] : statements( text ) ) {
         code += statement + "{";
      }
      for( auto it = std::sregex_iterator( code.begin(), code.end(), typed ); it != std::sregex_iterator(); ++it ) {
         found.push_back( file.generic_string() + ": " + code.substr( static_cast< std::size_t >( it->position() ), 80 ) );
      }
   } );
   CHECK( masks == 1 );
   for( const auto& f : found ) {
      UNSCOPED_INFO( f );
   }
   CHECK( found.empty() );
   // The rule finds what form_proof.hpp typed before.
   CHECK( std::regex_search( std::string( "inline constexpr grammar::verdict::label http_label{ production::httpurl, true, true, true }" ), typed ) );
   CHECK( std::regex_search( std::string( "return label{ production::ftpurl, true, false, false }" ), typed ) );
}

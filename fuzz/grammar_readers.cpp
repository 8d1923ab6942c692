// SPDX-License-Identifier: BSL-1.0
// Fuzz target `grammar_readers`: the generator's readers of the grammars'
// notations (tools/bnf2pegtl: ABNF, RFC 5234; RFC 822's, as RFC 1738, 1808,
// 2396 and 2373 write it) and the assembly of an edition, on arbitrary text.
//
// Input layout: byte 0 chooses the reader (bit 0: ABNF or RFC 822 notation;
// bit 1: the text is also assembled as an edition, its names read without
// regard to case when bit 2 is set; bit 3: the text is a file of PEG
// rewrites, `@rewrite`/`@replaces`/`@why` and `name ~ expression` with `!`,
// `&`, `<eof>`, variants and `%i"..."`, over a small fixed grammar; bit 4:
// the text is a file of readings of prose values, `@prose <...>`, `@why` and
// one ABNF rule each, and an RFC 822 text is read with one reading, of
// `p = <x>`; bit 5: the text is an editions manifest, grammar/editions.facts'
// `name identifier namespace option=file,... title` lines with `@roles` and
// `@source`); the rest is the grammar's text.
// Properties: a reader reads the text or refuses it with a read_error whose
// message is "file:line:column: ..." with a line and column inside the text;
// what it reads has a name and a source for each rule; nothing else escapes.
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "abnf_reader.hpp"
#include "reader.hpp"
#include "require.hpp"
#include "uri_edition.hpp"

namespace {

namespace g = rfc1738::bnf2pegtl;

// "f.abnf:L:C: message" with L within the text's lines and C >= 1.
bool located( const std::string& what, std::string_view file, std::string_view text )
{
   if( what.compare( 0, file.size() + 1, std::string( file ) + ":" ) != 0 ) {
      return what == std::string( file ) + ":1:1: no rule defined" || what == std::string( file ) + ":1:1: no production defined";
   }
   std::size_t at = file.size() + 1;
   std::size_t line = 0, column = 0;
   while( at < what.size() && what[ at ] >= '0' && what[ at ] <= '9' ) {
      line = line * 10 + static_cast< std::size_t >( what[ at++ ] - '0' );
   }
   if( at >= what.size() || what[ at++ ] != ':' ) {
      return false;
   }
   while( at < what.size() && what[ at ] >= '0' && what[ at ] <= '9' ) {
      column = column * 10 + static_cast< std::size_t >( what[ at++ ] - '0' );
   }
   std::size_t lines = 1;
   for( const char c : text ) {
      lines += c == '\n' ? 1 : 0;
   }
   return line >= 1 && line <= lines && column >= 1 && what.compare( at, 2, ": " ) == 0;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput( const std::uint8_t* data, std::size_t size )
{
   if( size == 0 ) {
      return 0;
   }
   const bool abnf = ( data[ 0 ] & 1 ) != 0;
   const bool assemble = ( data[ 0 ] & 2 ) != 0;
   const bool ignore_case = ( data[ 0 ] & 4 ) != 0;
   const std::string text( reinterpret_cast< const char* >( data + 1 ), size - 1 );
   if( ( data[ 0 ] & 32 ) != 0 ) {
      std::vector< std::string > roles;
      std::map< std::string, std::string > sources;
      try {
         for( const auto& e : g::read_edition_facts( text, "f.facts", &roles, &sources ) ) {
            RFC1738_FUZZ_REQUIRE( !e.name.empty() && !e.files.empty() && !e.title.empty() );
         }
         for( const auto& [ name, where ] : sources ) {
            RFC1738_FUZZ_REQUIRE( !name.empty() && !where.empty() );
         }
      }
      catch( const g::read_error& e ) {
         RFC1738_FUZZ_REQUIRE( located( e.what(), "f.facts", text ) || std::string( e.what() ) == "f.facts: no edition" );
      }
      return 0;
   }
   if( ( data[ 0 ] & 8 ) != 0 ) {
      static const auto base = g::read_abnf( "a = \"x\" b\nb = *( \"y\" / c )\nc = %x30-39\n", "base.abnf" );
      try {
         for( const auto& r : g::read_rewrites( text, "f.peg", base ) ) {
            RFC1738_FUZZ_REQUIRE( !r.id.empty() && !r.replaces.empty() );
         }
      }
      catch( const g::read_error& e ) {
         RFC1738_FUZZ_REQUIRE( located( e.what(), "f.peg", text ) );
      }
      return 0;
   }
   if( ( data[ 0 ] & 16 ) != 0 ) {
      try {
         for( const auto& r : g::read_prose_readings( text, "f.readings" ) ) {
            RFC1738_FUZZ_REQUIRE( r.prose.size() >= 3 && r.prose.front() == '<' && r.prose.back() == '>' && !r.production.empty() );
         }
      }
      catch( const g::read_error& e ) {
         RFC1738_FUZZ_REQUIRE( located( e.what(), "f.readings", text ) );
      }
   }
   static const auto readings = g::read_prose_readings( "@prose <x>\np = %x00-1F\n", "r.readings" );
   const std::string file = abnf ? "f.abnf" : "f.bnf";
   try {
      const auto rules = abnf ? g::read_abnf( text, file ) : g::read_bnf( text, file, ( data[ 0 ] & 16 ) != 0 ? readings : std::vector< g::prose_reading >() );
      RFC1738_FUZZ_REQUIRE( !rules.empty() );
      for( const auto& r : rules ) {
         RFC1738_FUZZ_REQUIRE( !r.name.empty() && !r.source.empty() );
      }
      if( assemble ) {
         std::map< std::string, std::string > replaced;
         const auto all = g::assemble_uri_grammar( { { file, text }, { file, text } }, g::grammar_file{}, ignore_case, replaced );
         RFC1738_FUZZ_REQUIRE( all.size() == rules.size() || ignore_case );
         g::grammar gr;
         gr.productions = all;
         g::check( gr );   // may refuse: an undefined name, a cycle
      }
   }
   catch( const g::read_error& e ) {
      const std::string what = e.what();
      RFC1738_FUZZ_REQUIRE( located( what, file, text ) );
   }
   return 0;
}

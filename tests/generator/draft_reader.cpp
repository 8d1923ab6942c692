// SPDX-License-Identifier: BSL-1.0
// The generator's reader of the March 1994 draft's notation and its readings:
// the notation read as grammar/draft-ietf-uri-url-03.readings records it,
// every refusal located (file:line:column), recursion refused unless it is on
// the right.
#include "draft_reader.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "emitter.hpp"
#include "reader.hpp"

namespace g = rfc1738::bnf2pegtl;
using kind = g::expression::kind;

namespace {

std::string slurp( const std::string& path )
{
   std::ifstream in( path, std::ios::binary );
   std::ostringstream s;
   s << in.rdbuf();
   return s.str();
}

std::string refusal( const std::string& text )
{
   try {
      const auto d = g::read_draft( text, "d.bnf" );
      g::check_right_recursion( d );
      g::grammar gr;
      gr.productions = d;
      (void)gr;
   }
   catch( const g::read_error& e ) {
      return e.what();
   }
   return "(accepted)";
}

std::string readings_refusal( const std::string& text )
{
   const auto d = g::read_draft( "aa x\n\nbb y\n", "d.bnf" );
   try {
      (void)g::read_readings( text, "d.readings", d );
   }
   catch( const g::read_error& e ) {
      return e.what();
   }
   return "(accepted)";
}

const g::definition& find( const std::vector< g::definition >& ds, const std::string& name )
{
   for( const auto& d : ds ) {
      if( d.name == name ) {
         return d;
      }
   }
   FAIL( "no production " << name );
   throw std::logic_error( "unreachable" );
}

}  // namespace

TEST_CASE( "the draft's notation: paragraphs, characters, words, operators", "[generator][draft]" )
{
   const auto ds = g::read_draft( "httpaddress h t t p : / / hostport [ / path ] [ ?\nsearch ]\n\n"
                                  "national { | } | vline | [ | ] | \\\n\n"
                                  "extra \" | space\n\n"
                                  "digit 0 |1\n\n"
                                  "gopher g [/ x [\ny ] ]\n\n"
                                  "void\n",
                                  "d.bnf" );
   REQUIRE( ds.size() == 6 );
   const auto& http = ds[ 0 ];
   CHECK( http.name == "httpaddress" );
   CHECK( http.source == "httpaddress h t t p : / / hostport [ / path ] [ ?\nsearch ]" );
   REQUIRE( http.body.what == kind::sequence );
   REQUIRE( http.body.subs.size() == 4 );
   CHECK( http.body.subs[ 0 ].what == kind::literal );
   CHECK( http.body.subs[ 0 ].text == "http://" );   // adjacent characters concatenate
   CHECK( http.body.subs[ 0 ].where.column == 13 );
   CHECK( http.body.subs[ 1 ].what == kind::name );
   CHECK( http.body.subs[ 3 ].what == kind::option );   // "[ ?\nsearch ]" across lines
   const auto& national = ds[ 1 ];
   REQUIRE( national.body.what == kind::alternation );
   std::string chars;
   for( const auto& s : national.body.subs ) {
      REQUIRE( s.what == kind::literal );
      chars += s.text;
   }
   CHECK( chars == "{}|[]\\" );
   REQUIRE( ds[ 2 ].body.subs.size() == 2 );
   CHECK( ds[ 2 ].body.subs[ 1 ].text == " " );
   REQUIRE( ds[ 3 ].body.subs.size() == 2 );
   CHECK( ds[ 3 ].body.subs[ 1 ].text == "1" );
   const auto& gopher = ds[ 4 ];
   REQUIRE( gopher.body.what == kind::sequence );
   REQUIRE( gopher.body.subs[ 1 ].what == kind::option );
   CHECK( gopher.body.subs[ 1 ].subs[ 0 ].subs[ 0 ].text == "/x" );   // "[/ x": the bracket, then "/" and "x"
   CHECK( ds[ 5 ].name == "void" );
   CHECK( ds[ 5 ].body.what == kind::sequence );
   CHECK( ds[ 5 ].body.subs.empty() );
   CHECK( g::identifier( "void" ) == "void_" );
}

TEST_CASE( "the draft's notation: refusals are located", "[generator][draft]" )
{
   CHECK( refusal( "aa b [ c\n" ) == "d.bnf:1:6: expected `]` closing this `[`" );
   CHECK( refusal( "aa b ] c\n" ) == "d.bnf:1:6: `]` closes no `[`" );
   CHECK( refusal( "a b\n" ) == "d.bnf:1:1: expected a production's name (a word of more than one letter), found `a`" );
   CHECK( refusal( "aa b\n\naa c\n" ) == "d.bnf:3:1: production `aa` is defined twice" );
   CHECK( refusal( "aa b | | c\n" ) == "d.bnf:1:6: expected an alternative after `|`" );
   // Options nested beyond the limit: refused where the level opens, never a
   // stack overflow (a million levels).
   std::string deep = "aa ";
   for( int i = 0; i < 64; ++i ) {
      deep += "[ ";
   }
   CHECK( refusal( deep + "[ b\n" ).find( "d.bnf:1:" + std::to_string( 4 + 64 * 2 ) + ": options nest more than 64 deep here" ) == 0 );
   std::string deeper = "aa ";
   for( int i = 0; i < 1000000; ++i ) {
      deeper += "[ ";
   }
   CHECK( refusal( deeper + "b\n" ).find( ": options nest more than 64 deep here" ) != std::string::npos );
   std::string fine = "aa ";
   for( int i = 0; i < 64; ++i ) {
      fine += "[ ";
   }
   fine += "b";
   for( int i = 0; i < 64; ++i ) {
      fine += " ]";
   }
   CHECK( refusal( fine + "\n" ) == "(accepted)" );
   CHECK( refusal( "aa b\n\nbb c!d\n" ) == "d.bnf:3:4: `c!d` is neither one character nor a name (letters, digits, `-`, `+`, `_`)" );
   CHECK( refusal( "space a\n" ) == "d.bnf:1:1: `space` is notation (a character), not a production" );
   CHECK( refusal( "\n\n" ) == "d.bnf:1:1: no production defined" );
}

TEST_CASE( "the draft's recursion: on the right only", "[generator][draft]" )
{
   CHECK( refusal( "aa b [ aa ]\n" ) == "(accepted)" );
   CHECK( refusal( "aa b | c [ . bb ]\n\nbb aa\n" ) == "(accepted)" );
   CHECK( refusal( "aa aa b\n" ) == "d.bnf:1:4: `aa` recurs through `aa` before the end of its definition: only recursion on the right is read (the language must be regular)" );
   CHECK( refusal( "aa b [ bb ] c\n\nbb aa\n" ) == "d.bnf:1:8: `aa` recurs through `bb` before the end of its definition: only recursion on the right is read (the language must be regular)" );
   CHECK( refusal( "aa ( [ aa ] )\n" ) != "(accepted)" );
}

TEST_CASE( "readings: blocks checked, editions applied", "[generator][draft]" )
{
   CHECK( readings_refusal( "@kind typo\n" ) == "d.readings:1:1: expected `@reading name` first" );
   CHECK( readings_refusal( "@reading r\n@kind odd\n" ) == "d.readings:2:1: a reading's kind is typo, repair, gap or notation, not `odd`" );
   CHECK( readings_refusal( "@reading r\n@kind typo\n@replaces zz\n" ) == "d.readings:3:1: `zz` is not a production of the draft" );
   CHECK( readings_refusal( "@reading r\n@kind typo\n@replaces aa\n@as-written aa x\n@why w\n" ) == "d.readings:1:1: reading `r` (typo) gives no definition" );
   CHECK( readings_refusal( "@reading r\n@kind gap\n@defines aa\n" ) == "d.readings:3:1: `aa` is a production of the draft: a gap is a name it leaves undefined" );
   CHECK( readings_refusal( "@reading r\n@kind notation\n@as-written x\n@why w\naa y\n" ) == "d.readings:5:1: reading `r` is of the notation: it defines nothing" );
   CHECK( readings_refusal( "@reading r\n@kind gap\n@defines cc\n@as-written x\n@why w\ndd y\n" ) == "d.readings:6:1: reading `r` defines `cc`, not `dd`" );
   CHECK( readings_refusal( "@reading r\n@kind typo\n@replaces aa\n@as-written aa x\n@why w\naa x y\n" ) == "(accepted)" );

   const auto draft = g::read_draft( slurp( RFC1738_DRAFT_FILE ), "draft.bnf" );
   const auto readings = g::read_readings( slurp( RFC1738_DRAFT_READINGS_FILE ), "draft.readings", draft );
   CHECK( draft.size() == 62 );
   CHECK( draft[ 1 ].name == "ur" );   // as written: reading url-name-split
   const auto corrected = g::apply_readings( draft, readings, g::draft_edition::corrected );
   const auto literal = g::apply_readings( draft, readings, g::draft_edition::literal );
   REQUIRE( corrected.size() == 64 );
   REQUIRE( literal.size() == 64 );
   CHECK( corrected[ 1 ].name == "url" );
   CHECK( literal[ 1 ].name == "url" );   // a repair: both editions
   CHECK( find( corrected, "xpalphas" ).source == "xpalphas xpalpha [ xpalphas ]" );
   CHECK( find( literal, "xpalphas" ).source == "xpalphas xpalpha [ xpalpha ]" );
   CHECK( find( corrected, "mailtoaddress" ).body.subs[ 0 ].text == "mailto:" );
   CHECK( find( literal, "mailtoaddress" ).body.subs[ 0 ].text == "mailto::" );
   CHECK( find( literal, "addr-spec" ).source == "addr-spec xalphas @ hostname" );
   g::check_right_recursion( corrected );
   g::check_right_recursion( literal );
   std::size_t kinds[ 4 ] = { 0, 0, 0, 0 };
   for( const auto& r : readings ) {
      kinds[ r.kind == "typo" ? 0 : r.kind == "repair" ? 1 : r.kind == "gap" ? 2 : 3 ] += 1;
      CHECK_FALSE( r.why.empty() );
      CHECK_FALSE( r.as_written.empty() );
   }
   CHECK( kinds[ 0 ] == 2 );
   CHECK( kinds[ 1 ] == 1 );
   CHECK( kinds[ 2 ] == 2 );

   // The corrected edition with its rewrites is a grammar the generator
   // writes: no recursion left in the rules it emits.
   g::grammar gr;
   gr.productions = corrected;
   gr.rewrites = g::read_rewrites( slurp( RFC1738_DRAFT_REWRITES_FILE ), "draft.peg", corrected );
   g::check( gr );
   // Without its rewrites the draft recurses, which the PEG rules cannot.
   g::grammar bare;
   bare.productions = corrected;
   CHECK_THROWS_AS( g::check( bare ), g::read_error );
}

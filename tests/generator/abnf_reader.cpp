// SPDX-License-Identifier: BSL-1.0
// The generator's reader of ABNF (RFC 5234) and the assembly of an edition of
// the generic URI syntax from its files: RFC 3986 Appendix A and RFC 5234's
// core rules read as written, ABNF's forms written with the AST's kinds
// (case-insensitive strings, value ranges, bounded repetitions, the prose
// `0<pchar>`), every refusal located (file:line:column), amendments in place.
#include "abnf_reader.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <sstream>

#include "emitter.hpp"
#include "reader.hpp"
#include "uri_edition.hpp"

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
      (void)g::read_abnf( text, "x.abnf" );
   }
   catch( const g::read_error& e ) {
      return e.what();
   }
   return "(read)";
}

const g::definition& named( const std::vector< g::definition >& ds, const std::string& name )
{
   for( const auto& d : ds ) {
      if( d.name == name ) {
         return d;
      }
   }
   FAIL( "no rule " << name );
   return ds.front();
}

}  // namespace

TEST_CASE( "RFC 3986 Appendix A and RFC 5234's core rules are read as written", "[generator][abnf]" )
{
   const auto uri = g::read_abnf( slurp( RFC1738_SOURCE_DIR "/grammar/rfc3986.abnf" ), "grammar/rfc3986.abnf" );
   CHECK( uri.size() == 36 );
   CHECK( uri.front().name == "URI" );
   CHECK( uri.back().name == "sub-delims" );
   CHECK( named( uri, "URI-reference" ).source == "URI-reference = URI / relative-ref" );
   CHECK( named( uri, "URI-reference" ).where.line == 14 );
   // `0<pchar>`: none of the prose, the empty string.
   const auto& empty = named( uri, "path-empty" ).body;
   CHECK( empty.what == kind::sequence );
   CHECK( empty.subs.empty() );
   // `%x31-39 DIGIT`: the range as the alternation of its nine bytes.
   const auto& dec = named( uri, "dec-octet" ).body;
   REQUIRE( dec.what == kind::alternation );
   REQUIRE( dec.subs.size() == 5 );
   REQUIRE( dec.subs[ 1 ].what == kind::sequence );
   CHECK( dec.subs[ 1 ].subs[ 0 ].what == kind::alternation );
   CHECK( dec.subs[ 1 ].subs[ 0 ].subs.size() == 9 );
   // `"v"`: either case (RFC 5234 §2.3).
   const auto& future = named( uri, "IPvFuture" ).body;
   REQUIRE( future.what == kind::sequence );
   REQUIRE( future.subs[ 0 ].what == kind::alternation );
   CHECK( future.subs[ 0 ].subs[ 0 ].text == "v" );
   CHECK( future.subs[ 0 ].subs[ 1 ].text == "V" );
   // `1*4HEXDIG`: one, then up to three more, each inside the option before.
   const auto& h16 = named( uri, "h16" ).body;
   REQUIRE( h16.what == kind::sequence );
   CHECK( h16.subs[ 0 ].text == "HEXDIG" );
   CHECK( h16.subs[ 1 ].what == kind::option );
   const auto core = g::read_abnf( slurp( RFC1738_SOURCE_DIR "/grammar/rfc5234-core.abnf" ), "grammar/rfc5234-core.abnf" );
   CHECK( core.size() == 16 );
   CHECK( named( core, "OCTET" ).body.subs.size() == 256 );
}

TEST_CASE( "the ABNF reader refuses what it cannot read, with the line and column", "[generator][abnf]" )
{
   CHECK( refusal( "a = b\nc = <prose>\n" ) == "x.abnf:2:5: a prose value <prose> says in words what no grammar reads: only `0<prose>` (none of it, the empty string) is read" );
   CHECK( refusal( "a = %x100\n" ) == "x.abnf:1:7: the value 100 is beyond a byte: the grammars read here are of bytes" );
   CHECK( refusal( "a = %x39-30\n" ) == "x.abnf:1:6: the range x39-30 ends below its start" );
   CHECK( refusal( "a = 3*2b\n" ) == "x.abnf:1:5: the repetition's upper bound is below its lower one" );
   CHECK_THAT( refusal( "a = \"b\nc = d\n" ), Catch::Matchers::StartsWith( "x.abnf:1:7: unterminated string" ) );
   CHECK_THAT( refusal( "a = ( b\n" ), Catch::Matchers::StartsWith( "x.abnf:1:8: expected `)` closing the `(` above" ) );
   CHECK( refusal( "a = b\nA = c\n" ) == "x.abnf:2:1: rule `A` is defined twice (rule names are case-insensitive, RFC 5234 §2.1)" );
   CHECK( refusal( "a =/ b\n" ) == "x.abnf:1:1: `a =/` adds alternatives to a rule not defined above" );
   CHECK_THAT( refusal( "a = b\nthis is prose\n" ), Catch::Matchers::StartsWith( "x.abnf:2:1: expected a rule `name = elements`, a comment or an empty line" ) );
   CHECK_THAT( refusal( "a = b |\n" ), Catch::Matchers::StartsWith( "x.abnf:1:7: expected the end of the line" ) );
   CHECK( refusal( "" ) == "x.abnf:1:1: no rule defined" );
   // What it reads: `=/`, comments, continuation lines, %d and %b values.
   const auto r = g::read_abnf( "a = \"x\" ; one\n  / %d65.66\na =/ %b110000\n", "x.abnf" );
   REQUIRE( r.size() == 1 );
   REQUIRE( r[ 0 ].body.what == kind::alternation );
   CHECK( r[ 0 ].body.subs.size() == 3 );
   CHECK( r[ 0 ].body.subs[ 1 ].text == "AB" );
   CHECK( r[ 0 ].body.subs[ 2 ].text == "0" );
}

TEST_CASE( "an edition is its files in order, amended in place, with the core rules it names", "[generator][abnf][editions]" )
{
   std::map< std::string, std::string > replaced;
   const std::vector< g::grammar_file > files = {
      { "grammar/rfc3986.abnf", slurp( RFC1738_SOURCE_DIR "/grammar/rfc3986.abnf" ) },
      { "grammar/rfc6874.abnf", slurp( RFC1738_SOURCE_DIR "/grammar/rfc6874.abnf" ) },
   };
   const g::grammar_file core{ "grammar/rfc5234-core.abnf", slurp( RFC1738_SOURCE_DIR "/grammar/rfc5234-core.abnf" ) };
   const auto all = g::assemble_uri_grammar( files, core, true, replaced );
   REQUIRE( all.size() == 41 );
   // IP-literal replaced where it was, the new rules after RFC 3986's, then
   // the core rules named (ALPHA, DIGIT, HEXDIG), in the core file's order.
   CHECK( all[ 11 ].name == "IP-literal" );
   CHECK( all[ 11 ].where.file == "grammar/rfc6874.abnf" );
   CHECK( all[ 36 ].name == "ZoneID" );
   CHECK( all[ 37 ].name == "IPv6addrz" );
   CHECK( all[ 38 ].name == "ALPHA" );
   CHECK( all[ 39 ].name == "DIGIT" );
   CHECK( all[ 40 ].name == "HEXDIG" );
   REQUIRE( replaced.count( "IP-literal" ) == 1 );
   CHECK( replaced[ "IP-literal" ].find( "replacing the definition of grammar/rfc3986.abnf line 32" ) != std::string::npos );
   // RFC 2732's host names `IPv6reference`; its rule is `ipv6reference`:
   // read without regard to case, the name is spelt as the rule is.
   const std::vector< g::grammar_file > amended = {
      { "a.bnf", "host = name | IPv6reference\nname = \"n\"\n" },
      { "b.bnf", "ipv6reference = \"[\" DIGIT \"]\"\n" },
   };
   const auto two = g::assemble_uri_grammar( amended, core, true, replaced );
   REQUIRE( two.size() == 4 );
   CHECK( two[ 0 ].body.subs[ 1 ].text == "ipv6reference" );
   CHECK( two[ 3 ].name == "DIGIT" );
   // Case-sensitive, the name is not defined.
   g::grammar gr;
   gr.productions = g::assemble_uri_grammar( amended, g::grammar_file{}, false, replaced );
   CHECK_THROWS_WITH( g::check( gr ), "a.bnf:1:15: `IPv6reference` is not defined" );
}

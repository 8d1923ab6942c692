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

TEST_CASE( "a prose value of RFC 822's notation is read by its recorded reading, and refused without one", "[generator][editions][prose]" )
{
   const auto refused = []( auto&& f ) -> std::string {
      try {
         f();
      }
      catch( const g::read_error& e ) {
         return e.what();
      }
      return "(read)";
   };
   const auto readings = g::read_prose_readings( "; comment\n@prose <bytes 00-1F>\n@why the bytes\ncontrol = %x00-1F / %x7F\n", "r.readings" );
   REQUIRE( readings.size() == 1 );
   CHECK( readings[ 0 ].prose == "<bytes 00-1F>" );
   CHECK( readings[ 0 ].production == "control" );
   CHECK( readings[ 0 ].why == std::vector< std::string >{ "the bytes" } );
   CHECK( readings[ 0 ].where.line == 2 );
   const auto d = g::read_bnf( "control = <bytes 00-1F>\n", "x.bnf", readings );
   REQUIRE( d.size() == 1 );
   CHECK( d[ 0 ].source == "control = <bytes 00-1F>" );   // as written
   REQUIRE( d[ 0 ].body.what == kind::alternation );
   CHECK( d[ 0 ].body.where.column == 11 );
   // %x00-1F (32 bytes) or %x7F.
   REQUIRE( d[ 0 ].body.subs.size() == 2 );
   CHECK( d[ 0 ].body.subs[ 0 ].subs.size() == 32 );
   CHECK( d[ 0 ].body.subs[ 1 ].text == std::string( 1, '\x7f' ) );

   // No reading, or one recorded for another production: refused where the prose stands.
   CHECK( refused( [] { (void)g::read_bnf( "a = \"x\"\ncontrol = <bytes 00-1F>\n", "x.bnf" ); } ) ==
          "x.bnf:2:11: the prose value <bytes 00-1F> says in words what no grammar reads, and no reading of it is recorded for `control` (a readings file: `@prose "
          "<bytes 00-1F>`, then `control = ` its set in ABNF)" );
   CHECK_THAT( refused( [ & ] { (void)g::read_bnf( "space = \"x\" | <bytes 00-1F>\n", "x.bnf", readings ); } ), Catch::Matchers::StartsWith( "x.bnf:1:15: the prose value <bytes 00-1F>" ) );
   CHECK_THAT( refused( [] { (void)g::read_bnf( "a = <bytes\n", "x.bnf" ); } ), Catch::Matchers::StartsWith( "x.bnf:1:11: unterminated prose value: expected `>` on the same line" ) );
   CHECK_THAT( refused( [] { (void)g::read_bnf( "a = <>\n", "x.bnf" ); } ), Catch::Matchers::StartsWith( "x.bnf:1:6: expected the prose value's words, then `>`" ) );
   // The readings file.
   CHECK( refused( [] { (void)g::read_prose_readings( "@prose <x>\n", "r.readings" ); } ) == "r.readings:1:1: the reading of <x> has no rule: `production = ` its set, in ABNF" );
   CHECK( refused( [] { (void)g::read_prose_readings( "@prose <x>\na = b\n", "r.readings" ); } ) == "r.readings:2:5: a reading is written in values (%x.., \"...\"), not with names (`b`)" );
   CHECK( refused( [] { (void)g::read_prose_readings( "a = %x20\n@prose <x>\n", "r.readings" ); } ) == "r.readings:1:1: expected `@prose <...>` before the reading's rule" );
   CHECK( refused( [] { (void)g::read_prose_readings( "@prose <x>\na = %x20\nb = %x21\n", "r.readings" ); } ) ==
          "r.readings:3:1: the reading of <x> is one rule; `a` is its rule already" );
   CHECK( refused( [] { (void)g::read_prose_readings( "@prose x\n", "r.readings" ); } ) == "r.readings:1:1: expected `@prose <...>`, the prose value as the grammar writes it" );
   CHECK( refused( [] { (void)g::read_prose_readings( "@reading x\n", "r.readings" ); } ) == "r.readings:1:1: unknown directive `@reading` (@prose, @why)" );
   // A reading no file of the edition uses.
   std::map< std::string, std::string > replaced;
   CHECK( refused( [ & ] { (void)g::assemble_uri_grammar( { { "a.bnf", "a = \"x\"\n" } }, g::grammar_file{}, false, replaced, readings ); } ) ==
          "r.readings:2:1: no file of the edition writes the prose value <bytes 00-1F> in `control`: the reading reads nothing" );
}

TEST_CASE( "an edition's excluded sets are productions of single bytes, written into its model with their bytes", "[generator][editions][excluded]" )
{
   const auto readings = g::read_prose_readings( "@prose <bytes 00-1F and 7F>\ncontrol = %x00-1F / %x7F\n", "r.readings" );
   std::map< std::string, std::string > replaced;
   g::grammar gr;
   gr.productions = g::assemble_uri_grammar( { { "a.bnf", "top = \"a\" | \"b\"\ncontrol = <bytes 00-1F and 7F>\nunwise = \"{\" | \"[\"\npair = \"ab\"\n" },
                                               { "b.bnf", "unwise = \"{\"\n" } },
                                             g::grammar_file{}, false, replaced, readings );
   const auto facts_of = []( const std::string& excluded ) {
      g::uri_facts f;
      g::read_uri_facts( "@rfc RFC 2396\n@top top\n@verdict top\n" + excluded, "f.facts", f );
      return f;
   };
   const auto checked = [ & ]( const g::uri_facts& f ) -> std::string {
      try {
         g::check_uri_facts( gr, f );
      }
      catch( const g::read_error& e ) {
         return e.what();
      }
      return "(checked)";
   };
   const auto facts = facts_of( "@excluded 2.4.3 control unwise\n@excluded-rule Data must be escaped.\n" );
   REQUIRE( facts.excluded.size() == 2 );
   CHECK( facts.excluded[ 1 ].production == "unwise" );
   CHECK( facts.excluded[ 1 ].citation == "RFC 2396 §2.4.3" );
   CHECK( facts.excluded_rule == "Data must be escaped." );
   CHECK( checked( facts ) == "(checked)" );
   CHECK( checked( facts_of( "@excluded 2.4.3 pair\n@excluded-rule r\n" ) ) == "f.facts:4:1: @excluded's `pair` is not a set of bytes (a.bnf:4:1): an excluded set derives single bytes" );
   CHECK( checked( facts_of( "@excluded 2.4.3 nothing\n@excluded-rule r\n" ) ) == "f.facts:4:1: @excluded's `nothing` is not a production of the edition" );
   CHECK( checked( facts_of( "@excluded 2.4.3 control\n" ) ) == "f.facts:4:1: @excluded needs @excluded-rule: what the RFC says of the excluded characters" );
   CHECK_THROWS_WITH( facts_of( "@excluded 2.4.3 control control\n" ), "f.facts:4:1: `control` is excluded twice (f.facts:4:1)" );
   CHECK_THROWS_WITH( facts_of( "@excluded 2.4.3\n" ), "f.facts:4:1: expected `@excluded section production...`" );
   // The model: each set's production, section and bytes (the amended unwise: "{" only).
   const auto model = g::emit_uri_model( gr, facts, "rfc1738::t", "rfc1738/t", "RFC1738_T", "T", { "grammar/f.facts" } );
   CHECK( model.find( "   { production::control, \"RFC 2396 §2.4.3\", { 0x00000000ffffffff, 0x8000000000000000, 0x0000000000000000, 0x0000000000000000 } },\n" ) != std::string::npos );
   CHECK( model.find( "   { production::unwise, \"RFC 2396 §2.4.3\", { 0x0000000000000000, 0x0800000000000000, 0x0000000000000000, 0x0000000000000000 } }\n" ) != std::string::npos );
   CHECK( model.find( "inline constexpr std::string_view excluded_rule = \"Data must be escaped.\";" ) != std::string::npos );
   CHECK( model.find( "inline constexpr std::string_view excluded_section = \"RFC 2396 §2.4.3\";" ) != std::string::npos );
   // A second facts file amends a set the first excludes: its section, not
   // where the sets are excluded (RFC 2732 §3 (3) for RFC 2396's unwise).
   auto amended = facts_of( "@excluded 2.4.3 control unwise\n@excluded-rule Data must be escaped.\n" );
   g::read_uri_facts( "@rfc RFC 2732\n@excluded-amended  unwise  3 (3)\n", "g.facts", amended );
   CHECK( amended.excluded[ 1 ].citation == "RFC 2732 §3 (3)" );
   CHECK( amended.excluded[ 0 ].citation == "RFC 2396 §2.4.3" );
   CHECK( amended.excluded_section == "RFC 2396 §2.4.3" );
   const auto amended_model = g::emit_uri_model( gr, amended, "rfc1738::t", "rfc1738/t", "RFC1738_T", "T", { "grammar/f.facts", "grammar/g.facts" } );
   CHECK( amended_model.find( "   { production::unwise, \"RFC 2732 §3 (3)\", { " ) != std::string::npos );
   CHECK( amended_model.find( "inline constexpr std::string_view excluded_section = \"RFC 2396 §2.4.3\";" ) != std::string::npos );
   CHECK_THROWS_WITH( g::read_uri_facts( "@rfc RFC 2732\n@excluded-amended delims 3\n", "g.facts", amended ),
                      "g.facts:2:1: `delims` is not a set an earlier facts file excludes (@excluded)" );
   CHECK_THROWS_WITH( facts_of( "@excluded 2.4.3 unwise\n@excluded-amended unwise 3\n" ), "f.facts:5:1: `unwise` is not a set an earlier facts file excludes (@excluded)" );
   CHECK_THROWS_WITH( g::read_uri_facts( "@rfc RFC 2732\n@excluded-amended unwise\n", "g.facts", amended ), "g.facts:2:1: expected `@excluded-amended production section`" );
   // An edition without: an empty table.
   const auto none = g::emit_uri_model( gr, facts_of( "" ), "rfc1738::t", "rfc1738/t", "RFC1738_T", "T", { "grammar/f.facts" } );
   CHECK( none.find( "inline constexpr std::array< excluded_set, 0 > excluded = { {} };" ) != std::string::npos );
}

TEST_CASE( "RFC 2396 §2.4.3's sets are read from the grammar files, RFC 2732's unwise over RFC 2396's", "[generator][editions][excluded]" )
{
   const auto readings = g::read_prose_readings( slurp( RFC1738_SOURCE_DIR "/grammar/rfc2396-excluded.readings" ), "grammar/rfc2396-excluded.readings" );
   REQUIRE( readings.size() == 2 );
   std::map< std::string, std::string > replaced;
   const auto file = []( const std::string& name ) { return g::grammar_file{ "grammar/" + name, slurp( RFC1738_SOURCE_DIR "/grammar/" + name ) }; };
   const g::grammar_file core = file( "rfc5234-core.abnf" );
   g::grammar rfc2396;
   rfc2396.productions = g::assemble_uri_grammar( { file( "rfc2396.bnf" ), file( "rfc2396-excluded.bnf" ) }, core, false, replaced, readings );
   g::grammar rfc2732;
   rfc2732.productions = g::assemble_uri_grammar( { file( "rfc2396.bnf" ), file( "rfc2396-excluded.bnf" ), file( "rfc2373.bnf" ), file( "rfc2732.bnf" ) }, core, true, replaced, readings );
   g::uri_facts facts;
   g::read_uri_facts( slurp( RFC1738_SOURCE_DIR "/grammar/rfc2396.facts" ), "grammar/rfc2396.facts", facts );
   REQUIRE( facts.excluded.size() == 4 );
   g::check_uri_facts( rfc2396, facts );
   g::check_uri_facts( rfc2732, facts );
   const auto m2396 = g::emit_uri_model( rfc2396, facts, "rfc1738::t", "rfc1738/t", "RFC1738_T", "T", {} );
   const auto m2732 = g::emit_uri_model( rfc2732, facts, "rfc1738::t", "rfc1738/t", "RFC1738_T", "T", {} );
   // control 00-1F and 7F; space 20; delims < > # % "; unwise { } | \ ^ [ ] ` (RFC 2732: without [ ]).
   CHECK( m2396.find( "{ production::control, \"RFC 2396 §2.4.3\", { 0x00000000ffffffff, 0x8000000000000000," ) != std::string::npos );
   CHECK( m2396.find( "{ production::space, \"RFC 2396 §2.4.3\", { 0x0000000100000000, 0x0000000000000000," ) != std::string::npos );
   CHECK( m2396.find( "{ production::delims, \"RFC 2396 §2.4.3\", { 0x5000002c00000000, 0x0000000000000000," ) != std::string::npos );
   CHECK( m2396.find( "{ production::unwise, \"RFC 2396 §2.4.3\", { 0x0000000000000000, 0x3800000178000000," ) != std::string::npos );
   CHECK( m2732.find( "{ production::unwise, \"RFC 2396 §2.4.3\", { 0x0000000000000000, 0x3800000150000000," ) != std::string::npos );
   REQUIRE( replaced.count( "unwise" ) == 1 );
   CHECK( replaced[ "unwise" ].find( "replacing the definition of grammar/rfc2396-excluded.bnf line" ) != std::string::npos );
}

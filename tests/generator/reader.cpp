// SPDX-License-Identifier: BSL-1.0
// The generator's reader and emitter: the notation of §5 read exactly, every
// refusal located (file:line:column), output deterministic.
#include "reader.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <iostream>
#include <random>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <utility>
#include <vector>

#include "alphabets.hpp"
#include "automata.hpp"
#include "emitter.hpp"
#include "fast_path.hpp"
#include "programs.hpp"
#include "rfc1738/grammar/bnf_tree.hpp"

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

g::expression body_of( const std::string& text )
{
   const auto d = g::read_bnf( text, "t.bnf" );
   REQUIRE( d.size() >= 1 );
   return d.front().body;
}

std::string refusal( const std::string& text )
{
   try {
      const auto d = g::read_bnf( text, "t.bnf" );
      g::grammar gr;
      gr.productions = d;
      g::check( gr );
   }
   catch( const g::read_error& e ) {
      return e.what();
   }
   return "(accepted)";
}

std::string rewrite_refusal( const std::string& text )
{
   const auto bnf = g::read_bnf( "a = \"x\" | b\nb = \"y\"\n", "t.bnf" );
   try {
      g::grammar gr;
      gr.productions = bnf;
      gr.rewrites = g::read_rewrites( text, "t.peg", bnf );
      g::check( gr );
   }
   catch( const g::read_error& e ) {
      return e.what();
   }
   return "(accepted)";
}

}  // namespace

TEST_CASE( "reads the 67 productions of §5 and the rewrites", "[generator]" )
{
   g::grammar gr;
   gr.productions = g::read_bnf( slurp( RFC1738_GRAMMAR_FILE ), "grammar/rfc1738.bnf" );
   gr.rewrites = g::read_rewrites( slurp( RFC1738_REWRITES_FILE ), "grammar/rewrites.peg", gr.productions );
   REQUIRE_NOTHROW( g::check( gr ) );
   REQUIRE( gr.productions.size() == 67 );
   CHECK( gr.productions.front().name == "genericurl" );
   CHECK( gr.productions.back().name == "digits" );
   // Each production knows the comment that heads its group of §5 (what
   // production_info's section is read from, with grammar/schemes.facts).
   const auto group_of = [ & ]( const std::string& name ) {
      for( const auto& d : gr.productions ) {
         if( d.name == name ) {
            return d.group;
         }
      }
      return std::string( "?" );
   };
   CHECK( group_of( "fsegment" ) == "FTP (see also RFC959)" );
   CHECK( group_of( "fileurl" ) == "FILE" );
   CHECK( group_of( "hostport" ) == "URL schemeparts for ip based protocols:" );
   CHECK( group_of( "digits" ) == "Miscellaneous definitions" );
   CHECK( g::read_bnf( "a = \"x\"\n", "a.bnf" ).front().group.empty() );
   CHECK( gr.rewrites.size() == 8 );
   for( const auto& r : gr.rewrites ) {
      CHECK( !r.why.empty() );
      CHECK( r.rules.front().name == r.replaces );
   }
   // The gopherurl production spans two lines and keeps them verbatim.
   const auto gopher = std::find_if( gr.productions.begin(), gr.productions.end(), []( const auto& d ) { return d.name == "gopherurl"; } );
   REQUIRE( gopher != gr.productions.end() );
   CHECK( gopher->source == "gopherurl      = \"gopher://\" hostport [ \"/\" [ gtype [ selector\n                 [ \"%09\" search [ \"%09\" gopher+_string ] ] ] ] ]" );
   CHECK( gopher->where.line == 60 );
}

TEST_CASE( "refuses the as-published gopherurl and names erratum 5118", "[generator]" )
{
   try {
      g::read_bnf( slurp( RFC1738_PUBLISHED_GRAMMAR_FILE ), "grammar/rfc1738-as-published.bnf" );
      FAIL( "the unquoted / was accepted" );
   }
   catch( const g::read_error& e ) {
      const std::string m = e.what();
      CHECK( m.rfind( "grammar/rfc1738-as-published.bnf:60:41: ", 0 ) == 0 );
      CHECK( m.find( "erratum 5118" ) != std::string::npos );
   }
}

TEST_CASE( "the notation: precedence, brackets, repetition, literals, comments", "[generator]" )
{
   SECTION( "| is lowest, juxtaposition binds tighter" )
   {
      const auto e = body_of( "a = b | c d\nb = \"b\"\nc = \"c\"\nd = \"d\"\n" );
      REQUIRE( e.what == kind::alternation );
      REQUIRE( e.subs.size() == 2 );
      CHECK( e.subs[ 0 ].what == kind::name );
      CHECK( e.subs[ 1 ].what == kind::sequence );
      CHECK( e.subs[ 1 ].subs.size() == 2 );
   }
   SECTION( "[ x ] is optional; *[ x ] and 1*[ x ] repeat x; n*x" )
   {
      const auto e = body_of( "a = [ \"x\" ] *[ \"y\" | \"z\" ] 1*[ \"w\" ] 1*\"v\" 3*\"u\"\n" );
      REQUIRE( e.what == kind::sequence );
      REQUIRE( e.subs.size() == 5 );
      CHECK( e.subs[ 0 ].what == kind::option );
      CHECK( e.subs[ 1 ].what == kind::repetition );
      CHECK( e.subs[ 1 ].minimum == 0 );
      CHECK( e.subs[ 1 ].subs[ 0 ].what == kind::alternation );   // not an option: brackets group
      CHECK( e.subs[ 2 ].minimum == 1 );
      CHECK( e.subs[ 2 ].subs[ 0 ].what == kind::literal );
      CHECK( e.subs[ 3 ].minimum == 1 );
      CHECK( e.subs[ 4 ].minimum == 3 );
   }
   SECTION( "<\"> is the quote; ; inside a literal is no comment; continuation lines" )
   {
      const auto e = body_of( "a = <\"> \";\" ; a comment \"x\"\n    \"y\"   ; more\n\n; between\nb = \"b\"\n" );
      REQUIRE( e.what == kind::sequence );
      REQUIRE( e.subs.size() == 3 );
      CHECK( e.subs[ 0 ].text == "\"" );
      CHECK( e.subs[ 1 ].text == ";" );
      CHECK( e.subs[ 2 ].text == "y" );
   }
   SECTION( "names with -, + and _" )
   {
      const auto d = g::read_bnf( "ip-x = gopher+_s\ngopher+_s = \"a\"\n", "t.bnf" );
      CHECK( d[ 0 ].body.text == "gopher+_s" );
      CHECK( g::identifier( "ip-schemepart" ) == "ip_schemepart" );
      CHECK( g::identifier( "gopher+_string" ) == "gopher_plus_string" );
      CHECK( g::identifier( "selector/gopher" ) == "selector_in_gopher" );
   }
}

TEST_CASE( "refusals name file, line, column and what is wrong", "[generator]" )
{
   CHECK( refusal( "a = \"x\nb = \"y\"\n" ).rfind( "t.bnf:1:7: unterminated literal", 0 ) == 0 );
   CHECK( refusal( "a = [ \"x\"\n" ).rfind( "t.bnf:1:10: expected `]`", 0 ) == 0 );
   CHECK( refusal( "a = \"x\" |\n" ).rfind( "t.bnf:1:10:", 0 ) == 0 );
   CHECK( refusal( "a = b\n" ).rfind( "t.bnf:1:5: `b` is not defined", 0 ) == 0 );
   CHECK( refusal( "a = \"x\"\na = \"y\"\n" ).rfind( "t.bnf:2:1: production `a` is defined twice", 0 ) == 0 );
   CHECK( refusal( "a = b\nb = [ a ]\n" ).find( "recursion is not supported" ) != std::string::npos );
   CHECK( refusal( "a = !\"x\"\n" ).find( "PEG notation" ) != std::string::npos );
   CHECK( refusal( "a ~ \"x\"\n" ).find( "`~` is for grammar/rewrites.peg" ) != std::string::npos );
   CHECK( refusal( "@rewrite x\n" ).find( "directives" ) != std::string::npos );
   CHECK( refusal( "a = \"\"\n" ).find( "empty literal" ) != std::string::npos );
   CHECK( refusal( "a = \"x\" # \"y\"\n" ).rfind( "t.bnf:1:9: expected", 0 ) == 0 );
   CHECK( refusal( "a-b = \"x\"\na_b = \"y\"\n" ).find( "both become the identifier `a_b`" ) != std::string::npos );
   CHECK( refusal( "a = b/c\nb = \"x\"\n" ).find( "variant names" ) != std::string::npos );
}

TEST_CASE( "rewrites: checked against the BNF", "[generator]" )
{
   const std::string head = "@rewrite r\n@replaces a\n@why because\n";
   CHECK( rewrite_refusal( head + "a ~ b | \"x\"\n" ) == "(accepted)" );
   CHECK( rewrite_refusal( head + "b ~ \"x\"\n" ).find( "must define `a`" ) != std::string::npos );
   CHECK( rewrite_refusal( "@rewrite r\n@replaces zz\n" ).find( "not a production" ) != std::string::npos );
   CHECK( rewrite_refusal( "@rewrite r\n@replaces a\na ~ \"x\"\n" ).find( "@why" ) != std::string::npos );
   CHECK( rewrite_refusal( head + "a ~ \"x\"\n@rewrite s\n@replaces a\n@why w\na ~ \"y\"\n" ).find( "rewritten twice" ) != std::string::npos );
   CHECK( rewrite_refusal( head + "a ~ c\n" ).find( "`c` is not defined" ) != std::string::npos );
   CHECK( rewrite_refusal( head + "a ~ b !\"x\" &b <eof> ( b | \"y\" ) h\nh ~ \"z\"\n" ) == "(accepted)" );
   CHECK( rewrite_refusal( head + "a ~ b\nb ~ \"x\"\n" ).find( "is a production" ) != std::string::npos );
   // A BNF production may not name a rewrite's helper rule.
   {
      const auto bnf = g::read_bnf( "a = h\n", "t.bnf" );
      g::grammar gr;
      gr.productions = bnf;
      CHECK_THROWS_WITH( ( gr.rewrites = g::read_rewrites( "@rewrite r\n@replaces a\n@why w\na ~ h\nh ~ \"x\"\n", "t.peg", bnf ), g::check( gr ) ),
                         Catch::Matchers::Contains( "`h` is not defined" ) );
   }
}

TEST_CASE( "the §3 facts: read, refused, joined with url's schemes", "[generator]" )
{
   const auto facts = g::read_scheme_facts( "; comment\n\nftp 3.2 21 - an ftp://<host>/<path>\ntelnet 3.8 - encoded-control a  telnet://<host>/ \n", "f.facts" );
   REQUIRE( facts.size() == 2 );
   CHECK( facts[ 0 ].scheme == "ftp" );
   CHECK( facts[ 0 ].port == 21 );
   CHECK( facts[ 1 ].port == 0 );
   CHECK( facts[ 1 ].encoded_control );
   CHECK( facts[ 0 ].article == "an" );
   CHECK( facts[ 0 ].form == "ftp://<host>/<path>" );
   CHECK( facts[ 1 ].form == "telnet://<host>/" );
   CHECK_THROWS_WITH( g::read_scheme_facts( "ftp 3.2 21 - the ftp://\n", "f.facts" ), Catch::Matchers::StartsWith( "f.facts:1:14: the article is a or an" ) );
   CHECK_THROWS_WITH( g::read_scheme_facts( "ftp 3.2 21 - an\n", "f.facts" ), Catch::Matchers::StartsWith( "f.facts:1:1: a scheme's facts are: scheme, section" ) );
   CHECK_THROWS_WITH( g::read_scheme_facts( "ftp 3.2 65536 - an f\n", "f.facts" ), Catch::Matchers::StartsWith( "f.facts:1:9: a default port" ) );
   CHECK_THROWS_WITH( g::read_scheme_facts( "ftp 3.2 0 - an f\n", "f.facts" ), Catch::Matchers::StartsWith( "f.facts:1:9: a default port" ) );
   CHECK_THROWS_WITH( g::read_scheme_facts( "ftp 3.2 21 x an f\n", "f.facts" ), Catch::Matchers::StartsWith( "f.facts:1:12: the section-6 flag" ) );
   CHECK_THROWS_WITH( g::read_scheme_facts( "ftp 4.2 21 - an f\n", "f.facts" ), Catch::Matchers::StartsWith( "f.facts:1:5: the section is one of" ) );
   CHECK_THROWS_WITH( g::read_scheme_facts( "ftp 3.2 21 - an f\n  ftp 3.2 21 - an f\n", "f.facts" ), Catch::Matchers::StartsWith( "f.facts:2:3: scheme `ftp` is listed twice" ) );
   // The @proven line: the fast path's forms, in order, each at its place.
   std::vector< g::proven_fact > proven;
   (void)g::read_scheme_facts( "ftp 3.2 21 - an f\n@proven  http ftp  https\n", "f.facts", &proven );
   REQUIRE( proven.size() == 3 );
   CHECK( ( proven[ 0 ].scheme == "http" && proven[ 1 ].scheme == "ftp" && proven[ 2 ].scheme == "https" ) );
   CHECK( g::to_string( proven[ 2 ].where ) == "f.facts:2:20" );
   CHECK_THROWS_WITH( g::read_scheme_facts( "@proven\n", "f.facts", &proven ), Catch::Matchers::StartsWith( "f.facts:1:1: expected `@proven scheme...`" ) );
   CHECK_THROWS_WITH( g::read_scheme_facts( "@proven http\n@proven ftp\n", "f.facts", &proven ), Catch::Matchers::StartsWith( "f.facts:2:1: a second @proven line" ) );
   CHECK_THROWS_WITH( g::read_scheme_facts( "@proven http ftp http\n", "f.facts", &proven ), Catch::Matchers::StartsWith( "f.facts:1:18: scheme `http` is proven twice (f.facts:1:9)" ) );
   CHECK_THROWS_WITH( g::read_scheme_facts( "@proven HTTP\n", "f.facts", &proven ), Catch::Matchers::StartsWith( "f.facts:1:9: `HTTP` is not a scheme's name" ) );
   CHECK_THROWS_WITH( g::read_scheme_facts( "@fast http\n", "f.facts", &proven ), Catch::Matchers::StartsWith( "f.facts:1:1: unknown directive `@fast`" ) );
   // The @section lines: a section for each production named, at its place, each production once.
   std::vector< g::section_fact > sections;
   (void)g::read_scheme_facts( "@section 3.1 host port\n@section 5  url\n", "f.facts", nullptr, &sections );
   REQUIRE( sections.size() == 3 );
   CHECK( ( sections[ 0 ].production == "host" && sections[ 0 ].section == "3.1" && sections[ 2 ].production == "url" && sections[ 2 ].section == "5" ) );
   CHECK( g::to_string( sections[ 1 ].where ) == "f.facts:1:19" );
   CHECK_THROWS_WITH( g::read_scheme_facts( "@section 3.1\n", "f.facts", nullptr, &sections ), Catch::Matchers::StartsWith( "f.facts:1:1: expected `@section section production...`" ) );
   CHECK_THROWS_WITH( g::read_scheme_facts( "@section x host\n", "f.facts", nullptr, &sections ), Catch::Matchers::StartsWith( "f.facts:1:10: expected `@section section production...`" ) );
   CHECK_THROWS_WITH( g::read_scheme_facts( "@section 3.1 host\n@section 5 host\n", "f.facts", nullptr, &sections ),
                      Catch::Matchers::StartsWith( "f.facts:2:12: production `host` has a section already (f.facts:1:14)" ) );

   g::grammar gr;
   gr.productions = g::read_bnf( slurp( RFC1738_GRAMMAR_FILE ), "grammar/rfc1738.bnf" );
   const auto schemes = g::url_schemes( gr );
   REQUIRE( schemes.size() == 10 );
   CHECK( schemes[ 0 ] == std::pair< std::string, std::string >( "http", "httpurl" ) );
   CHECK( schemes[ 6 ] == std::pair< std::string, std::string >( "wais", "waisurl" ) );   // through waisurl's three alternatives
   CHECK( schemes[ 9 ] == std::pair< std::string, std::string >( "prospero", "prosperourl" ) );
   gr.facts = g::read_scheme_facts( slurp( RFC1738_FACTS_FILE ), "grammar/schemes.facts", &gr.proven, &gr.sections );
   CHECK_NOTHROW( g::check_facts( gr ) );
   // Every production has a section: its scheme's group's, else its @section line's.
   const auto section_named = [ & ]( const std::string& name ) {
      const auto d = std::find_if( gr.productions.begin(), gr.productions.end(), [ & ]( const auto& p ) { return p.name == name; } );
      return d == gr.productions.end() ? std::string( "?" ) : g::section_of( gr, *d );
   };
   CHECK( section_named( "fsegment" ) == "3.2" );
   CHECK( section_named( "fileurl" ) == "3.10" );
   CHECK( section_named( "hostport" ) == "3.1" );
   CHECK( section_named( "scheme" ) == "2.1" );
   CHECK( section_named( "escape" ) == "2.2" );
   CHECK( section_named( "digits" ) == "5" );
   // What production_info.hpp cites: §5 for what several schemes' productions use.
   const auto cited_named = [ & ]( const std::string& name ) {
      const auto d = std::find_if( gr.productions.begin(), gr.productions.end(), [ & ]( const auto& p ) { return p.name == name; } );
      return d == gr.productions.end() ? std::string( "?" ) : g::cited_section_of( gr, *d );
   };
   CHECK( cited_named( "fsegment" ) == "5" );   // ftpurl and fileurl
   CHECK( cited_named( "search" ) == "5" );     // httpurl, gopherurl, waisurl
   CHECK( cited_named( "ftptype" ) == "3.2" );
   CHECK( cited_named( "ftpurl" ) == "3.2" );
   CHECK( cited_named( "scheme" ) == "2.1" );
   auto unsectioned = gr;
   unsectioned.sections.pop_back();
   CHECK_THROWS_WITH( g::check_facts( unsectioned ), Catch::Matchers::Contains( "production `digits` has no section" ) );
   for( const auto& [ line, refusal ] : { std::pair< std::string, std::string >( "@section 5 fsegment\n", "s.facts:1:12: `fsegment` is in a scheme's group of the BNF, which gives it its scheme's section (3.2)" ),
                                          std::pair< std::string, std::string >( "@section 5 nothing\n", "s.facts:1:12: `nothing` is not a production of the BNF" ) } ) {
      auto more = gr;
      std::vector< g::section_fact > added;
      (void)g::read_scheme_facts( line, "s.facts", nullptr, &added );
      more.sections.insert( more.sections.end(), added.begin(), added.end() );
      CHECK_THROWS_WITH( g::check_facts( more ), Catch::Matchers::StartsWith( refusal ) );
   }
   auto missing = gr;
   missing.facts.pop_back();
   CHECK_THROWS_WITH( g::check_facts( missing ), Catch::Matchers::Contains( "no line for scheme `prospero`" ) );
   auto unknown = gr;
   unknown.facts.push_back( g::read_scheme_facts( "gopher+ 3.4 70 - a f\n", "x.facts" ).front() );
   CHECK_THROWS_WITH( g::check_facts( unknown ), Catch::Matchers::StartsWith( "x.facts:1:1: scheme `gopher+` is not a scheme of `url`" ) );
}

TEST_CASE( "the editions manifest: read and refused", "[generator]" )
{
   const auto all = g::read_edition_facts( slurp( RFC1738_EDITIONS_FILE ), "grammar/editions.facts" );
   REQUIRE( all.size() == 8 );
   CHECK( all[ 0 ].name == "rfc1738" );
   CHECK( all[ 0 ].ns == "grammar" );
   CHECK( all[ 0 ].files.front() == std::pair< std::string, std::string >( "bnf", "rfc1738.bnf" ) );
   CHECK( all[ 2 ].identifier == "draft03_literal" );
   CHECK( all[ 2 ].files.back() == std::pair< std::string, std::string >( "literal-rewrites", "draft-ietf-uri-url-03-literal.peg" ) );
   CHECK( all[ 2 ].title == "draft-ietf-uri-url-03 (March 1994), its typos as written" );
   // An edition of the generic URI syntax: its grammar files in order, the
   // core rules, its facts and rewrites (RFC 6874's over RFC 3986's).
   CHECK( all[ 7 ].name == "rfc6874" );
   CHECK( all[ 7 ].files == std::vector< std::pair< std::string, std::string > >{ { "grammar", "rfc3986.abnf" },
                                                                             { "grammar", "rfc6874.abnf" },
                                                                             { "grammar", "rfc8089.abnf" },
                                                                             { "grammar", "rfc6068.abnf" },
                                                                             { "grammar", "rfc5322-mailto.abnf" },
                                                                             { "core", "rfc5234-core.abnf" },
                                                                             { "model", "rfc3986.facts" },
                                                                             { "model", "rfc6874.facts" },
                                                                             { "model", "rfc8089.facts" },
                                                                             { "model", "rfc6068.facts" },
                                                                             { "rewrites", "rfc3986.peg" },
                                                                             { "rewrites", "rfc6874.peg" },
                                                                             { "rewrites", "rfc8089.peg" },
                                                                             { "rewrites", "rfc6068.peg" } } );
   CHECK_THROWS_WITH( g::read_edition_facts( "x x x bnf=a.bnf\n", "e.facts" ), Catch::Matchers::StartsWith( "e.facts:1:1: an edition's facts are" ) );
   CHECK_THROWS_WITH( g::read_edition_facts( "x x-y x bnf=a.bnf The X\n", "e.facts" ), Catch::Matchers::StartsWith( "e.facts:1:3: `x-y` is not a C++ identifier" ) );
   CHECK_THROWS_WITH( g::read_edition_facts( "x x x bnf=a.bnf,grammars=b The X\n", "e.facts" ), Catch::Matchers::StartsWith( "e.facts:1:17: `grammars=b` is not option=file" ) );
   CHECK_THROWS_WITH( g::read_edition_facts( "x x x bnf=a.bnf The X\ny x2 x bnf=b.bnf The Y\n", "e.facts" ),
                      Catch::Matchers::StartsWith( "e.facts:2:1: edition `y` repeats the name, identifier or namespace of `x`" ) );
   CHECK_THROWS_WITH( g::read_edition_facts( "; nothing\n", "e.facts" ), Catch::Matchers::StartsWith( "e.facts: no edition" ) );
   // The roles every edition's split may have, in order (@roles).
   std::vector< std::string > roles;
   g::read_edition_facts( slurp( RFC1738_EDITIONS_FILE ), "grammar/editions.facts", &roles );
   CHECK( roles == std::vector< std::string >{ "scheme", "userinfo", "user", "password", "host", "port", "path", "query", "fragment" } );
   const std::string x = "x x x bnf=a.bnf The X\n";
   CHECK_THROWS_WITH( g::read_edition_facts( "@roles host query\n" + x, "e.facts", &roles ), Catch::Matchers::StartsWith( "e.facts:1:1: @roles lists `path`" ) );
   CHECK_THROWS_WITH( g::read_edition_facts( "@roles host path host\n" + x, "e.facts", &roles ), Catch::Matchers::StartsWith( "e.facts:1:18: role `host` is listed twice" ) );
   CHECK_THROWS_WITH( g::read_edition_facts( "@roles path\n@roles path\n" + x, "e.facts", &roles ), Catch::Matchers::StartsWith( "e.facts:2:1: @roles is given twice (e.facts:1:1)" ) );
   CHECK_THROWS_WITH( g::read_edition_facts( "@role path\n" + x, "e.facts", &roles ), Catch::Matchers::StartsWith( "e.facts:1:1: unknown directive `@role`" ) );
   CHECK( g::read_edition_facts( "@roles host path\n" + x, "e.facts", &roles ).size() == 1 );
   CHECK( roles == std::vector< std::string >{ "host", "path" } );
   // Where each file that defines productions comes from (@source): every
   // grammar, core, draft and readings file has one, and none is for a file
   // no edition reads.
   std::map< std::string, std::string > sources;
   g::read_edition_facts( slurp( RFC1738_EDITIONS_FILE ), "grammar/editions.facts", nullptr, &sources );
   CHECK( sources.at( "rfc3986.abnf" ) == "RFC 3986 Appendix A" );
   CHECK( sources.at( "rfc2373.bnf" ) == "RFC 2373 Appendix B" );
   CHECK( sources.at( "draft-ietf-uri-url-03.bnf" ) == "BNF for specific URL schemes" );
   CHECK( sources.count( "rfc1738.bnf" ) == 0 );   // RFC 1738's sections: grammar/schemes.facts
   const std::string u = "u u u grammar=u.abnf,core=c.abnf,model=u.facts,rewrites=u.peg The U\n";
   const std::string both = "@source u.abnf RFC 9 §2\n@source c.abnf RFC 5234 Appendix B.1\n";
   CHECK( g::read_edition_facts( both + u, "e.facts", nullptr, &sources ).size() == 1 );
   CHECK( sources.at( "u.abnf" ) == "RFC 9 §2" );
   CHECK_THROWS_WITH( g::read_edition_facts( "@source c.abnf RFC 5234 Appendix B.1\n" + u, "e.facts" ),
                      Catch::Matchers::StartsWith( "e.facts:2:1: no @source for `u.abnf` (edition u)" ) );
   CHECK_THROWS_WITH( g::read_edition_facts( both + "@source u.abnf RFC 9 §3\n" + u, "e.facts" ),
                      Catch::Matchers::StartsWith( "e.facts:3:9: @source of `u.abnf` is given twice (e.facts:1:9)" ) );
   CHECK_THROWS_WITH( g::read_edition_facts( both + "@source v.abnf RFC 9 §2\n" + u, "e.facts" ),
                      Catch::Matchers::StartsWith( "e.facts:3:9: @source of `v.abnf`, which no edition reads" ) );
   CHECK_THROWS_WITH( g::read_edition_facts( "@source u.abnf\n" + u, "e.facts" ), Catch::Matchers::StartsWith( "e.facts:1:1: @source is: the file" ) );
}

TEST_CASE( "the component facts: read, refused, joined with the URL forms of the BNF", "[generator]" )
{
   CHECK_THROWS_WITH( g::read_component_facts( "host host 3.1 -\n", "c.facts" ), Catch::Matchers::StartsWith( "c.facts:1:1: a component's facts are" ) );
   CHECK_THROWS_WITH( g::read_component_facts( "host host 4.x - the host\n", "c.facts" ), Catch::Matchers::StartsWith( "c.facts:1:11: the section is" ) );
   CHECK_THROWS_WITH( g::read_component_facts( "host host 3.1 many the host\n", "c.facts" ), Catch::Matchers::StartsWith( "c.facts:1:15: the kind is" ) );
   CHECK_THROWS_WITH( g::read_component_facts( "host host 3.1 - the host\n host host 3.1 - the host\n", "c.facts" ),
                      Catch::Matchers::StartsWith( "c.facts:2:2: component `host` is listed twice" ) );
   // A section of its own for a scheme whose section defines it anew.
   const auto fpath = g::read_component_facts( "fpath path 3.2.2,file=3.10 - the path\n", "c.facts" ).front();
   CHECK( fpath.section == "3.2.2" );
   CHECK( fpath.section_in == std::vector< std::pair< std::string, std::string > >{ { "file", "3.10" } } );
   CHECK( g::read_component_facts( "group group scheme,news=3.6 - the group\n", "c.facts" ).front().section == "scheme" );
   CHECK_THROWS_WITH( g::read_component_facts( "fpath path 3.2.2,file - the path\n", "c.facts" ), Catch::Matchers::StartsWith( "c.facts:1:12: the section is" ) );
   CHECK_THROWS_WITH( g::read_component_facts( "fpath path file=3.10 - the path\n", "c.facts" ), Catch::Matchers::StartsWith( "c.facts:1:12: the section is" ) );
   CHECK_THROWS_WITH( g::read_component_facts( "fpath path 3.2.2,file=x - the path\n", "c.facts" ), Catch::Matchers::StartsWith( "c.facts:1:12: the section is" ) );
   // Across editions: @across and @joins, over the file's components.
   std::vector< g::across_fact > across;
   g::read_component_facts( slurp( RFC1738_COMPONENTS_FILE ), "grammar/components.facts", &across );
   REQUIRE( across.size() == 3 );
   CHECK( ( !across[ 0 ].joins && across[ 0 ].role == "query" && across[ 0 ].components == std::vector< std::string >{ "search" } ) );
   CHECK( ( across[ 1 ].joins && across[ 1 ].role == "userinfo" && across[ 1 ].components == std::vector< std::string >{ "user", "password" } ) );
   CHECK( ( across[ 2 ].joins && across[ 2 ].role == "authority" && across[ 2 ].components.size() == 4 ) );
   const std::string user = "user user 3.1 - the user\n";
   CHECK_THROWS_WITH( g::read_component_facts( user + "@across search query\n", "c.facts", &across ), Catch::Matchers::StartsWith( "c.facts:2:1: `search` is not a component of this file" ) );
   CHECK_THROWS_WITH( g::read_component_facts( user + "@across user\n", "c.facts", &across ), Catch::Matchers::StartsWith( "c.facts:2:1: expected `@across component role`" ) );
   CHECK_THROWS_WITH( g::read_component_facts( user + "@joins userinfo\n", "c.facts", &across ), Catch::Matchers::StartsWith( "c.facts:2:1: expected `@joins role component component...`" ) );
   CHECK_THROWS_WITH( g::read_component_facts( user + "@joins a user user\n@joins a user user\n", "c.facts", &across ), Catch::Matchers::StartsWith( "c.facts:3:1: role `a` is given twice (c.facts:2:1)" ) );
   CHECK_THROWS_WITH( g::read_component_facts( user + "@join a user\n", "c.facts", &across ), Catch::Matchers::StartsWith( "c.facts:2:1: unknown directive `@join`" ) );
   // @hierarchical: the paths whose "/" separates names (urlpath, fpath,
   // hpath; not ppath, §3.11), over the file's components.
   std::vector< std::string > hierarchical;
   for( const auto& c : g::read_component_facts( slurp( RFC1738_COMPONENTS_FILE ), "grammar/components.facts" ) ) {
      if( c.hierarchical ) {
         hierarchical.push_back( c.production );
      }
   }
   CHECK( hierarchical == std::vector< std::string >{ "urlpath", "fpath", "hpath" } );
   CHECK( g::read_component_facts( "@hierarchical user\n" + user, "c.facts" ).front().hierarchical );
   CHECK_FALSE( g::read_component_facts( user, "c.facts" ).front().hierarchical );
   CHECK_THROWS_WITH( g::read_component_facts( user + "@hierarchical user hpath\n", "c.facts" ), Catch::Matchers::StartsWith( "c.facts:2:20: `hpath` is not a component of this file" ) );
   CHECK_THROWS_WITH( g::read_component_facts( user + "@hierarchical\n", "c.facts" ), Catch::Matchers::StartsWith( "c.facts:2:1: expected `@hierarchical component...`" ) );

   g::grammar gr;
   gr.productions = g::read_bnf( slurp( RFC1738_GRAMMAR_FILE ), "grammar/rfc1738.bnf" );
   gr.facts = g::read_scheme_facts( slurp( RFC1738_FACTS_FILE ), "grammar/schemes.facts", &gr.proven );
   gr.components = g::read_component_facts( slurp( RFC1738_COMPONENTS_FILE ), "grammar/components.facts" );
   CHECK_NOTHROW( g::check_components( gr ) );
   const auto forms = g::url_forms( gr );
   REQUIRE( forms.size() == 11 );   // the ten schemes of `url`, then otherurl
   const auto names = []( const g::url_form& f ) {
      std::string s;
      for( const auto& c : f.components ) {
         s += ( s.empty() ? "" : " " ) + c.production;
      }
      return s;
   };
   CHECK( forms[ 0 ].syntax == "httpurl" );
   CHECK( names( forms[ 0 ] ) == "host port hpath search" );
   CHECK( forms[ 0 ].authority == "hostport" );
   CHECK( names( forms[ 1 ] ) == "user password host port fpath ftptype" );
   CHECK( forms[ 1 ].authority == "login" );
   CHECK( forms[ 1 ].components[ 2 ].paths == std::vector< std::vector< std::string > >{ { "login", "hostport" } } );
   CHECK( names( forms[ 2 ] ) == "grouppart group article" );   // news: grouppart contains its parts
   CHECK( forms[ 2 ].authority == "none" );
   CHECK( names( forms[ 3 ] ) == "host port group digits" );    // nntp: the digits of its port are the port's text
   CHECK( names( forms[ 6 ] ) == "host port database search wtype wpath" );
   CHECK( forms[ 6 ].components[ 2 ].paths.size() == 3 );        // waisdatabase, waisindex, waisdoc
   CHECK( names( forms[ 8 ] ) == "host fpath" );
   CHECK( forms[ 8 ].authority == "host" );
   CHECK( forms[ 10 ].syntax == "otherurl" );
   CHECK( forms[ 10 ].scheme.empty() );
   CHECK( names( forms[ 10 ] ) == "schemepart user password host port urlpath" );
   CHECK( forms[ 10 ].components[ 3 ].paths == std::vector< std::vector< std::string > >{ { "genericurl", "schemepart", "ip-schemepart", "login", "hostport" } } );

   // A scheme added to the BNF gets its components from it, with no other line.
   auto more = gr;
   auto bnf = slurp( RFC1738_GRAMMAR_FILE );
   bnf.replace( bnf.find( "prosperourl | otherurl" ), 22, "prosperourl | rloginurl | otherurl" );
   bnf += "rloginurl      = \"rlogin://\" login [ \"/\" ]\n";
   more.productions = g::read_bnf( bnf, "more.bnf" );
   more.facts.push_back( g::read_scheme_facts( "rlogin 3.8 513 - an rlogin://<user>@<host>:<port>/\n", "more.facts" ).front() );
   CHECK_NOTHROW( g::check_components( more ) );
   const auto with = g::url_forms( more );
   REQUIRE( with.size() == 12 );
   CHECK( with[ 10 ].scheme == "rlogin" );
   CHECK( names( with[ 10 ] ) == "user password host port" );
   CHECK( with[ 10 ].authority == "login" );

   auto unknown = gr;
   unknown.components.push_back( g::read_component_facts( "hsegment segment 3.3 - the segment\n", "x.facts" ).front() );
   CHECK_THROWS_WITH( g::check_components( unknown ), Catch::Matchers::StartsWith( "x.facts:1:1: component `hsegment` is not a part of any URL form" ) );
   auto elsewhere = gr;
   elsewhere.components[ 8 ].section_in.emplace_back( "ftp", "3.2" );   // hpath: no part of an ftp URL
   CHECK_THROWS_WITH( g::check_components( elsewhere ), Catch::Matchers::Contains( "component `hpath` has a section for scheme `ftp`, whose URL does not hold it" ) );
   auto two_roles = gr;
   two_roles.components[ 7 ].role = "path";   // ftptype beside fpath
   CHECK_THROWS_WITH( g::check_components( two_roles ), Catch::Matchers::Contains( "components `fpath` and `ftptype` of ftpurl have one role, `path`" ) );

   // @recorded: parse's lookup (components.hpp's `indexed`), in slot order,
   // each a production of the BNF that a URL holds at most once.
   auto recorded = gr;
   g::read_component_facts( slurp( RFC1738_COMPONENTS_FILE ), "grammar/components.facts", nullptr, &recorded.recorded );
   REQUIRE( recorded.recorded.size() == 26 );
   CHECK( recorded.recorded.front().production == "scheme" );
   CHECK( recorded.recorded[ 2 ].production == "ip-schemepart" );
   CHECK( recorded.recorded.back().production == "ppath" );
   CHECK_NOTHROW( g::check_components( recorded ) );
   std::vector< g::recorded_fact > read;
   CHECK_THROWS_WITH( g::read_component_facts( user + "@recorded\n", "c.facts", nullptr, &read ), Catch::Matchers::StartsWith( "c.facts:2:1: expected `@recorded production...`" ) );
   CHECK_THROWS_WITH( g::read_component_facts( user + "@recorded user host user\n", "c.facts", nullptr, &read ), Catch::Matchers::StartsWith( "c.facts:2:21: `user` is recorded twice" ) );
   CHECK_THROWS_WITH( g::read_component_facts( user + "@recorded user\n@recorded host\n", "c.facts", nullptr, &read ),
                      Catch::Matchers::StartsWith( "c.facts:3:1: @recorded is given twice (c.facts:2:1)" ) );
   auto unknown_recorded = recorded;
   unknown_recorded.recorded.push_back( { "hostpart", { "x.facts", 1, 11 } } );
   CHECK_THROWS_WITH( g::check_components( unknown_recorded ), Catch::Matchers::StartsWith( "x.facts:1:11: recorded `hostpart` is not a production of the BNF" ) );
   auto repeated = recorded;
   repeated.recorded.push_back( { "fieldspec", { "x.facts", 1, 11 } } );
   CHECK_THROWS_WITH( g::check_components( repeated ), Catch::Matchers::StartsWith( "x.facts:1:11: recorded `fieldspec` is a component a URL may hold more than once" ) );
}

TEST_CASE( "emission: PEGTL forms and determinism", "[generator]" )
{
   CHECK( g::pegtl_expression( body_of( "a = \"x\" | \"y\" | \"'\" | \"\\\"\n" ) ) == "tao::pegtl::one< 'x', 'y', '\\'', '\\\\' >" );
   CHECK( g::pegtl_expression( body_of( "a = \"ftp://\"\n" ) ) == "tao::pegtl::string< 'f', 't', 'p', ':', '/', '/' >" );
   CHECK( g::pegtl_expression( body_of( "a = *[ b \"x\" ]\nb = \"b\"\n" ) ) == "tao::pegtl::star< b, tao::pegtl::one< 'x' > >" );
   CHECK( g::pegtl_expression( body_of( "a = 1*b [ b | \"x\" ]\nb = \"b\"\n" ) ) == "tao::pegtl::seq< tao::pegtl::plus< b >, tao::pegtl::opt< tao::pegtl::sor< b, tao::pegtl::one< 'x' > > > >" );

   g::grammar gr;
   gr.productions = g::read_bnf( slurp( RFC1738_GRAMMAR_FILE ), "grammar/rfc1738.bnf" );
   gr.rewrites = g::read_rewrites( slurp( RFC1738_REWRITES_FILE ), "grammar/rewrites.peg", gr.productions );
   gr.facts = g::read_scheme_facts( slurp( RFC1738_FACTS_FILE ), "grammar/schemes.facts", &gr.proven, &gr.sections );
   g::check_facts( gr );
   const auto once = g::emit( gr, { "grammar/rfc1738.bnf", "grammar/rewrites.peg", "grammar/schemes.facts" } );
   const auto twice = g::emit( gr, { "grammar/rfc1738.bnf", "grammar/rewrites.peg", "grammar/schemes.facts" } );
   CHECK( once == twice );
   // 67 rules, production.hpp, production_info.hpp, automata.hpp, charsets.hpp,
   // bnf_tree.hpp, verdict.hpp, schemes.hpp and the umbrella.
   CHECK( once.size() == 67 + 8 );
   // Runs of single characters are one one<>; only the PEGTL headers used.
   const auto& hex = once.at( "rfc1738/grammar/hex.hpp" );
   CHECK( hex.find( "tao::pegtl::one< 'A', 'B', 'C', 'D', 'E', 'F', 'a', 'b', 'c', 'd', 'e', 'f' >" ) != std::string::npos );
   CHECK( hex.find( "#include <tao/pegtl.hpp>" ) == std::string::npos );
   // No generated line is longer than 120 characters (url's sor is broken
   // where the BNF's lines break).
   for( const auto& [ path, text ] : once ) {
      if( path.find( "production_info" ) != std::string::npos ) {
         continue;   // string data: the BNF's text and reasons, one literal each
      }
      std::istringstream lines( text );
      std::size_t longest = 0;
      for( std::string l; std::getline( lines, l ); ) {
         longest = std::max( longest, l.size() );
      }
      INFO( path );
      CHECK( longest <= 120 );
   }
   // A rewrite's rules appear once in its header: beside their structs.
   const auto& url = once.at( "rfc1738/grammar/url.hpp" );
   const std::string peg_line = "url            ~ httpurl !xchar";
   CHECK( url.find( peg_line ) != std::string::npos );
   CHECK( url.find( peg_line, url.find( peg_line ) + 1 ) == std::string::npos );
   // The schemes: from url's alternatives, joined with their §3 facts.
   const auto& schemes = once.at( "rfc1738/grammar/schemes.hpp" );
   CHECK( schemes.find( "{ \"ftp\", production::ftpurl, \"3.2\", 21, false,\n     \"ftp://\", \"an\", " ) != std::string::npos );
   CHECK( schemes.find( "{ \"telnet\", production::telneturl, \"3.8\", 23, true,\n     \"telnet://\", \"a\", " ) != std::string::npos );
   CHECK( schemes.find( "{ \"mailto\", production::mailtourl, \"3.5\", 0, false,\n     \"mailto:\", \"a\", \"mailto:<rfc822-addr-spec>\" }" ) != std::string::npos );
   // The byte sets of the character-class productions.
   const auto& sets = once.at( "rfc1738/grammar/charsets.hpp" );
   for( const char* name : { "lowalpha", "hialpha", "alpha", "digit", "safe", "extra", "national", "punctuation", "reserved", "hex", "alphadigit" } ) {
      INFO( name );
      CHECK( sets.find( std::string( "inline constexpr byte_set " ) + name + "{" ) != std::string::npos );
   }
   CHECK( sets.find( "byte_set unreserved{" ) != std::string::npos );
   CHECK( sets.find( "byte_set uchar{" ) == std::string::npos );   // an escape is three bytes
   for( const auto& d : gr.productions ) {
      const auto it = once.find( "rfc1738/grammar/" + g::identifier( d.name ) + ".hpp" );
      REQUIRE( it != once.end() );
      INFO( d.name );
      CHECK( it->second.rfind( "// SPDX-License-Identifier: BSL-1.0\n// Generated by tools/bnf2pegtl", 0 ) == 0 );
      CHECK( it->second.find( "DO NOT EDIT" ) != std::string::npos );
      CHECK( it->second.find( "grammar/rfc1738.bnf line " + std::to_string( d.where.line ) + ":" ) != std::string::npos );
      CHECK( it->second.find( "struct " + g::identifier( d.name ) + "\n" ) != std::string::npos );
   }
}

TEST_CASE( "automata: each minimal DFA accepts what its NFA accepts, and each state's diagnosis is its own", "[generator][automata]" )
{
   namespace g = rfc1738::bnf2pegtl;
   g::grammar gr;
   gr.productions = g::read_bnf( slurp( RFC1738_GRAMMAR_FILE ), "grammar/rfc1738.bnf" );
   const auto all = g::build_automata( gr );
   REQUIRE( all.size() == gr.productions.size() );
   // Bytes of every class of the grammar, and bytes of none.
   const std::string alphabet = std::string( "aAz9:/@;?=&%$-_.+!*'(),{}|\\^~[]`<>#\" \t\r\n\x7f\x80\xff" ) + std::string( 1, '\0' );
   std::mt19937 random( 1738 );
   std::size_t compared = 0, accepted = 0;
   for( const auto& d : all ) {
      INFO( gr.productions[ d.target ].name );
      REQUIRE( !d.states.empty() );
      CHECK( d.class_count >= 1 );
      // No two states alike: the same moves and the same diagnosis.
      std::size_t alike = 0, end_ok_wrong = 0;
      for( std::size_t a = 0; a < d.states.size(); ++a ) {
         end_ok_wrong += d.states[ a ].end_ok != d.states[ a ].accepting ? 1 : 0;
         for( std::size_t b = a + 1; b < d.states.size(); ++b ) {
            const auto& x = d.states[ a ];
            const auto& y = d.states[ b ];
            alike += ( x.next == y.next && x.accepting == y.accepting && x.production == y.production && x.expected == y.expected && x.live == y.live ) ? 1 : 0;
         }
      }
      CHECK( alike == 0 );
      CHECK( end_ok_wrong == 0 );
      std::vector< std::string > texts;
      for( int i = 0; i < 3000; ++i ) {
         std::string s;
         const int length = static_cast< int >( random() % 14 );
         for( int k = 0; k < length; ++k ) {
            s += alphabet[ random() % alphabet.size() ];
         }
         // Half of them begin with a scheme, so the URL productions get further.
         if( i % 2 ) {
            static const char* const starts[] = { "http://", "ftp://a", "gopher://h/", "mailto:", "news:", "nntp://h/", "telnet://", "wais://h/", "file://", "prospero://h/" };
            s = starts[ random() % 10 ] + s;
         }
         texts.push_back( std::move( s ) );
      }
      const auto by_nfa = g::nfa_derives( gr, d.target, texts );
      for( std::size_t i = 0; i < texts.size(); ++i ) {
         int at = 0;
         for( const char c : texts[ i ] ) {
            at = d.states[ static_cast< std::size_t >( at ) ].next[ d.classes[ static_cast< unsigned char >( c ) ] ];
            if( at < 0 ) {
               break;
            }
         }
         const bool dfa = at >= 0 && d.states[ static_cast< std::size_t >( at ) ].accepting;
         if( dfa != by_nfa[ i ] ) {
            FAIL_CHECK( gr.productions[ d.target ].name << ": " << texts[ i ] );
         }
         ++compared;
         accepted += dfa ? 1 : 0;
      }
   }
   CHECK( accepted > 0 );
   std::cout << "automata: " << all.size() << " DFAs, " << compared << " strings compared with the NFA, " << accepted << " accepted\n";
}

TEST_CASE( "automata: recursion on the right is a loop, any other is refused", "[generator][automata]" )
{
   namespace g = rfc1738::bnf2pegtl;
   g::grammar right;
   right.productions = g::read_bnf( "list = \"x\" [ \".\" list ]\n", "right.bnf" );
   const auto made = g::build_automata( right );
   REQUIRE( made.size() == 1 );
   const auto accepts = [ & ]( std::string_view s ) {
      int at = 0;
      for( const char c : s ) {
         at = made[ 0 ].states[ static_cast< std::size_t >( at ) ].next[ made[ 0 ].classes[ static_cast< unsigned char >( c ) ] ];
         if( at < 0 ) {
            return false;
         }
      }
      return made[ 0 ].states[ static_cast< std::size_t >( at ) ].accepting;
   };
   CHECK( accepts( "x" ) );
   CHECK( accepts( "x.x" ) );
   CHECK( accepts( "x.x.x.x.x.x.x.x" ) );
   CHECK_FALSE( accepts( "" ) );
   CHECK_FALSE( accepts( "x." ) );
   CHECK_FALSE( accepts( ".x" ) );
   CHECK_FALSE( accepts( "xx" ) );
   CHECK( g::nfa_derives( right, 0, { "x.x.x", "x." } ) == std::vector< bool >{ true, false } );

   g::grammar nested;
   nested.productions = g::read_bnf( "pair = [ \"(\" pair \")\" ] \"x\"\n", "nested.bnf" );
   CHECK_THROWS_AS( g::build_automata( nested ), g::read_error );
   try {
      (void)g::build_automata( nested );
   }
   catch( const g::read_error& e ) {
      CHECK( std::string( e.what() ).find( "not regular" ) != std::string::npos );
      CHECK( std::string( e.what() ).find( "nested.bnf:1:" ) == 0 );
   }
}

namespace {

// The expression at node i of the compiled bnf_tree equals e (kind, text,
// minimum and every subexpression, in order).
bool same_tree( std::size_t i, const g::expression& e )
{
   namespace tree = rfc1738::grammar::bnf_tree;
   const tree::node& n = tree::nodes[ i ];
   const std::pair< tree::kind, kind > kinds[] = { { tree::kind::name, kind::name },
                                                   { tree::kind::literal, kind::literal },
                                                   { tree::kind::sequence, kind::sequence },
                                                   { tree::kind::alternation, kind::alternation },
                                                   { tree::kind::option, kind::option },
                                                   { tree::kind::repetition, kind::repetition } };
   if( std::find( std::begin( kinds ), std::end( kinds ), std::make_pair( n.what, e.what ) ) == std::end( kinds ) ) {
      return false;
   }
   if( n.text != e.text || n.minimum != e.minimum || n.count != e.subs.size() ) {
      return false;
   }
   for( std::size_t k = 0; k < e.subs.size(); ++k ) {
      if( !same_tree( std::size_t( n.first ) + k, e.subs[ k ] ) ) {
         return false;
      }
   }
   return true;
}

}  // namespace

TEST_CASE( "bnf_tree.hpp: each production's expression as the reader reads grammar/rfc1738.bnf", "[generator]" )
{
   // What the conformance suite walks instead of reading the BNF at run time.
   namespace tree = rfc1738::grammar::bnf_tree;
   const auto productions = g::read_bnf( slurp( RFC1738_GRAMMAR_FILE ), "grammar/rfc1738.bnf" );
   REQUIRE( productions.size() == rfc1738::grammar::production_count );
   std::size_t reached = 0;
   for( std::size_t p = 0; p < productions.size(); ++p ) {
      INFO( productions[ p ].name );
      CHECK( rfc1738::grammar::production_names[ p ] == productions[ p ].name );
      CHECK( same_tree( tree::roots[ p ], productions[ p ].body ) );
      const auto count = [ & ]( const g::expression& e, const auto& self ) -> std::size_t {
         std::size_t n = 1;
         for( const auto& s : e.subs ) {
            n += self( s, self );
         }
         return n;
      };
      reached += count( productions[ p ].body, count );
   }
   CHECK( reached == tree::node_count );   // no node that no production holds
   // A tree that differs is told apart.
   auto changed = productions[ 0 ].body;
   changed.subs.emplace_back();
   CHECK( !same_tree( tree::roots[ 0 ], changed ) );
}

TEST_CASE( "alphabets and delimiter proofs: from the BNF, refused where a component holds its delimiter", "[generator]" )
{
   g::grammar gr;
   gr.productions = g::read_bnf( slurp( RFC1738_GRAMMAR_FILE ), "grammar/rfc1738.bnf" );
   gr.facts = g::read_scheme_facts( slurp( RFC1738_FACTS_FILE ), "grammar/schemes.facts", &gr.proven );
   gr.components = g::read_component_facts( slurp( RFC1738_COMPONENTS_FILE ), "grammar/components.facts", nullptr, &gr.recorded );
   const auto as_text = []( const g::alphabet& a ) { return std::string( a.bytes.begin(), a.bytes.end() ) + ( a.escape ? " +escape" : "" ); };
   CHECK( as_text( g::alphabet_of( gr, "hsegment" ) ) == "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789$-_.+!*'(),;:@&= +escape" );
   CHECK( as_text( g::alphabet_of( gr, "hostname" ) ) == "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-." );
   CHECK( as_text( g::alphabet_of( gr, "fpath" ) ).find( '/' ) != std::string::npos );
   const auto listed = g::alphabet_productions( gr );
   CHECK( std::find( listed.begin(), listed.end(), "xchar" ) != listed.end() );
   CHECK( std::find( listed.begin(), listed.end(), "alpha" ) == listed.end() );    // a byte set: charsets.hpp
   CHECK( std::find( listed.begin(), listed.end(), "escape" ) == listed.end() );

   const auto proofs = g::delimiter_proofs( gr );
   const auto find = [ & ]( const std::string& form, const std::string& component ) {
      std::string s;
      for( const auto& p : proofs ) {
         if( p.form == form && p.component == component ) {
            s += ( s.empty() ? "" : " " ) + p.literal + ( p.holds ? "" : "!" );
         }
      }
      return s;
   };
   CHECK( find( "ftpurl", "user" ) == ": @" );
   CHECK( find( "ftpurl", "host" ) == ": /" );
   CHECK( find( "ftpurl", "fpath" ) == ";type=" );
   CHECK( find( "ftpurl", "ftptype" ).empty() );
   CHECK( find( "httpurl", "hpath" ) == "?" );
   CHECK( find( "gopherurl", "selector" ) == "%09!" );   // an escape its xchars may spell: no delimiter

   // hsegment with "?": an hpath would hold the "?" that ends it.
   auto bnf = slurp( RFC1738_GRAMMAR_FILE );
   const std::string hsegment = "hsegment       = *[ uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\" ]";
   REQUIRE( bnf.find( hsegment ) != std::string::npos );
   bnf.replace( bnf.find( hsegment ), hsegment.size(), "hsegment       = *[ uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\" | \"?\" ]" );
   auto bad = gr;
   bad.productions = g::read_bnf( bnf, "bad.bnf" );
   CHECK_THROWS_WITH( g::delimiter_proofs( bad ), Catch::Matchers::Contains( "httpurl: component `hpath` is followed by \"?\", whose first byte \"?\" is in the component's own alphabet" ) );
   CHECK_THROWS_WITH( g::emit( bad, { "bad.bnf", "grammar/rewrites.peg", "grammar/schemes.facts" } ), Catch::Matchers::StartsWith( "bad.bnf:" ) );
}

TEST_CASE( "fast path: its proofs' facts read from the BNF and the verdict automaton; refused where an assumption fails", "[generator]" )
{
   g::grammar gr;
   gr.productions = g::read_bnf( slurp( RFC1738_GRAMMAR_FILE ), "grammar/rfc1738.bnf" );
   gr.facts = g::read_scheme_facts( slurp( RFC1738_FACTS_FILE ), "grammar/schemes.facts", &gr.proven );
   gr.components = g::read_component_facts( slurp( RFC1738_COMPONENTS_FILE ), "grammar/components.facts", nullptr, &gr.recorded );
   const auto v = g::build_verdict( gr, g::build_automata( gr ) );
   const auto fp = g::fast_path_of( gr, v );
   CHECK( fp.escape == '%' );
   CHECK( fp.hex == "hex" );
   CHECK( fp.port_separator == ':' );
   CHECK( fp.port_bytes == "digit" );
   CHECK( fp.label_separator == '.' );
   CHECK( fp.label_inner == '-' );
   CHECK( fp.top_above == '9' );   // alpha: the alphadigits above "9"
   CHECK( fp.generic_run == "xchar" );
   CHECK( fp.compared == "/?%.-" );
   CHECK( ( fp.user == "user" && fp.user_separator == ':' && fp.password == "password" && fp.login_end == '@' ) );
   REQUIRE( fp.forms.size() == 11 );
   const auto& http = fp.forms[ 0 ];
   CHECK( ( http.form == "httpurl" && http.prefix == "http://" && !http.login && http.path == '/' && http.run == "hsegment" && http.separator == '/' && http.query == '?' && http.suffix.empty() ) );
   const auto& ftp = fp.forms[ 1 ];
   CHECK( ( ftp.form == "ftpurl" && ftp.prefix == "ftp://" && ftp.login && ftp.run == "fsegment" && ftp.query == 0 && ftp.suffix == ";type=" && ftp.last == "ftptype" ) );
   const auto& https = fp.forms[ 2 ];
   CHECK( ( https.form == "otherurl" && https.prefix == "https://" && https.login && https.run == "urlpath" && https.separator == 0 && https.schemepart == "ip-schemepart" && https.generic_only ) );
   // telneturl = "telnet://" login [ "/" ]: a prefix of nine bytes, nothing after the "/".
   const auto& telnet = fp.forms[ 3 ];
   CHECK( ( telnet.form == "telneturl" && telnet.prefix == "telnet://" && telnet.login && telnet.path == '/' && telnet.run.empty() && telnet.suffix.empty() && !telnet.generic_only ) );
   // gopherurl = "gopher://" hostport [ "/" [ gtype [ selector … ] ] ]: runs of selector's (xchar) to the end.
   const auto& gopher = fp.forms[ 4 ];
   CHECK( ( gopher.form == "gopherurl" && gopher.prefix == "gopher://" && !gopher.login && gopher.path == '/' && gopher.run == "selector" && gopher.separator == 0 && gopher.query == 0 &&
            gopher.suffix.empty() && !gopher.generic_only ) );
   // prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]: the "/" needed, then ppath's runs
   // separated by "/", then fieldspec = ";" fieldname "=" fieldvalue as pairs.
   const auto& prospero = fp.forms[ 5 ];
   CHECK( ( prospero.form == "prosperourl" && prospero.prefix == "prospero://" && !prospero.login && prospero.path == '/' && prospero.needs_path && prospero.run == "psegment" &&
            prospero.separator == '/' && prospero.query == 0 && prospero.suffix.empty() && prospero.witness == "prospero://A/" ) );
   CHECK( ( prospero.pair_open == ';' && prospero.pair_split == '=' && prospero.pair_bytes == "fieldname" ) );
   CHECK( ( http.pair_open == 0 && http.pair_bytes.empty() ) );
   // waisurl = waisdatabase | waisindex | waisdoc: database's runs, none or two "/" (waisdoc's wtype
   // and wpath) without a query, none before "?" search (read with search's bytes).
   const auto& wais = fp.forms[ 6 ];
   CHECK( ( wais.form == "waisurl" && wais.prefix == "wais://" && wais.needs_path && wais.run == "database" && wais.separator == '/' && wais.query == '?' &&
            wais.query_bytes == "search" && wais.counts == 5 && wais.query_counts == 1 ) );
   CHECK( ( http.counts == 0 && http.query_counts == 0 && http.query_bytes.empty() ) );
   CHECK_FALSE( http.needs_path );
   // fileurl = "file://" [ host | "localhost" ] "/" fpath: a host alone (no port), which may be
   // empty, the "/" needed, then fsegment's runs separated by "/".
   const auto& file = fp.forms[ 7 ];
   CHECK( ( file.form == "fileurl" && file.prefix == "file://" && !file.login && !file.port && file.empty_host && file.path == '/' && file.needs_path &&
            file.run == "fsegment" && file.separator == '/' && file.query == 0 && file.suffix.empty() && file.witness == "file://A/" ) );
   // mailtourl = "mailto:" encoded822addr, encoded822addr = 1*xchar: no host, xchar's runs after the prefix.
   // nntpurl = "nntp://" hostport "/" group [ "/" digits ]: group a word, alpha then group's bytes,
   // no escape; then optionally "/" and one or more digits.
   const auto& nntp = fp.forms[ 8 ];
   CHECK( ( nntp.form == "nntpurl" && nntp.prefix == "nntp://" && nntp.needs_path && nntp.run == "group" && nntp.first == "alpha" && !nntp.escapes &&
            nntp.separator == 0 && nntp.suffix == "/" && nntp.last == "digit" && nntp.last_many && nntp.witness == "nntp://A/A" ) );
   CHECK( ( fp.forms[ 1 ].last == "ftptype" && !fp.forms[ 1 ].last_many ) );
   const auto& mailto = fp.forms[ 9 ];
   CHECK( ( mailto.form == "mailtourl" && mailto.prefix == "mailto:" && mailto.opaque && mailto.host.empty() && mailto.path == 0 && mailto.run == "xchar" &&
            mailto.separator == 0 && mailto.query == 0 && mailto.witness == "mailto:!" ) );
   // newsurl = "news:" grouppart, grouppart = "*" | group | article: no host, its word group read.
   const auto& news = fp.forms[ 10 ];
   CHECK( ( news.form == "newsurl" && news.prefix == "news:" && news.opaque && news.host.empty() && news.run == "group" && news.first == "alpha" && !news.escapes &&
            news.witness == "news:A" ) );
   for( std::size_t i = 0; i < 7; ++i ) {
      CAPTURE( fp.forms[ i ].form );
      CHECK( ( fp.forms[ i ].port && !fp.forms[ i ].empty_host && !fp.forms[ i ].opaque && fp.forms[ i ].host == "hostname" && fp.forms[ i ].first.empty() &&
               fp.forms[ i ].escapes ) );
   }
   // Each label is the verdict automaton's after the witness.
   for( const auto& f : fp.forms ) {
      CAPTURE( f.form );
      CHECK( v.labels[ f.label ].conforms );
      CHECK( v.labels[ f.label ].generic );
      CHECK_FALSE( v.labels[ f.not_a_url ].generic );
   }

   // The fast path of the grammar with each edit (from -> to) made.
   const auto refused_with = [ & ]( const std::vector< std::pair< std::string, std::string > >& edits ) {
      auto bnf = slurp( RFC1738_GRAMMAR_FILE );
      for( const auto& [ from, to ] : edits ) {
         REQUIRE( bnf.find( from ) != std::string::npos );
         bnf.replace( bnf.find( from ), from.size(), to );
      }
      auto bad = gr;
      bad.productions = g::read_bnf( bnf, "bad.bnf" );
      try {
         (void)g::fast_path_of( bad, g::build_verdict( bad, g::build_automata( bad ) ) );
      }
      catch( const g::read_error& e ) {
         return std::string( e.what() );
      }
      return std::string( "(accepted)" );
   };
   const auto refused = [ & ]( const std::string& from, const std::string& to ) { return refused_with( { { from, to } } ); };
   // search with "/": its alphabet is no longer hsegment's, which the
   // proof reads the query with (one table).
   CHECK_THAT( refused( "search         = *[ uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\" ]", "search         = *[ uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\" | \"/\" ]" ),
               Catch::Matchers::StartsWith( "grammar/schemes.facts:" ) && Catch::Matchers::Contains( "the fast path cannot prove the form of `http`: bad.bnf:" ) &&
                  Catch::Matchers::Contains( "httpurl: `search` after \"?\" is neither of `hsegment`'s alphabet" ) );
   // A toplabel that may begin with a digit: no longer the label bytes
   // above one byte, which the proof compares with.
   CHECK_THAT( refused( "toplabel       = alpha | alpha *[ alphadigit | \"-\" ] alphadigit", "toplabel       = digit | digit *[ alphadigit | \"-\" ] alphadigit" ),
               Catch::Matchers::Contains( "hostname: a toplabel's first bytes must be the label bytes above some byte" ) );
   // A port's separator that a hostname holds: the proof could not tell
   // where the host ends. (A port of hostname bytes is no such case: the
   // host still ends at the first ":".)
   CHECK( refused( "port           = digits", "port           = 1*alphadigit" ) == "(accepted)" );
   CHECK_THAT( refused( "hostport       = host [ \":\" port ]", "hostport       = host [ \"-\" port ]" ),
               Catch::Matchers::Contains( "hostport: the port's separator \"-\" must be a byte of no hostname and no port" ) );
   // A user part read a byte at a time stops where the PEG's user and
   // password stop: at the login's "@", the user also at its ":"; a user
   // or password with the "@", a user with the ":", or a password with the
   // "/" that ends a login is refused.
   const std::string user = "user           = *[ uchar | \";\" | \"?\" | \"&\" | \"=\" ]";
   const std::string password = "password       = *[ uchar | \";\" | \"?\" | \"&\" | \"=\" ]";
   CHECK_THAT( refused( user, "user           = *[ uchar | \";\" | \"?\" | \"&\" | \"=\" | \"@\" ]" ),
               Catch::Matchers::Contains( "login: `user` must take escapes, hold ASCII bytes only, and neither \"@\" nor the escape's first nor \":\"" ) );
   CHECK_THAT( refused( user, "user           = *[ uchar | \";\" | \"?\" | \"&\" | \"=\" | \":\" ]" ), Catch::Matchers::Contains( "login: `user` must" ) );
   CHECK( refused( password, "password       = *[ uchar | \";\" | \"?\" | \"&\" | \"=\" | \":\" ]" ) == "(accepted)" );
   CHECK_THAT( refused( password, "password       = *[ uchar | \";\" | \"?\" | \"&\" | \"=\" | \"/\" ]" ),
               Catch::Matchers::Contains( "the fast path cannot prove the form of `ftp`" ) && Catch::Matchers::Contains( "ftpurl: the login's end \"/\" is a byte of a user part" ) );
   CHECK_THAT( refused( "login          = [ user [ \":\" password ] \"@\" ] hostport", "login          = [ user [ \":\" password ] \"@\" \"@\" ] hostport" ),
               Catch::Matchers::Contains( "login: expected [ user [ \":\" password ] \"@\" ] hostport" ) );
   // The forms are the scheme facts' @proven line's, in its order; a form
   // the proofs cannot read is refused at its place there, with why.
   const auto proving = [ & ]( const std::string& line ) {
      auto other = gr;
      (void)g::read_scheme_facts( line, "p.facts", &other.proven );
      try {
         const auto p = g::fast_path_of( other, v );
         std::string forms;
         for( const auto& f : p.forms ) {
            forms += ( forms.empty() ? "" : " " ) + f.form + "=" + f.prefix;
         }
         return forms;
      }
      catch( const g::read_error& e ) {
         return std::string( e.what() );
      }
   };
   CHECK( proving( "@proven https ftp\n" ) == "otherurl=https:// ftpurl=ftp://" );
   CHECK( proving( "@proven x-y http\n" ) == "otherurl=x-y:// httpurl=http://" );
   CHECK( proving( "@proven http gopher\n" ) == "httpurl=http:// gopherurl=gopher://" );
   CHECK( proving( "@proven http nntp\n" ) == "httpurl=http:// nntpurl=nntp://" );
   // nntpurl's group, a word: byte sets, neither holding the escape's first.
   const std::string group = "group          = alpha *[ alpha | digit | \"-\" | \".\" | \"+\" | \"_\" ]";
   CHECK_THAT( refused( group, "group          = alpha *[ alpha | digit | \"-\" | \".\" | \"+\" | \"_\" | \"%\" ]" ),
               Catch::Matchers::StartsWith( "grammar/schemes.facts:" ) && Catch::Matchers::Contains( "the fast path cannot prove the form of `nntp`: bad.bnf:" ) &&
                  Catch::Matchers::Contains( "group: the word `group` must hold ASCII bytes only and not the escape's first" ) );
   CHECK_THAT( refused( group, "group          = alpha *[ alpha | digit | escape ]" ), Catch::Matchers::Contains( "group: expected S *[ \"/\" S ], *S or F *U (F and U byte sets)" ) );
   // A word whose first bytes what follows them does not hold: the proof
   // reads them all with one table.
   CHECK_THAT( refused( group, "group          = alpha *[ digit | \"-\" ]" ),
               Catch::Matchers::Contains( "group: the word `group`'s first bytes (`alpha`) must be bytes of what follows them" ) );
   // A suffix or query after runs that take escapes begins with no hex
   // digit: an escape's "%" before it could take it (fsegment without
   // upper-case letters, so that "A" is no byte of its runs).
   CHECK_THAT( refused_with( { { "fsegment       = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\" ]", "fsegment       = *[ lowalpha | escape ]" },
                               { "[ \"/\" fpath [ \";type=\" ftptype ]]", "[ \"/\" fpath [ \"A\" ftptype ]]" } } ),
               Catch::Matchers::Contains( "ftpurl: \"A\" begins with a hex digit, which an escape of the path's runs could take" ) );
   CHECK( refused_with( { { "fsegment       = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\" ]", "fsegment       = *[ lowalpha | escape ]" },
                          { "[ \"/\" fpath [ \";type=\" ftptype ]]", "[ \"/\" fpath [ \"G\" ftptype ]]" } } ) == "(accepted)" );
   // Its [ "/" digits ]: a suffix no byte of the word begins, then 1*D.
   CHECK_THAT( refused( "nntpurl        = \"nntp://\" hostport \"/\" group [ \"/\" digits ]", "nntpurl        = \"nntp://\" hostport \"/\" group [ \".\" digits ]" ),
               Catch::Matchers::Contains( "nntpurl: \".\" begins with a byte of the path's runs" ) );
   CHECK_THAT( refused( "nntpurl        = \"nntp://\" hostport \"/\" group [ \"/\" digits ]", "nntpurl        = \"nntp://\" hostport \"/\" group [ \"/\" hostport ]" ),
               Catch::Matchers::Contains( "nntpurl: `hostport` after \"/\" is neither of `group`'s alphabet" ) );
   CHECK( proving( "@proven wais\n" ) == "waisurl=wais://" );
   CHECK( proving( "@proven mailto\n" ) == "mailtourl=mailto:" );
   CHECK( proving( "@proven file http\n" ) == "fileurl=file:// httpurl=http://" );
   CHECK( proving( "@proven news\n" ) == "newsurl=news:" );
   // newsurl's grouppart: one of its alternatives a word (group).
   CHECK_THAT( refused( "grouppart      = \"*\" | group | article", "grouppart      = \"*\" | article" ),
               Catch::Matchers::Contains( "the fast path cannot prove the form of `news`: " ) && Catch::Matchers::Contains( "newsurl: expected \"scheme://\" hostport-or-login" ) );
   CHECK_THAT( proving( "@proven verylongscheme\n" ), Catch::Matchers::StartsWith( "p.facts:1:9: the fast path cannot prove the form of `verylongscheme`: " ) &&
                                                        Catch::Matchers::Contains( "at most 16 bytes" ) );
   CHECK_THAT( proving( "; none\n" ), Catch::Matchers::Contains( "the fast path needs the scheme facts' `@proven scheme...` line" ) );
   // gopherurl's tail after "/" holds every string of selector's runs (a
   // gtype, then a selector and options): the proof reads it to the end
   // with selector's table. A gtype of fewer bytes than a selector's no
   // longer holds them all, nor a tail whose first run (search's) comes
   // after a literal.
   CHECK( refused( "selector       = *xchar", "selector       = *uchar" ) == "(accepted)" );
   // fieldspec's two sides share one alphabet, which holds neither ";" nor
   // "=": the proof reads a pair a byte at a time with it.
   CHECK_THAT( refused( "fieldvalue     = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" ]", "fieldvalue     = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\" ]" ),
               Catch::Matchers::Contains( "prosperourl: its pairs \";\" fieldname \"=\" fieldvalue must be two bytes around two productions of one alphabet" ) );
   // waisurl's alternatives: waisdoc's separators one byte, each run
   // database's alphabet; waisindex's search holds database's bytes.
   CHECK_THAT( refused( "waisdoc        = \"wais://\" hostport \"/\" database \"/\" wtype \"/\" wpath", "waisdoc        = \"wais://\" hostport \"/\" database \"/\" wtype \"?\" wpath" ),
               Catch::Matchers::Contains( "waisdoc: expected S P S P … after the path" ) );
   CHECK_THAT( refused( "waisindex      = \"wais://\" hostport \"/\" database \"?\" search", "waisindex      = \"wais://\" hostport \"/\" database \"?\" digits" ),
               Catch::Matchers::Contains( "waisindex: `digits` must hold every byte of `database`" ) );
   CHECK_THAT( refused( "waisindex      = \"wais://\" hostport \"/\" database \"?\" search", "waisindex      = \"wais://\" hostport \"/\" wtype \"?\" search" ),
               Catch::Matchers::Contains( "every alternative must begin as the first" ) );
   CHECK_THAT( refused( "gtype          = xchar", "gtype          = digit" ),
               Catch::Matchers::Contains( "the fast path cannot prove the form of `gopher`" ) &&
                  Catch::Matchers::Contains( "gopherurl: what follows \"/\" does not hold every string of `selector`'s runs" ) );
   CHECK_THAT( refused( "gopherurl      = \"gopher://\" hostport [ \"/\" [ gtype [ selector", "gopherurl      = \"gopher://\" hostport [ \"/\" [ gtype [ gtype" ),
               Catch::Matchers::Contains( "gopherurl: what follows \"/\" does not hold every string of `search`'s runs" ) );
   // fileurl's optional host: host first among its alternatives (the
   // PEG's choice; the proof shows a hostname or nothing there), and a
   // path after it.
   const std::string file_form = "fileurl        = \"file://\" [ host | \"localhost\" ] \"/\" fpath";
   CHECK( refused( file_form, "fileurl        = \"file://\" [ host ] \"/\" fpath" ) == "(accepted)" );
   CHECK_THAT( refused( file_form, "fileurl        = \"file://\" [ \"localhost\" | host ] \"/\" fpath" ),
               Catch::Matchers::Contains( "the fast path cannot prove the form of `file`" ) && Catch::Matchers::Contains( "fileurl: expected \"scheme://\" hostport-or-login" ) );
   CHECK_THAT( refused( file_form, "fileurl        = \"file://\" [ hostnumber | host ] \"/\" fpath" ), Catch::Matchers::Contains( "fileurl: expected" ) );
   CHECK_THAT( refused( file_form, "fileurl        = \"file://\" [ host ] [ \"/\" fpath ]" ), Catch::Matchers::Contains( "fileurl: expected" ) );
   // mailtourl's encoded822addr: runs of one production that takes
   // escapes, the empty one or more (the proof reads one byte or more).
   const std::string addr = "encoded822addr = 1*xchar";
   CHECK( refused( addr, "encoded822addr = *xchar" ) == "(accepted)" );
   CHECK_THAT( refused( addr, "encoded822addr = 2*xchar" ),
               Catch::Matchers::Contains( "the fast path cannot prove the form of `mailto`" ) &&
                  Catch::Matchers::Contains( "mailtourl: expected \"scheme://\" hostport-or-login [ … ], \"scheme://\" hostport-or-login \"/\" path [ … ]… or \"scheme://\" [ host ] \"/\" path" ) );
   CHECK_THAT( refused( addr, "encoded822addr = 1*safe" ), Catch::Matchers::Contains( "mailtourl: the run `safe` must take escapes" ) );
   // And the emitter refuses what fast_path_of refuses.
   auto bnf = slurp( RFC1738_GRAMMAR_FILE );
   const std::string top = "toplabel       = alpha | alpha *[ alphadigit | \"-\" ] alphadigit";
   bnf.replace( bnf.find( top ), top.size(), "toplabel       = digit | digit *[ alphadigit | \"-\" ] alphadigit" );
   auto bad = gr;
   bad.productions = g::read_bnf( bnf, "bad.bnf" );
   CHECK_THROWS_WITH( g::emit( bad, { "bad.bnf", "grammar/rewrites.peg", "grammar/schemes.facts" } ), Catch::Matchers::Contains( "toplabel's first bytes" ) );
}

TEST_CASE( "split programs: every form, from the PEG forms; refused where a node holds the byte that ends it", "[generator]" )
{
   g::grammar gr;
   gr.productions = g::read_bnf( slurp( RFC1738_GRAMMAR_FILE ), "grammar/rfc1738.bnf" );
   gr.rewrites = g::read_rewrites( slurp( RFC1738_REWRITES_FILE ), "grammar/rewrites.peg", gr.productions );
   gr.facts = g::read_scheme_facts( slurp( RFC1738_FACTS_FILE ), "grammar/schemes.facts", &gr.proven );
   gr.components = g::read_component_facts( slurp( RFC1738_COMPONENTS_FILE ), "grammar/components.facts", nullptr, &gr.recorded );
   const auto programs = g::split_programs( gr );
   std::string reached;
   for( const auto& p : programs ) {
      reached += ( reached.empty() ? "" : " " ) + p.form + ( p.why_not.empty() ? "" : "!" );
   }
   CHECK( reached == "httpurl ftpurl newsurl nntpurl telneturl gopherurl waisurl mailtourl fileurl prosperourl otherurl" );
   const auto of = [ & ]( const std::string& form ) -> const std::vector< g::program_step >& {
      for( const auto& p : programs ) {
         if( p.form == form ) {
            return p.steps;
         }
      }
      throw std::logic_error( form );
   };
   using op = g::program_step::op;
   using gate = g::program_step::gate;
   // httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
   const auto& http = of( "httpurl" );
   REQUIRE( http.size() == 3 );
   CHECK( ( http[ 0 ].kind == op::literal && http[ 0 ].text == "http://" ) );
   CHECK( ( http[ 1 ].kind == op::node && http[ 1 ].production == "hostport" && http[ 1 ].depth == 2 && http[ 1 ].stops == "/" ) );
   CHECK( ( http[ 2 ].kind == op::option && http[ 2 ].when == gate::begins && http[ 2 ].byte == '/' ) );
   // login = [ user [ ":" password ] "@" ] hostport: the user part is there
   // when the login holds "@" (a hostport has none).
   const auto& login = of( "ftpurl" )[ 1 ];
   REQUIRE( ( login.production == "login" && login.steps.size() == 2 ) );
   CHECK( ( login.steps[ 0 ].kind == op::option && login.steps[ 0 ].when == gate::holds && login.steps[ 0 ].byte == '@' ) );
   CHECK( ( login.steps[ 0 ].steps[ 0 ].production == "user" && login.steps[ 0 ].steps[ 0 ].stops == ":@" && login.steps[ 0 ].steps[ 0 ].depth == 3 ) );
   // fileurl ~ "file://" [ host ] "/" fpath: the host is there unless "/" is next.
   CHECK( ( of( "fileurl" )[ 1 ].when == gate::absent && of( "fileurl" )[ 1 ].byte == '/' ) );
   // waisurl ~ waisdoc | waisindex | waisdatabase: the first that derives
   // the URL, told by the BNF's languages without the automata: a waisdoc
   // holds at least five "/" ("wais://", after the hostport, the database
   // and the wtype), the others three at most (no hostport, database nor
   // search holds one); a waisindex holds a "?", a waisdatabase none.
   const auto& wais = of( "waisurl" );
   REQUIRE( ( wais.size() == 1 && wais[ 0 ].kind == op::choice && wais[ 0 ].steps.size() == 3 ) );
   CHECK( ( wais[ 0 ].steps[ 0 ].when == gate::holds && wais[ 0 ].steps[ 0 ].byte == '/' && wais[ 0 ].steps[ 0 ].lead == 3 && wais[ 0 ].steps[ 0 ].production == "waisdoc" &&
            wais[ 0 ].steps[ 2 ].when == gate::always ) );
   CHECK( ( wais[ 0 ].steps[ 1 ].when == gate::holds && wais[ 0 ].steps[ 1 ].byte == '?' && wais[ 0 ].steps[ 1 ].lead == 0 && wais[ 0 ].steps[ 1 ].production == "waisindex" ) );
   // grouppart ~ article | group | "*": an article holds "@" (a group and
   // "*" none), a group does not begin with "*".
   REQUIRE( ( of( "newsurl" ).size() == 2 && of( "newsurl" )[ 1 ].steps.size() == 1 ) );
   const auto& grouppart = of( "newsurl" )[ 1 ].steps[ 0 ];
   REQUIRE( ( grouppart.kind == op::choice && grouppart.steps.size() == 3 ) );
   CHECK( ( grouppart.steps[ 0 ].when == gate::holds && grouppart.steps[ 0 ].byte == '@' && grouppart.steps[ 0 ].lead == 0 ) );
   CHECK( ( grouppart.steps[ 1 ].when == gate::absent && grouppart.steps[ 1 ].byte == '*' && grouppart.steps[ 1 ].production == "group" ) );
   // host = hostname | hostnumber: a hostname holds a byte no hostnumber
   // does (its toplabel's first, an alpha).
   REQUIRE( ( http[ 1 ].steps.size() == 2 && http[ 1 ].steps[ 0 ].production == "host" && http[ 1 ].steps[ 0 ].steps.size() == 1 ) );
   const auto& host = http[ 1 ].steps[ 0 ].steps[ 0 ];
   REQUIRE( ( host.kind == op::choice && host.steps.size() == 2 ) );
   CHECK( ( host.steps[ 0 ].when == gate::outside && host.steps[ 0 ].production == "hostname" && host.steps[ 0 ].text == ".0123456789" ) );
   // ip-schemepart | *xchar: the last is a run, no production: the automaton decides.
   const auto& generic = of( "otherurl" )[ 0 ];
   REQUIRE( ( generic.steps.size() == 3 && generic.steps[ 2 ].production == "schemepart" && generic.steps[ 2 ].steps.size() == 1 && generic.steps[ 2 ].steps[ 0 ].steps.size() == 2 ) );
   CHECK( generic.steps[ 2 ].steps[ 0 ].steps[ 0 ].when == gate::derives );
   // gopherurl ~ "gopher://" hostport [ "/" [ gtype [ selector/gopher
   //             [ "%09" search/gopher [ "%09" gopher+_string ] ] ] ] ]:
   // the gtype is there when the URL goes on after "/", one character (an
   // escape at "%"); the selector (a variant: its production's node) runs
   // up to the first "%09" after which no "/" or "?" (no search-char)
   // comes before the next "%09" or the end, the search up to a "%09".
   const auto& gopher = of( "gopherurl" );
   REQUIRE( ( gopher.size() == 3 && gopher[ 2 ].kind == op::option && gopher[ 2 ].when == gate::begins && gopher[ 2 ].steps.size() == 2 ) );
   const auto& more = gopher[ 2 ].steps[ 1 ];
   REQUIRE( ( more.kind == op::option && more.when == gate::more && more.steps.size() == 2 ) );
   CHECK( ( more.steps[ 0 ].kind == op::unit && more.steps[ 0 ].production == "gtype" && more.steps[ 0 ].byte == '%' && more.steps[ 0 ].lead == 3 ) );
   REQUIRE( ( more.steps[ 1 ].kind == op::option && more.steps[ 1 ].when == gate::always && more.steps[ 1 ].steps.size() == 2 ) );
   const auto& selector = more.steps[ 1 ].steps[ 0 ];
   CHECK( ( selector.kind == op::node && selector.production == "selector" && selector.stops.empty() && selector.until == "%09" && selector.refuse == "/?" ) );
   const auto& search = more.steps[ 1 ].steps[ 1 ].steps[ 1 ];
   CHECK( ( search.kind == op::node && search.production == "search" && search.until == "%09" && search.refuse.empty() ) );
   CHECK( ( of( "ftpurl" )[ 2 ].steps[ 2 ].steps[ 1 ].kind == op::unit && of( "ftpurl" )[ 2 ].steps[ 2 ].steps[ 1 ].lead == 0 ) );   // ftptype: one byte, no escape
   // A separator whose first byte is a hex digit could begin inside an
   // escape: no program, and why.
   {
      auto rewrites = slurp( RFC1738_REWRITES_FILE );
      for( auto at = rewrites.find( "\"%09\"" ); at != std::string::npos; at = rewrites.find( "\"%09\"", at + 6 ) ) {
         rewrites.replace( at, 5, "\"9%09\"" );
      }
      auto hex = gr;
      hex.rewrites = g::read_rewrites( rewrites, "hex.peg", gr.productions );
      std::string why;
      for( const auto& p : g::split_programs( hex ) ) {
         why += p.form == "gopherurl" ? p.why_not : "";
      }
      CHECK( why == "`selector/gopher` ends at a literal that may begin inside an escape" );
   }
   // otherurl's host, 5 productions below genericurl: depth 7 (the component model's path).
   CHECK( g::shown_in_api( gr, "hostname" ) );
   CHECK( !g::shown_in_api( gr, "toplabel" ) );
   CHECK( !g::shown_in_api( gr, "xchar" ) );
   CHECK( g::shown_in_api( gr, "ftptype" ) );   // one byte, but a component

   // fieldname with "=": a fieldspec's fieldname would hold the "=" that ends it.
   auto bnf = slurp( RFC1738_GRAMMAR_FILE );
   const std::string fieldname = "fieldname      = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" ]";
   REQUIRE( bnf.find( fieldname ) != std::string::npos );
   bnf.replace( bnf.find( fieldname ), fieldname.size(), "fieldname      = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\" ]" );
   auto bad = gr;
   bad.productions = g::read_bnf( bnf, "bad.bnf" );
   CHECK_THROWS_WITH( g::split_programs( bad ), Catch::Matchers::Contains( "prosperourl: `fieldname` ends at the first \"=\" after it, which is one of its own bytes" ) );
   CHECK_THROWS_WITH( g::emit( bad, { "bad.bnf", "grammar/rewrites.peg", "grammar/schemes.facts" } ), Catch::Matchers::Contains( "`fieldname` ends at the first" ) );
   // The component model without its @recorded line: parse_tree's lookup would be empty.
   auto unrecorded = gr;
   unrecorded.recorded.clear();
   CHECK_THROWS_WITH( g::emit( unrecorded, { "grammar/rfc1738.bnf", "grammar/rewrites.peg", "grammar/schemes.facts" } ),
                      Catch::Matchers::StartsWith( "grammar/components.facts: no @recorded line" ) );
}

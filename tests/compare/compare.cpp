// SPDX-License-Identifier: BSL-1.0
// rfc1738 compare (tools/compare): the reference's own answers agree in
// full; faults planted in them (known fields of known lines changed) are
// found exactly, by field and by production; a field left out is not
// compared; bad input is reported with its line number, never a crash; the
// program's exit statuses and its three reports.
#include "compare.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "rfc1738/json.hpp"
#include "rfc1738/report.hpp"
#include "run_program.hpp"
#include "suite.hpp"

using json = nlohmann::json;
using namespace rfc1738::test;
namespace compare = rfc1738::compare;

namespace {

// The suite's cases, each as the reference answers it (check --json) with
// its covers.
std::vector< json > reference_answers( const char* production = nullptr )
{
   std::vector< json > v;
   rfc1738::suite::settings s;
   if( production != nullptr ) {
      s.production = production;
   }
   rfc1738::suite::generate( s, [ & ]( const rfc1738::suite::test_case& c ) {
      std::string line;
      rfc1738::suite::write_json( line, c );
      v.push_back( json::parse( line ) );
   } );
   return v;
}

std::string dump( const json& j )
{
   return j.dump( -1, ' ', true );   // bytes >= 0x80 as \u0080 … \u00ff
}

std::string target_of( const json& answer )
{
   std::string input;
   REQUIRE( compare::bytes_of( answer.at( "input" ).get< std::string >(), input ) );
   const auto r = rfc1738::inspect( input );
   return r.verdict().scheme ? std::string( rfc1738::grammar::rfc_name( r.verdict().target ) ) : "(no scheme)";
}

}  // namespace

TEST_CASE( "the reference's own answers agree in full", "[compare]" )
{
   const auto answers = reference_answers();
   compare::comparison c;
   std::size_t n = 0;
   for( const auto& a : answers ) {
      c.add_line( dump( a ), ++n );
   }
   CHECK( c.compared() == answers.size() );
   CHECK( c.bad_count() == 0 );
   CHECK( c.all_agree() );
   CHECK( c.groups().empty() );
   for( const auto& f : compare::field_names() ) {
      INFO( f );
      const auto& counts = c.fields().at( f );
      CHECK( counts.disagree == 0 );
      CHECK( counts.agree + counts.not_compared == answers.size() );
      CHECK( counts.agree > 0 );
   }
   // Not valid: no components to compare; conforming: no error.
   CHECK( c.fields().at( "valid" ).agree == answers.size() );
}

TEST_CASE( "planted faults are found exactly, by field and by production", "[compare]" )
{
   auto answers = reference_answers();
   // planted[field][production]: how many lines of that production had that
   // field changed; inputs[field]: which inputs.
   std::map< std::string, std::map< std::string, std::size_t > > planted;
   std::map< std::string, std::set< std::string > > inputs;
   std::size_t dropped = 0;
   for( std::size_t i = 0; i < answers.size(); ++i ) {
      auto& a = answers[ i ];
      const auto production = target_of( a );
      const auto input = a.at( "input" ).get< std::string >();
      if( i % 97 == 3 ) {
         a[ "valid" ] = !a[ "valid" ].get< bool >();
         ++planted[ "valid" ][ production ];
         inputs[ "valid" ].insert( input );
      }
      if( i % 89 == 5 ) {
         a[ "production" ] = "httpurl-or-not";
         ++planted[ "production" ][ production ];
         inputs[ "production" ].insert( input );
      }
      if( i % 83 == 7 && i % 97 != 3 && a.contains( "components" ) && a[ "components" ].contains( "host" ) ) {
         a[ "components" ][ "host" ] = a[ "components" ][ "host" ].get< std::string >() + "X";
         ++planted[ "components" ][ production ];
         inputs[ "components" ].insert( input );
      }
      if( i % 79 == 11 && a.contains( "error" ) ) {
         a[ "error" ][ "offset" ] = a[ "error" ][ "offset" ].get< std::size_t >() + 1;
         ++planted[ "error.offset" ][ production ];
         inputs[ "error.offset" ].insert( input );
      }
      if( i % 71 == 13 ) {
         a.erase( "conforms" );   // not said: not compared, never "agrees"
         ++dropped;
      }
   }
   REQUIRE( planted.size() == 4 );
   compare::comparison c;
   std::size_t n = 0;
   for( const auto& a : answers ) {
      c.add_line( dump( a ), ++n );
   }
   CHECK( c.bad_count() == 0 );
   CHECK_FALSE( c.all_agree() );
   for( const auto& f : compare::field_names() ) {
      std::size_t total = 0;
      for( const auto& [ production, k ] : planted[ f ] ) {
         INFO( f << " in " << production );
         CHECK( c.by_production().at( production ).at( f ).disagree == k );
         total += k;
      }
      INFO( f );
      CHECK( c.fields().at( f ).disagree == total );
      // No disagreement where none was planted.
      for( const auto& [ production, fields ] : c.by_production() ) {
         if( planted[ f ].count( production ) == 0 && fields.count( f ) != 0 ) {
            INFO( production );
            CHECK( fields.at( f ).disagree == 0 );
         }
      }
   }
   CHECK( c.fields().at( "conforms" ).not_compared == dropped );
   CHECK( c.fields().at( "conforms" ).agree == answers.size() - dropped );
   // Components are compared where both call the input valid: not on the
   // lines whose `valid` was flipped.
   std::size_t both_valid = 0;
   for( std::size_t i = 0; i < answers.size(); ++i ) {
      both_valid += answers[ i ].contains( "components" ) && i % 97 != 3 ? 1 : 0;
   }
   CHECK( c.fields().at( "components" ).agree + c.fields().at( "components" ).disagree == both_valid );
   // Every group is planted faults of its field; its examples are among them.
   std::map< std::string, std::size_t > grouped;
   for( const auto& g : c.groups() ) {
      const std::string field = g.field.rfind( "components", 0 ) == 0 ? "components" : g.field;
      if( field == "components" ) {
         CHECK( g.field == "components.host" );
      }
      grouped[ field ] += g.count;
      CHECK( !g.covers.empty() );
      for( const auto& e : g.examples ) {
         std::string text;
         json j = json::parse( "{\"s\":" + std::string( [ & ] {
                     std::string s;
                     rfc1738::write_json_string( s, e.input );
                     return s;
                  }() ) + "}" );
         text = j[ "s" ].get< std::string >();
         CHECK( inputs[ field ].count( text ) == 1 );
         CHECK( e.expected != e.got );
      }
   }
   for( const auto& [ field, by ] : planted ) {
      std::size_t total = 0;
      for( const auto& [ p, k ] : by ) {
         total += k;
      }
      CHECK( grouped[ field ] == total );
   }
   // The JSON report says the same.
   const auto report = json::parse( compare::to_json( c ) );
   CHECK( report.at( "compared" ) == answers.size() );
   CHECK( report.at( "fields" ).at( "valid" ).at( "disagree" ) == c.fields().at( "valid" ).disagree );
   CHECK( report.at( "groups" ).size() == c.groups().size() );
   for( const auto& g : report.at( "groups" ) ) {
      CHECK( g.contains( "field" ) );
      CHECK( g.contains( "production" ) );
      CHECK( g.contains( "covers" ) );
      CHECK( g.contains( "cause" ) );
      CHECK( g.contains( "by_covers" ) );
      CHECK( g.contains( "count" ) );
      for( const auto& e : g.at( "examples" ) ) {
         CHECK( e.contains( "input" ) );
         CHECK( e.contains( "expected" ) );
         CHECK( e.contains( "got" ) );
      }
   }
}

TEST_CASE( "groups by cause: the field, then the reference's diagnosis, the generation items inside", "[compare][groups]" )
{
   // An implementation that rejects every URL with a port and otherwise
   // answers as the reference: its `valid` disagreements are one cause per
   // production the reference derives, whatever generated the case.
   const auto answers = reference_answers();
   compare::comparison c;
   std::size_t planted = 0;
   std::set< std::string > derived;
   std::set< std::string > covers;
   for( std::size_t i = 0; i < answers.size(); ++i ) {
      json a = answers[ i ];
      const auto comp = a.find( "components" );
      if( a.at( "valid" ).get< bool >() && comp != a.end() && comp->is_object() && comp->contains( "port" ) ) {
         a[ "valid" ] = false;
         a.erase( "components" );
         ++planted;
         derived.insert( a.at( "production" ).get< std::string >() );
         covers.insert( a.at( "covers" ).at( 0 ).get< std::string >() );
      }
      a.erase( "conforms" );
      c.add_line( dump( a ), i + 1 );
   }
   REQUIRE( planted > 20 );
   REQUIRE( covers.size() > 1 );
   const auto groups = c.groups();
   CHECK( groups.size() == derived.size() );
   std::size_t counted = 0;
   for( const auto& g : groups ) {
      CHECK( g.field == "valid" );
      CHECK( g.cause.rfind( "only the reference accepts; it derives ", 0 ) == 0 );
      CHECK( derived.count( g.cause.substr( 39 ) ) == 1 );
      std::size_t inside = 0;
      for( const auto& [ item, n ] : g.by_covers ) {
         CHECK( covers.count( item ) == 1 );
         inside += n;
      }
      CHECK( inside == g.count );
      CHECK( g.by_covers.count( g.covers ) == 1 );
      CHECK( g.examples.size() == std::min( g.count, compare::comparison::examples_kept ) );
      for( std::size_t k = 1; k < g.examples.size(); ++k ) {
         CHECK( g.examples[ k - 1 ].input.size() <= g.examples[ k ].input.size() );
      }
      counted += g.count;
   }
   CHECK( counted == planted );

   // Where the reference rejects, the cause is the class of its diagnosis:
   // the same fault at different bytes is one group.
   compare::comparison d;
   d.add_line( "{\"input\":\"http://h:x/\",\"conforms\":true}", 1 );
   d.add_line( "{\"input\":\"http://h:y/\",\"conforms\":true}", 2 );
   d.add_line( "{\"input\":\"gopher://h:q/\",\"conforms\":true}", 3 );
   REQUIRE( d.groups().size() == 1 );
   CHECK( d.groups()[ 0 ].count == 3 );
   CHECK( d.groups()[ 0 ].production == "hostport" );
   CHECK( d.groups()[ 0 ].cause == "only this implementation accepts; the reference's diagnosis: \"…\" cannot begin the port" );

   // Nor is the scheme's name part of the cause ("an ftp URL begins with",
   // "a wais URL begins with"), nor the production an input ends inside,
   // nor the byte <"> ("a URL" stays as written).
   compare::comparison e;
   e.add_line( "{\"input\":\"ftp:x\",\"conforms\":true}", 1 );
   e.add_line( "{\"input\":\"wais:x\",\"conforms\":true}", 2 );
   e.add_line( "{\"input\":\"http://a:\",\"conforms\":true}", 3 );
   e.add_line( "{\"input\":\"news:a@\",\"conforms\":true}", 4 );
   e.add_line( "{\"input\":\"nntp://h/a\\\"\",\"conforms\":true}", 5 );
   e.add_line( "{\"input\":\"nntp://h/a$\",\"conforms\":true}", 6 );
   e.add_line( "{\"input\":\"http://a/\\\"\",\"conforms\":true}", 7 );
   std::map< std::string, std::size_t > causes;
   for( const auto& g : e.groups() ) {
      causes[ g.cause.substr( g.cause.find( ": " ) + 2 ) ] = g.count;
   }
   CHECK( causes == std::map< std::string, std::size_t >{ { "a … URL begins with \"…\"", 2 },
                                                          { "the input ends inside …", 2 },
                                                          { "\"…\" cannot continue the newsgroup name of a … URL", 2 },
                                                          { "\"…\" may not appear in a URL unencoded", 1 } } );
}

TEST_CASE( "bad input: reported with its line number, the rest still compared", "[compare][bad]" )
{
   compare::comparison c;
   const std::vector< std::pair< std::string, std::string > > bad = {
      { "not json", "not JSON" },
      { "[1,2]", "not a JSON object" },
      { "{\"valid\":true}", "no \"input\"" },
      { "{\"input\":7}", "\"input\" is number" },
      { "{\"input\":\"\\u0100\"}", "above U+00FF" },
      { "{\"input\":\"a:b\",\"valid\":\"yes\"}", "\"valid\" is string" },
      { "{\"input\":\"a:b\",\"conforms\":1}", "\"conforms\" is number" },
      { "{\"input\":\"a:b\",\"production\":[]}", "\"production\" is array" },
      { "{\"input\":\"a:b\",\"scheme\":false}", "\"scheme\" is boolean" },
      { "{\"input\":\"a:b\",\"components\":\"x\"}", "\"components\" is string" },
      { "{\"input\":\"a:b\",\"components\":{\"host\":1}}", "component \"host\" is number" },
      { "{\"input\":\"a:b\",\"error\":{\"offset\":-1}}", "\"error\" is object" },
      { "{\"input\":\"a:b\",\"error\":3}", "\"error\" is number" },
      { "{\"input\":\"a:b\",\"covers\":[1]}", "\"covers\" is array" },
      { "{\"input\":\"x\xff\"}", "not JSON" },   // invalid UTF-8 in a string
      { "{\"input\":\"a:b\"", "not JSON" },
      { "", "not JSON" },
      { std::string( 100000, '[' ), "not JSON" },
   };
   std::size_t n = 0;
   for( const auto& [ line, why ] : bad ) {
      c.add_line( line, ++n );
      c.add_line( "{\"input\":\"a:b\",\"valid\":true}", ++n );
   }
   CHECK( c.bad_count() == bad.size() );
   CHECK( c.compared() == bad.size() );
   CHECK( c.all_agree() );
   REQUIRE( c.bad().size() == std::min( bad.size(), compare::comparison::bad_lines_kept ) );
   for( std::size_t i = 0; i < c.bad().size(); ++i ) {
      INFO( bad[ i ].first.substr( 0, 80 ) << " → " << c.bad()[ i ].message );
      CHECK( c.bad()[ i ].line == 2 * i + 1 );
      CHECK( has( c.bad()[ i ].message, bad[ i ].second ) );
   }
}

TEST_CASE( "read: lines of a stream, a line too long reported and skipped", "[compare][bad]" )
{
   std::FILE* f = std::tmpfile();
   REQUIRE( f != nullptr );
   const std::string text = "{\"input\":\"a:b\",\"valid\":true}\n{\"input\":\"" + std::string( 5000, 'a' ) + "\"}\n{\"input\":\"news:*\",\"conforms\":true}";
   std::fwrite( text.data(), 1, text.size(), f );
   std::rewind( f );
   compare::comparison c;
   CHECK( compare::read( f, c, 4096 ) );
   std::fclose( f );
   CHECK( c.compared() == 2 );
   REQUIRE( c.bad_count() == 1 );
   CHECK( c.bad()[ 0 ].line == 2 );
   CHECK( has( c.bad()[ 0 ].message, "longer than 4096 bytes" ) );
}

TEST_CASE( "rfc1738 compare: exit statuses and the three reports", "[compare][cli]" )
{
   const auto suite = run_program( "compare-suite", "suite --production httpurl" );
   REQUIRE( suite.status == 0 );
   const auto same = run_program( "compare-same", "compare", suite.out );
   CHECK( same.status == 0 );
   CHECK( has( same.out, "no disagreement" ) );
   const auto same_json = run_program( "compare-same-json", "compare --json -", suite.out );
   CHECK( same_json.status == 0 );
   const auto report = json::parse( same_json.out );
   CHECK( report.at( "compared" ) == lines( suite.out ).size() );
   CHECK( report.at( "groups" ).empty() );
   CHECK( std::set< std::string >{ "compared", "fields", "by_production", "groups" } == [ & ] {
      std::set< std::string > keys;
      for( const auto& [ k, v ] : report.items() ) {
         keys.insert( k );
      }
      return keys;
   }() );

   // One fault: exit status 1, in every report.
   auto first = json::parse( lines( suite.out ).front() );
   first[ "conforms" ] = !first[ "conforms" ].get< bool >();
   const std::string faulty = dump( first ) + "\n";
   const auto text = run_program( "compare-fault", "compare", faulty );
   CHECK( text.status == 1 );
   CHECK( has( text.out, "conforms in httpurl" ) );
   CHECK( has( text.out, ": 1 answer compared with RFC 1738's" ) );   // one answer: singular
   CHECK( has( text.out, "the largest first (1 group)" ) );
   const auto md = run_program( "compare-fault-md", "compare --markdown", faulty );
   CHECK( md.status == 1 );
   CHECK( has( md.out, "| field | agree | disagree | not compared |" ) );
   CHECK( has( md.out, "`conforms` in `httpurl`" ) );
   CHECK( has( md.out, "Compared: 1 answer of " ) );
   const auto js = run_program( "compare-fault-json", "compare --json", faulty );
   CHECK( js.status == 1 );
   CHECK( json::parse( js.out ).at( "fields" ).at( "conforms" ).at( "disagree" ) == 1 );

   // Bad input: exit status 2, FILE:LINE on standard error.
   write_file( temp_path( "compare-bad.jsonl" ), faulty + "oops\n" );
   const auto bad = run_program( "compare-bad", "compare '" + temp_path( "compare-bad.jsonl" ) + "'" );
   CHECK( bad.status == 2 );
   CHECK( has( bad.err, "compare-bad.jsonl:2: bad input: not JSON" ) );
   CHECK( run_program( "compare-missing", "compare /no/such/file" ).status == 2 );
   CHECK( run_program( "compare-both", "compare --json --markdown" ).status == 2 );
   CHECK( run_program( "compare-two", "compare a b" ).status == 2 );
   CHECK( has( run_program( "compare-help", "help compare" ).out, "--markdown" ) );
}

TEST_CASE( "a group's label names every production of its cases, not the first alone", "[compare][groups]" )
{
   // One cause (a space the reference rejects, this implementation accepts)
   // in three productions: the label counts each.
   std::string answers;
   for( const char* input : { "http://h/a b", "ftp://h/a b", "gopher://h/1a b", "http://h/c d" } ) {
      auto a = json::parse( rfc1738::to_json( rfc1738::inspect( input ) ) );
      a[ "valid" ] = true;
      a[ "conforms" ] = true;
      a.erase( "error" );
      answers += dump( a ) + "\n";
   }
   const auto text = run_program( "compare-places", "compare", answers );
   CHECK( text.status == 1 );
   CHECK( has( text.out, "  conforms in httpurl (2), ftpurl (1), gopherurl (1): 4\n" ) );
   CHECK( !has( text.out, "conforms in httpurl: " ) );
   const auto md = run_program( "compare-places-md", "compare --markdown", answers );
   CHECK( has( md.out, "`conforms` in `httpurl (2), ftpurl (1), gopherurl (1)`: 4" ) );
   // One production: named alone, as ever.
   auto one = json::parse( rfc1738::to_json( rfc1738::inspect( "http://h/a b" ) ) );
   one[ "conforms" ] = true;
   CHECK( has( run_program( "compare-place", "compare", dump( one ) + "\n" ).out, "  conforms in httpurl: 1\n" ) );
}

namespace {

// Attributes `lines` to every edition: the per-input lines and the
// comparison.
struct attributed {
   compare::comparison c;
   std::vector< json > per_input;
};

void attribute_lines( attributed& a, const std::vector< std::string >& lines )
{
   a.c.attribute( { std::begin( rfc1738::editions ), std::end( rfc1738::editions ) }, [ & ]( const std::string& line ) { a.per_input.push_back( json::parse( line ) ); } );
   std::size_t n = 0;
   for( const auto& line : lines ) {
      a.c.add_line( line, ++n );
   }
}

std::vector< std::string > names( const json& follows )
{
   return follows.get< std::vector< std::string > >();
}

const compare::edition_agreement& agreement( const compare::comparison& c, rfc1738::edition e )
{
   const auto i = std::find_if( c.editions().begin(), c.editions().end(), [ & ]( const compare::edition_agreement& a ) { return a.of == e; } );
   REQUIRE( i != c.editions().end() );
   return *i;
}

}  // namespace

TEST_CASE( "attribution: the editions an answer follows, on valid and on the split", "[compare][editions]" )
{
   // ftp://a?b@c/ (docs/lineage.md, "Roles"): RFC 1738 reads user "a?b"
   // and host "c" (login's user holds "?"), RFC 2396 and later host "a" and
   // the query "b@c/" (authority ends at "?"), RFC 1808 net_loc "a?b@c"
   // (net_loc holds "?", §2.1) and path "/"; the draft's ftpaddress has no
   // "?" in its user: not a URL there.
   attributed a;
   attribute_lines( a, {
                          R"({"input":"ftp://a?b@c/","valid":true,"roles":{"scheme":"ftp","host":"a","path":"","query":"b@c/"}})",
                          R"({"input":"ftp://a?b@c/","valid":true,"roles":{"scheme":"ftp","userinfo":"a?b","host":"c","path":"/"}})",
                          R"({"input":"ftp://a?b@c/","valid":true})",
                          R"({"input":"ftp://a?b@c/","valid":false,"roles":{"scheme":"ftp"}})",
                          R"({"input":"ftp://a?b@c/","components":{"host":"a"}})",
                          R"({"input":"HTTP://Example.COM/p","valid":true,"roles":{"scheme":"http","host":"example.com","path":"/p"}})",
                          R"({"input":"http://h/?","valid":true,"roles":{"scheme":"http","host":"h","path":"/"}})",
                       } );
   REQUIRE( a.per_input.size() == 7 );
   CHECK( a.per_input[ 0 ].at( "input" ) == "ftp://a?b@c/" );
   // as RFC 3986 splits it: the generic syntax from RFC 2396 on
   CHECK( names( a.per_input[ 0 ].at( "follows" ) ) == std::vector< std::string >{ "rfc2396", "rfc2732", "rfc3986", "rfc6874" } );
   // as RFC 1738 splits it: RFC 1738, and RFC 1808, whose net_loc "a?b@c"
   // is not divided, with the same path and no query
   CHECK( names( a.per_input[ 1 ].at( "follows" ) ) == std::vector< std::string >{ "rfc1738", "rfc1808" } );
   // no roles: valid alone decides
   CHECK( names( a.per_input[ 2 ].at( "follows" ) ) == std::vector< std::string >{ "rfc1738", "rfc1808", "rfc2396", "rfc2732", "rfc3986", "rfc6874" } );
   CHECK( names( a.per_input[ 3 ].at( "follows" ) ) == std::vector< std::string >{ "draft-03", "draft-03-literal" } );
   // no valid: not attributed
   CHECK( a.per_input[ 4 ].at( "follows" ).is_null() );
   // scheme and host without regard to case
   CHECK( names( a.per_input[ 5 ].at( "follows" ) ) == std::vector< std::string >{ "rfc1808", "rfc2396", "rfc2732", "rfc3986", "rfc6874" } );
   // an empty query is the same as none (RFC 1738's search may be empty)
   CHECK( names( a.per_input[ 6 ].at( "follows" ) ) == std::vector< std::string >{ "rfc1738", "rfc1808", "rfc2396", "rfc2732", "rfc3986", "rfc6874" } );
   CHECK( a.c.attributed() == 6 );
   CHECK( a.c.finding_count() == 0 );
   CHECK( a.c.findings().empty() );

   const auto& r1738 = agreement( a.c, rfc1738::edition::rfc1738 );
   CHECK( r1738.follows == 3 );          // lines 2, 3, 7
   CHECK( r1738.valid.agree == 4 );      // lines 1, 2, 3, 7
   CHECK( r1738.valid.disagree == 2 );   // line 4 (it accepts), line 6 (schemes are lower case)
   CHECK( r1738.valid.not_compared == 1 );
   CHECK( r1738.split.agree == 2 );      // lines 2, 7
   CHECK( r1738.split.disagree == 1 );   // line 1
   const auto& r3986 = agreement( a.c, rfc1738::edition::rfc3986 );
   CHECK( r3986.follows == 4 );          // lines 1, 3, 6, 7
   CHECK( r3986.valid.agree == 5 );
   CHECK( r3986.split.agree == 3 );
   CHECK( r3986.split.disagree == 1 );
   const auto& draft = agreement( a.c, rfc1738::edition::draft03 );
   CHECK( draft.split.agree + draft.split.disagree == 0 );   // no model of its parts
   CHECK( draft.follows == 1 );   // line 4, which rejects the input as the draft does
}

TEST_CASE( "attribution: an answer that follows no edition is a finding, grouped by cause", "[compare][editions]" )
{
   attributed a;
   attribute_lines( a, {
                          // Perl's URI: the ftp path from the authority's end, "?" and all
                          R"({"input":"ftp://a?b@c/","valid":true,"roles":{"scheme":"ftp","host":"a","path":"?b@c/","query":"b@c/"}})",
                          R"({"input":"ftp://x?y@z/","valid":true,"roles":{"scheme":"ftp","host":"x","path":"?y@z/","query":"y@z/"}})",
                          // "<": no edition accepts it (the corrected draft takes a space)
                          R"({"input":"http://h/a<b","valid":true,"roles":{"scheme":"http","host":"h","path":"/a<b"}})",
                          // every edition accepts http://h/
                          R"({"input":"http://h/","valid":false})",
                          R"({"input":"http://h/","valid":true,"roles":{"scheme":"http","host":"h","path":"/"}})",
                       } );
   REQUIRE( a.per_input.size() == 5 );
   for( std::size_t i = 0; i < 4; ++i ) {
      CHECK( a.per_input[ i ].at( "follows" ).empty() );
   }
   // the draft accepts http://h/ but has no model of its parts: not followed
   CHECK( names( a.per_input[ 4 ].at( "follows" ) ) == std::vector< std::string >{ "rfc1738", "rfc1808", "rfc2396", "rfc2732", "rfc3986", "rfc6874" } );
   CHECK( a.c.finding_count() == 4 );
   const auto f = a.c.findings();
   REQUIRE( f.size() == 3 );
   CHECK( f[ 0 ].count == 2 );
   // the nearest edition: rfc2396 (path alone differs: none there; rfc1808
   // in path and query, rfc1738 in the authority too, rfc3986's is empty)
   CHECK( f[ 0 ].field == "roles.path" );
   CHECK( f[ 0 ].cause == "split as no edition splits it; the nearest, rfc2396, differs in path" );
   CHECK( f[ 0 ].production == "ftpurl" );
   REQUIRE( !f[ 0 ].examples.empty() );
   CHECK( f[ 0 ].examples[ 0 ].expected == R"({"scheme":"ftp","host":"a","query":"b@c/"})" );
   CHECK( f[ 0 ].examples[ 0 ].got == R"({"scheme":"ftp","host":"a","path":"?b@c/","query":"b@c/"})" );
   std::set< std::string > causes;
   for( const auto& g : f ) {
      causes.insert( g.field + ": " + g.cause );
   }
   CHECK( causes.count( "valid: every edition accepts; rfc6874 derives URI" ) == 1 );
   CHECK( std::any_of( causes.begin(), causes.end(), []( const std::string& c ) { return c.rfind( "valid: only this implementation accepts; rfc6874's diagnosis: ", 0 ) == 0; } ) );
}

TEST_CASE( "attribution: bad roles are bad input, one per-input line for every line read", "[compare][editions][bad]" )
{
   attributed a;
   attribute_lines( a, {
                          R"({"input":"http://h/","valid":true,"roles":{"user":"u"}})",
                          R"({"input":"http://h/","valid":true,"roles":"h"})",
                          R"({"input":"http://h/","valid":true,"roles":{"host":7}})",
                          R"({"input":"http://h/","valid":true,"roles":{"host":"\u0100"}})",
                          "{\"input\":\"x\xff\"}",   // the message quotes the byte: replaced in the per-input line, which stays UTF-8
                          R"({"input":"http://h/","valid":true,"roles":null})",
                       } );
   REQUIRE( a.c.bad_count() == 5 );
   CHECK( has( a.c.bad()[ 0 ].message, "role \"user\" is none of scheme, userinfo, host, port, path, query, fragment" ) );
   CHECK( has( a.c.bad()[ 1 ].message, "\"roles\" is string" ) );
   CHECK( has( a.c.bad()[ 2 ].message, "role \"host\" is number" ) );
   CHECK( has( a.c.bad()[ 3 ].message, "role \"host\" is a string with a character above U+00FF" ) );
   REQUIRE( a.per_input.size() == 6 );
   for( std::size_t i = 0; i < 5; ++i ) {
      CHECK( a.per_input[ i ].at( "input" ).is_null() );
      CHECK( a.per_input[ i ].at( "follows" ).is_null() );
      CHECK( a.per_input[ i ].at( "bad" ).is_string() );
   }
   CHECK( names( a.per_input[ 5 ].at( "follows" ) ).size() == 8 );   // null roles: valid decides

   // without attribution, "roles" is not read (compare as before)
   compare::comparison plain;
   plain.add_line( R"({"input":"http://h/","valid":true,"roles":"h"})", 1 );
   CHECK( plain.bad_count() == 0 );
   CHECK( !plain.attributing() );
}

TEST_CASE( "rfc1738 compare --editions: per input, the editions' agreement, findings", "[compare][editions][cli]" )
{
   const std::string answers = R"({"input":"ftp://a?b@c/","valid":true,"roles":{"scheme":"ftp","host":"a","path":"","query":"b@c/"}})"
                               "\n"
                               "oops\n"
                               R"({"input":"ftp://a?b@c/","valid":true,"roles":{"scheme":"ftp","userinfo":"a?b","host":"c","path":"/"}})"
                               "\n";
   const auto per_input = temp_path( "compare-per-input.jsonl" );
   const auto js = run_program( "compare-editions-json", "compare --editions all --per-input '" + per_input + "' --json", answers );
   CHECK( js.status == 2 );   // the bad line
   CHECK( has( js.err, "-:2: bad input: not JSON" ) );
   const auto written = lines( slurp( per_input ) );
   REQUIRE( written.size() == 3 );
   CHECK( written[ 0 ] == R"({"input":"ftp://a?b@c/","follows":["rfc2396","rfc2732","rfc3986","rfc6874"]})" );
   CHECK( has( written[ 1 ], R"({"input":null,"follows":null,"bad":"not JSON)" ) );
   CHECK( written[ 2 ] == R"({"input":"ftp://a?b@c/","follows":["rfc1738","rfc1808"]})" );
   const auto report = json::parse( js.out );
   CHECK( report.at( "attributed" ) == 2 );
   CHECK( report.at( "editions" ).size() == 8 );
   CHECK( report.at( "editions" ).at( "rfc3986" ).at( "valid" ).at( "agree" ) == 2 );
   CHECK( report.at( "editions" ).at( "rfc3986" ).at( "split" ) == json::parse( R"({"agree":1,"disagree":1,"not_compared":0})" ) );
   CHECK( report.at( "editions" ).at( "rfc3986" ).at( "follows" ) == 1 );
   CHECK( report.at( "editions" ).at( "draft-03" ).at( "valid" ).at( "disagree" ) == 2 );
   CHECK( report.at( "findings" ).at( "count" ) == 0 );

   // the good lines only: exit status 0 though RFC 1738 disagrees on one
   const std::string good = lines( answers )[ 0 ] + "\n" + lines( answers )[ 2 ] + "\n";
   const auto text = run_program( "compare-editions-text", "compare --editions rfc1738,rfc3986", good );
   CHECK( text.status == 0 );
   CHECK( has( text.out, "rfc1738                      2/2           1/2         1\n" ) );
   CHECK( has( text.out, "2 answers attributed; 0 findings" ) );
   CHECK( !has( text.out, "rfc2396" ) );
   // a finding: exit status 1, in every report
   const std::string finding = R"({"input":"http://h/a<b","valid":true})"
                               "\n";
   const auto f = run_program( "compare-editions-finding", "compare --editions all", finding );
   CHECK( f.status == 1 );
   CHECK( has( f.out, "1 finding (an answer that follows no edition)\nfindings by cause, the largest first (1 group):\n" ) );
   CHECK( has( f.out, "  valid in " ) );
   const auto md = run_program( "compare-editions-md", "compare --markdown --editions all", finding );
   CHECK( md.status == 1 );
   CHECK( has( md.out, "## Editions" ) );
   CHECK( has( md.out, "### <a id=\"f1\"></a>1. `valid` in" ) );
   CHECK( json::parse( run_program( "compare-editions-finding-json", "compare --json --editions all", finding ).out ).at( "findings" ).at( "groups" ).size() == 1 );
   // without --editions: the report of before, no attribution
   const auto plain = run_program( "compare-editions-plain", "compare --json", good );
   CHECK( !json::parse( plain.out ).contains( "editions" ) );
   CHECK( plain.status == 0 );   // RFC 1738 also calls ftp://a?b@c/ valid
   // usage
   CHECK( run_program( "compare-per-input-alone", "compare --per-input x" ).status == 2 );
   const auto unknown = run_program( "compare-editions-unknown", "compare --editions rfc1738,rfc9999" );
   CHECK( unknown.status == 2 );
   CHECK( has( unknown.err, "no edition 'rfc9999'" ) );
   CHECK( run_program( "compare-editions-empty", "compare --editions ''" ).status == 2 );
   CHECK( run_program( "compare-per-input-unwritable", "compare --editions all --per-input /no/such/dir/x", good ).status == 2 );
   CHECK( has( run_program( "compare-help-editions", "help compare" ).out, "--per-input OUT" ) );
}

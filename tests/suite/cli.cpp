// SPDX-License-Identifier: BSL-1.0
// rfc1738 suite, run as a user runs it: the cases of the library, one JSON
// line each; --coverage; the options' errors.
#include <catch2/catch.hpp>

#include <algorithm>

#include "run_program.hpp"
#include "suite.hpp"

using namespace rfc1738::test;

namespace {

// The library's lines of the suite for s.
std::vector< std::string > expected_lines( const rfc1738::suite::settings& s )
{
   std::vector< std::string > expected;
   rfc1738::suite::generate( s, [ & ]( const rfc1738::suite::test_case& c ) {
      std::string line;
      rfc1738::suite::write_json( line, c, s.of );
      expected.push_back( line );
   } );
   return expected;
}

}  // namespace

TEST_CASE( "rfc1738 suite prints the library's cases, one JSON line each", "[cli]" )
{
   rfc1738::suite::settings s;
   s.seed = 99;
   s.production = "ftpurl";
   const auto expected = expected_lines( s );
   const auto r = run_program( "suite-ftp", "suite --seed 99 --production ftpurl" );
   CHECK( r.status == 0 );
   CHECK( r.err.empty() );
   CHECK( lines( r.out ) == expected );
   CHECK( expected.size() > 50 );

   const auto all = run_program( "suite-small", "suite" );
   CHECK( all.status == 0 );
   CHECK( lines( all.out ).size() > 2000 );
   CHECK( has( all.out, "\"kind\":\"conforming\"" ) );
}

TEST_CASE( "rfc1738 suite --coverage: every item reached, or exit status 1", "[cli]" )
{
   const auto r = run_program( "suite-coverage", "suite --size small --coverage" );
   CHECK( r.status == 0 );
   CHECK( !has( r.out, "MISSING" ) );
   CHECK( has( r.out, "\tgrouppart/article\n" ) );
   CHECK( has( r.err, "coverage items reached" ) );
   const auto n = lines( r.out ).size();
   CHECK( n == rfc1738::suite::required_items( {} ).size() );
}

TEST_CASE( "rfc1738 suite --edition E: the library's cases of that edition, in the keys of check --edition E --json", "[cli]" )
{
   rfc1738::suite::settings s;
   s.seed = 5;
   s.of = rfc1738::edition::rfc3986;
   const auto expected = expected_lines( s );
   const auto r = run_program( "suite-rfc3986", "suite --edition rfc3986 --seed 5" );
   CHECK( r.status == 0 );
   CHECK( r.err.empty() );
   CHECK( lines( r.out ) == expected );
   CHECK( expected.size() > 1000 );
   CHECK( has( r.out, "\"edition\":\"rfc3986\",\"valid\":" ) );
   CHECK( has( r.out, "\"covers\":[\"differs-from:rfc1738/" ) );
   CHECK( has( r.out, "\"covers\":[\"split-differs:rfc1738:" ) );
   // Each line begins with what check --edition rfc3986 --json writes for its
   // input (the inputs a line of standard input can hold).
   std::string inputs;
   std::vector< std::string > prefixes;
   rfc1738::suite::generate( s, [ & ]( const rfc1738::suite::test_case& c ) {
      const bool line = !c.input.empty() && c.input[ 0 ] != '#' && std::all_of( c.input.begin(), c.input.end(), []( char b ) { return b > ' ' && b < 0x7f; } );
      if( line && prefixes.size() < 400 ) {
         inputs += c.input + "\n";
         std::string json;
         rfc1738::suite::write_json( json, c, s.of );
         prefixes.push_back( json.substr( 0, json.find( ",\"target\":" ) ) + "}" );
      }
   } );
   const auto checked = run_program( "suite-rfc3986-check", "check --edition rfc3986 --json --summary=none", inputs );
   CHECK( lines( checked.out ) == prefixes );
   CHECK( prefixes.size() == 400 );
   // rfc1738, named, is the default suite.
   CHECK( run_program( "suite-named", "suite --edition rfc1738 --production ftpurl" ).out == run_program( "suite-default", "suite --production ftpurl" ).out );
   const auto cov = run_program( "suite-rfc3986-coverage", "suite --edition rfc3986 --coverage" );
   CHECK( cov.status == 0 );
   CHECK( !has( cov.out, "MISSING" ) );
   CHECK( has( cov.out, "\tauth-path/[file-auth]:present\n" ) );
   CHECK( lines( cov.out ).size() == rfc1738::suite::required_items( s ).size() );
   CHECK( run_program( "suite-bad-edition", "suite --edition rfc9999" ).status == 2 );
   const auto wrong = run_program( "suite-bad-production", "suite --edition rfc3986 --production hpath" );
   CHECK( wrong.status == 2 );
   CHECK( has( wrong.err, "no production 'hpath' in rfc3986" ) );
}

TEST_CASE( "rfc1738 suite refuses what it does not know", "[cli]" )
{
   CHECK( run_program( "suite-bad1", "suite --production nope" ).status == 2 );
   CHECK( has( run_program( "suite-bad2", "suite --production nope" ).err, "no production 'nope'" ) );
   CHECK( run_program( "suite-bad3", "suite --size huge" ).status == 2 );
   CHECK( run_program( "suite-bad4", "suite --seed x" ).status == 2 );
   CHECK( run_program( "suite-bad5", "suite extra" ).status == 2 );
   const auto help = run_program( "suite-help", "help suite" );
   CHECK( help.status == 0 );
   CHECK( has( help.out, "--coverage" ) );
}

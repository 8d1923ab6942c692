// SPDX-License-Identifier: BSL-1.0
// rfc1738 suite, run as a user runs it: the cases of the library, one JSON
// line each; --coverage; the options' errors.
#include <catch2/catch.hpp>

#include "run_program.hpp"
#include "suite.hpp"

using namespace rfc1738::test;

TEST_CASE( "rfc1738 suite prints the library's cases, one JSON line each", "[cli]" )
{
   std::vector< std::string > expected;
   rfc1738::suite::settings s;
   s.seed = 99;
   s.production = "ftpurl";
   rfc1738::suite::generate( s, [ & ]( const rfc1738::suite::test_case& c ) {
      std::string line;
      rfc1738::suite::write_json( line, c );
      expected.push_back( line );
   } );
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

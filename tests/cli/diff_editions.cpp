// SPDX-License-Identifier: BSL-1.0
// rfc1738 diff-editions: its exit statuses, its JSON, and docs/editions.md,
// which must be exactly what the program writes.
#include <catch2/catch.hpp>

#include <string>

#include "run_program.hpp"

namespace {

using namespace rfc1738::test;

}  // namespace

TEST_CASE( "docs/editions.md is what rfc1738 diff-editions --markdown writes", "[cli][editions]" )
{
   const auto r = run_program( "editions-page", "diff-editions --markdown" );
   CHECK( r.status == 1 );   // the editions differ
   CHECK( r.err.empty() );
   const std::string page = slurp( std::string( RFC1738_SOURCE_DIR ) + "/docs/editions.md" );
   REQUIRE( !page.empty() );
   CHECK( r.out == page );   // regenerate: rfc1738 diff-editions --markdown > docs/editions.md
}

TEST_CASE( "docs/lineage/ holds what rfc1738 diff-editions --markdown writes for each step of the lineage", "[cli][editions]" )
{
   for( const char* step : { "rfc1738-rfc1808", "rfc1808-rfc2396", "rfc2396-rfc2732", "rfc2732-rfc3986", "rfc3986-rfc6874" } ) {
      const std::string names( step );
      const auto dash = names.find( '-' );
      INFO( step );
      const auto r = run_program( std::string( "lineage-" ) + step, "diff-editions --markdown --edition " + names.substr( 0, dash ) + " --against " + names.substr( dash + 1 ) );
      CHECK( r.status == 1 );   // every step changed the language
      CHECK( r.err.empty() );
      const std::string page = slurp( std::string( RFC1738_SOURCE_DIR ) + "/docs/lineage/" + names + ".md" );
      REQUIRE( !page.empty() );
      CHECK( r.out == page );   // regenerate: rfc1738 diff-editions --markdown --edition A --against B > docs/lineage/A-B.md
   }
}

TEST_CASE( "diff-editions: exit statuses, one scheme, the editions", "[cli][editions]" )
{
   const auto ftp = run_program( "editions-ftp", "diff-editions ftp" );
   CHECK( ftp.status == 1 );
   CHECK( ftp.out.rfind( "ftp: ftpurl (rfc1738) and ftpaddress (draft-03): neither language contains the other\n", 0 ) == 0 );
   CHECK( ftp.out.find( "\nhttp:" ) == std::string::npos );

   const auto same = run_program( "diff-editions-same", "diff-editions --edition draft-03 --against draft-03" );
   CHECK( same.status == 0 );
   CHECK( same.out.find( "the same language" ) != std::string::npos );

   const auto literal = run_program( "editions-literal", "diff-editions --edition draft-03 --against draft-03-literal news" );
   CHECK( literal.status == 0 );   // the readings change nothing in news
   CHECK( literal.out == "news: newsaddress (draft-03) and newsaddress (draft-03-literal): the same language\n" );

   const auto file = run_program( "editions-file", "diff-editions file" );
   CHECK( file.status == 2 );
   CHECK( file.err == "rfc1738 diff-editions: scheme 'file' is not one that both rfc1738 and draft-03 define\n" );
   CHECK( run_program( "editions-bad", "diff-editions --against draft-02" ).status == 2 );
   CHECK( run_program( "editions-two", "diff-editions ftp http" ).status == 2 );
   CHECK( run_program( "editions-both", "diff-editions --json --markdown" ).status == 2 );
   const auto help = run_program( "diff-editions-help", "help diff-editions" );
   CHECK( help.status == 0 );
   CHECK( help.out.rfind( "usage: rfc1738 diff-editions", 0 ) == 0 );
}

TEST_CASE( "diff-editions --json is one JSON object with the documented keys", "[cli][editions]" )
{
   const auto r = run_program( "diff-editions-json", "diff-editions --json --witnesses 1" );
   CHECK( r.status == 1 );
   write_file( temp_path( "editions-json.json" ), r.out );
   const std::string check = "/usr/bin/python3 -c '"
                             "import json,sys\n"
                             "d = json.load(open(sys.argv[1]))\n"
                             "assert d[\"a\"] == \"rfc1738\" and d[\"b\"] == \"draft-03\"\n"
                             "assert len(d[\"schemes\"]) == 9\n"
                             "for s in d[\"schemes\"]:\n"
                             "    assert set(s) == {\"scheme\",\"production_a\",\"production_b\",\"a_contains_b\",\"b_contains_a\",\"differences\"}\n"
                             "    for g in s[\"differences\"]:\n"
                             "        assert set(g) == {\"accepted_by\",\"rejected_by\",\"production\",\"states\",\"bnf_rejected_by\",\"bnf_accepted_by\",\"witnesses\"}\n"
                             "        assert len(g[\"witnesses\"]) == 1 and g[\"witnesses\"][0][\"offset\"] <= len(g[\"witnesses\"][0][\"input\"])\n"
                             "' '" + temp_path( "editions-json.json" ) + "'";
   CHECK( status_of( std::system( check.c_str() ) ) == 0 );
}

TEST_CASE( "diff-editions: every input split differently is found by editions --split-differs with the same roles", "[cli][editions]" )
{
   for( const char* step : { "rfc1738-rfc1808", "rfc1808-rfc2396", "rfc2396-rfc2732", "rfc2732-rfc3986", "rfc1738-rfc3986" } ) {
      const std::string names( step );
      const auto dash = names.find( '-' );
      const std::string a = names.substr( 0, dash ), b = names.substr( dash + 1 );
      INFO( step );
      const auto r = run_program( std::string( "split-" ) + step, "diff-editions --json --edition " + a + " --against " + b );
      CHECK( r.status == 1 );
      const auto file = temp_path( std::string( "split-" ) + step + ".json" );
      write_file( file, r.out );
      // Each witness through `editions --split-differs --json --editions A,B`:
      // kept (both accept it, the splits differ) with the group's roles; at
      // least one group (each of these steps splits some input differently).
      const std::string check = "/usr/bin/python3 -c '"
                                "import json,subprocess,sys\n"
                                "d = json.load(open(sys.argv[1]))\n"
                                "assert len(d[\"split_differences\"]) > 0\n"
                                "for g in d[\"split_differences\"]:\n"
                                "    assert set(g) == {\"roles\",\"witnesses\"} and g[\"witnesses\"]\n"
                                "    for w in g[\"witnesses\"]:\n"
                                "        out = subprocess.run([sys.argv[2], \"editions\", \"--split-differs\", \"--json\", \"--editions\", sys.argv[3], "
                                "\"--\", w.encode(\"latin-1\")], capture_output=True).stdout\n"
                                "        e = json.loads(out)\n"
                                "        assert e[\"split_differs\"] == [{\"editions\": sys.argv[3].split(\",\"), \"roles\": g[\"roles\"]}], (w, e)\n"
                                "' '" + file + "' " + cli + " " + a + "," + b;
      CHECK( status_of( std::system( check.c_str() ) ) == 0 );
   }
}

// SPDX-License-Identifier: BSL-1.0
// The program and the editions of the grammar: rfc1738 editions, check
// --edition, grammar --edition; their outputs, exit statuses and refusals,
// and no crash on hostile input.
#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "run_program.hpp"

using namespace rfc1738::test;

TEST_CASE( "editions: every edition's verdict side by side", "[cli][editions]" )
{
   const auto r = run_program( "editions-readable", "editions 'ftp://h/a!A' 'mailto::a@b'" );
   CHECK( r.status == 1 );   // mailto::a@b: the editions differ
   CHECK( r.out ==
          "ftp://h/a!A\n"
          "  rfc1738           conforms  ftpurl\n"
          "  draft-03          conforms  ftpaddress\n"
          "  draft-03-literal  conforms  ftpaddress\n"
          "mailto::a@b\n"
          "  rfc1738           conforms  mailtourl\n"
          "  draft-03          not a url at 7: \":\" cannot continue mailtoaddress here; expected xalphas (draft-ietf-uri-url-03)\n"
          "  draft-03-literal  conforms  mailtoaddress\n" );
   CHECK( run_program( "editions-same", "editions 'http://h/p?q'" ).status == 0 );
   const auto j = run_program( "editions-json", "editions --json 'http://user@h/'" );
   CHECK( j.status == 1 );
   CHECK( j.out ==
          "{\"input\":\"http://user@h/\",\"editions\":{\"rfc1738\":{\"valid\":true,\"production\":\"otherurl\",\"conforms\":false},"
          "\"draft-03\":{\"valid\":true,\"production\":\"httpaddress\",\"conforms\":true},"
          "\"draft-03-literal\":{\"valid\":true,\"production\":\"httpaddress\",\"conforms\":true}}}\n" );
   const auto lines = run_program( "editions-lines", "editions --skip-blank", "# comment\nnews:a\n", "" );
   CHECK( lines.out.find( "-:2: news:a\n  rfc1738           conforms  newsurl\n" ) == 0 );
}

TEST_CASE( "check --edition: the draft's production names, conforms is valid", "[cli][editions]" )
{
   const auto r = run_program( "edition-check", "check --edition draft-03 'ftp://h/a!A' 'ftp://h/a;type=a'" );
   CHECK( r.status == 1 );
   CHECK( r.out == "conforms  ftpaddress  ftp://h/a!A\nnot a url (draft-03)  ftp://h/a;type=a\n"
                  "  at 9: \";\" cannot continue url here; expected path, \"/\", \"!\" or end of input (draft-ietf-uri-url-03)\n" );
   CHECK( r.err == "2 inputs (draft-03): 1 conforms, 1 not a url\n  (not a url)      1\n  ftpaddress       1\n" );
   const auto j = run_program( "edition-check-json", "check --edition draft-03-literal --json 'mailto::a@b' 'http://h/abc'" );
   CHECK( j.out ==
          "{\"input\":\"mailto::a@b\",\"edition\":\"draft-03-literal\",\"valid\":true,\"production\":\"mailtoaddress\",\"conforms\":true}\n"
          "{\"input\":\"http://h/abc\",\"edition\":\"draft-03-literal\",\"valid\":false,\"production\":null,\"conforms\":false,\"error\":{\"offset\":11,\"production\":\"url\","
                  "\"expected\":[\"\\\"/\\\"\",\"\\\"?\\\"\",\"end of input\"],\"message\":\"\\\"c\\\" cannot continue url here; expected \\\"/\\\", \\\"?\\\" or end of input (draft-ietf-uri-url-03)\"}}\n" );
   CHECK( run_program( "edition-check-ok", "check --edition draft-03 'gopher://h/1sel?x'" ).status == 0 );
   CHECK( run_program( "edition-check-rfc", "check --edition rfc1738 'ftp://h/a;type=a'" ).out == "conforms  ftpurl  ftp://h/a;type=a\n" );
   const auto bad = run_program( "edition-check-bad", "check --edition draft-02 x" );
   CHECK( bad.status == 2 );
   CHECK( run_program( "edition-check-mode", "check --edition draft-03 --unwrap x" ).status == 2 );
   const auto summary = run_program( "edition-check-summary", "check --edition draft-03 -q --summary=json", "news:a\nx\n" );
   CHECK( summary.status == 1 );
   CHECK( summary.err ==
          "{\"edition\":\"draft-03\",\"inputs\":2,\"conforming\":1,\"valid_not_conforming\":0,\"not_url\":1,\"skipped\":0,\"by_production\":{\"(not a url)\":1,"
          "\"newsaddress\":1}}\n" );
}

TEST_CASE( "grammar --edition: the draft's productions", "[cli][editions]" )
{
   const auto r = run_program( "edition-grammar", "grammar --edition draft-03-literal xpalphas" );
   CHECK( r.status == 0 );
   CHECK( r.out ==
          "xpalphas  (edition draft-03-literal, grammar/draft-ietf-uri-url-03.bnf line 103)\n"
          "  xpalphas xpalpha [ xpalpha ]\n"
          "PEG: the BNF as written\n"
          "used by: segment\n" );
   const auto all = run_program( "edition-grammar-all", "grammar --edition draft-03" );
   CHECK( all.out.find( "prefixedurl u r l : url\n\nurl httpaddress | ftpaddress | newsaddress |\n" ) == 0 );
   CHECK( all.out.find( "void\n" ) != std::string::npos );
   const auto none = run_program( "edition-grammar-none", "grammar --edition draft-03 httpurl" );
   CHECK( none.status == 2 );
   CHECK( none.err == "rfc1738 grammar: no production 'httpurl' in edition draft-03\n" );
}

TEST_CASE( "editions: hostile lines crash nothing", "[cli][editions]" )
{
   std::mt19937_64 rng( 7 );
   std::string input;
   for( int k = 0; k < 2000; ++k ) {
      const std::size_t n = rng() % 60;
      for( std::size_t i = 0; i < n; ++i ) {
         char c = static_cast< char >( rng() & 0xff );
         input += c == '\n' ? 'x' : c;
      }
      input += '\n';
   }
   input += "telnet://" + std::string( 200000, 'a' ) + "\n";
   const auto r = run_program( "editions-hostile", "editions --json", input );
   CHECK( ( r.status == 0 || r.status == 1 ) );
   const auto c = run_program( "edition-check-hostile", "check --edition draft-03 --summary=none", input );
   CHECK( c.status == 1 );
}

TEST_CASE( "editions --list: the editions of grammar/editions.facts", "[cli][editions]" )
{
   const auto r = run_program( "editions-list", "editions --list" );
   CHECK( r.status == 0 );
   CHECK( r.out ==
          "rfc1738           RFC 1738 (December 1994) with erratum 5118\n"
          "draft-03          draft-ietf-uri-url-03 (March 1994), every reading of grammar/draft-ietf-uri-url-03.readings applied\n"
          "draft-03-literal  draft-ietf-uri-url-03 (March 1994), its typos as written\n" );
   const auto j = run_program( "editions-list-json", "editions --list --json" );
   CHECK( j.status == 0 );
   CHECK( j.out ==
          "[{\"name\":\"rfc1738\",\"title\":\"RFC 1738 (December 1994) with erratum 5118\"},"
          "{\"name\":\"draft-03\",\"title\":\"draft-ietf-uri-url-03 (March 1994), every reading of grammar/draft-ietf-uri-url-03.readings applied\"},"
          "{\"name\":\"draft-03-literal\",\"title\":\"draft-ietf-uri-url-03 (March 1994), its typos as written\"}]\n" );
   // The help's choice lists come from the same table.
   const auto h = run_program( "editions-help", "check --help" );
   CHECK( h.out.find( "  --edition EDITION     rfc1738 (default), draft-03 or draft-03-literal: the\n" ) != std::string::npos );
   CHECK( h.out.find( "@EDITION" ) == std::string::npos );
   const auto d = run_program( "editions-diff-help", "diff-editions --help" );
   CHECK( d.out.find( "                        rfc1738, draft-03, draft-03-literal\n" ) != std::string::npos );
   CHECK( run_program( "editions-unknown", "check --edition draft-02 http://h/" ).status == 2 );
}

// SPDX-License-Identifier: BSL-1.0
// The program and the editions of the grammar: rfc1738 editions, check
// --edition, parse --edition, trace --edition, grammar --edition; their outputs, exit statuses and refusals,
// and no crash on hostile input.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <utility>
#include <vector>

#include "run_program.hpp"

using namespace rfc1738::test;

TEST_CASE( "editions: every edition's verdict side by side", "[cli][editions]" )
{
   const auto r = run_program( "editions-readable", "editions --editions rfc1738,draft-03,draft-03-literal 'ftp://h/a!A' 'mailto::a@b'" );
   CHECK( r.status == 1 );   // mailto::a@b: the editions differ
   CHECK( r.out ==
          "ftp://h/a!A\n"
          "  rfc1738           conforms  ftpurl  scheme \"ftp\"  host \"h\"  path \"/a!A\"\n"
          "  draft-03          conforms  ftpaddress\n"
          "  draft-03-literal  conforms  ftpaddress\n"
          "mailto::a@b\n"
          "  rfc1738           conforms  mailtourl  scheme \"mailto\"  path \":a@b\"  address \":a@b\"\n"
          "  draft-03          not a url at 7: \":\" cannot continue mailtoaddress here; expected xalphas (draft-ietf-uri-url-03)\n"
          "  draft-03-literal  conforms  mailtoaddress\n" );
   CHECK( run_program( "editions-same", "editions 'http://h/p?q'" ).status == 0 );
   const auto j = run_program( "editions-json", "editions --json --editions rfc1738,draft-03,draft-03-literal 'http://user@h/'" );
   CHECK( j.status == 1 );
   CHECK( j.out ==
          "{\"input\":\"http://user@h/\",\"editions\":{\"rfc1738\":{\"valid\":true,\"production\":\"otherurl\",\"conforms\":false,"
          "\"error\":{\"offset\":11,\"production\":\"httpurl\","
          "\"expected\":[\"alphadigit\",\"\\\"-\\\"\",\"\\\".\\\"\",\"\\\":\\\"\",\"\\\"/\\\"\",\"end of input\"],"
          "\"message\":\"http URLs carry no user name or password (RFC 1738 §3.1, §3.3)\"},"
          "\"components\":{\"schemepart\":\"//user@h/\",\"user\":\"user\",\"host\":\"h\",\"urlpath\":\"\"},"
          "\"roles\":{\"scheme\":\"http\",\"userinfo\":\"user\",\"user\":\"user\",\"host\":\"h\",\"path\":\"/\"}},"
          "\"draft-03\":{\"valid\":true,\"production\":\"httpaddress\",\"conforms\":true},"
          "\"draft-03-literal\":{\"valid\":true,\"production\":\"httpaddress\",\"conforms\":true}}}\n" );
   const auto lines = run_program( "editions-lines", "editions --skip-blank", "# comment\nnews:a\n", "" );
   CHECK( lines.out.find( "-:2: news:a\n  rfc1738           conforms  newsurl  scheme \"news\"  path \"a\"  group \"a\"\n" ) == 0 );
   const auto bad = run_program( "editions-unknown-edition", "editions --editions rfc1738,rfc1739 x" );
   CHECK( bad.status == 2 );
   CHECK( bad.err.find( "rfc1738 editions: --editions: no edition 'rfc1739'; the editions are all, rfc1738," ) == 0 );
}

TEST_CASE( "editions: the generic URI syntax, its splits and where two editions split an input differently", "[cli][editions]" )
{
   // The parser-confusion example: RFC 1738's ftpurl takes "a?b" as the user
   // and "c" as the host; RFC 3986 takes "a" as the host and "b@c/" as the query.
   const auto r = run_program( "editions-split-differs", "editions --split-differs --editions rfc1738,rfc3986 'ftp://a?b@c/' 'http://h/p'" );
   CHECK( r.status == 1 );
   CHECK( r.out ==
          "ftp://a?b@c/\n"
          "  rfc1738           conforms  ftpurl  scheme \"ftp\"  userinfo \"a?b\"  user \"a?b\"  host \"c\"  path \"/\"\n"
          "  rfc3986           conforms  URI  scheme \"ftp\"  host \"a\"  path \"\"  query \"b@c/\"\n"
          "  split differently by rfc1738 and rfc3986: userinfo, host, path, query\n" );
   CHECK( run_program( "editions-split-same", "editions --split-differs --editions rfc1738,rfc3986 'http://h/p?q'" ).status == 0 );
   const auto j = run_program( "editions-split-json", "editions --json --editions rfc3986,rfc6874 'http://[fe80::1%25en0]:8080/p?q#f'" );
   CHECK( j.status == 1 );   // rfc3986 refuses the zone identifier
   CHECK( j.out ==
          "{\"input\":\"http://[fe80::1%25en0]:8080/p?q#f\",\"editions\":{"
          "\"rfc3986\":{\"valid\":false,\"production\":null,\"conforms\":false,\"error\":{\"offset\":15,\"production\":\"IP-literal\","
          "\"expected\":[\"HEXDIG\",\"\\\":\\\"\",\"\\\".\\\"\",\"\\\"]\\\"\"],"
          "\"message\":\"\\\"%\\\" cannot continue IP-literal here; expected HEXDIG, \\\":\\\", \\\".\\\" or \\\"]\\\" (RFC 3986 §3.2.2)\"}},"
          "\"rfc6874\":{\"valid\":true,\"production\":\"URI\",\"conforms\":true,"
          "\"components\":{\"scheme\":\"http\",\"authority\":\"[fe80::1%25en0]:8080\",\"host\":\"[fe80::1%25en0]\",\"IP-literal\":\"[fe80::1%25en0]\","
          "\"IPv6addrz\":\"fe80::1%25en0\",\"IPv6address\":\"fe80::1\",\"ZoneID\":\"en0\",\"port\":\"8080\",\"path-abempty\":\"/p\",\"query\":\"q\","
          "\"fragment\":\"f\"},"
          "\"roles\":{\"scheme\":\"http\",\"host\":\"[fe80::1%25en0]\",\"port\":\"8080\",\"path\":\"/p\",\"query\":\"q\",\"fragment\":\"f\"}}}}\n" );
   // RFC 2396's authority: a server where a server derives it, else a reg_name (no host).
   const auto reg = run_program( "editions-reg-name", "editions --json --editions rfc2396 'http://a,b/' 'http://h:1/'" );
   CHECK( reg.out.find( "\"components\":{\"scheme\":\"http\",\"authority\":\"a,b\",\"reg_name\":\"a,b\",\"abs_path\":\"/\"},"
                        "\"roles\":{\"scheme\":\"http\",\"path\":\"/\"}" ) != std::string::npos );
   CHECK( reg.out.find( "\"roles\":{\"scheme\":\"http\",\"host\":\"h\",\"port\":\"1\",\"path\":\"/\"}" ) != std::string::npos );
   // Every edition's production names: RFC 1808's absoluteURL and
   // relativeURL, RFC 2396's absoluteURI and relativeURI (or URI-reference
   // for "" and "#f"), RFC 3986's URI and relative-ref.
   const auto names = run_program( "editions-productions", "check --edition rfc2396 --json '' '#f' 'g;x?y' 'a:b'" );
   CHECK( names.out.find( "{\"input\":\"\",\"edition\":\"rfc2396\",\"valid\":true,\"production\":\"URI-reference\"" ) == 0 );
   CHECK( names.out.find( "{\"input\":\"g;x?y\",\"edition\":\"rfc2396\",\"valid\":true,\"production\":\"relativeURI\"" ) != std::string::npos );
   CHECK( names.out.find( "{\"input\":\"a:b\",\"edition\":\"rfc2396\",\"valid\":true,\"production\":\"absoluteURI\"" ) != std::string::npos );
   CHECK( run_program( "editions-1808", "check --edition rfc1808 'g;x?y#s'" ).out == "conforms  relativeURL  g;x?y#s\n" );
   // A generic edition's grammar holds the fragment: --fragment=split is refused for it.
   const auto split = run_program( "editions-check-split", "check --edition rfc3986 --fragment=split 'http://h/#f'" );
   CHECK( split.status == 2 );
   CHECK( split.err.find( "edition rfc3986's grammar holds the fragment" ) != std::string::npos );
   // The editions' errors name the RFC section of the production where the input stops.
   const auto err = run_program( "editions-check-error", "check --edition rfc3986 'http://h:8a/'" );
   // "h:8a" may still be a userinfo (before an "@"): the input stops at the "/".
   CHECK( err.out == "not a url (rfc3986)  http://h:8a/\n  at 11: \"/\" cannot continue authority here; expected unreserved, pct-encoded, sub-delims, \":\" or \"@\" (RFC 3986 §3.2)\n" );
}

TEST_CASE( "check --edition: the draft's production names, conforms is valid", "[cli][editions]" )
{
   const auto r = run_program( "edition-check", "check --edition draft-03 'ftp://h/a!A' 'ftp://h/a;type=a'" );
   CHECK( r.status == 1 );
   CHECK( r.out == "conforms  ftpaddress  ftp://h/a!A\nnot a url (draft-03)  ftp://h/a;type=a\n"
                  "  at 9: \";\" cannot continue url here; expected path, \"/\", \"!\" or end of input (draft-ietf-uri-url-03)\n" );
   CHECK( r.err == "2 inputs (draft-03): 1 conforms, 0 valid but not conforming, 1 not a url\n  (not a url)      1\n  ftpaddress       1\n" );
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

TEST_CASE( "check --edition is check: -j, and the summaries count what is valid but does not conform", "[cli][editions]" )
{
   // RFC 8089 §2: "file:a" is a URI of RFC 3986 but no file-URI; "x y" is no URI.
   const std::string in = "file:a\nhttp://h/\nx y\n";
   const auto one = run_program( "edition-check-j1", "check --edition rfc3986 --summary=json", in );
   CHECK( one.status == 1 );
   CHECK( one.err ==
          "{\"edition\":\"rfc3986\",\"inputs\":3,\"conforming\":1,\"valid_not_conforming\":1,\"not_url\":1,\"skipped\":0,\"by_production\":{\"(not a url)\":1,"
          "\"URI\":2}}\n" );
   const auto many = run_program( "edition-check-j3", "check --edition rfc3986 --summary=json -j 3", in );
   CHECK( many.out == one.out );
   CHECK( many.err == one.err );
   CHECK( many.status == one.status );
   CHECK( run_program( "edition-check-text", "check --edition rfc3986", in ).err ==
          "3 inputs (rfc3986): 1 conforms, 1 valid but not conforming, 1 not a url\n  (not a url)      1\n  URI              2\n" );
}

TEST_CASE( "check --edition -q and --failures: the verdict alone, counted as check counts it", "[cli][editions]" )
{
   // RFC 8089 §2: "file:a" is a URI but no file-URI; "x y" is no URI; with
   // --fragment=split the drafts check the text before "#".
   const std::string in = "file:a\nhttp://h/#x\nx y\nnews:a#b\nhttp://h/a b#c\n";
   // (RFC 1808 and later refuse --fragment=split: their grammars hold the fragment.)
   for( const auto& [ edition, fragment ] : std::vector< std::pair< std::string, std::string > >{
           { "rfc3986", "strict" }, { "rfc1808", "strict" }, { "draft-03", "strict" }, { "draft-03", "split" }, { "draft-03-literal", "split" } } ) {
      {
         const std::string args = "check --edition " + edition + " --fragment=" + fragment + " --summary=json";
         const auto all = run_program( "edition-q-all", args, in );
         const auto json = run_program( "edition-q-json", args + " --json", in );
         const auto quiet = run_program( "edition-q-quiet", args + " -q", in );
         const auto failures = run_program( "edition-q-failures", args + " --failures --json", in );
         INFO( args );
         CHECK( all.status == 1 );
         CHECK( quiet.out.empty() );
         CHECK( quiet.err == all.err );
         CHECK( quiet.status == all.status );
         CHECK( failures.err == all.err );
         CHECK( failures.status == all.status );
         std::string refused;   // the lines of --json that do not conform
         for( std::size_t at = 0; at < json.out.size(); ) {
            const std::size_t end = json.out.find( '\n', at ) + 1;
            const std::string line = json.out.substr( at, end - at );
            refused += line.find( "\"conforms\":false" ) != std::string::npos ? line : "";
            at = end;
         }
         CHECK( !refused.empty() );
         CHECK( failures.out == refused );
      }
   }
}

TEST_CASE( "parse --edition: the parts as a generic edition splits them, --get by production or role", "[cli][editions]" )
{
   // RFC 3986 §3: the "?" ends the authority, so "a" is the host and "b@c/" the query.
   const auto r = run_program( "edition-parse", "parse --edition rfc3986 'ftp://a?b@c/' 'http://[::1'" );
   CHECK( r.status == 1 );
   CHECK( r.out ==
          "url: ftp://a?b@c/\n  edition: rfc3986\n  production: URI\n"
          "  components:\n    scheme: ftp\n    authority: a\n    host: a\n    reg-name: a\n    path-abempty: \n    query: b@c/\n"
          "  roles:\n    scheme: ftp\n    host: a\n    path: \n    query: b@c/\n"
          "url: http://[::1\n  edition: rfc3986\n"
          "  not a url: stops at offset 11: the input ends inside IP-literal: HEXDIG, \":\", \".\" or \"]\" must follow (RFC 3986 §3.2.2)\n"
          "  in IP-literal, expected HEXDIG, \":\", \".\" or \"]\"\n" );
   // --json: the object of check --edition E --json, byte for byte.
   for( const char* input : { "'ftp://a?b@c/'", "'http://[::1'", "'mailto:a@b?c=(d)'", "'//h:8?q#f'" } ) {
      const auto parse = run_program( "edition-parse-json", std::string( "parse --edition rfc6874 --json " ) + input );
      const auto check = run_program( "edition-parse-check", std::string( "check --edition rfc6874 --json " ) + input );
      CHECK( parse.out == check.out );
      CHECK( !parse.out.empty() );
   }
   // --get: a component by the edition's production, a role, the production;
   // RFC 1808's net_loc is one part (§2.1) and its params a part of their own;
   // {path} is the role (from the "/"), not RFC 1808's production path.
   const auto get = run_program( "edition-parse-get", "parse --edition rfc1808 --get '{net_loc}|{path}|{params}|{query}|{production}' 'http://u@h:8/p;a?q' 'x y'" );
   CHECK( get.status == 1 );
   CHECK( get.out == "u@h:8|/p;a|a|q|absoluteURL\n" );
   CHECK( get.err.find( "argument 2: not a url (rfc1808, stops at offset 1)" ) != std::string::npos );
   const auto host = run_program( "edition-parse-host", "parse --edition rfc2396 --get '{host}{port}' 'ftp://a?b@c/' 'http://h:80/'" );
   CHECK( host.out == "a\nh80\n" );
   // --spans: each component under its bytes, its role where it has another name.
   const auto spans = run_program( "edition-parse-spans", "parse --edition rfc3986 --spans 'http://h:8/p'" );
   CHECK( spans.out ==
          "url: http://h:8/p\n"
          "     ^~~~          scheme\n"
          "            ^~~    authority\n"
          "            ^      host\n"
          "            ^      reg-name\n"
          "              ^    port\n"
          "               ^~  path-abempty (path)\n" );
   // Refusals: a name the edition has not, the drafts (no model of their
   // parts), --fragment=split where the grammar holds the fragment.
   const auto unknown = run_program( "edition-parse-unknown", "parse --edition rfc3986 --get '{hots}' x" );
   CHECK( unknown.status == 2 );
   CHECK( unknown.err.find( "no part '{hots}' in edition rfc3986 (did you mean '{host}'?)" ) != std::string::npos );
   CHECK( run_program( "edition-parse-get-rfc1738", "parse --edition rfc3986 --get '{hpath}' x" ).status == 2 );
   CHECK( run_program( "edition-parse-draft", "parse --edition draft-03 x" ).status == 2 );
   CHECK( run_program( "edition-parse-fragment", "parse --edition rfc3986 --fragment=split x" ).status == 2 );
   // rfc1738, the default, is parse as before.
   CHECK( run_program( "edition-parse-rfc1738", "parse --edition rfc1738 --get '{hpath}' 'http://h/p'" ).out == "p\n" );
}

TEST_CASE( "trace --edition: an edition's derivation", "[cli][editions]" )
{
   const auto r = run_program( "edition-trace", "trace --edition rfc3986 --components 'ftp://a?b@c/' 'x y'" );
   CHECK( r.status == 1 );
   CHECK( r.out ==
          "URI-reference [0,12) \"ftp://a?b@c/\"\n"
          "  URI [0,12) \"ftp://a?b@c/\"\n"
          "    scheme [0,3) \"ftp\"\n"
          "    authority [6,7) \"a\"\n"
          "      host [6,7) \"a\"\n"
          "        reg-name [6,7) \"a\"\n"
          "    path-abempty [7,7) \"\"\n"
          "    query [8,12) \"b@c/\"\n"
          "not a url: at 1: byte 0x20 cannot continue URI-reference here; expected \":\", unreserved, pct-encoded, sub-delims, \"@\", \"/\", \"?\", \"#\" or end of input (RFC 3986)\n" );
   const auto j = run_program( "edition-trace-json", "trace --edition rfc3986 --json --depth 1 '//h'" );
   CHECK( j.out ==
          "{\"input\":\"//h\",\"edition\":\"rfc3986\",\"valid\":true,\"tree\":{\"production\":\"URI-reference\",\"begin\":0,\"end\":3,\"text\":\"//h\","
          "\"children\":[{\"production\":\"relative-ref\",\"begin\":0,\"end\":3,\"text\":\"//h\",\"cut\":true,\"children\":[]}]}}\n" );
   // The draft's rules derive too; DOT as for RFC 1738.
   const auto draft = run_program( "edition-trace-draft", "trace --edition draft-03 --depth 1 'ftp://h/a!A'" );
   CHECK( draft.out == "url [0,11) \"ftp://h/a!A\"\n  ftpaddress [0,11) \"ftp://h/a!A\" ...\n" );
   const auto dot = run_program( "edition-trace-dot", "trace --edition rfc1808 --dot 'http://h/p'" );
   CHECK( dot.status == 0 );
   CHECK( dot.out.find( "label=\"net_loc\\n[7,8)\\nh\"" ) != std::string::npos );
   // rfc1738, the default, is trace as before.
   CHECK( run_program( "edition-trace-rfc1738", "trace --edition rfc1738 'http://h'" ).out == run_program( "edition-trace-default", "trace 'http://h'" ).out );
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

TEST_CASE( "RFC 2396 §2.4.3's excluded sets: the rules, and the messages of each edition", "[cli][editions][excluded]" )
{
   const auto unwise = run_program( "edition-grammar-unwise", "grammar --edition rfc2396 unwise" );
   CHECK( unwise.status == 0 );
   CHECK( unwise.out ==
          "unwise  (edition rfc2396, grammar/rfc2396-excluded.bnf line 18)\n"
          "  unwise      = \"{\" | \"}\" | \"|\" | \"\\\" | \"^\" | \"[\" | \"]\" | \"`\"\n"
          "PEG: the BNF as written\n"
          "used by: (none: a start symbol or unused)\n" );
   // RFC 2732 §3 (3): "and remove them from the 'unwise' set".
   const auto amended = run_program( "edition-grammar-unwise-2732", "grammar --edition rfc2732 unwise" );
   CHECK( amended.out.find( "unwise  (edition rfc2732, grammar/rfc2732.bnf line " ) == 0 );
   CHECK( amended.out.find( "  unwise      = \"{\" | \"}\" | \"|\" | \"\\\" | \"^\" | \"`\"\n" ) != std::string::npos );
   const auto control = run_program( "edition-grammar-control", "grammar --edition rfc2396 control" );
   CHECK( control.out.find( "  control     = <US-ASCII coded characters 00-1F and 7F hexadecimal>\n"
                            "  ; read as control = %x00-1F / %x7F (grammar/rfc2396-excluded.readings line 15)\n" ) != std::string::npos );
   // The message names the set in rfc2396 and rfc2732 for "{", in rfc2396 only for "[".
   const std::string rule = ", a set excluded from URIs (RFC 2396 §2.4.3: \"Data corresponding to excluded characters must be escaped in order to be properly represented within a URI.\"): write ";
   const auto check = run_program( "edition-check-unwise", "check --edition rfc2396 'http://a/{'" );
   CHECK( check.status == 1 );
   CHECK( check.out ==
          "not a url (rfc2396)  http://a/{\n"
          "  at 9: \"{\" cannot continue URI-reference here; expected path_segments, segment, \"?\", \"#\" or end of input (RFC 2396); \"{\" is in unwise" + rule + "%7B\n" );
   CHECK( run_program( "edition-check-unwise-2732", "check --edition rfc2732 'http://a/{'" ).out.find( "\"{\" is in unwise (RFC 2732 §3 (3))" + rule + "%7B\n" ) != std::string::npos );
   CHECK( run_program( "edition-check-bracket", "check --edition rfc2396 'http://a/[b]'" ).out.find( "\"[\" is in unwise" + rule + "%5B\n" ) != std::string::npos );
   const auto bracket = run_program( "edition-check-bracket-2732", "check --edition rfc2732 'http://a/[b]'" );
   CHECK( bracket.status == 1 );
   CHECK( bracket.out.find( "unwise" ) == std::string::npos );
   CHECK( run_program( "edition-check-delims", "check --edition rfc2396 'http://a/<b>'" ).out.find( "\"<\" is in delims" + rule + "%3C\n" ) != std::string::npos );
   const auto json = run_program( "edition-check-space-json", "check --edition rfc2732 --json 'http://a/b c'" );
   CHECK( json.out.find( "byte 0x20 is in space, a set excluded from URIs (RFC 2396 §2.4.3: \\\"Data corresponding" ) != std::string::npos );
   CHECK( run_program( "edition-check-unwise-3986", "check --edition rfc3986 'http://a/{'" ).out.find( "excluded" ) == std::string::npos );
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
          "draft-03-literal  draft-ietf-uri-url-03 (March 1994), its typos as written\n"
          "rfc1808           RFC 1808 (June 1995), Relative Uniform Resource Locators\n"
          "rfc2396           RFC 2396 (August 1998), URI Generic Syntax\n"
          "rfc2732           RFC 2396 as RFC 2732 (December 1999) amends it, IPv6address from RFC 2373 Appendix B\n"
          "rfc3986           RFC 3986 (STD 66, January 2005), URI Generic Syntax\n"
          "rfc6874           RFC 3986 as RFC 6874 (February 2013) amends it with IPv6 zone identifiers\n" );
   const auto j = run_program( "editions-list-json", "editions --list --json" );
   CHECK( j.status == 0 );
   CHECK( j.out ==
          "[{\"name\":\"rfc1738\",\"title\":\"RFC 1738 (December 1994) with erratum 5118\"},"
          "{\"name\":\"draft-03\",\"title\":\"draft-ietf-uri-url-03 (March 1994), every reading of grammar/draft-ietf-uri-url-03.readings applied\"},"
          "{\"name\":\"draft-03-literal\",\"title\":\"draft-ietf-uri-url-03 (March 1994), its typos as written\"},"
          "{\"name\":\"rfc1808\",\"title\":\"RFC 1808 (June 1995), Relative Uniform Resource Locators\"},"
          "{\"name\":\"rfc2396\",\"title\":\"RFC 2396 (August 1998), URI Generic Syntax\"},"
          "{\"name\":\"rfc2732\",\"title\":\"RFC 2396 as RFC 2732 (December 1999) amends it, IPv6address from RFC 2373 Appendix B\"},"
          "{\"name\":\"rfc3986\",\"title\":\"RFC 3986 (STD 66, January 2005), URI Generic Syntax\"},"
          "{\"name\":\"rfc6874\",\"title\":\"RFC 3986 as RFC 6874 (February 2013) amends it with IPv6 zone identifiers\"}]\n" );
   // The help's choice lists come from the same table.
   const auto h = run_program( "editions-help", "check --help" );
   CHECK( h.out.find( "  --edition EDITION     rfc1738 (default), draft-03, draft-03-literal, rfc1808,\n"
                      "                        rfc2396, rfc2732, rfc3986 or rfc6874: the grammar\n" ) != std::string::npos );
   CHECK( h.out.find( "@EDITION" ) == std::string::npos );
   const auto d = run_program( "editions-diff-help", "diff-editions --help" );
   CHECK( d.out.find( "                        rfc1738, draft-03, draft-03-literal, rfc1808, rfc2396,\n"
                      "                        rfc2732, rfc3986, rfc6874\n" ) != std::string::npos );
   CHECK( run_program( "editions-unknown", "check --edition draft-02 http://h/" ).status == 2 );
}

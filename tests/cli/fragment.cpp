// SPDX-License-Identifier: BSL-1.0
// --fragment=strict|split (RFC 1738 §2.2) in check, parse, lint and editions:
// the URL before the first "#" is checked, the bytes after it are the
// fragment, counted in the summaries; strict is the default and unchanged.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "run_program.hpp"

namespace {

using namespace rfc1738::test;

run_result run( const std::string& args, const std::string& input = "" )
{
   return run_program( "fragment", args, input );
}

// Inputs with and without a "#", good and bad on either side of it.
const std::string inputs = "http://h/p#top\n"
                           "http://h/#\n"
                           "http://h/\n"
                           "#only\n"
                           "http://h/a b#c\n"
                           "ftp://h/x#a#b\n"
                           "http://h/p#\xff\x01\"\n";

}  // namespace

TEST_CASE( "--fragment=strict is the default, and changes nothing", "[cli][fragment]" )
{
   for( const char* command : { "check --json --keep-comments --summary=json", "check --keep-comments --summary=text", "parse --json --keep-comments",
                                "parse --keep-comments",
                                // The editions whose grammar has no fragment (RFC 1808 and later read "#" as theirs).
                                "editions --json --keep-comments --editions rfc1738,draft-03,draft-03-literal",
                                "editions --keep-comments --editions rfc1738,draft-03,draft-03-literal",
                                "check --edition draft-03 --json --keep-comments --summary=json" } ) {
      INFO( command );
      const auto plain = run( std::string( command ) + " -f -", inputs );
      const auto strict = run( std::string( command ) + " --fragment=strict -f -", inputs );
      CHECK( plain.status == strict.status );
      CHECK( plain.out == strict.out );
      CHECK( plain.err == strict.err );
      CHECK( !has( plain.out, "\"fragment\":" ) );
      CHECK( !has( plain.out, "fragment: " ) );
      CHECK( !has( plain.err, "fragment" ) );
   }
   const auto lint = run( "lint", "<URL:http://h/p#top>\n" );
   CHECK( lint.status == 1 );
   CHECK( lint.out == run( "lint --fragment=strict", "<URL:http://h/p#top>\n" ).out );
   CHECK( run( "check --fragment=bogus http://h/" ).status == 2 );
   CHECK( run( "check --fragment http://h/#x" ).status == 2 );   // the option takes a value: "http://h/#x" is not one
}

TEST_CASE( "check --fragment=split: the part before the first \"#\" is checked, the rest is the fragment", "[cli][fragment]" )
{
   const auto r = run( "check --json --fragment=split --keep-comments --summary=json -f -", inputs );
   CHECK( r.status == 1 );   // "#only" and "http://h/a b" still fail
   const auto out = lines( r.out );
   REQUIRE( out.size() == 7 );
   // The fragment follows "checked" (what was checked: the text before the "#").
   CHECK( out[ 0 ] ==
          "{\"input\":\"http://h/p#top\",\"valid\":true,\"production\":\"httpurl\",\"conforms\":true,\"scheme\":\"http\",\"components\":{\"host\":\"h\",\"hpath\":\"p\"},"
          "\"warnings\":[],\"checked\":\"http://h/p\",\"fragment\":\"top\",\"modes\":[\"fragment: checked the text before the first \\\"#\\\"; what follows it is a "
          "fragment, not part of the URL (RFC 1738 §2.2)\"]}" );
   // An empty fragment is present and empty.
   CHECK( has( out[ 1 ], "\"conforms\":true" ) );
   CHECK( has( out[ 1 ], "\"checked\":\"http://h/\",\"fragment\":\"\"," ) );
   // No "#": no fragment, no "checked", no mode note: the strict line.
   CHECK( out[ 2 ] == lines( run( "check --json http://h/" ).out )[ 0 ] );
   // Nothing before the "#": not a url, at offset 0.
   CHECK( has( out[ 3 ], "\"valid\":false" ) );
   CHECK( has( out[ 3 ], "\"error\":{\"offset\":0," ) );
   CHECK( has( out[ 3 ], "\"checked\":\"\",\"fragment\":\"only\"" ) );
   // The error before the "#" is at its offset in the input.
   CHECK( has( out[ 4 ], "\"conforms\":false" ) );
   CHECK( has( out[ 4 ], "\"error\":{\"offset\":10," ) );
   CHECK( has( out[ 4 ], "\"fragment\":\"c\"" ) );
   // A further "#" belongs to the fragment.
   CHECK( has( out[ 5 ], "\"conforms\":true" ) );
   CHECK( has( out[ 5 ], "\"fragment\":\"a#b\"" ) );
   // The fragment is bytes, escaped as the other strings; it is not checked.
   CHECK( has( out[ 6 ], "\"conforms\":true" ) );
   CHECK( has( out[ 6 ], "\"fragment\":\"\\u00ff\\u0001\\\"\"" ) );
   CHECK( r.err == "{\"inputs\":7,\"conforming\":5,\"valid_not_conforming\":0,\"not_url\":2,\"skipped\":0,\"fragments\":6,"
                   "\"by_production\":{\"(not a url)\":2,\"ftpurl\":1,\"httpurl\":4}}\n" );
   const auto text = run( "check --fragment=split --keep-comments --summary=text -f -", inputs );
   CHECK( has( text.err, "7 inputs: 5 conform, 0 valid but not conforming, 2 not a url; 6 with a fragment split off\n" ) );
   const auto readable = lines( text.out );
   REQUIRE( readable.size() >= 3 );
   CHECK( readable[ 0 ] == "-:1: conforms  httpurl  http://h/p" );
   CHECK( readable[ 1 ].rfind( "  note: fragment: ", 0 ) == 0 );
   CHECK( readable[ 2 ] == "  fragment: top" );
   // The "#" under strict: not a url, at the "#".
   CHECK( has( run( "check --json 'http://h/p#top'" ).out, "\"error\":{\"offset\":10," ) );
}

TEST_CASE( "check --fragment=split with the other modes: the fragment is split from what they made", "[cli][fragment]" )
{
   const auto r = lines( run( "check --json --fragment=split --unwrap --ignore-scheme-case '<URL:HTTP://ds.internic. net/a.html#WARN ING>'" ).out );
   REQUIRE( r.size() == 1 );
   CHECK( has( r[ 0 ], "\"conforms\":true" ) );
   CHECK( has( r[ 0 ], "\"checked\":\"http://ds.internic.net/a.html\",\"fragment\":\"WARNING\"" ) );
}

TEST_CASE( "check --edition draft-03 --fragment=split", "[cli][fragment]" )
{
   const auto r = run( "check --edition draft-03 --json --fragment=split --summary=json 'http://h/p#x' 'http://h/'" );
   CHECK( r.status == 0 );
   const auto out = lines( r.out );
   REQUIRE( out.size() == 2 );
   CHECK( out[ 0 ] == "{\"input\":\"http://h/p#x\",\"edition\":\"draft-03\",\"valid\":true,\"production\":\"httpaddress\",\"conforms\":true,\"fragment\":\"x\"}" );
   CHECK( out[ 1 ] == "{\"input\":\"http://h/\",\"edition\":\"draft-03\",\"valid\":true,\"production\":\"httpaddress\",\"conforms\":true}" );
   CHECK( has( r.err, ",\"skipped\":0,\"fragments\":1,\"by_production\":" ) );
   CHECK( has( run( "check --edition draft-03 --fragment=split 'http://h/p#x' 'http://h/'" ).err, "; 1 with a fragment split off" ) );
}

TEST_CASE( "parse --fragment=split: the components of the part before the \"#\"", "[cli][fragment]" )
{
   const auto j = run( "parse --json --fragment=split 'ftp://h/a;type=i#x#y' '#z'" );
   CHECK( j.status == 1 );
   const auto out = lines( j.out );
   REQUIRE( out.size() == 2 );
   CHECK( out[ 0 ] ==
          "{\"input\":\"ftp://h/a;type=i#x#y\",\"valid\":true,\"production\":\"ftpurl\",\"scheme\":\"ftp\",\"components\":{\"host\":\"h\",\"fpath\":\"a\",\"ftptype\":\"i\"},"
          "\"fragment\":\"x#y\"}" );
   // Not a URL: where, and why (as check --json writes the error).
   CHECK( out[ 1 ].rfind( "{\"input\":\"#z\",\"valid\":false,\"production\":null,\"scheme\":null,\"error\":{\"offset\":0,\"production\":\"genericurl\",\"expected\":[", 0 ) == 0 );
   CHECK( out[ 1 ].find( "a URL begins with its scheme and a \\\":\\\"" ) != std::string::npos );
   CHECK( out[ 1 ].size() > 20 );
   CHECK( out[ 1 ].substr( out[ 1 ].size() - 17 ) == "},\"fragment\":\"z\"}" );
   const auto readable = lines( run( "parse --fragment=split 'http://h/p#top'" ).out );
   REQUIRE( readable.size() >= 2 );
   CHECK( readable[ 0 ] == "url: http://h/p" );
   CHECK( readable[ 1 ] == "  fragment: top" );
   CHECK( run( "parse --fragment=split --get '{hpath}|{fragment}|{input}' 'http://h/p#top' 'http://h/q'" ).out == "p|top|http://h/p#top\nq||http://h/q\n" );
   CHECK( run( "parse --get '{fragment}' 'http://h/q'" ).out == "\n" );
   const auto strict = run( "parse --get '{host}' 'http://h/p#top'" );
   CHECK( strict.status == 1 );
   CHECK( has( strict.err, "not a url" ) );
}

TEST_CASE( "editions --fragment=split: every edition checks the part before the \"#\"", "[cli][fragment]" )
{
   const std::string drafts = " --editions rfc1738,draft-03,draft-03-literal";
   const auto j = run( "editions --json --fragment=split 'http://h/p#x'" + drafts );
   CHECK( j.status == 0 );
   CHECK( has( j.out, "}},\"fragment\":\"x\"}\n" ) );
   CHECK( has( j.out, "\"rfc1738\":{\"valid\":true,\"production\":\"httpurl\",\"conforms\":true,\"components\":{\"host\":\"h\",\"hpath\":\"p\"},"
                      "\"roles\":{\"scheme\":\"http\",\"host\":\"h\",\"path\":\"/p\",\"fragment\":\"x\"}}" ) );
   const auto strict = run( "editions --json 'http://h/p#x'" + drafts );
   CHECK( has( strict.out, "\"rfc1738\":{\"valid\":false" ) );
   const auto readable = lines( run( "editions --fragment=split 'http://h/p#x'" + drafts ).out );
   REQUIRE( readable.size() == 5 );
   CHECK( readable[ 0 ] == "http://h/p#x" );
   CHECK( readable[ 1 ] == "  fragment          x" );
   CHECK( readable[ 2 ] == "  rfc1738           conforms  httpurl  scheme \"http\"  host \"h\"  path \"/p\"  fragment \"x\"" );
   // The later editions read the "#" as their grammar does, either way.
   const auto later = run( "editions --json --fragment=split --editions rfc3986 'http://h/p#x'" );
   CHECK( has( later.out, "\"roles\":{\"scheme\":\"http\",\"host\":\"h\",\"path\":\"/p\",\"fragment\":\"x\"}}},\"fragment\":\"x\"}\n" ) );
}

TEST_CASE( "lint --fragment=split: a fragment is no error; positions stay in the document", "[cli][fragment]" )
{
   const std::string doc = "see <URL:http://h/a.html#top> and\nhttp://h/b c#d\n";
   const auto strict = run( "lint", doc );
   CHECK( strict.status == 1 );
   CHECK( has( strict.out, "-:1:25: error: " ) );   // the "#"
   const auto split = run( "lint --fragment=split", doc );
   CHECK( split.status == 0 );
   CHECK( split.out.empty() );
   const auto bad = run( "lint --fragment=split", "x http://h/a^b#c|d y\n" );
   CHECK( bad.status == 1 );
   CHECK( has( bad.out, "-:1:13: error: " ) );   // the "^" at offset 10 of the URL, column 13 of the line
   CHECK( bad.out.find( "error: " ) == bad.out.rfind( "error: " ) );   // one error: the "|" of the fragment is not checked
   CHECK( has( bad.out, "  http://h/a^b#c|d\n" ) );                    // the URL as the document has it
   const auto json = run( "lint --json --fragment=split", doc );
   CHECK( has( json.out, "\"fragment\":\"top\"" ) );
}

TEST_CASE( "parse: under a message the option that does what it says", "[cli][fragment]" )
{
   const auto r = run( "parse 'http://h/a#x'" );
   CHECK( r.status == 1 );
   CHECK( has( r.out, "  not a url: stops at offset 10: \"#\" begins a fragment identifier, which is not part of a URL (RFC 1738 §2.2); the URL ends before it: remove it\n"
                      "  hint: --fragment=split checks the URL before the \"#\" and reports the fragment apart (RFC 1738 §2.2)\n" ) );
   // parse has no --ignore-scheme-case: no hint names it.
   CHECK( !has( run( "parse 'HTTP://h/'" ).out, "hint:" ) );
   CHECK( run( "parse --fragment=split 'http://h/a#x'" ).status == 0 );
}

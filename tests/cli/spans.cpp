// SPDX-License-Identifier: BSL-1.0
// parse --spans: the URL on one line, then a line per present component with
// its bytes marked under the URL, its name and (its role) where it differs.
#include <catch2/catch.hpp>

#include <string>

#include "run_program.hpp"

namespace {

using namespace rfc1738::test;

run_result run( const std::string& args, const std::string& input = "" )
{
   return run_program( "cli", args, input );
}

}  // namespace

TEST_CASE( "parse --spans marks each component under the URL", "[cli][spans]" )
{
   const auto r = run( "parse --spans -f -",
                       "http://www.acl.lanl.gov:8080/a/b?q=1\n"
                       "ftp://u:@h/p/%41;type=a\n"
                       "news:comp.infosystems\n"
                       "file://localhost/x\n"
                       "mailto:a@b\n"
                       "prospero://h/p;a=b;c=d\n"
                       "foo+bar:x\n" );
   CHECK( r.status == 0 );
   CHECK( r.err.empty() );
   CHECK( r.out ==
          "url: http://www.acl.lanl.gov:8080/a/b?q=1\n"
          "     ^~~~                                  scheme\n"
          "            ^~~~~~~~~~~~~~~~               host\n"
          "                             ^~~~          port\n"
          "                                  ^~~      hpath (path)\n"
          "                                      ^~~  search\n"
          "url: ftp://u:@h/p/%41;type=a\n"
          "     ^~~                      scheme\n"
          "           ^                  user\n"
          "             |                password, empty\n"
          "              ^               host\n"
          "                ^~~~~         fpath (path)\n"
          "                           ^  ftptype (type)\n"
          "url: news:comp.infosystems\n"
          "     ^~~~                   scheme\n"
          "          ^~~~~~~~~~~~~~~~  grouppart\n"
          "          ^~~~~~~~~~~~~~~~  group\n"
          "url: file://localhost/x\n"
          "     ^~~~                scheme\n"
          "            ^~~~~~~~~    host\n"
          "                      ^  fpath (path)\n"
          "url: mailto:a@b\n"
          "     ^~~~~~      scheme\n"
          "            ^~~  encoded822addr (address)\n"
          "url: prospero://h/p;a=b;c=d\n"
          "     ^~~~~~~~                scheme\n"
          "                ^            host\n"
          "                  ^          ppath (path)\n"
          "                   ^~~~~~~~  fieldspec (field)\n"
          "url: foo+bar:x\n"
          "     ^~~~~~~    scheme\n"
          "             ^  schemepart\n" );
}

TEST_CASE( "parse --spans: an empty component at the end, and a URL argument", "[cli][spans]" )
{
   const auto r = run( "parse --spans http://h/" );
   CHECK( r.status == 0 );
   CHECK( r.out ==
          "url: http://h/\n"
          "     ^~~~       scheme\n"
          "            ^   host\n"
          "              | hpath (path), empty\n" );
}

TEST_CASE( "parse --spans: not a URL, and bytes that are not printable ASCII", "[cli][spans]" )
{
   const auto r = run( "parse --spans -f -", "http://h/\xe9t\xe9\nwww.example.com\n" );
   CHECK( r.status == 1 );
   CHECK( r.out ==
          "url: http://h/\\xe9t\\xe9\n"
          "              |          not a url: stops at offset 9\n"
          "url: www.example.com\n"
          "                    | not a url: stops at offset 15\n" );
}

TEST_CASE( "parse --spans --fragment=split shows the fragment as its own span", "[cli][spans]" )
{
   const auto r = run( "parse --spans --fragment=split -f -", "http://h/p#\xe9\x01\nhttp://h/#\n" );
   CHECK( r.status == 0 );
   CHECK( r.out ==
          "url: http://h/p#\\xe9\\x01\n"
          "     ^~~~                 scheme\n"
          "            ^             host\n"
          "              ^           hpath (path)\n"
          "                ^~~~~~~~  fragment (split off, not checked)\n"
          "url: http://h/#\n"
          "     ^~~~        scheme\n"
          "            ^    host\n"
          "              |  hpath (path), empty\n"
          "               | fragment, empty (split off, not checked)\n" );
   // Strict: the "#" is a byte of the URL, which stops there.
   CHECK( run( "parse --spans http://h/p#x" ).out == "url: http://h/p#x\n               |   not a url: stops at offset 10\n" );
}

TEST_CASE( "parse --spans refuses --decode, --json and --get", "[cli][spans]" )
{
   const auto d = run( "parse --spans --decode http://h/" );
   CHECK( d.status == 2 );
   CHECK( d.out.empty() );
   CHECK( has( d.err, "--spans marks the bytes as written; --decode excludes it" ) );
   CHECK( run( "parse --spans --json http://h/" ).status == 2 );
   CHECK( run( "parse --spans --get {host} http://h/" ).status == 2 );
   CHECK( has( run( "parse --help" ).out, "--spans" ) );
}

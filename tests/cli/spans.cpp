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
   return run_program( "spans", args, input );
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
          "              |          not a url: stops at offset 9: byte 0xE9 may not appear in a URL unencoded (RFC 1738 §2.2): write it as %E9 in the HTTP path (§3.3)\n"
          "url: www.example.com\n"
          "                    | not a url: stops at offset 15: the input ends before a \":\": a URL begins with its scheme and a \":\" (\"http:\", \"ftp:\", ...; RFC 1738 §2.1, §5)\n" );
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
   CHECK( run( "parse --spans http://h/p#x" ).out == "url: http://h/p#x\n               |   not a url: stops at offset 10: \"#\" begins a fragment identifier, which is not part of a URL (RFC 1738 §2.2); the URL ends before it: remove it\n" );
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

TEST_CASE( "trace --depth N: N levels below the root, a cut node ends in ...", "[cli][trace]" )
{
   const auto r = run( "trace --depth 2 'ftp://u@h/a/b;type=a'" );
   CHECK( r.status == 0 );
   CHECK( r.out ==
          "url [0,20) \"ftp://u@h/a/b;type=a\"\n"
          "  ftpurl [0,20) \"ftp://u@h/a/b;type=a\"\n"
          "    login [6,9) \"u@h\" ...\n"
          "    fpath [10,13) \"a/b\" ...\n"
          "    ftptype [19,20) \"a\"\n" );
   CHECK( run( "trace --depth 0 'news:*'" ).out == "url [0,6) \"news:*\" ...\n" );
   CHECK( run( "trace --depth 1 --dot http://h/p" ).out ==
          "digraph derivation0 {\n"
          "  node [shape=box, fontname=\"monospace\"];\n"
          "  n0 [label=\"url\\n[0,10)\\nhttp://h/p\"];\n"
          "  n0 -> n1;\n"
          "  n1 [label=\"httpurl\\n[0,10)\\nhttp://h/p\\n...\"];\n"
          "}\n" );
   CHECK( run( "trace --depth 1 --json 'http://h:80/p?q'" ).out ==
          "{\"input\":\"http://h:80/p?q\",\"valid\":true,\"tree\":{\"production\":\"url\",\"begin\":0,\"end\":15,\"text\":\"http://h:80/p?q\",\"children\":["
          "{\"production\":\"httpurl\",\"begin\":0,\"end\":15,\"text\":\"http://h:80/p?q\",\"cut\":true,\"children\":[]}]}}\n" );
   // Deep enough: the whole tree, as without --depth.
   CHECK( run( "trace --depth 255 http://h/a%41" ).out == run( "trace http://h/a%41" ).out );
   const auto bad = run( "trace --depth -1 http://h/" );
   CHECK( bad.status == 2 );
   CHECK( bad.out.empty() );
}

TEST_CASE( "trace --components: the URL form's node and the components", "[cli][trace]" )
{
   const auto r = run( "trace --components -f -", "nntp://h:119/g/12\nnews:comp.x\nfoo://u@h:1/p\nhttp://h/\nhttp://h/a b\n" );
   CHECK( r.status == 1 );
   CHECK( r.out ==
          "url [0,17) \"nntp://h:119/g/12\"\n"
          "  nntpurl [0,17) \"nntp://h:119/g/12\"\n"
          "    host [7,8) \"h\"\n"
          "    port [9,12) \"119\"\n"   // not the digits of the port: the article number's
          "    group [13,14) \"g\"\n"
          "    digits [15,17) \"12\"\n"
          "url [0,11) \"news:comp.x\"\n"
          "  newsurl [0,11) \"news:comp.x\"\n"
          "    grouppart [5,11) \"comp.x\"\n"
          "      group [5,11) \"comp.x\"\n"
          "url [0,13) \"foo://u@h:1/p\"\n"
          "  otherurl [0,13) \"foo://u@h:1/p\"\n"
          "    schemepart [4,13) \"//u@h:1/p\"\n"
          "      user [6,7) \"u\"\n"
          "      host [8,9) \"h\"\n"
          "      port [10,11) \"1\"\n"
          "      urlpath [12,13) \"p\"\n"
          "url [0,9) \"http://h/\"\n"
          "  httpurl [0,9) \"http://h/\"\n"
          "    host [7,8) \"h\"\n"
          "    hpath [9,9) \"\"\n"
          "url [0,10) \"http://h/a\"\n"
          "  httpurl [0,10) \"http://h/a\"\n"
          "    host [7,8) \"h\"\n"
          "    hpath [9,10) \"a\"\n"
          "not a url: at 10: byte 0x20 may not appear in a URL unencoded (RFC 1738 §2.2): write it as %20 in the HTTP path (§3.3)\n" );
   // Prospero's fieldspecs, a run of them: each one kept (§3.11).
   CHECK( run( "trace --components 'prospero://h/p;a=b;c=d'" ).out ==
          "url [0,22) \"prospero://h/p;a=b;c=d\"\n"
          "  prosperourl [0,22) \"prospero://h/p;a=b;c=d\"\n"
          "    host [11,12) \"h\"\n"
          "    ppath [13,14) \"p\"\n"
          "    fieldspec [14,18) \";a=b\"\n"
          "    fieldspec [18,22) \";c=d\"\n" );
   // With --depth, the depths counted among the nodes shown.
   CHECK( run( "trace --components --depth 2 foo://u@h:1/p" ).out ==
          "url [0,13) \"foo://u@h:1/p\"\n"
          "  otherurl [0,13) \"foo://u@h:1/p\"\n"
          "    schemepart [4,13) \"//u@h:1/p\" ...\n" );
   // A byte that is not printable ASCII, in the prefix's text and the message.
   CHECK( run( "trace --components foo:\xe9" ).out ==
          "url [0,4) \"foo:\"\n"
          "  otherurl [0,4) \"foo:\"\n"
          "    schemepart [4,4) \"\"\n"
          "not a url: at 4: byte 0xE9 may not appear in a URL unencoded (RFC 1738 §2.2): write it as %E9 in the scheme-specific part (§2.1)\n" );
}

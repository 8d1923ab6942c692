// SPDX-License-Identifier: BSL-1.0
// rfc1738 check: the JSON contract, streaming, exit status, hostile bytes.
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <random>
#include <sstream>
#include <utility>
#include <string>
#include <sys/wait.h>
#include <vector>

#include "rfc1738.h"
#include "run_program.hpp"

namespace {

using namespace rfc1738::test;

// Runs `rfc1738 <args>` with `input` on standard input.
run_result run( const std::string& args, const std::string& input = "" )
{
   return run_program( "check", args, input );
}

// The keys of issue 2's contract, in order; more keys may follow "scheme".
std::string contract( const std::string& input_json, bool valid, const char* production, bool conforms, const char* scheme )
{
   return "{\"input\":" + input_json + ",\"valid\":" + ( valid ? "true" : "false" ) + ",\"production\":" +
          ( production ? "\"" + std::string( production ) + "\"" : "null" ) + ",\"conforms\":" + ( conforms ? "true" : "false" ) +
          ",\"scheme\":" + ( scheme ? "\"" + std::string( scheme ) + "\"" : "null" );
}

void check_line( const std::string& line, const std::string& prefix )
{
   INFO( line );
   REQUIRE( line.rfind( prefix, 0 ) == 0 );
   const char next = line[ prefix.size() ];
   CHECK( ( next == '}' || next == ',' ) );
   CHECK( line.back() == '}' );
}

}  // namespace

TEST_CASE( "check --json: valid, production, conforms, scheme", "[cli]" )
{
   struct row {
      const char* input;
      bool valid;
      const char* production;
      bool conforms;
      const char* scheme;
   };
   const row rows[] = {
      { "http://host/p?q", true, "httpurl", true, "http" },
      { "http://host?q", true, "otherurl", false, "http" },            // httpurl has no search without a path
      { "http://host:80x", true, "otherurl", false, "http" },
      { "ftp://host/a;type=x", true, "otherurl", false, "ftp" },
      { "ftp://host/a;type=i", true, "ftpurl", true, "ftp" },
      { "http://user@host/", true, "otherurl", false, "http" },
      { "HTTP://host", false, nullptr, false, nullptr },                // schemes are lower case
      { "news:*@host", true, "newsurl", true, "news" },
      { "news:*", true, "newsurl", true, "news" },
      { "wais://h/db/t/p", true, "waisurl", true, "wais" },
      { "gopher://h/1abc%09def%09ghi", true, "gopherurl", true, "gopher" },
      { "mailto:joe@example.com", true, "mailtourl", true, "mailto" },
      { "mailto:", true, "otherurl", false, "mailto" },          // genericurl: an empty schemepart; encoded822addr needs 1*xchar
      { "file:///etc/motd", true, "fileurl", true, "file" },
      { "nntp://h/comp.lang/42", true, "nntpurl", true, "nntp" },
      { "telnet://u:p@h:23/", true, "telneturl", true, "telnet" },
      { "prospero://h/p;a=b", true, "prosperourl", true, "prospero" },
      { "x-y.z+1:anything", true, "otherurl", true, "x-y.z+1" },
      { "foo://a b", false, nullptr, false, "foo" },
      { ":x", false, nullptr, false, nullptr },
      { "http://a.b-c.d/", true, "httpurl", true, "http" },
      { "http://1.2.3.4:8080/", true, "httpurl", true, "http" },
      { "http://a.1b/", true, "otherurl", false, "http" },             // toplabel starts with alpha
   };
   std::string args = "check --json";
   for( const auto& r : rows ) {
      args += std::string( " '" ) + r.input + "'";
   }
   const auto result = run( args );
   CHECK( result.status == 1 );
   const auto out = lines( result.out );
   REQUIRE( out.size() == std::size( rows ) );
   for( std::size_t i = 0; i < out.size(); ++i ) {
      const auto& r = rows[ i ];
      check_line( out[ i ], contract( "\"" + std::string( r.input ) + "\"", r.valid, r.production, r.conforms, r.scheme ) );
   }
}

TEST_CASE( "check reads lines ending at LF; every other byte belongs to the URL", "[cli]" )
{
   const std::string input = std::string( "http://a/\r\n" ) + "http://a/\n" + "\n" + std::string( "x\0y\x80\xff\x01\"\\\n", 9 ) + "news:*";
   const auto result = run( "check --json --keep-comments", input );   // the blank line an input too
   CHECK( result.status == 1 );
   const auto out = lines( result.out );
   REQUIRE( out.size() == 5 );   // the last line has no LF and is checked all the same
   check_line( out[ 0 ], contract( "\"http://a/\\r\"", false, nullptr, false, "http" ) );
   check_line( out[ 1 ], contract( "\"http://a/\"", true, "httpurl", true, "http" ) );
   check_line( out[ 2 ], contract( "\"\"", false, nullptr, false, nullptr ) );
   check_line( out[ 3 ], contract( "\"x\\u0000y\\u0080\\u00ff\\u0001\\\"\\\\\"", false, nullptr, false, nullptr ) );
   check_line( out[ 4 ], contract( "\"news:*\"", true, "newsurl", true, "news" ) );
}

TEST_CASE( "check: exit status and readable output", "[cli]" )
{
   CHECK( run( "check http://a/ ftp://b/" ).status == 0 );
   CHECK( run( "check http://a/ http://user@a/" ).status == 1 );
   CHECK( run( "check --frobnicate" ).status == 2 );
   CHECK( run( "frobnicate" ).status == 2 );
   CHECK( run( "" ).status == 2 );
   CHECK( run( "check", "" ).status == 0 );   // no input, nothing that fails to conform
   const auto r = run( "check --color=never 'http://a/' 'http://user@a/'" );
   const auto out = lines( r.out );
   REQUIRE( out.size() == 5 );
   CHECK( out[ 0 ] == "conforms  httpurl  http://a/" );
   CHECK( out[ 1 ] == "does not conform to httpurl (a valid url through otherurl)" );
   CHECK( out[ 2 ] == "  http://user@a/" );
   CHECK( out[ 3 ].rfind( "             ^ at 11: ", 0 ) == 0 );
   CHECK( run( "check --color=always http://a/" ).out.find( "\033[32m" ) != std::string::npos );
   CHECK( run( "check http://a/" ).out.find( "\033[" ) == std::string::npos );   // not a terminal: no colour
   const auto version = run( "--version" );
   CHECK( version.status == 0 );
   CHECK( version.out.rfind( "rfc1738 ", 0 ) == 0 );
}

TEST_CASE( "check survives any bytes and megabyte lines", "[cli]" )
{
   std::mt19937_64 rng( 1738 );
   std::string input;
   std::size_t count = 0;
   for( int i = 0; i < 2000; ++i ) {
      const std::size_t n = rng() % 200;
      for( std::size_t j = 0; j < n; ++j ) {
         char c = static_cast< char >( rng() & 0xff );
         if( c == '\n' ) c = '\r';
         input += c;
      }
      input += '\n';
      ++count;
   }
   input += "http://" + std::string( 1 << 20, 'a' ) + "/\n";                 // one megabyte host label
   input += "gopher://h/1" + std::string( 1 << 20, '%' ) + "\n";             // a megabyte of bad escapes
   input += "ftp://h/" + std::string( 1 << 20, '/' ) + "\n";                 // a megabyte of empty segments
   count += 3;
   const auto r = run( "check --json --keep-comments", input );   // every line an input, blank and "#" too
   CHECK( r.status == 1 );
   const auto out = lines( r.out );
   REQUIRE( out.size() == count );
   CHECK( out[ count - 3 ].find( "\"conforms\":true" ) != std::string::npos );
   CHECK( out[ count - 2 ].find( "\"valid\":false" ) != std::string::npos );
   CHECK( out[ count - 1 ].find( "\"production\":\"ftpurl\"" ) != std::string::npos );
}

namespace {

std::string golden( const std::string& name )
{
   std::ifstream in( std::string( RFC1738_SOURCE_DIR ) + "/tests/cli/golden/" + name, std::ios::binary );
   std::ostringstream s;
   s << in.rdbuf();
   return s.str();
}

}  // namespace

TEST_CASE( "check: the readable output, exactly (golden files)", "[cli]" )
{
   CHECK( run( "check --color=never 'http://user@host/' 'ftp://host/a;type=x' \"$(printf 'http://h/\\001\\377x y')\" 'telnet://h/%0D%41' 'ftp://' 'http://a/' 'HTTP://host'" ).out == golden( "check-readable.txt" ) );
   CHECK( run( "check --color=never --unwrap --ignore-scheme-case '<URL:HTTP://ds.in ternic.net/rfc->' \"$(printf 'http://a-\\n  b.c/')\"" ).out == golden( "check-modes.txt" ) );
}

TEST_CASE( "check --json: the error object, warnings and modes", "[cli]" )
{
   const auto r = run( "check --json 'ftp://host/a;type=x' 'http:foo' 'HTTP://host' 'ftp://' 'telnet://u:p@h/%0d%41' 'http://a/'" );
   const auto out = lines( r.out );
   REQUIRE( out.size() == 6 );
   CHECK( out[ 0 ].find( ",\"error\":{\"offset\":18,\"production\":\"ftpurl\",\"expected\":[\"ftptype (\\\"A\\\" | \\\"I\\\" | \\\"D\\\" | \\\"a\\\" | \\\"i\\\" | \\\"d\\\")\"],\"message\":\"\\\"x\\\" cannot begin the typecode: the typecode is one of A, I, D, a, i, d (RFC 1738 §3.2.2)\"" ) != std::string::npos );
   CHECK( out[ 1 ].find( "\"error\":{\"offset\":5," ) != std::string::npos );
   CHECK( out[ 2 ].find( "\"error\":{\"offset\":0," ) != std::string::npos );
   CHECK( out[ 3 ].find( "\"error\":{\"offset\":6," ) != std::string::npos );
   CHECK( out[ 4 ].find( "\"code\":\"encoded-control\",\"offset\":15" ) != std::string::npos );
   CHECK( out[ 4 ].find( "\"code\":\"unneeded-escape\",\"offset\":18" ) != std::string::npos );
   CHECK( out[ 5 ].find( "\"error\"" ) == std::string::npos );
   CHECK( out[ 5 ].find( "\"warnings\":[]" ) != std::string::npos );

   const auto modes = lines( run( "check --json --ignore-scheme-case 'HTTP://host/'" ).out );
   REQUIRE( modes.size() == 1 );
   CHECK( modes[ 0 ].find( "\"conforms\":true" ) != std::string::npos );
   CHECK( modes[ 0 ].find( "\"checked\":\"http://host/\"" ) != std::string::npos );
   CHECK( modes[ 0 ].find( "ignore-scheme-case" ) != std::string::npos );
   const auto strict = lines( run( "check --json 'HTTP://host/'" ).out );
   CHECK( strict[ 0 ].find( "\"conforms\":false" ) != std::string::npos );
   const auto unwrap = lines( run( "check --json --unwrap '<URL:ftp://info.cern.ch/pub/www/doc; type=d>'" ).out );
   CHECK( unwrap[ 0 ].find( "\"conforms\":true" ) != std::string::npos );
   CHECK( unwrap[ 0 ].find( "\"checked\":\"ftp://info.cern.ch/pub/www/doc;type=d\"" ) != std::string::npos );
}

TEST_CASE( "grammar: the BNF, the PEG form and why, the users", "[cli]" )
{
   const auto all = run( "grammar" );
   CHECK( all.status == 0 );
   std::size_t productions = 0;   // every production whole: its first line, then its continuation lines
   for( const auto& l : lines( all.out ) ) {
      productions += l[ 0 ] != ' ' ? 1 : 0;
   }
   CHECK( productions == 67 );
   CHECK( all.out.find( "url            = httpurl | ftpurl | newsurl |\n                 nntpurl | telneturl | gopherurl |\n" ) != std::string::npos );
   const auto one = run( "grammar gopher+_string domainlabel" );
   CHECK( one.status == 0 );
   CHECK( one.out.find( "gopher+_string = *xchar" ) != std::string::npos );
   CHECK( one.out.find( "PEG: the BNF as written (rule rfc1738::grammar::gopher_plus_string)" ) != std::string::npos );
   CHECK( one.out.find( "used by: gopherurl" ) != std::string::npos );
   CHECK( one.out.find( "PEG: rewrite label-hyphen-runs (" ) != std::string::npos );
   CHECK( one.out.find( "grammar/rewrites.peg line " ) != std::string::npos );   // installed, else the source tree
   CHECK( one.out.find( "domainlabel    ~ alphadigit *[ *\"-\" alphadigit ]" ) != std::string::npos );
   CHECK( run( "grammar no-such-production" ).status == 2 );
}

TEST_CASE( "trace: the derivation with RFC names and spans, as text and DOT", "[cli]" )
{
   const auto t = run( "trace 'ftp://u@h.b/a;type=i'" );
   CHECK( t.status == 0 );
   const auto out = lines( t.out );
   REQUIRE( out.size() > 10 );
   CHECK( out[ 0 ] == "url [0,20) \"ftp://u@h.b/a;type=i\"" );
   CHECK( out[ 1 ] == "  ftpurl [0,20) \"ftp://u@h.b/a;type=i\"" );
   CHECK( out[ 2 ] == "    login [6,11) \"u@h.b\"" );
   CHECK( out.back() == "    ftptype [19,20) \"i\"" );
   CHECK( t.out.find( "      hostport [8,11) \"h.b\"" ) != std::string::npos );
   CHECK( t.out.find( "            toplabel [10,11) \"b\"" ) != std::string::npos );

   const auto bad = run( "trace 'http://a/b c'" );
   CHECK( bad.status == 1 );
   CHECK( bad.out.find( "not a url: at 10: " ) != std::string::npos );

   const auto dot = run( "trace --dot 'news:*'" );
   CHECK( dot.status == 0 );
   CHECK( dot.out == "digraph derivation0 {\n  node [shape=box, fontname=\"monospace\"];\n"
                     "  n0 [label=\"url\\n[0,6)\\nnews:*\"];\n  n0 -> n1;\n  n1 [label=\"newsurl\\n[0,6)\\nnews:*\"];\n"
                     "  t0 [shape=plaintext, label=\"\\\"news:\\\"\\n[0,5)\"];\n  n1 -> t0;\n  n1 -> n2;\n"
                     "  n2 [label=\"grouppart\\n[5,6)\\n*\"];\n}\n" );
   CHECK( run( "trace", "" ).status == 0 );   // no URL: standard input, here empty
}

TEST_CASE( "check: the §6 warnings on ports and passwords", "[cli]" )
{
   const auto out = lines( run( "check --json 'http://h:8080/' 'telnet://h:25' 'ftp://u:secret@h/' 'ftp://u:@h/' 'http://h:80/' 'gopher://h:70/'" ).out );
   REQUIRE( out.size() == 6 );
   CHECK( out[ 0 ].find( "{\"code\":\"port-not-default\",\"offset\":9,\"message\":\"port 8080 is not the default port of http (80) (RFC 1738 §6)\"}" ) != std::string::npos );
   CHECK( out[ 1 ].find( "reserved range" ) != std::string::npos );
   CHECK( out[ 2 ].find( "{\"code\":\"password\",\"offset\":8," ) != std::string::npos );
   CHECK( out[ 3 ].find( "\"warnings\":[]" ) != std::string::npos );   // an empty password is no secret
   CHECK( out[ 4 ].find( "\"warnings\":[]" ) != std::string::npos );
   CHECK( out[ 5 ].find( "\"warnings\":[]" ) != std::string::npos );
}

TEST_CASE( "port-out-of-range: any digits are a port, above 65535 warned of in check, parse, lint", "[cli]" )
{
   // check: the verdict unchanged (conforms), the warning after port-not-default.
   auto r = run( "check --json 'http://h:65535/' 'http://h:65536/' 'x://u@h:99999999999999999999/' 'telnet://h:0023'" );
   CHECK( r.status == 0 );
   auto out = lines( r.out );
   REQUIRE( out.size() == 4 );
   CHECK( out[ 0 ].find( "port-out-of-range" ) == std::string::npos );
   CHECK( out[ 1 ].find( "\"conforms\":true" ) != std::string::npos );
   CHECK( out[ 1 ].find( "{\"code\":\"port-not-default\",\"offset\":9," ) < out[ 1 ].find( "{\"code\":\"port-out-of-range\",\"offset\":9,\"message\":\"port 65536 is above 65535: " ) );
   CHECK( out[ 1 ].find( "RFC 793 §3.1" ) != std::string::npos );
   CHECK( out[ 2 ].find( "\"port-out-of-range\",\"offset\":8" ) != std::string::npos );
   CHECK( out[ 3 ].find( "port-out-of-range" ) == std::string::npos );   // 0023 is 23
   r = run( "check 'http://h:65536/'" );
   CHECK( has( r.out, "  warning at 9 [port-out-of-range]: port 65536 is above 65535" ) );

   // parse: the effective port says none, and the warning is on standard error.
   r = run( "parse 'http://h:65536/' 'http://h:65535/'" );
   CHECK( r.status == 0 );
   CHECK( has( r.out, "  port: 65536\n  hpath: \n  effective port: none (65536 is above 65535)\n" ) );
   CHECK( has( r.out, "  effective port: 65535\n" ) );
   CHECK( r.err.rfind( "rfc1738 parse: argument 1: warning: port 65536 is above 65535", 0 ) == 0 );
   CHECK( lines( r.err ).size() == 1 );
   r = run( "parse --get '[{effective_port}]'", "http://h:65536/\n" );
   CHECK( r.out == "[]\n" );
   CHECK( has( r.err, "rfc1738 parse: -:1: warning: port 65536 is above 65535" ) );
   r = run( "parse --json 'ftp://h:70000/'" );
   CHECK( has( r.out, "\"port\":\"70000\"" ) );
   CHECK( has( r.err, "[port-out-of-range]" ) );

   // lint: a warning line.
   r = run( "lint", "see <URL:http://h:99999/>\n" );
   CHECK( r.status == 0 );
   CHECK( has( r.out, ": warning: port 99999 is above 65535" ) );
   CHECK( has( r.out, "[port-out-of-range]" ) );
}

TEST_CASE( "check: colour on a terminal, none with NO_COLOR", "[cli]" )
{
   // `script` (util-linux) gives the program a terminal.
   if( std::system( "command -v script > /dev/null 2>&1" ) != 0 ) {
      WARN( "script(1) not found: the terminal case is not run" );
      return;
   }
   const std::string cli = std::string( "'" ) + RFC1738_CLI + "' check http://a/";
   const auto out = temp_path( "cli-tty" );
   CHECK( std::system( ( "script -qec \"" + cli + "\" /dev/null > '" + out + "'" ).c_str() ) == 0 );
   std::ifstream coloured( out, std::ios::binary );
   const std::string with( ( std::istreambuf_iterator< char >( coloured ) ), std::istreambuf_iterator< char >() );
   CHECK( with.find( "\033[32mconforms" ) != std::string::npos );
   CHECK( std::system( ( "NO_COLOR=1 script -qec \"" + cli + "\" /dev/null > '" + out + "'" ).c_str() ) == 0 );
   std::ifstream plain( out, std::ios::binary );
   const std::string without( ( std::istreambuf_iterator< char >( plain ) ), std::istreambuf_iterator< char >() );
   CHECK( without.find( "conforms" ) != std::string::npos );
   CHECK( without.find( '\033' ) == std::string::npos );
}

// The C interface's rfc1738_check_json writes the bytes of `rfc1738 check
// --json` (and of --edition E, each edition): the same input, every mode,
// one line of the program's output each. The inputs: the RFC's examples,
// every byte but LF after a few beginnings, wrapped and fragment URLs.
namespace {

// The inputs the C interface's JSON is compared on, written one a line to a
// file: the RFC's examples (each also wrapped and with a fragment), every
// byte but LF after five beginnings, a few more.
std::pair< std::vector< std::string >, std::string > c_json_inputs()
{
   std::vector< std::string > inputs;
   {
      std::ifstream examples( std::string( RFC1738_SOURCE_DIR ) + "/examples/rfc1738-examples.txt" );
      REQUIRE( examples );
      for( std::string l; std::getline( examples, l ); ) {
         inputs.push_back( l );
         inputs.push_back( "<URL:" + l + "#f>" );
      }
   }
   for( int b = 0; b < 256; ++b ) {
      if( b != '\n' ) {
         for( const std::string prefix : { "http://h/", "HTTP://u:p@h/", "mailto:", "//h/", "x:" } ) {
            inputs.push_back( prefix + static_cast< char >( b ) + "#" );
         }
      }
   }
   inputs.insert( inputs.end(), { "", "#", "#f", " <URL:ftp://h/a> ", "http://[::1]:80/x?y#z", "file:///etc/fstab", "a b", "ftp://u%41@h/%2Fa%20b;type=d" } );
   std::string file;
   for( const auto& in : inputs ) {
      file += in + '\n';
   }
   const std::string path = temp_path( "c-json-inputs" );
   write_file( path, file );
   return { inputs, path };
}

// A C function writing JSON (rfc1738_check_json, rfc1738_parse_json).
using c_json_writer = size_t ( * )( const char*, const char*, size_t, unsigned, char*, size_t );

struct c_json_mode {
   unsigned flags;
   const char* options;
};

// How many of c_json_inputs' lines `write` wrote as the program's `command`
// prints them (`rfc1738 COMMAND --json --edition E OPTIONS`) in every
// edition and mode, byte for byte; where the program refuses the mode (exit
// 2), `write` must write nothing.
std::size_t compare_c_json( const char* command, c_json_writer write, const std::vector< c_json_mode >& modes )
{
   const auto [ inputs, path ] = c_json_inputs();
   std::size_t compared = 0;
   for( std::size_t e = 0; e < rfc1738_edition_count(); ++e ) {
      const std::string edition = rfc1738_edition_name( e, nullptr );
      for( const auto& m : modes ) {
         INFO( command << " --edition " << edition << m.options );
         const auto r = run_program( "c-json", std::string( command ) + " --json --keep-comments --edition " + edition + m.options + " -f '" + path + "'" );
         if( r.status == 2 ) {   // modes the edition refuses: the C interface writes nothing
            CHECK( write( edition.c_str(), "a:b", 3, m.flags, nullptr, 0 ) == 0 );
            continue;
         }
         const auto out = lines( r.out );
         REQUIRE( out.size() == inputs.size() );
         for( std::size_t i = 0; i < inputs.size(); ++i ) {
            const auto& in = inputs[ i ];
            const std::size_t n = write( edition.c_str(), in.data(), in.size(), m.flags, nullptr, 0 );
            std::string json( n, '\0' );
            CHECK( write( edition.c_str(), in.data(), in.size(), m.flags, json.data(), json.size() ) == n );
            CHECK( json == out[ i ] );
            ++compared;
         }
      }
   }
   return compared / inputs.size();
}

}  // namespace

TEST_CASE( "rfc1738_check_json writes check --json's bytes, every edition and mode", "[cli][c_api]" )
{
   const std::size_t compared =
      compare_c_json( "check", rfc1738_check_json,
                      { { 0, "" }, { RFC1738_IGNORE_SCHEME_CASE, " --ignore-scheme-case" }, { RFC1738_UNWRAP, " --unwrap" }, { RFC1738_FRAGMENT_SPLIT, " --fragment=split" },
                        { RFC1738_IGNORE_SCHEME_CASE | RFC1738_UNWRAP | RFC1738_FRAGMENT_SPLIT, " --ignore-scheme-case --unwrap --fragment=split" } } );
   CHECK( compared >= rfc1738_edition_count() + 4 );   // rfc1738 in its five modes, every other edition in one at least
   // NULL is rfc1738; an unknown edition, none; a short buffer, its first bytes.
   const std::string_view in = "http://h/p";
   std::string whole( rfc1738_check_json( nullptr, in.data(), in.size(), 0, nullptr, 0 ), '\0' );
   CHECK( rfc1738_check_json( "rfc1738", in.data(), in.size(), 0, whole.data(), whole.size() ) == whole.size() );
   CHECK( whole == rfc1738::test::lines( run_program( "c-json-one", "check --json 'http://h/p'" ).out ).at( 0 ) );
   CHECK( rfc1738_check_json( "rfc9999", in.data(), in.size(), 0, nullptr, 0 ) == 0 );
   char part[ 8 ] = { 'x', 'x', 'x', 'x', 'x', 'x', 'x', 'x' };
   CHECK( rfc1738_check_json( nullptr, in.data(), in.size(), 0, part, 5 ) == whole.size() );
   CHECK( std::string( part, 8 ) == whole.substr( 0, 5 ) + "xxx" );
}

TEST_CASE( "rfc1738_parse_json writes parse --json's bytes, every edition, decoded or not", "[cli][c_api]" )
{
   const std::size_t compared = compare_c_json( "parse", rfc1738_parse_json,
                                                { { 0, "" }, { RFC1738_DECODE, " --decode" }, { RFC1738_FRAGMENT_SPLIT, " --fragment=split" },
                                                  { RFC1738_FRAGMENT_SPLIT | RFC1738_DECODE, " --fragment=split --decode" } } );
   CHECK( compared >= 4 + 2 * ( rfc1738_edition_count() - 3 ) );   // rfc1738 in four modes, the generic editions in two (not the drafts)
   // parse's JSON is not check's (components, decoded), but for another
   // edition it is; NULL is rfc1738; an unknown edition, none.
   const std::string_view in = "ftp://h/a%20b";
   std::string parsed( rfc1738_parse_json( nullptr, in.data(), in.size(), RFC1738_DECODE, nullptr, 0 ), '\0' );
   CHECK( rfc1738_parse_json( nullptr, in.data(), in.size(), RFC1738_DECODE, parsed.data(), parsed.size() ) == parsed.size() );
   CHECK( parsed == "{\"input\":\"ftp://h/a%20b\",\"valid\":true,\"production\":\"ftpurl\",\"scheme\":\"ftp\",\"components\":{\"host\":\"h\",\"fpath\":\"a%20b\"},"
                    "\"decoded\":{\"host\":\"h\",\"fpath\":\"a b\"}}" );
   CHECK( rfc1738_parse_json( nullptr, in.data(), in.size(), 0, nullptr, 0 ) != rfc1738_check_json( nullptr, in.data(), in.size(), 0, nullptr, 0 ) );
   CHECK( rfc1738_parse_json( "rfc3986", in.data(), in.size(), 0, nullptr, 0 ) == rfc1738_check_json( "rfc3986", in.data(), in.size(), 0, nullptr, 0 ) );
   CHECK( rfc1738_parse_json( "rfc9999", in.data(), in.size(), 0, nullptr, 0 ) == 0 );
}

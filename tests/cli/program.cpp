// SPDX-License-Identifier: BSL-1.0
// The rfc1738 program's habits: files and FILE:LINE, skipping, output modes,
// summaries, --get, trace's forms, the conventions of the options, the man
// page and completion, and that no write or read error is lost.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <vector>

#include "run_program.hpp"

namespace {

using namespace rfc1738::test;

// Runs `rfc1738 <args>` with `input` on standard input; `env` before it.
run_result run( const std::string& args, const std::string& input = "", const std::string& env = "" )
{
   return run_program( "program", args, input, env );
}

}  // namespace

TEST_CASE( "-f FILE: lines of files, '-' for standard input, FILE:LINE: before each verdict", "[cli]" )
{
   const auto file = temp_path( "program-urls.txt" );
   write_file( file, "http://a/\n\n# a comment\n   \nhttp://user@a/\nnews:*" );
   const auto r = run( "check --color=never -f '" + file + "' -f - http://b/", "ftp://h/\nHTTP://x\n" );
   CHECK( r.status == 1 );
   const auto out = lines( r.out );
   REQUIRE( out.size() >= 6 );
   CHECK( out[ 0 ] == "conforms  httpurl  http://b/" );   // the URL arguments first, without a location
   CHECK( out[ 1 ] == file + ":1: conforms  httpurl  http://a/" );
   CHECK( out[ 2 ] == file + ":5: does not conform to httpurl (a valid url through otherurl)" );   // lines 2-4 skipped, still counted
   CHECK( has( r.out, file + ":6: conforms  newsurl  news:*\n" ) );
   CHECK( has( r.out, "-:1: conforms  ftpurl  ftp://h/\n" ) );
   CHECK( has( r.out, "-:2: does not conform to genericurl (not a url)\n" ) );
   CHECK( has( r.err, "6 inputs: 4 conform, 1 valid but not conforming, 1 not a url (3 lines skipped)" ) );
   // --keep-comments: every line of the file is an input.
   const auto kept = run( "check --json --keep-comments -f '" + file + "'" );
   CHECK( lines( kept.out ).size() == 6 );
   // --json stays one object per input, in order.
   const auto json = lines( run( "check --json -f '" + file + "'" ).out );
   REQUIRE( json.size() == 3 );
   CHECK( json[ 1 ].rfind( "{\"input\":\"http://user@a/\",", 0 ) == 0 );
}

TEST_CASE( "an edition that reads \"\" and \"#\" as references hints at --keep-comments when lines were skipped", "[cli]" )
{
   const std::string input = "http://a/\n#f\n\nfoo\n";
   const std::string hint = "hint: in rfc3986 a blank line or a line beginning with \"#\" can be a reference (\"\" and \"#\" derive relative-ref), not checked when skipped: --keep-comments checks them\n";
   const auto skipped = run( "check --edition rfc3986", input );
   CHECK( has( skipped.err, "(2 lines skipped)\n" ) );
   CHECK( has( skipped.err, hint ) );
   CHECK( has( run( "check --edition rfc3986 -j 2", input ).err, hint ) );
   CHECK( has( run( "check --edition rfc2396", input ).err, "hint: in rfc2396 a blank line or a line beginning with \"#\" can be a reference (\"\" and \"#\" derive URI-reference)" ) );
   // none when nothing was skipped, in RFC 1738 (neither is a URL there), in a JSON summary
   CHECK_FALSE( has( run( "check --edition rfc3986", "http://a/\nfoo\n" ).err, "hint:" ) );
   CHECK_FALSE( has( run( "check --edition rfc3986 --keep-comments", input ).err, "hint:" ) );
   CHECK_FALSE( has( run( "check", input ).err, "hint:" ) );
   CHECK_FALSE( has( run( "check --edition rfc3986 --summary=json", input ).err, "hint:" ) );
   // with the lines kept, they are checked: "#f" and "" conform as relative-ref
   const auto kept = run( "check --edition rfc3986 --keep-comments", input );
   CHECK( has( kept.out, "-:2: conforms  relative-ref  #f\n" ) );
   CHECK( has( kept.out, "-:3: conforms  relative-ref  \n" ) );
}

TEST_CASE( "standard input and files skip blank and # lines alike unless --keep-comments; --strip-cr", "[cli]" )
{
   const std::string input = "http://a/\r\n\n# x\nhttp://b/\n";
   // One rule: `check < f` and `check -f f` agree.
   const auto piped = run( "check --json", input );
   CHECK( lines( piped.out ).size() == 2 );
   CHECK( has( piped.err, "(2 lines skipped)" ) );
   const auto file = temp_path( "program-one-rule.txt" );
   write_file( file, input );
   const auto from_file = run( "check --json -f '" + file + "'" );
   CHECK( from_file.out == piped.out );
   CHECK( from_file.status == piped.status );
   CHECK( run( "check --json -f -", input ).out == piped.out );
   // --keep-comments: every line an input, on standard input as in files.
   const auto kept = run( "check --json --keep-comments", input );
   CHECK( lines( kept.out ).size() == 4 );
   CHECK( lines( run( "check --json --keep-comments -f '" + file + "'" ).out ) == lines( kept.out ) );
   // --skip-blank: the default, and it wins over --keep-comments.
   const auto skipping = run( "check --json --skip-blank", input );
   CHECK( skipping.out == piped.out );
   CHECK( lines( run( "check --json --skip-blank --keep-comments", input ).out ).size() == 2 );
   // A line ending in CR: said so, and how to read it.
   const auto crlf = run( "check", input );
   CHECK( has( crlf.out, "the input ends in a CR (byte 0x0D), as a line of a CRLF file does: read such a file with the CR removed from each line" ) );
   CHECK( !has( crlf.out, "write it as %0D" ) );
   CHECK( has( crlf.out, "fix-it: http://a/\n" ) );
   const auto cr = lines( run( "check --json --skip-blank", input ).out );
   CHECK( cr[ 0 ].rfind( "{\"input\":\"http://a/\\r\",\"valid\":false", 0 ) == 0 );   // a CR is part of the URL by default
   const auto stripped = run( "check --json --skip-blank --strip-cr", input );
   CHECK( stripped.status == 0 );
   CHECK( lines( stripped.out )[ 0 ].rfind( "{\"input\":\"http://a/\",\"valid\":true", 0 ) == 0 );
}

TEST_CASE( "check --quiet, --failures, --summary and its plurals", "[cli]" )
{
   const auto quiet = run( "check --quiet http://a/ http://u@a/" );
   CHECK( quiet.status == 1 );
   CHECK( quiet.out.empty() );
   CHECK( quiet.err.empty() );
   CHECK( run( "check -q http://a/" ).status == 0 );

   const auto failures = run( "check --failures --json", "http://a/\nhttp://u@a/\nnews:*\n:x\n" );
   const auto f = lines( failures.out );
   REQUIRE( f.size() == 2 );
   CHECK( f[ 0 ].rfind( "{\"input\":\"http://u@a/\"", 0 ) == 0 );
   CHECK( f[ 1 ].rfind( "{\"input\":\":x\"", 0 ) == 0 );
   CHECK( has( failures.err, "4 inputs: 2 conform, 1 valid but not conforming, 1 not a url" ) );

   CHECK( run( "check http://a/" ).err.empty() );   // one URL argument: no summary by default
   CHECK( has( run( "check http://a/ http://b/" ).err, "2 inputs: 2 conform," ) );
   CHECK( has( run( "check --summary=text http://a/" ).err, "1 input: 1 conforms, 0 valid but not conforming, 0 not a url\n" ) );
   CHECK( run( "check --summary=none http://a/ http://b/" ).err.empty() );
   const auto json = run( "check --summary=json --quiet http://a/ http://u@a/ x" );
   CHECK( json.err == "{\"inputs\":3,\"conforming\":1,\"valid_not_conforming\":1,\"not_url\":1,\"skipped\":0,"
                      "\"by_production\":{\"(not a url)\":1,\"httpurl\":1,\"otherurl\":1}}\n" );
   CHECK( run( "check --summary=yes http://a/" ).status == 2 );
}

TEST_CASE( "the readable line names the production the JSON names", "[cli]" )
{
   const auto readable = run( "check --color=never 'x-y.z+1:anything' 'http://a/'" );
   CHECK( readable.out == "conforms  otherurl  x-y.z+1:anything\nconforms  httpurl  http://a/\n" );
   CHECK( has( run( "check --json 'x-y.z+1:anything'" ).out, "\"production\":\"otherurl\"" ) );
}

TEST_CASE( "a long rejected line is shown around the caret; JSON is whole", "[cli]" )
{
   const std::string input = "http://a/" + std::string( 5u << 20, 'b' ) + " c" + std::string( 1000, 'd' ) + "\n";
   const auto r = run( "check --color=never", input );
   CHECK( r.status == 1 );
   CHECK( r.out.size() < 1000 );
   const auto out = lines( r.out );
   REQUIRE( out.size() >= 3 );
   CHECK( out[ 1 ] == "  ..." + std::string( 60, 'b' ) + " c" + std::string( 58, 'd' ) + "..." );
   CHECK( out[ 2 ].rfind( std::string( 2 + 3 + 60, ' ' ) + "^ at " + std::to_string( 9 + ( 5u << 20 ) ) + ": ", 0 ) == 0 );
   const auto json = run( "check --json", input );
   CHECK( json.out.size() > ( 5u << 20 ) );
}

TEST_CASE( "parse --decode, the effective port, --get", "[cli]" )
{
   const auto r = run( "parse --decode 'ftp://u:p%41@h/a%2Fb;type=i'" );
   CHECK( has( r.out, "  password: pA\n" ) );
   CHECK( has( r.out, "  fpath: a/b\n" ) );
   CHECK( has( r.out, "  effective port: 21\n" ) );
   CHECK( has( run( "parse 'http://h:8080/'" ).out, "  effective port: 8080\n" ) );
   CHECK( !has( run( "parse 'mailto:a@b'" ).out, "effective port" ) );
   const auto json = run( "parse --json --decode 'ftp://u%41@h/'" );
   CHECK( has( json.out, ",\"components\":{\"user\":\"u%41\",\"host\":\"h\",\"fpath\":\"\"},\"decoded\":{\"user\":\"uA\",\"host\":\"h\",\"fpath\":\"\"}}" ) );

   const auto get = run( "parse --get '{scheme} {production} {host}:{effective_port} [{user}] {{{search}}}' 'http://h/p?q' 'ftp://me@h:2121/' 'a b'" );
   CHECK( get.status == 1 );
   CHECK( get.out == "http httpurl h:80 [] {q}\nftp ftpurl h:2121 [me] {}\n" );   // a missing component is empty
   CHECK( has( get.err, "rfc1738 parse: argument 3: not a url" ) );
   CHECK( run( "parse --decode --get '{fpath}' 'ftp://h/a%20b'" ).out == "a b\n" );
   CHECK( run( "parse --get '{nope}' http://h/" ).status == 2 );
   CHECK( run( "parse --get '{host' http://h/" ).status == 2 );
   CHECK( run( "parse --get '{host}' --json http://h/" ).status == 2 );
}

TEST_CASE( "trace: standard input, --, --dot for a non-url, -o PREFIX, literal leaves, --json", "[cli]" )
{
   const auto in = run( "trace", "news:*\n" );
   CHECK( in.status == 0 );
   CHECK( in.out.rfind( "url [0,6) \"news:*\"\n", 0 ) == 0 );
   CHECK( run( "trace -- news:*" ).out == in.out );

   const auto bad = run( "trace --dot 'http://a/b c'" );
   CHECK( bad.status == 1 );
   CHECK( has( bad.out, "stop [shape=note, color=red, label=\"not a url: at 10\\nbyte 0x20 may not appear" ) );
   CHECK( has( bad.out, "  n0 -> stop [style=dashed, color=red];\n" ) );

   // The literal leaves and the childless productions cover every byte.
   const auto dot = run( "trace --dot 'ftp://u@h/a;type=i'" );
   for( const char* leaf : { "label=\"\\\"ftp://\\\"\\n[0,6)\"", "label=\"\\\"@\\\"\\n[7,8)\"", "label=\"\\\"/\\\"\\n[9,10)\"", "label=\"\\\";type=\\\"\\n[11,17)\"" } ) {
      CHECK( has( dot.out, leaf ) );
   }

   const auto prefix = temp_path( "trace-" );
   std::remove( ( prefix + "1.dot" ).c_str() );
   std::remove( ( prefix + "2.dot" ).c_str() );
   const auto files = run( "trace -o '" + prefix + "' news:* 'http://a/'" );
   CHECK( files.status == 0 );
   CHECK( files.out.empty() );
   CHECK( slurp( prefix + "1.dot" ).rfind( "digraph derivation0 {", 0 ) == 0 );
   CHECK( has( slurp( prefix + "2.dot" ), "httpurl" ) );
   CHECK( run( "trace -o /nonexistent-dir/x news:*" ).status == 2 );

   const auto json = run( "trace --json news:* ':'" );
   CHECK( json.status == 1 );
   const auto j = lines( json.out );
   REQUIRE( j.size() == 2 );
   CHECK( j[ 0 ] == "{\"input\":\"news:*\",\"valid\":true,\"tree\":{\"production\":\"url\",\"begin\":0,\"end\":6,\"text\":\"news:*\",\"children\":["
                    "{\"production\":\"newsurl\",\"begin\":0,\"end\":6,\"text\":\"news:*\",\"children\":["
                    "{\"literal\":true,\"begin\":0,\"end\":5,\"text\":\"news:\"},"
                    "{\"production\":\"grouppart\",\"begin\":5,\"end\":6,\"text\":\"*\",\"children\":[]}]}]}}" );
   CHECK( j[ 1 ].rfind( "{\"input\":\":\",\"valid\":false,\"tree\":null,\"error\":{\"offset\":0,\"production\":\"genericurl\",\"expected\":[\"scheme\"],\"message\":", 0 ) == 0 );
}

TEST_CASE( "conventions: --color alone, -V, help CMD, one line on an unknown option, NO_COLOR", "[cli]" )
{
   CHECK( has( run( "check --color http://a/" ).out, "\033[32mconforms" ) );
   CHECK( has( run( "check --color http://a/", "", "NO_COLOR=1" ).out, "\033[32mconforms" ) );   // asked for: NO_COLOR is for auto
   CHECK( has( run( "check --color=always http://a/", "", "NO_COLOR=1" ).out, "\033[32mconforms" ) );
   CHECK( !has( run( "check --color=never http://a/" ).out, "\033[" ) );
   CHECK( run( "check --color=sometimes http://a/" ).status == 2 );

   const auto v = run( "-V" );
   CHECK( v.status == 0 );
   CHECK( v.out == run( "--version" ).out );
   CHECK( v.out.rfind( "rfc1738 ", 0 ) == 0 );

   for( const char* command : { "check", "parse", "trace", "lint", "grammar" } ) {
      const auto help = run( std::string( "help " ) + command );
      CHECK( help.status == 0 );
      CHECK( help.out == run( std::string( command ) + " --help" ).out );
      CHECK( help.out.rfind( std::string( "usage: rfc1738 " ) + command, 0 ) == 0 );
   }
   CHECK( run( "help" ).out == run( "--help" ).out );
   CHECK( run( "help nothing" ).status == 2 );

   const auto unknown = run( "check --x http://a/" );
   CHECK( unknown.status == 2 );
   CHECK( unknown.out.empty() );
   CHECK( unknown.err == "rfc1738 check: unknown option '--x'\ntry 'rfc1738 check --help'\n" );
   CHECK( run( "parse --frob" ).err == "rfc1738 parse: unknown option '--frob'\ntry 'rfc1738 parse --help'\n" );
   CHECK( run( "check -f" ).status == 2 );
   CHECK( lines( run( "check -f" ).err ).size() == 2 );
   CHECK( run( "frobnicate" ).err ==
          "rfc1738: unknown command 'frobnicate'; the commands: check, parse, trace, lint, grammar, build, encode, fix, set, editions, diff-editions, suite, compare, help\n"
          "try 'rfc1738 --help'\n" );
   // One table of commands: the list above, the Commands section of --help
   // (the completion reads it) and `help COMMAND` agree.
   const auto top = run( "--help" ).out;
   for( const std::string c : { "check", "parse", "trace", "lint", "grammar", "build", "encode", "fix", "set", "editions", "diff-editions", "suite", "compare" } ) {
      CHECK( top.find( "\n  " + c + " " ) != std::string::npos );
      const auto h = run( "help " + c );
      CHECK( h.status == 0 );
      CHECK( h.out.rfind( "usage: rfc1738 " + c, 0 ) == 0 );
      CHECK( run( c + " --help" ).out == h.out );
   }
   CHECK( run( "help help" ).out == top );
   // Did you mean: the nearest command or option, when one is near.
   CHECK( run( "chekc http://a/" ).err.rfind( "rfc1738: unknown command 'chekc' (did you mean 'check'?); the commands: check, ", 0 ) == 0 );
   CHECK( run( "diff-edition" ).err.rfind( "rfc1738: unknown command 'diff-edition' (did you mean 'diff-editions'?)", 0 ) == 0 );
   CHECK( run( "help pasre" ).err.rfind( "rfc1738 help: no command 'pasre' (did you mean 'parse'?)", 0 ) == 0 );
   CHECK( run( "--verison" ).err == "rfc1738: unknown option '--verison' (did you mean '--version'?)\ntry 'rfc1738 --help'\n" );
   CHECK( run( "check --jsn http://a/" ).err == "rfc1738 check: unknown option '--jsn' (did you mean '--json'?)\ntry 'rfc1738 check --help'\n" );
   CHECK( run( "check --sumary=json http://a/" ).err.find( "(did you mean '--summary'?)" ) != std::string::npos );
   CHECK( run( "lint --sarf" ).err.find( "(did you mean '--sarif'?)" ) != std::string::npos );
   CHECK( run( "build http --hots h" ).err == "rfc1738 build: unknown option '--hots' (did you mean '--host'?)\ntry 'rfc1738 build --help'\n" );
   CHECK( run( "encode --tabel" ).err.find( "(did you mean '--table'?)" ) != std::string::npos );
   CHECK( run( "set --jsn http://h/ host=x" ).err == "rfc1738 set: unknown option '--jsn' (did you mean '--json'?)\ntry 'rfc1738 set --help'\n" );
   // build, encode, fix and set are nodes of the one CLI11 tree: "--" ends
   // the options of each (build's too), and a command's name after them is
   // an operand, not a command.
   CHECK( run( "build --host h -- http" ).out == "http://h\n" );
   CHECK( run( "build http --host h -- x" ).err == "rfc1738 build: unexpected argument 'x'\ntry 'rfc1738 build --help'\n" );
   CHECK( run( "encode user -- -x check" ).out == "-x\ncheck\n" );
   CHECK( run( "encode user -x" ).err == "rfc1738 encode: unknown option '-x'\ntry 'rfc1738 encode --help'\n" );
   CHECK( run( "set http://h/ host=parse" ).out == "http://parse/\n" );
   const auto fix_check = run( "fix -- check" );
   CHECK( fix_check.status == 1 );
   CHECK( fix_check.out == "check\n" );
   CHECK( run( "fix --strip-rc x" ).err.find( "(did you mean '--strip-cr'?)" ) != std::string::npos );
   CHECK( run( "check -x http://a/" ).err == "rfc1738 check: unknown option '-x'\ntry 'rfc1738 check --help'\n" );   // nothing near
   // ... and the nearest component or production.
   const auto component = run( "encode hsegmnt a" );
   CHECK( component.status == 2 );
   CHECK( component.err.rfind( "rfc1738 encode: 'hsegmnt' is not a component production of RFC 1738 §5 (did you mean 'hsegment'?); the components: ", 0 ) == 0 );
   CHECK( has( component.err, ", fsegment, " ) );
   CHECK( run( "grammar hostnam" ).err == "rfc1738 grammar: no production 'hostnam' in RFC 1738 §5 (did you mean 'hostname'?) ('rfc1738 grammar' lists them)\n" );
   CHECK( run( "parse --get '{hots}' http://h/" ).err.rfind( "rfc1738 parse: --get: no component '{hots}' (did you mean '{host}'?)", 0 ) == 0 );
   // A command's name after the command is an input, not a command.
   CHECK( lines( run( "check --json parse check" ).out ).size() == 2 );

   // A hint on a terminal when waiting on standard input (script gives a terminal).
   if( std::system( "command -v script > /dev/null 2>&1" ) == 0 ) {
      const auto out = temp_path( "program-tty" );
      std::system( ( "script -qec \"" + cli + " check < /dev/tty\" /dev/null < /dev/null > '" + out + "' 2>&1" ).c_str() );
      CHECK( has( slurp( out ), "rfc1738 check: reading URLs from standard input" ) );
      CHECK( !has( run( "check", "http://a/\n" ).err, "reading URLs" ) );   // not on a file
   }
   else {
      WARN( "script(1) not found: the terminal hint is not tested" );
   }
}

TEST_CASE( "grammar --forms: the URL forms and their components, as text and JSON", "[cli]" )
{
   const auto text = run( "grammar --forms" );
   CHECK( text.status == 0 );
   CHECK( text.out.rfind( "httpurl (http:), authority: hostport\n  host            host        §3.1     the host\n", 0 ) == 0 );
   CHECK( has( text.out, "fileurl (file:), authority: host\n  host            host        §3.1     the host\n"
                         "  fpath           path        §3.10    the path\n" ) );
   CHECK( has( text.out, "  fieldspec       field       §3.11    the field (repeated)\n" ) );
   CHECK( has( text.out, "otherurl (any other scheme; target genericurl), authority: login\n" ) );
   const auto json = run( "grammar --forms --json" );
   CHECK( json.status == 0 );
   CHECK( json.out.rfind( "[{\"production\":\"httpurl\",\"scheme\":\"http\",\"target\":\"httpurl\",\"authority\":\"hostport\",\"components\":"
                          "[{\"name\":\"host\",\"role\":\"host\",\"section\":\"3.1\",\"noun\":\"the host\",\"kind\":\"part\"},", 0 ) == 0 );
   CHECK( has( json.out, "{\"production\":\"otherurl\",\"scheme\":null,\"target\":\"genericurl\",\"authority\":\"login\"" ) );
   CHECK( json.out.size() > 2 );
   CHECK( json.out.substr( json.out.size() - 4 ) == "]}]\n" );
   // each form of text names as many components as its JSON holds
   std::size_t names = 0;
   for( std::size_t at = json.out.find( "\"name\":" ); at != std::string::npos; at = json.out.find( "\"name\":", at + 1 ) ) {
      ++names;
   }
   std::size_t rows = 0;
   for( const auto& l : lines( text.out ) ) {
      rows += l.rfind( "  ", 0 ) == 0 ? 1 : 0;
   }
   CHECK( names == rows );
   CHECK( names == 46 );   // 4 + 6 + 3 + 4 + 4 + 6 + 6 + 1 + 2 + 4, and 6 of otherurl
   CHECK( run( "grammar --forms host" ).status == 2 );
   CHECK( run( "grammar --forms --edition draft-03" ).status == 2 );
   CHECK( status_of( std::system( ( cli + " grammar --forms --json > /dev/full 2> /dev/null" ).c_str() ) ) == 2 );
}

TEST_CASE( "grammar --json: a production of an edition a line, as Python and the page have it", "[cli]" )
{
   // Every production (67 of RFC 1738), in the order of the listing.
   const auto all = run( "grammar --json" );
   CHECK( all.status == 0 );
   const auto objects = lines( all.out );
   CHECK( objects.size() == 67 );
   const auto listing = lines( run( "grammar" ).out );
   std::size_t at = 0;
   for( const auto& o : objects ) {
      CHECK( o.rfind( "{\"name\":\"", 0 ) == 0 );
      CHECK( o.substr( o.size() - 2 ) == "]}" );
      while( at < listing.size() && listing[ at ][ 0 ] == ' ' ) {
         ++at;   // a continuation line
      }
      REQUIRE( at < listing.size() );
      const auto name = o.substr( 9, o.find( '"', 9 ) - 9 );
      CHECK( listing[ at++ ].rfind( name + " ", 0 ) == 0 );
   }
   // What the text says, as JSON: the section that cites it, then §5; null
   // where the BNF is read as written; the users as an array.
   CHECK( run( "grammar --json port user" ).out ==
          "{\"name\":\"port\",\"bnf\":\"port           = digits\",\"section\":\"§3.1, §5\",\"file\":\"grammar/rfc1738.bnf\",\"line\":33,"
          "\"rewrite\":null,\"why\":null,\"peg\":null,\"used_by\":[\"hostport\"]}\n"
          "{\"name\":\"user\",\"bnf\":\"user           = *[ uchar | \\\";\\\" | \\\"?\\\" | \\\"&\\\" | \\\"=\\\" ]\",\"section\":\"§3.1, §5\","
          "\"file\":\"grammar/rfc1738.bnf\",\"line\":34,\"rewrite\":null,\"why\":null,\"peg\":null,\"used_by\":[\"login\"]}\n" );
   const auto label = run( "grammar --json domainlabel" ).out;
   CHECK( label.find( "\"section\":\"§3.1, §5\"" ) != std::string::npos );
   CHECK( run( "grammar --json fsegment" ).out.find( "\"section\":\"§5\"" ) != std::string::npos );   // ftpurl's and fileurl's
   CHECK( label.find( "\"rewrite\":\"label-hyphen-runs\",\"why\":\"Ordered choice: " ) != std::string::npos );
   CHECK( label.find( "\"peg\":\"domainlabel    ~ alphadigit *[ *\\\"-\\\" alphadigit ]\"" ) != std::string::npos );
   CHECK( label.find( "\"used_by\":[\"hostname\"]}" ) != std::string::npos );
   CHECK( run( "grammar --json url" ).out.find( "\"used_by\":[]}" ) != std::string::npos );
   // Another edition: the part of the published text its file transcribes.
   CHECK( run( "grammar --edition rfc3986 --json URI" ).out ==
          "{\"name\":\"URI\",\"bnf\":\"URI           = scheme \\\":\\\" hier-part [ \\\"?\\\" query ] [ \\\"#\\\" fragment ]\","
          "\"section\":\"RFC 3986 Appendix A\",\"file\":\"grammar/rfc3986.abnf\",\"line\":7,\"rewrite\":null,\"why\":null,\"peg\":null,"
          "\"used_by\":[\"URI-reference\"]}\n" );
   CHECK( lines( run( "grammar --edition draft-03 --json" ).out ).size() == 64 );
   // A name no production has: the text's error, the others written.
   const auto missing = run( "grammar --json hostnam port" );
   CHECK( missing.status == 2 );
   CHECK( missing.err == "rfc1738 grammar: no production 'hostnam' in RFC 1738 §5 (did you mean 'hostname'?) ('rfc1738 grammar' lists them)\n" );
   CHECK( missing.out.rfind( "{\"name\":\"port\",", 0 ) == 0 );
   CHECK( status_of( std::system( ( cli + " grammar --json > /dev/full 2> /dev/null" ).c_str() ) ) == 2 );
}

TEST_CASE( "write errors exit 2: a full disk, a closed pipe with SIGPIPE ignored", "[cli]" )
{
   const auto err = temp_path( "program-err" );
   CHECK( status_of( std::system( ( cli + " check http://a/ > /dev/full 2> '" + err + "'" ).c_str() ) ) == 2 );
   CHECK( has( slurp( err ), "rfc1738: error writing standard output: No space left on device" ) );
   CHECK( status_of( std::system( ( cli + " grammar > /dev/full 2> /dev/null" ).c_str() ) ) == 2 );
   CHECK( status_of( std::system( ( cli + " --help > /dev/full 2> /dev/null" ).c_str() ) ) == 2 );

   // 200,000 lines to write; the reader takes one and goes. The program must
   // stop at once: it has read only a little of its input when it stops.
   const auto in = temp_path( "program-many" );
   {
      std::ofstream many( in, std::ios::binary );
      for( int i = 0; i < 200000; ++i ) {
         many << "http://host" << i << ".example/path?query\n";
      }
   }
   const auto status = temp_path( "program-status" );
   const std::string pipeline = "bash -c \"trap '' PIPE; " + cli + " check --json --summary=json < '" + in + "' 2> '" + err + "'; echo \\$? > '" + status + "'\" | head -n 1 > /dev/null";
   std::system( pipeline.c_str() );
   CHECK( slurp( status ) == "2\n" );
   CHECK( has( slurp( err ), "rfc1738: error writing standard output: Broken pipe" ) );
   CHECK( !has( slurp( err ), "\"inputs\":200000" ) );   // stopped early: no summary of the whole input
}

TEST_CASE( "read errors exit 2 naming the file", "[cli]" )
{
   const auto missing = run( "check -f /nonexistent/urls.txt http://a/" );
   CHECK( missing.status == 2 );
   CHECK( missing.err == "rfc1738 check: cannot open '/nonexistent/urls.txt': No such file or directory\n" );
   const auto dir = run( std::string( "parse -f '" ) + RFC1738_TEST_TMP + "'" );
   CHECK( dir.status == 2 );
   CHECK( dir.err == std::string( "rfc1738 parse: error reading '" ) + RFC1738_TEST_TMP + "': Is a directory\n" );
   CHECK( run( "trace -f /nonexistent" ).status == 2 );
}

TEST_CASE( "the man page lists every command and every option of every --help", "[cli]" )
{
#ifdef RFC1738_MAN_PAGE
   const auto page = slurp( RFC1738_MAN_PAGE );
   REQUIRE( !page.empty() );
   // roff as the page writes text: "-" as \-, "\" as \e; the fonts (\fB
   // bold names, \fI italic arguments, \fR) left out of the comparison.
   const auto roff = []( const std::string& text ) {
      std::string out;
      for( const char c : text ) {
         out += c == '-' ? std::string( "\\-" ) : c == '\\' ? std::string( "\\e" ) : std::string( 1, c );
      }
      return out;
   };
   std::string plain;
   for( std::size_t i = 0; i < page.size(); ++i ) {
      if( page.compare( i, 2, "\\f" ) == 0 && i + 2 < page.size() && std::string( "BIRP" ).find( page[ i + 2 ] ) != std::string::npos ) {
         i += 2;
         continue;
      }
      plain += page[ i ];
   }
   // Every command `rfc1738 --help` lists (but help) has its section,
   // "rfc1738 COMMAND", and in it its usage, each option of its help a
   // tagged paragraph (.TP, the option, then its text), and its exit status.
   std::vector< std::string > commands;
   for( const auto& line : lines( run( "--help" ).out ) ) {
      if( line.size() > 3 && line.compare( 0, 2, "  " ) == 0 && line[ 2 ] != ' ' && line[ 2 ] != '-' ) {
         commands.push_back( line.substr( 2, line.find( ' ', 2 ) - 2 ) );
      }
   }
   CHECK( commands.size() >= 14 );
   for( const auto& command : commands ) {
      if( command == "help" ) {
         continue;
      }
      INFO( command );
      const auto at = plain.find( ".SS \"rfc1738 " + command + "\"\n" );
      REQUIRE( at != std::string::npos );
      const auto section = plain.substr( at, plain.find( "\n.SS ", at + 1 ) - at );
      const auto help = run( "help " + command ).out;
      CHECK( has( section, roff( help.substr( 7, help.find( '\n' ) - 7 ) ) ) );   // the first usage line
      std::size_t options = 0;
      for( const auto& line : lines( help ) ) {
         const auto begin = line.find_first_not_of( ' ' );
         if( begin != 2 || line.compare( 2, 1, "-" ) != 0 ) {
            continue;
         }
         const std::string option = line.substr( 2, line.find( "  ", 2 ) - 2 );
         INFO( option );
         CHECK( has( section, ".TP\n" + roff( option ) + "\n" ) );
         ++options;
      }
      CHECK( options >= 1 );
      CHECK( has( section, "Exit status:" ) );
   }
   // The options of a section are tagged paragraphs, names in bold and
   // arguments in italics; the help's indented lines are kept as written.
   CHECK( has( page, ".TP\n\\fB\\-\\-format\\fR=\\fIFORMAT\\fR\nhow each FILE is written" ) );
   CHECK( has( page, ".TP\n\\fB\\-f\\fR, \\fB\\-\\-file\\fR \\fIFILE\\fR\n" ) );
   CHECK( has( page, ".RS\n.nf\nFILE:LINE:COL: error: MESSAGE [production]\n.fi\n.RE\n" ) );
   CHECK( has( page, ".nh\n.ad l\n" ) );   // no hyphen nor stretched space inside an option's or a key's name
   // Each command of the top-level help is a tagged paragraph (.TP), its
   // name then its description: a name one space from its text is not.
   for( const char* command : { "check", "parse", "trace", "lint", "grammar", "build", "encode", "fix", "editions", "diff\\-editions", "suite", "compare", "help" } ) {
      INFO( command );
      CHECK( has( page, std::string( ".TP\n" ) + command + "\n" ) );
   }
   // SYNOPSIS: every command's usage lines; EXAMPLES: the README's, each
   // command and its output (docs.examples runs them).
   const auto synopsis = page.substr( page.find( ".SH SYNOPSIS" ), page.find( ".SH DESCRIPTION" ) - page.find( ".SH SYNOPSIS" ) );
   for( const char* usage : { "rfc1738 check [OPTIONS] [URL...]", "rfc1738 lint [OPTIONS] [FILE...]", "rfc1738 set [OPTIONS] \\-f FILE NAME=VALUE...",
                              "rfc1738 compare [\\-\\-json | \\-\\-markdown] [\\-\\-groups N] [FILE]",
                              "rfc1738 compare \\-\\-editions E,... [\\-\\-per\\-input OUT] [\\-\\-json | \\-\\-markdown]" } ) {
      INFO( usage );
      CHECK( has( synopsis, usage ) );
   }
   REQUIRE( page.find( ".SH EXAMPLES" ) != std::string::npos );
   const auto examples = page.substr( page.find( ".SH EXAMPLES" ) );
   for( const char* example : { "$ rfc1738 check \\-\\-json \\-\\-summary=none 'http://host/p?q' 'http://user@host/'", "$ rfc1738 encode hsegment 'a/b?c'\na%2Fb%3Fc\n",
                                "$ rfc1738 fix 'HTTP://h/a b' 2>/dev/null\nhttp://h/a%20b\n" } ) {
      INFO( example );
      CHECK( has( examples, example ) );
   }
   CHECK( has( page, "NO_COLOR" ) );
   CHECK( has( page, "RFC 1738 §5" ) );   // UTF-8 kept, not "??"
   CHECK( !has( page, "??" ) );
#else
   WARN( "help2man not found: no man page built, not tested" );
#endif
}

TEST_CASE( "bash completion: commands, options, values, productions", "[cli]" )
{
   const auto complete = [ & ]( const std::string& words, int cword ) {
      const auto out = temp_path( "program-completion" );
      const std::string script = "PATH='" + std::string( RFC1738_CLI ).substr( 0, std::string( RFC1738_CLI ).rfind( '/' ) ) + "':$PATH; source '" +
                                 RFC1738_COMPLETION + "'; COMP_WORDS=(" + words + "); COMP_CWORD=" + std::to_string( cword ) + "; _rfc1738; echo ${COMPREPLY[@]}";
      write_file( temp_path( "program-completion.sh" ), script );
      std::system( ( "bash '" + temp_path( "program-completion.sh" ) + "' > '" + out + "'" ).c_str() );
      return slurp( out );
   };
   CHECK( complete( "rfc1738 ''", 1 ) == "check parse trace lint grammar build encode fix set editions diff-editions suite compare help --help --version -V\n" );
   CHECK( complete( "rfc1738 diff-editions --against ''", 3 ) == "rfc1738 draft-03 draft-03-literal rfc1808 rfc2396 rfc2732 rfc3986 rfc6874\n" );
   CHECK( complete( "rfc1738 check --edition rfc2", 3 ) == "rfc2396 rfc2732\n" );
   CHECK( complete( "rfc1738 check --edition d", 3 ) == "draft-03 draft-03-literal\n" );
   CHECK( complete( "rfc1738 tr", 1 ) == "trace\n" );
   CHECK( complete( "rfc1738 check --fa", 2 ) == "--failures\n" );
   // --summary's values, the command's: lint has no json summary.
   CHECK( complete( "rfc1738 check --summary ''", 3 ) == "json text none\n" );
   CHECK( complete( "rfc1738 lint --summary ''", 3 ) == "text none\n" );
   CHECK( complete( "rfc1738 lint --summary=n", 2 ) == "none\n" );
   CHECK( complete( "rfc1738 check --jo", 2 ) == "--jobs\n" );
   const auto processors = complete( "rfc1738 check -j ''", 3 );   // nproc
   CHECK( std::atoi( processors.c_str() ) >= 1 );
   CHECK( processors.find_first_not_of( "0123456789\n" ) == std::string::npos );
   CHECK( complete( "rfc1738 check --summary=", 2 ) == "json text none\n" );
   CHECK( complete( "rfc1738 parse --g", 2 ) == "--get\n" );
   CHECK( complete( "rfc1738 trace --d", 2 ) == "--dot --depth\n" );
   CHECK( complete( "rfc1738 grammar ip-", 2 ) == "ip-schemepart\n" );
   CHECK( complete( "rfc1738 grammar --f", 2 ) == "--forms\n" );
   CHECK( complete( "rfc1738 help gr", 2 ) == "grammar\n" );
   CHECK( complete( "rfc1738 suite --size ''", 3 ) == "small full\n" );
   CHECK( complete( "rfc1738 suite --production ip-", 3 ) == "ip-schemepart\n" );
   CHECK( complete( "rfc1738 suite --cov", 2 ) == "--coverage\n" );
   CHECK( complete( "rfc1738 compare --m", 2 ) == "--markdown\n" );
   // The options come from each command's help (the command table), build,
   // encode and fix included, and the commands after help from --help.
   CHECK( complete( "rfc1738 build --gopher", 2 ) == "--gopher-plus\n" );   // named inside another option's line
   CHECK( complete( "rfc1738 build --pa", 2 ) == "--password --path --part\n" );
   CHECK( complete( "rfc1738 encode --t", 2 ) == "--table\n" );
   CHECK( complete( "rfc1738 fix --k", 2 ) == "--keep-comments\n" );
   CHECK( complete( "rfc1738 set --u", 2 ) == "--unset\n" );
   CHECK( complete( "rfc1738 check --col", 2 ) == "--color --color=\n" );
   CHECK( complete( "rfc1738 check --s", 2 ) == "--summary= --skip-blank --strip-cr\n" );
   CHECK( complete( "rfc1738 help e", 2 ) == "encode editions\n" );
}

TEST_CASE( "help: the commands' summaries begin in one column", "[cli][help]" )
{
   const auto r = run_program( "help-columns", "help" );
   CHECK( r.status == 0 );
   const auto all = lines( r.out );
   auto at = std::find( all.begin(), all.end(), "Commands:" );
   REQUIRE( at != all.end() );
   std::size_t column = 0, commands = 0;
   for( ++at; at != all.end() && !at->empty(); ++at ) {
      const bool named = at->size() > 2 && ( *at )[ 2 ] != ' ';   // "  NAME  summary", else a summary's next line
      const auto begins = at->find_first_not_of( ' ', named ? at->find( ' ', 2 ) : 0 );
      INFO( *at );
      if( column == 0 ) {
         column = begins;
      }
      CHECK( begins == column );
      CHECK( at->size() <= 80 );
      commands += named ? 1 : 0;
   }
   CHECK( commands >= 14 );   // diff-editions, the longest name, among them
   CHECK( r.out.find( "  diff-editions  the exact differences" ) != std::string::npos );
}

// SPDX-License-Identifier: BSL-1.0
// rfc1738 lint: the URLs of documents, reported in the GNU format at their
// place in the file, as JSON, and as SARIF 2.1.0 (validated against the
// schema); exit statuses; the RFC's own text.
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <utility>
#include <vector>

#include "run_program.hpp"

namespace {

using namespace rfc1738::test;

const std::string data = std::string( RFC1738_SOURCE_DIR ) + "/tests/data/";
const std::string rfc = data + "rfc1738-with-erratum-5118.txt";

// Runs `rfc1738 <args>` with `input` on standard input.
run_result run( const std::string& args, const std::string& input = "" )
{
   return run_program( "lint", args, input );
}

const std::string document =
   "Mail from 1994:\n"
   "the gopher server is at <URL:gopher://gopher.micro.umn.edu/1-\n"
   "  Information%20About%20Gopher> and the\n"
   "old one at <URL:http://user@info.cern.ch/hyper\n"
   "  text/WWW/Addressing/URL/Overview.html>.\n"
   "See also http://h/a b, (ftp://ftp.x.org:21x/pub) and \"news:comp.infosystems.www\".\n";

}  // namespace

TEST_CASE( "lint: FILE:LINE:COL: error: at the failing byte in the file, the URL and a caret", "[cli][lint]" )
{
   const auto path = temp_path( "lint-document.txt" );
   write_file( path, document );
   const auto r = run( "lint --summary=none '" + path + "'" );
   CHECK( r.status == 1 );
   CHECK( r.err.empty() );
   CHECK( r.out == path + ":2:61: warning: a line break follows this \"-\": it may or may not belong to the URL (RFC 1738 Appendix); kept [hyphen-at-line-break]\n" +
                      path + ":4:28: error: http URLs carry no user name or password (RFC 1738 §3.1, §3.3) [httpurl]\n"
                             "  http://user@info.cern.ch/hypertext/WWW/Addressing/URL/Overview.html\n"
                             "             ^\n" +
                      path + ":6:44: error: \"21x\" is not a port: a port is decimal digits (RFC 1738 §3.1); read as a user and a password, \"ftp.x.org:21x\" must be followed by \"@\" and a host [login]\n"
                             "  ftp://ftp.x.org:21x/pub\n"
                             "                     ^\n" );
   // Line 4, column 28 is the "@" in the file; line 2, column 61 the "-".
   const auto text = lines( document );
   CHECK( text[ 3 ][ 27 ] == '@' );
   CHECK( text[ 1 ][ 60 ] == '-' );
   // Standard input is "-"; a URL broken across lines there is rejoined.
   const auto in = run( "lint", "x <URL:http://h/a\n  b c/d> y <URL:http://h:8o/>\n" );
   CHECK( in.status == 1 );
   CHECK( in.out == "-:2:27: error: \"o\" cannot continue the port: a port is decimal digits (RFC 1738 §3.1) [httpurl]\n"
                    "  http://h:8o/\n"
                    "            ^\n" );
   CHECK( run( "lint -", "x <URL:http://h/a\n  b c/d>\n" ).status == 0 );
}

TEST_CASE( "lint: exit status 0, 1, 2", "[cli][lint]" )
{
   CHECK( run( "lint", "no URL here\n" ).status == 0 );
   CHECK( run( "lint", "" ).status == 0 );
   CHECK( run( "lint", "<URL:ftp://h/f>\n" ).status == 0 );
   CHECK( run( "lint", "<URL:ftp://h/f b#x>\n" ).status == 1 );
   const auto missing = run( "lint /nonexistent/doc.txt" );
   CHECK( missing.status == 2 );
   CHECK( missing.err == "rfc1738 lint: cannot open '/nonexistent/doc.txt': No such file or directory\n" );
   const auto dir = run( std::string( "lint '" ) + RFC1738_TEST_TMP + "'" );
   CHECK( dir.status == 2 );
   CHECK( dir.err == std::string( "rfc1738 lint: cannot read '" ) + RFC1738_TEST_TMP + "': Is a directory; lint reads files: name them (rfc1738 lint " + RFC1738_TEST_TMP +
                        "/*.md, or find " + RFC1738_TEST_TMP + " -name '*.md' -exec rfc1738 lint {} +)\n" );
   const auto both = run( "lint --json --sarif" );
   CHECK( both.status == 2 );
   CHECK( both.err == "rfc1738 lint: --json and --sarif exclude each other\ntry 'rfc1738 lint --help'\n" );
   const auto unknown = run( "lint --frobnicate" );
   CHECK( unknown.status == 2 );
   CHECK( unknown.err == "rfc1738 lint: unknown option '--frobnicate'\ntry 'rfc1738 lint --help'\n" );
   // After "--" a name starting with "-" is a file.
   CHECK( run( "lint -- -no-such-file" ).status == 2 );
   // An unreadable file does not stop lint: the files after it are read,
   // and the exit status is 2 at the end.
   const auto good = temp_path( "lint-after-missing.txt" );
   write_file( good, "see <URL:http://h/%zz>\n" );
   const auto after = run( "lint --summary=none /nonexistent/doc.txt '" + good + "'" );
   CHECK( after.status == 2 );
   CHECK( after.err == "rfc1738 lint: cannot open '/nonexistent/doc.txt': No such file or directory\n" );
   CHECK( has( after.out, good + ":1:20: error: " ) );
   const auto json = run( "lint --json '" + good + "' /nonexistent/doc.txt '" + good + "'" );
   CHECK( json.status == 2 );
   CHECK( lines( json.out ).size() == 2 );
   // An unreadable file does not stop the others: they are linted, and the status is 2 at the end.
   const auto rest = run( "lint --summary=none /nonexistent/doc.txt -", "<URL:http://h/a^b>\n" );
   CHECK( rest.status == 2 );
   CHECK( has( rest.out, "-:1:16: error: " ) );
   CHECK( rest.err == "rfc1738 lint: cannot open '/nonexistent/doc.txt': No such file or directory\n" );
}

TEST_CASE( "lint: modes: --only-wrapped, --ignore-scheme-case", "[cli][lint]" )
{
   const std::string text = "HTTP://h/ and <URL:HTTP://h/>\n";
   const auto strict = run( "lint --json", text );
   CHECK( strict.status == 1 );
   CHECK( lines( strict.out ).size() == 2 );
   CHECK( run( "lint --ignore-scheme-case", text ).status == 0 );
   const auto wrapped = run( "lint --json --only-wrapped", text );
   REQUIRE( lines( wrapped.out ).size() == 1 );
   CHECK( has( wrapped.out, "\"delimiter\":\"url_wrapped\"" ) );
   CHECK( has( wrapped.out, "\"line\":1,\"column\":15," ) );
}

TEST_CASE( "lint --json: one object per URL, with check --json's object", "[cli][lint]" )
{
   const auto r = run( "lint --json", "see <URL:http://user@h/>,\n \"ftp://h/f\" and\tnews:*.\n" );
   CHECK( r.status == 1 );
   const auto objects = lines( r.out );
   REQUIRE( objects.size() == 3 );
   const auto check = []( const std::string& url ) {
      auto out = run( "check --json '" + url + "'" ).out;
      out.pop_back();   // the newline
      return out;
   };
   CHECK( objects[ 0 ] == "{\"file\":\"-\",\"line\":1,\"column\":5,\"begin\":4,\"end\":24,\"delimiter\":\"url_wrapped\",\"check\":" + check( "http://user@h/" ) +
                             ",\"error_line\":1,\"error_column\":21,\"extract_warnings\":[]}" );
   CHECK( objects[ 1 ] == "{\"file\":\"-\",\"line\":2,\"column\":2,\"begin\":27,\"end\":38,\"delimiter\":\"quote\",\"check\":" + check( "ftp://h/f" ) +
                             ",\"extract_warnings\":[]}" );
   CHECK( objects[ 2 ] == "{\"file\":\"-\",\"line\":2,\"column\":18,\"begin\":43,\"end\":49,\"delimiter\":\"bare\",\"check\":" + check( "news:*" ) +
                             ",\"extract_warnings\":[]}" );
}

TEST_CASE( "lint on RFC 1738 itself: every URL, the 30 <URL:...> and their one failure", "[cli][lint][rfc]" )
{
   const auto all = run( "lint --json '" + rfc + "'" );
   CHECK( all.status == 1 );
   const auto objects = lines( all.out );
   CHECK( objects.size() == 53 );
   std::size_t conforming = 0;
   for( const auto& o : objects ) {
      conforming += has( o, "\"conforms\":true" ) ? 1 : 0;
   }
   CHECK( conforming == 29 );
   const auto wrapped = run( "lint --only-wrapped '" + rfc + "'" );
   CHECK( wrapped.status == 1 );
   CHECK( wrapped.out == rfc + ":860:6326: error: \"#\" begins a fragment identifier, which is not part of a URL (RFC 1738 §2.2); the URL ends before it: remove it [httpurl]\n"
                               "  http://ds.internic.net/instructions/overview.html#WARNING\n"
                               "                                                   ^\n"
                               "  hint: --fragment=split checks the URL before the \"#\" and reports the fragment apart (RFC 1738 §2.2)\n" );
   CHECK( lines( run( "lint --json --only-wrapped '" + rfc + "'" ).out ).size() == 30 );
   // The draft has its URLs in angle brackets and no "<URL:".
   const auto draft = run( "lint --only-wrapped --json '" + data + "draft-ietf-uri-url-03.txt'" );
   CHECK( draft.status == 0 );
   CHECK( draft.out.empty() );
}

TEST_CASE( "lint --sarif: one SARIF 2.1.0 log, valid against the schema", "[cli][lint][sarif]" )
{
   const auto validate = []( const std::string& log ) {
      const auto path = temp_path( "lint.sarif" );
      write_file( path, log );
      const std::string command = "/usr/bin/python3 '" + std::string( RFC1738_SOURCE_DIR ) + "/tests/cli/validate_sarif.py' '" + data + "sarif-schema-2.1.0.json' '" + path + "'";
      return status_of( std::system( command.c_str() ) );
   };
   const auto r = run( "lint --sarif '" + rfc + "' -", document );
   CHECK( r.status == 1 );
   CHECK( validate( r.out ) == 0 );
   CHECK( has( r.out, "\"version\":\"2.1.0\"" ) );
   CHECK( has( r.out, "{\"ruleId\":\"httpurl\",\"level\":\"error\",\"message\":{\"text\":\"\\\"#\\\" begins a fragment identifier" ) );
   CHECK( has( r.out, "\"region\":{\"startLine\":860,\"startColumn\":6326," ) );
   CHECK( has( r.out, "{\"ruleId\":\"hyphen-at-line-break\",\"level\":\"warning\"" ) );
   // Standard input is a named artifact, not "-"; the absolute file a file: URI.
   CHECK( !has( r.out, "\"uri\":\"-\"" ) );
   CHECK( has( r.out, "\"artifactLocation\":{\"description\":{\"text\":\"standard input\"},\"index\":1}" ) );
   CHECK( has( r.out, "\"artifactLocation\":{\"uri\":\"file://" + rfc + "\",\"index\":0}" ) );
   CHECK( has( r.out, "\"invocations\":[{\"executionSuccessful\":true,\"exitCode\":1,\"toolExecutionNotifications\":[]}]" ) );
   // The rule's help names the section of the production it stops in:
   // waisdoc's and fieldspec's are their schemes' (the BNF's groups).
   CHECK( has( run( "lint --sarif", "wais://h/d/t x\n" ).out, "inside waisdoc, which RFC 1738 §3.9 defines" ) );
   CHECK( has( run( "lint --sarif", "prospero://h/a;x\n" ).out, "inside fieldspec, which RFC 1738 §3.11 defines" ) );
   // Nothing to report: still a log, with no results.
   const auto clean = run( "lint --sarif", "<URL:ftp://h/f>\n" );
   CHECK( clean.status == 0 );
   CHECK( validate( clean.out ) == 0 );
   CHECK( has( clean.out, "\"results\":[]" ) );
   // The validator can fail: a log without its version is refused, and so
   // is one that breaks the contract of validate_sarif.py (columns counted in
   // code points, a rule without its helpUri).
   std::string broken = r.out;
   broken.replace( broken.find( "\"version\":\"2.1.0\"," ), 18, "" );
   CHECK( validate( broken ) == 1 );
   std::string columns = r.out;
   columns.replace( columns.find( "utf16CodeUnits" ), 14, "unicodeCodePoints" );
   CHECK( validate( columns ) == 1 );
   std::string help = r.out;
   help.replace( help.find( "\"helpUri\":" ), 10, "\"helpURI\":" );
   CHECK( validate( help ) == 1 );
}

namespace {

int validate_log( const std::string& log )
{
   const auto path = temp_path( "lint-contract.sarif" );
   write_file( path, log );
   const std::string command = "/usr/bin/python3 '" + std::string( RFC1738_SOURCE_DIR ) + "/tests/cli/validate_sarif.py' '" + data + "sarif-schema-2.1.0.json' '" + path + "'";
   return status_of( std::system( command.c_str() ) );
}

}  // namespace

TEST_CASE( "lint --sarif: columns in UTF-16 code units, as the log declares", "[cli][lint][sarif]" )
{
   // Each line has a "^" (an error) after text of known width: bytes,
   // code points and UTF-16 code units differ. An ill-formed sequence is
   // one U+FFFD per maximal subpart (Unicode §3.9).
   const std::string doc = "a http://h/a^b\n"                       // ASCII: column 13
                           "\xc3\xa9 http://h/a^b\n"                // é: 2 bytes, 1 unit: 13
                           "\xe2\x80\x94 http://h/a^b\n"            // —: 3 bytes, 1 unit: 13
                           "\xf0\x9f\x98\x80 http://h/a^b\n"        // 😀: 4 bytes, 2 units: 14
                           "\xff\xe2\x82 http://h/a^b\n"            // two ill-formed subparts: 2 units: 14
                           "\xf0\x9f\x98 \xed\xa0\x80 http://h/a^b\n"  // a truncated 4-byte sequence (1), an encoded surrogate (3): 5 units: 17
                           "\t\xc3\xa9\xc3\xa9 http://h/a^b\n";       // a tab is one unit: 15
   write_file( temp_path( "columns.txt" ), doc );
   const auto r = run( "lint --sarif '" + temp_path( "columns.txt" ) + "'" );
   CHECK( r.status == 1 );
   CHECK( validate_log( r.out ) == 0 );
   CHECK( has( r.out, "\"columnKind\":\"utf16CodeUnits\"" ) );
   const std::size_t expected[][ 2 ] = { { 1, 13 }, { 2, 13 }, { 3, 13 }, { 4, 14 }, { 5, 14 }, { 6, 17 }, { 7, 15 } };
   for( const auto& e : expected ) {
      INFO( "line " << e[ 0 ] );
      CHECK( has( r.out, "\"region\":{\"startLine\":" + std::to_string( e[ 0 ] ) + ",\"startColumn\":" + std::to_string( e[ 1 ] ) + "," ) );
   }
   // The GNU form still counts bytes (its column is documented as such).
   CHECK( has( run( "lint '" + temp_path( "columns.txt" ) + "'" ).out, ":4:16: error: " ) );
}

TEST_CASE( "lint --sarif: relative names against %SRCROOT%, absolute ones as file: URIs", "[cli][lint][sarif]" )
{
   std::system( ( "mkdir -p '" + temp_path( "sarif-dir" ) + "'" ).c_str() );
   write_file( temp_path( "sarif-dir/a b.txt" ), "<URL:http://h/a^b>\n" );
   const auto r = run_program( "lint", "lint --sarif './a b.txt' '" + temp_path( "sarif-dir/a b.txt" ) + "'", "", "cd '" + temp_path( "sarif-dir" ) + "' &&" );
   CHECK( r.status == 1 );
   CHECK( validate_log( r.out ) == 0 );
   CHECK( has( r.out, "\"originalUriBaseIds\":{\"%SRCROOT%\":{\"uri\":\"file://" + temp_path( "sarif-dir" ) + "/\"}}" ) );
   CHECK( has( r.out, "\"artifactLocation\":{\"uri\":\"a%20b.txt\",\"uriBaseId\":\"%SRCROOT%\",\"index\":0}" ) );
   CHECK( has( r.out, "\"artifactLocation\":{\"uri\":\"file://" + temp_path( "sarif-dir" ) + "/a%20b.txt\",\"index\":1}" ) );
}

TEST_CASE( "lint --sarif: an unreadable file is a notification, and the log is written", "[cli][lint][sarif]" )
{
   const auto r = run( "lint --sarif --summary=none /nonexistent/doc.txt -", "<URL:http://h/a^b>\n" );
   CHECK( r.status == 2 );
   CHECK( validate_log( r.out ) == 0 );
   CHECK( r.err == "rfc1738 lint: cannot open '/nonexistent/doc.txt': No such file or directory\n" );
   CHECK( has( r.out, "\"invocations\":[{\"executionSuccessful\":false,\"exitCode\":2,\"toolExecutionNotifications\":[{\"level\":\"error\",\"message\":{\"text\":\"cannot open '/nonexistent/doc.txt': No such file or directory\"},"
                    "\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"file:///nonexistent/doc.txt\",\"index\":0}}}]}]}]" ) );
   CHECK( has( r.out, "{\"ruleId\":\"httpurl\",\"level\":\"error\"" ) );   // standard input was linted all the same
   // A directory: read fails; still a log.
   const auto dir = run( std::string( "lint --sarif '" ) + RFC1738_TEST_TMP + "'" );
   CHECK( dir.status == 2 );
   CHECK( validate_log( dir.out ) == 0 );
   CHECK( has( dir.out, "cannot read" ) );
}

TEST_CASE( "lint --sarif: every rule has help and a helpUri to its RFC section", "[cli][lint][sarif]" )
{
   const auto r = run( "lint --sarif", "<URL:http://h/a^b> <URL:ftp://h/a;type=x> <URL:telnet://h:25/%0d> <URL:ftp://u:p@h/> <URL:http://h/%41>\n"
                                       "<URL:gopher://h/1a-\n  b> <URL:news:a b> <URL:prospero://h/p;a> <URL:http://h:8o/>\n" );
   CHECK( r.status == 1 );
   CHECK( validate_log( r.out ) == 0 );
   const std::pair< const char*, const char* > rules[] = {
      { "httpurl", "#section-3.3" },   { "ftpurl", "#section-3.2" }, { "encoded-control", "#section-6" }, { "password", "#section-6" },
      { "unneeded-escape", "#section-2.2" }, { "hyphen-at-line-break", "#page-22" }, { "port-not-default", "#section-6" },
   };
   for( const auto& [ id, anchor ] : rules ) {
      INFO( id );
      const auto at = r.out.find( std::string( "{\"id\":\"" ) + id + "\"" );
      REQUIRE( at != std::string::npos );
      const auto end = r.out.find( "\"defaultConfiguration\"", at );
      const std::string rule = r.out.substr( at, end - at );
      CHECK( has( rule, "\"help\":{\"text\":\"" ) );
      CHECK( has( rule, std::string( "\"helpUri\":\"https://www.rfc-editor.org/rfc/rfc1738" ) + anchor + "\"" ) );
   }
}

TEST_CASE( "lint: help, man page, completion", "[cli][lint]" )
{
   const auto help = run( "lint --help" );
   CHECK( help.status == 0 );
   CHECK( has( help.out, "usage: rfc1738 lint [OPTIONS] [FILE...]" ) );
   CHECK( run( "help lint" ).out == help.out );
   CHECK( has( run( "--help" ).out, "  lint     " ) );
#ifdef RFC1738_MAN_PAGE
   const auto page = slurp( RFC1738_MAN_PAGE );
   CHECK( has( page, ".SS \"rfc1738 lint\"" ) );
   for( const char* option : { "\\-\\-sarif", "\\-\\-only\\-wrapped", "\\-\\-json", "\\-\\-ignore\\-scheme\\-case", "\\-\\-format" } ) {
      CHECK( has( page, option ) );
   }
#endif
   const auto out = temp_path( "lint-completion" );
   // The completion reads the options from the program's help (on PATH).
   const std::string script = "PATH='" + std::string( RFC1738_CLI ).substr( 0, std::string( RFC1738_CLI ).rfind( '/' ) ) + "':$PATH; source '" + std::string( RFC1738_SOURCE_DIR ) +
                              "/tools/rfc1738/completion.bash'; COMP_WORDS=(rfc1738 lint --s); COMP_CWORD=2; _rfc1738; echo ${COMPREPLY[@]}";
   write_file( temp_path( "lint-completion.sh" ), script );
   std::system( ( "bash '" + temp_path( "lint-completion.sh" ) + "' > '" + out + "'" ).c_str() );
   CHECK( slurp( out ) == "--sarif --summary=\n" );
}

TEST_CASE( "lint --format: auto from the extension, standard input text, each format named", "[cli][lint][format]" )
{
   const std::string md = "[a](http://h/a#x)] `http://h/b` std::vector\n";
   for( const char* name : { "doc.md", "doc.MARKDOWN" } ) {
      write_file( temp_path( name ), md );
   }
   write_file( temp_path( "doc.txt" ), md );
   // Markdown: the destination (its fragment fails), nothing else.
   const auto m = run( "lint '" + temp_path( "doc.md" ) + "'" );
   CHECK( m.status == 1 );
   CHECK( m.out == temp_path( "doc.md" ) + ":1:15: error: \"#\" begins a fragment identifier, which is not part of a URL (RFC 1738 §2.2); the URL ends before it: remove it [httpurl]\n"
                                            "  http://h/a#x\n"
                                            "            ^\n"
                                            "  hint: --fragment=split checks the URL before the \"#\" and reports the fragment apart (RFC 1738 §2.2)\n" );
   CHECK( run( "lint '" + temp_path( "doc.MARKDOWN" ) + "'" ).out == m.out.substr( 0, 0 ) + temp_path( "doc.MARKDOWN" ) + m.out.substr( temp_path( "doc.md" ).size() ) );
   // Text: the Appendix's rules, the markup taken in.
   const auto t = run( "lint --json '" + temp_path( "doc.txt" ) + "'" );
   CHECK( has( t.out, "\"input\":\"http://h/a#x)]\"" ) );
   CHECK( has( t.out, "\"input\":\"http://h/b`\"" ) );
   CHECK( has( t.out, "\"input\":\"std::vector\"" ) );
   CHECK( run( "lint --format=text --json '" + temp_path( "doc.md" ) + "'" ).out == [ & ] {
      std::string o = t.out;
      for( std::size_t at = o.find( "doc.txt" ); at != std::string::npos; at = o.find( "doc.txt", at ) ) {
         o.replace( at, 7, "doc.md" );
      }
      return o;
   }() );
   // --format=markdown on a .txt file, and on standard input (text unless told).
   CHECK( run( "lint --format=markdown '" + temp_path( "doc.txt" ) + "'" ).out.find( ":1:15: error:" ) != std::string::npos );
   CHECK( has( run( "lint --json", md ).out, "\"input\":\"http://h/a#x)]\"" ) );
   const auto in = run( "lint --format=markdown --json", md );
   CHECK( has( in.out, "\"delimiter\":\"link\"" ) );
   CHECK( has( in.out, "\"file\":\"-\",\"line\":1,\"column\":5," ) );
   CHECK( !has( in.out, "std::vector" ) );
   // HTML: attributes decoded, at their place in the file; CSS never read.
   write_file( temp_path( "page.html" ), "<p style=\"color:#fff\">x <a href=\"http://h/?a&amp;b#c\">y</a></p>\n" );
   const auto h = run( "lint --json '" + temp_path( "page.html" ) + "'" );
   CHECK( h.status == 1 );
   CHECK( has( h.out, "\"line\":1,\"column\":34,\"begin\":33,\"end\":52,\"delimiter\":\"attribute\"" ) );
   CHECK( has( h.out, "\"input\":\"http://h/?a&b#c\"" ) );
   CHECK( has( h.out, "\"error_line\":1,\"error_column\":51" ) );   // the "#" in the file, after "&amp;"
   CHECK( !has( h.out, "color" ) );
   CHECK( !has( run( "lint --format=html --json", "<b style=\"color:#fff\">x</b>" ).out, "color" ) );
   CHECK( has( run( "lint --json", "<b style=\"color:#fff\">x</b>" ).out, "\"input\":\"color:#fff\"" ) );
   // An unknown format is a usage error.
   const auto bad = run( "lint --format=rst '" + temp_path( "doc.md" ) + "'" );
   CHECK( bad.status == 2 );
   CHECK( bad.out.empty() );
   // A directory among the documents: reported, the others read, status 2.
   const auto dir = run( "lint '" + std::string( RFC1738_TEST_TMP ) + "' '" + temp_path( "doc.md" ) + "'" );
   CHECK( dir.status == 2 );
   CHECK( has( dir.err, "rfc1738 lint: cannot read" ) );
   CHECK( has( dir.out, ":1:15: error:" ) );
   // SARIF counts the document's columns in UTF-16 code units, as for text:
   // the "#" is byte 19 (column 20), after 17 units (the emoji is two).
   write_file( temp_path( "wide.md" ), "\xf0\x9f\x98\x80 [a](http://h/a#x)\n" );
   const auto s = run( "lint --sarif '" + temp_path( "wide.md" ) + "'" );
   CHECK( validate_log( s.out ) == 0 );
   CHECK( has( s.out, "\"region\":{\"startLine\":1,\"startColumn\":18,\"byteOffset\":19}" ) );
   CHECK( has( run( "lint '" + temp_path( "wide.md" ) + "'" ).out, ":1:20: error:" ) );
}

TEST_CASE( "lint: the summary on standard error, per file and per cause, and the option for fragments", "[cli][lint][summary]" )
{
   const auto a = temp_path( "lint-summary-a.txt" );
   const auto b = temp_path( "lint-summary-b.txt" );
   const auto c = temp_path( "lint-summary-c.txt" );
   write_file( a, "<URL:http://h/a#x> <URL:http://h/b#y> <URL:http://u@h/>\n" );
   write_file( b, "<URL:ftp://h/> <URL:http://h:25/>\n" );
   write_file( c, "nothing here\n" );
   const auto r = run( "lint '" + a + "' '" + b + "' '" + c + "'" );
   CHECK( r.status == 1 );
   CHECK( r.err == "rfc1738 lint: 5 URLs in 3 documents: 3 errors, 1 warning\n"
                   "  " + a + ": 3 errors, 0 warnings\n"
                   "  " + b + ": 0 errors, 1 warning\n"
                   "  errors by cause: 2 \"#\" fragment, 1 in httpurl\n"
                   "  warnings by cause: 1 port-not-default\n"
                   "  2 of the errors are \"#\" fragments, which are not part of a URL (RFC 1738 §2.2): --fragment=split checks each URL before its \"#\" and "
                   "reports the fragment apart\n" );
   // The same counts with -j, and with --json (the summary is not output).
   CHECK( run( "lint -j 2 '" + a + "' '" + b + "' '" + c + "'" ).err == r.err );
   CHECK( run( "lint --json '" + a + "' '" + b + "' '" + c + "'" ).err == r.err );
   // With --fragment=split the fragments are set aside: nothing points at it.
   const auto split = run( "lint --fragment=split '" + a + "'" );
   CHECK( split.err == "rfc1738 lint: 3 URLs in 1 document: 1 error, 0 warnings\n  errors by cause: 1 in httpurl\n" );
   CHECK( run( "lint --summary=none '" + a + "'" ).err.empty() );
   CHECK( run( "lint --summary=json '" + a + "'" ).status == 2 );
}

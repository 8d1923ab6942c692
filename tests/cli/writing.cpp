// SPDX-License-Identifier: BSL-1.0
// rfc1738 build, encode, fix and the fix-it of check, run as a user runs
// them; docs/characters.md is what `rfc1738 encode --table --against` prints,
// and its comparison covers every character of the web table it reads.
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>

#include "run_program.hpp"

using rfc1738::test::lines;
using rfc1738::test::run_program;
using rfc1738::test::slurp;

TEST_CASE( "rfc1738 build: options, JSON, and the part that cannot be written", "[cli][build]" )
{
   auto r = run_program( "w-build1", "build ftp --user me --host host.dom --path 'etc/mo td' --type i" );
   CHECK( r.status == 0 );
   CHECK( r.out == "ftp://me@host.dom/etc/mo%20td;type=i\n" );
   r = run_program( "w-build2", "build gopher --host h --gtype 1 --selector a/b --search 'x y'" );
   CHECK( r.out == "gopher://h/1a/b%09x%20y\n" );
   r = run_program( "w-build3", "build prospero --host host.dom --path /pros/name --field a=b" );
   CHECK( r.out == "prospero://host.dom//pros/name;a=b\n" );
   r = run_program( "w-build4", "build --json", R"({"scheme":"news","grouppart":"a b\u00e9@host.dom"})" );
   CHECK( r.status == 0 );
   CHECK( r.out == "news:a%20b%E9@host.dom\n" );
   r = run_program( "w-build5", "build --json", R"({"scheme":"http","host":"h","segments":["a/b",""],"search":"q"})" );
   CHECK( r.out == "http://h/a%2Fb/?q\n" );
   r = run_program( "w-build6", "build http --user me --host h" );
   CHECK( r.status == 1 );
   CHECK( r.out.empty() );
   CHECK( r.err.find( "rfc1738 build: user: " ) == 0 );
   CHECK( r.err.find( "§3.3" ) != std::string::npos );
   r = run_program( "w-build7", "build http --host h --port 123456" );
   CHECK( r.status == 0 );
   CHECK( r.out == "http://h:123456\n" );
   CHECK( r.err.find( "rfc1738 build: warning: port 123456 is above 65535" ) == 0 );
   CHECK( r.err.find( "RFC 793 §3.1" ) != std::string::npos );
   CHECK( r.err.find( "[port-out-of-range]\n" ) != std::string::npos );
   r = run_program( "w-build7b", "build http --host h --port 65535" );
   CHECK( r.out == "http://h:65535\n" );
   CHECK( r.err.empty() );
   r = run_program( "w-build8", "build http --host h --bogus" );
   CHECK( r.status == 2 );
   r = run_program( "w-build9", "build --json", "{\"scheme\":" );
   CHECK( r.status == 2 );
   CHECK( r.err.find( "rfc1738 build: JSON at offset 10: syntax error while parsing value - unexpected end of input" ) == 0 );   // the end of the 10 bytes
   // Read with nlohmann-json: each member's type is checked and named.
   r = run_program( "w-build9b", "build --json", R"({"scheme":"http","host":"h","segments":"x"})" );
   CHECK( r.status == 2 );
   CHECK( r.err.find( "rfc1738 build: JSON: segments is an array of strings\n" ) == 0 );
   r = run_program( "w-build9c", "build --json", R"({"scheme":"http","host":"h\u0100"})" );
   CHECK( r.err.find( "rfc1738 build: JSON: host: a code point above U+00FF is not a byte\n" ) == 0 );
   r = run_program( "w-build9d", "build --json", R"({"scheme":"telnet","host":"h","slash":"yes"})" );
   CHECK( r.err.find( "rfc1738 build: JSON: slash is true or false\n" ) == 0 );
   r = run_program( "w-build9e", "build --json", R"({"scheme":"prospero","host":"h","segments":["a"],"fieldspecs":[{"fieldname":"a","value":"b"}]})" );
   CHECK( r.err.find( "rfc1738 build: JSON: a fieldspec has fieldname and fieldvalue strings, not value\n" ) == 0 );
   r = run_program( "w-build9f", "build --json", R"({"scheme":"prospero","host":"h","segments":["a"],"fieldspecs":[{"fieldname":"a","fieldvalue":"b c"}]})" );
   CHECK( r.status == 0 );
   CHECK( r.out == "prospero://h/a;a=b%20c\n" );
   r = run_program( "w-build9g", "build --json", "[1]" );
   CHECK( r.err.find( "rfc1738 build: JSON: not an object of parts\n" ) == 0 );
   r = run_program( "w-build10", "build mailto --address ''" );
   CHECK( r.status == 1 );
   CHECK( r.err.find( "encoded822addr" ) != std::string::npos );
}

TEST_CASE( "rfc1738 build: a leading \"/\" is an absolute path; an http search gets its \"/\"", "[cli][build]" )
{
   // ftp: the first segment holds the "/", %2F: CWD /etc (§3.2.2).
   auto r = run_program( "w-abs1", "build ftp --user myname --host host.dom --path /etc/motd --type a" );
   CHECK( r.status == 0 );
   CHECK( r.out == "ftp://myname@host.dom/%2Fetc/motd;type=a\n" );
   r = run_program( "w-abs2", "build ftp --host h --path etc/motd" );
   CHECK( r.out == "ftp://h/etc/motd\n" );   // relative to the login directory
   r = run_program( "w-abs3", "build ftp --host h --path /" );
   CHECK( r.out == "ftp://h/%2F\n" );
   r = run_program( "w-abs4", "build ftp --host h --path /etc/ --segment a/b" );
   CHECK( r.out == "ftp://h/%2Fetc//a%2Fb\n" );
   // file and http: the "/" before the path, no empty segment.
   r = run_program( "w-abs5", "build file --path /etc/passwd" );
   CHECK( r.status == 0 );
   CHECK( r.out == "file:///etc/passwd\n" );
   r = run_program( "w-abs6", "build file --host vms.host.edu --path etc/passwd" );
   CHECK( r.out == "file://vms.host.edu/etc/passwd\n" );
   r = run_program( "w-abs7", "build http --host h --path /a/b" );
   CHECK( r.out == "http://h/a/b\n" );
   r = run_program( "w-abs8", "build http --host h --path /" );
   CHECK( r.out == "http://h/\n" );
   // prospero: the hsoname keeps its "/" (the RFC's own example).
   r = run_program( "w-abs9", "build prospero --host host.dom --path /pros/name" );
   CHECK( r.out == "prospero://host.dom//pros/name\n" );
   // An http search without a path gets the empty path (§3.3).
   r = run_program( "w-abs10", "build http --host h --search q" );
   CHECK( r.status == 0 );
   CHECK( r.out == "http://h/?q\n" );
   r = run_program( "w-abs11", "build --json", R"({"scheme":"http","host":"h","search":"a b"})" );
   CHECK( r.out == "http://h/?a%20b\n" );
   // Each rule is in the help.
   r = run_program( "w-abs12", "build --help" );
   CHECK( r.out.find( "/%2Fetc/motd" ) != std::string::npos );
   CHECK( r.out.find( "file:///etc/passwd" ) != std::string::npos );
   CHECK( r.out.find( "http://h/?q" ) != std::string::npos );
   CHECK( r.out.find( "prospero://h//pros/name" ) != std::string::npos );
}

TEST_CASE( "set path= reads a leading \"/\" as build --path does: %2F in ftp, the \"/\" before an http or file path", "[cli][build][set]" )
{
   // Issue 21's rule in set: an absolute ftp path (CWD /etc, §3.2.2).
   auto r = run_program( "w-sl1", "set 'ftp://h/a;type=a' path=/etc/motd" );
   CHECK( r.status == 0 );
   CHECK( r.out == "ftp://h/%2Fetc/motd;type=a\n" );
   r = run_program( "w-sl2", "set 'ftp://h/a;type=a' fpath=/etc/motd" );
   CHECK( r.out == "ftp://h/%2Fetc/motd;type=a\n" );
   r = run_program( "w-sl3", "set 'ftp://h/a;type=a' path=etc/motd" );
   CHECK( r.out == "ftp://h/etc/motd;type=a\n" );   // relative to the login directory
   // --raw: the fpath as written in a URL; an empty first directory
   // (ftp://h//etc/motd: "CWD " with a null argument, then "CWD etc") is
   // the fpath "/etc/motd" written so.
   r = run_program( "w-sl4", "set --raw 'ftp://h/a;type=a' path=/etc/motd" );
   CHECK( r.out == "ftp://h//etc/motd;type=a\n" );
   r = run_program( "w-sl5", "set --raw 'ftp://h/a;type=a' path=%2Fetc/motd" );
   CHECK( r.out == "ftp://h/%2Fetc/motd;type=a\n" );
   r = run_program( "w-sl6", "set 'file:///a' path=/etc/passwd" );
   CHECK( r.out == "file:///etc/passwd\n" );
   r = run_program( "w-sl7", "set 'http://h/x?q' path=/a/b" );
   CHECK( r.out == "http://h/a/b?q\n" );
   r = run_program( "w-sl8", "set prospero://host.dom/x path=/pros/name" );
   CHECK( r.out == "prospero://host.dom//pros/name\n" );
   // The help says it.
   r = run_program( "w-sl9", "set --help" );
   CHECK( r.out.find( "ftp://h/%2Fetc/motd" ) != std::string::npos );

   // One path, one URL: build --path P and set URL path=P agree, scheme by scheme.
   const char* paths[] = { "/etc/motd", "etc/motd", "/", "", "//x", "/etc/", "a b/c", "/a%2Fb", "x;y/z" };
   const std::pair< const char*, const char* > schemes[] = {
      { "ftp --host h", "ftp://h/old" }, { "http --host h", "http://h/old" }, { "file", "file:///old" }, { "prospero --host h", "prospero://h/old" } };
   int n = 0;
   for( const auto& [ build, url ] : schemes ) {
      for( const std::string path : paths ) {
         CAPTURE( build, path );
         const auto b = run_program( "w-sla" + std::to_string( n ), std::string( "build " ) + build + " --path '" + path + "'" );
         const auto s = run_program( "w-slb" + std::to_string( n ), std::string( "set " ) + url + " 'path=" + path + "'" );
         ++n;
         CHECK( b.status == 0 );
         CHECK( s.status == 0 );
         CHECK( b.out == s.out );
      }
   }

   // parse -> set path=<the decoded path, with the "/" before an http or
   // file path> -> the same URL (so the same segments). (A decoded path
   // cannot tell a "/" inside a later segment, %2F, from a separator, nor
   // ftp's //etc from %2Fetc: those are set with --raw.)
   const std::pair< const char*, const char* > urls[] = {
      { "ftp://myname@host.dom/%2Fetc/motd;type=a", "" },  { "ftp://myname@host.dom/etc/motd", "" }, { "ftp://h/%2F", "" },
      { "ftp://h/a%20b/c;type=i", "" },                    { "file:///etc/passwd", "/" },            { "file://vms.host.edu/a/b", "/" },
      { "http://h/a/b%3F/c?q", "/" },                      { "http://h/", "/" },                     { "prospero://host.dom//pros/name", "" },
      { "prospero://h/a/b", "" } };
   for( const auto& [ url, before ] : urls ) {
      CAPTURE( url );
      const auto got = run_program( "w-slc" + std::to_string( n ), std::string( "parse --decode --get '{path}' '" ) + url + "'" );
      REQUIRE( got.status == 0 );
      const std::string path = before + got.out.substr( 0, got.out.size() - 1 );
      const auto back = run_program( "w-sld" + std::to_string( n ), std::string( "set '" ) + url + "' 'path=" + path + "'" );
      ++n;
      CHECK( back.out == std::string( url ) + "\n" );
   }
}

TEST_CASE( "rfc1738 encode: each TEXT, or the byte that cannot be held", "[cli][encode]" )
{
   auto r = run_program( "w-enc1", "encode user 'a b@c' ';?&='" );
   CHECK( r.status == 0 );
   CHECK( r.out == "a%20b%40c\n;?&=\n" );
   r = run_program( "w-enc2", "encode group a/b" );
   CHECK( r.status == 1 );
   CHECK( r.err.find( "byte 0x2F" ) != std::string::npos );
   r = run_program( "w-enc3", "encode httpurl x" );
   CHECK( r.status == 2 );
   r = run_program( "w-enc4", "encode search -- -x" );
   CHECK( r.out == "-x\n" );
   // Any digits are a port; above 65535 with a warning.
   r = run_program( "w-enc5", "encode port 65535 99999" );
   CHECK( r.status == 0 );
   CHECK( r.out == "65535\n99999\n" );
   CHECK( lines( r.err ).size() == 1 );
   CHECK( r.err.find( "rfc1738 encode: warning: port 99999 is above 65535" ) == 0 );
   CHECK( r.err.find( "[port-out-of-range]" ) != std::string::npos );
}

TEST_CASE( "rfc1738 encode --table --against FILE: FILE named, a file without a table refused", "[cli][encode]" )
{
   const auto file = rfc1738::test::temp_path( "w-against-table.txt" );
   rfc1738::test::write_file( file, "a table\n< | %3C | inferieur\nespace | %20 | space\n" );
   auto r = run_program( "w-against1", "encode --table --against '" + file + "'" );
   CHECK( r.status == 0 );
   CHECK( r.out.find( "<!-- Generated by `rfc1738 encode --table --against " + file + "`." ) == 0 );
   CHECK( r.out.find( "`" + file + "` (its rows" ) != std::string::npos );
   CHECK( r.out.find( "| `<` | %3C |" ) != std::string::npos );
   const auto empty = rfc1738::test::temp_path( "w-against-none.txt" );
   rfc1738::test::write_file( empty, "no table here\n" );
   r = run_program( "w-against2", "encode --table --against '" + empty + "'" );
   CHECK( r.status == 2 );
   CHECK( r.out.empty() );
   CHECK( r.err.find( "has no table of characters to encode" ) != std::string::npos );
   r = run_program( "w-against3", "encode --table --against '" + file + ".missing'" );
   CHECK( r.status == 2 );
   r = run_program( "w-against4", "encode --against '" + file + "' port 80" );
   CHECK( r.status == 2 );
   r = run_program( "w-against5", "encode --help" );
   CHECK( r.out.find( "--against FILE" ) != std::string::npos );
}

TEST_CASE( "rfc1738 fix: the fixed URLs, each edit named; exit 1 when one cannot be fixed", "[cli][fix]" )
{
   auto r = run_program( "w-fix1", "fix 'HTTP://h/a b#top' news:*" );
   CHECK( r.status == 3 );   // a fragment was removed
   CHECK( r.out == "http://h/a%20b\nnews:*\n" );
   const auto e = lines( r.err );
   REQUIRE( e.size() == 3 );
   CHECK( e[ 0 ].find( "§2.1" ) != std::string::npos );
   CHECK( e[ 1 ].find( "§2.2" ) != std::string::npos );
   CHECK( e[ 2 ].find( "#top" ) != std::string::npos );
   r = run_program( "w-fix2", "fix http://h/%2G http://user@h/ http://h?q" );
   CHECK( r.status == 1 );
   CHECK( r.out == "http://h/%2G\nhttp://user@h/\nhttp://h/?q\n" );   // what cannot be fixed, unchanged
   CHECK( r.err.find( "rfc1738 fix: argument 1: cannot fix" ) != std::string::npos );
   CHECK( r.err.find( "rfc1738 fix: argument 2: cannot fix" ) != std::string::npos );
   CHECK( r.err.find( "rfc1738 fix: argument 3: insert-slash" ) != std::string::npos );
   r = run_program( "w-fix3", "fix --json 'ftp://h/a b'" );
   CHECK( r.out.find( "\"fixed\":\"ftp://h/a%20b\"" ) != std::string::npos );
   CHECK( r.out.find( "\"fix\":[{\"edit\":\"escape\",\"offset\":9,\"section\":\"§2.2\"" ) != std::string::npos );
   r = run_program( "w-fix4", "fix -f -", "http://a/\nhttp://b/ c\n" );
   CHECK( r.out == "http://a/\nhttp://b/%20c\n" );
   CHECK( r.err.find( "-:2: escape at 9" ) != std::string::npos );
   CHECK( r.status == 0 );
}

TEST_CASE( "rfc1738 fix: one output line per input line; exit 3 when content was removed", "[cli][fix]" )
{
   const std::string input = "# urls\nhttp://a/ b\n\nhttp://h/%zz\nhttp://user@h/\n  \nhttp://h/#top\nnews:*\n";
   auto r = run_program( "w-fixl1", "fix", input );
   CHECK( r.status == 1 );   // one cannot be fixed: 1 wins over 3
   const auto in = lines( input );
   const auto out = lines( r.out );
   REQUIRE( out.size() == in.size() );
   CHECK( out[ 0 ] == "# urls" );          // skipped lines as they are
   CHECK( out[ 1 ] == "http://a/%20b" );
   CHECK( out[ 2 ].empty() );
   CHECK( out[ 3 ] == "http://h/%zz" );    // cannot be fixed: unchanged
   CHECK( out[ 4 ] == "http://user@h/" );
   CHECK( out[ 5 ] == "  " );
   CHECK( out[ 6 ] == "http://h/" );
   CHECK( out[ 7 ] == "news:*" );
   CHECK( r.err.find( "rfc1738 fix: -:4: cannot fix: at 9:" ) != std::string::npos );
   CHECK( r.err.find( "rfc1738 fix: -:5: cannot fix: " ) != std::string::npos );
   CHECK( r.err.find( "rfc1738 fix: -:7: fragment at 9:" ) != std::string::npos );
   // The same from a file.
   const auto file = rfc1738::test::temp_path( "w-fixl.txt" );
   rfc1738::test::write_file( file, input );
   r = run_program( "w-fixl2", "fix -f '" + file + "'" );
   CHECK( lines( r.out ).size() == in.size() );
   CHECK( r.err.find( file + ":4: cannot fix" ) != std::string::npos );
   // Only a fragment removed: exit 3; nothing removed: 0.
   r = run_program( "w-fixl3", "fix", "http://h/a#x\nnews:*\n" );
   CHECK( r.status == 3 );
   CHECK( r.out == "http://h/a\nnews:*\n" );
   r = run_program( "w-fixl4", "fix", "HTTP://h/a b\n" );
   CHECK( r.status == 0 );
   // --keep-comments: blank and "#" lines are inputs (a "#" line cannot be fixed).
   r = run_program( "w-fixl5", "fix --keep-comments", "# c\nnews:*\n" );
   CHECK( r.status == 1 );
   CHECK( r.out == "# c\nnews:*\n" );
   CHECK( r.err.find( "-:1: cannot fix" ) != std::string::npos );
   // --json: one object per input, skipped lines none.
   r = run_program( "w-fixl6", "fix --json", "# c\nhttp://h/%zz\n" );
   REQUIRE( lines( r.out ).size() == 1 );
   CHECK( r.out.find( "\"fixed\":null" ) != std::string::npos );
}

TEST_CASE( "rfc1738 check: a fix-it line and a \"fix\" key only where a fix exists", "[cli][fixit]" )
{
   auto r = run_program( "w-chk1", "check 'http://h/a b' 'http://user@h/' 'http://h/'" );
   const auto l = lines( r.out );
   REQUIRE( l.size() >= 7 );
   CHECK( l[ 3 ] == "  fix-it: http://h/a%20b" );
   CHECK( r.out.find( "fix-it: http://user" ) == std::string::npos );
   r = run_program( "w-chk2", "check --json 'http://h/a b' 'http://user@h/' 'http://h/'" );
   const auto j = lines( r.out );
   REQUIRE( j.size() == 3 );
   CHECK( j[ 0 ].find( ",\"fix\":[{\"edit\":\"escape\"" ) != std::string::npos );
   CHECK( j[ 1 ].find( "\"fix\"" ) == std::string::npos );
   // A conforming input's JSON is unchanged.
   CHECK( j[ 2 ] == R"({"input":"http://h/","valid":true,"production":"httpurl","conforms":true,"scheme":"http","components":{"host":"h","hpath":""},"warnings":[]})" );
}

TEST_CASE( "docs/characters.md is rfc1738 encode --table --against the web table", "[cli][table]" )
{
   const std::string data = std::string( RFC1738_SOURCE_DIR ) + "/tests/data/unsafe-characters-table-fr.txt";
   // Run from the source tree, so that FILE is named as the page names it.
   const auto r = run_program( "w-table", "encode --table --against tests/data/unsafe-characters-table-fr.txt", "", "cd '" + std::string( RFC1738_SOURCE_DIR ) + "' &&" );
   REQUIRE( r.status == 0 );
   CHECK( r.out == slurp( std::string( RFC1738_SOURCE_DIR ) + "/docs/characters.md" ) );

   // Every row of the spec file's table is compared: its characters read
   // here independently ("CHAR | %HH | ...", "espace" for the space).
   std::size_t rows = 0;
   for( const auto& line : lines( slurp( data ) ) ) {
      const auto bar = line.find( " | %" );
      if( bar == std::string::npos || bar == 0 ) {
         continue;
      }
      const std::string c = line.substr( 0, bar );
      std::string cell;
      if( c == "espace" ) {
         cell = "| space | ";
      }
      else if( c == "|" ) {
         cell = "| `\\|` | ";
      }
      else if( c == "`" ) {
         cell = "| `` ` `` | ";
      }
      else {
         REQUIRE( c.size() == 1 );
         cell = "| `" + c + "` | " + line.substr( bar + 3, 3 );
      }
      INFO( line );
      const auto section = r.out.find( "## A web table" );
      REQUIRE( section != std::string::npos );
      const auto at = r.out.find( cell, section );
      REQUIRE( at != std::string::npos );
      const auto row = r.out.substr( at, r.out.find( '\n', at ) - at );
      CHECK( ( row.find( "agrees" ) != std::string::npos || row.find( "differs" ) != std::string::npos || row.find( "partly" ) != std::string::npos ) );
      ++rows;
   }
   CHECK( rows == 29 );
   // What the issue names: "$ ! * ' ( ) , +" may appear unencoded; a hyphen
   // for a space changes the URL's meaning.
   for( const char* c : { "`$`", "`!`", "`*`", "`'`", "`(`", "`)`", "`,`", "`+`" } ) {
      const auto at = r.out.find( std::string( "| " ) + c + " | %", r.out.find( "## A web table" ) );
      REQUIRE( at != std::string::npos );
      CHECK( r.out.substr( at, r.out.find( '\n', at ) - at ).find( "differs" ) != std::string::npos );
   }
   const auto space = r.out.find( "| space | %20, or a hyphen instead" );
   REQUIRE( space != std::string::npos );
   CHECK( r.out.substr( space, r.out.find( '\n', space ) - space ).find( "changes the octets" ) != std::string::npos );
}

TEST_CASE( "help and the man page: build, encode, fix", "[cli][help]" )
{
   for( const char* command : { "build", "encode", "fix" } ) {
      const auto help = run_program( "w-help", std::string( "help " ) + command );
      CHECK( help.status == 0 );
      CHECK( help.out.rfind( std::string( "usage: rfc1738 " ) + command, 0 ) == 0 );
      CHECK( help.out == run_program( "w-help2", std::string( command ) + " --help" ).out );
      CHECK( run_program( "w-help3", "--help" ).out.find( std::string( "  " ) + command + " " ) != std::string::npos );
#ifdef RFC1738_MAN_PAGE
      CHECK( slurp( RFC1738_MAN_PAGE ).find( std::string( ".SS \"rfc1738 " ) + command + "\"" ) != std::string::npos );
#endif
   }
}

// fix's messages for line N, each "rfc1738 fix: -:N: ...", and output line N.
// To one file (2>&1) the messages of line N come right before output line N;
// to two files each holds its own in order, nothing lost (the messages are
// then buffered: 20,000 of them cross the 64 KiB buffer several times).
TEST_CASE( "rfc1738 fix: messages in their places on one file, all of them on two", "[cli][fix]" )
{
   std::string input;
   std::size_t expected_messages = 0;
   for( int i = 0; i < 10000; ++i ) {
      input += ( i % 3 == 0 ) ? "http://h/a b#x\n" : ( i % 3 == 1 ) ? "ftp://h/ok\n" : "http://h/%zz\n";
      expected_messages += ( i % 3 == 0 ) ? 2 : ( i % 3 == 2 ) ? 1 : 0;   // encode and fragment; cannot fix
   }
   const auto in = rfc1738::test::temp_path( "w-fixorder-in" );
   const auto both = rfc1738::test::temp_path( "w-fixorder-both" );
   rfc1738::test::write_file( in, input );
   for( const char* jobs : { "1", "2" } ) {
      INFO( "-j " << jobs );
      const int status = rfc1738::test::status_of( std::system( ( rfc1738::test::cli + " fix -j " + jobs + " < '" + in + "' > '" + both + "' 2>&1" ).c_str() ) );
      CHECK( status == 1 );
      std::size_t outputs = 0;
      std::size_t messages = 0;
      std::size_t misplaced = 0;
      for( const auto& l : lines( slurp( both ) ) ) {
         const std::string head = "rfc1738 fix: -:";
         if( l.compare( 0, head.size(), head ) == 0 ) {
            ++messages;
            misplaced += std::stoul( l.substr( head.size() ) ) != outputs + 1;
         }
         else {
            ++outputs;
         }
      }
      CHECK( outputs == 10000 );
      CHECK( messages == expected_messages );
      CHECK( misplaced == 0 );
      // Two files: the same lines, each on its own.
      const auto r = run_program( std::string( "w-fixorder-apart" ) + jobs, std::string( "fix -j " ) + jobs, input );
      CHECK( r.status == 1 );
      const auto out = lines( r.out );
      const auto err = lines( r.err );
      CHECK( out.size() == 10000 );
      REQUIRE( err.size() == expected_messages );
      std::size_t line = 0;
      std::size_t unordered = 0;
      for( const auto& l : err ) {
         const auto n = std::stoul( l.substr( std::string( "rfc1738 fix: -:" ).size() ) );
         unordered += n < line;
         line = n;
      }
      CHECK( unordered == 0 );
      CHECK( line == 10000 );
   }
}

TEST_CASE( "the seams of build, encode, set and fix: the option named, the scheme's case, the port, CRLF kept", "[cli][seams]" )
{
   struct expected_run {
      const char* name;
      std::string args;
      int status;
      std::string out;
      std::string err;   // exactly, or its beginning when it ends with "..."
   };
   const expected_run runs[] = {
      // build --path for a URL of the generic form (§3.1): --urlpath is named.
      { "w-seam1", "build https --host h --path /x", 1, "",
        "rfc1738 build: segments: a URL of the generic form with a host has no segments (RFC 1738 §3.1, §5)\n"
        "  hint: --urlpath TEXT gives the url-path of the generic form (RFC 1738 §3.1), the text after the \"/\" that follows the host\n" },
      { "w-seam2", "build https --host h --urlpath x", 0, "https://h/x\n", "" },
      // An upper-case scheme: said as check says it.
      { "w-seam3", "build HTTP --host h", 1, "",
        "rfc1738 build: scheme: scheme cannot hold byte 0x48 (\"H\") at offset 0: schemes are lower case (RFC 1738 §2.1, §5): write \"http\"\n" },
      { "w-seam4", "encode scheme HTTP", 1, "",
        "rfc1738 encode: scheme cannot hold byte 0x48 (\"H\") at offset 0: schemes are lower case (RFC 1738 §2.1, §5): write \"http\"\n" },
      // set: a port above 65535 is written and warned, as build warns it.
      { "w-seam5", "set 'http://h/' port=99999", 0, "http://h:99999/\n", "rfc1738 set: warning: port 99999 is above 65535..." },
      { "w-seam5b", "set 'http://h/' port=8080", 0, "http://h:8080/\n", "" },
      // set on a URL with a fragment: why, the option, and --fragment=split.
      { "w-seam6", "set 'http://h/a#f' host=x", 1, "",
        "rfc1738 set: url: \"http://h/a#f\" does not conform to the production of its scheme (RFC 1738 §5): only a conforming URL can be edited; at 10: "
        "\"#\" begins a fragment identifier, which is not part of a URL (RFC 1738 §2.2); the URL ends before it: remove it\n"
        "  hint: --fragment=split edits the URL before the \"#\" and puts the fragment back after it\n" },
      { "w-seam7", "set --fragment=split 'http://h/a#f#g' host=x path=b", 0, "http://x/b#f#g\n", "" },
      { "w-seam7b", "set --fragment=split 'http://h/a' host=x", 0, "http://x/a\n", "" },
      // The unwrap edit says "unwrap" once.
      { "w-seam9", "fix ' <URL:http://h/a> '", 0, "http://h/a\n",
        "rfc1738 fix: argument 1: unwrap at 0: removed the angle brackets (RFC 1738 Appendix); removed the \"URL:\" prefix (RFC 1738 Appendix)\n" },
   };
   for( const auto& e : runs ) {
      INFO( e.args );
      const auto r = run_program( e.name, e.args );
      CHECK( r.status == e.status );
      CHECK( r.out == e.out );
      const auto dots = e.err.size() >= 3 && e.err.compare( e.err.size() - 3, 3, "..." ) == 0;
      CHECK( ( dots ? r.err.rfind( e.err.substr( 0, e.err.size() - 3 ), 0 ) == 0 : r.err == e.err ) );
   }
   // fix on a CRLF file: every output line ends with CRLF, fixed or not.
   const auto crlf = rfc1738::test::temp_path( "w-seam-crlf.txt" );
   rfc1738::test::write_file( crlf, "http://h/a b\r\nhttp://h/\r\n# note\r\nHTTP://x\r\nhttp://h/%zz\r\n" );
   const auto r = run_program( "w-seam8", "fix -f '" + crlf + "'" );
   CHECK( r.out == "http://h/a%20b\r\nhttp://h/\r\n# note\r\nhttp://x\r\nhttp://h/%zz\r\n" );
   CHECK( r.err.find( "unwrap" ) == std::string::npos );
}

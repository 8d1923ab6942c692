// SPDX-License-Identifier: BSL-1.0
// rfc1738::inspect and rfc1738::to_json against the program: the library's
// JSON is, byte for byte, what `rfc1738 check --json` prints, on the RFC's
// examples, the fuzz corpora, hostile bytes and the modes. The program is run
// as built from this tree, so the comparison cannot drift.
#include "rfc1738/json.hpp"
#include "rfc1738/port.hpp"
#include "rfc1738/report.hpp"

#include <catch2/catch.hpp>

#include <array>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <spawn.h>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <utility>
#include <vector>

#include "rfc1738.hpp"

extern char** environ;

namespace {

std::string temp_path( const std::string& name )
{
   return std::string( RFC1738_TEST_TMP ) + "/" + name;
}

// Runs the program with `args` (any bytes but NUL) and `in` on standard
// input; its standard output.
std::string run( const std::vector< std::string >& args, const std::string& in = "" )
{
   const auto in_path = temp_path( "report-in" );
   const auto out_path = temp_path( "report-out" );
   std::ofstream( in_path, std::ios::binary ) << in;
   std::vector< char* > argv;
   std::string program = RFC1738_CLI;
   argv.push_back( program.data() );
   std::vector< std::string > copy = args;
   for( auto& a : copy ) {
      argv.push_back( a.data() );
   }
   argv.push_back( nullptr );
   posix_spawn_file_actions_t actions;
   posix_spawn_file_actions_init( &actions );
   posix_spawn_file_actions_addopen( &actions, 0, in_path.c_str(), O_RDONLY, 0 );
   posix_spawn_file_actions_addopen( &actions, 1, out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644 );
   posix_spawn_file_actions_addopen( &actions, 2, "/dev/null", O_WRONLY, 0 );
   pid_t pid = 0;
   const int spawned = posix_spawn( &pid, program.c_str(), &actions, nullptr, argv.data(), environ );
   posix_spawn_file_actions_destroy( &actions );
   REQUIRE( spawned == 0 );
   int status = 0;
   REQUIRE( waitpid( pid, &status, 0 ) == pid );
   REQUIRE( WIFEXITED( status ) );
   REQUIRE( WEXITSTATUS( status ) < 2 );
   std::ifstream o( out_path, std::ios::binary );
   return std::string( std::istreambuf_iterator< char >( o ), std::istreambuf_iterator< char >() );
}

std::vector< std::string > lines( const std::string& s )
{
   std::vector< std::string > v;
   std::istringstream in( s );
   for( std::string l; std::getline( in, l ); ) {
      v.push_back( l );
   }
   return v;
}

struct mode {
   std::vector< std::string > flags;
   rfc1738::options options;
};

std::vector< mode > modes()
{
   rfc1738::options none, icase, unwrap, both, split, all;
   icase.ignore_scheme_case = true;
   unwrap.unwrap = true;
   both.ignore_scheme_case = both.unwrap = true;
   split.fragment = rfc1738::fragment_mode::split;
   all = both;
   all.fragment = rfc1738::fragment_mode::split;
   return { { { "check", "--json" }, none },
            { { "check", "--json", "--ignore-scheme-case" }, icase },
            { { "check", "--json", "--unwrap" }, unwrap },
            { { "check", "--json", "--unwrap", "--ignore-scheme-case" }, both },
            { { "check", "--json", "--fragment=split" }, split },
            { { "check", "--json", "--unwrap", "--ignore-scheme-case", "--fragment=split" }, all } };
}

// Inputs without LF through standard input, one a line; the others (no NUL)
// as arguments. Every mode; the program's lines against to_json.
void same_json( const std::vector< std::string >& inputs )
{
   std::vector< std::string > by_line, by_argument;
   std::string in;
   for( const auto& i : inputs ) {
      if( i.find( '\n' ) == std::string::npos ) {
         by_line.push_back( i );
         in += i + '\n';
      }
      else if( i.find( '\0' ) == std::string::npos ) {
         by_argument.push_back( i );
      }
   }
   for( const auto& m : modes() ) {
      INFO( "flags: " << m.flags.back() );
      if( !by_line.empty() ) {
         // --keep-comments: blank and "#" lines are inputs too.
         auto flags = m.flags;
         flags.insert( flags.begin() + 1, "--keep-comments" );
         const auto out = lines( run( flags, in ) );
         REQUIRE( out.size() == by_line.size() );
         for( std::size_t i = 0; i < out.size(); ++i ) {
            INFO( "input: " << by_line[ i ] );
            CHECK( rfc1738::to_json( rfc1738::inspect( by_line[ i ], m.options ) ) == out[ i ] );
         }
      }
      if( !by_argument.empty() ) {
         auto args = m.flags;
         args.push_back( "--" );
         args.insert( args.end(), by_argument.begin(), by_argument.end() );
         const auto out = lines( run( args ) );
         REQUIRE( out.size() == by_argument.size() );
         for( std::size_t i = 0; i < out.size(); ++i ) {
            INFO( "input: " << by_argument[ i ] );
            CHECK( rfc1738::to_json( rfc1738::inspect( by_argument[ i ], m.options ) ) == out[ i ] );
         }
      }
   }
}

std::vector< std::string > file_lines( const std::string& path )
{
   std::ifstream f( path, std::ios::binary );
   REQUIRE( f );
   std::vector< std::string > v;
   for( std::string l; std::getline( f, l ); ) {
      v.push_back( l );
   }
   return v;
}

std::vector< std::string > corpus( const std::string& name )
{
   std::vector< std::string > inputs;
   for( const auto& entry : std::filesystem::directory_iterator( std::string( RFC1738_SOURCE_DIR ) + "/fuzz/corpus/" + name ) ) {
      std::ifstream f( entry.path(), std::ios::binary );
      inputs.emplace_back( std::istreambuf_iterator< char >( f ), std::istreambuf_iterator< char >() );
   }
   REQUIRE( inputs.size() > 100 );
   return inputs;
}

}  // namespace

TEST_CASE( "to_json is what rfc1738 check --json prints: the RFC's examples", "[report]" )
{
   auto inputs = file_lines( std::string( RFC1738_SOURCE_DIR ) + "/examples/rfc1738-examples.txt" );
   REQUIRE( inputs.size() == 30 );
   for( const auto& l : file_lines( std::string( RFC1738_SOURCE_DIR ) + "/examples/rfc1738-examples.txt" ) ) {
      inputs.push_back( "<URL:" + l + ">" );
      inputs.push_back( "  URL: " + l.substr( 0, 5 ) + "\n " + l.substr( 5 ) + "\t" );
      std::string upper = l;
      for( std::size_t i = 0; i < upper.size() && upper[ i ] != ':'; ++i ) {
         upper[ i ] = static_cast< char >( upper[ i ] >= 'a' && upper[ i ] <= 'z' ? upper[ i ] - 'a' + 'A' : upper[ i ] );
      }
      inputs.push_back( upper );
   }
   same_json( inputs );
}

TEST_CASE( "to_json is what rfc1738 check --json prints: modes, warnings, errors", "[report]" )
{
   same_json( {
      "<URL:HTTP://ds.in ternic.net/rfc->", "http://a-\n  b.c/", "http://a-\r\nb.c/", "http://a- b.c/", "<URL:ftp://info.cern.ch/pub/www/doc; type=d>",
      "<URL:http://ds.internic.\n net/instructions/overview.html#WARNING>", "<>", "< >", "<URL:>", "URL:", "URL:x", "<URL: HTTP://h >", " \t\n", "",
      "HTTP://host", "HTTP:", "Ht+T.-p://h", "HT TP://h", "H%54TP://h", ":x", "1HTTP://h", "ÄTTP://h", "HTTP",
      "http://h:8080/", "telnet://h:25", "ftp://u:secret@h/", "ftp://u:@h/", "http://h:80/", "gopher://h:70/", "http://h:99999999999999999999/",
      "wais://h:0210/db", "prospero://h:1525/p", "x://u:p@h:1/p", "telnet://u:p@h/%0d%41", "gopher://h/1%0A%00%0d%7e%7E%25%2F", "telnet://h/%0D%0a",
      "news:%41", "mailto:%61@b", "http://h/%4", "http://h/%%41", "ftp://host/a;type=x", "http:foo", "ftp://", "http://a/", "http://user@host/",
      "http://h/a b", "http://h/\x01\xff" "x y", "prospero://h/p;a=1;b=;=c", "file:///etc/motd", "news:1234@host.dom", "nntp://h:119/comp.lang/42",
      "http://h/p#top", "http://h/#", "#", "#x", "http://h/a b#c d", "HTTP://h/#A#B", "<URL:http://h/a#b c>", "http://h/#\x01\xff", "ftp://h:21/#x",
   } );
}

TEST_CASE( "to_json is what rfc1738 check --json prints: hostile bytes", "[report]" )
{
   std::vector< std::string > inputs;
   for( int b = 0; b < 256; ++b ) {
      const char c = static_cast< char >( b );
      for( const std::string prefix : { "http://h/", "ftp://u:p@h/", "", "HTTP://", "<URL:gopher://h/1" } ) {
         inputs.push_back( prefix + c );
         inputs.push_back( prefix + c + ">" );
         inputs.push_back( prefix + "-" + c + " x" );
      }
   }
   same_json( inputs );
}

TEST_CASE( "to_json is what rfc1738 check --json prints: the fuzz corpora", "[report]" )
{
   for( const char* name : { "parse", "roundtrip", "differential" } ) {
      INFO( "corpus: " << name );
      same_json( corpus( name ) );
   }
}

TEST_CASE( "prepare: the modes, their notes and warnings", "[report]" )
{
   rfc1738::options both;
   both.unwrap = both.ignore_scheme_case = true;
   const auto p = rfc1738::prepare( "<URL:HTTP://ds.internic. net/rfc->", both );
   CHECK( p.input() == "<URL:HTTP://ds.internic. net/rfc->" );
   CHECK( p.text() == "http://ds.internic.net/rfc-" );
   CHECK( p.changed() );
   REQUIRE( p.notes().size() == 4 );
   CHECK( p.notes()[ 0 ] == "unwrap: removed the angle brackets (RFC 1738 Appendix)" );
   CHECK( p.notes()[ 3 ] == "ignore-scheme-case: the scheme was read in lower case (RFC 1738 §2.1: \"interpreters should use case-ignore\")" );
   CHECK( p.warnings().empty() );

   const std::string input = "http://host/";
   const auto strict = rfc1738::prepare( input );
   CHECK( strict.text().data() == input.data() );  // no copy when nothing changes
   CHECK( !strict.changed() );
   CHECK( strict.notes().empty() );
   const auto both_strict = rfc1738::prepare( input, both );
   CHECK( both_strict.text().data() == input.data() );

   rfc1738::options unwrap;
   unwrap.unwrap = true;
   const auto hyphen = rfc1738::prepare( "http://a-\n  b.c/", unwrap );
   CHECK( hyphen.text() == "http://a-b.c/" );
   REQUIRE( hyphen.warnings().size() == 1 );
   CHECK( hyphen.warnings()[ 0 ].code == "hyphen-at-line-break" );
   CHECK( hyphen.warnings()[ 0 ].offset == 8 );
   CHECK( hyphen.warnings()[ 0 ].section == "Appendix" );
   CHECK( rfc1738::prepare( "http://a- b.c/", unwrap ).warnings().empty() );  // a space is no line break

   rfc1738::options icase;
   icase.ignore_scheme_case = true;
   const auto space = rfc1738::prepare( "HT TP://h", icase );
   CHECK( space.text() == "HT TP://h" );  // not a scheme: left alone
   const auto umlaut = rfc1738::prepare( "ÄTTP://h", icase );
   CHECK( umlaut.text() == "ÄTTP://h" );
   const auto mixed = rfc1738::prepare( "Ht+T.-p9://h/P", icase );
   CHECK( mixed.text() == "ht+t.-p9://h/P" );
}

TEST_CASE( "prepared and report are safe to copy and move (short texts live in the object)", "[report]" )
{
   rfc1738::options both;
   both.unwrap = both.ignore_scheme_case = true;
   std::vector< rfc1738::prepared > ps;
   std::vector< rfc1738::report > rs;
   both.fragment = rfc1738::fragment_mode::split;
   const std::vector< std::string > inputs = { "<HTTP://h>", "<URL:NEWS:*>", "<ftp://u:p@h:1/>", " http://h/%41 ", "<URL:http://a-\nb.c/>", "<HTTP://h/#f>", "<http://h/#>" };
   for( const auto& i : inputs ) {
      ps.push_back( rfc1738::prepare( i, both ) );
      rs.push_back( rfc1738::inspect( i, both ) );
   }
   ps.shrink_to_fit();
   rs.shrink_to_fit();
   for( std::size_t i = 0; i < inputs.size(); ++i ) {
      INFO( inputs[ i ] );
      const auto fresh = rfc1738::inspect( inputs[ i ], both );
      CHECK( ps[ i ].text() == fresh.text() );
      CHECK( ps[ i ].fragment() == fresh.prepared().fragment() );
      const auto copy = rs[ i ];
      const auto moved = std::move( rs[ i ] );
      for( const auto* r : { &copy, &moved } ) {
         CHECK( rfc1738::to_json( *r ) == rfc1738::to_json( fresh ) );
         if( r->verdict().scheme ) {
            CHECK( r->verdict().scheme->data() == r->text().data() );
         }
         if( r->url() ) {
            CHECK( r->url()->buffer().data() == r->text().data() );
         }
      }
      rfc1738::report assigned = rfc1738::inspect( "x:", both );
      assigned = copy;
      CHECK( rfc1738::to_json( assigned ) == rfc1738::to_json( fresh ) );
      CHECK( assigned.url()->buffer().data() == assigned.text().data() );
   }
}

TEST_CASE( "prepare: fragment_mode::split ends the text at the first \"#\"", "[report]" )
{
   rfc1738::options split;
   split.fragment = rfc1738::fragment_mode::split;
   const std::string input = "http://h/a b#c#d";
   const auto p = rfc1738::prepare( input, split );
   CHECK( p.text() == "http://h/a b" );
   CHECK( p.text().data() == input.data() );   // a prefix of the input: no copy, the same offsets
   REQUIRE( p.fragment() );
   CHECK( *p.fragment() == "c#d" );
   CHECK( p.fragment()->data() == input.data() + 13 );
   CHECK( p.changed() );
   REQUIRE( p.notes().size() == 1 );
   CHECK( p.notes()[ 0 ].rfind( "fragment: ", 0 ) == 0 );
   const auto d = rfc1738::diagnose( p );
   REQUIRE( d );
   CHECK( d->offset == 10 );   // the space, at its offset in the input
   CHECK( input[ d->offset ] == ' ' );
   // An empty fragment is present; no "#", none, and nothing changed.
   const std::string empty = "http://h/#";
   const auto e = rfc1738::prepare( empty, split );
   CHECK( e.fragment() == std::optional< std::string_view >( "" ) );
   CHECK( rfc1738::check( e ).conforms );
   const std::string none = "http://h/";
   const auto q = rfc1738::prepare( none, split );
   CHECK( !q.fragment() );
   CHECK( !q.changed() );
   CHECK( q.notes().empty() );
   // Strict: the "#" is a byte of the URL.
   const auto strict = rfc1738::prepare( input );
   CHECK( !strict.fragment() );
   CHECK( strict.text() == input );
   const auto strict_empty = rfc1738::prepare( empty );
   CHECK( !rfc1738::check( strict_empty ).conforms );
   // After the other modes: the fragment is split from what they made.
   rfc1738::options all = split;
   all.unwrap = all.ignore_scheme_case = true;
   const std::string wrapped = "<URL:HTTP://ds.internic.\n net/a.html#WARN ING>";
   const auto w = rfc1738::prepare( wrapped, all );
   CHECK( w.text() == "http://ds.internic.net/a.html" );
   CHECK( w.fragment() == std::optional< std::string_view >( "WARNING" ) );
   const auto r = rfc1738::inspect( wrapped, all );
   CHECK( r.verdict().conforms );
   CHECK( r.verdict().target == rfc1738::production::httpurl );
}

TEST_CASE( "warnings: codes, offsets, messages and sections", "[report]" )
{
   const auto w = rfc1738::warnings( "http://h:25/%41" );
   REQUIRE( w.size() == 2 );
   CHECK( w[ 0 ].code == "unneeded-escape" );
   CHECK( w[ 0 ].offset == 12 );
   CHECK( w[ 0 ].message == "%41 encodes \"A\", which needs no encoding (RFC 1738 §2.2)" );
   CHECK( w[ 0 ].section == "§2.2" );
   CHECK( w[ 1 ].code == "port-not-default" );
   CHECK( w[ 1 ].offset == 9 );
   CHECK( w[ 1 ].section == "§6" );
   CHECK( w[ 1 ].message == "port 25 is not the default port of http (80), and lies in the reserved range: caution, it may reach a server of another protocol (RFC 1738 §6)" );
   const auto t = rfc1738::warnings( "telnet://u:p@h/%0d" );
   REQUIRE( t.size() == 2 );
   CHECK( t[ 0 ].code == "encoded-control" );
   CHECK( t[ 0 ].section == "§6" );
   CHECK( t[ 1 ].code == "password" );
   CHECK( t[ 1 ].offset == 11 );
   CHECK( rfc1738::warnings( "http://h/%2F%20%25" ).empty() );  // reserved and unsafe characters need their escapes
   CHECK( rfc1738::warnings( "" ).empty() );
}

// A line of many escapes: the first escape_warnings_listed of each code one
// by one, then one warning of that code for the rest (the memory a warning
// takes is bounded by the listed ones, not by the line).
TEST_CASE( "warnings: past escape_warnings_listed escapes of a code, one warning for the rest", "[report]" )
{
   constexpr std::size_t listed = rfc1738::escape_warnings_listed;
   for( const std::size_t escapes : { listed - 1, listed, listed + 1, listed + 2, 10 * listed } ) {
      std::string text = "telnet://h/";
      for( std::size_t i = 0; i < escapes; ++i ) {
         text += i % 2 == 0 ? "%41" : "%0D";   // unneeded-escape, encoded-control in turn
      }
      const auto w = rfc1738::warnings( text );
      const std::size_t of_unneeded = ( escapes + 1 ) / 2, of_control = escapes / 2;
      std::size_t unneeded = 0, control = 0, previous = 0;
      for( std::size_t k = 0; k < w.size(); ++k ) {
         const auto& x = w[ k ];
         REQUIRE( ( x.code == "unneeded-escape" || x.code == "encoded-control" ) );
         auto& n = x.code == "unneeded-escape" ? unneeded : control;
         const std::size_t of = x.code == "unneeded-escape" ? of_unneeded : of_control;
         ++n;
         if( n <= listed ) {
            CHECK( x.message.find( "more escapes" ) == std::string::npos );
            CHECK( x.offset >= previous );   // the listed ones from left to right
            previous = x.offset;
         }
         else {
            // The one for the rest: at the first escape of its code not listed.
            CHECK( n == listed + 1 );
            const std::size_t first_unlisted = 11 + 3 * ( 2 * listed + ( x.code == "unneeded-escape" ? 0 : 1 ) );
            CHECK( x.offset == first_unlisted );
            CHECK( text.substr( x.offset, 3 ) == ( x.code == "unneeded-escape" ? "%41" : "%0D" ) );
            CHECK( x.message.rfind( std::to_string( of - listed ) + " more escapes from here on, not listed one by one (a text's first 100 are), ", 0 ) == 0 );
            CHECK( x.section == ( x.code == "unneeded-escape" ? "§2.2" : "§6" ) );
         }
      }
      CHECK( unneeded == ( of_unneeded > listed ? listed + 1 : of_unneeded ) );
      CHECK( control == ( of_control > listed ? listed + 1 : of_control ) );
   }
}

// The "%" and the ":" of a port or a password are found in one pass, sixteen
// bytes a step: each at every position around the steps' bounds, with long
// and short schemes, the port's ":" at, before and after the first step.
TEST_CASE( "warnings: an escape, a port and a password at every offset", "[report]" )
{
   std::size_t tried = 0;
   for( const std::string scheme : { "http", "ftp", "prospero", "x-very-long-scheme-name" } ) {
      for( std::size_t host = 1; host <= 40; ++host ) {
         for( std::size_t path = 0; path <= 40; ++path ) {
            const std::string h( host, 'h' );
            const std::string a( path, 'a' );
            // The port's ":" at offset scheme + 3 + host; the escape after the "/".
            const std::string with_port = scheme + "://" + h + ":1/" + a + "%41";
            const auto w = rfc1738::warnings( with_port );
            const std::size_t escape = with_port.size() - 3;
            const std::size_t port = scheme.size() + 3 + host + 1;
            const bool known_scheme = rfc1738::default_port( scheme ).has_value();   // a port other than the default is warned about
            std::size_t escapes = 0, ports = 0;
            for( const auto& x : w ) {
               escapes += x.code == "unneeded-escape" && x.offset == escape ? 1 : 0;
               ports += x.code == "port-not-default" && x.offset == port ? 1 : 0;
            }
            CHECK( escapes == 1 );
            CHECK( ports == ( known_scheme ? 1u : 0u ) );
            // No ":" after the scheme's: no port or password warning; the
            // escape still found.
            const auto plain = rfc1738::warnings( scheme + "://" + h + "/" + a + "%41" );
            REQUIRE( plain.size() == 1 );
            CHECK( plain[ 0 ].offset == scheme.size() + 3 + host + 1 + path );
            // A password: "u:p@" after the "//".
            if( scheme == "ftp" ) {
               const auto pw = rfc1738::warnings( "ftp://u" + a + ":p@" + h + "/" );
               REQUIRE( pw.size() == 1 );
               CHECK( pw[ 0 ].code == "password" );
               CHECK( pw[ 0 ].offset == 6 + 1 + path + 1 );
            }
            tried += 3;
         }
      }
   }
   CHECK( tried > 10000 );
}

TEST_CASE( "inspect: one call for the verdicts, the parse, the diagnosis", "[report]" )
{
   const auto r = rfc1738::inspect( "http://user@host/" );
   CHECK( r.verdict().valid );
   CHECK( !r.verdict().conforms );
   REQUIRE( r.url() );
   CHECK( r.url()->derived_by() == rfc1738::production::otherurl );
   REQUIRE( r.diagnosis() );
   CHECK( r.diagnosis()->offset == 11 );
   CHECK( rfc1738::to_json( r ).find( "\"error\":{\"offset\":11," ) != std::string::npos );
   const auto bad = rfc1738::inspect( "http://h/a b" );
   CHECK( !bad.url() );
   CHECK( bad.diagnosis()->offset == 10 );
   const auto good = rfc1738::inspect( "ftp://h/" );
   CHECK( !good.diagnosis() );
   std::string out = "x";
   rfc1738::write_json( out, good );
   CHECK( out == "x" + rfc1738::to_json( good ) );  // appends
   CHECK( rfc1738::to_json( good ) == R"({"input":"ftp://h/","valid":true,"production":"ftpurl","conforms":true,"scheme":"ftp","components":{"host":"h","fpath":""},"warnings":[]})" );
}

TEST_CASE( "inspect computes the fix once; write_json writes the report's fix", "[report]" )
{
   // Absent when the text conforms; fix_it's when it does not.
   CHECK( !rfc1738::inspect( "http://h/a%20b" ).fix() );
   for( const std::string input : { "HTTP://h/a b#top", "http://h?q", "http://user@host/", "http://h/%2G", "<URL:ftp://h/a\n b>" } ) {
      INFO( input );
      rfc1738::options both;
      both.unwrap = both.ignore_scheme_case = true;
      for( const auto& modes : { rfc1738::options(), both } ) {
         const auto r = rfc1738::inspect( input, modes );
         if( r.verdict().conforms ) {
            CHECK( !r.fix() );
            continue;
         }
         REQUIRE( r.fix() );
         const auto f = rfc1738::fix_it( r.text() );
         CHECK( r.fix()->url == f.url );
         CHECK( r.fix()->fragment == f.fragment );
         CHECK( r.fix()->reason == f.reason );
         REQUIRE( r.fix()->edits.size() == f.edits.size() );
         std::string mine;
         std::string theirs;
         rfc1738::write_json_edits( mine, *r.fix() );
         rfc1738::write_json_edits( theirs, f );
         CHECK( mine == theirs );
         // The "fix" of the JSON is the report's edits, written when there is a url and an edit.
         const std::string json = rfc1738::to_json( r );
         if( f.url && !f.edits.empty() ) {
            CHECK( json.find( ",\"fix\":" + mine + "}" ) == json.size() - mine.size() - 8 );
         }
         else {
            CHECK( json.find( "\"fix\"" ) == std::string::npos );
         }
      }
   }
   const auto r = rfc1738::inspect( "HTTP://h/a b#top" );
   REQUIRE( r.fix() );
   CHECK( *r.fix()->url == "http://h/a%20b" );
   CHECK( *r.fix()->fragment == "top" );
   CHECK( r.fix()->edits.size() == 3 );
   const auto copy = r;   // the copy keeps it
   REQUIRE( copy.fix() );
   CHECK( *copy.fix()->url == "http://h/a%20b" );
   CHECK( !rfc1738::inspect( "http://h/%2G" ).fix()->url );   // no fix follows from the RFC: why
   CHECK( !rfc1738::inspect( "http://h/%2G" ).fix()->reason.empty() );
   // Longer than fix_it_limit: no fix computed, none written.
   const std::string long_input = "http://h/" + std::string( rfc1738::fix_it_limit, 'a' ) + " b";
   const auto l = rfc1738::inspect( long_input );
   CHECK( !l.verdict().conforms );
   CHECK( !l.fix() );
   CHECK( rfc1738::to_json( l ).find( "\"fix\"" ) == std::string::npos );
   const std::string a( rfc1738::fix_it_limit - 11, 'a' );
   const std::string at_limit = "http://h/" + a + " b";
   REQUIRE( at_limit.size() == rfc1738::fix_it_limit );
   const auto m = rfc1738::inspect( at_limit );
   REQUIRE( m.fix() );
   CHECK( m.fix()->url == "http://h/" + a + "%20b" );
}

TEST_CASE( "inspect's fix is fix_it's on the fuzz corpora and hostile bytes", "[report]" )
{
   // inspect hands its diagnosis to fix_it (not computed twice) when the
   // text fix_it starts from is the one diagnosed: the same fix as fix_it
   // alone, on every input that does not conform, with and without modes.
   std::vector< std::string > inputs;
   for( const char* name : { "parse", "differential" } ) {
      for( auto& i : corpus( name ) ) {
         inputs.push_back( std::move( i ) );
      }
   }
   for( int b = 0; b < 256; ++b ) {
      for( const std::string prefix : { "http://h/", "ftp://u:p@h/", "HTTP://h/", "<URL:gopher://h/1", " http://h/a-\n b" } ) {
         inputs.push_back( prefix + static_cast< char >( b ) + "#f" );
      }
   }
   rfc1738::options both;
   both.unwrap = both.ignore_scheme_case = true;
   std::size_t compared = 0;
   std::size_t unwrapped = 0;
   for( const auto& input : inputs ) {
      for( const auto& modes : { rfc1738::options(), both } ) {
         const auto r = rfc1738::inspect( input, modes );
         if( r.verdict().conforms || r.text().size() > rfc1738::fix_it_limit ) {
            continue;
         }
         INFO( "input: " << input );
         REQUIRE( r.fix() );
         const auto f = rfc1738::fix_it( r.text() );
         CHECK( r.fix()->url == f.url );
         CHECK( r.fix()->fragment == f.fragment );
         CHECK( r.fix()->reason == f.reason );
         std::string mine;
         std::string theirs;
         rfc1738::write_json_edits( mine, *r.fix() );
         rfc1738::write_json_edits( theirs, f );
         CHECK( mine == theirs );
         ++compared;
         unwrapped += !f.edits.empty() && f.edits.front().edit == "unwrap" ? 1 : 0;
         // fix_it ends when check says an edit's text conforms, where
         // diagnose finds nothing: the two agree on every text it made.
         for( const auto& e : f.edits ) {
            INFO( "edited: " << e.url );
            CHECK( !rfc1738::diagnose( e.url ).has_value() == rfc1738::check( e.url ).conforms );
         }
         CHECK( !rfc1738::diagnose( r.text() ).has_value() == rfc1738::check( r.text() ).conforms );
      }
   }
   CHECK( compared > 1000 );
   CHECK( unwrapped > 100 );
}

namespace {

// Every member of two reports alike (their texts are their own: the views
// are compared by what they view).
// The verdicts and what the writers write of two reports of one input.
void same_verdicts_and_json( const rfc1738::report& a, const rfc1738::report& b )
{
   CHECK( a.text() == b.text() );
   CHECK( a.verdict().valid == b.verdict().valid );
   CHECK( a.verdict().conforms == b.verdict().conforms );
   CHECK( a.verdict().derived_by == b.verdict().derived_by );
   std::string x;
   std::string y;
   rfc1738::write_json( x, a );
   rfc1738::write_json( y, b );
   CHECK( x == y );
   x.clear();
   y.clear();
   rfc1738::write_check_text( x, a );
   rfc1738::write_check_text( y, b );
   CHECK( x == y );
}

void same_report( const rfc1738::report& a, const rfc1738::report& b )
{
   CHECK( a.input() == b.input() );
   CHECK( a.text() == b.text() );
   CHECK( a.prepared().notes() == b.prepared().notes() );
   CHECK( a.prepared().fragment() == b.prepared().fragment() );
   CHECK( a.verdict().valid == b.verdict().valid );
   CHECK( a.verdict().conforms == b.verdict().conforms );
   CHECK( a.verdict().target == b.verdict().target );
   CHECK( a.verdict().derived_by == b.verdict().derived_by );
   CHECK( a.verdict().scheme == b.verdict().scheme );
   REQUIRE( a.url().has_value() == b.url().has_value() );
   if( a.url() ) {
      CHECK( a.url()->tree().size() == b.url()->tree().size() );
      CHECK( a.url()->derived_by() == b.url()->derived_by() );
   }
   REQUIRE( a.diagnosis().has_value() == b.diagnosis().has_value() );
   if( a.diagnosis() ) {
      const auto& x = *a.diagnosis();
      const auto& y = *b.diagnosis();
      CHECK( x.offset == y.offset );
      CHECK( x.target == y.target );
      CHECK( x.production == y.production );
      CHECK( x.expected == y.expected );
      CHECK( x.message == y.message );
      REQUIRE( x.fix.has_value() == y.fix.has_value() );
      if( x.fix ) {
         CHECK( x.fix->what == y.fix->what );
         CHECK( x.fix->offset == y.fix->offset );
      }
   }
   REQUIRE( a.warnings().size() == b.warnings().size() );
   for( std::size_t k = 0; k < a.warnings().size(); ++k ) {
      CHECK( a.warnings()[ k ].code == b.warnings()[ k ].code );
      CHECK( a.warnings()[ k ].offset == b.warnings()[ k ].offset );
      CHECK( a.warnings()[ k ].message == b.warnings()[ k ].message );
      CHECK( a.warnings()[ k ].section == b.warnings()[ k ].section );
   }
   REQUIRE( a.fix().has_value() == b.fix().has_value() );
   if( a.fix() ) {
      CHECK( a.fix()->url == b.fix()->url );
      CHECK( a.fix()->fragment == b.fix()->fragment );
      CHECK( a.fix()->reason == b.fix()->reason );
      REQUIRE( a.fix()->edits.size() == b.fix()->edits.size() );
      for( std::size_t k = 0; k < a.fix()->edits.size(); ++k ) {
         const auto& x = a.fix()->edits[ k ];
         const auto& y = b.fix()->edits[ k ];
         CHECK( x.edit == y.edit );
         CHECK( x.offset == y.offset );
         CHECK( x.section == y.section );
         CHECK( x.message == y.message );
         CHECK( x.url == y.url );
      }
   }
   CHECK( rfc1738::to_json( a ) == rfc1738::to_json( b ) );
}

}  // namespace

TEST_CASE( "inspect_into is inspect, whatever the report held before", "[report]" )
{
   // Inputs of every outcome (conforming, a fix of one edit and of many, a
   // fix refused, none computed past fix_it_limit, modes' notes and
   // warnings), each inspected into a report that held another before it:
   // the orders below put each after inputs of every other kind.
   std::vector< std::string > inputs = { "http://h/",
                                         "HTTP://h/a b#top",
                                         "http://h/#x",
                                         "news:*",
                                         "http://h?q",
                                         "http://h/%2G",
                                         "http://user@host/",
                                         "<URL:ftp://h/a\n b>",
                                         "news:<a@b>",
                                         "http://h/a%41",
                                         "",
                                         "x",
                                         "http://h/" + std::string( rfc1738::fix_it_limit, 'a' ) + " b",
                                         "http://h/" + std::string( 40, ' ' ) + "#" + std::string( 40, '#' ) };
   for( auto& i : corpus( "parse" ) ) {
      inputs.push_back( std::move( i ) );
   }
   rfc1738::options both;
   both.unwrap = both.ignore_scheme_case = true;
   rfc1738::options split;
   split.fragment = rfc1738::fragment_mode::split;
   const rfc1738::options modes[] = { rfc1738::options(), both, split };
   rfc1738::report r;
   CHECK( r.text().empty() );
   CHECK( !r.verdict().valid );
   std::size_t compared = 0;
   for( std::size_t step : { 1, 7, 13 } ) {   // three orders: each input after others
      for( std::size_t k = 0, at = 0; k < inputs.size(); ++k, at = ( at + step ) % inputs.size() ) {
         const std::string& input = inputs[ at ];
         const auto& m = modes[ ( k + step ) % std::size( modes ) ];
         INFO( "input: " << input );
         rfc1738::inspect_into( r, input, m );
         same_report( r, rfc1738::inspect( input, m ) );
         ++compared;
      }
   }
   CHECK( compared == 3 * inputs.size() );
   // Taken from a report used before, a copy and a move are that report.
   rfc1738::inspect_into( r, "HTTP://h/a b#top" );
   const rfc1738::report copy = r;
   same_report( copy, rfc1738::inspect( "HTTP://h/a b#top" ) );
   rfc1738::report moved = std::move( r );
   same_report( moved, rfc1738::inspect( "HTTP://h/a b#top" ) );
}

TEST_CASE( "url_tree::components: the report of url_tree::whole, its tree without a node per segment", "[report]" )
{
   // The productions whose nodes a tree of components may leave out: none
   // a component is, none the parse indexes (the views find those).
   std::array< bool, rfc1738::grammar::production_count > kept{};
   for( const auto& c : rfc1738::grammar::components ) {
      kept[ static_cast< std::size_t >( c.production ) ] = true;
   }
   for( const auto p : rfc1738::grammar::indexed ) {
      kept[ static_cast< std::size_t >( p ) ] = true;
   }
   // Long paths and runs of every form (the masks' inputs up to 127 bytes,
   // the walk's beyond), the fuzz corpora's parse inputs, hostile bytes.
   std::vector< std::string > inputs;
   for( const std::string_view begin : { "http://h/", "ftp://u:p@h/", "file://h/", "prospero://h/", "gopher://h/1", "wais://h/d/t/",
                                     "x-y://u@h:1/", "news:", "nntp://h/g/", "telnet://h/", "mailto:", "http://h/a?" } ) {
      for( const std::size_t k : { 0, 1, 2, 5, 40, 70, 3000 } ) {
         std::string rounds;
         for( std::size_t i = 0; i < k; ++i ) {
            rounds += "a/";
         }
         const std::string b( begin );
         inputs.push_back( b + rounds );
         inputs.push_back( b + rounds + "b;type=a" );
         inputs.push_back( b + std::string( k, '/' ) + "?q" );
         inputs.push_back( b + "p" + std::string( k, ';' ) + "a=b;c=d" );
         inputs.push_back( b + rounds + "%2" );
      }
   }
   for( auto& i : corpus( "parse" ) ) {
      inputs.push_back( std::move( i ) );
   }
   rfc1738::report whole;
   rfc1738::report bounded;
   std::size_t left_out = 0;
   std::size_t urls = 0;
   for( const auto& input : inputs ) {
      INFO( "input: " << input );
      rfc1738::inspect_into( whole, input, {}, rfc1738::url_tree::whole );
      rfc1738::inspect_into( bounded, input, {}, rfc1738::url_tree::components );
      same_verdicts_and_json( whole, bounded );
      REQUIRE( whole.url().has_value() == bounded.url().has_value() );
      if( !whole.url() ) {
         continue;
      }
      ++urls;
      for( std::size_t c = 0; c < rfc1738::grammar::component_count; ++c ) {
         const auto id = static_cast< rfc1738::grammar::component >( c );
         CHECK( whole.url()->get( id ) == bounded.url()->get( id ) );
      }
      // The tree of components is the whole tree without some nodes, in
      // the same order, each left out of a production neither a component
      // nor indexed.
      const auto& a = whole.url()->tree();
      const auto& b = bounded.url()->tree();
      std::size_t j = 0;
      for( std::size_t i = 0; i < a.size(); ++i ) {
         if( j < b.size() && a[ i ].id == b[ j ].id && a[ i ].begin == b[ j ].begin && a[ i ].end == b[ j ].end && a[ i ].depth == b[ j ].depth ) {
            ++j;
            continue;
         }
         CHECK( !kept[ static_cast< std::size_t >( a[ i ].id ) ] );
         ++left_out;
      }
      CHECK( j == b.size() );
   }
   CHECK( urls > inputs.size() / 3 );
   CHECK( left_out > 0 );
   // Its room does not grow with a path's segments (RFC 1738 §3.3: hpath =
   // hsegment *[ "/" hsegment ]; §3.2.2 fpath, §3.11 ppath).
   for( const std::string_view begin : { "http://h/", "ftp://h/", "file://h/", "prospero://h/" } ) {
      INFO( "form: " << begin );
      std::optional< std::size_t > size;
      for( const std::size_t k : { 1, 2, 10, 100, 100000 } ) {
         std::string input( begin );
         for( std::size_t i = 0; i < k; ++i ) {
            input += "a/";
         }
         rfc1738::inspect_into( bounded, input, {}, rfc1738::url_tree::components );
         REQUIRE( bounded.verdict().conforms );
         if( !size ) {
            size = bounded.url()->tree().size();
         }
         CHECK( bounded.url()->tree().size() == *size );
         rfc1738::inspect_into( whole, input, {}, rfc1738::url_tree::whole );
         CHECK( whole.url()->tree().size() >= *size + k );
      }
   }
}

TEST_CASE( "the JSON strings: bytes as code points, the library's text as UTF-8", "[report]" )
{
   std::string all;
   for( int b = 0; b < 256; ++b ) {
      all.push_back( static_cast< char >( b ) );
   }
   std::string bytes, text;
   rfc1738::write_json_string( bytes, all );
   rfc1738::write_json_text( text, all );
   CHECK( bytes.substr( 0, 8 ) == "\"\\u0000\\" );
   CHECK( bytes.find( "\\b" ) == std::string::npos );
   CHECK( bytes.find( "\\u0008\\t\\n\\u000b\\u000c\\r" ) != std::string::npos );
   CHECK( bytes.find( " !\\\"#" ) != std::string::npos );
   CHECK( bytes.find( "[\\\\]" ) != std::string::npos );
   CHECK( bytes.find( "~\\u007f\\u0080\\u0081" ) != std::string::npos );
   CHECK( bytes.substr( bytes.size() - 7 ) == "\\u00ff\"" );
   CHECK( text.find( "\\u0009\\u000a" ) != std::string::npos );
   CHECK( text.find( "~\\u007f\x80\x81" ) != std::string::npos );
   CHECK( text.substr( text.size() - 2 ) == "\xff\"" );
   std::string components;
   rfc1738::write_json_components( components, *rfc1738::parse( "ftp://h/a;type=i" ) );
   CHECK( components == R"({"host":"h","fpath":"a","ftptype":"i"})" );
}

// SPDX-License-Identifier: BSL-1.0
// rfc1738::extract and rfc1738::extractor: the URLs of a text as the RFC's
// Appendix delimits them, with their positions; the RFC's own text and the
// draft before it, hand-made documents for each rule, hostile text.
#include "rfc1738/extract.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "rfc1738/report.hpp"

namespace {

std::string read_file( const std::string& path )
{
   std::ifstream in( path, std::ios::binary );
   REQUIRE( in );
   std::ostringstream s;
   s << in.rdbuf();
   return s.str();
}

std::string data( const char* name )
{
   return read_file( std::string( RFC1738_SOURCE_DIR ) + "/tests/data/" + name );
}

bool is_space( char c )
{
   return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

// What every candidate of every text obeys.
void check_invariants( std::string_view text, const std::vector< rfc1738::candidate >& cs )
{
   // Line and column of every offset, counted once here from the text.
   std::vector< std::size_t > lines( text.size() + 1 ), columns( text.size() + 1 );
   for( std::size_t i = 0, l = 1, c = 1; i <= text.size(); ++i ) {
      lines[ i ] = l;
      columns[ i ] = c;
      if( i < text.size() && text[ i ] == '\n' ) {
         ++l;
         c = 1;
      }
      else {
         ++c;
      }
   }
   const auto line_column = [ & ]( std::size_t offset ) { return std::make_pair( lines[ offset ], columns[ offset ] ); };
   std::size_t previous_end = 0;
   for( const auto& c : cs ) {
      REQUIRE( c.begin < c.end );
      REQUIRE( c.end <= text.size() );
      REQUIRE( previous_end <= c.begin );
      previous_end = c.end;
      const auto [ line, column ] = line_column( c.begin );
      REQUIRE( c.line == line );
      REQUIRE( c.column == column );
      REQUIRE( c.source.size() == c.url.size() + 1 );
      for( std::size_t i = 0; i < c.url.size(); ++i ) {
         REQUIRE( !is_space( c.url[ i ] ) );
         REQUIRE( c.source[ i ] >= c.begin );
         REQUIRE( c.source[ i ] < c.end );
         REQUIRE( text[ c.source[ i ] ] == c.url[ i ] );
         REQUIRE( ( i == 0 || c.source[ i - 1 ] < c.source[ i ] ) );
         const auto p = c.position_of( i );
         const auto [ l, col ] = line_column( c.source[ i ] );
         REQUIRE( p.offset == c.source[ i ] );
         REQUIRE( p.line == l );
         REQUIRE( p.column == col );
      }
      for( const auto& w : c.warnings ) {
         REQUIRE( w.offset <= c.url.size() );
      }
   }
}

std::vector< rfc1738::candidate > in_chunks( std::string_view text, std::size_t size, const rfc1738::extract_options& o = {} )
{
   std::vector< rfc1738::candidate > out;
   rfc1738::extractor x( [ &out ]( rfc1738::candidate&& c ) { out.push_back( std::move( c ) ); }, o );
   for( std::size_t i = 0; i < text.size(); i += size ) {
      x.feed( text.substr( i, size ) );
   }
   x.finish();
   return out;
}

bool same( const std::vector< rfc1738::candidate >& a, const std::vector< rfc1738::candidate >& b )
{
   if( a.size() != b.size() ) {
      return false;
   }
   for( std::size_t i = 0; i < a.size(); ++i ) {
      if( a[ i ].begin != b[ i ].begin || a[ i ].end != b[ i ].end || a[ i ].line != b[ i ].line || a[ i ].column != b[ i ].column ||
          a[ i ].delimiter != b[ i ].delimiter || a[ i ].url != b[ i ].url || a[ i ].source != b[ i ].source || a[ i ].line_feeds != b[ i ].line_feeds ||
          a[ i ].warnings.size() != b[ i ].warnings.size() ) {
         return false;
      }
      for( std::size_t j = 0; j < a[ i ].warnings.size(); ++j ) {
         if( a[ i ].warnings[ j ].code != b[ i ].warnings[ j ].code || a[ i ].warnings[ j ].offset != b[ i ].warnings[ j ].offset ) {
            return false;
         }
      }
   }
   return true;
}

bool conforms( const std::string& url )
{
   const auto r = rfc1738::inspect( url );
   return r.verdict().conforms;
}

struct expected {
   std::size_t line;
   std::size_t column;
   const char* url;
   bool conforms;
};

std::vector< std::string_view > codes( const rfc1738::candidate& c )
{
   std::vector< std::string_view > out;
   for( const auto& w : c.warnings ) {
      out.push_back( w.code );
   }
   return out;
}

}  // namespace

// tests/data/rfc1738-with-erratum-5118.txt: RFC 1738 (see tests/data/README.md).
// Every "<URL:" of the text, by position (line 860 is the rendering's
// flattened tail of Section 5, the Appendix and the references).
TEST_CASE( "extract: every <URL:...> of RFC 1738, with its line and column", "[extract][rfc]" )
{
   const std::string text = data( "rfc1738-with-erratum-5118.txt" );
   rfc1738::extract_options o;
   o.only_wrapped = true;
   const auto cs = rfc1738::extract( text, o );
   const expected table[] = {
   { 46, 7, "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html", true },
   { 230, 34, "ftp://@host.com/", true },
   { 231, 31, "ftp://host.com/", true },
   { 232, 10, "ftp://foo:@host.com/", true },
   { 322, 25, "ftp://myname@host.dom/%2Fetc/motd", true },
   { 326, 4, "ftp://myname@host.dom/etc/motd", true },
   { 329, 4, "ftp://myname@host.dom//etc/motd", true },
   { 572, 38, "news:*", true },
   { 675, 6, "file://vms.host.edu/disk$user/my/notes/note12345.txt", true },
   { 718, 22, "prospero://host.dom//pros/name", true },
   { 860, 6135, "ftp://info.cern.ch/pub/www/doc;type=d", true },
   { 860, 6217, "ftp://ds.internic.net/rfc", true },
   { 860, 6271, "http://ds.internic.net/instructions/overview.html#WARNING", false },
   { 860, 6570, "ftp://ds.internic.net/rfc/rfc1436.txt;type=a", true },
   { 860, 6820, "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt", true },
   { 860, 7108, "ftp://ds.internic.net/rfc/rfc1630.txt", true },
   { 860, 7232, "ftp://info.cern.ch/pub/www/doc/http-spec.txt.Z", true },
   { 860, 7408, "ftp://ds.internic.net/rfc/rfc1123.txt", true },
   { 860, 7561, "ftp://ds.internic.net/rfc/rfc822.txt", true },
   { 860, 7812, "ftp://quake.think.com/pub/wais/doc/protspec.txt", true },
   { 860, 8019, "ftp://ds.internic.net/rfc/rfc1036.txt", true },
   { 860, 8280, "ftp://quake.think.com/pub/wais/doc/doc-ids.txt", true },
   { 860, 8514, "ftp://ds.internic.net/rfc/rfc977.txt", true },
   { 860, 8664, "ftp://ds.internic.net/internet-drafts/draft-ietf-uri-irl-fun-req-02.txt", true },
   { 860, 8876, "ftp://ds.internic.net/rfc/rfc1034.txt", true },
   { 860, 9024, "ftp://prospero.isi.edu/pub/prospero/doc/prospero-protocol.PS.Z", true },
   { 860, 9225, "ftp://ds.internic.net/rfc/rfc959.txt", true },
   { 860, 9409, "ftp://ds.internic.net/rfc/rfc1737.txt", true },
   { 860, 9685, "ftp://ds.internic.net/rfc/rfc1625.txt", true },
   { 860, 9857, "ftp://uu.psi.com/wp/nir.txt", true },
   };
   std::size_t wrappers = 0;
   for( auto at = text.find( "<URL:" ); at != std::string::npos; at = text.find( "<URL:", at + 1 ) ) {
      ++wrappers;
   }
   REQUIRE( wrappers == 30 );
   REQUIRE( cs.size() == std::size( table ) );
   check_invariants( text, cs );
   for( std::size_t i = 0; i < cs.size(); ++i ) {
      INFO( table[ i ].url );
      CHECK( cs[ i ].delimiter == rfc1738::delimiter::url_wrapped );
      CHECK( text.compare( cs[ i ].begin, 5, "<URL:" ) == 0 );
      CHECK( text[ cs[ i ].end - 1 ] == '>' );
      CHECK( cs[ i ].line == table[ i ].line );
      CHECK( cs[ i ].column == table[ i ].column );
      CHECK( cs[ i ].url == table[ i ].url );
      CHECK( cs[ i ].warnings.empty() );
      const auto r = rfc1738::inspect( cs[ i ].url );
      CHECK( r.verdict().conforms == table[ i ].conforms );
   }
   // The Appendix's examples, broken across lines in the RFC ("ds.in" /
   // "ternic.net"; here a space: the rendering joined the lines).
   CHECK( cs[ 10 ].url == "ftp://info.cern.ch/pub/www/doc;type=d" );
   CHECK( text.substr( cs[ 10 ].begin, cs[ 10 ].end - cs[ 10 ].begin ) == "<URL:ftp://info.cern.ch/pub/www/doc; type=d>" );
   CHECK( cs[ 11 ].url == "ftp://ds.internic.net/rfc" );
   CHECK( cs[ 12 ].url == "http://ds.internic.net/instructions/overview.html#WARNING" );
   // The one that does not conform: "#" is no part of a URL (§2.2); the
   // error is mapped back to the "#" in the text.
   const auto r = rfc1738::inspect( cs[ 12 ].url );
   REQUIRE( r.diagnosis() );
   const auto at = cs[ 12 ].position_of( r.diagnosis()->offset );
   CHECK( text[ at.offset ] == '#' );
   CHECK( at.line == 860 );
   CHECK( at.column == 6326 );
   // In chunks of any size: the same.
   for( const std::size_t size : { 1, 2, 3, 7, 64, 4096 } ) {
      CHECK( same( in_chunks( text, size, o ), cs ) );
   }
}

TEST_CASE( "extract: RFC 1738 with every delimiter: the wrapped ones and the Section 3 templates", "[extract][rfc]" )
{
   const std::string text = data( "rfc1738-with-erratum-5118.txt" );
   const auto cs = rfc1738::extract( text );
   check_invariants( text, cs );
   std::size_t wrapped = 0, angle = 0, quote = 0, bare = 0, conforming = 0;
   for( const auto& c : cs ) {
      wrapped += c.delimiter == rfc1738::delimiter::url_wrapped ? 1 : 0;
      angle += c.delimiter == rfc1738::delimiter::angle ? 1 : 0;
      quote += c.delimiter == rfc1738::delimiter::quote ? 1 : 0;
      bare += c.delimiter == rfc1738::delimiter::bare ? 1 : 0;
      conforming += conforms( c.url ) ? 1 : 0;
   }
   CHECK( cs.size() == 53 );
   CHECK( wrapped == 30 );
   CHECK( angle == 0 );
   CHECK( quote == 12 );   // the BNF's literals: "ftp://" login ...
   CHECK( bare == 11 );    // the §3 templates: http://<host>:<port>/... ends at "<"
   CHECK( conforming == 29 );
   for( std::size_t i = 0; i < 10; ++i ) {
      CHECK( same( in_chunks( text, 1 + i * 13 ), cs ) );
   }
}

// tests/data/draft-ietf-uri-url-03.txt: the March 1994 draft, as a web view
// rendered it: each line begins with the draft's line number, so a URL the
// draft broke across lines takes the next line's number inside its
// wrapper (the Appendix's rule removes only whitespace). Its URLs are in
// angle brackets without "URL:".
TEST_CASE( "extract: every <...> of draft-ietf-uri-url-03", "[extract][draft]" )
{
   const std::string text = data( "draft-ietf-uri-url-03.txt" );
   const auto all = rfc1738::extract( text );
   check_invariants( text, all );
   std::vector< rfc1738::candidate > cs;
   for( const auto& c : all ) {
      if( c.delimiter == rfc1738::delimiter::angle ) {
         cs.push_back( c );
      }
      else {
         CHECK( c.delimiter == rfc1738::delimiter::bare );
         CHECK( c.url == "gopher://host" );   // "gopher://host [port]/..." of the draft's gopher section
      }
   }
   const expected table[] = {
   { 38, 4, "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html", true },
   { 51, 4, "http://info.cern.ch/hypertext/WWW/Addressing/URL/Overview.html", true },
   { 967, 32, "ftp://info.cern.ch/pub/www/doc", true },
   { 968, 38, "ftp://ds.internic.net/rfc", true },
   { 977, 5, "ftp://boombox.micro.umn.edu/pub/gopher/963gopher_protocol", true },
   { 979, 5, "gopher://gopher.micro.umn.edu/00/Information965AboutGopher/AboutGopher", true },
   { 985, 5, "ftp://info.cern.ch/pub/www/doc/http-spec.txt971", true },
   { 995, 5, "ftp://quake.think.com/pub/wa981is/doc/protspec.txt", true },
   { 1019, 6, "ftp:1005//quake.think.com/pub/wais/doc/doc-ids.txt", false },
   { 1026, 6, "ftp://ds.internic.net/rfc/rfc977.txt", true },
   { 1034, 6, "wais://quake.think.com/wais-discussion-ar1020chives?lynch", true },
   { 1040, 6, "ftp://ds.internic.net/rfc/rfc1034.txt", true },
   { 1047, 6, "ftp://prospero.isi.edu/pub/prospero/oir.ps", true },
   { 1052, 6, "ftp://ds.internic.net/rfc/rfc959.txt", true },
   { 1065, 6, "ftp://uu.psi.com/wp/nir.txt", true },
   };
   REQUIRE( cs.size() == std::size( table ) );
   REQUIRE( all.size() == cs.size() + 6 );
   for( std::size_t i = 0; i < cs.size(); ++i ) {
      INFO( table[ i ].url );
      CHECK( text[ cs[ i ].begin ] == '<' );
      CHECK( text[ cs[ i ].end - 1 ] == '>' );
      CHECK( cs[ i ].line == table[ i ].line );
      CHECK( cs[ i ].column == table[ i ].column );
      CHECK( cs[ i ].url == table[ i ].url );
      CHECK( conforms( cs[ i ].url ) == table[ i ].conforms );
   }
   rfc1738::extract_options o;
   o.only_wrapped = true;
   CHECK( rfc1738::extract( text, o ).empty() );   // the draft has no "<URL:"
   CHECK( same( in_chunks( text, 5 ), all ) );
}

TEST_CASE( "extract: the Appendix's wrapper, broken across lines", "[extract][appendix]" )
{
   const std::string text = "Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;\n   type=d> but you can\nprobably pick it up from <URL:ftp://ds.in\n   ternic.net/rfc>.\n";
   const auto cs = rfc1738::extract( text );
   check_invariants( text, cs );
   REQUIRE( cs.size() == 2 );
   CHECK( cs[ 0 ].url == "ftp://info.cern.ch/pub/www/doc;type=d" );
   CHECK( cs[ 0 ].delimiter == rfc1738::delimiter::url_wrapped );
   CHECK( cs[ 0 ].line == 1 );
   CHECK( cs[ 0 ].column == 28 );
   CHECK( cs[ 0 ].begin == 27 );
   CHECK( text.substr( cs[ 0 ].end - 7, 7 ) == "type=d>" );
   CHECK( cs[ 0 ].line_feeds.size() == 1 );
   CHECK( cs[ 0 ].position_of( 31 ).line == 2 );   // the "t" of "type=d"
   CHECK( cs[ 0 ].position_of( 31 ).column == 4 );
   CHECK( cs[ 0 ].position_of( 30 ).line == 1 );   // the ";" before the line break
   CHECK( cs[ 0 ].position_of( 30 ).column == 63 );
   CHECK( cs[ 1 ].url == "ftp://ds.internic.net/rfc" );
   CHECK( cs[ 1 ].line == 3 );
   CHECK( cs[ 1 ].column == 26 );
   CHECK( cs[ 1 ].position_of( 11 ).line == 4 );   // "ternic"
   CHECK( cs[ 1 ].position_of( 11 ).column == 4 );
   CHECK( text[ cs[ 1 ].end ] == '.' );
}

TEST_CASE( "extract: a bare URL that a byte >= 0x80 ends says so", "[extract][appendix]" )
{
   const auto cs = rfc1738::extract( "see http://h/caf\xc3\xa9 and http://h/a.\xe2\x80\x94 then <URL:http://h/\xc3\xa9> and http://h/x y" );
   REQUIRE( cs.size() == 4 );
   CHECK( cs[ 0 ].url == "http://h/caf" );
   CHECK( codes( cs[ 0 ] ) == std::vector< std::string_view >{ "cut-at-non-ascii" } );
   CHECK( cs[ 0 ].warnings[ 0 ].offset == cs[ 0 ].url.size() );   // where it was cut
   CHECK( cs[ 0 ].warnings[ 0 ].section == "§2.2" );
   CHECK( cs[ 0 ].warnings[ 0 ].message.rfind( "byte 0xC3 follows: a bare URL ends before a byte >= 0x80", 0 ) == 0 );
   CHECK( cs[ 1 ].url == "http://h/a" );   // the sentence's "." dropped, then the dash
   CHECK( codes( cs[ 1 ] ) == std::vector< std::string_view >{ "cut-at-non-ascii" } );
   CHECK( cs[ 1 ].warnings[ 0 ].offset == cs[ 1 ].url.size() );
   CHECK( cs[ 2 ].url == "http://h/\xc3\xa9" );   // in a wrapper the bytes are kept (and checked)
   CHECK( cs[ 2 ].warnings.empty() );
   CHECK( cs[ 3 ].url == "http://h/x" );   // a space ends it, as ever: no warning
   CHECK( cs[ 3 ].warnings.empty() );
}

TEST_CASE( "extract: a hyphen at a line break is reported, never guessed", "[extract][appendix]" )
{
   const auto cs = rfc1738::extract( "<URL:http://host/long-\n  name> and <URL:http://host/a-b>\nand http://host/x-\nmore" );
   REQUIRE( cs.size() == 3 );
   CHECK( cs[ 0 ].url == "http://host/long-name" );   // the "-" kept
   CHECK( codes( cs[ 0 ] ) == std::vector< std::string_view >{ "hyphen-at-line-break" } );
   CHECK( cs[ 0 ].warnings[ 0 ].offset == 16 );
   CHECK( cs[ 0 ].warnings[ 0 ].section == "Appendix" );
   CHECK( cs[ 1 ].warnings.empty() );
   CHECK( cs[ 2 ].url == "http://host/x-" );
   CHECK( cs[ 2 ].delimiter == rfc1738::delimiter::bare );
   CHECK( codes( cs[ 2 ] ) == std::vector< std::string_view >{ "hyphen-at-line-break" } );
   // A space, not a line break, after the "-": no warning.
   const auto ws = rfc1738::extract( "<URL:http://host/a- b>" );
   REQUIRE( ws.size() == 1 );
   CHECK( ws[ 0 ].url == "http://host/a-b" );
   CHECK( ws[ 0 ].warnings.empty() );
}

TEST_CASE( "extract: each delimiter", "[extract][delimiters]" )
{
   const std::string text = "a <URL:news:*> b <gopher://h/1a> c \"ftp://h/f\" d mailto:x@y.z e <newsgroup-name> \"Naming: Strategies\" \"URL:http://h/\"";
   const auto cs = rfc1738::extract( text );
   check_invariants( text, cs );
   REQUIRE( cs.size() == 5 );
   CHECK( cs[ 0 ].delimiter == rfc1738::delimiter::url_wrapped );
   CHECK( cs[ 0 ].url == "news:*" );
   CHECK( cs[ 1 ].delimiter == rfc1738::delimiter::angle );
   CHECK( cs[ 1 ].url == "gopher://h/1a" );
   CHECK( cs[ 2 ].delimiter == rfc1738::delimiter::quote );
   CHECK( cs[ 2 ].url == "ftp://h/f" );
   CHECK( text.substr( cs[ 2 ].begin, cs[ 2 ].end - cs[ 2 ].begin ) == "\"ftp://h/f\"" );
   CHECK( cs[ 3 ].delimiter == rfc1738::delimiter::bare );
   CHECK( cs[ 3 ].url == "mailto:x@y.z" );
   CHECK( cs[ 4 ].delimiter == rfc1738::delimiter::quote );
   CHECK( cs[ 4 ].url == "http://h/" );
   CHECK( rfc1738::name_of( rfc1738::delimiter::url_wrapped ) == "url_wrapped" );
   CHECK( rfc1738::name_of( rfc1738::delimiter::angle ) == "angle" );
   CHECK( rfc1738::name_of( rfc1738::delimiter::quote ) == "quote" );
   CHECK( rfc1738::name_of( rfc1738::delimiter::bare ) == "bare" );
   rfc1738::extract_options o;
   o.only_wrapped = true;
   const auto w = rfc1738::extract( text, o );
   REQUIRE( w.size() == 1 );
   CHECK( w[ 0 ].url == "news:*" );
}

TEST_CASE( "extract: where a bare URL ends", "[extract][bare]" )
{
   const auto one = []( const std::string& text ) {
      const auto cs = rfc1738::extract( text );
      check_invariants( text, cs );
      REQUIRE( cs.size() == 1 );
      CHECK( cs[ 0 ].delimiter == rfc1738::delimiter::bare );
      return cs[ 0 ].url;
   };
   CHECK( one( "See http://h/a." ) == "http://h/a" );             // sentence end
   CHECK( one( "at http://h/a, then" ) == "http://h/a" );
   CHECK( one( "(see http://h/a)" ) == "http://h/a" );           // ")" closes nothing in the URL
   CHECK( one( "see http://h/a_(b)." ) == "http://h/a_(b)" );     // ")" closes the URL's own "("
   CHECK( one( "is it http://h/a?!" ) == "http://h/a" );
   CHECK( one( "'http://h/a'" ) == "http://h/a" );
   CHECK( one( "x http://h/a;type=d; y" ) == "http://h/a;type=d" );
   CHECK( one( "x http://h/a>b" ) == "http://h/a" );
   CHECK( one( "x http://h/a\"b" ) == "http://h/a" );
   CHECK( one( "x http://h/a\tb" ) == "http://h/a" );
   CHECK( one( "x http://h/a\xe2\x80\x9d" ) == "http://h/a" );     // UTF-8 quote mark
   CHECK( one( "x http://h/%7Ea{b}" ) == "http://h/%7Ea{b}" );     // unsafe bytes are kept, for check to report
   CHECK( one( "URL:ftp://h/f" ) == "ftp://h/f" );               // the Appendix's prefix
   CHECK( one( "HTTP://h/" ) == "HTTP://h/" );                   // found as written
   const auto prefixed = rfc1738::extract( "x URL:ftp://h/f" );
   REQUIRE( prefixed.size() == 1 );
   CHECK( prefixed[ 0 ].begin == 2 );
   CHECK( prefixed[ 0 ].source[ 0 ] == 6 );
   // Not URLs: a word and a colon, a time, a word without a scheme's letter first.
   CHECK( rfc1738::extract( "Note: a time 10:30 and x: y, e.g.: z, a:" ).empty() );
   CHECK( rfc1738::extract( "Note:." ).empty() );
   CHECK( rfc1738::extract( "not-a-scheme-but-a-word-longer-than-sixty-four-bytes-aaaaaaaaaaaaaaaaaaaaaaaaaa:x" ).empty() );
}

TEST_CASE( "extract: unterminated wrappers and the cap", "[extract][hostile]" )
{
   const auto eof = rfc1738::extract( "text <URL:http://h/a" );
   REQUIRE( eof.size() == 1 );
   CHECK( eof[ 0 ].url == "http://h/a" );
   CHECK( codes( eof[ 0 ] ) == std::vector< std::string_view >{ "unterminated" } );
   CHECK( eof[ 0 ].end == 20 );
   const auto next = rfc1738::extract( "<URL:http://h/a <URL:http://h/b>" );
   REQUIRE( next.size() == 2 );
   CHECK( next[ 0 ].url == "http://h/a" );
   CHECK( codes( next[ 0 ] ) == std::vector< std::string_view >{ "unterminated" } );
   CHECK( next[ 1 ].url == "http://h/b" );
   CHECK( next[ 1 ].warnings.empty() );
   const auto paragraph = rfc1738::extract( "<URL:http://h/a\n\nA new paragraph." );
   REQUIRE( paragraph.size() == 1 );
   CHECK( paragraph[ 0 ].url == "http://h/a" );
   CHECK( codes( paragraph[ 0 ] ) == std::vector< std::string_view >{ "unterminated" } );
   const auto empty = rfc1738::extract( "<URL:>" );
   REQUIRE( empty.size() == 1 );
   CHECK( empty[ 0 ].url.empty() );
   CHECK( empty[ 0 ].position_of( 0 ).offset == 5 );

   rfc1738::extract_options o;
   o.max_url_length = 10;
   const auto capped = rfc1738::extract( "<URL:http://h/abcdefgh> http://h/abcdefgh", o );
   REQUIRE( capped.size() >= 2 );
   CHECK( capped[ 0 ].url == "http://h/a" );
   CHECK( codes( capped[ 0 ] ) == std::vector< std::string_view >{ "too-long" } );
   bool bare_capped = false;
   for( const auto& c : capped ) {
      bare_capped = bare_capped || ( c.delimiter == rfc1738::delimiter::bare && c.url == "http://h/a" && codes( c ) == std::vector< std::string_view >{ "too-long" } );
   }
   CHECK( bare_capped );
}

TEST_CASE( "extract: hostile text, in linear time and bounded memory", "[extract][hostile]" )
{
   // 1 MB without a newline: one bare URL, cut at the cap.
   std::string long_url = "http://h/" + std::string( 1 << 20, 'a' );
   auto cs = rfc1738::extract( long_url );
   REQUIRE( !cs.empty() );
   CHECK( cs[ 0 ].url.size() == 65536 );
   CHECK( codes( cs[ 0 ] ) == std::vector< std::string_view >{ "too-long" } );
   check_invariants( long_url.substr( 0, 70000 ), { cs[ 0 ] } );
   // 1 MB of "<URL:" repeated: each one ends the one before, unterminated.
   std::string wrappers;
   while( wrappers.size() < ( 1u << 20 ) ) {
      wrappers += "<URL:";
   }
   cs = rfc1738::extract( wrappers );
   CHECK( cs.size() == wrappers.size() / 5 );
   std::size_t unterminated_empty = 0;
   for( const auto& c : cs ) {
      unterminated_empty += c.url.empty() && c.warnings.size() == 1 && c.warnings[ 0 ].code == "unterminated" ? 1 : 0;
   }
   CHECK( unterminated_empty == cs.size() );
   // 1 MB of one unterminated "<URL:" with text after it (no blank line).
   std::string open = "<URL:" + std::string( 1 << 20, 'x' );
   cs = rfc1738::extract( open );
   REQUIRE( !cs.empty() );
   CHECK( cs[ 0 ].url.size() == 65536 );
   // A megabyte of random bytes, NUL among them, in random chunks: the same
   // candidates as in one piece, and the invariants.
   std::mt19937 random( 1738 );
   std::string binary( 1 << 20, '\0' );
   const char alphabet[] = "<>\":/URL \n\t-.()hptfw\0\x80\xff";
   for( auto& b : binary ) {
      b = random() % 4 == 0 ? static_cast< char >( random() ) : alphabet[ random() % ( sizeof( alphabet ) - 1 ) ];
   }
   cs = rfc1738::extract( binary );
   check_invariants( binary.substr( 0, 1 << 16 ), [ & ] {
      std::vector< rfc1738::candidate > head;
      for( const auto& c : cs ) {
         if( c.end <= ( 1u << 16 ) ) {
            head.push_back( c );
         }
      }
      return head;
   }() );
   std::vector< rfc1738::candidate > chunked;
   rfc1738::extractor x( [ &chunked ]( rfc1738::candidate&& c ) { chunked.push_back( std::move( c ) ); } );
   for( std::size_t i = 0; i < binary.size(); ) {
      const std::size_t n = 1 + random() % 300;
      x.feed( std::string_view( binary ).substr( i, n ) );
      i += n;
   }
   x.finish();
   CHECK( same( chunked, cs ) );
   // The extractor takes a new text after finish().
   chunked.clear();
   x.feed( "a <URL:news:*>" );
   x.finish();
   REQUIRE( chunked.size() == 1 );
   CHECK( chunked[ 0 ].begin == 2 );
   CHECK( chunked[ 0 ].line == 1 );
}

TEST_CASE( "extract: the examples of extract.hpp", "[extract][doc_examples]" )
{
   const auto c = rfc1738::extract( "see <URL:ftp://ds.in\n  ternic.net/rfc>." );
   REQUIRE( c.size() == 1 );
   CHECK( c[ 0 ].delimiter == rfc1738::delimiter::url_wrapped );
   CHECK( c[ 0 ].url == "ftp://ds.internic.net/rfc" );
   CHECK( c[ 0 ].begin == 4 );
   CHECK( c[ 0 ].end == 38 );
   CHECK( c[ 0 ].position_of( 11 ).line == 2 );
   CHECK( c[ 0 ].position_of( 11 ).column == 3 );
   const auto d = rfc1738::extract( "Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;\n type=d>" );
   REQUIRE( d.size() == 1 );
   CHECK( d[ 0 ].url == "ftp://info.cern.ch/pub/www/doc;type=d" );
   CHECK( d[ 0 ].line == 1 );
   CHECK( d[ 0 ].column == 28 );
}

// feed() takes a run that only extends what is being read (a bare
// candidate's bytes, a scheme's) at once; a chunk of one byte goes through
// the byte-at-a-time machine. Both must give the same candidates, field for
// field, at every cap, on the RFCs, on URL lists and on random text.
TEST_CASE( "extract: runs taken at once give what one byte at a time gives", "[extract][runs]" )
{
   std::vector< std::string > texts = { data( "rfc1738-with-erratum-5118.txt" ), data( "draft-ietf-uri-url-03.txt" ) };
   // A URL list, as lint reads one: every line a bare candidate.
   std::string list;
   for( int i = 0; i < 3000; ++i ) {
      list += "http://host" + std::to_string( i ) + ".example.com/a/b-" + std::to_string( i * 7 ) + "?q=" + std::string( i % 97, 'x' ) + ( i % 5 == 0 ? ").\n" : "\n" );
      list += ( i % 11 == 0 ? "URL:ftp://h/p-\n  q" : "" ) + std::string( i % 70, 's' ) + ":" + std::string( i % 13, '/' ) + "\r\n";
   }
   texts.push_back( list );
   std::mt19937 random( 25 );
   const char alphabet[] = "<>\":/URL \n\t\r-.()hptfw:x+a1;,!?'\0\x80\xff";
   for( int t = 0; t < 4; ++t ) {
      std::string text( 1 << 17, '\0' );
      for( auto& b : text ) {
         b = random() % 8 == 0 ? static_cast< char >( random() ) : alphabet[ random() % ( sizeof( alphabet ) - 1 ) ];
      }
      texts.push_back( text );
   }
   std::size_t candidates = 0;
   std::size_t runs = 0;   // bytes a bare candidate holds after another one of them: taken in runs
   for( const std::size_t cap : { std::size_t( 65536 ), std::size_t( 1 ), std::size_t( 2 ), std::size_t( 5 ), std::size_t( 8 ), std::size_t( 33 ), std::size_t( 64 ) } ) {
      rfc1738::extract_options o;
      o.max_url_length = cap;
      for( const auto& text : texts ) {
         INFO( "cap " << cap << ", text of " << text.size() << " bytes" );
         const auto one_byte = in_chunks( text, 1, o );
         CHECK( same( in_chunks( text, text.size(), o ), one_byte ) );
         CHECK( same( in_chunks( text, 2 + random() % 200, o ), one_byte ) );
         candidates += one_byte.size();
         for( const auto& c : one_byte ) {
            runs += c.url.size() > 1 ? c.url.size() - 1 : 0;
         }
      }
   }
   CHECK( candidates > 50000 );
   CHECK( runs > 1000000 );
}

// at_rest(): where it says so at a line start, a new extractor reads on from
// there: the candidates found before the cut and those the new one finds
// after it (offsets and lines counted on) are the whole text's. lint -j
// reads a text in pieces on this promise, and reads on with the same
// extractor where it is not at rest.
TEST_CASE( "extract: a text cut where the extractor is at rest is read on by a new one", "[extract][at_rest]" )
{
   std::vector< std::string > texts = { data( "rfc1738-with-erratum-5118.txt" ), data( "draft-ietf-uri-url-03.txt" ) };
   std::mt19937 random( 1994 );
   const char alphabet[] = "<>\":/URL \n\n\t-.()hptfw:x+a1";
   std::string text( 1 << 16, ' ' );
   for( auto& b : text ) {
      b = alphabet[ random() % ( sizeof( alphabet ) - 1 ) ];
   }
   texts.push_back( text );
   // Lines after which the extractor is not at rest: a wrapper, a quote, a
   // bare URL's hyphen at the line break.
   std::string running_on;
   for( int i = 0; i < 200; ++i ) {
      running_on += "<URL:ftp://h/a\n  b/c>\n\"http://q.dom/r\n s\" and the http://hy-\nphen.dom/ and <URL:news:\n\n";
   }
   texts.push_back( running_on );
   for( const auto only_wrapped : { false, true } ) {
      rfc1738::extract_options o;
      o.only_wrapped = only_wrapped;
      std::size_t not_at_rest = 0;
      for( const auto& t : texts ) {
         const auto whole = in_chunks( t, t.size(), o );
         std::vector< rfc1738::candidate > before;
         rfc1738::extractor x( [ &before ]( rfc1738::candidate&& c ) { before.push_back( std::move( c ) ); }, o );
         std::size_t at_rest = 0;
         std::size_t line = 1;
         for( std::size_t i = 0; i < t.size(); ) {
            const auto lf = t.find( '\n', i );
            if( lf == std::string::npos ) {
               break;
            }
            x.feed( std::string_view( t ).substr( i, lf + 1 - i ) );
            i = lf + 1;
            ++line;
            if( !x.at_rest() ) {
               ++not_at_rest;
               continue;
            }
            if( line % 5 != 0 ) {
               continue;   // every fifth cut at rest read on: the test stays quick
            }
            ++at_rest;
            auto all = before;
            rfc1738::extract_options from_cut = o;   // the rest read by a new extractor, told where it begins
            from_cut.first_offset = i;
            from_cut.first_line = line;
            for( auto& c : in_chunks( std::string_view( t ).substr( i ), t.size(), from_cut ) ) {
               all.push_back( std::move( c ) );
            }
            INFO( "cut after line " << line - 1 << " (offset " << i << ")" );
            REQUIRE( same( all, whole ) );
         }
         CHECK( at_rest > 100 );
      }
      CHECK( not_at_rest >= ( only_wrapped ? 400 : 800 ) );
   }
}

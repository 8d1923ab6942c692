// SPDX-License-Identifier: BSL-1.0
// rfc1738::extract( text, document_format ): the URLs of Markdown and HTML
// documents, read by their syntax, with positions in the document's bytes;
// hostile documents in linear time.
#include "rfc1738/extract.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

namespace {

using rfc1738::delimiter;
using rfc1738::document_format;

struct found {
   std::size_t line;
   std::size_t column;
   delimiter how;
   std::string url;
};

std::vector< found > urls( std::string_view text, document_format f )
{
   std::vector< found > out;
   for( const auto& c : rfc1738::extract( text, f ) ) {
      out.push_back( { c.line, c.column, c.delimiter, c.url } );
   }
   return out;
}

std::vector< std::string > just_urls( std::string_view text, document_format f )
{
   std::vector< std::string > out;
   for( const auto& c : rfc1738::extract( text, f ) ) {
      out.push_back( c.url );
   }
   return out;
}

// What every candidate of a document obeys: its span inside the text, in
// order; its line and column those of its first byte; each URL byte's source
// inside the span, never going back, and position_of giving its line and column.
void check_invariants( std::string_view text, const std::vector< rfc1738::candidate >& cs )
{
   std::vector< std::size_t > lines( text.size() + 1 ), columns( text.size() + 1 );
   for( std::size_t i = 0, l = 1, c = 1; i <= text.size(); ++i ) {
      lines[ i ] = l;
      columns[ i ] = c;
      c = i < text.size() && text[ i ] == '\n' ? ( ++l, 1 ) : c + 1;
   }
   std::size_t previous_begin = 0;
   for( const auto& c : cs ) {
      REQUIRE( c.begin < c.end );
      REQUIRE( c.end <= text.size() );
      REQUIRE( previous_begin <= c.begin );
      previous_begin = c.begin;
      REQUIRE( c.line == lines[ c.begin ] );
      REQUIRE( c.column == columns[ c.begin ] );
      REQUIRE( c.source.size() == c.url.size() + 1 );
      for( std::size_t i = 0; i < c.url.size(); ++i ) {
         REQUIRE( c.source[ i ] >= c.begin );
         REQUIRE( c.source[ i ] < c.end );
         REQUIRE( ( i == 0 || c.source[ i - 1 ] <= c.source[ i ] ) );
         const auto p = c.position_of( i );
         REQUIRE( p.offset == c.source[ i ] );
         REQUIRE( p.line == lines[ p.offset ] );
         REQUIRE( p.column == columns[ p.offset ] );
      }
      REQUIRE( c.source.back() <= c.end );
   }
}

}  // namespace

TEST_CASE( "documents: the format a file name says", "[extract][documents]" )
{
   CHECK( rfc1738::format_of_path( "README.md" ) == document_format::markdown );
   CHECK( rfc1738::format_of_path( "docs/a.MARKDOWN" ) == document_format::markdown );
   CHECK( rfc1738::format_of_path( "x/index.html" ) == document_format::html );
   CHECK( rfc1738::format_of_path( "a.HTM" ) == document_format::html );
   CHECK( rfc1738::format_of_path( "a.xhtml" ) == document_format::html );
   CHECK( rfc1738::format_of_path( "rfc1738.txt" ) == document_format::text );
   CHECK( rfc1738::format_of_path( "Makefile" ) == document_format::text );
   CHECK( rfc1738::format_of_path( ".md" ) == document_format::text );
   CHECK( rfc1738::format_of_path( "dir.md/file" ) == document_format::text );
   CHECK( rfc1738::format_of_path( "-" ) == document_format::text );
   CHECK( rfc1738::name_of( document_format::text ) == "text" );
   CHECK( rfc1738::name_of( document_format::markdown ) == "markdown" );
   CHECK( rfc1738::name_of( document_format::html ) == "html" );
   CHECK( rfc1738::name_of( delimiter::link ) == "link" );
   CHECK( rfc1738::name_of( delimiter::reference ) == "reference" );
   CHECK( rfc1738::name_of( delimiter::attribute ) == "attribute" );
}

TEST_CASE( "documents: text is the Appendix's rules, unchanged", "[extract][documents]" )
{
   const std::string t = "[a](http://x/)] `http://y/` std::vector Note:x <URL:ftp://h/p>";
   const auto a = rfc1738::extract( t );
   const auto b = rfc1738::extract( t, document_format::text );
   REQUIRE( a.size() == b.size() );
   for( std::size_t i = 0; i < a.size(); ++i ) {
      CHECK( a[ i ].url == b[ i ].url );
      CHECK( a[ i ].begin == b[ i ].begin );
   }
   // What the Appendix's rules alone read here: the artifacts the formats remove.
   CHECK( just_urls( t, document_format::text ) ==
          std::vector< std::string >{ "http://x/)]", "http://y/`", "std::vector", "Note:x", "ftp://h/p" } );
}

TEST_CASE( "documents: Markdown links, references and autolinks", "[extract][documents][markdown]" )
{
   const std::string t =
      "See [text](https://a.example/x_(y)_z \"title\")] and ![i](<http://h/a b> 'T').\n"   // 1
      "[esc](http://h/a\\)b&amp;c) [rel](../x.md) [frag](#x) [mail](mailto:a@b.c)\n"      // 2
      "Auto <http://auto/{x}> and <a@b.c>, [two\n"                                          // 3
      "lines](\n"                                                                           // 4
      "  ftp://h/p (t))\n"                                                                  // 5
      "\n"                                                                                  // 6
      "[ref]: http://ref.example/a \"T\"\n"                                                 // 7
      "[ang]:\n"                                                                            // 8
      "  <news:comp.x>\n";                                                                  // 9
   const auto f = urls( t, document_format::markdown );
   const std::vector< found > want = {
      { 1, 12, delimiter::link, "https://a.example/x_(y)_z" },
      { 1, 57, delimiter::link, "http://h/a b" },   // a <...> destination begins at its "<"
      { 2, 7, delimiter::link, "http://h/a)b&c" },
      { 2, 61, delimiter::link, "mailto:a@b.c" },
      { 3, 6, delimiter::angle, "http://auto/{x}" },
      { 5, 3, delimiter::link, "ftp://h/p" },
      { 7, 8, delimiter::reference, "http://ref.example/a" },
      { 9, 3, delimiter::reference, "news:comp.x" },
   };
   REQUIRE( f.size() == want.size() );
   for( std::size_t i = 0; i < want.size(); ++i ) {
      CAPTURE( i );
      CHECK( f[ i ].line == want[ i ].line );
      CHECK( f[ i ].column == want[ i ].column );
      CHECK( f[ i ].how == want[ i ].how );
      CHECK( f[ i ].url == want[ i ].url );
   }
   // An escape and a character reference map back to their first byte.
   const auto cs = rfc1738::extract( t, document_format::markdown );
   check_invariants( t, cs );
   const auto& esc = cs[ 2 ];
   CHECK( esc.position_of( 10 ).offset == t.find( "\\)" ) );
   CHECK( esc.position_of( 12 ).offset == t.find( "&amp;" ) );
   CHECK( esc.position_of( 13 ).offset == t.find( "&amp;" ) + 5 );
   // A reference definition does not interrupt a paragraph (CommonMark).
   CHECK( just_urls( "text\n[x]: http://h/\n", document_format::markdown ) == std::vector< std::string >{ "http://h/" } );
   CHECK( urls( "text\n[x]: http://h/\n", document_format::markdown )[ 0 ].how == delimiter::bare );
}

TEST_CASE( "documents: Markdown prose and code", "[extract][documents][markdown]" )
{
   // Bare URLs end before the markup; a word and a colon is no URL.
   CHECK( just_urls( "(see http://a/b) [http://c/d] `http://e/f` **http://g/h** _http://i/j_", document_format::markdown ) ==
          std::vector< std::string >{ "http://a/b", "http://c/d", "http://e/f", "http://g/h", "http://i/j" } );
   CHECK( just_urls( "std::vector, Class::member(), Note:x, localhost:8080/a, C:\\dir, git@host.dom:a/b, urn:x:y", document_format::markdown ).empty() );
   CHECK( just_urls( "mail mailto:a@b.c, news:comp.x, HTTP://H/ and http:x", document_format::markdown ) ==
          std::vector< std::string >{ "mailto:a@b.c", "news:comp.x", "HTTP://H/" } );
   // A scheme whose URLs have "//" needs it; a scheme alone is a mention; a
   // drive letter is no scheme; nor is a word before "::".
   CHECK( just_urls( "file:line File::Basename::dirname C:////temp http:// and https:// URLs <xsl:if a=\"//x\">", document_format::markdown ).empty() );
   CHECK( just_urls( "&lt;xsl:if test=\"/a/b\"&gt; file:lineno File::Find", document_format::html ).empty() );
   // Code's closing brackets: a "]" or "}" that closes nothing in the URL.
   CHECK( just_urls( "u = ['http://h/a']; v = { u: 'http://h/b'}; w = 'http://h/[c]'", document_format::html ) ==
          std::vector< std::string >{ "http://h/a", "http://h/b", "http://h/[c]" } );
   // Tables: "|" is markup in a table row, a byte of the URL elsewhere.
   CHECK( just_urls( "| a |http://t/x|\n|---|---|\n", document_format::markdown ) == std::vector< std::string >{ "http://t/x" } );
   CHECK( just_urls( "a http://t/x|y\n", document_format::markdown ) == std::vector< std::string >{ "http://t/x|y" } );
   // Code is checked: fenced, indented, spans; its links are not links.
   const std::string code = "```js\nnew URL(`http://f/x`); [a](http://not-a-link/)\n```\n\n    curl http://i/{x}\n";
   const auto f = urls( code, document_format::markdown );
   REQUIRE( f.size() == 3 );
   CHECK( f[ 0 ].url == "http://f/x" );
   CHECK( f[ 0 ].how == delimiter::bare );
   CHECK( f[ 1 ].url == "http://not-a-link/" );   // the Appendix's rule: a ")" that closes nothing
   CHECK( f[ 1 ].how == delimiter::bare );
   CHECK( ( f[ 2 ].line == 5 && f[ 2 ].column == 10 && f[ 2 ].url == "http://i/{x}" ) );
   // A template of code is no URL; a link's destination is one all the same.
   CHECK( just_urls( "`http://${host}/a` \"http://{{h}}/\" http://h/<%= p %> [x](http://h/${v})", document_format::markdown ) ==
          std::vector< std::string >{ "http://h/", "http://h/${v}" } );
   // Nothing left after the scheme's ":" once the closing brackets go.
   CHECK( just_urls( "{news:} [mailto:]", document_format::markdown ).empty() );
   // A fenced block of Markdown (```md, ```markdown) is read as Markdown: a
   // badge in it is an image in a link, two destinations, not one URL.
   const std::string badge = "# x\n\n```md\n[![Awesome](https://awesome.re/badge.svg)](https://awesome.re)\n```\n\n```\n[a](http://code/)\n```\n";
   const auto b = urls( badge, document_format::markdown );
   REQUIRE( b.size() == 3 );
   CHECK( ( b[ 0 ].url == "https://awesome.re/badge.svg" && b[ 0 ].how == delimiter::link && b[ 0 ].line == 4 ) );
   CHECK( ( b[ 1 ].url == "https://awesome.re" && b[ 1 ].how == delimiter::link && b[ 1 ].line == 4 ) );
   CHECK( ( b[ 2 ].url == "http://code/" && b[ 2 ].how == delimiter::bare ) );   // other code stays prose
   CHECK( just_urls( "```Markdown {.x}\n<http://a/>\n```\nhttp://after/\n", document_format::markdown ) == std::vector< std::string >{ "http://a/", "http://after/" } );
   // The fence's info string is no prose; an unclosed fence runs to the end.
   CHECK( just_urls( "```http://info/\nhttp://in/\n", document_format::markdown ) == std::vector< std::string >{ "http://in/" } );
   // Inline HTML: its URL attributes.
   const auto h = urls( "x <a href='http://h/?a=1&amp;b=2' class=\"http://no/\">y</a>", document_format::markdown );
   REQUIRE( h.size() == 1 );
   CHECK( ( h[ 0 ].how == delimiter::attribute && h[ 0 ].url == "http://h/?a=1&b=2" && h[ 0 ].column == 12 ) );
   // A comment is skipped, over a blank line too.
   CHECK( just_urls( "a <!-- http://c/1\n\nhttp://c/2 --> http://p/ <!-- http://never/", document_format::markdown ) ==
          std::vector< std::string >{ "http://p/", "http://never/" } );
   // only_wrapped: only the Appendix's <URL:...> of the prose.
   rfc1738::extract_options o;
   o.only_wrapped = true;
   const auto w = rfc1738::extract( "[a](http://a/) <URL:ftp://w/> <http://b/>", document_format::markdown, o );
   REQUIRE( w.size() == 1 );
   CHECK( w[ 0 ].url == "ftp://w/" );
}

TEST_CASE( "documents: HTML attributes and text", "[extract][documents][html]" )
{
   const std::string t =
      "<html><head><style>a{background:url(http://css/x)}</style>\n"                        // 1
      "<script>var u = \"http://script/x\"; if (a<b) {}</script><link rel=icon href=http://i/c.ico></head>\n"   // 2
      "<body style=\"color:#fff\"><!-- http://comment/{ -->\n"                             // 3
      "<A HREF=\"\n"                                                                    // 4
      "  http://h/a&amp;b c\" title=\"http://t/\">link</A> see http://text/a&amp;b.\n"   // 5
      "<img srcset=\"http://s/1.png 1x, http://s/2.png 2x\" src=relative.png usemap=#m>\n"  // 6
      "&lt;URL:ftp://wrapped/x&gt; Class::member <form action='mailto:a@b'>\n"              // 7
      "<object data=\"http://o/&#x7B;\" archive=\"http://a/1 http://a/2\"></object>\n";   // 8
   const auto f = urls( t, document_format::html );
   const std::vector< found > want = {
      { 2, 76, delimiter::attribute, "http://i/c.ico" },
      { 5, 3, delimiter::attribute, "http://h/a&b c" },
      { 5, 54, delimiter::bare, "http://text/a&b" },
      { 6, 14, delimiter::attribute, "http://s/1.png" },
      { 6, 33, delimiter::attribute, "http://s/2.png" },
      { 7, 1, delimiter::url_wrapped, "ftp://wrapped/x" },
      { 7, 57, delimiter::attribute, "mailto:a@b" },
      { 8, 15, delimiter::attribute, "http://o/{" },
      { 8, 41, delimiter::attribute, "http://a/1" },
      { 8, 52, delimiter::attribute, "http://a/2" },
   };
   REQUIRE( f.size() == want.size() );
   for( std::size_t i = 0; i < want.size(); ++i ) {
      CAPTURE( i );
      CHECK( f[ i ].line == want[ i ].line );
      CHECK( f[ i ].column == want[ i ].column );
      CHECK( f[ i ].how == want[ i ].how );
      CHECK( f[ i ].url == want[ i ].url );
   }
   const auto cs = rfc1738::extract( t, document_format::html );
   check_invariants( t, cs );
   // The space of "b c" is at line 5, column 19: after "&amp;", five bytes for one.
   const auto at = cs[ 1 ].position_of( 12 );
   CHECK( ( at.line == 5 && at.column == 19 ) );
   // An unknown reference stays as written; a numeric one without ";" is read.
   CHECK( just_urls( "<a href=\"http://h/&foo;&#65\">", document_format::html ) == std::vector< std::string >{ "http://h/&foo;A" } );
}

TEST_CASE( "documents: a CRLF document gives the URLs of its LF form, on the same lines", "[extract][documents]" )
{
   for( const char* name : { "nodejs/api/url.md", "catch2/README.md", "ninja-build/manual.html", "libexpat1-dev/expat.html/reference.html" } ) {
      CAPTURE( name );
      std::ifstream in( std::string( RFC1738_SOURCE_DIR ) + "/tests/data/lint-sample/" + name, std::ios::binary );
      REQUIRE( in );
      const std::string lf( ( std::istreambuf_iterator< char >( in ) ), std::istreambuf_iterator< char >() );
      std::string crlf;
      for( const char c : lf ) {
         crlf += c == '\n' ? "\r\n" : std::string( 1, c );
      }
      const auto f = rfc1738::format_of_path( name );
      const auto a = rfc1738::extract( lf, f );
      const auto b = rfc1738::extract( crlf, f );
      REQUIRE( a.size() > 5 );
      REQUIRE( a.size() == b.size() );
      for( std::size_t i = 0; i < a.size(); ++i ) {
         CHECK( a[ i ].url == b[ i ].url );
         CHECK( a[ i ].line == b[ i ].line );
         CHECK( a[ i ].delimiter == b[ i ].delimiter );
      }
      check_invariants( crlf, b );
   }
}

TEST_CASE( "documents: hostile input, in linear time", "[extract][documents][hostile]" )
{
   // NUL, CR, bytes >= 0x80 and unterminated constructs: no crash, the invariants.
   const std::vector< std::string > odd = {
      std::string( "[a](http://h/\0x)\r\n<a href=\"http://h/\0\">", 37 ),
      "[a](http://h/\xff\x80) \xc3\xa9http://h/\xe2\x80\x8b <http://h/\xff>",
      "[a](http://never-closed", "[a](<http://never-closed", "[a](http://h/ \"never closed", "<a href=\"http://h/", "<!-- http://h/",
      "```\nhttp://h/", "<script>http://h/", "<style>", "<", "&", "&#", "&#x;", "&#99999999999999999999;", "[x]:", "[x]: <", "](",
      "<a href=http://h/ src='http://s/", "<http:", "\r\r\r[a](\rhttp://h/\r)",
   };
   for( const auto& t : odd ) {
      for( const auto f : { document_format::markdown, document_format::html } ) {
         CAPTURE( t );
         check_invariants( t, rfc1738::extract( t, f ) );
      }
   }
   // Patterns that a naive reader would search again and again, a megabyte
   // of each: read in about the time of a megabyte of plain letters (a
   // reader that searched again from each opener would take minutes here).
   const auto repeat = []( std::string_view unit, std::size_t bytes ) {
      std::string s;
      while( s.size() < bytes ) {
         s += unit;
      }
      return s;
   };
   const auto time = []( const std::string& text, document_format f ) {
      auto best = std::chrono::steady_clock::duration::max();
      for( int k = 0; k < 2; ++k ) {
         const auto start = std::chrono::steady_clock::now();
         const auto cs = rfc1738::extract( text, f );
         best = std::min( best, std::chrono::steady_clock::now() - start );
         CHECK( cs.size() <= text.size() );
      }
      return std::chrono::duration< double >( best ).count();
   };
   const std::vector< std::string_view > units = { "[", "](", "((((", "](<", "](x \"", "](x '", "](x (", "<!--", "<a ", "<a x=\"", "`", "`` ",
                                                   "``` ", "<http:x", "&amp;", "&#", "[[[[]]]]", "](x)", "a](http://h/(", "</a", "<URL:", "\"http:" };
   for( const auto f : { document_format::markdown, document_format::html } ) {
      const double plain = time( std::string( 1 << 20, 'a' ), f );
      for( const auto unit : units ) {
         CAPTURE( rfc1738::name_of( f ), unit );
         CHECK( time( repeat( unit, 1 << 20 ), f ) < 40 * plain + 2.0 );
      }
   }
   // A megabyte line of one URL, in a link and in an attribute: found whole.
   const std::string big = "http://h/" + std::string( 1 << 20, 'a' );
   CHECK( rfc1738::extract( "[x](" + big + ")", document_format::markdown ).at( 0 ).url == big );
   CHECK( rfc1738::extract( "<a href=\"" + big + "\">", document_format::html ).at( 0 ).url == big );
   // Random bytes from a markup alphabet: the invariants.
   std::mt19937 random( 1738 );
   std::string noise( 1 << 16, '\0' );
   const char alphabet[] = "<>\"'[]()`&;#:/!-= \n\thtpa|\\*_\0\x80\xff";
   for( auto& b : noise ) {
      b = alphabet[ random() % ( sizeof( alphabet ) - 1 ) ];
   }
   check_invariants( noise, rfc1738::extract( noise, document_format::markdown ) );
   check_invariants( noise, rfc1738::extract( noise, document_format::html ) );
}

TEST_CASE( "documents: the examples of extract.hpp", "[extract][documents][doc_examples]" )
{
   const auto c = rfc1738::extract( "See [the spec](http://h/a%20b#x \"T\")] and `std::vector`.", rfc1738::document_format::markdown );
   REQUIRE( c.size() == 1 );
   CHECK( c[ 0 ].delimiter == rfc1738::delimiter::link );
   CHECK( c[ 0 ].url == "http://h/a%20b#x" );
   CHECK( c[ 0 ].column == 16 );
   const auto h = rfc1738::extract( "<a href=\"http://h/?a&amp;b\" style=\"color:#fff\">", rfc1738::document_format::html );
   REQUIRE( h.size() == 1 );
   CHECK( h[ 0 ].url == "http://h/?a&b" );
   CHECK( h[ 0 ].position_of( 12 ).column == 26 );
}

TEST_CASE( "documents: a bare URL cut by a byte >= 0x80, then its last byte dropped, is warned about at its end", "[extract][documents]" )
{
   // The fuzz target extract_html's finding: the warning stayed at the
   // offset of the byte dropped, past the URL's end.
   const auto cs = rfc1738::extract( "see http://h/a]\xff and http://h/b", document_format::html );
   REQUIRE( cs.size() == 2 );
   CHECK( cs[ 0 ].url == "http://h/a" );   // the "]" dropped after the cut
   REQUIRE( cs[ 0 ].warnings.size() == 1 );
   CHECK( cs[ 0 ].warnings[ 0 ].code == "cut-at-non-ascii" );
   CHECK( cs[ 0 ].warnings[ 0 ].offset == cs[ 0 ].url.size() );
   CHECK( cs[ 1 ].warnings.empty() );
   // Markdown reads "]" as its own: no warning there, none out of place.
   for( const auto& c : rfc1738::extract( "see http://h/a]\xff and http://h/b", document_format::markdown ) ) {
      for( const auto& w : c.warnings ) {
         CHECK( w.offset <= c.url.size() );
      }
   }
   // The text's extractor, the same: at the end of what is left.
   const auto text = rfc1738::extract( "see http://h/a.\xff" );
   REQUIRE( text.size() == 1 );
   CHECK( text[ 0 ].url == "http://h/a" );
   REQUIRE( text[ 0 ].warnings.size() == 1 );
   CHECK( text[ 0 ].warnings[ 0 ].offset == text[ 0 ].url.size() );
}

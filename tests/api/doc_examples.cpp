// SPDX-License-Identifier: BSL-1.0
// The "@par Example" blocks of the /// doc comments of include/rfc1738/,
// compiled and run: one TEST_CASE per header, each block copied between a
// line "// example: <header>" and a line "// end of example". The last test
// case checks that the blocks here are exactly those of the headers' ///
// comments, line for line (indentation aside), so that an example cannot
// change in one place only. (Blocks in /** */ comments are not read.)
#include "rfc1738/parse.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "rfc1738/components.hpp"
#include "rfc1738/decode.hpp"
#include "rfc1738/digits_view.hpp"
#include "rfc1738/encoded_view.hpp"
#include "rfc1738/parse_error.hpp"
#include "rfc1738/port.hpp"
#include "rfc1738/result.hpp"
#include "rfc1738/segments_view.hpp"
#include "rfc1738/version.hpp"

// The examples say assert(), as a reader writes it; here each one is a Catch2
// check, also under NDEBUG (the whole expression is evaluated as one bool).
#undef assert
#define assert( ... ) CHECK( ( __VA_ARGS__ ) )

TEST_CASE( "rfc1738/components.hpp", "[doc_examples]" )
{
   // example: rfc1738/components.hpp
   struct collect : rfc1738::component_visitor {
      std::vector< std::string > seen;
      void component( std::string_view name, std::string_view value ) override
      {
         seen.push_back( std::string( name ) + "=" + std::string( value ) );
      }
      void fieldspecs( const rfc1738::fieldspecs_view& ) override {}
   };
   collect c;
   rfc1738::visit_components( *rfc1738::parse( "ftp://@host.dom/a%20b" ), c );
   assert( c.seen == std::vector< std::string >{ "user=", "host=host.dom", "fpath=a%20b" } );
   // end of example
}

TEST_CASE( "rfc1738/decode.hpp", "[doc_examples]" )
{
   {
      // example: rfc1738/decode.hpp
      static_assert( rfc1738::hex_value( 'b' ) == 11 );
      static_assert( rfc1738::hex_value( 'g' ) == -1 );
      // end of example
   }
   {
      // example: rfc1738/decode.hpp
      static_assert( rfc1738::starts_with_escape( "%2Fetc" ) );
      static_assert( !rfc1738::starts_with_escape( "%2" ) );
      // end of example
   }
   {
      // example: rfc1738/decode.hpp
      const rfc1738::decode_view d( "a%2Fb%09" );
      assert( d == "a/b\t" );  // compares the octets
      assert( d.size() == 4 );  // octets, not characters
      assert( d.encoded() == "a%2Fb%09" );
      assert( d.to_string() == "a/b\t" );
      assert( rfc1738::decode_view( "100%" ) == "100%" );  // not an escape
      // end of example
   }
   {
      // example: rfc1738/decode.hpp
      assert( rfc1738::decode( "%2Fetc%2fmotd" ) == "/etc/motd" );
      // end of example
   }
}

TEST_CASE( "rfc1738/digits_view.hpp", "[doc_examples]" )
{
   // example: rfc1738/digits_view.hpp
   const auto port = rfc1738::parse( "http://h:0080/" )->http()->port();
   assert( port->text() == "0080" );  // leading zeros kept
   assert( port->value() == 80 );

   const rfc1738::digits_view big( "99999999999999999999" );
   assert( !big.value() );  // more than 2^64 - 1: absent, never wrapped
   assert( big.text().size() == 20 );
   assert( rfc1738::digits_view( "65535" ).value< std::uint16_t >() == 65535 );
   assert( !rfc1738::digits_view( "65536" ).value< std::uint16_t >() );
   // end of example
}

TEST_CASE( "rfc1738/encoded_view.hpp", "[doc_examples]" )
{
   // example: rfc1738/encoded_view.hpp
   const auto user = rfc1738::parse( "ftp://a%3Ab%40c@host.dom/" )->ftp()->user();
   assert( user->encoded() == "a%3Ab%40c" );  // as written
   assert( user->decoded() == "a:b@c" );      // walked, no copy
   assert( user->decode() == "a:b@c" );       // copied
   assert( !user->empty() );
   // end of example
}

TEST_CASE( "rfc1738/parse_error.hpp", "[doc_examples]" )
{
   // example: rfc1738/parse_error.hpp
   const auto r = rfc1738::parse( "http://h/a b" );
   assert( !r );
   assert( r.error().offset == 10 );  // the space
   assert( rfc1738::parse( "http" ).error().offset == 4 );  // a URL could go on
   assert( rfc1738::parse( "HTTP:" ).error().offset == 0 );  // no upper case in a scheme
   // end of example
}

TEST_CASE( "rfc1738/parse_tree.hpp", "[doc_examples]" )
{
   {
      // example: rfc1738/parse_tree.hpp
      static_assert( rfc1738::selects( rfc1738::tree_selection::api, rfc1738::production::hostport ) );
      static_assert( !rfc1738::selects( rfc1738::tree_selection::api, rfc1738::production::xchar ) );
      static_assert( rfc1738::selects( rfc1738::tree_selection::full, rfc1738::production::xchar ) );
      // end of example
   }
   {
      // example: rfc1738/parse_tree.hpp
      const std::string_view text = "news:*";
      const auto url = rfc1738::parse( text );
      const auto& tree = url->tree();  // lives in the url_view: keep it
      assert( tree.size() == 3 );  // url, newsurl, grouppart
      assert( tree[ 0 ].id == rfc1738::production::url && tree[ 0 ].depth == 0 );
      assert( tree[ 1 ].id == rfc1738::production::newsurl );
      const auto grouppart = tree.child( 1, rfc1738::production::grouppart );
      assert( grouppart == 2u );
      assert( tree[ *grouppart ].text( text ) == "*" );
      assert( tree.subtree_end( 0 ) == tree.size() );
      assert( !tree.find( 0, rfc1738::production::host ) );
      // end of example
   }
}

TEST_CASE( "rfc1738/port.hpp", "[doc_examples]" )
{
   // example: rfc1738/port.hpp
   static_assert( rfc1738::default_port( "prospero" ) == 1525 );
   static_assert( !rfc1738::default_port( "mailto" ) );
   static_assert( !rfc1738::default_port( "HTTP" ) );  // as written
   // end of example
   // example: rfc1738/port.hpp
   static_assert( rfc1738::default_port( rfc1738::production::ftpurl ) == 21 );
   static_assert( !rfc1738::default_port( rfc1738::production::mailtourl ) );
   static_assert( !rfc1738::default_port( rfc1738::production::hostport ) );
   // end of example
}

TEST_CASE( "rfc1738/result.hpp", "[doc_examples]" )
{
   // example: rfc1738/result.hpp
   const auto r = rfc1738::parse( "ftp://host.dom/" );
   assert( r.has_value() );
   assert( r->ftp()->host() == "host.dom" );  // operator->: the value

   const auto bad = rfc1738::parse( "ftp://host.dom/a b" );
   assert( !bad );
   assert( bad.error().offset == 16 );
   bool thrown = false;
   try {
      (void)bad.value();
   }
   catch( const rfc1738::bad_result_access& e ) {
      thrown = e.error().offset == 16;
   }
   assert( thrown );
   // end of example
}

TEST_CASE( "rfc1738/segments_view.hpp", "[doc_examples]" )
{
   // example: rfc1738/segments_view.hpp
   const rfc1738::segments_view path( "/etc%2Fx/motd" );
   std::vector< std::string > segments;
   for( const auto segment : path ) {
      segments.push_back( segment.decode() );
   }
   assert( segments == std::vector< std::string >{ "", "etc/x", "motd" } );
   assert( path.size() == 3 );
   assert( path.back().encoded() == "motd" );
   assert( path.without_last().encoded() == "/etc%2Fx" );
   assert( rfc1738::segments_view( "" ).size() == 1 );  // one empty segment
   assert( rfc1738::segments_view().empty() );          // none
   // end of example
}

TEST_CASE( "rfc1738/views/file.hpp", "[doc_examples]" )
{
   // example: rfc1738/views/file.hpp
   const auto f = rfc1738::parse( "file://vms.host.edu/disk$user/my/notes/note12345.txt" )->file();
   assert( f->host() == "vms.host.edu" );
   assert( !f->is_local() );
   assert( f->directories().size() == 3 );  // disk$user, my, notes
   assert( f->name().decode() == "note12345.txt" );

   const auto local = rfc1738::parse( "file:///etc/motd" )->file();
   assert( !local->host() );  // the empty host
   assert( local->is_local() );
   // end of example
}

TEST_CASE( "rfc1738/views/ftp.hpp", "[doc_examples]" )
{
   {
      // example: rfc1738/views/ftp.hpp
      static_assert( rfc1738::command_name( rfc1738::ftp_verb::retr ) == "RETR" );
      // end of example
   }
   {
      // example: rfc1738/views/ftp.hpp
      std::vector< std::string > sent;
      for( const auto c : rfc1738::parse( "ftp://h/pub/rfc;type=d" )->ftp()->commands() ) {
         sent.push_back( ( c.verb == rfc1738::ftp_verb::cwd ? "CWD " : "NLST " ) + c.argument.decode() );
      }
      assert( sent == std::vector< std::string >{ "CWD pub", "NLST rfc" } );
      assert( rfc1738::parse( "ftp://h/a/;type=i" )->ftp()->commands().size() == 2 );  // CWD a, TYPE i
      assert( rfc1738::parse( "ftp://h" )->ftp()->commands().empty() );
      // end of example
   }
   {
      // example: rfc1738/views/ftp.hpp
      const auto f = rfc1738::parse( "ftp://myname@host.dom/%2Fetc/motd" )->ftp();
      assert( f->user()->decode() == "myname" );
      assert( f->effective_port() == 21 );
      assert( f->fpath() == "%2Fetc/motd" );
      assert( f->cwd().front().decode() == "/etc" );  // one cwd: an escaped "/" does not separate
      assert( f->name()->decode() == "motd" );
      assert( !f->ftptype() );
      // end of example
   }
   {
      // example: rfc1738/views/ftp.hpp
      const auto f = rfc1738::parse( "ftp://h/f;type=I" )->ftp();
      assert( f->ftptype() == "I" );
      assert( f->typecode() == 'i' );
      // end of example
   }
}

TEST_CASE( "rfc1738/views/generic.hpp", "[doc_examples]" )
{
   {
      // example: rfc1738/views/generic.hpp
      const auto ip = rfc1738::parse( "foo://user:pw@host.dom:99/a/b?c" )->generic().ip_schemepart();
      assert( ip->user()->decode() == "user" );
      assert( ip->host() == "host.dom" );
      assert( ip->effective_port() == 99 );
      assert( ip->urlpath() == "a/b?c" );
      assert( !rfc1738::parse( "foo://host.dom" )->generic().ip_schemepart()->urlpath() );
      // end of example
   }
   {
      // example: rfc1738/views/generic.hpp
      const auto u = rfc1738::parse( "http://joe@host.dom/p" );  // otherurl: httpurl has no user
      assert( u->derived_by() == rfc1738::production::otherurl );
      const auto g = u->generic();
      assert( g.scheme() == "http" );
      assert( g.schemepart() == "//joe@host.dom/p" );
      assert( g.ip_schemepart()->user()->decode() == "joe" );
      assert( g.ip_schemepart()->effective_port() == 80 );  // http's default
      assert( g.ip_schemepart()->urlpath() == "p" );

      assert( !rfc1738::parse( "mailto:joe@host.dom" )->generic().ip_schemepart() );  // opaque
      // end of example
   }
}

TEST_CASE( "rfc1738/views/gopher.hpp", "[doc_examples]" )
{
   // example: rfc1738/views/gopher.hpp
   const auto g = rfc1738::parse( "gopher://h/7srv%09gopher%20url" )->gopher();
   assert( g->gophertype() == '7' );
   assert( g->selector()->decode() == "srv" );
   assert( g->search()->decode() == "gopher url" );
   assert( !g->gopher_plus_string() );
   assert( g->request() == "srv\tgopher url" );

   const auto top = rfc1738::parse( "gopher://h" )->gopher();
   assert( !top->gopher_path() );
   assert( top->gophertype() == '1' );
   assert( top->request() == "" );
   // end of example
}

TEST_CASE( "rfc1738/views/hostport.hpp", "[doc_examples]" )
{
   // example: rfc1738/views/hostport.hpp
   const auto n = rfc1738::parse( "nntp://10.0.0.1:0119/comp.lang.c" )->nntp();
   assert( n->host() == "10.0.0.1" );
   assert( n->kind() == rfc1738::host_kind::hostnumber );
   assert( n->port()->text() == "0119" );  // as written
   assert( n->effective_port() == 119 );
   assert( n->default_port() == 119 );

   const auto h = rfc1738::parse( "http://host.dom:65536/" )->http();
   assert( h->port()->value() == 65536 );
   assert( !h->effective_port() );  // not a TCP port
   // end of example
}

TEST_CASE( "rfc1738/views/http.hpp", "[doc_examples]" )
{
   // example: rfc1738/views/http.hpp
   const auto h = rfc1738::parse( "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html" )->http();
   assert( h );  // present: httpurl derives the URL
   assert( h->host() == "www.acl.lanl.gov" );
   assert( !h->port() && h->effective_port() == 80 );
   assert( h->hpath() == "URI/archive/uri-archive.index.html" );
   assert( h->segments().size() == 3 );
   assert( !h->search() );
   // end of example
}

TEST_CASE( "rfc1738/views/login.hpp", "[doc_examples]" )
{
   // example: rfc1738/views/login.hpp
   assert( rfc1738::parse( "ftp://@host.com/" )->ftp()->user()->encoded() == "" );
   assert( !rfc1738::parse( "ftp://@host.com/" )->ftp()->password() );
   assert( !rfc1738::parse( "ftp://host.com/" )->ftp()->user() );

   const auto f = rfc1738::parse( "ftp://foo:@host.com/" )->ftp();
   assert( f->user()->encoded() == "foo" );
   assert( f->password()->empty() );  // present, empty

   const auto t = rfc1738::parse( "telnet://a%40b:p%3Aw@host.dom" )->telnet();
   assert( t->user()->decode() == "a@b" );
   assert( t->password()->decode() == "p:w" );
   // end of example
}

TEST_CASE( "rfc1738/views/mailto.hpp", "[doc_examples]" )
{
   // example: rfc1738/views/mailto.hpp
   const auto m = rfc1738::parse( "mailto:joe%25relay@host.dom" )->mailto();
   assert( m->encoded822addr().encoded() == "joe%25relay@host.dom" );
   assert( m->encoded822addr().decode() == "joe%relay@host.dom" );
   // end of example
}

TEST_CASE( "rfc1738/views/news.hpp", "[doc_examples]" )
{
   // example: rfc1738/views/news.hpp
   const auto n = rfc1738::parse( "news:1234%2B5@host.dom" )->news();
   assert( n->kind() == rfc1738::news_kind::message_id );
   assert( n->article()->decode() == "1234+5@host.dom" );
   assert( n->unique()->decode() == "1234+5" );
   assert( n->full_domain_name() == "host.dom" );
   assert( !n->group() );

   assert( rfc1738::parse( "news:comp.infosystems.www.misc" )->news()->group() == "comp.infosystems.www.misc" );
   assert( rfc1738::parse( "news:*" )->news()->kind() == rfc1738::news_kind::all_groups );
   // end of example
}

TEST_CASE( "rfc1738/views/nntp.hpp", "[doc_examples]" )
{
   // example: rfc1738/views/nntp.hpp
   const auto n = rfc1738::parse( "nntp://news.dom/comp.lang.c/0042" )->nntp();
   assert( n->group() == "comp.lang.c" );
   assert( n->article_number()->text() == "0042" );
   assert( n->article_number()->value() == 42 );
   assert( n->effective_port() == 119 );
   // end of example
}

TEST_CASE( "rfc1738/views/prospero.hpp", "[doc_examples]" )
{
   {
      // example: rfc1738/views/prospero.hpp
      const auto p = rfc1738::parse( "prospero://host.dom/a;b=1;c%3Dd=" )->prospero();
      assert( p->fieldspecs().size() == 2 );
      const auto second = *++p->fieldspecs().begin();
      assert( second.fieldname.decode() == "c=d" );
      assert( second.fieldvalue.empty() );
      assert( p->fieldspecs().encoded() == ";b=1;c%3Dd=" );
      // end of example
   }
   {
      // example: rfc1738/views/prospero.hpp
      const auto p = rfc1738::parse( "prospero://host.dom//pros/name;OBJECT-VERSION=3" )->prospero();
      assert( p->ppath().decode() == "/pros/name" );  // the hsoname
      assert( p->effective_port() == 1525 );
      for( const auto f : p->fieldspecs() ) {
         assert( f.fieldname.decode() == "OBJECT-VERSION" );
         assert( f.fieldvalue.decode() == "3" );
      }
      // end of example
   }
}

TEST_CASE( "rfc1738/views/telnet.hpp", "[doc_examples]" )
{
   // example: rfc1738/views/telnet.hpp
   const auto t = rfc1738::parse( "telnet://guest@host.dom:2323/" )->telnet();
   assert( t->user()->decode() == "guest" );
   assert( !t->password() );
   assert( t->effective_port() == 2323 );
   assert( rfc1738::parse( "telnet://host.dom" )->telnet()->effective_port() == 23 );
   // end of example
}

TEST_CASE( "rfc1738/views/wais.hpp", "[doc_examples]" )
{
   // example: rfc1738/views/wais.hpp
   const auto w = rfc1738::parse( "wais://wais.dom/lib?dog%20food" )->wais();
   assert( w->form() == rfc1738::wais_form::waisindex );
   assert( w->database().decode() == "lib" );
   assert( w->search()->decode() == "dog food" );
   assert( !w->wtype() && !w->wpath() );

   const auto d = rfc1738::parse( "wais://wais.dom:2100/lib/TEXT/doc%2F1" )->wais();
   assert( d->form() == rfc1738::wais_form::waisdoc );
   assert( d->wtype()->encoded() == "TEXT" );
   assert( d->wpath()->decode() == "doc/1" );
   assert( d->effective_port() == 2100 );
   // end of example
}

// ---------------------------------------------------------------------------
// The blocks here are the headers' blocks.

namespace {

using blocks = std::vector< std::string >;

std::vector< std::string > lines_of( const std::filesystem::path& file )
{
   std::ifstream in( file );
   REQUIRE( in );
   std::vector< std::string > lines;
   for( std::string line; std::getline( in, line ); ) {
      lines.push_back( line );
   }
   return lines;
}

std::string_view trim_left( std::string_view s )
{
   s.remove_prefix( std::min( s.size(), s.find_first_not_of( " \t" ) ) );
   return s;
}

// The lines of `block` without the indentation they all share, joined.
std::string dedent( const std::vector< std::string >& block )
{
   std::size_t indent = std::string::npos;
   for( const auto& line : block ) {
      if( line.find_first_not_of( ' ' ) != std::string::npos ) {
         indent = std::min( indent, line.find_first_not_of( ' ' ) );
      }
   }
   std::string text;
   for( const auto& line : block ) {
      text += line.size() > indent ? line.substr( indent ) : std::string();
      text += '\n';
   }
   return text;
}

// The @code blocks that follow "@par Example" in the doc comments of `header`.
blocks header_examples( const std::filesystem::path& header )
{
   blocks found;
   bool example = false;
   bool in_code = false;
   std::vector< std::string > block;
   for( const auto& raw : lines_of( header ) ) {
      auto line = trim_left( raw );
      if( line.substr( 0, 3 ) != "///" ) {
         example = in_code = false;
         continue;
      }
      line.remove_prefix( 3 );
      if( !line.empty() && line[ 0 ] == ' ' ) {
         line.remove_prefix( 1 );
      }
      if( in_code ) {
         if( trim_left( line ) == "@endcode" ) {
            found.push_back( dedent( block ) );
            in_code = example = false;
         }
         else {
            block.emplace_back( line );
         }
      }
      else if( line == "@par Example" ) {
         example = true;
      }
      else if( example && line == "@code" ) {
         in_code = true;
         block.clear();
      }
   }
   return found;
}

// The blocks of this file, by header.
std::map< std::string, blocks > test_examples()
{
   std::map< std::string, blocks > found;
   const std::string begin = "// example: ";
   std::string header;
   std::vector< std::string > block;
   for( const auto& raw : lines_of( std::filesystem::path( RFC1738_SOURCE_DIR ) / "tests/api/doc_examples.cpp" ) ) {
      const auto line = trim_left( raw );
      if( header.empty() && line.substr( 0, begin.size() ) == begin ) {
         header = line.substr( begin.size() );
         block.clear();
      }
      else if( !header.empty() && line == "// end of example" ) {
         found[ header ].push_back( dedent( block ) );
         header.clear();
      }
      else if( !header.empty() ) {
         block.push_back( raw );
      }
   }
   return found;
}

}  // namespace

TEST_CASE( "the examples here are the headers' own", "[doc_examples]" )
{
   const auto include = std::filesystem::path( RFC1738_SOURCE_DIR ) / "include";
   auto tested = test_examples();
   std::size_t headers = 0;
   std::size_t examples = 0;
   for( const auto& entry : std::filesystem::recursive_directory_iterator( include ) ) {
      if( entry.path().extension() != ".hpp" ) {
         continue;
      }
      const auto name = entry.path().lexically_relative( include ).generic_string();
      const auto documented = header_examples( entry.path() );
      CAPTURE( name );
      CHECK( tested[ name ] == documented );
      tested.erase( name );
      headers += documented.empty() ? 0 : 1;
      examples += documented.size();
   }
   CHECK( tested.empty() );  // no example here for a header that is not there
   CHECK( headers > 0 );
   CHECK( examples >= headers );
}

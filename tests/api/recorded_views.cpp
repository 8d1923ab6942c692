// SPDX-License-Identifier: BSL-1.0
// The views url_view makes from the nodes its parse recorded
// (detail::recorded_nodes: http(), ftp(), file(), telnet(), otherurl(),
// host(), port(), effective_port()) against the views the public
// constructors make by searching the tree (parse_tree::child and find), the
// reference: every accessor, compared by the span it returns (the same
// characters of the same buffer), and every component against the node of
// its production that a search of the tree finds (parse_tree::find: a
// reference that does not read the parse's record), on
// - the URLs of every scheme (the seeds of api.tree_lookup and
//   examples/rfc1738-examples.txt), their prefixes and their mutations by one
//   byte (an insertion or a replacement, over an alphabet of delimiters);
// - random strings after each scheme's prefix (hostile: delimiters,
//   escapes, bytes outside the BNF, empty parts);
// - every line of the files RFC1738_VIEWS_CORPUS names (':'-separated; the
//   test fails when one cannot be read): the corpora of bench_peers.
#include <catch2/catch.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "rfc1738/digits_view.hpp"
#include "rfc1738/encoded_view.hpp"
#include "rfc1738/grammar/components.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "rfc1738/parse.hpp"
#include "rfc1738/port.hpp"

#include "../grammar/inputs.hpp"

namespace {

using rfc1738::production;

// The same characters of the buffer, or both absent.
bool same( std::string_view a, std::string_view b ) noexcept
{
   return a.data() == b.data() && a.size() == b.size();
}

bool same( const std::optional< std::string_view >& a, const std::optional< std::string_view >& b ) noexcept
{
   return a.has_value() == b.has_value() && ( !a || same( *a, *b ) );
}

bool same( const std::optional< rfc1738::encoded_view >& a, const std::optional< rfc1738::encoded_view >& b ) noexcept
{
   return a.has_value() == b.has_value() && ( !a || same( a->encoded(), b->encoded() ) );
}

bool same( const rfc1738::hostport_view& a, const rfc1738::hostport_view& b ) noexcept
{
   const auto port = []( const rfc1738::hostport_view& v ) {
      return v.port() ? std::optional< std::string_view >( v.port()->text() ) : std::nullopt;
   };
   return same( a.host(), b.host() ) && a.kind() == b.kind() && same( port( a ), port( b ) ) && a.default_port() == b.default_port() &&
          a.effective_port() == b.effective_port();
}

bool same( const rfc1738::login_view& a, const rfc1738::login_view& b ) noexcept
{
   return same( static_cast< const rfc1738::hostport_view& >( a ), static_cast< const rfc1738::hostport_view& >( b ) ) && same( a.user(), b.user() ) &&
          same( a.password(), b.password() );
}

// The tallies of one run.
struct tally {
   std::size_t parsed = 0;
   std::size_t compared = 0;   // views compared (each accessor of each)
   std::size_t differ = 0;
   std::string first;          // the first input that differs
};

// The host of the derivation by searching the tree: the host of its first
// hostport, else the host child of a form whose authority is a host alone.
std::optional< std::string_view > host_by_search( const rfc1738::url_view& u )
{
   const auto& t = u.tree();
   if( const auto hp = t.find( 0, production::hostport ) ) {
      return t[ *t.child( *hp, production::host ) ].text( u.buffer() );
   }
   const auto* form = rfc1738::grammar::find_url_form( u.derived_by() );
   if( form && form->authority == rfc1738::grammar::authority::host ) {
      if( const auto h = t.child( 1, production::host ) ) {
         return t[ *h ].text( u.buffer() );
      }
   }
   return std::nullopt;
}

// The text of the node of production `p` by searching the tree (each
// component's production occurs at most once in a URL's derivation): a
// reference that does not read the parse's record, as the constructors
// from a tree do (detail::tree_lookup).
std::optional< std::string_view > by_search( const rfc1738::url_view& u, production p )
{
   if( const auto i = u.tree().find( 0, p ) ) {
      return u.tree()[ *i ].text( u.buffer() );
   }
   return std::nullopt;
}

std::optional< std::string_view > text_of( const std::optional< rfc1738::encoded_view >& e )
{
   return e ? std::optional< std::string_view >( e->encoded() ) : std::nullopt;
}

std::optional< std::string_view > text_of( const std::optional< rfc1738::digits_view >& d )
{
   return d ? std::optional< std::string_view >( d->text() ) : std::nullopt;
}

// The components of a login (and its hostport) against the search.
bool searched( const rfc1738::url_view& u, const rfc1738::hostport_view& v )
{
   return same( v.host(), *by_search( u, production::host ) ) && same( text_of( v.port() ), by_search( u, production::port ) ) &&
          ( v.kind() == rfc1738::host_kind::hostnumber ) == by_search( u, production::hostnumber ).has_value();
}

bool searched( const rfc1738::url_view& u, const rfc1738::login_view& v )
{
   return searched( u, static_cast< const rfc1738::hostport_view& >( v ) ) && same( text_of( v.user() ), by_search( u, production::user ) ) &&
          same( text_of( v.password() ), by_search( u, production::password ) );
}

// Every view and accessor of url_view that reads the recorded nodes against
// the reference; true when they agree.
bool agree( const rfc1738::url_view& u, tally& t )
{
   const auto& tree = u.tree();
   const auto b = u.buffer();
   const production form = u.derived_by();
   bool ok = true;
   const auto check = [ & ]( bool same_here ) {
      ok = ok && same_here;
      ++t.compared;
   };
   // The typed views: present exactly for their form, equal to the
   // constructor's view of node 1.
   check( u.http().has_value() == ( form == production::httpurl ) );
   check( u.ftp().has_value() == ( form == production::ftpurl ) );
   check( u.file().has_value() == ( form == production::fileurl ) );
   check( u.telnet().has_value() == ( form == production::telneturl ) );
   check( u.otherurl().has_value() == ( form == production::otherurl ) );
   if( const auto h = u.http() ) {
      const rfc1738::http_view r( b, tree, 1 );
      check( same( *h, r ) && same( h->hpath(), r.hpath() ) && same( h->search(), r.search() ) );
      check( searched( u, *h ) && same( h->hpath(), by_search( u, production::hpath ) ) &&
             same( text_of( h->search() ), by_search( u, production::search ) ) );
   }
   if( const auto f = u.ftp() ) {
      const rfc1738::ftp_view r( b, tree, 1 );
      check( same( *f, r ) && same( f->fpath(), r.fpath() ) && same( f->ftptype(), r.ftptype() ) && f->typecode() == r.typecode() );
      check( searched( u, *f ) && same( f->fpath(), by_search( u, production::fpath ) ) && same( f->ftptype(), by_search( u, production::ftptype ) ) );
   }
   if( const auto f = u.file() ) {
      const rfc1738::file_view r( b, tree, 1 );
      check( same( f->host(), r.host() ) && same( f->fpath(), r.fpath() ) && f->is_local() == r.is_local() );
      check( same( f->host(), by_search( u, production::host ) ) && same( f->fpath(), *by_search( u, production::fpath ) ) );
   }
   if( const auto v = u.telnet() ) {
      check( same( *v, rfc1738::telnet_view( b, tree, 1 ) ) );
      check( searched( u, *v ) );
   }
   if( const auto g = u.otherurl() ) {
      const rfc1738::generic_view r( b, tree, 2 );
      check( same( g->scheme(), r.scheme() ) && same( g->schemepart(), r.schemepart() ) && g->ip_schemepart().has_value() == r.ip_schemepart().has_value() );
      check( same( g->scheme(), *by_search( u, production::scheme ) ) && same( g->schemepart(), *by_search( u, production::schemepart ) ) &&
             g->ip_schemepart().has_value() == by_search( u, production::ip_schemepart ).has_value() );
      if( g->ip_schemepart() && r.ip_schemepart() ) {
         check( same( *g->ip_schemepart(), *r.ip_schemepart() ) && same( g->ip_schemepart()->urlpath(), r.ip_schemepart()->urlpath() ) );
         check( searched( u, *g->ip_schemepart() ) && same( g->ip_schemepart()->urlpath(), by_search( u, production::urlpath ) ) );
      }
      // generic() of an otherurl is the same view.
      const auto again = u.generic();
      check( same( again.scheme(), r.scheme() ) && again.ip_schemepart().has_value() == r.ip_schemepart().has_value() );
   }
   // The accessors of url_view.
   check( same( u.host(), host_by_search( u ) ) );
   const auto hp = tree.find( 0, production::hostport );
   const auto scheme_port = form == production::otherurl ? rfc1738::default_port( u.scheme() ) : rfc1738::default_port( form );
   std::optional< std::string_view > port;
   std::optional< std::uint16_t > effective = scheme_port;
   if( hp ) {
      const rfc1738::hostport_view r( b, tree, *hp, scheme_port );
      port = r.port() ? std::optional< std::string_view >( r.port()->text() ) : std::nullopt;
      effective = r.effective_port();
   }
   check( same( u.port() ? std::optional< std::string_view >( u.port()->text() ) : std::nullopt, port ) );
   check( same( text_of( u.port() ), hp ? by_search( u, production::port ) : std::nullopt ) );
   check( u.effective_port() == effective );
   return ok;
}

void run( std::string_view s, tally& t )
{
   const auto u = rfc1738::parse( s );
   if( !u ) {
      return;
   }
   ++t.parsed;
   if( !agree( *u, t ) ) {
      if( t.differ == 0 ) {
         t.first = std::string( s );
      }
      ++t.differ;
   }
}

const std::vector< std::string > seeds = {
   "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html",
   "http://h:8080/a/b;c?q=1&r=@",
   "http://10.0.0.1:80/",
   "http://h",
   "http://h/",
   "http://h?q",
   "http://user@host/",
   "ftp://myname@host.dom/%2Fetc/motd",
   "ftp://u:p@10.1.2.3:21/a/b;type=d",
   "ftp://:@h/",
   "ftp://h/a;b",
   "file://vms.host.edu/disk$user/my/notes/note12345.txt",
   "file:///etc/motd",
   "file://localhost/etc",
   "file://10.0.0.1/",
   "gopher://h:70/1sel%09search%09plus",
   "mailto:mduerst@ifi.unizh.ch",
   "news:1234@host.dom",
   "nntp://news.example.com:119/comp.lang.c/42",
   "telnet://melvin:pw@host.com:23/",
   "telnet://host",
   "wais://h:210/db?search",
   "prospero://host.dom//pros/name;field=value;f2=v2",
   "x-y.z+1:opaque",
   "x://u:p@h:99/path",
   "x://u@h:99999999999999999999/",
   "x://1.2.3.4:/",
   "http://h:65536/p",
   "https://example.com:8443/a?b#c",
   "https://u:%41@a-b.c.d/",
   "x:",
   "x://h",
   "x:////",
   "x://@h/",
};

}  // namespace

TEST_CASE( "the views from the recorded nodes are the views from the tree: URLs, prefixes, mutations", "[recorded_views]" )
{
   const std::vector< std::string > bases = rfc1738::test::with_examples( seeds );
   tally t;
   rfc1738::test::each_prefix_and_mutation( bases, "a0:/@;?=%.-+_#* \x80", [ & ]( std::string_view s ) { run( s, t ); } );
   INFO( "differ: " << t.differ << ", the first: " << t.first );
   CHECK( t.differ == 0 );
   CHECK( t.parsed > 10000 );
   CHECK( t.compared > 100000 );
}

TEST_CASE( "the views from the recorded nodes are the views from the tree: random strings", "[recorded_views]" )
{
   std::mt19937 random( 1738 );
   const std::string alphabet = "aZ09:/@;?=&%.-+_~*$!'(),AFf \x80\t";
   std::vector< std::string > prefixes = { "x:", "x://", "https://", "" };
   for( const auto& s : rfc1738::grammar::schemes ) {
      prefixes.emplace_back( s.prefix );
   }
   tally t;
   for( int k = 0; k < 200000; ++k ) {
      std::string s = prefixes[ random() % prefixes.size() ];
      const std::size_t n = random() % 24;
      for( std::size_t i = 0; i < n; ++i ) {
         s += alphabet[ random() % alphabet.size() ];
      }
      run( s, t );
   }
   INFO( "differ: " << t.differ << ", the first: " << t.first );
   CHECK( t.differ == 0 );
   CHECK( t.parsed > 10000 );
}

TEST_CASE( "the views from the recorded nodes are the views from the tree: the corpora", "[recorded_views]" )
{
   tally t;
   if( !rfc1738::test::each_corpus_line( "RFC1738_VIEWS_CORPUS", [ & ]( std::string_view line ) { run( line, t ); } ) ) {
      SUCCEED( "RFC1738_VIEWS_CORPUS unset: no corpus named" );
      return;
   }
   INFO( "differ: " << t.differ << ", the first: " << t.first );
   CHECK( t.differ == 0 );
   CHECK( t.parsed > 0 );
}

TEST_CASE( "default_port of a scheme as written is the scheme table's, whatever the name's length", "[recorded_views]" )
{
   // The reference: the scheme table searched name by name.
   const auto reference = []( std::string_view name ) -> std::optional< std::uint16_t > {
      const auto* s = rfc1738::grammar::find_scheme( name );
      return ( s != nullptr && s->default_port != 0 ) ? std::optional< std::uint16_t >( s->default_port ) : std::nullopt;
   };
   std::vector< std::string > names = { "", "https", "x", "HTTP", "ftps", std::string( 63, 'a' ), std::string( 64, 'a' ), std::string( 200, 'h' ) };
   for( const auto& s : rfc1738::grammar::schemes ) {
      const std::string name( s.name );
      for( std::size_t n = 0; n <= name.size(); ++n ) {
         names.push_back( name.substr( 0, n ) );
         names.push_back( name.substr( 0, n ) + "s" );
      }
   }
   std::size_t differ = 0;
   std::set< std::string > with_port;
   for( const auto& n : names ) {
      differ += rfc1738::default_port( n ) != reference( n ) ? 1 : 0;
      if( reference( n ) ) {
         with_port.insert( n );
      }
   }
   CHECK( differ == 0 );
   CHECK( with_port.size() == 7 );   // ftp, http, gopher, nntp, telnet, wais, prospero
}

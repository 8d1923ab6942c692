// SPDX-License-Identifier: BSL-1.0
// rfc1738::parse: the entry point, its result and its error; url_view's
// common accessors; rfc1738::url, the owning URL.
#include "rfc1738/parse.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "rfc1738/check.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/url.hpp"

TEST_CASE( "parse: a url_view of the caller's characters", "[parse]" )
{
   const std::string s = "http://h/p";
   const auto r = rfc1738::parse( s );
   REQUIRE( r.has_value() );
   REQUIRE( r );
   CHECK( r->buffer().data() == s.data() );
   CHECK( r->buffer().size() == s.size() );
   CHECK( r->scheme() == "http" );
   CHECK( r.value().derived_by() == rfc1738::production::httpurl );
   CHECK( ( *r ).tree()[ 0 ].id == rfc1738::production::url );
   CHECK( r->http()->hpath()->data() == s.data() + 9 );  // zero-copy
}

// parse() builds its url_view in place in the result, through a
// constructor whose key only the library makes.
static_assert( !std::is_default_constructible_v< rfc1738::detail::url_view_key > );
static_assert( !std::is_constructible_v< rfc1738::detail::url_view_key, std::string_view > );
static_assert( !std::is_constructible_v< rfc1738::url_view, std::string_view > );

TEST_CASE( "result: a value made in place", "[parse]" )
{
   const rfc1738::result< std::pair< std::string, int > > r( std::in_place, "ab", 2 );
   REQUIRE( r.has_value() );
   CHECK( r->first == "ab" );
   CHECK( r->second == 2 );
}

TEST_CASE( "parse: the error offset", "[parse]" )
{
   struct example {
      const char* input;
      std::size_t offset;
   };
   const example examples[] = {
      { "", 0 },
      { "http", 4 },
      { "HTTP://h", 0 },
      { "ht tp://h", 2 },
      { ":x", 0 },
      { "http://h/a b", 10 },
      { "http://h/%zz", 10 },
      { "http://h/%2", 11 },
      { "http://h/%2z", 11 },
      { "http://h/%", 10 },
      { "x:\"", 2 },
      { "x:<y>", 2 },
      { "mailto:a b", 8 },
      { "http://ds.internic.net/instructions/overview.html#WARNING", 49 },
   };
   for( const auto& e : examples ) {
      INFO( e.input );
      const auto r = rfc1738::parse( e.input );
      REQUIRE_FALSE( r );
      CHECK( r.error().offset == e.offset );
      // The offset is the diagnostics' viable-prefix offset against url.
      const auto d = rfc1738::diagnose( e.input, rfc1738::production::url );
      REQUIRE( d );
      CHECK( d->offset == e.offset );
      CHECK_THROWS_AS( r.value(), rfc1738::bad_result_access );
   }
}

TEST_CASE( "parse agrees with check", "[parse]" )
{
   for( const char* s : { "http://h/p?q", "http://user@host/", "HTTP://host", "ftp://h/f;type=x", "news:*", "x:", "", "gopher://h/1%09a", "file:///" } ) {
      INFO( s );
      const auto v = rfc1738::check( s );
      const auto r = rfc1738::parse( s );
      REQUIRE( r.has_value() == v.valid );
      if( r ) {
         CHECK( r->derived_by() == *v.derived_by );
         CHECK( r->scheme() == *v.scheme );
      }
   }
}

TEST_CASE( "url_view: host, port and effective port of any scheme", "[parse][port]" )
{
   CHECK( *rfc1738::parse( "ftp://u@h.dom:2/" )->host() == "h.dom" );
   CHECK( rfc1738::parse( "ftp://u@h.dom:2/" )->port()->text() == "2" );
   CHECK( rfc1738::parse( "ftp://u@h.dom:2/" )->effective_port() == 2 );
   CHECK( rfc1738::parse( "gopher://h" )->effective_port() == 70 );
   CHECK( rfc1738::parse( "nntp://h/g" )->effective_port() == 119 );
   CHECK( rfc1738::parse( "telnet://h" )->effective_port() == 23 );
   CHECK( rfc1738::parse( "wais://h/d" )->effective_port() == 210 );
   CHECK( rfc1738::parse( "prospero://h/p" )->effective_port() == 1525 );
   CHECK( rfc1738::parse( "http://u@h" )->effective_port() == 80 );  // otherurl, http's default
   CHECK_FALSE( rfc1738::parse( "x://h" )->effective_port() );
   CHECK_FALSE( rfc1738::parse( "x:y" )->host() );
   CHECK_FALSE( rfc1738::parse( "news:a@h.dom" )->host() );  // the article's domain is no §3.1 host
   CHECK_FALSE( rfc1738::parse( "news:*" )->port() );
}

TEST_CASE( "url: owns a copy; copies and moves rebind the view", "[parse][url]" )
{
   auto made = rfc1738::url::parse( std::string( "ftp://myname@host.dom/%2Fetc/motd" ) );
   REQUIRE( made );
   rfc1738::url u = std::move( *made );
   CHECK( u.buffer() == "ftp://myname@host.dom/%2Fetc/motd" );
   CHECK( u->buffer().data() == u.buffer().data() );
   CHECK( u->ftp()->user()->encoded() == "myname" );
   rfc1738::url copy = u;
   CHECK( copy->buffer().data() == copy.buffer().data() );
   CHECK( copy->buffer().data() != u.buffer().data() );
   CHECK( copy->ftp()->name()->decode() == "motd" );
   rfc1738::url moved = std::move( copy );
   CHECK( moved->buffer().data() == moved.buffer().data() );
   CHECK( moved.view().ftp()->cwd().front().decode() == "/etc" );
   // Short strings move by copying their characters (small-string storage):
   // the view follows.
   auto small = rfc1738::url::parse( "x:y" );
   REQUIRE( small );
   rfc1738::url s2 = std::move( *small );
   CHECK( s2->buffer().data() == s2.buffer().data() );
   CHECK( s2->otherurl()->schemepart() == "y" );
   s2 = u;
   CHECK( s2->buffer().data() == s2.buffer().data() );
   CHECK( s2->derived_by() == rfc1738::production::ftpurl );
   CHECK_FALSE( rfc1738::url::parse( "not a url" ) );
   CHECK( rfc1738::url::parse( "not a url" ).error().offset == 3 );
}

TEST_CASE( "url: from a view, outliving the parsed characters", "[parse][url]" )
{
   std::string text = "gopher://h/1sel%09q";
   const auto r = rfc1738::parse( text );
   REQUIRE( r );
   const rfc1738::url u( *r );
   text.assign( text.size(), '#' );  // the view's characters are gone; the url's stay
   CHECK( u->gopher()->selector()->encoded() == "sel" );
   CHECK( u->gopher()->search()->encoded() == "q" );
}

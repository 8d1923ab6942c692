// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.3: HTTP URLs.
#include "rfc1738/views/http.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "rfc1738/parse.hpp"
#include "segments.hpp"
#include "view_of.hpp"

namespace {

rfc1738::http_view http( std::string_view s )
{
   return rfc1738::test::view_of( s, rfc1738::production::httpurl, &rfc1738::url_view::http );
}

rfc1738::test::strings segments( const rfc1738::http_view& h )
{
   return rfc1738::test::encoded( h.segments() );
}

using rfc1738::test::strings;

}  // namespace

TEST_CASE( "the RFC's http example", "[http][examples]" )
{
   const auto h = http( "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html" );
   CHECK( h.host() == "www.acl.lanl.gov" );
   CHECK( h.kind() == rfc1738::host_kind::hostname );
   CHECK_FALSE( h.port() );
   CHECK( h.effective_port() == 80 );
   CHECK( *h.hpath() == "URI/archive/uri-archive.index.html" );
   CHECK( segments( h ) == strings{ "URI", "archive", "uri-archive.index.html" } );
   CHECK_FALSE( h.search() );
}

TEST_CASE( "§3.3: the path and the searchpart are optional", "[http]" )
{
   SECTION( "no \"/\": no path, no search" )
   {
      const auto h = http( "http://host" );
      CHECK_FALSE( h.hpath() );
      CHECK( h.segments().empty() );
      CHECK_FALSE( h.search() );
   }
   SECTION( "\"/\" alone: an empty path" )
   {
      const auto h = http( "http://host/" );
      REQUIRE( h.hpath() );
      CHECK( h.hpath()->empty() );
      CHECK( segments( h ) == strings{ "" } );
      CHECK_FALSE( h.search() );
   }
   SECTION( "\"?\" alone: an empty search" )
   {
      const auto h = http( "http://host/p?" );
      CHECK( *h.hpath() == "p" );
      REQUIRE( h.search() );
      CHECK( h.search()->encoded().empty() );
   }
   SECTION( "an empty path and a search" )
   {
      const auto h = http( "http://host/?q=a%20b&r" );
      CHECK( h.hpath()->empty() );
      CHECK( h.search()->encoded() == "q=a%20b&r" );
      CHECK( h.search()->decode() == "q=a b&r" );
   }
   SECTION( "segments keep ;, :, @, &, = and escapes" )
   {
      const auto h = http( "http://h/a;b:c@d&e=f/%2F/x" );
      CHECK( segments( h ) == strings{ "a;b:c@d&e=f", "%2F", "x" } );
      CHECK( ( *++h.segments().begin() ).decode() == "/" );
   }
}

TEST_CASE( "§3.3: port defaults to 80; ports are checked", "[http][port]" )
{
   CHECK( http( "http://h:8080/" ).effective_port() == 8080 );
   CHECK( http( "http://h:0080/" ).port()->text() == "0080" );
   CHECK( http( "http://h:0080/" ).effective_port() == 80 );
   CHECK( http( "http://h:65535/" ).effective_port() == 65535 );
   SECTION( "a port beyond 16 bits has no effective port" )
   {
      const auto h = http( "http://h:65536/" );
      CHECK( h.port()->value() == 65536u );
      CHECK_FALSE( h.port()->value< std::uint16_t >() );
      CHECK_FALSE( h.effective_port() );
   }
   SECTION( "a port beyond 64 bits reports overflow, never wraps" )
   {
      const auto h = http( "http://h:99999999999999999999/" );
      CHECK( h.port()->text() == "99999999999999999999" );
      CHECK_FALSE( h.port()->value() );
      CHECK_FALSE( h.effective_port() );
      CHECK( http( "http://h:18446744073709551615/" ).port()->value() == 18446744073709551615u );
      CHECK_FALSE( http( "http://h:18446744073709551616/" ).port()->value() );
   }
}

TEST_CASE( "§3.1 host: name or number", "[http][host]" )
{
   CHECK( http( "http://10.0.0.1/" ).kind() == rfc1738::host_kind::hostnumber );
   CHECK( http( "http://10.0.0.1/" ).host() == "10.0.0.1" );
   CHECK( http( "http://a-b.c9.org:1/" ).kind() == rfc1738::host_kind::hostname );
   CHECK( http( "http://a-b.c9.org:1/" ).host() == "a-b.c9.org" );
}

TEST_CASE( "http URLs that only otherurl derives", "[http][otherurl]" )
{
   for( const char* s : { "http://user@host/", "http://host?q", "http://host/p?q?r", "http://host/#frag%23", "http://-host/" } ) {
      INFO( s );
      const auto r = rfc1738::parse( s );
      if( r ) {
         CHECK( r->derived_by() == rfc1738::production::otherurl );
         CHECK_FALSE( r->http() );
      }
   }
   const auto r = rfc1738::parse( "http://user@host/" );
   REQUIRE( r );
   const auto g = r->otherurl();
   REQUIRE( g );
   CHECK( g->scheme() == "http" );
   CHECK( g->schemepart() == "//user@host/" );
   REQUIRE( g->ip_schemepart() );
   CHECK( g->ip_schemepart()->user()->encoded() == "user" );
   CHECK( g->ip_schemepart()->host() == "host" );
   CHECK( g->ip_schemepart()->effective_port() == 80 );
   CHECK( g->ip_schemepart()->urlpath()->empty() );
   // The fragment is not a URL character at all.
   CHECK_FALSE( rfc1738::parse( "http://ds.internic.net/instructions/overview.html#WARNING" ) );
   CHECK( rfc1738::parse( "http://ds.internic.net/instructions/overview.html#WARNING" ).error().offset == 49 );
}

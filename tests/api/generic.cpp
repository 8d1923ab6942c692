// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §2.1, §3.1, §5: the generic syntax (otherurl = genericurl) and the
// common Internet scheme syntax.
#include "rfc1738/views/generic.hpp"

#include <catch2/catch.hpp>

#include "rfc1738/parse.hpp"
#include "view_of.hpp"

namespace {

rfc1738::generic_view other( std::string_view s )
{
   return rfc1738::test::view_of( s, rfc1738::production::otherurl, &rfc1738::url_view::otherurl );
}

}  // namespace

TEST_CASE( "otherurl with an ip-schemepart", "[generic][otherurl]" )
{
   const auto g = other( "x-proto://u%40x:p@10.1.2.3:8000/a/b?c" );
   CHECK( g.scheme() == "x-proto" );
   CHECK( g.schemepart() == "//u%40x:p@10.1.2.3:8000/a/b?c" );
   const auto& ip = g.ip_schemepart();
   REQUIRE( ip );
   CHECK( ip->user()->decode() == "u@x" );
   CHECK( ip->password()->encoded() == "p" );
   CHECK( ip->host() == "10.1.2.3" );
   CHECK( ip->kind() == rfc1738::host_kind::hostnumber );
   CHECK( ip->port()->text() == "8000" );
   CHECK( ip->effective_port() == 8000 );
   CHECK_FALSE( ip->default_port() );
   CHECK( *ip->urlpath() == "a/b?c" );
}

TEST_CASE( "otherurl: the ip-schemepart parts may be excluded", "[generic][otherurl]" )
{
   const auto g = other( "z39.50://h" );
   REQUIRE( g.ip_schemepart() );
   CHECK_FALSE( g.ip_schemepart()->user() );
   CHECK_FALSE( g.ip_schemepart()->password() );
   CHECK_FALSE( g.ip_schemepart()->port() );
   CHECK_FALSE( g.ip_schemepart()->urlpath() );
   CHECK_FALSE( g.ip_schemepart()->effective_port() );
   CHECK( other( "z39.50://h/" ).ip_schemepart()->urlpath()->empty() );
   CHECK( other( "z39.50://@h" ).ip_schemepart()->user()->empty() );
}

TEST_CASE( "otherurl without an ip-schemepart: the opaque *xchar", "[generic][otherurl]" )
{
   for( const char* s : { "x:", "x:opaque;data", "x:/one/slash", "x://", "x://h:port", "x://h:1:2", "x://a@b@c" } ) {
      INFO( s );
      const auto g = other( s );
      CHECK_FALSE( g.ip_schemepart() );
      CHECK( g.scheme() == "x" );
   }
   CHECK( other( "x:opaque;data" ).schemepart() == "opaque;data" );
   CHECK( other( "x:" ).schemepart().empty() );
}

TEST_CASE( "generic() for scheme-specific URLs: derived again from genericurl", "[generic]" )
{
   const auto r = rfc1738::parse( "http://host:81/p?q" );
   REQUIRE( r );
   CHECK( r->derived_by() == rfc1738::production::httpurl );
   CHECK_FALSE( r->otherurl() );
   const auto g = r->generic();
   CHECK( g.scheme() == "http" );
   CHECK( g.schemepart() == "//host:81/p?q" );
   REQUIRE( g.ip_schemepart() );
   CHECK( g.ip_schemepart()->host() == "host" );
   CHECK( g.ip_schemepart()->effective_port() == 81 );
   CHECK( *g.ip_schemepart()->urlpath() == "p?q" );
   // The tree stays the derivation of url.
   CHECK( r->tree()[ 1 ].id == rfc1738::production::httpurl );
   const auto n = rfc1738::parse( "news:*" )->generic();
   CHECK( n.schemepart() == "*" );
   CHECK_FALSE( n.ip_schemepart() );
   const auto f = rfc1738::parse( "ftp://@host.com/" )->generic();
   CHECK( f.ip_schemepart()->user()->empty() );
   CHECK( f.ip_schemepart()->effective_port() == 21 );
}

TEST_CASE( "url: the scheme-specific production wins over otherurl", "[generic][ambiguity]" )
{
   // Each of these derives from otherurl as well.
   for( const char* s : { "http://h/", "ftp://h/", "news:*", "nntp://h/g", "telnet://h", "gopher://h", "wais://h/d", "mailto:a", "file:///f", "prospero://h/p" } ) {
      INFO( s );
      const auto r = rfc1738::parse( s );
      REQUIRE( r );
      CHECK( r->derived_by() != rfc1738::production::otherurl );
      CHECK( r->scheme() == r->generic().scheme() );
   }
}

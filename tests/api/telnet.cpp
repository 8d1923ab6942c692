// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.8: telnet URLs.
#include "rfc1738/views/telnet.hpp"

#include <catch2/catch.hpp>

#include "rfc1738/parse.hpp"
#include "view_of.hpp"

namespace {

rfc1738::telnet_view telnet( std::string_view s )
{
   return rfc1738::test::view_of( s, rfc1738::production::telneturl, &rfc1738::url_view::telnet );
}

}  // namespace

TEST_CASE( "§3.8: login and host", "[telnet]" )
{
   const auto t = telnet( "telnet://guest:se%3Acret@host.dom:2323/" );
   CHECK( t.user()->encoded() == "guest" );
   CHECK( t.password()->encoded() == "se%3Acret" );
   CHECK( t.password()->decode() == "se:cret" );
   CHECK( t.host() == "host.dom" );
   CHECK( t.port()->text() == "2323" );
   CHECK( t.effective_port() == 2323 );
}

TEST_CASE( "the telnet_view doc example", "[telnet]" )
{
   const auto t = telnet( "telnet://guest@host.dom:2323/" );
   CHECK( t.user()->decode() == "guest" );
   CHECK_FALSE( t.password() );
   CHECK( t.effective_port() == 2323 );
}

TEST_CASE( "§3.8: the final \"/\", the password and the user may be omitted; port 23", "[telnet]" )
{
   const auto t = telnet( "telnet://host.dom" );
   CHECK_FALSE( t.user() );
   CHECK_FALSE( t.password() );
   CHECK( t.host() == "host.dom" );
   CHECK_FALSE( t.port() );
   CHECK( t.effective_port() == 23 );
   CHECK( telnet( "telnet://guest@host.dom/" ).user()->encoded() == "guest" );
   CHECK_FALSE( telnet( "telnet://guest@host.dom/" ).password() );
   CHECK( telnet( "telnet://:@h" ).user()->encoded().empty() );
   CHECK( telnet( "telnet://:@h" ).password()->encoded().empty() );
}

TEST_CASE( "telnet: a path is only the generic syntax", "[telnet][otherurl]" )
{
   const auto r = rfc1738::parse( "telnet://h/x" );
   REQUIRE( r );
   CHECK( r->derived_by() == rfc1738::production::otherurl );
   CHECK( *r->otherurl()->ip_schemepart()->urlpath() == "x" );
   CHECK( r->otherurl()->ip_schemepart()->effective_port() == 23 );
}

// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.5: mailto URLs.
#include "rfc1738/views/mailto.hpp"

#include <catch2/catch.hpp>

#include "rfc1738/parse.hpp"

TEST_CASE( "§3.5: the encoded addr-spec", "[mailto]" )
{
   const auto r = rfc1738::parse( "mailto:joe%25relay@host.dom" );
   REQUIRE( r );
   CHECK( r->derived_by() == rfc1738::production::mailtourl );
   const auto m = r->mailto();
   REQUIRE( m );
   CHECK( m->encoded822addr().encoded() == "joe%25relay@host.dom" );
   CHECK( m->encoded822addr().decode() == "joe%relay@host.dom" );
   CHECK_FALSE( r->host() );
   CHECK_FALSE( r->effective_port() );
}

TEST_CASE( "§3.5: no reserved characters", "[mailto]" )
{
   const auto r = rfc1738::parse( "mailto:a/b?c;d=e&f:g@h" );
   REQUIRE( r );
   CHECK( r->mailto()->encoded822addr().encoded() == "a/b?c;d=e&f:g@h" );
}

TEST_CASE( "mailto: needs an address", "[mailto][otherurl]" )
{
   // encoded822addr = 1*xchar: "mailto:" alone is only the generic syntax.
   const auto r = rfc1738::parse( "mailto:" );
   REQUIRE( r );
   CHECK( r->derived_by() == rfc1738::production::otherurl );
   CHECK_FALSE( r->mailto() );
   CHECK( r->otherurl()->schemepart().empty() );
   CHECK_FALSE( r->otherurl()->ip_schemepart() );
}

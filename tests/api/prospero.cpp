// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.11: prospero URLs.
#include "rfc1738/views/prospero.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

#include "rfc1738/parse.hpp"
#include "view_of.hpp"

namespace {

rfc1738::prospero_view prospero( std::string_view s )
{
   return rfc1738::test::view_of( s, rfc1738::production::prosperourl, &rfc1738::url_view::prospero );
}

using pairs = std::vector< std::pair< std::string, std::string > >;

pairs fields( const rfc1738::prospero_view& p )
{
   pairs v;
   for( const auto f : p.fieldspecs() ) {
      v.emplace_back( f.fieldname.encoded(), f.fieldvalue.encoded() );
   }
   return v;
}

}  // namespace

TEST_CASE( "§3.11: prospero://host.dom//pros/name designates /pros/name", "[prospero][examples]" )
{
   const auto p = prospero( "prospero://host.dom//pros/name" );
   CHECK( p.host() == "host.dom" );
   CHECK_FALSE( p.port() );
   CHECK( p.effective_port() == 1525 );
   CHECK( p.ppath().encoded() == "/pros/name" );
   CHECK( p.ppath().decode() == "/pros/name" );
   CHECK( p.fieldspecs().empty() );
   CHECK( fields( p ).empty() );
}

TEST_CASE( "§3.11: field/value pairs", "[prospero]" )
{
   const auto p = prospero( "prospero://h:1/a%3Bb;OBJECT-VERSION=3;x%3D=y%3B;=;e=" );
   CHECK( p.port()->text() == "1" );
   CHECK( p.ppath().encoded() == "a%3Bb" );
   CHECK( p.ppath().decode() == "a;b" );
   CHECK( p.fieldspecs().size() == 4 );
   CHECK( p.fieldspecs().encoded() == ";OBJECT-VERSION=3;x%3D=y%3B;=;e=" );
   CHECK( fields( p ) == pairs{ { "OBJECT-VERSION", "3" }, { "x%3D", "y%3B" }, { "", "" }, { "e", "" } } );
   const auto second = *++p.fieldspecs().begin();
   CHECK( second.fieldname.decode() == "x=" );
   CHECK( second.fieldvalue.decode() == "y;" );
}

TEST_CASE( "prospero: \"=\" and \"/\" in the hsoname, empty hsoname", "[prospero]" )
{
   CHECK( prospero( "prospero://h/a=b/c" ).ppath().encoded() == "a=b/c" );
   CHECK( prospero( "prospero://h/" ).ppath().empty() );
   CHECK( fields( prospero( "prospero://h/;n=v" ) ) == pairs{ { "n", "v" } } );
}

TEST_CASE( "prospero: many fieldspecs outgrow the inline tree", "[prospero][parse_tree]" )
{
   std::string s = "prospero://h/p";
   for( int i = 0; i < 40; ++i ) {
      s += ";f" + std::to_string( i ) + "=v" + std::to_string( i );
   }
   const auto r = rfc1738::parse( s );
   REQUIRE( r );
   CHECK( r->tree().on_heap() );
   const auto p = *r->prospero();
   CHECK( p.fieldspecs().size() == 40 );
   const auto f = fields( p );
   REQUIRE( f.size() == 40 );
   CHECK( f[ 39 ] == std::make_pair( std::string( "f39" ), std::string( "v39" ) ) );
}

TEST_CASE( "prospero: what only otherurl derives", "[prospero][otherurl]" )
{
   for( const char* s : { "prospero://h", "prospero://u@h/x", "prospero://h/x;novalue", "prospero://h/x;a=b=c" } ) {
      INFO( s );
      const auto r = rfc1738::parse( s );
      REQUIRE( r );
      CHECK( r->derived_by() == rfc1738::production::otherurl );
   }
}

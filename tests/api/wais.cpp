// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.9: WAIS URLs, in their three forms.
#include "rfc1738/views/wais.hpp"

#include <catch2/catch.hpp>

#include "rfc1738/parse.hpp"
#include "view_of.hpp"

namespace {

rfc1738::wais_view wais( std::string_view s )
{
   return rfc1738::test::view_of( s, rfc1738::production::waisurl, &rfc1738::url_view::wais );
}

}  // namespace

TEST_CASE( "§3.9: a database", "[wais]" )
{
   const auto w = wais( "wais://wais.dom:2100/lib" );
   CHECK( w.form() == rfc1738::wais_form::waisdatabase );
   CHECK( w.host() == "wais.dom" );
   CHECK( w.effective_port() == 2100 );
   CHECK( w.database().encoded() == "lib" );
   CHECK_FALSE( w.search() );
   CHECK_FALSE( w.wtype() );
   CHECK_FALSE( w.wpath() );
   CHECK( wais( "wais://h/" ).database().empty() );
   CHECK( wais( "wais://h/" ).effective_port() == 210 );
}

TEST_CASE( "§3.9: a search", "[wais]" )
{
   const auto w = wais( "wais://wais.dom/lib?dog%20food" );
   CHECK( w.form() == rfc1738::wais_form::waisindex );
   CHECK( w.database().decode() == "lib" );
   CHECK( w.search()->encoded() == "dog%20food" );
   CHECK( w.search()->decode() == "dog food" );
   CHECK_FALSE( w.wtype() );
   CHECK( wais( "wais://h/db?" ).search()->encoded().empty() );
   CHECK( wais( "wais://h/db?a=b;c:d@e&f" ).search()->encoded() == "a=b;c:d@e&f" );
}

TEST_CASE( "§3.9: a document", "[wais]" )
{
   const auto w = wais( "wais://wais.dom/lib/TEXT/0%2012%20doc" );
   CHECK( w.form() == rfc1738::wais_form::waisdoc );
   CHECK( w.database().encoded() == "lib" );
   CHECK_FALSE( w.search() );
   CHECK( w.wtype()->encoded() == "TEXT" );
   CHECK( w.wpath()->encoded() == "0%2012%20doc" );
   CHECK( w.wpath()->decode() == "0 12 doc" );
   const auto e = wais( "wais://h///" );
   CHECK( e.form() == rfc1738::wais_form::waisdoc );
   CHECK( e.database().empty() );
   CHECK( e.wtype()->empty() );
   CHECK( e.wpath()->empty() );
}

TEST_CASE( "wais: what only otherurl derives", "[wais][otherurl]" )
{
   for( const char* s : { "wais://h", "wais://h/db/type", "wais://h/db/t/p/q", "wais://h/db?x/y" } ) {
      INFO( s );
      const auto r = rfc1738::parse( s );
      REQUIRE( r );
      CHECK( r->derived_by() == rfc1738::production::otherurl );
   }
}

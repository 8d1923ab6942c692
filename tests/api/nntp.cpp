// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.7: nntp URLs.
#include "rfc1738/views/nntp.hpp"

#include <catch2/catch.hpp>

#include <cstdint>

#include "rfc1738/parse.hpp"
#include "view_of.hpp"

namespace {

rfc1738::nntp_view nntp( std::string_view s )
{
   return rfc1738::test::view_of( s, rfc1738::production::nntpurl, &rfc1738::url_view::nntp );
}

}  // namespace

TEST_CASE( "§3.7: group and article number", "[nntp]" )
{
   const auto n = nntp( "nntp://news.dom/comp.lang.c/0042" );
   CHECK( n.host() == "news.dom" );
   CHECK_FALSE( n.port() );
   CHECK( n.effective_port() == 119 );
   CHECK( n.group() == "comp.lang.c" );
   REQUIRE( n.article_number() );
   CHECK( n.article_number()->text() == "0042" );
   CHECK( n.article_number()->value() == 42u );
}

TEST_CASE( "nntp: the article number is optional", "[nntp]" )
{
   const auto n = nntp( "nntp://10.0.0.1:563/alt.test" );
   CHECK( n.kind() == rfc1738::host_kind::hostnumber );
   CHECK( n.port()->text() == "563" );
   CHECK( n.effective_port() == 563 );
   CHECK( n.group() == "alt.test" );
   CHECK_FALSE( n.article_number() );
}

TEST_CASE( "nntp: an article number that overflows", "[nntp]" )
{
   const auto n = nntp( "nntp://h/g/123456789012345678901234567890" );
   CHECK( n.article_number()->text() == "123456789012345678901234567890" );
   CHECK_FALSE( n.article_number()->value() );
   CHECK( nntp( "nntp://h/g/4294967296" ).article_number()->value() == 4294967296u );
   CHECK_FALSE( nntp( "nntp://h/g/4294967296" ).article_number()->value< std::uint32_t >() );
}

TEST_CASE( "nntp: what only otherurl derives", "[nntp][otherurl]" )
{
   for( const char* s : { "nntp://h", "nntp://h/", "nntp://h/g/", "nntp://h/g/12a", "nntp://h/1g" } ) {
      INFO( s );
      const auto r = rfc1738::parse( s );
      REQUIRE( r );
      CHECK( r->derived_by() == rfc1738::production::otherurl );
   }
}

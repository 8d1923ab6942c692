// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.6: news URLs.
#include "rfc1738/views/news.hpp"

#include <catch2/catch.hpp>

#include "rfc1738/parse.hpp"
#include "view_of.hpp"

namespace {

rfc1738::news_view news( std::string_view s )
{
   return rfc1738::test::view_of( s, rfc1738::production::newsurl, &rfc1738::url_view::news );
}

}  // namespace

TEST_CASE( "§3.6: news:* is all available news groups", "[news][examples]" )
{
   const auto n = news( "news:*" );
   CHECK( n.kind() == rfc1738::news_kind::all_groups );
   CHECK( n.grouppart() == "*" );
   CHECK_FALSE( n.group() );
   CHECK_FALSE( n.article() );
   CHECK_FALSE( n.unique() );
   CHECK_FALSE( n.full_domain_name() );
}

TEST_CASE( "§3.6: a newsgroup name", "[news]" )
{
   const auto n = news( "news:comp.infosystems.www.misc" );
   CHECK( n.kind() == rfc1738::news_kind::newsgroup );
   CHECK( n.grouppart() == "comp.infosystems.www.misc" );
   CHECK( *n.group() == "comp.infosystems.www.misc" );
   CHECK_FALSE( n.article() );
   CHECK( *news( "news:a+b_c-d.e9" ).group() == "a+b_c-d.e9" );
}

TEST_CASE( "§3.6: a message-id, <unique>@<full_domain_name>", "[news]" )
{
   const auto n = news( "news:1234%2B5@host.dom" );
   CHECK( n.kind() == rfc1738::news_kind::message_id );
   CHECK( n.grouppart() == "1234%2B5@host.dom" );
   CHECK_FALSE( n.group() );
   REQUIRE( n.article() );
   CHECK( n.article()->encoded() == "1234%2B5@host.dom" );
   CHECK( n.article()->decode() == "1234+5@host.dom" );
   CHECK( n.unique()->encoded() == "1234%2B5" );
   CHECK( *n.full_domain_name() == "host.dom" );
   // "*" and group characters before "@" make an article too.
   CHECK( news( "news:*@h" ).kind() == rfc1738::news_kind::message_id );
   CHECK( news( "news:abc@10.1.2.3" ).kind() == rfc1738::news_kind::message_id );
   CHECK( *news( "news:a/b;c?d:e&f=g@h" ).full_domain_name() == "h" );
}

TEST_CASE( "news: what only otherurl derives", "[news][otherurl]" )
{
   for( const char* s : { "news:", "news:1abc", "news:a@b@c", "news:**" } ) {
      INFO( s );
      const auto r = rfc1738::parse( s );
      REQUIRE( r );
      CHECK( r->derived_by() == rfc1738::production::otherurl );
   }
}

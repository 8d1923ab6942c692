// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.4: Gopher URLs, and how the ambiguous BNF is derived.
#include "rfc1738/views/gopher.hpp"

#include <catch2/catch.hpp>

#include <optional>
#include <string>

#include "rfc1738/parse.hpp"
#include "view_of.hpp"

namespace {

rfc1738::gopher_view gopher( std::string_view s )
{
   return rfc1738::test::view_of( s, rfc1738::production::gopherurl, &rfc1738::url_view::gopher );
}

std::optional< std::string > raw( const std::optional< rfc1738::encoded_view >& v )
{
   return v ? std::optional< std::string >( std::string( v->encoded() ) ) : std::nullopt;
}

const std::optional< std::string > absent;

}  // namespace

TEST_CASE( "§3.4.1: the empty gopher-path; gophertype defaults to 1", "[gopher]" )
{
   SECTION( "gopher://h" )
   {
      const auto g = gopher( "gopher://h" );
      CHECK_FALSE( g.gopher_path() );
      CHECK_FALSE( g.gtype() );
      CHECK( g.gophertype() == '1' );
      CHECK_FALSE( g.selector() );
      CHECK_FALSE( g.search() );
      CHECK_FALSE( g.gopher_plus_string() );
      CHECK( g.effective_port() == 70 );
      CHECK( g.request().empty() );
   }
   SECTION( "gopher://h/" )
   {
      const auto g = gopher( "gopher://h/" );
      REQUIRE( g.gopher_path() );
      CHECK( g.gopher_path()->empty() );
      CHECK_FALSE( g.gtype() );
      CHECK( g.gophertype() == '1' );
      CHECK_FALSE( g.selector() );
   }
}

TEST_CASE( "gopher: whenever gtype is present, selector is present", "[gopher][ambiguity]" )
{
   const auto g = gopher( "gopher://h/1" );
   CHECK( raw( g.gtype() ) == "1" );
   CHECK( g.gophertype() == '1' );
   CHECK( raw( g.selector() ) == "" );
   CHECK( g.search() == std::nullopt );
   CHECK( g.request().empty() );
   CHECK( raw( gopher( "gopher://h:7070/0" ).gtype() ) == "0" );
   CHECK( gopher( "gopher://h:7070/0" ).effective_port() == 7070 );
}

TEST_CASE( "gopher: gtype is the first xchar; an escape counts as one", "[gopher][ambiguity]" )
{
   const auto g = gopher( "gopher://h/%30abc" );
   CHECK( raw( g.gtype() ) == "%30" );
   CHECK( g.gophertype() == '0' );
   CHECK( raw( g.selector() ) == "abc" );
   // A gtype that is itself an escaped tab: the selector follows it.
   const auto t = gopher( "gopher://h/%09%09x" );
   CHECK( raw( t.gtype() ) == "%09" );
   CHECK( t.gophertype() == '\t' );
   CHECK( raw( t.selector() ) == "" );
   CHECK( raw( t.search() ) == "x" );
   // Selectors beginning with a copy of the gtype (§3.4.1).
   CHECK( raw( gopher( "gopher://h/00about" ).selector() ) == "0about" );
}

TEST_CASE( "gopher: the shortest selector, then the shortest search", "[gopher][ambiguity]" )
{
   SECTION( "gopher://h/1%09a: selector empty, search a" )
   {
      const auto g = gopher( "gopher://h/1%09a" );
      CHECK( raw( g.selector() ) == "" );
      CHECK( raw( g.search() ) == "a" );
      CHECK( raw( g.gopher_plus_string() ) == absent );
   }
   SECTION( "gopher://h/1a%09b/c%09d: \"/\" stops a search, so that %09 is in the selector" )
   {
      const auto g = gopher( "gopher://h/1a%09b/c%09d" );
      CHECK( raw( g.selector() ) == "a%09b/c" );
      CHECK( g.selector()->decode() == "a\tb/c" );
      CHECK( raw( g.search() ) == "d" );
      CHECK( raw( g.gopher_plus_string() ) == absent );
   }
   SECTION( "three parts" )
   {
      const auto g = gopher( "gopher://h/1sel%09find%20me%09+" );
      CHECK( raw( g.selector() ) == "sel" );
      CHECK( raw( g.search() ) == "find%20me" );
      CHECK( raw( g.gopher_plus_string() ) == "+" );
      CHECK( g.request() == "sel\tfind me\t+" );
   }
   SECTION( "§3.4.3: an empty search before a gopher+_string" )
   {
      const auto g = gopher( "gopher://h/1sel%09%09!+ABSTRACT%20+SMELL" );
      CHECK( raw( g.selector() ) == "sel" );
      CHECK( raw( g.search() ) == "" );
      CHECK( raw( g.gopher_plus_string() ) == "!+ABSTRACT%20+SMELL" );
      CHECK( g.gopher_plus_string()->decode() == "!+ABSTRACT +SMELL" );
      CHECK( g.request() == "sel\t\t!+ABSTRACT +SMELL" );
   }
   SECTION( "the gopher+_string takes every remaining %09" )
   {
      const auto g = gopher( "gopher://h/1s%09q%09+%091%0D%0A+-1%0D%0A.%0D%0A" );
      CHECK( raw( g.search() ) == "q" );
      CHECK( raw( g.gopher_plus_string() ) == "+%091%0D%0A+-1%0D%0A.%0D%0A" );
      CHECK( g.gopher_plus_string()->decode() == "+\t1\r\n+-1\r\n.\r\n" );
   }
   SECTION( "a trailing %09: an empty search" )
   {
      const auto g = gopher( "gopher://h/1s%09" );
      CHECK( raw( g.selector() ) == "s" );
      CHECK( raw( g.search() ) == "" );
   }
   SECTION( "a selector with reserved characters (none is reserved in the gopher-path)" )
   {
      const auto g = gopher( "gopher://h/1a/b?c;d=e" );
      CHECK( raw( g.selector() ) == "a/b?c;d=e" );
      CHECK( *g.gopher_path() == "1a/b?c;d=e" );
   }
}

TEST_CASE( "§3.4.2: the search request", "[gopher]" )
{
   const auto g = gopher( "gopher://gopher.dom/7%2Fsearch%09dog%20food" );
   CHECK( g.gophertype() == '7' );
   CHECK( g.selector()->decode() == "/search" );
   CHECK( g.request() == "/search\tdog food" );
}

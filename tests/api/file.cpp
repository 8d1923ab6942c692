// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.10: file URLs.
#include "rfc1738/views/file.hpp"

#include <catch2/catch.hpp>

#include "rfc1738/parse.hpp"
#include "segments.hpp"
#include "view_of.hpp"

namespace {

rfc1738::file_view file( std::string_view s )
{
   return rfc1738::test::view_of( s, rfc1738::production::fileurl, &rfc1738::url_view::file );
}

using rfc1738::test::decoded;
using rfc1738::test::strings;

}  // namespace

TEST_CASE( "§3.10: the RFC's VMS example", "[file][examples]" )
{
   const auto f = file( "file://vms.host.edu/disk$user/my/notes/note12345.txt" );
   REQUIRE( f.host() );
   CHECK( *f.host() == "vms.host.edu" );
   CHECK_FALSE( f.is_local() );
   CHECK( f.fpath() == "disk$user/my/notes/note12345.txt" );
   CHECK( decoded( f.directories() ) == strings{ "disk$user", "my", "notes" } );
   CHECK( f.name().decode() == "note12345.txt" );
}

TEST_CASE( "§3.10: the host may be empty or localhost", "[file]" )
{
   SECTION( "file:///etc/motd: no host" )
   {
      const auto f = file( "file:///etc/motd" );
      CHECK_FALSE( f.host() );
      CHECK( f.is_local() );
      CHECK( f.fpath() == "etc/motd" );
      CHECK( decoded( f.segments() ) == strings{ "etc", "motd" } );
      const auto r = rfc1738::parse( "file:///etc/motd" );
      CHECK_FALSE( r->host() );
      CHECK_FALSE( r->effective_port() );
   }
   SECTION( "file://localhost/etc/motd: the host localhost" )
   {
      const auto f = file( "file://localhost/etc/motd" );
      CHECK( *f.host() == "localhost" );
      CHECK( f.is_local() );
      CHECK( file( "file://LocalHost/x" ).is_local() );
      CHECK_FALSE( file( "file://localhost.dom/x" ).is_local() );
      CHECK( *rfc1738::parse( "file://localhost/etc/motd" )->host() == "localhost" );
   }
   SECTION( "an empty path" )
   {
      const auto f = file( "file://h/" );
      CHECK( f.fpath().empty() );
      CHECK( f.name().empty() );
      CHECK( f.directories().empty() );
      CHECK( file( "file://h/a/" ).name().empty() );
      CHECK( decoded( file( "file://h/a/" ).directories() ) == strings{ "a" } );
   }
   SECTION( "a host number" )
   {
      CHECK( *file( "file://127.0.0.1/x%20y" ).host() == "127.0.0.1" );
      CHECK( file( "file://127.0.0.1/x%20y" ).name().decode() == "x y" );
   }
}

TEST_CASE( "file: what only otherurl derives", "[file][otherurl]" )
{
   for( const char* s : { "file://h", "file:/etc", "file://h:80/x", "file://u@h/x" } ) {
      INFO( s );
      const auto r = rfc1738::parse( s );
      REQUIRE( r );
      CHECK( r->derived_by() == rfc1738::production::otherurl );
   }
}

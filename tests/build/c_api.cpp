// SPDX-License-Identifier: BSL-1.0
// The C interface of the encoder and the builders (rfc1738.h).
#include "rfc1738.h"

#include <catch2/catch.hpp>

#include <cstring>
#include <string>

TEST_CASE( "rfc1738_encode: the shortest encoding, or a message", "[c_api]" )
{
   char buffer[ 64 ];
   size_t needed = 0;
   const char* message = nullptr;
   REQUIRE( rfc1738_encode( "user", "a b@c", 5, buffer, sizeof buffer, &needed, &message ) == 1 );
   CHECK( std::string( buffer, needed ) == "a%20b%40c" );
   // Truncated: the length needed is still stored.
   REQUIRE( rfc1738_encode( "user", "a b@c", 5, buffer, 2, &needed, nullptr ) == 1 );
   CHECK( needed == 9 );
   CHECK( rfc1738_encode( "group", "a/b", 3, buffer, sizeof buffer, &needed, &message ) == 0 );
   REQUIRE( message != nullptr );
   CHECK( std::string( message ).find( "group cannot hold byte 0x2F" ) != std::string::npos );
   CHECK( rfc1738_encode( "no-such", "a", 1, buffer, sizeof buffer, &needed, &message ) == 0 );
   CHECK( rfc1738_encode( nullptr, "a", 1, buffer, sizeof buffer, &needed, nullptr ) == 0 );
   CHECK( rfc1738_encode( "search", nullptr, 0, nullptr, 0, &needed, nullptr ) == 1 );
   CHECK( needed == 0 );
}

TEST_CASE( "rfc1738_build: parts in, a conforming URL or the part out", "[c_api]" )
{
   rfc1738_builder* b = rfc1738_builder_new( "ftp", 3 );
   REQUIRE( b != nullptr );
   CHECK( rfc1738_builder_set( b, "user", "me", 2 ) == 1 );
   CHECK( rfc1738_builder_set( b, "host", "host.dom", 8 ) == 1 );
   CHECK( rfc1738_builder_set( b, "fsegment", "etc", 3 ) == 1 );
   CHECK( rfc1738_builder_set( b, "fsegment", "mo td", 5 ) == 1 );
   CHECK( rfc1738_builder_set( b, "ftptype", "i", 1 ) == 1 );
   CHECK( rfc1738_builder_set( b, "nonsense", "x", 1 ) == 0 );
   size_t length = 0;
   const char* url = rfc1738_build( b, &length );
   REQUIRE( url != nullptr );
   CHECK( std::string( url, length ) == "ftp://me@host.dom/etc/mo%20td;type=i" );
   CHECK( rfc1738_builder_error( b ) == nullptr );
   rfc1738_builder_free( b );

   b = rfc1738_builder_new( "http", 4 );
   rfc1738_builder_set( b, "host", "h", 1 );
   rfc1738_builder_set( b, "user", "me", 2 );
   CHECK( rfc1738_build( b, &length ) == nullptr );
   REQUIRE( rfc1738_builder_error_part( b ) != nullptr );
   CHECK( std::string( rfc1738_builder_error_part( b ) ) == "user" );
   CHECK( std::string( rfc1738_builder_error( b ) ).find( "§3.3" ) != std::string::npos );
   rfc1738_builder_free( b );

   b = rfc1738_builder_new( "prospero", 8 );
   rfc1738_builder_set( b, "host", "host.dom", 8 );
   rfc1738_builder_set( b, "psegment", "", 0 );
   rfc1738_builder_set( b, "psegment", "pros", 4 );
   rfc1738_builder_set( b, "fieldname", "a", 1 );
   rfc1738_builder_set( b, "fieldvalue", "b=c", 3 );
   url = rfc1738_build( b, nullptr );
   REQUIRE( url != nullptr );
   CHECK( std::string( url ) == "prospero://host.dom//pros;a=b%3Dc" );
   rfc1738_builder_free( b );
   rfc1738_builder_free( nullptr );
   CHECK( rfc1738_build( nullptr, &length ) == nullptr );
}

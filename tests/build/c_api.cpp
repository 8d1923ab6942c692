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

   // "path": a decoded path, its leading "/" as rfc1738::path_segments reads
   // it (an absolute ftp path, %2F, §3.2.2), as `rfc1738 build --path`.
   b = rfc1738_builder_new( "ftp", 3 );
   rfc1738_builder_set( b, "host", "h", 1 );
   CHECK( rfc1738_builder_set( b, "path", "/etc/motd", 9 ) == 1 );
   url = rfc1738_build( b, nullptr );
   REQUIRE( url != nullptr );
   CHECK( std::string( url ) == "ftp://h/%2Fetc/motd" );
   rfc1738_builder_free( b );
   b = rfc1738_builder_new( "file", 4 );
   CHECK( rfc1738_builder_set( b, "path", "/etc/passwd", 11 ) == 1 );
   url = rfc1738_build( b, nullptr );
   REQUIRE( url != nullptr );
   CHECK( std::string( url ) == "file:///etc/passwd" );
   rfc1738_builder_free( b );
   rfc1738_builder_free( nullptr );
   CHECK( rfc1738_build( nullptr, &length ) == nullptr );
}

TEST_CASE( "rfc1738_edit: components changed by name or role, the rest kept", "[c_api]" )
{
   const std::string url = "ftp://u@h/a/b;type=i";
   rfc1738_edit* e = rfc1738_edit_new( url.data(), url.size() );
   REQUIRE( e != nullptr );
   REQUIRE( rfc1738_edit_set( e, "host", "example.com", 11, 0 ) == 1 );
   REQUIRE( rfc1738_edit_set( e, "path", "x y", 3, 0 ) == 1 );
   REQUIRE( rfc1738_edit_remove( e, "type" ) == 1 );
   size_t length = 0;
   const char* r = rfc1738_edit_apply( e, &length );
   REQUIRE( r != nullptr );
   CHECK( std::string( r, length ) == "ftp://u@example.com/x%20y" );
   CHECK( rfc1738_edit_error( e ) == nullptr );
   // Taken as written: the escape stays.
   REQUIRE( rfc1738_edit_set( e, "path", "x%7Ey", 5, RFC1738_EDIT_ENCODED ) == 1 );
   r = rfc1738_edit_apply( e, nullptr );
   REQUIRE( r != nullptr );
   CHECK( std::string( r ) == "ftp://u@example.com/x%7Ey" );
   // A component the scheme does not have: named, with the scheme's names.
   REQUIRE( rfc1738_edit_set( e, "search", "q", 1, 0 ) == 1 );
   CHECK( rfc1738_edit_apply( e, &length ) == nullptr );
   REQUIRE( rfc1738_edit_error_part( e ) != nullptr );
   CHECK( std::string( rfc1738_edit_error_part( e ) ) == "search" );
   CHECK( std::string( rfc1738_edit_error( e ) ).find( "an ftp URL has no component named \"search\"" ) == 0 );
   rfc1738_edit_free( e );
   // The path's leading "/" as build reads it: an absolute ftp path (§3.2.2).
   const std::string ftp = "ftp://h/a;type=a";
   e = rfc1738_edit_new( ftp.data(), ftp.size() );
   REQUIRE( rfc1738_edit_set( e, "path", "/etc/motd", 9, 0 ) == 1 );
   r = rfc1738_edit_apply( e, nullptr );
   REQUIRE( r != nullptr );
   CHECK( std::string( r ) == "ftp://h/%2Fetc/motd;type=a" );
   rfc1738_edit_free( e );
   rfc1738_edit_free( nullptr );
   CHECK( rfc1738_edit_apply( nullptr, nullptr ) == nullptr );
   CHECK( rfc1738_edit_set( nullptr, "host", "h", 1, 0 ) == 0 );
   // A URL that does not conform cannot be edited.
   e = rfc1738_edit_new( "http://u@h/", 11 );
   REQUIRE( rfc1738_edit_set( e, "host", "x", 1, 0 ) == 1 );
   CHECK( rfc1738_edit_apply( e, nullptr ) == nullptr );
   CHECK( std::string( rfc1738_edit_error_part( e ) ) == "url" );
   rfc1738_edit_free( e );
}

// SPDX-License-Identifier: BSL-1.0
// Percent-decoding (§2.2), encoded views, digits, default ports, segments.
#include "rfc1738/decode.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "rfc1738/digits_view.hpp"
#include "rfc1738/encoded_view.hpp"
#include "rfc1738/port.hpp"
#include "rfc1738/segments_view.hpp"
#include "segments.hpp"

TEST_CASE( "decode: an escape is % and two hex digits", "[decode]" )
{
   CHECK( rfc1738::decode( "" ).empty() );
   CHECK( rfc1738::decode( "abc" ) == "abc" );
   CHECK( rfc1738::decode( "%41%62%2f%2F" ) == "Ab//" );
   CHECK( rfc1738::decode( "%00" ) == std::string( 1, '\0' ) );
   CHECK( rfc1738::decode( "%ff%FF%80" ) == "\xff\xff\x80" );
   CHECK( rfc1738::decode( "a%20b+c" ) == "a b+c" );  // "+" is not a space in RFC 1738
   CHECK( rfc1738::decode( "%2541" ) == "%41" );     // decoded once
}

TEST_CASE( "decode: a % that is no escape stands for itself", "[decode]" )
{
   CHECK( rfc1738::decode( "%" ) == "%" );
   CHECK( rfc1738::decode( "%4" ) == "%4" );
   CHECK( rfc1738::decode( "%4g" ) == "%4g" );
   CHECK( rfc1738::decode( "%%41" ) == "%A" );
   CHECK( rfc1738::decode( "100%" ) == "100%" );
}

TEST_CASE( "decode_view: lazy, sized, comparable", "[decode]" )
{
   constexpr rfc1738::decode_view d( "a%20b" );
   static_assert( d.size() == 3 );
   static_assert( d == std::string_view( "a b" ) );
   static_assert( d != std::string_view( "a%20b" ) );
   static_assert( *d.begin() == 'a' );
   CHECK( d.to_string() == "a b" );
   CHECK( d.encoded() == "a%20b" );
   CHECK( std::string( d.begin(), d.end() ) == "a b" );
   CHECK_FALSE( d == std::string_view( "a b " ) );
   CHECK_FALSE( d == std::string_view( "a " ) );
   CHECK( rfc1738::decode_view( "" ).empty() );
   CHECK( rfc1738::decode_view( "" ) == std::string_view() );
}

TEST_CASE( "encoded_view: as written, and decoded", "[decode]" )
{
   const rfc1738::encoded_view e( "%2Fetc" );
   CHECK( e.encoded() == "%2Fetc" );
   CHECK( e.decode() == "/etc" );
   CHECK( e.decoded() == std::string_view( "/etc" ) );
   CHECK( e.decoded().size() == 4 );
   CHECK_FALSE( e.empty() );
   CHECK( rfc1738::encoded_view().empty() );
}

TEST_CASE( "digits_view: the digits and a checked value", "[decode][port]" )
{
   static_assert( rfc1738::digits_view( "0" ).value() == 0u );
   static_assert( rfc1738::digits_view( "00080" ).value() == 80u );
   static_assert( rfc1738::digits_view( "65535" ).value< std::uint16_t >() == 65535 );
   static_assert( !rfc1738::digits_view( "65536" ).value< std::uint16_t >() );
   static_assert( rfc1738::digits_view( "255" ).value< std::uint8_t >() == 255 );
   static_assert( !rfc1738::digits_view( "256" ).value< std::uint8_t >() );
   static_assert( rfc1738::digits_view( "18446744073709551615" ).value() == 18446744073709551615u );
   static_assert( !rfc1738::digits_view( "18446744073709551616" ).value() );
   static_assert( !rfc1738::digits_view( "99999999999999999999" ).value() );
   static_assert( rfc1738::digits_view( "000000000000000000000000001" ).value() == 1u );
   CHECK( rfc1738::digits_view( "0042" ).text() == "0042" );
}

TEST_CASE( "default ports of §3", "[port]" )
{
   static_assert( rfc1738::default_port( "ftp" ) == 21 );
   static_assert( rfc1738::default_port( "http" ) == 80 );
   static_assert( rfc1738::default_port( "gopher" ) == 70 );
   static_assert( rfc1738::default_port( "nntp" ) == 119 );
   static_assert( rfc1738::default_port( "telnet" ) == 23 );
   static_assert( rfc1738::default_port( "wais" ) == 210 );
   static_assert( rfc1738::default_port( "prospero" ) == 1525 );
   static_assert( !rfc1738::default_port( "file" ) );
   static_assert( !rfc1738::default_port( "mailto" ) );
   static_assert( !rfc1738::default_port( "news" ) );
   static_assert( !rfc1738::default_port( "HTTP" ) );
   static_assert( !rfc1738::default_port( "https" ) );
   CHECK( rfc1738::default_port( "prospero" ) == 1525 );
}

TEST_CASE( "segments_view: n slashes, n + 1 segments", "[decode][segments]" )
{
   const auto list = rfc1738::test::encoded;
   using rfc1738::test::strings;
   CHECK( list( rfc1738::segments_view( "" ) ) == strings{ "" } );
   CHECK( list( rfc1738::segments_view( "/" ) ) == strings{ "", "" } );
   CHECK( list( rfc1738::segments_view( "/etc/motd" ) ) == strings{ "", "etc", "motd" } );
   CHECK( list( rfc1738::segments_view( "a%2Fb/c/" ) ) == strings{ "a%2Fb", "c", "" } );
   CHECK( list( rfc1738::segments_view() ).empty() );
   CHECK( rfc1738::segments_view().size() == 0 );
   CHECK( rfc1738::segments_view( "a//b" ).size() == 3 );
   CHECK( list( rfc1738::segments_view( "a/b/c" ).without_last() ) == strings{ "a", "b" } );
   CHECK( list( rfc1738::segments_view( "a" ).without_last() ).empty() );
   CHECK( list( rfc1738::segments_view( "/a" ).without_last() ) == strings{ "" } );
   CHECK( rfc1738::segments_view( "a/b/c" ).back().encoded() == "c" );
   CHECK( rfc1738::segments_view( "a/b/c" ).front().encoded() == "a" );
}

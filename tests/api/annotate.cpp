// SPDX-License-Identifier: BSL-1.0
// rfc1738::annotate, printable and printable_width (rfc1738/annotate.hpp):
// every byte value, hostile bytes, the offset at 0 and at the end, a
// megabyte line, colour; checked against a byte-by-byte reference written
// here, not against the function itself.
#include "rfc1738/annotate.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

#include "rfc1738/diagnosis.hpp"

namespace {

// The reference form of one byte.
std::string shown( unsigned char c )
{
   if( c >= 0x20 && c <= 0x7e && c != '\\' ) {
      return std::string( 1, static_cast< char >( c ) );
   }
   static constexpr const char* hex = "0123456789abcdef";
   return std::string( "\\x" ) + hex[ c >> 4 ] + hex[ c & 15 ];
}

// The two lines split at the one newline (the first line holds none: every
// LF of the input is escaped).
std::pair< std::string, std::string > lines_of( const std::string& a )
{
   const auto nl = a.find( '\n' );
   REQUIRE( nl != std::string::npos );
   REQUIRE( a.find( '\n', nl + 1 ) == std::string::npos );
   return { a.substr( 0, nl ), a.substr( nl + 1 ) };
}

// The column of the caret in the second line (no colour).
std::size_t caret_column( const std::string& a )
{
   const auto [ first, second ] = lines_of( a );
   REQUIRE( !second.empty() );
   REQUIRE( second.back() == '^' );
   REQUIRE( second.find_first_not_of( ' ' ) == second.size() - 1 );
   return second.size() - 1;
}

}  // namespace

TEST_CASE( "printable: every byte, one rule", "[annotate]" )
{
   for( unsigned b = 0; b < 256; ++b ) {
      const auto c = static_cast< unsigned char >( b );
      const std::string one( 1, static_cast< char >( c ) );
      CAPTURE( b );
      CHECK( rfc1738::printable( one ) == shown( c ) );
      CHECK( rfc1738::printable_width( one ) == shown( c ).size() );
      CHECK( rfc1738::shown_escaped( c ) == ( shown( c ).size() == 4 ) );
   }
   CHECK( rfc1738::printable( "a\\b\tc\xff" ) == "a\\x5cb\\x09c\\xff" );
   CHECK( rfc1738::printable( std::string_view( "\0\r\n", 3 ) ) == "\\x00\\x0d\\x0a" );
   CHECK( rfc1738::printable( "" ).empty() );
}

TEST_CASE( "annotate: the caret under the offset's byte", "[annotate]" )
{
   CHECK( rfc1738::annotate( "ftp://h:21x/", 10 ) == "  ftp://h:21x/\n            ^" );
   // Offset 0, and the offset at the end (an input that stops too early).
   CHECK( rfc1738::annotate( "x y", 0 ) == "  x y\n  ^" );
   CHECK( rfc1738::annotate( "ftp://", 6 ) == "  ftp://\n        ^" );
   // Beyond the end counts as the end; the empty input.
   CHECK( rfc1738::annotate( "ftp://", 99 ) == rfc1738::annotate( "ftp://", 6 ) );
   CHECK( rfc1738::annotate( "", 0 ) == "  \n  ^" );
   // Indent and colour.
   CHECK( rfc1738::annotate( "ab", 1, { false, "" } ) == "ab\n ^" );
   CHECK( rfc1738::annotate( "ab", 1, { true, "> " } ) == "> ab\n>  \033[1;31m^\033[0m" );
}

TEST_CASE( "annotate: hostile bytes keep the caret under the escape", "[annotate]" )
{
   // Every byte value at the offset, between two letters, and every byte
   // before the offset.
   for( unsigned b = 0; b < 256; ++b ) {
      const auto c = static_cast< char >( b );
      CAPTURE( b );
      const std::string at = std::string( "a" ) + c + "b";
      const auto a = rfc1738::annotate( at, 1 );
      CHECK( lines_of( a ).first == "  a" + shown( static_cast< unsigned char >( b ) ) + "b" );
      CHECK( caret_column( a ) == 3 );
      const auto after = rfc1738::annotate( at, 2 );
      CHECK( caret_column( after ) == 3 + shown( static_cast< unsigned char >( b ) ).size() );
   }
   const std::string nasty( "h\0t\r\n\t\x80\xff\\:/", 11 );
   for( std::size_t offset = 0; offset <= nasty.size(); ++offset ) {
      CAPTURE( offset );
      const auto a = rfc1738::annotate( nasty, offset );
      std::string before;
      for( std::size_t i = 0; i < offset; ++i ) {
         before += shown( static_cast< unsigned char >( nasty[ i ] ) );
      }
      CHECK( caret_column( a ) == 2 + before.size() );
      // The first line is printable US-ASCII only.
      for( const char ch : lines_of( a ).first ) {
         CHECK( ( ch >= 0x20 && ch <= 0x7e ) );
      }
   }
}

TEST_CASE( "annotate: a long line is a window around the offset", "[annotate]" )
{
   // A megabyte line of hostile bytes, with a marker byte at each offset tried.
   std::string big( 1 << 20, '\0' );
   for( std::size_t i = 0; i < big.size(); ++i ) {
      big[ i ] = static_cast< char >( i * 7 );
   }
   for( const std::size_t offset : { std::size_t( 0 ), std::size_t( 1 ), std::size_t( 59 ), std::size_t( 60 ), std::size_t( 61 ), std::size_t( 500000 ), big.size() - 61, big.size() - 60, big.size() - 1, big.size() } ) {
      CAPTURE( offset );
      const auto a = rfc1738::annotate( big, offset );
      const auto [ first, second ] = lines_of( a );
      const std::size_t begin = offset > rfc1738::annotate_window_side ? offset - rfc1738::annotate_window_side : 0;
      const std::size_t end = std::min( big.size(), offset + rfc1738::annotate_window_side );
      std::string expected = "  ";
      expected += begin > 0 ? "..." : "";
      for( std::size_t i = begin; i < end; ++i ) {
         expected += shown( static_cast< unsigned char >( big[ i ] ) );
      }
      expected += end < big.size() ? "..." : "";
      CHECK( first == expected );
      std::size_t column = 2 + ( begin > 0 ? 3 : 0 );
      for( std::size_t i = begin; i < offset; ++i ) {
         column += shown( static_cast< unsigned char >( big[ i ] ) ).size();
      }
      CHECK( caret_column( a ) == column );
      CHECK( a.size() < 1200 );
   }
   // At the limit, no window; one byte more, a window.
   const std::string limit( rfc1738::annotate_window_limit, 'a' );
   CHECK( lines_of( rfc1738::annotate( limit, 100 ) ).first == "  " + limit );
   const auto over = lines_of( rfc1738::annotate( limit + "a", 100 ) ).first;
   CHECK( over == "  ..." + std::string( 2 * rfc1738::annotate_window_side, 'a' ) + "..." );
}

TEST_CASE( "annotate: under a diagnosis of a hostile input", "[annotate]" )
{
   const std::string input( "http://h/\0\r\n\xff", 13 );
   const auto d = rfc1738::diagnose( input );
   REQUIRE( d.has_value() );
   CHECK( d->offset == 9 );
   CHECK( rfc1738::annotate( input, d->offset ) == "  http://h/\\x00\\x0d\\x0a\\xff\n           ^" );
}

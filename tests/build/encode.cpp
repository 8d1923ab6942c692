// SPDX-License-Identifier: BSL-1.0
// rfc1738::encode: for every component production, each byte as the BNF
// holds it, and random bytes encoded to the shortest text that derives from
// the production and decodes back.
#include "rfc1738/encode.hpp"

#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "rfc1738/check.hpp"
#include "rfc1738/decode.hpp"

using rfc1738::production;

namespace {

// The productions whose language is a repetition of one character class
// (possibly with a "/" separator): a byte is held as itself exactly when
// the production derives it alone.
const production star_productions[] = {
   production::user, production::password, production::urlpath, production::fpath, production::fsegment, production::hpath, production::hsegment, production::search,
   production::selector, production::gopher_plus_string, production::encoded822addr, production::database, production::wtype, production::wpath, production::ppath,
   production::psegment, production::fieldname, production::fieldvalue, production::schemepart,
};

std::string name( production p )
{
   return std::string( rfc1738::grammar::production_names[ static_cast< std::size_t >( p ) ] );
}

std::string hex2( unsigned b )
{
   static const char d[] = "0123456789ABCDEF";
   return std::string{ '%', d[ b >> 4 ], d[ b & 15 ] };
}

}  // namespace

TEST_CASE( "each byte is held as the BNF says, in every repetition production", "[encode]" )
{
   std::size_t checked = 0;
   for( const auto p : star_productions ) {
      INFO( name( p ) );
      REQUIRE( rfc1738::encodable( p ) );
      for( unsigned b = 0; b < 256; ++b ) {
         INFO( "byte " << b );
         const std::string one( 1, static_cast< char >( b ) );
         const auto e = rfc1738::encode( p, one );
         REQUIRE( e );
         const bool itself = rfc1738::derives( p, one ) && b != '%';
         CHECK( ( rfc1738::holds( p, static_cast< unsigned char >( b ) ) == rfc1738::holding::itself ) == itself );
         CHECK( *e == ( itself ? one : hex2( b ) ) );
         CHECK( rfc1738::derives( p, *e ) );
         ++checked;
      }
   }
   CHECK( checked == 19 * 256 );
}

TEST_CASE( "examples: escapes exactly what the production cannot hold, upper-case hex", "[encode]" )
{
   CHECK( *rfc1738::encode( production::user, "a b@c:d;e" ) == "a%20b%40c%3Ad;e" );
   CHECK( *rfc1738::encode( production::hsegment, "a/b?c;d:e@f" ) == "a%2Fb%3Fc;d:e@f" );
   CHECK( *rfc1738::encode( production::hpath, "a/b?c" ) == "a/b%3Fc" );
   CHECK( *rfc1738::encode( production::fsegment, "x;type=a" ) == "x%3Btype=a" );
   CHECK( *rfc1738::encode( production::fpath, "/etc/motd" ) == "/etc/motd" );
   CHECK( *rfc1738::encode( production::selector, "a/b?c;d\t" ) == "a/b?c;d%09" );
   CHECK( *rfc1738::encode( production::search, "\xff~%" ) == "%FF%7E%25" );
   CHECK( *rfc1738::encode( production::fieldvalue, "a=b;c" ) == "a%3Db%3Bc" );
   CHECK( *rfc1738::encode( production::encoded822addr, "me@host.dom" ) == "me@host.dom" );
   CHECK( *rfc1738::encode( production::gtype, "\t" ) == "%09" );
   CHECK( *rfc1738::encode( production::gtype, "1" ) == "1" );
   CHECK( *rfc1738::encode( production::article, "a b@c@host.dom" ) == "a%20b%40c@host.dom" );
   CHECK( *rfc1738::encode( production::group, "comp.infosystems.www" ) == "comp.infosystems.www" );
   CHECK( *rfc1738::encode( production::host, "10.0.0.1" ) == "10.0.0.1" );
   CHECK( *rfc1738::encode( production::port, "0080" ) == "0080" );
   CHECK( *rfc1738::encode( production::scheme, "x-y.z+1" ) == "x-y.z+1" );
   CHECK( *rfc1738::encode( production::ftptype, "i" ) == "i" );
   CHECK( rfc1738::encode( production::search, "" )->empty() );
}

TEST_CASE( "a byte the production cannot hold at all: an error naming it", "[encode]" )
{
   const auto g = rfc1738::encode( production::group, "a/b" );
   REQUIRE( !g );
   CHECK( g.error().part == "group" );
   CHECK( g.error().offset == 1u );
   CHECK( g.error().message.find( "byte 0x2F" ) != std::string::npos );
   const auto h = rfc1738::encode( production::host, "a b" );
   REQUIRE( !h );
   CHECK( h.error().part == "host" );
   CHECK( h.error().offset == 1u );
   CHECK( h.error().message.find( "0x20" ) != std::string::npos );
   CHECK( !rfc1738::encode( production::host, "a..b" ) );
   CHECK( !rfc1738::encode( production::host, "" ) );
   CHECK( !rfc1738::encode( production::port, "8o" ) );
   CHECK( !rfc1738::encode( production::group, "1a" ) );
   const auto t = rfc1738::encode( production::gtype, "ab" );
   REQUIRE( !t );
   CHECK( t.error().part == "gtype" );
   const auto m = rfc1738::encode( production::encoded822addr, "" );
   REQUIRE( !m );
   CHECK( m.error().message.find( "empty" ) != std::string::npos );
   CHECK( !rfc1738::encode( production::article, "nohost" ) );
   CHECK( !rfc1738::encode( production::article, "a@b c" ) );
   CHECK( !rfc1738::encode( production::ftptype, "x" ) );
   CHECK( !rfc1738::encodable( production::httpurl ) );
   CHECK( !rfc1738::encodable( production::login ) );
   CHECK( !rfc1738::encodable( production::escape ) );
   CHECK( !rfc1738::encode( production::url, "http://h/" ) );
}

TEST_CASE( "random bytes: the result derives, decodes back, and is the shortest", "[encode]" )
{
   std::mt19937 rng( 1738 );
   std::size_t cases = 0, errors = 0;
   for( std::size_t i = 0; i < rfc1738::grammar::production_count; ++i ) {
      const auto p = static_cast< production >( i );
      if( !rfc1738::encodable( p ) ) {
         continue;
      }
      INFO( name( p ) );
      for( int n = 0; n < 4000; ++n ) {
         std::string bytes( rng() % 12, '\0' );
         for( auto& c : bytes ) {
            // Mostly ASCII, the special characters often.
            c = static_cast< char >( rng() % 4 == 0 ? rng() % 256 : 32 + rng() % 95 );
         }
         ++cases;
         const auto e = rfc1738::encode( p, bytes );
         if( !e ) {
            ++errors;
            CHECK( e.error().part == name( p ) );
            CHECK( !e.error().message.empty() );
            continue;
         }
         REQUIRE( rfc1738::derives( p, *e ) );
         REQUIRE( rfc1738::decode( *e ) == bytes );
         std::size_t shortest = 0;
         for( const char c : bytes ) {
            shortest += rfc1738::holds( p, static_cast< unsigned char >( c ) ) == rfc1738::holding::itself ? 1 : 3;
         }
         // An article (and a grouppart that is one) writes one "@" as itself:
         // the one before its host, a delimiter, not a byte of its own.
         const bool delimited = ( p == production::article || p == production::grouppart ) && bytes.find( '@' ) != std::string::npos;
         CHECK( e->size() == shortest - ( delimited ? 2 : 0 ) );
      }
   }
   WARN( cases << " random encodings, " << errors << " refused" );
   CHECK( cases > 100000 );
}

TEST_CASE( "a megabyte: encoded whole, every seventh byte a space escaped", "[encode]" )
{
   std::string bytes( 1000000, 'a' );
   for( std::size_t i = 0; i < bytes.size(); i += 7 ) {
      bytes[ i ] = ' ';
   }
   for( const auto p : { production::hpath, production::selector, production::fpath } ) {
      const auto e = rfc1738::encode( p, bytes );
      REQUIRE( e );
      CHECK( e->size() == bytes.size() + 2 * ( ( bytes.size() + 6 ) / 7 ) );
      CHECK( rfc1738::decode( *e ) == bytes );
   }
   const auto bad = rfc1738::encode( production::host, bytes );
   REQUIRE( !bad );
   CHECK( bad.error().offset == 0u );
}

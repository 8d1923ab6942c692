// SPDX-License-Identifier: BSL-1.0
// The LF counter and finder of the line engine
// (tools/engine/line_feeds.hpp) against a byte-by-byte reference: an LF at
// every position of blocks of every length up to 200 (the 64-byte masks,
// their SSE2 steps of 16 and the tail read a byte at a time), blocks of LFs
// alone, of none, and random blocks with LFs sparse and dense, viewed at
// every offset of a larger buffer (unaligned loads).
#include "engine/line_feeds.hpp"

#include <catch2/catch.hpp>

#include <cstddef>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace {

std::vector< std::size_t > reference( const std::string_view s )
{
   std::vector< std::size_t > at;
   for( std::size_t k = 0; k < s.size(); ++k ) {
      if( s[ k ] == '\n' ) {
         at.push_back( k );
      }
   }
   return at;
}

std::vector< std::size_t > found( const std::string_view s )
{
   rfc1738::engine::line_feed_finder f( s );
   std::vector< std::size_t > at;
   for( std::size_t k = f.next(); k != rfc1738::engine::line_feed_finder::npos; k = f.next() ) {
      at.push_back( k );
   }
   CHECK( f.next() == rfc1738::engine::line_feed_finder::npos );  // and stays so
   return at;
}

void same( const std::string_view s )
{
   const auto want = reference( s );
   CHECK( found( s ) == want );
   CHECK( rfc1738::engine::line_feeds( s ) == want.size() );
}

}  // namespace

TEST_CASE( "line feeds: one LF at every position, blocks of every length", "[line_feeds]" )
{
   for( std::size_t n = 0; n <= 200; ++n ) {
      same( std::string( n, 'a' ) );
      same( std::string( n, '\n' ) );
      for( std::size_t at = 0; at < n; ++at ) {
         std::string s( n, 'x' );
         s[ at ] = '\n';
         same( s );
         s.assign( n, '\n' );  // every byte an LF but one
         s[ at ] = '\x8a';     // LF with its high bit set: not an LF
         same( s );
      }
   }
}

TEST_CASE( "line feeds: random blocks at every alignment", "[line_feeds]" )
{
   std::mt19937 rng( 1738 );
   std::string buffer( 4096 + 64, '\0' );
   for( const int per_mille : { 5, 25, 200, 600 } ) {
      for( char& c : buffer ) {
         c = static_cast< int >( rng() % 1000 ) < per_mille ? '\n' : static_cast< char >( rng() % 256 == 10 ? 11 : rng() % 256 );
      }
      for( std::size_t offset = 0; offset < 64; ++offset ) {
         for( const std::size_t n : { std::size_t( 63 ), std::size_t( 64 ), std::size_t( 65 ), std::size_t( 1000 ), std::size_t( 4096 ) } ) {
            same( std::string_view( buffer ).substr( offset, n ) );
         }
      }
   }
}

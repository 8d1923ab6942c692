// SPDX-License-Identifier: BSL-1.0
// The builders and the fix-its on the strings the exactness tests sample
// from the BNF itself (tests/support: the CFG sampler), for every target:
// - a sampled URL that conforms: its decoded parts build a URL that conforms
//   and reads back the same parts (or the builder names the part it cannot
//   write: a tab in a gopher selector, ...; never a port: any digits are
//   one, port = digits);
// - single-byte mutants of each: every fix fix_it proposes conforms.
#include "rfc1738/build.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <random>
#include <string>

#include "cfg_matcher.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/fixit.hpp"
#include "rfc1738/parse.hpp"

namespace cfg = rfc1738::test::cfg;

TEST_CASE( "sampled URLs of every target: parts build back, fixes of mutants conform", "[sampled]" )
{
   const auto g = cfg::grammar::from_file( RFC1738_GRAMMAR_FILE );
   cfg::sampler sampler( g, 1738 );
   std::mt19937_64 rng( 13 );
   const std::string bytes = std::string( "aZ09-._*!;/?:@&=%#<>\"[] ~\\\x80\xff\x01\t\n" ) + std::string( 1, '\0' );
   std::size_t sampled = 0, built = 0, refused = 0, mutants = 0, fixed = 0;
   std::map< std::string, std::size_t > refused_parts;
   for( const char* target : { "httpurl", "ftpurl", "newsurl", "nntpurl", "telneturl", "gopherurl", "waisurl", "mailtourl", "fileurl", "prosperourl", "genericurl" } ) {
      for( int k = 0; k < 600; ++k ) {
         const std::string s = sampler.sample( target );
         INFO( cfg::quote( s ) );
         if( rfc1738::check( s ).conforms ) {
            ++sampled;
            const auto u = rfc1738::parse( s );
            REQUIRE( u );
            const auto parts = rfc1738::parts_of( *u );
            const auto b = rfc1738::build( parts );
            if( b ) {
               ++built;
               INFO( *b );
               REQUIRE( rfc1738::check( *b ).conforms );
               const auto back = rfc1738::parse( *b );
               REQUIRE( back );
               REQUIRE( rfc1738::parts_of( *back ) == parts );
            }
            else {
               ++refused;
               ++refused_parts[ b.error().part ];
               CHECK( !b.error().message.empty() );
            }
         }
         for( int m = 0; m < 6; ++m ) {
            std::string t = s;
            const std::size_t pos = t.empty() ? 0 : rng() % ( t.size() + 1 );
            const char c = bytes[ rng() % bytes.size() ];
            if( rng() % 2 == 0 || pos == t.size() ) {
               t.insert( pos, 1, c );
            }
            else {
               t[ pos ] = c;
            }
            ++mutants;
            const auto f = rfc1738::fix_it( t );
            if( f.url ) {
               ++fixed;
               INFO( cfg::quote( t ) << " -> " << *f.url );
               REQUIRE( rfc1738::check( *f.url ).conforms );
            }
            else {
               CHECK( !f.reason.empty() );
            }
         }
      }
   }
   std::string why;
   for( const auto& [ part, n ] : refused_parts ) {
      why += " " + part + ":" + std::to_string( n );
   }
   WARN( sampled << " sampled conforming URLs: " << built << " built back from their parts, " << refused << " refused (" << why << " )" );
   WARN( mutants << " mutants: " << fixed << " fixed, every fix conforms" );
   CHECK( built > sampled / 2 );
   CHECK( refused_parts.count( "port" ) == 0 );   // a port above 65535 is built too
}

// SPDX-License-Identifier: BSL-1.0
// The error offset, by its definition: the length of the longest prefix of the
// input that is a prefix of some string of the target production. Checked
// against the independent CFG matcher (tests/support) on sampled URLs of
// every target and every single-byte mutation of them.
#include "rfc1738/diagnosis.hpp"

#include <catch2/catch.hpp>

#include <iostream>
#include <random>

#include "cfg_matcher.hpp"
#include "diagnosis/walk.hpp"
#include "rfc1738/check.hpp"

namespace cfg = rfc1738::test::cfg;
using rfc1738::grammar::production;

TEST_CASE( "the offsets, productions and expectations of the issue's examples", "[diagnosis]" )
{
   const auto ftp = rfc1738::diagnose( "ftp://host/a;type=x" );
   REQUIRE( ftp );
   CHECK( ftp->offset == 18 );
   CHECK( ftp->target == production::ftpurl );
   CHECK( ftp->production == production::ftpurl );
   CHECK( ftp->expected == std::vector< std::string >{ "ftptype (\"A\" | \"I\" | \"D\" | \"a\" | \"i\" | \"d\")" } );
   CHECK( ftp->message.find( "§3.2.2" ) != std::string::npos );

   const auto http = rfc1738::diagnose( "http://user@host/" );
   REQUIRE( http );
   CHECK( http->offset == 11 );
   CHECK( http->message == "http URLs carry no user name or password (RFC 1738 §3.1, §3.3)" );

   const auto colon = rfc1738::diagnose( "http:foo" );
   REQUIRE( colon );
   CHECK( colon->offset == 5 );
   CHECK( colon->production == production::httpurl );
   CHECK( colon->expected == std::vector< std::string >{ "\"//\"" } );

   const auto upper = rfc1738::diagnose( "HTTP://host" );
   REQUIRE( upper );
   CHECK( upper->offset == 0 );
   CHECK( upper->target == production::genericurl );
   CHECK( upper->production == production::genericurl );
   CHECK( upper->message.find( "lower case" ) != std::string::npos );

   const auto incomplete = rfc1738::diagnose( "ftp://" );
   REQUIRE( incomplete );
   CHECK( incomplete->offset == 6 );
   CHECK( incomplete->message.find( "ends" ) != std::string::npos );

   CHECK_FALSE( rfc1738::diagnose( "ftp://host/a;type=i" ) );
   CHECK_FALSE( rfc1738::diagnose( "x-y:anything" ) );
}

TEST_CASE( "the offset agrees with the independent computation on every input tried", "[diagnosis]" )
{
   const auto g = cfg::grammar::from_file( RFC1738_GRAMMAR_FILE );
   cfg::sampler sampler( g, 4 );
   std::mt19937_64 rng( 1738 );
   const std::string bytes = std::string( "axAZ09-.+_*!;/?:@&=%~#<> \x80\xff" ) + std::string( 1, '\0' );
   std::size_t compared = 0, conforming = 0;
   std::vector< std::string > wrong;
   for( const char* target : { "httpurl", "ftpurl", "newsurl", "nntpurl", "telneturl", "gopherurl", "waisurl", "mailtourl", "fileurl", "prosperourl", "genericurl" } ) {
      cfg::matcher m( g, target );
      const auto p = [ & ] {
         for( std::size_t i = 0; i < rfc1738::grammar::production_count; ++i ) {
            if( rfc1738::grammar::rfc_name( static_cast< production >( i ) ) == target ) return static_cast< production >( i );
         }
         return production::genericurl;
      }();
      const auto compare = [ & ]( const std::string& s ) {
         ++compared;
         const auto d = rfc1738::diagnose( s, p );
         const bool member = m.matches( s );
         conforming += member ? 1 : 0;
         const std::size_t expected = member ? s.size() : m.viable_prefix( s );
         if( member != !d || ( d && d->offset != expected ) ) {
            if( wrong.size() < 20 ) wrong.push_back( std::string( target ) + " " + cfg::quote( s ) + " offset " + ( d ? std::to_string( d->offset ) : "none" ) + ", expected " + std::to_string( expected ) );
         }
         if( d ) {
            CHECK( !d->expected.empty() );
            CHECK( !d->message.empty() );
         }
      };
      for( int k = 0; k < 300; ++k ) {
         const std::string s = sampler.sample( target );
         compare( s );
         // The first 20 samples of each target with every byte of the
         // alphabet at every position; the others with one random byte.
         for( std::size_t pos = 0; pos <= s.size(); ++pos ) {
            if( k < 20 ) {
               for( const char b : bytes ) {
                  std::string t = s;
                  if( pos < s.size() ) {
                     t[ pos ] = b;
                     compare( t );
                     t = s;
                  }
                  t.insert( pos, 1, b );
                  compare( t );
               }
            }
            const char c = bytes[ rng() % bytes.size() ];
            if( pos < s.size() ) {
               std::string t = s;
               t[ pos ] = c;
               compare( t );
               t = s;
               t.erase( pos, 1 );
               compare( t );
            }
            std::string t = s;
            t.insert( pos, 1, c );
            compare( t );
            compare( s.substr( 0, pos ) );
         }
      }
   }
   std::cout << "diagnosis offsets: " << compared << " inputs compared (" << conforming << " conforming), " << wrong.size() << " disagreements\n";
   for( const auto& w : wrong ) {
      UNSCOPED_INFO( w );
   }
   CHECK( wrong.empty() );
}

// The walk takes a run of bytes on which its state goes to itself without
// the table (src/diagnosis/walk.hpp): it must end in the state and at the
// offset of the walk that looks up every byte, on every production's
// automaton. The inputs: samples of the production, every single-byte
// mutation of the first ones, random strings over the bytes of its samples
// and long runs of one byte after each prefix of a sample.
TEST_CASE( "the walk's runs end where the table's steps end", "[diagnosis]" )
{
   namespace dfa = rfc1738::grammar::automata;
   const auto by_table = []( production p, std::string_view input ) {
      const auto w = rfc1738::detail::walk_by_table( dfa::automata[ static_cast< std::size_t >( p ) ], input );
      return std::pair{ w.state, w.offset };
   };
   const auto g = cfg::grammar::from_file( RFC1738_GRAMMAR_FILE );
   cfg::sampler sampler( g, 4 );
   std::mt19937_64 rng( 5118 );
   std::size_t compared = 0, skipped = 0, differ = 0;
   const auto compare = [ & ]( production p, std::string_view s ) {
      ++compared;
      const auto w = rfc1738::detail::walk( p, s );
      const auto t = by_table( p, s );
      skipped += t.second;
      if( w.state != t.first || w.offset != t.second ) {
         if( ++differ <= 10 ) {
            UNSCOPED_INFO( std::string( rfc1738::grammar::rfc_name( p ) ) + " " + cfg::quote( std::string( s ) ) + ": state " + std::to_string( w.state ) + " at " +
                           std::to_string( w.offset ) + ", the table says state " + std::to_string( t.first ) + " at " + std::to_string( t.second ) );
         }
      }
   };
   for( std::size_t i = 0; i < rfc1738::grammar::production_count; ++i ) {
      const auto p = static_cast< production >( i );
      const std::string name( rfc1738::grammar::rfc_name( p ) );
      std::string alphabet;
      for( int k = 0; k < 60; ++k ) {
         const std::string s = sampler.sample( name );
         alphabet += s;
         compare( p, s );
         for( std::size_t pos = 0; pos < s.size() && k < 10; ++pos ) {
            for( const char b : std::string( "a0.-/%:@?;=&#~ \x80" ) ) {
               std::string t = s;
               t[ pos ] = b;
               compare( p, t );
            }
            for( const char b : std::string( "a0.-/%" ) ) {
               compare( p, s.substr( 0, pos ) + std::string( 300, b ) + s.substr( pos ) );
            }
         }
      }
      if( alphabet.empty() ) {
         alphabet = "a";
      }
      for( int k = 0; k < 300; ++k ) {
         std::string t( rng() % 80, 'a' );
         for( char& c : t ) {
            c = alphabet[ rng() % alphabet.size() ];
         }
         compare( p, t );
      }
   }
   std::cout << "the walk's runs: " << compared << " inputs on " << rfc1738::grammar::production_count << " automata, " << skipped << " bytes walked, " << differ
             << " differ\n";
   CHECK( differ == 0 );
}

// SPDX-License-Identifier: BSL-1.0
// Thread safety: parse, check and diagnose from 8 threads at once over the
// same inputs give the answers one thread gives. Run under ThreadSanitizer by
// `scripts/test.sh --tsan` (CI); in the other builds it checks the answers.
#include <catch2/catch.hpp>

#include <atomic>
#include <cstddef>
#include <fstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "rfc1738/check.hpp"
#include "rfc1738/components.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/parse.hpp"

namespace {

// Everything the library says about one input, as one string.
class recorder : public rfc1738::component_visitor {
public:
   std::string text;

   void component( std::string_view name, std::string_view value ) override
   {
      text.append( name ).append( "=" ).append( value ).append( ";" );
   }

   void fieldspecs( const rfc1738::fieldspecs_view& specs ) override
   {
      for( const auto& f : specs ) {
         text.append( "field " ).append( f.fieldname.encoded() ).append( "=" ).append( f.fieldvalue.encoded() ).append( ";" );
      }
   }
};

std::string answers( std::string_view input )
{
   recorder r;
   const auto v = rfc1738::check( input );
   r.text += v.valid ? "valid;" : "invalid;";
   r.text += v.conforms ? "conforms;" : "no;";
   r.text += std::string( rfc1738::grammar::rfc_name( v.target ) ) + ";";
   if( const auto u = rfc1738::parse( input ) ) {
      r.text += std::string( rfc1738::grammar::rfc_name( u->derived_by() ) ) + ";";
      rfc1738::visit_components( *u, r );
      if( const auto h = u->host() ) {
         r.text.append( "host " ).append( *h ).append( ";" );
      }
      if( const auto p = u->effective_port() ) {
         r.text += "port " + std::to_string( *p ) + ";";
      }
   }
   else {
      r.text += "error at " + std::to_string( u.error().offset ) + ";";
   }
   if( const auto d = rfc1738::diagnose( input ) ) {
      r.text += "diagnosis " + std::to_string( d->offset ) + " " + std::string( rfc1738::grammar::rfc_name( d->production ) ) + " " + d->message + ";";
      for( const auto& e : d->expected ) {
         r.text += e + ",";
      }
   }
   return r.text;
}

// The RFC's example URLs, and every one of them with each byte replaced by
// bytes of other classes (a different mix of verdicts and error offsets).
std::vector< std::string > inputs()
{
   std::ifstream in( RFC1738_SOURCE_DIR "/examples/rfc1738-examples.txt", std::ios::binary );
   REQUIRE( in );
   std::vector< std::string > examples;
   for( std::string line; std::getline( in, line ); ) {
      examples.push_back( line );
   }
   REQUIRE( examples.size() >= 20 );
   std::vector< std::string > out = examples;
   const std::string_view replacements( "A%: /@?;#\x80\0", 11 );
   for( const auto& e : examples ) {
      for( std::size_t i = 0; i < e.size(); ++i ) {
         for( const char c : replacements ) {
            std::string m = e;
            m[ i ] = c;
            out.push_back( std::move( m ) );
         }
      }
      out.push_back( e + std::string( 300, 'x' ) + " " );
   }
   return out;
}

}  // namespace

TEST_CASE( "8 threads parse, check and diagnose the same inputs as one thread does", "[threads]" )
{
   const auto all = inputs();
   // Each thread starts cold (no answer computed before, so any lazily built
   // state is built concurrently), from a common start line.
   constexpr unsigned n = 8;
   std::vector< std::vector< std::string > > got( n );
   std::atomic< unsigned > ready{ 0 };
   std::vector< std::thread > threads;
   for( unsigned t = 0; t < n; ++t ) {
      threads.emplace_back( [ &, t ] {
         ++ready;
         while( ready.load() < n ) {
            std::this_thread::yield();
         }
         // Each thread walks the inputs from its own starting point.
         got[ t ].resize( all.size() );
         for( std::size_t k = 0; k < all.size(); ++k ) {
            const std::size_t i = ( k + t * all.size() / n ) % all.size();
            got[ t ][ i ] = answers( all[ i ] );
         }
      } );
   }
   for( auto& th : threads ) {
      th.join();
   }
   std::size_t differ = 0;
   for( std::size_t i = 0; i < all.size(); ++i ) {
      const auto one = answers( all[ i ] );
      for( unsigned t = 0; t < n; ++t ) {
         if( got[ t ][ i ] != one ) {
            ++differ;
            UNSCOPED_INFO( "thread " << t << ", input " << i );
         }
      }
   }
   CHECK( all.size() > 5000 );
   CHECK( differ == 0 );
}

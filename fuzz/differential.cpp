// SPDX-License-Identifier: BSL-1.0
// Fuzz target `differential`: each generated PEGTL rule against the
// independent CFG matcher of the exactness tests (tests/support: it reads
// grammar/rfc1738.bnf and decides membership the context-free way).
//
// Input layout:
//   byte 0      the production: its index in enum class production, modulo 67
//   byte 1      < 0x80: the rest of the input is the string to decide
//               >= 0x80: the rest seeds a derivation sampled from the BNF
//               (bytes 2..9, the seed; byte 10, the repetition bound), then
//               mutated by the bytes after them, two at a time (position,
//               byte: replace, insert or delete, by the byte's low bits),
//               so that the fuzzer reaches deep into long productions
// Property: rfc1738::derives(p, s) == matcher(p).matches(s).
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "cfg_matcher.hpp"
#include "require.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/grammar/production_info.hpp"

namespace {

namespace cfg = rfc1738::test::cfg;
using rfc1738::grammar::production_count;
using rfc1738::grammar::production_table;

const cfg::grammar& bnf()
{
   static const cfg::grammar g = cfg::grammar::from_file( RFC1738_GRAMMAR_FILE );
   return g;
}

cfg::matcher& matcher_of( std::size_t p )
{
   static std::unique_ptr< cfg::matcher > matchers[ production_count ];
   if( !matchers[ p ] ) {
      matchers[ p ] = std::make_unique< cfg::matcher >( bnf(), production_table[ p ].rfc_name );
   }
   return *matchers[ p ];
}

std::string sampled( std::string_view rfc_name, const std::uint8_t* data, std::size_t size )
{
   std::uint64_t seed = 0;
   std::size_t i = 0;
   for( ; i < 8 && i < size; ++i ) {
      seed = seed << 8 | data[ i ];
   }
   const unsigned max_repeat = i < size ? 1 + data[ i++ ] % 8 : 4;
   cfg::sampler sampler( bnf(), seed );
   std::string s = sampler.sample( rfc_name, max_repeat );
   for( ; i + 1 < size; i += 2 ) {
      const std::uint8_t b = data[ i + 1 ];
      const std::size_t at = s.empty() ? 0 : data[ i ] % ( s.size() + 1 );
      switch( b % 3 ) {
         case 0:
            if( at < s.size() ) {
               s[ at ] = static_cast< char >( b );
               break;
            }
            [[fallthrough]];
         case 1:
            s.insert( at, 1, static_cast< char >( b ) );
            break;
         default:
            if( at < s.size() ) {
               s.erase( at, 1 );
            }
            break;
      }
   }
   return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput( const std::uint8_t* data, std::size_t size )
{
   if( size < 2 ) {
      return 0;
   }
   const std::size_t p = data[ 0 ] % production_count;
   const auto rfc_name = production_table[ p ].rfc_name;
   const std::string input = data[ 1 ] < 0x80 ? std::string( reinterpret_cast< const char* >( data + 2 ), size - 2 ) : sampled( rfc_name, data + 2, size - 2 );

   const bool peg = rfc1738::derives( static_cast< rfc1738::production >( p ), input );
   const bool cfg = matcher_of( p ).matches( input );
   if( peg != cfg ) {
      std::fprintf( stderr, "differential: %.*s: PEGTL %s, CFG %s: %s\n", static_cast< int >( rfc_name.size() ), rfc_name.data(), peg ? "derives" : "does not derive", cfg ? "derives" : "does not derive", cfg::quote( input ).c_str() );
   }
   RFC1738_FUZZ_REQUIRE( peg == cfg );
   return 0;
}

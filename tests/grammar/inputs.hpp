// SPDX-License-Identifier: BSL-1.0
// Inputs and messages shared by the tests that compare a fast path with the
// PEGTL rules (tests/grammar/onepass.cpp, split.cpp, split_compare.hpp).
#ifndef RFC1738_TESTS_GRAMMAR_INPUTS_HPP
#define RFC1738_TESTS_GRAMMAR_INPUTS_HPP

#include <cstddef>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace rfc1738::test {

// The first 200 bytes of `s`, each byte outside printable ASCII as \xNN.
inline std::string printable( std::string_view s )
{
   std::ostringstream o;
   for( const char c : s.substr( 0, 200 ) ) {
      const auto u = static_cast< unsigned char >( c );
      if( u < 0x20 || u >= 0x7f ) {
         o << "\\x" << std::hex << unsigned( u ) << std::dec;
      }
      else {
         o << c;
      }
   }
   return o.str();
}

// Calls each( s ) for every string s of length 0..depth over `a`, after `prefix`.
template< typename F >
void every_string( const std::string& prefix, std::string_view a, std::size_t depth, F&& each )
{
   std::string s = prefix;
   std::vector< std::size_t > digit;
   for( ;; ) {
      each( std::string_view( s ) );
      std::size_t k = 0;
      while( k < digit.size() && digit[ k ] + 1 == a.size() ) {
         digit[ k ] = 0;
         s[ prefix.size() + k ] = a[ 0 ];
         ++k;
      }
      if( k == digit.size() ) {
         if( digit.size() == depth ) {
            return;
         }
         digit.push_back( 0 );
         s += a[ 0 ];
      }
      else {
         s[ prefix.size() + k ] = a[ ++digit[ k ] ];
      }
   }
}

}  // namespace rfc1738::test

#endif

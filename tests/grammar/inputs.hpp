// SPDX-License-Identifier: BSL-1.0
// Inputs and messages shared by the tests that compare a fast path with a
// reference (tests/grammar/onepass.cpp, split.cpp, split_compare.hpp,
// tests/api/tree_lookup.cpp, recorded_views.cpp).
#ifndef RFC1738_TESTS_GRAMMAR_INPUTS_HPP
#define RFC1738_TESTS_GRAMMAR_INPUTS_HPP

#include <cstddef>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
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

// `input`, then `count` mutants of it (none when it is empty): each a byte of
// `alphabet` put in place of one of its bytes or inserted before it, or that
// byte deleted, the place, byte and change drawn from `rng`.
template< typename Rng >
std::vector< std::string > with_mutants( const std::string& input, Rng& rng, std::string_view alphabet, int count )
{
   std::vector< std::string > tried{ input };
   for( int k = 0; k < count && !input.empty(); ++k ) {
      std::string m = input;
      const std::size_t at = rng() % m.size();
      const char c = alphabet[ rng() % alphabet.size() ];
      switch( rng() % 3 ) {
         case 0: m[ at ] = c; break;
         case 1: m.insert( m.begin() + static_cast< std::ptrdiff_t >( at ), c ); break;
         default: m.erase( at, 1 );
      }
      tried.push_back( m );
   }
   return tried;
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

// Calls each( s ) for every prefix of every string of `bases` (the empty
// one and the whole string included), and for every string made from one of
// them by replacing one byte with a byte of `alphabet` or inserting one.
template< typename F >
void each_prefix_and_mutation( const std::vector< std::string >& bases, std::string_view alphabet, F&& each )
{
   for( const auto& s : bases ) {
      for( std::size_t n = 0; n <= s.size(); ++n ) {
         each( std::string_view( s ).substr( 0, n ) );
      }
      for( std::size_t i = 0; i < s.size(); ++i ) {
         for( const char c : alphabet ) {
            std::string m = s;
            m[ i ] = c;
            each( std::string_view( m ) );
            m = s.substr( 0, i ) + c + s.substr( i );
            each( std::string_view( m ) );
         }
      }
   }
}

#ifdef RFC1738_SOURCE_DIR
// `first`, then the URLs of examples/rfc1738-examples.txt (its lines but
// the blank ones and the comments).
inline std::vector< std::string > with_examples( std::vector< std::string > first )
{
   std::ifstream examples( RFC1738_SOURCE_DIR "/examples/rfc1738-examples.txt" );
   for( std::string line; std::getline( examples, line ); ) {
      if( !line.empty() && line[ 0 ] != '#' ) {
         first.push_back( line );
      }
   }
   return first;
}
#endif

// Calls each( line ) for every line of the files the environment variable
// `variable` names (':'-separated, e.g. the corpora of bench_peers); false
// when it is unset. Throws std::runtime_error when a file cannot be read.
template< typename F >
bool each_corpus_line( const char* variable, F&& each )
{
   const char* files = std::getenv( variable );
   if( files == nullptr ) {
      return false;
   }
   std::istringstream names( files );
   for( std::string name; std::getline( names, name, ':' ); ) {
      std::ifstream in( name, std::ios::binary );
      if( !in ) {
         throw std::runtime_error( "cannot read " + name );
      }
      for( std::string line; std::getline( in, line ); ) {
         each( std::string_view( line ) );
      }
   }
   return true;
}

}  // namespace rfc1738::test

#endif

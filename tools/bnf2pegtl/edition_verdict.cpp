// SPDX-License-Identifier: BSL-1.0
#include "edition_verdict.hpp"

#include <array>
#include <map>
#include <tuple>

#include "reader.hpp"

namespace rfc1738::bnf2pegtl {

bool operator<( const edition_label& a, const edition_label& b )
{
   return std::tie( a.valid, a.of, a.target, a.conforms ) < std::tie( b.valid, b.of, b.target, b.conforms );
}

namespace {

// A verdict production's walk that stopped at the stop literal in an
// accepting state (it counts whatever follows), or that stopped otherwise.
constexpr int counted = -2;
constexpr int dead = -1;

// The scheme reading's state once decided: no scheme, or scheme k (-3 - k).
constexpr int no_scheme = -1;
constexpr int named( std::size_t k ) noexcept
{
   return -3 - static_cast< int >( k );
}

int step( const dfa& d, int s, unsigned char c ) noexcept
{
   return s < 0 ? dead : d.states[ static_cast< std::size_t >( s ) ].next[ d.classes[ c ] ];
}

bool accepts( const dfa& d, int s ) noexcept
{
   return s >= 0 && d.states[ static_cast< std::size_t >( s ) ].accepting;
}

}  // namespace

edition_verdict_dfa build_edition_verdict( const std::vector< dfa >& all, const edition_verdict_facts& facts )
{
   if( facts.stop.size() > 1 ) {
      throw read_error( "edition verdict automaton: the literal before the fragment, \"" + facts.stop + "\", is more than one byte" );
   }
   const dfa& top = all[ facts.top ];
   const std::size_t n = facts.verdicts.size();
   const std::size_t m = facts.schemes.size();
   // A product state: { top, each verdict's state (or counted, dead), the
   // scheme reading (a text id while the input is a prefix of a name, else
   // no_scheme or named( k )), each scheme production's state }.
   const std::size_t reading = 1 + n;
   std::vector< std::string > texts{ "" };
   std::map< std::string, int > text_id{ { "", 0 } };
   const auto text_after = [ & ]( int t, unsigned char c ) {
      const char lower = c >= 'A' && c <= 'Z' ? static_cast< char >( c - 'A' + 'a' ) : static_cast< char >( c );
      if( c == ':' ) {
         for( std::size_t k = 0; k < m; ++k ) {
            if( texts[ static_cast< std::size_t >( t ) ] == facts.schemes[ k ].first ) {
               return named( k );
            }
         }
         return no_scheme;
      }
      const std::string next = texts[ static_cast< std::size_t >( t ) ] + lower;
      bool prefix = false;
      for( const auto& s : facts.schemes ) {
         prefix = prefix || s.first.compare( 0, next.size(), next ) == 0;
      }
      if( !prefix ) {
         return no_scheme;
      }
      const auto [ it, fresh ] = text_id.emplace( next, static_cast< int >( texts.size() ) );
      if( fresh ) {
         texts.push_back( next );
      }
      return it->second;
   };
   std::map< std::vector< int >, int > ids;
   std::vector< std::vector< int > > keys;
   std::vector< std::array< int, 256 > > moves;
   const auto intern = [ & ]( std::vector< int > key ) {
      if( key[ 0 ] < 0 ) {
         key.assign( key.size(), dead );   // no completion is valid: one state
      }
      const auto [ it, fresh ] = ids.emplace( key, static_cast< int >( keys.size() ) );
      if( fresh ) {
         keys.push_back( std::move( key ) );
         moves.emplace_back();
      }
      return it->second;
   };
   intern( std::vector< int >( 2 + n + m, 0 ) );
   for( std::size_t k = 0; k < keys.size(); ++k ) {
      for( int b = 0; b < 256; ++b ) {
         const auto c = static_cast< unsigned char >( b );
         std::vector< int > key = keys[ k ];
         key[ 0 ] = step( top, key[ 0 ], c );
         for( std::size_t i = 0; i < n; ++i ) {
            const dfa& d = all[ facts.verdicts[ i ] ];
            int& s = key[ 1 + i ];
            if( s >= 0 ) {
               const int after = step( d, s, c );
               s = after >= 0 ? after : accepts( d, s ) && !facts.stop.empty() && c == static_cast< unsigned char >( facts.stop[ 0 ] ) ? counted : dead;
            }
         }
         if( key[ reading ] >= 0 ) {
            key[ reading ] = text_after( key[ reading ], c );
         }
         for( std::size_t j = 0; j < m; ++j ) {
            int& s = key[ reading + 1 + j ];
            const bool read = key[ reading ] >= 0 || key[ reading ] == named( j );
            s = read ? step( all[ facts.schemes[ j ].second ], s, c ) : dead;
         }
         moves[ k ][ static_cast< std::size_t >( b ) ] = intern( std::move( key ) );
      }
   }

   std::map< edition_label, std::size_t > label_id;
   std::vector< std::size_t > label( keys.size() );
   for( std::size_t k = 0; k < keys.size(); ++k ) {
      const auto& key = keys[ k ];
      edition_label l;
      l.of = facts.top;
      l.target = facts.top;
      l.valid = accepts( top, key[ 0 ] );
      if( l.valid ) {
         for( std::size_t i = n; i-- > 0; ) {
            if( key[ 1 + i ] == counted || accepts( all[ facts.verdicts[ i ] ], key[ 1 + i ] ) ) {
               l.of = facts.verdicts[ i ];
            }
         }
         l.conforms = true;
         for( std::size_t j = 0; j < m; ++j ) {
            if( key[ reading ] == named( j ) ) {
               l.target = facts.schemes[ j ].second;
               l.conforms = accepts( all[ facts.schemes[ j ].second ], key[ reading + 1 + j ] );
            }
         }
      }
      label[ k ] = label_id.emplace( l, label_id.size() ).first->second;
   }
   edition_verdict_dfa v;
   v.labels.resize( label_id.size() );
   for( const auto& [ l, id ] : label_id ) {
      v.labels[ id ] = l;
   }
   minimise( v, moves, label, label_id.size(), "edition verdict automaton" );
   return v;
}

}  // namespace rfc1738::bnf2pegtl

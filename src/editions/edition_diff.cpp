// SPDX-License-Identifier: BSL-1.0
// The differences of two editions, on their generated automata
// (generated/rfc1738/*/automata.hpp: the minimal DFA of every production's
// viable prefixes, with the production in progress in each state).
#include "rfc1738/edition_diff.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <deque>
#include <map>
#include <tuple>
#include <utility>

#include "rfc1738/edition_list.hpp"

namespace rfc1738 {

namespace {

// One production's automaton, whatever the edition's types.
struct dfa {
   const std::uint8_t* classes = nullptr;
   const std::int16_t* next = nullptr;
   std::size_t class_count = 0;
   std::vector< bool > accepting;
   std::vector< std::size_t > innermost;   // production index of each state

   [[nodiscard]] int step( int state, unsigned char c ) const noexcept
   {
      return next[ static_cast< std::size_t >( state ) * class_count + classes[ c ] ];
   }
};

template< typename Automaton >
dfa view( const Automaton& a )
{
   dfa d;
   d.classes = a.classes;
   d.next = a.next;
   d.class_count = a.class_count;
   for( std::size_t s = 0; s < a.state_count; ++s ) {
      d.accepting.push_back( a.states[ s ].accepting );
      d.innermost.push_back( static_cast< std::size_t >( a.states[ s ].innermost ) );
   }
   return d;
}

template< typename... Editions >
dfa automaton_of( edition e, std::size_t production, std::tuple< Editions... >* /*unused*/ )
{
   dfa d;
   ( void )( ( Editions::id == e ? ( d = view( Editions::automata[ production ] ), true ) : false ) || ... );
   return d;
}

// The automaton of the production at index `production` of edition e.
dfa automaton_of( edition e, std::size_t production )
{
   return automaton_of( e, production, static_cast< edition_list::all* >( nullptr ) );
}

template< typename... Editions >
std::size_t top_of( edition e, std::tuple< Editions... >* /*unused*/ )
{
   std::size_t top = 0;
   ( void )( ( Editions::id == e ? ( top = static_cast< std::size_t >( Editions::top ), true ) : false ) || ... );
   return top;
}

// The index of edition e's top production: `url` (RFC 1738, the draft), `URL`
// (RFC 1808), `URI-reference` (RFC 2396 and later).
std::size_t top_of( edition e )
{
   return top_of( e, static_cast< edition_list::all* >( nullptr ) );
}

std::optional< std::size_t > index_of( edition e, std::string_view name )
{
   for( std::size_t i = 0; i < production_count( e ); ++i ) {
      if( production_at( e, i ).name == name ) {
         return i;
      }
   }
   return std::nullopt;
}

bool used_by( const edition_production& p, std::string_view user )
{
   std::string_view rest = p.used_by;
   while( !rest.empty() ) {
      const auto space = rest.find( ' ' );
      if( rest.substr( 0, space ) == user ) {
         return true;
      }
      rest = space == std::string_view::npos ? std::string_view() : rest.substr( space + 1 );
   }
   return false;
}

// The bytes every string of the automaton begins with: while exactly one
// byte goes on (or one letter in either case: the lower-case one is taken).
std::string forced_prefix( const dfa& d )
{
   std::string out;
   int s = 0;
   while( out.size() < 64 && !d.accepting[ static_cast< std::size_t >( s ) ] ) {
      std::vector< unsigned char > live;
      for( int c = 0; c < 256; ++c ) {
         if( d.step( s, static_cast< unsigned char >( c ) ) >= 0 ) {
            live.push_back( static_cast< unsigned char >( c ) );
         }
      }
      const bool one_letter = live.size() == 2 && live[ 0 ] >= 'A' && live[ 0 ] <= 'Z' && live[ 1 ] == live[ 0 ] + 32 && d.step( s, live[ 0 ] ) == d.step( s, live[ 1 ] );
      if( live.size() != 1 && !one_letter ) {
         break;
      }
      const unsigned char c = live.back();
      out += static_cast< char >( c );
      s = d.step( s, c );
   }
   return out;
}

// The order in which a witness's bytes are chosen: what reads best first.
const std::array< unsigned char, 256 >& preferred_bytes()
{
   static const auto order = [] {
      std::array< unsigned char, 256 > o{};
      std::size_t n = 0;
      const auto add_range = [ & ]( int from, int to ) {
         for( int c = from; c <= to; ++c ) {
            if( std::find( o.begin(), o.begin() + static_cast< std::ptrdiff_t >( n ), static_cast< unsigned char >( c ) ) == o.begin() + static_cast< std::ptrdiff_t >( n ) ) {
               o[ n++ ] = static_cast< unsigned char >( c );
            }
         }
      };
      add_range( 'a', 'z' );
      add_range( '0', '9' );
      add_range( 'A', 'Z' );
      add_range( 0x21, 0x7e );
      add_range( 0x20, 0x20 );
      add_range( 0x00, 0x1f );
      add_range( 0x7f, 0xff );
      return o;
   }();
   return order;
}

struct product_state {
   int a;
   int b;
   std::size_t parent;
   unsigned char byte;
   std::size_t read;   // how much of the slice's prefix the path has read
};

// Where automaton d stops on `input`: the offset and the last live state.
std::pair< std::size_t, int > stop( const dfa& d, std::string_view input )
{
   int s = 0;
   std::size_t offset = 0;
   for( ; offset < input.size(); ++offset ) {
      const int n = d.step( s, static_cast< unsigned char >( input[ offset ] ) );
      if( n < 0 ) {
         break;
      }
      s = n;
   }
   return { offset, s };
}

// The strings compared: all, or those that begin with `prefix` (a scheme's
// name and ":"), its letters in either case when `fold`.
struct slice {
   std::string prefix;
   bool fold = false;

   [[nodiscard]] bool takes( std::size_t k, unsigned char c ) const noexcept
   {
      const auto want = static_cast< unsigned char >( prefix[ k ] );
      return c == want || ( fold && c >= 'A' && c <= 'Z' && c + 32 == want );
   }
};

scheme_difference compare( edition ea, edition eb, const std::string& scheme, std::size_t pa, std::size_t pb, std::size_t per_group, const slice& only = {} )
{
   scheme_difference out;
   out.scheme = scheme;
   out.production_a = production_at( ea, pa ).name;
   out.production_b = production_at( eb, pb ).name;
   const dfa a = automaton_of( ea, pa );
   const dfa b = automaton_of( eb, pb );
   // Breadth first over pairs of states (-1: that automaton is dead), each
   // pair once: the path to a pair is a shortest string reaching it.
   // With a slice, the product has a third automaton: how much of the
   // prefix has been read (a string that leaves it is not compared).
   std::map< std::tuple< int, int, std::size_t >, std::size_t > seen;
   std::vector< product_state > states{ { 0, 0, 0, 0, 0 } };
   seen[ { 0, 0, 0 } ] = 0;
   std::map< std::pair< bool, std::size_t >, std::size_t > group_of;   // (a accepts, responsible production) → differences[ k ]
   std::vector< edition_difference > found;
   for( std::size_t i = 0; i < states.size(); ++i ) {
      const int sa = states[ i ].a;
      const int sb = states[ i ].b;
      const std::size_t read = states[ i ].read;
      const bool sliced = read == only.prefix.size();
      const bool in_a = sliced && sa >= 0 && a.accepting[ static_cast< std::size_t >( sa ) ];
      const bool in_b = sliced && sb >= 0 && b.accepting[ static_cast< std::size_t >( sb ) ];
      if( in_a != in_b ) {
         std::string input;
         for( std::size_t k = i; k != 0; k = states[ k ].parent ) {
            input += static_cast< char >( states[ k ].byte );
         }
         std::reverse( input.begin(), input.end() );
         const dfa& refusing = in_a ? b : a;
         const edition refuser = in_a ? eb : ea;
         const auto [ offset, last ] = stop( refusing, input );
         const std::size_t responsible = refusing.innermost[ static_cast< std::size_t >( last ) ];
         const auto key = std::make_pair( in_a, responsible );
         auto g = group_of.find( key );
         if( g == group_of.end() ) {
            edition_difference d;
            d.accepted_by = in_a ? ea : eb;
            d.rejected_by = refuser;
            d.production = production_at( refuser, responsible ).name;
            g = group_of.emplace( key, found.size() ).first;
            found.push_back( std::move( d ) );
         }
         edition_difference& d = found[ g->second ];
         ++d.states;
         if( d.witnesses.size() < per_group ) {
            d.witnesses.push_back( { std::move( input ), offset } );
         }
      }
      // The moves: one byte per pair of classes, the most readable.
      for( const unsigned char c : preferred_bytes() ) {
         if( !sliced && !only.takes( read, c ) ) {
            continue;
         }
         const int na = sa < 0 ? -1 : a.step( sa, c );
         const int nb = sb < 0 ? -1 : b.step( sb, c );
         if( na < 0 && nb < 0 ) {
            continue;
         }
         const std::size_t now = sliced ? read : read + 1;
         if( seen.emplace( std::make_tuple( na, nb, now ), states.size() ).second ) {
            states.push_back( { na, nb, i, c, now } );
         }
      }
   }
   out.b_contains_a = true;
   out.a_contains_b = true;
   for( const auto& d : found ) {
      ( d.accepted_by == ea ? out.b_contains_a : out.a_contains_b ) = false;
   }
   // a's strings first, then b's; within each, by the shortest witness.
   std::stable_sort( found.begin(), found.end(), [ & ]( const edition_difference& x, const edition_difference& y ) {
      if( ( x.accepted_by == ea ) != ( y.accepted_by == ea ) ) {
         return x.accepted_by == ea;
      }
      return x.witnesses.front().input.size() < y.witnesses.front().input.size();
   } );
   out.differences = std::move( found );
   return out;
}

}  // namespace

std::vector< std::pair< std::string, std::string_view > > schemes_of( edition e )
{
   std::vector< std::pair< std::string, std::string_view > > out;
   for( std::size_t i = 0; i < production_count( e ); ++i ) {
      const auto p = production_at( e, i );
      if( !used_by( p, "url" ) ) {
         continue;
      }
      const std::string prefix = forced_prefix( automaton_of( e, i ) );
      const auto colon = prefix.find( ':' );
      if( colon == std::string::npos || colon == 0 ) {
         continue;   // RFC 1738's otherurl: any scheme
      }
      out.emplace_back( prefix.substr( 0, colon ), p.name );
   }
   return out;
}

std::vector< scheme_difference > diff_editions( edition a, edition b, std::optional< std::string_view > scheme, std::size_t per_group )
{
   std::vector< scheme_difference > out;
   if( has_fragment( a ) || has_fragment( b ) ) {
      // A generic edition (RFC 1808 and later): the whole languages, then for
      // each scheme of the other edition's `url` (when it has schemes) its
      // production against the generic edition's strings that begin with
      // the scheme's name and ":", in either case (each generic edition's
      // scheme production takes letters in either case).
      if( !scheme ) {
         out.push_back( compare( a, b, std::string(), top_of( a ), top_of( b ), per_group ) );
      }
      const edition specific = has_fragment( a ) ? b : a;
      if( has_fragment( specific ) ) {
         return out;
      }
      for( const auto& [ name, production ] : schemes_of( specific ) ) {
         if( scheme && *scheme != name ) {
            continue;
         }
         const slice only{ name + ":", true };
         const std::size_t pa = specific == a ? *index_of( a, production ) : top_of( a );
         const std::size_t pb = specific == b ? *index_of( b, production ) : top_of( b );
         out.push_back( compare( a, b, name, pa, pb, per_group, only ) );
      }
      return out;
   }
   const auto in_b = schemes_of( b );
   for( const auto& [ name, production ] : schemes_of( a ) ) {
      if( scheme && *scheme != name ) {
         continue;
      }
      // A structured binding is captured by a lambda only from C++20 on: name it.
      const std::string_view wanted = name;
      const auto other = std::find_if( in_b.begin(), in_b.end(), [ wanted ]( const auto& x ) { return x.first == wanted; } );
      if( other == in_b.end() ) {
         continue;
      }
      out.push_back( compare( a, b, name, *index_of( a, production ), *index_of( b, other->second ), per_group ) );
   }
   return out;
}

}  // namespace rfc1738

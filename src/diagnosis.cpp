// SPDX-License-Identifier: BSL-1.0
// Diagnostics: the viable-prefix automaton of a production.
//
// RFC 1738 §5 is a context-free grammar without recursion, so every
// production's language is regular. The automaton here is a Thompson NFA
// built from the BNF as data (generated/rfc1738/grammar/bnf.hpp: no PEG
// rewrite is applied), every reference to a production inlined as an
// *instance* that remembers which production it is and which instance holds
// it. Simulating it on the input gives the offset by definition: the set of
// live states is empty exactly after the first byte that no completion could
// ever follow. The states alive just before that byte say what was expected
// there, and the instances they are in say which production could not go on.
// What the states say is turned into a sentence and a repair by
// src/diagnosis/message.cpp.
#include "rfc1738/diagnosis.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>

#include "rfc1738/check.hpp"
#include "rfc1738/grammar/bnf.hpp"
#include "diagnosis/message.hpp"

namespace rfc1738 {

namespace {

namespace bnf = grammar::bnf;
using grammar::production;

using diagnosis_detail::byteset;
using diagnosis_detail::has;

void add( byteset& s, unsigned char c ) noexcept
{
   s[ c >> 6 ] |= std::uint64_t( 1 ) << ( c & 63 );
}

struct instance {
   production of;
   int parent;      // -1 for the target itself
   int entry = -1;  // its first state
   int exit = -1;   // its last state
};

struct state {
   byteset bytes{};          // a byte state when any bit is set
   int next = -1;            // after a byte of `bytes`
   std::vector< int > eps;   // empty moves
   int in = -1;              // innermost instance
   int literal = -1;         // the BNF literal node the byte belongs to, if any
   std::size_t position = 0; // the byte's position in that literal
};

class automaton {
public:
   explicit automaton( production target )
   {
      instances_.push_back( { target, -1 } );
      const auto [ in, out ] = build( bnf::roots[ static_cast< std::size_t >( target ) ], 0 );
      instances_[ 0 ].entry = in;
      instances_[ 0 ].exit = out;
      start_ = in;
      final_ = out;
      mark_.assign( states_.size(), 0 );
      // The byte states that can begin every instance, reached from its
      // entry by empty moves (through the nested productions that derive the
      // empty string: ftp's login begins with a user, a ":" or an "@" as well
      // as with a host); and its first states, reached without passing over
      // a whole nested production (when that one derives the empty string,
      // a state after it can also follow a nonempty one: the "/" after
      // hsegment begins hpath only when hsegment is empty).
      std::vector< std::vector< int > > exits( states_.size() );
      for( std::size_t k = 0; k < instances_.size(); ++k ) {
         exits[ instances_[ k ].exit ].push_back( static_cast< int >( k ) );
      }
      first_.resize( instances_.size() );
      begins_.resize( instances_.size() );
      for( std::size_t i = 0; i < instances_.size(); ++i ) {
         std::vector< int > closure;
         close( instances_[ i ].entry, closure );
         for( const int s : closure ) {
            if( s != final_ && inside( s, static_cast< int >( i ) ) ) {
               begins_[ i ].push_back( s );
            }
         }
         std::sort( begins_[ i ].begin(), begins_[ i ].end() );
      }
      for( std::size_t i = 0; i < instances_.size(); ++i ) {
         const int self = static_cast< int >( i );
         std::vector< int > stack{ instances_[ i ].entry };
         std::vector< char > seen( states_.size(), 0 );
         while( !stack.empty() ) {
            const int t = stack.back();
            stack.pop_back();
            if( seen[ t ] ) {
               continue;
            }
            seen[ t ] = 1;
            if( t != final_ && states_[ t ].next >= 0 && inside( t, self ) ) {
               first_[ i ].push_back( t );
            }
            const bool closes_nested = std::any_of( exits[ t ].begin(), exits[ t ].end(), [ & ]( int k ) { return k != self && nested( k, self ); } );
            if( closes_nested || t == instances_[ i ].exit ) {
               continue;
            }
            for( const int e : states_[ t ].eps ) {
               stack.push_back( e );
            }
         }
         std::sort( first_[ i ].begin(), first_[ i ].end() );
      }
   }

   // Byte states (and final_) live at the start.
   std::vector< int > initial()
   {
      std::vector< int > out;
      close( start_, out );
      return out;
   }

   std::vector< int > step( const std::vector< int >& live, unsigned char c )
   {
      std::vector< int > out;
      ++stamp_;
      for( const int s : live ) {
         if( s != final_ && has( states_[ s ].bytes, c ) ) {
            close_into( states_[ s ].next, out );
         }
      }
      return out;
   }

   // The lazily determinised automaton: sets of live states, numbered.
   int start_set()
   {
      if( sets_.empty() ) {
         intern( initial() );
      }
      return 0;
   }

   // The set after byte c from set `from`, or -1 when no state is live.
   int next_set( int from, unsigned char c )
   {
      const std::size_t slot = static_cast< std::size_t >( from ) * 256 + c;
      if( moves_[ slot ] == unexplored ) {
         auto next = step( sets_[ from ], c );
         std::sort( next.begin(), next.end() );
         moves_[ slot ] = next.empty() ? -1 : intern( std::move( next ) );
      }
      return moves_[ slot ];
   }

   const std::vector< int >& set( int id ) const
   {
      return sets_[ id ];
   }

   bool accepting( const std::vector< int >& live ) const
   {
      return std::find( live.begin(), live.end(), final_ ) != live.end();
   }

   int final_state() const noexcept { return final_; }
   const state& at( int s ) const { return states_[ s ]; }
   const instance& inst( int i ) const { return instances_[ i ]; }
   // s can be the first byte state of instance i.
   bool begins( int i, int s ) const { return std::binary_search( begins_[ i ].begin(), begins_[ i ].end(), s ); }
   // Instance i begins at an offset where `live` (sorted) are the live states,
   // and s is one of its beginnings there: every first state of i is live.
   bool begins_here( int i, int s, const std::vector< int >& live ) const
   {
      return begins( i, s ) && std::includes( live.begin(), live.end(), first_[ i ].begin(), first_[ i ].end() );
   }

   // Instance k lies within instance i.
   bool nested( int k, int i ) const
   {
      for( ; k >= 0; k = instances_[ k ].parent ) {
         if( k == i ) {
            return true;
         }
      }
      return false;
   }

   bool inside( int s, int i ) const
   {
      for( int k = states_[ s ].in; k >= 0; k = instances_[ k ].parent ) {
         if( k == i ) {
            return true;
         }
      }
      return false;
   }

private:
   struct fragment {
      int in;
      int out;
   };

   int fresh( int in )
   {
      states_.emplace_back();
      states_.back().in = in;
      return static_cast< int >( states_.size() ) - 1;
   }

   static bool single_byte( const bnf::node& n )
   {
      return n.what == bnf::kind::literal && n.text.size() == 1;
   }

   fragment byte_state( const byteset& bytes, int in )
   {
      const int a = fresh( in );
      const int b = fresh( in );
      states_[ a ].bytes = bytes;
      states_[ a ].next = b;
      return { a, b };
   }

   fragment build( std::size_t index, int in )
   {
      const bnf::node& n = bnf::nodes[ index ];
      const auto child = [ & ]( std::size_t k ) { return static_cast< std::size_t >( bnf::children[ n.first + k ] ); };
      switch( n.what ) {
         case bnf::kind::name: {
            instances_.push_back( { n.ref, in } );
            const int id = static_cast< int >( instances_.size() ) - 1;
            const auto f = build( bnf::roots[ static_cast< std::size_t >( n.ref ) ], id );
            instances_[ id ].entry = f.in;
            instances_[ id ].exit = f.out;
            return f;
         }
         case bnf::kind::literal: {
            int first = -1;
            int last = -1;
            for( std::size_t k = 0; k < n.text.size(); ++k ) {
               byteset b{};
               add( b, static_cast< unsigned char >( n.text[ k ] ) );
               const auto f = byte_state( b, in );
               states_[ f.in ].literal = static_cast< int >( index );
               states_[ f.in ].position = k;
               if( first < 0 ) {
                  first = f.in;
               }
               else {
                  states_[ last ].eps.push_back( f.in );
               }
               last = f.out;
            }
            return { first, last };
         }
         case bnf::kind::sequence: {
            fragment whole = build( child( 0 ), in );
            for( std::size_t k = 1; k < n.count; ++k ) {
               const auto f = build( child( k ), in );
               states_[ whole.out ].eps.push_back( f.in );
               whole.out = f.out;
            }
            return whole;
         }
         case bnf::kind::alternation: {
            bool bytes_only = true;
            for( std::size_t k = 0; k < n.count; ++k ) {
               bytes_only = bytes_only && single_byte( bnf::nodes[ child( k ) ] );
            }
            if( bytes_only ) {   // a character class: one state
               byteset b{};
               for( std::size_t k = 0; k < n.count; ++k ) {
                  add( b, static_cast< unsigned char >( bnf::nodes[ child( k ) ].text[ 0 ] ) );
               }
               return byte_state( b, in );
            }
            const int a = fresh( in );
            const int z = fresh( in );
            for( std::size_t k = 0; k < n.count; ++k ) {
               const auto f = build( child( k ), in );
               states_[ a ].eps.push_back( f.in );
               states_[ f.out ].eps.push_back( z );
            }
            return { a, z };
         }
         case bnf::kind::option: {
            const auto f = build( child( 0 ), in );
            const int a = fresh( in );
            const int z = fresh( in );
            states_[ a ].eps.push_back( f.in );
            states_[ a ].eps.push_back( z );
            states_[ f.out ].eps.push_back( z );
            return { a, z };
         }
         case bnf::kind::repetition: {
            // The first occurrence and the further ones are distinct states,
            // so that a state that begins a production means the production
            // begins there (a loop back into one copy would blur that).
            const int a = fresh( in );
            const int z = fresh( in );
            int tail = a;
            for( unsigned k = 0; k < n.minimum; ++k ) {
               const auto f = build( child( 0 ), in );
               states_[ tail ].eps.push_back( f.in );
               tail = f.out;
            }
            if( n.minimum == 0 ) {
               const auto f = build( child( 0 ), in );
               states_[ a ].eps.push_back( f.in );
               states_[ a ].eps.push_back( z );
               tail = f.out;
            }
            const auto loop = build( child( 0 ), in );
            states_[ tail ].eps.push_back( loop.in );
            states_[ tail ].eps.push_back( z );
            states_[ loop.out ].eps.push_back( loop.in );
            states_[ loop.out ].eps.push_back( z );
            return { a, z };
         }
      }
      return { fresh( in ), fresh( in ) };
   }

   void close_into( int s, std::vector< int >& out )
   {
      std::vector< int > stack{ s };
      while( !stack.empty() ) {
         const int t = stack.back();
         stack.pop_back();
         if( mark_[ t ] == stamp_ ) {
            continue;
         }
         mark_[ t ] = stamp_;
         if( t == final_ || states_[ t ].next >= 0 ) {
            out.push_back( t );
         }
         for( auto it = states_[ t ].eps.rbegin(); it != states_[ t ].eps.rend(); ++it ) {
            stack.push_back( *it );
         }
      }
   }

   void close( int s, std::vector< int >& out )
   {
      if( mark_.size() < states_.size() ) {
         mark_.assign( states_.size(), 0 );
      }
      ++stamp_;
      close_into( s, out );
   }

   static constexpr int unexplored = -2;

   int intern( std::vector< int > live )
   {
      const auto [ it, fresh ] = ids_.emplace( live, static_cast< int >( sets_.size() ) );
      if( fresh ) {
         sets_.push_back( std::move( live ) );
         moves_.resize( sets_.size() * 256, unexplored );
      }
      return it->second;
   }

   std::vector< std::vector< int > > sets_;
   std::map< std::vector< int >, int > ids_;
   std::vector< int > moves_;
   std::vector< state > states_;
   std::vector< instance > instances_;
   std::vector< std::vector< int > > first_;
   std::vector< std::vector< int > > begins_;
   std::vector< std::uint32_t > mark_;
   std::uint32_t stamp_ = 0;
   int start_ = -1;
   int final_ = -1;
};

// One automaton per target, built on first use. The simulation mutates only
// scratch marks, so each use holds the lock of its automaton.
struct cache {
   std::mutex lock;
   std::unique_ptr< automaton > made;
};

std::array< cache, grammar::production_count >& caches()
{
   static std::array< cache, grammar::production_count > all;
   return all;
}

// A production worth spelling out: a handful of single characters.
std::string render_production( production p )
{
   std::string out( grammar::rfc_name( p ) );
   const bnf::node& body = bnf::nodes[ bnf::roots[ static_cast< std::size_t >( p ) ] ];
   if( body.what != bnf::kind::alternation || body.count > 8 ) {
      return out;
   }
   std::string alternatives;
   for( std::size_t k = 0; k < body.count; ++k ) {
      const bnf::node& n = bnf::nodes[ bnf::children[ body.first + k ] ];
      if( n.what != bnf::kind::literal || n.text.size() != 1 ) {
         return out;
      }
      alternatives += ( k ? " | " : "" ) + diagnosis_detail::show_literal( n.text );
   }
   return out + " (" + alternatives + ")";
}

// The language of the node is a set of one-byte strings.
bool one_byte( std::size_t index )
{
   const bnf::node& n = bnf::nodes[ index ];
   switch( n.what ) {
      case bnf::kind::literal:
         return n.text.size() == 1;
      case bnf::kind::name:
         return one_byte( bnf::roots[ static_cast< std::size_t >( n.ref ) ] );
      case bnf::kind::alternation:
         for( std::size_t k = 0; k < n.count; ++k ) {
            if( !one_byte( static_cast< std::size_t >( bnf::children[ n.first + k ] ) ) ) {
               return false;
            }
         }
         return true;
      default:
         return false;
   }
}

// The productions that are a component of a URL, for the messages: the
// innermost one holding a live state says what failed.
bool is_component( production p ) noexcept
{
   switch( p ) {
      case production::scheme:
      case production::host:
      case production::port:
      case production::user:
      case production::password:
      case production::urlpath:
      case production::hpath:
      case production::search:
      case production::fpath:
      case production::ftptype:
      case production::gtype:
      case production::selector:
      case production::gopher_plus_string:
      case production::encoded822addr:
      case production::grouppart:
      case production::group:
      case production::article:
      case production::database:
      case production::wtype:
      case production::wpath:
      case production::ppath:
      case production::fieldname:
      case production::fieldvalue:
         return true;
      default:
         return false;
   }
}

// The production of a scheme of §3, or the generic syntax.
bool is_scheme( production p ) noexcept
{
   switch( p ) {
      case production::httpurl:
      case production::ftpurl:
      case production::gopherurl:
      case production::mailtourl:
      case production::newsurl:
      case production::nntpurl:
      case production::telneturl:
      case production::waisurl:
      case production::fileurl:
      case production::prosperourl:
      case production::genericurl:
         return true;
      default:
         return false;
   }
}

// One item of `expected`, with what is needed to tell whether another item
// already says it.
struct item {
   std::string text;
   std::optional< production > named;   // an item that names a production
   std::string_view literal;            // an item that is (the rest of) a literal
   bool single = false;                 // an item whose every string is one byte of `bytes`
   byteset bytes{};
};

// An item says nothing another does not: its strings all derive from a
// production the other names (digit beside alphadigit, "/" beside hpath,
// "localhost" beside host).
bool redundant( const item& x, const std::vector< item >& all )
{
   for( const item& y : all ) {
      if( &y == &x || !y.named || ( x.named && *x.named == *y.named ) ) {
         continue;
      }
      if( !x.literal.empty() && !x.single ) {
         if( derives( *y.named, x.literal ) ) {
            return true;
         }
         continue;
      }
      if( !x.single ) {
         continue;
      }
      bool all_derive = true;
      for( int c = 0; c < 256 && all_derive; ++c ) {
         if( has( x.bytes, static_cast< unsigned char >( c ) ) ) {
            const char byte = static_cast< char >( c );
            all_derive = derives( *y.named, std::string_view( &byte, 1 ) );
         }
      }
      if( all_derive ) {
         return true;
      }
   }
   return false;
}

std::string render_bytes( const byteset& b )
{
   std::string out;
   int count = 0;
   for( int c = 0; c < 256; ++c ) {
      if( has( b, static_cast< unsigned char >( c ) ) ) {
         out += ( count++ ? " | " : "" ) + diagnosis_detail::show_literal( std::string( 1, static_cast< char >( c ) ) );
      }
   }
   return out;
}

}  // namespace

std::optional< diagnosis > diagnose( std::string_view input, production target )
{
   cache& c = caches()[ static_cast< std::size_t >( target ) ];
   std::lock_guard< std::mutex > hold( c.lock );
   if( !c.made ) {
      c.made = std::make_unique< automaton >( target );
   }
   automaton& a = *c.made;

   // Subset construction on the way: each set of live states met is
   // numbered once and its transitions remembered, so a long input costs a
   // table lookup per byte (the sets of a target are few).
   int at = a.start_set();
   std::size_t offset = 0;
   for( ; offset < input.size(); ++offset ) {
      const int next = a.next_set( at, static_cast< unsigned char >( input[ offset ] ) );
      if( next < 0 ) {
         break;
      }
      at = next;
   }
   std::vector< int > live = a.set( at );
   std::sort( live.begin(), live.end() );
   if( offset == input.size() && a.accepting( live ) ) {
      return std::nullopt;
   }

   diagnosis d;
   d.offset = offset;
   d.target = target;
   // The innermost instance holding every live byte state (and the target
   // itself when the input could end here).
   std::vector< int > chain;   // from the target down, of the first live state
   diagnosis_detail::situation why;
   std::vector< int > bytes;
   for( const int s : live ) {
      if( s == a.final_state() ) {
         why.end_ok = true;
      }
      else {
         bytes.push_back( s );
      }
   }
   int lca = 0;
   if( !bytes.empty() && !why.end_ok ) {
      for( int k = a.at( bytes.front() ).in; k >= 0; k = a.inst( k ).parent ) {
         chain.insert( chain.begin(), k );
      }
      std::size_t depth = chain.size();
      for( const int s : bytes ) {
         std::size_t d2 = 0;
         while( d2 < depth && a.inside( s, chain[ d2 ] ) ) {
            ++d2;
         }
         depth = d2;
      }
      lca = depth ? chain[ depth - 1 ] : 0;
      // A production that only begins here did not fail to continue: its
      // beginning is what was expected. Report the one in progress.
      while( lca != 0 && std::all_of( bytes.begin(), bytes.end(), [ & ]( int s ) { return a.begins( lca, s ); } ) ) {
         lca = a.inst( lca ).parent;
      }
   }
   d.production = a.inst( lca ).of;
   // Each live byte state is named by the outermost production below the
   // common one that begins with it, else by its literal or its bytes.
   std::vector< item > items;
   for( const int s : bytes ) {
      const state& st = a.at( s );
      item it;
      for( int k = st.in; k >= 0 && k != lca; k = a.inst( k ).parent ) {
         if( a.begins_here( k, s, live ) ) {
            it.named = a.inst( k ).of;
         }
      }
      if( !it.named && a.begins_here( lca, s, live ) && render_production( a.inst( lca ).of ) != grammar::rfc_name( a.inst( lca ).of ) ) {
         it.named = a.inst( lca ).of;   // a character class such as ftptype
      }
      if( it.named ) {
         it.text = render_production( *it.named );
         it.single = one_byte( bnf::roots[ static_cast< std::size_t >( *it.named ) ] );
      }
      else if( st.literal >= 0 && bnf::nodes[ static_cast< std::size_t >( st.literal ) ].text.size() > 1 ) {
         it.literal = bnf::nodes[ static_cast< std::size_t >( st.literal ) ].text.substr( st.position );
         it.text = diagnosis_detail::show_literal( it.literal );
         it.single = it.literal.size() == 1;
      }
      else {
         it.text = render_bytes( st.bytes );
         it.single = true;
      }
      it.bytes = st.bytes;
      const auto same = std::find_if( items.begin(), items.end(), [ & ]( const item& x ) { return x.text == it.text; } );
      if( same == items.end() ) {
         items.push_back( it );
      }
      else {
         for( std::size_t w = 0; w < 4; ++w ) {
            same->bytes[ w ] |= it.bytes[ w ];
         }
      }

      // What the messages need to know of this state.
      diagnosis_detail::live_byte lb;
      lb.bytes = st.bytes;
      lb.component = target;
      lb.scheme = target;
      if( st.literal >= 0 ) {
         lb.literal = bnf::nodes[ static_cast< std::size_t >( st.literal ) ].text;
         lb.literal_position = st.position;
      }
      bool component_found = false;
      for( int k = st.in; k >= 0; k = a.inst( k ).parent ) {
         const production p = a.inst( k ).of;
         if( is_scheme( p ) && lb.scheme == target ) {
            lb.scheme = p;
         }
         if( p == production::escape ) {
            lb.begins_escape = lb.begins_escape || a.begins_here( k, s, live );
            lb.in_escape = lb.in_escape || !a.begins_here( k, s, live );
         }
         // digits is a component of its own only as nntp's article number.
         const bool component = is_component( p ) || ( p == production::digits && a.inst( k ).parent == 0 && target == production::nntpurl );
         if( component && !component_found ) {
            component_found = true;
            lb.component = p;
            lb.in_progress = !a.begins_here( k, s, live );
         }
      }
      why.live.push_back( lb );
   }
   for( const item& it : items ) {
      if( !redundant( it, items ) ) {
         d.expected.push_back( it.text );
      }
   }
   if( why.end_ok ) {
      d.expected.emplace_back( "end of input" );
   }
   diagnosis_detail::explain( input, why, d );
   return d;
}

std::optional< diagnosis > diagnose( std::string_view input )
{
   const auto scheme = scheme_of( input );
   return diagnose( input, scheme ? target_of( *scheme ) : production::genericurl );
}

}  // namespace rfc1738

// SPDX-License-Identifier: BSL-1.0
#include "automata.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string_view>
#include <tuple>

#include "reader.hpp"
#include "show.hpp"

namespace rfc1738::bnf2pegtl {

bool operator<( const live_item& a, const live_item& b )
{
   return std::tie( a.bytes, a.component, a.scheme, a.in_progress, a.begins_escape, a.in_escape, a.literal, a.literal_position ) <
          std::tie( b.bytes, b.component, b.scheme, b.in_progress, b.begins_escape, b.in_escape, b.literal, b.literal_position );
}

bool operator==( const live_item& a, const live_item& b )
{
   return !( a < b ) && !( b < a );
}

namespace {

void add( byte_bits& s, unsigned char c ) noexcept
{
   s[ c >> 6 ] |= std::uint64_t( 1 ) << ( c & 63 );
}

bool has( const byte_bits& s, unsigned char c ) noexcept
{
   return ( s[ c >> 6 ] >> ( c & 63 ) ) & 1u;
}

// The productions of g by name.
struct names {
   std::map< std::string, std::size_t > index;
   const grammar* g = nullptr;

   explicit names( const grammar& gr )
      : g( &gr )
   {
      for( std::size_t i = 0; i < gr.productions.size(); ++i ) {
         index[ gr.productions[ i ].name ] = i;
      }
   }

   std::size_t of( const std::string& name ) const
   {
      const auto it = index.find( name );
      if( it == index.end() ) {
         throw read_error( "automata: no production named " + name );
      }
      return it->second;
   }

   std::optional< std::size_t > find( const std::string& name ) const
   {
      const auto it = index.find( name );
      return it == index.end() ? std::nullopt : std::optional< std::size_t >( it->second );
   }

   const expression& body( std::size_t p ) const
   {
      return g->productions[ p ].body;
   }
};

struct instance {
   std::size_t of;
   int parent;      // -1 for the target itself
   int entry = -1;  // its first state
   int exit = -1;   // its last state
};

struct state {
   byte_bits bytes{};        // a byte state when next >= 0
   int next = -1;            // after a byte of `bytes`
   std::vector< int > eps;   // empty moves
   int in = -1;              // innermost instance
   const std::string* literal = nullptr;   // the BNF literal the byte belongs to, if any
   std::size_t position = 0;               // the byte's position in that literal
};

// The Thompson NFA of one production, every reference inlined as an instance.
class nfa {
public:
   nfa( const names& n, std::size_t target )
      : n_( n )
   {
      instances_.push_back( { target, -1 } );
      const auto [ in, out ] = build( n.body( target ), 0 );
      complete( 0, { in, out } );
      start_ = in;
      final_ = out;
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
         for( const int s : closure( instances_[ i ].entry ) ) {
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

   // The byte states (and final_) reachable from s by empty moves, sorted.
   std::vector< int > closure( int s ) const
   {
      std::vector< int > out;
      std::vector< char > seen( states_.size(), 0 );
      close_into( s, out, seen );
      std::sort( out.begin(), out.end() );
      return out;
   }

   std::vector< int > initial() const
   {
      return closure( start_ );
   }

   // The live set after byte c, sorted.
   std::vector< int > step( const std::vector< int >& live, unsigned char c ) const
   {
      std::vector< int > out;
      std::vector< char > seen( states_.size(), 0 );
      for( const int s : live ) {
         if( s != final_ && has( states_[ s ].bytes, c ) ) {
            close_into( states_[ s ].next, out, seen );
         }
      }
      std::sort( out.begin(), out.end() );
      return out;
   }

   bool accepting( const std::vector< int >& live ) const
   {
      return std::binary_search( live.begin(), live.end(), final_ );
   }

   bool derives( std::string_view text ) const
   {
      std::vector< int > live = initial();
      for( const char c : text ) {
         live = step( live, static_cast< unsigned char >( c ) );
      }
      return accepting( live );
   }

   int final_state() const noexcept { return final_; }
   const state& at( int s ) const { return states_[ s ]; }
   const instance& inst( int i ) const { return instances_[ i ]; }
   std::size_t size() const noexcept { return states_.size(); }

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
      return nested( states_[ s ].in, i );
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

   static bool single_byte( const expression& e )
   {
      return e.what == expression::kind::literal && e.text.size() == 1;
   }

   fragment byte_state( const byte_bits& bytes, int in )
   {
      const int a = fresh( in );
      const int b = fresh( in );
      states_[ a ].bytes = bytes;
      states_[ a ].next = b;
      return { a, b };
   }

   fragment build( const expression& e, int in )
   {
      using k = expression::kind;
      switch( e.what ) {
         case k::name: {
            const std::size_t of = n_.of( e.text );
            // A reference to a production being built around it: recursion,
            // which a regular language allows on the right only (the draft's
            // `hostname ialpha [ . hostname ]`). The reference goes back to
            // the beginning of the enclosing instance, whose end is then
            // also the end of this one; its own end `b` is never reached,
            // which is right only when nothing but empty moves lead from it
            // to the enclosing end (checked once that end is built).
            for( int k = in; k >= 0; k = instances_[ k ].parent ) {
               if( instances_[ k ].of == of ) {
                  const int a = fresh( in );
                  const int b = fresh( in );
                  recursions_.push_back( { a, b, k } );
                  return { a, b };
               }
            }
            instances_.push_back( { of, in } );
            const int id = static_cast< int >( instances_.size() ) - 1;
            const auto f = build( n_.body( of ), id );
            complete( id, f );
            return f;
         }
         case k::literal: {
            if( e.text.empty() ) {
               const int a = fresh( in );
               return { a, a };
            }
            int first = -1;
            int last = -1;
            for( std::size_t i = 0; i < e.text.size(); ++i ) {
               byte_bits b{};
               add( b, static_cast< unsigned char >( e.text[ i ] ) );
               const auto f = byte_state( b, in );
               states_[ f.in ].literal = &e.text;
               states_[ f.in ].position = i;
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
         case k::sequence: {
            if( e.subs.empty() ) {   // the empty string (the draft's `void`)
               const int a = fresh( in );
               return { a, a };
            }
            fragment whole = build( e.subs.front(), in );
            for( std::size_t i = 1; i < e.subs.size(); ++i ) {
               const auto f = build( e.subs[ i ], in );
               states_[ whole.out ].eps.push_back( f.in );
               whole.out = f.out;
            }
            return whole;
         }
         case k::alternation: {
            if( std::all_of( e.subs.begin(), e.subs.end(), single_byte ) ) {   // a character class: one state
               byte_bits b{};
               for( const auto& s : e.subs ) {
                  add( b, static_cast< unsigned char >( s.text[ 0 ] ) );
               }
               return byte_state( b, in );
            }
            const int a = fresh( in );
            const int z = fresh( in );
            for( const auto& s : e.subs ) {
               const auto f = build( s, in );
               states_[ a ].eps.push_back( f.in );
               states_[ f.out ].eps.push_back( z );
            }
            return { a, z };
         }
         case k::option: {
            const auto f = build( e.subs.front(), in );
            const int a = fresh( in );
            const int z = fresh( in );
            states_[ a ].eps.push_back( f.in );
            states_[ a ].eps.push_back( z );
            states_[ f.out ].eps.push_back( z );
            return { a, z };
         }
         case k::repetition: {
            // The first occurrence and the further ones are distinct states,
            // so that a state that begins a production means the production
            // begins there (a loop back into one copy would blur that).
            const int a = fresh( in );
            const int z = fresh( in );
            int tail = a;
            for( unsigned i = 0; i < e.minimum; ++i ) {
               const auto f = build( e.subs.front(), in );
               states_[ tail ].eps.push_back( f.in );
               tail = f.out;
            }
            if( e.minimum == 0 ) {
               const auto f = build( e.subs.front(), in );
               states_[ a ].eps.push_back( f.in );
               states_[ a ].eps.push_back( z );
               tail = f.out;
            }
            const auto loop = build( e.subs.front(), in );
            states_[ tail ].eps.push_back( loop.in );
            states_[ tail ].eps.push_back( z );
            states_[ loop.out ].eps.push_back( loop.in );
            states_[ loop.out ].eps.push_back( z );
            return { a, z };
         }
         default:
            throw read_error( to_string( e.where ) + ": a PEG operator has no place in the BNF's automata" );
      }
   }

   // Instance id is built as f: its recursions go back to its beginning.
   void complete( int id, fragment f )
   {
      instances_[ id ].entry = f.in;
      instances_[ id ].exit = f.out;
      for( const auto& r : recursions_ ) {
         if( r.to == id ) {
            states_[ r.from ].eps.push_back( f.in );
            if( !tail( r.end, f.out ) ) {
               const auto& d = n_.g->productions[ instances_[ id ].of ];
               throw read_error( to_string( d.where ) + ": " + d.name + " refers to itself other than at its end: its language is not regular" );
            }
         }
      }
   }

   // Only empty moves lead from s, and they reach `end`.
   bool tail( int s, int end ) const
   {
      std::vector< int > stack{ s };
      std::vector< char > seen( states_.size(), 0 );
      bool reached = false;
      while( !stack.empty() ) {
         const int t = stack.back();
         stack.pop_back();
         if( seen[ t ] ) {
            continue;
         }
         seen[ t ] = 1;
         if( t == end ) {
            reached = true;
            continue;
         }
         if( states_[ t ].next >= 0 ) {
            return false;
         }
         stack.insert( stack.end(), states_[ t ].eps.begin(), states_[ t ].eps.end() );
      }
      return reached;
   }

   void close_into( int s, std::vector< int >& out, std::vector< char >& seen ) const
   {
      std::vector< int > stack{ s };
      while( !stack.empty() ) {
         const int t = stack.back();
         stack.pop_back();
         if( seen[ t ] ) {
            continue;
         }
         seen[ t ] = 1;
         if( t == final_ || states_[ t ].next >= 0 ) {
            out.push_back( t );
         }
         for( auto it = states_[ t ].eps.rbegin(); it != states_[ t ].eps.rend(); ++it ) {
            stack.push_back( *it );
         }
      }
   }

   struct recursion {
      int from;   // the reference's beginning: an empty move to the instance's
      int end;    // the reference's end, never reached
      int to;     // the enclosing instance of the same production
   };

   const names& n_;
   std::vector< recursion > recursions_;
   std::vector< state > states_;
   std::vector< instance > instances_;
   std::vector< std::vector< int > > first_;
   std::vector< std::vector< int > > begins_;
   int start_ = -1;
   int final_ = -1;
};

// What the diagnosis needs of the grammar beyond one NFA.
class knowledge {
public:
   explicit knowledge( const grammar& g )
      : names_( g )
   {
      // The scheme productions: the alternatives of url that begin with
      // their scheme (a grammar without them has none).
      if( names_.find( "url" ) ) {
         try {
            for( const auto& [ scheme, production ] : url_schemes( g ) ) {
               (void)scheme;
               schemes_.insert( names_.of( production ) );
            }
         }
         catch( const read_error& ) {
            schemes_.clear();
         }
      }
      // otherurl's production: the generic syntax (§3.1, §5).
      if( const auto other = names_.find( "otherurl" ) ) {
         const expression& e = names_.body( *other );
         if( e.what == expression::kind::name ) {
            schemes_.insert( names_.of( e.text ) );
         }
      }
      // The parts of a URL a message names: each component of §3 and the
      // generic syntax. (Which productions a sentence calls a "component" is
      // the messages' choice, not a fact of the grammar.)
      for( const char* c : { "scheme", "host", "port", "user", "password", "urlpath", "hpath", "search", "fpath", "ftptype", "gtype", "selector", "gopher+_string", "encoded822addr", "grouppart", "group", "article", "database", "wtype", "wpath", "ppath", "fieldname", "fieldvalue" } ) {
         if( const auto p = names_.find( c ) ) {
            components_.insert( *p );
         }
      }
      digits_ = names_.find( "digits" );
      nntpurl_ = names_.find( "nntpurl" );
      escape_ = names_.find( "escape" );
   }

   const names& productions() const noexcept { return names_; }

   bool is_scheme( std::size_t p ) const { return schemes_.count( p ) != 0; }

   // digits is a component of its own only as nntp's article number.
   bool is_component( std::size_t p, int parent, std::size_t target ) const
   {
      return components_.count( p ) != 0 || ( digits_ && p == *digits_ && parent == 0 && nntpurl_ && target == *nntpurl_ );
   }

   bool is_escape( std::size_t p ) const { return escape_ && p == *escape_; }

   const nfa& automaton( std::size_t p )
   {
      auto& made = nfas_[ p ];
      if( !made ) {
         made = std::make_unique< nfa >( names_, p );
      }
      return *made;
   }

   // A production worth spelling out: a handful of single characters.
   std::string render_production( std::size_t p ) const
   {
      std::string out = names_.g->productions[ p ].name;
      const expression& body = names_.body( p );
      if( body.what != expression::kind::alternation || body.subs.size() > 8 ) {
         return out;
      }
      std::string alternatives;
      for( std::size_t k = 0; k < body.subs.size(); ++k ) {
         const expression& s = body.subs[ k ];
         if( s.what != expression::kind::literal || s.text.size() != 1 ) {
            return out;
         }
         alternatives += ( k ? " | " : "" ) + rfc1738::notation::show_literal( s.text );
      }
      return out + " (" + alternatives + ")";
   }

   // The language of the expression is a set of one-byte strings.
   bool one_byte( const expression& e ) const
   {
      switch( e.what ) {
         case expression::kind::literal:
            return e.text.size() == 1;
         case expression::kind::name:
            return one_byte( names_.body( names_.of( e.text ) ) );
         case expression::kind::alternation:
            return std::all_of( e.subs.begin(), e.subs.end(), [ & ]( const expression& s ) { return one_byte( s ); } );
         default:
            return false;
      }
   }

private:
   names names_;
   std::set< std::size_t > schemes_;
   std::set< std::size_t > components_;
   std::optional< std::size_t > digits_, nntpurl_, escape_;
   std::map< std::size_t, std::unique_ptr< nfa > > nfas_;
};

// One item of `expected`, with what is needed to tell whether another item
// already says it.
struct item {
   std::string text;
   std::optional< std::size_t > named;   // an item that names a production
   std::string literal;                  // an item that is (the rest of) a literal
   bool single = false;                  // an item whose every string is one byte of `bytes`
   byte_bits bytes{};
};

// An item says nothing another does not: its strings all derive from a
// production the other names (digit beside alphadigit, "/" beside hpath,
// "localhost" beside host).
bool redundant( const item& x, const std::vector< item >& all, knowledge& k )
{
   for( const item& y : all ) {
      if( &y == &x || !y.named || ( x.named && *x.named == *y.named ) ) {
         continue;
      }
      const nfa& a = k.automaton( *y.named );
      if( !x.literal.empty() && !x.single ) {
         if( a.derives( x.literal ) ) {
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
            all_derive = a.derives( std::string_view( &byte, 1 ) );
         }
      }
      if( all_derive ) {
         return true;
      }
   }
   return false;
}

std::string render_bytes( const byte_bits& b )
{
   std::string out;
   int count = 0;
   for( int c = 0; c < 256; ++c ) {
      if( has( b, static_cast< unsigned char >( c ) ) ) {
         out += ( count++ ? " | " : "" ) + rfc1738::notation::show_literal( std::string( 1, static_cast< char >( c ) ) );
      }
   }
   return out;
}

// What the diagnosis says of the live set `live` (sorted) of target's NFA.
void describe( const nfa& a, std::size_t target, const std::vector< int >& live, knowledge& k, dfa_state& out )
{
   std::vector< int > chain;   // from the target down, of the first live state
   std::vector< int > bytes;
   for( const int s : live ) {
      if( s == a.final_state() ) {
         out.end_ok = true;
      }
      else {
         bytes.push_back( s );
      }
   }
   // The innermost instance holding every live byte state (and the target
   // itself when the input could end here).
   int lca = 0;
   if( !bytes.empty() && !out.end_ok ) {
      for( int i = a.at( bytes.front() ).in; i >= 0; i = a.inst( i ).parent ) {
         chain.insert( chain.begin(), i );
      }
      std::size_t depth = chain.size();
      for( const int s : bytes ) {
         std::size_t d = 0;
         while( d < depth && a.inside( s, chain[ d ] ) ) {
            ++d;
         }
         depth = d;
      }
      lca = depth ? chain[ depth - 1 ] : 0;
      // A production that only begins here did not fail to continue: its
      // beginning is what was expected. Report the one in progress.
      while( lca != 0 && std::all_of( bytes.begin(), bytes.end(), [ & ]( int s ) { return a.begins( lca, s ); } ) ) {
         lca = a.inst( lca ).parent;
      }
   }
   out.production = a.inst( lca ).of;
   // Each live byte state is named by the outermost production below the
   // common one that begins with it, else by its literal or its bytes.
   std::vector< item > items;
   for( const int s : bytes ) {
      const state& st = a.at( s );
      item it;
      for( int i = st.in; i >= 0 && i != lca; i = a.inst( i ).parent ) {
         if( a.begins_here( i, s, live ) ) {
            it.named = a.inst( i ).of;
         }
      }
      const std::size_t lca_of = a.inst( lca ).of;
      if( !it.named && a.begins_here( lca, s, live ) && k.render_production( lca_of ) != k.productions().g->productions[ lca_of ].name ) {
         it.named = lca_of;   // a character class such as ftptype
      }
      if( it.named ) {
         it.text = k.render_production( *it.named );
         it.single = k.one_byte( k.productions().body( *it.named ) );
      }
      else if( st.literal && st.literal->size() > 1 ) {
         it.literal = st.literal->substr( st.position );
         it.text = rfc1738::notation::show_literal( it.literal );
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
      live_item lb;
      lb.bytes = st.bytes;
      lb.component = target;
      lb.scheme = target;
      if( st.literal ) {
         lb.literal = *st.literal;
         lb.literal_position = st.position;
      }
      bool component_found = false;
      bool scheme_found = false;
      for( int i = st.in; i >= 0; i = a.inst( i ).parent ) {
         const std::size_t p = a.inst( i ).of;
         if( k.is_scheme( p ) && !scheme_found ) {
            scheme_found = true;
            lb.scheme = p;
         }
         if( k.is_escape( p ) ) {
            lb.begins_escape = lb.begins_escape || a.begins_here( i, s, live );
            lb.in_escape = lb.in_escape || !a.begins_here( i, s, live );
         }
         if( k.is_component( p, a.inst( i ).parent, target ) && !component_found ) {
            component_found = true;
            lb.component = p;
            lb.in_progress = !a.begins_here( i, s, live );
         }
      }
      out.live.push_back( lb );
   }
   for( const item& it : items ) {
      if( !redundant( it, items, k ) ) {
         out.expected.push_back( it.text );
      }
   }
   if( out.end_ok ) {
      out.expected.emplace_back( "end of input" );
   }
}

// Everything a state says, as one comparable key.
using payload_key = std::tuple< bool, std::size_t, std::vector< std::string >, bool, std::vector< live_item > >;

payload_key key_of( const dfa_state& s )
{
   return { s.accepting, s.production, s.expected, s.end_ok, s.live };
}

// The subset construction over all 256 bytes, then Moore's refinement from
// the partition by payload, then the byte classes of the minimal table.
dfa determinise( std::size_t target, knowledge& k )
{
   const nfa& a = k.automaton( target );
   std::map< std::vector< int >, int > ids;
   std::vector< std::vector< int > > sets;
   std::vector< std::array< int, 256 > > moves;
   const auto intern = [ & ]( std::vector< int > live ) {
      const auto [ it, fresh ] = ids.emplace( live, static_cast< int >( sets.size() ) );
      if( fresh ) {
         sets.push_back( std::move( live ) );
         moves.emplace_back();
      }
      return it->second;
   };
   intern( a.initial() );
   for( std::size_t s = 0; s < sets.size(); ++s ) {
      // Bytes that no live state tells apart move alike: step once per
      // distinct signature.
      std::map< std::vector< int >, int > by_signature;
      for( int c = 0; c < 256; ++c ) {
         std::vector< int > signature;
         for( const int t : sets[ s ] ) {
            if( t != a.final_state() && has( a.at( t ).bytes, static_cast< unsigned char >( c ) ) ) {
               signature.push_back( t );
            }
         }
         const auto found = by_signature.find( signature );
         int to = -1;
         if( found != by_signature.end() ) {
            to = found->second;
         }
         else {
            auto next = a.step( sets[ s ], static_cast< unsigned char >( c ) );
            to = next.empty() ? -1 : intern( std::move( next ) );
            by_signature.emplace( std::move( signature ), to );
         }
         moves[ s ][ c ] = to;
      }
   }

   std::vector< dfa_state > described( sets.size() );
   for( std::size_t s = 0; s < sets.size(); ++s ) {
      described[ s ].accepting = a.accepting( sets[ s ] );
      describe( a, target, sets[ s ], k, described[ s ] );
   }

   // Moore: blocks by payload, refined by the blocks of the moves until stable.
   std::vector< int > block( sets.size() );
   {
      std::map< payload_key, int > first;
      for( std::size_t s = 0; s < sets.size(); ++s ) {
         block[ s ] = first.emplace( key_of( described[ s ] ), static_cast< int >( first.size() ) ).first->second;
      }
   }
   for( std::size_t count = 0;; ) {
      std::map< std::vector< int >, int > refined;
      std::vector< int > next( sets.size() );
      for( std::size_t s = 0; s < sets.size(); ++s ) {
         std::vector< int > signature{ block[ s ] };
         for( int c = 0; c < 256; ++c ) {
            signature.push_back( moves[ s ][ c ] < 0 ? -1 : block[ static_cast< std::size_t >( moves[ s ][ c ] ) ] );
         }
         next[ s ] = refined.emplace( std::move( signature ), static_cast< int >( refined.size() ) ).first->second;
      }
      block = std::move( next );
      if( refined.size() == count ) {
         break;
      }
      count = refined.size();
   }
   // Number the blocks in the order their first state was found (the start first).
   std::vector< int > number( sets.size(), -1 );
   std::vector< std::size_t > representative;
   for( std::size_t s = 0; s < sets.size(); ++s ) {
      if( number[ static_cast< std::size_t >( block[ s ] ) ] < 0 ) {
         number[ static_cast< std::size_t >( block[ s ] ) ] = static_cast< int >( representative.size() );
         representative.push_back( s );
      }
   }
   const auto renumber = [ & ]( int s ) { return s < 0 ? -1 : number[ static_cast< std::size_t >( block[ static_cast< std::size_t >( s ) ] ) ]; };

   dfa d;
   d.target = target;
   // Byte classes: bytes whose columns of the minimal table are equal.
   std::map< std::vector< int >, std::uint8_t > columns;
   for( int c = 0; c < 256; ++c ) {
      std::vector< int > column;
      for( const std::size_t r : representative ) {
         column.push_back( renumber( moves[ r ][ c ] ) );
      }
      const auto [ it, fresh ] = columns.emplace( std::move( column ), static_cast< std::uint8_t >( columns.size() ) );
      d.classes[ static_cast< std::size_t >( c ) ] = it->second;
      (void)fresh;
   }
   d.class_count = columns.size();
   for( const std::size_t r : representative ) {
      dfa_state st = described[ r ];
      st.next.assign( d.class_count, -1 );
      for( int c = 0; c < 256; ++c ) {
         st.next[ d.classes[ static_cast< std::size_t >( c ) ] ] = renumber( moves[ r ][ c ] );
      }
      d.states.push_back( std::move( st ) );
   }
   return d;
}

}  // namespace

std::vector< dfa > build_automata( const grammar& g )
{
   knowledge k( g );
   std::vector< dfa > all;
   for( std::size_t p = 0; p < g.productions.size(); ++p ) {
      all.push_back( determinise( p, k ) );
   }
   return all;
}

std::vector< bool > nfa_derives( const grammar& g, std::size_t index, const std::vector< std::string >& texts )
{
   const names n( g );
   const nfa a( n, index );
   std::vector< bool > out;
   for( const auto& t : texts ) {
      out.push_back( a.derives( t ) );
   }
   return out;
}

}  // namespace rfc1738::bnf2pegtl

namespace rfc1738::bnf2pegtl {

bool operator<( const verdict_label& a, const verdict_label& b )
{
   return std::tie( a.target, a.scheme, a.conforms, a.generic ) < std::tie( b.target, b.scheme, b.conforms, b.generic );
}

namespace {

int step( const dfa& d, int s, unsigned char c ) noexcept
{
   return s < 0 ? -1 : d.states[ static_cast< std::size_t >( s ) ].next[ d.classes[ c ] ];
}

bool accepts( const dfa& d, int s ) noexcept
{
   return s >= 0 && d.states[ static_cast< std::size_t >( s ) ].accepting;
}

}  // namespace

void minimise( moore_tables& v, const std::vector< std::array< int, 256 > >& moves, const std::vector< std::size_t >& label, const std::size_t label_count, const std::string& what )
{
   // Moore: blocks by label, refined by the blocks of the moves until stable.
   const std::size_t states = moves.size();
   std::vector< std::size_t > block = label;
   for( std::size_t count = label_count;; ) {
      std::map< std::vector< std::size_t >, std::size_t > refined;
      std::vector< std::size_t > next( states );
      for( std::size_t k = 0; k < states; ++k ) {
         std::vector< std::size_t > signature{ block[ k ] };
         for( std::size_t b = 0; b < 256; ++b ) {
            signature.push_back( block[ static_cast< std::size_t >( moves[ k ][ b ] ) ] );
         }
         next[ k ] = refined.emplace( std::move( signature ), refined.size() ).first->second;
      }
      block = std::move( next );
      if( refined.size() == count ) {
         break;
      }
      count = refined.size();
   }
   // Number the blocks in the order their first state was found (the start first).
   std::vector< int > number( states, -1 );
   std::vector< std::size_t > representative;
   for( std::size_t k = 0; k < states; ++k ) {
      if( number[ block[ k ] ] < 0 ) {
         number[ block[ k ] ] = static_cast< int >( representative.size() );
         representative.push_back( k );
      }
   }
   const auto renumber = [ & ]( int k ) { return number[ block[ static_cast< std::size_t >( k ) ] ]; };
   std::map< std::vector< int >, std::uint8_t > columns;
   for( std::size_t b = 0; b < 256; ++b ) {
      std::vector< int > column;
      for( const std::size_t r : representative ) {
         column.push_back( renumber( moves[ r ][ b ] ) );
      }
      if( columns.size() == 255 && columns.count( column ) == 0 ) {
         throw read_error( what + ": more byte classes than the tables hold" );
      }
      v.classes[ b ] = columns.emplace( std::move( column ), static_cast< std::uint8_t >( columns.size() ) ).first->second;
   }
   v.class_count = columns.size();
   for( const std::size_t r : representative ) {
      std::vector< int > row( v.class_count );
      for( std::size_t b = 0; b < 256; ++b ) {
         row[ v.classes[ b ] ] = renumber( moves[ r ][ b ] );
      }
      v.next.push_back( std::move( row ) );
      v.label.push_back( label[ r ] );
   }
}

verdict_dfa build_verdict( const grammar& g, const std::vector< dfa >& all )
{
   const names n( g );
   verdict_dfa v;
   v.genericurl = n.of( "genericurl" );
   v.otherurl = n.of( "otherurl" );
   v.url = n.of( "url" );
   for( const auto& [ name, production ] : url_schemes( g ) ) {
      v.schemes.emplace_back( name, n.of( production ) );
   }
   const dfa& scheme = all[ n.of( "scheme" ) ];
   // The components of a product state, after the scheme's reading:
   //   before the first ":"  { 0, scheme's state, the text so far (-1: a prefix of no scheme's name) }
   //   after it              { 1, whether the text derives from `scheme`, the target }
   // then the states of genericurl, otherurl, url and each scheme's production.
   std::vector< std::size_t > component{ v.genericurl, v.otherurl, v.url };
   for( const auto& s : v.schemes ) {
      component.push_back( s.second );
   }
   constexpr std::size_t head = 3;
   std::vector< std::string > texts{ "" };
   std::map< std::string, int > text_id{ { "", 0 } };
   const auto text_after = [ & ]( int t, unsigned char c ) {
      if( t < 0 ) {
         return -1;
      }
      const std::string next = texts[ static_cast< std::size_t >( t ) ] + static_cast< char >( c );
      bool prefix = false;
      for( const auto& s : v.schemes ) {
         prefix = prefix || s.first.compare( 0, next.size(), next ) == 0;
      }
      if( !prefix ) {
         return -1;
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
      const auto [ it, fresh ] = ids.emplace( key, static_cast< int >( keys.size() ) );
      if( fresh ) {
         keys.push_back( std::move( key ) );
         moves.emplace_back();
      }
      return it->second;
   };
   {
      std::vector< int > start{ 0, 0, 0 };
      start.resize( head + component.size(), 0 );
      intern( std::move( start ) );
   }
   for( std::size_t k = 0; k < keys.size(); ++k ) {
      for( int b = 0; b < 256; ++b ) {
         const auto c = static_cast< unsigned char >( b );
         std::vector< int > key = keys[ k ];
         if( key[ 0 ] == 0 ) {
            if( c == ':' ) {
               // scheme_of: the text before the first ":" when it derives
               // from `scheme`; its production when it names one of `url`.
               const bool is_scheme = accepts( scheme, key[ 1 ] );
               std::size_t target = v.genericurl;
               for( const auto& s : v.schemes ) {
                  if( is_scheme && key[ 2 ] >= 0 && texts[ static_cast< std::size_t >( key[ 2 ] ) ] == s.first ) {
                     target = s.second;
                  }
               }
               key[ 0 ] = 1;
               key[ 1 ] = is_scheme ? 1 : 0;
               key[ 2 ] = static_cast< int >( target );
            }
            else {
               key[ 1 ] = step( scheme, key[ 1 ], c );
               key[ 2 ] = text_after( key[ 2 ], c );
            }
         }
         for( std::size_t i = 0; i < component.size(); ++i ) {
            key[ head + i ] = step( all[ component[ i ] ], key[ head + i ], c );
         }
         moves[ k ][ static_cast< std::size_t >( b ) ] = intern( std::move( key ) );
      }
   }

   // The label of every product state, and the facts that let one label say it all.
   std::map< verdict_label, std::size_t > label_id;
   std::vector< std::size_t > label( keys.size() );
   for( std::size_t k = 0; k < keys.size(); ++k ) {
      const auto& key = keys[ k ];
      const auto accepted = [ & ]( std::size_t i ) { return accepts( all[ component[ i ] ], key[ head + i ] ); };
      verdict_label l;
      l.scheme = key[ 0 ] == 1 && key[ 1 ] == 1;
      l.target = key[ 0 ] == 1 ? static_cast< std::size_t >( key[ 2 ] ) : v.genericurl;
      l.generic = accepted( 0 );
      if( accepted( 0 ) != accepted( 1 ) ) {
         throw read_error( "verdict automaton: genericurl and otherurl differ on some input" );
      }
      bool any = accepted( 0 );
      l.conforms = l.target == v.genericurl && accepted( 0 );
      for( std::size_t i = 0; i < v.schemes.size(); ++i ) {
         if( accepted( 3 + i ) ) {
            if( l.target != v.schemes[ i ].second ) {
               throw read_error( "verdict automaton: " + g.productions[ v.schemes[ i ].second ].name + " derives an input whose scheme is not " + v.schemes[ i ].first );
            }
            l.conforms = true;
            any = true;
         }
      }
      if( accepted( 2 ) != any ) {
         throw read_error( "verdict automaton: url is not the union of its alternatives on some input" );
      }
      label[ k ] = label_id.emplace( l, label_id.size() ).first->second;
   }
   v.labels.resize( label_id.size() );
   for( const auto& [ l, id ] : label_id ) {
      v.labels[ id ] = l;
   }

   minimise( v, moves, label, label_id.size(), "verdict automaton" );
   return v;
}

}  // namespace rfc1738::bnf2pegtl

// SPDX-License-Identifier: BSL-1.0
#include "model.hpp"

#include <algorithm>
#include <cctype>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>

#include "names_in.hpp"
#include "rfc1738/bnf_trees.hpp"
#include "rfc1738/edition.hpp"
#include "show.hpp"

namespace rfc1738::suite {

namespace {

using kind = expression::kind;

// The expression at node i of an edition's generated tree, with the nodes
// below it.
expression from_tree( const bnf_trees::tree& t, std::size_t i )
{
   namespace tree = grammar::bnf_tree;
   const tree::node& n = t.nodes[ i ];
   expression e;
   switch( n.what ) {
      case tree::kind::name:
         e.what = kind::name;
         break;
      case tree::kind::literal:
         e.what = kind::literal;
         break;
      case tree::kind::sequence:
         e.what = kind::sequence;
         break;
      case tree::kind::alternation:
         e.what = kind::alternation;
         break;
      case tree::kind::option:
         e.what = kind::option;
         break;
      case tree::kind::repetition:
         e.what = kind::repetition;
         break;
   }
   e.text = std::string( n.text );
   e.minimum = n.minimum;
   for( std::size_t k = 0; k < n.count; ++k ) {
      e.subs.push_back( from_tree( t, std::size_t( n.first ) + k ) );
   }
   return e;
}

// ABNF's case-insensitive string (RFC 5234 §2.3) as the generator lowers it:
// a sequence of literals and of alternations of a letter's two cases; its
// text in lower case, or nothing.
std::optional< std::string > case_insensitive( const expression& e )
{
   if( e.what != kind::sequence ) {
      return std::nullopt;
   }
   std::string text;
   bool pair = false;
   for( const auto& s : e.subs ) {
      if( s.what == kind::literal ) {
         text += s.text;
         continue;
      }
      if( s.what != kind::alternation || s.subs.size() != 2 || s.subs[ 0 ].what != kind::literal || s.subs[ 1 ].what != kind::literal || s.subs[ 0 ].text.size() != 1 ||
          s.subs[ 1 ].text.size() != 1 || std::tolower( static_cast< unsigned char >( s.subs[ 0 ].text[ 0 ] ) ) != std::tolower( static_cast< unsigned char >( s.subs[ 1 ].text[ 0 ] ) ) ||
          s.subs[ 0 ].text == s.subs[ 1 ].text ) {
         return std::nullopt;
      }
      text += static_cast< char >( std::tolower( static_cast< unsigned char >( s.subs[ 0 ].text[ 0 ] ) ) );
      pair = true;
   }
   return pair ? std::optional< std::string >( text ) : std::nullopt;
}

}  // namespace

const model& model::get( edition e )
{
   // Built on first use, once per edition; Python calls the suite without
   // its lock, from any thread.
   static std::mutex lock;
   static std::map< edition, std::unique_ptr< const model > > models;
   const std::lock_guard< std::mutex > hold( lock );
   auto& m = models[ e ];
   if( !m ) {
      m.reset( new model( e ) );
   }
   return *m;
}

model::model( edition e )
   : of_( e )
{
   const bnf_trees::tree* t = nullptr;
   for( const auto& candidate : bnf_trees::trees ) {
      t = candidate.of == e ? &candidate : t;
   }
   for( std::size_t p = 0; p < t->production_count; ++p ) {
      definitions_.push_back( { std::string( t->names[ p ] ), from_tree( *t, t->roots[ p ] ) } );
   }
   top_ = definitions_[ t->top ].name;
   for( const auto& d : definitions_ ) {
      bodies_.emplace( d.name, &d.body );
      order_.push_back( d.name );
   }
   // Reachability (the drafts' grammar is recursive: xpalphas names itself).
   std::map< std::string, std::set< std::string > > direct;
   for( const auto& d : definitions_ ) {
      auto& named = direct[ d.name ];
      notation::names_in( d.body, [ & ]( const expression& n ) { named.insert( n.text ); } );
   }
   for( const auto& d : definitions_ ) {
      std::set< std::string > seen;
      std::vector< std::string > todo( direct[ d.name ].begin(), direct[ d.name ].end() );
      while( !todo.empty() ) {
         auto n = todo.back();
         todo.pop_back();
         if( seen.insert( n ).second ) {
            todo.insert( todo.end(), direct[ n ].begin(), direct[ n ].end() );
         }
      }
      reach_[ d.name ] = std::move( seen );
   }
   // The entries: the top production, then those no production names whose
   // language is infinite (RFC 3986's absolute-URI; RFC 8089's file-URI and
   // RFC 6068's mailtoURI, which refine `conforms`; not the byte classes no
   // rule uses, RFC 1738's national and punctuation, RFC 3986's reserved).
   entries_.push_back( top_ );
   for( const auto& name : order_ ) {
      const bool named = std::any_of( direct.begin(), direct.end(), [ & ]( const auto& d ) { return d.second.count( name ) != 0; } );
      if( name != top_ && !named && infinite( name ) ) {
         entries_.push_back( name );
      }
   }
   // The targets: the top's alternatives, a production that only names
   // another followed to it (otherurl = genericurl); the top itself when it
   // is no alternation of names (RFC 1808's URL); then the other entries.
   const auto& top_body = body( top_ );
   const bool alternatives = top_body.what == kind::alternation && std::all_of( top_body.subs.begin(), top_body.subs.end(), []( const expression& a ) { return a.what == kind::name; } );
   for( const auto& alt : alternatives ? top_body.subs : std::vector< expression >{ expression{ kind::name, top_, 0, {} } } ) {
      std::string name = alt.text;
      while( body( name ).what == kind::name ) {
         name = body( name ).text;
      }
      targets_.push_back( name );
   }
   top_targets_ = targets_.size();
   targets_.insert( targets_.end(), entries_.begin() + 1, entries_.end() );
   for( const auto& name : order_ ) {
      if( !entry( name ).empty() ) {
         add_points( name, body( name ) );
         if( infinite( name ) ) {
            positions_.push_back( name );
         }
      }
   }
   // The byte classes: the productions that are alternations of one-byte
   // literals, but those whose bytes the others already hold (ftptype).
   std::vector< byte_class > candidates;
   for( const auto& name : order_ ) {
      const auto& b = body( name );
      if( b.what != kind::alternation ) {
         continue;
      }
      // ABNF's %x41-5A / %x61-7A: alternations of alternations.
      byte_class c{ name, {} };
      const auto bytes_of = [ &c ]( const expression& e, const auto& self ) -> bool {
         if( e.what == kind::alternation ) {
            return std::all_of( e.subs.begin(), e.subs.end(), [ & ]( const expression& a ) { return self( a, self ); } );
         }
         if( e.what != kind::literal || e.text.size() != 1 ) {
            return false;
         }
         c.bytes.push_back( static_cast< unsigned char >( e.text[ 0 ] ) );
         return true;
      };
      if( bytes_of( b, bytes_of ) ) {
         candidates.push_back( std::move( c ) );
      }
   }
   for( const auto& c : candidates ) {
      const bool covered = std::all_of( c.bytes.begin(), c.bytes.end(), [ & ]( unsigned char b ) {
         return std::any_of( candidates.begin(), candidates.end(), [ & ]( const byte_class& o ) {
            return &o != &c && std::find( o.bytes.begin(), o.bytes.end(), b ) != o.bytes.end() && o.bytes.size() >= c.bytes.size();
         } );
      } );
      if( !covered ) {
         classes_.push_back( c );
      }
   }
   // The bytes no production names, by what they are.
   byte_class nul{ "NUL", { 0 } }, cr{ "CR", { '\r' } }, lf{ "LF", { '\n' } }, control{ "control", {} }, space{ "space", { ' ' } }, high{ "byte>=0x80", {} };
   for( unsigned b = 0; b < 256; ++b ) {
      const auto u = static_cast< unsigned char >( b );
      const bool named = std::any_of( classes_.begin(), classes_.end(), [ & ]( const byte_class& c ) { return std::find( c.bytes.begin(), c.bytes.end(), u ) != c.bytes.end(); } );
      if( named || b == 0 || b == '\r' || b == '\n' || b == ' ' ) {
         continue;
      }
      ( b >= 0x80 ? high : control ).bytes.push_back( u );
   }
   for( auto* c : { &nul, &cr, &lf, &control, &space, &high } ) {
      if( !c->bytes.empty() ) {
         classes_.push_back( *c );
      }
   }
}

const expression& model::body( std::string_view production ) const
{
   const auto i = bodies_.find( production );
   if( i == bodies_.end() ) {
      throw std::invalid_argument( "no production '" + std::string( production ) + "' in " + grammar_name() );
   }
   return *i->second;
}

bool model::defined( std::string_view production ) const
{
   return bodies_.count( production ) != 0;
}

bool model::reaches( std::string_view p, std::string_view q ) const
{
   const auto i = reach_.find( p );
   return i != reach_.end() && i->second.count( std::string( q ) ) != 0;
}

bool model::reaches( const expression& e, std::string_view q ) const
{
   if( e.what == kind::name ) {
      return e.text == q || reaches( e.text, q );
   }
   return std::any_of( e.subs.begin(), e.subs.end(), [ & ]( const expression& s ) { return reaches( s, q ); } );
}

bool model::nullable( const expression& e ) const
{
   return shortest( e ) == 0;
}

bool model::names_nullable( const expression& e ) const
{
   switch( e.what ) {
      case kind::literal:
      case kind::option:
         return true;
      case kind::name:
         return nullable( body( e.text ) );
      case kind::sequence:
         return std::all_of( e.subs.begin(), e.subs.end(), [ & ]( const expression& s ) { return names_nullable( s ); } );
      case kind::alternation:
         return std::any_of( e.subs.begin(), e.subs.end(), [ & ]( const expression& s ) { return names_nullable( s ); } );
      case kind::repetition:
         return e.minimum == 0 || names_nullable( e.subs[ 0 ] );
      default:
         return false;
   }
}

bool model::has_name( const expression& e ) const
{
   return e.what == kind::name || std::any_of( e.subs.begin(), e.subs.end(), [ & ]( const expression& s ) { return has_name( s ); } );
}

bool model::infinite( std::string_view production ) const
{
   if( reaches( production, production ) ) {
      return true;   // a production that names itself (the drafts' xpalphas)
   }
   const auto any_repetition = [ this ]( const expression& e, const auto& self ) -> bool {
      if( e.what == kind::repetition ) {
         return true;
      }
      if( e.what == kind::name ) {
         return infinite( e.text );
      }
      return std::any_of( e.subs.begin(), e.subs.end(), [ & ]( const expression& s ) { return self( s, self ); } );
   };
   return any_repetition( body( production ), any_repetition );
}

std::size_t model::shortest( const expression& e ) const
{
   if( const auto i = shortest_.find( &e ); i != shortest_.end() ) {
      return i->second;
   }
   std::size_t n = 0;
   switch( e.what ) {
      case kind::literal:
         n = e.text.size();
         break;
      case kind::name:
         n = shortest( body( e.text ) );
         break;
      case kind::sequence:
         for( const auto& s : e.subs ) {
            n += shortest( s );
         }
         break;
      case kind::alternation:
         n = static_cast< std::size_t >( -1 );
         for( const auto& s : e.subs ) {
            n = std::min( n, shortest( s ) );
         }
         break;
      case kind::option:
         n = 0;
         break;
      case kind::repetition:
         n = e.minimum * shortest( e.subs[ 0 ] );
         break;
      default:
         n = 0;
   }
   shortest_[ &e ] = n;
   return n;
}

std::string model::describe( const expression& e, int depth )
{
   const auto inner = [ & ]( const expression& s ) {
      if( depth <= 0 && ( s.what == kind::option || s.what == kind::repetition || s.what == kind::sequence || s.what == kind::alternation ) ) {
         return std::string( s.what == kind::option ? "[…]" : s.what == kind::repetition ? "*[…]" : "(…)" );
      }
      return describe( s, depth - 1 );
   };
   if( const auto text = case_insensitive( e ) ) {
      return "%i" + notation::show_literal( *text );   // RFC 7405's notation
   }
   switch( e.what ) {
      case kind::name:
         return e.text;
      case kind::literal:
         return notation::show_literal( e.text );
      case kind::sequence:
      case kind::alternation: {
         std::string s;
         for( const auto& sub : e.subs ) {
            if( !s.empty() ) {
               s += e.what == kind::sequence ? " " : " | ";
            }
            s += ( sub.what == kind::alternation || ( sub.what == kind::sequence && e.what == kind::sequence ) ) ? "( " + inner( sub ) + " )" : inner( sub );
         }
         return s;
      }
      case kind::option:
         return "[" + inner( e.subs[ 0 ] ) + "]";
      case kind::repetition: {
         const auto& s = e.subs[ 0 ];
         const std::string n = e.minimum == 0 ? "*" : std::to_string( e.minimum ) + "*";
         return n + ( s.what == kind::name || s.what == kind::literal ? inner( s ) : "[" + inner( s ) + "]" );
      }
      default:
         return "?";
   }
}

void model::add_points( const std::string& production, const expression& e )
{
   choice_point p{ &e, production, {}, {} };
   const std::string base = production + "/";
   switch( e.what ) {
      case kind::alternation:
         for( const auto& alt : e.subs ) {
            // ABNF's %x41-5A inside ALPHA's alternation: its first and last
            // byte, not the 26.
            const bool range = alt.what == kind::alternation && alt.subs.size() > 3 && alt.subs.front().what == kind::literal && alt.subs.back().what == kind::literal;
            p.items.push_back( base + ( range ? "( " + notation::show_literal( alt.subs.front().text ) + " | … | " + notation::show_literal( alt.subs.back().text ) + " )" : describe( alt, 0 ) ) );
         }
         break;
      case kind::option:
         p.label = describe( e, 1 );
         p.items.push_back( base + p.label + ":present" );
         p.items.push_back( base + p.label + ":absent" );
         if( has_name( e.subs[ 0 ] ) && names_nullable( e.subs[ 0 ] ) ) {
            p.items.push_back( base + p.label + ":empty" );
         }
         break;
      case kind::repetition:
         p.label = describe( e, 1 );
         if( e.minimum == 0 ) {
            p.items.push_back( base + p.label + ":0" );
         }
         if( e.minimum <= 1 ) {
            p.items.push_back( base + p.label + ":1" );
         }
         p.items.push_back( base + p.label + ":many" );
         break;
      default:
         break;
   }
   if( !p.items.empty() ) {
      point_of_[ &e ] = points_.size();
      points_.push_back( std::move( p ) );
   }
   for( const auto& s : e.subs ) {
      add_points( production, s );
   }
}

const choice_point* model::point( const expression* node ) const
{
   const auto i = point_of_.find( node );
   return i == point_of_.end() ? nullptr : &points_[ i->second ];
}

std::string_view model::rewrite( std::string_view production ) const
{
   const auto p = production_of( of_, production );
   return p ? p->rewrite : std::string_view();
}

const std::string& model::entry( std::string_view production ) const
{
   static const std::string none;
   for( const auto& e : entries_ ) {
      if( e == production || reaches( e, production ) ) {
         return e;
      }
   }
   return none;
}

std::string model::grammar_name() const
{
   return of_ == edition::rfc1738 ? std::string( "RFC 1738 §5" ) : std::string( name_of( of_ ) );
}

}  // namespace rfc1738::suite

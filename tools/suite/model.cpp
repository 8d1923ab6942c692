// SPDX-License-Identifier: BSL-1.0
#include "model.hpp"

#include <algorithm>
#include <stdexcept>

#include "rfc1738/grammar/bnf_tree.hpp"
#include "rfc1738/grammar/production_info.hpp"

namespace rfc1738::suite {

namespace {

using kind = expression::kind;

// The expression at node i of the generated tree, with the nodes below it.
expression from_tree( std::size_t i )
{
   namespace tree = grammar::bnf_tree;
   const tree::node& n = tree::nodes[ i ];
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
      e.subs.push_back( from_tree( std::size_t( n.first ) + k ) );
   }
   return e;
}

void names_in( const expression& e, std::set< std::string >& out )
{
   if( e.what == kind::name ) {
      out.insert( e.text );
   }
   for( const auto& s : e.subs ) {
      names_in( s, out );
   }
}

std::string quoted( const std::string& literal )
{
   return literal == "\"" ? std::string( "<\">" ) : '"' + literal + '"';
}

}  // namespace

const model& model::get()
{
   static const model m;
   return m;
}

model::model()
{
   for( std::size_t p = 0; p < grammar::production_count; ++p ) {
      definitions_.push_back( { std::string( grammar::production_names[ p ] ), from_tree( grammar::bnf_tree::roots[ p ] ) } );
   }
   for( const auto& d : definitions_ ) {
      bodies_.emplace( d.name, &d.body );
      order_.push_back( d.name );
   }
   // Reachability: the grammar is acyclic (the generator refuses cycles).
   std::map< std::string, std::set< std::string > > direct;
   for( const auto& d : definitions_ ) {
      names_in( d.body, direct[ d.name ] );
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
   // The targets: url's alternatives, a production that only names another
   // followed to it (otherurl = genericurl).
   for( const auto& alt : body( "url" ).subs ) {
      std::string name = alt.text;
      while( body( name ).what == kind::name ) {
         name = body( name ).text;
      }
      targets_.push_back( name );
   }
   for( const auto& name : order_ ) {
      if( name == "url" || reaches( "url", name ) ) {
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
      byte_class c{ name, {} };
      for( const auto& alt : b.subs ) {
         if( alt.what != kind::literal || alt.text.size() != 1 ) {
            c.bytes.clear();
            break;
         }
         c.bytes.push_back( static_cast< unsigned char >( alt.text[ 0 ] ) );
      }
      if( !c.bytes.empty() ) {
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
      throw std::invalid_argument( "no production '" + std::string( production ) + "' in RFC 1738 §5" );
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
   switch( e.what ) {
      case kind::name:
         return e.text;
      case kind::literal:
         return quoted( e.text );
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
            p.items.push_back( base + describe( alt, 0 ) );
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
   for( const auto& info : grammar::production_table ) {
      if( info.rfc_name == production ) {
         return info.rewrite;
      }
   }
   return {};
}

}  // namespace rfc1738::suite

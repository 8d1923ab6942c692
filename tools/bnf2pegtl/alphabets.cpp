// SPDX-License-Identifier: BSL-1.0
#include "alphabets.hpp"

#include <algorithm>
#include <set>

#include "reader.hpp"

namespace rfc1738::bnf2pegtl {

namespace {

// The production named `escape` ("%" hex hex): a unit of an alphabet.
const std::string escape_name = "escape";

const definition* find( const grammar& g, const std::string& name )
{
   return find_production( g, name );
}

void collect( const grammar& g, const expression& e, alphabet& a, std::set< std::string >& seen )
{
   if( e.what == expression::kind::literal ) {
      for( const char c : e.text ) {
         const auto b = static_cast< unsigned char >( c );
         if( !a.holds( b ) ) {
            a.bytes.push_back( b );
         }
      }
      return;
   }
   if( e.what == expression::kind::name ) {
      if( e.text == escape_name ) {
         a.escape = true;
      }
      else if( const auto* d = find( g, e.text ); d && seen.insert( e.text ).second ) {
         collect( g, d->body, a, seen );
      }
      return;
   }
   for( const auto& s : e.subs ) {
      collect( g, s, a, seen );
   }
}

// The productions `e` names, through the names of each.
void names_below( const grammar& g, const expression& e, std::set< std::string >& out )
{
   if( e.what == expression::kind::name ) {
      if( const auto* d = find( g, e.text ); d && out.insert( e.text ).second ) {
         names_below( g, d->body, out );
      }
      return;
   }
   for( const auto& s : e.subs ) {
      names_below( g, s, out );
   }
}

// The literals that may follow each component in a URL form's BNF, read as
// url_forms reads it: names that lead to components written out, a
// component or any other production a unit whose first bytes are no
// delimiter of the form.
class followers {
public:
   followers( const grammar& g, const std::string& form )
      : g_( g ),
        form_( form )
   {}

   void walk( const expression& e, const std::vector< std::string >& after )
   {
      using k = expression::kind;
      switch( e.what ) {
         case k::literal:
            return;
         case k::name:
            if( is_component( g_, e.text ) ) {
               for( const auto& l : after ) {
                  add( e.text, l );
               }
               // A component with components of its own (grouppart): they
               // are followed by what follows it, and by its own literals.
               if( contains( e.text ) && !inside_.count( e.text ) ) {
                  inside_.insert( e.text );
                  walk( find( g_, e.text )->body, after );
                  inside_.erase( e.text );
               }
            }
            else if( const auto* d = find( g_, e.text ); d && reaches( e ) && !inside_.count( e.text ) ) {
               inside_.insert( e.text );
               walk( d->body, after );
               inside_.erase( e.text );
            }
            return;
         case k::sequence:
            sequence( e.subs, after );
            return;
         case k::alternation:
            for( const auto& s : e.subs ) {
               walk( s, after );
            }
            return;
         case k::option:
            sequence( e.subs, after );
            return;
         case k::repetition: {
            // Each round may be followed by the next one's first literals.
            auto again = after;
            for( const auto& l : first_of( e.subs ) ) {
               again.push_back( l );
            }
            sequence( e.subs, again );
            return;
         }
         default:
            throw read_error( "a URL form holds a PEG-only expression" );
      }
   }

   const std::vector< delimiter_proof >& proofs() const noexcept
   {
      return proofs_;
   }

private:
   // A component whose own parts are components too (grouppart).
   bool contains( const std::string& name ) const
   {
      return std::any_of( g_.components.begin(), g_.components.end(), [ & ]( const component_fact& c ) { return c.production == name && c.kind == "contains"; } );
   }

   void add( const std::string& component, const std::string& literal )
   {
      for( const auto& p : proofs_ ) {
         if( p.component == component && p.literal == literal ) {
            return;
         }
      }
      proofs_.push_back( { form_, component, literal, false } );
   }

   // Whether `e` leads to a component through productions that are not.
   bool reaches( const expression& e ) const
   {
      std::set< std::string > below;
      names_below( g_, e, below );
      return std::any_of( below.begin(), below.end(), [ & ]( const std::string& n ) { return is_component( g_, n ); } );
   }

   void sequence( const std::vector< expression >& items, const std::vector< std::string >& after )
   {
      for( std::size_t i = 0; i < items.size(); ++i ) {
         std::vector< std::string > next;
         bool through = true;
         for( std::size_t j = i + 1; j < items.size() && through; ++j ) {
            for( const auto& l : first_of( { items[ j ] } ) ) {
               next.push_back( l );
            }
            through = nullable( items[ j ] );
         }
         if( through ) {
            next.insert( next.end(), after.begin(), after.end() );
         }
         walk( items[ i ], next );
      }
   }

   // The form's literals a sequence of items may begin with.
   std::vector< std::string > first_of( const std::vector< expression >& items ) const
   {
      std::vector< std::string > out;
      for( const auto& e : items ) {
         using k = expression::kind;
         if( e.what == k::literal ) {
            out.push_back( e.text );
         }
         else if( e.what == k::name ) {
            if( !is_component( g_, e.text ) && reaches( e ) && !inside_.count( e.text ) ) {
               const auto more = first_of( { find( g_, e.text )->body } );
               out.insert( out.end(), more.begin(), more.end() );
            }
         }
         else if( e.what == k::alternation ) {
            for( const auto& s : e.subs ) {
               const auto more = first_of( { s } );
               out.insert( out.end(), more.begin(), more.end() );
            }
         }
         else {
            const auto more = first_of( e.subs );
            out.insert( out.end(), more.begin(), more.end() );
         }
         if( !nullable( e ) ) {
            break;
         }
      }
      return out;
   }

   bool nullable( const expression& e ) const
   {
      std::set< std::string > seen;
      return nullable( e, seen );
   }

   bool nullable( const expression& e, std::set< std::string >& seen ) const
   {
      using k = expression::kind;
      switch( e.what ) {
         case k::literal:
            return e.text.empty();
         case k::name: {
            const auto* d = find( g_, e.text );
            return d && seen.insert( e.text ).second && nullable( d->body, seen );
         }
         case k::alternation:
            return std::any_of( e.subs.begin(), e.subs.end(), [ & ]( const expression& s ) { return nullable( s, seen ); } );
         case k::option:
            return true;
         case k::repetition:
            if( e.minimum == 0 ) {
               return true;
            }
            [[fallthrough]];
         default:
            return std::all_of( e.subs.begin(), e.subs.end(), [ & ]( const expression& s ) { return nullable( s, seen ); } );
      }
   }

   const grammar& g_;
   std::string form_;
   std::set< std::string > inside_;
   std::vector< delimiter_proof > proofs_;
};

}  // namespace

const definition* find_production( const grammar& g, const std::string& name )
{
   for( const auto& d : g.productions ) {
      if( d.name == name ) {
         return &d;
      }
   }
   return nullptr;
}

bool is_component( const grammar& g, const std::string& name )
{
   return std::any_of( g.components.begin(), g.components.end(), [ & ]( const component_fact& c ) { return c.production == name; } );
}

bool alphabet::holds( const unsigned char b ) const
{
   return std::find( bytes.begin(), bytes.end(), b ) != bytes.end();
}

alphabet alphabet_of( const grammar& g, const std::string& production )
{
   expression e;
   e.what = expression::kind::name;
   e.text = production;
   return alphabet_of( g, e );
}

alphabet alphabet_of( const grammar& g, const expression& e )
{
   alphabet a;
   std::set< std::string > seen;
   collect( g, e, a, seen );
   return a;
}

std::vector< std::string > alphabet_productions( const grammar& g )
{
   std::set< std::string > wanted;
   for( const auto& c : g.components ) {
      expression e;
      e.what = expression::kind::name;
      e.text = c.production;
      names_below( g, e, wanted );
   }
   std::vector< std::string > out;
   for( const auto& d : g.productions ) {
      if( !wanted.count( d.name ) || d.name == escape_name ) {
         continue;
      }
      // A set of single bytes (charsets.hpp): an alternation of one-byte
      // literals and of other such sets, through names (no deeper than the
      // grammar has productions: a cycle of names is no set).
      const auto one_byte = [ & ]( const expression& x, const std::size_t depth, auto& self ) -> bool {
         if( x.what == expression::kind::literal ) {
            return x.text.size() == 1;
         }
         if( x.what == expression::kind::name ) {
            const auto* n = find( g, x.text );
            return n && depth < g.productions.size() && self( n->body, depth + 1, self );
         }
         if( x.what == expression::kind::alternation ) {
            return std::all_of( x.subs.begin(), x.subs.end(), [ & ]( const expression& s ) { return self( s, depth, self ); } );
         }
         return false;
      };
      if( !one_byte( d.body, 0, one_byte ) ) {
         out.push_back( d.name );
      }
   }
   return out;
}

std::vector< delimiter_proof > delimiter_proofs( const grammar& g )
{
   std::vector< delimiter_proof > all;
   for( const auto& f : url_forms( g ) ) {
      const auto* d = find( g, f.syntax );
      if( !d ) {
         continue;
      }
      followers walk( g, f.syntax );
      walk.walk( d->body, {} );
      for( auto p : walk.proofs() ) {
         if( p.literal.empty() ) {
            continue;
         }
         const auto a = alphabet_of( g, p.component );
         const auto first = static_cast< unsigned char >( p.literal.front() );
         if( a.holds( first ) ) {
            throw read_error( to_string( d->where ) + ": " + p.form + ": component `" + p.component + "` is followed by \"" + p.literal + "\", whose first byte \"" +
                              std::string( 1, static_cast< char >( first ) ) + "\" is in the component's own alphabet: a split at the form's delimiters would not be exact" );
         }
         // A literal that begins with "%", as the escapes ("%" hex hex) the
         // component takes do: not a delimiter of it, though no refusal.
         p.holds = !( a.escape && first == '%' );
         all.push_back( p );
      }
   }
   return all;
}

}  // namespace rfc1738::bnf2pegtl

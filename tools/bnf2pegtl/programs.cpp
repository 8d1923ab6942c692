// SPDX-License-Identifier: BSL-1.0
#include "programs.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "alphabets.hpp"
#include "reader.hpp"

namespace rfc1738::bnf2pegtl {

namespace {

using step = program_step;
using k = expression::kind;

// The api tree (include/rfc1738/parse_tree.hpp, selects) shows no label of
// a hostname; the library checks this list against selects() for every
// production (split_programs.hpp's `shown`).
const std::set< std::string > hostname_labels = { "domainlabel", "toplabel" };

// A form the steps cannot express: its split stays the PEG's.
struct not_expressible {
   std::string why;
};

// A unit of one byte or an escape: a one-byte literal, a name of one, an
// alternation or a sequence (escape: "%" hex hex) of such units.
bool character_level( const grammar& g, const expression& e )
{
   switch( e.what ) {
      case k::literal:
         return e.text.size() == 1;
      case k::name: {
         const auto* d = find_production( g, e.text );
         return d && character_level( g, d->body );
      }
      case k::alternation:
      case k::sequence:
         return std::all_of( e.subs.begin(), e.subs.end(), [ & ]( const expression& s ) { return character_level( g, s ); } );
      default:
         return false;
   }
}

// What may come next in a span, after a step: the first bytes of the
// literals it may begin with, whether it may begin with anything else (a
// run, a node), and the alphabet of all of it up to the span's end.
struct follow {
   std::string bytes;
   bool open = false;
   alphabet rest;
};

void add_bytes( std::string& to, const std::string& bytes )
{
   for( const char b : bytes ) {
      if( to.find( b ) == std::string::npos ) {
         to += b;
      }
   }
}

void add_alphabet( alphabet& to, const alphabet& a )
{
   for( const unsigned char b : a.bytes ) {
      if( !to.holds( b ) ) {
         to.bytes.push_back( b );
      }
   }
   to.escape = to.escape || a.escape;
}

std::string shown( const std::string& bytes )
{
   return "\"" + bytes + "\"";
}

class compiler {
public:
   compiler( const grammar& g, const url_form& f )
      : g_( g ),
        form_( f )
   {
      for( const auto& r : g.rewrites ) {
         for( const auto& d : r.rules ) {
            peg_[ d.name ] = &d.body;
         }
      }
   }

   std::vector< step > program()
   {
      std::vector< step > out;
      compile( body( form_.syntax ), 2, follow{}, out );
      return out;
   }

private:
   // The PEG form of a production: its rewrite's, else the BNF's.
   const expression& body( const std::string& name ) const
   {
      if( const auto i = peg_.find( name ); i != peg_.end() ) {
         return *i->second;
      }
      const auto* d = find_production( g_, name );
      if( !d ) {
         throw read_error( form_.syntax + ": no production `" + name + "`" );
      }
      return d->body;
   }

   bool reaches_shown( const expression& e ) const
   {
      if( e.what == k::name ) {
         return shown_in_api( g_, e.text ) || reaches_shown( body( e.text ) );
      }
      return std::any_of( e.subs.begin(), e.subs.end(), [ & ]( const expression& s ) { return reaches_shown( s ); } );
   }

   bool nullable( const expression& e ) const
   {
      switch( e.what ) {
         case k::literal:
            return e.text.empty();
         case k::name:
            return nullable( body( e.text ) );
         case k::alternation:
            return std::any_of( e.subs.begin(), e.subs.end(), [ & ]( const expression& s ) { return nullable( s ); } );
         case k::option:
            return true;
         case k::repetition:
            return e.minimum == 0 || std::all_of( e.subs.begin(), e.subs.end(), [ & ]( const expression& s ) { return nullable( s ); } );
         case k::sequence:
            return std::all_of( e.subs.begin(), e.subs.end(), [ & ]( const expression& s ) { return nullable( s ); } );
         default:
            return true;   // lookaheads and <eof> consume nothing
      }
   }

   // The first bytes of the literals `items` (a sequence) may begin with.
   void first( const std::vector< expression >& items, follow& out ) const
   {
      for( const auto& e : items ) {
         first( e, out );
         if( !nullable( e ) ) {
            return;
         }
      }
   }

   void first( const expression& e, follow& out ) const
   {
      switch( e.what ) {
         case k::literal:
            if( !e.text.empty() ) {
               add_bytes( out.bytes, e.text.substr( 0, 1 ) );
            }
            return;
         case k::name:
            if( character_level( g_, body( e.text ) ) ) {
               out.open = true;
               return;
            }
            first( body( e.text ), out );
            return;
         case k::alternation:
            for( const auto& s : e.subs ) {
               first( s, out );
            }
            return;
         case k::option:
         case k::repetition:
         case k::sequence:
            first( e.subs, out );
            return;
         default:
            return;
      }
   }

   // What follows item i of `items` in the span, `after` following them all.
   follow after_item( const std::vector< expression >& items, const std::size_t i, const follow& after ) const
   {
      follow f;
      bool through = true;
      for( std::size_t j = i + 1; j < items.size(); ++j ) {
         if( through ) {
            first( items[ j ], f );
            through = nullable( items[ j ] );
         }
         add_alphabet( f.rest, alphabet_of( g_, items[ j ] ) );
      }
      if( through ) {
         add_bytes( f.bytes, after.bytes );
         f.open = f.open || after.open;
      }
      add_alphabet( f.rest, after.rest );
      return f;
   }

   // The proof of a step that ends at the first of `stops`: no stop is one
   // of the bytes of its words (refused), nor the "%" of an escape it takes
   // (not expressible: the form stays the PEG's), and nothing but literals
   // can follow it.
   std::string stops_of( const std::string& what, const expression& e, const follow& after, const std::size_t lead = 0 ) const
   {
      if( after.open ) {
         throw not_expressible{ what + " is followed by more than a literal: no byte ends it" };
      }
      // Past a leading literal of `lead` bytes: the alphabet of the rest.
      alphabet a = alphabet_of( g_, e );
      if( lead != 0 ) {
         const auto& items = body( e.text ).subs;
         const expression rest{ k::sequence, "", 0, std::vector< expression >( items.begin() + 1, items.end() ), {} };
         a = alphabet_of( g_, rest );
         const expression tail{ k::literal, items[ 0 ].text.substr( 1 ), 0, {}, {} };
         add_alphabet( a, alphabet_of( g_, tail ) );
      }
      for( const char b : after.bytes ) {
         if( a.holds( static_cast< unsigned char >( b ) ) ) {
            throw read_error( where() + form_.syntax + ": " + what + " ends at the first " + shown( std::string( 1, b ) ) + " after it, which is one of its own bytes: a split at it would not be exact" );
         }
         if( b == '%' && a.escape ) {
            throw not_expressible{ what + " ends at a literal that begins with \"%\", as its escapes do" };
         }
      }
      return after.bytes;
   }

   // The gate of an option or a repetition of `items`, `after` following.
   void gate( step& s, const std::vector< expression >& subs, const follow& after ) const
   {
      const auto& items = subs.size() == 1 && subs[ 0 ].what == k::sequence ? subs[ 0 ].subs : subs;
      follow begins;
      first( items, begins );
      const bool empty = std::all_of( items.begin(), items.end(), [ & ]( const expression& e ) { return nullable( e ); } );
      if( !begins.open && begins.bytes.size() == 1 && !empty ) {
         // It begins with a literal whose first byte begins nothing that
         // may follow it in the span: taken exactly when that byte is next.
         const char b = begins.bytes[ 0 ];
         if( after.bytes.find( b ) != std::string::npos || ( after.open && after.rest.holds( static_cast< unsigned char >( b ) ) ) ) {
            throw not_expressible{ "an optional part begins with " + shown( std::string( 1, b ) ) + ", which may also follow it" };
         }
         s.when = step::gate::begins;
         s.byte = b;
         return;
      }
      if( s.kind == step::op::repeat ) {
         throw not_expressible{ "a repetition that does not begin with a literal" };
      }
      const expression whole{ k::sequence, "", 0, items, {} };
      if( !empty && !after.open && after.bytes.size() == 1 && !alphabet_of( g_, whole ).holds( static_cast< unsigned char >( after.bytes[ 0 ] ) ) ) {
         // Not empty, and the one literal after it is none of its bytes:
         // taken exactly when that literal is not next.
         s.when = step::gate::absent;
         s.byte = after.bytes[ 0 ];
         return;
      }
      for( const auto& e : items ) {
         // A literal it always holds, whose first byte nothing after it in
         // the span holds: taken exactly when that byte is in the span.
         if( e.what == k::literal && !e.text.empty() && !after.rest.holds( static_cast< unsigned char >( e.text[ 0 ] ) ) && after.bytes.find( e.text[ 0 ] ) == std::string::npos ) {
            s.when = step::gate::holds;
            s.byte = e.text[ 0 ];
            return;
         }
      }
      throw not_expressible{ "an optional part holds no byte that decides whether it is there" };
   }

   // A node of `name` at `depth`: a component is where the component model
   // puts it (its path's productions between the form's node and its own).
   void check_depth( const std::string& name, const unsigned depth ) const
   {
      for( const auto& c : form_.components ) {
         if( c.production != name ) {
            continue;
         }
         if( std::none_of( c.paths.begin(), c.paths.end(), [ & ]( const std::vector< std::string >& p ) { return p.size() + 2 == depth; } ) ) {
            throw read_error( where() + form_.syntax + ": component `" + name + "` would be written at depth " + std::to_string( depth ) + ", where no path of the component model puts it" );
         }
      }
   }

   void compile( const expression& e, const unsigned depth, const follow& after, std::vector< step >& out ) const
   {
      if( e.what == k::literal ) {
         step s;
         s.kind = step::op::literal;
         s.text = e.text;
         out.push_back( s );
         return;
      }
      if( e.what == k::name && shown_in_api( g_, e.text ) ) {
         step s;
         s.kind = step::op::node;
         s.production = e.text;
         s.depth = depth;
         // A node that begins with a literal: its stops are looked for after it.
         const auto& b = body( e.text );
         const std::size_t lead = b.what == k::sequence && !b.subs.empty() && b.subs[ 0 ].what == k::literal ? b.subs[ 0 ].text.size() : 0;
         s.stops = stops_of( "`" + e.text + "`", e, after, lead );
         s.lead = lead;
         // The model's components of the form: those not inside a part
         // (the digits of a port are no nntpurl's article number).
         const bool part = is_part( e.text );
         if( inside_part_ == 0 ) {
            check_depth( e.text, depth );
         }
         if( reaches_shown( body( e.text ) ) ) {
            inside_part_ += part ? 1 : 0;
            compile( body( e.text ), depth + 1, follow{}, s.steps );
            inside_part_ -= part ? 1 : 0;
         }
         out.push_back( s );
         return;
      }
      if( !reaches_shown( e ) ) {
         step s;
         s.kind = step::op::skip;
         s.stops = stops_of( "a run without nodes", e, after );
         out.push_back( s );
         return;
      }
      switch( e.what ) {
         case k::name:
            compile( body( e.text ), depth, after, out );
            return;
         case k::sequence:
            for( std::size_t i = 0; i < e.subs.size(); ++i ) {
               compile( e.subs[ i ], depth, after_item( e.subs, i, after ), out );
            }
            return;
         case k::option:
         case k::repetition: {
            if( e.what == k::repetition && e.minimum != 0 ) {
               throw not_expressible{ "a repetition of at least one part that holds nodes" };
            }
            step s;
            s.kind = e.what == k::option ? step::op::option : step::op::repeat;
            // A round of a repetition may be followed by the next round.
            follow inside = after;
            if( s.kind == step::op::repeat ) {
               first( e.subs, inside );
               add_alphabet( inside.rest, alphabet_of( g_, e ) );
            }
            gate( s, e.subs, after );
            const expression items{ k::sequence, "", 0, e.subs, {} };
            compile( items, depth, inside, s.steps );
            out.push_back( s );
            return;
         }
         case k::alternation:
            choice( e, depth, after, out );
            return;
         default:
            throw not_expressible{ "a lookahead outside the end of an alternative" };
      }
   }

   // An ordered choice: the first alternative (PEG order) whose production
   // derives the span; the last one without a test. An alternative is a
   // production (a trailing lookahead that the span's end satisfies aside),
   // a literal, or, last, a run without nodes.
   void choice( const expression& e, const unsigned depth, const follow& after, std::vector< step >& out ) const
   {
      step c;
      c.kind = step::op::choice;
      for( std::size_t i = 0; i < e.subs.size(); ++i ) {
         const expression* alt = &e.subs[ i ];
         if( alt->what == k::sequence && !alt->subs.empty() &&
             std::all_of( alt->subs.begin() + 1, alt->subs.end(), []( const expression& s ) { return s.what == k::not_followed; } ) ) {
            alt = &alt->subs[ 0 ];
         }
         const bool last = i + 1 == e.subs.size();
         step o;
         o.kind = step::op::option;
         if( alt->what == k::name ) {
            o.when = last ? step::gate::always : step::gate::derives;
            o.production = alt->text;
         }
         else if( alt->what == k::literal ) {
            o.when = last ? step::gate::always : step::gate::equals;
            o.text = alt->text;
         }
         else if( !last || reaches_shown( *alt ) ) {
            throw not_expressible{ "an alternative that is neither a production nor a literal" };
         }
         compile( *alt, depth, after, o.steps );
         c.steps.push_back( o );
      }
      out.push_back( c );
   }

   // The form's definition, as refusals begin: "file:line:column: ".
   std::string where() const
   {
      const auto* d = find_production( g_, form_.syntax );
      return d ? to_string( d->where ) + ": " : std::string();
   }

   // A component whose own parts are not components of the form.
   bool is_part( const std::string& name ) const
   {
      return std::any_of( g_.components.begin(), g_.components.end(), [ & ]( const component_fact& c ) { return c.production == name && c.kind != "contains"; } );
   }

   const grammar& g_;
   const url_form& form_;
   std::map< std::string, const expression* > peg_;
   mutable unsigned inside_part_ = 0;
};

}  // namespace

bool shown_in_api( const grammar& g, const std::string& production )
{
   const auto* d = find_production( g, production );
   if( !d || hostname_labels.count( production ) ) {
      return false;
   }
   return is_component( g, production ) || !character_level( g, d->body );
}

std::vector< split_program > split_programs( const grammar& g )
{
   std::vector< split_program > out;
   for( const auto& f : url_forms( g ) ) {
      split_program p;
      p.form = f.syntax;
      try {
         p.steps = compiler( g, f ).program();
      }
      catch( const not_expressible& n ) {
         p.why_not = n.why;
         p.steps.clear();
      }
      out.push_back( std::move( p ) );
   }
   return out;
}

}  // namespace rfc1738::bnf2pegtl

// SPDX-License-Identifier: BSL-1.0
#include "programs.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "alphabets.hpp"
#include "reader.hpp"

namespace rfc1738::bnf2pegtl {

namespace {

using step = program_step;
using k = expression::kind;

// The api tree shows no label of a hostname: with the character-level
// productions, the productions shown_in_api refuses, written as
// components.hpp's `api_shown`, which rfc1738::selects reads.
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

// The production a rule names: a rewrite's variant (`selector/gopher`) is
// its production's (`selector`).
std::string base_of( const std::string& name )
{
   return name.substr( 0, name.find( '/' ) );
}

// The items of a repetition or an option: `*[ a b ]` holds them as one
// sequence or as its subs.
const std::vector< expression >& items_of( const expression& e )
{
   return e.subs.size() == 1 && e.subs[ 0 ].what == k::sequence ? e.subs[ 0 ].subs : e.subs;
}

// A byte that may stand inside an escape ("%" hex hex), past its "%".
bool hex_digit( const char b )
{
   return ( b >= '0' && b <= '9' ) || ( b >= 'A' && b <= 'F' ) || ( b >= 'a' && b <= 'f' );
}

// Where a node that is a run of units up to a literal ends (compiler::until_of).
struct run_until {
   std::string until;
   std::string refuse;
};

class compiler {
public:
   // `nodes`: an edition's (uri_split_program), else RFC 1738's api tree.
   compiler( const grammar& g, const url_form& f, const std::vector< std::string >* nodes = nullptr )
      : g_( g ),
        form_( f ),
        nodes_( nodes )
   {
      for( const auto& r : g.rewrites ) {
         for( const auto& d : r.rules ) {
            peg_[ d.name ] = &d.body;
         }
      }
   }

   // An edition's program: the top production's PEG form, nothing after it.
   std::vector< step > top()
   {
      std::vector< step > out;
      compile( body( form_.syntax ), 0, follow{}, out );
      return out;
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

   // Whether the program writes a node of production `name`.
   bool is_node( const std::string& name ) const
   {
      if( nodes_ ) {
         return std::find( nodes_->begin(), nodes_->end(), name ) != nodes_->end();
      }
      return shown_in_api( g_, base_of( name ) );
   }

   bool reaches_shown( const expression& e ) const
   {
      if( e.what == k::name ) {
         return is_node( e.text ) || reaches_shown( body( e.text ) );
      }
      return std::any_of( e.subs.begin(), e.subs.end(), [ & ]( const expression& s ) { return reaches_shown( s ); } );
   }

   bool nullable( const expression& e ) const
   {
      return empty_match( e, true );
   }

   // Whether the PEG's match of `e` never fails (it may be empty): nullable
   // without a lookahead, which may fail.
   bool always_matches( const expression& e ) const
   {
      return empty_match( e, false );
   }

   bool empty_match( const expression& e, const bool lookaheads ) const
   {
      const auto each = [ & ]( const expression& s ) { return empty_match( s, lookaheads ); };
      switch( e.what ) {
         case k::literal:
            return e.text.empty();
         case k::name:
            return empty_match( body( e.text ), lookaheads );
         case k::alternation:
            return std::any_of( e.subs.begin(), e.subs.end(), each );
         case k::option:
            return true;
         case k::repetition:
            return e.minimum == 0 || std::all_of( e.subs.begin(), e.subs.end(), each );
         case k::sequence:
            return std::all_of( e.subs.begin(), e.subs.end(), each );
         default:
            return lookaheads;   // a lookahead or <eof> consumes nothing, and may fail
      }
   }

   // The alphabet of `e` with the rewrites' rules read through their PEG
   // form (a variant such as selector/gopher is no production of the BNF),
   // a lookahead taking no byte, a literal that spells an escape an escape.
   alphabet peg_alphabet( const expression& e ) const
   {
      alphabet a;
      std::set< std::string > seen;
      collect( e, a, seen );
      return a;
   }

   void collect( const expression& e, alphabet& a, std::set< std::string >& seen ) const
   {
      switch( e.what ) {
         case k::name:
            if( peg_.count( e.text ) == 0 ) {
               add_alphabet( a, alphabet_of( g_, e ) );
            }
            else if( seen.insert( e.text ).second ) {
               collect( *peg_.at( e.text ), a, seen );
            }
            return;
         case k::literal:
            if( e.text.size() == 3 && e.text[ 0 ] == '%' && hex_digit( e.text[ 1 ] ) && hex_digit( e.text[ 2 ] ) ) {
               a.escape = true;   // a literal escape ("%09"): one unit, as escape's
            }
            else {
               add_alphabet( a, alphabet_of( g_, e ) );
            }
            return;
         case k::not_followed:
         case k::followed:
         case k::end_of_input:
            return;
         default:
            for( const auto& sub : e.subs ) {
               collect( sub, a, seen );
            }
            return;
      }
   }

   // One character: a one-byte literal, an escape, or a choice of such.
   bool one_unit( const expression& e ) const
   {
      switch( e.what ) {
         case k::literal:
            return e.text.size() == 1;
         case k::name: {
            const alphabet a = alphabet_of( g_, e );
            if( a.escape && a.bytes.empty() && peg_.count( e.text ) == 0 ) {
               return true;   // escape itself, "%" hex hex
            }
            return one_unit( body( e.text ) );
         }
         case k::alternation:
            return std::all_of( e.subs.begin(), e.subs.end(), [ & ]( const expression& s ) { return one_unit( s ); } );
         default:
            return false;
      }
   }

   // A node whose PEG form is a run of units U up to a lookahead, with its
   // proofs; none for any other node.
   // - `*[ !T U ]`, T a literal, followed in its span by T or nothing: it
   //   ends at the first T (where the PEG's run ends when the form derives
   //   the input: a unit that is not U could be followed by nothing);
   // - `*[ !N U ]` with N = T *[ !T C ] ( T | !U ), C a unit, everything
   //   that may follow it in its span made of U's: it ends at the first T
   //   after which the units up to the next T or the span's end are C's,
   //   i.e. hold no byte of `refuse` (U's bytes that are not C's, and "%"
   //   when U takes escapes and C does not), else at the span's end.
   // Each T is found by its bytes: its first byte is no hex digit, so that
   // no occurrence begins inside an escape; no byte of `refuse` is one,
   // so that a byte inside an escape is never refused.
   std::optional< run_until > until_of( const std::string& what, const expression& b, const follow& after ) const
   {
      if( b.what != k::repetition || b.minimum != 0 ) {
         return std::nullopt;
      }
      const auto& items = items_of( b );
      if( items.size() != 2 || items[ 0 ].what != k::not_followed || items[ 0 ].subs.size() != 1 || !one_unit( items[ 1 ] ) ) {
         return std::nullopt;
      }
      const expression& x = items[ 0 ].subs[ 0 ];
      const expression& u = items[ 1 ];
      const auto literal_first = [ & ]( const std::string& t ) {
         if( t.empty() || hex_digit( t[ 0 ] ) ) {
            throw not_expressible{ what + " ends at a literal that may begin inside an escape" };
         }
      };
      if( x.what == k::literal ) {
         literal_first( x.text );
         if( after.open || after.bytes.size() > 1 || ( after.bytes.size() == 1 && after.bytes[ 0 ] != x.text[ 0 ] ) ) {
            throw not_expressible{ what + " runs up to " + shown( x.text ) + " but something else may follow it" };
         }
         return run_until{ x.text, "" };
      }
      if( x.what != k::name || peg_.count( x.text ) == 0 ) {
         return std::nullopt;
      }
      const expression& n = body( x.text );
      if( n.what != k::sequence || n.subs.size() != 3 || n.subs[ 0 ].what != k::literal || n.subs[ 1 ].what != k::repetition || n.subs[ 1 ].minimum != 0 ||
          n.subs[ 2 ].what != k::alternation || n.subs[ 2 ].subs.size() != 2 ) {
         return std::nullopt;
      }
      const std::string& t = n.subs[ 0 ].text;
      const auto& run = items_of( n.subs[ 1 ] );
      const auto& ends = n.subs[ 2 ].subs;
      const bool shaped = run.size() == 2 && run[ 0 ].what == k::not_followed && run[ 0 ].subs.size() == 1 && run[ 0 ].subs[ 0 ].what == k::literal &&
                          run[ 0 ].subs[ 0 ].text == t && one_unit( run[ 1 ] ) && ends[ 0 ].what == k::literal && ends[ 0 ].text == t && ends[ 1 ].what == k::not_followed &&
                          ends[ 1 ].subs.size() == 1 && ends[ 1 ].subs[ 0 ].what == k::name && u.what == k::name && ends[ 1 ].subs[ 0 ].text == u.text;
      if( !shaped ) {
         return std::nullopt;
      }
      literal_first( t );
      const alphabet units = peg_alphabet( u );
      const alphabet c = peg_alphabet( run[ 1 ] );
      const alphabet rest = after.rest;
      if( ( rest.escape && !units.escape ) || std::any_of( rest.bytes.begin(), rest.bytes.end(), [ & ]( const unsigned char r ) { return !units.holds( r ); } ) ) {
         throw not_expressible{ what + " may be followed by what is none of its units" };
      }
      std::string refuse;
      for( const unsigned char r : units.bytes ) {
         if( !c.holds( r ) ) {
            refuse += static_cast< char >( r );
         }
      }
      if( units.escape && !c.escape ) {
         refuse += '%';
      }
      if( std::any_of( refuse.begin(), refuse.end(), hex_digit ) ) {
         throw not_expressible{ what + " ends where a hex digit decides, which an escape may hold" };
      }
      return run_until{ t, refuse };
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
         add_alphabet( f.rest, peg_alphabet( items[ j ] ) );
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
      alphabet a = peg_alphabet( e );
      if( lead != 0 ) {
         const auto& items = body( e.text ).subs;
         const expression rest{ k::sequence, "", 0, std::vector< expression >( items.begin() + 1, items.end() ), {} };
         a = peg_alphabet( rest );
         const expression tail{ k::literal, items[ 0 ].text.substr( 1 ), 0, {}, {} };
         add_alphabet( a, peg_alphabet( tail ) );
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
      if( !empty && !after.open && after.bytes.size() == 1 && !peg_alphabet( whole ).holds( static_cast< unsigned char >( after.bytes[ 0 ] ) ) ) {
         // Not empty, and the one literal after it is none of its bytes:
         // taken exactly when that literal is not next.
         s.when = step::gate::absent;
         s.byte = after.bytes[ 0 ];
         return;
      }
      if( nodes_ && !empty && !after.open && after.bytes.size() > 1 &&
          std::none_of( after.bytes.begin(), after.bytes.end(), [ & ]( const char b ) { return peg_alphabet( whole ).holds( static_cast< unsigned char >( b ) ); } ) ) {
         // Not empty, and the literals after it begin with bytes none of
         // which is one of its own (an edition's programs): taken exactly
         // when the span goes on, at none of them.
         s.when = step::gate::none;
         s.text = after.bytes;
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
      if( !empty && !after.open && after.bytes.empty() ) {
         // Not empty, and nothing follows it in the span: taken exactly
         // when the span goes on.
         s.when = step::gate::more;
         return;
      }
      if( std::all_of( items.begin(), items.end(), [ & ]( const expression& e ) { return always_matches( e ); } ) ) {
         // The PEG's match of it never fails: always taken.
         s.when = step::gate::always;
         return;
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
      if( e.what == k::name && nodes_ && is_node( e.text ) ) {
         uri_node( e, after, out );
         return;
      }
      if( e.what == k::name && is_node( e.text ) ) {
         // A variant's node is its production's.
         const std::string name = base_of( e.text );
         const std::string what = "`" + e.text + "`";
         step s;
         s.kind = step::op::node;
         s.production = name;
         s.depth = depth;
         const auto& b = body( e.text );
         if( inside_part_ == 0 ) {
            check_depth( name, depth );
         }
         if( one_unit( b ) ) {
            // One character: an escape where "%" is, as no byte of it is "%".
            if( peg_alphabet( b ).escape && peg_alphabet( b ).holds( '%' ) ) {
               throw read_error( where() + form_.syntax + ": " + what + " holds \"%\" both as a byte and as an escape's" );
            }
            s.kind = step::op::unit;
            if( peg_alphabet( b ).escape ) {
               s.byte = '%';   // escape = "%" hex hex
               s.lead = 3;
            }
            out.push_back( s );
            return;
         }
         // A node that begins with a literal: its stops are looked for after it.
         const std::size_t lead = b.what == k::sequence && !b.subs.empty() && b.subs[ 0 ].what == k::literal ? b.subs[ 0 ].text.size() : 0;
         if( const auto u = until_of( what, b, after ) ) {
            s.until = u->until;
            s.refuse = u->refuse;
         }
         else {
            s.stops = stops_of( what, e, after, lead );
         }
         s.lead = lead;
         // The model's components of the form: those not inside a part
         // (the digits of a port are no nntpurl's article number).
         const bool part = is_part( name );
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
               add_alphabet( inside.rest, peg_alphabet( e ) );
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

   // An edition's node (uri_split_program): ended by its stops (or a run's
   // `until`), its inside written with nothing after it; else, when a byte
   // that may follow it is one of its own or more than a literal follows it,
   // a wrap, its inside written with what follows it; else, where the steps
   // cannot express its inside, a parse by its rule.
   void uri_node( const expression& e, const follow& after, std::vector< step >& out ) const
   {
      const std::string what = "`" + e.text + "`";
      const auto& b = body( e.text );
      step s;
      s.production = e.text;
      try {
         bool wrap = false;
         try {
            s.kind = step::op::node;
            const std::size_t lead = b.what == k::sequence && !b.subs.empty() && b.subs[ 0 ].what == k::literal ? b.subs[ 0 ].text.size() : 0;
            if( const auto u = until_of( what, b, after ) ) {
               s.until = u->until;
               s.refuse = u->refuse;
            }
            else {
               s.stops = stops_of( what, e, after, lead );
            }
            s.lead = lead;
         }
         catch( const read_error& ) {
            wrap = true;
         }
         catch( const not_expressible& ) {
            wrap = true;
         }
         if( wrap ) {
            s = step{};
            s.kind = step::op::wrap;
            s.production = e.text;
            compile( b, 0, after, s.steps );
         }
         else if( reaches_shown( b ) ) {
            // Its inside as steps; else (a run that a byte of its own would
            // end, a choice no gate decides) its nodes at its tail.
            const auto tail = [ & ] {
               s.steps.clear();
               return tail_of( e.text, s.steps );
            };
            try {
               compile( b, 0, follow{}, s.steps );
            }
            catch( const not_expressible& ) {
               if( !tail() ) {
                  throw;
               }
            }
            catch( const read_error& ) {
               if( !tail() ) {
                  throw;
               }
            }
         }
      }
      catch( const not_expressible& n ) {
         s = step{};
         s.kind = step::op::parse;
         s.production = e.text;
         s.text = n.why;
      }
      out.push_back( s );
   }

   // The nodes of node `name` when they are one production's, each at the
   // tail of `name`'s words (its end): R (IPv4address in RFC 3986's
   // IPv6address's ls32). With the proofs, the steps that write them, and
   // true; false when its nodes are not of that shape. The proofs (R's words
   // from the BNF, the rest from the PEG form, which the PEG's derivation of
   // the node's span follows):
   // - every word of R holds a byte `mark` that no other part of `name`'s
   //   words holds (nor an escape's, when they take escapes): R is there
   //   exactly when the span holds `mark` (option, gate holds);
   // - what comes before R in `name`'s words always ends with one byte
   //   `sep` (or nothing: R begins the node), which R's words never hold:
   //   R begins past the last `sep` in the span (`last`) and ends at its end.
   // A proof that fails is no refusal: the node stays a parse.
   bool tail_of( const std::string& name, std::vector< step >& out ) const
   {
      std::vector< std::pair< std::string, std::set< unsigned char > > > found;
      try {
         tails( body( name ), {}, found, 0 );
      }
      catch( const not_expressible& ) {
         return false;
      }
      if( found.empty() ) {
         return false;
      }
      const std::string& r = found.front().first;
      std::set< unsigned char > before;
      for( const auto& f : found ) {
         if( f.first != r ) {
            return false;   // the nodes of two productions
         }
         before.insert( f.second.begin(), f.second.end() );
      }
      const expression rname{ k::name, r, 0, {}, {} };
      const alphabet own = peg_alphabet( rname );
      if( before.size() > 1 ) {
         return false;
      }
      const auto in_escape = []( const alphabet& a, const char b ) { return a.escape && ( b == '%' || hex_digit( b ) ); };
      char sep = 0;
      if( !before.empty() ) {
         sep = static_cast< char >( *before.begin() );
         if( own.holds( static_cast< unsigned char >( sep ) ) || in_escape( own, sep ) ) {
            return false;
         }
      }
      alphabet others;
      std::set< std::string > seen;
      collect_except( body( name ), r, others, seen );
      std::string candidates;
      try {
         literal_bytes( rname, candidates, 0 );
      }
      catch( const not_expressible& ) {
         return false;
      }
      for( const char m : candidates ) {
         if( others.holds( static_cast< unsigned char >( m ) ) || in_escape( others, m ) || count_least( rname, m, 0 ) == 0 ) {
            continue;   // count_least reads R's BNF, as literal_bytes did
         }
         step o;
         o.kind = step::op::option;
         o.when = step::gate::holds;
         o.byte = m;
         o.lead = 0;
         if( sep != 0 ) {
            step l;
            l.kind = step::op::last;
            l.byte = sep;
            o.steps.push_back( l );
         }
         uri_node( rname, follow{}, o.steps );
         out.push_back( o );
         return true;
      }
      return false;
   }

   // The last bytes of the words of `e` (the PEG form), whether it has the
   // empty word.
   struct lasts {
      std::set< unsigned char > bytes;
      bool nullable = false;
   };

   lasts last_bytes( const expression& e, const int depth ) const
   {
      if( depth > 64 ) {
         throw not_expressible{ "a node whose last bytes are not read" };
      }
      lasts out;
      switch( e.what ) {
         case k::literal:
            out.nullable = e.text.empty();
            if( !e.text.empty() ) {
               out.bytes.insert( static_cast< unsigned char >( e.text.back() ) );
            }
            return out;
         case k::name:
            return last_bytes( body( e.text ), depth + 1 );
         case k::alternation:
            for( const auto& a : e.subs ) {
               const lasts l = last_bytes( a, depth + 1 );
               out.bytes.insert( l.bytes.begin(), l.bytes.end() );
               out.nullable = out.nullable || l.nullable;
            }
            return out;
         case k::sequence:
         case k::option:
         case k::repetition: {
            const auto& items = e.what == k::sequence ? e.subs : items_of( e );
            out.nullable = true;
            for( auto i = items.rbegin(); i != items.rend() && out.nullable; ++i ) {
               const lasts l = last_bytes( *i, depth + 1 );
               out.bytes.insert( l.bytes.begin(), l.bytes.end() );
               out.nullable = l.nullable;
            }
            out.nullable = out.nullable || e.what == k::option || ( e.what == k::repetition && e.minimum == 0 );
            return out;
         }
         default:   // a lookahead, <eof>: no byte
            out.nullable = true;
            return out;
      }
   }

   // The nodes `e` (the PEG form) holds, each with the last bytes of what
   // may come before it in the node (`before`); not_expressible when one
   // is not at the tail of `e`'s words.
   void tails( const expression& e, const std::set< unsigned char >& before, std::vector< std::pair< std::string, std::set< unsigned char > > >& found, const int depth ) const
   {
      if( depth > 64 ) {
         throw not_expressible{ "a node whose tail is not read" };
      }
      if( !reaches_shown( e ) ) {
         return;
      }
      const auto not_tail = [] { return not_expressible{ "a node that holds a node that does not end it" }; };
      switch( e.what ) {
         case k::name:
            if( is_node( e.text ) ) {
               found.emplace_back( e.text, before );
               return;
            }
            tails( body( e.text ), before, found, depth + 1 );
            return;
         case k::alternation:
            for( const auto& a : e.subs ) {
               tails( a, before, found, depth + 1 );
            }
            return;
         case k::option:
         case k::sequence: {
            // The last item that takes bytes is the tail; a lookahead
            // after it takes none.
            const auto& items = e.what == k::sequence ? e.subs : items_of( e );
            std::size_t t = items.size();
            while( t > 0 && ( items[ t - 1 ].what == k::not_followed || items[ t - 1 ].what == k::followed || items[ t - 1 ].what == k::end_of_input ) ) {
               --t;
            }
            if( t == 0 ) {
               throw not_tail();
            }
            std::set< unsigned char > b = before;
            for( std::size_t i = 0; i + 1 < t; ++i ) {
               if( reaches_shown( items[ i ] ) ) {
                  throw not_tail();
               }
               const lasts l = last_bytes( items[ i ], depth + 1 );
               if( !l.nullable ) {
                  b.clear();
               }
               b.insert( l.bytes.begin(), l.bytes.end() );
            }
            tails( items[ t - 1 ], b, found, depth + 1 );
            return;
         }
         default:   // a repetition's node may be followed by its next round
            throw not_tail();
      }
   }

   // The alphabet of `e` (the PEG form) but the words of production `r`.
   void collect_except( const expression& e, const std::string& r, alphabet& a, std::set< std::string >& seen ) const
   {
      if( e.what == k::name ) {
         if( e.text == r || !seen.insert( e.text ).second ) {
            return;
         }
         if( !reaches_shown( e ) ) {
            add_alphabet( a, peg_alphabet( e ) );
            return;
         }
         collect_except( body( e.text ), r, a, seen );
         return;
      }
      if( e.what == k::literal ) {
         add_alphabet( a, peg_alphabet( e ) );
         return;
      }
      for( const auto& sub : e.subs ) {
         collect_except( sub, r, a, seen );
      }
   }

   // The gate of alternative i of `alts`, `alt` (alternative_of): a
   // production's (cheap_gate) or a literal's (equals), none for the last;
   // false for another alternative.
   bool gate_of( step& o, const expression& alt, const std::vector< expression >& alts, const std::size_t i ) const
   {
      const bool last = i + 1 == alts.size();
      if( alt.what == k::name ) {
         o.production = alt.text;
         if( last ) {
            o.when = step::gate::always;
         }
         else {
            cheap_gate( o, alt, alts, i );
         }
         return true;
      }
      if( alt.what == k::literal ) {
         o.when = last ? step::gate::always : step::gate::equals;
         o.text = alt.text;
         return true;
      }
      return false;
   }

   // An alternative of a choice, a trailing lookahead that the span's end
   // satisfies aside.
   static const expression& alternative_of( const expression& a )
   {
      if( a.what == k::sequence && !a.subs.empty() && std::all_of( a.subs.begin() + 1, a.subs.end(), []( const expression& s ) { return s.what == k::not_followed; } ) ) {
         return a.subs[ 0 ];
      }
      return a;
   }

   // An ordered choice: the first alternative (PEG order) whose production
   // derives the span; the last one without a test. An alternative is a
   // production (a trailing lookahead that the span's end satisfies aside),
   // a literal, or, last, a run without nodes.
   void choice( const expression& e, const unsigned depth, const follow& after, std::vector< step >& out ) const
   {
      if( nodes_ ) {
         uri_choice( e, after, out );
         return;
      }
      step c;
      c.kind = step::op::choice;
      for( std::size_t i = 0; i < e.subs.size(); ++i ) {
         const expression* alt = &alternative_of( e.subs[ i ] );
         const bool last = i + 1 == e.subs.size();
         step o;
         o.kind = step::op::option;
         if( !gate_of( o, *alt, e.subs, i ) && ( !last || reaches_shown( *alt ) ) ) {
            throw not_expressible{ "an alternative that is neither a production nor a literal" };
         }
         compile( *alt, depth, after, o.steps );
         c.steps.push_back( o );
      }
      out.push_back( c );
   }

   // An edition's choice (uri_split_program): each alternative decided and
   // run in the span up to the first literal that may follow the choice when
   // none of its bytes is one (cut), else by a gate that reads no span's end,
   // written with what follows it; no alternative that is not cut comes after
   // one whose gate reads the span's end.
   void uri_choice( const expression& e, const follow& after, std::vector< step >& out ) const
   {
      step c;
      c.kind = step::op::choice;
      const bool spanned = after.bytes.empty() && !after.open;   // the span is the choice's
      bool span_read = false;
      for( std::size_t i = 0; i < e.subs.size(); ++i ) {
         const expression* alt = &alternative_of( e.subs[ i ] );
         const bool last = i + 1 == e.subs.size();
         step o;
         o.kind = step::op::option;
         follow inner = after;
         bool cut = spanned;
         if( !spanned ) {
            try {
               o.stops = stops_of( "an alternative", *alt, after );
               inner = follow{};
               cut = true;
            }
            catch( const read_error& ) {
               o.stops.clear();
            }
            catch( const not_expressible& ) {
               o.stops.clear();
            }
         }
         const bool led = alt->what == k::sequence && !alt->subs.empty() && alt->subs[ 0 ].what == k::literal && !alt->subs[ 0 ].text.empty() &&
                          std::all_of( alt->subs.begin() + 1, alt->subs.end(), [ & ]( const expression& s ) { return always_matches( s ); } );
         // Not a production nor a literal: one that begins with a literal and
         // whose rest always matches, which the PEG takes exactly when the
         // literal is next.
         const bool gated = gate_of( o, *alt, e.subs, i );
         // A production whose PEG form is such a sequence: the same, where
         // its gate would walk its automaton over the span.
         const expression& form = alt->what == k::name ? body( alt->text ) : *alt;
         if( gated && o.when == step::gate::derives && form.what == k::sequence && !form.subs.empty() && form.subs[ 0 ].what == k::literal && !form.subs[ 0 ].text.empty() &&
             std::all_of( form.subs.begin() + 1, form.subs.end(), [ & ]( const expression& s ) { return always_matches( s ); } ) ) {
            o.when = step::gate::starts;
            o.text = form.subs[ 0 ].text;
         }
         if( !gated && led ) {
            o.when = last ? step::gate::always : step::gate::starts;
            o.text = last ? std::string() : alt->subs[ 0 ].text;
         }
         else if( !gated && !last ) {
            // The last alternative is taken when no other is: its gate is
            // `always` whatever its form (the others' gates are exact on
            // what it derives, the derives gate when it is neither a
            // production nor a literal: choose_gate).
            throw not_expressible{ "an alternative that is neither a production, a literal nor a literal followed by what always matches" };
         }
         const bool reads_end = o.when != step::gate::always && o.when != step::gate::begins && o.when != step::gate::absent && o.when != step::gate::starts;
         const bool first = !cut && last && span_read && begins_alone( o, e.subs, i );
         if( !cut && !first && ( reads_end || span_read ) ) {
            throw not_expressible{ "an alternative that holds a byte that may follow the choice is decided by the span's end" };
         }
         span_read = span_read || reads_end;
         compile( *alt, 0, inner, o.steps );
         c.steps.insert( first ? c.steps.begin() : c.steps.end(), o );
      }
      out.push_back( c );
   }

   // Whether alternative i of `alts` begins with a byte b that no other one
   // begins with, none of which matches the empty word (the BNF's
   // languages): the PEG takes it exactly when b is next, whatever the
   // others' gates read, so its gate is `begins b`, decided first.
   bool begins_alone( step& o, const std::vector< expression >& alts, const std::size_t i ) const
   {
      try {
         const firsts f = bnf_firsts( alternative_of( alts[ i ] ) );
         if( !f.known || f.nullable || f.bytes.size() != 1 ) {
            return false;
         }
         const unsigned char b = *f.bytes.begin();
         for( std::size_t j = 0; j < alts.size(); ++j ) {
            const firsts l = bnf_firsts( alternative_of( alts[ j ] ) );
            if( j != i && ( !l.known || l.nullable || l.bytes.count( b ) != 0 ) ) {
               return false;
            }
         }
         o.when = step::gate::begins;
         o.byte = static_cast< char >( b );
         o.text.clear();
         return true;
      }
      catch( const not_expressible& ) {
         return false;
      }
   }

   // A choice's alternative i, the production `name`, before the others
   // `alts` (PEG order): a gate that holds exactly when the production
   // derives the span, on every span that it or a later alternative derives
   // and no earlier one does (an earlier gate is exact on those), read from
   // the BNF's languages (the derives gate's automata are the BNF's):
   // - `begins b`: each of its words begins with b, none of the later ones;
   // - `absent b`: none of its words is empty or begins with b, each later
   //   one begins with b;
   // - `outside`: each of its words holds a byte of none of the later ones'
   //   words (`text`: their bytes, with "%" and the hex digits when they take
   //   escapes);
   // - `holds b` more than n times (`lead`): each of its words holds more
   //   than n of byte b, none of the later ones more than n (an escape is
   //   its three bytes in the BNF, so a b inside one is counted as such).
   // Else the derives gate (none when a later alternative is not a
   // production nor a literal).
   void cheap_gate( step& o, const expression& own, const std::vector< expression >& alts, const std::size_t i ) const
   {
      // Where the helpers do not read a language (not_expressible) or a
      // name (read_error: a rewrite's variant), the automaton decides.
      const auto by_automaton = [ &o ] {
         o.when = step::gate::derives;
         o.byte = 0;
         o.lead = 0;
         o.text.clear();
      };
      by_automaton();
      try {
         choose_gate( o, own, alts, i );
      }
      catch( const not_expressible& ) {
         by_automaton();
      }
      catch( const read_error& ) {
         by_automaton();
      }
   }

   void choose_gate( step& o, const expression& own, const std::vector< expression >& alts, const std::size_t i ) const
   {
      std::vector< const expression* > later;
      for( std::size_t j = i + 1; j < alts.size(); ++j ) {
         const expression* a = &alternative_of( alts[ j ] );
         if( a->what != k::name && a->what != k::literal ) {
            return;
         }
         later.push_back( a );
      }
      const firsts f = bnf_firsts( own );
      if( f.known && !f.nullable && f.bytes.size() == 1 ) {
         const char b = static_cast< char >( *f.bytes.begin() );
         if( std::all_of( later.begin(), later.end(), [ & ]( const expression* a ) {
                const firsts l = bnf_firsts( *a );
                return l.known && l.bytes.count( static_cast< unsigned char >( b ) ) == 0;
             } ) ) {
            o.when = step::gate::begins;
            o.byte = b;
            return;
         }
      }
      if( f.known && !f.nullable && !later.empty() ) {
         const firsts l0 = bnf_firsts( *later.front() );
         if( l0.known && !l0.nullable && l0.bytes.size() == 1 && f.bytes.count( *l0.bytes.begin() ) == 0 &&
             std::all_of( later.begin(), later.end(), [ & ]( const expression* a ) {
                const firsts l = bnf_firsts( *a );
                return l.known && !l.nullable && l.bytes == l0.bytes;
             } ) ) {
            o.when = step::gate::absent;
            o.byte = static_cast< char >( *l0.bytes.begin() );
            return;
         }
      }
      std::string candidates;
      literal_bytes( own, candidates, 0 );
      std::size_t best = unbounded;
      for( const char b : candidates ) {
         std::size_t most = 0;
         for( const auto* a : later ) {
            const std::size_t m = count_most( *a, b, 0 );
            most = m == unbounded || most == unbounded ? unbounded : std::max( most, m );
         }
         if( most != unbounded && most < best && most < 255 && count_least( own, b, 0 ) > most ) {
            best = most;
            o.when = step::gate::holds;
            o.byte = b;
            o.lead = most;
         }
      }
      if( o.when == step::gate::holds && o.lead == 0 ) {
         return;   // one search
      }
      // A byte of none of the later alternatives' words (nor of their
      // escapes), which each of its words holds.
      std::set< unsigned char > theirs;
      for( const auto* a : later ) {
         const alphabet l = alphabet_of( g_, *a );
         theirs.insert( l.bytes.begin(), l.bytes.end() );
         if( l.escape ) {
            for( int c = 0; c < 256; ++c ) {
               if( c == '%' || hex_digit( static_cast< char >( c ) ) ) {
                  theirs.insert( static_cast< unsigned char >( c ) );
               }
            }
         }
      }
      if( holds_outside( own, theirs, 0 ) ) {
         o.when = step::gate::outside;   // a scan that ends at the first such byte
         o.text.assign( theirs.begin(), theirs.end() );
         o.byte = 0;
         o.lead = 0;
      }
   }

   static constexpr std::size_t unbounded = static_cast< std::size_t >( -1 );

   // The BNF's definition of a name (the derives gate's language).
   const expression& bnf_body( const std::string& name, const int depth ) const
   {
      const auto* d = find_production( g_, name );
      if( !d || depth > 64 ) {
         throw not_expressible{ "a choice's alternative that is no production of the BNF" };
      }
      return d->body;
   }

   // The first bytes of the words of `e` (the BNF's language), whether it
   // has the empty word; `known` false where `e` is not the BNF's.
   struct firsts {
      std::set< unsigned char > bytes;
      bool nullable = false;
      bool known = true;
   };

   firsts bnf_firsts( const expression& e, const int depth = 0 ) const
   {
      firsts out;
      switch( e.what ) {
         case k::literal:
            out.nullable = e.text.empty();
            if( !e.text.empty() ) {
               out.bytes.insert( static_cast< unsigned char >( e.text[ 0 ] ) );
            }
            return out;
         case k::name:
            return bnf_firsts( bnf_body( e.text, depth ), depth + 1 );
         case k::alternation:
            for( const auto& s : e.subs ) {
               const firsts f = bnf_firsts( s, depth + 1 );
               out.bytes.insert( f.bytes.begin(), f.bytes.end() );
               out.nullable = out.nullable || f.nullable;
               out.known = out.known && f.known;
            }
            return out;
         case k::sequence:
            out.nullable = true;
            for( const auto& s : e.subs ) {
               const firsts f = bnf_firsts( s, depth + 1 );
               out.bytes.insert( f.bytes.begin(), f.bytes.end() );
               out.known = out.known && f.known;
               if( !f.nullable ) {
                  out.nullable = false;
                  break;
               }
            }
            return out;
         case k::option:
         case k::repetition: {
            const firsts f = bnf_firsts( e.subs.size() == 1 ? e.subs[ 0 ] : expression{ k::sequence, "", 0, e.subs, {} }, depth + 1 );
            out = f;
            out.nullable = f.nullable || e.what == k::option || e.minimum == 0;
            return out;
         }
         default:
            out.known = false;
            return out;
      }
   }

   // Whether each word of `e` (the BNF's language) holds a byte not in `set`.
   bool holds_outside( const expression& e, const std::set< unsigned char >& set, const int depth ) const
   {
      const auto each = [ & ]( const expression& s ) { return holds_outside( s, set, depth + 1 ); };
      switch( e.what ) {
         case k::literal:
            return std::any_of( e.text.begin(), e.text.end(), [ & ]( const char c ) { return set.count( static_cast< unsigned char >( c ) ) == 0; } );
         case k::name:
            return holds_outside( bnf_body( e.text, depth ), set, depth + 1 );
         case k::sequence:
            return std::any_of( e.subs.begin(), e.subs.end(), each );
         case k::alternation:
            return !e.subs.empty() && std::all_of( e.subs.begin(), e.subs.end(), each );
         case k::repetition:
            return e.minimum > 0 && std::any_of( e.subs.begin(), e.subs.end(), each );
         default:   // an option may be absent
            return false;
      }
   }

   // The bytes of the literals `e` is made of, through names.
   void literal_bytes( const expression& e, std::string& out, const int depth ) const
   {
      if( e.what == k::literal ) {
         add_bytes( out, e.text );
      }
      else if( e.what == k::name ) {
         literal_bytes( bnf_body( e.text, depth ), out, depth + 1 );
      }
      else {
         for( const auto& s : e.subs ) {
            literal_bytes( s, out, depth + 1 );
         }
      }
   }

   // The fewest and the most times byte b is in a word of `e` (the BNF's
   // language; unbounded: no most).
   std::size_t count_least( const expression& e, const char b, const int depth ) const
   {
      switch( e.what ) {
         case k::literal:
            return static_cast< std::size_t >( std::count( e.text.begin(), e.text.end(), b ) );
         case k::name:
            return count_least( bnf_body( e.text, depth ), b, depth + 1 );
         case k::sequence: {
            std::size_t n = 0;
            for( const auto& s : e.subs ) {
               n += count_least( s, b, depth + 1 );
            }
            return n;
         }
         case k::alternation: {
            std::size_t n = unbounded;
            for( const auto& s : e.subs ) {
               n = std::min( n, count_least( s, b, depth + 1 ) );
            }
            return n == unbounded ? 0 : n;
         }
         case k::repetition: {
            std::size_t n = 0;
            for( const auto& s : e.subs ) {
               n += count_least( s, b, depth + 1 );
            }
            return n * e.minimum;
         }
         default:   // an option; no other kind is the BNF's
            return 0;
      }
   }

   std::size_t count_most( const expression& e, const char b, const int depth ) const
   {
      const auto sum = [ & ]( const std::vector< expression >& subs ) {
         std::size_t n = 0;
         for( const auto& s : subs ) {
            const std::size_t m = count_most( s, b, depth + 1 );
            if( m == unbounded ) {
               return unbounded;
            }
            n += m;
         }
         return n;
      };
      switch( e.what ) {
         case k::literal:
            return static_cast< std::size_t >( std::count( e.text.begin(), e.text.end(), b ) );
         case k::name:
            return count_most( bnf_body( e.text, depth ), b, depth + 1 );
         case k::sequence:
         case k::option:
            return sum( e.subs );
         case k::alternation: {
            std::size_t n = 0;
            for( const auto& s : e.subs ) {
               const std::size_t m = count_most( s, b, depth + 1 );
               n = m == unbounded ? unbounded : std::max( n, m );
               if( n == unbounded ) {
                  break;
               }
            }
            return n;
         }
         case k::repetition:
            return sum( e.subs ) == 0 ? 0 : unbounded;
         default:
            return unbounded;
      }
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
   const std::vector< std::string >* nodes_;
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

split_program uri_split_program( const grammar& g, const std::string& top, const std::vector< std::string >& nodes )
{
   const url_form f{ "", top, "none", {} };
   split_program p;
   p.form = top;
   try {
      compiler c( g, f, &nodes );
      p.steps = c.top();
   }
   catch( const not_expressible& n ) {
      p.why_not = n.why;
      p.steps.clear();
   }
   return p;
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

// SPDX-License-Identifier: BSL-1.0
// The cases of the suite: derivations of the grammar with one choice forced
// (each alternative, each optional part present, absent or empty, each
// repetition 0, 1 or many times), every byte class inserted at every
// component position plain and %-escaped, the literals of each scheme's
// production inside its components (the ambiguities of gopher's "%09",
// ftp's ";type=", ...), the scheme's literal before a generic scheme part
// (url against otherurl), the RFC's §3 examples, near-misses of every target
// (substitution, insertion, deletion, truncation) and long inputs.
#include "suite.hpp"

#include <algorithm>
#include <iterator>
#include <map>
#include <random>
#include <set>
#include <stdexcept>

#include "hex.hpp"
#include "model.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/edition_diff.hpp"
#include "rfc1738/json.hpp"

namespace rfc1738::suite {

extern const std::string_view rfc_examples;   // examples/rfc1738-examples.txt, embedded by CMake

namespace {

using kind = expression::kind;
constexpr std::size_t npos = std::string::npos;

// One derivation: walks the grammar from a production, choosing at random
// (the seed's generator) but for the choice forced, towards a goal.
class deriver {
public:
   deriver( const model& m, std::mt19937_64& rng )
      : m_( m ),
        rng_( rng )
   {}

   std::string goal;                          // reach this production
   const expression* forced = nullptr;        // this choice point ...
   std::size_t forced_item = 0;               // ... takes this item of it
   const expression* long_node = nullptr;     // this repetition ...
   std::size_t long_bytes = 0;                // ... until it has made this many bytes
   std::string span_production;               // where the first expansion of ...
   std::size_t span_begin = npos, span_end = npos;
   std::vector< std::string >* trace = nullptr;
   std::string out;

   void derive( const std::string& production )
   {
      out.clear();
      reached_ = goal.empty();
      span_begin = span_end = npos;
      walk_name( production );
   }

private:
   std::uint64_t below( std::uint64_t n ) { return n == 0 ? 0 : rng_() % n; }

   bool contains( const expression& e, const expression* node ) const
   {
      return &e == node || std::any_of( e.subs.begin(), e.subs.end(), [ & ]( const expression& s ) { return contains( s, node ); } );
   }

   // The walk should go through e: towards the goal, or to the forced point.
   bool wants( const expression& e ) const
   {
      return ( !reached_ && m_.reaches( e, goal ) ) || ( forced != nullptr && !inside_forced_ && contains( e, forced ) );
   }

   void note( const expression& e, std::string_view suffix_or_item, bool whole )
   {
      if( trace == nullptr ) {
         return;
      }
      if( const auto* p = m_.point( &e ) ) {
         const std::string item = whole ? std::string( suffix_or_item ) : p->production + "/" + p->label + std::string( suffix_or_item );
         if( std::find( trace->begin(), trace->end(), item ) == trace->end() ) {
            trace->push_back( item );
         }
      }
   }

   std::string_view forced_suffix( const expression& e ) const
   {
      const auto& item = m_.point( &e )->items[ forced_item ];
      return std::string_view( item ).substr( item.rfind( ':' ) );
   }

   void walk_name( const std::string& name )
   {
      if( name == goal ) {
         reached_ = true;
      }
      const bool span = span_begin == npos && name == span_production;
      const std::size_t begin = out.size();
      if( trace != nullptr ) {
         if( const auto r = m_.rewrite( name ); !r.empty() ) {
            const std::string item = "rewrite:" + std::string( r );
            if( std::find( trace->begin(), trace->end(), item ) == trace->end() ) {
               trace->push_back( item );
            }
         }
      }
      walk( m_.body( name ) );
      if( span ) {
         span_begin = begin;
         span_end = out.size();
      }
   }

   // The forced choice point takes its item, but not inside itself: a
   // production that names itself (the drafts' xalphas = xalpha [ xalphas ])
   // would repeat the forced choice without end.
   void walk( const expression& e )
   {
      if( forced == &e && !inside_forced_ ) {
         inside_forced_ = true;
         walk_choice( e, true );
         inside_forced_ = false;
         return;
      }
      walk_choice( e, false );
   }

   void walk_choice( const expression& e, const bool force )
   {
      switch( e.what ) {
         case kind::literal:
            out += e.text;
            return;
         case kind::name:
            walk_name( e.text );
            return;
         case kind::sequence:
            for( const auto& s : e.subs ) {
               walk( s );
            }
            return;
         case kind::alternation: {
            std::size_t i = 0;
            if( force ) {
               i = forced_item;
            }
            else if( shortest_ ) {
               for( std::size_t k = 1; k < e.subs.size(); ++k ) {
                  if( m_.shortest( e.subs[ k ] ) < m_.shortest( e.subs[ i ] ) ) {
                     i = k;
                  }
               }
            }
            else {
               std::vector< std::size_t > wanted;
               for( std::size_t k = 0; k < e.subs.size(); ++k ) {
                  if( wants( e.subs[ k ] ) ) {
                     wanted.push_back( k );
                  }
               }
               i = wanted.empty() ? below( e.subs.size() ) : wanted[ below( wanted.size() ) ];
            }
            if( const auto* p = m_.point( &e ) ) {
               note( e, p->items[ i ], true );
            }
            walk( e.subs[ i ] );
            return;
         }
         case kind::option: {
            std::string_view choice;
            if( force ) {
               choice = forced_suffix( e );
            }
            else if( shortest_ ) {
               choice = ":absent";
            }
            else {
               choice = wants( e ) || below( 2 ) == 0 ? ":present" : ":absent";
            }
            note( e, choice, false );
            if( choice == ":present" ) {
               walk( e.subs[ 0 ] );
            }
            else if( choice == ":empty" ) {
               const bool was = shortest_;
               shortest_ = true;
               walk( e.subs[ 0 ] );
               shortest_ = was;
            }
            return;
         }
         case kind::repetition: {
            const std::size_t minimum = e.minimum;
            if( long_node == &e ) {
               const std::size_t begin = out.size();
               while( out.size() - begin < long_bytes ) {
                  walk( e.subs[ 0 ] );
               }
               return;
            }
            std::size_t n = minimum;
            if( force ) {
               const auto s = forced_suffix( e );
               n = s == ":0" ? 0 : s == ":1" ? 1 : 2 + below( 3 );
            }
            else if( !shortest_ ) {
               n = minimum + below( 3 );
               if( n == 0 && wants( e ) ) {
                  n = 1;
               }
            }
            note( e, n == 0 ? ":0" : n == 1 ? ":1" : ":many", false );
            for( std::size_t k = 0; k < n; ++k ) {
               walk( e.subs[ 0 ] );
            }
            return;
         }
         default:
            return;
      }
   }

   const model& m_;
   std::mt19937_64& rng_;
   bool reached_ = true;
   bool shortest_ = false;
   bool inside_forced_ = false;
};

std::string shown( unsigned char b )
{
   if( b > 0x20 && b < 0x7f ) {
      return std::string( "'" ) + static_cast< char >( b ) + "' (0x" + notation::hex_digits( b ) + ")";
   }
   return "0x" + notation::hex_digits( b );
}

// The first repetition of a production's body, outside its names.
const expression* first_repetition( const expression& e )
{
   if( e.what == kind::repetition ) {
      return &e;
   }
   for( const auto& s : e.subs ) {
      if( const auto* r = first_repetition( s ) ) {
         return r;
      }
   }
   return nullptr;
}

void literals_of( const expression& e, std::vector< std::string >& out )
{
   if( e.what == kind::literal && std::find( out.begin(), out.end(), e.text ) == out.end() ) {
      out.push_back( e.text );
   }
   for( const auto& s : e.subs ) {
      literals_of( s, out );
   }
}

void names_of( const expression& e, std::vector< std::string >& out )
{
   if( e.what == kind::name && std::find( out.begin(), out.end(), e.text ) == out.end() ) {
      out.push_back( e.text );
   }
   for( const auto& s : e.subs ) {
      names_of( s, out );
   }
}

// The scheme literal a target begins with ("ftp://" → "ftp"); empty for
// genericurl, whose scheme is a production.
std::string scheme_of_target( const model& m, const std::string& target )
{
   const expression* e = &m.body( target );
   while( true ) {
      if( e->what == kind::literal ) {
         const auto colon = e->text.find( ':' );
         return colon == npos ? std::string() : e->text.substr( 0, colon );
      }
      if( e->what == kind::name ) {
         e = &m.body( e->text );
      }
      else if( ( e->what == kind::sequence || e->what == kind::alternation ) && !e->subs.empty() ) {
         e = &e->subs[ 0 ];
      }
      else {
         return {};
      }
   }
}

// The literals of a target production (its own body, not its names') and
// the component positions its body names.
struct target_parts {
   std::vector< std::string > literals;
   std::vector< std::string > positions;
};

target_parts parts_of( const model& m, const std::string& target )
{
   target_parts t;
   literals_of( m.body( target ), t.literals );
   std::vector< std::string > names;
   names_of( m.body( target ), names );
   for( const auto& n : names ) {
      if( std::find( m.positions().begin(), m.positions().end(), n ) != m.positions().end() ) {
         t.positions.push_back( n );
      }
   }
   return t;
}

const std::vector< std::string >& near_miss_operations()
{
   static const std::vector< std::string > ops = { "substitution", "insertion", "deletion", "truncation" };
   return ops;
}

// The long inputs: the production, the bytes of its first repetition.
struct long_input {
   std::string production;
   std::size_t bytes;
   bool small;
};

const std::vector< long_input >& long_inputs()
{
   static const std::vector< long_input > l = { { "hostname", std::size_t( 64 ) << 10, true },
                                                { "hpath", std::size_t( 1 ) << 20, true },
                                                { "fpath", std::size_t( 1 ) << 20, false },
                                                { "ppath", std::size_t( 1 ) << 20, false },
                                                { "selector", std::size_t( 1 ) << 20, false },
                                                { "search", std::size_t( 1 ) << 20, false } };
   return l;
}

// The edition defines the production with a repetition in its body: a long
// input can be made of it.
bool repeats( const model& m, const std::string& production )
{
   return m.defined( production ) && first_repetition( m.body( production ) ) != nullptr;
}

bool selected( const settings& s, std::string_view production )
{
   return !s.production || *s.production == production;
}

std::vector< std::string > example_lines()
{
   std::vector< std::string > lines;
   std::size_t begin = 0;
   while( begin < rfc_examples.size() ) {
      auto end = rfc_examples.find( '\n', begin );
      if( end == npos ) {
         end = rfc_examples.size();
      }
      lines.emplace_back( rfc_examples.substr( begin, end - begin ) );
      begin = end + 1;
   }
   return lines;
}

std::string example_target( std::string_view line )
{
   const auto scheme = rfc1738::scheme_of( line );
   return std::string( grammar::rfc_name( rfc1738::target_of( scheme ? *scheme : std::string_view() ) ) );
}

void check_production( const settings& s )
{
   const auto& m = model::get( s.of );
   if( s.production && !m.defined( *s.production ) ) {
      throw std::invalid_argument( "no production '" + *s.production + "' in " + m.grammar_name() );
   }
}

// The verdicts of edition e on an input, and where it stops conforming: RFC
// 1738's check and diagnosis against its scheme's production, the other
// editions' check and why_not.
struct judgement {
   bool valid = false;
   bool conforms = false;
   std::string failing;   // the production where it stops; empty when it conforms
   std::size_t offset = 0;
};

judgement judge( edition e, const std::string& input )
{
   judgement j;
   if( e == edition::rfc1738 ) {
      const auto v = rfc1738::check( input );
      j.valid = v.valid;
      j.conforms = v.conforms;
      if( !v.conforms ) {
         const auto diag = rfc1738::diagnose( input, rfc1738::target_of( v.scheme ? *v.scheme : std::string_view() ) );
         j.failing = diag ? std::string( grammar::rfc_name( diag->production ) ) : std::string();
         j.offset = diag ? diag->offset : 0;
      }
      return j;
   }
   const auto v = rfc1738::check( e, input );
   j.valid = v.valid;
   j.conforms = v.conforms;
   if( !v.conforms ) {
      const auto why = why_not( e, input );
      j.failing = why ? std::string( why->production ) : std::string();
      j.offset = why ? why->offset : 0;
   }
   return j;
}

// The editions other than s.of, in the library's order.
std::vector< edition > others_of( edition e )
{
   std::vector< edition > others;
   for( const edition o : editions ) {
      if( o != e ) {
         others.push_back( o );
      }
   }
   return others;
}

// The item of a group of witnesses of diff_editions( e, other ).
std::string difference_item( edition other, const scheme_difference& d, const edition_difference& g )
{
   return "differs-from:" + std::string( name_of( other ) ) + "/" + ( d.scheme.empty() ? std::string( "*" ) : d.scheme ) + ":in-" + std::string( name_of( g.accepted_by ) ) + "-not-" +
          std::string( name_of( g.rejected_by ) ) + ":" + std::string( g.production );
}

std::size_t witnesses_per_group( const settings& s )
{
   return s.extent == size::full ? 8 : 2;
}

}  // namespace

std::vector< std::string > required_items( const settings& s )
{
   check_production( s );
   const auto& m = model::get( s.of );
   std::vector< std::string > items;
   for( const auto& p : m.points() ) {
      if( selected( s, p.production ) ) {
         items.insert( items.end(), p.items.begin(), p.items.end() );
      }
   }
   for( const auto& name : m.productions() ) {
      if( selected( s, name ) && !m.rewrite( name ).empty() && !m.entry( name ).empty() ) {
         items.push_back( "rewrite:" + std::string( m.rewrite( name ) ) );
      }
   }
   for( const auto& c : m.positions() ) {
      if( selected( s, c ) ) {
         for( const auto& k : m.classes() ) {
            items.push_back( c + "/byte:" + k.name );
            items.push_back( c + "/byte:" + k.name + ":escaped" );
         }
      }
   }
   for( const auto& t : m.targets() ) {
      if( !selected( s, t ) ) {
         continue;
      }
      const auto parts = parts_of( m, t );
      for( const auto& l : parts.literals ) {
         for( const auto& c : parts.positions ) {
            items.push_back( t + "/\"" + l + "\"-in:" + c );
         }
      }
      if( m.defined( "schemepart" ) && !scheme_of_target( m, t ).empty() ) {
         items.push_back( t + "/url-vs-otherurl" );
      }
      // The near-misses of the top's alternatives (an entry no rule names,
      // RFC 3986's path, may have none: every prefix of a path is one).
      for( const auto& op : near_miss_operations() ) {
         if( !m.of_top( t ) ) {
            break;
         }
         items.push_back( t + "/near-miss:" + op );
      }
   }
   const auto lines = s.of == edition::rfc1738 ? example_lines() : std::vector< std::string >();
   for( std::size_t i = 0; i < lines.size(); ++i ) {
      if( selected( s, example_target( lines[ i ] ) ) ) {
         items.push_back( "§3-example:" + std::to_string( i + 1 ) );
      }
   }
   for( const auto& l : long_inputs() ) {
      if( selected( s, l.production ) && repeats( m, l.production ) && ( l.small || s.extent == size::full ) ) {
         items.push_back( "long:" + l.production + ":" + std::to_string( l.bytes ) );
      }
   }
   // Another edition: every group of witnesses of diff_editions against each
   // of the others (the inputs that separate the editions).
   if( s.of != edition::rfc1738 && !s.production ) {
      for( const edition o : others_of( s.of ) ) {
         for( const auto& d : diff_editions( s.of, o, std::nullopt, 1 ) ) {
            for( const auto& g : d.differences ) {
               items.push_back( difference_item( o, d, g ) );
            }
         }
      }
   }
   return items;
}

void generate( const settings& s, const std::function< void( const test_case& ) >& each )
{
   check_production( s );
   const auto& m = model::get( s.of );
   const std::string where = s.of == edition::rfc1738 ? "§5" : std::string( name_of( s.of ) );
   const bool full = s.extent == size::full;
   std::mt19937_64 rng( s.seed );
   deriver d( m, rng );
   test_case c;
   std::vector< std::string > trace;

   // Every choice point, every item of it, forced.
   for( const auto& p : m.points() ) {
      if( !selected( s, p.production ) ) {
         continue;
      }
      for( std::size_t i = 0; i < p.items.size(); ++i ) {
         for( int n = 0; n < ( full ? 16 : 1 ); ++n ) {
            trace.clear();
            d.goal = p.production;
            d.forced = p.node;
            d.forced_item = i;
            d.trace = &trace;
            d.derive( m.entry( p.production ) );
            c.input = d.out;
            c.covers.assign( 1, p.items[ i ] );
            for( auto& t : trace ) {
               if( t != p.items[ i ] ) {
                  c.covers.push_back( std::move( t ) );
               }
            }
            c.why = where + " " + p.production + ": " + p.items[ i ].substr( p.production.size() + 1 ) + " (" + m.describe( *p.node, 1 ) + ")";
            each( c );
         }
      }
   }
   d.forced = nullptr;
   d.trace = nullptr;

   // Every byte class at every component position, plain and escaped.
   for( const auto& pos : m.positions() ) {
      if( !selected( s, pos ) ) {
         continue;
      }
      for( const auto& k : m.classes() ) {
         for( int escaped = 0; escaped < 2; ++escaped ) {
            for( int n = 0; n < ( full ? 4 : 1 ); ++n ) {
               d.goal = pos;
               d.span_production = pos;
               d.derive( m.entry( pos ) );
               const unsigned char b = k.bytes[ rng() % k.bytes.size() ];
               const std::size_t at = d.span_begin + rng() % ( d.span_end - d.span_begin + 1 );
               const std::string bytes = escaped ? "%" + notation::hex_digits( b ) : std::string( 1, static_cast< char >( b ) );
               c.input = d.out;
               c.input.insert( at, bytes );
               c.covers.assign( 1, pos + "/byte:" + k.name + ( escaped ? ":escaped" : "" ) );
               c.why = ( s.of == edition::rfc1738 ? "§2.2, §5 " : where + " " ) + pos + ": " + ( escaped ? "the escape %" + notation::hex_digits( b ) + " of " : std::string( "the byte " ) ) + shown( b ) + " (" + k.name + ") at offset " +
                       std::to_string( at ) + ", inside " + pos + " [" + std::to_string( d.span_begin ) + "," + std::to_string( d.span_end ) + ")";
               each( c );
            }
         }
      }
   }
   d.span_production.clear();

   for( const auto& t : m.targets() ) {
      if( !selected( s, t ) ) {
         continue;
      }
      // The production's own literals inside its components: where the BNF is
      // ambiguous (gopher's "%09" in a selector) and where a delimiter is data.
      const auto parts = parts_of( m, t );
      for( const auto& l : parts.literals ) {
         for( const auto& pos : parts.positions ) {
            for( int n = 0; n < ( full ? 4 : 1 ); ++n ) {
               d.goal = pos;
               d.span_production = pos;
               d.derive( t );
               const std::size_t at = d.span_begin + rng() % ( d.span_end - d.span_begin + 1 );
               c.input = d.out;
               c.input.insert( at, l );
               c.covers.assign( 1, t + "/\"" + l + "\"-in:" + pos );
               c.why = where + " " + t + ": its literal \"" + l + "\" inside " + pos + " (at offset " + std::to_string( at ) + "): which derivation, if any, holds it";
               each( c );
            }
         }
      }
      d.span_production.clear();
      // url against otherurl: the scheme's name before a generic scheme part.
      if( const auto scheme = scheme_of_target( m, t ); m.defined( "schemepart" ) && !scheme.empty() ) {
         for( int n = 0; n < ( full ? 20 : 1 ); ++n ) {
            for( int attempt = 0; attempt < 50; ++attempt ) {
               d.goal.clear();
               d.derive( "schemepart" );
               c.input = scheme + ":" + d.out;
               const auto v = rfc1738::check( c.input );
               if( v.valid && !v.conforms ) {
                  break;
               }
            }
            const auto v = rfc1738::check( c.input );
            c.covers.assign( 1, v.valid && !v.conforms ? t + "/url-vs-otherurl" : t + "/url" );
            c.why = "§5 url: \"" + scheme + ":\" and a schemepart: " + t + " or only otherurl (genericurl)";
            each( c );
         }
      }
      // Near-misses: every position of conforming derivations, broken.
      std::set< std::string > seen;
      // Two bases (sixty with --size full); more, up to forty, while an
      // operation has no near-miss yet (an IP-literal to truncate).
      std::set< std::string > done;
      const auto wanting = [ & ]( int base ) {
         return base < ( full ? 60 : 2 ) || ( base < 40 && done.size() < near_miss_operations().size() );
      };
      for( int base = 0; wanting( base ); ++base ) {
         d.goal.clear();
         d.derive( t );
         const std::string good = d.out;
         if( !judge( s.of, good ).conforms ) {
            continue;   // the tests find it: every derivation conforms
         }
         const auto emit = [ & ]( const std::string& op, const std::string& input, const std::string& what, const std::string& klass ) {
            const auto j = judge( s.of, input );
            if( j.conforms ) {
               return;
            }
            const std::string& failing = j.failing;
            if( !full && !seen.insert( op + "|" + klass + "|" + failing ).second ) {
               return;
            }
            done.insert( op );
            c.input = input;
            c.covers.assign( 1, t + "/near-miss:" + op );
            c.covers.push_back( t + "/fails-in:" + failing );
            c.why = t + " near-miss (" + op + "): " + what + "; fails at " + std::to_string( j.offset ) + " in " + failing;
            each( c );
         };
         for( std::size_t i = 0; i <= good.size(); ++i ) {
            for( const auto& k : m.classes() ) {
               const unsigned char b = k.bytes[ rng() % k.bytes.size() ];
               if( i < good.size() && static_cast< unsigned char >( good[ i ] ) != b ) {
                  std::string x = good;
                  x[ i ] = static_cast< char >( b );
                  emit( "substitution", x, "byte " + std::to_string( i ) + " " + shown( static_cast< unsigned char >( good[ i ] ) ) + " replaced by " + shown( b ) + " (" + k.name + ")", k.name );
               }
               std::string y = good;
               y.insert( i, 1, static_cast< char >( b ) );
               emit( "insertion", y, shown( b ) + " (" + k.name + ") inserted at " + std::to_string( i ), k.name );
            }
            if( i < good.size() ) {
               emit( "deletion", good.substr( 0, i ) + good.substr( i + 1 ), "byte " + std::to_string( i ) + " " + shown( static_cast< unsigned char >( good[ i ] ) ) + " deleted", "" );
               emit( "truncation", good.substr( 0, i ), "truncated to " + std::to_string( i ) + " bytes", "" );
            }
         }
      }
   }

   // The RFC's examples (§3 and the references), one case each.
   const auto lines = s.of == edition::rfc1738 ? example_lines() : std::vector< std::string >();
   for( std::size_t i = 0; i < lines.size(); ++i ) {
      if( selected( s, example_target( lines[ i ] ) ) ) {
         c.input = lines[ i ];
         c.covers.assign( 1, "§3-example:" + std::to_string( i + 1 ) );
         c.why = "an example of RFC 1738 (examples/rfc1738-examples.txt line " + std::to_string( i + 1 ) + ")";
         each( c );
      }
   }

   // Long inputs.
   for( const auto& l : long_inputs() ) {
      if( !selected( s, l.production ) || !repeats( m, l.production ) || !( l.small || full ) ) {
         continue;
      }
      d.goal = l.production;
      d.long_node = first_repetition( m.body( l.production ) );
      d.long_bytes = l.bytes;
      d.derive( m.entry( l.production ) );
      d.long_node = nullptr;
      c.input = std::move( d.out );
      c.covers.assign( 1, "long:" + l.production + ":" + std::to_string( l.bytes ) );
      c.why = "a " + l.production + " of at least " + std::to_string( l.bytes ) + " bytes (" + std::to_string( c.input.size() ) + " bytes in all)";
      each( c );
   }
   if( s.of == edition::rfc1738 || s.production ) {
      return;
   }

   // The inputs that separate the editions: every witness diff_editions
   // finds between this edition and each other one (the shortest of each
   // group), ...
   for( const edition o : others_of( s.of ) ) {
      for( const auto& sd : diff_editions( s.of, o, std::nullopt, witnesses_per_group( s ) ) ) {
         for( const auto& g : sd.differences ) {
            for( const auto& w : g.witnesses ) {
               c.input = w.input;
               c.covers.assign( 1, difference_item( o, sd, g ) );
               c.why = "in " + std::string( name_of( g.accepted_by ) ) + ", not in " + std::string( name_of( g.rejected_by ) ) + " (" + std::string( name_of( g.rejected_by ) ) +
                       " stops at " + std::to_string( w.offset ) + " in " + std::string( g.production ) + ( sd.scheme.empty() ? std::string() : "; scheme " + sd.scheme ) + ")";
               each( c );
            }
         }
      }
   }
   // ... and inputs both accept but split differently (split_witnesses:
   // one per set of roles, or four with --size full).
   for( const edition o : others_of( s.of ) ) {
      for( const auto& g : split_witnesses( s.of, o, full ? 4 : 1, s.seed ) ) {
         const std::string item = "split-differs:" + std::string( name_of( o ) ) + ":" + g.roles;
         for( const auto& w : g.witnesses ) {
            c.input = w;
            c.covers.assign( 1, item );
            c.why = "both " + std::string( name_of( s.of ) ) + " and " + std::string( name_of( o ) ) + " accept it and split it differently (" + g.roles + ")";
            each( c );
         }
      }
   }
}

std::vector< split_group > split_witnesses( const edition a, const edition b, const std::size_t per_group, const std::uint64_t seed )
{
   // The witnesses of each set of roles, shortest first (then by bytes).
   const auto shorter = []( const std::string& x, const std::string& y ) { return x.size() != y.size() ? x.size() < y.size() : x < y; };
   std::map< std::string, std::set< std::string, decltype( shorter ) > > found;
   const auto consider = [ & ]( const std::string& input ) {
      const auto r = compare_editions( input, { a, b } );
      if( r.differences.empty() ) {
         return;
      }
      std::string roles;
      for( const auto role : r.differences.front().roles ) {
         roles += ( roles.empty() ? "" : "+" ) + std::string( role );
      }
      auto& kept = found.try_emplace( roles, shorter ).first->second;
      kept.insert( input );
      if( kept.size() > per_group ) {
         kept.erase( std::prev( kept.end() ) );
      }
   };
   if( part_names( a ).empty() || part_names( b ).empty() ) {
      return {};   // an edition without a model of its parts splits nothing
   }
   std::mt19937_64 rng( seed );
   for( const edition e : { b, a } ) {
      const auto& m = model::get( e );
      deriver d( m, rng );
      // Every choice of e's grammar forced, ...
      for( const auto& p : m.points() ) {
         for( std::size_t i = 0; i < p.items.size(); ++i ) {
            d.goal = p.production;
            d.forced = p.node;
            d.forced_item = i;
            d.derive( m.entry( p.production ) );
            consider( d.out );
         }
      }
      d.forced = nullptr;
      // ... and each target's literals inside each of its components.
      for( const auto& t : m.targets() ) {
         const auto parts = parts_of( m, t );
         for( const auto& l : parts.literals ) {
            for( const auto& pos : parts.positions ) {
               d.goal = pos;
               d.span_production = pos;
               d.derive( t );
               std::string input = d.out;
               input.insert( d.span_begin + rng() % ( d.span_end - d.span_begin + 1 ), l );
               consider( input );
            }
         }
         d.span_production.clear();
      }
   }
   std::vector< split_group > groups;
   for( auto& [ roles, kept ] : found ) {
      groups.push_back( { roles, std::vector< std::string >( kept.begin(), kept.end() ) } );
   }
   // The groups in the order of their shortest witness.
   std::sort( groups.begin(), groups.end(), [ & ]( const split_group& x, const split_group& y ) { return shorter( x.witnesses.front(), y.witnesses.front() ); } );
   return groups;
}

std::string_view kind_of( const report& r ) noexcept
{
   return r.verdict().conforms ? "conforming" : r.verdict().valid ? "valid-not-conforming" : "not-a-url";
}

void write_json( std::string& out, const test_case& c, edition e )
{
   if( e == edition::rfc1738 ) {
      const auto r = rfc1738::inspect( c.input );
      const std::size_t start = out.size();
      rfc1738::write_json( out, r );
      if( out.size() > start && out.back() == '}' ) {
         out.pop_back();
      }
      out += ",\"kind\":\"";
      out += kind_of( r );
   }
   else {
      const auto r = compare_editions( c.input, { e } );
      const auto& a = r.answers.front();
      out += "{\"input\":";
      rfc1738::write_json_string( out, c.input );
      out += ",\"edition\":";
      rfc1738::write_json_text( out, name_of( e ) );
      out += ',';
      rfc1738::write_json_members( out, a.verdict, a.error );
      if( a.split ) {
         out += ',';
         rfc1738::write_json_members( out, *a.split, c.input );
      }
      out += ",\"target\":";
      rfc1738::write_json_text( out, a.verdict.target );
      out += ",\"kind\":\"";
      out += a.verdict.conforms ? "conforming" : a.verdict.valid ? "valid-not-conforming" : "not-a-url";
   }
   out += "\",\"covers\":[";
   for( std::size_t i = 0; i < c.covers.size(); ++i ) {
      out += i == 0 ? "" : ",";
      rfc1738::write_json_text( out, c.covers[ i ] );
   }
   out += "],\"why\":";
   rfc1738::write_json_text( out, c.why );
   out += '}';
}

std::optional< std::string > bnf_line( const edition e, const std::string_view name )
{
   const auto p = production_of( e, name );
   if( !p ) {
      return std::nullopt;
   }
   std::string line;
   bool space = false;
   for( const char c : p->bnf ) {
      if( c == ' ' || c == '\n' || c == '\t' ) {
         space = !line.empty();
         continue;
      }
      if( space ) {
         line += ' ';
         space = false;
      }
      line += c;
   }
   return line;
}

void write_diff_json( std::string& out, const std::vector< scheme_difference >& all, const std::vector< split_group >& splits, const edition a, const edition b )
{
   out += "{\"a\":";
   write_json_text( out, name_of( a ) );
   out += ",\"b\":";
   write_json_text( out, name_of( b ) );
   out += ",\"schemes\":[";
   for( std::size_t i = 0; i < all.size(); ++i ) {
      const auto& d = all[ i ];
      out += i ? "," : "";
      out += "{\"scheme\":";
      if( d.scheme.empty() ) {
         out += "null";   // the whole languages
      }
      else {
         write_json_text( out, d.scheme );
      }
      out += ",\"production_a\":";
      write_json_text( out, d.production_a );
      out += ",\"production_b\":";
      write_json_text( out, d.production_b );
      out += std::string( ",\"a_contains_b\":" ) + ( d.a_contains_b ? "true" : "false" ) + ",\"b_contains_a\":" + ( d.b_contains_a ? "true" : "false" ) + ",\"differences\":[";
      for( std::size_t k = 0; k < d.differences.size(); ++k ) {
         const auto& g = d.differences[ k ];
         out += k ? "," : "";
         out += "{\"accepted_by\":";
         write_json_text( out, name_of( g.accepted_by ) );
         out += ",\"rejected_by\":";
         write_json_text( out, name_of( g.rejected_by ) );
         out += ",\"production\":";
         write_json_text( out, g.production );
         out += ",\"states\":" + std::to_string( g.states ) + ",\"bnf_rejected_by\":";
         write_json_text( out, bnf_line( g.rejected_by, g.production ).value_or( std::string() ) );
         out += ",\"bnf_accepted_by\":";
         const std::string there = bnf_line( g.accepted_by, g.production ).value_or( std::string() );
         if( there.empty() ) {
            out += "null";
         }
         else {
            write_json_text( out, there );
         }
         out += ",\"witnesses\":[";
         for( std::size_t w = 0; w < g.witnesses.size(); ++w ) {
            out += w ? ",{\"input\":" : "{\"input\":";
            write_json_string( out, g.witnesses[ w ].input );
            out += ",\"offset\":" + std::to_string( g.witnesses[ w ].offset ) + "}";
         }
         out += "]}";
      }
      out += "]}";
   }
   out += "],\"split_differences\":[";
   for( std::size_t i = 0; i < splits.size(); ++i ) {
      out += i ? ",{\"roles\":[" : "{\"roles\":[";
      const auto& roles = splits[ i ].roles;
      for( std::size_t from = 0, k = 0; from <= roles.size(); ++k ) {
         const auto plus = std::min( roles.find( '+', from ), roles.size() );
         out += k ? "," : "";
         write_json_text( out, roles.substr( from, plus - from ) );
         from = plus + 1;
      }
      out += "],\"witnesses\":[";
      for( std::size_t w = 0; w < splits[ i ].witnesses.size(); ++w ) {
         out += w ? "," : "";
         write_json_string( out, splits[ i ].witnesses[ w ] );
      }
      out += "]}";
   }
   out += "]}";
}

}  // namespace rfc1738::suite

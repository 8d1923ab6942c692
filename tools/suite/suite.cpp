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
#include <random>
#include <set>
#include <stdexcept>

#include "model.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/diagnosis.hpp"
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
      return ( !reached_ && m_.reaches( e, goal ) ) || ( forced != nullptr && contains( e, forced ) );
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

   void walk( const expression& e )
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
            if( forced == &e ) {
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
            if( forced == &e ) {
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
            if( forced == &e ) {
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
};

std::string hex_byte( unsigned char b )
{
   const char* digits = "0123456789ABCDEF";
   return { digits[ b >> 4 ], digits[ b & 15 ] };
}

std::string shown( unsigned char b )
{
   if( b > 0x20 && b < 0x7f ) {
      return std::string( "'" ) + static_cast< char >( b ) + "' (0x" + hex_byte( b ) + ")";
   }
   return "0x" + hex_byte( b );
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
   if( s.production && !model::get().defined( *s.production ) ) {
      throw std::invalid_argument( "no production '" + *s.production + "' in RFC 1738 §5" );
   }
}

}  // namespace

std::vector< std::string > required_items( const settings& s )
{
   check_production( s );
   const auto& m = model::get();
   std::vector< std::string > items;
   for( const auto& p : m.points() ) {
      if( selected( s, p.production ) ) {
         items.insert( items.end(), p.items.begin(), p.items.end() );
      }
   }
   for( const auto& name : m.productions() ) {
      if( selected( s, name ) && !m.rewrite( name ).empty() && ( name == "url" || m.reaches( "url", name ) ) ) {
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
      if( !scheme_of_target( m, t ).empty() ) {
         items.push_back( t + "/url-vs-otherurl" );
      }
      for( const auto& op : near_miss_operations() ) {
         items.push_back( t + "/near-miss:" + op );
      }
   }
   const auto lines = example_lines();
   for( std::size_t i = 0; i < lines.size(); ++i ) {
      if( selected( s, example_target( lines[ i ] ) ) ) {
         items.push_back( "§3-example:" + std::to_string( i + 1 ) );
      }
   }
   for( const auto& l : long_inputs() ) {
      if( selected( s, l.production ) && ( l.small || s.extent == size::full ) ) {
         items.push_back( "long:" + l.production + ":" + std::to_string( l.bytes ) );
      }
   }
   return items;
}

void generate( const settings& s, const std::function< void( const test_case& ) >& each )
{
   check_production( s );
   const auto& m = model::get();
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
            d.derive( "url" );
            c.input = d.out;
            c.covers.assign( 1, p.items[ i ] );
            for( auto& t : trace ) {
               if( t != p.items[ i ] ) {
                  c.covers.push_back( std::move( t ) );
               }
            }
            c.why = "§5 " + p.production + ": " + p.items[ i ].substr( p.production.size() + 1 ) + " (" + m.describe( *p.node, 1 ) + ")";
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
               d.derive( "url" );
               const unsigned char b = k.bytes[ rng() % k.bytes.size() ];
               const std::size_t at = d.span_begin + rng() % ( d.span_end - d.span_begin + 1 );
               const std::string bytes = escaped ? "%" + hex_byte( b ) : std::string( 1, static_cast< char >( b ) );
               c.input = d.out;
               c.input.insert( at, bytes );
               c.covers.assign( 1, pos + "/byte:" + k.name + ( escaped ? ":escaped" : "" ) );
               c.why = "§2.2, §5 " + pos + ": " + ( escaped ? "the escape %" + hex_byte( b ) + " of " : std::string( "the byte " ) ) + shown( b ) + " (" + k.name + ") at offset " +
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
               c.why = "§5 " + t + ": its literal \"" + l + "\" inside " + pos + " (at offset " + std::to_string( at ) + "): which derivation, if any, holds it";
               each( c );
            }
         }
      }
      d.span_production.clear();
      // url against otherurl: the scheme's name before a generic scheme part.
      if( const auto scheme = scheme_of_target( m, t ); !scheme.empty() ) {
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
      for( int base = 0; base < ( full ? 60 : 2 ); ++base ) {
         d.goal.clear();
         d.derive( t );
         const std::string good = d.out;
         if( !rfc1738::check( good ).conforms ) {
            continue;   // the tests find it: every derivation conforms
         }
         const auto emit = [ & ]( const std::string& op, const std::string& input, const std::string& what, const std::string& klass ) {
            const auto v = rfc1738::check( input );
            if( v.conforms ) {
               return;
            }
            const auto diag = rfc1738::diagnose( input, rfc1738::target_of( v.scheme ? *v.scheme : std::string_view() ) );
            const std::string failing = diag ? std::string( grammar::rfc_name( diag->production ) ) : std::string();
            if( !full && !seen.insert( op + "|" + klass + "|" + failing ).second ) {
               return;
            }
            c.input = input;
            c.covers.assign( 1, t + "/near-miss:" + op );
            c.covers.push_back( t + "/fails-in:" + failing );
            c.why = t + " near-miss (" + op + "): " + what + "; fails at " + std::to_string( diag ? diag->offset : 0 ) + " in " + failing;
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
   const auto lines = example_lines();
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
      if( !selected( s, l.production ) || !( l.small || full ) ) {
         continue;
      }
      d.goal = l.production;
      d.long_node = first_repetition( m.body( l.production ) );
      d.long_bytes = l.bytes;
      d.derive( "url" );
      d.long_node = nullptr;
      c.input = std::move( d.out );
      c.covers.assign( 1, "long:" + l.production + ":" + std::to_string( l.bytes ) );
      c.why = "a " + l.production + " of at least " + std::to_string( l.bytes ) + " bytes (" + std::to_string( c.input.size() ) + " bytes in all)";
      each( c );
   }
}

std::string_view kind_of( const report& r ) noexcept
{
   return r.verdict().conforms ? "conforming" : r.verdict().valid ? "valid-not-conforming" : "not-a-url";
}

void write_json( std::string& out, const test_case& c )
{
   const auto r = rfc1738::inspect( c.input );
   const std::size_t start = out.size();
   rfc1738::write_json( out, r );
   if( out.size() > start && out.back() == '}' ) {
      out.pop_back();
   }
   out += ",\"kind\":\"";
   out += kind_of( r );
   out += "\",\"covers\":[";
   for( std::size_t i = 0; i < c.covers.size(); ++i ) {
      out += i == 0 ? "" : ",";
      rfc1738::write_json_text( out, c.covers[ i ] );
   }
   out += "],\"why\":";
   rfc1738::write_json_text( out, c.why );
   out += '}';
}

}  // namespace rfc1738::suite

// SPDX-License-Identifier: BSL-1.0
// rfc1738::encode: the shortest text of a component production that decodes
// to given bytes, found on the production's generated automaton
// (rfc1738/grammar/automata.hpp, the minimal DFA of its language): a byte is
// written as itself where the automaton can go on with it, else as "%HH"
// where it can go on with an escape, and the cheapest walk that ends in an
// accepting state wins. Nothing here spells a character class or a shape of
// the BNF: what the production holds comes from the grammar itself.
#include "rfc1738/encode.hpp"

#include "rfc1738/diagnosis.hpp"
#include "rfc1738/grammar/components.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "rfc1738/check.hpp"
#include "rfc1738/decode.hpp"
#include "rfc1738/grammar/automata.hpp"
#include "hex.hpp"

namespace rfc1738 {

namespace {

namespace dfa = grammar::automata;

// Not components, read from the component model: the URLs (`url`, its
// forms), the structure above a form's components (login, hostport,
// waisdoc, ...: a step of a component's path), a repeated component
// (fieldspec) and `escape` (whose strings are escapes, not bytes).
bool whole_or_compound( production p ) noexcept
{
   for( const auto& info : grammar::components ) {
      if( info.production == p ) {
         return info.kind == grammar::component_kind::repeated;
      }
   }
   for( const auto& path : grammar::component_paths ) {
      if( std::find( path.steps, path.steps + path.length, p ) != path.steps + path.length ) {
         return true;
      }
   }
   return p == production::url || p == production::escape || grammar::find_url_form( p ) != nullptr;
}

std::string name_of( production p )
{
   return std::string( grammar::production_names[ static_cast< std::size_t >( p ) ] );
}

std::string byte_text( unsigned char b )
{
   std::string s = "byte 0x" + notation::hex_digits( b );
   if( b > 0x20 && b < 0x7f ) {
      s += b == '"' ? std::string( " (<\">)" ) : " (\"" + std::string( 1, static_cast< char >( b ) ) + "\")";
   }
   return s;
}

const dfa::automaton& automaton_of( production p ) noexcept
{
   return dfa::automata[ static_cast< std::size_t >( p ) ];
}

int step( const dfa::automaton& a, int s, unsigned char c ) noexcept
{
   return s < 0 ? -1 : a.next[ static_cast< std::size_t >( s ) * a.class_count + a.classes[ c ] ];
}

// The state after "%HH" of byte b, or -1.
int escaped_step( const dfa::automaton& a, int s, unsigned char b ) noexcept
{
   return step( a, step( a, step( a, s, '%' ), static_cast< unsigned char >( notation::upper_hex[ b >> 4 ] ) ), static_cast< unsigned char >( notation::upper_hex[ b & 15 ] ) );
}

// A byte is written as itself only where it stands for itself: never "%",
// which begins an escape.
int itself_step( const dfa::automaton& a, int s, unsigned char b ) noexcept
{
   return b == '%' ? -1 : step( a, s, b );
}

// The states from which an accepting state can be reached (the minimal DFA
// has no dead state, but a state may still need more bytes).
std::vector< bool > live_states( const dfa::automaton& a )
{
   std::vector< bool > live( a.state_count, false );
   for( std::size_t s = 0; s < a.state_count; ++s ) {
      live[ s ] = a.states[ s ].accepting;
   }
   for( bool changed = true; changed; ) {
      changed = false;
      for( std::size_t s = 0; s < a.state_count; ++s ) {
         for( std::size_t c = 0; c < a.class_count && !live[ s ]; ++c ) {
            const auto n = a.next[ s * a.class_count + c ];
            if( n >= 0 && live[ static_cast< std::size_t >( n ) ] ) {
               live[ s ] = changed = true;
            }
         }
      }
   }
   return live;
}

// live_states of each production, computed once.
const std::vector< bool >& live_of( production p )
{
   static const auto all = [] {
      std::vector< std::vector< bool > > out;
      for( std::size_t i = 0; i < grammar::production_count; ++i ) {
         out.push_back( live_states( automaton_of( static_cast< production >( i ) ) ) );
      }
      return out;
   }();
   return all[ static_cast< std::size_t >( p ) ];
}

// The states of `a` numbered by their language (Moore's refinement from
// accepting or not, ignoring what each state says to the diagnosis): two
// states with one number accept the same continuations.
std::vector< int > language_classes( const dfa::automaton& a )
{
   std::vector< int > block( a.state_count );
   for( std::size_t s = 0; s < a.state_count; ++s ) {
      block[ s ] = a.states[ s ].accepting ? 1 : 0;
   }
   for( std::size_t count = 0;; ) {
      std::vector< std::vector< int > > signatures( a.state_count );
      for( std::size_t s = 0; s < a.state_count; ++s ) {
         signatures[ s ].push_back( block[ s ] );
         for( std::size_t c = 0; c < a.class_count; ++c ) {
            const auto n = a.next[ s * a.class_count + c ];
            signatures[ s ].push_back( n < 0 ? -1 : block[ static_cast< std::size_t >( n ) ] );
         }
      }
      std::vector< std::vector< int > > seen;
      for( std::size_t s = 0; s < a.state_count; ++s ) {
         const auto it = std::find( seen.begin(), seen.end(), signatures[ s ] );
         block[ s ] = static_cast< int >( it - seen.begin() );
         if( it == seen.end() ) {
            seen.push_back( signatures[ s ] );
         }
      }
      if( seen.size() == count ) {
         return block;
      }
      count = seen.size();
   }
}

// How each production holds each byte, computed once from its automaton: as
// itself where the byte can stand as itself with the meaning its escape
// would have (the same continuations follow, or no escape could stand
// there), so that a reserved character in its reserved role (the "@" before
// an article's host) is not counted as the byte itself.
const std::array< holding, 256 >& holdings_of( production p )
{
   static const auto all = [] {
      std::array< std::array< holding, 256 >, grammar::production_count > out{};
      for( std::size_t i = 0; i < grammar::production_count; ++i ) {
         const auto& a = automaton_of( static_cast< production >( i ) );
         const auto& live = live_of( static_cast< production >( i ) );
         const auto language = language_classes( a );
         const auto useful = [ & ]( int s ) { return s >= 0 && live[ static_cast< std::size_t >( s ) ]; };
         for( int b = 0; b < 256; ++b ) {
            holding h = holding::never;
            for( int s = 0; s < static_cast< int >( a.state_count ) && h != holding::itself; ++s ) {
               if( !useful( s ) ) {
                  continue;
               }
               const int raw = itself_step( a, s, static_cast< unsigned char >( b ) );
               const int escaped = escaped_step( a, s, static_cast< unsigned char >( b ) );
               if( useful( raw ) && ( !useful( escaped ) || language[ static_cast< std::size_t >( raw ) ] == language[ static_cast< std::size_t >( escaped ) ] ) ) {
                  h = holding::itself;
               }
               else if( useful( escaped ) ) {
                  h = holding::escaped;
               }
            }
            out[ i ][ static_cast< std::size_t >( b ) ] = h;
         }
      }
      return out;
   }();
   return all[ static_cast< std::size_t >( p ) ];
}

build_error error_at( production p, std::size_t offset, unsigned char b, bool escapes )
{
   const std::string why = escapes ? "neither as itself nor escaped can this byte stand there (RFC 1738 §2.2, §5)" : "it takes no escapes and this byte cannot stand there (RFC 1738 §2.2, §5)";
   return build_error{ name_of( p ), offset, name_of( p ) + " cannot hold " + byte_text( b ) + " at offset " + std::to_string( offset ) + ": " + why };
}

}  // namespace

bool encodable( production component ) noexcept
{
   return !whole_or_compound( component );
}

holding holds( production component, unsigned char b ) noexcept
{
   return holdings_of( component )[ b ];
}

built< std::string > encode( production component, std::string_view bytes )
{
   if( !encodable( component ) ) {
      return build_error{ name_of( component ), std::nullopt, name_of( component ) + " is not a component production (RFC 1738 §5)" };
   }
   const auto& a = automaton_of( component );
   const auto& live = live_of( component );
   const std::size_t states = a.state_count;
   // The cheapest way to each state after each byte: a forward pass over the
   // bytes with the costs of one offset at a time, and for each offset and
   // state the step that got there (the state it came from, and whether the
   // byte was escaped), two bytes each: linear in the input, in time and in
   // memory (a megabyte of hpath takes 24 MB, not a table of structs).
   constexpr std::size_t none = static_cast< std::size_t >( -1 );
   std::vector< std::size_t > cost( states, none ), next( states, none );
   std::vector< std::uint16_t > came( bytes.size() * states );
   cost[ 0 ] = 0;
   bool escapes = false;   // the production takes an escape somewhere
   for( std::size_t s = 0; s < states && !escapes; ++s ) {
      escapes = step( a, static_cast< int >( s ), '%' ) >= 0;
   }
   for( std::size_t i = 0; i < bytes.size(); ++i ) {
      const auto b = static_cast< unsigned char >( bytes[ i ] );
      std::fill( next.begin(), next.end(), none );
      bool any = false;
      for( std::size_t s = 0; s < states; ++s ) {
         if( cost[ s ] == none ) {
            continue;
         }
         const auto offer = [ & ]( int to, std::size_t c, bool escaped ) {
            if( to < 0 || !live[ static_cast< std::size_t >( to ) ] || c >= next[ static_cast< std::size_t >( to ) ] ) {
               return;
            }
            next[ static_cast< std::size_t >( to ) ] = c;
            came[ i * states + static_cast< std::size_t >( to ) ] = static_cast< std::uint16_t >( ( s << 1 ) | ( escaped ? 1u : 0u ) );
            any = true;
         };
         offer( itself_step( a, static_cast< int >( s ), b ), cost[ s ] + 1, false );
         offer( escaped_step( a, static_cast< int >( s ), b ), cost[ s ] + 3, true );
      }
      if( !any ) {
         if( component == production::scheme && b >= 'A' && b <= 'Z' ) {
            // §2.1: a scheme is written in lower case ("HTTP" is no scheme).
            std::string lowered( bytes );
            for( char& ch : lowered ) {
               ch = ( ch >= 'A' && ch <= 'Z' ) ? static_cast< char >( ch - 'A' + 'a' ) : ch;
            }
            return build_error{ name_of( component ), i, name_of( component ) + " cannot hold " + byte_text( b ) + " at offset " + std::to_string( i ) +
                                                            ": schemes are lower case (RFC 1738 §2.1, §5): write \"" + lowered + "\"" };
         }
         return error_at( component, i, b, escapes );
      }
      cost.swap( next );
   }
   int end = -1;
   for( std::size_t s = 0; s < states; ++s ) {
      if( a.states[ s ].accepting && cost[ s ] != none && ( end < 0 || cost[ s ] < cost[ static_cast< std::size_t >( end ) ] ) ) {
         end = static_cast< int >( s );
      }
   }
   if( end < 0 ) {
      if( !bytes.empty() ) {
         // Why, as check says it ("1.2.3.4.5": a hostnumber is four groups of
         // digits, a hostname's last label begins with a letter).
         if( const auto d = diagnose( bytes, component ); d && !d->message.empty() ) {
            return build_error{ name_of( component ), std::nullopt, name_of( component ) + " cannot be \"" + std::string( bytes ) + "\": " + d->message };
         }
      }
      return build_error{ name_of( component ), std::nullopt, name_of( component ) + ( bytes.empty() ? " cannot be empty" : " needs more bytes after these" ) + " (RFC 1738 §5)" };
   }
   // Back from the end: which bytes were escaped.
   std::vector< bool > escaped( bytes.size(), false );
   for( std::size_t i = bytes.size(), s = static_cast< std::size_t >( end ); i > 0; --i ) {
      const std::uint16_t w = came[ ( i - 1 ) * states + s ];
      escaped[ i - 1 ] = ( w & 1u ) != 0;
      s = w >> 1;
   }
   std::string out;
   out.reserve( cost[ static_cast< std::size_t >( end ) ] );
   for( std::size_t i = 0; i < bytes.size(); ++i ) {
      const auto b = static_cast< unsigned char >( bytes[ i ] );
      if( escaped[ i ] ) {
         notation::append_escape( out, b );
      }
      else {
         out += static_cast< char >( b );
      }
   }
   if( !derives( component, out ) || decode( out ) != bytes ) {
      // Never a wrong text: the walk is checked against the rules.
      return build_error{ name_of( component ), std::nullopt, "cannot write these bytes as a " + name_of( component ) + " (RFC 1738 §5)" };
   }
   return out;
}

}  // namespace rfc1738

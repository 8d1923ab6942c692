// SPDX-License-Identifier: BSL-1.0
// Fuzz target `edition_<name>`, one per edition of the generic URI syntax
// (RFC1738_FUZZ_EDITION: rfc1808, rfc2396, rfc2732, rfc3986, rfc6874): the
// edition's generated rules, automaton and split against each other and
// against the independent matcher of the exactness tests (tests/support:
// it reads the edition's grammar files the context-free way).
//
// Input layout:
//   byte 0      < 0x80: the rest of the input is the string to decide
//               >= 0x80: the rest seeds a string sampled from the edition's
//               top production (bytes 1..8, the seed; byte 9, the
//               repetition bound), then mutated by the bytes after them, two
//               at a time (position, byte: replace, insert or delete)
// Properties:
//   - check( e, s ).valid == the matcher's verdict on the top production;
//     conforms == valid, except for a file or mailto URI in rfc3986 and
//     rfc6874, which conforms when the matcher also derives it from the
//     scheme's production (the verdict's target: file-URI, mailtoURI);
//   - conforms exactly when why_not( e, s ) is empty (the PEG and the
//     automata agree), and why_not's offset is within the input;
//   - valid exactly when split( e, s ) is there; its components and roles lie
//     inside the input, nested or disjoint, and the production is a verdict
//     production or the top; compare_editions and its writers run, and
//     compare_editions_into, in the report of the inputs before, writes
//     what compare_editions does;
//   - valid exactly when derivation_of( e, s ) is there: its root the whole
//     input, each node nested in its parent, each component of the split
//     one of its nodes;
//   - on a valid input, the split's generated program (src/editions/
//     uri_split.hpp) writes the nodes the PEG records (uri_parse.hpp), told
//     the verdict's production and not told it (tests/grammar/uri_split.cpp
//     on the data, here on what the fuzzer finds).
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "cfg_matcher.hpp"
#include "editions/uri_parse.hpp"
#include "editions/uri_split.hpp"
#include "require.hpp"
#include "rfc1738/edition.hpp"
#include "rfc1738/edition_list.hpp"
#include "rfc1738/json.hpp"

namespace {

namespace cfg = rfc1738::test::cfg;

constexpr std::string_view name = RFC1738_FUZZ_EDITION;

const cfg::grammar& grammar()
{
   static const cfg::grammar g = cfg::grammar::from_uri_edition( name, RFC1738_SOURCE_DIR "/grammar" );
   return g;
}

const std::string& top()
{
   static const std::string t = cfg::find_uri_edition( name ).top;
   return t;
}

cfg::matcher& matcher()
{
   static cfg::matcher m( grammar(), top() );
   return m;
}

// The matcher of a scheme's production (file-URI, mailtoURI), built once.
cfg::matcher& scheme_matcher( std::string_view production )
{
   static std::map< std::string, std::unique_ptr< cfg::matcher >, std::less<> > all;
   auto it = all.find( production );
   if( it == all.end() ) {
      it = all.emplace( std::string( production ), std::make_unique< cfg::matcher >( grammar(), production ) ).first;
   }
   return *it->second;
}

std::string sampled( const std::uint8_t* data, std::size_t size )
{
   std::uint64_t seed = 0;
   std::size_t i = 0;
   for( ; i < 8 && i < size; ++i ) {
      seed = seed << 8 | data[ i ];
   }
   const unsigned max_repeat = i < size ? 1 + data[ i++ ] % 8 : 4;
   cfg::sampler sampler( grammar(), seed );
   std::string s = sampler.sample( top(), max_repeat );
   for( ; i + 1 < size; i += 2 ) {
      const std::uint8_t b = data[ i + 1 ];
      const std::size_t at = s.empty() ? 0 : data[ i ] % ( s.size() + 1 );
      switch( b % 3 ) {
         case 0:
            if( at < s.size() ) {
               s[ at ] = static_cast< char >( b );
            }
            break;
         case 1:
            s.insert( at, 1, static_cast< char >( b ) );
            break;
         default:
            if( at < s.size() ) {
               s.erase( at, 1 );
            }
      }
   }
   return s;
}

// The program's nodes are the PEG's, for the edition E of this target (a
// valid s, `production` the verdict's).
template< typename E >
void program_is_peg( const std::string& s, const std::optional< std::string_view >& production )
{
   if constexpr( E::uri ) {
      if( rfc1738::name_of( E::id ) != name ) {
         return;
      }
      std::vector< rfc1738::detail::uri_node > peg;
      RFC1738_FUZZ_REQUIRE( rfc1738::detail::uri_parse< E >( s, peg ) );
      auto known = E::top;
      for( const auto v : E::verdicts ) {
         known = production && E::rfc_name( v ) == *production ? v : known;
      }
      for( const auto told : { known, E::top } ) {
         std::vector< rfc1738::detail::uri_node > program;
         if( !rfc1738::detail::uri_split< E >( s, program, told ) ) {
            return;   // no program: the split is the PEG's
         }
         RFC1738_FUZZ_REQUIRE( program.size() == peg.size() );
         for( std::size_t i = 0; i < peg.size(); ++i ) {
            RFC1738_FUZZ_REQUIRE( program[ i ].production == peg[ i ].production && program[ i ].begin == peg[ i ].begin && program[ i ].end == peg[ i ].end );
         }
      }
   }
}

template< typename... E >
void program_is_peg( const std::string& s, const std::optional< std::string_view >& production, std::tuple< E... >* /*unused*/ )
{
   ( program_is_peg< E >( s, production ), ... );
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput( const std::uint8_t* data, std::size_t size )
{
   if( size == 0 ) {
      return 0;
   }
   const std::string s = data[ 0 ] < 0x80 ? std::string( reinterpret_cast< const char* >( data + 1 ), size - 1 ) : sampled( data + 1, size - 1 );
   const auto e = *rfc1738::edition_named( name );
   const auto v = rfc1738::check( e, s );
   RFC1738_FUZZ_REQUIRE( v.valid == matcher().matches( s ) );
   if( v.target == top() ) {
      RFC1738_FUZZ_REQUIRE( v.conforms == v.valid );
   }
   else {   // a file or mailto URI: it conforms when the matcher derives it from RFC 8089's or RFC 6068's production too
      RFC1738_FUZZ_REQUIRE( v.valid );
      RFC1738_FUZZ_REQUIRE( v.conforms == scheme_matcher( v.target ).matches( s ) );
   }
   const auto w = rfc1738::why_not( e, s );
   RFC1738_FUZZ_REQUIRE( v.conforms == !w );
   if( w ) {
      RFC1738_FUZZ_REQUIRE( w->offset <= s.size() );
      RFC1738_FUZZ_REQUIRE( !w->message.empty() );
   }
   const auto parts = rfc1738::split( e, s );
   RFC1738_FUZZ_REQUIRE( v.valid == parts.has_value() );
   if( parts ) {
      RFC1738_FUZZ_REQUIRE( v.production.has_value() );
      for( const auto& list : { parts->components, parts->roles } ) {
         for( const auto& p : list ) {
            RFC1738_FUZZ_REQUIRE( p.offset <= s.size() && p.size <= s.size() - p.offset );
         }
      }
      // Components in order: each begins at or after the one before, and
      // lies inside it or after its end.
      for( std::size_t i = 1; i < parts->components.size(); ++i ) {
         const auto& a = parts->components[ i - 1 ];
         const auto& b = parts->components[ i ];
         RFC1738_FUZZ_REQUIRE( a.offset <= b.offset );
         RFC1738_FUZZ_REQUIRE( b.offset + b.size <= a.offset + a.size || b.offset >= a.offset + a.size );
      }
      RFC1738_FUZZ_REQUIRE( rfc1738::split_differences( *parts, *parts ).empty() );
   }
   if( v.valid ) {
      program_is_peg( s, v.production, static_cast< rfc1738::edition_list::all* >( nullptr ) );
   }
   // The derivation: there exactly when valid; its root the whole input at
   // depth 0, each node inside the one that encloses it, every component
   // of the split one of its nodes.
   const auto d = rfc1738::derivation_of( e, s );
   RFC1738_FUZZ_REQUIRE( d.has_value() == v.valid );
   if( d ) {
      RFC1738_FUZZ_REQUIRE( !d->empty() && ( *d )[ 0 ].depth == 0 && ( *d )[ 0 ].begin == 0 && ( *d )[ 0 ].end == s.size() );
      std::vector< const rfc1738::edition_node* > open;
      for( const auto& n : *d ) {
         RFC1738_FUZZ_REQUIRE( n.begin <= n.end && n.end <= s.size() && n.depth <= open.size() );
         open.resize( n.depth );
         if( !open.empty() ) {
            RFC1738_FUZZ_REQUIRE( open.back()->begin <= n.begin && n.end <= open.back()->end );
         }
         open.push_back( &n );
      }
      for( const auto& p : parts->components ) {
         bool found = false;
         for( const auto& n : *d ) {
            found = found || ( n.name == p.name && n.begin == p.offset && n.end == p.offset + p.size );
         }
         RFC1738_FUZZ_REQUIRE( found );
      }
   }
   std::string json;
   const auto report = rfc1738::compare_editions( s, { e, rfc1738::edition::rfc1738 } );
   rfc1738::write_json( json, report );
   RFC1738_FUZZ_REQUIRE( json.size() > 2 && json.front() == '{' && json.back() == '}' );
   json.clear();
   rfc1738::write_json( json, report, 0 );
   RFC1738_FUZZ_REQUIRE( json.size() > 2 && json.front() == '{' && json.back() == '}' );
   // The report made in the room of the inputs' before (every edition, then
   // this one and RFC 1738, the fragment split aside or not) is the report
   // made anew.
   static rfc1738::editions_report reused;
   for( const auto mode : { rfc1738::fragment_mode::split, rfc1738::fragment_mode::strict } ) {
      for( const auto& chosen : { std::vector< rfc1738::edition >{}, std::vector< rfc1738::edition >{ e, rfc1738::edition::rfc1738 } } ) {
         rfc1738::compare_editions_into( reused, s, chosen, mode );
         std::string fresh;
         std::string again;
         rfc1738::write_json( fresh, rfc1738::compare_editions( s, chosen, mode ) );
         rfc1738::write_json( again, reused );
         RFC1738_FUZZ_REQUIRE( fresh == again );
      }
   }
   return 0;
}

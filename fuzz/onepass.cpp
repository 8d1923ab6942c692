// SPDX-License-Identifier: BSL-1.0
// Fuzz target `onepass`: the verdict automaton (src/parser/verdict_walk.hpp) against the
// PEGTL rules, the reference.
//
// Input layout:
//   byte 0      < 0x80: the whole input is the string to check
//               >= 0x80: the rest, after a beginning chosen by byte 0
//               modulo the scheme count + 2: a scheme's URLs' (grammar::
//               schemes' prefix, "http://"), "https://" (onepass::
//               common_beginnings, the next value) or none (the last), so
//               that the fuzzer reaches deep into the scheme productions
//               and the masks' forms (src/parser/form_proof.hpp)
// Properties: rfc1738::check and detail::check_by_rules give the same
// verdicts (valid, derived_by, target, conforms, the scheme's span);
// rfc1738::derives and detail::derives_by_rules agree for url, genericurl,
// otherurl and every scheme's production; every walk this machine can run
// (a byte at a time, SSE2, SSSE3) ends in the same state; the parse from the
// walk (src/parser/split.hpp) gives the PEGTL parse's api tree node by node (id,
// begin, end, depth, order) whenever it splits, and splits every url of the
// forms it handles; its fast path and the verdict from the masks
// (src/parser/form_proof.hpp), with each set of vector instructions this machine has,
// give that tree and the walk's label whenever they take the input;
// rfc1738::parse gives the rules' error offset (without them for an input
// the walk says is not a url) or their tree; the tree of components
// (split_into's `bounded`, rfc1738::url_tree::components) is that tree
// without some nodes, in the same order, none of a component's production
// or of one the parse indexes, from the walk and from every fast path.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "parser/form_proof.hpp"
#include "parser/verdict_walk.hpp"
#include "require.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/grammar/components.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "rfc1738/grammar/split_programs.hpp"
#include "rfc1738/parse.hpp"
#include "parser/split.hpp"

namespace {

namespace g = rfc1738::grammar;
namespace onepass = rfc1738::detail::onepass;
using rfc1738::production;

// Whether a tree of components may leave out nodes of production p: none
// of a component's production, none of one the parse indexes.
bool may_leave_out( const production p )
{
   for( const auto& c : g::components ) {
      if( c.production == p ) {
         return false;
      }
   }
   for( const auto q : g::indexed ) {
      if( q == p ) {
         return false;
      }
   }
   return true;
}

bool same_node( const rfc1738::node& a, const rfc1738::node& b )
{
   return a.id == b.id && a.begin == b.begin && a.end == b.end && a.depth == b.depth;
}

// `bounded` is `whole` without some nodes, each one a tree of components
// may leave out, in the same order.
void same_but_left_out( const rfc1738::parse_tree& whole, const rfc1738::parse_tree& bounded )
{
   std::size_t j = 0;
   for( const auto& a : whole ) {
      if( j < bounded.size() && same_node( a, bounded[ j ] ) ) {
         ++j;
         continue;
      }
      RFC1738_FUZZ_REQUIRE( may_leave_out( a.id ) );
   }
   RFC1738_FUZZ_REQUIRE( j == bounded.size() );
}

void same_tree( std::string_view s )
{
   rfc1738::parse_tree by_split;
   std::size_t split_error = 0;
   const auto outcome = rfc1738::detail::split_into( s, by_split, split_error );
   const bool handled = outcome == rfc1738::detail::split_outcome::split;
   rfc1738::parse_tree by_rules;
   const auto error = rfc1738::detail::parse_by_rules( s, by_rules );
   // The forms src/parser/split.cpp leaves to the rules: those without a split
   // program (rfc1738/grammar/split_programs.hpp).
   const auto left = []( production p ) { return g::split_program::program_of( p ) == nullptr; };
   RFC1738_FUZZ_REQUIRE( ( outcome == rfc1738::detail::split_outcome::not_a_url ) == error.has_value() );
   // The walk's error offset (where it entered a sink) is the rules' (the
   // diagnosis walk of url's automaton).
   RFC1738_FUZZ_REQUIRE( !error || split_error == error->offset );
   RFC1738_FUZZ_REQUIRE( handled == ( !error && !left( by_rules[ 1 ].id ) ) );
   RFC1738_FUZZ_REQUIRE( handled || by_split.empty() );
   // The public entry point: the rules' error offset, or their tree.
   const auto r = rfc1738::parse( s );
   RFC1738_FUZZ_REQUIRE( r.has_value() == !error );
   RFC1738_FUZZ_REQUIRE( !error || r.error().offset == error->offset );
   RFC1738_FUZZ_REQUIRE( !r || r->tree().size() == by_rules.size() );
   if( handled ) {
      RFC1738_FUZZ_REQUIRE( by_split.size() == by_rules.size() );
      for( std::size_t i = 0; i < by_split.size(); ++i ) {
         const auto& a = by_split[ i ];
         const auto& b = by_rules[ i ];
         if( a.id != b.id || a.begin != b.begin || a.end != b.end || a.depth != b.depth ) {
            std::fprintf( stderr, "onepass: the split's node %zu differs on %zu bytes\n", i, s.size() );
         }
         RFC1738_FUZZ_REQUIRE( a.id == b.id && a.begin == b.begin && a.end == b.end && a.depth == b.depth );
      }
   }
   rfc1738::parse_tree bounded;
   std::size_t bounded_error = 0;
   RFC1738_FUZZ_REQUIRE( rfc1738::detail::split_into( s, bounded, bounded_error, true ) == outcome );
   RFC1738_FUZZ_REQUIRE( bounded_error == split_error );
   same_but_left_out( by_split, bounded );
}

// The sets of vector instructions this machine can build the masks with.
std::vector< rfc1738::detail::masks::isa > mask_isas()
{
   std::vector< rfc1738::detail::masks::isa > out;
#if defined( RFC1738_ONEPASS_SSSE3 )
   if( onepass::has_ssse3() ) {
      out.push_back( rfc1738::detail::masks::isa::ssse3 );
   }
#endif
   for( const auto i : { rfc1738::detail::masks::isa::avx2, rfc1738::detail::masks::isa::avx512 } ) {
      if( rfc1738::detail::masks::processor_isa() >= i ) {
         out.push_back( i );
      }
   }
   return out;
}

// The masks' fast paths, with each set: the verdict's label is the walk's;
// the split's tree is the rules' (when the split takes the input, so does
// split_into, whose tree same_tree compares with the rules').
void same_from_masks( std::string_view s )
{
   static const auto isas = mask_isas();
   const auto& walked = onepass::label_of( onepass::walk( s ) );
   rfc1738::parse_tree by_split;
   std::size_t split_error = 0;
   const bool split = rfc1738::detail::split_into( s, by_split, split_error ) == rfc1738::detail::split_outcome::split;
   for( const auto with : isas ) {
      if( const auto* l = rfc1738::detail::fast_label( s, with ) ) {
         RFC1738_FUZZ_REQUIRE( l->target == walked.target && l->scheme == walked.scheme && l->conforms == walked.conforms && l->generic == walked.generic );
      }
      rfc1738::parse_tree by_fast;
      if( rfc1738::detail::split_fast( s, by_fast, with ) ) {
         RFC1738_FUZZ_REQUIRE( split && by_fast.size() == by_split.size() );
         for( std::size_t i = 0; i < by_fast.size(); ++i ) {
            RFC1738_FUZZ_REQUIRE( by_fast[ i ].id == by_split[ i ].id && by_fast[ i ].begin == by_split[ i ].begin && by_fast[ i ].end == by_split[ i ].end &&
                                  by_fast[ i ].depth == by_split[ i ].depth );
         }
      }
      else {
         RFC1738_FUZZ_REQUIRE( by_fast.empty() );
      }
      rfc1738::parse_tree bounded;
      if( rfc1738::detail::split_fast( s, bounded, with, true ) ) {
         RFC1738_FUZZ_REQUIRE( !by_fast.empty() );
         same_but_left_out( by_fast, bounded );
      }
      else {
         RFC1738_FUZZ_REQUIRE( by_fast.empty() && bounded.empty() );
      }
   }
}

void same( std::string_view s )
{
   const auto a = rfc1738::check( s );
   const auto b = rfc1738::detail::check_by_rules( s );
   const bool verdicts = a.valid == b.valid && a.derived_by == b.derived_by && a.target == b.target && a.conforms == b.conforms &&
                         a.scheme.has_value() == b.scheme.has_value() && ( !a.scheme || ( a.scheme->data() == b.scheme->data() && a.scheme->size() == b.scheme->size() ) );
   if( !verdicts ) {
      std::fprintf( stderr, "onepass: check differs on %zu bytes: automaton valid %d conforms %d; rules valid %d conforms %d\n", s.size(), int( a.valid ), int( a.conforms ),
                    int( b.valid ), int( b.conforms ) );
   }
   RFC1738_FUZZ_REQUIRE( verdicts );
   RFC1738_FUZZ_REQUIRE( rfc1738::derives( rfc1738::production::url, s ) == rfc1738::detail::derives_by_rules( rfc1738::production::url, s ) );
   RFC1738_FUZZ_REQUIRE( rfc1738::derives( rfc1738::production::genericurl, s ) == rfc1738::detail::derives_by_rules( rfc1738::production::genericurl, s ) );
   RFC1738_FUZZ_REQUIRE( rfc1738::derives( rfc1738::production::otherurl, s ) == rfc1738::detail::derives_by_rules( rfc1738::production::otherurl, s ) );
   for( const auto& scheme : g::schemes ) {
      RFC1738_FUZZ_REQUIRE( rfc1738::derives( scheme.syntax, s ) == rfc1738::detail::derives_by_rules( scheme.syntax, s ) );
   }
   const auto row = onepass::walk_to( s );   // the same row, after the same bytes
   RFC1738_FUZZ_REQUIRE( onepass::walk_bytes( s ) == row );
#if defined( RFC1738_ONEPASS_SSE2 )
   RFC1738_FUZZ_REQUIRE( onepass::walk_sse2( s ) == row );
#endif
#if defined( RFC1738_ONEPASS_SSSE3 )
   RFC1738_FUZZ_REQUIRE( !onepass::has_ssse3() || onepass::walk_ssse3( s ) == row );
   RFC1738_FUZZ_REQUIRE( !onepass::has_avx2() || onepass::walk_avx2( s ) == row );
   RFC1738_FUZZ_REQUIRE( !onepass::has_avx512() || onepass::walk_avx512( s ) == row );
#endif
   same_tree( s );
   same_from_masks( s );
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput( const std::uint8_t* data, std::size_t size )
{
   if( size == 0 ) {
      return 0;
   }
   const std::string_view bytes( reinterpret_cast< const char* >( data ), size );
   if( data[ 0 ] < 0x80 ) {
      same( bytes );
      return 0;
   }
   const std::size_t k = ( data[ 0 ] - 0x80u ) % ( g::scheme_count + 2 );
   const std::string_view beginning = k < g::scheme_count ? g::schemes[ k ].prefix : k == g::scheme_count ? onepass::common_beginnings[ 0 ] : std::string_view();
   // A copy of its own: the verdict's scheme views it.
   const std::string input = std::string( beginning ) + std::string( bytes.substr( 1 ) );
   same( input );
   return 0;
}

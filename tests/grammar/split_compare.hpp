// SPDX-License-Identifier: BSL-1.0
// The parse from the walk (src/parser/split.hpp) against the PEGTL parse, the
// reference: for one input, the splitter's api tree and the rules' api tree
// node by node (id, begin, end, depth, order), and the splitter declines
// exactly the inputs it does not handle (not a url, or a url of a form it
// leaves to the rules), and so does its fast path (split_fast) when it
// takes the input, with each set of vector instructions it can build its
// masks with; the verdict from the masks (fast_label), when they prove the
// input, is the walk's and the rules'; and rfc1738::parse, which takes the
// split or the rules and, for an input the walk says is not a url, the
// error offset where the walk entered a sink, without the rules, gives the
// rules' error offset (the diagnosis walk of url's automaton) or their
// tree. Shared by tests/grammar/split.cpp and
// tests/grammar/onepass.cpp (which runs it on all of its inputs).
#ifndef RFC1738_TESTS_GRAMMAR_SPLIT_COMPARE_HPP
#define RFC1738_TESTS_GRAMMAR_SPLIT_COMPARE_HPP

#include <cstddef>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "inputs.hpp"
#include "rfc1738/grammar/production_info.hpp"
#include "rfc1738/grammar/split_programs.hpp"
#include "rfc1738/parse.hpp"
#include "rfc1738/parse_tree.hpp"
#include "parser/form_proof.hpp"
#include "parser/verdict_walk.hpp"
#include "rfc1738/check.hpp"
#include "parser/split.hpp"

namespace rfc1738::test {

/// RFC1738_SAMPLE_STRIDE=k: the tests that enumerate inputs by the million
/// (every short string after each beginning, every length the fast path
/// reads) compare every k-th input they make; 1 (every one) by default.
/// scripts/test.sh --sanitize sets it: under the sanitizers a comparison
/// costs tens of times more, and the uninstrumented legs compare them all.
inline std::size_t sample_stride() noexcept
{
   static const std::size_t k = [] {
      const char* v = std::getenv( "RFC1738_SAMPLE_STRIDE" );
      const unsigned long n = ( v != nullptr && *v != 0 ) ? std::strtoul( v, nullptr, 10 ) : 1;
      return n == 0 ? std::size_t( 1 ) : static_cast< std::size_t >( n );
   }();
   return k;
}

/// Whether the next input an enumeration makes is compared (every
/// sample_stride()-th); `made` counts them all.
inline bool sampled( std::size_t& made ) noexcept
{
   return made++ % sample_stride() == 0;
}

struct split_tally {
   std::size_t made = 0;       // the inputs an enumeration made (sampled)
   std::size_t inputs = 0;
   std::size_t split = 0;      // the splitter wrote the tree
   std::size_t fast = 0;       // … on its fast path (split_fast), without the walk
   std::size_t verdicts = 0;   // the masks gave the verdict (fast_label), without the walk
   std::size_t differ = 0;
   std::string first;          // the first input that differs, described
};

// The sets of vector instructions this processor can build the masks with
// (src/parser/form_proof.hpp): the fast paths are compared with each.
inline const std::vector< detail::masks::isa >& mask_isas()
{
   static const std::vector< detail::masks::isa > out = [] {
      std::vector< detail::masks::isa > v;
#if defined( RFC1738_ONEPASS_SSSE3 )
      if( detail::onepass::has_ssse3() ) {
         v.push_back( detail::masks::isa::ssse3 );
      }
#endif
      for( const auto i : { detail::masks::isa::avx2, detail::masks::isa::avx512 } ) {
         if( detail::masks::processor_isa() >= i ) {   // whatever RFC1738_ISA says
            v.push_back( i );
         }
      }
      return v;
   }();
   return out;
}

// The same verdicts, the scheme the same span of the input.
inline bool same_verdict( const verdict& a, const verdict& b ) noexcept
{
   return a.valid == b.valid && a.derived_by == b.derived_by && a.target == b.target && a.conforms == b.conforms && a.scheme.has_value() == b.scheme.has_value() &&
          ( !a.scheme || ( a.scheme->data() == b.scheme->data() && a.scheme->size() == b.scheme->size() ) );
}

// The verdict from the masks (fast_label), with each set of vector
// instructions: when they prove the input, their label is the walk's, field
// for field (target, scheme, conforms, generic: check() and derives() read
// no other), and the verdicts from it are the walk's and the rules'
// (detail::check_by_rules). Counts the inputs the masks prove (with the
// best set); true when nothing differs.
inline bool fast_verdict_holds( std::string_view s, split_tally& t, std::string& why )
{
   bool same = true;
   const auto& walked = detail::onepass::label_of( detail::onepass::walk( s ) );
   // check() itself: the masks and the walk of this process's instruction
   // set (walk_isa picks check.cpp's label_table row; RFC1738_ISA caps it:
   // grammar.split.isa.*), the walk's verdict.
   if( !same_verdict( rfc1738::check( s ), detail::verdict_of( walked, s ) ) ) {
      same = false;
      why = "check() with " + std::string( detail::masks::isa_names[ static_cast< std::size_t >( detail::masks::walk_isa ) ] );
   }
   for( const auto with : mask_isas() ) {
      const auto* fast = detail::fast_label( s, with );
      if( fast == nullptr ) {
         continue;
      }
      t.verdicts += with == detail::masks::best_isa() ? 1 : 0;
      const verdict v = detail::verdict_of( *fast, s );
      if( fast->target != walked.target || fast->scheme != walked.scheme || fast->conforms != walked.conforms || fast->generic != walked.generic ||
          !same_verdict( v, detail::verdict_of( walked, s ) ) || !same_verdict( v, detail::check_by_rules( s ) ) ) {
         same = false;
         why = "the verdict from the " + std::string( detail::masks::isa_names[ static_cast< std::size_t >( with ) ] ) + " masks";
      }
   }
   return same;
}

// The forms the splitter leaves to the PEGTL parse: those without a split
// program (rfc1738/grammar/split_programs.hpp; today every form has one).
inline bool left_to_rules( production p ) noexcept
{
   return grammar::split_program::program_of( p ) == nullptr;
}

inline std::string describe( const parse_tree& t, std::string_view s )
{
   std::ostringstream o;
   for( const auto& n : t ) {
      o << "\n  " << std::string( 2 * n.depth, ' ' ) << grammar::production_table[ static_cast< std::size_t >( n.id ) ].rfc_name << " [" << n.begin << "," << n.end
        << ") " << s.substr( n.begin, n.end - n.begin );
   }
   return o.str();
}

// The same nodes, in the same order.
inline bool same_nodes( const parse_tree& a, const parse_tree& b ) noexcept
{
   if( a.size() != b.size() ) {
      return false;
   }
   for( std::size_t i = 0; i < a.size(); ++i ) {
      if( a[ i ].id != b[ i ].id || a[ i ].begin != b[ i ].begin || a[ i ].end != b[ i ].end || a[ i ].depth != b[ i ].depth ) {
         return false;
      }
   }
   return true;
}

inline void compare_split( std::string_view s, split_tally& t )
{
   ++t.inputs;
   parse_tree by_split;
   std::size_t split_error = 0;
   const auto outcome = detail::split_into( s, by_split, split_error );
   const bool handled = outcome == detail::split_outcome::split;
   parse_tree by_rules;
   const auto error = detail::parse_by_rules( s, by_rules );
   const auto expected = error                       ? detail::split_outcome::not_a_url
                         : left_to_rules( by_rules[ 1 ].id ) ? detail::split_outcome::rules
                                                             : detail::split_outcome::split;
   bool same = outcome == expected && ( handled || by_split.empty() );
   // Where the verdict walk entered a sink: the diagnosis walk's offset.
   if( same && error ) {
      same = split_error == error->offset;
   }
   if( handled ) {
      ++t.split;
      same = same && same_nodes( by_split, by_rules );
   }
   // The fast path alone, with each set of vector instructions: it writes
   // the rules' tree, or declines and writes nothing.
   for( const auto with : mask_isas() ) {
      parse_tree by_fast;
      if( detail::split_fast( s, by_fast, with ) ) {
         t.fast += with == detail::masks::best_isa() ? 1 : 0;
         same = same && expected == detail::split_outcome::split && same_nodes( by_fast, by_rules );
      }
      else {
         same = same && by_fast.empty();
      }
   }
   std::string why;
   same = fast_verdict_holds( s, t, why ) && same;
   // The public entry point: the same error, or the same tree.
   const auto r = parse( s );
   same = same && r.has_value() == !error;
   if( same && error ) {
      same = r.error().offset == error->offset;
   }
   if( same && r ) {
      same = same_nodes( r->tree(), by_rules );
   }
   if( !same && t.differ++ == 0 ) {
      std::ostringstream o;
      o << ( why.empty() ? "the split" : why ) << " differs on \"" << printable( s );
      o << "\" (" << s.size() << " bytes): split " << ( outcome == detail::split_outcome::split ? "" : outcome == detail::split_outcome::rules ? "left to the rules" : "not a url" ) << ( handled ? describe( by_split, s ) : "" ) << "\nrules"
        << ( error ? " (error)" : "" ) << describe( by_rules, s );
      t.first = o.str();
   }
}

}  // namespace rfc1738::test

#endif

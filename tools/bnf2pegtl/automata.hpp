// SPDX-License-Identifier: BSL-1.0
// The automata of the grammar: for every production, the minimal DFA of its
// viable prefixes over byte classes, each state carrying what the diagnosis
// says when the input stops being a prefix there.
//
// RFC 1738 §5 has no recursion (check() refuses a cycle), so every
// production's language is regular: inlining every reference gives a finite
// NFA, and the subset construction terminates. The NFA is the Thompson
// construction of the BNF alone (no PEG rewrite: the rewrites are proven to
// derive the same languages), each inlined reference an *instance* that
// remembers its production and the instance that holds it, so that a set of
// live states tells which production was in progress and what could follow.
#ifndef RFC1738_TOOLS_BNF2PEGTL_AUTOMATA_HPP
#define RFC1738_TOOLS_BNF2PEGTL_AUTOMATA_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "ast.hpp"

namespace rfc1738::bnf2pegtl {

using byte_bits = std::array< std::uint64_t, 4 >;

/// One way the input could have gone on: a byte state of the NFA alive in a
/// DFA state (src/diagnosis/message.hpp, live_byte, reads it).
struct live_item {
   byte_bits bytes{};
   std::size_t component = 0;   // production index: the innermost component holding it
   std::size_t scheme = 0;      // production index: the scheme production it is in
   bool in_progress = false;
   bool begins_escape = false;
   bool in_escape = false;
   std::string literal;         // the grammar literal the byte belongs to, if any
   std::size_t literal_position = 0;

   friend bool operator<( const live_item& a, const live_item& b );
   friend bool operator==( const live_item& a, const live_item& b );
};

struct dfa_state {
   std::vector< int > next;      // per byte class; -1: no viable prefix goes on
   bool accepting = false;
   // What the diagnosis says when the input stops being a viable prefix in
   // this state (at its end, or before a byte with no move).
   std::size_t production = 0;   // the innermost production holding every live state
   std::vector< std::string > expected;
   bool end_ok = false;          // == accepting
   std::vector< live_item > live;
};

struct dfa {
   std::size_t target = 0;                  // production index
   std::array< std::uint8_t, 256 > classes{};   // byte → class
   std::size_t class_count = 0;
   std::vector< dfa_state > states;         // states[ 0 ] is the start
};

/// The minimal DFA of every production, in the order of g.productions: the
/// coarsest automaton whose states agree on the moves and on the diagnosis.
std::vector< dfa > build_automata( const grammar& g );

/// Whether each of `texts` derives from production `index` (its NFA, built
/// once and simulated): for the generator's tests.
std::vector< bool > nfa_derives( const grammar& g, std::size_t index, const std::vector< std::string >& texts );

}  // namespace rfc1738::bnf2pegtl

#endif

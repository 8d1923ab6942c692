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

/// What the verdict automaton says when the input ends in a state: the
/// verdicts of rfc1738::check (include/rfc1738/check.hpp).
struct verdict_label {
   std::size_t target = 0;   // production index: the scheme's production, or genericurl
   bool scheme = false;      // the text before the first ":" derives from `scheme`
   bool conforms = false;    // the input derives from `target`
   bool generic = false;     // the input derives from genericurl (= otherurl)

   friend bool operator<( const verdict_label& a, const verdict_label& b );
};

/// The verdict automaton: one minimal DFA over byte classes, the product of
/// the scheme's reading (the text before the first ":", rfc1738::scheme_of),
/// the automata of genericurl, otherurl, url and the productions of the
/// schemes of `url`, minimised as a Moore machine whose output is the label
/// of each state. Total: every state moves on every class (a state from
/// which no completion changes the label moves to itself: a sink).
struct moore_tables {
   std::array< std::uint8_t, 256 > classes{};   // byte → class
   std::size_t class_count = 0;
   std::vector< std::vector< int > > next;      // per state, per class
   std::vector< std::size_t > label;            // per state: index into labels
};

/// `moves` (per state, per byte: the next state; 0 the start) minimised as a
/// Moore machine whose output is `label` (per state, below label_count), into
/// v: the coarsest automaton whose states agree on the labels of every
/// continuation, its states numbered in the order first found, bytes with
/// equal columns in one class. Refuses (read_error, naming `what`) more
/// classes than a byte holds.
void minimise( moore_tables& v, const std::vector< std::array< int, 256 > >& moves, const std::vector< std::size_t >& label, std::size_t label_count, const std::string& what );

struct verdict_dfa : moore_tables {
   std::vector< verdict_label > labels;
   std::size_t genericurl = 0;                  // production indices
   std::size_t otherurl = 0;
   std::size_t url = 0;
   std::vector< std::pair< std::string, std::size_t > > schemes;   // the schemes of `url`, their productions
};

/// The verdict automaton of g from its productions' automata (`all`, as
/// build_automata gives them). Refuses (read_error) a grammar where a
/// scheme production derives a string whose scheme is not its own, where
/// genericurl and otherurl differ, or where url is not the union of its
/// alternatives: the verdict reads them from one label.
verdict_dfa build_verdict( const grammar& g, const std::vector< dfa >& all );

/// Whether each of `texts` derives from production `index` (its NFA, built
/// once and simulated): for the generator's tests.
std::vector< bool > nfa_derives( const grammar& g, std::size_t index, const std::vector< std::string >& texts );

}  // namespace rfc1738::bnf2pegtl

#endif

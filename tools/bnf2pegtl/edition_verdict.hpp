// SPDX-License-Identifier: BSL-1.0
// The verdict automaton of an edition (the 1994 drafts, RFC 1808, 2396,
// 2732, 3986, 6874): one minimal DFA whose state at the end of the input
// gives rfc1738::check( edition, input )'s whole verdict, built like RFC
// 1738's (automata.hpp, build_verdict) from the automata of the edition's
// productions, for the walk of src/parser/verdict_walk.hpp.
#ifndef RFC1738_TOOLS_BNF2PEGTL_EDITION_VERDICT_HPP
#define RFC1738_TOOLS_BNF2PEGTL_EDITION_VERDICT_HPP

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "automata.hpp"

namespace rfc1738::bnf2pegtl {

/// What an edition's check says of the input (include/rfc1738/edition.hpp,
/// edition_verdict), as productions of the edition.
struct edition_label {
   bool valid = false;           // the top production derives the input
   std::size_t of = 0;           // valid: the first verdict production that derives it (up to `stop`), else the top
   std::size_t target = 0;       // valid: the production of the scheme the input names, else the top
   bool conforms = false;        // valid, and target derives it

   friend bool operator<( const edition_label& a, const edition_label& b );
};

/// What an edition's verdict is read from (its model: uri_edition.hpp; a
/// draft's `url` and its alternatives).
struct edition_verdict_facts {
   std::size_t top = 0;                                              // production index
   std::vector< std::size_t > verdicts;                              // in order: the first that derives the input names it
   std::string stop;                                                 // the literal after which top reads the fragment ("#"; empty: none)
   std::vector< std::pair< std::string, std::size_t > > schemes;     // a scheme's name (lower case) and the production its URIs derive to conform
};

struct edition_verdict_dfa : moore_tables {
   std::vector< edition_label > labels;
};

/// The verdict automaton of an edition from its productions' automata (`all`,
/// as build_automata gives them): the product of the top's automaton, each
/// verdict production's (which counts when it derives the whole input, or
/// stops at `stop` in an accepting state: the fragment's "#" of RFC 1808 §2.2
/// and RFC 2396 §4), the reading of a scheme's name in any case and ":" (RFC
/// 3986 §3.1) and each scheme production's automaton, minimised as a Moore
/// machine whose output is the label. Refuses (read_error) a stop literal of
/// more than one byte.
edition_verdict_dfa build_edition_verdict( const std::vector< dfa >& all, const edition_verdict_facts& facts );

}  // namespace rfc1738::bnf2pegtl

#endif

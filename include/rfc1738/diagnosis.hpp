// SPDX-License-Identifier: BSL-1.0
// Why an input does not conform: where, in which production, what could have
// continued there, and a sentence for a person.
#ifndef RFC1738_DIAGNOSIS_HPP
#define RFC1738_DIAGNOSIS_HPP

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rfc1738/grammar/production.hpp"

namespace rfc1738 {

struct diagnosis {
   // The length of the longest prefix of the input that is also a prefix of
   // some string derivable from `target`: the first byte after which no
   // completion could ever conform (the input's length when the whole input
   // is such a prefix, e.g. "ftp://").
   std::size_t offset = 0;
   // The production the input was checked against: its scheme's own for the
   // ten schemes of §3, genericurl for any other input.
   grammar::production target = grammar::production::genericurl;
   // The innermost production that holds every way the input could have
   // continued at `offset`.
   grammar::production production = grammar::production::genericurl;
   // What could have continued at `offset`: RFC production names (with their
   // alternatives when they are a handful of characters) and literals, in the
   // grammar's order; "end of input" when the input could have ended there.
   std::vector< std::string > expected;
   // One line for a person, naming the RFC section where that helps.
   std::string message;
};

// Diagnoses `input` against `target` (the context-free reading of the BNF,
// simulated as an automaton: linear in the input's length). Returns nothing
// when `input` derives from `target`. Runs only when asked: the verdicts of
// rfc1738::check never pay for it.
std::optional< diagnosis > diagnose( std::string_view input, grammar::production target );

// Diagnoses `input` against the production its scheme calls for.
std::optional< diagnosis > diagnose( std::string_view input );

}  // namespace rfc1738

#endif

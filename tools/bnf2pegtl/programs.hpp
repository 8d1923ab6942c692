// SPDX-License-Identifier: BSL-1.0
// The split programs of the URL forms: for each alternative of `url`, its
// PEG form (the BNF with grammar/rewrites.peg applied) written out down to
// the nodes of the api parse tree, as steps a follower runs over an input
// the form derives to write that tree without the PEG
// (generated/rfc1738/grammar/split_programs.hpp), with the proofs that make
// each step's decision the PEG's.
#ifndef RFC1738_TOOLS_BNF2PEGTL_PROGRAMS_HPP
#define RFC1738_TOOLS_BNF2PEGTL_PROGRAMS_HPP

#include <string>
#include <vector>

#include "ast.hpp"

namespace rfc1738::bnf2pegtl {

// One step. Every step runs in a span [cursor, end) of the input: the
// form's, or its node's.
struct program_step {
   enum class op {
      literal,   // `text` is at the cursor (the form derives the input): the cursor passes it
      node,      // a node of `production` at `depth`, from the cursor to the first of `stops`
                 // in the span past its first `lead` bytes (else to its end), `steps` run
                 // inside it; the cursor passes it
      skip,      // a run that holds no node: the cursor goes to the first of `stops` (else the end)
      option,    // `steps`, when the gate holds
      repeat,    // `steps`, as long as the gate holds
      choice,    // the first of `steps` (options, the alternatives in PEG order) whose gate holds
      unit,      // a node of `production` at `depth` that is one character: an escape's
                 // `lead` bytes at `byte` ("%", when it takes escapes), else one byte;
                 // the cursor passes it
      // An edition of the generic URI syntax's programs only (uri_split_program):
      wrap,      // a node of `production` that ends where its `steps`, run from the
                 // cursor in the span, end; the cursor passes it
      parse,     // a node of `production` whose end and nodes are those the PEG's match
                 // of its rule, from the cursor, records (the steps cannot express its
                 // inside: `text` says why); the cursor passes it
      last,      // a run without nodes up to the last `byte` of the span: the cursor goes
                 // past it (else stays)
   };
   enum class gate {
      always,
      begins,    // the cursor is before the end, at `byte`
      absent,    // the cursor is before the end, not at `byte`
      holds,     // `byte` is in the span from the cursor on, more than `lead` times
      derives,   // `production` derives the span from the cursor to its end (its automaton)
      equals,    // the span from the cursor is `text`
      more,      // the cursor is before the end
      outside,   // a byte that is not in `text` is in the span from the cursor on
      starts,    // the span from the cursor begins with `text` (an edition's programs only)
      none,      // the cursor is before the end, at none of `text`'s bytes (an edition's
                 // programs only)
   };
   op kind = op::literal;
   gate when = gate::always;
   std::string production;   // node; the derives gate's
   unsigned depth = 0;       // node
   std::string text;         // literal; the equals gate's; the outside gate's bytes
   std::string stops;        // node, skip; an alternative of a choice (an edition's programs):
                             // its gate and steps run in the span up to the first of them
   std::string until;        // node (no `stops`): it ends at the first `until` in the span after
                             // which no byte of `refuse` comes before the next `until` or the
                             // span's end (else at the span's end)
   std::string refuse;
   std::size_t lead = 0;     // node: the length of the literal it begins with, where no stop is looked for;
                             // unit: an escape's length (0: it takes none); holds: the count to exceed
   char byte = 0;            // begins, absent, holds; unit: an escape's first
   std::vector< program_step > steps;
};

// A URL form's program: the steps inside its node (depth 1), or, when the
// form is one the steps cannot express, why (its split stays the PEG's).
struct split_program {
   std::string form;                 // the production, e.g. "ftpurl"
   std::vector< program_step > steps;
   std::string why_not;              // empty: `steps` is its program
};

// Every URL form's program, in the order of url_forms(). Throws read_error
// (a refusal of the grammar) when a proof fails on the grammar's own bytes:
// a node's alphabet holds a byte that ends it, or a gate's byte, or a node
// of a component is not at the depth its path in the component model gives.
std::vector< split_program > split_programs( const grammar& g );

// An edition of the generic URI syntax (uri_edition.hpp): the program of its
// top production `top` (its PEG form, the rewrites applied) down to the nodes
// its model records (`nodes`: its components and verdicts, the nodes of
// src/editions/uri_parse.hpp, written without depth), with the proofs of
// split_programs and these of its own: an alternative of a choice that is
// followed in its span by literals none of its bytes is decided and run in
// the span up to the first of them (its match ends there when the top
// derives the input); one that holds such a byte, only by a gate that reads
// no span's end (`begins`, `absent`, `starts`); an alternative that is a
// sequence beginning with a literal, when the rest of it always matches, by
// `starts`; a node that holds a byte that may follow it is a `wrap` (its end
// is where its steps end); a node whose inside the steps cannot express is a
// `parse` (its rule's PEG, from where it begins), unless its nodes are one
// production's, each at its tail (its end; tail_of): then the node holds
// that production's node exactly when its span holds a byte that only that
// production's words hold, from past the last of the byte that always comes
// before it, which it never holds (`last`); a choice's last alternative that
// is not cut and begins with a byte no other alternative begins with, none
// of which matches the empty word, is decided first by `begins`.
// `why_not` says why the top has no program.
split_program uri_split_program( const grammar& g, const std::string& top, const std::vector< std::string >& nodes );

// Whether the api parse tree shows nodes of `production`: every production
// but the byte sets, escape and the productions made of these alone (uchar,
// xchar, ...), and the labels of a hostname (domainlabel, toplabel).
bool shown_in_api( const grammar& g, const std::string& production );

}  // namespace rfc1738::bnf2pegtl

#endif

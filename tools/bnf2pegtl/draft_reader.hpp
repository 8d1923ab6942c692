// SPDX-License-Identifier: BSL-1.0
// Reads the notation of draft-ietf-uri-url-03 ("BNF for specific URL schemes",
// March 1994) and its readings (grammar/draft-ietf-uri-url-03.readings) into
// the generator's AST.
//
// The draft's notation: a production is a paragraph (lines up to an empty
// line); its first word is the name, the rest its definition. Words are
// separated by white space; `|` separates alternatives, `[ ... ]` is an
// optional part, juxtaposition is sequence. A word of one character is that
// character (adjacent ones concatenate into one literal); `space` is " ",
// `vline` is "|"; every other word is a production's name. `[`, `]` and `|`
// are operators even when a character is attached (`[/`, `|1`), except that
// a `[` or `]` forming a whole alternative by itself is the character
// (`national { | } | vline | [ | ] | ...`). An empty definition (`void`) is
// the empty string. The readings file records every such decision.
#ifndef RFC1738_TOOLS_BNF2PEGTL_DRAFT_READER_HPP
#define RFC1738_TOOLS_BNF2PEGTL_DRAFT_READER_HPP

#include <string>
#include <string_view>
#include <vector>

#include "ast.hpp"

namespace rfc1738::bnf2pegtl {

// The productions of the draft's BNF, in file order. Throws read_error
// ("file:line:column: message") on a definition that cannot be read or a name
// defined twice.
std::vector< definition > read_draft( std::string_view text, const std::string& file );

// One block of the readings file.
struct reading {
   std::string id;                       // e.g. "xpalphas-one-or-more"
   std::string kind;                     // "typo", "repair", "gap" or "notation"
   std::string replaces;                 // typo, repair: the production as written
   std::string defines;                  // gap: the name defined
   std::vector< std::string > as_written;
   std::vector< std::string > why;
   std::vector< definition > rules;      // typo, repair, gap: exactly one
   location where;
};

// The blocks of a readings file (`@reading`, `@kind`, `@replaces` or
// `@defines`, `@as-written`, `@why`, then the definition in the draft's
// notation; `;` starts a comment line). Checked against `draft`.
std::vector< reading > read_readings( std::string_view text, const std::string& file, const std::vector< definition >& draft );

// The editions of the draft's grammar.
enum class draft_edition {
   corrected,   // draft-03: every reading applied
   literal      // draft-03-literal: the typos read as written (repairs and gaps applied)
};

// The draft's productions with the readings of `edition` applied: a replaced
// production in its place, a defined gap after the last production.
std::vector< definition > apply_readings( const std::vector< definition >& draft, const std::vector< reading >& readings, draft_edition edition );

// Throws read_error (at the offending reference) unless every recursion of
// `productions` is on the right: a reference to a production that can reach
// back to the one being defined is the last thing its definition does. The
// language of every production is then regular.
void check_right_recursion( const std::vector< definition >& productions );

}  // namespace rfc1738::bnf2pegtl

#endif

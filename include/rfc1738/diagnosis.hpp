// SPDX-License-Identifier: BSL-1.0
// Why an input does not conform: where, in which production, what could have
// continued there, and a sentence for a person.
#ifndef RFC1738_DIAGNOSIS_HPP
#define RFC1738_DIAGNOSIS_HPP

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rfc1738/grammar/production.hpp"

namespace rfc1738 {

/// A concrete change that a diagnosis' message proposes, machine-readable:
/// applied to the input, the error offset moves past the diagnosis' offset
/// (or the input conforms). A message that proposes nothing concrete has none.
struct repair {
   /// What the repair does.
   enum class kind : std::uint8_t {
      escape_byte,        ///< write the byte at `offset` as "%" and its two hex digits (RFC 1738 §2.2)
      escape_percent,     ///< the "%" at `offset` begins no escape: write it as "%25" (RFC 1738 §2.2)
      remove_rest,        ///< remove the input from `offset` on (a "#" fragment, text after the end)
      lower_case_scheme,  ///< write the scheme, the text before the first ":", in lower case (RFC 1738 §2.1)
      insert_slash,       ///< insert "/" at `offset` (in an http URL a search follows a path, RFC 1738 §3.3)
      remove_angle_brackets,   ///< remove the "<" at `offset` and the ">" that ends the input, if one does (RFC 1738 §3.6: a message-id is written without them)
   };
   /// What the repair does.
   kind what = kind::escape_byte;
   /// Where in the input (the text checked) it applies.
   std::size_t offset = 0;
};

/** Why an input does not conform to a production (rfc1738::diagnose). It
    owns everything it holds: it does not refer to the input.

    @par Specification
    RFC 1738 §5 (the grammar), §3 (the production of each scheme).

    @par Example
    @code
    const auto d = rfc1738::diagnose( "ftp://host/a;type=x" );
    // d->offset == 18, d->production == production::ftpurl,
    // d->expected == { "ftptype (\"A\" | \"I\" | \"D\" | \"a\" | \"i\" | \"d\")" }
    @endcode
*/
struct diagnosis {
   /// The length of the longest prefix of the input that is also a prefix
   /// of some string derivable from `target`: the first byte after which no
   /// completion could ever conform (the input's length when the whole input
   /// is such a prefix, e.g. "ftp://").
   std::size_t offset = 0;
   /// The production the input was checked against: its scheme's own for the
   /// ten schemes of §3, genericurl for any other input (or the one given to
   /// diagnose).
   grammar::production target = grammar::production::genericurl;
   /// The innermost production that holds every way the input could have
   /// continued at `offset`.
   grammar::production production = grammar::production::genericurl;
   /// What could have continued at `offset`: RFC production names (with
   /// their alternatives when they are a handful of characters) and
   /// literals, in the grammar's order; "end of input" when the input could
   /// have ended there.
   std::vector< std::string > expected;
   /// One line for a person, naming the RFC section where that helps.
   std::string message;
   /// The repair the message proposes, when it proposes a concrete one.
   std::optional< repair > fix;
};

/** Diagnoses `input` against `target` (the context-free reading of the BNF,
    simulated as an automaton: linear in the input's length). Runs only when
    asked: the verdicts of rfc1738::check never pay for it.

    @par Specification
    RFC 1738 §5.

    @par Example
    @code
    const auto d = rfc1738::diagnose( "http://h/a b", rfc1738::production::url );   // d->offset == 10
    @endcode

    @param input The bytes.
    @param target The production to derive.
    @return Nothing when `input` derives from `target`, else the diagnosis.
*/
std::optional< diagnosis > diagnose( std::string_view input, grammar::production target );

/** Diagnoses `input` against the production its scheme calls for
    (rfc1738::check's verdict::target).

    @par Specification
    RFC 1738 §5, §3.

    @par Example
    @code
    const auto d = rfc1738::diagnose( "http://user@host/" );   // d->offset == 11, d->target == production::httpurl
    @endcode

    @param input The bytes.
    @return Nothing when `input` conforms, else the diagnosis.
*/
std::optional< diagnosis > diagnose( std::string_view input );

}  // namespace rfc1738

#endif

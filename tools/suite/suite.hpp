// SPDX-License-Identifier: BSL-1.0
// The conformance suite of `rfc1738 suite`: cases generated from the grammar
// of RFC 1738 §5 (the BNF text the generated production table holds), each
// with the coverage items it exercises and a line for a person. The expected
// answers are not here: they are the library's (rfc1738::inspect), written
// by to_json in the keys of `rfc1738 check --json`.
#ifndef RFC1738_TOOLS_SUITE_SUITE_HPP
#define RFC1738_TOOLS_SUITE_SUITE_HPP

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rfc1738/edition.hpp"
#include "rfc1738/edition_diff.hpp"
#include "rfc1738/report.hpp"

namespace rfc1738::suite {

/// How many cases: `small` reaches every coverage item at least once (a few
/// thousand cases); `full` adds near-misses at every position of many
/// derivations and long inputs of every kind (hundreds of thousands).
enum class size { small, full };

struct settings {
   std::uint64_t seed = 1738;
   suite::size extent = size::small;
   /// Only the items of this production (its RFC name), when given.
   std::optional< std::string > production;
   /// The edition whose grammar the suite is generated from and whose
   /// answers it expects. Another than rfc1738 adds the witnesses of
   /// diff_editions against each other edition ("differs-from:OTHER/...")
   /// and inputs both it and another edition accept but split differently
   /// ("split-differs:OTHER:ROLES").
   edition of = edition::rfc1738;
};

/// One case: the input and what it exercises. Its verdicts are the
/// library's (to_json).
struct test_case {
   std::string input;
   /// Coverage items, the first the one the case was made for:
   /// "login/[user […] \"@\"]:absent", "gopherurl/\"%09\"-in:selector",
   /// "hsegment/byte:national:escaped", "httpurl/near-miss:deletion", ...
   std::vector< std::string > covers;
   std::string why;
};

/// Calls `each` with every case of the suite, in a deterministic order for
/// `s.seed`; one case lives at a time (constant memory but for the case).
/// Throws std::invalid_argument when s.production is not a production of
/// the edition's grammar (RFC 1738 §5 by default).
void generate( const settings& s, const std::function< void( const test_case& ) >& each );

/// The coverage items the suite must reach (for s.production, or all), in
/// the grammar's order; derived from the grammar, never listed by hand.
std::vector< std::string > required_items( const settings& s );

/// "conforming", "valid-not-conforming" or "not-a-url".
std::string_view kind_of( const report& r ) noexcept;

/// Appends the JSON object of one case: exactly the object of
/// `rfc1738 check --json` for c.input (rfc1738::write_json), then "kind",
/// "covers" and "why". Another edition than rfc1738: the object of
/// `rfc1738 check --edition E --json` (input, edition, then
/// rfc1738::write_json_members of the verdict and the split: valid,
/// production, conforms, error, components, roles), then "target", "kind",
/// "covers" and "why".
void write_json( std::string& out, const test_case& c, edition e = edition::rfc1738 );

/// The inputs of one set of roles that two editions split differently.
struct split_group {
   /// The roles where the splits differ (rfc1738::split_differences),
   /// joined by "+": "userinfo+host+path+query".
   std::string roles;
   /// The shortest witnesses found, shortest first.
   std::vector< std::string > witnesses;
};

/// Inputs that editions `a` and `b` both accept and split differently
/// (rfc1738::compare_editions finds a split_difference), grouped by the
/// roles that differ, at most `per_group` of each, the groups in the order
/// of their shortest witness. Found by derivation, not decided: each
/// edition's grammar derived with each of its choices forced, and with each
/// literal of a target production inserted inside each of its components
/// (the ambiguities: a "?" or "@" inside RFC 1738's user is RFC 3986's
/// query or userinfo). An edition without a model of its parts (the
/// draft's) splits nothing: no groups.
std::vector< split_group > split_witnesses( edition a, edition b, std::size_t per_group, std::uint64_t seed = 1738 );

/// The definition of production `name` in edition `e` on one line (each
/// run of spaces, tabs and line feeds one space); nothing when `e` has no
/// such production: what `rfc1738 diff-editions` and Python's
/// rfc1738.diff_editions quote.
std::optional< std::string > bnf_line( edition e, std::string_view name );

/// Appends the object `rfc1738 diff-editions --json` prints (without its
/// newline) for editions `a` and `b`: "a", "b", "schemes" (each of `all`:
/// scheme, null for the whole languages, production_a, production_b,
/// a_contains_b, b_contains_a, differences: accepted_by, rejected_by,
/// production, states, bnf_rejected_by, bnf_accepted_by, witnesses: input,
/// offset), "split_differences" (`splits`: roles, witnesses). Python's
/// rfc1738.diff_editions reads it.
void write_diff_json( std::string& out, const std::vector< scheme_difference >& all, const std::vector< split_group >& splits, edition a, edition b );

}  // namespace rfc1738::suite

#endif

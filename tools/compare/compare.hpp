// SPDX-License-Identifier: BSL-1.0
// `rfc1738 compare`: another implementation's answers (JSON Lines: "input"
// and any of "valid", "conforms", "production", "scheme", "components",
// "error" with "offset", and "covers" when the inputs come from
// `rfc1738 suite`) against this library's, per field and per production,
// and the disagreements grouped by cause; with editions to attribute, also
// which editions each answer follows (on "valid" and on its "roles"). JSON
// is read with nlohmann-json.
#ifndef RFC1738_TOOLS_COMPARE_COMPARE_HPP
#define RFC1738_TOOLS_COMPARE_COMPARE_HPP

#include <cstddef>
#include <cstdio>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rfc1738/edition.hpp"

namespace rfc1738::compare {

/// The fields compared, in the order of `rfc1738 check --json`.
const std::vector< std::string >& field_names();

struct counts {
   std::size_t agree = 0;
   std::size_t disagree = 0;
   std::size_t not_compared = 0;   // the other implementation did not say
};

/// One disagreement: the input (bytes), and both answers as JSON text.
struct example {
   std::string input;
   std::string expected;
   std::string got;
};

/// The disagreements of one cause: first the field that differs
/// ("components.host" for one component), then the cause within it (see
/// `cause`); the generation items of the cases (`covers`) only count inside.
struct group {
   std::string field;
   /// The production most of the group's cases share: for valid, conforms
   /// and error.offset on an input the reference does not take as
   /// conforming, the production where the reference's diagnosis stops;
   /// otherwise the production the input's scheme calls for ("(no scheme)"
   /// without one).
   std::string production;
   /// Each such production and its count.
   std::map< std::string, std::size_t > productions;
   /// The cause in words, the group's key within its field: for valid and
   /// conforms, which side accepts and, where the reference rejects, the
   /// class of its diagnosis (the message's first clause, the input's bytes
   /// taken out); where only the reference accepts, the production it
   /// derives; for production and scheme, the reference's answer.
   std::string cause;
   /// The first coverage item most cases of the group share (empty when the
   /// answers carry none).
   std::string covers;
   /// Each first coverage item of the group's cases and its count.
   std::map< std::string, std::size_t > by_covers;
   std::size_t count = 0;
   std::vector< example > examples;   // the shortest inputs, at most examples_kept
};

/// The roles an answer's "roles" may give, in order (docs/lineage.md,
/// "Roles").
const std::vector< std::string >& role_names();

/// How the answers agree with one edition (comparison::attribute).
struct edition_agreement {
   rfc1738::edition of = rfc1738::edition::rfc1738;
   /// On "valid".
   counts valid;
   /// On the split: the answers with "roles" for an input both accept,
   /// when the edition models its parts (else not compared).
   counts split;
   /// The answers that follow it (match it on valid and, where compared,
   /// on the split).
   std::size_t follows = 0;
};

struct bad_line {
   std::size_t line = 0;
   std::string message;
};

class comparison {
public:
   static constexpr std::size_t examples_kept = 3;
   static constexpr std::size_t bad_lines_kept = 20;

   /// Compares one line of answers (without its newline). Bad input (not
   /// JSON, no "input", a wrong type, a string that is not bytes) is
   /// recorded with its line number and compares nothing. Never throws.
   void add_line( std::string_view line, std::size_t number ) noexcept;
   /// Records bad input found before parsing (a line too long).
   void add_bad( std::size_t number, std::string message );

   /// Before the first line: also attributes each answer to the editions
   /// `chosen` (in that order) it follows. An answer follows an edition
   /// when its "valid" is the edition's and, when both accept and the
   /// answer gives "roles", the split matches: each of the roles
   /// (role_names) is the same bytes in both, absent the same as empty,
   /// scheme and host compared without regard to ASCII case; userinfo,
   /// host and port are not compared with an edition that does not divide
   /// the authority (RFC 1808); an edition without a model of its parts
   /// (the draft's) cannot be shown to match a split, so such an answer
   /// does not follow it (its split counts as not compared). An answer
   /// without "valid" is not attributed; one that follows no edition is a
   /// finding, grouped by cause (findings()). `per_input`, when given, gets
   /// one JSON line (without its newline) per line read, in order:
   /// {"input","follows":[names]} ("follows" null when not attributed;
   /// {"input":null,"follows":null,"bad":message} for a bad line).
   void attribute( std::vector< rfc1738::edition > chosen, std::function< void( const std::string& ) > per_input = {} );
   /// Whether editions are attributed.
   bool attributing() const noexcept { return !editions_.empty(); }
   /// Per chosen edition, in order.
   const std::vector< edition_agreement >& editions() const noexcept { return editions_; }
   /// The answers attributed (with "valid").
   std::size_t attributed() const noexcept { return attributed_; }
   /// The answers that follow no edition.
   std::size_t finding_count() const noexcept { return finding_count_; }
   /// The findings by cause, the largest first: the field ("valid", or
   /// "roles.<role>", the first role that differs from the nearest edition
   /// that agrees on valid), then the cause.
   std::vector< group > findings() const;

   /// The lines compared (bad lines not counted).
   std::size_t compared() const noexcept { return compared_; }
   const std::map< std::string, counts >& fields() const noexcept { return fields_; }
   /// By the production the input's scheme calls for (httpurl for any http
   /// input, genericurl for any other scheme, "(no scheme)" without one).
   const std::map< std::string, std::map< std::string, counts > >& by_production() const noexcept { return by_production_; }
   /// The groups, the largest first.
   std::vector< group > groups() const;
   /// The first bad lines (bad_lines_kept) and how many there were.
   const std::vector< bad_line >& bad() const noexcept { return bad_; }
   std::size_t bad_count() const noexcept { return bad_count_; }
   /// Every compared field agrees.
   bool all_agree() const noexcept;

private:
   void count( const std::string& field, const std::string& production, int verdict );
   void attribute_line( const std::string& input, std::optional< bool > valid, const std::optional< std::map< std::string, std::string > >& roles, const std::string& key, const std::string& covers );
   void disagree( const std::string& field, const std::string& production, const std::string& cause, const std::string& covers, std::string_view input, std::string expected, std::string got );

   std::size_t compared_ = 0;
   std::size_t bad_count_ = 0;
   std::map< std::string, counts > fields_;
   std::map< std::string, std::map< std::string, counts > > by_production_;
   std::map< std::string, group > groups_;   // by field, cause
   std::vector< bad_line > bad_;
   std::vector< edition_agreement > editions_;
   std::function< void( const std::string& ) > per_input_;
   std::size_t attributed_ = 0;
   std::size_t finding_count_ = 0;
   std::map< std::string, group > findings_;   // by field, cause
};

/// Reads `stream` line by line (LF; a CR before it kept), at most
/// `max_line` bytes a line (a longer one is bad input, skipped without
/// being held), into `c`. Returns false on a read error.
bool read( std::FILE* stream, comparison& c, std::size_t max_line = std::size_t( 16 ) << 20 );

/// The reports: readable text, JSON ({"compared","fields","by_production",
/// "groups"}) and Markdown; `groups` of them at most, the largest (all by
/// default). When attributing, each adds the editions' agreement and the
/// findings (JSON: "attributed", "editions":{name:{"valid","split",
/// "follows"}}, "findings":{"count","groups"}).
std::string to_text( const comparison& c, std::string_view name, std::size_t groups = std::size_t( -1 ) );
std::string to_json( const comparison& c, std::size_t groups = std::size_t( -1 ) );
std::string to_markdown( const comparison& c, std::string_view name, std::size_t groups = std::size_t( -1 ) );

/// The JSON string of a line's "input" as bytes: one byte per code point
/// U+0000 … U+00FF (the convention of `rfc1738 check --json`); false when a
/// code point is above U+00FF.
bool bytes_of( std::string_view utf8, std::string& bytes );

}  // namespace rfc1738::compare

#endif

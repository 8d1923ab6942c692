// SPDX-License-Identifier: BSL-1.0
// `rfc1738 compare`: another implementation's answers (JSON Lines: "input"
// and any of "valid", "conforms", "production", "scheme", "components",
// "error" with "offset", and "covers" when the inputs come from
// `rfc1738 suite`) against this library's, per field and per production,
// and the disagreements grouped by cause. JSON is read with nlohmann-json.
#ifndef RFC1738_TOOLS_COMPARE_COMPARE_HPP
#define RFC1738_TOOLS_COMPARE_COMPARE_HPP

#include <cstddef>
#include <cstdio>
#include <map>
#include <string>
#include <string_view>
#include <vector>

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
   void disagree( const std::string& field, const std::string& production, const std::string& cause, const std::string& covers, std::string_view input, std::string expected, std::string got );

   std::size_t compared_ = 0;
   std::size_t bad_count_ = 0;
   std::map< std::string, counts > fields_;
   std::map< std::string, std::map< std::string, counts > > by_production_;
   std::map< std::string, group > groups_;   // by field, cause
   std::vector< bad_line > bad_;
};

/// Reads `stream` line by line (LF; a CR before it kept), at most
/// `max_line` bytes a line (a longer one is bad input, skipped without
/// being held), into `c`. Returns false on a read error.
bool read( std::FILE* stream, comparison& c, std::size_t max_line = std::size_t( 16 ) << 20 );

/// The reports: readable text, JSON ({"compared","fields","by_production",
/// "groups"}) and Markdown; `groups` of them at most, the largest (all by
/// default).
std::string to_text( const comparison& c, std::string_view name, std::size_t groups = std::size_t( -1 ) );
std::string to_json( const comparison& c, std::size_t groups = std::size_t( -1 ) );
std::string to_markdown( const comparison& c, std::string_view name, std::size_t groups = std::size_t( -1 ) );

/// The JSON string of a line's "input" as bytes: one byte per code point
/// U+0000 … U+00FF (the convention of `rfc1738 check --json`); false when a
/// code point is above U+00FF.
bool bytes_of( std::string_view utf8, std::string& bytes );

}  // namespace rfc1738::compare

#endif

// SPDX-License-Identifier: BSL-1.0
// What `rfc1738 parse` prints for one input, in each of its formats: the
// program, the Python package and the web page write it with these.
#ifndef RFC1738_PARSE_OUTPUT_HPP
#define RFC1738_PARSE_OUTPUT_HPP

#include <functional>
#include <string>
#include <string_view>

#include "rfc1738/edition.hpp"
#include "rfc1738/report.hpp"

namespace rfc1738 {

/** Appends the line `rfc1738 parse --json` prints for the report of
    rfc1738::inspect (without its newline): "input", "valid", "production"
    (null when not valid), "scheme" (null when there is none), then
    "components" and, with `decode`, "decoded" (each value percent-decoded,
    §2.2) when valid, or "error" ("offset", "production", "expected",
    "message": the report's diagnosis) when not; then "fragment" when
    fragment_mode::split set one aside.

    @par Specification
    RFC 1738 §5, §3, §2.2.

    @par Example
    @code
    std::string line;
    rfc1738::write_parse_json( line, rfc1738::inspect( "ftp://h/a" ) );
    // {"input":"ftp://h/a","valid":true,"production":"ftpurl","scheme":"ftp","components":{"host":"h","fpath":"a"}}
    @endcode

    @param out The string appended to.
    @param r The report.
    @param decode Whether to add "decoded".
*/
void write_parse_json( std::string& out, const report& r, bool decode = false );

/** Appends the object `rfc1738 parse --json` (with `decode`, `--decode`)
    prints for `input` (without its newline), with the modes `o`; with an
    edition other than rfc1738, the object of `rfc1738 parse --edition E
    --json`, which is check's: write_parse_json of rfc1738::inspect( input,
    o )'s report, or write_json of rfc1738::compare_editions( input, { e },
    o.fragment )'s one answer. The C interface (rfc1738_parse_json) writes
    with it, the program with the same two writers: the same bytes for the
    same input.

    @param out The string appended to.
    @param e The edition.
    @param input The bytes parsed.
    @param o The modes (the program's parse has the fragment's alone).
    @param decode Whether to add "decoded" (RFC 1738 only).
    @return false, nothing appended, when `e` refuses the modes (rfc1738::
    modes_refused says why) or has no model of its parts (the drafts:
    rfc1738::part_names is empty); `rfc1738 parse` exits 2 for them.
*/
bool write_parse_json( std::string& out, edition e, std::string_view input, const options& o = {}, bool decode = false );

/** Appends what `rfc1738 parse` prints for the report of rfc1738::inspect:
    "url: " and the text parsed (rfc1738::printable), the fragment set
    aside, then the production, the scheme, one "name: value" line per
    component (percent-decoded with `decode`) and the effective port; or,
    when it is not a URL, where and why it stops, `hint` on a line of its
    own when not empty (the program's option that does what the message
    says), the production and what was expected. Every line ends in a
    newline.

    @param out The string appended to.
    @param r The report.
    @param decode Whether to percent-decode the values (§2.2).
    @param hint A line to show under the message; empty for none.
*/
void write_parse_text( std::string& out, const report& r, bool decode = false, std::string_view hint = {} );

/** Appends what `rfc1738 parse --spans` prints for the report of
    rfc1738::inspect: the input on one line, then one line per present
    component, its bytes marked under the input ("^" then "~"; an empty one
    a "|") and its name; the fragment set aside last; where it stops when it
    is not a URL.

    @param out The string appended to.
    @param r The report.
    @param each_line Called after each line, when set: it may write `out`
    and empty it (each line is about as wide as the input: a long input's
    lines are then not all held at once).
*/
void write_parse_spans( std::string& out, const report& r, const std::function< void() >& each_line = {} );

/** Appends `format` with each {NAME} replaced by the value of NAME in the
    report of rfc1738::inspect (a component by its name or role, "scheme",
    "production", "effective_port", "input", "fragment"; an absent one by
    nothing) and "{{", "}}" by a brace, then a newline: `rfc1738 parse --get
    FORMAT` for a URL. The placeholders are the caller's to check (every
    '{' closed). The precondition is r.url().

    @param out The string appended to.
    @param format The format.
    @param r The report.
    @param decode Whether to percent-decode the components (§2.2).
*/
void write_parse_get( std::string& out, std::string_view format, const report& r, bool decode = false );

/** The placeholders of write_parse_get beyond the components' names and
    roles.
*/
inline constexpr std::string_view parse_get_names[] = { "scheme", "production", "effective_port", "input", "fragment" };

/** Appends what `rfc1738 parse --edition E` prints for one edition's answer
    (rfc1738::compare_editions): "url: " and its text, the edition, then the
    production, a line when it does not conform, and its components and
    roles (percent-decoded with `decode`); or where and why it stops.

    @param out The string appended to.
    @param a The answer.
    @param decode Whether to percent-decode the values (§2.2).
*/
void write_parse_text( std::string& out, const edition_answer& a, bool decode = false );

/** Appends what `rfc1738 parse --edition E --spans` prints for one
    edition's answer: its text, then one line per component marked under it.

    @param out The string appended to.
    @param a The answer.
    @param each_line As for the report's.
*/
void write_parse_spans( std::string& out, const edition_answer& a, const std::function< void() >& each_line = {} );

/** Appends `format` with each {NAME} replaced by "production", "edition",
    "input" or the part (a role, else a component) of that name in the
    edition's answer, then a newline: `rfc1738 parse --edition E --get
    FORMAT` for a valid answer.

    @param out The string appended to.
    @param format The format.
    @param a The answer (valid).
    @param decode Whether to percent-decode the parts (§2.2).
*/
void write_parse_get( std::string& out, std::string_view format, const edition_answer& a, bool decode = false );

}  // namespace rfc1738

#endif

// SPDX-License-Identifier: BSL-1.0
// What `rfc1738 check` prints for one input, for a person: the program and
// `python3 -m rfc1738` write it with this (its JSON is rfc1738::write_json).
#ifndef RFC1738_CHECK_OUTPUT_HPP
#define RFC1738_CHECK_OUTPUT_HPP

#include <string>
#include <string_view>

#include "rfc1738/edition.hpp"
#include "rfc1738/report.hpp"

namespace rfc1738 {

/** Appends the lines `rfc1738 check` prints for the report of
    rfc1738::inspect, after the "FILE:LINE: " of an input read from lines:
    "conforms", the production and the text checked (rfc1738::printable), or
    "does not conform to" the target and why (not a url, or a valid url
    through otherurl); then what the modes did ("note:"), the fragment set
    aside, and when it does not conform the text with a caret under the
    offset (rfc1738::annotate), the message, `hint` on a line of its own when
    not empty, the fix-it (the report's fix) and what was expected; last the
    warnings. Every line ends in a newline.

    @par Specification
    RFC 1738 §5, §3, §2.2, §6, §2.1, Appendix.

    @par Example
    @code
    std::string out;
    rfc1738::write_check_text( out, rfc1738::inspect( "news:*" ) );   // "conforms  newsurl  news:*\n"
    @endcode

    @param out The string appended to.
    @param r The report.
    @param color Whether to colour the verdicts, the caret and "warning" (ANSI SGR).
    @param hint A line to show under the message; empty for none.
*/
void write_check_text( std::string& out, const report& r, bool color = false, std::string_view hint = {} );

/** The same for `rfc1738 check --edition E`, of rfc1738::compare_editions(
    input, { E } )'s report: "conforms" and the production, "does not conform
    to" the target or "not a url" (E, the valid production), the text checked,
    where and why it stops, the fragment set aside.

    @param out The string appended to.
    @param r The report of one edition.
    @param color Whether to colour the verdicts (ANSI SGR).
*/
void write_check_text( std::string& out, const editions_report& r, bool color = false );

}  // namespace rfc1738

#endif

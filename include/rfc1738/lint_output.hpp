// SPDX-License-Identifier: BSL-1.0
// What `rfc1738 lint` prints for one URL of a text: its findings (a value)
// and the writers of its GNU lines and its JSON line. The program and the
// Python package write them with these.
#ifndef RFC1738_LINT_OUTPUT_HPP
#define RFC1738_LINT_OUTPUT_HPP

#include <string>
#include <string_view>
#include <vector>

#include "rfc1738/extract.hpp"
#include "rfc1738/report.hpp"

namespace rfc1738 {

/// One finding of a URL, at a place of the text.
struct lint_finding {
   /// Where in the text.
   text_position at;
   /// An error (the URL does not conform), else a warning.
   bool error = false;
   /// The message.
   std::string message;
   /// The production an error fails in, or the warning's code.
   std::string_view rule;
   /// The warning's section ("§2.2", "§6", "Appendix"); empty for an error.
   std::string_view section;
};

/** The findings of a URL the text holds (`c`, checked: `r`, the report of
    rfc1738::inspect on c.url): its diagnosis (RFC 1738 §5, §3), the
    extraction's warnings (Appendix), the report's warnings.

    @param c The URL found.
    @param r Its report.
    @return The findings, in that order.
*/
[[nodiscard]] std::vector< lint_finding > lint_findings( const candidate& c, const report& r );

/** Appends what `rfc1738 lint` prints for the findings of one URL of the
    text `file`: one "FILE:LINE:COLUMN: error: MESSAGE [RULE]" line (or
    "warning:") per finding; under an error the URL with a caret under the
    byte where it stops (rfc1738::annotate) and `hint` indented on a line of
    its own when not empty. Every line ends in a newline.

    @param out The string appended to.
    @param file The name shown.
    @param c The URL found.
    @param r Its report.
    @param findings lint_findings( c, r ).
    @param hint A line to show under an error; empty for none.
*/
void write_lint_text( std::string& out, std::string_view file, const candidate& c, const report& r, const std::vector< lint_finding >& findings,
                      std::string_view hint = {} );

/** Appends the line `rfc1738 lint --json` prints for one URL of the text
    `file` (without its newline): "file", then the members of
    rfc1738::write_json_members of the URL and its report.

    @param out The string appended to.
    @param file The name shown.
    @param c The URL found.
    @param r Its report.
*/
void write_lint_json( std::string& out, std::string_view file, const candidate& c, const report& r );

/** Appends the URLs rfc1738::extract finds in `text` (RFC 1738 Appendix) as
    `rfc1738 lint --json` writes them but for "file", in one JSON array, each
    checked by rfc1738::inspect with `mode` (rfc1738.lint's and the page's).

    @param out The string appended to.
    @param text The document.
    @param format How the document is read (plain text, Markdown, HTML).
    @param options What the extractor looks for.
    @param mode The modes each URL is checked with.
*/
void write_lint_array( std::string& out, std::string_view text, document_format format, const extract_options& options, const rfc1738::options& mode );

}  // namespace rfc1738

#endif

// SPDX-License-Identifier: BSL-1.0
// What `rfc1738 lint` prints for one URL of a text: its findings (a value)
// and the writers of its GNU lines and its JSON line; and its SARIF log.
// The program and the Python package write them with these.
#ifndef RFC1738_LINT_OUTPUT_HPP
#define RFC1738_LINT_OUTPUT_HPP

#include <cstddef>
#include <functional>
#include <map>
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

/** The SARIF 2.1.0 log of `rfc1738 lint --sarif`: a rule per production an
    error fails in and per warning code (help, RFC section), an artifact per
    document, a notification per document that cannot be read, a result per
    finding (its column in UTF-16 code units). Documents are added one after
    another; the log is written whole at the end.
*/
class lint_sarif_log {
public:
   /** Begins a document, an artifact of the run (even if it cannot be read).
       @param file "-" for standard input (described), else a path: absolute
       as a file: URI, relative (a leading "./" dropped) against \%SRCROOT%.
   */
   void begin_document( std::string_view file );

   /** Adds the findings of a URL of the document begun last.
       @param text The document, or as much of it as holds each finding's line.
       @param c The URL found.
       @param r Its report.
       @param findings lint_findings( c, r ).
   */
   void add( std::string_view text, const candidate& c, const report& r, const std::vector< lint_finding >& findings );

   /** Notes that the document begun last could not be read (SARIF §3.20.21).
       @param message What happened ("cannot open 'a.md': No such file or directory").
   */
   void unreadable( std::string_view message );

   /** Writes the log and its newline in pieces, the results not copied.
       @param put Called with each piece, in order.
       @param exit_code The tool's exit status.
       @param root The absolute directory \%SRCROOT% names; empty: none.
   */
   void write( const std::function< void( std::string_view ) >& put, int exit_code, std::string_view root ) const;

private:
   struct rule {   // a production (errors) or a warning's code
      bool error = false;
      std::string description, help, uri;
   };
   std::string artifact_;    // the artifactLocation of the document begun last
   std::string artifacts_, notifications_, results_;
   std::size_t artifact_count_ = 0;
   std::map< std::string, rule, std::less<> > rules_;   // by id
};

/** Appends the log `rfc1738 lint --sarif FILE` writes for one document:
    exit code 0 when every URL conforms, else 1.

    @param out The string appended to.
    @param text The document.
    @param file Its name ("-": standard input).
    @param format How the document is read.
    @param options What the extractor looks for.
    @param mode The modes each URL is checked with.
    @param root The absolute directory \%SRCROOT% names; empty: none.
*/
void write_lint_sarif( std::string& out, std::string_view text, std::string_view file, document_format format, const extract_options& options,
                       const rfc1738::options& mode, std::string_view root );

}  // namespace rfc1738

#endif

// SPDX-License-Identifier: BSL-1.0
// What `rfc1738 editions` prints for one input, for a person: the program
// and the Python package write it with this (its JSON is rfc1738::write_json
// of the editions_report).
#ifndef RFC1738_EDITIONS_OUTPUT_HPP
#define RFC1738_EDITIONS_OUTPUT_HPP

#include <string>

#include "rfc1738/edition.hpp"

namespace rfc1738 {

/** Appends the lines `rfc1738 editions` prints for the report of
    rfc1738::compare_editions, after the "FILE:LINE: " of an input read from
    lines: the input (rfc1738::printable), the fragment set aside, one line
    per edition (its verdict, production and roles, what it does not conform
    to, where and why it stops), then each pair of editions that split it
    differently. Every line ends in a newline.

    @par Specification
    RFC 1738 §5; the later editions' generic syntax (docs/lineage.md).

    @param out The string appended to.
    @param r The report.
*/
void write_editions_text( std::string& out, const editions_report& r );

/** Appends the editions as `rfc1738 editions --list` prints them: a line
    per edition, its name and title; `json`: an array of objects (name,
    title; with `facts`, the page's, fragment: rfc1738::has_fragment, parts:
    rfc1738::part_names not empty), no newline after it.

    @param out The string appended to.
    @param json Whether to write the JSON array rather than the lines.
    @param facts Whether each object also carries fragment and parts.
*/
void write_editions_list( std::string& out, bool json, bool facts = false );

}  // namespace rfc1738

#endif

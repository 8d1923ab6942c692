// SPDX-License-Identifier: BSL-1.0
// What `rfc1738 trace` prints for one input: the derivation shown (a
// value) and one writer per format. The program, the Python package and the
// web page write it with these.
#ifndef RFC1738_TRACE_OUTPUT_HPP
#define RFC1738_TRACE_OUTPUT_HPP

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rfc1738/edition.hpp"

namespace rfc1738 {

/// A node of the derivation shown: its production (RFC 1738's, or the
/// edition's), its span in the input, its depth among the nodes shown, and
/// whether nodes below it were left out (`depth`).
struct trace_node {
   /// The production's name.
   std::string_view production;
   /// The first byte of its span in the input.
   std::size_t begin = 0;
   /// One past its last byte.
   std::size_t end = 0;
   /// Its depth among the nodes shown (the root 0).
   std::size_t depth = 0;
   /// Whether nodes below it were left out (`depth`).
   bool cut = false;
};

/// Where and why the input is not a url: the diagnosis `rfc1738 check`
/// gives (RFC 1738), or rfc1738::why_not (another edition).
struct trace_stop {
   /// The offset of the byte where it stops.
   std::size_t offset = 0;
   /// The production it stops in (empty when unknown).
   std::string production;
   /// What could have followed there.
   std::vector< std::string > expected;
   /// Why, for a person.
   std::string message;
};

/// The derivation of one input as `rfc1738 trace` shows it: the nodes in
/// pre-order (for an input that is not a url, RFC 1738's derivation of its
/// longest prefix that is one; another edition's: none), and where it stops.
struct trace_report {
   /// The input; the report views it.
   std::string_view input;
   /// The edition whose derivation it is.
   edition of = edition::rfc1738;
   /// The nodes shown, in pre-order.
   std::vector< trace_node > nodes;
   /// Where and why it is not a url; absent when it is one.
   std::optional< trace_stop > error;
};

/** The derivation of `input` from `url` (RFC 1738 §5), or from edition
    `e`'s start symbol (rfc1738::derivation_of): every production; with
    `components` the root, the URL form's node and the nodes of its
    components (`rfc1738 trace --components`); with `depth` the nodes at
    most that many levels below the root (--depth). The report views
    `input`.

    @par Example
    @code
    const auto r = rfc1738::trace( "news:*" );   // r.nodes[ 0 ].production == "url", !r.error
    @endcode

    @param input The bytes.
    @param e The edition.
    @param components Whether to keep the components' nodes only.
    @param depth The deepest level kept below the root, if any.
    @return The report.
*/
[[nodiscard]] trace_report trace( std::string_view input, edition e = edition::rfc1738, bool components = false,
                                  std::optional< std::size_t > depth = std::nullopt );

/// Appends what `rfc1738 trace` prints: one line per node, indented by its
/// depth, its span and its text (rfc1738::printable); then "not a url: at
/// N: MESSAGE" when the input is not a url.
/// @param out The string appended to.
/// @param r The report.
void write_trace_text( std::string& out, const trace_report& r );

/// Appends the line `rfc1738 trace --json` prints (without its newline):
/// "input", "edition" (not for rfc1738), "valid", "tree" (the root node or
/// null: "production", "begin", "end", "text", "cut" when cut, "children",
/// the bytes between children as {"literal":true,"begin","end","text"}),
/// then "error" ("offset", "production", "expected", "message") when the
/// input is not a url.
/// @param out The string appended to.
/// @param r The report.
void write_trace_json( std::string& out, const trace_report& r );

/// Appends what `rfc1738 trace --dot` prints: the Graphviz digraph
/// "derivation" + `number`, one box per node, the literal bytes between
/// children as plain text, a note where it stops.
/// @param out The string appended to.
/// @param r The report.
/// @param number The graph's number.
void write_trace_dot( std::string& out, const trace_report& r, std::size_t number );

}  // namespace rfc1738

#endif

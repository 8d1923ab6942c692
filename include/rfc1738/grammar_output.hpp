// SPDX-License-Identifier: BSL-1.0
// What `rfc1738 grammar --json` writes for a production of an edition: the
// program, the Python package (rfc1738.productions) and the web page's
// grammar view write it with this.
#ifndef RFC1738_GRAMMAR_OUTPUT_HPP
#define RFC1738_GRAMMAR_OUTPUT_HPP

#include <string>

#include "rfc1738/edition.hpp"

namespace rfc1738 {

/** Where edition `e`'s text defines `p`, as every surface names it. RFC
    1738: the section that cites it, then §5, the BNF ("§3.2, §5"; "§5" for
    what §5 alone defines). Another edition: the part of the published text
    its file transcribes (`p.section`: "RFC 3986 Appendix A").

    @param e The edition.
    @param p One of its productions (rfc1738::production_at, production_of).
    @return The section text ("§3.2, §5", "RFC 3986 Appendix A").
*/
std::string section_of( edition e, const edition_production& p );

/** Appends the object `rfc1738 grammar --json` writes for `p` (without
    the line's newline): "name", "bnf", "section" (section_of), "file",
    "line", "rewrite", "why" and "peg" (null when the parser reads the BNF
    as written), "used_by" (an array of the productions naming it).

    @par Example
    @code
    std::string out;
    rfc1738::write_json( out, rfc1738::edition::rfc1738, *rfc1738::production_of( rfc1738::edition::rfc1738, "port" ) );
    // {"name":"port","bnf":"port           = digits","section":"§3.1, §5","file":"grammar/rfc1738.bnf",
    //  "line":...,"rewrite":null,"why":null,"peg":null,"used_by":["hostport"]}
    @endcode

    @par Specification
    RFC 1738 §5; the later editions' grammars (docs/lineage.md).

    @param out The string appended to.
    @param e The edition `p` is of.
    @param p The production.
*/
void write_json( std::string& out, edition e, const edition_production& p );

/** Appends the array `rfc1738 grammar --forms --json` writes (without the
    line's newline): an object per URL form (the alternatives of `url`, in
    its order: each scheme's production, then otherurl) with "production",
    "scheme" (null for otherurl), "target" (the production rfc1738::check
    names as the target of a URL of that scheme: genericurl for otherurl),
    "authority" ("none", "host", "hostport", "login") and "components" (in
    BNF order, each "name", "role", "section" in this form, "noun", "kind"),
    from the generated component model (grammar/components.facts). Python's
    rfc1738.url_forms() is this array.

    @par Specification
    RFC 1738 §3, §5.

    @param out The string appended to.
*/
void write_url_forms_json( std::string& out );

}  // namespace rfc1738

#endif

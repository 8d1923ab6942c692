// SPDX-License-Identifier: BSL-1.0
// The editions of the URL grammar: RFC 1738 (December 1994, erratum 5118);
// the March 1994 Internet-Draft it grew out of, draft-ietf-uri-url-03, read
// as corrected (draft-03) or with its typos as written (draft-03-literal);
// and the generic URI syntax that followed it: RFC 1808, RFC 2396, RFC 2396
// as RFC 2732 amends it, RFC 3986, RFC 3986 as RFC 6874 amends it.
#ifndef RFC1738_EDITION_HPP
#define RFC1738_EDITION_HPP

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>
#include <type_traits>

#include "rfc1738/editions.hpp"   // enum class edition, editions: generated from grammar/editions.facts
#include "rfc1738/options.hpp"

namespace rfc1738 {

/** The edition's name on the command line: "rfc1738", "draft-03",
    "draft-03-literal".

    @par Example
    @code
    rfc1738::name_of( rfc1738::edition::draft03_literal );   // "draft-03-literal"
    @endcode

    @param e The edition.
    @return Its name.
*/
std::string_view name_of( edition e ) noexcept;

/** The edition's title, as grammar/editions.facts writes it.

    @par Example
    @code
    rfc1738::title_of( rfc1738::edition::rfc1738 );   // "RFC 1738 (December 1994) with erratum 5118"
    @endcode

    @param e The edition.
    @return Its title.
*/
std::string_view title_of( edition e ) noexcept;

/** The edition of that name (name_of), or nothing.

    @par Example
    @code
    rfc1738::edition_named( "draft-02" );   // std::nullopt
    @endcode

    @param name "rfc1738", "draft-03" or "draft-03-literal".
    @return The edition, or nothing for any other name.
*/
std::optional< edition > edition_named( std::string_view name ) noexcept;

/** The verdicts of one edition on one input.

    In the draft there is no generic URL (nothing like RFC 1738's otherurl):
    every alternative of its `url` is a scheme's own production, so an input
    conforms exactly when it is valid. The editions of the generic URI syntax
    (RFC 1808 to 6874) have no scheme-specific productions: an input
    conforms exactly when it is valid, a URL of their top production (`URL`,
    `URI-reference`).

    @par BNF
    @code
    url httpaddress | ftpaddress | newsaddress |
    nntpaddress | prosperoaddress | telnetaddress
    | gopheraddress | waisaddress |
    mailtoaddress | midaddress | cidaddress
    @endcode
    (the draft; RFC 1738's `url` for edition::rfc1738)

    @par Example
    @code
    const auto v = rfc1738::check( rfc1738::edition::draft03, "ftp://host/a!A" );
    // v.valid, *v.production == "ftpaddress", v.conforms
    @endcode
*/
struct edition_verdict {
   /// The edition that gave the verdicts.
   edition of = edition::rfc1738;
   /// The whole input derives from that edition's `url`.
   bool valid = false;
   /// The alternative of `url` that derives it, as the edition spells it
   /// ("httpurl", "ftpaddress", "otherurl"); in the generic editions the
   /// alternative of the top production ("absoluteURL", "relativeURL";
   /// "absoluteURI", "relativeURI"; "URI", "relative-ref"), or the top
   /// production itself when neither derives the part before "#" (RFC 2396's
   /// "" and "#f"); absent when not valid.
   std::optional< std::string_view > production;
   /// RFC 1738: rfc1738::check's strict verdict (the production of the
   /// input's own scheme); RFC 3986 and 6874: valid, and a file or mailto
   /// URI (its scheme's name in any case) also derives RFC 8089's file-URI
   /// or RFC 6068's mailtoURI (then the target); the other editions: the
   /// same as valid.
   bool conforms = false;
   /// The production the input had to derive from to conform: RFC 1738's
   /// target (rfc1738::check), the drafts' `url`, the top production of
   /// the others.
   std::string_view target;
};

/** Checks `input` against edition `e`, byte for byte. Never throws.

    @par Specification
    RFC 1738 §5, §3; draft-ietf-uri-url-03 "BNF for specific URL schemes".

    @par Example
    @code
    rfc1738::check( rfc1738::edition::rfc1738, "ftp://host/a;type=a" ).conforms;   // true
    rfc1738::check( rfc1738::edition::draft03, "ftp://host/a;type=a" ).conforms;   // false: the draft writes "!A"
    @endcode

    @param e The edition.
    @param input The bytes to check; the verdict's names view static text,
    not the input.
    @return The edition's verdicts.
*/
edition_verdict check( edition e, std::string_view input ) noexcept;

/** Why an input is not a URL under one edition: where it stops, in which
    production, what could have continued there, and a sentence.
*/
struct edition_error {
   /// The first byte after which no string of the edition's `url` could go
   /// on (the input's length when the input ended too soon).
   std::size_t offset = 0;
   /// The innermost production holding every way the input could have gone
   /// on, as the edition spells it.
   std::string_view production;
   /// What could have continued at `offset`, in the edition's grammar.
   std::vector< std::string > expected;
   /// One line for a person.
   std::string message;
};

/** Why `input` does not conform under edition `e`: why it is not a URL
    (from the edition's generated automaton of `url`), or, valid, why it
    does not derive the production its scheme calls for; absent when it
    conforms. RFC 1738: rfc1738::diagnose( input ), the one diagnosis
    (against the production of the input's scheme: `http://user@h/` is a
    valid otherurl that httpurl refuses at 11). rfc3986 and rfc6874, which
    read RFC 8089's file and RFC 6068's mailto: a valid URI of that scheme
    that does not conform gets where the scheme's production stops.

    @par Example
    @code
    const auto w = rfc1738::why_not( rfc1738::edition::draft03, "http://h/a b" );
    // w->offset == 10
    @endcode

    @param e The edition.
    @param input The bytes.
    @return Why it is not a URL, or nothing.
*/
std::optional< edition_error > why_not( edition e, std::string_view input );

/** What edition `e` says of one of its productions: its definition as
    written (with the reading applied, for the draft), where, its PEG
    rewrite, and the productions that use it.

    @par Example
    @code
    const auto p = rfc1738::production_of( rfc1738::edition::draft03, "xpalphas" );
    // p->bnf == "xpalphas xpalpha [ xpalphas ]" (reading xpalphas-one-or-more)
    @endcode
*/
struct edition_production {
   std::string_view name;      ///< as the edition spells it
   std::string_view bnf;       ///< the definition as written in `file`
   std::string_view file;      ///< e.g. "grammar/draft-ietf-uri-url-03.bnf"
   unsigned line = 0;          ///< its first line there
   std::string_view rewrite;   ///< the PEG rewrite's name; empty when read as written
   std::string_view why;       ///< the rewrite's reason
   std::string_view peg;       ///< the rewrite's rules
   std::string_view used_by;   ///< the productions naming this one, space-separated
   /// Where the edition's text defines it: RFC 1738's section number that
   /// cites it ("3.2"; "5" for what several schemes' BNF use); in another
   /// edition the part of the published text its `file` transcribes ("RFC
   /// 3986 Appendix A", "RFC 2373 Appendix B"; the draft's heading "BNF for
   /// specific URL schemes"), from the source lines of grammar/editions.facts.
   std::string_view section;
};

/** The production of `e` named `name`, or nothing.

    @param e The edition.
    @param name The production's name as the edition spells it; for RFC
    1738 also its C++ rule's name (`gopher_plus_string`, `ip_schemepart`).
    @return What the edition says of it; nothing when it has no such production.
*/
std::optional< edition_production > production_of( edition e, std::string_view name ) noexcept;

/** How many productions edition `e` has (67 for RFC 1738, 64 for the drafts).

    @param e The edition.
    @return The number of its productions.
*/
std::size_t production_count( edition e ) noexcept;

/** The edition's i-th production in file order (the draft's readings'
    definitions after its own).

    @param e The edition.
    @param i The index; the precondition is i < production_count( e ).
    @return What the edition says of that production.
*/
edition_production production_at( edition e, std::size_t i ) noexcept;

/** Whether the edition's grammar holds a fragment ("#"): RFC 1808 and later
    do; RFC 1738 and the draft do not (RFC 1738 §2.2: the fragment is not
    part of the URL), so `rfc1738 editions --fragment=split` checks their
    part before "#" while the later editions check the whole input.

    @param e The edition.
    @return True for rfc1808, rfc2396, rfc2732, rfc3986, rfc6874.
*/
bool has_fragment( edition e ) noexcept;

/** The bytes edition `e` reads of `input` (edition_answer::text): the
    input, or with fragment_mode::split and an edition without a fragment
    of its own (has_fragment: RFC 1738 and the draft, §2.2) the part before
    the first "#". `rfc1738 check --edition E` checks them.

    @param e The edition.
    @param input The bytes.
    @param fragment How a "#" is read.
    @return A prefix of `input`.
*/
std::string_view read_by( edition e, std::string_view input, fragment_mode fragment ) noexcept;

/** Why edition `e` refuses the modes `o` (`rfc1738 check --edition`'s and
    the page's message); nothing when it takes them. Case-ignore (§2.1) and
    unwrapping (Appendix) are RFC 1738's; fragment split is refused by a
    grammar that holds the fragment (has_fragment).

    @param e The edition.
    @param o The modes.
    @return The message, or nothing when the edition takes the modes.
*/
std::optional< std::string > modes_refused( edition e, const options& o );

/** One part of an input under one edition: a component (a production of
    the edition that is a part of a URL) or a role (what a part is across
    editions).
*/
struct edition_part {
   /// A component: its production as the edition spells it ("hpath",
   /// "path-abempty", "net_loc"); a role: the role's name.
   std::string_view name;
   /// The role: scheme, userinfo, user, password, host, port, path, query,
   /// fragment, or one of RFC 1738's own (type, address, group, article,
   /// database, gopher+, ...); empty for a component without one (the kind
   /// of host: "IPv4address", "reg_name").
   std::string_view role;
   /// Where it begins in the input.
   std::size_t offset = 0;
   /// Its length in bytes.
   std::size_t size = 0;
};

/** How one edition splits one input.

    The roles are what makes splits comparable across editions (see
    docs/lineage.md, "Roles"): scheme, userinfo, host, port, query and
    fragment are the parts of those roles (RFC 1738's `search` is the
    query, its user and password joined by ":" the userinfo); path is every
    byte between the authority (or the scheme's ":", or the beginning) and
    the query's "?" (RFC 1738 gopher's "%09"), the fragment's "#" or the end,
    as RFC 3986 §3.3 counts a path: with the "/" that begins it, RFC 1808's
    ";" params included. A role is present when a part of it is, and path
    when it is not empty or a production of the path role derives it (RFC
    3986's path is always there).
*/
struct edition_split {
   /// Each component the parse holds, in the order they begin (an
   /// enclosing one before those it holds).
   std::vector< edition_part > components;
   /// One per role present, in the order scheme, userinfo, user, password,
   /// host, port, path, query, fragment, then RFC 1738's own.
   std::vector< edition_part > roles;
   /// Whether the edition divides an authority into userinfo, host and port
   /// (RFC 1808 does not: its net_loc is one part, §2.1).
   bool divides_authority = true;
};

/** How edition `e` splits `input`; absent when it is not valid there, or
    when the edition has no model of its parts (the draft's editions).

    @par Example
    @code
    const auto s = rfc1738::split( rfc1738::edition::rfc3986, "ftp://a?b@c/" );
    // s->roles: scheme "ftp", host "a", path "" (offset 7), query "b@c/"
    const auto t = rfc1738::split( rfc1738::edition::rfc1738, "ftp://a?b@c/" );
    // t->roles: scheme "ftp", userinfo "a?b", user "a?b", host "c", path "/"
    @endcode

    @param e The edition.
    @param input The bytes.
    @return The parts, or nothing.
*/
std::optional< edition_split > split( edition e, std::string_view input );

/** One production of a derivation: its name, the bytes it derives and how
    deep it lies. */
struct edition_node {
   /// The production, as the edition spells it.
   std::string_view name;
   /// Where its bytes begin in the input.
   std::size_t begin = 0;
   /// Where they end (one past the last).
   std::size_t end = 0;
   /// How many productions enclose it: 0 for the top production.
   std::size_t depth = 0;
};

/** The derivation of `input` under edition `e`: every production of the
    edition's rules (its grammar, with the PEG rewrites grammar/ records)
    that derives a part of it, in the order they begin, each enclosing
    production before those it holds; absent when the input is not valid
    there. `rfc1738 trace --edition E`. For edition::rfc1738, the same nodes
    as rfc1738::parse's tree (rfc1738 trace).

    @par Example
    @code
    const auto d = rfc1738::derivation_of( rfc1738::edition::rfc3986, "//h" );
    // (*d)[ 0 ]: URI-reference [0,3) depth 0; (*d)[ 1 ]: relative-ref [0,3) depth 1; ...
    @endcode

    @param e The edition.
    @param input The bytes.
    @return The nodes, or nothing. Throws std::bad_alloc when memory runs out.
*/
std::optional< std::vector< edition_node > > derivation_of( edition e, std::string_view input );

/** The names a split of edition `e` can hold (rfc1738::split): each
    component's production as the edition spells it, in the order of the
    edition's model, then each role its parts can carry that is not already
    a name ("scheme", "userinfo", "host", "port", "path", "query",
    "fragment", RFC 1738's own). What `rfc1738 parse --edition E --get`
    takes between braces. Empty for an edition without a model of its parts
    (the draft's).

    @par Example
    @code
    rfc1738::part_names( rfc1738::edition::rfc1808 );
    // { "scheme", "net_loc", "path", "params", "query", "fragment" }
    @endcode

    @param e The edition.
    @return The names, each once.
*/
std::vector< std::string_view > part_names( edition e );

/** Where two splits of one input differ, by role: "userinfo", "host",
    "port" when one split has the role and the other not, or both with other
    bytes (when both editions divide an authority: RFC 1808's net_loc is not
    compared with a host); "path", "query", "fragment" when they begin at
    different offsets or one split has the role and the other not (an empty
    path counts as no path). The parser-confusion question: two editions that both accept an
    input but take its host, its port, its userinfo, or where its path,
    query or fragment begin, differently.

    @par Example
    @code
    const auto a = rfc1738::split( rfc1738::edition::rfc1738, "ftp://a?b@c/" );
    const auto b = rfc1738::split( rfc1738::edition::rfc3986, "ftp://a?b@c/" );
    rfc1738::split_differences( *a, *b );   // { "userinfo", "host", "path", "query" }
    @endcode

    @param a One split.
    @param b The other split, of the same input.
    @return The roles that differ, in the order above.
*/
std::vector< std::string_view > split_differences( const edition_split& a, const edition_split& b );

/** One edition's answer on one input, in an editions_report. */
struct edition_answer {
   /// The edition.
   edition of = edition::rfc1738;
   /// The bytes it read: the input, or with fragment_mode::split and an
   /// edition without a fragment of its own (RFC 1738, the draft) the part
   /// before the first "#" (a prefix of the input).
   std::string_view text;
   /// Its verdict on them.
   edition_verdict verdict;
   /// Why they are not a URL there, or (valid) why they do not conform
   /// (edition_verdict::target); absent when they conform or no reason is
   /// known.
   std::optional< edition_error > error;
   /// Its split, when valid and the edition models its parts; with
   /// fragment_mode::split, the fragment set aside is its fragment role.
   std::optional< edition_split > split;
};

/** Two editions that both accept an input and split it differently. */
struct split_difference {
   /// The two editions, in the report's order.
   edition a = edition::rfc1738;
   /// The second.
   edition b = edition::rfc1738;
   /// The roles where they differ (rfc1738::split_differences).
   std::vector< std::string_view > roles;
};

/** Every chosen edition's answer on one input: `rfc1738 editions`, Python's
    rfc1738.editions().

    @par Example
    @code
    const auto r = rfc1738::compare_editions( "ftp://a?b@c/", { rfc1738::edition::rfc1738, rfc1738::edition::rfc3986 } );
    // r.answers[ 1 ].verdict.production == "URI"
    // r.differences[ 0 ].roles == { "userinfo", "host", "path", "query" }
    @endcode
*/
struct editions_report {
   /// The input; the answers' texts and splits view it.
   std::string_view input;
   /// The bytes after the first "#" with fragment_mode::split (set aside by
   /// RFC 1738 and the draft, §2.2); absent otherwise.
   std::optional< std::string_view > fragment;
   /// One per edition, in the order asked.
   std::vector< edition_answer > answers;
   /// Each pair of editions that both accept the input and split it
   /// differently, in the order of the answers.
   std::vector< split_difference > differences;
};

/** The answers of editions `chosen` on `input` (every edition when empty).

    @param input The bytes; the report views them.
    @param chosen The editions, in the order to report them.
    @param fragment How RFC 1738 and the draft read a "#" (the later
    editions' grammars hold the fragment and read the whole input).
    @return The report.
*/
editions_report compare_editions( std::string_view input, const std::vector< edition >& chosen = {}, fragment_mode fragment = fragment_mode::strict );

/** compare_editions into `r`, the report of an input before: its answers'
    room is kept (no allocation once it is large enough, but for an answer's
    error and an RFC 1738 split), for a caller that reads input after input.

    @param r The report, every member overwritten.
    @param input The bytes; the report views them.
    @param chosen The editions, in the order to report them.
    @param fragment How RFC 1738 and the draft read a "#".
*/
void compare_editions_into( editions_report& r, std::string_view input, const std::vector< edition >& chosen = {}, fragment_mode fragment = fragment_mode::strict );

}  // namespace rfc1738

#endif

// SPDX-License-Identifier: BSL-1.0
// The editions of the URL grammar: RFC 1738 (December 1994, erratum 5118) and
// the March 1994 Internet-Draft it grew out of, draft-ietf-uri-url-03, read
// as corrected (draft-03) or with its typos as written (draft-03-literal).
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
    conforms exactly when it is valid.

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
   /// ("httpurl", "ftpaddress", "otherurl"); absent when not valid.
   std::optional< std::string_view > production;
   /// RFC 1738: rfc1738::check's strict verdict (the production of the
   /// input's own scheme); the drafts: the same as valid.
   bool conforms = false;
   /// The production the input had to derive from to conform: RFC 1738's
   /// target (rfc1738::check), the drafts' `url`.
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

/** Why `input` is not a URL under edition `e` (from the edition's generated
    automaton of `url`; for RFC 1738 rfc1738::diagnose's reading against
    `url`); absent when it is one.

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
};

/** The production of `e` named `name`, or nothing.

    @param e The edition.
    @param name The production's name as the edition spells it.
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

}  // namespace rfc1738

#endif

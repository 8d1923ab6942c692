// SPDX-License-Identifier: BSL-1.0
// The exact differences between two editions' languages, scheme by scheme,
// computed on their generated automata.
#ifndef RFC1738_EDITION_DIFF_HPP
#define RFC1738_EDITION_DIFF_HPP

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rfc1738/edition.hpp"

namespace rfc1738 {

/// A string one edition's production derives and the other's does not.
struct edition_witness {
   /// The bytes.
   std::string input;
   /// Where the rejecting edition's automaton stops: the first byte after
   /// which none of its strings goes on, or the input's length when the input
   /// ended too soon.
   std::size_t offset = 0;
};

/// The witnesses of one direction of a difference that fail in the same
/// production of the rejecting edition.
struct edition_difference {
   /// The edition that derives the witnesses ...
   edition accepted_by = edition::rfc1738;
   /// ... and the one that does not.
   edition rejected_by = edition::draft03;
   /// The production of `rejected_by` in progress where its automaton stops
   /// (its innermost production holding every way it could have gone on).
   std::string_view production;
   /// The shortest witnesses found, shortest first (at most the number asked).
   std::vector< edition_witness > witnesses;
   /// How many states of the product automaton witness this group: each is a
   /// different way to be in one language and not the other.
   std::size_t states = 0;
};

/// What two editions say of one scheme.
struct scheme_difference {
   /// The scheme, as both editions' productions begin with it ("ftp").
   std::string scheme;
   /// Its production in the first edition ("ftpurl") ...
   std::string_view production_a;
   /// ... and in the second ("ftpaddress").
   std::string_view production_b;
   /// Every string production_a derives, production_b derives too.
   bool b_contains_a = false;
   /// Every string production_b derives, production_a derives too.
   bool a_contains_b = false;
   /// The differences, grouped by direction and responsible production:
   /// first a's strings that b refuses, then b's that a refuses.
   std::vector< edition_difference > differences;
};

/** The schemes an edition defines: the alternatives of its `url` whose
    strings all begin with "<scheme>:", with their production, in url's order.

    @param e The edition.
    @return Each scheme ("ftp") with the name of its production ("ftpurl").
*/
std::vector< std::pair< std::string, std::string_view > > schemes_of( edition e );

/** The exact differences of the languages of edition `a` and edition `b`,
    for every scheme both define (or only `scheme`, when given), computed on
    their automata by the product construction: the languages are regular,
    so containment is decided exactly, and a breadth-first walk of the
    product gives the shortest witnesses. At most `per_group` witnesses are
    kept per group. Nothing when `scheme` is given and not defined by both.

    @param a The first edition.
    @param b The second edition.
    @param scheme Only this scheme, when given.
    @param per_group How many witnesses each group keeps, at most.
    @return One scheme_difference per scheme both editions define, in the
            order of a's `url`.

    @par Example
    @code
    const auto d = rfc1738::diff_editions( rfc1738::edition::rfc1738, rfc1738::edition::draft03, "ftp" );
    // d[ 0 ].production_a == "ftpurl", d[ 0 ].production_b == "ftpaddress"
    @endcode
*/
std::vector< scheme_difference > diff_editions( edition a, edition b, std::optional< std::string_view > scheme = std::nullopt, std::size_t per_group = 3 );

}  // namespace rfc1738

#endif

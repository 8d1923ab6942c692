// SPDX-License-Identifier: BSL-1.0
// The verdicts on one URL: does it derive from `url`, through which
// alternative, and does it conform to the production of its own scheme?
#ifndef RFC1738_CHECK_HPP
#define RFC1738_CHECK_HPP

#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "rfc1738/grammar/production.hpp"

namespace rfc1738 {

using grammar::production;

/** The verdicts on one input (rfc1738::check).

    @par BNF
    @code
    url            = httpurl | ftpurl | newsurl |
                     nntpurl | telneturl | gopherurl |
                     waisurl | mailtourl | fileurl |
                     prosperourl | otherurl
    @endcode

    @par Specification
    RFC 1738 §5 (`url`), §3 (the schemes and their productions).

    @par Example
    @code
    const auto v = rfc1738::check( "http://user@host/" );
    // v.valid, *v.derived_by == production::otherurl,
    // v.target == production::httpurl, !v.conforms, *v.scheme == "http"
    @endcode
*/
struct verdict {
   /// The whole input derives from `url` (RFC 1738 §5).
   bool valid = false;
   /// The alternative of `url` that derives it: the scheme-specific
   /// production when it does, else otherurl; absent when the input is not
   /// valid.
   std::optional< production > derived_by;
   /// The production the input's scheme calls for: the scheme's own for the
   /// ten schemes of §3 (http → httpurl, …), genericurl for any other input.
   production target = production::genericurl;
   /// The whole input derives from `target`: the strict verdict.
   bool conforms = false;
   /// The text before the first ":" when it is a BNF `scheme`; a view into
   /// the input, absent when there is no such text.
   std::optional< std::string_view > scheme;
};

/** Checks `input`, byte for byte (no case folding, no trimming; see
    rfc1738::prepare for the modes). Never throws.

    @par BNF
    @code
    url            = httpurl | ftpurl | newsurl |
                     nntpurl | telneturl | gopherurl |
                     waisurl | mailtourl | fileurl |
                     prosperourl | otherurl
    genericurl     = scheme ":" schemepart
    @endcode

    @par Specification
    RFC 1738 §5, §3.

    @par Example
    @code
    const bool ok = rfc1738::check( "ftp://host.com/" ).conforms;   // true
    @endcode

    @param input The bytes to check; the verdict's scheme views them (an
    rvalue std::string is refused: it would dangle).
    @return The verdicts.
*/
verdict check( std::string_view input ) noexcept;

/// Refused: the verdict's scheme would refer to a temporary's characters.
template< typename String, typename = std::enable_if_t< std::is_same_v< std::remove_cv_t< String >, std::string > > >
verdict check( String&& input ) noexcept = delete;

/** The text before the first ":" when it derives from `scheme`.

    @par BNF
    @code
    scheme         = 1*[ lowalpha | digit | "+" | "-" | "." ]
    @endcode

    @par Specification
    RFC 1738 §2.1, §5.

    @par Example
    @code
    const auto s = rfc1738::scheme_of( "news:*" );   // *s == "news"; "HTTP://h" has none
    @endcode

    @param input The bytes; the result views them (an rvalue std::string is
    refused).
    @return The scheme, or nothing.
*/
std::optional< std::string_view > scheme_of( std::string_view input ) noexcept;

/// Refused: the scheme would refer to a temporary's characters.
template< typename String, typename = std::enable_if_t< std::is_same_v< std::remove_cv_t< String >, std::string > > >
std::optional< std::string_view > scheme_of( String&& input ) noexcept = delete;

/** The production of one of the ten schemes of §3 (exactly as written, in
    lower case: the schemes of grammar::schemes, read from the alternatives of
    `url`), genericurl for any other.

    @par Specification
    RFC 1738 §3, §5.

    @par Example
    @code
    const auto p = rfc1738::target_of( "wais" );   // production::waisurl
    @endcode

    @param scheme The scheme as written.
    @return Its production.
*/
production target_of( std::string_view scheme ) noexcept;

/** The input derives from production `p` as a whole.

    @par Specification
    RFC 1738 §5.

    @par Example
    @code
    const bool h = rfc1738::derives( rfc1738::production::hostport, "host.dom:21" );   // true
    @endcode

    @param p The production.
    @param input The bytes.
    @return Whether `p` derives all of `input`.
*/
bool derives( production p, std::string_view input ) noexcept;

}  // namespace rfc1738

#endif

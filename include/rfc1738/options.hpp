// SPDX-License-Identifier: BSL-1.0
// The readings the RFC's own words allow besides the strict one.
#ifndef RFC1738_OPTIONS_HPP
#define RFC1738_OPTIONS_HPP

namespace rfc1738 {

/** How an input is read before it is checked; strict (both off) by default.

    @par Specification
    RFC 1738 §2.1: "For resiliency, programs interpreting URLs should treat
    upper case letters as equivalent to lower case in scheme names (e.g.,
    allow "HTTP" as well as "http")"; §5: "the scheme is in lower case;
    interpreters should use case-ignore". RFC 1738 Appendix, "Recommendations
    for URLs in Context".

    @par Example
    @code
    rfc1738::options o;
    o.ignore_scheme_case = true;
    o.unwrap = true;
    const auto p = rfc1738::prepare( "<URL:HTTP://ds.internic. net/rfc>", o );
    // p.text() == "http://ds.internic.net/rfc"
    @endcode

    @see rfc1738::prepare
*/
struct options {
   /** Read the scheme in lower case ("HTTP://host" is checked as
       "http://host"), when the text before the first ":" is a scheme but
       for its upper case letters.

       @par BNF
       @code
       scheme         = 1*[ lowalpha | digit | "+" | "-" | "." ]
       @endcode

       @par Specification
       RFC 1738 §2.1, §5 ("interpreters should use case-ignore").
   */
   bool ignore_scheme_case = false;

   /** Remove what the Appendix wraps a URL in: the angle brackets
       ("<" and ">"), the prefix "URL:", and the whitespace "added to break
       long URLs across lines". A "-" right before a line break is kept and
       warned about ("the hyphen may or may not actually be part of the
       URL"), not guessed.

       @par Specification
       RFC 1738 Appendix: "The whitespace should be ignored when extracting
       the URL."
   */
   bool unwrap = false;
};

}  // namespace rfc1738

#endif

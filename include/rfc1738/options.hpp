// SPDX-License-Identifier: BSL-1.0
// The readings the RFC's own words allow besides the strict one.
#ifndef RFC1738_OPTIONS_HPP
#define RFC1738_OPTIONS_HPP

#include <cstdint>

namespace rfc1738 {

/** How a "#" and what follows it are read (options::fragment).

    @par Specification
    RFC 1738 §2.2: "The character "#" is unsafe and should always be encoded
    because it is used in World Wide Web and in other systems to delimit a
    URL from a fragment/anchor identifier that might follow it."
*/
enum class fragment_mode : std::uint8_t {
   strict,   ///< the "#" is a byte of the URL (which no production allows)
   split     ///< the URL ends before the first "#"; the rest is its fragment
};

/** How an input is read before it is checked; strict (every mode off) by default.

    @par Specification
    RFC 1738 §2.1: "For resiliency, programs interpreting URLs should treat
    upper case letters as equivalent to lower case in scheme names (e.g.,
    allow "HTTP" as well as "http")"; §5: "the scheme is in lower case;
    interpreters should use case-ignore". RFC 1738 Appendix, "Recommendations
    for URLs in Context". RFC 1738 §2.2 (fragments).

    @par Example
    @code
    rfc1738::options o;
    o.ignore_scheme_case = true;
    o.unwrap = true;
    o.fragment = rfc1738::fragment_mode::split;
    const auto p = rfc1738::prepare( "<URL:HTTP://ds.internic. net/rfc#top>", o );
    // p.text() == "http://ds.internic.net/rfc", *p.fragment() == "top"
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

   /** With fragment_mode::split, the text checked ends before the first
       "#" (of the text the other modes made), and the bytes after that "#"
       are the fragment (prepared::fragment): every byte after it, a further
       "#" included, as written and not checked (RFC 1738 gives a fragment no
       syntax); "http://h/#" has an empty fragment, "http://h/" none. The
       verdicts are those of the text before the "#"; as it is a prefix, its
       offsets are offsets in the input too (when no other mode changed the
       input). With fragment_mode::strict (the default) a "#" is a byte of
       the URL, which no production of §5 allows.

       @par Specification
       RFC 1738 §2.2 ("#" delimits "a URL from a fragment/anchor identifier
       that might follow it"), Appendix ("the identifier would be placed
       within the brackets as well").
   */
   fragment_mode fragment = fragment_mode::strict;
};

}  // namespace rfc1738

#endif

// SPDX-License-Identifier: BSL-1.0
// What the RFC advises against without making it invalid: warnings, which
// never change a verdict.
#ifndef RFC1738_WARNING_HPP
#define RFC1738_WARNING_HPP

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rfc1738 {

/** One warning on a checked text: it never changes a verdict.

    The codes, every one the library gives (the test docs.warning_codes
    fails when one is given and not listed here), with their sections and
    what gives them:
    @li `unneeded-escape` (§2.2; rfc1738::warnings): an escape of a
        character that needs no encoding (`%41` for `A`);
    @li `encoded-control` (§6; rfc1738::warnings): `%0D`, `%0A` or `%00` in
        a telnet or gopher URL;
    @li `port-not-default` (§6; rfc1738::warnings): a port other than the
        scheme's default (rfc1738::default_port), said so when it lies
        below 1024;
    @li `port-out-of-range` (§3.1; rfc1738::warnings,
        rfc1738::port_out_of_range): a port above 65535, which RFC 1738
        allows (`port = digits`, §5) but no TCP or UDP server listens on
        (ports are 16-bit numbers: RFC 793 §3.1, RFC 768);
    @li `password` (§6; rfc1738::warnings): a non-empty password in the
        login;
    @li `hyphen-at-line-break` (Appendix; rfc1738::prepare with
        options::unwrap, rfc1738::extractor): a line break removed right
        after a "-", which may or may not belong to the URL;
    @li `unterminated` (Appendix; rfc1738::extractor): a wrapper
        (`<URL:`, `<` or a double quote) not closed before a blank line, a
        new wrapper or the end of the text;
    @li `too-long` (Appendix; rfc1738::extractor): a candidate cut at
        extract_options::max_url_length;
    @li `cut-at-non-ascii` (§2.2; rfc1738::extractor): a bare URL ended
        before a byte >= 0x80.

    @par Specification
    RFC 1738 §2.2 ("octets may be encoded ... unreserved characters may be
    encoded"), §6 Security Considerations, Appendix.

    @par Example
    @code
    const auto w = rfc1738::warnings( "http://h:25/%41" );
    // w[0].code == "unneeded-escape", w[0].offset == 12, w[0].section == "§2.2"
    // w[1].code == "port-not-default", w[1].offset == 9, w[1].section == "§6"
    @endcode
*/
struct warning {
   /// The code: one of those listed above ("unneeded-escape", ...; static
   /// storage).
   std::string_view code;
   /// Where, in the text checked (after the modes: prepared::text()).
   std::size_t offset = 0;
   /// One line for a person, ending with the RFC section in parentheses.
   std::string message;
   /// The RFC 1738 section, as listed above: "§2.2", "§3.1", "§6" or
   /// "Appendix" (static storage).
   std::string_view section;
};

/** How many escapes of one code (`unneeded-escape`, `encoded-control`)
    rfc1738::warnings lists one by one in a text: the rest are one warning
    of that code at the first escape not listed, which says how many there
    are ("3333233 more escapes from here on, not listed one by one ..."), so
    that a line of a million escapes carries 101 warnings, not a million. */
inline constexpr std::size_t escape_warnings_listed = 100;

/** The §2.2, §3.1 and §6 warnings on `checked_text`, in this order: escapes
    from left to right (`unneeded-escape`, `encoded-control`; past
    rfc1738::escape_warnings_listed of a code, one warning for the rest of
    that code, after the escapes listed), then
    `port-not-default`, `port-out-of-range` and `password`, read from the
    generic syntax (§3.1)
    that every URL with a login derives. The scheme is the text before the
    first ":" when it is a BNF `scheme` (rfc1738::scheme_of), compared as
    written.

    @par Specification
    RFC 1738 §2.2, §6.

    @par Example
    @code
    const auto w = rfc1738::warnings( "ftp://u:secret@h/" );
    // w.size() == 1, w[0].code == "password", w[0].offset == 8
    @endcode

    @param checked_text The text checked (the input, or prepared::text()).
    @return The warnings; none when there is nothing to say.
*/
std::vector< warning > warnings( std::string_view checked_text );

/** The `port-out-of-range` warning on a port's digits, when their value is
    above 65535: RFC 1738 allows any digits (`port = digits`, §5), but a TCP
    or UDP port is a 16-bit number (RFC 793 §3.1, RFC 768). rfc1738::warnings
    gives it for the port of a URL; `rfc1738 encode port` and `rfc1738 build`
    for the port they write.

    @par Example
    @code
    assert( !rfc1738::port_out_of_range( "65535" ) );
    assert( rfc1738::port_out_of_range( "065536", 9 )->offset == 9 );
    @endcode

    @param digits A port: one or more decimal digits, as written.
    @param offset Where the port begins, for the warning's offset.
    @return The warning, or absent when the port is at most 65535.
*/
std::optional< warning > port_out_of_range( std::string_view digits, std::size_t offset = 0 );

}  // namespace rfc1738

#endif

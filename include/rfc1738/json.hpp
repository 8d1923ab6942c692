// SPDX-License-Identifier: BSL-1.0
// The JSON of `rfc1738 check --json` and of the editions' reports.
#ifndef RFC1738_JSON_HPP
#define RFC1738_JSON_HPP

#include <optional>
#include <string>
#include <string_view>

#include "rfc1738/edition.hpp"
#include "rfc1738/encode.hpp"
#include "rfc1738/extract.hpp"
#include "rfc1738/fixit.hpp"
#include "rfc1738/report.hpp"
#include "rfc1738/url_view.hpp"

namespace rfc1738 {

/** Appends the JSON object `rfc1738 check --json` writes for one input
    (without the line's newline): "input", "valid", "production",
    "conforms", "scheme", "components" (when valid), "error" (when it does
    not conform: "offset", "production", "expected", "message"), "warnings"
    ("code", "offset", "message"), then "checked" when a mode changed the
    input, "fragment" (the bytes after the "#") when fragment_mode::split
    split one off, "modes" when a mode did something, and "fix" (the edits of
    report::fix, as write_json_edits writes them) when it does not conform
    and a fix follows from the RFC. It writes what the report holds and
    computes nothing: the fix is rfc1738::inspect's.

    Bytes of the input (and of the text checked, the fragment, the components, the scheme,
    production names and warning codes) are written one code point each:
    bytes ≥ 0x80 as \\u0080 … \\u00ff, control bytes and DEL escaped
    (write_json_string). Messages and expected names, the library's own UTF-8
    text, are written as they are but for '"', '\\' and control bytes
    (write_json_text).

    @par Specification
    RFC 1738 §5, §3, §2.2, §6, §2.1, Appendix.

    @par Example
    @code
    std::string line;
    rfc1738::write_json( line, rfc1738::inspect( "http://host/p?q" ) );
    // {"input":"http://host/p?q","valid":true,"production":"httpurl","conforms":true,
    //  "scheme":"http","components":{"host":"host","hpath":"p","search":"q"},"warnings":[]}
    @endcode

    @param out The string appended to.
    @param r The report.
*/
void write_json( std::string& out, const report& r );

/** The JSON object of write_json, as a string.

    @par Example
    @code
    const std::string json = rfc1738::to_json( rfc1738::inspect( "news:*" ) );
    @endcode

    @param r The report.
    @return The object, without a newline.
*/
std::string to_json( const report& r );

/** Appends the "components" object of `rfc1738 check --json` and
    `rfc1738 parse --json`: {"name":"value",…} by rfc1738::visit_components,
    values as written or, with `decode`, percent-decoded (the "decoded" of
    `rfc1738 parse --json --decode`); a prosperourl's "fieldspec" is an
    array of {"fieldname":…,"fieldvalue":…} ([] when there is none).

    @par Specification
    RFC 1738 §3.1 … §3.11, §2.2.

    @par Example
    @code
    std::string out;
    rfc1738::write_json_components( out, *rfc1738::parse( "ftp://h/a;type=i" ) );
    // {"host":"h","fpath":"a","ftptype":"i"}
    @endcode

    @param out The string appended to.
    @param url The parsed URL.
    @param decode Whether to percent-decode the values.
*/
void write_json_components( std::string& out, const url_view& url, bool decode = false );

/** Appends the edits of `f` as a JSON array of {"edit", "offset",
    "section", "message", "url"} objects (`url` a JSON string as
    write_json_string writes bytes): the "fix" of `rfc1738 check --json` and
    the "edits" of `rfc1738 fix --json`.

    @par Example
    @code
    std::string out;
    rfc1738::write_json_edits( out, rfc1738::fix_it( "HTTP://h/" ) );
    // [{"edit":"lower-case-scheme","offset":0,"section":"§2.1","message":"wrote the scheme
    //   in lower case (RFC 1738 §2.1: \"the scheme is in lower case\")","url":"http://h/"}]
    @endcode

    @param out Where to append.
    @param f A fix.
*/
void write_json_edits( std::string& out, const fix_result& f );

/** Appends the object `rfc1738 fix --json` writes for one input (without
    the line's newline): "input", "conforms" (true when it needed no edit),
    "fixed" (the nearest conforming URL; null when none follows from the
    RFC), "fix" (the edits, as write_json_edits writes them), then
    "fragment" when a fragment was moved out (§2.2) and "reason" when there
    is no fix.

    @par Example
    @code
    std::string out;
    rfc1738::write_fix_json( out, "HTTP://h/", rfc1738::fix_it( "HTTP://h/" ) );
    // {"input":"HTTP://h/","conforms":false,"fixed":"http://h/","fix":[{"edit":"lower-case-scheme",…}]}
    @endcode

    @param out Where to append.
    @param input The input fixed.
    @param f rfc1738::fix_it's answer for it.
*/
void write_fix_json( std::string& out, std::string_view input, const fix_result& f );

/** Appends the object `rfc1738 set --json` writes for one input (without
    the line's newline): "input", "url" (the URL edited; null when it could
    not be), and "error" (the object of write_json_build_error) when it
    could not.

    @par Example
    @code
    std::string out;
    rfc1738::write_set_json( out, "http://h/", rfc1738::set_components( "http://h/", { { "host", "a" } } ) );
    // {"input":"http://h/","url":"http://a/"}
    @endcode

    @param out Where to append.
    @param input The input edited.
    @param url rfc1738::set_components's answer for it.
*/
void write_set_json( std::string& out, std::string_view input, const built< std::string >& url );

/** Appends a build_error as the one object every surface writes for it
    (`rfc1738 set --json`'s "error", the page's build and encode, Python's
    set output): "component" (build_error::part: the part at fault, as the
    RFC spells its production or the builder names it), "offset" (of the
    byte at fault in that part's decoded bytes; null when no one byte is)
    and "message".

    @par Example
    @code
    std::string out;
    rfc1738::write_json_build_error( out, rfc1738::encode( rfc1738::production::port, "8o" ).error() );
    // {"component":"port","offset":1,"message":"port cannot hold byte 0x6F (\"o\") at offset 1: ..."}
    @endcode

    @param out Where to append.
    @param error The error.
*/
void write_json_build_error( std::string& out, const build_error& error );

/** Appends `bytes` as a JSON string in which every byte is one code point:
    '"' and '\\' escaped, \\n \\r \\t, other bytes below 0x20 and from 0x7f
    as \\u00XX (so bytes ≥ 0x80 are \\u0080 … \\u00ff). Runs of plain bytes are
    copied at once.

    @par Example
    @code
    std::string out;
    rfc1738::write_json_string( out, "a\xff\"" );   // "a\u00ff\""
    @endcode

    @param out The string appended to.
    @param bytes The bytes.
*/
void write_json_string( std::string& out, std::string_view bytes );

/** Appends UTF-8 text as a JSON string: '"' and '\\' escaped, bytes below
    0x20 and 0x7f as \\u00XX, every other byte as it is.

    @par Example
    @code
    std::string out;
    rfc1738::write_json_text( out, "§6 \"x\"" );   // "§6 \"x\""
    @endcode

    @param out The string appended to.
    @param text The text.
*/
void write_json_text( std::string& out, std::string_view text );

/** Appends the members of one edition's verdict, without braces:
    "valid", "production" (the edition's name for it; null when not valid),
    "conforms", then "error" ("offset", "production", "expected", "message")
    when `why` holds one. They are the members of each edition's object in
    `rfc1738 editions --json` and follow "edition" in `rfc1738 check
    --edition E --json`. Like write_json, it writes and computes nothing: the
    caller passes rfc1738::why_not's answer for a verdict that is not valid.

    @par Specification
    RFC 1738 §5; draft-ietf-uri-url-03 "BNF for specific URL schemes".

    @par Example
    @code
    std::string out = "{";
    const auto v = rfc1738::check( rfc1738::edition::draft03, "news:*" );
    rfc1738::write_json_members( out, v, std::nullopt );
    out += '}';   // {"valid":true,"production":"newsaddress","conforms":true}
    @endcode

    @param out The string appended to.
    @param v The verdict.
    @param why Why the input is not a URL under the edition, or nothing.
*/
void write_json_members( std::string& out, const edition_verdict& v, const std::optional< edition_error >& why );

/** Appends the members of an edition's split of `input`, without braces, as
    `rfc1738 editions --json` and `rfc1738 check --edition E --json` write
    them after the verdict: "components", an object of each component's
    production and bytes (the first of a name, when a name repeats), and
    "roles", an object of each role and its bytes (see rfc1738::split).

    @par Example
    @code
    std::string out = "{";
    rfc1738::write_json_members( out, *rfc1738::split( rfc1738::edition::rfc3986, "//h?q" ), "//h?q" );
    out += '}';
    // {"components":{"authority":"h","host":"h","reg-name":"h","path-abempty":"","query":"q"},
    //  "roles":{"host":"h","path":"","query":"q"}}
    @endcode

    @param out The string appended to.
    @param s The split.
    @param input The bytes it splits.
*/
void write_json_members( std::string& out, const edition_split& s, std::string_view input );

/** Appends the object of an editions report, one line of `rfc1738 editions
    --json` without its newline: "input", "editions" (per edition, its
    verdict's members, "error" when not valid, "components" and "roles" when
    it models its parts), "fragment" when one was set aside, and
    "split_differs" (each pair of editions that split the input differently:
    "editions", "roles") when there is one.

    @param out The string appended to.
    @param r The report.
*/
void write_json( std::string& out, const editions_report& r );

/** Appends the object of one edition's answer in an editions report, one
    line of `rfc1738 check --edition E --json` and `rfc1738 parse --edition E
    --json` without its newline: "input", "edition", the verdict's members
    (write_json_members), "components" and "roles" when the edition models
    its parts and the input is valid, and "fragment" when one was set aside.

    @par Example
    @code
    std::string out;
    rfc1738::write_json( out, rfc1738::compare_editions( "//h?q", { rfc1738::edition::rfc3986 } ), 0 );
    // {"input":"//h?q","edition":"rfc3986","valid":true,"production":"relative-ref","conforms":true,
    //  "components":{"authority":"h","host":"h","reg-name":"h","path-abempty":"","query":"q"},
    //  "roles":{"host":"h","path":"","query":"q"}}
    @endcode

    @param out The string appended to.
    @param r The report.
    @param answer The index of the answer in r.answers; the precondition is
    answer < r.answers.size() (std::out_of_range otherwise).
*/
void write_json( std::string& out, const editions_report& r, std::size_t answer );

/** Appends the object `rfc1738 check --json` prints for `input` (without
    its newline), with the modes `o`; with an edition other than rfc1738,
    the object of `rfc1738 check --edition E --json`: write_json of
    rfc1738::inspect( input, o )'s report, or of rfc1738::compare_editions(
    input, { e }, o.fragment )'s one answer. The web page and the C
    interface (rfc1738_check_json) write with it, the program and the
    Python module with the same two writers: the same bytes for the same
    input.

    @param out The string appended to.
    @param e The edition.
    @param input The bytes checked.
    @param o The modes.
    @return false, nothing appended, when `e` refuses the modes (rfc1738::
    modes_refused says why; `rfc1738 check` exits 2 for them).
*/
bool write_check_json( std::string& out, edition e, std::string_view input, const options& o = {} );

/** Appends the members of one URL found in a text, without braces, as
    `rfc1738 lint --json` writes them after "file": "line", "column",
    "begin", "end", "delimiter", "check" (the object of write_json for `r`,
    the report of the candidate's URL), "error_line" and "error_column"
    (where the diagnosis' offset falls in the text) when it does not
    conform, and "extract_warnings" ("code", "offset", "line", "column",
    "message", "section"). It computes nothing but positions.

    @par Specification
    RFC 1738 Appendix.

    @par Example
    @code
    std::string out = "{";
    rfc1738::extractor x( [ & ]( rfc1738::candidate&& c ) {
       rfc1738::write_json_members( out, c, rfc1738::inspect( c.url ) );
    } );
    x.feed( "see <URL:news:*>" );
    x.finish();
    out += '}';   // {"line":1,"column":5,"begin":4,"end":16,"delimiter":"url_wrapped","check":{…},"extract_warnings":[]}
    @endcode

    @param out The string appended to.
    @param c The candidate.
    @param r rfc1738::inspect's report of `c.url`.
*/
void write_json_members( std::string& out, const candidate& c, const report& r );

}  // namespace rfc1738

#endif

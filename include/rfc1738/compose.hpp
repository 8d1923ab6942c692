// SPDX-License-Identifier: BSL-1.0
/// @file
/// A URL written from its components, and a URL edited component by
/// component: rfc1738::compose(), rfc1738::set_components(),
/// rfc1738::find_component(). The names are the components' RFC 1738 §5
/// production names, the names `rfc1738 parse` writes (or their roles, the
/// same across schemes: "path" is an http URL's hpath, an ftp URL's fpath);
/// the values are the components as written in a URL (encoded), or, in an
/// edit, the bytes they stand for, encoded by rfc1738::encode().
#ifndef RFC1738_COMPOSE_HPP
#define RFC1738_COMPOSE_HPP

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rfc1738/encode.hpp"
#include "rfc1738/options.hpp"
#include "rfc1738/grammar/components.hpp"

namespace rfc1738 {

/** The component of URL form `form` (a scheme's production, `httpurl` …
    `prosperourl`, or `otherurl`) named `name`: its RFC name ("fpath",
    "gopher+_string") or its role ("path", "type", "host"; see
    grammar/components.facts). Absent when the form has no such component.

    @par Example
    @code
    using rfc1738::production;
    const auto a = rfc1738::find_component( production::ftpurl, "path" );    // component::fpath
    const auto b = rfc1738::find_component( production::httpurl, "path" );   // component::hpath
    const auto c = rfc1738::find_component( production::httpurl, "user" );   // absent
    @endcode

    @param form The production of a URL form.
    @param name A component's RFC name or role.
    @return The component, or nothing.
*/
[[nodiscard]] std::optional< grammar::component > find_component( production form, std::string_view name ) noexcept;

/** The names find_component() knows for `form`: each component's RFC name,
    in BNF order, with its role in parentheses where the role differs
    ("fpath (path)"), comma-separated; for messages.

    @param form The production of a URL form.
    @return The names, e.g. "host, port, hpath (path), search".
*/
[[nodiscard]] std::string component_names( production form );

/** The URL of scheme `scheme` written from `components`, each a name (see
    find_component()) and its text as written in a URL (encoded, as
    `rfc1738 parse` prints it; a prospero URL's "fieldspec" is the run of
    fieldspecs, ";name=value…"), through the BNF of the scheme's production
    (or of genericurl, §3.1, for any other scheme): each literal of the BNF
    written, each option written when a component inside it is given. A
    component that the BNF needs but that is not given is empty when its
    production may be empty (an http search without an hpath gives
    `http://host/?search`), else an error names it.

    `like`, when not empty, is a URL the result is meant to equal when the
    components are its own: the options of the BNF that hold no component
    (the "/" that may end a telnet URL, the "/" of a gopher URL without a
    gtype) are written as `like` writes them. Without it they are left out.

    The URL is parsed again before it is returned: it conforms to the
    production of its scheme and each component reads back exactly as given;
    otherwise the error names the component that does not.

    @par Specification
    RFC 1738 §3, §5.

    @par Example
    @code
    const auto u = rfc1738::compose( "ftp", { { "user", "u" }, { "host", "h" }, { "path", "a%20b/c" }, { "type", "i" } } );
    // *u == "ftp://u@h/a%20b/c;type=i"
    @endcode

    `form`, when given, is the URL form to write instead of the scheme's:
    `otherurl` writes a URL of one of the ten schemes through genericurl (a
    valid URL that does not conform, as `rfc1738 parse` reads
    "http://user@host/"); the result must then derive from it.

    @param scheme The scheme, as written (lower case for the ten of §3).
    @param components Names and encoded values.
    @param like A URL whose component-free options to follow, or empty.
    @param form The URL form, when not the scheme's own.
    @return The URL, or the build_error naming the component at fault.
*/
[[nodiscard]] built< std::string > compose( std::string_view scheme, const std::vector< std::pair< std::string, std::string > >& components, std::string_view like = {},
                                            std::optional< production > form = std::nullopt );

/// One change to a URL's components for set_components().
struct component_edit {
   /// The component's RFC name or role (find_component()).
   std::string name;
   /// Its new value; absent: the component is removed.
   std::optional< std::string > value;
   /// The value is as written in a URL (escapes kept); else it is the bytes
   /// the component stands for, encoded by rfc1738::encode() for the
   /// component's production. A prospero fieldspec is always as written.
   bool encoded = false;
};

/** `url` with the components of `edits` changed and every other byte kept:
    the URL's components as written, the edits applied in order, written
    again by compose() with `url` as its model (so a component the BNF needs
    and an edit removed is written empty where its production may be empty,
    and otherwise named in the error). Editing a part of a component that
    holds others (a news URL's group, an ip-schemepart's host) writes that
    component anew from its parts, and editing that component drops them.

    @par Specification
    RFC 1738 §3, §5.

    @par Example
    @code
    const auto u = rfc1738::set_components( "http://h/a/b?q", { { "host", "example.com" }, { "search", std::nullopt } } );
    // *u == "http://example.com/a/b"
    @endcode

    @param url A URL that conforms to the production of its scheme.
    @param edits The changes, in order.
    @return The URL, or the build_error naming the component at fault.
*/
[[nodiscard]] built< std::string > set_components( std::string_view url, const std::vector< component_edit >& edits );

/** set_components(), and with fragment_mode::split the URL before the first
    "#" edited and the "#" and the bytes after it, its fragment (RFC 1738
    §2.2), put back after it unchanged: what `rfc1738 set --fragment=MODE`
    prints.

    @param url The URL, and its fragment.
    @param edits The changes, in order.
    @param fragment fragment_mode::strict: a "#" is a byte of the URL.
    @return The URL, or the build_error naming the component at fault.
*/
[[nodiscard]] built< std::string > set_components( std::string_view url, const std::vector< component_edit >& edits, fragment_mode fragment );

}  // namespace rfc1738

#endif

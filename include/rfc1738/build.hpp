// SPDX-License-Identifier: BSL-1.0
/// @file
/// Building a conforming URL from its decoded parts (RFC 1738 §3, §5), and
/// the decoded parts of a parsed URL. rfc1738::url_parts, rfc1738::build(),
/// rfc1738::parts_of(), rfc1738::set_part().
#ifndef RFC1738_BUILD_HPP
#define RFC1738_BUILD_HPP

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rfc1738/encode.hpp"
#include "rfc1738/grammar/component_values.hpp"
#include "rfc1738/url_view.hpp"

namespace rfc1738 {

/** The decoded parts of a URL of any scheme: the bytes each part stands for
    (RFC 1738 §2.2), not their encoding. Which parts a scheme has is its
    production's (§3, §5); build() refuses a part the scheme does not have.

    | scheme     | parts (the production the builder writes each as) |
    |------------|-----------------------------------------------------|
    | `http`     | host, port, segments (hsegment), search |
    | `ftp`      | user, password, host, port, segments (fsegment), ftptype |
    | `file`     | host (absent: `file:///…`), segments (fsegment, at least one) |
    | `gopher`   | host, port, slash, gtype, selector, search, gopher_plus_string |
    | `mailto`   | encoded822addr |
    | `news`     | grouppart ("*", a group, or an article "unique@host") |
    | `nntp`     | host, port, group, digits |
    | `telnet`   | user, password, host, port, slash |
    | `wais`     | host, port, database, then search, or wtype and wpath |
    | `prospero` | host, port, segments (psegment, at least one), fieldspecs |
    | any other  | §3.1: user, password, host, port, urlpath (when host is present), else schemepart |

    Each component that is one string is a member of its name
    (grammar::component_values, generated from grammar/components.facts:
    `user`, `host`, `gopher_plus_string`, …; value() reaches it by
    grammar::component). Absent differs from empty: `user` "" is
    `ftp://@host/`, no user is `ftp://host/`. `segments` empty means no path
    (`http://host`); one empty segment is the path "" (`http://host/`).

    The rules of §3 beyond the BNF that build() keeps: a password needs a
    user (§3.1); a port is any digits (`port = digits`), one above 65535 is
    written and rfc1738::warnings() reports it (`port-out-of-range`); the
    host is a hostname or a hostnumber, as written (no escapes); an ftptype
    (A I D a i d) needs a path (§3.2.2); an http search without segments is
    written after the empty path (`http://h/?q`, §3.3); a gtype is one byte
    and the selector is present exactly when it is, a gopher+_string needs a
    search (§3.4); an encoded822addr is not empty (§3.5); a wtype comes with
    a wpath (§3.9).
*/
struct url_parts : grammar::component_values {
   /// The scheme (§2.1), lower case: one of §3's selects its builder.
   std::string scheme;
   /// The path's segments (`fsegment`, `hsegment`, `psegment`: the path
   /// components held as segments, grammar::segmented()); empty: no path.
   std::vector< std::string > segments;
   /// §3.11 the fieldspecs: `fieldname`, `fieldvalue` pairs.
   std::vector< std::pair< std::string, std::string > > fieldspecs;
   /// A "/" after the login with nothing after it: `telnet://host/`, and
   /// `gopher://host/` (no gtype).
   bool slash = false;

   /// The value of component `c`.
   /// @param c a component of the generated component model
   /// @return its member (one of grammar::value_members); nullptr for a
   ///         component held otherwise: segments, fieldspecs, or in its
   ///         container
   std::optional< std::string >* value( grammar::component c ) noexcept
   {
      const auto member = grammar::value_members[ static_cast< std::size_t >( c ) ];
      return member ? &( this->*member ) : nullptr;
   }

   /// The value of component `c`, as value() gives it.
   /// @param c a component of the generated component model
   /// @return its member, or nullptr
   const std::optional< std::string >* value( grammar::component c ) const noexcept
   {
      const auto member = grammar::value_members[ static_cast< std::size_t >( c ) ];
      return member ? &( this->*member ) : nullptr;
   }

   /// Every part equal.
   friend bool operator==( const url_parts& a, const url_parts& b ) noexcept
   {
      for( const auto member : grammar::value_members ) {
         if( member && a.*member != b.*member ) {
            return false;
         }
      }
      return a.scheme == b.scheme && a.segments == b.segments && a.fieldspecs == b.fieldspecs && a.slash == b.slash;
   }

   /// Some part differs.
   friend bool operator!=( const url_parts& a, const url_parts& b ) noexcept
   {
      return !( a == b );
   }
};

/** The URL of `parts`, in the canonical form, conforming to the production
    of its scheme; or a build_error naming the part that cannot be written
    (an http user, a host that is not a hostname or a hostnumber, an empty
    mailto address, a tab in a gopher selector, …).

    The canonical form: each part encoded by rfc1738::encode() (a byte
    escaped exactly when its production cannot hold it as itself, upper-case
    hex); the port and the host as given; no "/" that no part calls for.
    An http search without segments gets the empty path, as
    `"/" hpath [ "?" search ]` requires (§3.3): `http://h/?q`, whose
    parts_of() has the one empty segment. The URL is checked before it is
    returned: it conforms, and parts_of() reads back `parts` from it (so
    completed).

    @par Specification
    RFC 1738 §3 (each scheme), §3.1 (the common syntax), §2.2, §5.

    @par Example
    @code
    rfc1738::url_parts p;
    p.scheme = "ftp"; p.user = "me"; p.host = "host.dom"; p.segments = { "etc", "mo td" }; p.ftptype = "a";
    assert( *rfc1738::build( p ) == "ftp://me@host.dom/etc/mo%20td;type=a" );
    @endcode

    @param parts The decoded parts.
    @return The URL, or why there is none.
    @throws std::bad_alloc
*/
built< std::string > build( const url_parts& parts );

/** The decoded parts of a parsed URL: those of the derivation url chose
    (the scheme's production, or for otherurl the §3.1 generic form). For a
    URL in the canonical form, build( parts_of( u ) ) is u.

    @param url A parsed URL.
    @return Its decoded parts.
    @throws std::bad_alloc
*/
url_parts parts_of( const url_view& url );

/** The segments of the decoded path `path` of a URL of scheme `scheme`:
    split at each "/", and a leading "/" is an absolute path (the one rule
    of `rfc1738 build --path`, `rfc1738 set path=`, set_components() and
    set_part()'s "path"): in ftp the first segment holds it, so it is
    written %2F (`/etc/motd` is `ftp://h/%2Fetc/motd`, "CWD /etc", §3.2.2);
    in http and file it is the "/" before the path, no empty segment
    (`/etc/passwd` is `file:///etc/passwd`); in prospero, and any other
    scheme, every "/" separates (`/pros/name` is `prospero://h//pros/name`).
    An empty path is the one empty segment.

    @par Example
    @code
    const auto s = rfc1738::path_segments( "ftp", "/etc/motd" );   // { "/etc", "motd" }
    const auto t = rfc1738::path_segments( "http", "/a/b" );       // { "a", "b" }
    @endcode

    @param scheme The scheme (lower case for the ten of §3).
    @param path The decoded path.
    @return Its segments, decoded.
    @throws std::bad_alloc
*/
std::vector< std::string > path_segments( std::string_view scheme, std::string_view path );

/** Sets the part named `name` of `parts` to `bytes` (decoded): the names of
    `rfc1738 parse` ("user", "host", "hsegment", "gopher+_string", …).
    "fsegment", "hsegment", "psegment" and "segment" append a path segment;
    "path" appends the segments of a decoded path (path_segments() for
    `parts.scheme`, so set the scheme first);
    "fieldname" appends a fieldspec and "fieldvalue" sets the last one's
    value; "slash" sets slash (its bytes ignored).

    @param parts The parts to change.
    @param name A part's name.
    @param bytes Its decoded bytes.
    @return False when no part has that name.
*/
bool set_part( url_parts& parts, std::string_view name, std::string_view bytes );

}  // namespace rfc1738

#endif

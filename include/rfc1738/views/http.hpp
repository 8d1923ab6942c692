// SPDX-License-Identifier: BSL-1.0
/// @file
/// RFC 1738 §3.3, HTTP: rfc1738::http_view.
#ifndef RFC1738_VIEWS_HTTP_HPP
#define RFC1738_VIEWS_HTTP_HPP

#include <cstddef>
#include <optional>
#include <string_view>

#include "rfc1738/encoded_view.hpp"
#include "rfc1738/parse_tree.hpp"
#include "rfc1738/port.hpp"
#include "rfc1738/segments_view.hpp"
#include "rfc1738/views/hostport.hpp"

namespace rfc1738 {

/// The components of an HTTP URL: host, port, path and searchpart.
///
/// RFC 1738 §3.3: "An HTTP URL takes the form:
/// http://<host>:<port>/<path>?<searchpart> … If :<port> is omitted, the
/// port defaults to 80. No user name or password is allowed. <path> is an
/// HTTP selector, and <searchpart> is a query string. The <path> is
/// optional, as is the <searchpart> and its preceding "?". If neither
/// <path> nor <searchpart> is present, the "/" may also be omitted."
/// "Within the <path> and <searchpart> components, "/", ";", "?" are
/// reserved."
///
/// The host and port are hostport_view's. Obtained from url_view::http(),
/// present exactly when `httpurl` derives the URL.
///
/// @par BNF
/// @code{.unparsed}
/// httpurl        = "http://" hostport [ "/" hpath [ "?" search ]]
/// hpath          = hsegment *[ "/" hsegment ]
/// hsegment       = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
/// search         = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
/// @endcode
///
/// @par Specification
/// [RFC 1738 §3.3 (HTTP)](https://www.rfc-editor.org/rfc/rfc1738#section-3.3)
///
/// @par Example
/// (examples/http_parts.cpp prints every part.)
/// @code
/// const auto h = rfc1738::parse( "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html" )->http();
/// assert( h );  // present: httpurl derives the URL
/// assert( h->host() == "www.acl.lanl.gov" );
/// assert( !h->port() && h->effective_port() == 80 );
/// assert( h->hpath() == "URI/archive/uri-archive.index.html" );
/// assert( h->segments().size() == 3 );
/// assert( !h->search() );
/// @endcode
///
/// @par Complexity
/// Every accessor is constant time.
///
/// @par Exception Safety
/// Throws nothing.
///
/// @par Lifetime
/// A view of the URL's characters, valid while they are.
class http_view : public hostport_view {
public:
   /// The httpurl at node `at` of `tree`, a parse of `input`.
   ///
   /// Made by url_view::http(); `tree[ at ]` must be an `httpurl` node.
   ///
   /// @param input The URL's characters, the buffer `tree` was parsed from.
   /// @param tree Its parse tree.
   /// @param at The index of a `httpurl` node in `tree`.
   http_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;

   /// The httpurl of a URL that rfc1738::parse made, read from the nodes its
   /// parse recorded (detail::recorded_nodes, private to the library): the view
   /// url_view makes, equal to the one the constructor above makes.
   ///
   /// @param recorded The URL's recorded nodes.
   explicit http_view( const detail::recorded_nodes& recorded ) noexcept;

   /// The `<path>` as written, without its leading "/".
   ///
   /// Absent when there is no "/" after the hostport (`http://h`), empty for
   /// `http://h/`.
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// hpath          = hsegment *[ "/" hsegment ]
   /// @endcode
   ///
   /// @return The hpath, or absent.
   [[nodiscard]] std::optional< std::string_view > hpath() const noexcept
   {
      return hpath_;
   }

   /// The hsegments of the hpath (none when the hpath is absent).
   ///
   /// `http://h/` has one empty segment; `http://h` has none.
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// hsegment       = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
   /// @endcode
   ///
   /// @return The hsegments, in order.
   [[nodiscard]] segments_view segments() const noexcept
   {
      return hpath_ ? segments_view( *hpath_ ) : segments_view();
   }

   /// The `<searchpart>` after "?".
   ///
   /// Absent without "?", empty for `http://h/p?`.
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// search         = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
   /// @endcode
   ///
   /// @return The search, or absent.
   [[nodiscard]] std::optional< encoded_view > search() const noexcept
   {
      return search_;
   }

private:
   std::optional< std::string_view > hpath_;
   std::optional< encoded_view > search_;
};

/// RFC 1738 §3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]].
inline http_view::http_view( const detail::recorded_nodes& recorded ) noexcept
   : hostport_view( recorded, detail::default_port_number< production::httpurl > ),
     hpath_( recorded.text_if( production::hpath ) ),
     search_( recorded.encoded_if( production::search ) )
{}

}  // namespace rfc1738

#endif

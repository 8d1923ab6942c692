// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.3, HTTP.
#ifndef RFC1738_VIEWS_HTTP_HPP
#define RFC1738_VIEWS_HTTP_HPP

#include <cstddef>
#include <optional>
#include <string_view>

#include "rfc1738/encoded_view.hpp"
#include "rfc1738/parse_tree.hpp"
#include "rfc1738/segments_view.hpp"
#include "rfc1738/views/hostport.hpp"

namespace rfc1738 {

// RFC 1738 §3.3:
//
//   httpurl        = "http://" hostport [ "/" hpath [ "?" search ]]
//   hpath          = hsegment *[ "/" hsegment ]
//   hsegment       = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
//   search         = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
//
// "An HTTP URL takes the form: http://<host>:<port>/<path>?<searchpart> …
// If :<port> is omitted, the port defaults to 80. No user name or password
// is allowed. <path> is an HTTP selector, and <searchpart> is a query string.
// The <path> is optional, as is the <searchpart> and its preceding "?". If
// neither <path> nor <searchpart> is present, the "/" may also be omitted."
// "Within the <path> and <searchpart> components, "/", ";", "?" are reserved."
//
// Example (examples/http_parts.cpp):
//
//   auto u = rfc1738::parse( "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html" );
//   auto h = u->http();                       // present: httpurl derives it
//   h->host();                                // "www.acl.lanl.gov"
//   h->effective_port();                      // 80
//   h->hpath();                               // "URI/archive/uri-archive.index.html"
//   h->search();                              // absent
//
// Lifetime: a view of the URL's characters, valid while they are.
class http_view : public hostport_view {
public:
   // The httpurl at node `at` of `tree`, a parse of `input`.
   http_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;

   // The <path> as written, without its leading "/"; absent when there is no
   // "/" after the hostport ("http://h"), empty for "http://h/".
   [[nodiscard]] std::optional< std::string_view > hpath() const noexcept
   {
      return hpath_;
   }

   // The hsegments of the hpath (none when the hpath is absent).
   [[nodiscard]] segments_view segments() const noexcept
   {
      return hpath_ ? segments_view( *hpath_ ) : segments_view();
   }

   // The <searchpart> after "?"; absent without "?", empty for "http://h/p?".
   [[nodiscard]] std::optional< encoded_view > search() const noexcept
   {
      return search_;
   }

private:
   std::optional< std::string_view > hpath_;
   std::optional< encoded_view > search_;
};

}  // namespace rfc1738

#endif

// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §2.1 and §3.1, the generic URL syntax and the common Internet
// scheme syntax.
#ifndef RFC1738_VIEWS_GENERIC_HPP
#define RFC1738_VIEWS_GENERIC_HPP

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "rfc1738/parse_tree.hpp"
#include "rfc1738/views/login.hpp"

namespace rfc1738 {

// RFC 1738 §3.1:
//
//   ip-schemepart  = "//" login [ "/" urlpath ]
//   urlpath        = *xchar    ; depends on protocol see section 3.1
//
// "URL schemes that involve the direct use of an IP-based protocol to a
// specified host on the Internet use a common syntax for the scheme-specific
// data: //<user>:<password>@<host>:<port>/<url-path>. Some or all of the
// parts "<user>:<password>@", ":<password>", ":<port>", and "/<url-path>" may
// be excluded." "Note that the "/" between the host (or port) and the
// url-path is NOT part of the url-path." "The url-path syntax depends on the
// scheme being used, as does the manner in which it is interpreted": it is
// given as written only. user, password, host, port: see login_view (the
// default port is the scheme's, when it is one of §3's).
//
// Lifetime: a view of the URL's characters, valid while they are.
class ip_schemepart_view : public login_view {
public:
   // The ip-schemepart at node `at` of `tree`, a parse of `input`, of a URL
   // whose scheme's default port is `default_port`.
   ip_schemepart_view( std::string_view input, const parse_tree& tree, std::size_t at, std::optional< std::uint16_t > default_port ) noexcept;

   // The url-path as written; absent without the "/" after the login.
   [[nodiscard]] std::optional< std::string_view > urlpath() const noexcept
   {
      return urlpath_;
   }

private:
   std::optional< std::string_view > urlpath_;
};

// RFC 1738 §2.1 and §5:
//
//   genericurl     = scheme ":" schemepart
//   schemepart     = *xchar | ip-schemepart
//
// "In general, URLs are written as follows: <scheme>:<scheme-specific-part>.
// A URL contains the name of the scheme being used (<scheme>) followed by a
// colon and then a string (the <scheme-specific-part>) whose interpretation
// depends on the scheme." Every URL derives genericurl (otherurl =
// genericurl); `url` chooses it over the scheme-specific productions only
// when none of them derives the URL.
//
// The BNF is ambiguous (*xchar derives every ip-schemepart): the schemepart
// is an ip-schemepart when one derives all of it, else opaque *xchar.
//
// Example (examples/generic_parts.cpp):
//
//   auto u = rfc1738::parse( "http://joe@host.dom/p" );   // otherurl: httpurl has no user
//   auto ip = u->generic().ip_schemepart();
//   ip->user()->decode();                     // "joe"
//   ip->urlpath();                            // "p"
//
// Lifetime: a view of the URL's characters, valid while they are.
class generic_view {
public:
   // The genericurl at node `at` of `tree`, a parse of `input`.
   generic_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;

   // The scheme, as written (lower case: §5's scheme has no upper case).
   [[nodiscard]] std::string_view scheme() const noexcept
   {
      return scheme_;
   }

   // Everything after the ":", as written (possibly empty).
   [[nodiscard]] std::string_view schemepart() const noexcept
   {
      return schemepart_;
   }

   // The §3.1 parts, when an ip-schemepart derives the whole schemepart.
   [[nodiscard]] const std::optional< ip_schemepart_view >& ip_schemepart() const noexcept
   {
      return ip_schemepart_;
   }

private:
   std::string_view scheme_;
   std::string_view schemepart_;
   std::optional< ip_schemepart_view > ip_schemepart_;
};

}  // namespace rfc1738

#endif

// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.1, the host and port of the common Internet scheme syntax.
#ifndef RFC1738_VIEWS_HOSTPORT_HPP
#define RFC1738_VIEWS_HOSTPORT_HPP

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "rfc1738/digits_view.hpp"
#include "rfc1738/parse_tree.hpp"

namespace rfc1738 {

// §5: host = hostname | hostnumber.
enum class host_kind : std::uint8_t {
   hostname,    // a fully qualified domain name: *[ domainlabel "." ] toplabel
   hostnumber,  // an IP address: digits "." digits "." digits "." digits
};

// RFC 1738 §3.1:
//
//   hostport       = host [ ":" port ]
//
// "host: The fully qualified domain name of a network host, or its IP address
// as a set of four decimal digit groups separated by "."."
// "port: The port number to connect to. Most schemes designate protocols that
// have a default port number. Another port number may optionally be
// supplied, in decimal, separated from the host by a colon. If the port is
// omitted, the colon is as well."
//
// The base of the views of every scheme whose URLs name a host and port:
// http, ftp, gopher, nntp, telnet, wais, prospero, and the generic
// ip-schemepart.
//
// Lifetime: a view of the URL's characters, valid while they are.
class hostport_view {
public:
   // The hostport at node `at` of `tree`, a parse of `input`; `default_port`
   // is the scheme's (see default_port()).
   hostport_view( std::string_view input, const parse_tree& tree, std::size_t at, std::optional< std::uint16_t > default_port ) noexcept;

   // The host as written (host names and numbers contain no escapes).
   [[nodiscard]] std::string_view host() const noexcept
   {
      return host_;
   }

   [[nodiscard]] host_kind kind() const noexcept
   {
      return kind_;
   }

   // The port as written; absent when ":<port>" is omitted.
   [[nodiscard]] std::optional< digits_view > port() const noexcept
   {
      return port_;
   }

   // The scheme's default port (§3.2 … §3.11), absent when it has none.
   [[nodiscard]] std::optional< std::uint16_t > default_port() const noexcept
   {
      return default_port_;
   }

   // The port to connect to: the port written when there is one, else the
   // default port. Absent when the port written does not fit a TCP port (16
   // bits: "h:65536" and "h:99999999999999999999" have none; port()->text()
   // still has the digits), or when no port is written and the scheme has no
   // default.
   [[nodiscard]] std::optional< std::uint16_t > effective_port() const noexcept
   {
      return port_ ? port_->value< std::uint16_t >() : default_port_;
   }

private:
   std::string_view host_;
   std::optional< digits_view > port_;
   std::optional< std::uint16_t > default_port_;
   host_kind kind_ = host_kind::hostname;
};

}  // namespace rfc1738

#endif

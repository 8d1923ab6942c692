// SPDX-License-Identifier: BSL-1.0
/// @file
/// RFC 1738 §3.1, the host and port of the common Internet scheme syntax:
/// rfc1738::hostport_view.
#ifndef RFC1738_VIEWS_HOSTPORT_HPP
#define RFC1738_VIEWS_HOSTPORT_HPP

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "rfc1738/detail/recorded_nodes.hpp"
#include "rfc1738/digits_view.hpp"
#include "rfc1738/parse_tree.hpp"

namespace rfc1738 {

/// Which alternative of `host` derives a host.
///
/// @par BNF
/// @code{.unparsed}
/// host           = hostname | hostnumber
/// @endcode
enum class host_kind : std::uint8_t {
   /// A fully qualified domain name: `*[ domainlabel "." ] toplabel`.
   hostname,
   /// An IP address: `digits "." digits "." digits "." digits`.
   hostnumber,
};

/// The host and port of a URL of the common Internet scheme syntax.
///
/// RFC 1738 §3.1: "host: The fully qualified domain name of a network host,
/// or its IP address as a set of four decimal digit groups separated by "."."
/// "port: The port number to connect to. Most schemes designate protocols
/// that have a default port number. Another port number may optionally be
/// supplied, in decimal, separated from the host by a colon. If the port is
/// omitted, the colon is as well."
///
/// The base of the views of every scheme whose URLs name a host and port:
/// http_view, ftp_view, gopher_view, nntp_view, telnet_view, wais_view,
/// prospero_view, and the generic ip_schemepart_view.
///
/// @par BNF
/// @code{.unparsed}
/// hostport       = host [ ":" port ]
/// host           = hostname | hostnumber
/// hostname       = *[ domainlabel "." ] toplabel
/// hostnumber     = digits "." digits "." digits "." digits
/// port           = digits
/// @endcode
///
/// @par Specification
/// [RFC 1738 §3.1 (Common Internet Scheme Syntax)](https://www.rfc-editor.org/rfc/rfc1738#section-3.1)
///
/// @par Example
/// @code
/// const auto n = rfc1738::parse( "nntp://10.0.0.1:0119/comp.lang.c" )->nntp();
/// assert( n->host() == "10.0.0.1" );
/// assert( n->kind() == rfc1738::host_kind::hostnumber );
/// assert( n->port()->text() == "0119" );  // as written
/// assert( n->effective_port() == 119 );
/// assert( n->default_port() == 119 );
///
/// const auto h = rfc1738::parse( "http://host.dom:65536/" )->http();
/// assert( h->port()->value() == 65536 );
/// assert( !h->effective_port() );  // not a TCP port
/// @endcode
///
/// @par Complexity
/// Every accessor is constant time, effective_port() linear in the port's
/// digits.
///
/// @par Exception Safety
/// Throws nothing.
///
/// @par Lifetime
/// A view of the URL's characters, valid while they are.
class hostport_view {
public:
   /// The hostport at node `at` of `tree`, a parse of `input`.
   ///
   /// `default_port` is the scheme's (see default_port()); made by the views
   /// that derive from this one.
   ///
   /// @param input The URL's characters, the buffer `tree` was parsed from.
   /// @param tree Its parse tree.
   /// @param at The index of a `hostport` node in `tree`.
   /// @param default_port The default port of the URL's scheme, if it has one.
   hostport_view( std::string_view input, const parse_tree& tree, std::size_t at, std::optional< std::uint16_t > default_port ) noexcept;

   /// The hostport of a URL that rfc1738::parse made, read from the nodes its
   /// parse recorded (detail::recorded_nodes, private to the library): the view
   /// url_view makes, equal to the one the constructor above makes.
   ///
   /// @param recorded The URL's recorded nodes.
   /// @param default_port The default port of the URL's scheme, 0 when it has
   /// none (no scheme of RFC 1738 has port 0).
   hostport_view( const detail::recorded_nodes& recorded, std::uint16_t default_port ) noexcept;

   /// The host as written (host names and numbers contain no escapes).
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// host           = hostname | hostnumber
   /// @endcode
   ///
   /// @return The host, never empty.
   [[nodiscard]] std::string_view host() const noexcept
   {
      return host_;
   }

   /// Whether the host is a hostname or a hostnumber.
   ///
   /// @return host_kind::hostname or host_kind::hostnumber.
   [[nodiscard]] host_kind kind() const noexcept
   {
      return kind_;
   }

   /// The port as written; absent when `:<port>` is omitted.
   ///
   /// The BNF bounds neither its length nor its value (see digits_view).
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// port           = digits
   /// @endcode
   ///
   /// @return The digits of the port, or absent.
   [[nodiscard]] std::optional< digits_view > port() const noexcept
   {
      return port_;
   }

   /// The scheme's default port (§3.2 … §3.11), absent when it has none.
   ///
   /// See rfc1738::default_port().
   ///
   /// @return The default port, or absent.
   [[nodiscard]] std::optional< std::uint16_t > default_port() const noexcept
   {
      return default_port_;
   }

   /// The port to connect to: the port written when there is one, else the
   /// default port.
   ///
   /// Absent when the port written does not fit a TCP port (16 bits:
   /// `h:65536` and `h:99999999999999999999` have none; port()->text() still
   /// has the digits), or when no port is written and the scheme has no
   /// default.
   ///
   /// @return The port to connect to, or absent.
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

/// RFC 1738 §3.1: hostport = host [ ":" port ]. Inline, as the views made
/// from the recorded nodes are: made where url_view's accessor is called.
inline hostport_view::hostport_view( const detail::recorded_nodes& recorded, std::uint16_t default_port ) noexcept
   : host_( recorded.text( production::host ) ),
     default_port_( default_port == 0 ? std::nullopt : std::optional< std::uint16_t >( default_port ) ),
     kind_( recorded.find( production::hostnumber ) ? host_kind::hostnumber : host_kind::hostname )
{
   if( const node* port = recorded.find( production::port ) ) {
      port_ = digits_view( recorded.text( *port ) );
   }
}

}  // namespace rfc1738

#endif

// SPDX-License-Identifier: BSL-1.0
/// @file
/// RFC 1738 §3.8, TELNET: rfc1738::telnet_view.
#ifndef RFC1738_VIEWS_TELNET_HPP
#define RFC1738_VIEWS_TELNET_HPP

#include <cstddef>
#include <string_view>

#include "rfc1738/parse_tree.hpp"
#include "rfc1738/port.hpp"
#include "rfc1738/views/login.hpp"

namespace rfc1738 {

/// The login of a telnet URL: user, password, host and port.
///
/// RFC 1738 §3.8: "A telnet URL takes the form:
/// telnet://<user>:<password>@<host>:<port>/ as specified in Section 3.1.
/// The final "/" character may be omitted. If :<port> is omitted, the port
/// defaults to 23. The :<password> can be omitted, as well as the whole
/// <user>:<password> part." "In practice, the <user> and <password>
/// supplied are advisory only." The user, password, host and port are
/// login_view's.
///
/// Obtained from url_view::telnet(), present exactly when `telneturl` derives
/// the URL.
///
/// @par BNF
/// @code{.unparsed}
/// telneturl      = "telnet://" login [ "/" ]
/// @endcode
///
/// @par Specification
/// [RFC 1738 §3.8 (TELNET)](https://www.rfc-editor.org/rfc/rfc1738#section-3.8)
///
/// @par Example
/// @code
/// const auto t = rfc1738::parse( "telnet://guest@host.dom:2323/" )->telnet();
/// assert( t->user()->decode() == "guest" );
/// assert( !t->password() );
/// assert( t->effective_port() == 2323 );
/// assert( rfc1738::parse( "telnet://host.dom" )->telnet()->effective_port() == 23 );
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
class telnet_view : public login_view {
public:
   /// The telneturl at node `at` of `tree`, a parse of `input`.
   ///
   /// Made by url_view::telnet(); `tree[ at ]` must be a `telneturl` node.
   ///
   /// @param input The URL's characters, the buffer `tree` was parsed from.
   /// @param tree Its parse tree.
   /// @param at The index of a `telneturl` node in `tree`.
   telnet_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;

   /// The telneturl of a URL that rfc1738::parse made, read from the nodes its
   /// parse recorded (detail::recorded_nodes, private to the library): the view
   /// url_view makes, equal to the one the constructor above makes.
   ///
   /// @param recorded The URL's recorded nodes.
   explicit telnet_view( const detail::recorded_nodes& recorded ) noexcept;
};

/// RFC 1738 §3.8: telneturl = "telnet://" login [ "/" ].
inline telnet_view::telnet_view( const detail::recorded_nodes& recorded ) noexcept
   : login_view( recorded, detail::default_port_number< production::telneturl > )
{}

}  // namespace rfc1738

#endif

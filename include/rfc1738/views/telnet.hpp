// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.8, TELNET.
#ifndef RFC1738_VIEWS_TELNET_HPP
#define RFC1738_VIEWS_TELNET_HPP

#include <cstddef>
#include <string_view>

#include "rfc1738/parse_tree.hpp"
#include "rfc1738/views/login.hpp"

namespace rfc1738 {

// RFC 1738 §3.8:
//
//   telneturl      = "telnet://" login [ "/" ]
//
// "A telnet URL takes the form: telnet://<user>:<password>@<host>:<port>/ as
// specified in Section 3.1. The final "/" character may be omitted. If
// :<port> is omitted, the port defaults to 23. The :<password> can be
// omitted, as well as the whole <user>:<password> part." "In practice, the
// <user> and <password> supplied are advisory only." The user, password,
// host and port are login_view's.
//
// Example (tests/api/telnet.cpp):
//
//   auto t = rfc1738::parse( "telnet://guest@host.dom:2323/" )->telnet();
//   t->user()->decode();                      // "guest"
//   t->password();                            // absent
//   t->effective_port();                      // 2323
//
// Lifetime: a view of the URL's characters, valid while they are.
class telnet_view : public login_view {
public:
   // The telneturl at node `at` of `tree`, a parse of `input`.
   telnet_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;
};

}  // namespace rfc1738

#endif

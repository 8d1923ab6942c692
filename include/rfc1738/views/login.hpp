// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.1, the login of the common Internet scheme syntax.
#ifndef RFC1738_VIEWS_LOGIN_HPP
#define RFC1738_VIEWS_LOGIN_HPP

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "rfc1738/encoded_view.hpp"
#include "rfc1738/parse_tree.hpp"
#include "rfc1738/views/hostport.hpp"

namespace rfc1738 {

// RFC 1738 §3.1:
//
//   login          = [ user [ ":" password ] "@" ] hostport
//   user           = *[ uchar | ";" | "?" | "&" | "=" ]
//   password       = *[ uchar | ";" | "?" | "&" | "=" ]
//
// "Note that an empty user name or password is different than no user name
// or password; there is no way to specify a password without specifying a
// user name. E.g., <URL:ftp://@host.com/> has an empty user name and no
// password, <URL:ftp://host.com/> has no user name, while
// <URL:ftp://foo:@host.com/> has a user name of "foo" and an empty password."
//
// "Within the user and password field, any ":", "@", or "/" must be encoded":
// decoded() gives the name and password as the protocol uses them.
//
// The base of the ftp and telnet views and of the generic ip-schemepart.
//
// Lifetime: a view of the URL's characters, valid while they are.
class login_view : public hostport_view {
public:
   // The login at node `at` of `tree`, a parse of `input`.
   login_view( std::string_view input, const parse_tree& tree, std::size_t at, std::optional< std::uint16_t > default_port ) noexcept;

   // Absent when there is no "@"; empty for "//@host".
   [[nodiscard]] std::optional< encoded_view > user() const noexcept
   {
      return user_;
   }

   // Absent when there is no ":" before the "@"; empty for "//foo:@host".
   [[nodiscard]] std::optional< encoded_view > password() const noexcept
   {
      return password_;
   }

private:
   std::optional< encoded_view > user_;
   std::optional< encoded_view > password_;
};

}  // namespace rfc1738

#endif

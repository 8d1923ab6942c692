// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.5, MAILTO.
#ifndef RFC1738_VIEWS_MAILTO_HPP
#define RFC1738_VIEWS_MAILTO_HPP

#include <cstddef>
#include <string_view>

#include "rfc1738/encoded_view.hpp"
#include "rfc1738/parse_tree.hpp"

namespace rfc1738 {

// RFC 1738 §3.5:
//
//   mailtourl      = "mailto:" encoded822addr
//   encoded822addr = 1*xchar               ; further defined in RFC822
//
// "A mailto URL takes the form: mailto:<rfc822-addr-spec> where
// <rfc822-addr-spec> is (the encoding of an) addr-spec, as specified in RFC
// 822. Within mailto URLs, there are no reserved characters. Note that the
// percent sign ("%") is commonly used within RFC 822 addresses and must be
// encoded." The addr-spec itself is encoded822addr().decode(); this library
// does not parse RFC 822.
//
// Example (tests/api/mailto.cpp):
//
//   auto m = rfc1738::parse( "mailto:joe%25relay@host.dom" )->mailto();
//   m->encoded822addr().decode();             // "joe%relay@host.dom"
//
// Lifetime: a view of the URL's characters, valid while they are.
class mailto_view {
public:
   // The mailtourl at node `at` of `tree`, a parse of `input`.
   mailto_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;

   // The address as written (never empty).
   [[nodiscard]] encoded_view encoded822addr() const noexcept
   {
      return encoded822addr_;
   }

private:
   encoded_view encoded822addr_;
};

}  // namespace rfc1738

#endif

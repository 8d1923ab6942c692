// SPDX-License-Identifier: BSL-1.0
// A component as written in the URL, which may contain escapes, with its
// decoded octets a call away.
#ifndef RFC1738_ENCODED_VIEW_HPP
#define RFC1738_ENCODED_VIEW_HPP

#include <cstddef>
#include <string>
#include <string_view>

#include "rfc1738/decode.hpp"

namespace rfc1738 {

// RFC 1738 §2.2: "Within those parts, an octet may be represented by the
// chararacter which has that octet as its code within the US-ASCII coded
// character set. In addition, octets may be encoded by a character triplet
// consisting of the character "%" followed by the two hexadecimal digits".
//
// encoded() is the component exactly as written (zero-copy); decoded() walks
// its octets without copying; decode() copies them into a string. Every
// escape in a component of a parsed URL is "%" and two hex digits (§5), so
// decoding never fails.
//
// Lifetime: a view of the URL's characters, valid while they are.
class encoded_view {
public:
   constexpr encoded_view() noexcept = default;

   constexpr explicit encoded_view( std::string_view encoded ) noexcept
      : encoded_( encoded )
   {}

   // As written.
   [[nodiscard]] constexpr std::string_view encoded() const noexcept
   {
      return encoded_;
   }

   // The octets, decoded lazily.
   [[nodiscard]] constexpr decode_view decoded() const noexcept
   {
      return decode_view( encoded_ );
   }

   // The octets, copied.
   [[nodiscard]] std::string decode() const
   {
      return decoded().to_string();
   }

   [[nodiscard]] constexpr bool empty() const noexcept
   {
      return encoded_.empty();
   }

private:
   std::string_view encoded_;
};

}  // namespace rfc1738

#endif

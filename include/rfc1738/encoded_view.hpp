// SPDX-License-Identifier: BSL-1.0
/// @file
/// A component as written in the URL, which may contain escapes, with its
/// decoded octets a call away: rfc1738::encoded_view.
#ifndef RFC1738_ENCODED_VIEW_HPP
#define RFC1738_ENCODED_VIEW_HPP

#include <cstddef>
#include <string>
#include <string_view>

#include "rfc1738/decode.hpp"

namespace rfc1738 {

/// A component as written in the URL, which may contain escapes.
///
/// RFC 1738 §2.2: "Within those parts, an octet may be represented by the
/// chararacter which has that octet as its code within the US-ASCII coded
/// character set. In addition, octets may be encoded by a character triplet
/// consisting of the character % followed by the two hexadecimal digits".
///
/// encoded() is the component exactly as written (zero-copy); decoded()
/// walks its octets without copying; decode() copies them into a string.
/// Every escape in a component of a parsed URL is `%` and two hex digits
/// (§5), so decoding never fails.
///
/// @par BNF
/// @code{.unparsed}
/// escape         = "%" hex hex
/// uchar          = unreserved | escape
/// xchar          = unreserved | reserved | escape
/// @endcode
///
/// @par Specification
/// [RFC 1738 §2.2 (URL Character Encoding Issues)](https://www.rfc-editor.org/rfc/rfc1738#section-2.2)
///
/// @par Example
/// @code
/// const auto user = rfc1738::parse( "ftp://a%3Ab%40c@host.dom/" )->ftp()->user();
/// assert( user->encoded() == "a%3Ab%40c" );  // as written
/// assert( user->decoded() == "a:b@c" );      // walked, no copy
/// assert( user->decode() == "a:b@c" );       // copied
/// assert( !user->empty() );
/// @endcode
///
/// @par Complexity
/// encoded(), decoded() and empty() are constant time, decode() linear in
/// the text's length.
///
/// @par Exception Safety
/// Throws nothing, except decode() (std::bad_alloc).
///
/// @par Lifetime
/// A view of the URL's characters, valid while they are.
class encoded_view {
public:
   /// An empty component.
   constexpr encoded_view() noexcept = default;

   /// The component `encoded`, as written (a view: no copy).
   ///
   /// @param encoded The component as written, which may contain escapes.
   constexpr explicit encoded_view( std::string_view encoded ) noexcept
      : encoded_( encoded )
   {}

   /// The component as written.
   ///
   /// @return The component as written.
   [[nodiscard]] constexpr std::string_view encoded() const noexcept
   {
      return encoded_;
   }

   /// The octets, decoded lazily.
   ///
   /// @return A view of the octets.
   [[nodiscard]] constexpr decode_view decoded() const noexcept
   {
      return decode_view( encoded_ );
   }

   /// The octets, copied into a string.
   ///
   /// @return The octets.
   /// @throws std::bad_alloc
   [[nodiscard]] std::string decode() const
   {
      return decoded().to_string();
   }

   /// True when the component is empty (as written, hence also decoded).
   ///
   /// @return Whether the component is empty.
   [[nodiscard]] constexpr bool empty() const noexcept
   {
      return encoded_.empty();
   }

private:
   std::string_view encoded_;
};

}  // namespace rfc1738

#endif

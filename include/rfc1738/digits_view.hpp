// SPDX-License-Identifier: BSL-1.0
// A number of the URL (a port, an NNTP article number): the digits as
// written, and their value checked against overflow.
#ifndef RFC1738_DIGITS_VIEW_HPP
#define RFC1738_DIGITS_VIEW_HPP

#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>
#include <type_traits>

namespace rfc1738 {

// RFC 1738 §5: digits = 1*digit (port = digits; nntpurl's article number).
// The BNF bounds neither the length nor the value: "http://h:0080/" and
// "http://h:99999999999999999999/" are both URLs.
//
// Lifetime: a view of the URL's characters, valid while they are.
class digits_view {
public:
   constexpr digits_view() noexcept = default;

   // `digits` must be one or more of "0"…"9".
   constexpr explicit digits_view( std::string_view digits ) noexcept
      : digits_( digits )
   {}

   // As written, leading zeros included.
   [[nodiscard]] constexpr std::string_view text() const noexcept
   {
      return digits_;
   }

   // The decimal value, or absent when it does not fit in `T` (never wraps).
   template< typename T = std::uint64_t >
   [[nodiscard]] constexpr std::optional< T > value() const noexcept
   {
      static_assert( std::is_unsigned_v< T > && !std::is_same_v< T, bool >, "an unsigned integer type" );
      constexpr T max = std::numeric_limits< T >::max();
      T v = 0;
      for( const char c : digits_ ) {
         const auto d = static_cast< T >( c - '0' );
         if( v > ( max - d ) / 10 ) {
            return std::nullopt;
         }
         v = static_cast< T >( v * 10 + d );
      }
      return v;
   }

private:
   std::string_view digits_;
};

}  // namespace rfc1738

#endif

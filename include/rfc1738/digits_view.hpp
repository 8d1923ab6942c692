// SPDX-License-Identifier: BSL-1.0
/// @file
/// A number of the URL (a port, an NNTP article number): the digits as
/// written, and their value checked against overflow. rfc1738::digits_view.
#ifndef RFC1738_DIGITS_VIEW_HPP
#define RFC1738_DIGITS_VIEW_HPP

#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>
#include <type_traits>

namespace rfc1738 {

/// A number of the URL: the digits as written, and their value.
///
/// `port = digits`; nntpurl's article number. The BNF bounds neither the
/// length nor the value: `http://h:0080/` and
/// `http://h:99999999999999999999/` are both URLs.
///
/// @par BNF
/// @code{.unparsed}
/// digits         = 1*digit
/// port           = digits
/// @endcode
///
/// @par Specification
/// [RFC 1738 §5 (BNF for specific URL schemes)](https://www.rfc-editor.org/rfc/rfc1738#section-5)
///
/// @par Example
/// @code
/// const auto port = rfc1738::parse( "http://h:0080/" )->http()->port();
/// assert( port->text() == "0080" );  // leading zeros kept
/// assert( port->value() == 80 );
///
/// const rfc1738::digits_view big( "99999999999999999999" );
/// assert( !big.value() );  // more than 2^64 - 1: absent, never wrapped
/// assert( big.text().size() == 20 );
/// assert( rfc1738::digits_view( "65535" ).value< std::uint16_t >() == 65535 );
/// assert( !rfc1738::digits_view( "65536" ).value< std::uint16_t >() );
/// @endcode
///
/// @par Complexity
/// text() is constant time, value() linear in the number of digits.
///
/// @par Exception Safety
/// Throws nothing.
///
/// @par Lifetime
/// A view of the URL's characters, valid while they are.
class digits_view {
public:
   /// No digit (text() is empty and value() is 0).
   constexpr digits_view() noexcept = default;

   /// The number `digits`, which must be one or more of "0"…"9".
   ///
   /// @param digits One or more of "0"…"9", as written.
   constexpr explicit digits_view( std::string_view digits ) noexcept
      : digits_( digits )
   {}

   /// The digits as written, leading zeros included.
   ///
   /// @return The digits.
   [[nodiscard]] constexpr std::string_view text() const noexcept
   {
      return digits_;
   }

   /// The decimal value, or absent when it does not fit in `T` (never
   /// wraps).
   ///
   /// @tparam T An unsigned integer type other than `bool`.
   ///
   /// @return The value, or absent on overflow.
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

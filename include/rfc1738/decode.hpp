// SPDX-License-Identifier: BSL-1.0
/// @file
/// Percent-decoding (RFC 1738 §2.2): `%` and two hex digits stand for the
/// octet they spell; every other character stands for itself.
/// rfc1738::decode_view, rfc1738::decode().
#ifndef RFC1738_DECODE_HPP
#define RFC1738_DECODE_HPP

#include <cstddef>
#include <string>
#include <string_view>

#include "rfc1738/detail/forward_iterator.hpp"

namespace rfc1738 {

/// The value of a hex digit, or -1 for any other character.
///
/// @par BNF
/// @code{.unparsed}
/// hex            = digit | "A" | "B" | "C" | "D" | "E" | "F" |
///                  "a" | "b" | "c" | "d" | "e" | "f"
/// @endcode
///
/// @par Specification
/// [RFC 1738 §5 (BNF for specific URL schemes)](https://www.rfc-editor.org/rfc/rfc1738#section-5)
///
/// @par Example
/// @code
/// static_assert( rfc1738::hex_value( 'b' ) == 11 );
/// static_assert( rfc1738::hex_value( 'g' ) == -1 );
/// @endcode
///
/// @param c A character.
/// @return 0 … 15, or -1.
constexpr int hex_value( char c ) noexcept
{
   if( c >= '0' && c <= '9' ) {
      return c - '0';
   }
   if( c >= 'A' && c <= 'F' ) {
      return c - 'A' + 10;
   }
   if( c >= 'a' && c <= 'f' ) {
      return c - 'a' + 10;
   }
   return -1;
}

/// True when `s` starts with an escape.
///
/// @par BNF
/// @code{.unparsed}
/// escape         = "%" hex hex
/// @endcode
///
/// @par Example
/// @code
/// static_assert( rfc1738::starts_with_escape( "%2Fetc" ) );
/// static_assert( !rfc1738::starts_with_escape( "%2" ) );
/// @endcode
///
/// @param s Any text.
/// @return Whether `s` begins with `%` and two hex digits.
constexpr bool starts_with_escape( std::string_view s ) noexcept
{
   return s.size() >= 3 && s[ 0 ] == '%' && hex_value( s[ 1 ] ) >= 0 && hex_value( s[ 2 ] ) >= 0;
}

/// The octets that an encoded text represents, decoded one at a time as the
/// range is walked: no copy, no allocation.
///
/// RFC 1738 §2.2: "octets may be encoded by a character triplet consisting
/// of the character % followed by the two hexadecimal digits". An escape is
/// always exactly `%` and two hex digits; a `%` not followed by two hex
/// digits (which no component of a parsed URL contains) stands for itself.
///
/// @par BNF
/// @code{.unparsed}
/// escape         = "%" hex hex
/// @endcode
///
/// @par Specification
/// [RFC 1738 §2.2 (URL Character Encoding Issues)](https://www.rfc-editor.org/rfc/rfc1738#section-2.2)
///
/// @par Example
/// @code
/// const rfc1738::decode_view d( "a%2Fb%09" );
/// assert( d == "a/b\t" );  // compares the octets
/// assert( d.size() == 4 );  // octets, not characters
/// assert( d.encoded() == "a%2Fb%09" );
/// assert( d.to_string() == "a/b\t" );
/// assert( rfc1738::decode_view( "100%" ) == "100%" );  // not an escape
/// @endcode
///
/// @par Complexity
/// Each step is constant time; size(), to_string() and the comparisons are
/// linear in the text's length.
///
/// @par Exception Safety
/// Throws nothing, except to_string() (std::bad_alloc).
///
/// @par Lifetime
/// A view of the characters of the encoded text, valid while they are.
class decode_view {
public:
   /// A forward iterator over the octets; yields `char` by value.
   class iterator : public detail::forward_iterator< iterator, char > {
   public:
      /// A singular iterator.
      constexpr iterator() noexcept = default;

      /// The current octet: the escape's value, or the character itself.
      ///
      /// @return The octet.
      constexpr char operator*() const noexcept
      {
         const std::string_view rest( p_, static_cast< std::size_t >( end_ - p_ ) );
         if( starts_with_escape( rest ) ) {
            return static_cast< char >( hex_value( p_[ 1 ] ) * 16 + hex_value( p_[ 2 ] ) );
         }
         return *p_;
      }

      /// Moves past the current octet's encoding (three characters for an
      /// escape, else one).
      ///
      /// @return This iterator.
      constexpr iterator& operator++() noexcept
      {
         const std::string_view rest( p_, static_cast< std::size_t >( end_ - p_ ) );
         p_ += starts_with_escape( rest ) ? 3 : 1;
         return *this;
      }


      /// The position of the current octet's encoding in the encoded text.
      ///
      /// @return A pointer into the encoded text.
      [[nodiscard]] constexpr const char* base() const noexcept
      {
         return p_;
      }

      /// True when `a` and `b` are at the same position.
      friend constexpr bool operator==( const iterator& a, const iterator& b ) noexcept
      {
         return a.p_ == b.p_;
      }


   private:
      friend class decode_view;
      constexpr iterator( const char* p, const char* end ) noexcept
         : p_( p ),
           end_( end )
      {}
      const char* p_ = nullptr;
      const char* end_ = nullptr;
   };

   /// No octet.
   constexpr decode_view() noexcept = default;

   /// The octets of `encoded` (a view: no copy).
   ///
   /// @param encoded The text as written, which may contain escapes.
   constexpr explicit decode_view( std::string_view encoded ) noexcept
      : encoded_( encoded )
   {}

   /// The first octet.
   ///
   /// @return An iterator at the first octet.
   [[nodiscard]] constexpr iterator begin() const noexcept
   {
      return iterator( encoded_.data(), encoded_.data() + encoded_.size() );
   }

   /// One past the last octet.
   ///
   /// @return The end iterator.
   [[nodiscard]] constexpr iterator end() const noexcept
   {
      return iterator( encoded_.data() + encoded_.size(), encoded_.data() + encoded_.size() );
   }

   /// The number of octets (not the length of the encoded text).
   ///
   /// @return The number of octets.
   [[nodiscard]] constexpr std::size_t size() const noexcept
   {
      std::size_t n = 0;
      for( auto i = begin(); i != end(); ++i ) {
         ++n;
      }
      return n;
   }

   /// True when there is no octet (the encoded text is empty).
   ///
   /// @return Whether there is no octet.
   [[nodiscard]] constexpr bool empty() const noexcept
   {
      return encoded_.empty();
   }

   /// The text as written.
   ///
   /// @return The encoded text.
   [[nodiscard]] constexpr std::string_view encoded() const noexcept
   {
      return encoded_;
   }

   /// The octets, copied into a string.
   ///
   /// @return The octets.
   /// @throws std::bad_alloc
   [[nodiscard]] std::string to_string() const
   {
      std::string s;
      s.reserve( size() );
      for( const char c : *this ) {
         s.push_back( c );
      }
      return s;
   }

   /// True when the octets of `d` are the characters of `plain` (which is
   /// not decoded).
   friend constexpr bool operator==( const decode_view& d, std::string_view plain ) noexcept
   {
      auto p = plain.begin();
      for( const char c : d ) {
         if( p == plain.end() || *p != c ) {
            return false;
         }
         ++p;
      }
      return p == plain.end();
   }

   /// True when the octets of `d` are the characters of `plain` (which is
   /// not decoded).
   friend constexpr bool operator==( std::string_view plain, const decode_view& d ) noexcept
   {
      return d == plain;
   }

   /// True when the octets of `d` differ from the characters of `plain`.
   friend constexpr bool operator!=( const decode_view& d, std::string_view plain ) noexcept
   {
      return !( d == plain );
   }

   /// True when the octets of `d` differ from the characters of `plain`.
   friend constexpr bool operator!=( std::string_view plain, const decode_view& d ) noexcept
   {
      return !( d == plain );
   }

private:
   std::string_view encoded_;
};

/// The octets that `encoded` represents, copied into a string.
///
/// See decode_view: an escape is `%` and two hex digits, any other `%`
/// stands for itself.
///
/// @par Specification
/// [RFC 1738 §2.2 (URL Character Encoding Issues)](https://www.rfc-editor.org/rfc/rfc1738#section-2.2)
///
/// @par Example
/// @code
/// assert( rfc1738::decode( "%2Fetc%2fmotd" ) == "/etc/motd" );
/// @endcode
///
/// @param encoded A text that may contain escapes.
/// @return The octets it stands for.
/// @throws std::bad_alloc
inline std::string decode( std::string_view encoded )
{
   return decode_view( encoded ).to_string();
}

}  // namespace rfc1738

#endif

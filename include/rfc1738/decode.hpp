// SPDX-License-Identifier: BSL-1.0
// Percent-decoding (RFC 1738 §2.2): "%" and two hex digits stand for the octet
// they spell; every other character stands for itself.
#ifndef RFC1738_DECODE_HPP
#define RFC1738_DECODE_HPP

#include <cstddef>
#include <string>
#include <string_view>

#include "rfc1738/detail/forward_iterator.hpp"

namespace rfc1738 {

// RFC 1738 §5: hex = digit | "A" | … | "F" | "a" | … | "f". The value of a hex
// digit, or -1 for any other character.
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

// RFC 1738 §5: escape = "%" hex hex. True when `s` starts with an escape.
constexpr bool starts_with_escape( std::string_view s ) noexcept
{
   return s.size() >= 3 && s[ 0 ] == '%' && hex_value( s[ 1 ] ) >= 0 && hex_value( s[ 2 ] ) >= 0;
}

// The octets that `encoded` represents (RFC 1738 §2.2: "octets may be encoded
// by a character triplet consisting of the character "%" followed by the two
// hexadecimal digits"), decoded one at a time as the range is walked: no copy,
// no allocation. An escape is always exactly "%" and two hex digits; a "%" not
// followed by two hex digits (which no component of a parsed URL contains)
// stands for itself.
//
// Lifetime: a view of the characters of `encoded`, valid while they are.
class decode_view {
public:
   class iterator : public detail::forward_iterator< iterator, char > {
   public:
      constexpr iterator() noexcept = default;

      constexpr char operator*() const noexcept
      {
         const std::string_view rest( p_, static_cast< std::size_t >( end_ - p_ ) );
         if( starts_with_escape( rest ) ) {
            return static_cast< char >( hex_value( p_[ 1 ] ) * 16 + hex_value( p_[ 2 ] ) );
         }
         return *p_;
      }

      constexpr iterator& operator++() noexcept
      {
         const std::string_view rest( p_, static_cast< std::size_t >( end_ - p_ ) );
         p_ += starts_with_escape( rest ) ? 3 : 1;
         return *this;
      }


      // The position of the current octet's encoding in the encoded text.
      [[nodiscard]] constexpr const char* base() const noexcept
      {
         return p_;
      }

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

   constexpr decode_view() noexcept = default;

   constexpr explicit decode_view( std::string_view encoded ) noexcept
      : encoded_( encoded )
   {}

   [[nodiscard]] constexpr iterator begin() const noexcept
   {
      return iterator( encoded_.data(), encoded_.data() + encoded_.size() );
   }

   [[nodiscard]] constexpr iterator end() const noexcept
   {
      return iterator( encoded_.data() + encoded_.size(), encoded_.data() + encoded_.size() );
   }

   // The number of octets (not the length of the encoded text).
   [[nodiscard]] constexpr std::size_t size() const noexcept
   {
      std::size_t n = 0;
      for( auto i = begin(); i != end(); ++i ) {
         ++n;
      }
      return n;
   }

   [[nodiscard]] constexpr bool empty() const noexcept
   {
      return encoded_.empty();
   }

   // The text as written.
   [[nodiscard]] constexpr std::string_view encoded() const noexcept
   {
      return encoded_;
   }

   // The octets, copied.
   [[nodiscard]] std::string to_string() const
   {
      std::string s;
      s.reserve( size() );
      for( const char c : *this ) {
         s.push_back( c );
      }
      return s;
   }

   // Compares the octets with `plain` (which is not decoded).
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

   friend constexpr bool operator==( std::string_view plain, const decode_view& d ) noexcept
   {
      return d == plain;
   }

   friend constexpr bool operator!=( const decode_view& d, std::string_view plain ) noexcept
   {
      return !( d == plain );
   }

   friend constexpr bool operator!=( std::string_view plain, const decode_view& d ) noexcept
   {
      return !( d == plain );
   }

private:
   std::string_view encoded_;
};

// The octets that `encoded` represents, copied into a string (see decode_view).
inline std::string decode( std::string_view encoded )
{
   return decode_view( encoded ).to_string();
}

}  // namespace rfc1738

#endif

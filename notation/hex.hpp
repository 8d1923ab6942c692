// SPDX-License-Identifier: BSL-1.0
// A byte's two hex digits: the %XX of an escape (RFC 1738 §2.2; upper case,
// as the RFC's examples write them) and the \xhh of a byte shown to a
// person. In notation/, below the generator, the library and the program:
// each includes it as "hex.hpp". Standard headers only.
#ifndef RFC1738_NOTATION_HEX_HPP
#define RFC1738_NOTATION_HEX_HPP

#include <string>
#include <string_view>

namespace rfc1738::notation {

inline constexpr std::string_view upper_hex = "0123456789ABCDEF";
inline constexpr std::string_view lower_hex = "0123456789abcdef";

/// Appends the two hex digits of `c` (`digits`: upper_hex or lower_hex) to
/// `out`, a string or anything with push_back.
template< typename Out >
void append_hex( Out& out, unsigned char c, std::string_view digits = upper_hex )
{
   out.push_back( digits[ c >> 4 ] );
   out.push_back( digits[ c & 15 ] );
}

/// Appends the escape of `c`, "%" and its two upper-case hex digits (§2.2).
template< typename Out >
void append_escape( Out& out, unsigned char c )
{
   out.push_back( '%' );
   append_hex( out, c );
}

/// The two hex digits of `c`, upper case by default.
inline std::string hex_digits( unsigned char c, std::string_view digits = upper_hex )
{
   std::string out;
   append_hex( out, c, digits );
   return out;
}

/// The escape of `c`: "%" and its two upper-case hex digits (§2.2).
inline std::string escape_of( unsigned char c )
{
   return "%" + hex_digits( c );
}

}  // namespace rfc1738::notation

#endif

// SPDX-License-Identifier: BSL-1.0
/// @file
/// Why an input is not a URL: rfc1738::parse_error.
#ifndef RFC1738_PARSE_ERROR_HPP
#define RFC1738_PARSE_ERROR_HPP

#include <cstddef>
#include <cstdint>
#include <limits>

namespace rfc1738 {

/// The longest input parse() takes: node offsets are 32-bit.
inline constexpr std::size_t max_input_size = std::numeric_limits< std::uint32_t >::max();

/// A failed parse: where the input stops being a URL.
///
/// A struct so that it can grow (the production that failed, what was
/// expected, a message) without breaking callers; rfc1738::diagnose() says
/// more.
///
/// @par Example
/// @code
/// const auto r = rfc1738::parse( "http://h/a b" );
/// assert( !r );
/// assert( r.error().offset == 10 );  // the space
/// assert( rfc1738::parse( "http" ).error().offset == 4 );  // a URL could go on
/// assert( rfc1738::parse( "HTTP:" ).error().offset == 0 );  // no upper case in a scheme
/// @endcode
struct parse_error {
   /// The length of the longest prefix of the input that is also a prefix of
   /// some URL (RFC 1738 §5 `url`).
   ///
   /// The offset of the first byte that no URL can continue with, or the
   /// input's length when the whole input is the beginning of a URL ("http"
   /// → 4, "HTTP:" → 0, "http://h/a b" → 10, `http://h/%zz` → 10,
   /// `http://h/%2` → 11). The same offset as
   /// `rfc1738::diagnose( input, production::url )` reports. For an input
   /// longer than max_input_size: max_input_size.
   std::size_t offset = 0;
};

}  // namespace rfc1738

#endif

// SPDX-License-Identifier: BSL-1.0
/// @file
/// Default ports of the schemes of RFC 1738 §3: rfc1738::default_port().
#ifndef RFC1738_PORT_HPP
#define RFC1738_PORT_HPP

#include <cstdint>
#include <optional>
#include <string_view>

namespace rfc1738 {

/// The port a scheme connects to when the URL omits `:<port>`.
///
/// §3.1: "Most schemes designate protocols that have a default port number":
/// ftp 21 (§3.2), http 80 (§3.3), gopher 70 (§3.4), nntp 119 (§3.7), telnet
/// 23 (§3.8), wais 210 (§3.9), prospero 1525 (§3.11). Absent for every other
/// scheme, file, mailto and news included. Schemes are compared as written
/// (lower case, like the BNF's scheme).
///
/// @par Specification
/// [RFC 1738 §3 (Specific Schemes)](https://www.rfc-editor.org/rfc/rfc1738#section-3)
///
/// @par Example
/// @code
/// static_assert( rfc1738::default_port( "prospero" ) == 1525 );
/// static_assert( !rfc1738::default_port( "mailto" ) );
/// static_assert( !rfc1738::default_port( "HTTP" ) );  // as written
/// @endcode
///
/// @param scheme A scheme, as written.
/// @return Its default port, or absent.
constexpr std::optional< std::uint16_t > default_port( std::string_view scheme ) noexcept
{
   struct entry {
      std::string_view scheme;
      std::uint16_t port;
   };
   constexpr entry table[] = {
      { "ftp", 21 }, { "http", 80 }, { "gopher", 70 }, { "nntp", 119 }, { "telnet", 23 }, { "wais", 210 }, { "prospero", 1525 },
   };
   for( const auto& e : table ) {
      if( e.scheme == scheme ) {
         return e.port;
      }
   }
   return std::nullopt;
}

}  // namespace rfc1738

#endif

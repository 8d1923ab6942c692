// SPDX-License-Identifier: BSL-1.0
/// @file
/// Default ports of the schemes of RFC 1738 §3: rfc1738::default_port().
#ifndef RFC1738_PORT_HPP
#define RFC1738_PORT_HPP

#include <cstdint>
#include <optional>
#include <string_view>

#include "rfc1738/grammar/schemes.hpp"

namespace rfc1738 {

namespace detail {

// Bit n set when a scheme of grammar::schemes has a name of n bytes (all
// are shorter than 64): default_port() of a name of another length (an
// otherurl's "https") is absent without comparing it with each name.
constexpr std::uint64_t scheme_name_lengths = [] {
   std::uint64_t m = 0;
   for( const auto& s : grammar::schemes ) {
      m |= std::uint64_t( 1 ) << s.name.size();
   }
   return m;
}();

}  // namespace detail

/// The port a scheme connects to when the URL omits `:<port>`.
///
/// §3.1: "Most schemes designate protocols that have a default port number":
/// as grammar/schemes.facts gives them for the schemes of §3: ftp 21 (§3.2),
/// http 80 (§3.3), gopher 70 (§3.4), nntp 119 (§3.7), telnet 23 (§3.8), wais
/// 210 (§3.9), prospero 1525 (§3.11). Absent for every other scheme, file,
/// mailto and news included. Schemes are compared as written (lower case,
/// like the BNF's scheme).
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
   if( scheme.size() >= 64 || ( ( detail::scheme_name_lengths >> scheme.size() ) & 1U ) == 0 ) {
      return std::nullopt;
   }
   // A loop, not find_scheme(): comparing the address of a constexpr array's
   // element with nullptr is not a constant expression under GCC's sanitizers.
   for( const auto& s : grammar::schemes ) {
      if( s.name == scheme ) {
         return s.default_port == 0 ? std::nullopt : std::optional< std::uint16_t >( s.default_port );
      }
   }
   return std::nullopt;
}

/// The default port of the scheme whose URLs `syntax` defines (ftpurl: 21),
/// absent when it has none or `syntax` is no scheme's production.
///
/// @par Example
/// @code
/// static_assert( rfc1738::default_port( rfc1738::production::ftpurl ) == 21 );
/// static_assert( !rfc1738::default_port( rfc1738::production::mailtourl ) );
/// static_assert( !rfc1738::default_port( rfc1738::production::hostport ) );
/// @endcode
///
/// @param syntax A production of §5.
/// @return The default port of its scheme, or absent.
constexpr std::optional< std::uint16_t > default_port( grammar::production syntax ) noexcept
{
   for( const auto& s : grammar::schemes ) {
      if( s.syntax == syntax ) {
         return s.default_port == 0 ? std::nullopt : std::optional< std::uint16_t >( s.default_port );
      }
   }
   return std::nullopt;
}

namespace detail {

/// The default port of the scheme of `Syntax`, as a constant: what the views
/// made by searching the tree take (they make theirs without looking the
/// scheme table up).
template< grammar::production Syntax >
inline constexpr std::optional< std::uint16_t > default_port_of = rfc1738::default_port( Syntax );

/// The default port of the scheme of `Syntax` as a number, 0 when it has none
/// (no scheme of RFC 1738 has port 0): what the views made from the recorded
/// nodes take.
template< grammar::production Syntax >
inline constexpr std::uint16_t default_port_number = default_port_of< Syntax >.value_or( 0 );

}  // namespace detail

}  // namespace rfc1738

#endif

// SPDX-License-Identifier: BSL-1.0
// Private: the default port of a scheme's production, as a constant (the
// typed views make theirs without looking the scheme table up).
#ifndef RFC1738_SRC_SCHEME_PORT_HPP
#define RFC1738_SRC_SCHEME_PORT_HPP

#include <cstdint>
#include <optional>

#include "rfc1738/port.hpp"

namespace rfc1738::detail {

template< production Syntax >
inline constexpr std::optional< std::uint16_t > default_port_of = rfc1738::default_port( Syntax );

}  // namespace rfc1738::detail

#endif

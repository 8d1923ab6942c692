// SPDX-License-Identifier: BSL-1.0
// The library's version.
#ifndef RFC1738_VERSION_HPP
#define RFC1738_VERSION_HPP

namespace rfc1738 {

inline constexpr const char* version = "0.1.0";

}  // namespace rfc1738

#endif

// SPDX-License-Identifier: BSL-1.0
/// @file
/// The library's version: rfc1738::version.
#ifndef RFC1738_VERSION_HPP
#define RFC1738_VERSION_HPP

/// RFC 1738 URLs: parse, check, diagnose (see the @ref index "front page").
namespace rfc1738 {

/// The library's version, "major.minor.patch" (the CMake project's).
inline constexpr const char* version = "0.1.0";

}  // namespace rfc1738

#endif

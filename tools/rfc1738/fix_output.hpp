// SPDX-License-Identifier: BSL-1.0
// The fix-it of an input as rfc1738 check and rfc1738 fix print it.
#ifndef RFC1738_TOOLS_RFC1738_FIX_OUTPUT_HPP
#define RFC1738_TOOLS_RFC1738_FIX_OUTPUT_HPP

#include <string>

#include "rfc1738/fixit.hpp"

namespace rfc1738::cli {

/// Appends the edits of `f` as a JSON array of {"edit","offset","section",
/// "message","url"} objects.
void write_fix_edits( std::string& out, const fix_result& f );

/// The longest input check computes a fix-it for (each edit re-diagnoses).
inline constexpr std::size_t fix_it_limit = 8192;

}  // namespace rfc1738::cli

#endif

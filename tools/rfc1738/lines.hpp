// SPDX-License-Identifier: BSL-1.0
// Standard input, line by line.
#ifndef RFC1738_TOOLS_RFC1738_LINES_HPP
#define RFC1738_TOOLS_RFC1738_LINES_HPP

#include <cstdio>
#include <functional>
#include <string_view>

namespace rfc1738::cli {

// Calls `each` with every line of `in`, without its LF: lines end at LF only,
// every other byte (CR, NUL, bytes >= 0x80) belongs to the line; a last line
// without LF counts. Constant memory but for the longest line. False when
// reading failed.
bool for_each_line( std::FILE* in, const std::function< void( std::string_view ) >& each );

}  // namespace rfc1738::cli

#endif

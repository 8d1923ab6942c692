// SPDX-License-Identifier: BSL-1.0
// rfc1738::printable appended to a string in place (no copy of a long
// input): the text writers of check and parse.
#ifndef RFC1738_SRC_APPEND_PRINTABLE_HPP
#define RFC1738_SRC_APPEND_PRINTABLE_HPP

#include <string>
#include <string_view>

namespace rfc1738::detail {

// Appends the printable form of `bytes` to `out` (src/report/annotate.cpp).
void append_printable( std::string& out, std::string_view bytes );

}  // namespace rfc1738::detail

#endif

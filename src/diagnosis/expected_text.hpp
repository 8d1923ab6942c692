// SPDX-License-Identifier: BSL-1.0
// What could have continued, for a person: "lowalpha, digit or \":\"" (the
// text writers of check and parse).
#ifndef RFC1738_SRC_EXPECTED_TEXT_HPP
#define RFC1738_SRC_EXPECTED_TEXT_HPP

#include <string>
#include <vector>

namespace rfc1738::detail {

inline void put_expected( std::string& out, const std::vector< std::string >& expected )
{
   for( std::size_t i = 0; i < expected.size(); ++i ) {
      out += i == 0 ? "" : ( i + 1 == expected.size() ? " or " : ", " );
      out += expected[ i ];
   }
}

}  // namespace rfc1738::detail

#endif

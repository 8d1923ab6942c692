// SPDX-License-Identifier: BSL-1.0
#include "lines.hpp"

namespace rfc1738::cli {

bool for_each_line( std::FILE* in, const std::function< void( std::string_view ) >& each )
{
   return for_each_line_of( in, each );
}

}  // namespace rfc1738::cli

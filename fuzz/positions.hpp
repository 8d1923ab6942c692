// SPDX-License-Identifier: BSL-1.0
// The line and column (1-based, in bytes) of every offset of a text, and of
// its end: what the extraction fuzz targets check each position against.
#ifndef RFC1738_FUZZ_POSITIONS_HPP
#define RFC1738_FUZZ_POSITIONS_HPP

#include <cstddef>
#include <string_view>
#include <vector>

namespace rfc1738::fuzz {

struct positions {
   std::vector< std::size_t > lines;
   std::vector< std::size_t > columns;
};

inline positions positions_of( std::string_view text )
{
   positions p{ std::vector< std::size_t >( text.size() + 1 ), std::vector< std::size_t >( text.size() + 1 ) };
   for( std::size_t i = 0, l = 1, c = 1; i <= text.size(); ++i ) {
      p.lines[ i ] = l;
      p.columns[ i ] = c;
      if( i < text.size() && text[ i ] == '\n' ) {
         ++l;
         c = 1;
      }
      else {
         ++c;
      }
   }
   return p;
}

}  // namespace rfc1738::fuzz

#endif

// SPDX-License-Identifier: BSL-1.0
// Standard input, line by line.
#ifndef RFC1738_TOOLS_RFC1738_LINES_HPP
#define RFC1738_TOOLS_RFC1738_LINES_HPP

#include <cstdio>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "rfc1738/detail/line_feeds.hpp"

namespace rfc1738::cli {

// Calls `each` with every line of `in`, without its LF: lines end at LF only,
// every other byte (CR, NUL, bytes >= 0x80) belongs to the line; a last line
// without LF counts. Constant memory but for the longest line. False when
// reading failed. Read in blocks of 256 KiB; a line inside a block is viewed
// there (no copy), the LFs taken from the block's 64-byte masks
// (detail::line_feed_finder: no call of memchr per line); `each` is called
// directly (a template: no call through a std::function per line).
template< typename Each >
bool for_each_line_of( std::FILE* in, Each&& each )
{
   std::string line;   // a line across blocks, or a last line without LF
   std::vector< char > block( std::size_t( 1 ) << 18 );
   bool pending = false;
   for( ;; ) {
      const std::size_t n = std::fread( block.data(), 1, block.size(), in );
      if( n == 0 ) {
         break;
      }
      const char* p = block.data();
      const char* const end = p + n;
      rfc1738::detail::line_feed_finder feeds( std::string_view( block.data(), n ) );
      for( ;; ) {
         const std::size_t at = feeds.next();
         if( at == rfc1738::detail::line_feed_finder::npos ) {
            line.append( p, static_cast< std::size_t >( end - p ) );
            pending = true;
            break;
         }
         const char* const lf = block.data() + at;
         if( line.empty() ) {
            each( std::string_view( p, static_cast< std::size_t >( lf - p ) ) );   // the whole line is in the block: no copy
         }
         else {
            line.append( p, static_cast< std::size_t >( lf - p ) );
            each( std::string_view( line ) );
            line.clear();
         }
         pending = false;
         p = lf + 1;
      }
   }
   if( std::ferror( in ) ) {
      return false;
   }
   if( pending && !line.empty() ) {   // a last line without LF
      each( std::string_view( line ) );
   }
   return true;
}

// for_each_line_of, through a std::function.
bool for_each_line( std::FILE* in, const std::function< void( std::string_view ) >& each );

}  // namespace rfc1738::cli

#endif

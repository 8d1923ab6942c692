// SPDX-License-Identifier: BSL-1.0
#include "lines.hpp"

#include <string>
#include <vector>

namespace rfc1738::cli {

bool for_each_line( std::FILE* in, const std::function< void( std::string_view ) >& each )
{
   std::string line;
   std::vector< char > block( 1u << 16 );
   bool pending = false;
   for( ;; ) {
      const std::size_t n = std::fread( block.data(), 1, block.size(), in );
      if( n == 0 ) {
         break;
      }
      std::string_view rest( block.data(), n );
      for( ;; ) {
         const auto lf = rest.find( '\n' );
         if( lf == std::string_view::npos ) {
            line.append( rest );
            pending = true;
            break;
         }
         if( line.empty() ) {
            each( rest.substr( 0, lf ) );   // the whole line is in the block: no copy
         }
         else {
            line.append( rest.substr( 0, lf ) );
            each( line );
            line.clear();
         }
         pending = false;
         rest.remove_prefix( lf + 1 );
      }
   }
   if( std::ferror( in ) ) {
      return false;
   }
   if( pending && !line.empty() ) {  // a last line without LF
      each( line );
   }
   return true;
}

}  // namespace rfc1738::cli

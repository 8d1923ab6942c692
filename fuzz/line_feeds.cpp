// SPDX-License-Identifier: BSL-1.0
// The LF scanners of the readers of lines (tools/engine/line_feeds.hpp:
// line_feeds, which the program's -j readers count lines with, and
// line_feed_finder, which Python's check_lines and rfc1738.dask's workers
// find lines with), on arbitrary bytes viewed from every start offset of 0 to
// 63 (the first byte of the input says which; the 64-byte masks and the
// 16-byte steps then fall at every alignment). Properties: line_feeds is the
// number of LF bytes; line_feed_finder gives the offset of every LF, in
// order, each once, then npos, and npos again after it.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "engine/line_feeds.hpp"
#include "require.hpp"

extern "C" int LLVMFuzzerTestOneInput( const std::uint8_t* data, std::size_t size )
{
   if( size < 1 ) {
      return 0;
   }
   const std::size_t start = 1 + data[ 0 ] % 64;
   if( start > size ) {
      return 0;
   }
   const std::string_view s( reinterpret_cast< const char* >( data ) + start, size - start );
   std::size_t count = 0;
   for( const char c : s ) {
      count += c == '\n' ? 1 : 0;
   }
   RFC1738_FUZZ_REQUIRE( rfc1738::engine::line_feeds( s ) == count );
   rfc1738::engine::line_feed_finder feeds( s );
   std::size_t from = 0;
   std::size_t found = 0;
   for( std::size_t at = feeds.next(); at != rfc1738::engine::line_feed_finder::npos; at = feeds.next() ) {
      RFC1738_FUZZ_REQUIRE( at >= from && at < s.size() );
      RFC1738_FUZZ_REQUIRE( s[ at ] == '\n' );
      RFC1738_FUZZ_REQUIRE( s.substr( from, at - from ).find( '\n' ) == std::string_view::npos );   // none skipped
      from = at + 1;
      ++found;
   }
   RFC1738_FUZZ_REQUIRE( found == count );
   RFC1738_FUZZ_REQUIRE( feeds.next() == rfc1738::engine::line_feed_finder::npos );
   return 0;
}

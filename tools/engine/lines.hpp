// SPDX-License-Identifier: BSL-1.0
// The line engine: lines from a buffer or a stream. Lines end at LF only;
// every other byte (CR, NUL, bytes >= 0x80) belongs to the line; a last line
// without LF counts. What is an input among them: blank lines and comments
// are skipped, one CR before the LF stripped when told (the program's
// check -f, Python's check_lines and rfc1738.dask's workers: one rule).
#ifndef RFC1738_ENGINE_LINES_HPP
#define RFC1738_ENGINE_LINES_HPP

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "engine/line_feeds.hpp"

namespace rfc1738::engine {

// Blank (empty, or spaces, tabs and CRs only) or a comment ("#" first).
inline bool blank_or_comment( const std::string_view line ) noexcept
{
   if( line.empty() || line.front() == '#' ) {
      return true;
   }
   const char c = line.front();
   if( c != ' ' && c != '\t' && c != '\r' ) {
      return false;   // a URL's first byte ends it
   }
   return line.find_first_not_of( " \t\r" ) == std::string_view::npos;
}

// How a line becomes an input: `skip` blank lines and comments
// (blank_or_comment), `strip_cr` one CR at the line's end.
struct line_rules {
   bool skip = true;
   bool strip_cr = false;

   // `line` without its CR when strip_cr; true when it is not an input
   // (skipped).
   bool skips( std::string_view& line ) const noexcept
   {
      if( strip_cr && !line.empty() && line.back() == '\r' ) {
         line.remove_suffix( 1 );
      }
      return skip && blank_or_comment( line );
   }
};

namespace detail {

// each( line ), and true unless `each` returns false.
template< typename Each >
bool call( Each& each, const std::string_view line )
{
   if constexpr( std::is_same_v< decltype( each( line ) ), bool > ) {
      return each( line );
   }
   else {
      each( line );
      return true;
   }
}

}  // namespace detail

// Calls `each( std::string_view )` with every line of `data` (whole lines,
// the last possibly without LF), without its LF, in order; the LFs taken
// from 64-byte masks (line_feed_finder). When `each` returns a bool, false
// stops the lines there, and the function returns false.
template< typename Each >
bool for_each_line_in( const std::string_view data, Each&& each )
{
   line_feed_finder feeds( data );
   std::size_t at = 0;
   while( at < data.size() ) {
      const std::size_t end = std::min( feeds.next(), data.size() );
      if( !detail::call( each, data.substr( at, end - at ) ) ) {
         return false;
      }
      at = end + 1;
   }
   return true;
}

namespace detail {

// for_each_line_of's reader; without Bounded, no test of a line's length
// (one per line on the program's hot path: none there).
template< bool Bounded, typename Each, typename TooLong >
bool lines_of( std::FILE* in, const std::size_t max_line, Each& each, TooLong& too_long )
{
   std::string line;   // a line across blocks, or a last line without LF
   std::vector< char > block( std::size_t( 1 ) << 18 );
   bool pending = false;   // a line began and its LF is not read yet
   bool dropped = false;   // that line is longer than max_line (Bounded only)
   for( ;; ) {
      const std::size_t n = std::fread( block.data(), 1, block.size(), in );
      if( n == 0 ) {
         break;
      }
      const char* p = block.data();
      const char* const end = p + n;
      line_feed_finder feeds( std::string_view( block.data(), n ) );
      for( ;; ) {
         const std::size_t at = feeds.next();
         const char* const lf = ( at == line_feed_finder::npos ) ? end : block.data() + at;
         const auto part = static_cast< std::size_t >( lf - p );
         if constexpr( Bounded ) {
            if( !dropped && part > max_line - line.size() ) {
               dropped = true;
               line.clear();
               line.shrink_to_fit();
            }
         }
         if( at == line_feed_finder::npos ) {
            if( !dropped ) {
               line.append( p, part );
            }
            pending = true;
            break;
         }
         if( dropped ) {
            too_long();
         }
         else if( line.empty() ) {
            each( std::string_view( p, part ) );   // the whole line is in the block: no copy
         }
         else {
            line.append( p, part );
            each( std::string_view( line ) );
            line.clear();
         }
         pending = dropped = false;
         p = lf + 1;
      }
   }
   if( std::ferror( in ) ) {
      return false;
   }
   if( dropped ) {   // a last line without LF
      too_long();
   }
   else if( pending && !line.empty() ) {
      each( std::string_view( line ) );
   }
   return true;
}

}  // namespace detail

// Calls `each( std::string_view )` with every line of `in`, without its LF,
// and `too_long()` in place of a line longer than `max_line` bytes (none of
// it is held past that bound). Memory: a block, and the longest line kept.
// False when reading failed. Read in blocks of 256 KiB; a line inside a
// block is viewed there (no copy), the LFs taken from the block's 64-byte
// masks (line_feed_finder: no call of memchr per line); `each` is called
// directly (a template: no call through a std::function per line).
template< typename Each, typename TooLong >
bool for_each_line_of( std::FILE* in, const std::size_t max_line, Each&& each, TooLong&& too_long )
{
   return detail::lines_of< true >( in, max_line, each, too_long );
}

// The same with no bound on a line's length.
template< typename Each >
bool for_each_line_of( std::FILE* in, Each&& each )
{
   const auto none = [] {};
   return detail::lines_of< false >( in, std::string::npos, each, none );
}

}  // namespace rfc1738::engine

#endif

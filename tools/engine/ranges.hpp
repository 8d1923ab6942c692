// SPDX-License-Identifier: BSL-1.0
// The line engine on a regular file (-j): the file cut into ranges of a fixed
// number of bytes, each read on its own (pread) by the thread that works on
// it. A range's lines are the lines that begin in it: a line begins at the
// file's first byte and after each LF; the last one runs on past the range to
// its LF (or to the end of the file). Every line thus belongs to exactly one
// range, whatever the ranges' size, and no thread needs another's bytes to
// find its lines. Lines end at LF only; every other byte (NUL, CR, bytes >=
// 0x80) belongs to the line.
#ifndef RFC1738_ENGINE_RANGES_HPP
#define RFC1738_ENGINE_RANGES_HPP

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace rfc1738::engine {

// What lines_of_range read.
struct range_lines {
   std::string_view lines;   // whole lines (the file's last one possibly without LF); empty when none begins in the range
   bool file_ends = false;   // the file ends before the range does: no line begins in a later range
   int error = 0;            // errno of a read that failed (EIO when it said nothing): no lines
};

namespace detail {

// Up to `size` bytes at `offset` into `to`, fewer only at the end of the
// file: read_at( char*, std::size_t, std::uint64_t ) reads like pread (the
// bytes read, 0 at the end, -1 and errno on error). Interrupted reads are
// read again. The count, or -1 (errno set).
template< typename ReadAt >
long long read_fully( const ReadAt& read_at, char* to, const std::size_t size, const std::uint64_t offset )
{
   std::size_t got = 0;
   while( got < size ) {
      errno = 0;
      const auto n = read_at( to + got, size - got, offset + got );
      if( n < 0 ) {
         if( errno == EINTR ) {
            continue;
         }
         return -1;
      }
      if( n == 0 ) {
         break;
      }
      got += static_cast< std::size_t >( n );
   }
   return static_cast< long long >( got );
}

}  // namespace detail

// The lines that begin in range `k` of the file, the bytes [k * size,
// (k + 1) * size) (size > 0), read with read_at into `buffer` (grown as the
// last line needs: memory that of the longest line). `tail` bytes past the
// range are read with it, where most last lines end.
template< typename ReadAt >
range_lines lines_of_range( const ReadAt& read_at, const std::uint64_t k, const std::size_t size, std::string& buffer, const std::size_t tail = 4096 )
{
   range_lines r;
   const std::uint64_t begin = k * size;
   const std::uint64_t from = begin == 0 ? 0 : begin - 1;   // with the byte before: does a line begin at `begin`?
   const std::size_t lead = static_cast< std::size_t >( begin - from );
   const std::size_t range_end = lead + size;   // in buffer
   std::size_t want = range_end + tail;
   if( buffer.size() < want ) {
      buffer.resize( want );
   }
   const auto fail = [ & ] {
      r.error = errno != 0 ? errno : EIO;
      r.file_ends = true;
      return r;
   };
   const long long got = detail::read_fully( read_at, buffer.data(), want, from );
   if( got < 0 ) {
      return fail();
   }
   std::size_t n = static_cast< std::size_t >( got );
   bool at_end = n < want;
   r.file_ends = n < range_end;
   // The first line that begins in the range.
   std::size_t first = 0;
   if( begin != 0 ) {
      const std::size_t scan = n < range_end ? n : range_end;
      const auto* const lf = scan == 0 ? nullptr : static_cast< const char* >( std::memchr( buffer.data(), '\n', scan ) );
      first = lf == nullptr ? range_end : static_cast< std::size_t >( lf - buffer.data() ) + 1;
   }
   if( first >= range_end || first >= n ) {
      return r;   // none: the range is inside a line, or past the end
   }
   // The end of the last one: the first LF from the range's last byte on.
   std::size_t search = range_end - 1;
   std::size_t end = n;
   for( ;; ) {
      if( search >= n ) {
         end = n;   // the file ended inside the range
         break;
      }
      const auto* const lf = static_cast< const char* >( std::memchr( buffer.data() + search, '\n', n - search ) );
      if( lf != nullptr ) {
         end = static_cast< std::size_t >( lf - buffer.data() ) + 1;
         break;
      }
      if( at_end ) {
         end = n;   // the file's last line, without LF
         break;
      }
      search = n;
      want = 2 * want;
      buffer.resize( want );
      const long long more = detail::read_fully( read_at, buffer.data() + n, want - n, from + n );
      if( more < 0 ) {
         return fail();
      }
      n += static_cast< std::size_t >( more );
      at_end = n < want;
   }
   r.lines = std::string_view( buffer.data() + first, end - first );
   return r;
}

// A buffer to read into: its bytes and their number.
struct buffer_span {
   char* data = nullptr;
   std::size_t size = 0;
};

// The lines of the bytes [begin, end) of a file read with read_at (as
// lines_of_range reads; the caller has cut [begin, end) at line ends, and a
// file that ends first gives fewer), in order, through `buffer`:
// lines( std::string_view ) with the whole lines that fill it at a time (a
// block of lines, the last one possibly without LF at the end); while one
// line does not fit, grow( std::size_t n ) gives a buffer of n bytes that
// begins with the bytes of the one before (the caller's to keep: a reused
// buffer keeps no memory here). `lines` returning false stops. Returns 0,
// or the errno of a read that failed (the blocks before it given).
template< typename ReadAt, typename Grow, typename Lines >
int for_each_block_between( const ReadAt& read_at, const std::uint64_t begin, const std::uint64_t end, buffer_span buffer, Grow&& grow, Lines&& lines )
{
   std::size_t filled = 0;   // the unfinished last line of the bytes before, then what was read
   std::uint64_t at = begin;
   for( ;; ) {
      if( filled == buffer.size ) {   // a line longer than the buffer
         buffer = grow( std::max< std::size_t >( 2 * buffer.size, 4096 ) );
      }
      const std::size_t want = static_cast< std::size_t >( std::min< std::uint64_t >( buffer.size - filled, end - std::min( at, end ) ) );
      const long long n = detail::read_fully( read_at, buffer.data + filled, want, at );
      if( n < 0 ) {
         return errno != 0 ? errno : EIO;
      }
      filled += static_cast< std::size_t >( n );
      at += static_cast< std::uint64_t >( n );
      const bool last = at >= end || static_cast< std::size_t >( n ) < want;
      std::size_t cut = filled;
      if( !last ) {
         const std::string_view read( buffer.data, filled );
         const std::size_t lf = read.rfind( '\n' );
         cut = lf == std::string_view::npos ? 0 : lf + 1;
      }
      if( cut != 0 ) {
         if( !lines( std::string_view( buffer.data, cut ) ) ) {
            return 0;
         }
         std::memmove( buffer.data, buffer.data + cut, filled - cut );
         filled -= cut;
      }
      if( last ) {
         return 0;
      }
   }
}

}  // namespace rfc1738::engine

#endif

// SPDX-License-Identifier: BSL-1.0
// The line engine's reader of a regular file (tools/engine/ranges.hpp and
// range_jobs.hpp): a file of arbitrary bytes cut into ranges of 1 to 64
// bytes, read through a pread that returns 1 to 16 bytes a call (the first
// bytes of the input say how many), and, once in four, fails at a byte.
// Properties: the ranges' lines, in order, are the file byte for byte, each
// range's lines whole (ended by a LF but for the file's last); the ranges
// after the one where the file ends hold no line; for_each_range_on on 1 to
// 3 threads hands each range's lines over with the offsets of their LFs
// (each LF once, in order) and retires the ranges in order, each with the
// count of the lines before it, and they are the file again; after a read error, it returns
// that error and what it retired is whole lines of the file read before the
// error.
#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/range_jobs.hpp"
#include "engine/ranges.hpp"
#include "require.hpp"

namespace {

// The lines of `s` (whole lines, the last possibly without LF), counted
// one at a time.
std::size_t lines_in( const std::string_view s )
{
   std::size_t n = 0;
   for( std::size_t i = 0; i < s.size(); ++i ) {
      if( s[ i ] == '\n' || i + 1 == s.size() ) {
         ++n;
      }
   }
   return n;
}

struct chunk {
   std::string lines;
   std::size_t before = 0;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput( const std::uint8_t* data, std::size_t size )
{
   if( size < 3 ) {
      return 0;
   }
   const std::size_t range = 1 + data[ 0 ] % 64;
   const std::size_t step = 1 + data[ 1 ] % 16;
   const unsigned threads = 1 + ( data[ 1 ] >> 4 ) % 3;
   const std::string file( reinterpret_cast< const char* >( data ) + 3, size - 3 );
   // A byte that cannot be read: a read that reaches it stops before it, the
   // next one fails there.
   const bool fails = ( data[ 2 ] & 3 ) == 0 && !file.empty();
   const std::uint64_t fail_at = fails ? ( data[ 2 ] >> 2 ) % file.size() : file.size();
   const auto read_at = [ & ]( char* to, std::size_t n, std::uint64_t offset ) -> long long {
      if( fails && offset == fail_at ) {
         errno = EIO;
         return -1;
      }
      const std::uint64_t stop = fails && offset < fail_at ? fail_at : file.size();
      if( offset >= stop ) {
         return 0;
      }
      n = std::min( { n, step, static_cast< std::size_t >( stop - offset ) } );
      file.copy( to, n, static_cast< std::size_t >( offset ) );
      return static_cast< long long >( n );
   };

   if( !fails ) {
      // One range after the other, as one thread would read them.
      std::string read;
      std::string buffer;
      bool ended = false;
      for( std::uint64_t k = 0; k <= file.size() / range + 1; ++k ) {
         const auto r = rfc1738::engine::lines_of_range( read_at, k, range, buffer, step );
         RFC1738_FUZZ_REQUIRE( r.error == 0 );
         RFC1738_FUZZ_REQUIRE( !ended || r.lines.empty() );
         RFC1738_FUZZ_REQUIRE( r.lines.empty() || r.lines.back() == '\n' || read.size() + r.lines.size() == file.size() );
         RFC1738_FUZZ_REQUIRE( r.file_ends == ( ( k + 1 ) * range > file.size() ) );
         read.append( r.lines );
         ended = ended || r.file_ends;
      }
      RFC1738_FUZZ_REQUIRE( ended );
      RFC1738_FUZZ_REQUIRE( read == file );
   }

   // On threads, retired in order.
   std::string retired;
   std::size_t retired_lines = 0;
   const int e = rfc1738::engine::for_each_range_on< chunk >(
      threads, "fuzz", read_at, range,
      [ & ]( chunk& c, std::string_view lines, const std::vector< std::size_t >& ends, std::size_t before ) {
         std::size_t k = 0;
         for( std::size_t i = 0; i < lines.size(); ++i ) {
            if( lines[ i ] == '\n' ) {
               RFC1738_FUZZ_REQUIRE( k < ends.size() && ends[ k ] == i );
               ++k;
            }
         }
         RFC1738_FUZZ_REQUIRE( k == ends.size() );
         c.lines.assign( lines );
         c.before = before;
      },
      [ & ]( chunk& c ) {
         RFC1738_FUZZ_REQUIRE( c.before == retired_lines );
         retired += c.lines;
         retired_lines += lines_in( c.lines );
         c.lines.clear();
      } );
   if( !fails ) {
      RFC1738_FUZZ_REQUIRE( e == 0 );
   }
   if( e != 0 ) {
      RFC1738_FUZZ_REQUIRE( e == EIO );
      RFC1738_FUZZ_REQUIRE( fails );
      RFC1738_FUZZ_REQUIRE( retired.size() <= fail_at );
      RFC1738_FUZZ_REQUIRE( file.compare( 0, retired.size(), retired ) == 0 );
      RFC1738_FUZZ_REQUIRE( retired.empty() || retired.back() == '\n' );
   }
   if( e == 0 ) {
      RFC1738_FUZZ_REQUIRE( retired == file );   // (when it fails: the failing offset was never read)
   }
   RFC1738_FUZZ_REQUIRE( retired_lines == lines_in( retired ) );
   return 0;
}

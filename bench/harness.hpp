// SPDX-License-Identifier: BSL-1.0
// What the benchmark programs share: a corpus in one buffer, a clock, a
// median, a sink the optimiser cannot see through, and the count of heap
// allocations (bench/alloc_count.cpp interposes malloc and its family).
#ifndef RFC1738_BENCH_HARNESS_HPP
#define RFC1738_BENCH_HARNESS_HPP

#include <algorithm>
#include <time.h>   // clock_gettime (POSIX)
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace rfc1738::bench {

// Every heap allocation (malloc, calloc, realloc, aligned_alloc,
// posix_memalign, memalign; operator new goes through malloc) made by the
// process so far.
std::uint64_t allocations() noexcept;

// A corpus: the lines of a file, each NUL-terminated in one buffer (curl and
// uriparser's plain entry points want C strings), the LF (and a CR before
// it) not part of the line.
class corpus {
public:
   explicit corpus( const std::string& path )
   {
      std::ifstream in( path, std::ios::binary );
      if( !in ) {
         throw std::runtime_error( "cannot read " + path );
      }
      buffer_.assign( std::istreambuf_iterator< char >( in ), std::istreambuf_iterator< char >() );
      if( !buffer_.empty() && buffer_.back() != '\n' ) {
         buffer_.push_back( '\n' );
      }
      std::size_t begin = 0;
      for( std::size_t i = 0; i < buffer_.size(); ++i ) {
         if( buffer_[ i ] == '\n' ) {
            std::size_t end = i;
            if( end > begin && buffer_[ end - 1 ] == '\r' ) {
               --end;
            }
            buffer_[ end ] = '\0';
            buffer_[ i ] = '\0';
            offsets_.push_back( { begin, end - begin } );
            bytes_ += end - begin;
            begin = i + 1;
         }
      }
      lines_.reserve( offsets_.size() );
      for( const auto& o : offsets_ ) {
         lines_.emplace_back( buffer_.data() + o.first, o.second );
      }
   }

   [[nodiscard]] const std::vector< std::string_view >& lines() const noexcept
   {
      return lines_;
   }

   // The bytes of the lines, without their line ends.
   [[nodiscard]] std::size_t bytes() const noexcept
   {
      return bytes_;
   }

private:
   std::string buffer_;
   std::vector< std::pair< std::size_t, std::size_t > > offsets_;
   std::vector< std::string_view > lines_;
   std::size_t bytes_ = 0;
};

// Makes `value` observable: the compiler must compute it.
template< typename T >
inline void keep( const T& value ) noexcept
{
   asm volatile( "" : : "r,m"( value ) : "memory" );
}

inline double seconds_since( std::chrono::steady_clock::time_point start ) noexcept
{
   return std::chrono::duration< double >( std::chrono::steady_clock::now() - start ).count();
}

// The CPU time this thread has used (POSIX clock_gettime): on a busy machine
// it leaves out the time the thread waited for a core.
inline double thread_cpu_seconds() noexcept
{
   timespec t{};
   clock_gettime( CLOCK_THREAD_CPUTIME_ID, &t );
   return static_cast< double >( t.tv_sec ) + static_cast< double >( t.tv_nsec ) * 1e-9;
}

inline double median( std::vector< double > v )
{
   if( v.empty() ) {
      return 0;
   }
   std::sort( v.begin(), v.end() );
   const std::size_t n = v.size();
   return n % 2 == 1 ? v[ n / 2 ] : ( v[ n / 2 - 1 ] + v[ n / 2 ] ) / 2;
}

}  // namespace rfc1738::bench

#endif

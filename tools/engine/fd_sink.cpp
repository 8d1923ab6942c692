// SPDX-License-Identifier: BSL-1.0
#include "engine/fd_sink.hpp"

#include <algorithm>
#include <cerrno>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rfc1738::engine {

fd_sink::fd_sink( const int fd )
   : fd_( fd )
{
#if defined( __linux__ )
   struct stat s {};
   const off_t at = ::lseek( fd, 0, SEEK_CUR );
   reserve_ = at >= 0 && ::fstat( fd, &s ) == 0 && S_ISREG( s.st_mode ) && s.st_size == at;
   end_ = reserve_ ? at : 0;
   reserved_ = end_;
#endif
}

void fd_sink::write( const char* p, std::size_t n )
{
#if defined( __linux__ )
   if( reserve_ && end_ + static_cast< off_t >( n ) > reserved_ ) {
      const off_t step = std::max< off_t >( off_t( 8 ) << 20, static_cast< off_t >( n ) );
      if( ::fallocate( fd_, FALLOC_FL_KEEP_SIZE, reserved_, step ) == 0 ) {
         reserved_ += step;
      }
      else {
         reserve_ = false;   // not supported here: written as it comes
      }
   }
#endif
   while( n != 0 ) {
      const ssize_t k = ::write( fd_, p, n );
      if( k < 0 ) {
         if( errno == EINTR ) {
            continue;
         }
         throw io_error{ errno };
      }
      p += k;
      n -= static_cast< std::size_t >( k );
      end_ += static_cast< off_t >( k );
   }
}

void fd_sink::finish()
{
   if( reserved_ > end_ && ::ftruncate( fd_, end_ ) != 0 ) {
      throw io_error{ errno };
   }
   reserved_ = end_;
}

}  // namespace rfc1738::engine

// SPDX-License-Identifier: BSL-1.0
// The line engine's sink of rows: a file descriptor, written with write()
// in pieces (rfc1738.dask's workers write their rows to it).
#ifndef RFC1738_ENGINE_FD_SINK_HPP
#define RFC1738_ENGINE_FD_SINK_HPP

#include <cstddef>

#include <sys/types.h>

namespace rfc1738::engine {

// A system call that failed, with its errno.
struct io_error {
   int error;
};

// On Linux, when the descriptor is at the end of a regular file, the file's
// blocks past the end are reserved ahead, 8 MiB at a time (fallocate, the
// size kept), and those past the last byte released by finish()
// (ftruncate): on ext4 a page written then lands on a block already
// reserved, without delayed allocation's accounting per block (the kernel's
// time per byte written nearly halves: BENCHMARKS.md, §22). Failures throw
// io_error.
class fd_sink {
public:
   explicit fd_sink( int fd );

   void write( const char* p, std::size_t n );

   // The blocks reserved past the last byte written released.
   void finish();

private:
   int fd_;
   bool reserve_ = false;
   off_t end_ = 0, reserved_ = 0;   // where the next byte goes; the end of the blocks reserved
};

}  // namespace rfc1738::engine

#endif

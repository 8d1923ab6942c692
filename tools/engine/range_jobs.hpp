// SPDX-License-Identifier: BSL-1.0
// The line engine on a regular file (-j N): N threads (the calling one among
// them), each reading its own ranges of the file (ranges.hpp), working on
// their lines and, when it finishes the oldest chunk not yet written, writing
// the chunks done in order. No thread reads for the others and none only
// waits: the bytes a thread works on were read by it (they are in its cache),
// and two threads on two cores are two threads, not three.
//
// The line numbers: a range's first line number is the count of the lines
// of the ranges before it. Each thread counts its range's lines as soon as
// it has read them; a range whose count chain is not yet complete (the
// range before it still being read by another thread) waits for it, which
// is the time of one range's read and count.
#ifndef RFC1738_ENGINE_RANGE_JOBS_HPP
#define RFC1738_ENGINE_RANGE_JOBS_HPP

#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <limits>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "engine/line_feeds.hpp"
#include "engine/ranges.hpp"
#include "engine/threads.hpp"

namespace rfc1738::engine {

// The ranges of `size` bytes of the file that read_at reads, on `threads`
// threads (this one and threads - 1 more): for each range, on some thread,
// work( Chunk&, std::string_view lines, const std::vector< std::size_t >&
// ends, std::size_t lines_before ) with a chunk of its own, the range's whole
// lines, the offsets of their LFs (found once: counted for the line numbers,
// then handed over) and the number of the file's lines before them; then,
// in the ranges' order and one at a time, retire( Chunk& ) (which leaves the
// chunk ready for reuse). Fewer threads when some cannot be started
// (start_threads: `command`'s warning). At most 2 N + 2 chunks are in
// flight. Returns 0, or the errno of a read that failed (the chunks before
// it retired, none after); a work's or a retire's exception is rethrown
// here, the chunks before it retired.
template< typename Chunk, typename ReadAt, typename Work, typename Retire >
int for_each_range_on( const unsigned threads, const std::string_view command, const ReadAt& read_at, const std::size_t size, const Work& work, const Retire& retire )
{
   struct alignas( 64 ) slot {
      Chunk chunk;
      std::size_t lines = 0;    // counted
      std::size_t before = 0;   // the lines before (placed)
      bool counted = false;
      bool placed = false;
      bool done = false;
      int error = 0;
      std::exception_ptr failure;
   };
   constexpr std::uint64_t none = std::numeric_limits< std::uint64_t >::max();
   std::vector< slot > slots( 2 * std::size_t( threads ) + 2 );
   std::mutex mutex;
   std::condition_variable room;     // a slot was freed, or the end is known
   std::condition_variable placed;   // a range's lines before are known
   std::uint64_t taken = 0;          // ranges handed to a thread
   std::uint64_t end = none;         // no line begins in a range from here on
   std::uint64_t chained = 0;        // ranges whose lines before are known
   std::size_t chained_lines = 0;    // the lines of those ranges
   std::uint64_t written = 0;        // ranges retired
   bool writing = false;             // a thread is retiring
   bool stopping = false;            // a failure: take no more
   int error = 0;
   std::exception_ptr failure;

   const auto at = [ & ]( const std::uint64_t k ) -> slot& { return slots[ static_cast< std::size_t >( k % slots.size() ) ]; };

   const auto run = [ & ] {
      std::string buffer;              // this thread's bytes
      std::vector< std::size_t > ends;   // and the LFs in them
      std::unique_lock< std::mutex > lock( mutex );
      for( ;; ) {
         room.wait( lock, [ & ] { return stopping || taken >= end || taken - written < slots.size(); } );
         if( stopping || taken >= end ) {
            return;
         }
         const std::uint64_t k = taken++;
         slot& s = at( k );
         lock.unlock();

         const range_lines r = lines_of_range( read_at, k, size, buffer );
         const std::size_t lines = r.error != 0 ? 0 : line_ends( r.lines, ends );

         lock.lock();
         if( r.file_ends ) {
            end = std::min( end, k + 1 );
            room.notify_all();
         }
         s.error = r.error;
         s.lines = lines;
         s.counted = true;
         if( k == chained ) {
            while( chained < taken && at( chained ).counted ) {
               slot& c = at( chained );
               c.before = chained_lines;
               c.placed = true;
               chained_lines += c.lines;
               ++chained;
            }
            placed.notify_all();
         }
         placed.wait( lock, [ & ] { return s.placed; } );
         const std::size_t before = s.before;
         lock.unlock();

         if( r.error == 0 ) {
            try {
               work( s.chunk, r.lines, std::as_const( ends ), before );
            }
            catch( ... ) {
               s.failure = std::current_exception();
            }
         }

         lock.lock();
         s.done = true;
         if( writing ) {
            continue;   // the thread retiring will come to it
         }
         writing = true;
         while( !stopping && written < end && at( written ).done ) {
            slot& w = at( written );
            if( w.error != 0 || w.failure ) {
               error = w.error;
               failure = w.failure;
               stopping = true;
               break;
            }
            lock.unlock();
            try {
               retire( w.chunk );
            }
            catch( ... ) {
               lock.lock();
               failure = std::current_exception();
               stopping = true;
               break;
            }
            lock.lock();
            w.counted = w.placed = w.done = false;
            ++written;
            room.notify_all();
         }
         writing = false;
         if( stopping ) {
            room.notify_all();
            placed.notify_all();
         }
      }
   };

   std::vector< std::thread > helpers;
   {
      // The helpers wait for the lock: none writes before start_threads'
      // warning.
      const std::lock_guard< std::mutex > lock( mutex );
      start_threads( helpers, threads - 1, run, command, threads, 1 );
   }
   run();
   for( auto& t : helpers ) {
      t.join();
   }
   if( failure ) {
      std::rethrow_exception( failure );
   }
   return error;
}

}  // namespace rfc1738::engine

#endif

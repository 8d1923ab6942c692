// SPDX-License-Identifier: BSL-1.0
// The line engine's ordered worker pool (-j N): work done by N threads on
// chunks of the input, handed back in input order. The reader fills a chunk
// and submits it; workers take the chunks in the order submitted; the reader
// receives them back (retire) in that same order, however the workers
// finish. At most 4N + 4 chunks are in flight: memory stays constant in the
// number of inputs.
#ifndef RFC1738_ENGINE_ORDERED_JOBS_HPP
#define RFC1738_ENGINE_ORDERED_JOBS_HPP

#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "engine/threads.hpp"

namespace rfc1738::engine {

template< typename Chunk >
class ordered_jobs {
public:
   // `work` runs on the worker threads, one chunk at a time; `retire` on the
   // thread that calls next() and finish(), in the order of submission.
   // Fewer workers than `threads` when some cannot be started
   // (start_threads: `command`'s warning); none, and `work` runs on this
   // thread, in submit().
   ordered_jobs( unsigned threads, std::function< void( Chunk& ) > work, std::function< void( Chunk& ) > retire, const std::string_view command )
      : work_( std::move( work ) ),
        retire_( std::move( retire ) ),
        batch_( 2 * std::size_t( threads ) + 2 ),
        slots_( 2 * batch_ )
   {
      start_threads( workers_, threads, [ this ] { run(); }, command, threads, 0 );
   }

   ordered_jobs( const ordered_jobs& ) = delete;
   ordered_jobs& operator=( const ordered_jobs& ) = delete;

   ~ordered_jobs()
   {
      {
         const std::lock_guard< std::mutex > lock( mutex_ );
         stopping_ = true;
      }
      work_ready_.notify_all();
      for( auto& t : workers_ ) {
         t.join();
      }
   }

   // The chunk to fill next (as the last retire left it: reuse its memory).
   // While every slot is in flight, waits for the oldest chunks and retires
   // them: a batch at a time, so that this thread is woken once a batch, not
   // once a chunk (each wake-up takes a core from a worker).
   Chunk& next()
   {
      if( submitted_ - retired_ == slots_.size() ) {
         retire_done( retired_ + batch_ );
      }
      return slots_[ submitted_ % slots_.size() ].chunk;
   }

   // Hands the chunk of next() to the workers; without workers, works on it
   // here.
   void submit()
   {
      if( workers_.empty() ) {
         slot& s = slots_[ submitted_ % slots_.size() ];
         try {
            work_( s.chunk );
         }
         catch( ... ) {
            s.failure = std::current_exception();
         }
         const std::lock_guard< std::mutex > lock( mutex_ );
         taken_ = done_ = ++submitted_;
         return;
      }
      bool idle = false;
      {
         const std::lock_guard< std::mutex > lock( mutex_ );
         ++submitted_;
         idle = idle_workers_ != 0;
      }
      if( idle ) {
         work_ready_.notify_one();
      }
   }

   // Retires every chunk in flight, in order. A worker's exception is
   // rethrown here, when its chunk's turn comes.
   void finish()
   {
      while( retired_ != submitted_ ) {
         retire_done( std::min( retired_ + batch_, submitted_ ) );
      }
   }

private:
   // A slot on cache lines of its own: a worker filling one chunk's results
   // and the reader filling the next chunk never write to one line.
   struct alignas( 64 ) slot {
      Chunk chunk;
      bool done = false;
      std::exception_ptr failure;
   };

   // Waits until the chunks before `until` (in submission order) are done,
   // then retires every chunk done in order from the oldest on.
   void retire_done( std::size_t until )
   {
      std::size_t done = 0;
      {
         std::unique_lock< std::mutex > lock( mutex_ );
         if( done_ < until ) {
            awaited_ = until;
            chunk_done_.wait( lock, [ & ] { return done_ >= until; } );
         }
         done = done_;
      }
      while( retired_ != done ) {
         slot& s = slots_[ retired_ % slots_.size() ];
         ++retired_;
         if( s.failure ) {
            auto failure = std::exchange( s.failure, nullptr );
            std::rethrow_exception( failure );
         }
         retire_( s.chunk );
      }
   }

   void run()
   {
      std::unique_lock< std::mutex > lock( mutex_ );
      for( slot* s = nullptr;; ) {
         if( s != nullptr ) {
            // Done: the chunks done in order from the oldest on reach
            // further, possibly as far as the reader awaits.
            s->done = true;
            while( done_ != taken_ && slots_[ done_ % slots_.size() ].done ) {
               slots_[ done_ % slots_.size() ].done = false;
               ++done_;
            }
            if( awaited_ != 0 && done_ >= awaited_ ) {
               awaited_ = 0;
               lock.unlock();
               chunk_done_.notify_one();
               lock.lock();
            }
         }
         ++idle_workers_;
         work_ready_.wait( lock, [ & ] { return stopping_ || taken_ != submitted_; } );
         --idle_workers_;
         if( taken_ == submitted_ ) {
            return;   // stopping, and nothing left
         }
         s = &slots_[ taken_++ % slots_.size() ];
         lock.unlock();
         try {
            work_( s->chunk );
         }
         catch( ... ) {
            s->failure = std::current_exception();
         }
         lock.lock();
      }
   }

   std::function< void( Chunk& ) > work_;
   std::function< void( Chunk& ) > retire_;
   std::size_t batch_;   // chunks retired at a time (while the slots are all in flight)
   std::vector< slot > slots_;
   std::vector< std::thread > workers_;
   std::mutex mutex_;
   std::condition_variable work_ready_;
   std::condition_variable chunk_done_;   // only the reader waits on it
   std::size_t submitted_ = 0;      // written by the reader under the lock
   std::size_t taken_ = 0;          // under the lock
   std::size_t done_ = 0;           // chunks done in order from the first: under the lock
   std::size_t awaited_ = 0;        // what done_ must reach to wake the reader (0: not waiting); under the lock
   std::size_t retired_ = 0;        // the reader's own (no worker reads it)
   std::size_t idle_workers_ = 0;   // under the lock
   bool stopping_ = false;
};

}  // namespace rfc1738::engine

#endif

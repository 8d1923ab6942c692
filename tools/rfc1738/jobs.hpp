// SPDX-License-Identifier: BSL-1.0
// -j N: work done by N threads on chunks of the input, handed back in input
// order. The reader fills a chunk and submits it; workers take the chunks in
// the order submitted; the reader receives them back (retire) in that same
// order, however the workers finish. At most `limit` chunks are in flight:
// memory stays constant in the number of inputs.
#ifndef RFC1738_TOOLS_RFC1738_JOBS_HPP
#define RFC1738_TOOLS_RFC1738_JOBS_HPP

#include <condition_variable>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace rfc1738::cli {

template< typename Chunk >
class ordered_jobs {
public:
   // `work` runs on the worker threads, one chunk at a time; `retire` on the
   // thread that calls next() and finish(), in the order of submission.
   ordered_jobs( unsigned threads, std::function< void( Chunk& ) > work, std::function< void( Chunk& ) > retire )
      : work_( std::move( work ) ),
        retire_( std::move( retire ) ),
        slots_( 2 * std::size_t( threads ) + 2 )
   {
      workers_.reserve( threads );
      for( unsigned i = 0; i < threads; ++i ) {
         workers_.emplace_back( [ this ] { run(); } );
      }
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
   // Retires the oldest chunks first while every slot is in flight.
   Chunk& next()
   {
      while( submitted_ - retired_ == slots_.size() ) {
         retire_oldest();
      }
      return slots_[ submitted_ % slots_.size() ].chunk;
   }

   // Hands the chunk of next() to the workers.
   void submit()
   {
      {
         const std::lock_guard< std::mutex > lock( mutex_ );
         ++submitted_;
      }
      work_ready_.notify_one();
   }

   // Retires every chunk in flight, in order. A worker's exception is
   // rethrown here, when its chunk's turn comes.
   void finish()
   {
      while( retired_ != submitted_ ) {
         retire_oldest();
      }
   }

private:
   struct slot {
      Chunk chunk;
      bool done = false;
      std::exception_ptr failure;
   };

   void retire_oldest()
   {
      slot& s = slots_[ retired_ % slots_.size() ];
      {
         std::unique_lock< std::mutex > lock( mutex_ );
         chunk_done_.wait( lock, [ & ] { return s.done; } );
         s.done = false;
      }
      ++retired_;
      if( s.failure ) {
         auto failure = std::exchange( s.failure, nullptr );
         std::rethrow_exception( failure );
      }
      retire_( s.chunk );
   }

   void run()
   {
      for( ;; ) {
         slot* s = nullptr;
         {
            std::unique_lock< std::mutex > lock( mutex_ );
            work_ready_.wait( lock, [ & ] { return stopping_ || taken_ != submitted_; } );
            if( taken_ == submitted_ ) {
               return;   // stopping, and nothing left
            }
            s = &slots_[ taken_++ % slots_.size() ];
         }
         try {
            work_( s->chunk );
         }
         catch( ... ) {
            s->failure = std::current_exception();
         }
         {
            const std::lock_guard< std::mutex > lock( mutex_ );
            s->done = true;
         }
         chunk_done_.notify_all();
      }
   }

   std::function< void( Chunk& ) > work_;
   std::function< void( Chunk& ) > retire_;
   std::vector< slot > slots_;
   std::vector< std::thread > workers_;
   std::mutex mutex_;
   std::condition_variable work_ready_;
   std::condition_variable chunk_done_;
   std::size_t submitted_ = 0;   // written by the reader under the lock
   std::size_t taken_ = 0;       // under the lock
   std::size_t retired_ = 0;     // the reader's own (no worker reads it)
   bool stopping_ = false;
};

}  // namespace rfc1738::cli

#endif

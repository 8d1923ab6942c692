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
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "inputs.hpp"
#include "output.hpp"

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

// -j: a chunk of inputs (their bytes one after the other, and where each was
// read), and what a command printed and counted for them.
template< typename State >
struct input_chunk {
   struct entry {
      std::size_t end;   // where the input ends in `bytes` (it begins where the one before ends)
      location where;
   };
   std::string bytes;
   std::vector< entry > entries;
   output out{ output::in_memory };
   State state{};

   // A chunk is handed over when it holds this many inputs or bytes (or an
   // input alone is longer).
   static constexpr std::size_t input_limit = 2048;
   static constexpr std::size_t byte_limit = std::size_t( 1 ) << 17;

   [[nodiscard]] bool full() const noexcept
   {
      return entries.size() >= input_limit || bytes.size() >= byte_limit;
   }

   void clear()
   {
      bytes.clear();
      entries.clear();
      out.buffer().clear();
      state = State{};
   }
};

// for_each_input on `threads` worker threads: the inputs in chunks; for each
// input, on a worker, one( output&, const location&, std::string_view,
// State& ) with its chunk's output and state; then, in input order, on this
// thread, the chunk's output written to `out` and merge( State& ) called.
// `out` gets the same bytes as one thread calling `one` in order would give
// it. Returns what for_each_input returns; a file's error message comes after
// the output of every input before it.
template< typename State, typename One, typename Merge >
int for_each_input_on( unsigned threads, std::string_view command, input_options inputs, std::size_t& skipped, output& out, const One& one,
                       const Merge& merge )
{
   using chunk = input_chunk< State >;
   ordered_jobs< chunk > jobs(
      threads,
      [ & ]( chunk& c ) {
         std::size_t begin = 0;
         for( const auto& e : c.entries ) {
            one( c.out, e.where, std::string_view( c.bytes.data() + begin, e.end - begin ), c.state );
            begin = e.end;
         }
      },
      [ & ]( chunk& c ) {
         out.put_block( c.out.buffer() );
         merge( c.state );
         c.clear();
      } );
   chunk* filling = &jobs.next();
   const auto hand_over = [ & ] {
      if( !filling->entries.empty() ) {
         jobs.submit();
         filling = &jobs.next();
      }
   };
   inputs.before_error = [ & ] {
      hand_over();
      jobs.finish();
      out.flush();
   };
   const int status = for_each_input( command, inputs, skipped, [ & ]( const location& where, std::string_view input ) {
      filling->bytes.append( input );
      filling->entries.push_back( { filling->bytes.size(), where } );
      if( filling->full() ) {
         hand_over();
      }
   } );
   hand_over();
   jobs.finish();
   return status;
}

}  // namespace rfc1738::cli

#endif

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
#include <type_traits>
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
   // A slot on cache lines of its own: a worker filling one chunk's results
   // and the reader filling the next chunk never write to one line.
   struct alignas( 64 ) slot {
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
      bool skipped;      // a line skipped (blank, "#"), kept for a command that prints it
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
      out.clear();
      state = State{};
   }
};

// No skip callback: the lines skipped are only counted.
struct no_skip {};

// for_each_input on `threads` worker threads: the inputs in chunks; for each
// input, on a worker, one( output&, const location&, std::string_view,
// State& ) with its chunk's output and state, and, when `skip` is not
// no_skip, for each line skipped (blank, "#") skip( output&, const location&,
// std::string_view, State& ) in its place among them (as
// input_options::skipped_line would be called by one thread); then, in input
// order, on this thread, the chunk's output written to `out` (its messages
// for standard error in their places: output::message) and merge( State& )
// called. `out` gets the same bytes as one thread calling `one` in order
// would give it. Returns what for_each_input returns; a file's error message
// comes after the output of every input before it.
template< typename State, typename One, typename Merge, typename Skip = no_skip >
int for_each_input_on( unsigned threads, std::string_view command, input_options inputs, std::size_t& skipped, output& out, const One& one,
                       const Merge& merge, const Skip& skip = Skip{} )
{
   using chunk = input_chunk< State >;
   ordered_jobs< chunk > jobs(
      threads,
      [ & ]( chunk& c ) {
         std::size_t begin = 0;
         for( const auto& e : c.entries ) {
            const std::string_view input( c.bytes.data() + begin, e.end - begin );
            if constexpr( std::is_same_v< Skip, no_skip > ) {
               one( c.out, e.where, input, c.state );
            }
            else if( e.skipped ) {
               skip( c.out, e.where, input, c.state );
            }
            else {
               one( c.out, e.where, input, c.state );
            }
            begin = e.end;
         }
      },
      [ & ]( chunk& c ) {
         out.put_output( c.out );
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
   const auto add = [ & ]( const location& where, std::string_view input, bool skipped_line ) {
      filling->bytes.append( input );
      filling->entries.push_back( { filling->bytes.size(), where, skipped_line } );
      if( filling->full() ) {
         hand_over();
      }
   };
   inputs.before_error = [ & ] {
      hand_over();
      jobs.finish();
      out.flush();
   };
   if constexpr( std::is_same_v< Skip, no_skip > ) {
      inputs.skipped_line = nullptr;
   }
   else {
      inputs.skipped_line = [ & ]( const location& where, std::string_view line ) { add( where, line, true ); };
   }
   const int status = for_each_input( command, inputs, skipped, [ & ]( const location& where, std::string_view input ) { add( where, input, false ); } );
   hand_over();
   jobs.finish();
   return status;
}

}  // namespace rfc1738::cli

#endif

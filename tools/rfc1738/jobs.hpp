// SPDX-License-Identifier: BSL-1.0
// -j N: work done by N threads on chunks of the input, handed back in input
// order. The reader fills a chunk and submits it; workers take the chunks in
// the order submitted; the reader receives them back (retire) in that same
// order, however the workers finish. At most 4N + 4 chunks are in flight:
// memory stays constant in the number of inputs.
#ifndef RFC1738_TOOLS_RFC1738_JOBS_HPP
#define RFC1738_TOOLS_RFC1738_JOBS_HPP

#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#include <unistd.h>

#include "blocks.hpp"
#include "inputs.hpp"
#include "output.hpp"
#include "range_jobs.hpp"
#include "threads.hpp"

namespace rfc1738::cli {

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

// -j: a chunk of inputs, and what a command printed and counted for them.
// Its inputs are viewed, not copied: URL arguments (of the input_options),
// or whole lines of a block that the reader read ahead (line_reader), kept
// until the chunk is retired.
template< typename State >
struct input_chunk {
   const std::string* arguments = nullptr;   // the first URL argument, or null: lines
   std::size_t argument_count = 0;
   block_pool::block* owner = nullptr;       // the lines' block
   std::string_view lines;                   // whole lines (the file's last one possibly without LF)
   location before;                          // the file, and the number of the input before the first
   std::size_t skipped = 0;                  // lines skipped (blank, "#")
   output out{ output::in_memory };
   State state{};

   // A chunk of lines holds about this many bytes (up to the end of the
   // line at that byte), and, read by this thread, at most this many lines:
   // its output, in memory until its turn, stays bounded. (A range of a
   // regular file is this many bytes, whatever its lines: short lines make
   // its output larger, up to some 10 MB for JSON of one-byte lines.)
   static constexpr std::size_t byte_limit = std::size_t( 1 ) << 17;
   static constexpr std::size_t line_limit = 8192;
   // URL arguments by this many.
   static constexpr std::size_t argument_limit = 2048;
   // The reader's blocks.
   static constexpr std::size_t block_size = std::size_t( 1 ) << 20;

   void clear()
   {
      arguments = nullptr;
      argument_count = 0;
      owner = nullptr;
      lines = {};
      skipped = 0;
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
//
// A regular file is read by the threads themselves, in ranges of byte_limit
// bytes (for_each_range_on): each reads its own range and works on its
// lines, and the one that finishes the oldest chunk writes the chunks done
// in order; `threads` threads in all, this one among them. Other files (a
// pipe, a terminal) are read by this thread in blocks of 1 MiB (line_reader)
// cut into chunks of whole lines, counting their LFs for the line numbers:
// it does nothing per line, and `threads` workers find the lines of their
// chunk. Either way the workers strip the CR, skip blank lines and
// comments, and call `one`, as for_each_input does.
template< typename State, typename One, typename Merge, typename Skip = no_skip >
int for_each_input_on( unsigned threads, std::string_view command, input_options inputs, std::size_t& skipped, output& out, const One& one,
                       const Merge& merge, const Skip& skip = Skip{} )
{
   using chunk = input_chunk< State >;
   const bool skip_lines = inputs.skip_blank || !inputs.keep_comments;
   const bool strip_cr = inputs.strip_cr;
   // for_each_input's lines: a line ends at LF, the last one possibly
   // without it; one CR before the LF stripped when told.
   // next_lf() gives the offset of each LF in turn, then npos.
   const auto work_on_lines = [ & ]( chunk& c, const std::string_view all, location where, auto&& next_lf ) {
      std::size_t begin = 0;
      while( begin < all.size() ) {
         const std::size_t lf = next_lf();
         const std::size_t end = lf == rfc1738::detail::line_feed_finder::npos ? all.size() : lf;
         std::string_view line = all.substr( begin, end - begin );   // without its LF
         begin = end + 1;
         ++where.line;
         if( strip_cr && !line.empty() && line.back() == '\r' ) {
            line.remove_suffix( 1 );
         }
         if( skip_lines && detail::blank_or_comment( line ) ) {
            ++c.skipped;
            if constexpr( !std::is_same_v< Skip, no_skip > ) {
               skip( c.out, where, line, c.state );
            }
            continue;
         }
         one( c.out, where, line, c.state );
      }
   };
   const auto retire = [ & ]( chunk& c ) {
      out.put_output( c.out );
      merge( c.state );
      skipped += c.skipped;
      if( c.owner != nullptr ) {
         block_pool::release( c.owner );
      }
      c.clear();
   };
   block_pool pool;   // outlives the jobs (declared before them)
   // The workers of URL arguments and of files read by this thread, started
   // when there is such an input.
   std::optional< ordered_jobs< chunk > > started;
   const auto jobs = [ & ]() -> ordered_jobs< chunk >& {
      if( !started ) {
         started.emplace(
            threads,
            [ & ]( chunk& c ) {
               location where = c.before;
               if( c.arguments != nullptr ) {
                  for( std::size_t i = 0; i < c.argument_count; ++i ) {
                     ++where.line;
                     one( c.out, where, std::string_view( c.arguments[ i ] ), c.state );
                  }
                  return;
               }
               // The LFs taken from 64-byte masks, as for_each_line_of takes
               // them.
               rfc1738::detail::line_feed_finder feeds( c.lines );
               work_on_lines( c, c.lines, where, [ & ] { return feeds.next(); } );
            },
            retire, command );
      }
      return *started;
   };
   const auto finish = [ & ] {
      if( started ) {
         started->finish();
      }
      out.flush();
   };
   // The URL arguments, viewed where they are.
   const auto& urls = inputs.urls;
   for( std::size_t i = 0; i < urls.size(); i += chunk::argument_limit ) {
      chunk& c = jobs().next();
      c.arguments = urls.data() + i;
      c.argument_count = std::min( chunk::argument_limit, urls.size() - i );
      c.before = location{ {}, i };
      jobs().submit();
   }
   std::vector< std::string_view > files( inputs.files.begin(), inputs.files.end() );
   if( files.empty() && urls.empty() ) {
      files.emplace_back( "-" );
   }
   inputs.before_error = finish;   // what was read before it printed first
   for( const auto file : files ) {
      int status = 0;
      std::FILE* const in = detail::open_input( command, inputs, file, status );
      if( in == nullptr ) {
         return status;
      }
      if( const auto regular = detail::regular_file_at( in ) ) {
         // Read by the workers, each its own ranges, from where the file
         // stands (standard input may be a file read in part).
         finish();   // what came before, written first
         const int fd = ::fileno( in );
         const std::uint64_t base = *regular;
         const int e = for_each_range_on< chunk >(
            threads, command,
            [ fd, base ]( char* to, std::size_t size, std::uint64_t offset ) { return ::pread( fd, to, size, static_cast< off_t >( base + offset ) ); },
            chunk::byte_limit,
            [ & ]( chunk& c, std::string_view lines, const std::vector< std::size_t >& ends, std::size_t before ) {
               std::size_t k = 0;
               work_on_lines( c, lines, location{ file, before }, [ & ] { return k < ends.size() ? ends[ k++ ] : rfc1738::detail::line_feed_finder::npos; } );
            },
            retire );
         ::lseek( fd, 0, SEEK_END );   // read to the end, as a stream would be
         status = detail::close_input( command, inputs, file, in, e == 0, e );
         if( status != 0 ) {
            return status;
         }
         continue;
      }
      line_reader reader( in, pool, chunk::block_size );
      std::size_t line = 0;   // the lines handed over
      line_reader::view v;
      while( reader.next( v ) ) {
         std::string_view bytes = v.bytes;
         if( reader.error() != 0 ) {
            bytes = bytes.substr( 0, bytes.rfind( '\n' ) + 1 );   // a line cut by the error is not an input (for_each_input)
         }
         // Chunks of whole lines, about byte_limit bytes each, at most
         // line_limit lines.
         std::size_t begin = 0;
         while( begin < bytes.size() ) {
            std::size_t end = end_of_line_at( bytes, std::min( begin + chunk::byte_limit, bytes.size() ) - 1 );
            std::size_t lines = rfc1738::detail::line_feeds( bytes.substr( begin, end - begin ) );
            if( lines > chunk::line_limit ) {   // short lines: cut after the limit's LF
               end = begin;
               for( std::size_t k = 0; k < chunk::line_limit; ++k ) {
                  end = end_of_line_at( bytes, end );
               }
               lines = chunk::line_limit;
            }
            if( end == bytes.size() && bytes.back() != '\n' ) {
               ++lines;   // the last line, without LF
            }
            chunk& c = jobs().next();
            c.owner = v.owner;
            block_pool::keep( v.owner );
            c.lines = bytes.substr( begin, end - begin );
            c.before = location{ file, line };
            jobs().submit();
            line += lines;
            begin = end;
         }
      }
      const int e = reader.error();
      status = detail::close_input( command, inputs, file, in, e == 0, e );
      if( status != 0 ) {
         return status;
      }
   }
   if( started ) {
      started->finish();
   }
   return 0;
}

}  // namespace rfc1738::cli

#endif

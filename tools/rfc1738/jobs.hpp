// SPDX-License-Identifier: BSL-1.0
// -j N: the inputs of check, parse, fix and lint on the line engine's
// ordered worker pool (engine/ordered_jobs.hpp) and range reader
// (engine/range_jobs.hpp).
#ifndef RFC1738_TOOLS_RFC1738_JOBS_HPP
#define RFC1738_TOOLS_RFC1738_JOBS_HPP

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <unistd.h>

#include "engine/blocks.hpp"
#include "engine/lines.hpp"
#include "engine/ordered_jobs.hpp"
#include "engine/range_jobs.hpp"
#include "inputs.hpp"
#include "output.hpp"

namespace rfc1738::cli {

using engine::block_pool;
using engine::line_reader;
using engine::ordered_jobs;

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
   const engine::line_rules rules = inputs.rules();
   // for_each_input's lines: a line ends at LF, the last one possibly
   // without it; one CR before the LF stripped when told.
   // next_lf() gives the offset of each LF in turn, then npos.
   const auto work_on_lines = [ & ]( chunk& c, const std::string_view all, location where, auto&& next_lf ) {
      std::size_t begin = 0;
      while( begin < all.size() ) {
         const std::size_t lf = next_lf();
         const std::size_t end = lf == engine::line_feed_finder::npos ? all.size() : lf;
         std::string_view line = all.substr( begin, end - begin );   // without its LF
         begin = end + 1;
         ++where.line;
         if( rules.skips( line ) ) {
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
               engine::line_feed_finder feeds( c.lines );
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
         const int e = engine::for_each_range_on< chunk >(
            threads, command,
            [ fd, base ]( char* to, std::size_t size, std::uint64_t offset ) { return ::pread( fd, to, size, static_cast< off_t >( base + offset ) ); },
            chunk::byte_limit,
            [ & ]( chunk& c, std::string_view lines, const std::vector< std::size_t >& ends, std::size_t before ) {
               std::size_t k = 0;
               work_on_lines( c, lines, location{ file, before }, [ & ] { return k < ends.size() ? ends[ k++ ] : engine::line_feed_finder::npos; } );
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
            std::size_t end = engine::end_of_line_at( bytes, std::min( begin + chunk::byte_limit, bytes.size() ) - 1 );
            std::size_t lines = engine::line_feeds( bytes.substr( begin, end - begin ) );
            if( lines > chunk::line_limit ) {   // short lines: cut after the limit's LF
               end = begin;
               for( std::size_t k = 0; k < chunk::line_limit; ++k ) {
                  end = engine::end_of_line_at( bytes, end );
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

// SPDX-License-Identifier: BSL-1.0
// Where the inputs of check, parse and trace come from: URL arguments, files
// (-f FILE, "-" for standard input), or standard input when there is neither.
#ifndef RFC1738_TOOLS_RFC1738_INPUTS_HPP
#define RFC1738_TOOLS_RFC1738_INPUTS_HPP

#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/lines.hpp"

namespace rfc1738::cli {

// Where an input was read: file "-" for standard input; an empty file for a
// URL argument, `line` then being its number among the URL arguments (1…).
// `file` views the input_options' file name (or a literal "-"): it lives as
// long as they do.
struct location {
   std::string_view file;
   std::size_t line = 0;
};

struct input_options {
   std::vector< std::string > urls;    // the URL arguments, in order
   std::vector< std::string > files;   // -f FILE, in order ("-": standard input)
   // One rule for files and standard input: blank lines (empty, or spaces,
   // tabs and CRs only) and lines starting with "#" are skipped, unless
   // keep_comments (then they are inputs); skip_blank (the default now) skips
   // them even with keep_comments. URL arguments are never skipped.
   bool skip_blank = false;
   bool keep_comments = false;
   bool strip_cr = false;              // one CR before the LF is removed
   // The line engine's rule for lines.
   engine::line_rules rules() const noexcept
   {
      return { skip_blank || !keep_comments, strip_cr };
   }
   // Called with each line skipped, when set (fix prints it unchanged).
   std::function< void( const location&, std::string_view ) > skipped_line;
   // Called before the message of a file that cannot be opened or read, when
   // set: the output of the inputs before it is written first.
   std::function< void() > before_error;
};

namespace detail {

// Opens `file` ("-": standard input, with a hint on a terminal); null after
// the message (options.before_error first) when it cannot be opened, `status`
// then 2.
std::FILE* open_input( std::string_view command, const input_options& options, std::string_view file, int& status );

// Where `in` stands when it is a regular file (its bytes can be read at any
// offset, pread), or nothing (a pipe, a terminal, a device).
std::optional< std::uint64_t > regular_file_at( std::FILE* in ) noexcept;

// Closes `in` (not standard input); after a read error (`read` false, errno
// `e`), the message (options.before_error first) and 2; else 0.
int close_input( std::string_view command, const input_options& options, std::string_view file, std::FILE* in, bool read, int e );

}  // namespace detail

// Calls `each( const location&, std::string_view )` with every input in
// order: the URL arguments, then the lines of each file (lines end at LF
// only; every other byte, CR included unless strip_cr, belongs to the line).
// With neither, the lines of standard input. Constant memory but for the
// longest line. Returns 0, or 2 after a one-line message naming `command` and
// the file when a file cannot be opened or read. `skipped` counts the lines
// skipped.
template< typename Each >
int for_each_input( std::string_view command, const input_options& options, std::size_t& skipped, Each&& each )
{
   location where;
   for( const auto& u : options.urls ) {
      ++where.line;
      each( std::as_const( where ), std::string_view( u ) );
   }
   std::vector< std::string_view > files( options.files.begin(), options.files.end() );
   if( files.empty() && options.urls.empty() ) {
      files.emplace_back( "-" );
   }
   const engine::line_rules rules = options.rules();
   for( const auto file : files ) {
      int status = 0;
      std::FILE* const in = detail::open_input( command, options, file, status );
      if( in == nullptr ) {
         return status;
      }
      where.file = file;
      where.line = 0;
      errno = 0;
      const bool read = engine::for_each_line_of( in, [ & ]( std::string_view line ) {
         ++where.line;
         if( rules.skips( line ) ) {
            ++skipped;
            if( options.skipped_line ) {
               options.skipped_line( where, line );
            }
            return;
         }
         each( std::as_const( where ), line );
      } );
      status = detail::close_input( command, options, file, in, read, errno );
      if( status != 0 ) {
         return status;
      }
   }
   return 0;
}

// True when no URL argument is given (the inputs are lines).
inline bool reads_lines( const input_options& options ) noexcept
{
   return options.urls.empty() || !options.files.empty();
}

}  // namespace rfc1738::cli

#endif

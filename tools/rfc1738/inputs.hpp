// SPDX-License-Identifier: BSL-1.0
// Where the inputs of check, parse and trace come from: URL arguments, files
// (-f FILE, "-" for standard input), or standard input when there is neither.
#ifndef RFC1738_TOOLS_RFC1738_INPUTS_HPP
#define RFC1738_TOOLS_RFC1738_INPUTS_HPP

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

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
   // Called with each line skipped, when set (fix prints it unchanged).
   std::function< void( const location&, std::string_view ) > skipped_line;
   // Called before the message of a file that cannot be opened or read, when
   // set: the output of the inputs before it is written first.
   std::function< void() > before_error;
};

// Calls `each` with every input in order: the URL arguments, then the lines
// of each file (lines end at LF only; every other byte, CR included unless
// strip_cr, belongs to the line). With neither, the lines of standard input.
// Constant memory but for the longest line. Returns 0, or 2 after a one-line
// message naming `command` and the file when a file cannot be opened or read.
// `skipped` counts the lines skipped.
int for_each_input( std::string_view command, const input_options& options, std::size_t& skipped,
                    const std::function< void( const location&, std::string_view ) >& each );

// True when no URL argument is given (the inputs are lines).
inline bool reads_lines( const input_options& options ) noexcept
{
   return options.urls.empty() || !options.files.empty();
}

}  // namespace rfc1738::cli

#endif

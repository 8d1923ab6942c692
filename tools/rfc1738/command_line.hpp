// SPDX-License-Identifier: BSL-1.0
// One command run from its words as the program reads them: its options by
// CLI11 (declared by the command's own function), every word after "--" an
// operand, a usage error in the program's words, -h/--help its help, then
// what runs it and the end of standard output. main() runs each command so,
// and python3 -m rfc1738 runs check so (python/bind_main.cpp): the same
// options, messages and exit status.
#ifndef RFC1738_TOOLS_RFC1738_COMMAND_LINE_HPP
#define RFC1738_TOOLS_RFC1738_COMMAND_LINE_HPP

#include <string>
#include <string_view>
#include <vector>

#include "writing_commands.hpp"

namespace rfc1738::cli {

struct command_line {
   std::string_view name;                   // "check": a usage error is "rfc1738 check: MESSAGE"
   command_run ( *options )( CLI::App& );   // declares the command's options, returns what runs it
   std::string help;                        // what -h, --help print
   std::string try_help;                    // the line under a usage error: "try 'rfc1738 check --help'"
};

/// Runs command `c` on `words`, the arguments after its name as given; its
/// exit status (2 on a usage error, out of memory, or a failed write to
/// standard output, which it closes at the end).
int run_command( const command_line& c, const std::vector< std::string >& words );

}  // namespace rfc1738::cli

#endif

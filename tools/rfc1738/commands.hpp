// SPDX-License-Identifier: BSL-1.0
// The subcommands of the rfc1738 program. Each takes the arguments after its
// name and returns the exit status.
#ifndef RFC1738_TOOLS_RFC1738_COMMANDS_HPP
#define RFC1738_TOOLS_RFC1738_COMMANDS_HPP

#include <string_view>

namespace rfc1738::cli {

extern const std::string_view usage_text;
extern const std::string_view check_usage;
extern const std::string_view grammar_usage;
extern const std::string_view parse_usage;
extern const std::string_view trace_usage;

int check_command( int argc, char** argv );
int grammar_command( int argc, char** argv );
int parse_command( int argc, char** argv );
int trace_command( int argc, char** argv );

}  // namespace rfc1738::cli

#endif

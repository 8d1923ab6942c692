// SPDX-License-Identifier: BSL-1.0
// The commands that write URLs: build, encode, fix, set (each parses its own
// options with CLI11; main.cpp hands them the arguments after the command, as command_table.cpp
// says).
#ifndef RFC1738_TOOLS_RFC1738_WRITING_COMMANDS_HPP
#define RFC1738_TOOLS_RFC1738_WRITING_COMMANDS_HPP

#include <string>
#include <string_view>
#include <vector>

namespace rfc1738::cli {

extern const std::string_view build_usage;
extern const std::string_view encode_usage;
extern const std::string_view fix_usage;
extern const std::string_view set_usage;

/// Each runs on the arguments after the command's name (command_table.cpp).
int build_command( std::vector< std::string > args );
int encode_command( std::vector< std::string > args );
int fix_command( std::vector< std::string > args );
int set_command( std::vector< std::string > args );

}  // namespace rfc1738::cli

#endif

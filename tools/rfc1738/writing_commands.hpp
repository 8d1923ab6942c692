// SPDX-License-Identifier: BSL-1.0
// The commands that write URLs: build, encode, fix, set (each parses its own
// options with CLI11; main.cpp hands them the arguments after the command).
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

/// The help of build, encode, fix or set; empty for any other name.
std::string_view writing_usage( std::string_view name );

/// Runs build, encode, fix or set on the arguments after the command's name.
int writing_command( std::string_view name, std::vector< std::string > args );

int build_command( std::vector< std::string > args );
int encode_command( std::vector< std::string > args );
int fix_command( std::vector< std::string > args );
int set_command( std::vector< std::string > args );

}  // namespace rfc1738::cli

#endif

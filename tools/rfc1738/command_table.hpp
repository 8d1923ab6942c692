// SPDX-License-Identifier: BSL-1.0
// The program's commands in one table: the name, the summary the top-level
// help lists, the help text, and the function that declares the command's
// options on its node of main's CLI11 tree and gives back what runs it. main(), `rfc1738 --help` and `help COMMAND`, the man page (man.sh
// reads the Commands section of --help, help2man the rest) and the bash
// completion (which reads the Commands section of --help) all read it.
#ifndef RFC1738_TOOLS_RFC1738_COMMAND_TABLE_HPP
#define RFC1738_TOOLS_RFC1738_COMMAND_TABLE_HPP

#include <string>
#include <string_view>
#include <vector>

#include "writing_commands.hpp"

namespace rfc1738::cli {

struct command_info {
   std::string_view name;
   std::string_view summary;   // one or more lines, for the Commands section of --help
   const std::string_view* usage;   // the help text; "@EDITIONS@" marks are filled in by usage_of
   command_run ( *options )( CLI::App& sub );   // declares the options on the command's node of main's tree, returns what runs it; help: none
};

/// The commands, in the order --help lists them.
extern const std::vector< command_info > commands;

/// The command named `name`, or nullptr.
const command_info* find_command( std::string_view name );

/// The top-level help: usage, the Commands section (from the table), options.
std::string top_usage();

/// A command's help with the editions of grammar/editions.facts filled in;
/// empty for a name that is no command.
std::string usage_of( std::string_view name );

/// The names of the commands, as --help lists them.
std::vector< std::string > command_names();

}  // namespace rfc1738::cli

#endif

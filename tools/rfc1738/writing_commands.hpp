// SPDX-License-Identifier: BSL-1.0
// The commands that write URLs: build, encode, fix, set. Each declares its
// options on its node of run_command's CLI11 tree (command_line.cpp;
// command_table.cpp lists them) and gives back what runs it once the tree
// has parsed the arguments.
#ifndef RFC1738_TOOLS_RFC1738_WRITING_COMMANDS_HPP
#define RFC1738_TOOLS_RFC1738_WRITING_COMMANDS_HPP

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace CLI {
class App;
}

namespace rfc1738::cli {

extern const std::string_view build_usage;
extern const std::string_view encode_usage;
extern const std::string_view fix_usage;
extern const std::string_view set_usage;

/// The lines of build's help for the options of the components that `help`
/// does not name: one per component of the generated model that is one
/// string (its --NAME, its noun, the schemes that have it), so that a
/// component a scheme added to the grammar brings is listed.
std::vector< std::string > component_options( std::string_view help );

/// What runs a command once run_command's tree has parsed its options (and
/// found no unknown one, no --help): given the arguments after "--", the
/// exit status.
using command_run = std::function< int( const std::vector< std::string >& operands ) >;

/// Each declares its command's options on `sub` (the command's node of
/// run_command's tree, with -h, --help already declared) and returns what
/// runs it.
command_run declare_build( CLI::App& sub );
command_run declare_encode( CLI::App& sub );
command_run declare_fix( CLI::App& sub );
command_run declare_set( CLI::App& sub );

}  // namespace rfc1738::cli

#endif

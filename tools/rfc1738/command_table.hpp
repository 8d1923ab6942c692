// SPDX-License-Identifier: BSL-1.0
// The program's commands in one table: the name, the summary the top-level
// help lists, the help text, and the function that declares the command's
// options on its node of run_command's CLI11 tree (command_line.cpp) and
// gives back what runs it. main(), `rfc1738 --help` and `help COMMAND`, the
// man page (man.sh reads the Commands section of --help, help2man the rest)
// and the bash completion (which reads the Commands section of --help) all
// read it.
#ifndef RFC1738_TOOLS_RFC1738_COMMAND_TABLE_HPP
#define RFC1738_TOOLS_RFC1738_COMMAND_TABLE_HPP

#include <string>
#include <string_view>
#include <vector>

#include "inputs.hpp"
#include "rfc1738/options.hpp"
#include "writing_commands.hpp"

namespace rfc1738::cli {

struct command_info {
   std::string_view name;
   std::string_view summary;   // one or more lines, for the Commands section of --help
   const std::string_view* usage;   // the help text; "@EDITIONS@" marks are filled in by usage_of
   command_run ( *options )( CLI::App& sub );   // declares the options on the command's node of run_command's tree, returns what runs it; help: none
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

/// What the commands declare their options with: a usage error of `name`
/// ("rfc1738 NAME: MESSAGE", "try 'rfc1738 NAME --help'"; returns 2), the
/// input options (-f, --skip-blank, --keep-comments, --strip-cr, URL...),
/// --fragment=strict|split (§2.2) and its mode, the operands after "--".
int usage_error( std::string_view name, const std::string& message );
void add_input_options( CLI::App& app, input_options& in );
void add_fragment_option( CLI::App& app, std::string& mode );
rfc1738::fragment_mode fragment_named( const std::string& mode );
void append( std::vector< std::string >& to, const std::vector< std::string >& operands );

}  // namespace rfc1738::cli

// The help of the input options, at the end of a command's option list.
#define RFC1738_INPUT_OPTIONS                                                          \
   "  -f, --file FILE       read the lines of FILE (repeatable; \"-\": standard\n"     \
   "                        input); the URL arguments come first, then the files\n"   \
   "  --keep-comments       keep blank lines and lines starting with \"#\" (checked\n" \
   "                        as inputs); by default files and standard input alike\n" \
   "                        skip them\n"                                              \
   "  --skip-blank          skip them (the default; it wins over --keep-comments)\n"  \
   "  --strip-cr            remove one CR before each LF (CRLF files); by default a\n" \
   "                        CR is part of the URL\n"                                   \
   "  --                    what follows is a URL, even if it starts with \"-\"\n"

#endif

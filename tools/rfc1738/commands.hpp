// SPDX-License-Identifier: BSL-1.0
// The subcommands of the rfc1738 program: their options (as main.cpp parses
// them), their help texts and their bodies, each returning the exit status.
#ifndef RFC1738_TOOLS_RFC1738_COMMANDS_HPP
#define RFC1738_TOOLS_RFC1738_COMMANDS_HPP

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "inputs.hpp"
#include "rfc1738/edition.hpp"
#include "rfc1738/extract.hpp"
#include "rfc1738/options.hpp"
#include "writing_commands.hpp"

namespace rfc1738::cli {

extern const std::string_view check_usage;
extern const std::string_view diff_editions_usage;
extern const std::string_view editions_usage;
extern const std::string_view grammar_usage;
extern const std::string_view lint_usage;
extern const std::string_view parse_usage;
extern const std::string_view trace_usage;

struct check_settings {
   input_options inputs;
   bool json = false;
   bool quiet = false;      // exit status only
   bool failures = false;   // only the inputs that do not conform
   std::string summary;     // "json", "text", "none"; empty: the default
   std::string color = "auto";
   rfc1738::options mode;
   rfc1738::edition edition = rfc1738::edition::rfc1738;   // --edition
   unsigned jobs = 1;       // -j: worker threads
};

/// One option of `rfc1738 check` (check_options.cpp): what check's command
/// line (check_cli.cpp) declares its options from and sets check_settings
/// with.
struct check_option {
   /// Its names as CLI11 spells them: "-q,--quiet".
   std::string_view names;
   /// The name of its value in the help ("WHEN", "N"); empty: a flag.
   std::string_view argument;
   /// The values it takes; none: any.
   std::vector< std::string > choices;
   /// Its value when given without one ("--color": "always"); empty: none.
   std::string_view implicit;
   /// A number from `low` to `high` (-j); 0 and 0: not a number.
   unsigned low;
   unsigned high;
   /// Each occurrence adds its value (-f FILE).
   bool repeated;
   /// Sets the option in `s` to `value` (a flag: given, `value` empty).
   void ( *set )( check_settings& s, const std::string& value );
   /// Its first long name, "-" as "_" ("ignore_scheme_case"): its key in
   /// rfc1738._rfc1738._check_options.
   [[nodiscard]] std::string keyword() const;
};

/// The options of check, in the order of its help; -h and the URLs apart.
const std::vector< check_option >& check_option_table();

struct editions_settings {
   input_options inputs;
   bool json = false;
   bool list = false;   // --list: the editions themselves
   std::vector< rfc1738::edition > chosen;   // --editions a,b,...: those, in that order (default: all)
   bool split_differs = false;               // --split-differs: the inputs two editions split differently
   rfc1738::fragment_mode fragment = rfc1738::fragment_mode::strict;   // --fragment
};

struct parse_settings {
   input_options inputs;
   bool json = false;
   bool decode = false;
   bool spans = false;                 // --spans
   std::optional< std::string > get;   // --get FORMAT
   rfc1738::fragment_mode fragment = rfc1738::fragment_mode::strict;   // --fragment
   unsigned jobs = 1;                  // -j: worker threads
   rfc1738::edition edition = rfc1738::edition::rfc1738;   // --edition: rfc1738 or a generic edition
};

struct trace_settings {
   input_options inputs;
   bool dot = false;
   bool json = false;
   std::optional< std::string > prefix;   // -o PREFIX: PREFIX1.dot, PREFIX2.dot, …
   std::optional< std::size_t > depth;    // --depth N: N levels below the root
   bool components = false;               // --components
   rfc1738::edition edition = rfc1738::edition::rfc1738;   // --edition
};

struct lint_settings {
   std::vector< std::string > files;   // none: standard input ("-" too)
   bool json = false;
   bool sarif = false;
   bool only_wrapped = false;          // only <URL:...>
   bool ignore_scheme_case = false;
   rfc1738::fragment_mode fragment = rfc1738::fragment_mode::strict;   // --fragment
   std::optional< rfc1738::document_format > format;                  // --format; none: auto (by the file's extension)
   unsigned jobs = 1;                                                 // -j: worker threads
   bool summary = true;                                               // --summary: text (default) or none
};

struct diff_editions_settings {
   std::string edition = "rfc1738";    // --edition: the first edition (a)
   std::string against = "draft-03";   // --against: the second (b)
   std::optional< std::string > scheme;
   std::size_t witnesses = 3;          // per group
   bool json = false;
   bool markdown = false;
};

// rfc1738 suite (suite_command.cpp).
extern const std::string_view suite_usage;
struct suite_settings {
   unsigned long long seed = 1738;
   std::string size = "small";   // "small" or "full"
   std::string production;       // empty: every production
   std::string edition = "rfc1738";   // the grammar the suite is generated from
   bool coverage = false;
};
int suite_command( const suite_settings& settings );

// rfc1738 compare (compare_command.cpp).
extern const std::string_view compare_usage;
struct compare_settings {
   std::string file;   // empty or "-": standard input
   bool json = false;
   bool markdown = false;
   std::size_t groups = std::size_t( -1 );   // --groups N: the N largest
   std::vector< rfc1738::edition > editions; // --editions: those to attribute each answer to
   std::string per_input;                    // --per-input FILE: the editions each answer follows
};
int compare_command( const compare_settings& settings );

// The options of these commands on their nodes of run_command's CLI11 tree
// (command_line.cpp), as command_table.cpp lists them, each in the
// command's file beside its help text and its run (check's in
// check_cli.cpp); build, encode, fix and set declare theirs in
// writing_commands.hpp.
command_run declare_check( CLI::App& sub );
command_run declare_parse( CLI::App& sub );
command_run declare_trace( CLI::App& sub );
command_run declare_lint( CLI::App& sub );
command_run declare_grammar( CLI::App& sub );
command_run declare_editions( CLI::App& sub );
command_run declare_diff_editions( CLI::App& sub );
command_run declare_suite( CLI::App& sub );
command_run declare_compare( CLI::App& sub );

int check_command( const check_settings& settings );
int diff_editions_command( const diff_editions_settings& settings );
int editions_command( const editions_settings& settings );
// The names of the editions (grammar/editions.facts), for --edition.
std::vector< std::string > edition_choices();
// --editions all or a comma list of edition names (editions, compare):
// `chosen` those, in that order; the usage error otherwise.
std::optional< std::string > editions_named( const std::string& list, std::vector< rfc1738::edition >& chosen );
int lint_command( const lint_settings& settings );
int parse_command( const parse_settings& settings );
int trace_command( const trace_settings& settings );

}  // namespace rfc1738::cli

#endif

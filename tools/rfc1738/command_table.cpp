// SPDX-License-Identifier: BSL-1.0
// The program's commands in one table, and what they declare their options
// with (command_table.hpp).
#include "command_table.hpp"

#include <algorithm>
#include <cstdio>

#include <CLI/CLI.hpp>

#include "commands.hpp"
#include "output.hpp"
#include "writing_commands.hpp"

namespace rfc1738::cli {

namespace {

const std::string_view usage_head =
   "usage: rfc1738 COMMAND [OPTIONS] [ARGS]\n"
   "\n"
   "Checks URLs against RFC 1738 (URLs, 1994, with erratum 5118).\n"
   "\n"
   "Commands:\n";

const std::string_view usage_tail =
   "\n"
   "Options:\n"
   "  -h, --help     this help\n"
   "  -V, --version  the version\n"
   "\n"
   "check, parse and trace read the URL arguments, the lines of the files given\n"
   "with -f FILE (\"-\": standard input), or, with neither, the lines of standard\n"
   "input. Lines end at LF; every other byte (CR, NUL, bytes >= 0x80) belongs to\n"
   "the URL. Blank lines and lines starting with \"#\" are skipped, in files and\n"
   "on standard input alike (--keep-comments: checked too). Exit status: 0 every\n"
   "input conforms (is a URL), 1 one does not, 2 a usage, read or write error.\n"
   "\n"
   "'rfc1738 help COMMAND' or 'rfc1738 COMMAND --help' tells more of each.\n";

}  // namespace

const std::vector< command_info > commands = {
   { "check", "the verdicts on each URL, and why one does not conform", &check_usage, &declare_check },
   { "parse", "the components of each URL, named by their RFC production", &parse_usage, &declare_parse },
   { "trace", "the derivation tree: every production and its span, as text,\nGraphviz DOT or JSON", &trace_usage, &declare_trace },
   { "lint", "the URLs in documents (RFC 1738 Appendix), each checked:\nFILE:LINE:COL: error: lines, JSON or SARIF", &lint_usage, &declare_lint },
   { "grammar", "the productions as RFC 1738 §5 writes them, the PEG form the\nparser uses and why, and which productions use them", &grammar_usage, &declare_grammar },
   { "build", "a conforming URL from its decoded parts", &build_usage, &declare_build },
   { "encode", "a component's shortest encoding; --table: the characters table", &encode_usage, &declare_encode },
   { "fix", "the nearest conforming URL, each edit named by its RFC section", &fix_usage, &declare_fix },
   { "set", "a URL with some components changed (set URL host=h path=a/b)", &set_usage, &declare_set },
   { "editions", "each URL's verdicts under every edition side by side: RFC 1738,\nits March 1994 draft, RFC 1808, 2396, 2732, 3986 and 6874", &editions_usage, &declare_editions },
   { "diff-editions", "the exact differences of two editions, with witnesses", &diff_editions_usage, &declare_diff_editions },
   { "suite", "a conformance suite generated from the grammar, JSON Lines in\nthe keys of check --json with kind, covers and why", &suite_usage, &declare_suite },
   { "compare", "another implementation's answers against the reference's:\nper field and production, disagreements grouped by cause", &compare_usage, &declare_compare },
   { "help", "help COMMAND: the help of a command", nullptr, nullptr },
};

const command_info* find_command( std::string_view name )
{
   for( const auto& c : commands ) {
      if( c.name == name ) {
         return &c;
      }
   }
   return nullptr;
}

std::vector< std::string > command_names()
{
   std::vector< std::string > names;
   for( const auto& c : commands ) {
      names.emplace_back( c.name );
   }
   return names;
}

std::string top_usage()
{
   std::string text( usage_head );
   // "  check          the verdicts ...": the names in one column as wide
   // as the longest and two spaces; a summary's further lines under its first.
   std::size_t width = 0;
   for( const auto& c : commands ) {
      width = std::max( width, c.name.size() );
   }
   for( const auto& c : commands ) {
      text += "  ";
      text += c.name;
      text += std::string( width + 2 - c.name.size(), ' ' );
      for( std::string_view rest = c.summary; !rest.empty(); ) {
         const auto nl = rest.find( '\n' );
         text += rest.substr( 0, nl );
         text += '\n';
         rest.remove_prefix( nl == std::string_view::npos ? rest.size() : nl + 1 );
         if( !rest.empty() ) {
            text += std::string( 2 + width + 2, ' ' );
         }
      }
   }
   text += usage_tail;
   return text;
}

std::string usage_of( std::string_view name )
{
   const auto* c = find_command( name );
   if( c == nullptr ) {
      return {};
   }
   if( c->usage == nullptr ) {
      return top_usage();
   }
   std::string text( *c->usage );
   // "@COMPONENT_OPTIONS@": build's options of the components its text does
   // not name (a scheme added to the grammar brings them), one a paragraph.
   constexpr std::string_view component_mark = "@COMPONENT_OPTIONS@\n";
   if( const auto at = text.find( component_mark ); at != std::string::npos ) {
      std::string lines;
      for( const auto& option : component_options( text ) ) {
         lines += lay_out( option );
      }
      text.replace( at, component_mark.size(), lines );
   }
   return help_text( text );
}

int usage_error( std::string_view name, const std::string& message )
{
   std::fprintf( stderr, "rfc1738 %.*s: %s\ntry 'rfc1738 %.*s --help'\n", static_cast< int >( name.size() ), name.data(), message.c_str(), static_cast< int >( name.size() ), name.data() );
   return 2;
}

void add_input_options( CLI::App& app, input_options& in )
{
   app.add_option( "-f,--file", in.files )->allow_extra_args( false );
   app.add_flag( "--skip-blank", in.skip_blank );
   app.add_flag( "--keep-comments", in.keep_comments );
   app.add_flag( "--strip-cr", in.strip_cr );
   app.add_option( "url", in.urls );
}

void add_fragment_option( CLI::App& app, std::string& mode )
{
   app.add_option( "--fragment", mode )->check( CLI::IsMember( { "strict", "split" } ) );
}

rfc1738::fragment_mode fragment_named( const std::string& mode )
{
   return mode == "split" ? rfc1738::fragment_mode::split : rfc1738::fragment_mode::strict;
}

void append( std::vector< std::string >& to, const std::vector< std::string >& operands )
{
   to.insert( to.end(), operands.begin(), operands.end() );
}

}  // namespace rfc1738::cli

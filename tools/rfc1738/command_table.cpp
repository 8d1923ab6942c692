// SPDX-License-Identifier: BSL-1.0
// The program's commands in one table (command_table.hpp).
#include "command_table.hpp"

#include <algorithm>
#include <sstream>

#include "commands.hpp"
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

// An option's paragraph ("  --name ARG" to column 25, then its words)
// laid out again: its words to column 80, continuation lines at column 25.
std::string lay_out( const std::string& paragraph )
{
   const std::string indent( 24, ' ' );
   if( paragraph.compare( 0, 2, "  " ) != 0 || paragraph.size() < indent.size() ) {
      return paragraph;
   }
   std::string out;
   std::string line = paragraph.substr( 0, indent.size() );
   std::istringstream words( paragraph.substr( indent.size() ) );
   std::string word;
   bool first = true;
   while( words >> word ) {
      if( !first && line.size() + 1 + word.size() > 79 ) {
         out += line + '\n';
         line = indent;
         first = true;
      }
      line += ( first ? "" : " " ) + word;
      first = false;
   }
   return out + line + '\n';
}

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
   { "editions", "each URL's verdicts under RFC 1738 and the March 1994 draft", &editions_usage, &declare_editions },
   { "diff-editions", "the exact differences of the two editions, with witnesses", &diff_editions_usage, &declare_diff_editions },
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
   // The editions of grammar/editions.facts in place of "@EDITIONS@"
   // ("rfc1738 (default), draft-03 or draft-03-literal") and of
   // "@EDITION_NAMES@" ("rfc1738, draft-03, draft-03-literal").
   // An option's paragraph that holds a mark is laid out again (lay_out).
   const std::pair< std::string_view, std::string > marks[] = { { "@EDITIONS@", edition_list( " (default)", " or " ) }, { "@EDITION_NAMES@", edition_list( "", ", " ) } };
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
   const std::string indent( 24, ' ' );
   std::string out;
   for( std::size_t begin = 0; begin < text.size(); ) {
      // One option's paragraph: its line and the continuation lines after it.
      std::size_t end = text.find( '\n', begin );
      end = end == std::string::npos ? text.size() : end + 1;
      while( end < text.size() && text.compare( end, indent.size(), indent ) == 0 ) {
         const auto next = text.find( '\n', end );
         end = next == std::string::npos ? text.size() : next + 1;
      }
      std::string paragraph = text.substr( begin, end - begin );
      begin = end;
      bool marked = false;
      for( const auto& [ mark, list ] : marks ) {
         for( auto at = paragraph.find( mark ); at != std::string::npos; at = paragraph.find( mark, at + list.size() ) ) {
            paragraph.replace( at, mark.size(), list );
            marked = true;
         }
      }
      out += marked ? lay_out( paragraph ) : paragraph;
   }
   return out;
}

}  // namespace rfc1738::cli

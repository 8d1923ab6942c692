// SPDX-License-Identifier: BSL-1.0
// rfc1738: the command-line program.
//
//   rfc1738 check [--json] [URL...]
//   rfc1738 parse [--json] [URL...]
//
// Checks each URL argument or, with none, each line of standard input (lines
// end at LF; every other byte, CR included, belongs to the URL). Exit status:
// 0 when every input conforms, 1 when one does not, 2 on a usage error.
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "commands.hpp"
#include "rfc1738/version.hpp"

namespace rfc1738::cli {

const std::string_view usage_text =
   "usage: rfc1738 COMMAND [OPTIONS] [ARGS]\n"
   "\n"
   "  check [--json] [--ignore-scheme-case] [--unwrap] [--color=WHEN] [URL...]\n"
   "        the verdicts on each URL, and why one does not conform\n"
   "  parse [--json] [URL...]\n"
   "        the components of each URL, named by their RFC production\n"
   "  trace [--dot] URL...\n"
   "        the derivation tree: every production and its span, or Graphviz DOT\n"
   "  grammar [PRODUCTION...]\n"
   "        the productions as RFC 1738 §5 writes them, the PEG form the parser\n"
   "        uses and why, and which productions use them\n"
   "  --version | --help\n"
   "\n"
   "'rfc1738 COMMAND --help' tells more of each command.\n";

const std::string_view trace_usage =
   "usage: rfc1738 trace [--dot] URL...\n"
   "\n"
   "The derivation of each URL from `url`: every production of RFC 1738 §5 with\n"
   "the span [begin,end) it derives, indented by depth; with --dot, a Graphviz\n"
   "digraph per URL (`rfc1738 trace --dot URL | dot -Tpng > tree.png`). For an\n"
   "input that is not a url, the derivation of its longest prefix that is one,\n"
   "and where and why it stops (exit status 1).\n";

const std::string_view grammar_usage =
   "usage: rfc1738 grammar [PRODUCTION...]\n"
   "\n"
   "Without a production: every production of RFC 1738 §5, one per line.\n"
   "With one (its RFC name, e.g. ip-schemepart, or its C++ name): the BNF text and\n"
   "its line in grammar/rfc1738.bnf, the PEG form the parser uses (the BNF as\n"
   "written, or the rewrite of grammar/rewrites.peg with its reason), and the\n"
   "productions whose BNF names it.\n";

const std::string_view parse_usage =
   "usage: rfc1738 parse [--json] [URL...]\n"
   "\n"
   "Parses each URL (each line of standard input when no URL is given; lines end\n"
   "at LF, every other byte belongs to the URL) and prints its components: those\n"
   "of the derivation `url` chooses (the scheme's own production when it derives\n"
   "the URL, else otherurl), named by their RFC 1738 §5 production, exactly as\n"
   "written (not decoded). An absent component is left out; an empty one is\n"
   "printed empty.\n"
   "\n"
   "  --json  one JSON object per input: input, valid, production, scheme, and\n"
   "          components (an object) when it is a URL, error (offset) when not\n"
   "\n"
   "Exit status: 0 every input is a URL, 1 one is not, 2 usage error.\n";

const std::string_view check_usage =
   "usage: rfc1738 check [--json] [--ignore-scheme-case] [--unwrap] [--color=auto|always|never] [URL...]\n"
   "\n"
   "Checks each URL against RFC 1738 (each line of standard input when no URL is\n"
   "given; lines end at LF, every other byte belongs to the URL). A URL conforms\n"
   "when it derives from the production of its own scheme (httpurl for http, ...;\n"
   "genericurl for any other scheme). Reading standard input, a summary goes to\n"
   "standard error.\n"
   "\n"
   "  --json                one JSON object per input: input, valid, production,\n"
   "                        conforms, scheme, components (as 'rfc1738 parse') when\n"
   "                        it is valid, error (offset, production, expected,\n"
   "                        message) when it does not conform, warnings\n"
   "  --ignore-scheme-case  read the scheme in lower case (RFC 1738 §2.1)\n"
   "  --unwrap              remove \"URL:\", <...> and the whitespace that breaks\n"
   "                        a long URL (RFC 1738 Appendix)\n"
   "  --color=WHEN          colour the readable output (default: auto, on a\n"
   "                        terminal unless NO_COLOR is set)\n"
   "\n"
   "Exit status: 0 every input conforms, 1 one does not, 2 usage error.\n";

}  // namespace rfc1738::cli

int main( int argc, char** argv )
{
   if( argc < 2 ) {
      std::fputs( rfc1738::cli::usage_text.data(), stderr );
      return 2;
   }
   const std::string_view command = argv[ 1 ];
   if( command == "--version" ) {
      std::printf( "rfc1738 %s\n", rfc1738::version );
      return 0;
   }
   if( command == "--help" || command == "-h" || command == "help" ) {
      std::fputs( rfc1738::cli::usage_text.data(), stdout );
      return 0;
   }
   if( command == "grammar" ) {
      return rfc1738::cli::grammar_command( argc - 2, argv + 2 );
   }
   if( command == "trace" ) {
      return rfc1738::cli::trace_command( argc - 2, argv + 2 );
   }
   if( command == "parse" ) {
      return rfc1738::cli::parse_command( argc - 2, argv + 2 );
   }
   if( command == "check" ) {
      return rfc1738::cli::check_command( argc - 2, argv + 2 );
   }
   std::fprintf( stderr, "rfc1738: unknown command '%s'\n%s", argv[ 1 ], rfc1738::cli::usage_text.data() );
   return 2;
}

// rfc1738: the command-line program.
//
//   rfc1738 check [--json] [URL...]
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
   "usage: rfc1738 check [--json] [URL...]\n"
   "       rfc1738 --version | --help\n"
   "\n"
   "check   checks each URL against RFC 1738 (each line of standard input when no\n"
   "        URL is given; lines end at LF, every other byte belongs to the URL).\n"
   "        --json  one JSON object per input: input, valid, production,\n"
   "                conforms, scheme.\n"
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
   if( command == "check" ) {
      return rfc1738::cli::check_command( argc - 2, argv + 2 );
   }
   std::fprintf( stderr, "rfc1738: unknown command '%s'\n%s", argv[ 1 ], rfc1738::cli::usage_text.data() );
   return 2;
}

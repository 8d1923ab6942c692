// SPDX-License-Identifier: BSL-1.0
// rfc1738: the command-line program. The first word names a command of the
// table (command_table.cpp: its help text and the function that declares
// its options, each in the command's file; check's in check_cli.cpp);
// run_command (command_line.cpp) reads the rest with CLI11 on those options
// and runs it, as python3 -m rfc1738 runs check. The help texts are written
// by hand, one per command (the man page is made from them).
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "command_line.hpp"
#include "command_table.hpp"
#include "output.hpp"
#include "suggest.hpp"
#include "rfc1738/version.hpp"

namespace {

using namespace rfc1738::cli;

// "; did you mean 'X'?" and the commands, for a word that is no command.
std::string commands_for( std::string_view word )
{
   std::string list;
   for( const auto& c : command_names() ) {
      list += ( list.empty() ? "" : ", " ) + c;
   }
   return did_you_mean( word, command_names() ) + "; the commands: " + list;
}

}  // namespace

int main( int argc, char** argv )
{
   if( argc < 2 ) {
      std::fputs( top_usage().c_str(), stderr );
      return 2;
   }
   const std::string_view first = argv[ 1 ];
   if( first == "--version" || first == "-V" ) {
      write_stdout( std::string( "rfc1738 " ) + rfc1738::version + "\n" );
      return 0;
   }
   if( first == "--help" || first == "-h" ) {
      write_stdout( top_usage() );
      return 0;
   }
   if( first == "help" ) {
      if( argc == 2 ) {
         write_stdout( top_usage() );
         return 0;
      }
      const auto u = usage_of( argv[ 2 ] );
      if( u.empty() ) {
         std::fprintf( stderr, "rfc1738 help: no command '%s'%s\ntry 'rfc1738 --help'\n", argv[ 2 ], commands_for( argv[ 2 ] ).c_str() );
         return 2;
      }
      write_stdout( u );
      return 0;
   }
   if( usage_of( first ).empty() ) {
      if( !first.empty() && first[ 0 ] == '-' ) {
         std::fprintf( stderr, "rfc1738: unknown option '%s'%s\ntry 'rfc1738 --help'\n", argv[ 1 ], did_you_mean( first, { "--help", "-h", "--version", "-V" } ).c_str() );
      }
      else {
         std::fprintf( stderr, "rfc1738: unknown command '%s'%s\ntry 'rfc1738 --help'\n", argv[ 1 ], commands_for( first ).c_str() );
      }
      return 2;
   }
   const auto* command = find_command( first );
   const std::string name( first );
   return run_command( { command->name, command->options, usage_of( first ), "try 'rfc1738 " + name + " --help'" },
                       std::vector< std::string >( argv + 2, argv + argc ) );
}

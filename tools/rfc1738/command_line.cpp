// SPDX-License-Identifier: BSL-1.0
// One command run from its words as the program reads them (command_line.hpp).
#include "command_line.hpp"

#include <algorithm>
#include <cstdio>
#include <new>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "output.hpp"
#include "suggest.hpp"

namespace rfc1738::cli {

int run_command( const command_line& c, const std::vector< std::string >& words )
{
   const auto usage_error = [ & ]( const std::string& message ) {
      std::fprintf( stderr, "rfc1738 %.*s: %s\n%s\n", static_cast< int >( c.name.size() ), c.name.data(), message.c_str(), c.try_help.c_str() );
      return 2;
   };
   // CLI11 is given the command's name and the words before "--" (last
   // first, as it takes them); every word after it is an operand (a URL, a
   // FILE, a TEXT, ...).
   std::vector< std::string > args;
   std::vector< std::string > operands;
   const auto dashes = std::find( words.begin(), words.end(), "--" );
   args.assign( words.begin(), dashes );
   args.insert( args.begin(), std::string( c.name ) );
   if( dashes != words.end() ) {
      operands.assign( dashes + 1, words.end() );
   }
   std::reverse( args.begin(), args.end() );

   CLI::App app( "rfc1738", "rfc1738" );
   app.set_help_flag();
   app.require_subcommand( 1, 1 );   // another command's name is an argument (a URL), not a command
   // The command's node: its options declared by its function; the help
   // flag is ours (the command's text); an unknown option comes back in
   // remaining(): one line, not the help.
   bool help = false;
   auto* sub = app.add_subcommand( std::string( c.name ) );
   sub->set_help_flag();
   sub->add_flag( "-h,--help", help );
   sub->allow_extras();
   const command_run run = c.options( *sub );
   try {
      app.parse( args );
   }
   catch( const CLI::ParseError& e ) {
      return usage_error( e.what() );
   }
   for( const auto& extra : sub->remaining() ) {
      if( extra.size() > 1 && extra[ 0 ] == '-' ) {
         return usage_error( "unknown option '" + extra + "'" + did_you_mean( extra, option_names( *sub ) ) );
      }
      return usage_error( "unexpected argument '" + extra + "'" );
   }
   if( help ) {
      write_stdout( c.help );
      return 0;
   }
   int status = 2;
   try {
      status = run( operands );
   }
   catch( const std::bad_alloc& ) {
      // Out of memory (a line longer than this machine can hold, or an
      // address space limit): said, exit 2, not std::terminate. What was
      // written before stays written.
      std::fflush( stdout );
      std::fprintf( stderr, "rfc1738 %.*s: out of memory\n", static_cast< int >( c.name.size() ), c.name.data() );
      return 2;
   }
   // What is still buffered in the C stream: a full disk shows here.
   if( std::fflush( stdout ) != 0 || std::fclose( stdout ) != 0 ) {
      write_failed( "standard output" );
   }
   return status;
}

}  // namespace rfc1738::cli

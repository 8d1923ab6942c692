// SPDX-License-Identifier: BSL-1.0
// rfc1738: the command-line program. Options are parsed with CLI11, on one
// tree: a node per command of the table (command_table.cpp), its options
// declared by the table's function, which stands with the command's help
// text and its run in the command's file (check's here: check_command.cpp,
// with its help text, is also the Python package's, built without CLI11). The help texts are
// written by hand, one per command (the man page is made from them).
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>

#include "command_table.hpp"
#include "commands.hpp"
#include "output.hpp"
#include "suggest.hpp"
#include "writing_commands.hpp"
#include "rfc1738/version.hpp"

namespace rfc1738::cli {

command_run declare_check( CLI::App& c )
{
   struct settings {
      check_settings check;
      std::string fragment = "strict";
      std::string edition = "rfc1738";
   };
   auto s = std::make_shared< settings >();
   auto& check = s->check;
   c.add_flag( "--json", check.json );
   c.add_flag( "-q,--quiet", check.quiet );
   c.add_flag( "--failures", check.failures );
   c.add_option( "--summary", check.summary )->check( CLI::IsMember( { "json", "text", "none" } ) );
   c.add_option( "-j,--jobs", check.jobs )->check( CLI::Range( 1u, 256u ) );
   c.add_flag( "--ignore-scheme-case", check.mode.ignore_scheme_case );
   c.add_flag( "--unwrap", check.mode.unwrap );
   add_fragment_option( c, s->fragment );
   c.add_flag( "--color{always},--colour{always}", check.color )->check( CLI::IsMember( { "auto", "always", "never" } ) );
   c.add_option( "--edition", s->edition )->check( CLI::IsMember( edition_choices() ) );
   add_input_options( c, check.inputs );
   return [ s ]( const std::vector< std::string >& operands ) {
      auto& check = s->check;
      append( check.inputs.urls, operands );
      check.edition = *rfc1738::edition_named( s->edition );
      check.mode.fragment = fragment_named( s->fragment );
      return check_command( check );
   };
}

}  // namespace rfc1738::cli

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

// The options of one command; the help flag is ours (the commands' texts).
CLI::App* subcommand( CLI::App& app, std::string_view name, bool& help )
{
   auto* sub = app.add_subcommand( std::string( name ) );
   sub->set_help_flag();
   sub->add_flag( "-h,--help", help );
   sub->allow_extras();   // unknown options come back in remaining(): one line, not the help
   return sub;
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
   // CLI11 is given the arguments before "--"; every one after it is an
   // operand (a URL, a FILE, a TEXT, ...).
   std::vector< std::string > args;
   std::vector< std::string > operands;
   {
      int i = 1;
      for( ; i < argc && std::strcmp( argv[ i ], "--" ) != 0; ++i ) {
         args.emplace_back( argv[ i ] );
      }
      for( ++i; i < argc; ++i ) {
         operands.emplace_back( argv[ i ] );
      }
   }
   std::reverse( args.begin(), args.end() );   // CLI11 takes them last first

   CLI::App app( "rfc1738", "rfc1738" );
   app.set_help_flag();
   app.require_subcommand( 1, 1 );   // a second command name is a URL, not a command

   // One node per command of the table, its options declared by the
   // table's function; what runs each.
   bool help = false;
   std::vector< std::pair< CLI::App*, command_run > > nodes;
   for( const auto& command : commands ) {
      if( command.options != nullptr ) {
         auto* sub = subcommand( app, command.name, help );
         nodes.emplace_back( sub, command.options( *sub ) );
      }
   }
   try {
      app.parse( args );
   }
   catch( const CLI::ParseError& e ) {
      return usage_error( first, e.what() );
   }
   const auto node = std::find_if( nodes.begin(), nodes.end(), []( const auto& n ) { return n.first->parsed(); } );
   if( node == nodes.end() ) {
      return usage_error( first, "no command" );   // not reached: `first` is a command of the table
   }
   for( const auto& extra : node->first->remaining() ) {
      if( extra.size() > 1 && extra[ 0 ] == '-' ) {
         return usage_error( first, "unknown option '" + extra + "'" + did_you_mean( extra, option_names( *node->first ) ) );
      }
      return usage_error( first, "unexpected argument '" + extra + "'" );
   }
   if( help ) {
      write_stdout( usage_of( first ) );
      return 0;
   }
   int status = 2;
   try {
      status = node->second( operands );
   }
   catch( const std::bad_alloc& ) {
      // Out of memory (a line longer than this machine can hold, or an
      // address space limit): said, exit 2, not std::terminate. What was
      // written before stays written.
      std::fflush( stdout );
      std::fprintf( stderr, "rfc1738 %s: out of memory\n", argv[ 1 ] );
      return 2;
   }
   // What is still buffered in the C stream: a full disk shows here.
   if( std::fflush( stdout ) != 0 || std::fclose( stdout ) != 0 ) {
      write_failed( "standard output" );
   }
   return status;
}

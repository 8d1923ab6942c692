// SPDX-License-Identifier: BSL-1.0
// rfc1738: the command-line program. Options are parsed with CLI11, on one
// tree: a node per command of the table (command_table.cpp), its options
// declared by the table's function, which stands with the command's help
// text and its run in the command's file (check's here, by a loop over its
// table of options, check_options.cpp: check_command.cpp, with its help
// text, is also the Python package's, built without CLI11). The help texts
// are written by hand, one per command (the man page is made from them).
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <deque>
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

// check's options: one CLI11 option a row of its table (check_options.cpp),
// the row saying which kind (a flag, a value of its choices, a flag with a
// value when given alone, a number in a range, a repeated value), read as
// CLI11 reads that kind (a bool, a string, an unsigned, a list); what was
// given is set by the row after parsing, as python3 -m rfc1738 sets it.
command_run declare_check( CLI::App& c )
{
   struct given {
      const check_option& row;
      CLI::Option* option = nullptr;
      bool flag = false;
      unsigned number = 0;
      std::string text;
      std::vector< std::string > texts;
   };
   struct settings {
      check_settings check;
      std::deque< given > options;   // bound by reference: a deque's elements stay put
   };
   auto s = std::make_shared< settings >();
   for( const auto& row : check_option_table() ) {
      auto& g = s->options.emplace_back( given{ row, nullptr, false, 0, {}, {} } );
      const std::string names( row.names );
      if( row.argument.empty() ) {
         g.option = c.add_flag( names, g.flag );
      }
      else if( row.repeated ) {
         g.option = c.add_option( names, g.texts )->allow_extra_args( false );
      }
      else if( row.low != 0 || row.high != 0 ) {
         g.option = c.add_option( names, g.number )->check( CLI::Range( row.low, row.high ) );
      }
      else if( !row.implicit.empty() ) {   // "--color{always},--colour{always}"
         const std::string mark = "{" + std::string( row.implicit ) + "}";
         std::string flags = names + mark;
         for( auto at = flags.find( ',' ); at != std::string::npos; at = flags.find( ',', at + mark.size() + 1 ) ) {
            flags.insert( at, mark );
         }
         g.option = c.add_flag( flags, g.text );
      }
      else {
         g.option = c.add_option( names, g.text );
      }
      if( !row.choices.empty() ) {
         g.option->check( CLI::IsMember( row.choices ) );
      }
   }
   c.add_option( "url", s->check.inputs.urls );
   return [ s ]( const std::vector< std::string >& operands ) {
      auto& check = s->check;
      for( const auto& g : s->options ) {
         if( g.option->count() == 0 ) {
            continue;
         }
         if( g.row.argument.empty() ) {
            if( g.flag ) {
               g.row.set( check, std::string() );
            }
         }
         else if( g.row.repeated ) {
            for( const auto& t : g.texts ) {
               g.row.set( check, t );
            }
         }
         else {
            g.row.set( check, g.row.low != 0 || g.row.high != 0 ? std::to_string( g.number ) : g.text );
         }
      }
      append( check.inputs.urls, operands );
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

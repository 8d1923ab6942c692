// SPDX-License-Identifier: BSL-1.0
// check's command line: its options on CLI11, one a row of its table
// (check_options.cpp). The program and python3 -m rfc1738 both read
// check's words with it (run_command, command_line.cpp).
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "commands.hpp"

namespace rfc1738::cli {

// check's options: one CLI11 option a row of its table (check_options.cpp),
// the row saying which kind (a flag, a value of its choices, a flag with a
// value when given alone, a number in a range, a repeated value), read as
// CLI11 reads that kind (a bool, a string, an unsigned, a list); what was
// given is set by the row after parsing.
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
      check.inputs.urls.insert( check.inputs.urls.end(), operands.begin(), operands.end() );
      return check_command( check );
   };
}

}  // namespace rfc1738::cli

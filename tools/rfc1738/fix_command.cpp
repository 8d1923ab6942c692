// SPDX-License-Identifier: BSL-1.0
// rfc1738 fix: the nearest conforming URL of each input (rfc1738::fix_it),
// each edit named with its RFC section on standard error; the fix-it of
// rfc1738 check is printed by check_command.cpp and rfc1738::write_json.
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

#include "inputs.hpp"
#include "output.hpp"
#include "rfc1738/fixit.hpp"
#include "rfc1738/json.hpp"
#include "writing_commands.hpp"

namespace rfc1738::cli {

namespace {

// "FILE:LINE: " for a line, "argument N: " for a URL argument.
std::string where_of( const location& where )
{
   if( where.file.empty() ) {
      return "argument " + std::to_string( where.line ) + ": ";
   }
   return std::string( where.file ) + ":" + std::to_string( where.line ) + ": ";
}

// The options of fix, as its node of main's tree holds them.
struct fix_settings {
   bool json = false;
   input_options inputs;
};

int fix_run( fix_settings& s, const std::vector< std::string >& after );

}  // namespace

command_run declare_fix( CLI::App& app )
{
   auto s = std::make_shared< fix_settings >();
   app.add_flag( "--json", s->json );
   app.add_option( "-f,--file", s->inputs.files )->allow_extra_args( false );
   app.add_flag( "--strip-cr", s->inputs.strip_cr );
   app.add_flag( "--skip-blank", s->inputs.skip_blank );
   app.add_flag( "--keep-comments", s->inputs.keep_comments );
   app.add_option( "url", s->inputs.urls );
   return [ s ]( const std::vector< std::string >& operands ) { return fix_run( *s, operands ); };
}

namespace {

int fix_run( fix_settings& s, const std::vector< std::string >& after )
{
   auto& inputs = s.inputs;
   const bool json = s.json;
   inputs.urls.insert( inputs.urls.end(), after.begin(), after.end() );
   output out;
   bool all = true;
   bool removed = false;   // a fix removed content: a fragment
   std::size_t skipped = 0;
   // One output line per input line: a line skipped (blank, "#") is printed
   // as it is (not in JSON, one object per input).
   if( !json ) {
      inputs.skipped_line = [ & ]( const location&, std::string_view line ) {
         out.put( line );
         out.put( '\n' );
      };
   }
   const int status = for_each_input( "fix", inputs, skipped, [ & ]( const location& where, std::string_view input ) {
      const auto f = fix_it( input );
      all = all && f.url.has_value();
      removed = removed || ( f.url && f.fragment );
      if( json ) {
         std::string line = "{\"input\":";
         write_json_string( line, input );
         line += std::string( ",\"conforms\":" ) + ( f.url && f.edits.empty() ? "true" : "false" ) + ",\"fixed\":";
         if( f.url ) {
            write_json_string( line, *f.url );
         }
         else {
            line += "null";
         }
         line += ",\"fix\":";
         write_json_edits( line, f );
         if( f.fragment ) {
            line += ",\"fragment\":";
            write_json_string( line, *f.fragment );
         }
         if( !f.url ) {
            line += ",\"reason\":";
            write_json_text( line, f.reason );
         }
         line += "}\n";
         out.put( line );
         return;
      }
      if( !f.url ) {
         // The input unchanged, so that output line N is input line N.
         out.flush();
         std::fprintf( stderr, "rfc1738 fix: %scannot fix: %s\n", where_of( where ).c_str(), f.reason.c_str() );
         out.put( input );
         out.put( '\n' );
         return;
      }
      for( const auto& e : f.edits ) {
         out.flush();
         std::fprintf( stderr, "rfc1738 fix: %s%s at %zu: %s\n", where_of( where ).c_str(), e.edit.c_str(), e.offset, e.message.c_str() );
      }
      out.put( *f.url );
      out.put( '\n' );
   } );
   out.flush();
   if( status != 0 ) {
      return status;
   }
   return !all ? 1 : removed ? 3 : 0;
}

}  // namespace

}  // namespace rfc1738::cli

// SPDX-License-Identifier: BSL-1.0
// rfc1738 fix: the nearest conforming URL of each input (rfc1738::fix_it),
// each edit named with its RFC section on standard error; the fix-it of
// rfc1738 check is printed by check_command.cpp and rfc1738::write_json.
#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

#include "inputs.hpp"
#include "jobs.hpp"
#include "output.hpp"
#include "suggest.hpp"
#include "rfc1738/fixit.hpp"
#include "rfc1738/json.hpp"
#include "writing_commands.hpp"

namespace rfc1738::cli {

namespace {

int usage_error( const std::string& message )
{
   std::fprintf( stderr, "rfc1738 fix: %s\ntry 'rfc1738 fix --help'\n", message.c_str() );
   return 2;
}

// "FILE:LINE: " for a line, "argument N: " for a URL argument.
std::string where_of( const location& where )
{
   if( where.file.empty() ) {
      return "argument " + std::to_string( where.line ) + ": ";
   }
   return std::string( where.file ) + ":" + std::to_string( where.line ) + ": ";
}

}  // namespace

int fix_command( std::vector< std::string > args )
{
   CLI::App app( "rfc1738 fix", "rfc1738 fix" );
   app.set_help_flag();
   bool help = false, json = false;
   unsigned jobs = 1;   // -j: worker threads
   input_options inputs;
   app.add_flag( "-h,--help", help );
   app.add_flag( "--json", json );
   app.add_option( "-j,--jobs", jobs )->check( CLI::Range( 1u, 256u ) );
   app.add_option( "-f,--file", inputs.files )->allow_extra_args( false );
   app.add_flag( "--strip-cr", inputs.strip_cr );
   app.add_flag( "--skip-blank", inputs.skip_blank );
   app.add_flag( "--keep-comments", inputs.keep_comments );
   app.add_option( "url", inputs.urls );
   app.allow_extras();
   std::vector< std::string > after;
   const auto dashdash = std::find( args.begin(), args.end(), "--" );
   if( dashdash != args.end() ) {
      after.assign( dashdash + 1, args.end() );
      args.erase( dashdash, args.end() );
   }
   std::reverse( args.begin(), args.end() );
   try {
      app.parse( args );
   }
   catch( const CLI::ParseError& e ) {
      return usage_error( e.what() );
   }
   for( const auto& extra : app.remaining() ) {
      return usage_error( ( extra.size() > 1 && extra[ 0 ] == '-' ? "unknown option '" : "unexpected argument '" ) + extra + "'" + ( extra.size() > 1 && extra[ 0 ] == '-' ? did_you_mean( extra, option_names( app ) ) : "" ) );
   }
   if( help ) {
      write_stdout( fix_usage );
      return 0;
   }
   inputs.urls.insert( inputs.urls.end(), after.begin(), after.end() );
   output out;
   bool all = true;
   bool removed = false;   // a fix removed content: a fragment
   std::size_t skipped = 0;
   // What a run of inputs found: every input fixed, a fix removed content.
   struct fix_state {
      bool all = true;
      bool removed = false;
   };
   const auto one = [ json ]( output& o, const location& where, std::string_view input, fix_state& state ) {
      const auto f = fix_it( input );
      state.all = state.all && f.url.has_value();
      state.removed = state.removed || ( f.url && f.fragment );
      if( json ) {
         std::string& line = o.buffer();   // written in place
         line += "{\"input\":";
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
         o.commit();
         return;
      }
      if( !f.url ) {
         // The input unchanged, so that output line N is input line N.
         o.message( "rfc1738 fix: " + where_of( where ) + "cannot fix: " + f.reason + "\n" );
         o.put( input );
         o.put( '\n' );
         return;
      }
      for( const auto& e : f.edits ) {
         o.message( "rfc1738 fix: " + where_of( where ) + e.edit + " at " + std::to_string( e.offset ) + ": " + e.message + "\n" );
      }
      o.put( *f.url );
      o.put( '\n' );
   };
   // One output line per input line: a line skipped (blank, "#") is printed
   // as it is (not in JSON, one object per input).
   const auto skip = []( output& o, const location&, std::string_view line, fix_state& ) {
      o.put( line );
      o.put( '\n' );
   };
   int status = 0;
   if( jobs <= 1 ) {
      fix_state state;
      if( !json ) {
         inputs.skipped_line = [ & ]( const location& where, std::string_view line ) { skip( out, where, line, state ); };
      }
      inputs.before_error = [ & ] { out.flush(); };
      status = for_each_input( "fix", inputs, skipped, [ & ]( const location& where, std::string_view input ) { one( out, where, input, state ); } );
      all = state.all;
      removed = state.removed;
   }
   else {
      // -j: chunks fixed by `jobs` threads, printed in input order.
      const auto merge = [ & ]( const fix_state& state ) {
         all = all && state.all;
         removed = removed || state.removed;
      };
      status = json ? for_each_input_on< fix_state >( jobs, "fix", inputs, skipped, out, one, merge )
                    : for_each_input_on< fix_state >( jobs, "fix", inputs, skipped, out, one, merge, skip );
   }
   out.flush();
   if( status != 0 ) {
      return status;
   }
   return !all ? 1 : removed ? 3 : 0;
}

}  // namespace rfc1738::cli

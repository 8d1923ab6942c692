// SPDX-License-Identifier: BSL-1.0
// rfc1738 parse: the components of each URL.
#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "commands.hpp"
#include "hints.hpp"
#include "inputs.hpp"
#include "jobs.hpp"
#include "output.hpp"
#include "suggest.hpp"
#include "rfc1738/edition.hpp"
#include "rfc1738/json.hpp"
#include "rfc1738/parse_output.hpp"
#include "rfc1738/report.hpp"

namespace rfc1738::cli {

namespace {

// "FILE:LINE" of a line, "argument N" of a URL argument.
std::string place( const location& where )
{
   return where.file.empty() ? "argument " + std::to_string( where.line ) : std::string( where.file ) + ":" + std::to_string( where.line );
}

// A component's name or role in some URL form (grammar/components.facts),
// or another placeholder of rfc1738::write_parse_get.
bool known_placeholder( std::string_view name )
{
   for( const auto n : parse_get_names ) {
      if( n == name ) {
         return true;
      }
   }
   for( const auto& c : grammar::components ) {
      if( c.name == name || c.role == name ) {
         return true;
      }
   }
   return false;
}

// --edition E (a generic edition: rfc1808 and later): the parts as edition
// E splits the input (rfc1738::split), named by its productions, and the
// roles they carry (docs/lineage.md, "Roles").
bool edition_parse_one( output& out, const parse_settings& options, const location& where, std::string_view input )
{
   const auto r = compare_editions( input, { options.edition }, options.fragment );
   const auto& a = r.answers.front();
   std::string& text = out.buffer();   // written in place
   if( options.get ) {
      if( a.verdict.valid ) {
         write_parse_get( text, *options.get, a, options.decode );
      }
      else {
         out.message( "rfc1738 parse: " + place( where ) + ": not a url (" + std::string( name_of( a.of ) ) + ", stops at offset " +
                      std::to_string( a.error ? a.error->offset : input.size() ) + ")" + ( a.error ? ": " + a.error->message : std::string() ) + "\n" );
      }
   }
   else if( options.spans ) {
      write_parse_spans( text, a, [ &out ] { out.commit(); } );
   }
   else if( options.json ) {
      write_json( text, r, 0 );
      text += '\n';
   }
   else {
      write_parse_text( text, a, options.decode );
   }
   out.commit();
   return a.verdict.valid;
}

bool parse_one( output& out, const parse_settings& options, const location& where, std::string_view input )
{
   if( options.edition != edition::rfc1738 ) {
      return edition_parse_one( out, options, where, input );
   }
   rfc1738::options modes;
   modes.fragment = options.fragment;
   const auto r = inspect( input, modes );   // with --fragment=split, the text a prefix of the input
   // port-out-of-range, whatever the output: on standard error.
   for( const auto& w : r.warnings() ) {
      if( w.code == "port-out-of-range" ) {
         out.message( "rfc1738 parse: " + place( where ) + ": warning: " + w.message + " [port-out-of-range]\n" );
      }
   }
   std::string& text = out.buffer();   // written in place
   if( options.get ) {
      if( r.url() ) {
         write_parse_get( text, *options.get, r, options.decode );
      }
      else {
         const auto& d = r.diagnosis();
         out.message( "rfc1738 parse: " + place( where ) + ": not a url (stops at offset " + std::to_string( d ? d->offset : r.text().size() ) + ")" +
                      ( d ? ": " + d->message : std::string() ) + "\n" );
      }
   }
   else if( options.spans ) {
      write_parse_spans( text, r, [ &out ] { out.commit(); } );
   }
   else if( options.json ) {
      write_parse_json( text, r, options.decode );
      text += '\n';
   }
   else {
      write_parse_text( text, r, options.decode, r.diagnosis() ? option_hint( *r.diagnosis(), r.text(), { false, true, true } ) : std::string() );
   }
   out.commit();
   return r.url().has_value();
}

}  // namespace

int parse_command( const parse_settings& settings )
{
   if( settings.get ) {
      // Every placeholder is known and closed, before any input is read.
      const auto& f = *settings.get;
      for( std::size_t i = 0; i < f.size(); ++i ) {
         if( ( f[ i ] == '{' || f[ i ] == '}' ) && i + 1 < f.size() && f[ i + 1 ] == f[ i ] ) {
            ++i;
            continue;
         }
         if( f[ i ] == '}' ) {
            std::fputs( "rfc1738 parse: --get: a lone '}' (write }} for a brace)\ntry 'rfc1738 parse --help'\n", stderr );
            return 2;
         }
         if( f[ i ] == '{' ) {
            const auto close = f.find( '}', i );
            if( close == std::string::npos ) {
               std::fputs( "rfc1738 parse: --get: '{' without '}' (write {{ for a brace)\ntry 'rfc1738 parse --help'\n", stderr );
               return 2;
            }
            const auto name = f.substr( i + 1, close - i - 1 );
            if( settings.edition != edition::rfc1738 ) {
               // The edition's parts (rfc1738::part_names) and what every answer has.
               std::vector< std::string_view > names{ "production", "edition", "input" };
               const auto parts = part_names( settings.edition );
               names.insert( names.end(), parts.begin(), parts.end() );
               if( std::find( names.begin(), names.end(), name ) == names.end() ) {
                  std::vector< std::string > candidates;
                  std::string known;
                  for( const auto n : names ) {
                     candidates.push_back( "{" + std::string( n ) + "}" );
                     known += std::string( known.empty() ? "" : ", " ) + std::string( n );
                  }
                  std::fprintf( stderr, "rfc1738 parse: --get: no part '{%s}' in edition %s%s; the names are %s\ntry 'rfc1738 parse --help'\n", name.c_str(),
                                std::string( name_of( settings.edition ) ).c_str(), did_you_mean( "{" + name + "}", candidates ).c_str(), known.c_str() );
                  return 2;
               }
            }
            else if( !known_placeholder( name ) ) {
               std::vector< std::string > candidates;
               std::string known;
               for( const auto n : parse_get_names ) {
                  candidates.push_back( "{" + std::string( n ) + "}" );
                  known += std::string( known.empty() ? "" : ", " ) + std::string( n );
               }
               for( const auto& c : grammar::components ) {
                  candidates.push_back( "{" + std::string( c.name ) + "}" );
                  known += ", " + std::string( c.name );
               }
               std::string roles;
               for( const auto& c : grammar::components ) {
                  if( c.role != c.name && roles.find( " " + std::string( c.role ) + "," ) == std::string::npos ) {
                     candidates.push_back( "{" + std::string( c.role ) + "}" );
                     roles += " " + std::string( c.role ) + ",";
                  }
               }
               roles.pop_back();
               std::fprintf( stderr, "rfc1738 parse: --get: no component '{%s}'%s; the names are %s; the roles%s\ntry 'rfc1738 parse --help'\n", name.c_str(),
                             did_you_mean( "{" + name + "}", candidates ).c_str(), known.c_str(), roles.c_str() );
               return 2;
            }
            i = close;
         }
      }
   }
   output out;
   bool all = true;
   std::size_t skipped = 0;
   int status = 0;
   if( settings.jobs <= 1 ) {
      input_options inputs = settings.inputs;
      inputs.before_error = [ & ] { out.flush(); };
      status = for_each_input( "parse", inputs, skipped, [ & ]( const location& where, std::string_view input ) {
         all = parse_one( out, settings, where, input ) && all;
      } );
   }
   else {
      // -j: chunks parsed by `jobs` threads, printed in input order.
      struct chunk_state {
         bool all = true;
      };
      status = for_each_input_on< chunk_state >(
         settings.jobs, "parse", settings.inputs, skipped, out,
         [ & ]( output& o, const location& where, std::string_view input, chunk_state& c ) { c.all = parse_one( o, settings, where, input ) && c.all; },
         [ & ]( const chunk_state& c ) { all = c.all && all; } );
   }
   out.flush();
   if( status != 0 ) {
      return status;
   }
   return all ? 0 : 1;
}

}  // namespace rfc1738::cli

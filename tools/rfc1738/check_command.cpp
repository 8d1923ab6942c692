// SPDX-License-Identifier: BSL-1.0
// rfc1738 check: the verdicts, and for every input that does not conform, why.
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <string_view>
#include <unistd.h>
#include <vector>

#include "commands.hpp"
#include "components.hpp"
#include "lines.hpp"
#include "modes.hpp"
#include "output.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/parse.hpp"

namespace rfc1738::cli {

namespace {

struct check_options {
   bool json = false;
   modes mode;
   bool color = false;
};

struct tally {
   std::size_t inputs = 0, conforming = 0, valid = 0;
   std::map< std::string_view, std::size_t > by_production;
};

void json_diagnosis( output& out, const diagnosis& d )
{
   out.put( ",\"error\":{\"offset\":" );
   out.put( std::to_string( d.offset ) );
   out.put( ",\"production\":" );
   json_text( out, grammar::rfc_name( d.production ) );
   out.put( ",\"expected\":[" );
   for( std::size_t i = 0; i < d.expected.size(); ++i ) {
      out.put( i ? "," : "" );
      json_text( out, d.expected[ i ] );
   }
   out.put( "],\"message\":" );
   json_text( out, d.message );
   out.put( '}' );
}

void json_warnings( output& out, const std::vector< warning >& warnings )
{
   out.put( ",\"warnings\":[" );
   for( std::size_t i = 0; i < warnings.size(); ++i ) {
      out.put( i ? ",{\"code\":" : "{\"code\":" );
      json_string( out, warnings[ i ].code );
      out.put( ",\"offset\":" );
      out.put( std::to_string( warnings[ i ].offset ) );
      out.put( ",\"message\":" );
      json_text( out, warnings[ i ].message );
      out.put( '}' );
   }
   out.put( ']' );
}

const char* paint( bool on, const char* code )
{
   return on ? code : "";
}

bool check_one( output& out, const check_options& options, std::string_view input, tally& t )
{
   prepared p;
   prepare( input, options.mode, p );
   const std::string_view text = p.text;
   const auto v = rfc1738::check( text );
   const auto d = v.conforms ? std::nullopt : rfc1738::diagnose( text, v.target );
   const auto warnings = warnings_for( text, v, p.warnings );
   ++t.inputs;
   t.conforming += v.conforms ? 1 : 0;
   t.valid += v.valid ? 1 : 0;
   ++t.by_production[ v.derived_by ? grammar::rfc_name( *v.derived_by ) : std::string_view( "(not a url)" ) ];

   if( options.json ) {
      out.put( "{\"input\":" );
      json_string( out, input );
      out.put( v.valid ? ",\"valid\":true" : ",\"valid\":false" );
      out.put( ",\"production\":" );
      if( v.derived_by ) {
         json_string( out, grammar::rfc_name( *v.derived_by ) );
      }
      else {
         out.put( "null" );
      }
      out.put( v.conforms ? ",\"conforms\":true" : ",\"conforms\":false" );
      out.put( ",\"scheme\":" );
      if( v.scheme ) {
         json_string( out, *v.scheme );
      }
      else {
         out.put( "null" );
      }
      if( v.valid ) {
         // The components of the derivation `url` chose, as written (offsets
         // into the checked text).
         if( const auto r = rfc1738::parse( text ) ) {
            out.put( ",\"components\":" );
            json_components( out, *r );
         }
      }
      if( d ) {
         json_diagnosis( out, *d );
      }
      json_warnings( out, warnings );
      if( text != input ) {
         out.put( ",\"checked\":" );   // what the modes made of the input; offsets are into it
         json_string( out, text );
      }
      if( !p.notes.empty() ) {
         out.put( ",\"modes\":[" );
         for( std::size_t i = 0; i < p.notes.size(); ++i ) {
            out.put( i ? "," : "" );
            json_text( out, p.notes[ i ] );
         }
         out.put( ']' );
      }
      out.put( "}\n" );
      return v.conforms;
   }

   const bool c = options.color;
   if( v.conforms ) {
      out.put( paint( c, "\033[32m" ) );
      out.put( "conforms" );
      out.put( paint( c, "\033[0m" ) );
      out.put( "  " );
      out.put( grammar::rfc_name( v.target ) );
      out.put( "  " );
      readable( out, text );
   }
   else {
      out.put( paint( c, "\033[1;31m" ) );
      out.put( "does not conform" );
      out.put( paint( c, "\033[0m" ) );
      out.put( " to " );
      out.put( grammar::rfc_name( v.target ) );
      out.put( v.valid ? " (a valid url through otherurl)" : " (not a url)" );
   }
   out.put( '\n' );
   for( const auto& note : p.notes ) {
      out.put( "  note: " );
      out.put( note );
      out.put( '\n' );
   }
   if( d ) {
      // The input again, and a caret under the offset (escapes widen bytes: count them).
      out.put( "  " );
      readable( out, text );
      out.put( "\n  " );
      const std::size_t column = readable_width( text.substr( 0, d->offset ) );
      out.put( std::string( column, ' ' ) );
      out.put( paint( c, "\033[1;31m" ) );
      out.put( '^' );
      out.put( paint( c, "\033[0m" ) );
      out.put( " at " + std::to_string( d->offset ) + ": " );
      out.put( d->message );
      out.put( "\n  in " );
      out.put( grammar::rfc_name( d->production ) );
      out.put( ", expected " );
      for( std::size_t i = 0; i < d->expected.size(); ++i ) {
         out.put( i == 0 ? "" : ( i + 1 == d->expected.size() ? " or " : ", " ) );
         out.put( d->expected[ i ] );
      }
      out.put( '\n' );
   }
   for( const auto& w : warnings ) {
      out.put( "  " );
      out.put( paint( c, "\033[33m" ) );
      out.put( "warning" );
      out.put( paint( c, "\033[0m" ) );
      out.put( " at " + std::to_string( w.offset ) + " [" + w.code + "]: " + w.message + "\n" );
   }
   return v.conforms;
}

void summary( const tally& t )
{
   std::fprintf( stderr, "%zu inputs: %zu conform, %zu valid but not conforming, %zu not a url\n", t.inputs, t.conforming, t.valid - t.conforming, t.inputs - t.valid );
   for( const auto& [ name, count ] : t.by_production ) {
      std::fprintf( stderr, "  %-14.*s %zu\n", static_cast< int >( name.size() ), name.data(), count );
   }
}

}  // namespace

int check_command( int argc, char** argv )
{
   check_options options;
   std::vector< std::string_view > urls;
   bool operands = false;
   std::string_view color = "auto";
   for( int i = 0; i < argc; ++i ) {
      const std::string_view a = argv[ i ];
      if( !operands && a == "--json" ) {
         options.json = true;
      }
      else if( !operands && a == "--ignore-scheme-case" ) {
         options.mode.ignore_scheme_case = true;
      }
      else if( !operands && a == "--unwrap" ) {
         options.mode.unwrap = true;
      }
      else if( !operands && a.rfind( "--color=", 0 ) == 0 && ( a == "--color=auto" || a == "--color=always" || a == "--color=never" ) ) {
         color = a.substr( 8 );
      }
      else if( !operands && a == "--" ) {
         operands = true;
      }
      else if( !operands && ( a == "--help" || a == "-h" ) ) {
         std::fputs( check_usage.data(), stdout );
         return 0;
      }
      else if( !operands && a.size() > 1 && a[ 0 ] == '-' ) {
         std::fprintf( stderr, "rfc1738 check: unknown option '%s'\n%s", argv[ i ], check_usage.data() );
         return 2;
      }
      else {
         urls.push_back( a );
      }
   }
   const char* no_color = std::getenv( "NO_COLOR" );
   options.color = color == "always" || ( color == "auto" && isatty( STDOUT_FILENO ) && !( no_color && *no_color ) );
   output out;
   tally t;
   bool all = true;
   if( !urls.empty() ) {
      for( const auto u : urls ) {
         all = check_one( out, options, u, t ) && all;
      }
      return all ? 0 : 1;
   }
   // Standard input, line by line, in constant memory (but for the longest line).
   const bool progress = isatty( STDERR_FILENO ) != 0;
   const bool read = for_each_line( stdin, [ & ]( std::string_view line ) {
      all = check_one( out, options, line, t ) && all;
      if( progress && t.inputs % 100000 == 0 ) {
         std::fprintf( stderr, "\r%zu lines checked", t.inputs );
      }
   } );
   if( !read ) {
      std::fputs( "rfc1738 check: error reading standard input\n", stderr );
      return 2;
   }
   out.flush();
   if( progress && t.inputs >= 100000 ) {
      std::fputs( "\r\033[K", stderr );
   }
   summary( t );
   return all ? 0 : 1;
}

}  // namespace rfc1738::cli

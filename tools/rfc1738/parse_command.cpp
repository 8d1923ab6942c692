// SPDX-License-Identifier: BSL-1.0
// rfc1738 parse: the components of each URL.
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "commands.hpp"
#include "components.hpp"
#include "lines.hpp"
#include "output.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/parse.hpp"

namespace rfc1738::cli {

namespace {

struct parse_options {
   bool json = false;
};

// {"input":…,"valid":…,"production":…,"scheme":…,"components":{…}} or, when
// the input is not a URL, …,"error":{"offset":N}}.
void json_one( output& out, std::string_view input, const result< url_view >& r )
{
   out.put( "{\"input\":" );
   json_string( out, input );
   out.put( r ? ",\"valid\":true,\"production\":" : ",\"valid\":false,\"production\":null" );
   if( r ) {
      json_string( out, grammar::rfc_name( r->derived_by() ) );
   }
   out.put( ",\"scheme\":" );
   if( const auto scheme = scheme_of( input ) ) {
      json_string( out, *scheme );
   }
   else {
      out.put( "null" );
   }
   if( r ) {
      out.put( ",\"components\":" );
      json_components( out, *r );
   }
   else {
      out.put( ",\"error\":{\"offset\":" );
      out.put( std::to_string( r.error().offset ) );
      out.put( '}' );
   }
   out.put( "}\n" );
}

// url: <input>
//   production: ftpurl
//   scheme: ftp
//   user: foo
//   …
void readable_one( output& out, std::string_view input, const result< url_view >& r )
{
   out.put( "url: " );
   readable( out, input );
   out.put( '\n' );
   if( r ) {
      out.put( "  production: " );
      out.put( grammar::rfc_name( r->derived_by() ) );
      out.put( "\n  scheme: " );
      readable( out, r->scheme() );
      out.put( '\n' );
      readable_components( out, *r, "  " );
   }
   else {
      out.put( "  not a url: stops at offset " );
      out.put( std::to_string( r.error().offset ) );
      out.put( '\n' );
   }
}

bool parse_one( output& out, const parse_options& options, std::string_view input )
{
   const auto r = rfc1738::parse( input );
   if( options.json ) {
      json_one( out, input, r );
   }
   else {
      readable_one( out, input, r );
   }
   return r.has_value();
}

}  // namespace

int parse_command( int argc, char** argv )
{
   parse_options options;
   std::vector< std::string_view > urls;
   bool operands = false;
   for( int i = 0; i < argc; ++i ) {
      const std::string_view a = argv[ i ];
      if( !operands && a == "--json" ) {
         options.json = true;
      }
      else if( !operands && a == "--" ) {
         operands = true;
      }
      else if( !operands && ( a == "--help" || a == "-h" ) ) {
         std::fputs( parse_usage.data(), stdout );
         return 0;
      }
      else if( !operands && a.size() > 1 && a[ 0 ] == '-' ) {
         std::fprintf( stderr, "rfc1738 parse: unknown option '%s'\n%s", argv[ i ], parse_usage.data() );
         return 2;
      }
      else {
         urls.push_back( a );
      }
   }
   output out;
   bool all = true;
   if( !urls.empty() ) {
      for( const auto u : urls ) {
         all = parse_one( out, options, u ) && all;
      }
      return all ? 0 : 1;
   }
   if( !for_each_line( stdin, [ & ]( std::string_view line ) { all = parse_one( out, options, line ) && all; } ) ) {
      out.flush();
      std::fputs( "rfc1738 parse: error reading standard input\n", stderr );
      return 2;
   }
   return all ? 0 : 1;
}

}  // namespace rfc1738::cli

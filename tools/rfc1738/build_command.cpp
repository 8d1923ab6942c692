// SPDX-License-Identifier: BSL-1.0
// rfc1738 build: a conforming URL from decoded parts (rfc1738::build), from
// options or one JSON object (read with nlohmann-json).
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "build_components.hpp"
#include "output.hpp"
#include "suggest.hpp"
#include "rfc1738/build.hpp"
#include "rfc1738/warning.hpp"
#include "writing_commands.hpp"

namespace rfc1738::cli {

namespace {

int usage_error( const std::string& message )
{
   std::fprintf( stderr, "rfc1738 build: %s\ntry 'rfc1738 build --help'\n", message.c_str() );
   return 2;
}

// The decoded parts of one JSON object ({"scheme", "host", "segments": [...],
// "fieldspecs": [{"fieldname", "fieldvalue"}], "slash": true, ...}): strings
// whose code points U+0000..U+00FF are bytes. The error, when there is one.
std::optional< std::string > read_parts( std::string_view text, url_parts& parts )
{
   using json = nlohmann::json;
   json o;
   try {
      o = json::parse( text.begin(), text.end() );
   }
   catch( const json::parse_error& e ) {
      // "[json.exception.parse_error.101] parse error at line 1, column 11: what"
      std::string what = e.what();
      const auto colon = what.find( ": " );
      return "JSON at offset " + std::to_string( e.byte == 0 ? 0 : e.byte - 1 ) + ": " + ( colon == std::string::npos ? what : what.substr( colon + 2 ) );
   }
   if( !o.is_object() ) {
      return std::string( "JSON: not an object of parts" );
   }
   const auto text_of = [ & ]( const json& v, const std::string& key ) -> std::optional< std::string > {
      if( !v.is_string() ) {
         return std::nullopt;
      }
      auto b = bytes_of( v.get< std::string >() );
      if( !b ) {
         throw "JSON: " + key + ": a code point above U+00FF is not a byte";
      }
      return b;
   };
   try {
      for( const auto& [ key, value ] : o.items() ) {
         if( key == "segments" ) {
            if( !value.is_array() ) {
               return std::string( "JSON: segments is an array of strings" );
            }
            for( const auto& v : value ) {
               const auto b = text_of( v, key );
               if( !b ) {
                  return std::string( "JSON: segments is an array of strings" );
               }
               parts.segments.push_back( *b );
            }
         }
         else if( key == "fieldspecs" ) {
            if( !value.is_array() ) {
               return std::string( "JSON: fieldspecs is an array of {\"fieldname\", \"fieldvalue\"} objects" );
            }
            for( const auto& f : value ) {
               if( !f.is_object() ) {
                  return std::string( "JSON: fieldspecs is an array of {\"fieldname\", \"fieldvalue\"} objects" );
               }
               std::pair< std::string, std::string > spec;
               for( const auto& [ k, v ] : f.items() ) {
                  const auto b = text_of( v, k );
                  if( ( k != "fieldname" && k != "fieldvalue" ) || !b ) {
                     return "JSON: a fieldspec has fieldname and fieldvalue strings, not " + k;
                  }
                  ( k == "fieldname" ? spec.first : spec.second ) = *b;
               }
               parts.fieldspecs.push_back( spec );
            }
         }
         else if( key == "slash" ) {
            if( !value.is_boolean() ) {
               return std::string( "JSON: slash is true or false" );
            }
            parts.slash = value.get< bool >();
         }
         else {
            const auto b = text_of( value, key );
            if( !b ) {
               return "JSON: " + key + " is a string";
            }
            if( key == "fieldname" || key == "fieldvalue" || key == "fsegment" || key == "hsegment" || key == "psegment" || key == "segment" || !set_part( parts, key, *b ) ) {
               return "no part named " + key;
            }
         }
      }
   }
   catch( const std::string& e ) {
      return e;
   }
   return std::nullopt;
}

}  // namespace

int build_command( std::vector< std::string > args )
{
   CLI::App app( "rfc1738 build", "rfc1738 build" );
   app.set_help_flag();
   bool help = false;
   bool slash = false;
   std::optional< std::string > json;
   std::string scheme, path, user, password, host, port, type, search, gtype, selector, gopher_plus, address, grouppart, group, digits, database, wtype, wpath, schemepart, urlpath;
   std::vector< std::string > segments, fields, named;
   app.add_flag( "-h,--help", help );
   auto* json_flag = app.add_option( "--json", json )->expected( 0, 1 );
   app.add_option( "scheme", scheme );
   auto* o_user = app.add_option( "--user", user );
   auto* o_password = app.add_option( "--password", password );
   auto* o_host = app.add_option( "--host", host );
   auto* o_port = app.add_option( "--port", port );
   auto* o_path = app.add_option( "--path", path );
   app.add_option( "--segment", segments )->allow_extra_args( false );
   auto* o_type = app.add_option( "--type", type );
   auto* o_search = app.add_option( "--search", search );
   auto* o_gtype = app.add_option( "--gtype", gtype );
   auto* o_selector = app.add_option( "--selector", selector );
   auto* o_gopher_plus = app.add_option( "--gopher-plus", gopher_plus );
   auto* o_address = app.add_option( "--address", address );
   auto* o_grouppart = app.add_option( "--grouppart", grouppart );
   auto* o_group = app.add_option( "--group", group );
   auto* o_digits = app.add_option( "--digits", digits );
   auto* o_database = app.add_option( "--database", database );
   auto* o_wtype = app.add_option( "--wtype", wtype );
   auto* o_wpath = app.add_option( "--wpath", wpath );
   app.add_option( "--field", fields )->allow_extra_args( false );
   auto* o_schemepart = app.add_option( "--schemepart", schemepart );
   auto* o_urlpath = app.add_option( "--urlpath", urlpath );
   app.add_flag( "--slash", slash );
   app.add_option( "--part", named )->allow_extra_args( false );
   app.allow_extras();
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
      write_stdout( build_usage );
      return 0;
   }
   url_parts parts;
   if( *json_flag ) {
      std::string text;
      if( json && !json->empty() ) {
         text = *json;
      }
      else {
         text.assign( std::istreambuf_iterator< char >( std::cin ), std::istreambuf_iterator< char >() );
      }
      if( const auto status = build_components_json( text, scheme ) ) {
         return *status;
      }
      if( const auto e = read_parts( text, parts ) ) {
         return usage_error( *e );
      }
      if( !scheme.empty() ) {
         parts.scheme = scheme;
      }
   }
   else {
      if( scheme.empty() ) {
         return usage_error( "no SCHEME" );
      }
      parts.scheme = scheme;
      const std::pair< CLI::Option*, std::pair< const char*, const std::string* > > options[] = {
         { o_user, { "user", &user } },
         { o_password, { "password", &password } },
         { o_host, { "host", &host } },
         { o_port, { "port", &port } },
         { o_type, { "ftptype", &type } },
         { o_search, { "search", &search } },
         { o_gtype, { "gtype", &gtype } },
         { o_selector, { "selector", &selector } },
         { o_gopher_plus, { "gopher+_string", &gopher_plus } },
         { o_address, { "encoded822addr", &address } },
         { o_grouppart, { "grouppart", &grouppart } },
         { o_group, { "group", &group } },
         { o_digits, { "digits", &digits } },
         { o_database, { "database", &database } },
         { o_wtype, { "wtype", &wtype } },
         { o_wpath, { "wpath", &wpath } },
         { o_schemepart, { "schemepart", &schemepart } },
         { o_urlpath, { "urlpath", &urlpath } },
      };
      for( const auto& [ option, part ] : options ) {
         if( *option ) {
            set_part( parts, part.first, *part.second );
         }
      }
      if( *o_path ) {
         // A leading "/" is an absolute path (rfc1738::path_segments, the
         // rule `set path=` follows too): %2F in ftp, §3.2.2.
         set_part( parts, "path", path );
      }
      for( const auto& s : segments ) {
         parts.segments.push_back( s );
      }
      for( const auto& f : fields ) {
         const auto eq = f.find( '=' );
         if( eq == std::string::npos ) {
            return usage_error( "--field takes NAME=VALUE, not '" + f + "'" );
         }
         parts.fieldspecs.emplace_back( f.substr( 0, eq ), f.substr( eq + 1 ) );
      }
      for( const auto& n : named ) {
         const auto eq = n.find( '=' );
         if( eq == std::string::npos || !set_part( parts, n.substr( 0, eq ), n.substr( eq + 1 ) ) ) {
            return usage_error( "--part takes NAME=TEXT with NAME a part, not '" + n + "'" );
         }
      }
      // A gopher type alone has the empty selector (§3.4: "the selector
      // string may be an empty string").
      if( parts.gtype && !parts.selector ) {
         parts.selector = std::string();
      }
      parts.slash = parts.slash || slash;
   }
   const auto u = build( parts );
   if( !u ) {
      std::string line = "rfc1738 build: " + u.error().part + ": " + u.error().message + "\n";
      std::fputs( line.c_str(), stderr );
      return 1;
   }
   write_stdout( *u + "\n" );
   // A port above 65535 is built (port = digits, §5), and said.
   for( const auto& w : warnings( *u ) ) {
      if( w.code == "port-out-of-range" ) {
         std::fprintf( stderr, "rfc1738 build: warning: %s [port-out-of-range]\n", w.message.c_str() );
      }
   }
   return 0;
}

}  // namespace rfc1738::cli

// SPDX-License-Identifier: BSL-1.0
// rfc1738 build: a conforming URL from decoded parts (rfc1738::build), from
// options or one JSON object (read with nlohmann-json).
#include <cstdio>
#include <iostream>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "build_components.hpp"
#include "output.hpp"
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

// The options of build, as its node of main's tree holds them.
struct build_settings {
   bool slash = false;
   std::optional< std::string > json;
   std::string scheme, path, user, password, host, port, type, search, gtype, selector, gopher_plus, address, grouppart, group, digits, database, wtype, wpath, schemepart, urlpath;
   std::vector< std::string > segments, fields, named;
   CLI::Option *json_flag = nullptr, *o_user = nullptr, *o_password = nullptr, *o_host = nullptr, *o_port = nullptr, *o_path = nullptr, *o_type = nullptr,
               *o_search = nullptr, *o_gtype = nullptr, *o_selector = nullptr, *o_gopher_plus = nullptr, *o_address = nullptr, *o_grouppart = nullptr,
               *o_group = nullptr, *o_digits = nullptr, *o_database = nullptr, *o_wtype = nullptr, *o_wpath = nullptr, *o_schemepart = nullptr,
               *o_urlpath = nullptr;
};

int build_run( build_settings& s, const std::vector< std::string >& operands );

}  // namespace

command_run declare_build( CLI::App& app )
{
   auto s = std::make_shared< build_settings >();
   s->json_flag = app.add_option( "--json", s->json )->expected( 0, 1 );
   app.add_option( "scheme", s->scheme );
   s->o_user = app.add_option( "--user", s->user );
   s->o_password = app.add_option( "--password", s->password );
   s->o_host = app.add_option( "--host", s->host );
   s->o_port = app.add_option( "--port", s->port );
   s->o_path = app.add_option( "--path", s->path );
   app.add_option( "--segment", s->segments )->allow_extra_args( false );
   s->o_type = app.add_option( "--type", s->type );
   s->o_search = app.add_option( "--search", s->search );
   s->o_gtype = app.add_option( "--gtype", s->gtype );
   s->o_selector = app.add_option( "--selector", s->selector );
   s->o_gopher_plus = app.add_option( "--gopher-plus", s->gopher_plus );
   s->o_address = app.add_option( "--address", s->address );
   s->o_grouppart = app.add_option( "--grouppart", s->grouppart );
   s->o_group = app.add_option( "--group", s->group );
   s->o_digits = app.add_option( "--digits", s->digits );
   s->o_database = app.add_option( "--database", s->database );
   s->o_wtype = app.add_option( "--wtype", s->wtype );
   s->o_wpath = app.add_option( "--wpath", s->wpath );
   app.add_option( "--field", s->fields )->allow_extra_args( false );
   s->o_schemepart = app.add_option( "--schemepart", s->schemepart );
   s->o_urlpath = app.add_option( "--urlpath", s->urlpath );
   app.add_flag( "--slash", s->slash );
   app.add_option( "--part", s->named )->allow_extra_args( false );
   return [ s ]( const std::vector< std::string >& operands ) { return build_run( *s, operands ); };
}

namespace {

int build_run( build_settings& s, const std::vector< std::string >& operands )
{
   // After "--": the SCHEME when no argument gave it, and nothing more.
   auto rest = operands.begin();
   if( s.scheme.empty() && rest != operands.end() ) {
      s.scheme = *rest++;
   }
   if( rest != operands.end() ) {
      return usage_error( "unexpected argument '" + *rest + "'" );
   }
   url_parts parts;
   if( *s.json_flag ) {
      std::string text;
      if( s.json && !s.json->empty() ) {
         text = *s.json;
      }
      else {
         text.assign( std::istreambuf_iterator< char >( std::cin ), std::istreambuf_iterator< char >() );
      }
      if( const auto status = build_components_json( text, s.scheme ) ) {
         return *status;
      }
      if( const auto e = read_parts( text, parts ) ) {
         return usage_error( *e );
      }
      if( !s.scheme.empty() ) {
         parts.scheme = s.scheme;
      }
   }
   else {
      if( s.scheme.empty() ) {
         return usage_error( "no SCHEME" );
      }
      parts.scheme = s.scheme;
      const std::pair< CLI::Option*, std::pair< const char*, const std::string* > > options[] = {
         { s.o_user, { "user", &s.user } },
         { s.o_password, { "password", &s.password } },
         { s.o_host, { "host", &s.host } },
         { s.o_port, { "port", &s.port } },
         { s.o_type, { "ftptype", &s.type } },
         { s.o_search, { "search", &s.search } },
         { s.o_gtype, { "gtype", &s.gtype } },
         { s.o_selector, { "selector", &s.selector } },
         { s.o_gopher_plus, { "gopher+_string", &s.gopher_plus } },
         { s.o_address, { "encoded822addr", &s.address } },
         { s.o_grouppart, { "grouppart", &s.grouppart } },
         { s.o_group, { "group", &s.group } },
         { s.o_digits, { "digits", &s.digits } },
         { s.o_database, { "database", &s.database } },
         { s.o_wtype, { "wtype", &s.wtype } },
         { s.o_wpath, { "wpath", &s.wpath } },
         { s.o_schemepart, { "schemepart", &s.schemepart } },
         { s.o_urlpath, { "urlpath", &s.urlpath } },
      };
      for( const auto& [ option, part ] : options ) {
         if( *option ) {
            set_part( parts, part.first, *part.second );
         }
      }
      if( *s.o_path ) {
         // A leading "/" is an absolute path (rfc1738::path_segments, the
         // rule `set path=` follows too): %2F in ftp, §3.2.2.
         set_part( parts, "path", s.path );
      }
      for( const auto& segment : s.segments ) {
         parts.segments.push_back( segment );
      }
      for( const auto& f : s.fields ) {
         const auto eq = f.find( '=' );
         if( eq == std::string::npos ) {
            return usage_error( "--field takes NAME=VALUE, not '" + f + "'" );
         }
         parts.fieldspecs.emplace_back( f.substr( 0, eq ), f.substr( eq + 1 ) );
      }
      for( const auto& n : s.named ) {
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
      parts.slash = parts.slash || s.slash;
   }
   const auto u = build( parts );
   if( !u ) {
      std::string line = "rfc1738 build: " + u.error().part + ": " + u.error().message + "\n";
      if( u.error().part == "segments" && *s.o_path ) {
         // The generic form (§3.1) has a urlpath, not segments.
         line += "  hint: --urlpath TEXT gives the url-path of the generic form (RFC 1738 §3.1), the text after the \"/\" that follows the host\n";
      }
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

}  // namespace

}  // namespace rfc1738::cli

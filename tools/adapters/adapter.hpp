// SPDX-License-Identifier: BSL-1.0
// What the adapters share: read `rfc1738 suite` (JSON Lines) on standard
// input, hand each input to a library that parses URLs, and print its answer
// in the format of `rfc1738 compare`: "input", "covers", "valid" (the
// library accepts the input), "scheme" (as the library gives it) and
// "components" (its parts, by map_parts, under the roles of RFC 1738's
// components: "path", "type", ...; tools/adapters/run_adapter.py, which
// every adapter runs under, names each by the component that has that role
// in the URL form of the scheme, from the generated table that `rfc1738
// grammar --forms` lists: an http URL's path is its hpath, an ftp URL's
// its fpath, a gopher URL's its selector). "conforms", "production" and
// "error" are left out: no such library says whether a URL derives from a
// production of RFC 1738, so they are not compared.
//
// The mapping (map_parts), per scheme as RFC 1738 §3 writes its URLs:
//   http      host, port, path (the path without its leading "/"; present
//             when the path is), search (the query, when there is one)
//   ftp       user, password, host, port, path (the path without its
//             leading "/", a final ";type=X" taken off as the type)
//   file      host (when not empty), path (the path without its "/")
//   telnet    user, password, host, port
//   nntp      host, port, group and article (the path's two segments)
//   gopher    host, port, type (the path's first xchar after "/": a
//             byte, or an escape "%XX"), path, search and gopher+ (the
//             rest split at "%09")
//   wais      host, port, database, type and path (the path's segments),
//             search (the query)
//   mailto    address (the path)
//   news      grouppart (the path), article when it holds "@", else group
//             unless it is "*"
//   prospero  host, port, path (the path without its "/" up to the first
//             ";"), field (each ";name=value" after it)
//   other     schemepart (the input after the first ":"), and when the
//             library found a host: user, password, host, port, path
//             (the path without its leading "/", when there is one)
// What cannot be mapped: a fragment ("#...", which RFC 1738 does not
// define) and whatever the library normalises (case, dot segments, percent-
// encoding) rather than keeps as written; both show as disagreements.
//
// "roles" (roles_of; `rfc1738 compare --editions`): the parts under the
// seven roles every edition shares, as the library gives them: scheme,
// userinfo (user, then ":" and password when there is one: the library's
// two parts joined again), host, port, path (with its leading "/"), query
// and fragment (without "?" and "#"); an absent part is left out. What a
// library normalises (see each adapter's head comment) differs from the
// input's bytes there, too.
#ifndef RFC1738_TOOLS_ADAPTERS_ADAPTER_HPP
#define RFC1738_TOOLS_ADAPTERS_ADAPTER_HPP

#include <cstdio>
#include <functional>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace rfc1738::adapters {

using json = nlohmann::json;

/// The parts a library gives, as it gives them; absent is not empty.
struct parts {
   bool valid = false;
   std::optional< std::string > scheme, user, password, host, port, path, query, fragment;
};

/// The input's bytes from the suite's "input" (one code point per byte).
inline bool bytes_of( const std::string& utf8, std::string& bytes )
{
   bytes.clear();
   for( std::size_t i = 0; i < utf8.size(); ) {
      const auto b = static_cast< unsigned char >( utf8[ i ] );
      if( b < 0x80 ) {
         bytes.push_back( static_cast< char >( b ) );
         ++i;
      }
      else if( ( b == 0xC2 || b == 0xC3 ) && i + 1 < utf8.size() ) {
         bytes.push_back( static_cast< char >( ( ( b & 0x1F ) << 6 ) | ( static_cast< unsigned char >( utf8[ i + 1 ] ) & 0x3F ) ) );
         i += 2;
      }
      else {
         return false;
      }
   }
   return true;
}

/// Bytes as a JSON string value: one code point per byte.
inline json text( std::string_view bytes )
{
   std::string utf8;
   for( const char c : bytes ) {
      const auto b = static_cast< unsigned char >( c );
      if( b < 0x80 ) {
         utf8.push_back( c );
      }
      else {
         utf8.push_back( static_cast< char >( 0xC0 | ( b >> 6 ) ) );
         utf8.push_back( static_cast< char >( 0x80 | ( b & 0x3F ) ) );
      }
   }
   return json( utf8 );
}

inline std::string lower( std::string s )
{
   for( auto& c : s ) {
      if( c >= 'A' && c <= 'Z' ) {
         c = static_cast< char >( c - 'A' + 'a' );
      }
   }
   return s;
}

/// The parts under the roles of RFC 1738's components (see the table above).
inline json map_parts( const parts& p, std::string_view input )
{
   json c = json::object();
   const auto put = [ & ]( const char* name, const std::optional< std::string >& v ) {
      if( v ) {
         c[ name ] = text( *v );
      }
   };
   const std::string scheme = p.scheme ? lower( *p.scheme ) : std::string();
   // The path without its leading "/", present when the path has one.
   std::optional< std::string > rest;
   if( p.path && !p.path->empty() && ( *p.path )[ 0 ] == '/' ) {
      rest = p.path->substr( 1 );
   }
   const auto split = []( const std::string& s, std::string_view by ) {
      std::vector< std::string > v;
      std::size_t begin = 0;
      for( auto at = s.find( by ); at != std::string::npos; at = s.find( by, begin ) ) {
         v.push_back( s.substr( begin, at - begin ) );
         begin = at + by.size();
      }
      v.push_back( s.substr( begin ) );
      return v;
   };
   if( scheme == "http" ) {
      put( "host", p.host );
      put( "port", p.port );
      put( "path", rest );
      put( "search", p.query );
   }
   else if( scheme == "ftp" ) {
      put( "user", p.user );
      put( "password", p.password );
      put( "host", p.host );
      put( "port", p.port );
      if( rest ) {
         const auto t = rest->rfind( ";type=" );
         if( t != std::string::npos && t + 7 == rest->size() ) {
            c[ "path" ] = text( rest->substr( 0, t ) );
            c[ "type" ] = text( rest->substr( t + 6 ) );
         }
         else {
            c[ "path" ] = text( *rest );
         }
      }
   }
   else if( scheme == "file" ) {
      if( p.host && !p.host->empty() ) {
         put( "host", p.host );
      }
      put( "path", rest );
   }
   else if( scheme == "telnet" ) {
      put( "user", p.user );
      put( "password", p.password );
      put( "host", p.host );
      put( "port", p.port );
   }
   else if( scheme == "nntp" ) {
      put( "host", p.host );
      put( "port", p.port );
      if( rest ) {
         const auto s = split( *rest, "/" );
         c[ "group" ] = text( s[ 0 ] );
         if( s.size() > 1 ) {
            c[ "article" ] = text( s[ 1 ] );
         }
      }
   }
   else if( scheme == "gopher" ) {
      put( "host", p.host );
      put( "port", p.port );
      if( rest && !rest->empty() ) {
         const auto hex = []( char x ) { return ( x >= '0' && x <= '9' ) || ( x >= 'A' && x <= 'F' ) || ( x >= 'a' && x <= 'f' ); };
         const std::size_t g = rest->size() >= 3 && ( *rest )[ 0 ] == '%' && hex( ( *rest )[ 1 ] ) && hex( ( *rest )[ 2 ] ) ? 3 : 1;
         c[ "type" ] = text( rest->substr( 0, g ) );
         const auto s = split( rest->substr( g ), "%09" );
         c[ "path" ] = text( s[ 0 ] );
         if( s.size() > 1 ) {
            c[ "search" ] = text( s[ 1 ] );
         }
         if( s.size() > 2 ) {
            std::string more = s[ 2 ];
            for( std::size_t i = 3; i < s.size(); ++i ) {
               more += "%09" + s[ i ];
            }
            c[ "gopher+" ] = text( more );
         }
      }
   }
   else if( scheme == "wais" ) {
      put( "host", p.host );
      put( "port", p.port );
      if( rest ) {
         const auto s = split( *rest, "/" );
         c[ "database" ] = text( s[ 0 ] );
         if( s.size() > 1 ) {
            c[ "type" ] = text( s[ 1 ] );
         }
         if( s.size() > 2 ) {
            std::string more = s[ 2 ];
            for( std::size_t i = 3; i < s.size(); ++i ) {
               more += "/" + s[ i ];
            }
            c[ "path" ] = text( more );
         }
      }
      put( "search", p.query );
   }
   else if( scheme == "mailto" ) {
      put( "address", p.path );
   }
   else if( scheme == "news" ) {
      if( p.path ) {
         c[ "grouppart" ] = text( *p.path );
         if( p.path->find( '@' ) != std::string::npos ) {
            c[ "article" ] = text( *p.path );
         }
         else if( *p.path != "*" ) {
            c[ "group" ] = text( *p.path );
         }
      }
   }
   else if( scheme == "prospero" ) {
      put( "host", p.host );
      put( "port", p.port );
      if( rest ) {
         const auto s = split( *rest, ";" );
         c[ "path" ] = text( s[ 0 ] );
         json fields = json::array();
         for( std::size_t i = 1; i < s.size(); ++i ) {
            const auto eq = s[ i ].find( '=' );
            fields.push_back( { { "fieldname", text( s[ i ].substr( 0, eq ) ) }, { "fieldvalue", text( eq == std::string::npos ? std::string() : s[ i ].substr( eq + 1 ) ) } } );
         }
         c[ "field" ] = fields;
      }
   }
   else {
      const auto colon = input.find( ':' );
      if( colon != std::string_view::npos ) {
         c[ "schemepart" ] = text( input.substr( colon + 1 ) );
      }
      if( p.host ) {
         put( "user", p.user );
         put( "password", p.password );
         put( "host", p.host );
         put( "port", p.port );
         put( "path", rest );
      }
   }
   return c;
}

/// The parts under the seven roles of `rfc1738 compare --editions`.
inline json roles_of( const parts& p )
{
   json r = json::object();
   const auto put = [ & ]( const char* name, const std::optional< std::string >& v ) {
      if( v ) {
         r[ name ] = text( *v );
      }
   };
   put( "scheme", p.scheme );
   if( p.user || p.password ) {
      r[ "userinfo" ] = text( p.user.value_or( "" ) + ( p.password ? ":" + *p.password : std::string() ) );
   }
   put( "host", p.host );
   put( "port", p.port );
   put( "path", p.path );
   put( "query", p.query );
   put( "fragment", p.fragment );
   return r;
}

/// Reads the suite on standard input and prints one answer a line: `parse`
/// fills the parts of one input (its bytes); it returns false when the
/// library cannot be given that input at all (then only "input" and
/// "covers" are printed: nothing is compared).
inline int run( const std::function< bool( std::string_view, parts& ) >& parse )
{
   std::string line;
   std::string input;
   while( std::getline( std::cin, line ) ) {
      const auto j = json::parse( line, nullptr, false );
      if( j.is_discarded() || !j.is_object() || !j.contains( "input" ) || !j[ "input" ].is_string() || !bytes_of( j[ "input" ].get< std::string >(), input ) ) {
         std::fprintf( stderr, "adapter: a line that is not a suite case\n" );
         return 2;
      }
      json out = json::object();
      out[ "input" ] = j[ "input" ];
      if( j.contains( "covers" ) ) {
         out[ "covers" ] = j[ "covers" ];
      }
      parts p;
      if( parse( input, p ) ) {
         out[ "valid" ] = p.valid;
         if( p.valid ) {
            out[ "scheme" ] = p.scheme ? text( *p.scheme ) : json( nullptr );
            out[ "components" ] = map_parts( p, input );
            out[ "roles" ] = roles_of( p );
         }
      }
      std::cout << out.dump( -1, ' ', true, json::error_handler_t::replace ) << '\n';
   }
   return 0;
}

}  // namespace rfc1738::adapters

#endif

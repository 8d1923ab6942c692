// SPDX-License-Identifier: BSL-1.0
// rfc1738 build --json with a "components" object: the objects `rfc1738
// parse --json` (and `check --json`) write, one per line, each written back
// into its URL by rfc1738::compose. The components are as written in a URL
// (encoded); "input" is the URL whose component-free options to follow,
// "production" is checked, the other keys of those objects are ignored.
#include "build_components.hpp"

#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "output.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/compose.hpp"
#include "rfc1738/parse.hpp"

namespace rfc1738::cli {

namespace {

using json = nlohmann::json;


struct request {
   std::string scheme;
   std::vector< std::pair< std::string, std::string > > components;
   std::string like;
   std::optional< std::string > production;
};

// Reads one object; the error, when it is not one of components.
std::optional< std::string > read( const json& o, const std::string& scheme, request& r )
{
   if( !o.is_object() ) {
      return std::string( "not a JSON object" );
   }
   if( o.contains( "valid" ) && o[ "valid" ].is_boolean() && !o[ "valid" ].get< bool >() ) {
      return std::string( "the input is not a URL: it has no components to build from" );
   }
   const auto string_member = [ & ]( const char* key, std::string& into ) -> std::optional< std::string > {
      if( !o.contains( key ) || o[ key ].is_null() ) {
         return std::nullopt;
      }
      if( !o[ key ].is_string() ) {
         return "\"" + std::string( key ) + "\" is not a string";
      }
      const auto b = bytes_of( o[ key ].get< std::string >() );
      if( !b ) {
         return "\"" + std::string( key ) + "\" holds a code point above U+00FF (each code point is one byte)";
      }
      into = *b;
      return std::nullopt;
   };
   if( auto e = string_member( "scheme", r.scheme ) ) {
      return e;
   }
   if( !scheme.empty() ) {
      r.scheme = scheme;
   }
   if( auto e = string_member( "input", r.like ) ) {
      return e;
   }
   if( r.scheme.empty() ) {
      // The scheme of the URL the object was parsed from.
      if( const auto s = scheme_of( r.like ) ) {
         r.scheme = std::string( *s );
      }
      else {
         return std::string( "no \"scheme\" (and no \"input\" with one)" );
      }
   }
   std::string production;
   if( auto e = string_member( "production", production ) ) {
      return e;
   }
   if( !production.empty() ) {
      r.production = production;
   }
   const auto& c = o[ "components" ];
   if( !c.is_object() ) {
      return std::string( "\"components\" is not an object" );
   }
   for( const auto& [ name, value ] : c.items() ) {
      if( name == "fieldspec" && value.is_array() ) {
         // [{"fieldname":…,"fieldvalue":…},…]: the run ";name=value…".
         std::string run;
         for( const auto& f : value ) {
            if( !f.is_object() || !f.contains( "fieldname" ) || !f.contains( "fieldvalue" ) || !f[ "fieldname" ].is_string() || !f[ "fieldvalue" ].is_string() ) {
               return std::string( "\"fieldspec\" is not an array of {\"fieldname\",\"fieldvalue\"}" );
            }
            const auto n = bytes_of( f[ "fieldname" ].get< std::string >() );
            const auto v = bytes_of( f[ "fieldvalue" ].get< std::string >() );
            if( !n || !v ) {
               return std::string( "\"fieldspec\" holds a code point above U+00FF" );
            }
            run += ";" + *n + "=" + *v;
         }
         if( !run.empty() ) {
            r.components.emplace_back( name, run );
         }
         continue;
      }
      if( !value.is_string() ) {
         return "component \"" + name + "\" is not a string";
      }
      const auto b = bytes_of( value.get< std::string >() );
      if( !b ) {
         return "component \"" + name + "\" holds a code point above U+00FF (each code point is one byte)";
      }
      r.components.emplace_back( name, *b );
   }
   return std::nullopt;
}

}  // namespace

std::optional< int > build_components_json( std::string_view text, const std::string& scheme )
{
   // One JSON value, or JSON Lines.
   std::vector< json > objects;
   auto whole = json::parse( text.begin(), text.end(), nullptr, false );
   if( !whole.is_discarded() ) {
      objects.push_back( std::move( whole ) );
   }
   else {
      for( std::size_t begin = 0; begin < text.size(); ) {
         std::size_t end = text.find( '\n', begin );
         if( end == std::string_view::npos ) {
            end = text.size();
         }
         const auto line = text.substr( begin, end - begin );
         begin = end + 1;
         if( line.find_first_not_of( " \t\r" ) == std::string_view::npos ) {
            continue;
         }
         auto o = json::parse( line.begin(), line.end(), nullptr, false );
         if( o.is_discarded() ) {
            return std::nullopt;   // not JSON Lines either: the parts reader says why
         }
         objects.push_back( std::move( o ) );
      }
   }
   if( objects.empty() || !objects.front().is_object() || !( objects.front().contains( "components" ) || objects.front().contains( "input" ) ) ) {
      return std::nullopt;
   }
   output out;
   int status = 0;
   std::size_t n = 0;
   for( const auto& o : objects ) {
      ++n;
      const std::string where = objects.size() > 1 ? "object " + std::to_string( n ) + ": " : "";
      request r;
      if( const auto e = read( o, scheme, r ) ) {
         out.flush();
         std::fprintf( stderr, "rfc1738 build: %s%s\n", where.c_str(), e->c_str() );
         status = std::max( status, 1 );
         continue;
      }
      // The form parse named: a valid URL that does not conform is written
      // back through genericurl.
      std::optional< production > form;
      for( std::size_t i = 0; r.production && i < grammar::production_count; ++i ) {
         if( grammar::production_names[ i ] == *r.production ) {
            form = static_cast< production >( i );
         }
      }
      const auto u = compose( r.scheme, r.components, r.like, form && grammar::find_url_form( *form ) ? form : std::nullopt );
      if( u && r.production ) {
         const auto p = parse( std::string_view( *u ) );
         if( p && grammar::rfc_name( p->derived_by() ) != *r.production ) {
            out.flush();
            std::fprintf( stderr, "rfc1738 build: %s\"production\" is %s, but the components make %s, derived by %s\n", where.c_str(), r.production->c_str(), u->c_str(),
                          std::string( grammar::rfc_name( p->derived_by() ) ).c_str() );
            status = std::max( status, 1 );
            continue;
         }
      }
      if( !u ) {
         out.flush();
         std::fprintf( stderr, "rfc1738 build: %s%s: %s\n", where.c_str(), u.error().part.c_str(), u.error().message.c_str() );
         status = std::max( status, 1 );
         continue;
      }
      out.put( *u );
      out.put( '\n' );
   }
   out.flush();
   return status;
}

std::optional< std::string > bytes_of( const std::string& utf8 )
{
   std::string out;
   for( std::size_t i = 0; i < utf8.size(); ) {
      const auto c = static_cast< unsigned char >( utf8[ i ] );
      if( c < 0x80 ) {
         out += static_cast< char >( c );
         ++i;
      }
      else if( ( c == 0xc2 || c == 0xc3 ) && i + 1 < utf8.size() ) {
         out += static_cast< char >( ( ( c & 0x03 ) << 6 ) | ( static_cast< unsigned char >( utf8[ i + 1 ] ) & 0x3f ) );
         i += 2;
      }
      else {
         return std::nullopt;
      }
   }
   return out;
}

}  // namespace rfc1738::cli

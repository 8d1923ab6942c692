// SPDX-License-Identifier: BSL-1.0
// rfc1738 build: a conforming URL from decoded parts (rfc1738::build), from
// options or one JSON object (read with nlohmann-json).
#include <algorithm>
#include <array>
#include <cctype>
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
#include "command_table.hpp"
#include "output.hpp"
#include "rfc1738/build.hpp"
#include "rfc1738/grammar/component_values.hpp"
#include "rfc1738/warning.hpp"
#include "writing_commands.hpp"

namespace rfc1738::cli {

const std::string_view build_usage =
   "usage: rfc1738 build SCHEME [OPTIONS]\n"
   "       rfc1738 build --json [JSON]\n"
   "\n"
   "Builds the URL of SCHEME from its parts, given decoded (as the bytes they\n"
   "stand for): each part is escaped exactly where its production of RFC 1738\n"
   "§5 needs it (upper-case hex), and the URL conforms to the production of its\n"
   "scheme (one of the ten of §3, or the generic form of §3.1 for any other).\n"
   "Prints the URL; a part that cannot be written is named on standard error.\n"
   "\n"
   "  --user TEXT           user (ftp, telnet, generic form)\n"
   "  --password TEXT       password (needs --user)\n"
   "  --host HOST           host: a hostname or hostnumber (no escapes, §3.1)\n"
   "  --port DIGITS         port: any digits (RFC 1738 §5); above 65535 it is\n"
   "                        built with a port-out-of-range warning\n"
   "  --path A/B/...        the path, split at \"/\" into segments (ftp, http,\n"
   "                        file, prospero); --path '' is the empty path. A\n"
   "                        leading \"/\" is an absolute path: in ftp the first\n"
   "                        segment holds it, %2F (/%2Fetc/motd: CWD /etc,\n"
   "                        §3.2.2); in http and file it is the \"/\" before the\n"
   "                        path (file:///etc/passwd); a prospero hsoname keeps\n"
   "                        it (prospero://h//pros/name)\n"
   "  --segment TEXT        one path segment, which may hold \"/\" (repeatable)\n"
   "  --type T              ftp typecode: A, I, D, a, i or d\n"
   "  --search TEXT         search (http, gopher, wais); an http search without\n"
   "                        a path gets the empty path (http://h/?q, §3.3)\n"
   "  --gtype C             gopher type (one byte); --selector TEXT, --gopher-plus\n"
   "                        TEXT\n"
   "  --address TEXT        mailto: the encoded822addr\n"
   "  --grouppart TEXT      news: *, a group, or an article unique@host\n"
   "  --group NAME          nntp group; --digits N: the article number\n"
   "  --database TEXT       wais database; --wtype TEXT --wpath TEXT\n"
   "  --field NAME=VALUE    prospero fieldspec (repeatable)\n"
   "  --schemepart TEXT     generic form without a host: the opaque schemepart\n"
   "  --urlpath TEXT        generic form with a host: the urlpath\n"
   "@COMPONENT_OPTIONS@\n"
   "  --slash               a \"/\" after the login (telnet://h/, gopher://h/)\n"
   "  --part NAME=TEXT      any part by its RFC name (repeatable)\n"
   "  --json [JSON]         read the parts as one JSON object (the argument, else\n"
   "                        standard input): \"scheme\", the part names above as\n"
   "                        strings, \"segments\" an array of strings,\n"
   "                        \"fieldspecs\" an array of {\"fieldname\",\"fieldvalue\"},\n"
   "                        \"slash\" true; each code point U+0000..U+00FF of a\n"
   "                        string is one byte. Or the objects rfc1738 parse\n"
   "                        --json writes, one a line: \"components\" as written\n"
   "                        in a URL (encoded; names or roles), \"scheme\" (else\n"
   "                        the scheme of \"input\"), \"input\" the URL whose\n"
   "                        component-free options to follow (telnet://h/),\n"
   "                        \"production\" checked: parse --json URL | build\n"
   "                        --json gives back URL\n"
   "  -h, --help            this help\n"
   "\n"
   "Exit status: 0 built, 1 a part cannot be written, 2 usage error.\n";

namespace {

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
            // A segment (of grammar::segment_productions) or a fieldspec's half: in "segments", "fieldspecs".
            const auto segment = [ &key = key ]( production s ) { return s != production::url && grammar::production_names[ static_cast< std::size_t >( s ) ] == key; };
            if( key == "fieldname" || key == "fieldvalue" || key == "segment" || std::any_of( std::begin( grammar::segment_productions ), std::end( grammar::segment_productions ), segment ) || !set_part( parts, key, *b ) ) {
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

// The options of build, as its node of run_command's tree holds them: one --NAME
// for each component that is one string (grammar::value_members), named as
// the component, but the three that kept their first names (a name another
// option has stays --part NAME=TEXT's).
struct build_settings {
   bool slash = false;
   std::optional< std::string > json;
   std::string scheme, path;
   std::array< std::string, grammar::component_count > values;
   std::array< CLI::Option*, grammar::component_count > given{};
   std::vector< std::string > segments, fields, named;
   CLI::Option *json_flag = nullptr, *o_path = nullptr;
};

// The option of component c: "--NAME", but --type (ftptype), --gopher-plus
// (gopher+_string) and --address (encoded822addr); empty for a name that is
// no option name (then --part NAME=TEXT gives it).
std::string option_of( grammar::component c )
{
   constexpr std::pair< std::string_view, std::string_view > first_names[] = {
      { "ftptype", "--type" },
      { "gopher+_string", "--gopher-plus" },
      { "encoded822addr", "--address" },
   };
   const std::string_view name = grammar::info( c ).name;
   for( const auto& [ component, option ] : first_names ) {
      if( component == name ) {
         return std::string( option );
      }
   }
   // An option name as the others are spelt: lower-case letters, digits,
   // "-" and "_" (the C library's classes: a convention of option names,
   // not a set of the grammar).
   for( const char ch : name ) {
      const auto c = static_cast< unsigned char >( ch );
      if( !( std::islower( c ) || std::isdigit( c ) || ch == '-' || ch == '_' ) ) {
         return {};
      }
   }
   return "--" + std::string( name );
}

int build_run( build_settings& s, const std::vector< std::string >& operands );

}  // namespace

std::vector< std::string > component_options( std::string_view help )
{
   std::vector< std::string > lines;
   for( std::size_t i = 0; i < grammar::component_count; ++i ) {
      // "--NAME" followed by a byte no option name has: named in `help`.
      const auto c = static_cast< grammar::component >( i );
      const auto option = option_of( c );
      const auto named = [ & ]( char end ) { return help.find( option + end ) != std::string_view::npos; };
      if( !grammar::value_members[ i ] || option.empty() || named( ' ' ) || named( '\n' ) || named( ',' ) || named( ':' ) ) {
         continue;
      }
      // "  --fuser TEXT          the finger user (finger)": its noun and the
      // schemes whose URL holds it.
      std::string line = "  " + option + " TEXT";
      line += std::string( line.size() < 24 ? 24 - line.size() : 1, ' ' ) + std::string( grammar::info( c ).noun ) + " (";
      std::string schemes;
      for( const auto& form : grammar::url_forms ) {
         if( std::find( form.components, form.components + form.count, c ) != form.components + form.count ) {
            schemes += ( schemes.empty() ? "" : ", " ) + std::string( form.scheme.empty() ? "generic form" : form.scheme );
         }
      }
      lines.push_back( line + schemes + ")\n" );
   }
   return lines;
}

command_run declare_build( CLI::App& app )
{
   auto s = std::make_shared< build_settings >();
   s->json_flag = app.add_option( "--json", s->json )->expected( 0, 1 );
   app.add_option( "scheme", s->scheme );
   s->o_path = app.add_option( "--path", s->path );
   app.add_option( "--segment", s->segments )->allow_extra_args( false );
   app.add_option( "--field", s->fields )->allow_extra_args( false );
   for( std::size_t i = 0; i < grammar::component_count; ++i ) {
      const auto option = option_of( static_cast< grammar::component >( i ) );
      if( grammar::value_members[ i ] && !option.empty() && app.get_option_no_throw( option ) == nullptr ) {
         s->given[ i ] = app.add_option( option, s->values[ i ] );
      }
   }
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
      return usage_error( "build", "unexpected argument '" + *rest + "'" );
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
         return usage_error( "build", *e );
      }
      if( !s.scheme.empty() ) {
         parts.scheme = s.scheme;
      }
   }
   else {
      if( s.scheme.empty() ) {
         return usage_error( "build", "no SCHEME" );
      }
      parts.scheme = s.scheme;
      for( std::size_t i = 0; i < grammar::component_count; ++i ) {
         if( s.given[ i ] && *s.given[ i ] ) {
            set_part( parts, grammar::components[ i ].name, s.values[ i ] );
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
            return usage_error( "build", "--field takes NAME=VALUE, not '" + f + "'" );
         }
         parts.fieldspecs.emplace_back( f.substr( 0, eq ), f.substr( eq + 1 ) );
      }
      for( const auto& n : s.named ) {
         const auto eq = n.find( '=' );
         if( eq == std::string::npos || !set_part( parts, n.substr( 0, eq ), n.substr( eq + 1 ) ) ) {
            return usage_error( "build", "--part takes NAME=TEXT with NAME a part, not '" + n + "'" );
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

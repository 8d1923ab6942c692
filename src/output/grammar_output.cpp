// SPDX-License-Identifier: BSL-1.0
// The JSON of `rfc1738 grammar --json` (a production of an edition) and of
// `rfc1738 grammar --forms --json` (the URL forms and their components).
#include "rfc1738/grammar_output.hpp"

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

#include "rfc1738/check.hpp"
#include "rfc1738/grammar/components.hpp"
#include "rfc1738/json.hpp"

namespace rfc1738 {

std::string section_of( const edition e, const edition_production& p )
{
   if( e != edition::rfc1738 ) {
      return std::string( p.section );
   }
   return p.section.empty() || p.section == "5" ? std::string( "§5" ) : "§" + std::string( p.section ) + ", §5";
}

void write_json( std::string& out, const edition e, const edition_production& p )
{
   out += "{\"name\":";
   write_json_text( out, p.name );
   out += ",\"bnf\":";
   write_json_text( out, p.bnf );
   out += ",\"section\":";
   write_json_text( out, section_of( e, p ) );
   out += ",\"file\":";
   write_json_text( out, p.file );
   out += ",\"line\":" + std::to_string( p.line );
   for( const auto& [ key, value ] : { std::pair{ ",\"rewrite\":", p.rewrite }, std::pair{ ",\"why\":", p.why }, std::pair{ ",\"peg\":", p.peg } } ) {
      out += key;
      if( p.rewrite.empty() ) {
         out += "null";
      }
      else {
         write_json_text( out, value );
      }
   }
   out += ",\"used_by\":[";
   std::string_view users = p.used_by;
   for( bool first = true; !users.empty(); first = false ) {
      const auto space = users.find( ' ' );
      out += first ? "" : ",";
      write_json_text( out, users.substr( 0, space ) );
      users.remove_prefix( space == std::string_view::npos ? users.size() : space + 1 );
   }
   out += "]}";
}

void write_url_forms_json( std::string& out )
{
   out += '[';
   for( const auto& f : grammar::url_forms ) {
      out += &f == grammar::url_forms ? "{\"production\":" : ",{\"production\":";
      write_json_text( out, grammar::rfc_name( f.syntax ) );
      out += ",\"scheme\":";
      if( f.scheme.empty() ) {
         out += "null";
      }
      else {
         write_json_text( out, f.scheme );
      }
      out += ",\"target\":";
      write_json_text( out, grammar::rfc_name( target_of( f.scheme ) ) );
      out += ",\"authority\":";
      write_json_text( out, grammar::name_of( f.authority ) );
      out += ",\"components\":[";
      for( std::size_t i = 0; i < f.count; ++i ) {
         const auto& c = grammar::info( f.components[ i ] );
         for( const auto& [ key, value ] : { std::pair{ "{\"name\":", c.name }, std::pair{ ",\"role\":", c.role }, std::pair{ ",\"section\":", f.sections[ i ] },
                                             std::pair{ ",\"noun\":", c.noun }, std::pair{ ",\"kind\":", grammar::name_of( c.kind ) } } ) {
            out += i != 0 && *key == '{' ? "," : "";
            out += key;
            write_json_text( out, value );
         }
         out += '}';
      }
      out += "]}";
   }
   out += ']';
}

}  // namespace rfc1738

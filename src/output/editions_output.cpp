// SPDX-License-Identifier: BSL-1.0
// What `rfc1738 editions` prints for one input, for a person, and its --list.
#include "rfc1738/editions_output.hpp"

#include <algorithm>

#include "append_printable.hpp"
#include "rfc1738/json.hpp"

namespace rfc1738 {

void write_editions_text( std::string& out, const editions_report& r )
{
   detail::append_printable( out, r.input );
   out += '\n';
   if( r.fragment ) {
      out += "  fragment          ";   // the bytes after the "#", set aside by RFC 1738 and the draft
      detail::append_printable( out, *r.fragment );
      out += '\n';
   }
   for( const auto& a : r.answers ) {
      const auto name = name_of( a.of );
      const std::string_view verdict = a.verdict.conforms ? "conforms" : a.verdict.valid ? "valid" : "not a url";
      out.append( "  " ).append( name ).append( 18 - name.size(), ' ' ).append( verdict );
      if( a.verdict.production ) {
         out.append( verdict.size() < 10 ? 10 - verdict.size() : 1, ' ' ).append( *a.verdict.production );
         for( std::size_t k = 0; a.split && k < a.split->roles.size(); ++k ) {
            const auto& role = a.split->roles[ k ];
            out.append( "  " ).append( role.name ).append( " \"" );
            detail::append_printable( out, r.input.substr( role.offset, role.size ) );
            out += '"';
         }
         if( !a.verdict.conforms ) {   // valid: RFC 1738's otherurl, RFC 8089's file-URI, ...
            out.append( "; does not conform to " ).append( a.verdict.target );
         }
      }
      if( a.error ) {
         out += " at " + std::to_string( a.error->offset ) + ": " + a.error->message;
      }
      out += '\n';
   }
   for( const auto& d : r.differences ) {
      out.append( "  split differently by " ).append( name_of( d.a ) ).append( " and " ).append( name_of( d.b ) ).append( ": " );
      for( std::size_t k = 0; k < d.roles.size(); ++k ) {
         out.append( k ? ", " : "" ).append( d.roles[ k ] );
      }
      out += '\n';
   }
}

void write_editions_list( std::string& out, const bool json, const bool facts )
{
   std::size_t width = 0;
   for( const edition e : editions ) {
      width = std::max( width, name_of( e ).size() );
   }
   for( const edition e : editions ) {
      if( !json ) {
         out.append( name_of( e ) ).append( width + 2 - name_of( e ).size(), ' ' ).append( title_of( e ) ).append( "\n" );
         continue;
      }
      out += e == editions[ 0 ] ? "[{\"name\":" : ",{\"name\":";
      write_json_text( out, name_of( e ) );
      out += ",\"title\":";
      write_json_text( out, title_of( e ) );
      out += !facts ? "}" : has_fragment( e ) ? ",\"fragment\":true" : ",\"fragment\":false";
      out += !facts ? "" : part_names( e ).empty() ? ",\"parts\":false}" : ",\"parts\":true}";
   }
   out += json ? "]" : "";
}

}  // namespace rfc1738

// SPDX-License-Identifier: BSL-1.0
// What `rfc1738 lint` prints for one URL of a text (RFC 1738 Appendix).
#include "rfc1738/lint_output.hpp"

#include "rfc1738/annotate.hpp"
#include "rfc1738/grammar/production.hpp"
#include "rfc1738/json.hpp"

namespace rfc1738 {

std::vector< lint_finding > lint_findings( const candidate& c, const report& r )
{
   std::vector< lint_finding > findings;
   if( const auto& d = r.diagnosis() ) {
      findings.push_back( { c.position_of( d->offset ), true, d->message, grammar::rfc_name( d->production ), {} } );
   }
   for( const auto& w : c.warnings ) {
      findings.push_back( { c.position_of( w.offset ), false, w.message, w.code, w.section } );
   }
   for( const auto& w : r.warnings() ) {   // offsets in r.text(): as long as c.url (case-ignore keeps lengths)
      findings.push_back( { c.position_of( w.offset ), false, w.message, w.code, w.section } );
   }
   return findings;
}

void write_lint_text( std::string& out, std::string_view file, const candidate& c, const report& r, const std::vector< lint_finding >& findings,
                      std::string_view hint )
{
   for( const auto& f : findings ) {
      out.append( file ).append( ':' + std::to_string( f.at.line ) + ':' + std::to_string( f.at.column ) );
      out.append( f.error ? ": error: " : ": warning: " ).append( f.message ).append( " [" ).append( f.rule ).append( "]\n" );
      if( f.error ) {
         out.append( annotate( c.url, r.diagnosis()->offset ) ).append( "\n" );
         if( !hint.empty() ) {
            out.append( "  " ).append( hint ).append( "\n" );
         }
      }
   }
}

void write_lint_json( std::string& out, std::string_view file, const candidate& c, const report& r )
{
   out += "{\"file\":";
   write_json_string( out, file );
   out += ',';
   write_json_members( out, c, r );
   out += '}';
}

void write_lint_array( std::string& out, std::string_view text, const document_format format, const extract_options& options, const rfc1738::options& mode )
{
   out += '[';
   bool first = true;
   report r;   // each URL's, in the room of the one before
   for( const auto& c : extract( text, format, options ) ) {
      out += first ? "{" : ",{";
      first = false;
      inspect_into( r, c.url, mode, url_tree::components );   // split: r.text() is a prefix of c.url, its offsets c.url's
      write_json_members( out, c, r );
      out += '}';
   }
   out += ']';
}

}  // namespace rfc1738

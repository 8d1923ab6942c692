// SPDX-License-Identifier: BSL-1.0
// What `rfc1738 check` prints for one input, for a person.
#include "rfc1738/check_output.hpp"

#include <optional>
#include <string>

#include "rfc1738/annotate.hpp"
#include "append_printable.hpp"
#include "diagnosis/expected_text.hpp"

namespace rfc1738 {

namespace {

// `code` when colouring, else nothing.
const char* paint( bool on, const char* code ) noexcept
{
   return on ? code : "";
}

// "  fragment: " and the bytes after the "#", as written, when set aside.
void append_fragment( std::string& out, const std::optional< std::string_view > fragment )
{
   if( fragment ) {
      out += "  fragment: ";
      detail::append_printable( out, *fragment );
      out += '\n';
   }
}

}  // namespace

void write_check_text( std::string& out, const report& r, const bool color, const std::string_view hint )
{
   const std::string_view text = r.text();
   const auto& v = r.verdict();
   if( v.conforms ) {   // the production: --json's
      out.append( paint( color, "\033[32m" ) ).append( "conforms" ).append( paint( color, "\033[0m" ) ).append( "  " );
      out.append( grammar::rfc_name( v.derived_by ? *v.derived_by : v.target ) ).append( "  " );
      detail::append_printable( out, text );
   }
   else {
      out.append( paint( color, "\033[1;31m" ) ).append( "does not conform" ).append( paint( color, "\033[0m" ) ).append( " to " );
      out.append( grammar::rfc_name( v.target ) ).append( v.valid ? " (a valid url through otherurl)" : " (not a url)" );
   }
   out += '\n';
   for( const auto& note : r.prepared().notes() ) {
      out += "  note: ";
      out += note;
      out += '\n';
   }
   append_fragment( out, r.prepared().fragment() );
   if( const auto& d = r.diagnosis() ) {
      annotate_options caret;
      caret.color = color;
      out += annotate( text, d->offset, caret );
      out += " at " + std::to_string( d->offset ) + ": ";
      out += d->message;
      if( !hint.empty() ) {
         out += "\n  ";
         out += hint;
      }
      if( const auto& f = r.fix(); f && f->url ) {   // inspect's (at most fix_it_limit bytes)
         out += "\n  fix-it: ";
         detail::append_printable( out, *f->url );
      }
      out += "\n  in ";
      out += grammar::rfc_name( d->production );
      out += ", expected ";
      detail::put_expected( out, d->expected );
      out += '\n';
   }
   for( const auto& w : r.warnings() ) {
      out.append( "  " ).append( paint( color, "\033[33m" ) ).append( "warning" ).append( paint( color, "\033[0m" ) );
      out += " at " + std::to_string( w.offset ) + " [" + std::string( w.code ) + "]: " + w.message + "\n";
   }
}

void write_check_text( std::string& out, const editions_report& r, const bool color )
{
   const auto& a = r.answers.front();
   const auto& v = a.verdict;
   const std::string_view verdict = v.conforms ? "\033[32m" : v.valid ? "\033[33m" : "\033[31m";
   out.append( paint( color, verdict.data() ) ).append( v.conforms ? "conforms" : v.valid ? "does not conform to " : "not a url" );
   out.append( v.conforms || !v.valid ? "" : v.target ).append( paint( color, "\033[0m" ) );
   if( v.conforms ) {
      out.append( "  " ).append( *v.production );
   }
   else {   // valid: RFC 8089 §2, RFC 6068 §2: a file or mailto URI that is not one of theirs
      out.append( " (" ).append( name_of( a.of ) ).append( v.valid ? ", valid " : "" ).append( v.valid ? *v.production : "" ).append( ")" );
   }
   out += "  ";
   detail::append_printable( out, a.text );   // the input, or the text before its "#"
   out += '\n';
   if( a.error ) {
      out += "  at " + std::to_string( a.error->offset ) + ": " + a.error->message + "\n";
   }
   append_fragment( out, r.fragment );
}

}  // namespace rfc1738

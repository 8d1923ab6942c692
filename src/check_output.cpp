// SPDX-License-Identifier: BSL-1.0
// What `rfc1738 check` prints for one input, for a person.
#include "rfc1738/check_output.hpp"

#include <string>

#include "rfc1738/annotate.hpp"
#include "append_printable.hpp"
#include "expected_text.hpp"

namespace rfc1738 {

namespace {

// `code` when colouring, else nothing.
const char* paint( bool on, const char* code ) noexcept
{
   return on ? code : "";
}

}  // namespace

void write_check_text( std::string& out, const report& r, const bool color, const std::string_view hint )
{
   const std::string_view text = r.text();
   const auto& v = r.verdict();
   if( v.conforms ) {
      out += paint( color, "\033[32m" );
      out += "conforms";
      out += paint( color, "\033[0m" );
      out += "  ";
      out += grammar::rfc_name( v.derived_by ? *v.derived_by : v.target );   // the "production" of --json
      out += "  ";
      detail::append_printable( out, text );
   }
   else {
      out += paint( color, "\033[1;31m" );
      out += "does not conform";
      out += paint( color, "\033[0m" );
      out += " to ";
      out += grammar::rfc_name( v.target );
      out += v.valid ? " (a valid url through otherurl)" : " (not a url)";
   }
   out += '\n';
   for( const auto& note : r.prepared().notes() ) {
      out += "  note: ";
      out += note;
      out += '\n';
   }
   if( const auto fragment = r.prepared().fragment() ) {
      out += "  fragment: ";   // the bytes after the "#", as written
      detail::append_printable( out, *fragment );
      out += '\n';
   }
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
      out += "  ";
      out += paint( color, "\033[33m" );
      out += "warning";
      out += paint( color, "\033[0m" );
      out += " at " + std::to_string( w.offset ) + " [" + std::string( w.code ) + "]: " + w.message + "\n";
   }
}

void write_check_text( std::string& out, const editions_report& r, const bool color )
{
   const auto& a = r.answers.front();
   const auto& v = a.verdict;
   if( v.conforms ) {
      out += paint( color, "\033[32m" );
      out += "conforms";
      out += paint( color, "\033[0m" );
      out += "  ";
      out += *v.production;
   }
   else if( v.valid ) {   // RFC 8089 §2, RFC 6068 §2: a file or mailto URI that is not one of theirs
      out += paint( color, "\033[33m" );
      out += "does not conform to ";
      out += v.target;
      out += paint( color, "\033[0m" );
      out += " (";
      out += name_of( a.of );
      out += ", valid ";
      out += *v.production;
      out += ')';
   }
   else {
      out += paint( color, "\033[31m" );
      out += "not a url";
      out += paint( color, "\033[0m" );
      out += " (";
      out += name_of( a.of );
      out += ')';
   }
   out += "  ";
   detail::append_printable( out, a.text );   // the input, or the text before its "#"
   out += '\n';
   if( a.error ) {
      out += "  at " + std::to_string( a.error->offset ) + ": " + a.error->message + "\n";
   }
   if( r.fragment ) {
      out += "  fragment: ";
      detail::append_printable( out, *r.fragment );
      out += '\n';
   }
}

}  // namespace rfc1738

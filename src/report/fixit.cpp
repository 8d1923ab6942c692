// SPDX-License-Identifier: BSL-1.0
// rfc1738::fix_it: the repairs of rfc1738::diagnose, applied one at a time
// while each follows from the RFC, and the Appendix's unwrapping.
#include "rfc1738/fixit.hpp"

#include <initializer_list>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "rfc1738/annotate.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/decode.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/parse.hpp"
#include "rfc1738/prepare.hpp"
#include "concat.hpp"
#include "output/append_printable.hpp"
#include "diagnosis/diagnose_into.hpp"
#include "fixit_detail.hpp"
#include "hex.hpp"
#include "room.hpp"

namespace rfc1738 {

namespace {

constexpr const char* ambiguous_percent =
   "the \"%\" begins no escape: it may be a \"%\" to write as %25, or an escape that lost a hex digit; RFC 1738 §2.2 cannot tell which: not fixed";

bool has_line_break( std::string_view s )
{
   // Two searches of one byte each (find_first_of searches the set once per
   // byte of `s`).
   return s.find( '\n' ) != std::string_view::npos || s.find( '\r' ) != std::string_view::npos;
}

// Space, tab, CR, LF: what around a URL makes fix unwrap it (narrower than
// the Appendix's whitespace of detail::is_space, which the unwrapping then
// removes: form feed and vertical tab do not make fix unwrap).
bool space( char c )
{
   return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// Wrapped as the Appendix writes URLs in text, or with whitespace around.
bool wrapped( std::string_view s )
{
   return !s.empty() && ( s.front() == '<' || s.substr( 0, 4 ) == "URL:" || space( s.front() ) || space( s.back() ) );
}

// An http URL with a user: read through otherurl, its login has one.
bool http_with_user( std::string_view text )
{
   const auto v = check( text );
   if( v.target != production::httpurl || !v.valid ) {
      return false;
   }
   const auto u = parse( text );
   if( !u ) {
      return false;
   }
   const auto g = u->otherurl();
   return g && g->ip_schemepart() && g->ip_schemepart()->user().has_value();
}

}  // namespace

namespace detail {

// rfc1738::fix_it( input ) written over `r` (the room of its strings and
// vectors reused: a report inspected again); `first`, when given, is
// diagnose( input ).
void fix_into( std::string_view input, const diagnosis* first, fix_result& r )
{
   // What this thread's fixes set aside with its room, to be written over
   // by the next: the edits cut from a list, the text of a fix that made no
   // url, a fragment that no fix keeps.
   struct set_aside {
      std::vector< fix_edit > edits;
      std::string text;
      std::string fragment;
   };
   thread_local set_aside spare;
   // The text being fixed: in the room of the url of the fix before (or of
   // its text, when it made no url), and the url of this one when it is
   // fixed.
   std::string text = r.url ? std::move( *r.url ) : std::move( spare.text );
   text.assign( input );
   r.url.reset();
   r.reason.clear();
   bool fragment = false;   // r.fragment is this fix's
   std::size_t made = 0;    // the edits made: r.edits' first elements, written over
   const auto edit = [ & ]( const std::string_view name, const std::size_t offset, const std::string_view section ) -> fix_edit& {
      if( made == r.edits.size() ) {
         grow_from_room( r.edits, spare.edits );
      }
      fix_edit& e = r.edits[ made++ ];
      e.edit.assign( name );
      e.offset = offset;
      e.section.assign( section );
      return e;
   };
   // A fragment that is not this fix's, set aside.
   const auto no_fragment = [ & ] {
      if( r.fragment ) {
         spare.fragment = std::move( *r.fragment );
         r.fragment.reset();
      }
   };
   // No url: why, and no edit (the text and the edits set aside).
   const auto refuse = [ & ]( const std::initializer_list< std::string_view > why ) {
      detail::concat_to( r.reason, why );
      cut_keeping_room( r.edits, 0, spare.edits );
      if( !fragment ) {
         no_fragment();
      }
      spare.text = std::move( text );
   };
   if( wrapped( text ) || has_line_break( text ) ) {
      options o;
      o.unwrap = true;
      const auto p = prepare( input, o );
      if( p.changed() ) {
         // The notes without their "unwrap: ": the edit is named so.
         constexpr std::string_view named = "unwrap: ";
         fix_edit& e = edit( "unwrap", 0, "Appendix" );
         e.message.clear();
         for( const std::string_view n : p.notes() ) {
            e.message += e.message.empty() ? "" : "; ";
            e.message += n.substr( 0, named.size() ) == named ? n.substr( named.size() ) : n;
         }
         if( e.message.empty() ) {
            e.message = "removed the whitespace around the URL (RFC 1738 Appendix)";
         }
         for( const auto& w : p.warnings() ) {
            e.message += "; ";
            e.message += w.message;
         }
         text.assign( p.text() );
         e.url.assign( text );
         first = nullptr;   // the diagnosis of another text
      }
   }
   for( ;; ) {
      // The first diagnosis is the caller's when it has it (the text is
      // still the input); each edit's text is diagnosed anew, when it does
      // not conform: diagnose finds nothing exactly when check's verdict
      // automaton says it conforms (both decide the production of its
      // scheme), and check is the faster walk.
      // (Each edit's diagnosis in this thread's room: no allocation once
      // it has held one as large.)
      thread_local diagnosis own;
      const diagnosis* d = first;
      first = nullptr;
      if( d == nullptr && !check( text ).conforms && detail::diagnose_into( text, own ) ) {
         d = &own;
      }
      if( !d ) {
         cut_keeping_room( r.edits, made, spare.edits );
         if( !fragment ) {
            no_fragment();
         }
         r.url = std::move( text );
         return;
      }
      if( made >= max_fix_edits ) {
         const std::string most = std::to_string( max_fix_edits );
         refuse( { "more than ", most, " edits would be needed: not fixed" } );
         return;
      }
      if( !d->fix ) {
         const auto percent = text.rfind( '%', d->offset );
         if( percent != std::string::npos && d->offset - percent <= 2 && !starts_with_escape( std::string_view( text ).substr( percent ) ) ) {
            refuse( { "at ", std::to_string( percent ), ": ", ambiguous_percent } );
         }
         else if( http_with_user( text ) ) {
            refuse( { "an http URL has no place for a user name or password (RFC 1738 §3.3): it cannot be moved anywhere else in the URL; not fixed" } );
         }
         else {
            refuse( { "at ", std::to_string( d->offset ), ": ", d->message, "; no fix follows from RFC 1738" } );
         }
         return;
      }
      const auto at = d->fix->offset;
      switch( d->fix->what ) {
         case repair::kind::lower_case_scheme: {
            const auto colon = text.find( ':' );
            for( std::size_t i = 0; i < colon && i < text.size(); ++i ) {
               if( text[ i ] >= 'A' && text[ i ] <= 'Z' ) {
                  text[ i ] = static_cast< char >( text[ i ] - 'A' + 'a' );
               }
            }
            fix_edit& e = edit( "lower-case-scheme", 0, "§2.1" );
            e.message.assign( "wrote the scheme in lower case (RFC 1738 §2.1: \"the scheme is in lower case\")" );
            e.url.assign( text );
            break;
         }
         case repair::kind::escape_byte: {
            const auto b = static_cast< unsigned char >( text[ at ] );
            const std::string hex = notation::hex_digits( b );
            const char escape[] = { '%', hex[ 0 ], hex[ 1 ] };   // §2.2: "%" and two hex digits, in place of the byte
            text.replace( at, 1, escape, sizeof( escape ) );
            fix_edit& e = edit( "escape", at, "§2.2" );
            detail::concat_to( e.message, { "wrote byte 0x", hex, " as %", hex, " (RFC 1738 §2.2)" } );
            e.url.assign( text );
            break;
         }
         case repair::kind::escape_percent:
            refuse( { "at ", std::to_string( at ), ": ", ambiguous_percent } );
            return;
         case repair::kind::remove_rest:
            if( at < text.size() && text[ at ] == '#' ) {
               if( !r.fragment ) {
                  r.fragment.emplace( std::move( spare.fragment ) );
               }
               r.fragment->assign( text, at + 1 );
               fragment = true;
               text.resize( at );
               fix_edit& e = edit( "fragment", at, "§2.2" );
               e.message.assign( "moved the fragment \"#" );
               detail::append_printable( e.message, *r.fragment );   // room for the rest too
               e.message += "\" out: it is not part of the URL (RFC 1738 §2.2)";
               e.url.assign( text );
               break;
            }
            refuse( { "at ", std::to_string( at ), ": ", d->message, "; removing the rest would be a guess: not fixed" } );
            return;
         case repair::kind::remove_angle_brackets: {
            text.erase( at, 1 );
            if( !text.empty() && text.back() == '>' ) {
               text.pop_back();
            }
            fix_edit& e = edit( "unbracket", at, "§3.6" );
            e.message.assign( "removed the \"<\" and \">\" around the message-id (RFC 1738 §3.6: it is written without them)" );
            e.url.assign( text );
            break;
         }
         case repair::kind::insert_slash: {
            text.insert( at, "/" );
            fix_edit& e = edit( "insert-slash", at, "§3.3" );
            e.message.assign( "inserted \"/\": an http search follows a path (RFC 1738 §3.3)" );
            e.url.assign( text );
            break;
         }
      }
   }
}

}  // namespace detail

fix_result fix_it( std::string_view input )
{
   fix_result r;
   detail::fix_into( input, nullptr, r );
   return r;
}

}  // namespace rfc1738

// SPDX-License-Identifier: BSL-1.0
// The option of the program that does what a diagnosis' message says. The
// library's messages name a behaviour, never a flag ("read with
// case-ignore", "the URL ends before it: remove it", "read such a file with
// the CR removed"); under such a message the program names its option, on
// a line of its own.
#ifndef RFC1738_TOOLS_RFC1738_HINTS_HPP
#define RFC1738_TOOLS_RFC1738_HINTS_HPP

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rfc1738/check.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/edition.hpp"
#include "rfc1738/options.hpp"
#include "rfc1738/prepare.hpp"

namespace rfc1738::cli {

// The options a command offers, of those a hint can name.
struct hint_offers {
   bool ignore_scheme_case = false;
   bool fragment_split = false;
   bool strip_cr = false;
};

// What each command that prints a hint offers (its --help): check all
// three, parse no --ignore-scheme-case, lint no --strip-cr. The program
// and the Python module (which prints the program's text) both read these.
inline constexpr hint_offers check_offers{ true, true, true };
inline constexpr hint_offers parse_offers{ false, true, true };
inline constexpr hint_offers lint_offers{ true, true, false };

// "hint: --OPTION ..." for the diagnosis `d` of `text` when a command
// offering `offers` has an option that does what the message says; empty
// when none.
inline std::string option_hint( const diagnosis& d, std::string_view text, const hint_offers& offers )
{
   if( d.fix && d.fix->what == repair::kind::lower_case_scheme && offers.ignore_scheme_case ) {
      // The message names case-ignore when it makes the input a URL (§2.1).
      options o;
      o.ignore_scheme_case = true;
      const prepared lowered = prepare( text, o );
      if( check( lowered.text() ).valid ) {
         return "hint: --ignore-scheme-case reads the scheme in lower case (RFC 1738 §2.1)";
      }
   }
   if( d.fix && d.fix->what == repair::kind::remove_rest && d.fix->offset < text.size() && text[ d.fix->offset ] == '#' && offers.fragment_split ) {
      return "hint: --fragment=split checks the URL before the \"#\" and reports the fragment apart (RFC 1738 §2.2)";
   }
   if( offers.strip_cr && !text.empty() && d.offset + 1 == text.size() && text.back() == '\r' ) {
      return "hint: --strip-cr removes the CR before each line feed of a CRLF file";
   }
   return {};
}

// "hint: ..." after the summary of `skipped` lines a command skipped as
// blank or comments, when `e` reads an empty line or "#" as a reference
// (the editions with relative references: "" and "#" are valid there), so
// that those lines were not checked; empty when none.
inline std::string skipped_hint( const edition e, const std::size_t skipped )
{
   if( skipped == 0 ) {
      return {};
   }
   std::vector< std::pair< std::string, std::string_view > > derived;   // "" and "#", each with what it derives
   for( const std::string_view line : { std::string_view(), std::string_view( "#" ) } ) {
      if( const edition_verdict v = check( e, line ); v.valid ) {
         derived.emplace_back( "\"" + std::string( line ) + "\"", v.production.value_or( v.target ) );
      }
   }
   if( derived.empty() ) {
      return {};
   }
   std::string derive = derived[ 0 ].first;
   if( derived.size() == 2 && derived[ 0 ].second == derived[ 1 ].second ) {
      derive += " and " + derived[ 1 ].first + " derive " + std::string( derived[ 0 ].second );
   }
   else {
      derive += " derives " + std::string( derived[ 0 ].second );
      if( derived.size() == 2 ) {
         derive += ", " + derived[ 1 ].first + " derives " + std::string( derived[ 1 ].second );
      }
   }
   return "hint: in " + std::string( name_of( e ) ) + " a blank line or a line beginning with \"#\" can be a reference (" + derive + "), not checked when skipped: --keep-comments checks them";
}

}  // namespace rfc1738::cli

#endif

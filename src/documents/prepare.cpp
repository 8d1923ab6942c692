// SPDX-License-Identifier: BSL-1.0
// The modes (RFC 1738 §2.1, §5, Appendix): the text checked.
#include "rfc1738/prepare.hpp"

#include <utility>

#include "rfc1738/check.hpp"
#include "whitespace.hpp"

namespace rfc1738 {

namespace {

std::string_view trim( std::string_view s ) noexcept
{
   while( !s.empty() && detail::is_space( s.front() ) ) s.remove_prefix( 1 );
   while( !s.empty() && detail::is_space( s.back() ) ) s.remove_suffix( 1 );
   return s;
}

bool is_upper( char c ) noexcept
{
   return c >= 'A' && c <= 'Z';
}

char lower( char c ) noexcept
{
   return is_upper( c ) ? static_cast< char >( c - 'A' + 'a' ) : c;
}

}  // namespace

namespace detail {

void prepare_into( std::string_view input, const options& modes, prepared& out )
{
   // `out` anew, keeping the room of its storage and vectors (a report
   // inspected again: inspect_into).
   out.input_ = input;
   out.storage_.clear();
   out.owned_ = false;
   out.end_ = std::string_view::npos;
   out.notes_.clear();
   out.warnings_.clear();
   if( modes.unwrap ) {
      std::string_view s = trim( input );
      bool changed = s.size() != input.size();
      if( s.size() >= 2 && s.front() == '<' && s.back() == '>' ) {
         s = trim( s.substr( 1, s.size() - 2 ) );
         out.notes_.emplace_back( "unwrap: removed the angle brackets (RFC 1738 Appendix)" );
         changed = true;
      }
      if( s.size() >= 4 && s.substr( 0, 4 ) == "URL:" ) {
         s = trim( s.substr( 4 ) );
         out.notes_.emplace_back( "unwrap: removed the \"URL:\" prefix (RFC 1738 Appendix)" );
         changed = true;
      }
      // "The whitespace should be ignored when extracting the URL"; a hyphen
      // right before a line break "may or may not actually be part of the
      // URL": kept and warned about, not guessed. Runs of other bytes are
      // copied at once.
      std::string joined;
      bool removed = false;
      std::size_t i = 0;
      while( i < s.size() ) {
         std::size_t j = i;
         while( j < s.size() && !detail::is_space( s[ j ] ) ) {
            ++j;
         }
         joined.append( s.data() + i, j - i );
         if( j == s.size() ) {
            break;
         }
         removed = true;
         bool line_break = false;
         while( j < s.size() && detail::is_space( s[ j ] ) ) {
            line_break = line_break || s[ j ] == '\n' || s[ j ] == '\r';
            ++j;
         }
         if( line_break && !joined.empty() && joined.back() == '-' ) {
            out.warnings_.push_back( { "hyphen-at-line-break", joined.size() - 1,
                                       "a line break follows this \"-\": it may or may not belong to the URL (RFC 1738 Appendix); kept", "Appendix" } );
         }
         i = j;
      }
      if( removed ) {
         out.notes_.emplace_back( "unwrap: removed whitespace inserted to break the URL (RFC 1738 Appendix)" );
      }
      if( changed || removed ) {
         out.storage_ = std::move( joined );
         out.owned_ = true;
      }
   }
   if( modes.fragment == fragment_mode::split ) {
      // §2.2: "#" delimits "a URL from a fragment/anchor identifier that
      // might follow it": the URL ends at the first one, and the rest, a
      // further "#" included, is the fragment.
      out.end_ = out.whole().find( '#' );
      if( out.end_ != std::string_view::npos ) {
         out.notes_.emplace_back( "fragment: checked the text before the first \"#\"; what follows it is a fragment, not part of the URL (RFC 1738 §2.2)" );
      }
   }
   if( modes.ignore_scheme_case ) {
      // §2.1: "programs interpreting URLs should treat upper case letters as
      // equivalent to lower case in scheme names": lowered only when the
      // text before the first ":" has an upper case letter and, lowered,
      // derives from `scheme`.
      const std::string_view text = out.text();
      const auto colon = text.find( ':' );
      if( colon != std::string_view::npos && colon > 0 ) {
         std::string scheme( text.substr( 0, colon ) );
         bool upper = false;
         for( auto& c : scheme ) {
            upper = upper || is_upper( c );
            c = lower( c );
         }
         if( upper && derives( production::scheme, scheme ) ) {
            if( !out.owned_ ) {
               out.storage_.assign( out.whole() );
               out.owned_ = true;
            }
            out.storage_.replace( 0, colon, scheme );
            out.notes_.emplace_back( "ignore-scheme-case: the scheme was read in lower case (RFC 1738 §2.1: \"interpreters should use case-ignore\")" );
         }
      }
   }
}

}  // namespace detail

prepared prepare( std::string_view input, const options& modes )
{
   prepared out;
   detail::prepare_into( input, modes, out );
   return out;
}

std::vector< warning > warnings( const prepared& p )
{
   std::vector< warning > out = p.warnings();
   auto more = warnings( p.text() );
   out.insert( out.end(), std::make_move_iterator( more.begin() ), std::make_move_iterator( more.end() ) );
   return out;
}

}  // namespace rfc1738

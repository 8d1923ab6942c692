// SPDX-License-Identifier: BSL-1.0
// URLs in text (RFC 1738 Appendix): a state machine over the bytes of a
// text fed in chunks; one byte at a time, constant memory but for the
// candidate being read (capped).
#include "rfc1738/extract.hpp"

#include <algorithm>
#include <utility>

#include "extract_document.hpp"
#include "hex.hpp"
#include "whitespace.hpp"

namespace rfc1738 {

namespace {

// A scheme longer than this is not read as one (§2.1 names are short; the
// cap keeps a long word from growing a buffer).
constexpr std::size_t max_scheme = 64;

using detail::is_alpha;
using detail::is_scheme_char;

// What a bare candidate may hold: printable ASCII but the delimiters.
bool is_bare_char( char c ) noexcept
{
   return c > 0x20 && c < 0x7f && c != '<' && c != '>' && c != '"';
}

// Sentence punctuation dropped from the end of a bare candidate.
bool is_trailing_punctuation( char c ) noexcept
{
   return c == '.' || c == ',' || c == ';' || c == ':' || c == '!' || c == '?' || c == '\'';
}

// A new candidate in the room of `c`: its fields as a candidate() has them,
// its strings and vectors emptied but not freed.
void clear_keeping_room( candidate& c ) noexcept
{
   c.begin = 0;
   c.end = 0;
   c.line = 1;
   c.column = 1;
   c.delimiter = delimiter::bare;
   c.url.clear();
   c.source.clear();
   c.line_feeds.clear();
   c.warnings.clear();
}

}  // namespace

std::string_view name_of( delimiter d ) noexcept
{
   switch( d ) {
      case delimiter::url_wrapped:
         return "url_wrapped";
      case delimiter::angle:
         return "angle";
      case delimiter::quote:
         return "quote";
      case delimiter::bare:
         return "bare";
      case delimiter::link:
         return "link";
      case delimiter::reference:
         return "reference";
      case delimiter::attribute:
         return "attribute";
   }
   return "bare";
}

text_position candidate::position_of( std::size_t url_offset ) const noexcept
{
   text_position p;
   if( source.empty() ) {
      p.offset = begin;
      p.line = line;
      p.column = column;
      return p;
   }
   p.offset = source[ std::min( url_offset, source.size() - 1 ) ];
   const auto feeds = static_cast< std::size_t >( std::lower_bound( line_feeds.begin(), line_feeds.end(), p.offset ) - line_feeds.begin() );
   p.line = line + feeds;
   const std::size_t line_start = feeds == 0 ? begin - ( column - 1 ) : line_feeds[ feeds - 1 ] + 1;
   p.column = p.offset - line_start + 1;
   return p;
}

extractor::extractor( std::function< void( candidate&& ) > each, const extract_options& options )
   : each_( std::move( each ) ),
     options_( options )
{
   if( options_.max_url_length == 0 ) {
      options_.max_url_length = 1;
   }
   if( options_.first_line == 0 ) {
      options_.first_line = 1;
   }
   offset_ = options_.first_offset;
   line_ = options_.first_line;
   line_start_ = options_.first_offset;
}

// The length of the run at the start of [p, end) of bytes that `is` holds.
template< typename Is >
std::size_t run_of( const char* p, const char* const end, const Is& is ) noexcept
{
   const char* q = p;
   while( q != end && is( *q ) ) {
      ++q;
   }
   return static_cast< std::size_t >( q - p );
}

void extractor::feed( std::string_view chunk )
{
   const char* p = chunk.data();
   const char* const end = p + chunk.size();
   while( p != end ) {
      // Runs of two bytes or more that only extend what is being read are
      // taken at once: the bytes step() would append one by one (a bare
      // candidate's, up to the cap; a scheme's). Neither holds a LF. A chunk
      // of one byte always goes through step(), the reference the tests
      // compare with.
      if( state_ == state::bare ) {
         const std::size_t size = current_.url.size();   // a scheme may be longer than a small cap
         const std::size_t room = size < options_.max_url_length ? options_.max_url_length - size : 0;
         const std::size_t n = std::min( run_of( p, end, is_bare_char ), room );
         if( n >= 2 ) {
            current_.url.append( p, n );
            auto& source = current_.source;
            source.back() = offset_;
            std::size_t k = source.size();
            source.resize( k + n );
            for( std::size_t at = offset_ + 1; k < source.size(); ++k, ++at ) {
               source[ k ] = at;
            }
            offset_ += n;
            p += n;
            continue;
         }
      }
      else if( state_ == state::word ) {
         const std::size_t n = run_of( p, end, is_scheme_char );
         if( n >= 2 ) {
            if( !word_long_ && word_.size() + n <= max_scheme ) {
               word_.append( p, n );
            }
            else {
               word_.clear();   // too long for a scheme: skipped to its end
               word_long_ = true;
            }
            offset_ += n;
            p += n;
            continue;
         }
      }
      const char c = *p++;
      step( c );
      ++offset_;
      if( c == '\n' ) {
         ++line_;
         line_start_ = offset_;
      }
   }
}

void extractor::finish()
{
   switch( state_ ) {
      case state::bare:
         close_bare();
         if( state_ == state::bare_hyphen ) {
            emit();
         }
         break;
      case state::bare_hyphen:
         emit();
         break;
      case state::wrapped:
         close_wrapped( 0, false );
         break;
      default:
         break;
   }
   reset_text();
   offset_ = options_.first_offset;
   line_ = options_.first_line;
   line_start_ = options_.first_offset;
}

bool extractor::at_rest() const noexcept
{
   // In text, a byte begins a candidate or a word whatever came before it
   // (a byte of a word would have kept the state at word), unless a "URL:"
   // prefix waits for its scheme.
   return state_ == state::text && !word_url_prefix_;
}

void extractor::reset_text()
{
   state_ = state::text;
   word_.clear();
   word_url_prefix_ = false;
   current_ = candidate();
   in_space_ = false;
   space_line_break_ = false;
   space_line_feeds_ = 0;
}

void extractor::start_wrapped( rfc1738::delimiter d, std::size_t begin, std::size_t colon, bool with_scheme )
{
   clear_keeping_room( current_ );
   current_.begin = begin;
   current_.line = open_line_;
   current_.column = open_column_;
   current_.delimiter = d;
   closer_ = opener_ == '<' ? '>' : '"';
   if( with_scheme ) {   // the scheme is part of the URL; "URL:" is not
      for( std::size_t i = 0; i < word_.size(); ++i ) {
         current_.url.push_back( word_[ i ] );
         current_.source.push_back( word_begin_ + i );
      }
      current_.url.push_back( ':' );
      current_.source.push_back( colon );
   }
   current_.source.push_back( colon + 1 );
   in_space_ = false;
   space_line_break_ = false;
   space_line_feeds_ = 0;
   state_ = state::wrapped;
}

void extractor::append( char c, std::size_t at )
{
   current_.url.push_back( c );
   current_.source.back() = at;
   current_.source.push_back( at + 1 );
}

void extractor::close_wrapped( std::size_t end, bool terminated )
{
   if( terminated ) {
      current_.end = end;
   }
   else {
      current_.end = current_.source.back();
      current_.warnings.push_back( { "unterminated", current_.url.size(),
                                     std::string( "no closing " ) + ( closer_ == '>' ? "\">\"" : "<\">" ) + " before " +
                                        ( end == 0 ? "the end of the text" : "a new wrapper or a blank line" ) + ": the URL is taken to end here (RFC 1738 Appendix)",
                                     "Appendix" } );
   }
   emit();
}

void extractor::close_bare( const int cut_by )
{
   auto& u = current_.url;
   // The scheme and its ":" stay; trailing sentence punctuation goes, and a
   // ")" that closes nothing opened in the candidate.
   const std::size_t keep = u.find( ':' ) + 1;
   std::size_t open = 0;
   std::size_t close = 0;
   bool counted = false;   // the parentheses, counted when a ")" is last
   while( u.size() > keep ) {
      const char last = u.back();
      if( last == ')' && !counted ) {
         open = static_cast< std::size_t >( std::count( u.begin(), u.end(), '(' ) );
         close = static_cast< std::size_t >( std::count( u.begin(), u.end(), ')' ) );
         counted = true;
      }
      if( is_trailing_punctuation( last ) || ( last == ')' && close > open ) ) {
         close -= last == ')' ? 1 : 0;
         u.pop_back();
         current_.source.pop_back();
      }
      else {
         break;
      }
   }
   if( u.size() == keep ) {   // nothing after the ":": prose, not a URL
      clear_keeping_room( current_ );
      state_ = state::text;
      return;
   }
   current_.end = current_.source.back();
   state_ = state::text;
   if( cut_by >= 0 ) {
      // §2.2: no URL holds a byte >= 0x80 unencoded; a bare URL ends before
      // one, and says so (in a wrapper the byte is kept, and checked).
      const std::string hh = notation::hex_digits( static_cast< unsigned char >( cut_by ) );
      current_.warnings.push_back( { "cut-at-non-ascii", u.size(),
                                     "byte 0x" + hh + " follows: a bare URL ends before a byte >= 0x80, which no URL holds unencoded (RFC 1738 §2.2); if it belongs to the URL, "
                                     "write it %" + hh + ", or wrap the URL in <URL:...> (RFC 1738 Appendix)",
                                     "§2.2" } );
   }
   if( u.back() != '-' ) {
      emit();
   }
   else {
      state_ = state::bare_hyphen;   // a line break may follow the spaces
   }
}

void extractor::emit()
{
   auto& feeds = current_.line_feeds;
   feeds.erase( std::lower_bound( feeds.begin(), feeds.end(), current_.end ), feeds.end() );
   candidate c = std::move( current_ );
   state_ = state::text;
   each_( std::move( c ) );
   // What the receiver left in `c` (nothing when it took the candidate, or
   // the room of one it is done with, swapped in) holds the next one.
   current_ = std::move( c );
   clear_keeping_room( current_ );
}

void extractor::step( const char c )
{
   const std::size_t at = offset_;
   const std::size_t column = at - line_start_ + 1;
   for( ;; ) {   // a byte that ends a state is read again in the next one
      switch( state_ ) {
         case state::text:
            if( c == '<' || ( c == '"' && !options_.only_wrapped ) ) {
               opener_ = c;
               open_begin_ = at;
               open_line_ = line_;
               open_column_ = column;
               state_ = state::open;
            }
            else if( is_scheme_char( c ) && !options_.only_wrapped ) {
               word_url_prefix_ = word_url_prefix_ && prefix_begin_ + 4 == at;
               word_.assign( 1, c );
               word_long_ = false;
               word_begin_ = at;
               word_line_ = line_;
               word_column_ = column;
               state_ = state::word;
            }
            else {
               word_url_prefix_ = false;
            }
            return;

         case state::word:
            if( is_scheme_char( c ) ) {
               if( word_.size() < max_scheme && !word_long_ ) {
                  word_.push_back( c );
               }
               else {
                  word_.clear();   // too long for a scheme: skipped to its end
                  word_long_ = true;
               }
               return;
            }
            state_ = state::text;
            if( c == ':' && !word_long_ && !word_.empty() && is_alpha( word_[ 0 ] ) ) {
               if( word_ == "URL" && !word_url_prefix_ ) {   // the Appendix's prefix: the scheme follows
                  word_url_prefix_ = true;
                  prefix_begin_ = word_begin_;
                  prefix_line_ = word_line_;
                  prefix_column_ = word_column_;
                  return;
               }
               state_ = state::colon;
               return;
            }
            word_url_prefix_ = false;
            continue;

         case state::colon:
            if( is_bare_char( c ) ) {
               clear_keeping_room( current_ );
               current_.delimiter = delimiter::bare;
               if( word_url_prefix_ ) {
                  current_.begin = prefix_begin_;
                  current_.line = prefix_line_;
                  current_.column = prefix_column_;
               }
               else {
                  current_.begin = word_begin_;
                  current_.line = word_line_;
                  current_.column = word_column_;
               }
               word_url_prefix_ = false;
               // Room for a URL of a usual length at once (one allocation
               // each rather than one per doubling).
               current_.url.reserve( 64 );
               current_.source.reserve( 65 );
               for( std::size_t i = 0; i < word_.size(); ++i ) {
                  current_.url.push_back( word_[ i ] );
                  current_.source.push_back( word_begin_ + i );
               }
               current_.url.push_back( ':' );
               current_.source.push_back( at - 1 );
               current_.source.push_back( at );
               state_ = state::bare;
               continue;
            }
            word_url_prefix_ = false;
            state_ = state::text;
            continue;

         case state::bare:
            if( is_bare_char( c ) ) {
               if( current_.url.size() >= options_.max_url_length ) {
                  current_.warnings.push_back( { "too-long", current_.url.size(),
                                                 "the candidate is longer than " + std::to_string( options_.max_url_length ) + " bytes: it is cut here", "Appendix" } );
                  current_.end = current_.source.back();
                  emit();   // the rest is read as plain text
                  continue;
               }
               append( c, at );
               return;
            }
            close_bare( static_cast< unsigned char >( c ) >= 0x80 ? static_cast< unsigned char >( c ) : -1 );
            if( state_ == state::bare_hyphen && ( c == '\n' || c == '\r' ) ) {
               continue;
            }
            if( state_ == state::bare_hyphen && ( c == ' ' || c == '\t' ) ) {
               return;
            }
            if( state_ == state::bare_hyphen ) {
               emit();
            }
            continue;

         case state::bare_hyphen:
            if( c == ' ' || c == '\t' ) {
               return;
            }
            if( c == '\n' || c == '\r' ) {
               current_.warnings.push_back( { "hyphen-at-line-break", current_.url.size() - 1,
                                              "the URL ends with \"-\" at a line break: it may go on on the next line, or the \"-\" may not belong to it (RFC 1738 Appendix)",
                                              "Appendix" } );
            }
            emit();
            continue;

         case state::open:
            if( is_scheme_char( c ) ) {
               word_.assign( 1, c );
               word_long_ = false;
               word_begin_ = at;
               state_ = state::open_scheme;
               return;
            }
            state_ = state::text;
            continue;

         case state::open_scheme:
            if( is_scheme_char( c ) ) {
               if( word_.size() < max_scheme ) {
                  word_.push_back( c );
               }
               else {
                  word_.clear();
                  word_long_ = true;
                  state_ = state::word;
               }
               return;
            }
            if( c == ':' ) {
               if( opener_ == '"' && is_alpha( word_[ 0 ] ) ) {
                  state_ = state::quote_colon;   // a URL, if a URL byte follows
                  return;
               }
               if( word_ == "URL" ) {
                  start_wrapped( delimiter::url_wrapped, open_begin_, at, false );
                  return;
               }
               if( !options_.only_wrapped && is_alpha( word_[ 0 ] ) ) {
                  start_wrapped( delimiter::angle, open_begin_, at, true );
                  return;
               }
            }
            state_ = state::text;
            continue;

         case state::quote_colon:
            // In prose a quotation may begin with a word and a colon
            // ("Naming: Strategies"): a quoted URL goes on at once.
            if( is_bare_char( c ) ) {
               start_wrapped( delimiter::quote, open_begin_, at - 1, word_ != "URL" );
               continue;
            }
            state_ = state::text;
            continue;

         case state::wrapped:
            if( c == closer_ ) {
               close_wrapped( at + 1, true );
               return;
            }
            if( c == '<' ) {
               close_wrapped( at, false );
               continue;
            }
            if( detail::is_space( c ) ) {
               in_space_ = true;
               if( c == '\n' ) {
                  current_.line_feeds.push_back( at );
                  if( ++space_line_feeds_ >= 2 ) {   // a blank line: a new paragraph
                     close_wrapped( at, false );
                     return;
                  }
               }
               space_line_break_ = space_line_break_ || c == '\n' || c == '\r';
               return;
            }
            if( current_.url.size() >= options_.max_url_length ) {
               current_.warnings.push_back( { "too-long", current_.url.size(),
                                              "the candidate is longer than " + std::to_string( options_.max_url_length ) + " bytes: it is cut here", "Appendix" } );
               current_.end = current_.source.back();
               emit();
               continue;
            }
            if( in_space_ ) {
               if( space_line_break_ && !current_.url.empty() && current_.url.back() == '-' ) {
                  current_.warnings.push_back( { "hyphen-at-line-break", current_.url.size() - 1,
                                                 "a line break follows this \"-\": it may or may not belong to the URL (RFC 1738 Appendix); kept", "Appendix" } );
               }
               in_space_ = false;
               space_line_break_ = false;
               space_line_feeds_ = 0;
            }
            append( c, at );
            return;
      }
      return;
   }
}

std::vector< candidate > extract( std::string_view text, const extract_options& options )
{
   std::vector< candidate > out;
   extractor x( [ &out ]( candidate&& c ) { out.push_back( std::move( c ) ); }, options );
   x.feed( text );
   x.finish();
   return out;
}

}  // namespace rfc1738

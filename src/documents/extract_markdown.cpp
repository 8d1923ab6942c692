// SPDX-License-Identifier: BSL-1.0
// URLs in Markdown (CommonMark): link and image destinations, link
// reference definitions, autolinks and the URL attributes of inline HTML,
// each a candidate; the rest (code included) prose, read by the Appendix's
// rules with the markup read as spaces. Two passes (blocks, then inlines),
// each linear: a search that fails is remembered, never repeated.
#include <algorithm>
#include <map>
#include <utility>

#include "extract_document.hpp"

namespace rfc1738::detail {

namespace {

// CommonMark's "ASCII punctuation character": what a backslash escapes.
bool is_punctuation( char c ) noexcept
{
   return ( c >= '!' && c <= '/' ) || ( c >= ':' && c <= '@' ) || ( c >= '[' && c <= '`' ) || ( c >= '{' && c <= '~' );
}

bool is_blank( char c ) noexcept
{
   return c == ' ' || c == '\t' || c == '\r';
}

// CommonMark's nesting limit of parentheses in a link destination.
constexpr int max_parentheses = 32;

class markdown_reader {
public:
   markdown_reader( std::string_view text, const extract_options& options )
      : text_( text ),
        options_( options ),
        lines_( text ),
        masked_( text )
   {}

   std::vector< candidate > run()
   {
      blocks();
      inlines();
      for( auto& c : masked_ ) {   // a backquote is markup (in code, a shell's or a script's): never a URL's byte (§2.2 calls it unsafe)
         c = c == '`' ? ' ' : c;
      }
      projection p;
      p.bytes = std::move( masked_ );
      p.from.resize( p.bytes.size() );
      p.to.resize( p.bytes.size() );
      for( std::size_t i = 0; i < p.bytes.size(); ++i ) {
         p.from[ i ] = i;
         p.to[ i ] = i + 1;
      }
      std::vector< candidate > prose;
      extract_prose( p, lines_, options_, true, prose );
      std::vector< candidate > all;
      all.reserve( found_.size() + prose.size() );
      std::sort( found_.begin(), found_.end(), []( const candidate& a, const candidate& b ) { return a.begin < b.begin; } );
      std::merge( std::make_move_iterator( found_.begin() ), std::make_move_iterator( found_.end() ), std::make_move_iterator( prose.begin() ),
                  std::make_move_iterator( prose.end() ), std::back_inserter( all ), []( const candidate& a, const candidate& b ) { return a.begin < b.begin; } );
      return all;
   }

private:
   struct line {
      std::size_t begin = 0, end = 0;   // end: at its LF (or the text's end)
      bool code = false;                // in a code block: no inline syntax
      bool table = false;               // a table row: "|" is markup
      std::size_t block_end = 0;        // the end of its paragraph (inline constructs stop there)
   };

   void mask( std::size_t b, std::size_t e )
   {
      for( std::size_t i = b; i < e && i < masked_.size(); ++i ) {
         if( masked_[ i ] != '\n' ) {
            masked_[ i ] = ' ';
         }
      }
   }

   void add( const projection& p, delimiter d, std::size_t begin, std::size_t end )
   {
      if( !options_.only_wrapped && begins_with_scheme( p.bytes ) ) {
         found_.push_back( make_candidate( p, d, begin, end, lines_ ) );
      }
   }

   // The destination text[b, e): backslash escapes and character references decoded.
   projection decoded( std::size_t b, std::size_t e ) const
   {
      projection p;
      std::string r;
      for( std::size_t i = b; i < e; ) {
         if( text_[ i ] == '\\' && i + 1 < e && is_punctuation( text_[ i + 1 ] ) ) {
            p.push( text_[ i + 1 ], i, i + 2 );
            i += 2;
            continue;
         }
         r.clear();
         const std::size_t k = text_[ i ] == '&' ? decode_reference( text_.substr( 0, e ), i, r ) : 0;
         if( k != 0 ) {
            for( const char c : r ) {
               p.push( c, i, i + k );
            }
            i += k;
            continue;
         }
         p.push( text_[ i ], i, i + 1 );
         ++i;
      }
      return p;
   }

   // Whether a fence's info string names Markdown: its first word "md" or
   // "markdown", in any case.
   static bool is_markdown_info( std::string_view info )
   {
      std::size_t b = 0;
      while( b < info.size() && is_blank( info[ b ] ) ) {
         ++b;
      }
      std::size_t e = b;
      while( e < info.size() && !is_blank( info[ e ] ) && info[ e ] != '\r' && info[ e ] != '{' ) {
         ++e;
      }
      std::string word( info.substr( b, e - b ) );
      for( char& c : word ) {
         c = ( c >= 'A' && c <= 'Z' ) ? static_cast< char >( c - 'A' + 'a' ) : c;
      }
      return word == "md" || word == "markdown";
   }

   // Blocks: fenced and indented code, reference definitions, table rows.
   void blocks()
   {
      for( std::size_t b = 0; b <= text_.size(); ) {
         auto e = text_.find( '\n', b );
         e = e == std::string_view::npos ? text_.size() : e;
         lines_of_.push_back( { b, e, false, false, 0 } );
         if( e == text_.size() ) {
            break;
         }
         b = e + 1;
      }
      char fence = 0;
      std::size_t fence_length = 0;
      bool markdown_block = false;   // the fenced block's info string says md or markdown
      bool paragraph = false;
      bool list = false;
      bool blank_before = true;
      for( std::size_t li = 0; li < lines_of_.size(); ++li ) {
         auto& l = lines_of_[ li ];
         std::size_t indent = 0;
         std::size_t f = l.begin;
         while( f < l.end && ( text_[ f ] == ' ' || text_[ f ] == '\t' ) ) {
            indent += text_[ f ] == '\t' ? 4 - indent % 4 : 1;
            ++f;
         }
         const bool blank = f == l.end || ( f + 1 == l.end && text_[ f ] == '\r' );
         std::size_t run = 0;
         while( f + run < l.end && ( text_[ f + run ] == '`' || text_[ f + run ] == '~' ) && text_[ f + run ] == text_[ f ] ) {
            ++run;
         }
         if( fence != 0 ) {
            bool closes = false;
            if( indent <= 3 && run >= fence_length && text_[ f ] == fence ) {
               std::size_t k = f + run;
               while( k < l.end && is_blank( text_[ k ] ) ) {
                  ++k;
               }
               closes = k == l.end;
            }
            if( closes ) {
               fence = 0;
               markdown_block = false;
               l.code = true;
               mask( l.begin, l.end );
               paragraph = false;
               continue;
            }
            if( !markdown_block ) {
               l.code = true;
               continue;
            }
            // A line of a block of Markdown (```md): read as Markdown, its
            // links as links ([![b](i)](l) is two destinations, not one URL).
         }
         if( blank ) {
            paragraph = false;
            blank_before = true;
            continue;
         }
         if( indent <= 3 && run >= 3 && ( text_[ f ] == '~' || text_.substr( f + run, l.end - f - run ).find( '`' ) == std::string_view::npos ) ) {
            fence = text_[ f ];
            fence_length = run;
            markdown_block = is_markdown_info( text_.substr( f + run, l.end - f - run ) );
            l.code = true;
            mask( l.begin, l.end );   // the fence and its info string
            paragraph = false;
            continue;
         }
         if( indent >= 4 && !paragraph && !list ) {
            l.code = true;
            blank_before = false;
            continue;
         }
         const char first = text_[ f ];
         std::size_t digits = 0;
         while( f + digits < l.end && digits < 10 && text_[ f + digits ] >= '0' && text_[ f + digits ] <= '9' ) {
            ++digits;
         }
         const auto after = [ & ]( std::size_t k ) { return k >= l.end || is_blank( text_[ k ] ); };
         if( indent <= 3 && ( ( ( first == '-' || first == '*' || first == '+' ) && after( f + 1 ) ) ||
                              ( digits > 0 && digits < 10 && f + digits < l.end && ( text_[ f + digits ] == '.' || text_[ f + digits ] == ')' ) && after( f + digits + 1 ) ) ) ) {
            list = true;
         }
         else if( indent == 0 && blank_before ) {
            list = false;
         }
         blank_before = false;
         if( indent <= 3 && first == '[' && !paragraph && reference_definition( l, f ) ) {
            if( li + 1 < lines_of_.size() && lines_of_[ li + 1 ].begin < definition_end_ ) {
               lines_of_[ ++li ].code = true;   // its destination's line: read, masked
            }
            continue;
         }
         l.table = first == '|';
         paragraph = true;
      }
      // The end of each line's paragraph: inline constructs do not cross a blank line or code.
      std::size_t end = text_.size();
      for( std::size_t k = lines_of_.size(); k-- > 0; ) {
         auto& l = lines_of_[ k ];
         bool blank = true;
         for( std::size_t i = l.begin; i < l.end && blank; ++i ) {
            blank = is_blank( text_[ i ] );
         }
         if( blank || l.code ) {
            end = l.begin;
         }
         l.block_end = end;
      }
   }

   // "[label]: destination 'title'" at text[f] == '['; the destination may
   // be on the next line. Masked; its destination a candidate.
   bool reference_definition( line& l, std::size_t f )
   {
      std::size_t k = f + 1;
      while( k < l.end && text_[ k ] != ']' && text_[ k ] != '[' ) {
         k += text_[ k ] == '\\' && k + 1 < l.end ? 2 : 1;
      }
      if( k + 1 >= l.end || text_[ k ] != ']' || text_[ k + 1 ] != ':' || k == f + 1 ) {
         return false;
      }
      std::size_t d = k + 2;
      while( d < l.end && is_blank( text_[ d ] ) ) {
         ++d;
      }
      std::size_t end = l.end;
      if( d == l.end && l.end < text_.size() ) {   // on the next line
         end = text_.find( '\n', l.end + 1 );
         end = end == std::string_view::npos ? text_.size() : end;
         d = l.end + 1;
         while( d < end && is_blank( text_[ d ] ) ) {
            ++d;
         }
         if( d == end ) {
            return false;
         }
      }
      if( d >= end ) {
         return false;
      }
      std::size_t b = d;
      std::size_t e = d;
      std::size_t span_end = d;
      if( text_[ d ] == '<' ) {
         e = d + 1;
         while( e < end && text_[ e ] != '>' && text_[ e ] != '<' ) {
            e += text_[ e ] == '\\' && e + 1 < end ? 2 : 1;
         }
         if( e >= end || text_[ e ] != '>' ) {
            return false;
         }
         b = d + 1;
         span_end = e + 1;
      }
      else {
         while( e < end && static_cast< unsigned char >( text_[ e ] ) > 0x20 && text_[ e ] != 0x7f ) {
            ++e;
         }
         span_end = e;
      }
      add( decoded( b, e ), delimiter::reference, d, span_end );
      mask( l.begin, end );
      definition_end_ = end;
      return true;
   }

   // Inlines, line by line outside code: code spans, links, autolinks, HTML.
   void inlines()
   {
      for( std::size_t li = 0; li < lines_of_.size(); ++li ) {
         const auto& l = lines_of_[ li ];
         if( l.code || l.end < resume_ ) {
            continue;
         }
         if( l.block_end != block_ ) {   // a new paragraph: forget what was searched
            block_ = l.block_end;
            runs_.clear();
            cursors_.clear();
            runs_built_ = false;
            no_gt_from_ = none;
            no_angle_until_ = 0;
            no_title_from_.clear();
         }
         const bool table = l.table;
         std::size_t i = std::max( l.begin, resume_ );
         while( i < l.end ) {
            const char c = text_[ i ];
            if( c == '\\' && i + 1 < l.end && is_punctuation( text_[ i + 1 ] ) ) {
               i += 2;
            }
            else if( c == '`' ) {
               i = code_span( i );
            }
            else if( c == '[' ) {
               mask( i, i + 1 );
               ++i;
            }
            else if( c == ']' ) {
               mask( i, i + 1 );
               i = i + 1 < l.end && text_[ i + 1 ] == '(' ? inline_link( i + 1 ) : i + 1;
            }
            else if( c == '<' ) {
               i = angle( i );
            }
            else if( c == '|' && table ) {
               mask( i, i + 1 );
               ++i;
            }
            else {
               ++i;
            }
         }
         resume_ = i;   // a construct may have run on into the next lines
      }
   }

   // A run of backquotes at i: a code span when a run of the same length
   // closes it in the paragraph (its content stays prose, checked; the
   // backquotes are markup), else literal backquotes (markup too).
   std::size_t code_span( std::size_t i )
   {
      std::size_t r = 0;
      while( i + r < block_ && text_[ i + r ] == '`' ) {
         ++r;
      }
      if( !runs_built_ ) {   // the paragraph's runs, by length, once
         for( std::size_t k = i; k < block_; ) {
            if( text_[ k ] != '`' ) {
               ++k;
               continue;
            }
            std::size_t n = 0;
            while( k + n < block_ && text_[ k + n ] == '`' ) {
               ++n;
            }
            runs_[ n ].push_back( k );
            k += n;
         }
         runs_built_ = true;
      }
      mask( i, i + r );
      const auto& at = runs_[ r ];
      std::size_t& next = cursors_[ r ];
      while( next < at.size() && at[ next ] <= i ) {
         ++next;
      }
      if( next == at.size() ) {
         return i + r;
      }
      const std::size_t close = at[ next ];
      mask( close, close + r );
      return close + r;
   }

   // "(" at i after "]": destination, optional title, ")".
   std::size_t inline_link( std::size_t i )
   {
      const std::size_t limit = block_;
      std::size_t k = skip_space( i + 1, limit );
      std::size_t b = k;
      std::size_t e = k;
      std::size_t span_b = k;
      std::size_t span_e = k;
      if( k < limit && text_[ k ] == '<' ) {
         if( k < no_angle_until_ ) {
            return i;
         }
         e = k + 1;
         while( e < limit && text_[ e ] != '>' && text_[ e ] != '<' && text_[ e ] != '\n' ) {
            e += text_[ e ] == '\\' && e + 1 < limit ? 2 : 1;
         }
         if( e >= limit || text_[ e ] != '>' ) {
            no_angle_until_ = e;
            return i;
         }
         b = k + 1;
         span_e = e + 1;
         k = e + 1;
      }
      else {
         int depth = 0;
         while( e < limit ) {
            const char c = text_[ e ];
            if( static_cast< unsigned char >( c ) <= 0x20 || c == 0x7f ) {
               break;
            }
            if( c == '\\' && e + 1 < limit && is_punctuation( text_[ e + 1 ] ) ) {
               e += 2;
               continue;
            }
            if( c == '(' && ++depth > max_parentheses ) {
               return i;
            }
            if( c == ')' && depth-- == 0 ) {
               break;
            }
            ++e;
         }
         if( depth > 0 ) {
            return i;
         }
         span_e = e;
         k = e;
      }
      const std::size_t after_destination = k;
      k = skip_space( k, limit );
      if( k < limit && k > after_destination && ( text_[ k ] == '"' || text_[ k ] == '\'' || text_[ k ] == '(' ) ) {
         const char closer = text_[ k ] == '(' ? ')' : text_[ k ];
         auto& from = no_title_from_.try_emplace( closer, none ).first->second;
         if( from != none && k >= from ) {
            return i;
         }
         std::size_t t = k + 1;
         while( t < limit && text_[ t ] != closer ) {
            t += text_[ t ] == '\\' && t + 1 < limit ? 2 : 1;
         }
         if( t >= limit ) {
            from = k;
            return i;
         }
         k = skip_space( t + 1, limit );
      }
      if( k >= limit || text_[ k ] != ')' ) {
         return i;
      }
      add( decoded( b, e ), delimiter::link, span_b, span_e );
      mask( i, k + 1 );
      return k + 1;
   }

   // Spaces and tabs, and at most one line break.
   std::size_t skip_space( std::size_t k, std::size_t limit ) const
   {
      bool broke = false;
      while( k < limit && ( is_blank( text_[ k ] ) || ( text_[ k ] == '\n' && !broke ) ) ) {
         broke = broke || text_[ k ] == '\n';
         ++k;
      }
      return k;
   }

   // "<" at i: an autolink, an HTML comment or tag, or a literal "<".
   std::size_t angle( std::size_t i )
   {
      const std::size_t limit = block_;
      // Autolink: "<" scheme (2 to 32 bytes) ":" then no space, "<" or ">" up to ">".
      std::size_t s = i + 1;
      while( s < limit && s - i <= 33 && is_scheme_char( text_[ s ] ) ) {
         ++s;
      }
      // "<URL:" is the Appendix's wrapper, left to the prose.
      if( s < limit && text_[ s ] == ':' && s - i - 1 >= 2 && s - i - 1 <= 32 && is_alpha( text_[ i + 1 ] ) && text_.compare( i + 1, s - i - 1, "URL" ) != 0 ) {
         std::size_t e = s + 1;
         while( e < limit && static_cast< unsigned char >( text_[ e ] ) > 0x20 && text_[ e ] != '<' && text_[ e ] != '>' && text_[ e ] != 0x7f ) {
            ++e;
         }
         if( e < limit && text_[ e ] == '>' ) {
            projection p;
            for( std::size_t k = i + 1; k < e; ++k ) {
               p.push( text_[ k ], k, k + 1 );
            }
            add( p, delimiter::angle, i, e + 1 );
            mask( i, e + 1 );
            return e + 1;
         }
      }
      if( text_.compare( i, 4, "<!--" ) == 0 ) {
         if( no_comment_from_ != none && i >= no_comment_from_ ) {
            return i + 1;
         }
         // A comment runs on over blank lines (CommonMark's HTML block of type 2).
         const auto e = text_.find( "-->", i + 4 );
         if( e == std::string_view::npos ) {
            no_comment_from_ = i;
            return i + 1;
         }
         mask( i, e + 3 );
         return e + 3;
      }
      if( text_.compare( i + 1, 4, "URL:" ) == 0 ) {
         return i + 1;   // the Appendix's wrapper: no tag
      }
      const bool closing = i + 1 < limit && text_[ i + 1 ] == '/';
      if( i + 1 + ( closing ? 1 : 0 ) < limit && is_alpha( text_[ i + 1 + ( closing ? 1 : 0 ) ] ) ) {
         if( no_gt_from_ != none && i >= no_gt_from_ ) {
            return i + 1;
         }
         if( text_.substr( 0, limit ).find( '>', i ) == std::string_view::npos ) {
            no_gt_from_ = i;
            return i + 1;
         }
         std::string name;
         std::vector< candidate > found;
         const std::size_t e = read_tag( text_.substr( 0, limit ), i, lines_, found, name );
         if( !options_.only_wrapped ) {
            for( auto& f : found ) {
               found_.push_back( std::move( f ) );
            }
         }
         mask( i, e );
         return e;
      }
      return i + 1;
   }

   std::string_view text_;
   const extract_options& options_;
   line_index lines_;
   std::string masked_;   // the text, markup read as spaces: the prose
   std::vector< line > lines_of_;
   std::vector< candidate > found_;
   std::size_t definition_end_ = 0;   // the end of the last reference definition read

   // The paragraph being read and what was searched in it.
   std::size_t block_ = 0;
   std::size_t resume_ = 0;
   std::map< std::size_t, std::vector< std::size_t > > runs_;
   bool runs_built_ = false;
   std::map< std::size_t, std::size_t > cursors_;   // per length: the first run not yet passed
   static constexpr std::size_t none = static_cast< std::size_t >( -1 );
   std::size_t no_gt_from_ = none;       // in this paragraph, a search for ">" from here failed: later ones would
   std::size_t no_comment_from_ = none;  // in the text, a search for "-->" from here failed
   std::size_t no_angle_until_ = 0;
   std::map< char, std::size_t > no_title_from_;
};

}  // namespace

std::vector< candidate > extract_markdown( std::string_view text, const extract_options& options )
{
   return markdown_reader( text, options ).run();
}

}  // namespace rfc1738::detail

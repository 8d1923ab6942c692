// SPDX-License-Identifier: BSL-1.0
// URLs in documents: the format a file name says, the dispatch to each
// reader, and what the readers share (the lines of a document, a candidate
// mapped back through a projection, the prose pass).
#include "extract_document.hpp"

#include <algorithm>
#include <utility>

#include "rfc1738/grammar/schemes.hpp"

namespace rfc1738 {

namespace detail {

namespace {

// What tells a URL in prose from a word and a colon ("Class::member",
// "Note:x", "localhost:8080", "file:line", a drive letter "C:\\dir") and from
// the mention of a scheme ("http:// URLs"): the "//" of §3.1's common
// Internet scheme syntax after the ":", with something after it, or a scheme
// whose §3 form has no "//" (mailto:, news:). A scheme of two bytes at least,
// as CommonMark's autolinks ask.
bool looks_like_url( std::string_view url ) noexcept
{
   const auto colon = url.find( ':' );
   if( colon == std::string_view::npos || colon < 2 ) {
      return false;
   }
   const auto rest = url.substr( colon + 1 );
   if( rest.substr( 0, 2 ) == "//" ) {
      return rest.size() > 2;
   }
   std::string scheme;
   for( const char c : url.substr( 0, colon ) ) {
      scheme.push_back( lower( c ) );
   }
   const auto* s = grammar::find_scheme( scheme );
   return s != nullptr && s->prefix.size() == scheme.size() + 1;   // "mailto:", not "file://"
}

// A URL template of code, not a URL: a placeholder of a shell or a script
// ("${host}"), or of a template language ("{{host}}", "<%= host %>").
bool is_template( std::string_view url ) noexcept
{
   return url.find( "${" ) != std::string_view::npos || url.find( "{{" ) != std::string_view::npos || url.find( "<%" ) != std::string_view::npos;
}

// What a bare URL of a document does not end with: the Appendix's sentence
// punctuation (as rfc1738::extractor drops it), and a "]" or "}" that closes
// nothing opened in it (code: "['http://h/']", "{u:'http://h/'}").
bool drop_last( std::string_view url ) noexcept
{
   const char last = url.back();
   if( last == '.' || last == ',' || last == ';' || last == ':' || last == '!' || last == '?' || last == '\'' ) {
      return true;
   }
   const char open = last == ']' ? '[' : last == '}' ? '{' : last == ')' ? '(' : 0;
   if( open == 0 ) {
      return false;
   }
   return std::count( url.begin(), url.end(), open ) < std::count( url.begin(), url.end(), last );
}

}  // namespace

line_index::line_index( std::string_view text )
{
   for( std::size_t i = 0; i < text.size(); ++i ) {
      if( text[ i ] == '\n' ) {
         feeds_.push_back( i );
      }
   }
}

void line_index::locate( std::size_t offset, std::size_t& line, std::size_t& column ) const noexcept
{
   const auto before = static_cast< std::size_t >( std::lower_bound( feeds_.begin(), feeds_.end(), offset ) - feeds_.begin() );
   line = before + 1;
   column = offset - ( before == 0 ? 0 : feeds_[ before - 1 ] + 1 ) + 1;
}

std::vector< std::size_t > line_index::feeds_in( std::size_t begin, std::size_t end ) const
{
   return { std::lower_bound( feeds_.begin(), feeds_.end(), begin ), std::lower_bound( feeds_.begin(), feeds_.end(), end ) };
}

bool begins_with_scheme( std::string_view url ) noexcept
{
   if( url.empty() || !is_alpha( url[ 0 ] ) ) {
      return false;
   }
   for( std::size_t i = 1; i < url.size(); ++i ) {
      if( url[ i ] == ':' ) {
         return true;
      }
      if( !is_scheme_char( url[ i ] ) ) {
         return false;
      }
   }
   return false;
}

candidate make_candidate( const projection& p, delimiter d, std::size_t begin, std::size_t end, const line_index& lines )
{
   candidate c;
   c.begin = begin;
   c.end = end;
   c.delimiter = d;
   c.url = p.bytes;
   c.source = p.from;
   c.source.push_back( p.to.empty() ? begin : p.to.back() );
   lines.locate( begin, c.line, c.column );
   c.line_feeds = lines.feeds_in( begin, end );
   return c;
}

void extract_prose( const projection& p, const line_index& lines, const extract_options& options, bool emphasis, std::vector< candidate >& out )
{
   const auto mapped = [ & ]( candidate&& c ) {
      if( c.delimiter != delimiter::url_wrapped && !looks_like_url( c.url ) ) {
         return;
      }
      if( c.delimiter == delimiter::bare ) {
         // Offsets in the projection still: the end is one past the new last byte.
         const std::size_t keep = c.url.find( ':' ) + 1;
         while( c.url.size() > keep && ( drop_last( c.url ) || ( emphasis && ( c.url.back() == '*' || c.url.back() == '_' || c.url.back() == '~' ) ) ) ) {
            c.url.pop_back();
            c.source.pop_back();
            c.source.back() = c.source[ c.url.size() - 1 ] + 1;
            c.end = c.source.back();
         }
         if( c.url.size() == keep || !looks_like_url( c.url ) ) {
            return;
         }
         // A warning at the end of the bytes dropped (the byte >= 0x80 that
         // ended them) is at the URL's new end, as the text's extractor puts
         // it after the sentence's "." it drops.
         for( auto& w : c.warnings ) {
            w.offset = std::min( w.offset, c.url.size() );
         }
      }
      if( c.delimiter != delimiter::url_wrapped && is_template( c.url ) ) {
         return;
      }
      // From the projection's offsets to the document's.
      const std::size_t n = c.url.size();
      const std::size_t last_end = n > 0 ? p.to[ c.source[ n - 1 ] ] : p.from[ std::min( c.source[ n ], p.from.size() - 1 ) ];
      for( std::size_t i = 0; i < n; ++i ) {
         c.source[ i ] = p.from[ c.source[ i ] ];
      }
      c.source[ n ] = last_end;
      const std::size_t begin = p.from[ c.begin ];
      const std::size_t end = std::max( p.to[ c.end - 1 ], last_end );
      c.begin = begin;
      c.end = end;
      lines.locate( begin, c.line, c.column );
      c.line_feeds = lines.feeds_in( begin, end );
      out.push_back( std::move( c ) );
   };
   extractor x( mapped, options );
   x.feed( p.bytes );
   x.finish();
}

}  // namespace detail

std::string_view name_of( document_format f ) noexcept
{
   switch( f ) {
      case document_format::text:
         return "text";
      case document_format::markdown:
         return "markdown";
      case document_format::html:
         return "html";
   }
   return "text";
}

document_format format_of_path( std::string_view path ) noexcept
{
   const auto slash = path.find_last_of( '/' );
   const auto name = slash == std::string_view::npos ? path : path.substr( slash + 1 );
   const auto dot = name.find_last_of( '.' );
   if( dot == std::string_view::npos || dot == 0 ) {
      return document_format::text;
   }
   std::string ext;
   for( const char c : name.substr( dot + 1 ) ) {
      ext.push_back( detail::lower( c ) );
   }
   if( ext == "md" || ext == "markdown" ) {
      return document_format::markdown;
   }
   if( ext == "html" || ext == "htm" || ext == "xhtml" ) {
      return document_format::html;
   }
   return document_format::text;
}

std::vector< candidate > extract( std::string_view text, document_format format, const extract_options& options )
{
   switch( format ) {
      case document_format::markdown:
         return detail::extract_markdown( text, options );
      case document_format::html:
         return detail::extract_html( text, options );
      case document_format::text:
         break;
   }
   return extract( text, options );
}

}  // namespace rfc1738

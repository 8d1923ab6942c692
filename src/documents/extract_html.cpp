// SPDX-License-Identifier: BSL-1.0
// URLs in HTML: the URL attributes of its tags, character references
// decoded and each byte mapped back to the document; its text content read
// by the Appendix's rules. Comments, declarations, processing instructions,
// script and style content, and every other attribute (CSS among them) are
// skipped. One pass, linear time.
#include <algorithm>
#include <cstdint>
#include <iterator>
#include <utility>

#include "extract_document.hpp"

namespace rfc1738::detail {

namespace {

bool is_digit( char c ) noexcept
{
   return c >= '0' && c <= '9';
}

// HTML's "ASCII whitespace": tab, LF, FF, CR, space.
bool is_html_space( char c ) noexcept
{
   return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r';
}

void append_utf8( std::uint32_t cp, std::string& out )
{
   if( cp == 0 || cp > 0x10ffff || ( cp >= 0xd800 && cp <= 0xdfff ) ) {
      cp = 0xfffd;   // as a browser replaces them
   }
   if( cp < 0x80 ) {
      out.push_back( static_cast< char >( cp ) );
   }
   else if( cp < 0x800 ) {
      out.push_back( static_cast< char >( 0xc0 | ( cp >> 6 ) ) );
      out.push_back( static_cast< char >( 0x80 | ( cp & 0x3f ) ) );
   }
   else if( cp < 0x10000 ) {
      out.push_back( static_cast< char >( 0xe0 | ( cp >> 12 ) ) );
      out.push_back( static_cast< char >( 0x80 | ( ( cp >> 6 ) & 0x3f ) ) );
      out.push_back( static_cast< char >( 0x80 | ( cp & 0x3f ) ) );
   }
   else {
      out.push_back( static_cast< char >( 0xf0 | ( cp >> 18 ) ) );
      out.push_back( static_cast< char >( 0x80 | ( ( cp >> 12 ) & 0x3f ) ) );
      out.push_back( static_cast< char >( 0x80 | ( ( cp >> 6 ) & 0x3f ) ) );
      out.push_back( static_cast< char >( 0x80 | ( cp & 0x3f ) ) );
   }
}

// The named character references that matter in a URL (and the common
// ones of prose); another name is left as written.
struct named_reference {
   std::string_view name;
   std::uint32_t code_point;
};
constexpr named_reference named_references[] = {
   { "amp", '&' }, { "lt", '<' }, { "gt", '>' }, { "quot", '"' }, { "apos", '\'' }, { "nbsp", 0xa0 },
   { "sol", '/' }, { "colon", ':' }, { "quest", '?' }, { "num", '#' }, { "percnt", '%' }, { "equals", '=' },
   { "lpar", '(' }, { "rpar", ')' }, { "lsqb", '[' }, { "rsqb", ']' }, { "tilde", '~' }, { "commat", '@' },
   { "Tab", '\t' }, { "NewLine", '\n' }, { "copy", 0xa9 }, { "reg", 0xae }, { "trade", 0x2122 }, { "hellip", 0x2026 },
   { "mdash", 0x2014 }, { "ndash", 0x2013 }, { "lsquo", 0x2018 }, { "rsquo", 0x2019 }, { "ldquo", 0x201c }, { "rdquo", 0x201d },
   { "laquo", 0xab }, { "raquo", 0xbb }, { "middot", 0xb7 }, { "bull", 0x2022 }, { "sect", 0xa7 }, { "para", 0xb6 },
   { "deg", 0xb0 }, { "times", 0xd7 }, { "shy", 0xad }, { "zwsp", 0x200b },
};

// The attributes whose value is one URL: those of type %URI; in HTML 4.01
// and those HTML holds "a valid URL potentially surrounded by spaces" in.
constexpr std::string_view url_attributes[] = {
   "href", "src", "action", "cite", "background", "longdesc", "usemap", "codebase", "data",
   "formaction", "poster", "manifest", "icon", "profile", "classid", "dynsrc", "lowsrc",
};
// Whose value is URLs separated by whitespace.
constexpr std::string_view url_list_attributes[] = { "archive", "ping" };

// One URL of an attribute's decoded value, v's bytes [b, e): surrounding
// whitespace trimmed, tabs and line breaks inside removed (a browser's URL
// reader removes them); a candidate when it begins with a scheme.
void one_url( const projection& v, std::size_t b, std::size_t e, const line_index& lines, std::vector< candidate >& out )
{
   while( b < e && is_html_space( v.bytes[ b ] ) ) {
      ++b;
   }
   while( e > b && is_html_space( v.bytes[ e - 1 ] ) ) {
      --e;
   }
   if( b == e ) {
      return;
   }
   projection u;
   for( std::size_t i = b; i < e; ++i ) {
      const char c = v.bytes[ i ];
      if( c != '\t' && c != '\n' && c != '\r' ) {
         u.push( c, v.from[ i ], v.to[ i ] );
      }
   }
   if( begins_with_scheme( u.bytes ) ) {
      out.push_back( make_candidate( u, delimiter::attribute, u.from.front(), u.to.back(), lines ) );
   }
}

// srcset: image candidate strings, each a URL and descriptors, separated by
// commas (HTML "parse a srcset attribute").
void srcset_urls( const projection& v, const line_index& lines, std::vector< candidate >& out )
{
   const std::size_t n = v.bytes.size();
   std::size_t i = 0;
   while( i < n ) {
      while( i < n && ( is_html_space( v.bytes[ i ] ) || v.bytes[ i ] == ',' ) ) {
         ++i;
      }
      const std::size_t b = i;
      while( i < n && !is_html_space( v.bytes[ i ] ) ) {
         ++i;
      }
      std::size_t e = i;
      const bool comma_ended = e > b && v.bytes[ e - 1 ] == ',';
      while( e > b && v.bytes[ e - 1 ] == ',' ) {
         --e;
      }
      one_url( v, b, e, lines, out );
      if( !comma_ended ) {   // descriptors, up to a comma outside parentheses
         int depth = 0;
         while( i < n && !( v.bytes[ i ] == ',' && depth == 0 ) ) {
            depth += v.bytes[ i ] == '(' ? 1 : v.bytes[ i ] == ')' && depth > 0 ? -1 : 0;
            ++i;
         }
      }
   }
}

void attribute_urls( std::string_view attribute, std::string_view text, std::size_t b, std::size_t e, const line_index& lines, std::vector< candidate >& out )
{
   const bool one = std::find( std::begin( url_attributes ), std::end( url_attributes ), attribute ) != std::end( url_attributes );
   const bool list = std::find( std::begin( url_list_attributes ), std::end( url_list_attributes ), attribute ) != std::end( url_list_attributes );
   const bool srcset = attribute == "srcset";
   if( !one && !list && !srcset ) {
      return;
   }
   projection v;   // the value, character references decoded
   std::string decoded;
   for( std::size_t i = b; i < e; ) {
      decoded.clear();
      const std::size_t k = text[ i ] == '&' ? decode_reference( text.substr( 0, e ), i, decoded ) : 0;
      if( k == 0 ) {
         v.push( text[ i ], i, i + 1 );
         ++i;
         continue;
      }
      for( const char c : decoded ) {
         v.push( c, i, i + k );
      }
      i += k;
   }
   if( one ) {
      one_url( v, 0, v.bytes.size(), lines, out );
   }
   else if( list ) {
      std::size_t i = 0;
      while( i < v.bytes.size() ) {
         while( i < v.bytes.size() && is_html_space( v.bytes[ i ] ) ) {
            ++i;
         }
         const std::size_t s = i;
         while( i < v.bytes.size() && !is_html_space( v.bytes[ i ] ) ) {
            ++i;
         }
         one_url( v, s, i, lines, out );
      }
   }
   else {
      srcset_urls( v, lines, out );
   }
}

// The offset of "</name" (any case) at or after `from`, or text.size().
std::size_t end_tag( std::string_view text, std::size_t from, std::string_view name )
{
   for( std::size_t i = text.find( "</", from ); i != std::string_view::npos; i = text.find( "</", i + 2 ) ) {
      std::size_t k = 0;
      while( k < name.size() && i + 2 + k < text.size() && lower( text[ i + 2 + k ] ) == name[ k ] ) {
         ++k;
      }
      if( k == name.size() ) {
         return i;
      }
   }
   return text.size();
}

}  // namespace

std::size_t decode_reference( std::string_view text, std::size_t i, std::string& out )
{
   std::size_t j = i + 1;
   if( j < text.size() && text[ j ] == '#' ) {
      ++j;
      const bool hex = j < text.size() && ( text[ j ] == 'x' || text[ j ] == 'X' );
      j += hex ? 1 : 0;
      const std::size_t digits = j;
      std::uint32_t cp = 0;
      while( j < text.size() ) {
         const char c = text[ j ];
         std::uint32_t d = 0;
         if( is_digit( c ) ) {
            d = static_cast< std::uint32_t >( c - '0' );
         }
         else if( hex && lower( c ) >= 'a' && lower( c ) <= 'f' ) {
            d = static_cast< std::uint32_t >( lower( c ) - 'a' + 10 );
         }
         else {
            break;
         }
         cp = std::min< std::uint32_t >( cp * ( hex ? 16 : 10 ) + d, 0x110000 );
         ++j;
      }
      if( j == digits ) {
         return 0;
      }
      j += j < text.size() && text[ j ] == ';' ? 1 : 0;
      append_utf8( cp, out );
      return j - i;
   }
   while( j < text.size() && j - i <= 32 && ( is_alpha( text[ j ] ) || is_digit( text[ j ] ) ) ) {
      ++j;
   }
   if( j >= text.size() || text[ j ] != ';' ) {
      return 0;
   }
   const auto name = text.substr( i + 1, j - i - 1 );
   for( const auto& r : named_references ) {
      if( r.name == name ) {
         append_utf8( r.code_point, out );
         return j + 1 - i;
      }
   }
   return 0;
}

std::size_t read_tag( std::string_view text, std::size_t i, const line_index& lines, std::vector< candidate >& out, std::string& name )
{
   const std::size_t n = text.size();
   std::size_t j = i + 1;
   name.clear();
   while( j < n && !is_html_space( text[ j ] ) && text[ j ] != '/' && text[ j ] != '>' ) {
      name.push_back( lower( text[ j ] ) );
      ++j;
   }
   std::string attribute;
   for( ;; ) {
      while( j < n && ( is_html_space( text[ j ] ) || text[ j ] == '/' ) ) {
         ++j;
      }
      if( j >= n ) {
         return n;
      }
      if( text[ j ] == '>' ) {
         return j + 1;
      }
      attribute.clear();
      const std::size_t a = j;
      while( j < n && !is_html_space( text[ j ] ) && text[ j ] != '/' && text[ j ] != '>' && !( text[ j ] == '=' && j > a ) ) {
         attribute.push_back( lower( text[ j ] ) );
         ++j;
      }
      std::size_t k = j;
      while( k < n && is_html_space( text[ k ] ) ) {
         ++k;
      }
      if( k >= n || text[ k ] != '=' ) {
         continue;   // no value
      }
      j = k + 1;
      while( j < n && is_html_space( text[ j ] ) ) {
         ++j;
      }
      std::size_t b = j;
      std::size_t e = j;
      if( j < n && ( text[ j ] == '"' || text[ j ] == '\'' ) ) {
         b = j + 1;
         const auto close = text.find( text[ j ], b );
         e = close == std::string_view::npos ? n : close;
         j = close == std::string_view::npos ? n : close + 1;
      }
      else {
         while( j < n && !is_html_space( text[ j ] ) && text[ j ] != '>' ) {
            ++j;
         }
         e = j;
      }
      attribute_urls( attribute, text, b, e, lines, out );
   }
}

std::vector< candidate > extract_html( std::string_view text, const extract_options& options )
{
   const line_index lines( text );
   std::vector< candidate > attributes;
   std::vector< candidate > prose_found;
   projection prose;
   std::string name;
   std::string decoded;
   const std::size_t n = text.size();
   std::size_t i = 0;
   const auto skip_to = [ & ]( std::size_t at, std::string_view closer ) {
      const auto e = text.find( closer, at );
      return e == std::string_view::npos ? n : e + closer.size();
   };
   while( i < n ) {
      const char c = text[ i ];
      if( c == '<' && i + 1 < n ) {
         const char d = text[ i + 1 ];
         std::size_t next = 0;
         if( text.compare( i, 4, "<!--" ) == 0 ) {
            next = skip_to( i + 4, "-->" );
         }
         else if( d == '!' || d == '?' || ( d == '/' && i + 2 < n && is_alpha( text[ i + 2 ] ) ) ) {
            next = skip_to( i + 2, ">" );
         }
         else if( is_alpha( d ) ) {
            std::vector< candidate > found;
            next = read_tag( text, i, lines, found, name );
            if( !options.only_wrapped ) {
               for( auto& f : found ) {
                  attributes.push_back( std::move( f ) );
               }
            }
            if( name == "script" || name == "style" ) {   // raw text: never read
               next = end_tag( text, next, name );
            }
         }
         if( next != 0 ) {
            prose.push( ' ', i, i + 1 );   // a tag separates words
            i = next;
            continue;
         }
      }
      if( c == '&' ) {
         decoded.clear();
         const std::size_t k = decode_reference( text, i, decoded );
         if( k != 0 ) {
            for( const char b : decoded ) {
               prose.push( b, i, i + k );
            }
            i += k;
            continue;
         }
      }
      prose.push( c, i, i + 1 );
      ++i;
   }
   extract_prose( prose, lines, options, false, prose_found );
   std::vector< candidate > all;
   all.reserve( attributes.size() + prose_found.size() );
   std::merge( std::make_move_iterator( attributes.begin() ), std::make_move_iterator( attributes.end() ),
               std::make_move_iterator( prose_found.begin() ), std::make_move_iterator( prose_found.end() ), std::back_inserter( all ),
               []( const candidate& a, const candidate& b ) { return a.begin < b.begin; } );
   return all;
}

}  // namespace rfc1738::detail

// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/annotate.hpp"

#include <algorithm>

#include "output/append_printable.hpp"
#include "hex.hpp"

namespace rfc1738 {

namespace detail {

namespace {

// The bytes as printable shows them, appended to `out` (its room asked for
// already): each run of bytes shown as they are at once, each other byte
// as "\xhh".
void append_shown( std::string& out, std::string_view bytes )
{
   const char* p = bytes.data();
   const char* const end = p + bytes.size();
   while( p != end ) {
      const char* const run = p;
      while( p != end && !shown_escaped( static_cast< unsigned char >( *p ) ) ) {
         ++p;
      }
      out.append( run, static_cast< std::size_t >( p - run ) );
      if( p == end ) {
         break;
      }
      out += "\\x";
      notation::append_hex( out, static_cast< unsigned char >( *p++ ), notation::lower_hex );
   }
}

}  // namespace

void append_printable( std::string& out, std::string_view bytes )
{
   // At once, with room for the rest of a line: a long input is not copied
   // again as the string grows (nor when a newline follows it).
   const std::size_t width = printable_width( bytes );
   out.reserve( out.size() + width + 256 );
   if( width == bytes.size() ) {
      out.append( bytes );   // every byte shown as itself: one copy
      return;
   }
   append_shown( out, bytes );
}

}  // namespace detail

std::size_t printable_width( std::string_view bytes ) noexcept
{
   // A count without a branch a byte (the compiler vectorises it).
   std::size_t escaped = 0;
   for( const char ch : bytes ) {
      escaped += shown_escaped( static_cast< unsigned char >( ch ) ) ? 1 : 0;
   }
   return bytes.size() + 3 * escaped;
}

std::string printable( std::string_view bytes )
{
   // Its own size: a short text stays in the string (no allocation).
   const std::size_t width = printable_width( bytes );
   if( width == bytes.size() ) {
      return std::string( bytes );   // every byte shown as itself: one copy
   }
   std::string out;
   out.reserve( width );
   detail::append_shown( out, bytes );
   return out;
}

std::string annotate( std::string_view input, std::size_t offset, const annotate_options& options )
{
   offset = std::min( offset, input.size() );
   std::size_t begin = 0;
   std::size_t end = input.size();
   if( input.size() > annotate_window_limit ) {
      begin = offset > annotate_window_side ? offset - annotate_window_side : 0;
      end = std::min( input.size(), offset + annotate_window_side );
   }
   const std::string_view before = begin > 0 ? "..." : "";
   const std::string_view after = end < input.size() ? "..." : "";
   const std::size_t column = before.size() + printable_width( input.substr( begin, offset - begin ) );
   std::string out;
   out.reserve( 2 * options.indent.size() + 4 * ( end - begin ) + column + 24 );
   out += options.indent;
   out += before;
   detail::append_printable( out, input.substr( begin, end - begin ) );
   out += after;
   out += '\n';
   out += options.indent;
   out.append( column, ' ' );
   out += options.color ? "\033[1;31m^\033[0m" : "^";
   return out;
}

}  // namespace rfc1738

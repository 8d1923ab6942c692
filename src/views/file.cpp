// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/views/file.hpp"

#include "parser/tree_text.hpp"

namespace rfc1738 {

file_view::file_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept
   : host_( detail::child_text( input, tree, at, production::host ) ),
     fpath_( detail::text( input, tree, detail::child_index( tree, at, production::fpath ) ) )
{}

bool file_view::is_local() const noexcept
{
   if( !host_ ) {
      return true;
   }
   constexpr std::string_view localhost = "localhost";
   if( host_->size() != localhost.size() ) {
      return false;
   }
   for( std::size_t i = 0; i < localhost.size(); ++i ) {
      const char c = ( *host_ )[ i ];
      const char lower = ( c >= 'A' && c <= 'Z' ) ? static_cast< char >( c - 'A' + 'a' ) : c;
      if( lower != localhost[ i ] ) {
         return false;
      }
   }
   return true;
}

}  // namespace rfc1738

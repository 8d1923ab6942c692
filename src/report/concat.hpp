// SPDX-License-Identifier: BSL-1.0
// Private: a text made of pieces, in one allocation (the sentences of a
// diagnosis and of a fix, which `+` would build through a temporary per
// piece).
#ifndef RFC1738_SRC_CONCAT_HPP
#define RFC1738_SRC_CONCAT_HPP

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>

namespace rfc1738::detail {

inline std::string concat( std::initializer_list< std::string_view > pieces )
{
   std::size_t size = 0;
   for( const std::string_view piece : pieces ) {
      size += piece.size();
   }
   std::string text;
   text.reserve( size );
   for( const std::string_view piece : pieces ) {
      text.append( piece );
   }
   return text;
}

}  // namespace rfc1738::detail

#endif

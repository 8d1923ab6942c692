// SPDX-License-Identifier: BSL-1.0
// Private: a text made of pieces, in one allocation (the sentences of a
// diagnosis and of a fix, which `+` would build through a temporary per
// piece), or in the room of a text already there.
#ifndef RFC1738_SRC_CONCAT_HPP
#define RFC1738_SRC_CONCAT_HPP

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>

namespace rfc1738::detail {

/// The pieces written over `out` (none of them may view it), in the room
/// `out` has when it is enough: a text rewritten for each of many inputs
/// allocates only when one needs more room than those before it.
inline void concat_to( std::string& out, std::initializer_list< std::string_view > pieces )
{
   std::size_t size = 0;
   for( const std::string_view piece : pieces ) {
      size += piece.size();
   }
   out.clear();
   out.reserve( size );
   for( const std::string_view piece : pieces ) {
      out.append( piece );
   }
}

inline std::string concat( std::initializer_list< std::string_view > pieces )
{
   std::string text;
   concat_to( text, pieces );
   return text;
}

}  // namespace rfc1738::detail

#endif

// SPDX-License-Identifier: BSL-1.0
// The walk of a generated automaton (rfc1738/grammar/automata.hpp) over an
// input: how far the input is a viable prefix of the automaton's production.
// Shared by diagnose() and parse()'s error offset, so both say the same.
#ifndef RFC1738_SRC_DIAGNOSIS_WALK_HPP
#define RFC1738_SRC_DIAGNOSIS_WALK_HPP

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "rfc1738/grammar/automata.hpp"

namespace rfc1738::detail {

struct walked {
   std::size_t state;    // the state reached
   std::size_t offset;   // where the walk stopped: input.size(), or the first byte with no move
};

/// Walks `a` from its start over `input` until the end or the first byte
/// after which no string of the production could go on.
inline walked walk( const grammar::automata::automaton& a, std::string_view input ) noexcept
{
   std::size_t at = 0;
   std::size_t offset = 0;
   const std::size_t classes = a.class_count;
   for( ; offset < input.size(); ++offset ) {
      const std::int16_t next = a.next[ at * classes + a.classes[ static_cast< unsigned char >( input[ offset ] ) ] ];
      if( next < 0 ) {
         break;
      }
      at = static_cast< std::size_t >( next );
   }
   return { at, offset };
}

}  // namespace rfc1738::detail

#endif

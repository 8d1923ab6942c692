// SPDX-License-Identifier: BSL-1.0
// The walk of a generated automaton (rfc1738/grammar/automata.hpp) over an
// input: how far the input is a viable prefix of the automaton's production.
// Shared by diagnose() and parse()'s error offset, so both say the same.
#ifndef RFC1738_SRC_DIAGNOSIS_WALK_HPP
#define RFC1738_SRC_DIAGNOSIS_WALK_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "rfc1738/grammar/automata.hpp"

namespace rfc1738::detail {

struct walked {
   std::size_t state;    // the state reached
   std::size_t offset;   // where the walk stopped: input.size(), or the first byte with no move
};

/// Walks `a`, a generated automaton of any edition, over `input` a byte at
/// a time, a table lookup per byte: how far the input is a viable prefix of
/// its production. The reference walk() is checked against.
template< typename Automaton >
walked walk_by_table( const Automaton& a, std::string_view input ) noexcept
{
   std::size_t at = 0;
   std::size_t offset = 0;
   for( ; offset < input.size(); ++offset ) {
      const std::int16_t next = a.next[ at * a.class_count + a.classes[ static_cast< unsigned char >( input[ offset ] ) ] ];
      if( next < 0 ) {
         break;
      }
      at = static_cast< std::size_t >( next );
   }
   return { at, offset };
}

namespace walk_detail {

namespace dfa = grammar::automata;

// The states of every automaton, one after the other: automaton p's state s
// is entry first_state[ p ] + s of the tables below.
inline constexpr auto first_state = [] {
   std::array< std::size_t, grammar::production_count + 1 > first{};
   for( std::size_t p = 0; p < grammar::production_count; ++p ) {
      first[ p + 1 ] = first[ p ] + dfa::automata[ p ].state_count;
   }
   return first;
}();

constexpr bool classes_fit_a_word() noexcept
{
   for( const auto& a : dfa::automata ) {
      if( a.class_count > 64 ) {
         return false;
      }
   }
   return true;
}
static_assert( classes_fit_a_word(), "a state's self-loops are one bit per byte class" );

// Per state, the byte classes on which it goes to itself (bit k: class k):
// the bytes of a run the walk takes without the table's dependent load. Read
// from the tables, so a skipped byte moves exactly as the table says.
inline constexpr auto self_loops = [] {
   std::array< std::uint64_t, first_state[ grammar::production_count ] > loops{};
   for( std::size_t p = 0; p < grammar::production_count; ++p ) {
      const dfa::automaton& a = dfa::automata[ p ];
      for( std::size_t s = 0; s < a.state_count; ++s ) {
         for( std::size_t k = 0; k < a.class_count; ++k ) {
            if( a.next[ s * a.class_count + k ] == static_cast< std::int16_t >( s ) ) {
               loops[ first_state[ p ] + s ] |= std::uint64_t( 1 ) << k;
            }
         }
      }
   }
   return loops;
}();

}  // namespace walk_detail

/// Walks the automaton of `target` from its start over `input` until the
/// end or the first byte after which no string of the production could go
/// on. A run of bytes on which the state goes to itself is taken without the
/// table's lookup (the state's self-loops, walk_detail::self_loops).
inline walked walk( grammar::production target, std::string_view input ) noexcept
{
   const auto p = static_cast< std::size_t >( target );
   const grammar::automata::automaton& a = grammar::automata::automata[ p ];
   const std::uint64_t* const loops = walk_detail::self_loops.data() + walk_detail::first_state[ p ];
   const auto* const bytes = reinterpret_cast< const unsigned char* >( input.data() );
   const std::size_t size = input.size();
   const std::size_t classes = a.class_count;
   std::size_t at = 0;
   std::size_t offset = 0;
   while( offset < size ) {
      const std::uint64_t stays = loops[ at ];
      while( offset < size && ( ( stays >> a.classes[ bytes[ offset ] ] ) & 1u ) != 0 ) {
         ++offset;
      }
      if( offset == size ) {
         break;
      }
      const std::int16_t next = a.next[ at * classes + a.classes[ bytes[ offset ] ] ];
      if( next < 0 ) {
         break;
      }
      at = static_cast< std::size_t >( next );
      ++offset;
   }
   return { at, offset };
}

}  // namespace rfc1738::detail

#endif

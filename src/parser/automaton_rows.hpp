// SPDX-License-Identifier: BSL-1.0
// Private: a production's generated automaton (rfc1738/grammar/automata.hpp,
// an edition's <edition>/automata.hpp) with its states as rows, made at
// compile time, for a split program's `derives` gate (RFC 1738's follower,
// src/parser/split.cpp; an edition's, src/editions/uri_split.hpp).
#ifndef RFC1738_SRC_PARSER_AUTOMATON_ROWS_HPP
#define RFC1738_SRC_PARSER_AUTOMATON_ROWS_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace rfc1738::detail {

/// Automaton P of `Tables::automata` (the BNF's language of production P)
/// with its states as rows (state * class_count, -1 for none), made at
/// compile time: a step is then one load after the byte's class, where a
/// state number waits for a multiplication before the load (a derives gate
/// walks a whole component so: otherurl's schemepart, RFC 2396's net_path).
template< typename Tables, std::size_t P >
struct automaton_rows {
   static constexpr const auto& a = Tables::automata[ P ];
   static constexpr std::size_t count = std::size_t( a.state_count ) * a.class_count;

   static constexpr auto next = [] {
      std::array< std::int32_t, count > t{};
      for( std::size_t i = 0; i < count; ++i ) {
         t[ i ] = a.next[ i ] < 0 ? -1 : static_cast< std::int32_t >( a.next[ i ] * a.class_count );
      }
      return t;
   }();

   /// Production P derives s[from, to): its automaton ends there in an
   /// accepting state.
   [[nodiscard]] static bool derives( const std::string_view s, const std::size_t from, const std::size_t to ) noexcept
   {
      std::int32_t row = 0;
      for( std::size_t i = from; i < to; ++i ) {
         row = next[ static_cast< std::size_t >( row ) + a.classes[ static_cast< unsigned char >( s[ i ] ) ] ];
         if( row < 0 ) {
            return false;
         }
      }
      return a.states[ static_cast< std::size_t >( row ) / a.class_count ].accepting;
   }
};

}  // namespace rfc1738::detail

#endif

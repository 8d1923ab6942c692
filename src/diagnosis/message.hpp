// SPDX-License-Identifier: BSL-1.0
// The sentence of a diagnosis and the repair it proposes, from what the
// automaton knows at the offset (src/diagnosis.cpp): the live byte states,
// which component of the URL each belongs to, and whether the input could
// have ended there.
#ifndef RFC1738_SRC_DIAGNOSIS_MESSAGE_HPP
#define RFC1738_SRC_DIAGNOSIS_MESSAGE_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "rfc1738/diagnosis.hpp"
// The notation of the expected items generated/ holds: the generator's (it
// includes nothing of the library; the library reads the generator's header).
#include "../../tools/bnf2pegtl/show.hpp"

namespace rfc1738::diagnosis_detail {

using bnf2pegtl::show_byte;

using byteset = std::array< std::uint64_t, 4 >;

inline bool has( const byteset& s, unsigned char c ) noexcept
{
   return ( s[ c >> 6 ] >> ( c & 63 ) ) & 1u;
}

/// One way the input could have gone on at the offset: a byte state alive there.
struct live_byte {
   byteset bytes{};
   /// The innermost component of the URL that holds the state (host, port,
   /// user, password, a path part of the scheme, ...); the target itself
   /// when the state is one of the target's own literals.
   grammar::production component = grammar::production::genericurl;
   /// The scheme production the state is in (httpurl ... prosperourl,
   /// genericurl): the target itself, or the alternative of url it is in.
   grammar::production scheme = grammar::production::genericurl;
   /// The component began before the offset (the state does not begin it).
   bool in_progress = false;
   /// The state is the "%" that begins an escape: an escape may be written here.
   bool begins_escape = false;
   /// The state is inside an escape, after its "%".
   bool in_escape = false;
   /// The state belongs to a literal of the grammar: its text and the
   /// position of the state's byte in it.
   std::string_view literal;
   std::size_t literal_position = 0;
};

struct situation {
   std::vector< live_byte > live;
   bool end_ok = false;   // the input could have ended at the offset
};

/// Fills d.message and d.fix (d.offset, target, production, expected are set).
void explain( std::string_view input, const situation& s, diagnosis& d );

}  // namespace rfc1738::diagnosis_detail

#endif

// SPDX-License-Identifier: BSL-1.0
// The sentence of a diagnosis and the repair it proposes, from what the
// automaton knows at the offset (src/diagnosis/diagnose.cpp): the live byte states,
// which component of the URL each belongs to, and whether the input could
// have ended there.
#ifndef RFC1738_SRC_DIAGNOSIS_MESSAGE_HPP
#define RFC1738_SRC_DIAGNOSIS_MESSAGE_HPP

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string_view>

#include "rfc1738/diagnosis.hpp"
#include "rfc1738/grammar/automata.hpp"
// The notation of the expected items generated/ holds (notation/: the
// generator's and the library's).
#include "show.hpp"

namespace rfc1738::diagnosis_detail {

using notation::show_byte;

/// One way the input could have gone on at the offset: a byte state alive
/// there, as the generator wrote it (rfc1738/grammar/automata.hpp): the
/// bytes it takes, the innermost component of the URL that holds it (the
/// target itself for the target's own literals), the scheme production it
/// is in, whether the component began before, whether it begins or is inside
/// an escape, and the grammar literal it belongs to with its position.
using live_byte = grammar::automata::live_byte;

inline bool has( const std::uint64_t ( &bytes )[ 4 ], unsigned char c ) noexcept
{
   return ( bytes[ c >> 6 ] >> ( c & 63 ) ) & 1u;
}

/// The live byte states of a state of a generated automaton, read in place
/// from its tables (live_bytes[ live_lists[ first + k ] ], k < count).
class live_range {
public:
   class iterator {
   public:
      using iterator_category = std::forward_iterator_tag;
      using value_type = live_byte;
      using difference_type = std::ptrdiff_t;
      using pointer = const live_byte*;
      using reference = const live_byte&;

      iterator() noexcept = default;
      explicit iterator( const std::uint16_t* at ) noexcept
         : at_( at )
      {}
      reference operator*() const noexcept
      {
         return grammar::automata::live_bytes[ *at_ ];
      }
      pointer operator->() const noexcept
      {
         return &**this;
      }
      iterator& operator++() noexcept
      {
         ++at_;
         return *this;
      }
      iterator operator++( int ) noexcept
      {
         iterator before = *this;
         ++at_;
         return before;
      }
      bool operator==( const iterator& other ) const noexcept
      {
         return at_ == other.at_;
      }
      bool operator!=( const iterator& other ) const noexcept
      {
         return at_ != other.at_;
      }

   private:
      const std::uint16_t* at_ = nullptr;
   };

   live_range() noexcept = default;
   live_range( const std::uint16_t* first, std::size_t count ) noexcept
      : first_( first ),
        count_( count )
   {}
   iterator begin() const noexcept
   {
      return iterator( first_ );
   }
   iterator end() const noexcept
   {
      return iterator( first_ + count_ );
   }
   bool empty() const noexcept
   {
      return count_ == 0;
   }
   const live_byte& front() const noexcept
   {
      return *begin();
   }

private:
   const std::uint16_t* first_ = nullptr;
   std::size_t count_ = 0;
};

struct situation {
   live_range live;
   bool end_ok = false;   // the input could have ended at the offset
};

/// Fills d.message and d.fix (d.offset, target, production, expected are set).
void explain( std::string_view input, const situation& s, diagnosis& d );

}  // namespace rfc1738::diagnosis_detail

#endif

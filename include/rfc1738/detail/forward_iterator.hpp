// SPDX-License-Identifier: BSL-1.0
/// @file
/// The part every iterator of the views shares (not in the API reference:
/// an implementation detail).
#ifndef RFC1738_DETAIL_FORWARD_ITERATOR_HPP
#define RFC1738_DETAIL_FORWARD_ITERATOR_HPP

#include <cstddef>
#include <iterator>

namespace rfc1738::detail {

/// A forward iterator `Derived` that yields `Value` by value: its member
/// types, and postfix ++ and != made of the derived class's prefix ++ and ==.
///
/// @tparam Derived The iterator (CRTP): has prefix `++` and `==`.
/// @tparam Value What it yields, by value.
template< typename Derived, typename Value >
class forward_iterator {
public:
   /// A forward iterator.
   using iterator_category = std::forward_iterator_tag;
   /// What it yields.
   using value_type = Value;
   /// The distance between two iterators.
   using difference_type = std::ptrdiff_t;
   /// No pointer: values are yielded by value.
   using pointer = void;
   /// A value, not a reference.
   using reference = Value;

   /// Moves to the next element; the iterator before the move.
   constexpr Derived operator++( int ) noexcept
   {
      Derived old = static_cast< Derived& >( *this );
      ++static_cast< Derived& >( *this );
      return old;
   }

   /// `!( a == b )`.
   friend constexpr bool operator!=( const Derived& a, const Derived& b ) noexcept
   {
      return !( a == b );
   }
};

}  // namespace rfc1738::detail

#endif

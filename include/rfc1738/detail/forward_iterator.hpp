// SPDX-License-Identifier: BSL-1.0
// The part every iterator of the views shares.
#ifndef RFC1738_DETAIL_FORWARD_ITERATOR_HPP
#define RFC1738_DETAIL_FORWARD_ITERATOR_HPP

#include <cstddef>
#include <iterator>

namespace rfc1738::detail {

// A forward iterator `Derived` that yields `Value` by value: its member
// types, and postfix ++ and != made of the derived class's prefix ++ and ==.
template< typename Derived, typename Value >
class forward_iterator {
public:
   using iterator_category = std::forward_iterator_tag;
   using value_type = Value;
   using difference_type = std::ptrdiff_t;
   using pointer = void;
   using reference = Value;

   constexpr Derived operator++( int ) noexcept
   {
      Derived old = static_cast< Derived& >( *this );
      ++static_cast< Derived& >( *this );
      return old;
   }

   friend constexpr bool operator!=( const Derived& a, const Derived& b ) noexcept
   {
      return !( a == b );
   }
};

}  // namespace rfc1738::detail

#endif

// SPDX-License-Identifier: BSL-1.0
// The outcome of a parse: a value, or the error that prevented it.
#ifndef RFC1738_RESULT_HPP
#define RFC1738_RESULT_HPP

#include <exception>
#include <type_traits>
#include <utility>
#include <variant>

#include "rfc1738/parse_error.hpp"

namespace rfc1738 {

// Thrown by result<T>::value() when there is no value.
class bad_result_access : public std::exception {
public:
   explicit bad_result_access( const parse_error& e ) noexcept
      : error_( e )
   {}

   [[nodiscard]] const char* what() const noexcept override
   {
      return "rfc1738: not a URL (result has no value)";
   }

   [[nodiscard]] const parse_error& error() const noexcept
   {
      return error_;
   }

private:
   parse_error error_;
};

// Either a T or a parse_error, like C++23's std::expected< T, parse_error >.
template< typename T >
class result {
public:
   result( T value ) noexcept( std::is_nothrow_move_constructible_v< T > )
      : v_( std::in_place_index< 0 >, std::move( value ) )
   {}

   result( parse_error error ) noexcept
      : v_( std::in_place_index< 1 >, error )
   {}

   [[nodiscard]] bool has_value() const noexcept
   {
      return v_.index() == 0;
   }

   explicit operator bool() const noexcept
   {
      return has_value();
   }

   // The value; throws bad_result_access when there is none.
   [[nodiscard]] const T& value() const&
   {
      check();
      return *std::get_if< 0 >( &v_ );
   }

   [[nodiscard]] T& value() &
   {
      check();
      return *std::get_if< 0 >( &v_ );
   }

   [[nodiscard]] T&& value() &&
   {
      check();
      return std::move( *std::get_if< 0 >( &v_ ) );
   }

   // The value; has_value() must be true.
   [[nodiscard]] const T& operator*() const& noexcept
   {
      return *std::get_if< 0 >( &v_ );
   }

   [[nodiscard]] T& operator*() & noexcept
   {
      return *std::get_if< 0 >( &v_ );
   }

   // The value, moved out of a temporary result (so that a url taken from
   // rfc1738::url::parse( … ) is a temporary too, whose views are refused).
   [[nodiscard]] T&& operator*() && noexcept
   {
      return std::move( *std::get_if< 0 >( &v_ ) );
   }

   [[nodiscard]] const T* operator->() const noexcept
   {
      return std::get_if< 0 >( &v_ );
   }

   [[nodiscard]] T* operator->() noexcept
   {
      return std::get_if< 0 >( &v_ );
   }

   // The error; has_value() must be false.
   [[nodiscard]] const parse_error& error() const noexcept
   {
      return *std::get_if< 1 >( &v_ );
   }

private:
   void check() const
   {
      if( !has_value() ) {
         throw bad_result_access( error() );
      }
   }

   std::variant< T, parse_error > v_;
};

}  // namespace rfc1738

#endif

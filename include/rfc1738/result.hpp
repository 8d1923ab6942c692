// SPDX-License-Identifier: BSL-1.0
/// @file
/// The outcome of a parse: a value, or the error that prevented it.
/// rfc1738::result, rfc1738::bad_result_access.
#ifndef RFC1738_RESULT_HPP
#define RFC1738_RESULT_HPP

#include <exception>
#include <type_traits>
#include <utility>
#include <variant>

#include "rfc1738/parse_error.hpp"

namespace rfc1738 {

/// Thrown by result::value() when there is no value.
class bad_result_access : public std::exception {
public:
   /// The exception for the parse that failed with `e`.
   ///
   /// @param e The error of the parse.
   explicit bad_result_access( const parse_error& e ) noexcept
      : error_( e )
   {}

   /// "rfc1738: not a URL (result has no value)".
   ///
   /// @return A static string.
   [[nodiscard]] const char* what() const noexcept override
   {
      return "rfc1738: not a URL (result has no value)";
   }

   /// The error of the parse.
   ///
   /// @return The error.
   [[nodiscard]] const parse_error& error() const noexcept
   {
      return error_;
   }

private:
   parse_error error_;
};

/// Either a `T` or a parse_error, like C++23's
/// `std::expected< T, parse_error >`.
///
/// Returned by rfc1738::parse() (`result< url_view >`) and
/// rfc1738::url::parse() (`result< url >`).
///
/// @par Example
/// @code
/// const auto r = rfc1738::parse( "ftp://host.dom/" );
/// assert( r.has_value() );
/// assert( r->ftp()->host() == "host.dom" );  // operator->: the value
///
/// const auto bad = rfc1738::parse( "ftp://host.dom/a b" );
/// assert( !bad );
/// assert( bad.error().offset == 16 );
/// bool thrown = false;
/// try {
///    (void)bad.value();
/// }
/// catch( const rfc1738::bad_result_access& e ) {
///    thrown = e.error().offset == 16;
/// }
/// assert( thrown );
/// @endcode
///
/// @tparam T The value's type.
template< typename T >
class result {
public:
   /// A result that holds a value made in place from `args` (no move of it).
   ///
   /// @param args The arguments of T's constructor.
   template< typename... Args >
   explicit result( std::in_place_t /*unused*/, Args&&... args ) noexcept( std::is_nothrow_constructible_v< T, Args... > )
      : v_( std::in_place_index< 0 >, std::forward< Args >( args )... )
   {}

   /// A result that holds `value`.
   ///
   /// @param value The value.
   result( T value ) noexcept( std::is_nothrow_move_constructible_v< T > )
      : v_( std::in_place_index< 0 >, std::move( value ) )
   {}

   /// A result that holds the error `error`.
   ///
   /// @param error Where the parse failed.
   result( parse_error error ) noexcept
      : v_( std::in_place_index< 1 >, error )
   {}

   /// True when the result holds a value.
   ///
   /// @return Whether there is a value.
   [[nodiscard]] bool has_value() const noexcept
   {
      return v_.index() == 0;
   }

   /// has_value().
   explicit operator bool() const noexcept
   {
      return has_value();
   }

   /// The value; throws bad_result_access when there is none.
   ///
   /// @throws bad_result_access When has_value() is false.
   ///
   /// @return The value.
   [[nodiscard]] const T& value() const&
   {
      check();
      return *std::get_if< 0 >( &v_ );
   }

   /// The value; throws bad_result_access when there is none.
   ///
   /// @throws bad_result_access When has_value() is false.
   ///
   /// @return The value.
   [[nodiscard]] T& value() &
   {
      check();
      return *std::get_if< 0 >( &v_ );
   }

   /// The value, moved out; throws bad_result_access when there is none.
   ///
   /// @throws bad_result_access When has_value() is false.
   ///
   /// @return The value, as an rvalue.
   [[nodiscard]] T&& value() &&
   {
      check();
      return std::move( *std::get_if< 0 >( &v_ ) );
   }

   /// The value; has_value() must be true.
   ///
   /// @return The value.
   [[nodiscard]] const T& operator*() const& noexcept
   {
      return *std::get_if< 0 >( &v_ );
   }

   /// The value; has_value() must be true.
   ///
   /// @return The value.
   [[nodiscard]] T& operator*() & noexcept
   {
      return *std::get_if< 0 >( &v_ );
   }

   /// The value, moved out of a temporary result (so that a url taken from
   /// rfc1738::url::parse( … ) is a temporary too, whose views are refused);
   /// has_value() must be true.
   ///
   /// @return The value, as an rvalue.
   [[nodiscard]] T&& operator*() && noexcept
   {
      return std::move( *std::get_if< 0 >( &v_ ) );
   }

   /// The value's members; has_value() must be true.
   ///
   /// @return A pointer to the value.
   [[nodiscard]] const T* operator->() const noexcept
   {
      return std::get_if< 0 >( &v_ );
   }

   /// The value's members; has_value() must be true.
   ///
   /// @return A pointer to the value.
   [[nodiscard]] T* operator->() noexcept
   {
      return std::get_if< 0 >( &v_ );
   }

   /// The error; has_value() must be false.
   ///
   /// @return The error.
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

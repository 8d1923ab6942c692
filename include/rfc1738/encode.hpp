// SPDX-License-Identifier: BSL-1.0
/// @file
/// Percent-encoding for one component production (RFC 1738 §2.2, §5): the
/// shortest text that derives from the production and decodes to given
/// bytes. rfc1738::encode(), rfc1738::build_error, rfc1738::built.
#ifndef RFC1738_ENCODE_HPP
#define RFC1738_ENCODE_HPP

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "rfc1738/grammar/production.hpp"

namespace rfc1738 {

using grammar::production;

/// Why a component or a URL cannot be written: the part (its RFC spelling:
/// "user", "hsegment", "port", …), the byte of that part at fault when one
/// is, and one line for a person naming the RFC section.
struct build_error {
   /// The part that cannot be written, as the RFC spells its production
   /// ("user", "gopher+_string") or the builder names it ("scheme").
   std::string part;
   /// The offset of the offending byte in the part's (decoded) bytes, when
   /// one byte is at fault.
   std::optional< std::size_t > offset;
   /// One line for a person, naming the RFC section.
   std::string message;
};

/// A value, or the build_error saying why there is none.
template< typename T >
class built {
public:
   /// A value.
   /// @param value The value.
   built( T value )
      : v_( std::in_place_index< 0 >, std::move( value ) )
   {}

   /// An error.
   /// @param error Why there is no value.
   built( build_error error )
      : v_( std::in_place_index< 1 >, std::move( error ) )
   {}

   /// Whether there is a value.
   /// @return True when there is a value.
   [[nodiscard]] bool has_value() const noexcept
   {
      return v_.index() == 0;
   }

   /// True when there is a value.
   explicit operator bool() const noexcept
   {
      return has_value();
   }

   /// The value (precondition: has_value()).
   /// @return The value.
   [[nodiscard]] const T& operator*() const& noexcept
   {
      return *std::get_if< 0 >( &v_ );
   }

   /// The value (precondition: has_value()).
   /// @return A pointer to the value.
   [[nodiscard]] const T* operator->() const noexcept
   {
      return std::get_if< 0 >( &v_ );
   }

   /// The error (precondition: !has_value()).
   /// @return Why there is no value.
   [[nodiscard]] const build_error& error() const noexcept
   {
      return *std::get_if< 1 >( &v_ );
   }

private:
   std::variant< T, build_error > v_;
};

/** The shortest text that derives from production `component` and decodes
    (RFC 1738 §2.2) to `bytes`: each byte the production holds as itself is
    written as itself, each other byte as an escape `%HH` (upper-case hex)
    where the production takes escapes. Which bytes a production holds as
    themselves is read from the production's automaton, which the generator
    makes from the BNF (the cheapest walk over it that decodes to `bytes`
    wins): `user` holds unreserved, ";", "?",
    "&", "=", so "a b@c" is "a%20b%40c"; `hpath`, `fpath` and `ppath` hold
    their "/" separators; `selector` and `encoded822addr` (xchar) hold every
    reserved character.

    A production that takes no escapes (`host`, `port`, `group`, `scheme`,
    `ftptype`, …) is written as the bytes themselves when it derives them.
    When the production cannot hold a byte at all, even escaped (a "/" in a
    group, a space in a host), or the bytes cannot be arranged as it needs
    (an empty `encoded822addr`, `gtype` of two bytes, "a..b" as a host), the
    result is a build_error naming the production and, when there is one,
    the byte.

    @par Specification
    RFC 1738 §2.2 ("Octets must be encoded if they have no corresponding
    graphic character within the US-ASCII coded character set, if the use
    of the corresponding character is unsafe, or if the corresponding
    character is reserved for some other interpretation within the
    particular URL scheme"), §5.

    @par Example
    @code
    assert( *rfc1738::encode( rfc1738::production::user, "a b@c" ) == "a%20b%40c" );
    assert( *rfc1738::encode( rfc1738::production::fpath, "pub/a;b" ) == "pub/a%3Bb" );
    assert( !rfc1738::encode( rfc1738::production::group, "a/b" ) );
    @endcode

    @param component A production of §5 (encodable() says which).
    @param bytes The decoded bytes.
    @return The encoded text, or why there is none.
    @throws std::bad_alloc
*/
built< std::string > encode( production component, std::string_view bytes );

/// True when encode() accepts `component`: a production whose every string
/// is one component of a URL (a segment, a path, a search, a host, …), not
/// a whole URL, a login or an `escape`.
///
/// @param component A production.
/// @return Whether encode() writes it.
bool encodable( production component ) noexcept;

/// How production `component` can hold byte `b` (RFC 1738 §2.2, §5).
enum class holding : unsigned char {
   itself,   ///< written as itself (it may also be escaped)
   escaped,  ///< only as an escape `%HH`
   never     ///< not at all
};

/// How `component` holds `b`, for an encodable() production with a single
/// character class (a segment, a search, `user`, `selector`, …); for one
/// that takes no escapes (`host`, `group`), itself when some string of it
/// contains `b`, else never.
///
/// @param component An encodable() production.
/// @param b A byte.
/// @return How it holds the byte.
holding holds( production component, unsigned char b ) noexcept;

}  // namespace rfc1738

#endif

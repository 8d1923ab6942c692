// SPDX-License-Identifier: BSL-1.0
// Test helper: the typed view of a URL that must parse and derive from a
// given production.
#ifndef RFC1738_TESTS_API_VIEW_OF_HPP
#define RFC1738_TESTS_API_VIEW_OF_HPP

#include <catch2/catch.hpp>

#include <optional>
#include <string_view>

#include "rfc1738/parse.hpp"

namespace rfc1738::test {

// The view `get` gives of `s`, which production `p` must derive. The view
// refers to the characters of `s` only, not to the parse.
template< typename View >
View view_of( std::string_view s, production p, std::optional< View > ( url_view::*get )() const noexcept )
{
   const auto r = parse( s );
   REQUIRE( r );
   REQUIRE( r->derived_by() == p );
   const auto v = ( ( *r ).*get )();
   REQUIRE( v );
   return *v;
}

}  // namespace rfc1738::test

#endif

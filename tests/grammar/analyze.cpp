// SPDX-License-Identifier: BSL-1.0
// PEGTL's grammar analysis: no rule of the generated grammar can loop without
// consuming input (every star/plus body consumes on success).
#include <catch2/catch.hpp>

#include <tao/pegtl/contrib/analyze.hpp>

#include "rfc1738/grammar.hpp"

namespace {

template< typename... Rules >
std::size_t problems( tao::pegtl::type_list< Rules... > /*unused*/ )
{
   return ( tao::pegtl::analyze< Rules >( 1 ) + ... );
}

}  // namespace

TEST_CASE( "analyze reports no problem for any production", "[grammar][analyze]" )
{
   CHECK( tao::pegtl::analyze< rfc1738::grammar::url >( 1 ) == 0 );
   CHECK( problems( rfc1738::grammar::productions() ) == 0 );
}

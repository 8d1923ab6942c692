// SPDX-License-Identifier: BSL-1.0
// The fast paths of src/parser/rule_match.hpp are pinned: every production they are meant
// to cover is covered, checked at compile time. scan<> recognises shapes of
// PEGTL types (a byte of a set or an escape, their repetitions, the labels of
// the hyphen-runs rewrites, hostname's dotted labels); an edit of a rewrite in
// grammar/rewrites.peg or of the generator that changes such a shape would
// otherwise fall back to the plain descent silently (the same language, only
// slower). This file then stops compiling, naming the production.
#include <catch2/catch.hpp>

#include <cstddef>

#include "rfc1738/grammar.hpp"
#include "parser/rule_match.hpp"

namespace {

namespace g = rfc1738::grammar;
using rfc1738::detail::scan;
using rfc1738::detail::sor_dispatch;

// One byte of a set, or that or an escape, and the repetitions of such a unit:
// a table lookup per byte.
template< typename... Rs >
constexpr std::size_t by_unit()
{
   static_assert( ( scan< Rs >::by_unit && ... ), "a character-class production is no longer matched by a table scan" );
   return sizeof...( Rs );
}
constexpr std::size_t units = by_unit< g::scheme, g::alphadigit, g::user, g::password, g::urlpath, g::fsegment, g::ftptype, g::hsegment, g::search,
                                       g::selector, g::gopher_plus_string, g::encoded822addr, g::database, g::wtype, g::wpath, g::psegment, g::fieldname,
                                       g::fieldvalue, g::lowalpha, g::hialpha, g::alpha, g::digit, g::safe, g::extra, g::national, g::punctuation,
                                       g::reserved, g::hex, g::escape, g::unreserved, g::uchar, g::xchar, g::digits >();

// The labels after the rewrites label-hyphen-runs and toplabel-hyphen-runs.
static_assert( scan< g::domainlabel >::by_label, "domainlabel (rewrite label-hyphen-runs) is no longer matched by the label scan" );
static_assert( scan< g::toplabel >::by_label, "toplabel (rewrite toplabel-hyphen-runs) is no longer matched by the label scan" );
// hostname = *[ domainlabel "." ] toplabel
static_assert( scan< g::hostname >::by_dots, "hostname is no longer matched by the dotted-label scan" );

// The sors whose alternatives are told apart by their first byte.
template< typename... Rs >
constexpr std::size_t dispatched()
{
   static_assert( ( sor_dispatch< Rs >::applies && ... ), "a sor no longer dispatches on the next byte" );
   return sizeof...( Rs );
}
constexpr std::size_t dispatches = dispatched< g::url, g::schemepart, g::host, g::grouppart, g::waisurl, g::uchar, g::xchar >();

// How many productions take a fast path of each kind, counted from the types.
template< typename... Rs >
constexpr std::size_t count_units( tao::pegtl::type_list< Rs... > /*unused*/ )
{
   return ( std::size_t( scan< Rs >::by_unit ) + ... );
}

template< typename... Rs >
constexpr std::size_t count_dispatches( tao::pegtl::type_list< Rs... > /*unused*/ )
{
   return ( std::size_t( sor_dispatch< Rs >::applies ) + ... );
}

}  // namespace

TEST_CASE( "every production meant for a fast path takes it", "[fast_paths]" )
{
   // The lists above are the whole of it: no production takes a fast path
   // without being pinned here (a new one is added to its list).
   CHECK( count_units( g::productions{} ) == units );
   CHECK( count_dispatches( g::productions{} ) == dispatches );
}

// SPDX-License-Identifier: BSL-1.0
// Private: which rules of a grammar a control records a node for, and which
// reach one. A rule carries its production as `id` when it names one (the
// generated rule of each production, a rewrite rule that stands for one);
// a control that records productions (the parser's, parse.cpp; an
// edition's, editions/uri_parse.hpp) gives back, when a rule fails, only
// what was recorded inside it, so it needs to know at compile time whether
// anything inside a rule is recorded at all: reaches<>.
#ifndef RFC1738_SRC_PARSER_REACHES_HPP
#define RFC1738_SRC_PARSER_REACHES_HPP

#include <type_traits>

#include <tao/pegtl.hpp>

namespace rfc1738::detail {

/// Whether Rule names a production (has an `id`).
template< typename Rule, typename = void >
inline constexpr bool has_id = false;

template< typename Rule >
inline constexpr bool has_id< Rule, std::void_t< decltype( Rule::id ) > > = true;

template< typename Recording, typename Rule >
constexpr bool reaches() noexcept;

/// Whether one of the rules `Subs` reaches a recorded rule.
template< typename Recording, typename... Subs >
constexpr bool any_reaches( tao::pegtl::type_list< Subs... > /*unused*/ ) noexcept
{
   return ( reaches< Recording, Subs >() || ... );
}

/// Whether Rule or one of its sub-rules (transitively) is recorded, as
/// `Recording::records< Rule >()` says of each. The grammars do not
/// recurse (the generator refuses a cycle), so this terminates.
template< typename Recording, typename Rule >
constexpr bool reaches() noexcept
{
   return Recording::template records< Rule >() || any_reaches< Recording >( typename Rule::subs_t() );
}

}  // namespace rfc1738::detail

#endif

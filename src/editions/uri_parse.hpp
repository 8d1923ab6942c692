// SPDX-License-Identifier: BSL-1.0
// The parse of an edition of the generic URI syntax (RFC 1808 to 6874): its
// generated rules run over the input, and the components its model lists
// (generated/rfc1738/<edition>/model.hpp) recorded where they matched.
#ifndef RFC1738_SRC_EDITIONS_URI_PARSE_HPP
#define RFC1738_SRC_EDITIONS_URI_PARSE_HPP

#include <cstddef>
#include <string_view>
#include <type_traits>
#include <vector>

#include <tao/pegtl.hpp>

namespace rfc1738::detail {

/// A component the parse matched: its production (as an index of the
/// edition's enumeration) and its bytes.
struct uri_node {
   std::size_t production;
   std::size_t begin;
   std::size_t end;
};

namespace uri_parse_detail {

namespace pegtl = tao::pegtl;

template< typename Rule, typename = void >
struct has_id : std::false_type {};
template< typename Rule >
struct has_id< Rule, std::void_t< decltype( Rule::id ) > > : std::true_type {};

// What the control keeps: the nodes recorded so far. Every rule that fails
// (internal ones too, such as the sequence inside opt< userinfo, "@" >) drops
// what was recorded inside it, and nothing is recorded inside a lookahead
// (at, not_at: they run with apply_mode::nothing): a PEG gives back what it
// tried, so the nodes are those of the one derivation the PEG chose.
struct recorder {
   const char* base;
   std::vector< uri_node > nodes;
};

template< typename Edition >
constexpr bool recorded( typename Edition::production p ) noexcept
{
   for( const auto v : Edition::verdicts ) {
      if( v == p ) {
         return true;
      }
   }
   return Edition::is_component( p );
}

// The rule is recorded itself.
template< typename Edition, typename Rule >
constexpr bool records() noexcept
{
   if constexpr( has_id< Rule >::value ) {
      return recorded< Edition >( Rule::id );
   }
   else {
      return false;
   }
}

template< typename Edition, typename Rule >
constexpr bool reaches() noexcept;

template< typename Edition, typename... Subs >
constexpr bool any_reaches( pegtl::type_list< Subs... > /*unused*/ ) noexcept
{
   return ( reaches< Edition, Subs >() || ... );
}

// The rule or one of its sub-rules (transitively) is recorded: only such a
// rule has nodes to give back when it fails. These grammars do not recurse
// (the generator refuses a cycle), so this terminates.
template< typename Edition, typename Rule >
constexpr bool reaches() noexcept
{
   return records< Edition, Rule >() || any_reaches< Edition >( typename Rule::subs_t() );
}

template< typename Edition >
struct control_of {
   template< typename Rule >
   struct type : pegtl::normal< Rule > {
      template< pegtl::apply_mode A,
                pegtl::rewind_mode M,
                template< typename... >
                class Action,
                template< typename... >
                class Control,
                typename ParseInput >
      [[nodiscard]] static bool match( ParseInput& in, recorder& r )
      {
         if constexpr( A == pegtl::apply_mode::nothing || !reaches< Edition, Rule >() ) {
            return pegtl::normal< Rule >::template match< A, M, Action, Control >( in, r );
         }
         else {
            const std::size_t mark = r.nodes.size();
            const auto begin = static_cast< std::size_t >( in.current() - r.base );
            if( !pegtl::normal< Rule >::template match< A, M, Action, Control >( in, r ) ) {
               r.nodes.resize( mark );
               return false;
            }
            if constexpr( records< Edition, Rule >() ) {
               r.nodes.push_back( { static_cast< std::size_t >( Rule::id ), begin, static_cast< std::size_t >( in.current() - r.base ) } );
            }
            return true;
         }
      }
   };
};

}  // namespace uri_parse_detail

/// Whether `input` is a URL of edition `Edition`'s top production, and if so
/// its components (in the order they end: an enclosed one before the one
/// enclosing it) in `nodes`.
template< typename Edition >
bool uri_parse( std::string_view input, std::vector< uri_node >& nodes )
{
   namespace pegtl = tao::pegtl;
   uri_parse_detail::recorder r{ input.data(), {} };
   pegtl::memory_input< pegtl::tracking_mode::lazy, pegtl::eol::lf_crlf, const char* > in( input.data(), input.size(), "" );
   const bool ok = pegtl::parse< pegtl::seq< typename Edition::url, pegtl::eof >, pegtl::nothing, uri_parse_detail::control_of< Edition >::template type >( in, r );
   nodes = std::move( r.nodes );
   return ok;
}

}  // namespace rfc1738::detail

#endif

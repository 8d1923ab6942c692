// SPDX-License-Identifier: BSL-1.0
// The parse of an edition of the generic URI syntax (RFC 1808 to 6874): its
// generated rules run over the input, and the components its model lists
// (generated/rfc1738/<edition>/model.hpp) recorded where they matched; or,
// for the derivation (`rfc1738 trace --edition`), every production.
#ifndef RFC1738_SRC_EDITIONS_URI_PARSE_HPP
#define RFC1738_SRC_EDITIONS_URI_PARSE_HPP

#include <cstddef>
#include <string_view>
#include <vector>

#include <tao/pegtl.hpp>

#include "parser/reaches.hpp"

namespace rfc1738::detail {

/// A component the parse matched: its production (as an index of the
/// edition's enumeration) and its bytes.
struct uri_node {
   std::size_t production;
   std::size_t begin;
   std::size_t end;
   std::size_t depth = 0;   // derivation_parse: recorded productions around it
};

namespace uri_parse_detail {

namespace pegtl = tao::pegtl;

// What the control keeps: the nodes recorded so far. Every rule that fails
// (internal ones too, such as the sequence inside opt< userinfo, "@" >) drops
// what was recorded inside it, and nothing is recorded inside a lookahead
// (at, not_at: they run with apply_mode::nothing): a PEG gives back what it
// tried, so the nodes are those of the one derivation the PEG chose.
struct recorder {
   const char* base;
   std::vector< uri_node > nodes;
   std::size_t level = 0;   // the recorded productions being matched
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

/// What a parse records: the components and verdicts of Edition's model
/// (uri_parse), or every production (derivation).
template< typename Edition >
struct parts_of {
   using edition = Edition;
   static constexpr bool every = false;
};
template< typename Edition >
struct every_production_of {
   using edition = Edition;
   static constexpr bool every = true;
};

// The rule is recorded itself.
template< typename Record, typename Rule >
constexpr bool records() noexcept
{
   if constexpr( !has_id< Rule > ) {
      return false;
   }
   else if constexpr( Record::every ) {
      return true;
   }
   else {
      return recorded< typename Record::edition >( Rule::id );
   }
}

// What reaches<> (parser/reaches.hpp) asks of each rule: only a rule that
// reaches a recorded one has nodes to give back when it fails.
template< typename Record >
struct recording {
   template< typename Rule >
   static constexpr bool records() noexcept
   {
      return uri_parse_detail::records< Record, Rule >();
   }
};

template< typename Record >
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
         if constexpr( A == pegtl::apply_mode::nothing || !reaches< recording< Record >, Rule >() ) {
            return pegtl::normal< Rule >::template match< A, M, Action, Control >( in, r );
         }
         else if constexpr( Record::every && records< Record, Rule >() ) {
            // In the order they begin, each with its depth: a node is placed
            // when its rule starts, completed or dropped when it ends.
            const std::size_t mark = r.nodes.size();
            const auto begin = static_cast< std::size_t >( in.current() - r.base );
            r.nodes.push_back( { static_cast< std::size_t >( Rule::id ), begin, begin, r.level } );
            ++r.level;
            const bool ok = pegtl::normal< Rule >::template match< A, M, Action, Control >( in, r );
            --r.level;
            if( !ok ) {
               r.nodes.resize( mark );
               return false;
            }
            r.nodes[ mark ].end = static_cast< std::size_t >( in.current() - r.base );
            return true;
         }
         else {
            const std::size_t mark = r.nodes.size();
            const auto begin = static_cast< std::size_t >( in.current() - r.base );
            if( !pegtl::normal< Rule >::template match< A, M, Action, Control >( in, r ) ) {
               r.nodes.resize( mark );
               return false;
            }
            if constexpr( records< Record, Rule >() ) {
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
template< typename Edition, template< typename > class Record = uri_parse_detail::parts_of >
bool uri_parse( std::string_view input, std::vector< uri_node >& nodes )
{
   namespace pegtl = tao::pegtl;
   uri_parse_detail::recorder r{ input.data(), {} };
   pegtl::memory_input< pegtl::tracking_mode::lazy, pegtl::eol::lf_crlf, const char* > in( input.data(), input.size(), "" );
   const bool ok = pegtl::parse< pegtl::seq< typename Edition::url, pegtl::eof >, pegtl::nothing, uri_parse_detail::control_of< Record< Edition > >::template type >( in, r );
   nodes = std::move( r.nodes );
   return ok;
}

/// Whether `input` is a URL of edition `Edition`'s top production, and if
/// so every production of its derivation, in the order they begin (an
/// enclosing one first), each with its depth. Any edition whose rules carry
/// their production as `id`: RFC 1738's and the drafts' too.
template< typename Edition >
bool derivation_parse( std::string_view input, std::vector< uri_node >& nodes )
{
   return uri_parse< Edition, uri_parse_detail::every_production_of >( input, nodes );
}

}  // namespace rfc1738::detail

#endif

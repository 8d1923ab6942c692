// SPDX-License-Identifier: BSL-1.0
// The split of an edition of the generic URI syntax by its generated program
// (generated/rfc1738/<edition>/split_program.hpp, written by
// tools/bnf2pegtl/programs.hpp's uri_split_program, in the step language of
// generated/rfc1738/split_steps.hpp): the nodes uri_parse
// records (uri_parse.hpp), in the order it records them, without the PEG but
// where a `parse` step runs its rule over what the steps cannot express.
#ifndef RFC1738_SRC_EDITIONS_URI_SPLIT_HPP
#define RFC1738_SRC_EDITIONS_URI_SPLIT_HPP

#include <array>
#include <cstddef>
#include <string_view>
#include <utility>
#include <vector>

#include <tao/pegtl.hpp>

#include "rfc1738/split_steps.hpp"

#include "parser/automaton_rows.hpp"
#include "parser/find_bytes.hpp"
#include "uri_parse.hpp"

namespace rfc1738::detail {

namespace uri_split_detail {

namespace pegtl = tao::pegtl;

using parse_fn = std::size_t ( * )( std::string_view, std::size_t, std::vector< uri_node >& );

// A parse step: rule R's PEG match from `at`, recording as uri_parse does
// (the match of R in the whole parse is the same: a PEG's match of a rule
// reads the input from where it begins on); where it ends.
template< typename E, typename R >
std::size_t parse_rule( const std::string_view s, const std::size_t at, std::vector< uri_node >& nodes )
{
   uri_parse_detail::recorder r{ s.data(), std::move( nodes ) };
   pegtl::memory_input< pegtl::tracking_mode::lazy, pegtl::eol::lf_crlf, const char* > in( s.data() + at, s.size() - at, "" );
   const bool ok = pegtl::parse< R, pegtl::nothing, uri_parse_detail::control_of< uri_parse_detail::parts_of< E > >::template type >( in, r );
   nodes = std::move( r.nodes );
   return ok ? static_cast< std::size_t >( in.current() - s.data() ) : at;
}

template< typename E, typename... R >
constexpr std::array< parse_fn, sizeof...( R ) > parsers_of( pegtl::type_list< R... > /*unused*/ ) noexcept
{
   return { { &parse_rule< E, R >... } };
}

// A set of bytes, a flag a byte (one load a byte read).
struct byte_set {
   std::array< bool, 256 > in{};

   [[nodiscard]] constexpr bool holds( const char c ) const noexcept
   {
      return in[ static_cast< unsigned char >( c ) ];
   }
};

// The bytes of one string member of each step, as sets, indexed as the steps.
template< typename Step, std::size_t N >
constexpr std::array< byte_set, N > sets_of( const std::array< Step, N >& steps, std::string_view Step::*member ) noexcept
{
   std::array< byte_set, N > out{};
   for( std::size_t i = 0; i < N; ++i ) {
      for( const char c : steps[ i ].*member ) {
         out[ i ].in[ static_cast< unsigned char >( c ) ] = true;
      }
   }
   return out;
}

template< typename E >
class follower {
   using T = typename E::split;
   using op = split_steps::op;
   using gate = split_steps::gate;
   using step = split_steps::step< typename E::production >;
   using size = std::size_t;

public:
   // `known`: the verdict production that derives the whole input (the
   // verdict walk's), which a derives gate over the whole input need not walk.
   follower( const std::string_view s, std::vector< uri_node >& nodes, const typename E::production known ) noexcept
      : s_( s ),
        nodes_( nodes ),
        known_( known )
   {}

   // Steps [First, First + Count) from `at` in the span [at, end); where
   // they end. Each step is instantiated at compile time, as RFC 1738's
   // follower's (src/parser/split.cpp).
   template< std::size_t First, std::size_t Count >
   size run( const size at, const size end )
   {
      return run_each< First >( std::make_index_sequence< Count >(), at, end );
   }

private:
   template< std::size_t First, std::size_t... K >
   size run_each( std::index_sequence< K... > /*unused*/, size at, const size end )
   {
      ( ( at = one< First + K >( at, end ) ), ... );
      (void)end;   // no step (Count 0)
      return at;
   }

   template< std::size_t I >
   size one( const size at, const size end )
   {
      constexpr step st = T::steps[ I ];
      if constexpr( st.kind == op::literal ) {
         return at + st.text.size() < end ? at + st.text.size() : end;
      }
      else if constexpr( st.kind == op::node ) {
         const size from = at + st.lead < end ? at + st.lead : end;
         size to = end;
         if constexpr( st.until.empty() ) {
            to = first_of< I >( from, end );
         }
         else {
            to = until( st, from, end );
         }
         run< st.first, st.count >( at, to );
         put( st.id, at, to );
         return to;
      }
      else if constexpr( st.kind == op::wrap ) {
         const size to = run< st.first, st.count >( at, end );
         put( st.id, at, to );
         return to;
      }
      else if constexpr( st.kind == op::parse ) {
         return parsers[ st.lead ]( s_, at, nodes_ );
      }
      else if constexpr( st.kind == op::unit ) {
         const size width = st.lead != 0 && at < end && s_[ at ] == st.byte ? st.lead : 1;
         const size to = at + width < end ? at + width : end;
         put( st.id, at, to );
         return to;
      }
      else if constexpr( st.kind == op::last ) {
         for( size i = end; i > at; --i ) {
            if( s_[ i - 1 ] == st.byte ) {
               return i;
            }
         }
         return at;
      }
      else if constexpr( st.kind == op::skip ) {
         return first_of< I >( at, end );
      }
      else if constexpr( st.kind == op::option ) {
         return holds< I >( at, end ) ? run< st.first, st.count >( at, end ) : at;
      }
      else if constexpr( st.kind == op::repeat ) {
         size now = at;
         while( holds< I >( now, end ) ) {
            const size next = run< st.first, st.count >( now, end );
            if( next == now ) {
               break;   // no progress: the input is not one the top derives
            }
            now = next;
         }
         return now;
      }
      else {
         return choose< st.first, st.first + st.count >( at, end );
      }
   }

   // A choice: the first of its alternatives [A, Last) whose gate holds, in
   // the span up to the first of its stops.
   template< std::size_t A, std::size_t Last >
   size choose( const size at, const size end )
   {
      if constexpr( A == Last ) {
         return at;
      }
      else {
         constexpr step alt = T::steps[ A ];
         const size cut = first_of< A >( at, end );
         return holds< A >( at, cut ) ? run< alt.first, alt.count >( at, cut ) : choose< A + 1, Last >( at, end );
      }
   }

   void put( const typename E::production p, const size begin, const size end )
   {
      nodes_.push_back( { static_cast< std::size_t >( p ), begin, end } );
   }

   // The first of step I's stops in [from, to), else `to` (find_bytes.hpp:
   // sixteen bytes a compare, as RFC 1738's follower finds them).
   template< std::size_t I >
   size first_of( const size from, const size to ) const noexcept
   {
      return stop< I >( std::make_index_sequence< T::steps[ I ].stops.size() >(), from, to );
   }

   template< std::size_t I, std::size_t... K >
   size stop( std::index_sequence< K... > /*unused*/, const size from, const size to ) const noexcept
   {
      if constexpr( sizeof...( K ) == 0 ) {
         (void)from;
         return to;
      }
      else {
         return find< T::steps[ I ].stops[ K ]... >( s_, from, to );
      }
   }

   // Whether more than N bytes C are in [at, end).
   template< char C, std::size_t N >
   bool more_than( size at, const size end ) const noexcept
   {
      for( std::size_t k = 0; k <= N; ++k ) {
         at = find< C >( s_, at, end );
         if( at == end ) {
            return false;
         }
         ++at;
      }
      return true;
   }

   // The first `until` in [from, to) after which no byte of `refuse` comes
   // before the next `until` or `to`, else `to` (RFC 1738's run of units up
   // to a lookahead, split_programs.hpp).
   size until( const step& st, const size from, const size to ) const noexcept
   {
      const std::string_view t = st.until;
      const auto next = [ & ]( size at ) {
         for( ; at < to; ++at ) {
            if( to - at >= t.size() && s_.compare( at, t.size(), t ) == 0 ) {
               return at;
            }
         }
         return to;
      };
      size at = next( from );
      while( at < to && !st.refuse.empty() ) {
         const size after = next( at + t.size() < to ? at + t.size() : to );
         size i = at + t.size();
         while( i < after && st.refuse.find( s_[ i ] ) == std::string_view::npos ) {
            ++i;
         }
         if( i >= after ) {
            break;
         }
         at = after;
      }
      return at;
   }

   template< std::size_t K >
   bool holds( const size at, const size end ) const noexcept
   {
      constexpr step st = T::steps[ K ];
      switch( st.when ) {
         case gate::always:
            return true;
         case gate::begins:
            return at < end && s_[ at ] == st.byte;
         case gate::absent:
            return at < end && s_[ at ] != st.byte;
         case gate::holds:
            return more_than< st.byte, st.lead >( at, end );
         case gate::derives:
            return derives< K >( at, end );
         case gate::equals:
            return s_.substr( at, end - at ) == st.text;
         case gate::more:
            return at < end;
         case gate::outside:
            for( size i = at; i < end; ++i ) {
               if( !texts[ K ].holds( s_[ i ] ) ) {
                  return true;
               }
            }
            return false;
         case gate::starts:
            return end - at >= st.text.size() && s_.compare( at, st.text.size(), st.text ) == 0;
         case gate::none:
            return at < end && !texts[ K ].holds( s_[ at ] );
      }
      return false;
   }

   // Step K's derives gate: its production derives [at, end) (its
   // automaton by rows, made for the gates' productions alone), known
   // without a walk for the verdict's production over the whole input.
   template< std::size_t K >
   bool derives( const size at, const size end ) const noexcept
   {
      constexpr step st = T::steps[ K ];
      if constexpr( st.when != gate::derives ) {
         (void)at;
         (void)end;
         return false;
      }
      else {
         return ( st.id == known_ && at == 0 && end == s_.size() ) || automaton_rows< E, static_cast< std::size_t >( st.id ) >::derives( s_, at, end );
      }
   }

   static constexpr auto parsers = parsers_of< E >( typename T::parsed() );
   static constexpr auto texts = sets_of( T::steps, &step::text );

   std::string_view s_;
   std::vector< uri_node >& nodes_;
   typename E::production known_;
};

}  // namespace uri_split_detail

/// Whether edition `Edition` has a split program; if so, the nodes
/// uri_parse< Edition > records for `input` in `nodes`, in its order.
/// Precondition: Edition's top production derives `input` (its verdict is
/// valid); the program's steps hold for such an input only. `known`: the
/// verdict production that derives it, as the verdict walk says (else the
/// top: none is known).
template< typename Edition >
bool uri_split( const std::string_view input, std::vector< uri_node >& nodes, const typename Edition::production known = Edition::top )
{
   using T = typename Edition::split;
   if constexpr( T::count == 0 ) {
      return false;
   }
   else {
      nodes.clear();
      uri_split_detail::follower< Edition > f( input, nodes, known );
      f.template run< T::first, T::count >( 0, input.size() );
      return true;
   }
}

}  // namespace rfc1738::detail

#endif

// SPDX-License-Identifier: BSL-1.0
// The parse from the walk (split.hpp): the verdict walk decides which form
// of `url` derives the input, then the form's split program
// (rfc1738/grammar/split_programs.hpp, written by the generator from the BNF
// and its PEG rewrites) splits it: this file only follows a program.
//
// Why following the program gives the PEG's tree: when the walk says that
// form P derives the input, the PEGTL parse derives it through P too (the
// exactness tests prove each PEG rule accepts its production's language, and
// the walk's derived_by is url's choice), and each step of P's program takes
// the PEG's decision on an input P derives, by the proofs the generator
// makes before it writes the program (split_programs.hpp's head): a node
// ends at the first byte that may follow it and is none of its own, an
// option is taken when its gate byte says so, a choice takes the first
// alternative, in PEG order, whose production derives its span.
#include "split.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

#if defined( __SSE2__ )
#include <emmintrin.h>
#endif

#include "rfc1738/grammar/automata.hpp"
#include "rfc1738/grammar/components.hpp"
#include "rfc1738/grammar/split_programs.hpp"
#include "automaton_rows.hpp"
#include "find_bytes.hpp"
#include "form_proof.hpp"
#include "verdict_walk.hpp"
#include "tree_builder.hpp"

namespace rfc1738::detail {

namespace {

// The masks and the proofs of the fast path.
using namespace masks;

namespace sp = grammar::split_program;

// Where the follower finds a byte: by `find` (the walk's inputs).
struct scan_finder {
   std::string_view s;

   template< char C >
   [[nodiscard, gnu::always_inline]] size first( const size from, const size to ) const noexcept
   {
      return find< C >( s, from, to );
   }

   template< char... C >
   [[nodiscard, gnu::always_inline]] size first_of( const size from, const size to ) const noexcept
   {
      if constexpr( sizeof...( C ) == 0 ) {
         (void)from;
         return to;
      }
      else {
         return find< C... >( s, from, to );
      }
   }
};

// The bytes the steps [first, first + count) search for, at any depth:
// their stops, their holds gates' bytes and the first byte of their untils.
struct byte_list {
   char bytes[ 16 ] = {};
   std::size_t size = 0;

   constexpr void add( const char c ) noexcept
   {
      for( std::size_t i = 0; i < size; ++i ) {
         if( bytes[ i ] == c ) {
            return;
         }
      }
      if( size < 16 ) {
         bytes[ size++ ] = c;
      }
   }

   [[nodiscard]] constexpr std::size_t index( const char c ) const noexcept
   {
      for( std::size_t i = 0; i < size; ++i ) {
         if( bytes[ i ] == c ) {
            return i;
         }
      }
      return size;
   }
};

#if defined( __SSE2__ )   // the masks of walked inputs (block_finder): x86-64's vectors only
constexpr void add_searched( byte_list& l, const std::size_t first, const std::size_t count ) noexcept
{
   for( std::size_t i = first; i < first + count; ++i ) {
      const sp::step& st = sp::steps[ i ];
      for( const char c : st.stops ) {
         l.add( c );
      }
      if( !st.until.empty() ) {
         l.add( st.until[ 0 ] );
      }
      if( st.when == sp::gate::holds ) {
         l.add( st.byte );
      }
      if( st.kind != sp::op::literal && st.kind != sp::op::skip && st.kind != sp::op::unit ) {
         add_searched( l, st.first, st.count );
      }
   }
}

template< std::size_t P >
constexpr byte_list searched_by() noexcept
{
   byte_list l;
   add_searched( l, sp::programs[ P ].first, sp::programs[ P ].count );
   return l;
}

// The most bytes an input has for block_finder: one bit per byte in a
// 64-bit mask.
inline constexpr size block_max = 64;

// Where the follower of program P finds a byte in an input of 16 to 64
// bytes (the walk's inputs): in a mask of the input's bytes equal to it,
// built sixteen bytes at a time for each byte the program searches for
// (as the fast path's masks, src/parser/form_proof.hpp) before the program runs,
// then read a bit at a time; any other byte by `find`.
template< std::size_t P >
class block_finder {
public:
   static constexpr byte_list list = searched_by< P >();

   explicit block_finder( const std::string_view s ) noexcept
      : s_( s )
   {
      if constexpr( list.size != 0 ) {
         build( std::make_index_sequence< list.size >() );
      }
   }

   template< char C >
   [[nodiscard, gnu::always_inline]] size first( const size from, const size to ) const noexcept
   {
      constexpr std::size_t i = list.index( C );
      if constexpr( i == list.size ) {
         return find< C >( s_, from, to );
      }
      else {
         return first_in( masks_[ i ], from, to );
      }
   }

   template< char... C >
   [[nodiscard, gnu::always_inline]] size first_of( const size from, const size to ) const noexcept
   {
      if constexpr( ( ( list.index( C ) < list.size ) && ... ) ) {
         return first_in( ( std::uint64_t( 0 ) | ... | masks_[ list.index( C ) ] ), from, to );
      }
      else {
         size end = to;
         ( ( end = first< C >( from, end ) ), ... );
         return end;
      }
   }

private:
   // The first set bit of m in [from, to), else `to` (to <= 64).
   [[nodiscard, gnu::always_inline]] static size first_in( const std::uint64_t m, const size from, const size to ) noexcept
   {
      if( from >= to ) {
         return to;
      }
      const std::uint64_t after = m >> from;
      if( after == 0 ) {
         return to;
      }
      const size hit = from + static_cast< size >( __builtin_ctzll( after ) );
      return hit < to ? hit : to;
   }

   template< std::size_t... K >
   void build( std::index_sequence< K... > /*unused*/ ) noexcept
   {
      ( ( masks_[ K ] = 0 ), ... );
      const size n = s_.size();
      for( size off = 0; off < n; off += 16 ) {
         const size at = off + 16 <= n ? off : n - 16;
         const __m128i x = _mm_loadu_si128( reinterpret_cast< const __m128i* >( s_.data() + at ) );
         ( ( masks_[ K ] |= std::uint64_t( static_cast< unsigned >( _mm_movemask_epi8( _mm_cmpeq_epi8( x, _mm_set1_epi8( list.bytes[ K ] ) ) ) ) >> ( off - at ) ) << off ), ... );
      }
   }

   std::string_view s_;
   std::uint64_t masks_[ list.size == 0 ? 1 : list.size ];
};
#endif

#if defined( RFC1738_ONEPASS_SSSE3 )
// Where the fast path finds a byte in an input of form F: in the mask of
// its proof when the masks have one (masks::mask_of), where the proof found
// it before `proven` (masks::first_known; the user part and the rest of the
// span scanned), else by `find`.
template< typename M, form F >
struct mask_finder {
   std::string_view s;
   const fast_masks< M >& m;

   template< char C >
   [[nodiscard, gnu::always_inline]] size first( const size from, const size to ) const noexcept
   {
      if constexpr( classified< C > ) {
         return first_in( mask_of< C >( m ), from, to );
      }
      else if constexpr( from_proof< C > ) {
         const size cut = to < m.proven ? to : m.proven;
         size known = first_known< F, C >( m, from, cut );
         if constexpr( grammar::fast_path::forms[ F ].login ) {
            // The user part [prefix, hostport) (none when the hostport
            // begins at the prefix's end): its end ("@") at hostport - 1,
            // the end of its user (the separator, ":", or the "@") at
            // user_end; another byte scanned, and the separator too where
            // a password may hold it.
            namespace fp = grammar::fast_path;
            constexpr size prefix = fp::forms[ F ].prefix.size();
            const size begin = from > prefix ? from : prefix;
            const size end = known < m.hostport ? known : m.hostport;
            if( begin < end ) {
               if constexpr( C == fp::login_end ) {
                  known = m.hostport - 1 >= begin && m.hostport - 1 < end ? m.hostport - 1 : known;
               }
               else if constexpr( C == fp::user_separator && !fp::password_bytes.contains( static_cast< unsigned char >( C ) ) ) {
                  known = m.user_end >= begin && m.user_end < end && s[ m.user_end ] == C ? m.user_end : known;
               }
               else {
                  const size at = find< C >( s, begin, end );
                  known = at < end ? at : known;
               }
            }
         }
         return known < m.proven || to <= m.proven ? known : find< C >( s, from < m.proven ? m.proven : from, to );
      }
      else {
         return find< C >( s, from, to );
      }
   }

   // Each from its mask or its proof (a mask each: no pass to share).
   template< char... C >
   [[nodiscard, gnu::always_inline]] size first_of( const size from, size to ) const noexcept
   {
      ( ( to = first< C >( from, to ) ), ... );
      (void)from;   // no stop
      return to;
   }
};
#endif

// A set of bytes as a table (a gate's, or a node's `refuse`), made once at
// compile time.
struct byte_table {
   bool in[ 256 ];
};

constexpr byte_table table_of( const std::string_view bytes ) noexcept
{
   byte_table t{};
   for( const char c : bytes ) {
      t.in[ static_cast< unsigned char >( c ) ] = true;
   }
   return t;
}

// Step I's `text` and `refuse` as tables.
template< std::size_t I >
inline constexpr byte_table text_table = table_of( sp::steps[ I ].text );

template< std::size_t I >
inline constexpr byte_table refuse_table = table_of( sp::steps[ I ].refuse );

// RFC 1738's automata, as automaton_rows reads them.
struct rfc1738_automata {
   static constexpr const auto& automata = grammar::automata::automata;
};

// Production P derives s[from, to) (its automaton by rows).
template< production P >
[[nodiscard]] bool derives( const std::string_view s, const size from, const size to ) noexcept
{
   return automaton_rows< rfc1738_automata, static_cast< std::size_t >( P ) >::derives( s, from, to );
}

// The productions a caller has proven to derive the span a derives gate
// asks about (the fast path's masks prove a hostname): the gate holds
// without the automaton. The root, url, stands for none.
struct proven {
   production p1 = production::url;
   production p2 = production::url;

   [[nodiscard]] bool holds( const production p ) const noexcept
   {
      return p != production::url && ( p == p1 || p == p2 );
   }
};

// The most nodes steps [first, first + count) write, a repetition's
// rounds aside: the follower makes room for the program's most before it
// begins, and before each round of a repetition for the round's most and
// the program's (what may still follow the round, up to the next round or
// the end, is no more than the program writes without its rounds).
constexpr std::size_t most_nodes( const std::size_t first, const std::size_t count ) noexcept
{
   std::size_t n = 0;
   for( std::size_t i = first; i < first + count; ++i ) {
      const sp::step& st = sp::steps[ i ];
      switch( st.kind ) {
         case sp::op::node:
            n += 1 + most_nodes( st.first, st.count );
            break;
         case sp::op::unit:
            n += 1;
            break;
         case sp::op::option:
            n += most_nodes( st.first, st.count );
            break;
         case sp::op::choice: {
            std::size_t most = 0;
            for( std::size_t a = st.first; a < st.first + st.count; ++a ) {
               const std::size_t m = most_nodes( sp::steps[ a ].first, sp::steps[ a ].count );
               most = m > most ? m : most;
            }
            n += most;
            break;
         }
         default:   // literal, skip; a repetition's rounds make their own room
            break;
      }
   }
   return n;
}

// Whether steps [first, first + count) hold a repetition, at any depth.
constexpr bool holds_repeat( const std::size_t first, const std::size_t count ) noexcept
{
   for( std::size_t i = first; i < first + count; ++i ) {
      const sp::step& st = sp::steps[ i ];
      if( st.kind == sp::op::repeat || ( st.kind != sp::op::literal && st.kind != sp::op::skip && st.kind != sp::op::unit && holds_repeat( st.first, st.count ) ) ) {
         return true;
      }
   }
   return false;
}

// The room the follower makes (most_nodes) holds only when no round of a
// repetition holds another repetition: after an inner repetition, what is
// left of the outer round would have only the program's most of room. (A
// generator that writes one must count the room otherwise; put_once only
// asserts it, the test per node cost 40 instructions per URL.)
constexpr bool no_nested_repeat() noexcept
{
   for( std::size_t i = 0; i < sp::step_count; ++i ) {
      if( sp::steps[ i ].kind == sp::op::repeat && holds_repeat( sp::steps[ i ].first, sp::steps[ i ].count ) ) {
         return false;
      }
   }
   return true;
}
static_assert( no_nested_repeat() );

// The productions a tree of components (split_into's `bounded`) leaves
// out: those a repetition's rounds write (a path's segments, a
// fieldspec's name and value), each as many times as the input has
// rounds, that are none of what the components, the views and the
// writers read: no component's production (grammar::components), no
// production on a component's path (grammar::component_paths), none the
// parse indexes (detail::indexed). Read from the split programs and the
// component model; nothing is named here.
constexpr void mark_rounds( std::array< bool, grammar::production_count >& in, const std::size_t first, const std::size_t count, const bool inside ) noexcept
{
   for( std::size_t i = first; i < first + count; ++i ) {
      const sp::step& st = sp::steps[ i ];
      if( inside && ( st.kind == sp::op::node || st.kind == sp::op::unit ) ) {
         in[ static_cast< std::size_t >( st.id ) ] = true;
      }
      if( st.kind != sp::op::literal && st.kind != sp::op::skip && st.kind != sp::op::unit ) {
         mark_rounds( in, st.first, st.count, inside || st.kind == sp::op::repeat );
      }
   }
}

inline constexpr auto left_out = [] {
   std::array< bool, grammar::production_count > out{};
   for( std::size_t p = 0; p < sp::program_count; ++p ) {
      mark_rounds( out, sp::programs[ p ].first, sp::programs[ p ].count, false );
   }
   for( const auto& c : grammar::components ) {
      out[ static_cast< std::size_t >( c.production ) ] = false;
   }
   for( const auto& path : grammar::component_paths ) {
      for( std::size_t k = 0; k < path.length; ++k ) {
         out[ static_cast< std::size_t >( path.steps[ k ] ) ] = false;
      }
   }
   for( std::size_t p = 0; p < grammar::production_count; ++p ) {
      out[ p ] = out[ p ] && slot_of[ p ] == indexed_count;
   }
   return out;
}();

// Some production is left out (a path's segments: RFC 1738 §3.3, hpath =
// hsegment *[ "/" hsegment ]; tests/api/report.cpp checks which, and that
// the room does not grow with them).
constexpr bool leaves_out_some() noexcept
{
   for( const bool b : left_out ) {
      if( b ) {
         return true;
      }
   }
   return false;
}
static_assert( leaves_out_some() );

// Whether steps [first, first + count) write, at any depth, a node a tree
// of components keeps.
constexpr bool writes_kept( const std::size_t first, const std::size_t count ) noexcept
{
   for( std::size_t i = first; i < first + count; ++i ) {
      const sp::step& st = sp::steps[ i ];
      if( ( st.kind == sp::op::node || st.kind == sp::op::unit ) && !left_out[ static_cast< std::size_t >( st.id ) ] ) {
         return true;
      }
      if( st.kind != sp::op::literal && st.kind != sp::op::skip && st.kind != sp::op::unit && writes_kept( st.first, st.count ) ) {
         return true;
      }
   }
   return false;
}

// A node left out has no node kept below it: what is kept keeps its
// parent (its depth says the parent is there).
constexpr bool nothing_kept_below_left_out() noexcept
{
   for( std::size_t i = 0; i < sp::step_count; ++i ) {
      const sp::step& st = sp::steps[ i ];
      if( st.kind == sp::op::node && left_out[ static_cast< std::size_t >( st.id ) ] && writes_kept( st.first, st.count ) ) {
         return false;
      }
   }
   return true;
}
static_assert( nothing_kept_below_left_out() );

// A repetition over a span longer than this many bytes reserves room for
// all its rounds at once (one count of its byte over the span), a shorter
// one a round at a time.
inline constexpr size long_span = 4096;

// Follows steps of a split program over an input its form derives,
// appending each node whole to an empty tree, in pre-order, through the
// builder the PEGTL parse uses. The steps are the program's constants,
// each instantiated where it runs (step I: one< I >): no step is looked up
// or dispatched at run time, and a node's stops are a constant search.
template< typename Finder >
class follower {
public:
   follower( parse_tree& t, const std::string_view s, const Finder& find, const proven known, const std::size_t most, const bool bounded ) noexcept
      : b_( t ),
        s_( s ),
        find_( find ),
        known_( known ),
        most_( most ),
        bounded_( bounded )
   {
      reserve( most );
   }

   // Steps [First, First + Count) from `at` in the span ending at `end`;
   // where they end.
   template< std::size_t First, std::size_t Count >
   [[gnu::always_inline]] size run( const size at, const size end )
   {
      return run_each< First >( std::make_index_sequence< Count >(), at, end );
   }

   // Room for n more nodes (put writes into it).
   [[gnu::always_inline]] void reserve( const std::size_t n )
   {
      b_.reserve( n );
   }

   template< production P >
   [[gnu::always_inline]] void put( const size from, const size to, const std::size_t depth )
   {
      if constexpr( left_out[ static_cast< std::size_t >( P ) ] ) {
         if( bounded_ ) {
            return;
         }
      }
      b_.put_once< P >( static_cast< std::uint32_t >( from ), static_cast< std::uint32_t >( to ), static_cast< std::uint8_t >( depth ) );
   }

private:
   template< std::size_t First, std::size_t... K >
   [[gnu::always_inline]] size run_each( std::index_sequence< K... > /*unused*/, size at, const size end )
   {
      ( ( at = one< First + K >( at, end ) ), ... );
      (void)end;   // no step (Count 0)
      return at;
   }

   template< std::size_t I >
   [[gnu::always_inline]] size one( size at, const size end )
   {
      constexpr sp::step st = sp::steps[ I ];
      if constexpr( st.kind == sp::op::literal ) {
         return at + st.text.size();
      }
      else if constexpr( st.kind == sp::op::node ) {
         size to = end;
         if constexpr( st.until.empty() ) {
            to = stop< I >( std::make_index_sequence< st.stops.size() >(), at + st.lead, end );
         }
         else {
            to = until< I >( at + st.lead, end );
         }
         put< st.id >( at, to, st.depth );
         // A node's end is found before its children: a tree of
         // components does not follow children it would leave out.
         if( writes_kept( st.first, st.count ) || !bounded_ ) {
            run< st.first, st.count >( at, to );
         }
         return to;
      }
      else if constexpr( st.kind == sp::op::unit ) {
         const size width = st.lead != 0 && at < end && s_[ at ] == st.byte ? st.lead : 1;
         const size to = at + width < end ? at + width : end;
         put< st.id >( at, to, st.depth );
         return to;
      }
      else if constexpr( st.kind == sp::op::skip ) {
         return stop< I >( std::make_index_sequence< st.stops.size() >(), at, end );
      }
      else if constexpr( st.kind == sp::op::option ) {
         return gate< I >( at, end ) ? run< st.first, st.count >( at, end ) : at;
      }
      else if constexpr( st.kind == sp::op::repeat ) {
         constexpr std::size_t round = most_nodes( st.first, st.count );
         // Each round begins with st.byte: no more rounds than those bytes.
         // Over a long span, room for them all at once (one allocation, the
         // nodes copied once, where growing a round at a time doubles the
         // tree some twenty times on a megabyte of "/").
         static_assert( st.when == sp::gate::begins );
         if( end - at > long_span && ( writes_kept( st.first, st.count ) || !bounded_ ) ) {
            reserve( round * static_cast< std::size_t >( std::count( s_.data() + at, s_.data() + end, st.byte ) ) + most_ );
         }
         while( gate< I >( at, end ) ) {
            reserve( round + most_ );
            at = run< st.first, st.count >( at, end );
         }
         return at;
      }
      else {
         return choose< st.first, st.first + st.count >( at, end );
      }
   }

   // The first of step I's stops in [from, to), else `to`.
   template< std::size_t I, std::size_t... K >
   [[nodiscard, gnu::always_inline]] size stop( std::index_sequence< K... > /*unused*/, const size from, const size to ) const noexcept
   {
      return find_.template first_of< sp::steps[ I ].stops[ K ]... >( from, to );
   }

   // The first `until` of step I in [from, to) after which no byte of its
   // `refuse` comes before the next `until` or `to`, else `to`.
   template< std::size_t I >
   [[nodiscard]] size until( const size from, const size to ) const noexcept
   {
      constexpr std::string_view t = sp::steps[ I ].until;
      constexpr std::string_view refuse = sp::steps[ I ].refuse;
      const auto next = [ & ]( size at ) {
         for( at = find_.template first< t[ 0 ] >( at, to ); at < to; at = find_.template first< t[ 0 ] >( at + 1, to ) ) {
            if( to - at >= t.size() && s_.compare( at, t.size(), t ) == 0 ) {
               return at;
            }
         }
         return to;
      };
      size at = next( from );
      while( at < to && !refuse.empty() ) {
         const size after = next( at + t.size() < to ? at + t.size() : to );
         size i = at + t.size();
         while( i < after && !refuse_table< I >.in[ static_cast< unsigned char >( s_[ i ] ) ] ) {
            ++i;
         }
         if( i >= after ) {
            break;
         }
         at = after;
      }
      return at;
   }

   // A choice: the first of its alternatives [A, Last) whose gate holds.
   template< std::size_t A, std::size_t Last >
   [[gnu::always_inline]] size choose( const size at, const size end )
   {
      if constexpr( A == Last ) {
         return at;
      }
      else {
         constexpr sp::step alt = sp::steps[ A ];
         return gate< A >( at, end ) ? run< alt.first, alt.count >( at, end ) : choose< A + 1, Last >( at, end );
      }
   }

   template< std::size_t I >
   [[nodiscard, gnu::always_inline]] bool gate( const size at, const size end ) const noexcept
   {
      constexpr sp::step st = sp::steps[ I ];
      switch( st.when ) {
         case sp::gate::always:
            return true;
         case sp::gate::begins:
            return at < end && s_[ at ] == st.byte;
         case sp::gate::absent:
            return at < end && s_[ at ] != st.byte;
         case sp::gate::holds:
            return more_than< st.byte, st.lead >( at, end );
         case sp::gate::derives:
            return known_.holds( st.id ) || derives< st.id >( s_, at, end );
         case sp::gate::equals:
            return s_.substr( at, end - at ) == st.text;
         case sp::gate::more:
            return at < end;
         case sp::gate::outside:   // as derives (the generator proves it), without the automaton
            return known_.holds( st.id ) || outside< I >( at, end );
      }
      return false;
   }

   // Whether a byte not in step I's `text` is in [at, end).
   template< std::size_t I >
   [[nodiscard, gnu::always_inline]] bool outside( size at, const size end ) const noexcept
   {
      while( at < end && text_table< I >.in[ static_cast< unsigned char >( s_[ at ] ) ] ) {
         ++at;
      }
      return at < end;
   }

   // Whether more than N bytes C are in [at, end).
   template< char C, std::size_t N >
   [[nodiscard, gnu::always_inline]] bool more_than( size at, const size end ) const noexcept
   {
      for( std::size_t k = 0; k < N; ++k ) {
         at = find_.template first< C >( at, end );
         if( at == end ) {
            return false;
         }
         ++at;
      }
      return find_.template first< C >( at, end ) < end;
   }

   tree_builder b_;
   std::string_view s_;
   Finder find_;
   proven known_;
   std::size_t most_;   // the most nodes the program writes, its repetitions' rounds aside
   bool bounded_;       // a tree of components: left_out's nodes not written
};

// The api tree of `s`, which the URL form of program P derives: url, the
// form's node, then the program's nodes (without left_out's when `bounded`).
template< std::size_t P, typename Finder >
[[gnu::always_inline]] inline void follow( const std::string_view s, const Finder& find, parse_tree& tree, const proven known, const bool bounded )
{
   constexpr sp::program program = sp::programs[ P ];
   constexpr std::size_t most = 2 + most_nodes( program.first, program.count );   // url, the form's node, the program's
   follower< Finder > f( tree, s, find, known, most, bounded );
   f.template put< production::url >( 0, s.size(), 0 );
   f.template put< program.form >( 0, s.size(), 1 );
   f.template run< program.first, program.count >( 0, s.size() );
}

using follow_fn = void ( * )( std::string_view, parse_tree&, bool );

// Program P's tree of s: its stops from masks of the input's bytes
// (block_finder) when it has 16 to 64 bytes, else by `find`.
template< std::size_t P >
void follow_walked( const std::string_view s, parse_tree& tree, const bool bounded )
{
#if defined( __SSE2__ )
   if constexpr( block_finder< P >::list.size != 0 ) {
      if( s.size() >= 16 && s.size() <= block_max ) {
         follow< P >( s, block_finder< P >( s ), tree, {}, bounded );
         return;
      }
   }
#endif
   follow< P >( s, scan_finder{ s }, tree, {}, bounded );
}

// The follower of each form of url that has a program, by production
// (nullptr: the form is left to the PEGTL parse, grammar::split_program::programs
// says why).
template< std::size_t... P >
constexpr std::array< follow_fn, grammar::production_count > make_followers( std::index_sequence< P... > /*unused*/ ) noexcept
{
   std::array< follow_fn, grammar::production_count > out{};
   ( ( out[ static_cast< std::size_t >( sp::programs[ P ].form ) ] = sp::programs[ P ].count != 0 ? &follow_walked< P > : nullptr ), ... );
   return out;
}

constexpr auto followers = make_followers( std::make_index_sequence< sp::program_count >() );

#if defined( RFC1738_ONEPASS_SSSE3 )

// The program of `form` in sp::programs (the masked split names a form by
// its production; without SSSE3 nothing does).
constexpr std::size_t program_index( const production form ) noexcept
{
   std::size_t i = 0;
   while( i < sp::program_count && sp::programs[ i ].form != form ) {
      ++i;
   }
   return i;
}

// The tree of `s` by the program of `form`.
template< production Form, typename Finder >
[[gnu::always_inline]] inline void follow( const std::string_view s, const Finder& find, parse_tree& tree, const proven known, const bool bounded )
{
   static_assert( program_index( Form ) < sp::program_count && sp::programs[ program_index( Form ) ].count != 0 );
   follow< program_index( Form ) >( s, find, tree, known, bounded );
}

// The fast path (split_fast): the common forms of short URLs
// (fast_path.hpp's), proven from bit masks of their bytes (src/parser/form_proof.hpp)
// without the verdict walk, then split by their programs. It accepts only
// what it proves the form derives, and declines everything else to the
// walk: exact by construction, whatever it declines.

// The tree of s when its masks m (built with its form's run table) prove
// its form F derives it (the proofs show the host derives from the form's
// `host`, and its schemepart from its `schemepart`), by the form's program
// with the same masks; false, nothing written, else.
template< form F, typename M >
[[nodiscard, gnu::always_inline]] inline bool split_by( const std::string_view s, const fast_masks< M >& m, parse_tree& tree, const bool bounded )
{
   constexpr grammar::fast_path::form f = grammar::fast_path::forms[ F ];
   const fast_proof p = prove< F >( s, m );
   if( !p.holds ) {
      return false;
   }
   const fast_masks< M > with = with_proof( m, p );
   follow< f.id >( s, mask_finder< M, F >{ s, with }, tree, { f.host, f.schemepart }, bounded );
   return true;
}

// split_by with the masks of SSSE3, AVX2 or AVX-512BW: one function per
// form, instruction set and mask size.
template< typename M, form F >
[[nodiscard]] __attribute__( ( target( "ssse3" ) ) ) bool split_ssse3( const std::string_view s, parse_tree& tree, const bool bounded )
{
   return split_by< F >( s, classify< M >( s, grammar::fast_path::run_tables[ F ] ), tree, bounded );
}

template< typename M, form F >
[[nodiscard]] __attribute__( ( target( "avx2" ) ) ) bool split_avx2( const std::string_view s, parse_tree& tree, const bool bounded )
{
   return split_by< F >( s, classify_avx2< M >( s, grammar::fast_path::run_tables[ F ] ), tree, bounded );
}

template< typename M, form F >
[[nodiscard]] __attribute__( ( target( RFC1738_TARGET_AVX512 ) ) ) bool split_avx512( const std::string_view s, parse_tree& tree, const bool bounded )
{
   return split_by< F >( s, classify_avx512< M >( s, grammar::fast_path::run_tables[ F ] ), tree, bounded );
}

// The masks' split with the instructions `with` (an input of at most 127
// bytes).
template< typename M >
[[nodiscard]] bool split_masked( const form f, const std::string_view s, parse_tree& tree, const isa with, const bool bounded )
{
   return with_form< bool >( f, [ & ]( const auto form ) {
      constexpr masks::form F = decltype( form )::value;
      if( with == isa::avx512 ) {
         return split_avx512< M, F >( s, tree, bounded );
      }
      return with == isa::avx2 ? split_avx2< M, F >( s, tree, bounded ) : split_ssse3< M, F >( s, tree, bounded );
   } );
}
#endif

}  // namespace

bool split_fast( const std::string_view input, parse_tree& tree, const masks::isa with, const bool bounded )
{
#if defined( RFC1738_ONEPASS_SSSE3 )
   const form f = form_of( input );
   if( f == no_form || with == isa::none || !tree.empty() ) {
      return false;
   }
   return input.size() <= fast_max< std::uint64_t > ? split_masked< std::uint64_t >( f, input, tree, with, bounded ) : split_masked< mask128 >( f, input, tree, with, bounded );
#else
   (void)input;
   (void)tree;
   (void)with;
   (void)bounded;
   return false;
#endif
}

split_outcome split_into( const std::string_view input, parse_tree& tree, std::size_t& error_offset, const bool bounded )
{
   if( split_fast( input, tree, masks::best_isa(), bounded ) ) {
      return split_outcome::split;
   }
   const auto stop = onepass::walk_to( input );
   const auto& l = onepass::label_of( stop.row );
   // The production url derives the input through: the scheme's own when
   // it conforms to it, else otherurl (= genericurl).
   production form = production::otherurl;
   if( l.conforms && l.target != production::genericurl ) {
      form = l.target;
   }
   else if( !l.generic ) {
      error_offset = onepass::error_offset( stop, input.size() );
      return split_outcome::not_a_url;
   }
   if( followers[ static_cast< std::size_t >( form ) ] == nullptr || !tree.empty() ) {
      return split_outcome::rules;   // the writer's record needs an empty tree
   }
   followers[ static_cast< std::size_t >( form ) ]( input, tree, bounded );
   return split_outcome::split;
}

}  // namespace rfc1738::detail

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

#include <array>
#include <cstddef>
#include <cstdint>

#if defined( __SSE2__ )
#include <emmintrin.h>
#endif

#include "rfc1738/grammar/automata.hpp"
#include "rfc1738/grammar/split_programs.hpp"
#include "masks.hpp"
#include "onepass.hpp"
#include "tree_builder.hpp"

namespace rfc1738::detail {

namespace {

// The masks and the proofs of the fast path.
using namespace masks;

namespace sp = grammar::split_program;

// The first `c` in [from, to) of `s`, else `to`: sixteen bytes a step,
// the last step the input's last sixteen bytes (never a byte outside it,
// those before `from` dropped); a byte a step in inputs shorter than
// sixteen bytes. Inline: a call of memchr costs more on the short spans of
// a URL (a host, a segment).
[[nodiscard]] inline size find( const std::string_view s, const char c, size from, const size to ) noexcept
{
#if defined( __SSE2__ )
   if( s.size() >= 16 ) {
      const __m128i needle = _mm_set1_epi8( c );
      while( from < to ) {
         const size at = from + 16 <= s.size() ? from : s.size() - 16;
         const __m128i x = _mm_loadu_si128( reinterpret_cast< const __m128i* >( s.data() + at ) );
         const auto m = static_cast< unsigned >( _mm_movemask_epi8( _mm_cmpeq_epi8( x, needle ) ) ) >> ( from - at );
         if( m != 0 ) {
            const size hit = from + static_cast< size >( __builtin_ctz( m ) );
            return hit < to ? hit : to;
         }
         from = at + 16;
      }
      return to;
   }
#endif
   while( from < to && s[ from ] != c ) {
      ++from;
   }
   return from;
}

// The first byte of `stops` in [from, to), else `to`.
[[nodiscard]] inline size find_any( const std::string_view s, const std::string_view stops, const size from, size to ) noexcept
{
   for( const char c : stops ) {
      to = find( s, c, from, to );
   }
   return to;
}

// Production p derives s[from, to): its automaton (automata.hpp, the BNF's
// language) ends in an accepting state.
[[nodiscard]] bool derives( const production p, const std::string_view s, const size from, const size to ) noexcept
{
   const auto& a = grammar::automata::automata[ static_cast< std::size_t >( p ) ];
   std::int32_t state = 0;
   for( size i = from; i < to; ++i ) {
      state = a.next[ static_cast< std::size_t >( state ) * a.class_count + a.classes[ static_cast< unsigned char >( s[ i ] ) ] ];
      if( state < 0 ) {
         return false;
      }
   }
   return a.states[ state ].accepting;
}

// The productions a caller has proven to derive the span a derives gate
// asks about (the fast path's masks prove a hostname): the gate holds
// without the automaton.
struct proven {
   production p1 = production::url;
   production p2 = production::url;

   [[nodiscard]] bool holds( const production p ) const noexcept
   {
      return p != production::url && ( p == p1 || p == p2 );
   }
};

// Follows steps of a split program over an input its form derives,
// appending each node whole to an empty tree, in pre-order, through the
// builder the PEGTL parse uses.
class follower {
public:
   follower( parse_tree& t, const std::string_view s, const proven known ) noexcept
      : b_( t ),
        s_( s ),
        known_( known )
   {}

   // Steps [first, first + count) from `at` in the span ending at `end`;
   // where they end.
   size run( const std::size_t first, const std::size_t count, size at, const size end )
   {
      for( std::size_t i = first; i < first + count; ++i ) {
         at = one( sp::steps[ i ], at, end );
      }
      return at;
   }

   void put( const production p, const size from, const size to, const std::size_t depth )
   {
      b_.put_once( p, static_cast< std::uint32_t >( from ), static_cast< std::uint32_t >( to ), static_cast< std::uint8_t >( depth ) );
   }

private:
   size one( const sp::step& st, size at, const size end )
   {
      switch( st.kind ) {
         case sp::op::literal:
            return at + st.text.size();
         case sp::op::node: {
            const size to = st.stops.empty() ? end : find_any( s_, st.stops, at + st.lead, end );
            put( st.id, at, to, st.depth );
            run( st.first, st.count, at, to );
            return to;
         }
         case sp::op::skip:
            return st.stops.empty() ? end : find_any( s_, st.stops, at, end );
         case sp::op::option:
            return gate( st, at, end ) ? run( st.first, st.count, at, end ) : at;
         case sp::op::repeat:
            while( gate( st, at, end ) ) {
               at = run( st.first, st.count, at, end );
            }
            return at;
         case sp::op::choice:
            for( std::size_t i = st.first; i < st.first + st.count; ++i ) {
               if( gate( sp::steps[ i ], at, end ) ) {
                  return run( sp::steps[ i ].first, sp::steps[ i ].count, at, end );
               }
            }
            return at;
      }
      return at;
   }

   [[nodiscard]] bool gate( const sp::step& st, const size at, const size end ) const noexcept
   {
      switch( st.when ) {
         case sp::gate::always:
            return true;
         case sp::gate::begins:
            return at < end && s_[ at ] == st.byte;
         case sp::gate::absent:
            return at < end && s_[ at ] != st.byte;
         case sp::gate::holds:
            return find( s_, st.byte, at, end ) < end;
         case sp::gate::derives:
            return known_.holds( st.id ) || derives( st.id, s_, at, end );
         case sp::gate::equals:
            return s_.substr( at, end - at ) == st.text;
      }
      return false;
   }

   tree_builder b_;
   std::string_view s_;
   proven known_;
};

// The api tree of `s`, which URL form `p` (its program: `program`)
// derives: url, the form's node, then the program's nodes.
void follow( const sp::program& program, const std::string_view s, parse_tree& tree, const proven known = {} )
{
   follower f( tree, s, known );
   f.put( production::url, 0, s.size(), 0 );
   f.put( program.form, 0, s.size(), 1 );
   f.run( program.first, program.count, 0, s.size() );
}

// The program of each form of url that has one, by production (nullptr:
// the form is left to the PEGTL parse, grammar::split_program::programs
// says why).
constexpr std::array< const sp::program*, grammar::production_count > make_programs() noexcept
{
   std::array< const sp::program*, grammar::production_count > out{};
   for( const auto& p : sp::programs ) {
      out[ static_cast< std::size_t >( p.form ) ] = sp::program_of( p.form );
   }
   return out;
}

constexpr auto programs = make_programs();

// The generator's reading of the api tree is the library's: the programs
// write the nodes rfc1738::selects keeps, and only those.
constexpr bool shown_is_selected() noexcept
{
   for( std::size_t p = 0; p < grammar::production_count; ++p ) {
      if( sp::shown[ p ] != selects( tree_selection::api, static_cast< production >( p ) ) ) {
         return false;
      }
   }
   return true;
}
static_assert( shown_is_selected() );

#if defined( RFC1738_ONEPASS_SSSE3 )
// The fast path (split_fast): the common forms of short URLs, "http://",
// "https://" and "ftp://", proven from bit masks of their bytes
// (src/masks.hpp) without the verdict walk, then split by their programs.
// It accepts only what it proves the form derives, and declines everything
// else to the walk: exact by construction, whatever it declines.

/// RFC 1738 §3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
/// derives s (prove_http, its host a hostname).
template< typename M >
[[nodiscard]] __attribute__( ( target( "ssse3" ) ) ) bool http_ssse3( const std::string_view s ) noexcept
{
   return prove_http< M >( s, classify< M >( s, hsegment_bytes ) );
}

template< typename M >
[[nodiscard]] __attribute__( ( target( "avx512f,avx512bw" ) ) ) bool http_avx512( const std::string_view s ) noexcept
{
   return prove_http< M >( s, classify_avx512< M, hsegment_bytes >( s ) );
}

/// RFC 1738 §2.1, §5: otherurl = genericurl derives s, through an
/// ip-schemepart whose host is a hostname (prove_https).
template< typename M >
[[nodiscard]] __attribute__( ( target( "ssse3" ) ) ) bool https_ssse3( const std::string_view s ) noexcept
{
   return prove_https< M >( s, classify< M >( s, xchar_bytes ) );
}

template< typename M >
[[nodiscard]] __attribute__( ( target( "avx512f,avx512bw" ) ) ) bool https_avx512( const std::string_view s ) noexcept
{
   return prove_https< M >( s, classify_avx512< M, xchar_bytes >( s ) );
}

/// RFC 1738 §3.2: ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
/// derives s (prove_ftp, its login a hostport whose host is a hostname).
template< typename M >
[[nodiscard]] __attribute__( ( target( "ssse3" ) ) ) bool ftp_ssse3( const std::string_view s ) noexcept
{
   return prove_ftp< M >( s, classify< M >( s, fsegment_bytes ) );
}

template< typename M >
[[nodiscard]] __attribute__( ( target( "avx512f,avx512bw" ) ) ) bool ftp_avx512( const std::string_view s ) noexcept
{
   return prove_ftp< M >( s, classify_avx512< M, fsegment_bytes >( s ) );
}

// Whether the masks built with `with` prove the form of f derives s, with
// M the mask of s's size.
template< typename M >
[[nodiscard]] bool proves( const form f, const std::string_view s, const isa with ) noexcept
{
   const bool avx512 = with == isa::avx512;
   switch( f ) {
      case form::http:
         return avx512 ? http_avx512< M >( s ) : http_ssse3< M >( s );
      case form::https:
         return avx512 ? https_avx512< M >( s ) : https_ssse3< M >( s );
      case form::ftp:
         return avx512 ? ftp_avx512< M >( s ) : ftp_ssse3< M >( s );
      case form::none:
         break;
   }
   return false;
}
#endif

}  // namespace

bool split_fast( const std::string_view input, parse_tree& tree, const masks::isa with )
{
#if defined( RFC1738_ONEPASS_SSSE3 )
   const form f = form_of( input );
   if( f == form::none || with == isa::none || !tree.empty() ) {
      return false;
   }
   const bool proven_form = input.size() <= fast_max< std::uint64_t > ? proves< std::uint64_t >( f, input, with ) : proves< mask128 >( f, input, with );
   if( !proven_form ) {
      return false;
   }
   // The proofs show each form's host is a hostname; https's, that its
   // schemepart is an ip-schemepart.
   if( f == form::https ) {
      follow( *programs[ static_cast< std::size_t >( production::otherurl ) ], input, tree, { production::hostname, production::ip_schemepart } );
   }
   else {
      follow( *programs[ static_cast< std::size_t >( f == form::http ? production::httpurl : production::ftpurl ) ], input, tree, { production::hostname, production::url } );
   }
   return true;
#else
   (void)input;
   (void)tree;
   (void)with;
   return false;
#endif
}

split_outcome split_into( const std::string_view input, parse_tree& tree, std::size_t& error_offset )
{
   if( split_fast( input, tree ) ) {
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
   const sp::program* program = programs[ static_cast< std::size_t >( form ) ];
   if( program == nullptr || !tree.empty() ) {
      return split_outcome::rules;   // the writer's record needs an empty tree
   }
   follow( *program, input, tree );
   return split_outcome::split;
}

}  // namespace rfc1738::detail

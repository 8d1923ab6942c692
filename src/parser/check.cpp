// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/check.hpp"

#include <array>
#include <utility>

#include <tao/pegtl.hpp>

#include "rfc1738/grammar.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "form_proof.hpp"
#include "verdict_walk.hpp"
#include "rule_match.hpp"
#include "scheme_size.hpp"

namespace rfc1738 {

namespace {

namespace pegtl = tao::pegtl;

template< typename Rule >
bool whole( std::string_view input ) noexcept
{
   pegtl::memory_input< pegtl::tracking_mode::lazy, pegtl::eol::lf_crlf, const char* > in( input.data(), input.size(), "" );
   return pegtl::parse< pegtl::seq< Rule, pegtl::eof >, pegtl::nothing, detail::scan_control >( in );
}

template< typename... Rules >
constexpr auto table( pegtl::type_list< Rules... > /*unused*/ ) noexcept
{
   return std::array< bool ( * )( std::string_view ) noexcept, sizeof...( Rules ) >{ &whole< Rules >... };
}

constexpr auto whole_table = table( grammar::productions() );

// Per production, the size of the name of the scheme whose URLs it defines
// (grammar::schemes), 0 for the others: check() reads it instead of
// searching the schemes.
constexpr std::array< std::uint8_t, grammar::production_count > make_scheme_sizes() noexcept
{
   std::array< std::uint8_t, grammar::production_count > out{};
   for( const auto& s : grammar::schemes ) {
      out[ static_cast< std::size_t >( s.syntax ) ] = static_cast< std::uint8_t >( s.name.size() );
   }
   return out;
}

constexpr auto scheme_sizes = make_scheme_sizes();

}  // namespace

namespace detail {

bool derives_by_rules( production p, std::string_view input ) noexcept
{
   return whole_table[ static_cast< std::size_t >( p ) ]( input );
}

verdict check_by_rules( std::string_view input ) noexcept
{
   verdict v;
   const auto colon = input.find( ':' );
   if( colon != std::string_view::npos && colon != 0 && whole< grammar::scheme >( input.substr( 0, colon ) ) ) {
      v.scheme = input.substr( 0, colon );
   }
   v.target = v.scheme ? target_of( *v.scheme ) : production::genericurl;
   v.conforms = derives_by_rules( v.target, input );
   // url = httpurl | ftpurl | … | otherurl, and the scheme literals of §5
   // differ from each other: besides otherurl, only the production of the
   // input's own scheme can derive it, and url's alternatives prefer it.
   if( v.target == production::genericurl ) {
      v.valid = v.conforms;   // otherurl = genericurl
   }
   else {
      v.valid = v.conforms || whole< grammar::otherurl >( input );
   }
   if( v.valid ) {
      v.derived_by = ( v.conforms && v.target != production::genericurl ) ? v.target : production::otherurl;
   }
   return v;
}

#if defined( RFC1738_ONEPASS_SSSE3 )
namespace {

// The label of an input of form F when its masks prove it (masks::
// first_label, second_label: the proofs alone, no node written), by SSSE3,
// AVX2 or AVX-512BW, per mask size; the second reading on its path alone.
// Inlined into the function of their set (label_table's, below).
template< typename M, masks::form F >
[[nodiscard]] __attribute__( ( target( "ssse3" ), always_inline ) ) inline const grammar::verdict::label* label_ssse3( const std::string_view s ) noexcept
{
   if( const auto* l = masks::first_label< F >( s, masks::classify< M >( s, masks::first_table< F > ) ) ) {
      return l;
   }
   return masks::second_label< F >( s, masks::classify< M >( s, grammar::fast_path::generic_table ) );
}

template< typename M, masks::form F >
[[nodiscard]] __attribute__( ( target( "avx2" ), always_inline ) ) inline const grammar::verdict::label* label_avx2( const std::string_view s ) noexcept
{
   if( const auto* l = masks::first_label< F >( s, masks::classify_avx2< M >( s, masks::first_table< F > ) ) ) {
      return l;
   }
   return masks::second_label< F >( s, masks::classify_avx2< M >( s, grammar::fast_path::generic_table ) );
}

template< typename M, masks::form F >
[[nodiscard]] __attribute__( ( target( RFC1738_TARGET_AVX512 ), always_inline ) ) inline const grammar::verdict::label* label_avx512( const std::string_view s ) noexcept
{
   if( const auto* l = masks::first_label< F >( s, masks::classify_avx512< M >( s, masks::first_table< F > ) ) ) {
      return l;
   }
   return masks::second_label< F >( s, masks::classify_avx512< M >( s, grammar::fast_path::generic_table ) );
}

}  // namespace
#endif

namespace {

// The label at the end of `input`: the masks' proof with instruction set
// I (inputs of a form of fast_path.hpp), else the walk with I. One function
// per set (label_table's rows; masks::walk_isa, read once before main,
// picks the row), the form's proof and the walk inlined whole into it
// (flatten): no test of the set and no call in a check but the table's.
#define RFC1738_LABEL_ON( NAME, LABEL, WALK, TARGET )                                                                   \
   template< masks::form... F >                                                                                       \
   [[nodiscard]] TARGET const grammar::verdict::label* NAME##_proof( const masks::form f, const std::string_view input, \
                                                                     std::index_sequence< F... > /*unused*/ ) noexcept \
   {                                                                                                                  \
      const bool short_input = input.size() <= masks::fast_max< std::uint64_t >;                                     \
      const grammar::verdict::label* l = nullptr;                                                                     \
      (void)( ( f == F && ( l = short_input ? LABEL< std::uint64_t, F >( input ) : LABEL< masks::mask128, F >( input ), true ) ) || ... ); \
      return l;                                                                                                       \
   }                                                                                                                  \
   [[nodiscard]] TARGET const grammar::verdict::label& NAME( const std::string_view input ) noexcept                 \
   {                                                                                                                  \
      if( const masks::form f = masks::form_of( input ); f != masks::no_form ) {                                     \
         if( const auto* const l = NAME##_proof( f, input, std::make_index_sequence< grammar::fast_path::form_count >() ) ) { \
            return *l;                                                                                                \
         }                                                                                                            \
      }                                                                                                               \
      return onepass::label_of( onepass::WALK<>( input ).row );                                                      \
   }
#if defined( RFC1738_ONEPASS_SSSE3 )
RFC1738_LABEL_ON( label_ssse3_walk, label_ssse3, walk_ssse3, __attribute__( ( target( "ssse3" ), flatten ) ) )
RFC1738_LABEL_ON( label_avx2_walk, label_avx2, walk_avx2, __attribute__( ( target( "avx2" ), flatten ) ) )
RFC1738_LABEL_ON( label_avx512_walk, label_avx512, walk_avx512, __attribute__( ( target( RFC1738_TARGET_AVX512 ), flatten ) ) )
#endif
#undef RFC1738_LABEL_ON

// No masks (RFC1738_ISA=none, or a processor without SSSE3): the walk alone.
[[nodiscard]] const grammar::verdict::label& label_walked( const std::string_view input ) noexcept
{
#if defined( RFC1738_ONEPASS_SSE2 )
   return onepass::label_of( onepass::walk_sse2<>( input ).row );
#else
   return onepass::label_of( onepass::walk_bytes<>( input ).row );
#endif
}

using label_function = const grammar::verdict::label& ( * )( std::string_view ) noexcept;

static_assert( static_cast< int >( masks::isa::none ) == 0 && static_cast< int >( masks::isa::ssse3 ) == 1 && static_cast< int >( masks::isa::avx2 ) == 2 && static_cast< int >( masks::isa::avx512 ) == 3,
               "label_table's rows are in masks::isa's order" );
#if defined( RFC1738_ONEPASS_SSSE3 )
constexpr label_function label_table[] = { &label_walked, &label_ssse3_walk, &label_avx2_walk, &label_avx512_walk };
#else
constexpr label_function label_table[] = { &label_walked };
#endif

[[nodiscard]] __attribute__( ( always_inline ) ) inline const grammar::verdict::label& label_here( const std::string_view input ) noexcept
{
   const auto with = static_cast< std::size_t >( masks::walk_isa );
   return label_table[ with < std::size( label_table ) ? with : 0 ]( input );
}

}  // namespace

// The masks' proof alone, with the instruction set `with` (the tests and
// the fuzz target try each; check() takes label_table's row).
const grammar::verdict::label* fast_label( const std::string_view input, const masks::isa with ) noexcept
{
#if defined( RFC1738_ONEPASS_SSSE3 )
   const masks::form f = masks::form_of( input );
   if( f == masks::no_form || with == masks::isa::none ) {
      return nullptr;
   }
   constexpr auto forms = std::make_index_sequence< grammar::fast_path::form_count >();
   if( with == masks::isa::avx512 ) {
      return label_avx512_walk_proof( f, input, forms );
   }
   if( with == masks::isa::avx2 ) {
      return label_avx2_walk_proof( f, input, forms );
   }
   return label_ssse3_walk_proof( f, input, forms );
#else
   (void)input;
   (void)with;
   return nullptr;
#endif
}

const grammar::verdict::label& label_at_end( const std::string_view input ) noexcept
{
   return label_here( input );
}

verdict verdict_of( const grammar::verdict::label& l, const std::string_view input ) noexcept
{
   verdict v;
   if( l.scheme ) {
      // One of the schemes of url is its name, exactly; another ends at the
      // first ":" (there is one: the label says so), a few bytes in.
      std::size_t size = scheme_sizes[ static_cast< std::size_t >( l.target ) ];
      if( size == 0 ) {
#if defined( RFC1738_ONEPASS_SSE2 )
         // A scheme is short: the first sixteen bytes at once, when there are.
         if( input.size() >= 16 ) {
            const __m128i x = _mm_loadu_si128( reinterpret_cast< const __m128i* >( input.data() ) );
            const unsigned colons = static_cast< unsigned >( _mm_movemask_epi8( _mm_cmpeq_epi8( x, _mm_set1_epi8( ':' ) ) ) );
            size = colons != 0 ? static_cast< std::size_t >( __builtin_ctz( colons ) ) : 16;
         }
#endif
         while( input[ size ] != ':' ) {
            ++size;
         }
      }
      v.scheme = input.substr( 0, size );
   }
   v.target = l.target;
   v.conforms = l.conforms;
   // url = httpurl | ftpurl | … | otherurl: the scheme's own production, else otherurl (= genericurl).
   v.valid = l.conforms || l.generic;
   if( v.valid ) {
      v.derived_by = ( v.conforms && v.target != production::genericurl ) ? v.target : production::otherurl;
   }
   return v;
}

}  // namespace detail

// url, genericurl, otherurl and the productions of the schemes of url: the
// label of the verdict automaton (the masks' proof, else the walk); the
// others by their rules.
bool derives( production p, std::string_view input ) noexcept
{
   if( p == production::url || p == production::genericurl || p == production::otherurl || grammar::find_scheme( p ) != nullptr ) {
      const auto& l = detail::label_here( input );
      if( p == production::url ) {
         return l.conforms || l.generic;
      }
      if( p == production::genericurl || p == production::otherurl ) {
         return l.generic;   // the generator proves genericurl = otherurl
      }
      return l.target == p && l.conforms;   // the generator proves a scheme's production derives only its scheme's URLs
   }
   return detail::derives_by_rules( p, input );
}

std::optional< std::string_view > scheme_of( std::string_view input ) noexcept
{
   if( const std::size_t size = detail::scheme_size( input ) ) {
      return input.substr( 0, size );
   }
   return std::nullopt;
}

production target_of( std::string_view scheme ) noexcept
{
   // RFC 1738 §3: the schemes with a production of their own in §5.
   const auto* s = grammar::find_scheme( scheme );
   return s ? s->syntax : production::genericurl;
}

// The label of the verdict automaton at the end of the input (the masks'
// proof for the common forms, else one walk: src/parser/form_proof.hpp, src/parser/verdict_walk.hpp)
// is every verdict.
verdict check( std::string_view input ) noexcept
{
   return detail::verdict_of( detail::label_here( input ), input );
}

}  // namespace rfc1738

// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/edition.hpp"

#include <array>

#include <tao/pegtl.hpp>

#include "../tools/bnf2pegtl/show.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/edition_list.hpp"
#include "diagnosis/walk.hpp"

namespace rfc1738 {

namespace {

namespace pegtl = tao::pegtl;

template< typename Rule >
bool whole( std::string_view input ) noexcept
{
   pegtl::memory_input< pegtl::tracking_mode::lazy, pegtl::eol::lf_crlf, const char* > in( input.data(), input.size(), "" );
   return pegtl::parse< pegtl::seq< Rule, pegtl::eof > >( in );
}

struct alternative {
   std::string_view name;
   bool ( *derives )( std::string_view ) noexcept;
};

// The alternatives of a draft's `url` (its PEG rule: sor< ... >), each with
// the name its production has in the draft.
template< typename... Rules >
constexpr auto alternatives_of( pegtl::type_list< Rules... > /*unused*/ ) noexcept
{
   return std::array< alternative, sizeof...( Rules ) >{ alternative{ Rules::rfc_name, &whole< Rules > }... };
}

template< typename Url >
edition_verdict check_draft( edition e, std::string_view input ) noexcept
{
   static constexpr auto alternatives = alternatives_of( typename Url::subs_t() );
   edition_verdict v;
   v.of = e;
   v.target = Url::rfc_name;
   v.valid = whole< Url >( input );
   if( v.valid ) {
      for( const auto& a : alternatives ) {
         if( a.derives( input ) ) {   // the alternatives begin with different literals: one derives it
            v.production = a.name;
            break;
         }
      }
   }
   v.conforms = v.valid;   // no otherurl: every alternative is a scheme's own
   return v;
}

template< typename Info >
edition_production from_info( const Info& i, std::string_view file ) noexcept
{
   edition_production p;
   p.name = i.rfc_name;
   p.bnf = i.bnf;
   p.file = file;
   p.line = i.line;
   p.rewrite = i.rewrite;
   p.why = i.why;
   p.peg = i.peg;
   p.used_by = i.used_by;
   return p;
}

// f( E{} ) for the edition_list type E of edition e (grammar/editions.facts).
template< typename Result, typename F, typename... Editions >
Result with_edition( edition e, F&& f, std::tuple< Editions... >* /*unused*/ )
{
   Result r{};
   ( void )( ( Editions::id == e ? ( r = f( Editions{} ), true ) : false ) || ... );
   return r;
}

template< typename Result, typename F >
Result with_edition( edition e, F&& f )
{
   return with_edition< Result >( e, std::forward< F >( f ), static_cast< edition_list::all* >( nullptr ) );
}

}  // namespace

std::string_view name_of( edition e ) noexcept
{
   return detail::edition_names[ static_cast< std::size_t >( e ) ].name;
}

std::string_view title_of( edition e ) noexcept
{
   return detail::edition_names[ static_cast< std::size_t >( e ) ].title;
}

std::optional< edition > edition_named( std::string_view name ) noexcept
{
   for( const edition e : editions ) {
      if( name_of( e ) == name ) {
         return e;
      }
   }
   return std::nullopt;
}

edition_verdict check( edition e, std::string_view input ) noexcept
{
   return with_edition< edition_verdict >( e, [ input ]( auto ed ) {
      using E = decltype( ed );
      if constexpr( E::generic ) {
         // RFC 1738: the verdicts of rfc1738::check (the scheme's own
         // production, else otherurl).
         const auto r = rfc1738::check( input );
         edition_verdict v;
         v.of = E::id;
         v.valid = r.valid;
         if( r.derived_by ) {
            v.production = grammar::rfc_name( *r.derived_by );
         }
         v.conforms = r.conforms;
         v.target = grammar::rfc_name( r.target );
         return v;
      }
      else {
         return check_draft< typename E::url >( E::id, input );
      }
   } );
}

std::size_t production_count( edition e ) noexcept
{
   return with_edition< std::size_t >( e, []( auto ed ) { return decltype( ed )::production_count; } );
}

edition_production production_at( edition e, std::size_t i ) noexcept
{
   return with_edition< edition_production >( e, [ i ]( auto ed ) {
      using E = decltype( ed );
      const auto& info = E::production_table[ i ];
      if constexpr( E::bnf_file.empty() ) {
         return from_info( info, info.file );
      }
      else {
         return from_info( info, E::bnf_file );
      }
   } );
}

std::optional< edition_production > production_of( edition e, std::string_view name ) noexcept
{
   const std::size_t n = production_count( e );
   for( std::size_t i = 0; i < n; ++i ) {
      const auto p = production_at( e, i );
      if( p.name == name ) {
         return p;
      }
   }
   return std::nullopt;
}

namespace {

// The walk of a draft's automaton of `url` over `input`.
template< typename Automata, typename Production >
std::optional< edition_error > draft_why_not( std::string_view input, Production url, std::string_view ( *name )( Production ) )
{
   const auto& a = Automata::automata[ static_cast< std::size_t >( url ) ];
   const auto [ at, offset ] = detail::walk_by_table( a, input );
   const auto& st = a.states[ at ];
   if( offset == input.size() && st.accepting ) {
      return std::nullopt;
   }
   edition_error e;
   e.offset = offset;
   e.production = name( st.innermost );
   std::string list;
   for( std::size_t k = 0; k < st.expected_count; ++k ) {
      e.expected.emplace_back( Automata::expected_texts[ Automata::expected_lists[ st.expected_first + k ] ] );
      list += ( k == 0 ? "" : ( k + 1 == st.expected_count ? " or " : ", " ) ) + std::string( e.expected.back() );
   }
   e.message = ( offset == input.size() ? "the input ends inside " + std::string( e.production ) + ": " + list + " must follow"
                                        : bnf2pegtl::show_byte( static_cast< unsigned char >( input[ offset ] ) ) + " cannot continue " + std::string( e.production ) + " here; expected " + list ) +
               " (draft-ietf-uri-url-03)";
   return e;
}

}  // namespace

std::optional< edition_error > why_not( edition e, std::string_view input )
{
   return with_edition< std::optional< edition_error > >( e, [ input ]( auto ed ) -> std::optional< edition_error > {
      using E = decltype( ed );
      if constexpr( E::generic ) {
         const auto d = diagnose( input, grammar::production::url );
         if( !d ) {
            return std::nullopt;
         }
         edition_error r;
         r.offset = d->offset;
         r.production = grammar::rfc_name( d->production );
         r.expected = d->expected;
         r.message = d->message;
         return r;
      }
      else {
         return draft_why_not< E >( input, E::production::url, &E::rfc_name );
      }
   } );
}

}  // namespace rfc1738

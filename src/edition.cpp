// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/edition.hpp"

#include <array>

#include <tao/pegtl.hpp>

#include "../tools/bnf2pegtl/show.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/draft03.hpp"
#include "rfc1738/draft03/automata.hpp"
#include "rfc1738/draft03/production_info.hpp"
#include "rfc1738/draft03_literal.hpp"
#include "rfc1738/draft03_literal/automata.hpp"
#include "rfc1738/draft03_literal/production_info.hpp"
#include "rfc1738/grammar/production_info.hpp"

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

}  // namespace

std::string_view name_of( edition e ) noexcept
{
   switch( e ) {
      case edition::rfc1738:
         return "rfc1738";
      case edition::draft03:
         return "draft-03";
      case edition::draft03_literal:
         return "draft-03-literal";
   }
   return "rfc1738";
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
   switch( e ) {
      case edition::draft03:
         return check_draft< draft03::url >( e, input );
      case edition::draft03_literal:
         return check_draft< draft03_literal::url >( e, input );
      case edition::rfc1738:
         break;
   }
   const auto r = rfc1738::check( input );
   edition_verdict v;
   v.of = edition::rfc1738;
   v.valid = r.valid;
   if( r.derived_by ) {
      v.production = grammar::rfc_name( *r.derived_by );
   }
   v.conforms = r.conforms;
   v.target = grammar::rfc_name( r.target );
   return v;
}

std::size_t production_count( edition e ) noexcept
{
   switch( e ) {
      case edition::draft03:
         return draft03::production_count;
      case edition::draft03_literal:
         return draft03_literal::production_count;
      case edition::rfc1738:
         break;
   }
   return grammar::production_count;
}

edition_production production_at( edition e, std::size_t i ) noexcept
{
   switch( e ) {
      case edition::draft03: {
         const auto& info = draft03::production_table[ i ];
         return from_info( info, info.file );
      }
      case edition::draft03_literal: {
         const auto& info = draft03_literal::production_table[ i ];
         return from_info( info, info.file );
      }
      case edition::rfc1738:
         break;
   }
   return from_info( grammar::production_table[ i ], "grammar/rfc1738.bnf" );
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
   std::size_t at = 0;
   std::size_t offset = 0;
   for( ; offset < input.size(); ++offset ) {
      const std::int16_t next = a.next[ at * a.class_count + a.classes[ static_cast< unsigned char >( input[ offset ] ) ] ];
      if( next < 0 ) {
         break;
      }
      at = static_cast< std::size_t >( next );
   }
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

struct draft03_automata {
   static constexpr const auto& automata = draft03::automata::automata;
   static constexpr const auto& expected_texts = draft03::automata::expected_texts;
   static constexpr const auto& expected_lists = draft03::automata::expected_lists;
};

struct draft03_literal_automata {
   static constexpr const auto& automata = draft03_literal::automata::automata;
   static constexpr const auto& expected_texts = draft03_literal::automata::expected_texts;
   static constexpr const auto& expected_lists = draft03_literal::automata::expected_lists;
};

}  // namespace

std::optional< edition_error > why_not( edition e, std::string_view input )
{
   switch( e ) {
      case edition::draft03:
         return draft_why_not< draft03_automata >( input, draft03::production::url, &draft03::rfc_name );
      case edition::draft03_literal:
         return draft_why_not< draft03_literal_automata >( input, draft03_literal::production::url, &draft03_literal::rfc_name );
      case edition::rfc1738:
         break;
   }
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

}  // namespace rfc1738

// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/edition.hpp"

#include <array>

#include <tao/pegtl.hpp>

#include "rfc1738/check.hpp"
#include "rfc1738/draft03.hpp"
#include "rfc1738/draft03/production_info.hpp"
#include "rfc1738/draft03_literal.hpp"
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

}  // namespace rfc1738

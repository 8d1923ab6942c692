// SPDX-License-Identifier: BSL-1.0
// rfc1738::diff_editions: every witness it gives is checked with the
// independent matcher of tests/support (derived by one edition's production,
// not by the other's, stopping where it says), the containments it claims
// are sampled, and the schemes it finds are the grammar's.
#include "rfc1738/edition_diff.hpp"

#include <catch2/catch.hpp>

#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <string>

#include "cfg_matcher.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/grammar/schemes.hpp"

namespace cfg = rfc1738::test::cfg;
using rfc1738::edition;

namespace {

const cfg::grammar& grammar_of( edition e )
{
   static const auto rfc = cfg::grammar::from_file( RFC1738_GRAMMAR_FILE );
   static const auto draft = cfg::grammar::from_draft_files( RFC1738_DRAFT_FILE, RFC1738_DRAFT_READINGS_FILE, false );
   static const auto literal = cfg::grammar::from_draft_files( RFC1738_DRAFT_FILE, RFC1738_DRAFT_READINGS_FILE, true );
   return e == edition::rfc1738 ? rfc : e == edition::draft03 ? draft : literal;
}

cfg::matcher& matcher_of( edition e, std::string_view production )
{
   static std::map< std::pair< int, std::string >, std::unique_ptr< cfg::matcher > > made;
   auto& m = made[ { static_cast< int >( e ), std::string( production ) } ];
   if( !m ) {
      m = std::make_unique< cfg::matcher >( grammar_of( e ), production );
   }
   return *m;
}

constexpr std::pair< edition, edition > pairs[] = { { edition::rfc1738, edition::draft03 }, { edition::rfc1738, edition::draft03_literal }, { edition::draft03, edition::draft03_literal } };

}  // namespace

TEST_CASE( "diff_editions: the schemes of each edition are its url's", "[edition][diff]" )
{
   const auto rfc = rfc1738::schemes_of( edition::rfc1738 );
   REQUIRE( rfc.size() == rfc1738::grammar::scheme_count );
   for( const auto& s : rfc1738::grammar::schemes ) {
      const auto found = std::find_if( rfc.begin(), rfc.end(), [ & ]( const auto& x ) { return x.first == s.name; } );
      REQUIRE( found != rfc.end() );
      CHECK( found->second == rfc1738::grammar::rfc_name( s.syntax ) );
   }
   for( const edition e : { edition::draft03, edition::draft03_literal } ) {
      const auto draft = rfc1738::schemes_of( e );
      std::string names;
      for( const auto& [ scheme, production ] : draft ) {
         names += scheme + "=" + std::string( production ) + " ";
         // Each derives from the draft's url through that production.
         CHECK( matcher_of( e, "url" ).viable_prefix( scheme + ":" ) == scheme.size() + 1 );
      }
      CHECK( names == "http=httpaddress ftp=ftpaddress news=newsaddress nntp=nntpaddress mid=midaddress cid=cidaddress mailto=mailtoaddress "
                      "wais=waisaddress prospero=prosperoaddress telnet=telnetaddress gopher=gopheraddress " );
   }
}

TEST_CASE( "diff_editions: every witness is in one language and not the other, as the independent matcher says", "[edition][diff]" )
{
   std::size_t witnesses = 0, groups = 0, schemes = 0;
   for( const auto& [ a, b ] : pairs ) {
      const auto all = rfc1738::diff_editions( a, b, std::nullopt, 8 );
      for( const auto& d : all ) {
         ++schemes;
         INFO( std::string( rfc1738::name_of( a ) ) + " / " + std::string( rfc1738::name_of( b ) ) + ": " + d.scheme );
         bool a_only = false, b_only = false;
         for( const auto& g : d.differences ) {
            ++groups;
            REQUIRE( !g.witnesses.empty() );
            CHECK( g.states >= g.witnesses.size() );
            const bool from_a = g.accepted_by == a;
            ( from_a ? a_only : b_only ) = true;
            CHECK( g.rejected_by == ( from_a ? b : a ) );
            auto& in = matcher_of( g.accepted_by, from_a ? d.production_a : d.production_b );
            auto& out = matcher_of( g.rejected_by, from_a ? d.production_b : d.production_a );
            std::size_t previous = 0;
            for( const auto& w : g.witnesses ) {
               INFO( cfg::quote( w.input ) );
               CHECK( in.matches( w.input ) );
               CHECK_FALSE( out.matches( w.input ) );
               CHECK( out.viable_prefix( w.input ) == w.offset );
               CHECK( w.input.size() >= previous );   // shortest first
               previous = w.input.size();
               // The library's own verdicts (PEG rules) say the same.
               const auto va = rfc1738::check( g.accepted_by, w.input );
               CHECK( va.valid );
               CHECK( va.production == std::optional< std::string_view >( from_a ? d.production_a : d.production_b ) );
               CHECK( rfc1738::check( g.rejected_by, w.input ).production != std::optional< std::string_view >( from_a ? d.production_b : d.production_a ) );
               ++witnesses;
            }
         }
         CHECK( d.b_contains_a == !a_only );
         CHECK( d.a_contains_b == !b_only );
      }
   }
   CHECK( schemes == 9 + 9 + 11 );
   std::cout << "diff_editions: " << schemes << " scheme comparisons, " << groups << " groups, " << witnesses << " witnesses checked with the independent matcher\n";
}

TEST_CASE( "diff_editions: a containment it claims holds on samples", "[edition][diff]" )
{
   std::mt19937 random( 1994 );
   const std::string alphabet = "aZ09:/@.;?=&%!*\"-_+$~#";
   std::size_t sampled = 0;
   for( const auto& [ a, b ] : pairs ) {
      for( const auto& d : rfc1738::diff_editions( a, b, std::nullopt, 1 ) ) {
         if( !d.a_contains_b && !d.b_contains_a ) {
            continue;
         }
         auto& ma = matcher_of( a, d.production_a );
         auto& mb = matcher_of( b, d.production_b );
         const std::string prefix = d.scheme + ( d.scheme == "news" || d.scheme == "mailto" || d.scheme == "mid" || d.scheme == "cid" ? ":" : "://" );
         for( int i = 0; i < 4000; ++i ) {
            std::string s = prefix;
            const int n = static_cast< int >( random() % 10 );
            for( int k = 0; k < n; ++k ) {
               s += alphabet[ random() % alphabet.size() ];
            }
            const bool in_a = ma.matches( s ), in_b = mb.matches( s );
            INFO( d.scheme << ": " << cfg::quote( s ) );
            if( d.b_contains_a && in_a ) {
               CHECK( in_b );
            }
            if( d.a_contains_b && in_b ) {
               CHECK( in_a );
            }
            ++sampled;
         }
      }
   }
   CHECK( sampled > 0 );
}

TEST_CASE( "diff_editions: one scheme, or none", "[edition][diff]" )
{
   const auto ftp = rfc1738::diff_editions( edition::rfc1738, edition::draft03, "ftp" );
   REQUIRE( ftp.size() == 1 );
   CHECK( ftp[ 0 ].production_a == "ftpurl" );
   CHECK( ftp[ 0 ].production_b == "ftpaddress" );
   CHECK( rfc1738::diff_editions( edition::rfc1738, edition::draft03, "file" ).empty() );   // not in the draft
   CHECK( rfc1738::diff_editions( edition::rfc1738, edition::draft03, "mid" ).empty() );    // not in RFC 1738
   const auto same = rfc1738::diff_editions( edition::draft03, edition::draft03, std::nullopt );
   REQUIRE( same.size() == 11 );
   for( const auto& d : same ) {
      CHECK( d.differences.empty() );
      CHECK( d.a_contains_b );
      CHECK( d.b_contains_a );
   }
}

TEST_CASE( "diff_editions: along the lineage, every witness gets the verdicts it claims from check on both sides", "[edition][diff][lineage]" )
{
   // Each step of the lineage (1738 -> 1808 -> 2396 -> 2732 -> 3986 -> 6874):
   // the whole languages, and RFC 1738's schemes against RFC 1808's slices.
   // A witness of "every string" is valid in one edition and not in the
   // other; a witness of a scheme's slice conforms to RFC 1738's scheme
   // production (or does not) and is valid (or not) in the generic edition.
   const edition steps[][ 2 ] = { { edition::rfc1738, edition::rfc1808 },
                                  { edition::rfc1808, edition::rfc2396 },
                                  { edition::rfc2396, edition::rfc2732 },
                                  { edition::rfc2732, edition::rfc3986 },
                                  { edition::rfc3986, edition::rfc6874 } };
   std::size_t witnesses = 0;
   for( const auto& step : steps ) {
      const auto all = rfc1738::diff_editions( step[ 0 ], step[ 1 ], std::nullopt, 4 );
      REQUIRE( !all.empty() );
      CHECK( all.front().scheme.empty() );   // the whole languages first
      for( const auto& d : all ) {
         for( const auto& g : d.differences ) {
            for( const auto& w : g.witnesses ) {
               INFO( rfc1738::name_of( step[ 0 ] ) << " / " << rfc1738::name_of( step[ 1 ] ) << " " << ( d.scheme.empty() ? "every string" : d.scheme ) << ": \""
                                                   << cfg::quote( w.input ) << "\" in " << rfc1738::name_of( g.accepted_by ) );
               const auto says = [ & ]( edition e ) {
                  const auto v = rfc1738::check( e, w.input );
                  return d.scheme.empty() || e != edition::rfc1738 ? v.valid : v.conforms;
               };
               CHECK( says( g.accepted_by ) );
               CHECK( !says( g.rejected_by ) );
               if( !d.scheme.empty() ) {
                  CHECK( w.input.size() > d.scheme.size() );   // in the slice: the scheme and ":", either case
               }
               ++witnesses;
            }
         }
      }
   }
   std::cout << "diff_editions along the lineage: " << witnesses << " witnesses re-checked\n";
   CHECK( witnesses > 50 );
}

TEST_CASE( "diff_editions: RFC 2396 to RFC 3986, the IPv6 literal and the empty query", "[edition][diff][lineage]" )
{
   const auto d = rfc1738::diff_editions( edition::rfc2396, edition::rfc3986, std::nullopt, 50 );
   REQUIRE( d.size() == 1 );
   CHECK( d[ 0 ].production_a == "URI-reference" );
   CHECK( !d[ 0 ].a_contains_b );
   CHECK( !d[ 0 ].b_contains_a );
   bool query_only = false;
   for( const auto& g : d[ 0 ].differences ) {
      for( const auto& w : g.witnesses ) {
         query_only = query_only || ( g.accepted_by == edition::rfc3986 && w.input == "?" );
      }
   }
   CHECK( query_only );   // RFC 2396's relativeURI needs a path before "?"
}

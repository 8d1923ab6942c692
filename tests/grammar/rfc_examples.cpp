// SPDX-License-Identifier: BSL-1.0
// Every example string of the later RFCs' texts gets the verdict its RFC
// gives it, in the edition of that RFC, or the row says where the grammar as
// published disagrees with its own text (docs/lineage.md lists them).
//
// tests/data/rfc_examples.tsv holds one row per example (written from the
// RFC texts, checked by tests/data/rfc_examples_check.py against RFC 3986
// Appendix B's regular expression): the edition, the input, the verdict the
// text gives, the production it is an example of and, where the text gives
// or implies it, the split. For each row:
//   - the edition's verdict is the text's, or its opposite where the note
//     says "[grammar disagrees]";
//   - a URI's production is the row's (a row naming the top production,
//     URI-reference or URL, accepts either alternative: the row's string has
//     a fragment, which RFC 2396's and RFC 1808's alternatives do not hold);
//     an address row (IPv6address, IPv6prefix, IPv6addrz) is checked against
//     that production's generated rule;
//   - the split: each role of the row is the edition's (the authority against
//     the component of role authority), a role the row leaves out is absent,
//     and a path of "" is the same as no path.
#include <catch2/catch.hpp>

#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <tao/pegtl.hpp>

#include "rfc1738/edition.hpp"
#include "rfc1738/rfc1808.hpp"
#include "rfc1738/rfc2396.hpp"
#include "rfc1738/rfc2732.hpp"
#include "rfc1738/rfc3986.hpp"
#include "rfc1738/rfc6874.hpp"

namespace {

struct row {
   std::string edition, line, section, input, verdict, production, split, note;
};

std::vector< row > rows()
{
   std::ifstream in( RFC1738_SOURCE_DIR "/tests/data/rfc_examples.tsv" );
   REQUIRE( in );
   std::vector< row > out;
   std::string l;
   while( std::getline( in, l ) ) {
      if( l.empty() || l[ 0 ] == '#' ) {
         continue;
      }
      std::vector< std::string > f;
      std::istringstream fields( l );
      std::string x;
      while( std::getline( fields, x, '\t' ) ) {
         f.push_back( x );
      }
      REQUIRE( f.size() == 8 );
      out.push_back( { f[ 0 ], f[ 1 ], f[ 2 ], f[ 3 ], f[ 4 ], f[ 5 ], f[ 6 ], f[ 7 ] } );
   }
   return out;
}

template< typename Rule >
bool whole( const std::string& s )
{
   tao::pegtl::memory_input in( s.data(), s.size(), "" );
   return tao::pegtl::parse< tao::pegtl::seq< Rule, tao::pegtl::eof > >( in );
}

using derives_fn = bool ( * )( const std::string& );

template< typename... Rules >
std::vector< derives_fn > rules_of( tao::pegtl::type_list< Rules... > /*unused*/ )
{
   return { &whole< Rules >... };
}

template< typename Names >
bool derives_by( const Names& names, const std::vector< derives_fn >& rules, const std::string& name, const std::string& input )
{
   for( std::size_t i = 0; i < rules.size(); ++i ) {
      if( names[ i ] == name ) {
         return rules[ i ]( input );
      }
   }
   FAIL( "no production " << name );
   return false;
}

// Whether the production `name` of `edition` derives `input`, by its
// generated rule.
bool derives( const std::string& edition, const std::string& name, const std::string& input )
{
   namespace r = rfc1738;
   if( edition == "rfc1808" ) {
      return derives_by( r::rfc1808::production_names, rules_of( r::rfc1808::productions() ), name, input );
   }
   if( edition == "rfc2396" ) {
      return derives_by( r::rfc2396::production_names, rules_of( r::rfc2396::productions() ), name, input );
   }
   if( edition == "rfc2732" ) {
      return derives_by( r::rfc2732::production_names, rules_of( r::rfc2732::productions() ), name, input );
   }
   if( edition == "rfc3986" ) {
      return derives_by( r::rfc3986::production_names, rules_of( r::rfc3986::productions() ), name, input );
   }
   REQUIRE( edition == "rfc6874" );
   return derives_by( r::rfc6874::production_names, rules_of( r::rfc6874::productions() ), name, input );
}

std::string text_of( const rfc1738::edition_part& p, const std::string& input )
{
   return input.substr( p.offset, p.size );
}

}  // namespace

TEST_CASE( "every example of the later RFCs gets its RFC's verdict and split", "[grammar][editions][rfc-examples]" )
{
   const auto all = rows();
   REQUIRE( all.size() > 300 );
   std::map< std::string, int > checked, disagreeing, split;
   for( const auto& r : all ) {
      INFO( r.edition << " line " << r.line << " (" << r.section << "): \"" << r.input << "\"" );
      const auto e = rfc1738::edition_named( r.edition );
      REQUIRE( e );
      const bool disagrees = r.note.find( "[grammar disagrees]" ) != std::string::npos;
      ++checked[ r.edition ];
      disagreeing[ r.edition ] += disagrees ? 1 : 0;
      if( r.verdict == "not-a-uri-in-text" ) {
         continue;   // the text shows it as something else (a prefix, a zone as typed): no verdict to check
      }
      const bool top = r.production == "-" || r.production == "URI-reference" || r.production == "URL";
      // An address row (RFC 2373's, RFC 6874's IPv6addrz): that production.
      const std::string edition = r.production == "IPv6addrz" ? "rfc6874" : r.edition;
      if( r.verdict == "invalid" ) {
         // Not a string of the production the text names (or it is, where
         // the note says the grammar as published disagrees).
         CHECK( ( top ? rfc1738::check( *e, r.input ).valid : derives( edition, r.production, r.input ) ) == disagrees );
         continue;
      }
      REQUIRE( r.verdict == "valid" );
      const bool address = r.production == "IPv6address" || r.production == "IPv6prefix" || r.production == "IPv6addrz";
      const bool valid = address ? derives( edition, r.production, r.input ) : rfc1738::check( *e, r.input ).valid;
      CHECK( valid == !disagrees );
      if( !valid || address || disagrees ) {
         continue;
      }
      const auto v = rfc1738::check( *e, r.input );
      if( !top ) {
         CHECK( v.production == r.production );
      }
      if( r.split == "-" ) {
         continue;
      }
      const auto s = rfc1738::split( *e, r.input );
      REQUIRE( s );
      const auto expected = nlohmann::json::parse( r.split );
      for( const char* role : { "scheme", "userinfo", "host", "port", "path", "query", "fragment" } ) {
         const rfc1738::edition_part* got = nullptr;
         for( const auto& p : s->roles ) {
            got = p.role == role ? &p : got;
         }
         INFO( "role " << role );
         if( expected.contains( role ) ) {
            const std::string want = expected[ role ];
            if( std::string( role ) == "path" && want.empty() ) {
               CHECK( ( got == nullptr || got->size == 0 ) );
            }
            else {
               REQUIRE( got != nullptr );
               CHECK( text_of( *got, r.input ) == want );
            }
         }
         else {
            CHECK( got == nullptr );
         }
      }
      if( expected.contains( "authority" ) ) {
         const rfc1738::edition_part* got = nullptr;
         for( const auto& p : s->components ) {
            got = ( got == nullptr && p.role == "authority" ) ? &p : got;
         }
         REQUIRE( got != nullptr );
         CHECK( text_of( *got, r.input ) == expected[ "authority" ].get< std::string >() );
      }
      ++split[ r.edition ];
   }
   for( const auto& [ edition, n ] : checked ) {
      std::cout << "rfc examples " << edition << ": " << n << " rows, " << disagreeing[ edition ] << " where the grammar as published disagrees with its text, "
                << split[ edition ] << " splits compared\n";
   }
}

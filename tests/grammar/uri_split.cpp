// SPDX-License-Identifier: BSL-1.0
// The split of each edition of the generic URI syntax by its generated
// program (src/editions/uri_split.hpp) against the PEG's (uri_parse.hpp),
// node by node (production, begin, end, in the order uri_parse records them),
// on every input of the conformance data (conformance/*-tests.jsonl), every
// fuzz seed (fuzz/corpus/*/*) and its lines, and mutants of each: a byte
// replaced, inserted or deleted, from an alphabet of the URI delimiters, and
// each delimiter inserted at a place. Where the edition's verdict automaton
// says valid, the PEG's parse must succeed and the nodes must be the same;
// where it says invalid, the PEG's parse must fail.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include <nlohmann/json.hpp>

#include "editions/uri_parse.hpp"
#include "editions/uri_split.hpp"
#include "inputs.hpp"
#include "rfc1738/edition.hpp"
#include "rfc1738/edition_list.hpp"

namespace {

using rfc1738::detail::uri_node;

std::vector< std::string > inputs_of_the_data()
{
   std::set< std::string > seen;
   const std::filesystem::path root( RFC1738_SOURCE_DIR );
   for( const auto& entry : std::filesystem::directory_iterator( root / "conformance" ) ) {
      const auto name = entry.path().filename().string();
      if( name.size() < 11 || name.compare( name.size() - 11, 11, "tests.jsonl" ) != 0 ) {
         continue;
      }
      std::ifstream in( entry.path(), std::ios::binary );
      for( std::string line; std::getline( in, line ); ) {
         seen.insert( nlohmann::json::parse( line ).at( "input" ).get< std::string >() );
      }
   }
   for( const auto& e : std::filesystem::recursive_directory_iterator( root / "fuzz" / "corpus" ) ) {
      if( !e.is_regular_file() ) {
         continue;
      }
      std::ifstream in( e.path(), std::ios::binary );
      const std::string text( ( std::istreambuf_iterator< char >( in ) ), std::istreambuf_iterator< char >() );
      seen.insert( text );
      std::istringstream lines( text );
      for( std::string line; std::getline( lines, line ); ) {
         seen.insert( line );
      }
   }
   return { seen.begin(), seen.end() };
}

struct tally {
   std::size_t valid = 0;      // follows compared node by node (two an input)
   std::size_t invalid = 0;    // inputs both refuse
   std::size_t differ = 0;     // any disagreement
};

std::string shown( const std::vector< uri_node >& nodes )
{
   std::string out;
   for( const auto& n : nodes ) {
      out += "(" + std::to_string( n.production ) + " " + std::to_string( n.begin ) + "-" + std::to_string( n.end ) + ")";
   }
   return out;
}

template< typename E >
void compare( const std::string& s, tally& t )
{
   if constexpr( E::uri ) {
      std::vector< uri_node > peg;
      const bool parsed = rfc1738::detail::uri_parse< E >( s, peg );
      const bool valid = rfc1738::check( E::id, s ).valid;
      if( parsed != valid ) {
         ++t.differ;
         FAIL_CHECK( rfc1738::name_of( E::id ) << ": the PEG " << ( parsed ? "parses" : "refuses" ) << " what the verdict calls " << ( valid ? "valid" : "invalid" ) << ": "
                                               << rfc1738::test::printable( s ) );
         return;
      }
      if( !valid ) {
         ++t.invalid;
         return;
      }
      // The follower as split() runs it, told the verdict's production
      // (which a derives gate over the whole input takes), and without it.
      const auto named = rfc1738::check( E::id, s ).production;
      auto known = E::top;
      for( const auto v : E::verdicts ) {
         if( named && E::rfc_name( v ) == *named ) {
            known = v;
         }
      }
      for( const auto told : { known, E::top } ) {
         std::vector< uri_node > program;
         if( !rfc1738::detail::uri_split< E >( s, program, told ) ) {
            return;   // no program: the split is the PEG's
         }
         ++t.valid;
         const bool same = program.size() == peg.size() && std::equal( program.begin(), program.end(), peg.begin(), []( const uri_node& a, const uri_node& b ) {
                              return a.production == b.production && a.begin == b.begin && a.end == b.end;
                           } );
         if( !same ) {
            ++t.differ;
            FAIL_CHECK( rfc1738::name_of( E::id ) << ": " << rfc1738::test::printable( s ) << "\n  program " << shown( program ) << "\n  PEG     " << shown( peg ) );
         }
      }
   }
}

}  // namespace

TEST_CASE( "each edition's split program writes the PEG's nodes", "[grammar][uri_split]" )
{
   const auto inputs = inputs_of_the_data();
   REQUIRE( inputs.size() > 10000 );
   std::mt19937 rng( 3986 );
   const std::string alphabet = ":/?#[]@%!$&'()*+,;=-._~aZ09vV \x7f";
   const std::string delimiters = ":/?#@[]%";
   tally t;
   for( const auto& input : inputs ) {
      auto tried = rfc1738::test::with_mutants( input, rng, alphabet, 4 );
      if( input.size() < 300 ) {
         for( const char d : delimiters ) {
            std::string m = input;
            m.insert( m.begin() + static_cast< std::ptrdiff_t >( rng() % ( m.size() + 1 ) ), d );
            tried.push_back( m );
         }
      }
      for( const auto& s : tried ) {
         std::apply( [ & ]( auto... e ) { ( compare< decltype( e ) >( s, t ), ... ); }, rfc1738::edition_list::all{} );
      }
   }
   INFO( t.valid << " follows of valid inputs compared node by node, " << t.invalid << " refused by both" );
   CHECK( t.valid > 50000 );
   CHECK( t.invalid > 50000 );
   CHECK( t.differ == 0 );
}

// The `parse` steps of edition E's program: nodes split by the PEG's rule.
template< typename E >
std::size_t parse_steps_of()
{
   using T = typename E::split;
   return static_cast< std::size_t >( std::count_if( T::steps.begin(), T::steps.end(), []( const auto& s ) { return s.kind == rfc1738::split_steps::op::parse; } ) );
}

// Every edition of the generic URI syntax that has a program is split by it:
// the ones the generator gives one (generated/rfc1738/<edition>/split_program.hpp).
TEST_CASE( "the editions with a split program", "[grammar][uri_split]" )
{
   CHECK( rfc1738::edition_list::rfc3986::split::count != 0 );
   CHECK( rfc1738::edition_list::rfc6874::split::count != 0 );
   CHECK( rfc1738::edition_list::rfc2396::split::count != 0 );
   CHECK( rfc1738::edition_list::rfc2732::split::count != 0 );
   CHECK( rfc1738::edition_list::rfc1808::split::count != 0 );
}

// Every node of their programs is written by steps, none by the PEG's rule:
// IPv6address's IPv4address at its tail (RFC 3986, 6874, 2732), RFC 2732's
// host decided by its "[", RFC 1808's URLs.
TEST_CASE( "the split programs run no rule of the PEG", "[grammar][uri_split]" )
{
   CHECK( parse_steps_of< rfc1738::edition_list::rfc1808 >() == 0 );
   CHECK( parse_steps_of< rfc1738::edition_list::rfc2396 >() == 0 );
   CHECK( parse_steps_of< rfc1738::edition_list::rfc2732 >() == 0 );
   CHECK( parse_steps_of< rfc1738::edition_list::rfc3986 >() == 0 );
   CHECK( parse_steps_of< rfc1738::edition_list::rfc6874 >() == 0 );
}

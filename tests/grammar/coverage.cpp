// SPDX-License-Identifier: BSL-1.0
// PEGTL's coverage over the test corpus: every production and every branch of
// every rule is exercised, succeeding and (where it can) failing.
//
// The corpus: the RFC's examples, strings sampled from every scheme's
// production and from genericurl by the independent CFG sampler, and their
// single-byte mutants; parsed as seq< url, eof > (and national, punctuation
// and selector, which url does not reach, on their own).
#include <catch2/catch.hpp>

#include <fstream>
#include <iostream>
#include <random>

#include "rfc1738/grammar/production_info.hpp"
#include <set>
#include <string>
#include <vector>

#include <tao/pegtl/contrib/coverage.hpp>

#include "cfg_matcher.hpp"
#include "rfc1738/grammar.hpp"

namespace {

namespace pegtl = tao::pegtl;
namespace cfg = rfc1738::test::cfg;

std::vector< std::string > corpus()
{
   std::vector< std::string > out;
   std::ifstream examples( RFC1738_SOURCE_DIR "/examples/rfc1738-examples.txt" );
   for( std::string line; std::getline( examples, line ); ) {
      out.push_back( line );
   }
   // Cases a random walk rarely makes: a "%09" after which no search can follow.
   for( const char* s : { "gopher://h/1a%09b/c%09d", "gopher://h/1%09/", "gopher://h/1%09a?b", "gopher://h/1%09a%09b%09c" } ) {
      out.emplace_back( s );
   }
   const auto g = cfg::grammar::from_file( RFC1738_GRAMMAR_FILE );
   cfg::sampler sampler( g, 1994 );
   std::mt19937_64 rng( 1738 );
   const std::string bytes = "axAZ09-.+_*!;/?:@&=%~ \x80";
   for( const char* p : { "url", "httpurl", "ftpurl", "newsurl", "nntpurl", "telneturl", "gopherurl", "waisurl", "waisdatabase", "waisindex", "waisdoc", "mailtourl", "fileurl", "prosperourl", "genericurl" } ) {
      for( int k = 0; k < 400; ++k ) {
         std::string s = sampler.sample( p );
         out.push_back( s );
         for( int j = 0; j < 3; ++j ) {
            std::string t = s;
            const auto pos = rng() % ( t.size() + 1 );
            switch( rng() % 3 ) {
               case 0: if( pos < t.size() ) t[ pos ] = bytes[ rng() % bytes.size() ]; break;
               case 1: t.insert( pos, 1, bytes[ rng() % bytes.size() ] ); break;
               default: if( pos < t.size() ) t.erase( pos, 1 ); break;
            }
            out.push_back( t );
         }
      }
   }
   return out;
}

template< typename Rule >
void cover( const std::vector< std::string >& inputs, pegtl::coverage_result& result )
{
   for( const auto& s : inputs ) {
      pegtl::memory_input in( s, "corpus" );
      pegtl::coverage< pegtl::seq< Rule, pegtl::eof > >( in, result );
   }
}

}  // namespace

TEST_CASE( "the test corpus exercises every production and every branch", "[grammar][coverage]" )
{
   const auto inputs = corpus();
   pegtl::coverage_result result;
   cover< rfc1738::grammar::url >( inputs, result );
   std::vector< std::string > marks;
   for( char c = 0x20; c < 0x7f; ++c ) {
      marks.emplace_back( 1, c );
   }
   cover< rfc1738::grammar::national >( marks, result );
   cover< rfc1738::grammar::punctuation >( marks, result );
   // gopherurl parses its selector with the variant selector/gopher; the
   // production itself is used on its own (rfc1738::derives).
   cover< rfc1738::grammar::selector >( inputs, result );

   // What cannot fail, by construction: star<> and opt<>, the productions
   // whose language holds the empty string (each is a repetition or ends in
   // one: a PEG that matches nothing succeeds), the rest of gopherurl after
   // "/" gtype (all optional), and two contexts where the lookahead follows
   // a greedy *xchar: mailtourl's 1*xchar and otherurl's schemepart. eof only
   // closes the single characters of national and punctuation.
   const auto g = cfg::grammar::from_file( RFC1738_GRAMMAR_FILE );
   std::set< std::string > infallible = { "rfc1738::grammar::selector_in_gopher", "rfc1738::grammar::search_in_gopher", "tao::pegtl::eof" };
   for( const auto& info : rfc1738::grammar::production_table ) {
      cfg::matcher m( g, info.rfc_name );
      if( m.accepting( m.start() ) ) {
         infallible.insert( "rfc1738::grammar::" + std::string( info.identifier ) );
      }
   }
   const auto never_fails = [ & ]( const std::string& parent, const std::string& rule ) {
      if( rule.rfind( "tao::pegtl::star<", 0 ) == 0 || rule.rfind( "tao::pegtl::opt<", 0 ) == 0 || infallible.count( rule ) ) {
         return true;
      }
      if( rule.rfind( "tao::pegtl::internal::seq<rfc1738::grammar::selector_in_gopher, tao::pegtl::opt<", 0 ) == 0 ) {
         return true;
      }
      return rule == "tao::pegtl::not_at<rfc1738::grammar::xchar>" &&
             ( parent.rfind( "tao::pegtl::seq<rfc1738::grammar::mailtourl,", 0 ) == 0 || parent.rfind( "tao::pegtl::seq<rfc1738::grammar::otherurl,", 0 ) == 0 );
   };

   std::size_t rules = 0, branches = 0;
   std::vector< std::string > unexercised;
   for( const auto& [ name, entry ] : result ) {
      ++rules;
      const std::string rule( name );
      if( entry.success == 0 ) unexercised.push_back( rule + ": never succeeds" );
      if( entry.failure == 0 && !never_fails( "", rule ) ) unexercised.push_back( rule + ": never fails" );
      for( const auto& [ branch, info ] : entry.branches ) {
         ++branches;
         const std::string sub( branch );
         if( info.success == 0 ) unexercised.push_back( rule + " -> " + sub + ": never succeeds" );
         if( info.failure == 0 && !never_fails( rule, sub ) ) unexercised.push_back( rule + " -> " + sub + ": never fails" );
      }
   }
   std::cout << "coverage: " << inputs.size() << " inputs, " << rules << " rules, " << branches << " branches, "
             << unexercised.size() << " not exercised\n";
   for( const auto& u : unexercised ) {
      UNSCOPED_INFO( u );
   }
   CHECK( unexercised.empty() );
   // Every production of the grammar is among them (the generated rules are
   // named after the productions).
   for( const auto& info : rfc1738::grammar::production_table ) {
      INFO( info.rfc_name );
      CHECK( result.count( "rfc1738::grammar::" + std::string( info.identifier ) ) == 1 );
   }
}

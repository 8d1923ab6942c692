// SPDX-License-Identifier: BSL-1.0
// PEG is not CFG, for the March 1994 draft too: proof that every generated
// rule of edition draft-03 (generated/rfc1738/draft03/, namespace
// rfc1738::draft03) and of edition draft-03-literal (draft03_literal/) accepts
// exactly the language of its production of grammar/draft-ietf-uri-url-03.bnf
// read with grammar/draft-ietf-uri-url-03.readings (all of them, or all but
// the typos).
//
// For each production P, seq< P, eof > is compared with the independent
// matcher (tests/support: its own reader of the draft's notation, right
// recursion as NFA loops, no PEG semantics) on
//   (a) every string up to a depth over an alphabet holding one
//       representative of every class of bytes the draft tells apart, after
//       the empty seed and after seeds that reach into the production (its
//       scheme's literal, a host, ...);
//   (b) strings sampled from the draft's grammar by a random walk, and
//       single-byte mutants of them (substitution, deletion, insertion).
//
// Environment: RFC1738_DRAFT_EDITION=draft-03-literal tests that edition
// (default draft-03); RFC1738_DRAFT_PRODUCTION=name restricts the run to one
// production (ctest runs one test per production); RFC1738_EXHAUSTIVE_DEPTH
// (the RFC's exhaustive depth, default 6: the draft's is one less, 5; the
// sanitizer build sets 5, so 4 here) and RFC1738_SAMPLES (default 2000)
// change the amounts.
#include <catch2/catch.hpp>

#include <array>
#include <cstdlib>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include <tao/pegtl.hpp>

#include "cfg_matcher.hpp"
#include "rfc1738/draft03.hpp"
#include "rfc1738/draft03_literal.hpp"

namespace {

namespace cfg = rfc1738::test::cfg;
namespace draft = rfc1738::draft03;
namespace literal = rfc1738::draft03_literal;

// One representative of every class of bytes: hex and other lower-case
// letters, hex upper case, an ftptype letter, another upper case letter, "0"
// and "1" (the "%00" of prosperolink), "-" for the rest of safe, ".", "+",
// "@", "'" for extra, "*" (groupart), "!" (ftpaddress), the reserved
// characters the draft uses, "%" and "~" for every byte no production holds.
constexpr std::string_view alphabet = "axAIZ01-.+@'*!=;/?:%~";

constexpr char mutant_extra_bytes[] = "$_&\"() ,#{}|[]\\^<>bBhtpmi9\x7f\x80\xff\0\r\n\t";
constexpr std::string_view mutant_extras( mutant_extra_bytes, sizeof( mutant_extra_bytes ) - 1 );

template< typename Rule >
bool derives( std::string_view s )
{
   tao::pegtl::memory_input in( s.data(), s.size(), "" );
   return tao::pegtl::parse< tao::pegtl::seq< Rule, tao::pegtl::eof > >( in );
}

template< typename... Rules >
constexpr std::array< bool ( * )( std::string_view ), sizeof...( Rules ) > rules_of( tao::pegtl::type_list< Rules... > /*unused*/ )
{
   return { &derives< Rules >... };
}

constexpr auto rules = rules_of( draft::productions() );
static_assert( rules.size() == draft::production_count );
constexpr auto literal_rules = rules_of( literal::productions() );
static_assert( literal_rules.size() == literal::production_count );
static_assert( literal::production_count == draft::production_count );

std::vector< std::string > seeds_for( std::string_view p )
{
   if( p == "url" || p == "prefixedurl" ) {
      std::vector< std::string > s = { "http://", "http://a", "http://a/", "ftp://", "ftp://a", "ftp://a/", "ftp://a/b", "news:", "news:a", "nntp:", "nntp:a/",
                                       "prospero://a/", "prospero://a/b%00", "telnet://", "telnet://a", "gopher://", "gopher://a/", "wais://a/", "wais://a/b/",
                                       "wais://a/b/c/", "mailto:", "mailto:a", "mid:", "cid:" };
      if( p == "prefixedurl" || p == "url" ) {
         s.push_back( "mailto::" );
      }
      if( p == "prefixedurl" ) {
         for( auto& x : s ) {
            x = "url:" + x;
         }
      }
      return s;
   }
   if( p == "httpaddress" ) return { "http://", "http://a", "http://a/", "http://a/b?" };
   if( p == "ftpaddress" ) return { "ftp://", "ftp://a", "ftp://a/", "ftp://a:", "ftp://a@", "ftp://a/b" };
   if( p == "afsaddress" ) return { "afs://", "afs://a/" };
   if( p == "newsaddress" ) return { "news:", "news:a", "news:a@" };
   if( p == "nntpaddress" ) return { "nntp:", "nntp:a", "nntp:a/" };
   if( p == "midaddress" ) return { "mid:", "mid:a@" };
   if( p == "cidaddress" ) return { "cid:", "cid:a@" };
   if( p == "mailtoaddress" ) return { "mailto:", "mailto:a@", "mailto::", "mailto::a@" };
   if( p == "waisaddress" || p == "waisindex" || p == "waisdoc" ) return { "wais://", "wais://a/", "wais://a/b", "wais://a/b/", "wais://a/b/c/", "wais://a/b?" };
   if( p == "prosperoaddress" || p == "prosperolink" ) return { "prospero://", "prospero://a/", "prospero://a/b", "prospero://a/b%00" };
   if( p == "telnetaddress" ) return { "telnet://", "telnet://a", "telnet://a@", "telnet://a:" };
   if( p == "gopheraddress" ) return { "gopher://", "gopher://a/", "gopher://a/1", "gopher://a/1b?" };
   if( p == "login" ) return { "a@", "a:b@", "a:", "a@b" };
   if( p == "hostnumber" || p == "host" || p == "hostport" ) return { "1.2.", "1.2.3.", "a." };
   if( p == "wpath" ) return { "1=", "1=a;" };
   if( p == "article" || p == "groupart" || p == "addr-spec" || p == "content-identifier" ) return { "a@", "1@" };
   return {};
}

unsigned env_unsigned( const char* name, unsigned fallback )
{
   const char* v = std::getenv( name );
   return ( v && *v ) ? static_cast< unsigned >( std::strtoul( v, nullptr, 10 ) ) : fallback;
}

struct comparison {
   cfg::matcher& m;
   bool ( *peg )( std::string_view );
   std::size_t compared = 0;
   std::size_t accepted = 0;
   std::vector< std::string > disagreements;

   void record( const std::string& s, bool by_cfg )
   {
      const bool by_peg = peg( s );
      ++compared;
      accepted += by_cfg ? 1 : 0;
      if( by_cfg != by_peg && disagreements.size() < 20 ) {
         disagreements.push_back( cfg::quote( s ) + ( by_cfg ? " (BNF accepts, PEG rejects)" : " (BNF rejects, PEG accepts)" ) );
      }
   }

   void exhaust( std::string& s, cfg::matcher::state st, unsigned depth )
   {
      record( s, m.accepting( st ) );
      if( depth == 0 ) {
         return;
      }
      for( const char c : alphabet ) {
         s.push_back( c );
         exhaust( s, m.step( st, static_cast< unsigned char >( c ) ), depth - 1 );
         s.pop_back();
      }
   }
};

}  // namespace

TEST_CASE( "every generated rule of the draft accepts exactly its production's language", "[grammar][exactness][draft]" )
{
   const char* edition = std::getenv( "RFC1738_DRAFT_EDITION" );
   const bool is_literal = edition && std::string_view( edition ) == "draft-03-literal";
   REQUIRE( ( !edition || is_literal || std::string_view( edition ) == "draft-03" ) );
   const auto g = cfg::grammar::from_draft_files( RFC1738_DRAFT_FILE, RFC1738_DRAFT_READINGS_FILE, is_literal );
   const auto& names = is_literal ? literal::production_names : draft::production_names;
   const auto& peg = is_literal ? literal_rules : rules;
   const char* const label = is_literal ? "draft03_literal" : "draft03";
   REQUIRE( g.productions().size() == draft::production_count );
   const char* only = std::getenv( "RFC1738_DRAFT_PRODUCTION" );
   std::size_t checked = 0;
   std::size_t total = 0;
   std::size_t total_disagreements = 0;

   for( std::size_t i = 0; i < draft::production_count; ++i ) {
      const std::string_view name = names[ i ];
      REQUIRE( g.productions()[ i ] == name );   // the ids follow the matcher's order
      if( only && name != only ) {
         continue;
      }
      ++checked;
      cfg::matcher m( g, name );
      comparison c{ m, peg[ i ], 0, 0, {} };

      const unsigned rfc_depth = env_unsigned( "RFC1738_EXHAUSTIVE_DEPTH", 6 );
      const unsigned depth = rfc_depth > 1 ? rfc_depth - 1 : 1;
      std::string s;
      c.exhaust( s, m.start(), depth );
      const std::size_t exhaustive_plain = c.compared;
      for( const auto& seed : seeds_for( name ) ) {
         auto st = m.start();
         for( const char ch : seed ) {
            st = m.step( st, static_cast< unsigned char >( ch ) );
         }
         std::string t = seed;
         c.exhaust( t, st, depth > 1 ? depth - 1 : depth );
      }
      const std::size_t exhaustive = c.compared;

      cfg::sampler sampler( g, 1994 + i );
      std::mt19937_64 rng( 321 + i );
      std::string bytes( alphabet );
      bytes += mutant_extras;
      const unsigned samples = env_unsigned( "RFC1738_SAMPLES", 2000 );
      std::vector< std::string > sampled;
      for( unsigned k = 0; k < samples; ++k ) {
         sampled.push_back( sampler.sample( name ) );
         c.record( sampled.back(), m.matches( sampled.back() ) );
      }
      const std::size_t after_samples = c.compared;
      for( unsigned k = 0; k < samples; ++k ) {
         const std::string& base = sampled[ k ];
         // All single-byte mutants of the first 20 samples, three random ones of every other.
         const bool all = k < 20;
         const std::size_t positions = base.size() + 1;
         const unsigned count = all ? static_cast< unsigned >( positions * ( bytes.size() * 2 + 1 ) ) : 3;
         for( unsigned j = 0; j < count; ++j ) {
            const std::size_t pos = all ? ( j / ( bytes.size() * 2 + 1 ) ) : rng() % positions;
            const std::size_t op = all ? ( j % ( bytes.size() * 2 + 1 ) ) : rng() % ( bytes.size() * 2 + 1 );
            std::string t = base;
            if( op < bytes.size() ) {
               if( pos >= t.size() ) continue;
               t[ pos ] = bytes[ op ];
            }
            else if( op < 2 * bytes.size() ) {
               t.insert( pos, 1, bytes[ op - bytes.size() ] );
            }
            else {
               if( pos >= t.size() ) continue;
               t.erase( pos, 1 );
            }
            c.record( t, m.matches( t ) );
         }
      }
      std::cout << "exactness " << label << " " << name << ": " << c.compared << " strings compared (" << exhaustive_plain << " exhaustive to depth " << depth
                << " over " << alphabet.size() << " bytes, " << ( exhaustive - exhaustive_plain ) << " exhaustive after " << seeds_for( name ).size()
                << " seeds, " << ( after_samples - exhaustive ) << " sampled, " << ( c.compared - after_samples ) << " mutants; " << c.accepted
                << " in the language), " << c.disagreements.size() << " disagreements; " << m.dfa_states() << " DFA states\n";
      total += c.compared;
      total_disagreements += c.disagreements.size();
      INFO( "production " << name );
      for( const auto& d : c.disagreements ) {
         UNSCOPED_INFO( d );
      }
      CHECK( c.disagreements.empty() );
      CHECK( c.accepted > 0 );
   }
   std::cout << "exactness " << label << ": " << checked << " productions, " << total << " strings compared, " << total_disagreements << " disagreements\n";
   CHECK( checked > 0 );
}

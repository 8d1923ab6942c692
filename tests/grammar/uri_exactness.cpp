// SPDX-License-Identifier: BSL-1.0
// PEG is not CFG, for the URI editions too: proof that every generated rule
// of editions rfc1808, rfc2396, rfc2732, rfc3986 and rfc6874
// (generated/rfc1738/<edition>/, namespace rfc1738::<edition>) accepts exactly
// the language of its production of the edition's grammar files
// (grammar/rfc1808.bnf; rfc2396.bnf; rfc2396.bnf, rfc2373.bnf and
// rfc2732.bnf; rfc3986.abnf; rfc3986.abnf and rfc6874.abnf; with the core
// rules of grammar/rfc5234-core.abnf they name).
//
// For each production P, seq< P, eof > is compared with the independent
// matcher (tests/support: its own readers of ABNF and of RFC 822 notation,
// its own assembly of an edition's files, no PEG semantics) on
//   (a) every string up to a depth over an alphabet holding one
//       representative of every class of bytes the five grammars tell apart
//       (and, for P, one byte of each class of P's DFA the alphabet misses:
//       the scheme RFCs' letters and RFC 5322's bytes), after the empty
//       seed and after the seeds of a fixed list that P's language has as
//       prefixes (an authority, an IP literal, an IPv4 address, ...); below a
//       prefix that no string of P's language begins with, one byte more;
//   (b) strings sampled from the grammar by a random walk, and single-byte
//       mutants of them (substitution, deletion, insertion), over the
//       alphabet and the bytes of the classes' other members.
//
// Environment: RFC1738_URI_EDITION=rfc3986 tests that edition (default:
// all five); RFC1738_URI_PRODUCTION=name restricts the run to one production
// (ctest runs one test per production and edition); RFC1738_EXHAUSTIVE_DEPTH
// (the RFC's exhaustive depth, default 6: here two less, 4, the alphabet
// being larger; the sanitizer build sets 5, so 3 here) and RFC1738_SAMPLES
// (default 2000) change the amounts.
#include <catch2/catch.hpp>

#include <array>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <map>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include <tao/pegtl.hpp>

#include "cfg_matcher.hpp"
#include "rfc1738/rfc1808.hpp"
#include "rfc1738/rfc2396.hpp"
#include "rfc1738/rfc2732.hpp"
#include "rfc1738/rfc3986.hpp"
#include "rfc1738/rfc6874.hpp"

#if defined( RFC1738_GRAMMAR_DIR )
#define RFC1738_URI_GRAMMAR_DIR RFC1738_GRAMMAR_DIR
#elif defined( RFC1738_SOURCE_DIR )
#define RFC1738_URI_GRAMMAR_DIR RFC1738_SOURCE_DIR "/grammar"
#else
#error "RFC1738_GRAMMAR_DIR or RFC1738_SOURCE_DIR must be defined"
#endif

namespace {

namespace cfg = rfc1738::test::cfg;

// One representative of every class of bytes the five grammars tell apart
// (two bytes are in one class when every production's DFA steps alike on
// them): hex letters "a" and "A" (a-f, A-F), other letters "x" and "Z", "v"
// and "V" (IPvFuture's "v"); digits "0", "1", "2", "3" (3-4), "5", "6" (6-9),
// dec-octet's classes; each punctuation class: ":", "/", "?", "#", "[", "]",
// "@", "!" (! ' ( ) *), "$", "=" (& =), ",", ";", "+", "-", ".", "_", "~",
// "%"; RFC 1808's national ("{": { } | \ ^ `) and punctuation ("<": < > ");
// and " " for the bytes no grammar holds.
constexpr std::string_view alphabet = "aAxZvV012356:/?#[]@!$=,;+-._~%{< ";

// The other members of the classes, and bytes none holds.
constexpr char mutant_extra_bytes[] = "bBfFgGuUzY4789&'()*}|\\^`>\"\x7f\x80\xff\0\r\n\t";
constexpr std::string_view mutant_extras( mutant_extra_bytes, sizeof( mutant_extra_bytes ) - 1 );

// Prefixes that reach into the productions; each production takes those its
// language has as prefixes (one byte long ones the exhaustive run covers).
const std::vector< std::string > seed_candidates = {
   "http://", "http://a@", "http://a:", "http://a/", "http://[", "http://[::", "http://[1:2:3:4:5:6:", "http://[v1.", "http://[fe80::1%25",
   "mailto:", "mailto:a@b", "mailto:a@b?", "mailto:a@b?x=", "mailto:?", "file:", "file://", "file:///", "file://localhost",
   "http://1.2.3.", "http://25", "//", "//a:1", "a:", "/a/", "a/b;", "a?", "?#", "[::", "[v1.", "::", "1:2:3:4:5:6:", "1:2:3:4:5:6:7:",
   "1::", "::ffff:1.2.", "1.2.3.", "25", "a.b.", "a-", "a;b="
};

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

constexpr auto rfc1808_rules = rules_of( rfc1738::rfc1808::productions() );
static_assert( rfc1808_rules.size() == rfc1738::rfc1808::production_count );
constexpr auto rfc2396_rules = rules_of( rfc1738::rfc2396::productions() );
static_assert( rfc2396_rules.size() == rfc1738::rfc2396::production_count );
constexpr auto rfc2732_rules = rules_of( rfc1738::rfc2732::productions() );
static_assert( rfc2732_rules.size() == rfc1738::rfc2732::production_count );
constexpr auto rfc3986_rules = rules_of( rfc1738::rfc3986::productions() );
static_assert( rfc3986_rules.size() == rfc1738::rfc3986::production_count );
constexpr auto rfc6874_rules = rules_of( rfc1738::rfc6874::productions() );
static_assert( rfc6874_rules.size() == rfc1738::rfc6874::production_count );

// An edition's generated rules and their names, in production order.
struct generated
{
   std::vector< bool ( * )( std::string_view ) > rules;
   std::vector< std::string_view > names;
};

template< typename Rules, typename Names >
generated generated_of( const Rules& rules, const Names& names )
{
   generated g;
   g.rules.assign( rules.begin(), rules.end() );
   for( const auto& n : names ) {
      g.names.emplace_back( n );
   }
   return g;
}

generated generated_edition( std::string_view edition )
{
   if( edition == "rfc1808" ) return generated_of( rfc1808_rules, rfc1738::rfc1808::production_names );
   if( edition == "rfc2396" ) return generated_of( rfc2396_rules, rfc1738::rfc2396::production_names );
   if( edition == "rfc2732" ) return generated_of( rfc2732_rules, rfc1738::rfc2732::production_names );
   if( edition == "rfc3986" ) return generated_of( rfc3986_rules, rfc1738::rfc3986::production_names );
   if( edition == "rfc6874" ) return generated_of( rfc6874_rules, rfc1738::rfc6874::production_names );
   FAIL( "no generated edition " << edition );
   return {};
}

unsigned env_unsigned( const char* name, unsigned fallback )
{
   const char* v = std::getenv( name );
   return ( v && *v ) ? static_cast< unsigned >( std::strtoul( v, nullptr, 10 ) ) : fallback;
}

// The classes of bytes of the production's DFA (explored whole, up to a
// bound) that no byte of the alphabet represents.
std::vector< std::string > unrepresented_classes( cfg::matcher& m )
{
   constexpr std::size_t bound = 200000;
   std::vector< cfg::matcher::state > order{ m.start() };
   std::vector< char > seen( static_cast< std::size_t >( m.start() ) + 1, 0 );
   seen[ static_cast< std::size_t >( m.start() ) ] = 1;
   for( std::size_t k = 0; k < order.size() && order.size() < bound; ++k ) {
      for( unsigned b = 0; b < 256; ++b ) {
         const auto t = static_cast< std::size_t >( m.step( order[ k ], static_cast< unsigned char >( b ) ) );
         if( t >= seen.size() ) {
            seen.resize( t + 1, 0 );
         }
         if( !seen[ t ] ) {
            seen[ t ] = 1;
            order.push_back( static_cast< cfg::matcher::state >( t ) );
         }
      }
   }
   std::map< std::vector< cfg::matcher::state >, std::string > classes;
   for( unsigned b = 0; b < 256; ++b ) {
      std::vector< cfg::matcher::state > column;
      column.reserve( order.size() );
      for( const auto s : order ) {
         column.push_back( m.step( s, static_cast< unsigned char >( b ) ) );
      }
      classes[ column ] += static_cast< char >( b );
   }
   std::vector< std::string > out;
   for( const auto& [ column, bytes ] : classes ) {
      if( bytes.find_first_of( alphabet ) == std::string::npos ) {
         out.push_back( bytes );
      }
   }
   return out;
}

struct comparison
{
   cfg::matcher& m;
   bool ( *peg )( std::string_view );
   std::string_view bytes;   // the alphabet of the exhaustive run
   std::size_t compared = 0;
   std::size_t accepted = 0;
   std::vector< std::string > disagreements;

   void record( const std::string& s, bool by_cfg )
   {
      const bool by_peg = peg( s );
      ++compared;
      accepted += by_cfg ? 1 : 0;
      if( by_cfg != by_peg && disagreements.size() < 20 ) {
         disagreements.push_back( cfg::quote( s ) + ( by_cfg ? " (grammar accepts, PEG rejects)" : " (grammar rejects, PEG accepts)" ) );
      }
   }

   // Every string s + t, t over the alphabet up to depth bytes; below a
   // prefix no member of the language has (a dead state), only one byte more.
   void exhaust( std::string& s, cfg::matcher::state st, unsigned depth )
   {
      record( s, m.accepting( st ) );
      if( depth == 0 ) {
         return;
      }
      const bool dead = m.dead( st );
      for( const char c : bytes ) {
         s.push_back( c );
         if( dead ) {
            record( s, false );
         }
         else {
            exhaust( s, m.step( st, static_cast< unsigned char >( c ) ), depth - 1 );
         }
         s.pop_back();
      }
   }
};

struct totals
{
   std::size_t checked = 0;
   std::size_t compared = 0;
   std::size_t disagreements = 0;
};

void check_edition( const cfg::uri_edition& edition, const char* only, totals& sum )
{
   const auto g = cfg::grammar::from_uri_edition( edition.name, RFC1738_URI_GRAMMAR_DIR );
   const generated peg = generated_edition( edition.name );
   INFO( "edition " << edition.name );
   REQUIRE( peg.rules.size() == peg.names.size() );
   REQUIRE( g.productions().size() == peg.names.size() );
   for( std::size_t i = 0; i < peg.names.size(); ++i ) {
      REQUIRE( g.productions()[ i ] == peg.names[ i ] );   // the generator's order is the matcher's
   }
   const unsigned rfc_depth = env_unsigned( "RFC1738_EXHAUSTIVE_DEPTH", 6 );
   const unsigned depth = rfc_depth > 3 ? rfc_depth - 2 : 1;
   const unsigned samples = env_unsigned( "RFC1738_SAMPLES", 2000 );

   for( std::size_t i = 0; i < peg.names.size(); ++i ) {
      const std::string_view name = peg.names[ i ];
      if( only && name != only ) {
         continue;
      }
      ++sum.checked;
      INFO( "production " << name );
      const auto began = std::chrono::steady_clock::now();
      cfg::matcher m( g, name );
      // The alphabet, and one byte of each class it misses: the letters of
      // the scheme RFCs' literals ("file", "localhost", "mailto:"), RFC
      // 5322's quoted strings ("\"", "\\", HTAB).
      std::string own( alphabet );
      std::string added;
      for( const auto& c : unrepresented_classes( m ) ) {
         own += c[ 0 ];
         added += c[ 0 ];
      }
      comparison c{ m, peg.rules[ i ], own, 0, 0, {} };
      std::string s;
      c.exhaust( s, m.start(), depth );
      const std::size_t exhaustive_plain = c.compared;
      std::size_t seeds = 0;
      for( const auto& seed : seed_candidates ) {
         if( m.viable_prefix( seed ) != seed.size() ) {
            continue;
         }
         ++seeds;
         auto st = m.start();
         for( const char ch : seed ) {
            st = m.step( st, static_cast< unsigned char >( ch ) );
         }
         std::string t = seed;
         c.exhaust( t, st, depth > 1 ? depth - 1 : depth );
      }
      const std::size_t exhaustive = c.compared;

      cfg::sampler sampler( g, 1998 + i );
      std::mt19937_64 rng( 2005 + i );
      std::string bytes( own );
      bytes += mutant_extras;
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
      std::cout << "exactness " << edition.name << " " << name << ": " << c.compared << " strings compared (" << exhaustive_plain << " exhaustive to depth "
                << depth << " over " << own.size() << " bytes" << ( added.empty() ? "" : " (" + cfg::quote( added ) + " added)" ) << ", " << ( exhaustive - exhaustive_plain ) << " exhaustive after " << seeds << " seeds, "
                << ( after_samples - exhaustive ) << " sampled, " << ( c.compared - after_samples ) << " mutants; " << c.accepted << " in the language), "
                << c.disagreements.size() << " disagreements; " << m.dfa_states() << " DFA states; "
                << std::chrono::duration_cast< std::chrono::milliseconds >( std::chrono::steady_clock::now() - began ).count() << " ms\n";
      sum.compared += c.compared;
      sum.disagreements += c.disagreements.size();
      for( const auto& d : c.disagreements ) {
         UNSCOPED_INFO( d );
      }
      CHECK( c.disagreements.empty() );
      CHECK( c.accepted > 0 );
   }
}

}  // namespace

TEST_CASE( "every generated rule of a URI edition accepts exactly its production's language", "[grammar][exactness][uri]" )
{
   const char* edition = std::getenv( "RFC1738_URI_EDITION" );
   const char* only = std::getenv( "RFC1738_URI_PRODUCTION" );
   if( only && !*only ) {
      only = nullptr;
   }
   std::vector< cfg::uri_edition > editions;
   if( edition && *edition ) {
      editions.push_back( cfg::find_uri_edition( edition ) );   // throws for an unknown name
   }
   else {
      editions = cfg::uri_editions();
   }
   totals sum;
   for( const auto& e : editions ) {
      check_edition( e, only, sum );
   }
   std::cout << "exactness of the URI editions: " << sum.checked << " productions, " << sum.compared << " strings compared, " << sum.disagreements
             << " disagreements\n";
   CHECK( sum.checked > 0 );
}

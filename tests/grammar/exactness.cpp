// SPDX-License-Identifier: BSL-1.0
// PEG is not CFG: proof that every generated rule accepts exactly the language
// of its BNF production.
//
// For each production P, the PEGTL rule (as the library runs it:
// rfc1738::derives, i.e. seq< P, eof >) is compared with an independent
// matcher that reads grammar/rfc1738.bnf and interprets it as a context-free
// grammar (tests/support: hand-written reader, NFA, lazy DFA; no PEG
// semantics) on
//   (a) every string up to a depth over a small alphabet holding one
//       representative of every character class of the grammar, after the
//       empty seed and after seeds that reach into the production (its scheme
//       literal, a host, ...);
//   (b) strings sampled from the grammar by a random walk over the BNF, and
//       their single-byte mutants (substitution, deletion, insertion with bytes
//       of every class, NUL, CR, LF and bytes >= 0x80).
// For url, genericurl, otherurl and the scheme productions, whose derives()
// walks the verdict automaton (src/parser/verdict_walk.hpp), the PEGTL rules
// (detail::derives_by_rules) are compared too.
// For `url`, the verdicts of rfc1738::check are compared as well, and the
// parser's: rfc1738::derive( s, api ) succeeds exactly when the BNF derives s,
// and its tree is the full derivation's restricted to the api's productions
// (tests/support/tree_projection.hpp).
//
// Environment: RFC1738_PRODUCTION=name restricts the run to one production
// (ctest runs one test per production); RFC1738_EXHAUSTIVE_DEPTH overrides
// the depth of (a) (default 6 after the empty seed, 5 after the others).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "cfg_matcher.hpp"
#include "parser/verdict_walk.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "rfc1738/parse.hpp"
#include "tree_projection.hpp"

namespace {

using rfc1738::grammar::production;
namespace cfg = rfc1738::test::cfg;

// One representative of every class of bytes the grammar tells apart:
// hex lowalpha, other lowalpha, hex hialpha, other hialpha, "0", "9" (the
// digits of "%09"), each safe character but "$" ("$" behaves as "!"), "*"
// (grouppart), "!" (the rest of extra), each reserved character, "%", and
// "~" for every byte that occurs in no production.
constexpr std::string_view alphabet = "axAZ09-.+_*!;/?:@&=%~";

// Extra bytes for mutants: the rest of the characters named in §5 and the
// bytes a hostile input holds.
constexpr char mutant_extra_bytes[] = "$'(),{}|\\^[]`<>#\"htpHTP \x7f\x80\xff\0\r\n\t";
constexpr std::string_view mutant_extras( mutant_extra_bytes, sizeof( mutant_extra_bytes ) - 1 );   // the NUL inside included

// Seeds that reach into productions whose strings start with a literal longer
// than the exhaustive depth could reach from the empty string.
std::vector< std::string > seeds_for( std::string_view p )
{
   const std::vector< std::string > scheme_prefixes = { "http://", "ftp://", "news:", "nntp://", "telnet://", "gopher://", "wais://", "mailto:", "file://", "prospero://" };
   if( p == "url" ) {
      std::vector< std::string > s = scheme_prefixes;
      for( const char* extra : { "http://a", "ftp://a/", "ftp://a/b;type=", "gopher://a/1", "gopher://a/1b%09", "nntp://a/", "wais://a/", "prospero://a/", "file://a/", "a://", "a:" } ) {
         s.emplace_back( extra );
      }
      return s;
   }
   if( p == "genericurl" || p == "otherurl" ) return { "a:", "a://", "http:", "x.y+z-1:" };
   if( p == "schemepart" || p == "ip-schemepart" ) return { "//", "//a", "//a@", "//a:", "//a/" };
   if( p == "httpurl" ) return { "http://", "http://a", "http://a/", "http://a/b?" };
   if( p == "ftpurl" ) return { "ftp://", "ftp://a", "ftp://a/", "ftp://a/b;type=", "ftp://a:" };
   if( p == "fileurl" ) return { "file://", "file:///", "file://localhost", "file://a/" };
   if( p == "gopherurl" ) return { "gopher://", "gopher://a/", "gopher://a/1", "gopher://a/1%09", "gopher://a/1b%09", "gopher://a/1%09b%09" };
   if( p == "mailtourl" ) return { "mailto:" };
   if( p == "newsurl" ) return { "news:", "news:a", "news:a@" };
   if( p == "nntpurl" ) return { "nntp://", "nntp://a/", "nntp://a/b/" };
   if( p == "telneturl" ) return { "telnet://", "telnet://a" };
   if( p == "waisurl" || p == "waisdatabase" || p == "waisindex" || p == "waisdoc" ) return { "wais://", "wais://a/", "wais://a/b/", "wais://a/b?" };
   if( p == "prosperourl" ) return { "prospero://", "prospero://a/", "prospero://a/b;" };
   if( p == "ftptype" || p == "fpath" ) return { "a;type=" };
   if( p == "hostnumber" || p == "host" || p == "hostport" ) return { "1.2.", "1.2.3.", "a.b" };
   if( p == "login" ) return { "a@", "a:b@", "a.b" };
   return {};
}

unsigned env_unsigned( const char* name, unsigned fallback )
{
   const char* v = std::getenv( name );
   return ( v && *v ) ? static_cast< unsigned >( std::strtoul( v, nullptr, 10 ) ) : fallback;
}

struct comparison {
   cfg::matcher& m;
   production p;
   std::string_view name;
   std::size_t compared = 0;
   std::size_t accepted = 0;
   std::vector< std::string > disagreements;

   // derives() of url, genericurl, otherurl and the scheme productions walks
   // the verdict automaton (src/parser/verdict_walk.hpp): the PEGTL rules, still the
   // reference of trace and the parse tree, are compared as well.
   const bool by_automaton = p == production::url || p == production::genericurl || p == production::otherurl || rfc1738::grammar::find_scheme( p ) != nullptr;

   void record( const std::string& s, bool by_cfg, bool by_peg )
   {
      ++compared;
      accepted += by_cfg ? 1 : 0;
      if( by_cfg != by_peg && disagreements.size() < 20 ) {
         disagreements.push_back( cfg::quote( s ) + ( by_cfg ? " (BNF accepts, PEG rejects)" : " (BNF rejects, PEG accepts)" ) );
      }
      if( by_automaton && by_cfg != rfc1738::detail::derives_by_rules( p, s ) && disagreements.size() < 20 ) {
         disagreements.push_back( cfg::quote( s ) + ( by_cfg ? " (BNF accepts, the PEGTL rules reject)" : " (BNF rejects, the PEGTL rules accept)" ) );
      }
   }

   void compare( const std::string& s )
   {
      record( s, m.matches( s ), rfc1738::derives( p, s ) );
   }

   // Every string over `sigma` of length <= depth after `seed`.
   void exhaust( std::string& s, cfg::matcher::state st, std::string_view sigma, unsigned depth )
   {
      record( s, m.accepting( st ), rfc1738::derives( p, s ) );
      if( depth == 0 ) {
         return;
      }
      for( const char c : sigma ) {
         s.push_back( c );
         exhaust( s, m.step( st, static_cast< unsigned char >( c ) ), sigma, depth - 1 );
         s.pop_back();
      }
   }
};

// The verdicts of check() on one string, against the BNF.
struct url_verdicts {
   cfg::matcher url, generic;
   std::vector< cfg::matcher > own;   // by target production
   std::size_t compared = 0;
   std::vector< std::string > disagreements;

   explicit url_verdicts( const cfg::grammar& g )
      : url( g, "url" ), generic( g, "genericurl" )
   {}

   void compare( const cfg::grammar& g, const std::string& s )
   {
      ++compared;
      const auto v = rfc1738::check( s );
      const bool valid = url.matches( s );
      const auto target = v.target;
      bool conforms = false;
      if( target == production::genericurl ) {
         conforms = generic.matches( s );
      }
      else {
         cfg::matcher m( g, rfc1738::grammar::rfc_name( target ) );
         conforms = m.matches( s );
      }
      const bool production_ok = valid ? ( v.derived_by && *v.derived_by == ( ( conforms && target != production::genericurl ) ? target : production::otherurl ) ) : !v.derived_by;
      if( ( v.valid != valid || v.conforms != conforms || !production_ok ) && disagreements.size() < 20 ) {
         disagreements.push_back( cfg::quote( s ) );
      }
      // check() by the PEGTL rules (the reference; check() walks the automaton).
      const auto r = rfc1738::detail::check_by_rules( s );
      if( ( r.valid != valid || r.conforms != conforms || r.target != target || r.derived_by != v.derived_by ) && disagreements.size() < 20 ) {
         disagreements.push_back( cfg::quote( s ) + " (check by the PEGTL rules)" );
      }

      // The parser: its verdict, its error offset, its tree.
      const auto api = rfc1738::derive( s, rfc1738::tree_selection::api );
      const auto full = rfc1738::derive( s, rfc1738::tree_selection::full );
      const bool same_error = api.error.has_value() == full.error.has_value() && ( !api.error || api.error->offset == full.error->offset );
      if( ( api.error.has_value() == valid || !same_error || !rfc1738::test::is_api_projection( api.tree, full.tree ) ) && tree_disagreements.size() < 20 ) {
         tree_disagreements.push_back( cfg::quote( s ) );
      }
   }

   std::vector< std::string > tree_disagreements;
};

}  // namespace

TEST_CASE( "every generated rule accepts exactly its BNF production's language", "[grammar][exactness]" )
{
   const auto g = cfg::grammar::from_file( RFC1738_GRAMMAR_FILE );
   REQUIRE( g.productions().size() == rfc1738::grammar::production_count );
   const char* only = std::getenv( "RFC1738_PRODUCTION" );
   std::size_t checked = 0;

   for( std::size_t i = 0; i < rfc1738::grammar::production_count; ++i ) {
      const auto p = static_cast< production >( i );
      const std::string_view name = rfc1738::grammar::rfc_name( p );
      REQUIRE( g.productions()[ i ] == name );   // the ids follow the file order
      if( only && name != only ) {
         continue;
      }
      ++checked;
      cfg::matcher m( g, name );
      comparison c{ m, p, name, 0, 0, {} };

      // (a) exhaustive.
      const unsigned depth = env_unsigned( "RFC1738_EXHAUSTIVE_DEPTH", 6 );
      std::string s;
      c.exhaust( s, m.start(), alphabet, depth );
      const std::size_t exhaustive_plain = c.compared;
      for( const auto& seed : seeds_for( name ) ) {
         auto st = m.start();
         for( const char ch : seed ) {
            st = m.step( st, static_cast< unsigned char >( ch ) );
         }
         std::string t = seed;
         c.exhaust( t, st, alphabet, depth > 1 ? depth - 1 : depth );
      }
      const std::size_t exhaustive = c.compared;

      // (b) sampled, and single-byte mutants.
      cfg::sampler sampler( g, 1738 + i );
      std::mt19937_64 rng( 5118 + i );
      std::string bytes( alphabet );
      bytes += mutant_extras;
      const unsigned samples = env_unsigned( "RFC1738_SAMPLES", 20000 );
      std::vector< std::string > sampled;
      for( unsigned k = 0; k < samples; ++k ) {
         sampled.push_back( sampler.sample( name ) );
         c.compare( sampled.back() );
      }
      const std::size_t after_samples = c.compared;
      for( unsigned k = 0; k < samples; ++k ) {
         const std::string& base = sampled[ k ];
         // All single-byte mutants of the first 100 samples, three random ones of every other.
         const bool all = k < 100;
         const std::size_t positions = base.size() + 1;
         const unsigned count = all ? static_cast< unsigned >( positions * ( bytes.size() * 2 + 1 ) ) : 3;
         for( unsigned j = 0; j < count; ++j ) {
            const std::size_t pos = all ? ( j / ( bytes.size() * 2 + 1 ) ) : rng() % positions;
            const std::size_t op = all ? ( j % ( bytes.size() * 2 + 1 ) ) : rng() % ( bytes.size() * 2 + 1 );
            std::string t = base;
            if( op < bytes.size() ) {
               if( pos >= t.size() ) continue;
               t[ pos ] = bytes[ op ];               // substitute
            }
            else if( op < 2 * bytes.size() ) {
               t.insert( pos, 1, bytes[ op - bytes.size() ] );   // insert
            }
            else {
               if( pos >= t.size() ) continue;
               t.erase( pos, 1 );                    // delete
            }
            c.compare( t );
         }
      }
      std::cout << "exactness " << name << ": " << c.compared << " strings compared ("
                << exhaustive_plain << " exhaustive to depth " << depth << " over " << alphabet.size() << " bytes, "
                << ( exhaustive - exhaustive_plain ) << " exhaustive after " << seeds_for( name ).size() << " seeds, "
                << ( after_samples - exhaustive ) << " sampled, " << ( c.compared - after_samples ) << " mutants; "
                << c.accepted << " in the language), " << c.disagreements.size() << " disagreements; "
                << m.dfa_states() << " DFA states\n";
      INFO( "production " << name );
      for( const auto& d : c.disagreements ) {
         UNSCOPED_INFO( d );
      }
      CHECK( c.disagreements.empty() );
      CHECK( c.accepted > 0 );

      if( name == "url" ) {
         // rfc1738::check: valid, conforms, production against the BNF.
         url_verdicts u( g );
         cfg::sampler more( g, 42 );
         for( const auto& t : sampled ) {
            u.compare( g, t );
            if( !t.empty() ) {
               std::string m = t;
               m[ rng() % m.size() ] = bytes[ rng() % bytes.size() ];   // and a mutant of it
               u.compare( g, m );
            }
         }
         for( const char* target : { "httpurl", "ftpurl", "newsurl", "nntpurl", "telneturl", "gopherurl", "waisurl", "mailtourl", "fileurl", "prosperourl", "genericurl" } ) {
            for( int k = 0; k < 300; ++k ) {
               std::string t = more.sample( target );
               u.compare( g, t );
               t.insert( rng() % ( t.size() + 1 ), 1, bytes[ rng() % bytes.size() ] );
               u.compare( g, t );
            }
         }
         std::cout << "check() verdicts and derive() trees: " << u.compared << " strings compared, " << u.disagreements.size() << " verdict and " << u.tree_disagreements.size() << " tree disagreements\n";
         for( const auto& d : u.disagreements ) {
            UNSCOPED_INFO( "check(): " << d );
         }
         for( const auto& d : u.tree_disagreements ) {
            UNSCOPED_INFO( "derive(): " << d );
         }
         CHECK( u.disagreements.empty() );
         CHECK( u.tree_disagreements.empty() );
      }
   }
   CHECK( checked > 0 );
}

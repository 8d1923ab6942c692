// SPDX-License-Identifier: BSL-1.0
// The verdict automaton (src/parser/verdict_walk.hpp, generated/rfc1738/grammar/verdict.hpp)
// against the PEGTL rules, the reference: check()'s every verdict (valid,
// derived_by, target, conforms, the scheme's span) and derives() for url,
// genericurl, otherurl and the ten scheme productions agree with
// detail::check_by_rules and detail::derives_by_rules on
// - every input of the conformance data (conformance/rfc1738-tests.jsonl),
//   whose recorded verdicts they must also give,
// - every seed of the fuzz targets (fuzz/corpus/*/*), whole and line by line,
// - every line of the files RFC1738_ONEPASS_CORPUS names (':'-separated; the
//   test fails when one cannot be read),
// - every string of up to four bytes over an alphabet with a byte of every
//   byte class of the automaton and of the BNF's sets, alone and after the
//   beginnings of each scheme's URLs (up to three bytes there; every k-th
//   of them with RFC1738_SAMPLE_STRIDE=k, split_compare.hpp),
// - mutants (a byte replaced, inserted, deleted) of strings sampled from the
//   BNF for url and each scheme's production,
// - long inputs (runs longer than a vector, ending at every offset of one),
// - a shortest input to every state, then "/" and every byte;
// and every walk the machine can run (a byte at a time, SSE2, SSSE3, AVX2,
// AVX-512BW) ends in the same state. On every one of those inputs, the parse from the walk
// (src/parser/split.hpp) also gives the PEGTL parse's api tree (split_compare.hpp).
#include <catch2/catch.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "cfg_matcher.hpp"
#include "parser/verdict_walk.hpp"
#include "rfc1738/draft03/verdict.hpp"
#include "rfc1738/rfc2396/verdict.hpp"
#include "rfc1738/rfc2732/verdict.hpp"
#include "rfc1738/rfc3986/verdict.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/edition_list.hpp"
#include "rfc1738/grammar/production_info.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "inputs.hpp"
#include "split_compare.hpp"

namespace {

namespace g = rfc1738::grammar;
using rfc1738::production;

std::vector< production > automaton_productions()
{
   std::vector< production > out{ production::url, production::genericurl, production::otherurl };
   for( const auto& s : g::schemes ) {
      out.push_back( s.syntax );
   }
   return out;
}

struct tally {
   std::size_t made = 0;   // the inputs an enumeration made (sampled)
   std::size_t inputs = 0;
   std::size_t differ = 0;
   std::string first;   // the first input that differs, described
   rfc1738::test::split_tally split;
};

void compare( std::string_view s, tally& t )
{
   ++t.inputs;
   rfc1738::test::compare_split( s, t.split );
   static const auto productions = automaton_productions();
   const auto a = rfc1738::check( s );
   const auto b = rfc1738::detail::check_by_rules( s );
   bool same = rfc1738::test::same_verdict( a, b );
   std::string which = same ? "" : "check";
   // Every walk this machine can run ends in the same row, after the same
   // bytes.
   const auto row = rfc1738::detail::onepass::walk_to( s );
   if( rfc1738::detail::onepass::walk_bytes( s ) != row ) {
      same = false;
      which = "the walk a byte at a time";
   }
#if defined( RFC1738_ONEPASS_SSE2 )
   if( rfc1738::detail::onepass::walk_sse2( s ) != row ) {
      same = false;
      which = "the SSE2 walk";
   }
#endif
#if defined( RFC1738_ONEPASS_SSSE3 )
   if( rfc1738::detail::onepass::has_ssse3() && rfc1738::detail::onepass::walk_ssse3( s ) != row ) {
      same = false;
      which = "the SSSE3 walk";
   }
   if( rfc1738::detail::onepass::has_avx2() && rfc1738::detail::onepass::walk_avx2( s ) != row ) {
      same = false;
      which = "the AVX2 walk";
   }
   if( rfc1738::detail::onepass::has_avx512() && rfc1738::detail::onepass::walk_avx512( s ) != row ) {
      same = false;
      which = "the AVX-512BW walk";
   }
#endif
   for( const production p : productions ) {
      if( rfc1738::derives( p, s ) != rfc1738::detail::derives_by_rules( p, s ) ) {
         same = false;
         which = "derives " + std::string( g::production_table[ static_cast< std::size_t >( p ) ].rfc_name );
      }
   }
   if( !same ) {
      if( t.differ++ == 0 ) {
         std::ostringstream o;
         o << which << " differs on \"" << rfc1738::test::printable( s ) << "\" (" << s.size() << " bytes): automaton valid " << a.valid << " conforms " << a.conforms << " target "
           << g::production_table[ static_cast< std::size_t >( a.target ) ].rfc_name << "; rules valid " << b.valid << " conforms " << b.conforms << " target "
           << g::production_table[ static_cast< std::size_t >( b.target ) ].rfc_name;
         t.first = o.str();
      }
   }
}

void require_same( const tally& t )
{
   INFO( t.inputs << " inputs, " << t.differ << " differ; " << t.first );
   REQUIRE( t.inputs > 0 );
   REQUIRE( t.differ == 0 );
   INFO( t.split.inputs << " inputs, " << t.split.split << " split (" << t.split.fast << " by the fast path), " << t.split.verdicts << " verdicts from the masks, "
                        << t.split.differ << " differ; " << t.split.first );
   REQUIRE( t.split.differ == 0 );
}

std::string slurp( const std::filesystem::path& path )
{
   std::ifstream in( path, std::ios::binary );
   if( !in ) {
      FAIL( "cannot read " << path.string() );
   }
   std::ostringstream s;
   s << in.rdbuf();
   return s.str();
}

void each_line( std::string_view text, tally& t )
{
   while( !text.empty() ) {
      const auto nl = text.find( '\n' );
      compare( text.substr( 0, nl ), t );
      text.remove_prefix( nl == std::string_view::npos ? text.size() : nl + 1 );
   }
}

// The JSON string that begins at text[ at ] (after its opening quote), decoded.
std::string json_string( std::string_view text, std::size_t at )
{
   std::string out;
   while( at < text.size() && text[ at ] != '"' ) {
      char c = text[ at++ ];
      if( c != '\\' ) {
         out += c;
         continue;
      }
      c = text[ at++ ];
      switch( c ) {
         case 'b': out += '\b'; break;
         case 'f': out += '\f'; break;
         case 'n': out += '\n'; break;
         case 'r': out += '\r'; break;
         case 't': out += '\t'; break;
         case 'u': {
            const unsigned u = static_cast< unsigned >( std::stoul( std::string( text.substr( at, 4 ) ), nullptr, 16 ) );
            at += 4;
            if( u < 0x80 ) {
               out += static_cast< char >( u );
            }
            else if( u < 0x800 ) {
               out += static_cast< char >( 0xC0 | u >> 6 );
               out += static_cast< char >( 0x80 | ( u & 0x3F ) );
            }
            else {
               out += static_cast< char >( 0xE0 | u >> 12 );
               out += static_cast< char >( 0x80 | ( u >> 6 & 0x3F ) );
               out += static_cast< char >( 0x80 | ( u & 0x3F ) );
            }
            break;
         }
         default: out += c; break;
      }
   }
   return out;
}

// A byte of every class of the automaton, and of the sets the BNF names.
std::string alphabet()
{
   std::string a;
   std::vector< bool > seen( g::verdict::class_count, false );
   for( int b = 0; b < 256; ++b ) {
      if( !seen[ g::verdict::classes[ b ] ] ) {
         seen[ g::verdict::classes[ b ] ] = true;
         a += static_cast< char >( b );
      }
   }
   for( const char c : std::string_view( "aAzZ09+-.:/@;?=&%$_!*'(),~\\^[]`{}|<>\"# \x7f\x80\xff\n\r" ) ) {
      if( a.find( c ) == std::string::npos ) {
         a += c;
      }
   }
   if( a.find( '\0' ) == std::string::npos ) {
      a += '\0';
   }
   return a;
}

}  // namespace

TEST_CASE( "the automaton gives the recorded verdicts of the conformance data", "[grammar][onepass]" )
{
   const std::string text = slurp( std::filesystem::path( RFC1738_SOURCE_DIR ) / "conformance" / "rfc1738-tests.jsonl" );
   tally t;
   std::size_t recorded = 0;
   std::istringstream lines( text );
   for( std::string line; std::getline( lines, line ); ) {
      const auto at = line.find( "{\"input\":\"" );
      REQUIRE( at == 0 );
      const std::string input = json_string( line, 10 );
      compare( input, t );
      const auto v = rfc1738::check( input );
      const bool valid = line.find( "\"valid\":true" ) != std::string::npos;
      const bool conforms = line.find( "\"conforms\":true" ) != std::string::npos;
      INFO( line );
      REQUIRE( v.valid == valid );
      REQUIRE( v.conforms == conforms );
      if( v.derived_by ) {
         REQUIRE( line.find( "\"production\":\"" + std::string( g::production_table[ static_cast< std::size_t >( *v.derived_by ) ].rfc_name ) + "\"" ) !=
                  std::string::npos );
      }
      ++recorded;
   }
   REQUIRE( recorded >= 3000 );
   require_same( t );
}

TEST_CASE( "the automaton agrees with the rules on every fuzz seed", "[grammar][onepass]" )
{
   tally t;
   for( const auto& e : std::filesystem::recursive_directory_iterator( std::filesystem::path( RFC1738_SOURCE_DIR ) / "fuzz" / "corpus" ) ) {
      if( e.is_regular_file() ) {
         const std::string text = slurp( e.path() );
         compare( text, t );
         each_line( text, t );
      }
   }
   REQUIRE( t.inputs > 10000 );
   require_same( t );
}

TEST_CASE( "the automaton agrees with the rules on the corpora named", "[grammar][onepass]" )
{
   const char* files = std::getenv( "RFC1738_ONEPASS_CORPUS" );
   if( files == nullptr ) {
      SUCCEED( "RFC1738_ONEPASS_CORPUS unset: no corpus named" );
      return;
   }
   tally t;
   std::istringstream names( files );
   for( std::string name; std::getline( names, name, ':' ); ) {
      each_line( slurp( name ), t );
   }
   require_same( t );
}

namespace {

// Every string of length 0..depth over a, after prefix.
void every_string( const std::string& prefix, const std::string& a, std::size_t depth, tally& t )
{
   rfc1738::test::every_string( prefix, a, depth, [ &t ]( std::string_view s ) {
      if( rfc1738::test::sampled( t.made ) ) {
         compare( s, t );
      }
   } );
}

}  // namespace

TEST_CASE( "the automaton agrees with the rules on every short string", "[grammar][onepass]" )
{
   const std::string a = alphabet();
   // A byte of each class of the automaton: every way it can move.
   std::string classes;
   for( const char c : a ) {
      if( classes.size() < g::verdict::class_count ) {
         classes += c;
      }
   }
   tally t;
   every_string( "", classes, 4, t );
   REQUIRE( t.made > classes.size() * classes.size() * classes.size() * classes.size() );
   REQUIRE( t.inputs >= t.made / rfc1738::test::sample_stride() );
   std::vector< std::string > prefixes{ "" };
   for( const auto& s : g::schemes ) {
      prefixes.emplace_back( s.prefix );
      prefixes.emplace_back( std::string( s.name ) + ":" );
   }
   for( const char* p : { "x:", "http://h", "http://h/", "http://h:8/p?", "ftp://u:p@h/", "ftp://h/p;type=", "gopher://h/1", "wais://h/d?",
                          "mailto:a", "news:a@", "telnet://u@h:", "file://h/", "prospero://h/p;", "nntp://h/g/" } ) {
      prefixes.emplace_back( p );
   }
   for( const auto& prefix : prefixes ) {
      every_string( prefix, a, 3, t );
   }
   require_same( t );
}

TEST_CASE( "the automaton agrees with the rules on mutants of sampled URLs", "[grammar][onepass]" )
{
   const auto bnf = rfc1738::test::cfg::grammar::from_file( RFC1738_GRAMMAR_FILE );
   const std::string a = alphabet();
   std::mt19937_64 rng( 1738 );
   tally t;
   std::vector< std::string > names{ "url", "genericurl" };
   for( const auto& s : g::schemes ) {
      names.emplace_back( g::production_table[ static_cast< std::size_t >( s.syntax ) ].rfc_name );
   }
   for( const auto& name : names ) {
      for( std::uint64_t seed = 0; seed < 400; ++seed ) {
         rfc1738::test::cfg::sampler sampler( bnf, seed * 7919 + name.size() );
         const std::string s = sampler.sample( name, 1 + static_cast< unsigned >( seed % 6 ) );
         compare( s, t );
         for( int m = 0; m < 40; ++m ) {
            std::string x = s;
            const std::size_t at = rng() % ( x.size() + 1 );
            const char c = a[ rng() % a.size() ];
            switch( rng() % 3 ) {
               case 0:
                  if( at < x.size() ) {
                     x[ at ] = c;
                     break;
                  }
                  [[fallthrough]];
               case 1: x.insert( at, 1, c ); break;
               default:
                  if( at < x.size() ) {
                     x.erase( at, 1 );
                  }
                  break;
            }
            compare( x, t );
         }
      }
   }
   require_same( t );
}

TEST_CASE( "the automaton agrees with the rules on long runs, ending anywhere", "[grammar][onepass]" )
{
   tally t;
   for( const char* prefix : { "http://h/", "http://h/p?", "ftp://u", "ftp://u:", "http://", "gopher://h/1", "news:", "mailto:", "x:", "file://h/", "wais://h/d/t/" } ) {
      for( std::size_t n = 0; n < 70; ++n ) {
         std::string s = std::string( prefix ) + std::string( n, 'a' );
         compare( s, t );
         for( const char c : std::string_view( "%/.:@?;-1 " ) ) {
            std::string x = s;
            for( std::size_t at = std::string_view( prefix ).size(); at <= x.size(); at += 5 ) {
               x.insert( at, 1, c );
               compare( x, t );
               x.erase( at, 1 );
            }
            compare( s + c, t );
            compare( s + c + "b", t );
         }
      }
   }
   const std::string big = "http://h/" + std::string( 1 << 20, 'a' );
   compare( big, t );
   compare( big + " ", t );
   compare( big + "%4", t );
   require_same( t );
}

// The vector walks skip a hostname's labels, dots and hyphens as one run (a
// run state's region, src/parser/verdict_walk.hpp): every hostname shape, ending at every
// offset of a vector (16, 32 or 64 bytes), within it or past it.
TEST_CASE( "the automaton agrees with the rules on hostnames, one region, ending anywhere", "[grammar][onepass]" )
{
   tally t;
   const std::string_view letters = "a1.-Z";
   // Every string of up to 6 of those bytes as a host, with the region
   // beginning at different offsets of a vector.
   std::vector< std::string > hosts{ "" };
   for( std::size_t size = 1, from = 0; size <= 6; ++size ) {
      const std::size_t to = hosts.size();
      for( std::size_t i = from; i < to; ++i ) {
         for( const char c : letters ) {
            hosts.push_back( hosts[ i ] + c );
         }
      }
      from = to;
   }
   for( const char* prefix : { "http://", "http://www.ex", "ftp://u:p@h", "telnet://" } ) {
      for( const auto& host : hosts ) {
         for( const char* tail : { "", "/pppppppppppppppp", ":8/pppppppppppppp", "@h" } ) {
            compare( std::string( prefix ) + host + tail, t );
         }
      }
   }
   // Random hostnames of up to 60 bytes, mostly letters, in every scheme
   // with a host, followed by what may follow a host.
   std::mt19937 random( 1738 );
   const std::string_view bytes = "abcxyzABZ0189..--";
   for( const char* prefix : { "http://", "ftp://", "ftp://u:p@", "telnet://", "gopher://", "wais://", "prospero://", "nntp://", "file://", "news:", "x://" } ) {
      for( int k = 0; k < 400; ++k ) {
         std::string host;
         const std::size_t size = random() % 61;
         for( std::size_t i = 0; i < size; ++i ) {
            host += bytes[ random() % bytes.size() ];
         }
         for( const char* tail : { "", "/", ":80/p", "?q", " ", "%41", "/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" } ) {
            compare( std::string( prefix ) + host + tail, t );
         }
      }
   }
   require_same( t );
}

// The vector walks skip a run with its escapes ("%" hex hex) at once (a run
// state's escape, src/parser/verdict_walk.hpp): escapes whole, cut short and bad, dense
// and sparse, at every offset of a vector (16, 32 or 64 bytes), in every run that has them.
TEST_CASE( "the automaton agrees with the rules on escapes in runs, ending anywhere", "[grammar][onepass]" )
{
   tally t;
   const char* const prefixes[] = { "http://h/", "http://h/p?", "ftp://h/", "ftp://u:", "ftp://", "gopher://h/1", "news:", "mailto:", "x:", "x://", "file://h/",
                                    "wais://h/d/t/", "telnet://", "prospero://h/p;f=", "nntp://h/" };
   // Every string of up to 5 bytes of "%4Fga/" after each prefix and a
   // padding that moves it through a vector.
   std::vector< std::string > tails{ "" };
   for( std::size_t size = 1, from = 0; size <= 5; ++size ) {
      const std::size_t to = tails.size();
      for( std::size_t i = from; i < to; ++i ) {
         for( const char c : std::string_view( "%4Fga/" ) ) {
            tails.push_back( tails[ i ] + c );
         }
      }
      from = to;
   }
   for( const char* prefix : prefixes ) {
      for( const std::size_t pad : { 0, 7, 12, 16, 50, 60 } ) {   // 50, 60: past a vector of 64 bytes too
         for( const auto& tail : tails ) {
            compare( std::string( prefix ) + std::string( pad, 'a' ) + tail, t );
         }
      }
   }
   // Runs of whole escapes and letters, cut at every length, then an escape
   // cut short or bad (or a good one), then more: the escape that crosses
   // from one vector to the next, at every offset.
   const std::string dense = "%41a%2F%7e%3Dbc%41%41%41%41d%4a%4A%41%41e%41f%41%41%41%41%41%41";
   for( const char* prefix : prefixes ) {
      for( std::size_t k = 0; k <= dense.size(); ++k ) {
         for( const char* cut : { "%4/", "%/", "%", "%4", "%g1", "%%41", "%41", "/", " " } ) {
            const std::string s = std::string( prefix ) + dense.substr( 0, k ) + cut;
            compare( s, t );
            compare( s + "aaaa", t );
            compare( s + "%41aaaaaaaaaaaaaaaaaa", t );
         }
      }
   }
   // Random strings, mostly escapes, of up to 80 bytes.
   std::mt19937 random( 1738 );
   const std::string_view bytes = "%%%%4419aAfFgG/?;=@:. ";
   for( const char* prefix : prefixes ) {
      for( int k = 0; k < 600; ++k ) {
         std::string s = prefix;
         const std::size_t size = random() % 81;
         for( std::size_t i = 0; i < size; ++i ) {
            s += bytes[ random() % bytes.size() ];
         }
         compare( s, t );
      }
   }
   require_same( t );
}

// The walk jumps over a scheme's URL prefix ("http://"), its name alone
// ("http", as in "ftps:"), or a common beginning ("https://") at once:
// every byte after each name and after each prefix's every beginning.
TEST_CASE( "the automaton agrees with the rules after scheme names and prefixes", "[grammar][onepass]" )
{
   std::vector< std::string_view > texts( std::begin( rfc1738::detail::onepass::common_beginnings ), std::end( rfc1738::detail::onepass::common_beginnings ) );
   for( const auto& scheme : g::schemes ) {
      texts.push_back( scheme.prefix );
   }
   tally t;
   for( const auto text : texts ) {
      for( std::size_t size = 0; size <= text.size(); ++size ) {
         for( unsigned c = 0; c < 256; ++c ) {
            const std::string s = std::string( text.substr( 0, size ) ) + static_cast< char >( c );
            compare( s, t );
            compare( s + "://h/aaaaaaaaaaaa", t );
            compare( s + "s://h/aaaaaaaaaaaa", t );
            compare( s + "h/aaaaaaaaaaaa%41?q", t );
         }
      }
   }
   require_same( t );
}


// prefix_jump (src/parser/verdict_walk.hpp) jumps over a common beginning ("https://"),
// a scheme's prefix or its name with the row after it as a constant: on
// eight bytes made of each of those cut at every length, then every byte,
// then each of them again (two overlapping), then padding, it jumps exactly
// when the bytes begin with one of them, over one of them, to the row the
// table's walk a byte at a time reaches after it.
namespace op = rfc1738::detail::onepass;

// The row V's tables reach after s, a table lookup a byte at a time (the
// reference of the walks).
template< typename V >
std::uint16_t plain_row( const std::string_view s )
{
   std::uint16_t row = V::start;
   for( const char c : s ) {
      row = V::next[ row + V::classes[ static_cast< unsigned char >( c ) ] ];
   }
   return row;
}

// Every walk this machine can run (AVX-512BW, AVX2, SSSE3, SSE2, a byte at a time) ends in
// plain_row's row.
template< typename V >
bool walks_agree( const std::string& s )
{
   const std::uint16_t row = plain_row< V >( s );
   bool same = op::walk_bytes< V >( s ).row == row && op::walk_to< V >( s ).row == row;
#if defined( RFC1738_ONEPASS_SSE2 )
   same = same && op::walk_sse2< V >( s ).row == row;
#endif
#if defined( RFC1738_ONEPASS_SSSE3 )
   same = same && ( !op::has_ssse3() || op::walk_ssse3< V >( s ).row == row );
   same = same && ( !op::has_avx2() || op::walk_avx2< V >( s ).row == row );
   same = same && ( !op::has_avx512() || op::walk_avx512< V >( s ).row == row );
#endif
   return same;
}

// Over V's tables: the jump over each of the beginnings, on inputs of
// eight bytes and of sixteen (where a scheme's URL prefix longer than eight
// bytes, "prospero://", is jumped over whole: it must be, when the input
// begins with it).
template< typename V >
void jumps_are_walks( const std::size_t length )
{
   std::vector< std::string_view > texts( op::beginnings.begin(), op::beginnings.end() );
   std::vector< std::string_view > wholes;   // the prefixes longer than eight bytes
   for( const auto& scheme : g::schemes ) {
      if( scheme.prefix.size() > 8 ) {
         wholes.push_back( scheme.prefix );
      }
   }
   if( length == 16 ) {
      texts.insert( texts.end(), wholes.begin(), wholes.end() );
   }
   const auto walk = plain_row< V >;
   std::vector< std::string_view > tails( texts );
   tails.emplace_back( "" );
   std::size_t inputs = 0;
   std::size_t jumps = 0;
   std::size_t whole_jumps = 0;
   std::size_t differ = 0;
   std::string first;
   for( const auto text : texts ) {
      for( std::size_t size = 0; size <= text.size(); ++size ) {
         for( unsigned c = 0; c < 256; ++c ) {
            for( const auto tail : tails ) {
               std::string s = std::string( text.substr( 0, size ) ) + static_cast< char >( c ) + std::string( tail ) + "xxxxxxxxxxxxxxxx";
               s.resize( length );
               bool begins = false;   // with one of the texts
               std::size_t whole = 0;   // the size of the whole prefix it begins with
               for( const auto t : texts ) {
                  begins = begins || s.compare( 0, t.size(), t ) == 0;
               }
               for( const auto t : wholes ) {
                  whole = length == 16 && s.compare( 0, t.size(), t ) == 0 ? t.size() : whole;
               }
               std::uint16_t row = 0xFFFF;
               std::uint16_t entry = V::no_row;
               const std::size_t m = op::prefix_jump< V >( s.data(), s.data() + s.size(), row, entry );
               bool over_one = false;   // the m bytes jumped are one of the texts
               for( const auto t : texts ) {
                  over_one = over_one || ( t.size() == m && s.compare( 0, m, t ) == 0 );
               }
               ++inputs;
               jumps += m != 0 ? 1 : 0;
               whole_jumps += m > 8 ? 1 : 0;
               const bool entered = m != 0 && entry == op::entry_after< V >( std::string_view( s ).substr( 0, m ), row );
               if( ( m != 0 ) != begins || ( whole != 0 && m != whole ) || ( m != 0 && ( !over_one || !entered || row != walk( std::string_view( s ).substr( 0, m ) ) ) ) ) {
                  if( differ++ == 0 ) {
                     first = rfc1738::test::printable( s ) + ": jump of " + std::to_string( m ) + " bytes to row " + std::to_string( row ) + ", the table's " +
                             std::to_string( walk( std::string_view( s ).substr( 0, m ) ) );
                  }
               }
            }
         }
      }
   }
   INFO( inputs << " inputs, " << jumps << " jump, " << whole_jumps << " over a whole prefix longer than eight bytes, " << differ << " differ; " << first );
   REQUIRE( jumps > texts.size() * 256 );
   REQUIRE( jumps < inputs );
   REQUIRE( ( whole_jumps != 0 ) == ( length == 16 && !wholes.empty() ) );
   REQUIRE( differ == 0 );
}

template< typename V >
void jumps_are_walks()
{
   jumps_are_walks< V >( 8 );
   jumps_are_walks< V >( 16 );
}

// Over V's tables: after each beginning whose row enters a run (the walk
// skips that run from there at once), every walk ends in the row of the
// walk a byte at a time, on runs of every byte of lengths around the
// vector's (and an escape's pieces) followed by every byte. Returns how
// many beginnings enter a run.
template< typename V >
std::size_t entries_are_walks()
{
   std::size_t entering = 0;
   std::size_t inputs = 0;
   std::size_t differ = 0;
   std::string first;
   // Each beginning, then each whole prefix jumped over by its tail.
   for( std::size_t j = 0; j < 2 * op::beginnings.size(); ++j ) {
      const std::size_t k = j % op::beginnings.size();
      const bool whole = j >= op::beginnings.size();
      const auto& f = op::prefixes< V >[ k ];
      if( ( whole ? ( f.tail_size == 0 ? V::no_row : f.tail_entry ) : f.entry ) == V::no_row ) {
         continue;
      }
      ++entering;
      const std::string text( whole ? op::whole_of( op::beginnings[ k ] ) : op::beginnings[ k ] );
      for( unsigned c = 0; c < 256; ++c ) {
         for( const std::size_t size : { 1, 8, 15, 16, 17, 31, 33 } ) {
            for( const char* const middle : { "", "%", "%4", "%41", "[" } ) {
               for( unsigned after = 0; after < 256; after += 17 ) {
                  const std::string s = text + middle + std::string( size, static_cast< char >( c ) ) + static_cast< char >( after );
                  ++inputs;
                  if( !walks_agree< V >( s ) && differ++ == 0 ) {
                     first = rfc1738::test::printable( s );
                  }
               }
            }
         }
      }
   }
   INFO( inputs << " inputs, " << differ << " differ; " << first );
   REQUIRE( differ == 0 );
   return entering;
}

TEST_CASE( "the jump over a scheme's prefix or name is the table's walk over it", "[grammar][onepass]" )
{
   std::vector< std::string_view > texts( std::begin( op::common_beginnings ), std::end( op::common_beginnings ) );
   for( const auto& scheme : g::schemes ) {
      texts.push_back( scheme.prefix.substr( 0, 8 ) );
      texts.push_back( scheme.name );
   }
   // The beginnings: "https://", then each scheme's prefix and name.
   REQUIRE( std::equal( texts.begin(), texts.end(), op::beginnings.begin(), op::beginnings.end() ) );
   jumps_are_walks< op::grammar_tables >();
   // The same over an edition's own verdict automaton.
   jumps_are_walks< rfc1738::rfc3986::verdict::tables >();
   jumps_are_walks< rfc1738::rfc2396::verdict::tables >();
   jumps_are_walks< rfc1738::draft03::verdict::tables >();
}

TEST_CASE( "a run entered after a beginning is skipped as the walk a byte at a time reads it", "[grammar][onepass]" )
{
   // Each of these automata has a beginning whose row enters a run that
   // takes escapes, or is one (after "http://" RFC 2732's and 3986's host,
   // RFC 2396's authority and path; after "https://" RFC 1738's otherurl's
   // schemepart, after "mailto:" its encoded822addr).
   CHECK( entries_are_walks< op::grammar_tables >() > 0 );
   CHECK( entries_are_walks< rfc1738::rfc3986::verdict::tables >() > 0 );
   CHECK( entries_are_walks< rfc1738::rfc2732::verdict::tables >() > 0 );
   CHECK( entries_are_walks< rfc1738::rfc2396::verdict::tables >() > 0 );
}

// Each edition's verdict automaton: every walk this machine can run
// (AVX-512BW, AVX2, SSSE3, SSE2, a byte at a time) ends in the row of the plain
// walk, a table lookup per byte, on every fuzz seed and its lines, and on
// runs of each edition's characters of every length to 40 and around 64 and
// 128 with every byte after them (the vector steps' ends and the last vector
// before the input's end, for vectors of 16, 32 and 64 bytes).
template< typename V >
std::size_t edition_walks_agree( const std::vector< std::string >& inputs, std::string& first )
{
   std::size_t differ = 0;
   for( const auto& s : inputs ) {
      if( !walks_agree< V >( s ) && differ++ == 0 ) {
         first = rfc1738::test::printable( s );
      }
   }
   return differ;
}

TEST_CASE( "each edition's walks end in the row of the walk a byte at a time", "[grammar][onepass][edition]" )
{
   std::vector< std::string > inputs;
   for( const auto& e : std::filesystem::recursive_directory_iterator( std::filesystem::path( RFC1738_SOURCE_DIR ) / "fuzz" / "corpus" ) ) {
      if( e.is_regular_file() ) {
         const std::string text = slurp( e.path() );
         inputs.push_back( text );
         std::istringstream lines( text );
         for( std::string line; std::getline( lines, line ); ) {
            inputs.push_back( line );
         }
      }
   }
   for( const std::string_view head : { "", "http://", "https://h.example/", "file:///", "mailto:", "//h:80/", "s:", "a/", "?", "#", "http://[::1]/" } ) {
      for( const std::string_view run : { "a", "a.b-", "%41", "a%4", "/a/", "!$&'()*+,;=", "[v1.a]", "1.2.3.4", "~_" } ) {
         for( std::size_t n = 0; n <= 132; n = n == 40 ? 60 : n == 68 ? 124 : n + 1 ) {
            std::string s( head );
            while( s.size() < head.size() + n ) {
               s += run;
            }
            s.resize( head.size() + n );
            for( unsigned c = 0; c < 256; ++c ) {
               inputs.push_back( s + static_cast< char >( c ) );
               inputs.push_back( s + static_cast< char >( c ) + "aaaaaaaaaaaaaaaaaaaa" );
            }
         }
      }
   }
   std::string first;
   std::size_t differ = 0;
   std::size_t editions = 0;
   std::apply(
      [ & ]( auto... e ) {
         const auto one = [ & ]( auto ed ) {
            using E = decltype( ed );
            if constexpr( !E::generic ) {
               differ += edition_walks_agree< typename E::verdict >( inputs, first );
               ++editions;
            }
         };
         ( one( e ), ... );
      },
      rfc1738::edition_list::all{} );
   REQUIRE( editions + 1 == std::size( rfc1738::editions ) );
   INFO( inputs.size() << " inputs, " << differ << " differ; first: " << first );
   REQUIRE( inputs.size() > 100000 );
   REQUIRE( differ == 0 );
}

// A step on "/" takes next[ s + classes[ '/' ] ] (src/parser/verdict_walk.hpp): from
// every state the automaton reaches (a shortest input to each, over one byte
// of each class), a "/", then nothing, a run, a skip's worth of bytes, an
// escape, a search, a "/" again; and every byte after each state, for good
// measure.
TEST_CASE( "the automaton agrees with the rules on a \"/\" after every state", "[grammar][onepass]" )
{
   namespace v = g::verdict;
   std::string classes;
   for( const char c : alphabet() ) {
      if( classes.size() < v::class_count ) {
         classes += c;
      }
   }
   // A shortest input to each state, breadth first.
   std::vector< std::string > to( v::state_count );
   std::vector< bool > seen( v::state_count, false );
   std::vector< std::uint16_t > queue{ v::start };
   seen[ v::start / v::class_count ] = true;
   for( std::size_t k = 0; k < queue.size(); ++k ) {
      const std::uint16_t row = queue[ k ];
      for( const char c : classes ) {
         const std::uint16_t n = v::next[ row + v::classes[ static_cast< unsigned char >( c ) ] ];
         if( !seen[ n / v::class_count ] ) {
            seen[ n / v::class_count ] = true;
            to[ n / v::class_count ] = to[ row / v::class_count ] + c;
            queue.push_back( n );
         }
      }
   }
   REQUIRE( queue.size() > 300 );
   tally t;
   for( const std::uint16_t row : queue ) {
      const std::string& s = to[ row / v::class_count ];
      for( const char* tail : { "", "a", "/", "aaaaaaaaaaaaaaaaaaaaaaaa", "%41", "?x", "/h.x/p" } ) {
         compare( s + "/" + tail, t );
         compare( s + "/" + tail + "/", t );
      }
      for( unsigned c = 0; c < 256; ++c ) {
         compare( s + static_cast< char >( c ) + "/aaaaaaaaaaaaaaaaaa", t );
      }
   }
   require_same( t );
}

// scheme_of (check.cpp) reads a run of scheme bytes, its table taken from the
// rule's type, instead of matching the rule: against the BNF's own matcher
// (tests/support), on every string of up to five bytes over the scheme's
// bytes and the bytes around them, alone and after scheme-like beginnings.
// A scheme is the text before the first ":" when `scheme` derives it.
TEST_CASE( "scheme_of: the text before the first \":\" when scheme derives it", "[grammar][onepass]" )
{
   const auto bnf = rfc1738::test::cfg::grammar::from_file( RFC1738_GRAMMAR_FILE );
   rfc1738::test::cfg::matcher scheme( bnf, "scheme" );
   const std::string a( "a9+-.:A/%\x80\0", 11 );
   std::size_t inputs = 0;
   std::size_t schemes = 0;
   std::string first_difference;
   const auto compare = [ & ]( const std::string& s ) {
      const auto colon = s.find( ':' );
      const bool expected = colon != std::string::npos && scheme.matches( std::string_view( s ).substr( 0, colon ) );
      const auto got = rfc1738::scheme_of( s );
      ++inputs;
      schemes += expected ? 1 : 0;
      if( got.has_value() != expected || ( got && *got != std::string_view( s ).substr( 0, colon ) ) ) {
         if( first_difference.empty() ) {
            first_difference = rfc1738::test::cfg::quote( s );
         }
      }
   };
   std::vector< std::string > level{ "" };
   for( int size = 0; size <= 5; ++size ) {
      std::vector< std::string > next;
      for( const auto& s : level ) {
         compare( s );
         for( const std::string prefix : { "http", "x-y.z+1", "HTTP", "wais" } ) {
            compare( prefix + s );
         }
         if( size < 5 ) {
            for( const char c : a ) {
               next.push_back( s + c );
            }
         }
      }
      level = std::move( next );
   }
   INFO( "first difference: " << first_difference );
   CHECK( first_difference.empty() );
   CHECK( inputs == 5 * ( 1 + 11 + 121 + 1331 + 14641 + 161051 ) );
   CHECK( schemes > 1000 );
}

// SPDX-License-Identifier: BSL-1.0
// The parse from the walk (src/parser/split.hpp) against the PEGTL parse, node by
// node (split_compare.hpp), on
// - every string of up to four bytes over delimiter-heavy alphabets after
//   each scheme's URL prefix, its name and ":", and beginnings of logins,
//   paths and generic URLs (five bytes after the prefixes of the forms the
//   splitter handles, and after places inside nntp, wais and prospero URLs),
//   (every k-th of them with RFC1738_SAMPLE_STRIDE=k, split_compare.hpp),
// - random strings over those alphabets after the same prefixes,
// - every line of the files RFC1738_SPLIT_CORPUS names (':'-separated; the
//   test fails when one cannot be read), e.g. the corpora of bench_peers;
// tests/grammar/onepass.cpp runs the same comparison on all of its inputs.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "inputs.hpp"
#include "rfc1738/grammar/alphabets.hpp"
#include "rfc1738/grammar/automata.hpp"
#include "rfc1738/grammar/fast_path.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "split_compare.hpp"

namespace {

namespace g = rfc1738::grammar;
using rfc1738::test::split_tally;

// Which sets of vector instructions the fast paths were compared with:
// said in the output, so that a processor without AVX-512BW or AVX2 (whose
// masks are then neither used nor compared) does not pass that part
// silently.
void say_isas()
{
   static const bool said = [] {
      std::string names;
      for( const auto i : rfc1738::test::mask_isas() ) {
         names += " " + std::string( rfc1738::detail::masks::isa_names[ static_cast< std::size_t >( i ) ] );
      }
      if( rfc1738::detail::masks::processor_isa() != rfc1738::detail::masks::isa::avx512 ) {
         WARN( "the masks compared with:" << ( names.empty() ? " none" : names ) << "; this processor has no AVX-512BW: those masks are not compared (nor used) here" );
      }
      else {
         WARN( "the masks compared with:" << names );
      }
      return true;
   }();
   (void)said;
}

void require_same( const split_tally& t )
{
   say_isas();
   INFO( t.inputs << " inputs, " << t.split << " split (" << t.fast << " by the fast path), " << t.verdicts << " verdicts from the masks, " << t.differ << " differ; "
                  << t.first );
   REQUIRE( t.split > 0 );
   REQUIRE( t.differ == 0 );
}

// Every string of length 0..depth over a, after prefix.
void every_string( const std::string& prefix, std::string_view a, std::size_t depth, split_tally& t )
{
   rfc1738::test::every_string( prefix, a, depth, [ &t ]( std::string_view s ) {
      if( rfc1738::test::sampled( t.made ) ) {
         rfc1738::test::compare_split( s, t );
      }
   } );
}

// The beginnings the strings follow: each scheme's URL prefix ("ftp://"),
// its name and ":", and places inside logins, paths and generic URLs.
std::vector< std::string > prefixes()
{
   std::vector< std::string > out{ "", "x:", "x://", "x://u@", "x://u:p@h", "x://h/", "x://1.2.3.4", "http://h", "http://a.b", "http://h/", "http://h:8/p?",
                                   "ftp://u", "ftp://u:p@h", "ftp://h/", "ftp://h/p;type=", "telnet://u@h", "file:///", "file://h", "mailto:a",
                                   "HTTP://", "https://", "ftp:/", "news:a@", "gopher://h/1", "nntp://h/g", "nntp://h:1/",
                                   "wais://h/d", "wais://h/d?", "wais://h/d/t/", "prospero://h/p", "prospero://h/p;n=" };
   for( const auto& s : g::schemes ) {
      out.emplace_back( s.prefix );
      out.emplace_back( std::string( s.name ) + ":" );
   }
   return out;
}

// The delimiters of the forms, a byte of each class of a host, an escape's
// bytes, and bytes that no URL has.
constexpr std::string_view delimiters = ":@/;?=&%.-1aF";
constexpr std::string_view wide = ":@/;?=&%.-1aF+_*~ #\x80";

}  // namespace

TEST_CASE( "the split is the rules' tree on every short string after each beginning", "[grammar][split]" )
{
   split_tally t;
   for( const auto& prefix : prefixes() ) {
      every_string( prefix, delimiters, 4, t );
      every_string( prefix, wide, 3, t );
   }
   for( const char* prefix : { "http://", "ftp://", "x://", "telnet://", "file://", "x:", "news:", "nntp://h/", "wais://h/", "prospero://h/" } ) {
      every_string( prefix, delimiters, 5, t );
   }
   REQUIRE( t.made > 2000000 );
   REQUIRE( t.inputs >= t.made / rfc1738::test::sample_stride() );
   require_same( t );
}

TEST_CASE( "the split is the rules' tree on random strings after each beginning", "[grammar][split]" )
{
   split_tally t;
   std::mt19937_64 random( 1738 );
   const std::string_view bytes = "abcxyzABZ0189..--::@@//;?=&%%4F+_~";
   for( const auto& prefix : prefixes() ) {
      for( int k = 0; k < 3000; ++k ) {
         std::string s = prefix;
         const std::size_t size = random() % 41;
         for( std::size_t i = 0; i < size; ++i ) {
            s += bytes[ random() % bytes.size() ];
         }
         rfc1738::test::compare_split( s, t );
      }
   }
   require_same( t );
}

// gopher's selector ends at the first "%09" after which a search (no "/"
// nor "?") runs to the next "%09" or the end, its search at the next
// "%09" (grammar/rewrites.peg, gopher-shortest-selector; the program's
// `until` nodes): every string of up to six units over the bytes that
// decide it, escapes whole, after a gopher URL's beginnings, and random
// ones of up to 24 units (as many gopher URLs as not).
TEST_CASE( "the split is the rules' tree on gopher's selectors, searches and gopher+ strings", "[grammar][split][gopher]" )
{
   split_tally t;
   std::size_t gophers = 0;
   const std::vector< std::string > units = { "%09", "%", "0", "9", "/", "?", "a", ";", "%41", "@" };
   const auto compare = [ & ]( const std::string& s ) {
      if( rfc1738::test::sampled( t.made ) ) {
         rfc1738::test::compare_split( s, t );
         const auto& l = rfc1738::detail::onepass::label_of( rfc1738::detail::onepass::walk( s ) );
         gophers += l.conforms && l.target == g::production::gopherurl ? 1 : 0;
      }
   };
   for( const std::string prefix : { "gopher://h", "gopher://h/", "gopher://h/1", "gopher://h:70/%41", "gopher://1.2.3.4/0a" } ) {
      std::vector< std::size_t > digit;
      for( std::size_t length = 0; length <= 5; ++length ) {
         digit.assign( length, 0 );
         for( bool more = true; more; ) {
            std::string s = prefix;
            for( const std::size_t d : digit ) {
               s += units[ d ];
            }
            compare( s );
            more = false;
            for( std::size_t i = 0; i < length && !more; ++i ) {
               more = ++digit[ i ] < units.size();
               digit[ i ] = more ? digit[ i ] : 0;
            }
         }
      }
   }
   std::mt19937_64 random( 1738 );
   for( int k = 0; k < 100000; ++k ) {
      std::string s = "gopher://h/";
      const std::size_t size = random() % 25;
      for( std::size_t i = 0; i < size; ++i ) {
         s += units[ random() % units.size() ];
      }
      compare( s );
   }
   INFO( gophers << " of them gopher URLs" );
   REQUIRE( gophers > 50000 / rfc1738::test::sample_stride() );
   require_same( t );
}

TEST_CASE( "the split is the rules' tree on the corpora named", "[grammar][split]" )
{
   split_tally t;
   if( !rfc1738::test::each_corpus_line( "RFC1738_SPLIT_CORPUS", [ & ]( std::string_view line ) { rfc1738::test::compare_split( line, t ); } ) ) {
      SUCCEED( "RFC1738_SPLIT_CORPUS unset: no corpus named" );
      return;
   }
   require_same( t );
}

// The fast path (split_fast) and the verdict from the masks (fast_label)
// read up to 127 bytes as vectors of 16 (the
// last one overlapping the one before) or 64, into masks of 64 bits (up to
// 63 bytes) or 128: URLs of every length from 10 to 140 bytes (across each
// vector's end and both limits), every byte of the wide alphabet put in
// place of each of their bytes and inserted before each of them, and every
// pair of delimiters inserted.
TEST_CASE( "the split is the rules' tree at every length the fast path reads", "[grammar][split][fast]" )
{
   split_tally t;
   const std::string_view bases[] = { "http://www.example.com/a/b.html?q=1&r=2", "https://www.example.com:8080/a/b;c?d=e", "http://a-b.c-d.e1:80/x%20y/z?%41%2f",
                                      "https://h/%7euser/", "http://1.2.3.4/p", "https://u:p@h.org/x", "http://x.y",
                                      "ftp://ftp.example.com:21/pub/a%20b/c.txt;type=i", "ftp://u:p@h.org/d/", "telnet://u:p@h.d:23/", "telnet://h.d/",
                                      "telnet://g%41;?&=@h.d", "ftp://u@h.org/p;type=a", "prospero://h.d:1525/a%20b/c;type=text",
                                      "wais://h.d/d?q=1;a:b@c&d", "file:///a%20b/c?d:e@f&g=h", "mailto:a.b%40c@h.d", "nntp://h.d:119/comp.lang+c_x-y" };
   // (The walked forms' test below takes gopher, prospero, wais, file,
   // nntp and mailto URLs of every length too, their bases now through the
   // fast path: here a prospero URL with a port, an escape and a
   // fieldspec, a wais query of search's own bytes, a file URL without a
   // host, a mailto URL with an escape and an nntp group of every byte
   // group has.)
   std::size_t lengths = 0;
   // Each length is compared; its mutants every sample_stride()-th.
   const auto mutant = [ &t ]( const std::string& m ) {
      if( rfc1738::test::sampled( t.made ) ) {
         rfc1738::test::compare_split( m, t );
      }
   };
   for( const auto base : bases ) {
      // Past the prefix ("telnet://" is 9 bytes), and at byte 8 in the others.
      const std::size_t host = std::max< std::size_t >( 8, base.find( "//" ) + 2 );
      const std::size_t at = base.find( '/', host ) == std::string_view::npos ? base.size() : base.find( '/', host );
      for( std::size_t fill = 0; fill <= 100; ++fill ) {
         // Longer hosts, then longer paths: each length from the base's up.
         for( const bool in_host : { true, false } ) {
            std::string s( base );
            s.insert( in_host ? host : s.size(), std::string( fill, in_host ? 'a' : 'b' ) );
            if( !in_host && at == base.size() ) {
               s.insert( base.size(), "/" );
            }
            ++lengths;
            rfc1738::test::compare_split( s, t );
            for( std::size_t i = 0; i < s.size(); ++i ) {
               for( const char c : wide ) {
                  std::string m = s;
                  m[ i ] = c;
                  mutant( m );
                  mutant( s.substr( 0, i ) + c + s.substr( i ) );
               }
               if( i % 7 == 0 ) {
                  for( const char c : delimiters ) {
                     for( const char d : delimiters ) {
                        mutant( s.substr( 0, i ) + c + d + s.substr( i ) );
                     }
                  }
               }
            }
         }
      }
   }
   INFO( lengths << " URLs" );
   REQUIRE( t.fast > 100000 / rfc1738::test::sample_stride() );
   REQUIRE( t.verdicts > t.fast );   // the verdict's https needs no hostname
   require_same( t );
}

// The walked forms (no fast path) at every length from under 16 bytes to
// past 64: their stops read from masks of the input's bytes (16 to 64
// bytes) or found by a search (the others), and their choices told by a
// byte (a news article's "@", a wais URL's "/" and "?", a hostname's byte
// that no hostnumber has), with single-byte mutants of each.
TEST_CASE( "the split is the rules' tree of the walked forms at every length", "[grammar][split]" )
{
   split_tally t;
   // Each base, with `fill` bytes inserted at `at` (past its prefix).
   const std::pair< std::string_view, std::size_t > bases[] = {
      { "telnet://u:p@h.d:23/", 10 }, { "telnet://h.d/", 9 }, { "telnet://u@1.2.3.4/", 9 }, { "news:a.b", 6 }, { "news:1@h.d", 5 }, { "news:1@1.2.3.4", 5 }, { "news:*", 5 },
      { "wais://h/d?q", 8 }, { "wais://h/d/t/p", 12 }, { "wais://h/d", 10 }, { "wais://1.2.3.4:1/d?q", 17 }, { "gopher://h.d/1s%09q%09+", 14 }, { "gopher://1.2.3.4:70/1", 9 },
      { "nntp://h.d/g.h/1", 11 }, { "file://h.d/a/b", 7 }, { "prospero://h.d/p;f=v", 15 }, { "mailto:a@h.d", 7 }, { "x-y://u:p@1.2.3.4:8/p", 10 }, { "x-y:a/b", 5 },
   };
   const auto mutant = [ &t ]( const std::string& m ) {
      if( rfc1738::test::sampled( t.made ) ) {
         rfc1738::test::compare_split( m, t );
      }
   };
   for( const auto& [ base, at ] : bases ) {
      for( std::size_t fill = 0; fill <= 60; ++fill ) {
         for( const char c : { 'a', '1', '.' } ) {
            std::string s( base );
            s.insert( at, std::string( fill, c ) );
            rfc1738::test::compare_split( s, t );
            for( std::size_t i = 0; i < s.size(); ++i ) {
               for( const char d : wide ) {
                  std::string m = s;
                  m[ i ] = d;
                  mutant( m );
               }
            }
         }
      }
   }
   REQUIRE( t.split > 2000 );
   require_same( t );
}

// Every form of fast_path.hpp is taken by the fast path, with every set of
// vector instructions this machine has: its prefix, a hostname and a path
// (a "/" alone where the form has no runs after it), and where the form has
// a login, the same after a user part (a fast path that declined a whole
// form would still be exact, and slow).
TEST_CASE( "the fast path takes a URL of each of its forms", "[grammar][split][fast]" )
{
   std::vector< std::string > urls;
   for( const auto& f : g::fast_path::forms ) {
      // Runs separated by "/" (three: wais's waisdoc takes no fewer than two separators).
      // A word (nntp's group): one run; a word alone (news's group): nothing more.
      const std::string path = !f.runs ? "/" : f.first != nullptr ? ( f.opaque ? "" : "/a.b-c" ) : f.counts == 0 || ( f.counts & 2u ) != 0 ? "/a/b" : "/a/b/c";
      urls.push_back( std::string( f.prefix ) + "www.example.com" + path );
      if( f.login ) {
         urls.push_back( std::string( f.prefix ) + "u%41;=:p&?@www.example.com:80" + path );
         urls.push_back( std::string( f.prefix ) + "guest@h" + path );
      }
   }
   REQUIRE( urls.size() == g::fast_path::form_count + 2 * 3 );   // ftp's, https's and telnet's logins
   // Per form, inputs its proof takes and inputs it declines (to the walk,
   // or as not a url: a byte of no generic word). prosperourl's fieldspecs,
   // read as pairs (pairs_hold): a pair without its "=" or with two
   // declines. fileurl's host may be empty, and is a host alone: a port, a
   // hostnumber or no "/" after the host declines. nntpurl's group, a
   // word: an alpha first, no escape; then optionally "/" and one or more
   // digits. mailtourl's encoded822addr, 1*xchar: its escapes whole.
   // newsurl's grouppart read as its group, a word; "*" and an article
   // decline.
   struct cases {
      g::production id;
      std::vector< std::string_view > taken;
      std::vector< std::string_view > declined;
   };
   const cases each[] = {
      { g::production::prosperourl,
        { "prospero://h.d/p;type=text", "prospero://h.d/a/b%20c;=;x=%41&?", "prospero://h.d/;a=b" },
        { "prospero://h.d/p;type", "prospero://h.d/p;a=b=c", "prospero://h.d/p;a=b;", "prospero://h.d" } },
      { g::production::fileurl,
        { "file:///etc/x%20y", "file://localhost/a/b", "file:///" },
        { "file://h.d:80/a", "file://1.2.3.4/a", "file://h.d", "file://h..d/a", "file://h:/a" } },
      { g::production::nntpurl,
        { "nntp://h.d:119/comp.lang.c-x+y_z", "nntp://h/g", "nntp://h/g/12", "nntp://h.d/a.b/1234567890" },
        { "nntp://h/1g", "nntp://h/", "nntp://h/g%41", "nntp://h/%41", "nntp://h.d/g/", "nntp://h/g/1a", "nntp://h/g//1", "nntp://h/g/1/2", "nntp://h/g/%31" } },
      { g::production::mailtourl, { "mailto:a@h.d", "mailto:%41%20b?c=d", "mailto:@" }, { "mailto:a%4", "mailto:a%g0b", "mailto:a#b" } },
      { g::production::newsurl,
        { "news:comp.lang.c", "news:a.b-c+d_e9", "news:abc" },
        { "news:*", "news:1abc", "news:a%41b", "news:abc@h.d", "news:a/b", "news:a.b.c.d%", "news:ab c" } },
   };
   for( const auto& c : each ) {
      const auto& f = *std::find_if( std::begin( g::fast_path::forms ), std::end( g::fast_path::forms ), [ & ]( const auto& form ) { return form.id == c.id; } );
      const auto* proven = &g::verdict::labels[ f.label ];
      for( const auto with : rfc1738::test::mask_isas() ) {
         for( const auto s : c.taken ) {
            CAPTURE( s );
            CHECK( rfc1738::detail::fast_label( s, with ) == proven );
            rfc1738::parse_tree tree;
            CHECK( rfc1738::detail::split_fast( s, tree, with ) );
         }
         for( const auto s : c.declined ) {
            CAPTURE( s );
            const auto* l = rfc1738::detail::fast_label( s, with );
            CHECK( ( l == nullptr || ( l != proven && !l->generic ) ) );
            rfc1738::parse_tree tree;
            CHECK_FALSE( rfc1738::detail::split_fast( s, tree, with ) );
         }
      }
   }
   for( const auto& s : urls ) {
      const auto& f = *std::find_if( std::begin( g::fast_path::forms ), std::end( g::fast_path::forms ), [ & ]( const auto& form ) { return s.rfind( form.prefix, 0 ) == 0; } );
      for( const auto with : rfc1738::test::mask_isas() ) {
         CAPTURE( s, rfc1738::detail::masks::isa_names[ static_cast< std::size_t >( with ) ] );
         const auto* l = rfc1738::detail::fast_label( s, with );
         REQUIRE( l != nullptr );
         CHECK( l == &g::verdict::labels[ f.label ] );
         rfc1738::parse_tree tree;
         CHECK( rfc1738::detail::split_fast( s, tree, with ) );
      }
   }
   say_isas();
}

// Trees of more nodes than parse_tree holds inline (parse_tree::
// inline_capacity): paths of many segments, then what follows a path, in
// every form the splitter writes a path of; the tree grows on the heap at
// every count of nodes around the inline capacity.
TEST_CASE( "the split is the rules' tree when the tree outgrows its inline storage", "[grammar][split]" )
{
   split_tally t;
   for( const char* prefix : { "http://h/", "http://u.v:8/", "ftp://u:p@1.2.3.4/", "file://h/", "file:///" } ) {
      for( std::size_t k = 0; k <= 2 * rfc1738::parse_tree::inline_capacity + 4; ++k ) {
         std::string path;
         for( std::size_t i = 0; i < k; ++i ) {
            path += i % 3 == 0 ? "/" : "a/";
         }
         for( const char* tail : { "", "x", "?q", ";type=a", "/" } ) {
            rfc1738::test::compare_split( prefix + path + tail, t );
         }
      }
   }
   REQUIRE( t.split > 400 );
   require_same( t );
}

// A repetition over more than 4,096 bytes (src/parser/split.cpp, long_span)
// reserves room for all its rounds at once from a count of its byte: paths
// of "/" and of segments and prospero's field specs around that length,
// with and without what may follow them, in every form that repeats.
TEST_CASE( "the split is the rules' tree when a repetition spans more than 4 KiB", "[grammar][split]" )
{
   split_tally t;
   const std::pair< const char*, const char* > forms[] = { { "http://h/", "/" }, { "http://h/", "a/" }, { "ftp://u@h/", "/" }, { "ftp://h/", "%2F/" },
                                                           { "file:///", "b/" }, { "file://h/", "/" }, { "prospero://h/", "p/" }, { "prospero://h/p", ";f=v" } };
   for( const auto& [ prefix, unit ] : forms ) {
      for( const std::size_t bytes : { std::size_t( 4090 ), std::size_t( 4097 ), std::size_t( 4100 ), std::size_t( 9000 ) } ) {
         std::string path;
         while( path.size() < bytes ) {
            path += unit;
         }
         for( const char* tail : { "", "x", "?q", ";type=a", ";f=v", "\x01" } ) {
            rfc1738::test::compare_split( prefix + path + tail, t );
         }
      }
   }
   REQUIRE( t.split > 100 );
   require_same( t );
}

#if defined( RFC1738_ONEPASS_SSSE3 )
namespace {

namespace mk = rfc1738::detail::masks;

// Production p derives s (its automaton, automata.hpp: the BNF's language).
bool automaton_derives( const g::production p, const std::string_view s )
{
   const auto& a = g::automata::automata[ static_cast< std::size_t >( p ) ];
   std::int32_t state = 0;
   for( const char c : s ) {
      state = a.next[ static_cast< std::size_t >( state ) * a.class_count + a.classes[ static_cast< unsigned char >( c ) ] ];
      if( state < 0 ) {
         return false;
      }
   }
   return a.states[ state ].accepting;
}

// The masks of s built a byte at a time from the generated alphabets (so
// that the proofs' logic is compared, not the vector instructions): each
// compared byte's and the hostname's.
mk::fast_masks< std::uint64_t > masks_of( const std::string_view s )
{
   mk::fast_masks< std::uint64_t > m;
   for( std::size_t i = 0; i < s.size(); ++i ) {
      const auto c = static_cast< unsigned char >( s[ i ] );
      for( std::size_t k = 0; k < mk::compared_count; ++k ) {
         m.compared[ k ] |= std::uint64_t( s[ i ] == g::fast_path::compared[ k ] ) << i;
      }
      m.hostname |= std::uint64_t( g::alphabet::hostname.bytes.contains( c ) ) << i;
   }
   return m;
}

}  // namespace

// The form of fast_path.hpp whose production is p.
static constexpr mk::form form_index( const g::production p ) noexcept
{
   mk::form f = 0;
   while( f < g::fast_path::form_count && g::fast_path::forms[ f ].id != p ) {
      ++f;
   }
   return f;
}

// The hand-written bit logic of the masks' proofs (src/parser/form_proof.hpp:
// hostname_holds, fast_hostport_of) against the automata of the productions
// it stands for, on every string of up to six bytes over letters, digits
// and the bytes that shape a hostport ("-", ".", ":"), behind a prefix
// (masks_of: the masks built a byte at a time): a hostport (httpurl's) and
// a host alone, which may be empty (fileurl's).
TEST_CASE( "the masks' hostname and hostport proofs are the grammar's hostname and hostport", "[grammar][split][fast]" )
{
   const std::string prefix = "http://";
   std::size_t inputs = 0;
   std::size_t holds = 0;
   std::size_t hosts = 0;
   std::size_t differ = 0;
   std::string first;
   rfc1738::test::every_string( prefix, "aZ09-.:", 6, [ & ]( const std::string_view s ) {
      const auto m = masks_of( s );
      const std::string_view hostport = s.substr( prefix.size() );
      const auto colon = hostport.find( ':' );
      const std::string_view host = hostport.substr( 0, colon );
      // hostport = host [ ":" port ] with a hostname for host (hostname
      // holds no ":"; a hostnumber is declined).
      const bool hostname = automaton_derives( g::production::hostname, host );
      const bool grammar = hostname && ( colon == std::string_view::npos || automaton_derives( g::production::port, hostport.substr( colon + 1 ) ) );
      const mk::fast_proof p = mk::fast_hostport_of< form_index( g::production::httpurl ) >( s, m, prefix.size(), s.size() );
      const bool name = mk::hostname_holds( s, prefix.size(), prefix.size() + host.size(), m );
      // fileurl's [ host | "localhost" ]: a host alone (no port), or none.
      const bool host_alone = hostport.empty() || ( hostname && colon == std::string_view::npos );
      const mk::fast_proof alone = mk::fast_hostport_of< form_index( g::production::fileurl ) >( s, m, prefix.size(), s.size() );
      ++inputs;
      holds += grammar ? 1 : 0;
      hosts += host_alone ? 1 : 0;
      if( p.holds != grammar || name != hostname || ( p.holds && p.host_end != prefix.size() + host.size() ) || alone.holds != host_alone ||
          ( alone.holds && alone.host_end != s.size() ) ) {
         if( differ++ == 0 ) {
            first = s;
         }
      }
   } );
   INFO( inputs << " hostports, " << holds << " the grammar's, " << hosts << " hosts alone, " << differ << " differ; first: " << first );
   REQUIRE( inputs == 1 + 7 + 49 + 343 + 2401 + 16807 + 117649 );
   REQUIRE( holds > 1000 );
   REQUIRE( hosts > 1000 );
   REQUIRE( hosts < holds );
   REQUIRE( differ == 0 );
}

// The masks' login proof (masks::fast_login_of: a user part read a byte at
// a time, then the hostport's proof) against the automata of login and
// hostname, on every string of up to six bytes over the bytes that shape a
// login ("@", ":", an escape's, a byte of the user only, a hostname's)
// behind the prefix of each form with a login: it holds exactly when login
// derives the string and its host is a hostname (a hostnumber declines),
// and finds where the hostport begins and the user ends.
TEST_CASE( "the masks' login proof is the grammar's login", "[grammar][split][fast]" )
{
   std::size_t inputs = 0;
   std::size_t holds = 0;
   std::size_t users = 0;
   std::size_t differ = 0;
   std::string first;
   const auto compare = [ & ]( const auto form ) {
      constexpr mk::form F = decltype( form )::value;
      const std::string prefix( g::fast_path::forms[ F ].prefix );
      if constexpr( g::fast_path::forms[ F ].login ) {
         rfc1738::test::every_string( prefix, "a1:@%F.;", 6, [ & ]( const std::string_view s ) {
            const std::string_view login = s.substr( prefix.size() );
            const auto at = login.find( '@' );
            const std::string_view hostport = at == std::string_view::npos ? login : login.substr( at + 1 );
            const std::string_view host = hostport.substr( 0, hostport.find( ':' ) );
            const bool grammar = automaton_derives( g::production::login, login ) && automaton_derives( g::production::hostname, host );
            const mk::fast_proof p = mk::fast_login_of< F >( s, masks_of( s ), prefix.size(), s.size() );
            const std::size_t user_end = prefix.size() + std::min( login.find( ':' ), at );
            ++inputs;
            holds += grammar ? 1 : 0;
            users += grammar && at != std::string_view::npos ? 1 : 0;
            const bool found = !p.holds || ( p.hostport == s.size() - hostport.size() && ( at == std::string_view::npos || p.user_end == user_end ) );
            if( p.holds != grammar || !found ) {
               if( differ++ == 0 ) {
                  first = s;
               }
            }
         } );
      }
      return true;
   };
   for( mk::form f = 0; f < g::fast_path::form_count; ++f ) {
      mk::with_form< bool >( f, compare );
   }
   INFO( inputs << " logins, " << holds << " the grammar's (" << users << " with a user part), " << differ << " differ; first: " << first );
   REQUIRE( inputs == 3 * ( 1 + 8 + 64 + 512 + 4096 + 32768 + 262144 ) );   // ftp's, https's, telnet's
   REQUIRE( users > 1000 );
   REQUIRE( differ == 0 );
}
#endif

TEST_CASE( "RFC1738_ISA caps the masks' instruction set", "[grammar][split][isa]" )
{
   using rfc1738::detail::masks::capped_isa;
   using rfc1738::detail::masks::isa;
   CHECK( capped_isa( isa::avx512, nullptr ) == isa::avx512 );
   CHECK( capped_isa( isa::avx512, "ssse3" ) == isa::ssse3 );
   CHECK( capped_isa( isa::avx512, "avx2" ) == isa::avx2 );
   CHECK( capped_isa( isa::avx2, "avx2" ) == isa::avx2 );
   CHECK( capped_isa( isa::avx2, "avx512" ) == isa::avx2 );
   CHECK( capped_isa( isa::avx2, "ssse3" ) == isa::ssse3 );
   CHECK( capped_isa( isa::avx512, "none" ) == isa::none );
   CHECK( capped_isa( isa::avx512, "avx512" ) == isa::avx512 );
   CHECK( capped_isa( isa::avx512, "SSSE3" ) == isa::avx512 );   // no such setting: no cap
   CHECK( capped_isa( isa::ssse3, "avx512" ) == isa::ssse3 );     // never more than the processor has
   CHECK( capped_isa( isa::none, "ssse3" ) == isa::none );
   // grammar.split.isa runs this case with RFC1738_ISA=ssse3: check() and
   // parse() then take the SSSE3 masks, and the walk its SSSE3 skips, on a
   // processor with AVX-512BW.
   const char* const setting = std::getenv( "RFC1738_ISA" );
   CHECK( rfc1738::detail::masks::best_isa() == capped_isa( rfc1738::detail::masks::processor_isa(), setting ) );
   CHECK( rfc1738::detail::masks::walk_isa == rfc1738::detail::masks::best_isa() );   // the verdict walk's, read before main
   if( setting != nullptr && std::string_view( setting ) == "ssse3" ) {
      CHECK( rfc1738::detail::masks::best_isa() <= isa::ssse3 );
   }
}

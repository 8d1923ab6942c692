// SPDX-License-Identifier: BSL-1.0
// rfc1738::edition: the verdicts of each edition, against the independent
// matcher for the drafts; their productions as grammar/ writes them; no input
// crashes any edition.
#include "rfc1738/edition.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <set>
#include <tuple>
#include <stdexcept>
#include <string>

#include "../grammar/inputs.hpp"
#include "cfg_matcher.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/edition_list.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/json.hpp"
#include "rfc1738/parse.hpp"
#include "rfc1738/grammar/production_info.hpp"

namespace cfg = rfc1738::test::cfg;
using rfc1738::edition;

TEST_CASE( "editions: names", "[edition]" )
{
   CHECK( rfc1738::name_of( edition::rfc1738 ) == "rfc1738" );
   CHECK( rfc1738::name_of( edition::draft03 ) == "draft-03" );
   CHECK( rfc1738::name_of( edition::draft03_literal ) == "draft-03-literal" );
   for( const edition e : rfc1738::editions ) {
      CHECK( rfc1738::edition_named( rfc1738::name_of( e ) ) == e );
   }
   CHECK_FALSE( rfc1738::edition_named( "draft-02" ) );
   CHECK_FALSE( rfc1738::edition_named( "" ) );
}

TEST_CASE( "editions: verdicts", "[edition]" )
{
   const auto ftp = rfc1738::check( edition::draft03, "ftp://host/a!A" );
   CHECK( ftp.valid );
   CHECK( ftp.conforms );
   CHECK( ftp.production == std::optional< std::string_view >( "ftpaddress" ) );
   CHECK( ftp.target == "url" );
   CHECK( rfc1738::check( edition::rfc1738, "ftp://host/a!A" ).conforms );   // "!" is an extra: part of the path
   CHECK( rfc1738::check( edition::rfc1738, "ftp://host/a;type=a" ).conforms );
   CHECK_FALSE( rfc1738::check( edition::draft03, "ftp://host/a;type=a" ).valid );

   const auto rfc = rfc1738::check( edition::rfc1738, "http://user@host/" );
   CHECK( rfc.valid );
   CHECK_FALSE( rfc.conforms );
   CHECK( rfc.production == std::optional< std::string_view >( "otherurl" ) );
   CHECK( rfc.target == "httpurl" );

   CHECK( rfc1738::check( edition::draft03, "mailto:a@b" ).production == std::optional< std::string_view >( "mailtoaddress" ) );
   CHECK_FALSE( rfc1738::check( edition::draft03_literal, "mailto:a@b" ).valid );
   CHECK( rfc1738::check( edition::draft03_literal, "mailto::a@b" ).valid );
   CHECK( rfc1738::check( edition::draft03, "http://h/abc" ).valid );
   CHECK_FALSE( rfc1738::check( edition::draft03_literal, "http://h/abc" ).valid );   // xpalphas: one or two
   CHECK( rfc1738::check( edition::draft03, "wais://h/db/t/12=a/b;" ).production == std::optional< std::string_view >( "waisaddress" ) );
   CHECK( rfc1738::check( edition::draft03, "mid:x@y" ).production == std::optional< std::string_view >( "midaddress" ) );
   const auto none = rfc1738::check( edition::draft03, "afs://cell/p" );   // historical: not a url
   CHECK_FALSE( none.valid );
   CHECK_FALSE( none.conforms );
   CHECK_FALSE( none.production );
}

TEST_CASE( "editions: the drafts' verdicts agree with the independent matcher", "[edition]" )
{
   for( const bool literal : { false, true } ) {
      const auto g = cfg::grammar::from_draft_files( RFC1738_DRAFT_FILE, RFC1738_DRAFT_READINGS_FILE, literal );
      const edition e = literal ? edition::draft03_literal : edition::draft03;
      cfg::matcher url( g, "url" );
      std::vector< std::pair< std::string, cfg::matcher > > alternatives;
      for( const auto& a : g.get( "url" ).body.children ) {
         REQUIRE( a.type == cfg::node::kind::reference );
         alternatives.emplace_back( a.text, cfg::matcher( g, a.text ) );
      }
      REQUIRE( alternatives.size() == 11 );
      cfg::sampler sampler( g, 16 );
      std::mt19937_64 rng( 1994 );
      const std::string bytes = "aZ0@.:/!?;=%+~ \x80";
      std::size_t valid = 0;
      std::size_t compared = 0;
      for( int k = 0; k < 4000; ++k ) {
         std::string s = sampler.sample( "url" );
         if( k % 2 == 1 && !s.empty() ) {
            s[ rng() % s.size() ] = bytes[ rng() % bytes.size() ];
         }
         const auto v = rfc1738::check( e, s );
         INFO( rfc1738::name_of( e ) << ": " << cfg::quote( s ) );
         REQUIRE( v.valid == url.matches( s ) );
         REQUIRE( v.conforms == v.valid );
         if( v.valid ) {
            ++valid;
            REQUIRE( v.production );
            for( auto& [ name, m ] : alternatives ) {
               REQUIRE( m.matches( s ) == ( name == *v.production ) );
            }
         }
         else {
            REQUIRE_FALSE( v.production );
         }
         ++compared;
      }
      CHECK( valid > 2000 );
      CHECK( compared == 4000 );
   }
}

TEST_CASE( "editions: read_by, the bytes an edition reads, as compare_editions reads them", "[edition]" )
{
   using rfc1738::fragment_mode;
   // RFC 1738 §2.2: the fragment is not part of the URL; RFC 1808 and later hold it.
   CHECK( rfc1738::read_by( edition::rfc1738, "http://h/#f#g", fragment_mode::split ) == "http://h/" );
   CHECK( rfc1738::read_by( edition::draft03, "#", fragment_mode::split ).empty() );
   CHECK( rfc1738::read_by( edition::rfc1738, "http://h/#f", fragment_mode::strict ) == "http://h/#f" );
   CHECK( rfc1738::read_by( edition::rfc3986, "http://h/#f", fragment_mode::split ) == "http://h/#f" );
   CHECK( rfc1738::read_by( edition::rfc1808, "http://h/", fragment_mode::split ) == "http://h/" );
   for( const std::string_view input : { "http://h/#f", "news:a#b", "x", "#", "a:b#c#d" } ) {
      for( const auto mode : { fragment_mode::strict, fragment_mode::split } ) {
         const auto r = rfc1738::compare_editions( input, {}, mode );
         for( const auto& a : r.answers ) {
            CHECK( rfc1738::read_by( a.of, input, mode ) == a.text );
            CHECK( rfc1738::check( a.of, rfc1738::read_by( a.of, input, mode ) ).conforms == a.verdict.conforms );
         }
      }
   }
}

TEST_CASE( "editions: the productions as grammar/ writes them", "[edition]" )
{
   CHECK( rfc1738::production_count( edition::rfc1738 ) == 67 );
   CHECK( rfc1738::production_count( edition::draft03 ) == 64 );
   CHECK( rfc1738::production_count( edition::draft03_literal ) == 64 );
   const auto x = rfc1738::production_of( edition::draft03, "xpalphas" );
   REQUIRE( x );
   CHECK( x->bnf == "xpalphas xpalpha [ xpalphas ]" );
   CHECK( x->file == "grammar/draft-ietf-uri-url-03.readings" );
   CHECK( x->rewrite == "xpalphas-repetition" );
   const auto xl = rfc1738::production_of( edition::draft03_literal, "xpalphas" );
   REQUIRE( xl );
   CHECK( xl->bnf == "xpalphas xpalpha [ xpalpha ]" );
   CHECK( xl->file == "grammar/draft-ietf-uri-url-03.bnf" );
   CHECK( xl->rewrite.empty() );
   const auto h = rfc1738::production_of( edition::rfc1738, "host" );
   REQUIRE( h );
   CHECK( h->file == "grammar/rfc1738.bnf" );
   CHECK( h->bnf == "host           = hostname | hostnumber" );
   CHECK( rfc1738::production_of( edition::draft03, "segment" )->used_by == "path" );
   CHECK_FALSE( rfc1738::production_of( edition::draft03, "httpurl" ) );
   CHECK_FALSE( rfc1738::production_of( edition::rfc1738, "httpaddress" ) );
   // RFC 1738's by its C++ rule's name too (`rfc1738 grammar gopher_plus_string`); no other edition's.
   CHECK( rfc1738::production_of( edition::rfc1738, "gopher_plus_string" )->name == "gopher+_string" );
   CHECK( rfc1738::production_of( edition::rfc1738, "ip_schemepart" )->name == "ip-schemepart" );
   CHECK_FALSE( rfc1738::production_of( edition::rfc3986, "IP_literal" ) );
   CHECK( rfc1738::production_of( edition::rfc3986, "IP-literal" ) );
   CHECK( rfc1738::production_at( edition::draft03, 0 ).name == "prefixedurl" );
}

TEST_CASE( "editions: no input crashes, long ones included", "[edition]" )
{
   std::mt19937_64 rng( 42 );
   for( int k = 0; k < 20000; ++k ) {
      std::string s( rng() % 40, '\0' );
      for( auto& c : s ) {
         c = static_cast< char >( rng() & 0xff );
      }
      for( const edition e : rfc1738::editions ) {
         const auto v = rfc1738::check( e, s );
         CHECK( ( !v.conforms || v.valid || e == edition::rfc1738 ) );
      }
   }
   for( const char* head : { "http://a", "ftp://a/", "telnet://", "news:", "mailto:", "wais://h/d/t/", "prospero://h/" } ) {
      const std::string s = head + std::string( 1 << 20, 'a' );
      for( const edition e : { edition::draft03, edition::draft03_literal } ) {
         (void)rfc1738::check( e, s );
      }
   }
   std::string at;
   for( int k = 0; k < 50000; ++k ) {
      at += "a@";
   }
   CHECK( rfc1738::check( edition::draft03, "news:" + at + "b" ).valid );
   CHECK( rfc1738::check( edition::draft03, "mailto:" + at + "b" ).valid );
   CHECK( rfc1738::check( edition::draft03, "ftp://" + std::string( 1 << 20, 'a' ) + "/" ).valid );
   // A login that never finds its host: every "@" a candidate, the run
   // looked at once (linear; a rescan at every "@" took seconds at 40 KB).
   std::string logins;
   for( int k = 0; k < 500000; ++k ) {
      logins += "a@";
   }
   CHECK_FALSE( rfc1738::check( edition::draft03, "telnet://" + logins + ":" ).valid );
   CHECK_FALSE( rfc1738::check( edition::draft03, "ftp://" + logins + ":x@" + logins + ":/" ).valid );
   CHECK( rfc1738::check( edition::draft03, "ftp://" + logins + ":" + logins + "b/" ).valid );
}

TEST_CASE( "why_not: where and why an edition reads no URL", "[edition]" )
{
   CHECK( !rfc1738::why_not( rfc1738::edition::rfc1738, "http://h/" ) );
   CHECK( !rfc1738::why_not( rfc1738::edition::draft03, "http://h/a b" ) );   // the draft's http path takes a space
   auto w = rfc1738::why_not( rfc1738::edition::rfc1738, "http://h/a b" );
   REQUIRE( w );
   CHECK( w->offset == 10 );
   CHECK( w->production == "httpurl" );   // the one diagnosis of the input, check's
   CHECK( w->message.find( "byte 0x20" ) != std::string::npos );
   const auto d = rfc1738::diagnose( "http://h/a b" );
   REQUIRE( d );
   CHECK( ( w->offset == d->offset && w->production == rfc1738::grammar::rfc_name( d->production ) && w->expected == d->expected && w->message == d->message ) );
   w = rfc1738::why_not( rfc1738::edition::draft03_literal, "http://h/abc" );
   REQUIRE( w );
   CHECK( w->offset == 11 );
   CHECK( w->expected == std::vector< std::string >{ "\"/\"", "\"?\"", "end of input" } );
   CHECK( w->message == "\"c\" cannot continue url here; expected \"/\", \"?\" or end of input (draft-ietf-uri-url-03)" );
   w = rfc1738::why_not( rfc1738::edition::draft03, "ftp://h/a;type=a" );
   REQUIRE( w );
   CHECK( w->offset == 9 );
   // Every edition agrees with its own verdict: a reason exactly when not valid.
   for( const auto e : { rfc1738::edition::rfc1738, rfc1738::edition::draft03, rfc1738::edition::draft03_literal } ) {
      for( const char* s : { "", "x", "http://h", "http://h/a b", "ftp://h/a!A", "mailto::a@b", "news:*", "wais://h/d?q", "file://h/x", "prospero://h/a" } ) {
         INFO( s );
         const auto r = rfc1738::why_not( e, s );
         CHECK( r.has_value() == !rfc1738::check( e, s ).valid );
         if( r ) {
            CHECK( r->offset <= std::string_view( s ).size() );
            CHECK( !r->message.empty() );
         }
      }
   }
}

TEST_CASE( "why_not names the excluded set of the refused byte, each edition its own (RFC 2396 §2.4.3, RFC 2732 §3)", "[edition][excluded]" )
{
   const std::string rule = ", a set excluded from URIs (RFC 2396 §2.4.3: \"Data corresponding to excluded characters must be escaped in order to be properly represented within a URI.\"): write ";
   const auto message = []( rfc1738::edition e, std::string_view input ) {
      const auto w = rfc1738::why_not( e, input );
      REQUIRE( w );
      return w->message;
   };
   const auto ends_with = []( const std::string& m, const std::string& tail ) { return m.size() >= tail.size() && m.compare( m.size() - tail.size(), tail.size(), tail ) == 0; };
   // unwise: "{" in both editions; RFC 2732 §3 (3) removes "[" and "]".
   auto m = message( edition::rfc2396, "http://a/{" );
   CHECK( m == "\"{\" cannot continue URI-reference here; expected path_segments, segment, \"?\", \"#\" or end of input (RFC 2396); \"{\" is in unwise" + rule + "%7B" );
   // rfc2732: the set as RFC 2732 §3 (3) defines it anew, and where RFC 2396 excludes it.
   CHECK( ends_with( message( edition::rfc2732, "http://a/{" ), "; \"{\" is in unwise (RFC 2732 §3 (3))" + rule + "%7B" ) );
   CHECK( ends_with( message( edition::rfc2396, "http://a/[b]" ), "; \"[\" is in unwise" + rule + "%5B" ) );
   m = message( edition::rfc2732, "http://a/[b]" );
   CHECK( m.find( "unwise" ) == std::string::npos );
   CHECK( m.find( "excluded" ) == std::string::npos );
   // control, space, delims.
   CHECK( ends_with( message( edition::rfc2396, std::string( "http://a/\x01" ) ), "; byte 0x01 is in control" + rule + "%01" ) );
   CHECK( ends_with( message( edition::rfc2396, "http://a/\x7f" ), "; byte 0x7F is in control" + rule + "%7F" ) );
   CHECK( ends_with( message( edition::rfc2732, "http://a/b c" ), "; byte 0x20 is in space" + rule + "%20" ) );
   CHECK( ends_with( message( edition::rfc2396, "http://a/<b>" ), "; \"<\" is in delims" + rule + "%3C" ) );
   CHECK( ends_with( message( edition::rfc2396, "a#b#c" ), "; \"#\" is in delims" + rule + "%23" ) );
   CHECK( ends_with( message( edition::rfc2396, "http://a/\"" ), "; <\"> is in delims" + rule + "%22" ) );
   // A byte of no set (":", reserved), the end of the input, a byte above 7F: the diagnosis alone.
   for( const char* s : { "1a:b", "http://a/%4", "http://a/\x80" } ) {
      INFO( s );
      CHECK( message( edition::rfc2396, s ).find( "excluded" ) == std::string::npos );
   }
   // The editions without excluded sets say no more than their diagnosis.
   for( const auto e : { edition::rfc1808, edition::rfc3986, edition::rfc6874 } ) {
      for( const char* s : { "http://a/{", "http://a/b c", "http://a/<b>" } ) {
         INFO( s );
         CHECK( message( e, s ).find( "excluded" ) == std::string::npos );
      }
   }
}

TEST_CASE( "part_names: the names a split of each edition can hold", "[edition]" )
{
   using names = std::vector< std::string_view >;
   // RFC 1808 §2.1: net_loc is one part; params a part of the path.
   CHECK( rfc1738::part_names( edition::rfc1808 ) == names{ "scheme", "net_loc", "path", "params", "query", "fragment" } );
   // Every name of every split is among them, for every edition with a model.
   for( const auto e : rfc1738::editions ) {
      const auto all = rfc1738::part_names( e );
      CHECK( all.empty() == ( e == edition::draft03 || e == edition::draft03_literal ) );
      for( const char* input : { "ftp://u:p@h:21/a;type=i", "http://u@[::1]:8/p;x?q#f", "//h/p?q", "mailto:a@b", "news:a@b", "gopher://h/1s%09t" } ) {
         if( const auto s = rfc1738::split( e, input ) ) {
            for( const auto* parts : { &s->components, &s->roles } ) {
               for( const auto& p : *parts ) {
                  INFO( rfc1738::name_of( e ) << " " << input << " " << p.name );
                  CHECK( std::find( all.begin(), all.end(), p.name ) != all.end() );
               }
            }
         }
      }
   }
}

TEST_CASE( "compare_editions_into: a report reused from input to input is the report made anew", "[edition]" )
{
   using rfc1738::fragment_mode;
   // Inputs that give each member and take it away again: an error, a split
   // (and none: the drafts, an invalid input), a fragment set aside, split
   // differences, more answers and fewer.
   const std::vector< std::string > inputs = { "ftp://a?b@c/", "http://h/#f", "x", "", "#", "news:a#b", "http://[::1]:80/p?q#f", "mailto:a@b", "file:///etc/motd",
                                               "http://u:p@h:1/a/b;c?d", "a:b#c#d", "%zz", "//h/p", "gopher://h/1sel%09search" };
   const std::vector< std::vector< edition > > chosen = { {}, { edition::rfc3986 }, { edition::rfc1738, edition::rfc1808 }, { edition::draft03 }, { edition::rfc2396, edition::rfc6874, edition::rfc2732 } };
   rfc1738::editions_report reused;
   std::size_t compared = 0;
   for( int round = 0; round < 2; ++round ) {
      for( const auto& input : inputs ) {
         for( const auto& editions : chosen ) {
            for( const auto mode : { fragment_mode::strict, fragment_mode::split } ) {
               rfc1738::compare_editions_into( reused, input, editions, mode );
               const auto fresh = rfc1738::compare_editions( input, editions, mode );
               std::string a;
               std::string b;
               rfc1738::write_json( a, reused );
               rfc1738::write_json( b, fresh );
               INFO( input );
               CHECK( a == b );
               REQUIRE( reused.answers.size() == fresh.answers.size() );
               for( std::size_t k = 0; k < fresh.answers.size(); ++k ) {
                  CHECK( reused.answers[ k ].split.has_value() == fresh.answers[ k ].split.has_value() );
                  CHECK( reused.answers[ k ].error.has_value() == fresh.answers[ k ].error.has_value() );
               }
               CHECK( reused.fragment == fresh.fragment );
               CHECK( reused.differences.size() == fresh.differences.size() );
               ++compared;
            }
         }
      }
   }
   CHECK( compared == 2 * inputs.size() * chosen.size() * 2 );
}

TEST_CASE( "write_json: one edition's answer, the line of check --edition --json", "[edition]" )
{
   const auto r = rfc1738::compare_editions( "ftp://a?b@c/", { edition::rfc1738, edition::rfc3986 } );
   std::string out;
   rfc1738::write_json( out, r, 1 );
   CHECK( out == "{\"input\":\"ftp://a?b@c/\",\"edition\":\"rfc3986\",\"valid\":true,\"production\":\"URI\",\"conforms\":true,"
                 "\"components\":{\"scheme\":\"ftp\",\"authority\":\"a\",\"host\":\"a\",\"reg-name\":\"a\",\"path-abempty\":\"\",\"query\":\"b@c/\"},"
                 "\"roles\":{\"scheme\":\"ftp\",\"host\":\"a\",\"path\":\"\",\"query\":\"b@c/\"}}" );
   CHECK_THROWS_AS( rfc1738::write_json( out, r, 2 ), std::out_of_range );
}

TEST_CASE( "derivation_of: every production of an edition's derivation, in the order they begin", "[edition]" )
{
   // RFC 1738: the nodes of rfc1738::derive's full tree, one for one.
   for( const char* input : { "http://h/p?q", "ftp://u:p@h:21/a%20b;type=i", "gopher://h/1s%09t", "news:a@b", "x-y:z", "mailto:a@b" } ) {
      const auto d = rfc1738::derivation_of( edition::rfc1738, input );
      const auto tree = rfc1738::derive( input ).tree;
      REQUIRE( d );
      REQUIRE( d->size() == tree.size() );
      for( std::size_t i = 0; i < tree.size(); ++i ) {
         INFO( input << " node " << i );
         CHECK( ( *d )[ i ].name == rfc1738::grammar::rfc_name( tree[ i ].id ) );
         CHECK( ( *d )[ i ].begin == tree[ i ].begin );
         CHECK( ( *d )[ i ].end == tree[ i ].end );
         CHECK( ( *d )[ i ].depth == tree[ i ].depth );
      }
   }
   // RFC 3986: path-abempty empty at 7 is hier-part's child, authority's sibling.
   const auto d = rfc1738::derivation_of( edition::rfc3986, "ftp://a?b@c/" );
   REQUIRE( d );
   std::vector< std::string > shown;
   for( const auto& n : *d ) {
      if( n.depth <= 3 ) {
         shown.push_back( std::string( n.depth, ' ' ) + std::string( n.name ) + " " + std::to_string( n.begin ) + " " + std::to_string( n.end ) );
      }
   }
   CHECK( shown == std::vector< std::string >{ "URI-reference 0 12", " URI 0 12", "  scheme 0 3", "   ALPHA 0 1", "   ALPHA 1 2", "   ALPHA 2 3", "  hier-part 4 7",
                                               "   authority 6 7", "   path-abempty 7 7", "  query 8 12", "   pchar 8 9", "   pchar 9 10", "   pchar 10 11" } );
   // Every edition: a derivation exactly when the input is valid; its root
   // the whole input, each node inside its parent.
   for( const auto e : rfc1738::editions ) {
      for( const char* input : { "http://u@[::1]:8/p;x?q#f", "//h/p?q", "mailto:a@b", "x y", "", "#f", "ftp://h/a!A" } ) {
         const auto t = rfc1738::derivation_of( e, input );
         INFO( rfc1738::name_of( e ) << " " << input );
         CHECK( t.has_value() == rfc1738::check( e, input ).valid );
         if( t ) {
            REQUIRE( !t->empty() );
            CHECK( ( *t )[ 0 ].depth == 0 );
            CHECK( ( *t )[ 0 ].end == std::string_view( input ).size() );
            std::vector< const rfc1738::edition_node* > open;
            for( const auto& n : *t ) {
               open.resize( n.depth );
               if( !open.empty() ) {
                  CHECK( open.back()->begin <= n.begin );
                  CHECK( n.end <= open.back()->end );
               }
               open.push_back( &n );
            }
         }
      }
   }
}

namespace {

// The conformance data's inputs of every edition (conformance/*-tests.jsonl),
// each once.
std::vector< std::string > conformance_inputs()
{
   std::set< std::string > seen;
   for( const auto& entry : std::filesystem::directory_iterator( RFC1738_SOURCE_DIR "/conformance" ) ) {
      const auto name = entry.path().filename().string();
      if( name.size() < 11 || name.compare( name.size() - 11, 11, "tests.jsonl" ) != 0 ) {
         continue;
      }
      std::ifstream in( entry.path(), std::ios::binary );
      std::string line;
      while( std::getline( in, line ) ) {
         seen.insert( nlohmann::json::parse( line ).at( "input" ).get< std::string >() );
      }
   }
   return { seen.begin(), seen.end() };
}

// What check( E::id, s ) must say, read from the PEG derivation
// (derivation_of): valid when there is one; the production the outermost
// node of a verdict production (E::verdicts; a draft's: an alternative of
// its url, the node below the root), else the top; conforms when why_not
// finds nothing.
template< typename E >
void same_verdict_as_the_derivation( const std::string& s )
{
   const auto v = rfc1738::check( E::id, s );
   const auto d = rfc1738::derivation_of( E::id, s );
   INFO( rfc1738::name_of( E::id ) << ": " << nlohmann::json( s ).dump( -1, ' ', true, nlohmann::json::error_handler_t::replace ) );
   REQUIRE( v.valid == d.has_value() );
   // conforms: why_not walks each production's own automaton (the top's, and
   // a scheme's that refines conforms: RFC 8089, RFC 6068), not check's
   // product of them.
   CHECK( v.conforms == !rfc1738::why_not( E::id, s ) );
   if( !d ) {
      CHECK( !v.production );
      return;
   }
   std::optional< std::string_view > outermost;
   for( const auto& n : *d ) {
      bool verdict = false;
      if constexpr( E::uri ) {
         verdict = std::any_of( std::begin( E::verdicts ), std::end( E::verdicts ), [ & ]( auto p ) { return E::rfc_name( p ) == n.name; } );
      }
      else {
         verdict = n.depth == 1;
      }
      if( verdict ) {
         outermost = n.name;
         break;
      }
   }
   REQUIRE( v.production );
   CHECK( *v.production == outermost.value_or( v.target ) );
}

}  // namespace

// check() of the drafts and the URI editions walks the generated automata;
// derivation_of() runs the PEG rules: the same verdict and production on the
// conformance data's inputs and on mutants of them (a byte replaced,
// inserted or deleted, from an alphabet of the URI delimiters).
TEST_CASE( "editions: check's verdict and production are the derivation's", "[edition]" )
{
   const auto inputs = conformance_inputs();
   REQUIRE( inputs.size() > 10000 );
   std::mt19937 rng( 1738 );
   const std::string alphabet = ":/?#[]@!$&'()*+,;=%-._~aZ09 \x7f\x80";
   std::size_t compared = 0;
   for( const auto& input : inputs ) {
      auto tried = rfc1738::test::with_mutants( input, rng, alphabet, 3 );
      for( const auto& s : tried ) {
         std::apply( [ & ]( auto... e ) { ( ( decltype( e )::id == edition::rfc1738 ? void() : same_verdict_as_the_derivation< decltype( e ) >( s ) ), ... ); }, rfc1738::edition_list::all{} );
         ++compared;
      }
   }
   CHECK( compared > 40000 );
}

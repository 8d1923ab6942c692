// SPDX-License-Identifier: BSL-1.0
// The conformance suite (tools/suite): its expected answers, which are the
// library's, against the independent matcher of tests/support (every case of
// --size small, a sample of --size full: valid through `url`, conforms
// through the production of the input's scheme, and the error offset as the
// longest viable prefix of that production); its determinism, its coverage,
// and its JSON (the object of check --json, then kind, covers, why).
#include "suite.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <iostream>
#include <map>
#include <optional>
#include <set>

#include "cfg_matcher.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/edition.hpp"
#include "rfc1738/edition_diff.hpp"
#include "rfc1738/json.hpp"

namespace cfg = rfc1738::test::cfg;
namespace suite = rfc1738::suite;

namespace {

struct judge {
   cfg::grammar g = cfg::grammar::from_file( RFC1738_GRAMMAR_FILE );
   std::map< std::string, cfg::matcher, std::less<> > matchers;
   std::size_t cases = 0, checked_offsets = 0, disagreements = 0;
   std::map< std::string, std::size_t > by_kind;

   cfg::matcher& of( std::string_view production )
   {
      auto i = matchers.find( production );
      if( i == matchers.end() ) {
         i = matchers.emplace( std::string( production ), cfg::matcher( g, production ) ).first;
      }
      return i->second;
   }

   // The case's expectations (the library's) against the matcher.
   void check( const suite::test_case& c )
   {
      ++cases;
      const auto r = rfc1738::inspect( c.input );
      const auto& v = r.verdict();
      ++by_kind[ std::string( suite::kind_of( r ) ) ];
      const std::string_view target = rfc1738::grammar::rfc_name( v.target );
      const bool valid = of( "url" ).matches( c.input );
      const bool conforms = of( target ).matches( c.input );
      bool agree = valid == v.valid && conforms == v.conforms;
      if( !v.conforms ) {
         const auto& d = r.diagnosis();
         agree = agree && d && d->offset == of( target ).viable_prefix( c.input );
         ++checked_offsets;
      }
      if( !agree ) {
         ++disagreements;
         if( disagreements <= 10 ) {
            UNSCOPED_INFO( "disagreement on " << cfg::quote( c.input.substr( 0, 200 ) ) << " (" << c.covers.front() << "): library valid " << v.valid << " conforms " << v.conforms
                                              << ", matcher valid " << valid << " conforms " << conforms );
         }
      }
   }
};

bool generated_from_the_grammar( const std::string& item )
{
   // The cases made for a choice point are derivations of `url`: no byte was
   // put in nor taken out.
   return item.find( "/byte:" ) == std::string::npos && item.find( "\"-in:" ) == std::string::npos && item.find( "near-miss" ) == std::string::npos &&
          item.find( "url-vs-otherurl" ) == std::string::npos && item.rfind( "§3-example", 0 ) != 0 && item.rfind( "long:", 0 ) != 0 && item.rfind( "rewrite:", 0 ) != 0;
}

}  // namespace

TEST_CASE( "every case of --size small agrees with the independent matcher", "[matcher]" )
{
   judge j;
   std::size_t derivations = 0, not_valid = 0;
   suite::generate( {}, [ & ]( const suite::test_case& c ) {
      j.check( c );
      if( generated_from_the_grammar( c.covers.front() ) ) {
         ++derivations;
         not_valid += j.of( "url" ).matches( c.input ) ? 0 : 1;
      }
   } );
   std::cout << "suite --size small: " << j.cases << " cases (" << j.by_kind[ "conforming" ] << " conforming, " << j.by_kind[ "valid-not-conforming" ] << " valid-not-conforming, "
             << j.by_kind[ "not-a-url" ] << " not-a-url), " << j.checked_offsets << " error offsets, " << j.disagreements << " disagreements with the matcher\n";
   CHECK( j.cases > 2000 );
   CHECK( j.disagreements == 0 );
   CHECK( j.by_kind[ "conforming" ] > 0 );
   CHECK( j.by_kind[ "valid-not-conforming" ] > 0 );
   CHECK( j.by_kind[ "not-a-url" ] > 0 );
   // Each case made for a choice point is a derivation of `url`.
   CHECK( derivations > 300 );
   CHECK( not_valid == 0 );
}

TEST_CASE( "a sample of --size full, the long inputs with it, agrees with the independent matcher", "[full]" )
{
   judge j;
   std::size_t all = 0, longs = 0;
   suite::settings s;
   s.extent = suite::size::full;
   suite::generate( s, [ & ]( const suite::test_case& c ) {
      const bool is_long = c.covers.front().rfind( "long:", 0 ) == 0;
      if( all++ % 7 == 0 || is_long ) {
         longs += is_long ? 1 : 0;
         j.check( c );
      }
   } );
   std::cout << "suite --size full: " << all << " cases, " << j.cases << " checked (" << longs << " long), " << j.checked_offsets << " error offsets, " << j.disagreements
             << " disagreements with the matcher\n";
   CHECK( all > 200000 );
   CHECK( longs == 6 );
   CHECK( j.disagreements == 0 );
}

TEST_CASE( "the suite is the same for a seed, another for another seed", "[determinism]" )
{
   const auto run = []( std::uint64_t seed ) {
      std::vector< std::string > v;
      suite::settings s;
      s.seed = seed;
      suite::generate( s, [ & ]( const suite::test_case& c ) { v.push_back( c.input ); } );
      return v;
   };
   const auto a = run( 7 );
   CHECK( a == run( 7 ) );
   CHECK( a != run( 8 ) );
}

TEST_CASE( "--size small reaches every coverage item; so does each production alone", "[coverage]" )
{
   for( const auto extent : { suite::size::small, suite::size::full } ) {
      suite::settings s;
      s.extent = extent;
      std::set< std::string > reached;
      suite::generate( s, [ & ]( const suite::test_case& c ) { reached.insert( c.covers.begin(), c.covers.end() ); } );
      const auto required = suite::required_items( s );
      CHECK( required.size() > 1500 );
      for( const auto& item : required ) {
         INFO( item );
         CHECK( reached.count( item ) == 1 );
      }
      if( extent == suite::size::full ) {
         break;
      }
      // The items the issue names, as the grammar spells them.
      for( const auto* item : { "grouppart/article", "login/[\":\" password]:empty", "login/[\":\" password]:absent", "hostname/*[domainlabel \".\"]:many",
                                "gopherurl/\"%09\"-in:selector", "rewrite:gopher-shortest-selector", "hsegment/byte:national:escaped", "search/byte:NUL",
                                "fsegment/byte:byte>=0x80", "httpurl/url-vs-otherurl", "ftpurl/near-miss:truncation", "long:hostname:65536", "long:hpath:1048576" } ) {
         INFO( item );
         CHECK( std::find( required.begin(), required.end(), item ) != required.end() );
      }
   }
   for( const auto* production : { "ftpurl", "host", "hsegment", "gopherurl", "grouppart" } ) {
      suite::settings s;
      s.production = production;
      std::set< std::string > reached;
      std::size_t n = 0;
      suite::generate( s, [ & ]( const suite::test_case& c ) {
         ++n;
         reached.insert( c.covers.begin(), c.covers.end() );
      } );
      const auto required = suite::required_items( s );
      INFO( production );
      CHECK( n > 0 );
      CHECK( !required.empty() );
      for( const auto& item : required ) {
         INFO( item );
         CHECK( reached.count( item ) == 1 );
      }
   }
   suite::settings bad;
   bad.production = "no-such-production";
   CHECK_THROWS_AS( suite::required_items( bad ), std::invalid_argument );
}

TEST_CASE( "a case's JSON is check --json's object, then kind, covers and why", "[json]" )
{
   std::size_t n = 0;
   suite::generate( {}, [ & ]( const suite::test_case& c ) {
      if( n++ % 37 != 0 ) {
         return;
      }
      std::string check = rfc1738::to_json( rfc1738::inspect( c.input ) );
      std::string line;
      suite::write_json( line, c );
      REQUIRE( !check.empty() );
      check.pop_back();   // its "}"
      CHECK( line.compare( 0, check.size(), check ) == 0 );
      const std::string rest = line.substr( check.size() );
      CHECK( rest.rfind( ",\"kind\":\"", 0 ) == 0 );
      CHECK( rest.find( "\",\"covers\":[\"" ) != std::string::npos );
      CHECK( rest.find( "],\"why\":\"" ) != std::string::npos );
      CHECK( rest.back() == '}' );
   } );
   suite::test_case c{ "http://user@host/", { "x" }, "y" };
   std::string line;
   suite::write_json( line, c );
   CHECK( line.find( ",\"kind\":\"valid-not-conforming\",\"covers\":[\"x\"],\"why\":\"y\"}" ) != std::string::npos );
}

TEST_CASE( "the suite of every other edition: its coverage, both verdicts, the independent matcher, the witnesses that separate the editions, its JSON", "[editions]" )
{
   for( const rfc1738::edition e : rfc1738::editions ) {
      if( e == rfc1738::edition::rfc1738 ) {
         continue;
      }
      const std::string name( rfc1738::name_of( e ) );
      INFO( name );
      suite::settings s;
      s.of = e;
      // The independent matcher: the draft's BNF with its readings (as
      // corrected, or its typos as written), or the generic edition's files.
      std::optional< cfg::grammar > g;
      std::optional< cfg::matcher > top;
      if( e == rfc1738::edition::draft03 || e == rfc1738::edition::draft03_literal ) {
         const std::string dir = RFC1738_GRAMMAR_DIR;
         g.emplace( cfg::grammar::from_draft_files( dir + "/draft-ietf-uri-url-03.bnf", dir + "/draft-ietf-uri-url-03.readings", e == rfc1738::edition::draft03_literal ) );
         top.emplace( *g, "url" );
      }
      for( const auto& u : cfg::uri_editions() ) {
         if( u.name == name ) {
            g.emplace( cfg::grammar::from_uri_edition( name, RFC1738_GRAMMAR_DIR ) );
            top.emplace( *g, u.top );
         }
      }
      REQUIRE( top );
      std::set< std::string > reached;
      std::map< std::string, std::size_t > kinds;
      std::size_t cases = 0, disagreements = 0, splits = 0, json_checked = 0;
      std::vector< std::string > inputs;
      suite::generate( s, [ & ]( const suite::test_case& c ) {
         ++cases;
         inputs.push_back( c.input );
         reached.insert( c.covers.begin(), c.covers.end() );
         const auto v = rfc1738::check( e, c.input );
         ++kinds[ v.conforms ? "conforming" : v.valid ? "valid-not-conforming" : "not-a-url" ];
         if( top && top->matches( c.input ) != v.valid ) {
            ++disagreements;
            UNSCOPED_INFO( "the matcher disagrees on " << cfg::quote( c.input.substr( 0, 200 ) ) << " (" << c.covers.front() << ")" );
         }
         if( c.covers.front().rfind( "split-differs:", 0 ) == 0 ) {
            // Both editions accept it and split it differently.
            const auto other = rfc1738::edition_named( c.covers.front().substr( 14, c.covers.front().find( ':', 14 ) - 14 ) );
            REQUIRE( other );
            CHECK( !rfc1738::compare_editions( c.input, { e, *other } ).differences.empty() );
            ++splits;
         }
         if( c.covers.front().rfind( "differs-from:", 0 ) == 0 ) {
            // A witness ("differs-from:O/SCHEME:in-A-not-R:PRODUCTION"): A
            // derives it, R does not conform (its scheme's production, or its
            // top, refuses it; RFC 1738 may still read it as an otherurl).
            const auto& item = c.covers.front();
            const auto in = item.find( ":in-" ) + 4, not_in = item.find( "-not-", in ), end = item.find( ':', not_in );
            const auto accepted = rfc1738::edition_named( item.substr( in, not_in - in ) );
            const auto rejected = rfc1738::edition_named( item.substr( not_in + 5, end - not_in - 5 ) );
            REQUIRE( accepted );
            REQUIRE( rejected );
            CHECK( ( *accepted == e || *rejected == e ) );
            CHECK( rfc1738::check( *accepted, c.input ).valid );
            CHECK( !rfc1738::check( *rejected, c.input ).conforms );
         }
         if( cases % 23 == 0 ) {
            // The line: check --edition E --json's members, then target, kind, covers, why.
            const auto r = rfc1738::compare_editions( c.input, { e } );
            std::string members;
            rfc1738::write_json_members( members, r.answers[ 0 ].verdict, r.answers[ 0 ].error );
            std::string line;
            suite::write_json( line, c, e );
            CHECK( line.find( ",\"edition\":\"" + name + "\"," + members ) != std::string::npos );
            CHECK( line.find( ",\"target\":\"" + std::string( v.target ) + "\",\"kind\":\"" ) != std::string::npos );
            CHECK( ( line.find( ",\"roles\":{" ) != std::string::npos ) == r.answers[ 0 ].split.has_value() );
            ++json_checked;
         }
      } );
      CHECK( disagreements == 0 );
      CHECK( json_checked > 10 );
      // Both verdicts appear.
      CHECK( kinds[ "conforming" ] > 0 );
      CHECK( kinds[ "not-a-url" ] > 0 );
      // Every required item is reached, among them every group of witnesses
      // of diff_editions against each other edition.
      const auto required = suite::required_items( s );
      CHECK( required.size() > 200 );
      std::size_t differences = 0;
      for( const auto& item : required ) {
         INFO( item );
         CHECK( reached.count( item ) == 1 );
         differences += item.rfind( "differs-from:", 0 ) == 0 ? 1 : 0;
      }
      std::size_t groups = 0;
      for( const rfc1738::edition o : rfc1738::editions ) {
         if( o != e ) {
            for( const auto& d : rfc1738::diff_editions( e, o, std::nullopt, 1 ) ) {
               groups += d.differences.size();
            }
         }
      }
      CHECK( differences == groups );
      CHECK( groups > 0 );
      if( e == rfc1738::edition::rfc3986 ) {
         CHECK( splits > 0 );   // ftp://a?b@c/ and its kind: rfc1738's userinfo and host
         CHECK( reached.count( "URI/\"?\"-in:hier-part" ) == 1 );
         CHECK( std::find( required.begin(), required.end(), "relative-ref/near-miss:truncation" ) != required.end() );
         CHECK( std::find( required.begin(), required.end(), "auth-path/[file-auth]:empty" ) != required.end() );
         CHECK( reached.count( "file-URI/near-miss:deletion" ) == 1 );   // made, not required (an entry no rule names)
      }
      // Deterministic for a seed.
      std::vector< std::string > again;
      suite::generate( s, [ & ]( const suite::test_case& c ) { again.push_back( c.input ); } );
      CHECK( again == inputs );
   }
   suite::settings bad;
   bad.of = rfc1738::edition::rfc3986;
   bad.production = "hpath";   // RFC 1738's, not RFC 3986's
   CHECK_THROWS_AS( suite::required_items( bad ), std::invalid_argument );
}

// SPDX-License-Identifier: BSL-1.0
// The line engine's tally (tools/engine/tally.hpp): check's counts and its
// summaries. The counts of inputs added up in chunks are those counted in
// one; the JSON and text summaries are the lines `rfc1738 check` writes;
// counts read back by production name add up with those counted by
// production (rfc1738.dask's client).
#include "engine/tally.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace {

using rfc1738::engine::tally;

const std::vector< std::string_view > inputs = { "http://a.example/", "news:*", "ftp://h:21x/", "HTTP://h", "x y", "http://u@h/", "nntp://h/g", "http://h/p#f" };

// The summaries of `t`.
std::string json_of( const tally& t )
{
   std::string out;
   rfc1738::engine::write_json_summary( out, t );
   return out;
}

std::string text_of( const tally& t )
{
   std::string out;
   rfc1738::engine::write_text_summary( out, t );
   return out;
}

}  // namespace

TEST_CASE( "the tally adds chunks up as it counts one, and writes check's summaries", "[engine_tally]" )
{
   tally whole;
   tally first;
   tally second;
   for( std::size_t i = 0; i < inputs.size(); ++i ) {
      const auto v = rfc1738::check( inputs[ i ] );
      whole.count( v, false );
      ( i % 2 == 0 ? first : second ).count( v, false );
   }
   whole.skipped = 2;
   first.skipped = 2;
   first.add( second );
   const std::string a = json_of( whole );
   CHECK( json_of( first ) == a );
   CHECK( a == "{\"inputs\":8,\"conforming\":3,\"valid_not_conforming\":2,\"not_url\":3,\"skipped\":2,"
               "\"by_production\":{\"(not a url)\":3,\"httpurl\":1,\"newsurl\":1,\"nntpurl\":1,\"otherurl\":2}}\n" );
   const std::string text = text_of( whole );
   CHECK( text.rfind( "8 inputs: 3 conform, 2 valid but not conforming, 3 not a url (2 lines skipped)\n", 0 ) == 0 );
   CHECK( text.find( "\n  (not a url)    3\n" ) != std::string::npos );

   // Read back by name (a partition's dict) and added to counts by production: the same summary.
   tally named;
   named.inputs = whole.inputs;
   named.conforming = whole.conforming;
   named.valid = whole.valid;
   named.skipped = whole.skipped;
   for( const auto& [ name, n ] : whole.named() ) {
      named.by_name[ std::string( name ) ] = n;
   }
   tally both = whole;
   both.add( named );
   tally twice = whole;
   twice.add( whole );
   const std::string c = json_of( both );
   CHECK( c == json_of( twice ) );
   CHECK( c.find( "\"inputs\":16," ) != std::string::npos );
}

TEST_CASE( "the tally's summaries name another edition and count the fragments split off", "[engine_tally]" )
{
   tally t;
   t.edition = rfc1738::edition::rfc3986;
   t.split = true;
   t.count( rfc1738::check( rfc1738::edition::rfc3986, "file://host" ), false );
   t.count( rfc1738::check( rfc1738::edition::rfc3986, "http://h/" ), true );
   CHECK( json_of( t ).rfind( "{\"edition\":\"rfc3986\",\"inputs\":2,\"conforming\":1,\"valid_not_conforming\":1,\"not_url\":0,\"skipped\":0,\"fragments\":1,\"by_production\":{", 0 ) == 0 );
   CHECK( text_of( t ).rfind( "2 inputs (rfc3986): 1 conforms, 1 valid but not conforming, 0 not a url; 1 with a fragment split off\n", 0 ) == 0 );
}

TEST_CASE( "the tally counts another edition's verdicts by name, in chunks as in one, a copy of a name with the name", "[engine_tally]" )
{
   const std::vector< std::string_view > uris = { "http://h/", "x y", "//h/p", "file://host", "a:b", "?q", "%zz" };
   tally whole;
   whole.edition = rfc1738::edition::rfc3986;
   tally first;   // -j's chunks: no edition set, their verdicts name it
   tally second;
   for( std::size_t i = 0; i < uris.size(); ++i ) {
      const auto v = rfc1738::check( rfc1738::edition::rfc3986, uris[ i ] );
      whole.count( v, false );
      ( i < 3 ? first : second ).count( v, false );
   }
   // Its name in other bytes than the library's (a copy): counted with it.
   const std::string copy = "URI";
   auto v = rfc1738::check( rfc1738::edition::rfc3986, "a:b" );
   v.production = copy;
   whole.count( v, false );
   second.count( v, false );
   CHECK( whole.by_verdict.size() == 3 );   // (not a url), URI, relative-ref: the copy counted with URI
   second.add( first );   // the later chunk first: the names in their order all the same
   CHECK( second.by_verdict.size() == 3 );
   const std::string a = json_of( whole );
   CHECK( json_of( second ).find( "\"by_production\":{\"(not a url)\":2,\"URI\":4,\"relative-ref\":2}}\n" ) != std::string::npos );
   second.edition = whole.edition;   // check_command's tally, the chunks added to it
   CHECK( json_of( second ) == a );
   CHECK( a == "{\"edition\":\"rfc3986\",\"inputs\":8,\"conforming\":5,\"valid_not_conforming\":1,\"not_url\":2,\"skipped\":0,"
               "\"by_production\":{\"(not a url)\":2,\"URI\":4,\"relative-ref\":2}}\n" );
   CHECK( text_of( whole ) == text_of( second ) );
   CHECK( text_of( whole ).find( "\n  URI              4\n  relative-ref     2\n" ) != std::string::npos );
}

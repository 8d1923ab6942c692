// SPDX-License-Identifier: BSL-1.0
// Fuzz target `compare`: the reader of `rfc1738 compare` on arbitrary bytes
// (as the lines of an answers file). Besides no crash and no sanitizer
// report:
//   - every line is either compared or reported bad, with its number;
//   - the counts add up: per field, agree + disagree + not compared is the
//     number of lines compared, and the groups count the disagreements;
//   - the JSON report is JSON (read back with nlohmann-json) and says the
//     same numbers;
//   - reading the bytes as a stream (tools/compare read) gives the same
//     counts as feeding the lines one by one.
//   - attributing to every edition (compare --editions all): one per-input
//     line per line (JSON, with "input" and "follows"), per edition the
//     counts adding up to the lines compared, the findings' groups
//     counting the findings, no more findings than answers attributed.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <iterator>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "compare.hpp"
#include "require.hpp"

extern "C" int LLVMFuzzerTestOneInput( const std::uint8_t* data, std::size_t size )
{
   const std::string_view text( reinterpret_cast< const char* >( data ), size );
   // the lines one by one; how many
   const auto feed = [ & ]( rfc1738::compare::comparison& into ) {
      std::size_t n = 0;
      for( std::size_t begin = 0; begin < text.size(); ) {
         auto end = text.find( '\n', begin );
         if( end == std::string_view::npos ) {
            end = text.size();
         }
         into.add_line( text.substr( begin, end - begin ), ++n );
         begin = end + 1;
      }
      return n;
   };
   rfc1738::compare::comparison c;
   const std::size_t lines = feed( c );
   RFC1738_FUZZ_REQUIRE( c.compared() + c.bad_count() == lines );
   for( const auto& b : c.bad() ) {
      RFC1738_FUZZ_REQUIRE( b.line >= 1 && b.line <= lines && !b.message.empty() );
   }
   std::size_t disagreements = 0;
   for( const auto& [ field, n ] : c.fields() ) {
      RFC1738_FUZZ_REQUIRE( n.agree + n.disagree + n.not_compared == c.compared() );
      disagreements += n.disagree;
   }
   std::size_t grouped = 0;
   for( const auto& g : c.groups() ) {
      RFC1738_FUZZ_REQUIRE( g.count >= 1 && !g.examples.empty() && g.examples.size() <= rfc1738::compare::comparison::examples_kept );
      grouped += g.count;
   }
   RFC1738_FUZZ_REQUIRE( grouped == disagreements );

   const auto report = nlohmann::json::parse( rfc1738::compare::to_json( c ), nullptr, false );
   RFC1738_FUZZ_REQUIRE( !report.is_discarded() );
   RFC1738_FUZZ_REQUIRE( report.at( "compared" ).get< std::size_t >() == c.compared() );
   RFC1738_FUZZ_REQUIRE( report.at( "groups" ).size() == c.groups().size() );
   (void)rfc1738::compare::to_text( c, "fuzz" );
   (void)rfc1738::compare::to_markdown( c, "fuzz" );

   rfc1738::compare::comparison a;
   std::size_t per_input = 0;
   a.attribute( { std::begin( rfc1738::editions ), std::end( rfc1738::editions ) }, [ & ]( const std::string& line ) {
      const auto j = nlohmann::json::parse( line, nullptr, false );
      RFC1738_FUZZ_REQUIRE( j.is_object() && j.contains( "input" ) && j.contains( "follows" ) );
      ++per_input;
   } );
   feed( a );
   RFC1738_FUZZ_REQUIRE( per_input == lines && a.compared() + a.bad_count() == lines && a.attributed() <= a.compared() );
   for( const auto& e : a.editions() ) {
      RFC1738_FUZZ_REQUIRE( e.valid.agree + e.valid.disagree + e.valid.not_compared == a.compared() );
      RFC1738_FUZZ_REQUIRE( e.split.agree + e.split.disagree + e.split.not_compared == a.compared() );
      RFC1738_FUZZ_REQUIRE( e.follows <= e.valid.agree );
   }
   std::size_t found = 0;
   for( const auto& g : a.findings() ) {
      found += g.count;
   }
   RFC1738_FUZZ_REQUIRE( found == a.finding_count() && a.finding_count() <= a.attributed() );
   const auto attributed = nlohmann::json::parse( rfc1738::compare::to_json( a ), nullptr, false );
   RFC1738_FUZZ_REQUIRE( !attributed.is_discarded() && attributed.at( "findings" ).at( "count" ).get< std::size_t >() == a.finding_count() );
   (void)rfc1738::compare::to_text( a, "fuzz" );
   (void)rfc1738::compare::to_markdown( a, "fuzz" );

   if( std::FILE* f = std::tmpfile() ) {
      std::fwrite( data, 1, size, f );
      std::rewind( f );
      rfc1738::compare::comparison streamed;
      RFC1738_FUZZ_REQUIRE( rfc1738::compare::read( f, streamed, 1 << 12 ) );
      std::fclose( f );
      std::size_t stream_lines = 0;
      for( std::size_t i = 0; i < size; ++i ) {
         stream_lines += data[ i ] == '\n' ? 1 : 0;
      }
      stream_lines += size > 0 && data[ size - 1 ] != '\n' ? 1 : 0;
      RFC1738_FUZZ_REQUIRE( streamed.compared() + streamed.bad_count() == stream_lines );
      if( text.find( '\n' ) == std::string_view::npos || text.back() == '\n' ) {
         // Lines up to 4 KiB read alike; a longer one is bad in the stream.
         bool all_short = true;
         std::size_t run = 0;
         for( std::size_t i = 0; i < size; ++i ) {
            run = data[ i ] == '\n' ? 0 : run + 1;
            all_short = all_short && run <= ( 1 << 12 );
         }
         if( all_short ) {
            RFC1738_FUZZ_REQUIRE( streamed.compared() == c.compared() );
         }
      }
   }
   return 0;
}

// SPDX-License-Identifier: BSL-1.0
// Fuzz target `extract`: rfc1738::extractor on arbitrary text. Besides no
// crash and no sanitizer report:
//   - every candidate's span [begin,end) lies inside the text, after the
//     previous candidate's;
//   - its line and column are those of `begin`, counted from the text;
//   - its url holds no whitespace, is at most the cap long, and each byte
//     is the text's byte at source[i], the sources rising inside the span;
//     position_of( i ) gives that offset with its line and column;
//   - the warnings' offsets lie inside the url;
//   - feeding the text in chunks of sizes drawn from the input gives the
//     same candidates as one piece; so does feeding it one byte at a time
//     (no run taken at once) to a receiver that swaps in a stale candidate;
//   - so does reading it in pieces cut after a LF, a new extractor for each
//     piece that begins where the one before is at rest (at_rest()).
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "positions.hpp"
#include "require.hpp"
#include "rfc1738/extract.hpp"

namespace {

bool is_space( char c )
{
   return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

bool same( const rfc1738::candidate& a, const rfc1738::candidate& b )
{
   if( a.begin != b.begin || a.end != b.end || a.line != b.line || a.column != b.column || a.delimiter != b.delimiter || a.url != b.url ||
       a.source != b.source || a.line_feeds != b.line_feeds || a.warnings.size() != b.warnings.size() ) {
      return false;
   }
   for( std::size_t i = 0; i < a.warnings.size(); ++i ) {
      if( a.warnings[ i ].code != b.warnings[ i ].code || a.warnings[ i ].offset != b.warnings[ i ].offset ) {
         return false;
      }
   }
   return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput( const std::uint8_t* data, std::size_t size )
{
   const std::string_view text( reinterpret_cast< const char* >( data ), size );
   rfc1738::extract_options options;
   options.max_url_length = 256;   // small, so that the cap is reached
   options.only_wrapped = size > 0 && ( data[ 0 ] & 1 ) != 0 && ( data[ 0 ] & 2 ) != 0;
   const auto whole = rfc1738::extract( text, options );

   const auto [ lines, columns ] = rfc1738::fuzz::positions_of( text );
   std::size_t previous_end = 0;
   for( const auto& c : whole ) {
      RFC1738_FUZZ_REQUIRE( c.begin < c.end && c.end <= size );
      RFC1738_FUZZ_REQUIRE( previous_end <= c.begin );
      previous_end = c.end;
      RFC1738_FUZZ_REQUIRE( c.line == lines[ c.begin ] && c.column == columns[ c.begin ] );
      RFC1738_FUZZ_REQUIRE( c.url.size() <= options.max_url_length );
      RFC1738_FUZZ_REQUIRE( !options.only_wrapped || c.delimiter == rfc1738::delimiter::url_wrapped );
      RFC1738_FUZZ_REQUIRE( c.source.size() == c.url.size() + 1 );
      for( std::size_t i = 0; i < c.url.size(); ++i ) {
         RFC1738_FUZZ_REQUIRE( !is_space( c.url[ i ] ) );
         RFC1738_FUZZ_REQUIRE( c.begin <= c.source[ i ] && c.source[ i ] < c.end );
         RFC1738_FUZZ_REQUIRE( i == 0 || c.source[ i - 1 ] < c.source[ i ] );
         RFC1738_FUZZ_REQUIRE( text[ c.source[ i ] ] == c.url[ i ] );
         const auto p = c.position_of( i );
         RFC1738_FUZZ_REQUIRE( p.offset == c.source[ i ] && p.line == lines[ p.offset ] && p.column == columns[ p.offset ] );
      }
      RFC1738_FUZZ_REQUIRE( c.source.back() <= c.end );
      for( const auto& w : c.warnings ) {
         RFC1738_FUZZ_REQUIRE( w.offset <= c.url.size() );
      }
   }

   // The same text in chunks: sizes 1..16 drawn from the text's own bytes.
   std::vector< rfc1738::candidate > chunked;
   rfc1738::extractor x( [ &chunked ]( rfc1738::candidate&& c ) { chunked.push_back( std::move( c ) ); }, options );
   for( std::size_t i = 0, k = 0; i < size; ++k ) {
      const std::size_t n = 1 + ( data[ k % size ] & 15 );
      x.feed( text.substr( i, n ) );
      i += n;
   }
   x.finish();
   RFC1738_FUZZ_REQUIRE( chunked.size() == whole.size() );
   for( std::size_t i = 0; i < whole.size(); ++i ) {
      RFC1738_FUZZ_REQUIRE( same( chunked[ i ], whole[ i ] ) );
   }

   // One byte at a time (the byte machine, no run taken at once), with a
   // receiver that copies each candidate and swaps in an old one full of
   // stale bytes (the extractor reads the next one into its room).
   std::vector< rfc1738::candidate > bytewise;
   rfc1738::candidate stale;
   stale.url = "stale:x";
   stale.source = { 1, 2, 3 };
   stale.line_feeds = { 7 };
   stale.warnings.push_back( { "too-long", 1, "stale", "Appendix" } );
   stale.begin = 99;
   stale.delimiter = rfc1738::delimiter::quote;
   rfc1738::extractor y(
      [ & ]( rfc1738::candidate&& c ) {
         bytewise.push_back( c );
         rfc1738::candidate old = stale;
         std::swap( old, c );
      },
      options );
   for( std::size_t i = 0; i < size; ++i ) {
      y.feed( text.substr( i, 1 ) );
   }
   y.finish();
   RFC1738_FUZZ_REQUIRE( bytewise.size() == whole.size() );
   for( std::size_t i = 0; i < whole.size(); ++i ) {
      RFC1738_FUZZ_REQUIRE( same( bytewise[ i ], whole[ i ] ) );
   }

   // In pieces cut after a LF (every k-th, k drawn from the text), as lint
   // -j reads a text: a piece that begins where the extractor is at rest is
   // read by a new extractor told where the piece begins (first_offset,
   // first_line); one that does not is read on by the extractor of the
   // pieces before.
   std::vector< rfc1738::candidate > pieces;
   const auto sink = [ & ]( rfc1738::candidate&& c ) { pieces.push_back( std::move( c ) ); };
   auto z = std::make_unique< rfc1738::extractor >( sink, options );
   const std::size_t every = 1 + ( size > 1 ? data[ 1 ] % 4 : 0 );
   std::size_t from = 0;
   std::size_t line = 1;
   std::size_t lfs = 0;
   for( std::size_t i = 0; i < size; ++i ) {
      if( text[ i ] != '\n' ) {
         continue;
      }
      ++line;
      if( ++lfs % every != 0 ) {
         continue;
      }
      z->feed( text.substr( from, i + 1 - from ) );
      from = i + 1;
      if( z->at_rest() ) {   // the next piece: a new extractor from here
         rfc1738::extract_options from_cut = options;
         from_cut.first_offset = from;
         from_cut.first_line = line;
         z = std::make_unique< rfc1738::extractor >( sink, from_cut );
      }
   }
   z->feed( text.substr( from ) );
   z->finish();
   RFC1738_FUZZ_REQUIRE( pieces.size() == whole.size() );
   for( std::size_t i = 0; i < whole.size(); ++i ) {
      RFC1738_FUZZ_REQUIRE( same( pieces[ i ], whole[ i ] ) );
   }
   return 0;
}

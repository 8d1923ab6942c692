// SPDX-License-Identifier: BSL-1.0
// The line engine's lines (tools/engine/lines.hpp, ranges.hpp): the lines of
// a buffer, of a stream and of a range of a file read with pread are the
// same lines, whatever the bytes (NUL, CR, bytes >= 0x80, a line longer than
// the buffer) and wherever the reads stop; one rule for what is an input
// (blank lines, comments, a CR before the LF).
#include "engine/lines.hpp"
#include "engine/ranges.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace {

// The lines of `s`, split at each LF by hand (the last one without LF counts).
std::vector< std::string > reference( const std::string_view s )
{
   std::vector< std::string > lines;
   std::size_t begin = 0;
   while( begin < s.size() ) {
      const std::size_t lf = s.find( '\n', begin );
      const std::size_t end = lf == std::string_view::npos ? s.size() : lf;
      lines.emplace_back( s.substr( begin, end - begin ) );
      begin = end + 1;
   }
   return lines;
}

std::string hostile()
{
   std::string s = "http://a/\nhttp://b/\r\n\n";
   s += std::string( "ftp://x/\0y", 10 ) + "\n";
   s += "http://\xc3\xa9\xff/\n#comment\n \t\r\n";
   s += "http://long/" + std::string( std::size_t( 1 ) << 20, 'a' ) + "\n";
   s += "last-without-lf";
   return s;
}

std::vector< std::string > lines_in( const std::string_view s )
{
   std::vector< std::string > got;
   rfc1738::engine::for_each_line_in( s, [ & ]( const std::string_view line ) { got.emplace_back( line ); } );
   return got;
}

}  // namespace

TEST_CASE( "line engine: the lines of a buffer", "[engine_lines]" )
{
   const std::string s = hostile();
   CHECK( lines_in( s ) == reference( s ) );
   CHECK( lines_in( "" ).empty() );
   CHECK( lines_in( "\n" ) == std::vector< std::string >{ "" } );
   CHECK( lines_in( "a\n\nb" ) == std::vector< std::string >{ "a", "", "b" } );
   // false from each stops the lines there
   std::size_t seen = 0;
   CHECK_FALSE( rfc1738::engine::for_each_line_in( std::string_view( "a\nb\nc\n" ), [ & ]( std::string_view ) { return ++seen < 2; } ) );
   CHECK( seen == 2 );
}

TEST_CASE( "line engine: the lines of a stream are the buffer's", "[engine_lines]" )
{
   const std::string s = hostile();
   std::FILE* f = std::tmpfile();
   REQUIRE( f != nullptr );
   REQUIRE( std::fwrite( s.data(), 1, s.size(), f ) == s.size() );
   std::rewind( f );
   std::vector< std::string > got;
   CHECK( rfc1738::engine::for_each_line_of( f, [ & ]( const std::string_view line ) { got.emplace_back( line ); } ) );
   std::fclose( f );
   CHECK( got == reference( s ) );
}

TEST_CASE( "line engine: a line longer than the bound is reported in its place, not held", "[engine_lines]" )
{
   // the hostile lines and a last line without LF longer than the bounds,
   // across blocks of 256 KiB (the 1 MiB line) and inside one
   const std::string s = hostile() + "\n" + std::string( 300000, 'b' );
   const std::string dropped = "(too long)";
   for( const std::size_t max_line : { std::size_t( 0 ), std::size_t( 9 ), std::size_t( 15 ), std::size_t( 1 ) << 18, std::size_t( 1 ) << 21 } ) {
      std::vector< std::string > want;
      for( auto& line : reference( s ) ) {
         want.push_back( line.size() > max_line ? dropped : line );
      }
      std::FILE* f = std::tmpfile();
      REQUIRE( f != nullptr );
      REQUIRE( std::fwrite( s.data(), 1, s.size(), f ) == s.size() );
      std::rewind( f );
      std::vector< std::string > got;
      std::size_t held = 0;   // the longest line passed to each
      CHECK( rfc1738::engine::for_each_line_of(
         f, max_line, [ & ]( const std::string_view line ) { got.emplace_back( line ); held = std::max( held, line.size() ); }, [ & ] { got.push_back( dropped ); } ) );
      std::fclose( f );
      CHECK( got == want );
      CHECK( held <= max_line );
   }
}

TEST_CASE( "line engine: one rule for inputs", "[engine_lines]" )
{
   using rfc1738::engine::blank_or_comment;
   CHECK( blank_or_comment( "" ) );
   CHECK( blank_or_comment( " \t\r" ) );
   CHECK( blank_or_comment( "#http://a/" ) );
   CHECK_FALSE( blank_or_comment( " x" ) );
   CHECK_FALSE( blank_or_comment( "http://a/" ) );
   CHECK_FALSE( blank_or_comment( std::string_view( "\0", 1 ) ) );
   CHECK_FALSE( blank_or_comment( "\f" ) );   // not a blank of the rule: an input (a bad one)
   const rfc1738::engine::line_rules both{ true, true };
   std::string_view line = "http://a/\r";
   CHECK_FALSE( both.skips( line ) );
   CHECK( line == "http://a/" );
   line = " \r";
   CHECK( both.skips( line ) );
   const rfc1738::engine::line_rules keep{ false, false };
   line = "#x\r";
   CHECK_FALSE( keep.skips( line ) );
   CHECK( line == "#x\r" );
}

TEST_CASE( "line engine: the lines of a range read with pread, in a buffer that grows", "[engine_lines]" )
{
   const std::string s = hostile();
   for( const std::size_t step : { std::size_t( 1 ), std::size_t( 7 ), std::size_t( 4096 ) } ) {
      // a pread that reads at most `step` bytes a call
      const auto read_at = [ & ]( char* to, std::size_t size, const std::uint64_t offset ) -> long long {
         if( offset >= s.size() ) {
            return 0;
         }
         size = std::min( { size, step, s.size() - static_cast< std::size_t >( offset ) } );
         std::memcpy( to, s.data() + offset, size );
         return static_cast< long long >( size );
      };
      std::string buffer( 16, '\0' );
      std::size_t grown = 0;
      std::size_t unended = 0;
      std::vector< std::string > got;
      const int e = rfc1738::engine::for_each_block_between(
         read_at, 0, s.size() + 100, rfc1738::engine::buffer_span{ buffer.data(), buffer.size() },
         [ & ]( const std::size_t n ) {
            ++grown;
            buffer.resize( n );
            return rfc1738::engine::buffer_span{ buffer.data(), buffer.size() };
         },
         [ & ]( const std::string_view block ) {
            unended += block.back() != '\n' ? 1 : 0;   // whole lines: only the file's last may lack its LF
            for( auto& l : lines_in( block ) ) {
               got.push_back( std::move( l ) );
            }
            return true;
         } );
      CHECK( e == 0 );
      CHECK( unended == 1 );
      CHECK( got == reference( s ) );
      CHECK( grown >= 2 );   // from 16 bytes to more than a megabyte line
      CHECK( buffer.size() > ( std::size_t( 1 ) << 20 ) );
      CHECK( buffer.size() < 4 * s.size() );
   }
   // a read that fails: its errno
   const auto failing = []( char*, std::size_t, std::uint64_t ) -> long long {
      errno = EIO;
      return -1;
   };
   std::string buffer( 64, '\0' );
   const int e = rfc1738::engine::for_each_block_between(
      failing, 0, 100, rfc1738::engine::buffer_span{ buffer.data(), buffer.size() }, []( std::size_t ) { return rfc1738::engine::buffer_span{}; },
      []( std::string_view ) { return true; } );
   CHECK( e == EIO );
}

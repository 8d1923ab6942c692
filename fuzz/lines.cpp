// SPDX-License-Identifier: BSL-1.0
// The line engine's reader (tools/engine/blocks.hpp, line_reader): a file
// of arbitrary bytes read in blocks of 1 to 64 bytes (the first byte of the
// input says how many, and whether long lines are cut), the views held a
// while and given back out of order as the workers do. Properties: every
// view is non-empty; the views, in order, are the file byte for byte; a view
// ends after a LF unless it is the file's last or (cut_long_lines) ends
// inside a line; a view's bytes stay as they were while it is held (a block
// is not reused under a view); no read error.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <string>
#include <utility>

#include "engine/blocks.hpp"
#include "require.hpp"

extern "C" int LLVMFuzzerTestOneInput( const std::uint8_t* data, std::size_t size )
{
   if( size < 3 ) {
      return 0;   // fmemopen needs a file of at least one byte
   }
   const std::size_t block_size = 1 + data[ 0 ] % 64;
   const bool cut_long_lines = ( data[ 1 ] & 1 ) != 0;
   const std::size_t held_most = 1 + ( data[ 1 ] >> 1 ) % 8;
   std::string file( reinterpret_cast< const char* >( data ) + 2, size - 2 );
   std::FILE* in = fmemopen( file.data(), file.size(), "r" );
   RFC1738_FUZZ_REQUIRE( in != nullptr );
   std::string read;
   {
      rfc1738::engine::block_pool pool;
      rfc1738::engine::line_reader reader( in, pool, block_size, cut_long_lines );
      std::deque< std::pair< rfc1738::engine::line_reader::view, std::string > > held;
      const auto give_back = [ & ]( const std::size_t k ) {
         const auto& h = held[ k ];
         RFC1738_FUZZ_REQUIRE( h.first.bytes == h.second );
         rfc1738::engine::block_pool::release( h.first.owner );
         held.erase( held.begin() + static_cast< std::ptrdiff_t >( k ) );
      };
      rfc1738::engine::line_reader::view v;
      std::size_t turn = 0;
      while( reader.next( v ) ) {
         RFC1738_FUZZ_REQUIRE( !v.bytes.empty() );
         RFC1738_FUZZ_REQUIRE( v.bytes.back() == '\n' || reader.at_end() || ( cut_long_lines && v.cut_in_line ) );
         RFC1738_FUZZ_REQUIRE( !v.cut_in_line || cut_long_lines );
         read.append( v.bytes );
         rfc1738::engine::block_pool::keep( v.owner );
         held.emplace_back( v, std::string( v.bytes ) );
         if( held.size() >= held_most ) {
            give_back( ( turn++ * 7 ) % held.size() );   // out of order
         }
      }
      RFC1738_FUZZ_REQUIRE( reader.error() == 0 );
      while( !held.empty() ) {
         give_back( 0 );
      }
   }
   std::fclose( in );
   RFC1738_FUZZ_REQUIRE( read == file );
   return 0;
}

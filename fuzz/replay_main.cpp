// SPDX-License-Identifier: BSL-1.0
// Replays a fuzz corpus with any compiler: feeds every file named on the
// command line, and every file under every directory named there (in sorted
// order), to the target's LLVMFuzzerTestOneInput. libFuzzer's own main does
// the same with -runs=0; this one needs neither clang nor libFuzzer, so the
// seed corpus is a regression test in every build (ctest: fuzz.replay.*).
// A target reports a broken property by aborting, which fails the test.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput( const std::uint8_t* data, std::size_t size );

int main( int argc, char** argv )
{
   namespace fs = std::filesystem;
   std::vector< fs::path > files;
   for( int i = 1; i < argc; ++i ) {
      const fs::path p( argv[ i ] );
      if( fs::is_directory( p ) ) {
         for( const auto& e : fs::recursive_directory_iterator( p ) ) {
            if( e.is_regular_file() ) {
               files.push_back( e.path() );
            }
         }
      }
      else if( fs::is_regular_file( p ) ) {
         files.push_back( p );
      }
      else {
         std::fprintf( stderr, "replay: no such file or directory: %s\n", argv[ i ] );
         return 2;
      }
   }
   std::sort( files.begin(), files.end() );
   std::size_t bytes = 0;
   for( const auto& f : files ) {
      std::ifstream in( f, std::ios::binary );
      const std::string data( ( std::istreambuf_iterator< char >( in ) ), std::istreambuf_iterator< char >() );
      // A copy of exactly `size` bytes on the heap, as libFuzzer passes it, so
      // that a sanitizer sees a read past the end.
      const std::vector< std::uint8_t > input( data.begin(), data.end() );
      LLVMFuzzerTestOneInput( input.data(), input.size() );
      bytes += input.size();
   }
   if( files.empty() ) {
      std::fprintf( stderr, "replay: no input files\n" );
      return 2;
   }
   std::printf( "replayed %zu inputs, %zu bytes\n", files.size(), bytes );
   return 0;
}

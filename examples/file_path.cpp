// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.10: the host and the path of a file URL.
//
//   $ example_file_path 'file://vms.host.edu/disk$user/my/notes/note12345.txt'
//   host: vms.host.edu
//   directory: disk$user
//   directory: my
//   directory: notes
//   name: note12345.txt
#include <cstdio>

#include "rfc1738/parse.hpp"

int main( int argc, char** argv )
{
   const char* text = argc > 1 ? argv[ 1 ] : "file://vms.host.edu/disk$user/my/notes/note12345.txt";
   const auto u = rfc1738::parse( text );
   if( !u || !u->file() ) {
      std::fprintf( stderr, "not a fileurl\n" );
      return 1;
   }
   const auto f = *u->file();
   if( f.is_local() ) {  // "file:///…" or "file://localhost/…"
      std::printf( "host: (this machine)\n" );
   }
   else {
      std::printf( "host: %.*s\n", static_cast< int >( f.host()->size() ), f.host()->data() );
   }
   for( const auto directory : f.directories() ) {
      std::printf( "directory: %s\n", directory.decode().c_str() );
   }
   std::printf( "name: %s\n", f.name().decode().c_str() );
   return 0;
}

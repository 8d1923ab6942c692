// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.2.2: what an FTP URL tells a client to do.
//
//   $ example_ftp_commands 'ftp://myname@host.dom/%2Fetc/motd'
//   connect to host.dom port 21
//   USER myname
//   CWD /etc
//   RETR motd
#include <cstdio>
#include <string>

#include "rfc1738/parse.hpp"

int main( int argc, char** argv )
{
   const char* text = argc > 1 ? argv[ 1 ] : "ftp://myname@host.dom/%2Fetc/motd";
   const auto u = rfc1738::parse( text );  // a view of `text`: no copy
   if( !u ) {
      std::fprintf( stderr, "not a URL: it stops at offset %zu\n", u.error().offset );
      return 1;
   }
   const auto ftp = u->ftp();  // present when ftpurl derives the URL
   if( !ftp ) {
      std::fprintf( stderr, "not an ftpurl\n" );
      return 1;
   }
   std::printf( "connect to %.*s port %u\n", static_cast< int >( ftp->host().size() ), ftp->host().data(), static_cast< unsigned >( ftp->effective_port().value_or( 0 ) ) );
   if( const auto user = ftp->user() ) {  // absent: "anonymous" (§3.2.1)
      std::printf( "USER %s\n", user->decode().c_str() );
   }
   if( const auto password = ftp->password() ) {
      std::printf( "PASS %s\n", password->decode().c_str() );
   }
   for( const auto command : ftp->commands() ) {
      const auto name = rfc1738::command_name( command.verb );
      std::printf( "%.*s %s\n", static_cast< int >( name.size() ), name.data(), command.argument.decode().c_str() );
   }
   return 0;
}

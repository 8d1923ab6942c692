// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.4: the gopher type and the request a Gopher client sends.
//
//   $ example_gopher_request 'gopher://h/7srv%09gopher%20url'
//   gophertype: 7
//   selector: srv
//   search: gopher url
//   request: srv<TAB>gopher url
#include <cstdio>
#include <string>

#include "rfc1738/parse.hpp"

int main( int argc, char** argv )
{
   const char* text = argc > 1 ? argv[ 1 ] : "gopher://h/7srv%09gopher%20url";
   const auto u = rfc1738::parse( text );
   if( !u || !u->gopher() ) {
      std::fprintf( stderr, "not a gopherurl\n" );
      return 1;
   }
   const auto g = *u->gopher();
   std::printf( "gophertype: %c\n", g.gophertype() );  // "1" when the gopher-path is empty
   if( g.selector() ) {
      std::printf( "selector: %s\n", g.selector()->decode().c_str() );
   }
   if( g.search() ) {
      std::printf( "search: %s\n", g.search()->decode().c_str() );
   }
   if( g.gopher_plus_string() ) {
      std::printf( "gopher+_string: %s\n", g.gopher_plus_string()->decode().c_str() );
   }
   std::string request = g.request();
   for( std::size_t tab; ( tab = request.find( '\t' ) ) != std::string::npos; ) {
      request.replace( tab, 1, "<TAB>" );
   }
   std::printf( "request: %s\n", request.c_str() );
   return 0;
}

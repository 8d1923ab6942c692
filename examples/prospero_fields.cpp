// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.11: the hsoname and the fields of a prospero URL.
//
//   $ example_prospero_fields 'prospero://host.dom//pros/name;OBJECT-VERSION=3'
//   server: host.dom port 1525
//   hsoname: /pros/name
//   OBJECT-VERSION = 3
#include <cstdio>

#include "rfc1738/parse.hpp"

int main( int argc, char** argv )
{
   const char* text = argc > 1 ? argv[ 1 ] : "prospero://host.dom//pros/name;OBJECT-VERSION=3";
   const auto u = rfc1738::parse( text );
   if( !u || !u->prospero() ) {
      std::fprintf( stderr, "not a prosperourl\n" );
      return 1;
   }
   const auto p = *u->prospero();
   std::printf( "server: %.*s port %u\n", static_cast< int >( p.host().size() ), p.host().data(), static_cast< unsigned >( p.effective_port().value_or( 0 ) ) );
   std::printf( "hsoname: %s\n", p.ppath().decode().c_str() );
   for( const auto field : p.fieldspecs() ) {
      std::printf( "%s = %s\n", field.fieldname.decode().c_str(), field.fieldvalue.decode().c_str() );
   }
   return 0;
}

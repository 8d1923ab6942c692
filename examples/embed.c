/* SPDX-License-Identifier: BSL-1.0 */
#include <stdio.h>
#include <string.h>
#include <rfc1738.h>

int main( void )
{
   const char* text = "ftp://myname@host.dom/%2Fetc/motd";
   rfc1738_result* r = rfc1738_parse( text, strlen( text ) );
   size_t i, offset, length;
   if( r == NULL ) {
      return 1;  /* out of memory */
   }
   printf( "%s\n", rfc1738_conforms( r ) ? rfc1738_production( r ) : rfc1738_error_message( r ) );
   for( i = 0; i < rfc1738_component_count( r ); ++i ) {
      const char* name = rfc1738_component_at( r, i, &offset, &length );
      printf( "%s: %.*s\n", name, (int)length, text + offset );
   }
   rfc1738_free( r );
   return 0;
}

/* SPDX-License-Identifier: BSL-1.0 */
/* The diagnosis of each input as the C interface gives it, for
   tests/diagnosis/one_diagnosis.py: each line of standard input is an input
   in hexadecimal; each line of output is the error offset, the production,
   the expected items and the message, each in hexadecimal, separated by
   spaces ("-" for the production and the message of an input that
   conforms). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rfc1738.h"

static void put_hex( const char* s, size_t n )
{
   size_t i;
   for( i = 0; i < n; ++i ) {
      printf( "%02x", (unsigned)(unsigned char)s[ i ] );
   }
}

/* A string in hexadecimal, "-" for none. */
static void put_text( const char* s )
{
   if( s != NULL ) {
      put_hex( s, strlen( s ) );
   }
   else {
      printf( "-" );
   }
}

static int nibble( int c )
{
   return c <= '9' ? c - '0' : c - 'a' + 10;
}

int main( void )
{
   static char line[ 4 * 1024 * 1024 ];
   static char bytes[ 2 * 1024 * 1024 ];
   while( fgets( line, (int)sizeof line, stdin ) != NULL ) {
      size_t n = strlen( line ), i, k, count;
      const char* text;
      rfc1738_result* r;
      while( n > 0 && ( line[ n - 1 ] == '\n' || line[ n - 1 ] == '\r' ) ) {
         --n;
      }
      if( n % 2 != 0 || n / 2 > sizeof bytes ) {
         fprintf( stderr, "one_c: a line that is not hexadecimal bytes\n" );
         return 2;
      }
      for( i = 0; i < n / 2; ++i ) {
         bytes[ i ] = (char)( nibble( line[ 2 * i ] ) * 16 + nibble( line[ 2 * i + 1 ] ) );
      }
      r = rfc1738_parse( bytes, n / 2 );
      if( r == NULL ) {
         fprintf( stderr, "one_c: no result\n" );
         return 2;
      }
      printf( "%lu ", (unsigned long)rfc1738_error_offset( r ) );
      put_text( rfc1738_error_production( r ) );
      printf( " " );
      count = rfc1738_error_expected_count( r );
      for( k = 0; k < count; ++k ) {
         text = rfc1738_error_expected( r, k );
         if( k != 0 ) {
            printf( "," );
         }
         put_hex( text, strlen( text ) );
      }
      printf( count == 0 ? "- " : " " );
      put_text( rfc1738_error_message( r ) );
      printf( "\n" );
      rfc1738_free( r );
   }
   return 0;
}

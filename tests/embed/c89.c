/* SPDX-License-Identifier: BSL-1.0 */
/* The C interface from a C89 program (-std=c89 -pedantic -Werror): the
 * modes, the checked text and notes, the scheme and target, the error's
 * production and expected list, decoding into a buffer, ports, warnings.
 * Exits 1 when a check fails. */
#include <stdio.h>
#include <string.h>

#include "rfc1738.h"

static int failures = 0;

static void expect( int ok, const char* what )
{
   if( !ok ) {
      fprintf( stderr, "c89: failed: %s\n", what );
      ++failures;
   }
}

static int same( const char* a, const char* b )
{
   return a != NULL && b != NULL && strcmp( a, b ) == 0;
}

int main( void )
{
   const char* wrapped = "<URL:HTTP://ds.internic. net/rfc->";
   const char* ftp = "ftp://a%3Ab:p%40w@h:2121/x%2Fy;type=I";
   const char* bad = "ftp://host/a;type=x";
   rfc1738_result* r;
   size_t offset = 0, length = 0, needed = 0;
   char buffer[ 4 ];
   const char* text;

   r = rfc1738_parse_with( wrapped, strlen( wrapped ), RFC1738_IGNORE_SCHEME_CASE | RFC1738_UNWRAP );
   expect( r != NULL, "parse_with" );
   text = rfc1738_checked_text( r, &length );
   expect( same( text, "http://ds.internic.net/rfc-" ) && length == 27, "checked text" );
   expect( rfc1738_conforms( r ), "conforms after the modes" );
   expect( rfc1738_note_count( r ) == 4, "four notes" );
   expect( rfc1738_note( r, 4 ) == NULL, "no fifth note" );
   expect( rfc1738_scheme( r, &offset, &length ) && offset == 0 && length == 4, "scheme" );
   expect( same( rfc1738_target( r ), "httpurl" ), "target" );
   expect( rfc1738_component( r, "host", &offset, &length ) && memcmp( text + offset, "ds.internic.net", length ) == 0, "host in the checked text" );
   expect( rfc1738_effective_port( r ) == 80, "effective port" );
   rfc1738_free( r );

   r = rfc1738_parse( ftp, strlen( ftp ) );
   expect( rfc1738_decode( r, "user", buffer, sizeof( buffer ), &needed ) && needed == 3 && memcmp( buffer, "a:b", 3 ) == 0, "decode user" );
   expect( rfc1738_decode( r, "password", buffer, 1, &needed ) && needed == 3 && buffer[ 0 ] == 'p', "decode truncated" );
   expect( !rfc1738_decode( r, "fpath", buffer, sizeof( buffer ), &needed ), "fpath decodes per segment" );
   expect( rfc1738_decode_text( "x%2Fy", 5, buffer, sizeof( buffer ) ) == 3 && memcmp( buffer, "x/y", 3 ) == 0, "decode text" );
   expect( rfc1738_effective_port( r ) == 2121, "port written" );
   expect( rfc1738_default_port( "ftp", 3 ) == 21 && rfc1738_default_port( "file", 4 ) == -1, "default ports" );
   expect( rfc1738_form_count() > 10 && same( rfc1738_form( 1, NULL, NULL ), "ftpurl" ) && rfc1738_form_component_count( 1 ) == 6 &&
           same( rfc1738_form_component( 1, 4, NULL, NULL, NULL ), "fpath" ), "the URL forms" );
   expect( rfc1738_warning_count( r ) == 2, "two warnings" );
   expect( same( rfc1738_warning( r, 0, &offset ), "port-not-default" ) && offset == 20, "port warning" );
   expect( same( rfc1738_warning( r, 1, &offset ), "password" ) && offset == 12, "password warning" );
   expect( rfc1738_warning_message( r, 1 ) != NULL && rfc1738_warning_section( r, 1 ) != NULL, "message and section" );
   rfc1738_free( r );

   r = rfc1738_parse( bad, strlen( bad ) );
   expect( rfc1738_error_offset( r ) == 18, "error offset" );
   expect( same( rfc1738_error_production( r ), "ftpurl" ), "error production" );
   expect( rfc1738_error_expected_count( r ) == 1 && rfc1738_error_expected( r, 0 ) != NULL, "expected" );
   rfc1738_free( r );

   r = rfc1738_parse_with( "http://h/p#top", 14, RFC1738_FRAGMENT_SPLIT );
   expect( rfc1738_conforms( r ), "the URL before the fragment conforms" );
   text = rfc1738_fragment( r, &length );
   expect( same( text, "top" ) && length == 3, "fragment" );
   rfc1738_free( r );

   expect( rfc1738_checked_text( NULL, NULL ) == NULL && rfc1738_effective_port( NULL ) == -1, "NULL" );
   if( failures == 0 ) {
      printf( "ok\n" );
   }
   return failures == 0 ? 0 : 1;
}

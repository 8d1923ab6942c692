/* SPDX-License-Identifier: BSL-1.0 */
/* A C consumer of rfc1738 through rfc1738.h: verdicts, production, error
 * offset and message, components as offset and length (absent is not
 * empty), fieldspecs, the modes, decoding, ports and warnings. Exits 1
 * when a check fails. */
#include <stdio.h>
#include <string.h>

#include <rfc1738.h>

static int failures = 0;

static void expect( int ok, const char* what )
{
   if( !ok ) {
      fprintf( stderr, "consumer_c: failed: %s\n", what );
      ++failures;
   }
}

/* 1 when component `name` of `text` is present with the value `value`;
 * `value` NULL: 1 when it is absent. */
static int component_is( const char* text, const char* name, const char* value )
{
   size_t offset = 0;
   size_t length = 0;
   rfc1738_result* r = rfc1738_parse( text, strlen( text ) );
   const int present = rfc1738_component( r, name, &offset, &length );
   int ok;
   if( value == NULL ) {
      ok = r != NULL && !present;
   }
   else {
      ok = present && length == strlen( value ) && memcmp( text + offset, value, length ) == 0;
   }
   rfc1738_free( r );
   return ok;
}

int main( void )
{
   static const char with_nul[] = "news:a\0b";
   const char* bad = "ftp://host/a;type=x";
   rfc1738_result* r;
   size_t n_off = 0, n_len = 0, v_off = 0, v_len = 0;

   expect( component_is( "ftp://myname@host.dom/%2Fetc/motd", "user", "myname" ), "user" );
   expect( component_is( "ftp://myname@host.dom/%2Fetc/motd", "fpath", "%2Fetc/motd" ), "fpath" );
   expect( component_is( "ftp://@host.com/", "user", "" ), "an empty user is present" );
   expect( component_is( "ftp://host.com/", "user", NULL ), "no user" );
   expect( component_is( "ftp://foo:@host.com/", "password", "" ), "an empty password" );
   expect( component_is( "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles", "selector",
                         "0/Weather/California/Los%20Angeles" ),
           "gopher selector" );
   expect( component_is( "http://user@host/", "schemepart", "//user@host/" ), "otherurl schemepart" );
   expect( component_is( "http://host/", "nonsense", NULL ), "no such component" );

   r = rfc1738_parse( "http://host/p?q", 15 );
   expect( r != NULL && rfc1738_valid( r ) && rfc1738_conforms( r ), "conforms" );
   expect( r != NULL && strcmp( rfc1738_production( r ), "httpurl" ) == 0, "httpurl" );
   expect( rfc1738_error_message( r ) == NULL && rfc1738_error_offset( r ) == 15, "no error" );
   expect( rfc1738_component_count( r ) == 3, "host, hpath, search" );
   rfc1738_free( r );

   r = rfc1738_parse( bad, strlen( bad ) );
   expect( rfc1738_valid( r ) && !rfc1738_conforms( r ), "valid, does not conform" );
   expect( r != NULL && strcmp( rfc1738_production( r ), "otherurl" ) == 0, "through otherurl" );
   expect( rfc1738_error_offset( r ) == 18, "error offset" );
   expect( rfc1738_error_message( r ) != NULL && strstr( rfc1738_error_message( r ), "3.2.2" ) != NULL, "error message" );
   rfc1738_free( r );

   r = rfc1738_parse( with_nul, sizeof with_nul - 1 );
   expect( r != NULL && !rfc1738_valid( r ) && rfc1738_production( r ) == NULL, "NUL is a byte of the input" );
   expect( rfc1738_error_offset( r ) == 6, "the error is at the NUL" );
   rfc1738_free( r );

   r = rfc1738_parse( "prospero://host.dom//pros/name;a=1;b=2", 38 );
   expect( rfc1738_fieldspec_count( r ) == 2, "two fieldspecs" );
   expect( rfc1738_fieldspec( r, 1, &n_off, &n_len, &v_off, &v_len ) && n_off == 35 && n_len == 1 && v_off == 37 && v_len == 1,
           "the second fieldspec" );
   expect( !rfc1738_fieldspec( r, 2, NULL, NULL, NULL, NULL ), "no third fieldspec" );
   rfc1738_free( r );

   r = rfc1738_parse_with( " <URL:FTP://u@h/%41;type=i> ", 28, RFC1738_UNWRAP | RFC1738_IGNORE_SCHEME_CASE );
   expect( rfc1738_conforms( r ) && rfc1738_note_count( r ) == 3, "the modes" );
   expect( rfc1738_checked_text( r, &n_len ) != NULL && n_len == 20, "the text checked" );
   expect( rfc1738_decode( r, "user", NULL, 0, &v_len ) && v_len == 1, "decoded length" );
   expect( rfc1738_warning_count( r ) == 1 && strcmp( rfc1738_warning( r, 0, &n_off ), "unneeded-escape" ) == 0 && n_off == 10,
           "a warning" );
   expect( rfc1738_effective_port( r ) == 21 && rfc1738_default_port( "wais", 4 ) == 210, "ports" );
   rfc1738_free( r );

   if( failures == 0 ) {
      printf( "consumer_c: rfc1738 %s: all checks passed\n", rfc1738_version() );
   }
   return failures == 0 ? 0 : 1;
}

// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.3: the parts of an HTTP URL, absent distinct from empty.
//
//   $ example_http_parts 'http://www.acl.lanl.gov/URI/archive/uri-archive.index.html'
//   host: www.acl.lanl.gov
//   port: 80 (default)
//   hpath: URI/archive/uri-archive.index.html
//   hsegment: URI
//   hsegment: archive
//   hsegment: uri-archive.index.html
//   search: (absent)
#include <cstdio>
#include <string_view>

#include "rfc1738/parse.hpp"

namespace {

void line( const char* name, std::string_view value )
{
   std::printf( "%s: %.*s\n", name, static_cast< int >( value.size() ), value.data() );
}

}  // namespace

int main( int argc, char** argv )
{
   const char* text = argc > 1 ? argv[ 1 ] : "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html";
   const auto u = rfc1738::parse( text );
   if( !u || !u->http() ) {
      std::fprintf( stderr, "not an httpurl\n" );
      return 1;
   }
   const auto h = *u->http();
   line( "host", h.host() );
   if( h.port() ) {
      line( "port", h.port()->text() );
   }
   else {
      std::printf( "port: %u (default)\n", static_cast< unsigned >( *h.effective_port() ) );
   }
   if( h.hpath() ) {
      line( "hpath", *h.hpath() );
   }
   for( const auto segment : h.segments() ) {
      line( "hsegment", segment.encoded() );
   }
   if( h.search() ) {
      line( "search", h.search()->encoded() );  // "" for "http://h/p?": present, empty
   }
   else {
      line( "search", "(absent)" );
   }
   return 0;
}

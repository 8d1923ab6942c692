// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.1: the common Internet scheme syntax of any URL, and which
// production derives it.
//
//   $ example_generic_parts 'http://joe@host.dom/p'
//   derived by: otherurl
//   scheme: http
//   schemepart: //joe@host.dom/p
//   user: joe
//   password: (absent)
//   host: host.dom
//   port: 80
//   urlpath: p
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
   const char* text = argc > 1 ? argv[ 1 ] : "http://joe@host.dom/p";
   const auto u = rfc1738::parse( text );
   if( !u ) {
      std::fprintf( stderr, "not a URL: it stops at offset %zu\n", u.error().offset );
      return 1;
   }
   // httpurl has no user name: only the generic syntax derives this URL.
   line( "derived by", rfc1738::grammar::rfc_name( u->derived_by() ) );
   const auto g = u->generic();
   line( "scheme", g.scheme() );
   line( "schemepart", g.schemepart() );
   if( const auto& ip = g.ip_schemepart() ) {
      line( "user", ip->user() ? ip->user()->encoded() : "(absent)" );
      line( "password", ip->password() ? ip->password()->encoded() : "(absent)" );
      line( "host", ip->host() );
      std::printf( "port: %u\n", static_cast< unsigned >( ip->effective_port().value_or( 0 ) ) );
      line( "urlpath", ip->urlpath() ? *ip->urlpath() : "(absent)" );
   }
   return 0;
}

// SPDX-License-Identifier: BSL-1.0
// The adapter for uriparser (RFC 3986; Debian liburiparser-dev): a URL is
// valid when uriParseSingleUriExA accepts all of it and finds a scheme (a
// relative reference is not a URL). The parts are its text ranges as
// written: the scheme, the user information split at its first ":" into
// user and password, the host text, the port text, the query and the
// fragment. uriparser points an empty range at a static string, not into
// the input, so the path is found in the input itself: after the
// authority ("//" up to the first "/", "?" or "#") or the scheme's ":", up
// to the first "?" or "#". The host of an IP literal (hostText without its
// brackets) is given with them, as written (RFC 3986's host). Mapped onto
// RFC 1738's names and onto the seven roles by adapter.hpp; every role as
// written.
#include <algorithm>

#include <uriparser/Uri.h>

#include "adapter.hpp"

namespace {

std::optional< std::string > range( const UriTextRangeA& r )
{
   if( r.first == nullptr ) {
      return std::nullopt;
   }
   return std::string( r.first, r.afterLast );
}

}  // namespace

int main()
{
   return rfc1738::adapters::run( []( std::string_view input, rfc1738::adapters::parts& p ) {
      UriUriA uri;
      const char* error = nullptr;
      const char* const first = input.data();
      const char* const last = input.data() + input.size();
      if( uriParseSingleUriExA( &uri, first, last, &error ) != URI_SUCCESS ) {
         p.valid = false;
         return true;
      }
      if( uri.scheme.first == nullptr ) {
         uriFreeUriMembersA( &uri );
         p.valid = false;
         return true;
      }
      p.valid = true;
      p.scheme = range( uri.scheme );
      if( const auto info = range( uri.userInfo ) ) {
         const auto colon = info->find( ':' );
         p.user = info->substr( 0, colon );
         if( colon != std::string::npos ) {
            p.password = info->substr( colon + 1 );
         }
      }
      p.host = range( uri.hostText );
      if( p.host && uri.hostText.first > first && uri.hostText.first[ -1 ] == '[' && uri.hostText.afterLast < last && *uri.hostText.afterLast == ']' ) {
         p.host = "[" + *p.host + "]";
      }
      p.port = range( uri.portText );
      p.query = range( uri.query );
      p.fragment = range( uri.fragment );
      // The path: after the authority (or the scheme's ":"), up to "?" or "#".
      const std::string_view rest = input.substr( static_cast< std::size_t >( uri.scheme.afterLast - first ) + 1 );
      std::size_t begin = 0;
      if( rest.substr( 0, 2 ) == "//" ) {
         begin = std::min( rest.find_first_of( "/?#", 2 ), rest.size() );
      }
      const std::size_t end = std::min( rest.find_first_of( "?#", begin ), rest.size() );
      p.path = std::string( rest.substr( begin, end - begin ) );
      uriFreeUriMembersA( &uri );
      return true;
   } );
}

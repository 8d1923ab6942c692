// SPDX-License-Identifier: BSL-1.0
// The adapter for uriparser (RFC 3986; Debian liburiparser-dev): a URI is
// valid when uriParseSingleUriExA accepts all of it. The parts are its text
// ranges as written: the scheme, the user information split at its first
// ":" into user and password, the host text, the port text, the path (from
// the end of the authority, or of the scheme's ":", to the query or the
// fragment), the query and the fragment. Mapped onto RFC 1738's names by
// adapter.hpp; an IP literal's brackets are not part of the host.
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
      p.port = range( uri.portText );
      p.query = range( uri.query );
      p.fragment = range( uri.fragment );
      // The path: after the authority (or the scheme's ":"), up to "?" or "#".
      const char* begin = uri.portText.first != nullptr ? uri.portText.afterLast : uri.hostText.first != nullptr ? uri.hostText.afterLast : uri.scheme.first != nullptr ? uri.scheme.afterLast + 1 : first;
      if( begin < last && *begin == ']' ) {
         ++begin;
      }
      const char* end = uri.query.first != nullptr ? uri.query.first - 1 : uri.fragment.first != nullptr ? uri.fragment.first - 1 : last;
      if( begin <= end ) {
         p.path = std::string( begin, end );
      }
      uriFreeUriMembersA( &uri );
      return true;
   } );
}

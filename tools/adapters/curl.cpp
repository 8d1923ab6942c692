// SPDX-License-Identifier: BSL-1.0
// The adapter for curl's URL API (Debian libcurl4-openssl-dev): a URL is
// valid when curl_url_set(CURLUPART_URL) accepts it with
// CURLU_NON_SUPPORT_SCHEME (any scheme, not only the ones curl speaks). The
// parts are curl_url_get's CURLUPART_SCHEME, USER, PASSWORD, HOST, PORT,
// PATH, QUERY and FRAGMENT, each absent when curl says so (CURLUE_NO_*),
// as curl stores them (it lower-cases the scheme). curl takes a C string: an
// input holding NUL cannot be given to it, and is left unanswered (nothing
// compared). Mapped onto RFC 1738's names and onto the seven roles by
// adapter.hpp; the roles are curl's stored parts (the scheme lower-cased,
// what curl normalises as it stores it).
#include <curl/curl.h>

#include "adapter.hpp"

namespace {

std::optional< std::string > get( CURLU* h, CURLUPart part )
{
   char* value = nullptr;
   if( curl_url_get( h, part, &value, 0 ) != CURLUE_OK || value == nullptr ) {
      return std::nullopt;
   }
   std::string s( value );
   curl_free( value );
   return s;
}

}  // namespace

int main()
{
   return rfc1738::adapters::run( []( std::string_view input, rfc1738::adapters::parts& p ) {
      if( input.find( '\0' ) != std::string_view::npos ) {
         return false;
      }
      CURLU* h = curl_url();
      const std::string s( input );
      if( curl_url_set( h, CURLUPART_URL, s.c_str(), CURLU_NON_SUPPORT_SCHEME ) != CURLUE_OK ) {
         curl_url_cleanup( h );
         p.valid = false;
         return true;
      }
      p.valid = true;
      p.scheme = get( h, CURLUPART_SCHEME );
      p.user = get( h, CURLUPART_USER );
      p.password = get( h, CURLUPART_PASSWORD );
      p.host = get( h, CURLUPART_HOST );
      p.port = get( h, CURLUPART_PORT );
      p.path = get( h, CURLUPART_PATH );
      p.query = get( h, CURLUPART_QUERY );
      p.fragment = get( h, CURLUPART_FRAGMENT );
      curl_url_cleanup( h );
      return true;
   } );
}

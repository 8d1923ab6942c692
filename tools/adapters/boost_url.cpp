// SPDX-License-Identifier: BSL-1.0
// The adapter for Boost.URL (RFC 3986; Debian libboost-url1.81-dev): a URI
// is valid when boost::urls::parse_uri accepts it. The parts are its
// encoded (as written) accessors: scheme(), encoded_user(),
// encoded_password() (when has_password()), encoded_host() (when there is an
// authority), port() (when has_port()), encoded_path(), encoded_query()
// (when has_query()), encoded_fragment(). Mapped onto RFC 1738's names and
// onto the seven roles by adapter.hpp (userinfo: encoded_user() and
// encoded_password() joined again; everything as written).
#include <boost/url/parse.hpp>
#include <boost/url/url_view.hpp>

#include "adapter.hpp"

int main()
{
   return rfc1738::adapters::run( []( std::string_view input, rfc1738::adapters::parts& p ) {
      const auto r = boost::urls::parse_uri( boost::core::string_view( input.data(), input.size() ) );
      if( !r ) {
         p.valid = false;
         return true;
      }
      const auto& u = *r;
      p.valid = true;
      p.scheme = std::string( u.scheme() );
      if( u.has_authority() ) {
         if( u.has_userinfo() ) {
            p.user = std::string( u.encoded_user() );
            if( u.has_password() ) {
               p.password = std::string( u.encoded_password() );
            }
         }
         p.host = std::string( u.encoded_host() );
         if( u.has_port() ) {
            p.port = std::string( u.port() );
         }
      }
      p.path = std::string( u.encoded_path() );
      if( u.has_query() ) {
         p.query = std::string( u.encoded_query() );
      }
      if( u.has_fragment() ) {
         p.fragment = std::string( u.encoded_fragment() );
      }
      return true;
   } );
}

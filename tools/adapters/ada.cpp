// SPDX-License-Identifier: BSL-1.0
// The adapter for ada (the WHATWG URL Standard; built from
// ../shared/peers/ada by scripts/compare.sh): a URL is valid when ada::parse
// accepts it. WHATWG parsing normalises rather than rejects (it lower-cases
// the host, percent-encodes what RFC 3986 forbids, removes a default port,
// resolves dot segments), so its parts are what it serialises: the
// protocol without its ":", get_username() (when not empty),
// get_password() (when has_password()), get_hostname() (when
// has_hostname()), get_port() (when has_port()), get_pathname(),
// get_search() and get_hash() without "?" and "#" (when present). Mapped
// onto RFC 1738's names and onto the seven roles by adapter.hpp; the roles
// are the serialised parts too (normalised, not as written: ada has no
// accessor of the input's own bytes), and an empty username with a
// password gives userinfo ":password".
#include <ada.h>

#include "adapter.hpp"

int main()
{
   return rfc1738::adapters::run( []( std::string_view input, rfc1738::adapters::parts& p ) {
      auto r = ada::parse< ada::url_aggregator >( input );
      if( !r ) {
         p.valid = false;
         return true;
      }
      p.valid = true;
      auto protocol = std::string( r->get_protocol() );
      if( !protocol.empty() && protocol.back() == ':' ) {
         protocol.pop_back();
      }
      p.scheme = protocol;
      if( r->has_non_empty_username() ) {
         p.user = std::string( r->get_username() );
      }
      if( r->has_password() ) {
         p.password = std::string( r->get_password() );
      }
      if( r->has_hostname() ) {
         p.host = std::string( r->get_hostname() );
      }
      if( r->has_port() ) {
         p.port = std::string( r->get_port() );
      }
      p.path = std::string( r->get_pathname() );
      // get_search() and get_hash() are "" for an empty query or fragment.
      const auto without_first = []( std::string_view s ) { return std::string( s.empty() ? s : s.substr( 1 ) ); };
      if( r->has_search() ) {
         p.query = without_first( r->get_search() );
      }
      if( r->has_hash() ) {
         p.fragment = without_first( r->get_hash() );
      }
      return true;
   } );
}

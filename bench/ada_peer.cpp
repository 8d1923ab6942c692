// SPDX-License-Identifier: BSL-1.0
// ada, the WHATWG URL parser, as a benchmark peer: a translation unit of its
// own (ada's headers need C++20). ada parses another language than RFC 1738
// (it normalises and percent-encodes rather than rejects): the benchmark
// compares speeds and reports how many URLs each accepts.
#include "peer.hpp"

#include <ada.h>

namespace rfc1738::bench {

const char* const ada_version = ADA_VERSION;

outcome ada_parse_host_path( const std::vector< std::string_view >& urls )
{
   outcome o;
   for( const auto u : urls ) {
      const auto r = ada::parse< ada::url_aggregator >( u );
      if( r ) {
         ++o.accepted;
         o.checksum += r->get_host().size() + r->get_pathname().size();
      }
   }
   return o;
}

outcome ada_parse_components( const std::vector< std::string_view >& urls )
{
   outcome o;
   for( const auto u : urls ) {
      const auto r = ada::parse< ada::url_aggregator >( u );
      if( r ) {
         ++o.accepted;
         // Every component ada's URL has (WHATWG URL §6.1's getters).
         o.checksum += r->get_protocol().size() + r->get_username().size() + r->get_password().size() + r->get_hostname().size() + r->get_port().size() +
                       r->get_pathname().size() + r->get_search().size() + r->get_hash().size();
      }
   }
   return o;
}

outcome ada_can_parse( const std::vector< std::string_view >& urls )
{
   outcome o;
   for( const auto u : urls ) {
      o.accepted += ada::can_parse( u ) ? 1 : 0;
   }
   o.checksum = o.accepted;
   return o;
}

}  // namespace rfc1738::bench

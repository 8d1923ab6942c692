// SPDX-License-Identifier: BSL-1.0
// What every benchmark peer returns for one pass over a corpus, so that peers
// compiled apart (ada needs C++20: bench/ada_peer.cpp) share one harness.
#ifndef RFC1738_BENCH_PEER_HPP
#define RFC1738_BENCH_PEER_HPP

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace rfc1738::bench {

// How many URLs the parser accepted, and a sum over what it reported (spans,
// lengths) that the optimiser must compute.
struct outcome {
   std::size_t accepted = 0;
   std::uint64_t checksum = 0;
};

using pass = outcome ( * )( const std::vector< std::string_view >& );

// ada (bench/ada_peer.cpp, when ada is found): parse<url_aggregator> and read
// get_host() and get_pathname(); can_parse only.
outcome ada_parse_host_path( const std::vector< std::string_view >& urls );
outcome ada_can_parse( const std::vector< std::string_view >& urls );
// ada parse<url_aggregator> and every getter of a component (protocol,
// username, password, hostname, port, pathname, search, hash).
outcome ada_parse_components( const std::vector< std::string_view >& urls );
extern const char* const ada_version;

}  // namespace rfc1738::bench

#endif

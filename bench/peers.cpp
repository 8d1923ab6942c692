// SPDX-License-Identifier: BSL-1.0
// Side by side, in one process: rfc1738's parse paths against the URL parsers
// of uriparser, Boost.URL and curl, and a floor that only looks each byte up
// in a class table.
//
//   bench_peers [--reps N] [--only TEXT] CORPUS...
//
// --only TEXT runs only the parsers whose name contains TEXT (for a profiler).
//
// For each corpus (one URL a line), every parser runs over all of its lines
// once per repetition; the parsers take turns (round robin, the starting one
// rotating each repetition), so noise on the machine hits all alike. The
// figure reported is the median repetition. Each parser's accepted count and
// a checksum of what it returned are printed, proof that it really parsed;
// heap allocations are counted in a separate, untimed pass.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <boost/url/parse.hpp>
#include <curl/curl.h>
#include <uriparser/Uri.h>

#include "harness.hpp"
#include "rfc1738/check.hpp"

// Defined by bench/CMakeLists.txt when the library builds src/parse.cpp.
#ifdef RFC1738_BENCH_HAVE_PARSE
#include "rfc1738/parse.hpp"
#endif

namespace {

namespace bench = rfc1738::bench;

// What one pass over a corpus returned: how many URLs the parser accepted,
// and a sum over what it reported (spans, lengths) that the optimiser must
// compute.
struct outcome {
   std::size_t accepted = 0;
   std::uint64_t checksum = 0;
};

using pass = outcome ( * )( const std::vector< std::string_view >& );

#ifdef RFC1738_BENCH_HAVE_PARSE
// (a) The full parse: the verdict and every component span.
outcome rfc1738_parse( const std::vector< std::string_view >& urls )
{
   outcome o;
   for( const auto u : urls ) {
      const auto r = rfc1738::parse( u );
      if( r ) {
         ++o.accepted;
         for( const auto& n : r->tree() ) {
            o.checksum += n.begin + n.end;
         }
      }
   }
   return o;
}
#endif

// The verdict of rfc1738::check: valid, the deriving alternative, the
// scheme's own production, conformance.
outcome rfc1738_check( const std::vector< std::string_view >& urls )
{
   outcome o;
   for( const auto u : urls ) {
      const auto v = rfc1738::check( u );
      o.accepted += v.valid ? 1 : 0;
      o.checksum += static_cast< std::uint64_t >( v.conforms ) + static_cast< std::uint64_t >( v.target ) + ( v.scheme ? v.scheme->size() : 0 );
   }
   return o;
}

// (b) Validate only: does the whole input derive from `url`.
outcome rfc1738_validate( const std::vector< std::string_view >& urls )
{
   outcome o;
   for( const auto u : urls ) {
      o.accepted += rfc1738::derives( rfc1738::production::url, u ) ? 1 : 0;
   }
   o.checksum = o.accepted;
   return o;
}

// (c) uriparser: RFC 3986, a struct of text ranges; path segments are a
// malloc'ed list.
outcome uriparser( const std::vector< std::string_view >& urls )
{
   outcome o;
   for( const auto u : urls ) {
      UriUriA uri;
      const char* error = nullptr;
      if( uriParseSingleUriExA( &uri, u.data(), u.data() + u.size(), &error ) == URI_SUCCESS ) {
         ++o.accepted;
         o.checksum += static_cast< std::uint64_t >( uri.hostText.afterLast - uri.hostText.first ) + static_cast< std::uint64_t >( uri.scheme.afterLast - uri.scheme.first );
         uriFreeUriMembersA( &uri );
      }
   }
   return o;
}

// (d) Boost.URL: RFC 3986, parse_uri returns a url_view (offsets, no
// allocation).
outcome boost_url( const std::vector< std::string_view >& urls )
{
   outcome o;
   for( const auto u : urls ) {
      const auto r = boost::urls::parse_uri( boost::core::string_view( u.data(), u.size() ) );
      if( r ) {
         ++o.accepted;
         o.checksum += r->encoded_host().size() + r->scheme().size();
      }
   }
   return o;
}

// (e) curl's URL API: parses into a handle (copies of the parts); every
// scheme allowed, and the handle cleared after each URL so that no URL is
// resolved against the previous one.
CURLU* curl_handle = nullptr;

outcome curl_url( const std::vector< std::string_view >& urls )
{
   outcome o;
   for( const auto u : urls ) {
      // The corpus's lines are NUL-terminated.
      if( curl_url_set( curl_handle, CURLUPART_URL, u.data(), CURLU_NON_SUPPORT_SCHEME ) == CURLUE_OK ) {
         ++o.accepted;
      }
      curl_url_set( curl_handle, CURLUPART_URL, nullptr, 0 );
   }
   o.checksum = o.accepted;
   return o;
}

// (f) The floor: every byte looked up once in a 256-entry table (is it a byte
// that may appear in a URL: an xchar, or the "%" of an escape).
struct byte_table {
   unsigned char cls[ 256 ] = {};
   constexpr byte_table()
   {
      for( int c = 'a'; c <= 'z'; ++c ) {
         cls[ c ] = 1;
      }
      for( int c = 'A'; c <= 'Z'; ++c ) {
         cls[ c ] = 1;
      }
      for( int c = '0'; c <= '9'; ++c ) {
         cls[ c ] = 1;
      }
      for( const char c : std::string_view( "$-_.+!*'(),;/?:@&=%" ) ) {
         cls[ static_cast< unsigned char >( c ) ] = 1;
      }
   }
};
constexpr byte_table table;

outcome floor( const std::vector< std::string_view >& urls )
{
   outcome o;
   for( const auto u : urls ) {
      unsigned all = 1;
      for( const char c : u ) {
         all &= table.cls[ static_cast< unsigned char >( c ) ];
      }
      o.accepted += all;
   }
   o.checksum = o.accepted;
   return o;
}

struct contender {
   const char* name;
   pass run;
   std::vector< double > seconds;
   outcome result;
   double allocations_per_url = 0;
};

void run( const std::string& path, unsigned reps, const std::string& only )
{
   const bench::corpus corpus( path );
   const auto& urls = corpus.lines();
   std::vector< contender > all;
#ifdef RFC1738_BENCH_HAVE_PARSE
   all.push_back( { "rfc1738 parse (full: verdict + spans)", &rfc1738_parse, {}, {}, 0 } );
#endif
   all.push_back( { "rfc1738 check (verdict)", &rfc1738_check, {}, {}, 0 } );
   all.push_back( { "rfc1738 derives(url) (validate only)", &rfc1738_validate, {}, {}, 0 } );
   all.push_back( { "uriparser 0.9.7 uriParseSingleUriExA", &uriparser, {}, {}, 0 } );
   all.push_back( { "Boost.URL 1.81 parse_uri", &boost_url, {}, {}, 0 } );
   all.push_back( { "curl 7.88 curl_url_set", &curl_url, {}, {}, 0 } );
   all.push_back( { "floor: byte class table", &floor, {}, {}, 0 } );
   if( !only.empty() ) {
      all.erase( std::remove_if( all.begin(), all.end(), [ & ]( const contender& c ) { return std::string_view( c.name ).find( only ) == std::string_view::npos; } ), all.end() );
      if( all.empty() ) {
         throw std::runtime_error( "no parser's name contains " + only );
      }
   }

#ifdef RFC1738_BENCH_HAVE_PARSE
   // The full parse and the validate-only path must agree, URL by URL.
   for( const auto u : urls ) {
      if( rfc1738::parse( u ).has_value() != rfc1738::derives( rfc1738::production::url, u ) ) {
         throw std::runtime_error( "parse and derives(url) disagree on " + std::string( u ) );
      }
   }
#endif

   // Untimed: warm up, take the outcome, count the allocations.
   for( auto& c : all ) {
      const auto before = bench::allocations();
      c.result = c.run( urls );
      c.allocations_per_url = static_cast< double >( bench::allocations() - before ) / static_cast< double >( urls.size() );
   }
   for( unsigned r = 0; r < reps; ++r ) {
      for( std::size_t k = 0; k < all.size(); ++k ) {
         auto& c = all[ ( r + k ) % all.size() ];
         const auto start = std::chrono::steady_clock::now();
         const auto o = c.run( urls );
         c.seconds.push_back( bench::seconds_since( start ) );
         bench::keep( o.checksum );
         if( o.accepted != c.result.accepted || o.checksum != c.result.checksum ) {
            std::fprintf( stderr, "%s: a repetition returned another outcome\n", c.name );
            std::exit( 1 );
         }
      }
   }

   const double n = static_cast< double >( urls.size() );
   const double reference = bench::median( all.front().seconds );
   std::printf( "\n%s: %zu URLs, %zu bytes (without line ends), median of %u interleaved repetitions\n\n", path.c_str(), urls.size(), corpus.bytes(), reps );
   std::printf( "| parser | accepted | ns/URL | MB/s | time / %s | heap allocations / URL |\n", all.front().name );
   std::printf( "|---|---:|---:|---:|---:|---:|\n" );
   for( const auto& c : all ) {
      const double s = bench::median( c.seconds );
      std::printf( "| %s | %zu | %.1f | %.1f | %.2f | %.2f |\n", c.name, c.result.accepted, s / n * 1e9, static_cast< double >( corpus.bytes() ) / s / 1e6, s / reference, c.allocations_per_url );
   }
   std::printf( "\nchecksums:" );
   for( const auto& c : all ) {
      std::printf( " %llu", static_cast< unsigned long long >( c.result.checksum ) );
   }
   std::printf( "\nspread (min..max ns/URL):" );
   for( const auto& c : all ) {
      const auto [ lo, hi ] = std::minmax_element( c.seconds.begin(), c.seconds.end() );
      std::printf( " %.0f..%.0f", *lo / n * 1e9, *hi / n * 1e9 );
   }
   std::printf( "\n" );
}

}  // namespace

int main( int argc, char** argv )
{
   unsigned reps = 11;
   std::string only;
   std::vector< std::string > paths;
   for( int i = 1; i < argc; ++i ) {
      const std::string_view a = argv[ i ];
      if( a == "--reps" && i + 1 < argc ) {
         reps = static_cast< unsigned >( std::strtoul( argv[ ++i ], nullptr, 10 ) );
      }
      else if( a == "--only" && i + 1 < argc ) {
         only = argv[ ++i ];
      }
      else {
         paths.emplace_back( a );
      }
   }
   if( paths.empty() || reps == 0 ) {
      std::fprintf( stderr, "usage: bench_peers [--reps N] [--only TEXT] CORPUS...\n" );
      return 2;
   }
   curl_global_init( CURL_GLOBAL_DEFAULT );
   curl_handle = curl_url();
   try {
      for( const auto& p : paths ) {
         run( p, reps, only );
      }
   }
   catch( const std::exception& e ) {
      std::fprintf( stderr, "bench_peers: %s\n", e.what() );
      return 1;
   }
   curl_url_cleanup( curl_handle );
   curl_global_cleanup();
   return 0;
}

// SPDX-License-Identifier: BSL-1.0
// Side by side, in one process: rfc1738's parse paths against the URL parsers
// of ada (when built with it), uriparser, Boost.URL and curl, a floor that
// only looks each byte up in a class table, and the limit: memchr over each
// URL's bytes. Each parser does what a user does
// through its public API: parse, then read the host and the path (rfc1738:
// url_view::host() and http()->hpath(), ftp()->fpath(), file()->fpath() or
// otherurl()->urlpath(); ada: get_host() and get_pathname(); ...).
//
//   bench_peers [--reps N] [--only TEXT] [--cpu-time] CORPUS...
//   bench_peers_allocs CORPUS...     heap allocations per URL of each parser
//
// --only TEXT runs only the parsers whose name contains TEXT (for a profiler);
// TEXT,TEXT,… those whose name contains any of them.
// --cpu-time times each repetition by the thread's CPU time instead of the
// wall clock (POSIX clock_gettime; for a busy machine).
//
// For each corpus (one URL a line), every parser runs over all of its lines
// once per repetition; the parsers take turns (round robin, the starting one
// rotating each repetition), so noise on the machine hits all alike. The
// figure reported is the median repetition. Each parser's accepted count and
// a checksum of what it returned are printed, proof that it really parsed.
// Heap allocations are counted by another program built from this file
// (bench_peers_allocs, which interposes malloc), so that the counter costs
// nothing in the timed passes.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>


#include <boost/url/parse.hpp>
#include <curl/curl.h>
#include <uriparser/Uri.h>

#include "harness.hpp"
#include "peer.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/components.hpp"
#include "rfc1738/edition.hpp"

// Defined by bench/CMakeLists.txt when the library builds src/parse.cpp.
#ifdef RFC1738_BENCH_HAVE_PARSE
#include "rfc1738/parse.hpp"
#endif

namespace {

namespace bench = rfc1738::bench;

using bench::outcome;
using bench::pass;

#ifdef RFC1738_BENCH_HAVE_PARSE
// The path of a URL as its scheme's view names it.
std::optional< std::string_view > path_of( const rfc1738::url_view& u ) noexcept
{
   if( const auto h = u.http() ) {
      return h->hpath();
   }
   if( const auto f = u.ftp() ) {
      return f->fpath();
   }
   if( const auto f = u.file() ) {
      return f->fpath();
   }
   if( const auto g = u.otherurl() ) {
      if( const auto& ip = g->ip_schemepart() ) {
         return ip->urlpath();
      }
   }
   return std::nullopt;
}

// What a user does: parse, read the host and the path through the views.
outcome rfc1738_parse_host_path( const std::vector< std::string_view >& urls )
{
   outcome o;
   for( const auto u : urls ) {
      const auto r = rfc1738::parse( u );
      if( r ) {
         ++o.accepted;
         const auto host = r->host();
         const auto path = path_of( *r );
         o.checksum += ( host ? host->size() : 0 ) + ( path ? path->size() : 0 );
      }
   }
   return o;
}

// Every component of the URL's derivation, through the views.
class component_sum : public rfc1738::component_visitor {
public:
   std::uint64_t sum = 0;

   void component( std::string_view name, std::string_view value ) override
   {
      sum += name.size() + value.size();
   }

   void fieldspecs( const rfc1738::fieldspecs_view& specs ) override
   {
      for( const auto& f : specs ) {
         sum += f.fieldname.encoded().size() + f.fieldvalue.encoded().size();
      }
   }
};

outcome rfc1738_parse_components( const std::vector< std::string_view >& urls )
{
   outcome o;
   component_sum sum;
   for( const auto u : urls ) {
      const auto r = rfc1738::parse( u );
      if( r ) {
         ++o.accepted;
         rfc1738::visit_components( *r, sum );
      }
   }
   o.checksum = sum.sum;
   return o;
}

// (a) The full parse: the verdict and every node span of the tree.
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

// (a') check( edition, input ) of every later edition (the drafts, RFC 1808,
// 2396, 2732, 3986, 6874): the verdict, the production and conforms, from the
// walk of the edition's verdict automaton.
template< rfc1738::edition E >
outcome rfc1738_edition_check( const std::vector< std::string_view >& urls )
{
   outcome o;
   for( const auto u : urls ) {
      const auto v = rfc1738::check( E, u );
      o.accepted += v.valid ? 1 : 0;
      o.checksum += static_cast< std::uint64_t >( v.conforms ) + ( v.production ? v.production->size() : 0 ) + v.target.size();
   }
   return o;
}

template< std::size_t... K >
constexpr std::array< pass, sizeof...( K ) > edition_checks( std::index_sequence< K... > /*unused*/ ) noexcept
{
   return { &rfc1738_edition_check< rfc1738::editions[ K ] >... };
}

// The row names: "rfc1738 check --edition NAME (verdict)".
std::vector< std::string > edition_rows()
{
   std::vector< std::string > names;
   for( const auto e : rfc1738::editions ) {
      names.push_back( "rfc1738 check --edition " + std::string( rfc1738::name_of( e ) ) + " (verdict)" );
   }
   return names;
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
// malloc'ed list (the path: from its first segment to the end of its last).
outcome uriparser( const std::vector< std::string_view >& urls )
{
   outcome o;
   for( const auto u : urls ) {
      UriUriA uri;
      const char* error = nullptr;
      if( uriParseSingleUriExA( &uri, u.data(), u.data() + u.size(), &error ) == URI_SUCCESS ) {
         ++o.accepted;
         o.checksum += static_cast< std::uint64_t >( uri.hostText.afterLast - uri.hostText.first );
         if( uri.pathHead != nullptr ) {
            o.checksum += static_cast< std::uint64_t >( uri.pathTail->text.afterLast - uri.pathHead->text.first );
         }
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
         o.checksum += r->encoded_host().size() + r->encoded_path().size();
      }
   }
   return o;
}

// (e) curl's URL API: parses into a handle (copies of the parts), and gives
// each part as a string the caller frees; every scheme allowed, and the
// handle cleared after each URL so that no URL is resolved against the
// previous one.
CURLU* curl_handle = nullptr;

outcome curl_url( const std::vector< std::string_view >& urls )
{
   outcome o;
   for( const auto u : urls ) {
      // The corpus's lines are NUL-terminated.
      if( curl_url_set( curl_handle, CURLUPART_URL, u.data(), CURLU_NON_SUPPORT_SCHEME ) == CURLUE_OK ) {
         ++o.accepted;
         for( const auto part : { CURLUPART_HOST, CURLUPART_PATH } ) {
            char* text = nullptr;
            if( curl_url_get( curl_handle, part, &text, 0 ) == CURLUE_OK ) {
               o.checksum += std::strlen( text );
               curl_free( text );
            }
         }
      }
      curl_url_set( curl_handle, CURLUPART_URL, nullptr, 0 );
   }
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

// (g) The limit: each URL's bytes read once, by memchr, for a byte that no
// URL holds: what touching the input costs, deciding nothing. check's time
// over this one is its distance from the memory it reads. The byte is NUL:
// RFC 1738 §2.2 ("the octets 00-1F and 7F hexadecimal represent control
// characters; these must be encoded"), and no later edition's grammar holds
// it either, so memchr reads every byte of a URL and stops at none (its
// accepted count is every line); the corpus's NUL after each line lies past
// the URL's size. glibc's memchr is the processor's (AVX2/EVEX here; SSE2
// under GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX2,..., BENCHMARKS.md §28).
outcome limit( const std::vector< std::string_view >& urls )
{
   outcome o;
   for( const auto u : urls ) {
      o.accepted += std::memchr( u.data(), 0, u.size() ) == nullptr ? 1 : 0;
   }
   o.checksum = o.accepted;
   return o;
}

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

// --cpu-time: each repetition timed by the thread's CPU time (a busy
// machine's other work then counts less: not the time the thread waited).
bool cpu_time = false;

// The edition rows' names among `all` (those of --only's choice).
std::vector< std::string > edition_names_of( const std::vector< contender >& all )
{
   std::vector< std::string > names;
   for( const auto& c : all ) {
      if( std::string_view( c.name ).find( "--edition" ) != std::string_view::npos ) {
         names.emplace_back( c.name );
      }
   }
   return names;
}

void run( const std::string& path, unsigned reps, const std::string& only )
{
   const bench::corpus corpus( path );
   const auto& urls = corpus.lines();
   std::vector< contender > all;
#ifdef RFC1738_BENCH_HAVE_PARSE
   all.push_back( { "rfc1738 parse + host + path", &rfc1738_parse_host_path, {}, {}, 0 } );
   all.push_back( { "rfc1738 parse + every component (views)", &rfc1738_parse_components, {}, {}, 0 } );
   all.push_back( { "rfc1738 parse, tree walked", &rfc1738_parse, {}, {}, 0 } );
#endif
   all.push_back( { "rfc1738 check (verdict)", &rfc1738_check, {}, {}, 0 } );
   all.push_back( { "rfc1738 derives(url) (validate only)", &rfc1738_validate, {}, {}, 0 } );
   static const auto edition_names = edition_rows();
   static constexpr auto checks = edition_checks( std::make_index_sequence< std::size( rfc1738::editions ) >() );
   for( std::size_t k = 0; k < checks.size(); ++k ) {
      if( rfc1738::editions[ k ] != rfc1738::edition::rfc1738 ) {
         all.push_back( { edition_names[ k ].c_str(), checks[ k ], {}, {}, 0 } );
      }
   }
#ifdef RFC1738_BENCH_HAVE_ADA
   const std::string ada_parse_name = std::string( "ada " ) + bench::ada_version + " parse<url_aggregator> + get_host + get_pathname";
   const std::string ada_can_name = std::string( "ada " ) + bench::ada_version + " can_parse";
   all.push_back( { ada_parse_name.c_str(), &bench::ada_parse_host_path, {}, {}, 0 } );
   const std::string ada_components_name = std::string( "ada " ) + bench::ada_version + " parse<url_aggregator> + every component getter";
   all.push_back( { ada_components_name.c_str(), &bench::ada_parse_components, {}, {}, 0 } );
   all.push_back( { ada_can_name.c_str(), &bench::ada_can_parse, {}, {}, 0 } );
#endif
   all.push_back( { "uriparser 0.9.7 uriParseSingleUriExA + host + path", &uriparser, {}, {}, 0 } );
   all.push_back( { "Boost.URL 1.81 parse_uri + encoded_host + encoded_path", &boost_url, {}, {}, 0 } );
   all.push_back( { "curl 7.88 curl_url_set + curl_url_get host, path", &curl_url, {}, {}, 0 } );
   all.push_back( { "floor: byte class table", &floor, {}, {}, 0 } );
   all.push_back( { "limit: memchr over each URL", &limit, {}, {}, 0 } );
   if( !only.empty() ) {
      // TEXT,TEXT,…: the parsers whose name contains any of them.
      const auto wanted = [ & ]( std::string_view name ) {
         for( std::size_t from = 0; from <= only.size(); ) {
            const std::size_t comma = std::min( only.find( ',', from ), only.size() );
            if( comma > from && name.find( std::string_view( only ).substr( from, comma - from ) ) != std::string_view::npos ) {
               return true;
            }
            from = comma + 1;
         }
         return false;
      };
      all.erase( std::remove_if( all.begin(), all.end(), [ & ]( const contender& c ) { return !wanted( c.name ); } ), all.end() );
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

   // Untimed: warm up, take the outcome (and, in bench_peers_allocs, count
   // the allocations, and stop there).
   for( auto& c : all ) {
#ifdef RFC1738_BENCH_COUNT_ALLOCATIONS
      const auto before = bench::allocations();
#endif
      c.result = c.run( urls );
#ifdef RFC1738_BENCH_COUNT_ALLOCATIONS
      c.allocations_per_url = static_cast< double >( bench::allocations() - before ) / static_cast< double >( urls.size() );
#endif
   }
#ifdef RFC1738_BENCH_COUNT_ALLOCATIONS
   std::printf( "\n%s: %zu URLs, heap allocations per URL (malloc interposed)\n\n| parser | accepted | heap allocations / URL |\n|---|---:|---:|\n", path.c_str(), urls.size() );
   for( const auto& c : all ) {
      std::printf( "| %s | %zu | %.2f |\n", c.name, c.result.accepted, c.allocations_per_url );
   }
   (void)reps;
   return;
#endif
   for( unsigned r = 0; r < reps; ++r ) {
      for( std::size_t k = 0; k < all.size(); ++k ) {
         auto& c = all[ ( r + k ) % all.size() ];
         const auto start = std::chrono::steady_clock::now();
         const double cpu_start = bench::thread_cpu_seconds();
         const auto o = c.run( urls );
         c.seconds.push_back( cpu_time ? bench::thread_cpu_seconds() - cpu_start : bench::seconds_since( start ) );
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
   std::printf( "| parser | accepted | ns/URL | MB/s | time / %s |\n", all.front().name );
   std::printf( "|---|---:|---:|---:|---:|\n" );
   for( const auto& c : all ) {
      const double s = bench::median( c.seconds );
      std::printf( "| %s | %zu | %.1f | %.1f | %.2f |\n", c.name, c.result.accepted, s / n * 1e9, static_cast< double >( corpus.bytes() ) / s / 1e6, s / reference );
   }
   // The targets: rfc1738 against ada, row against row.
   const auto time_of = [ & ]( std::string_view prefix ) -> double {  // the row whose name contains `prefix`
      for( const auto& c : all ) {
         if( std::string_view( c.name ).find( prefix ) != std::string_view::npos ) {
            return bench::median( c.seconds );
         }
      }
      return 0;
   };
   const auto ratio = [ & ]( std::string_view a, std::string_view b ) {
      const double x = time_of( a ), y = time_of( b );
      if( x > 0 && y > 0 ) {
         std::printf( "%.*s / %.*s: %.2f\n", int( a.size() ), a.data(), int( b.size() ), b.data(), x / y );
      }
   };
   std::printf( "\n" );
   ratio( "rfc1738 parse + host + path", "get_pathname" );
   ratio( "rfc1738 parse + every component", "every component getter" );
   ratio( "rfc1738 derives(url)", "can_parse" );
   // RFC 1738's check by its whole name: "rfc1738 check" alone is also the
   // beginning of each edition's row, which would stand in for it when
   // --only leaves it out.
   ratio( "rfc1738 check (verdict)", "can_parse" );
   ratio( "rfc1738 check (verdict)", "limit: memchr" );
   for( const auto& name : edition_names_of( all ) ) {
      ratio( name, "can_parse" );
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
      else if( a == "--cpu-time" ) {
         cpu_time = true;
      }
      else {
         paths.emplace_back( a );
      }
   }
   if( paths.empty() || reps == 0 ) {
      std::fprintf( stderr, "usage: bench_peers [--reps N] [--only TEXT] [--cpu-time] CORPUS...\n" );
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

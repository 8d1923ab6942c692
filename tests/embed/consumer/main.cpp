// SPDX-License-Identifier: BSL-1.0
// A C++ consumer of rfc1738: the parse API, the verdicts, the umbrella
// header's inspect and JSON, and the generated grammar reused as PEGTL rules
// of its own. Exits 1 when a check fails.
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

#include <tao/pegtl.hpp>

#include <rfc1738/check.hpp>
#include <rfc1738/components.hpp>
#include <rfc1738/grammar/hostport.hpp>
#include <rfc1738/parse.hpp>
#include <rfc1738/version.hpp>
#include <rfc1738.hpp>

namespace {

int failures = 0;

void expect( bool ok, const char* what )
{
   if( !ok ) {
      std::fprintf( stderr, "consumer_cpp: failed: %s\n", what );
      ++failures;
   }
}

// A list of RFC 1738 hostports, "a.example:80,b.example": a rule of one's own
// built on the library's generated rfc1738::grammar::hostport.
struct hostports
   : tao::pegtl::seq< tao::pegtl::list< rfc1738::grammar::hostport, tao::pegtl::one< ',' > >, tao::pegtl::eof >
{};

bool is_hostports( std::string_view text )
{
   tao::pegtl::memory_input in( text.data(), text.size(), "hostports" );
   return tao::pegtl::parse< hostports >( in );
}

class counter : public rfc1738::component_visitor {
public:
   void component( std::string_view /*name*/, std::string_view /*value*/ ) override
   {
      ++count;
   }
   void fieldspecs( const rfc1738::fieldspecs_view& /*specs*/ ) override {}
   int count = 0;
};

}  // namespace

int main()
{
#ifdef CONSUMER_PACKAGE_VERSION
   expect( std::strcmp( rfc1738::version, CONSUMER_PACKAGE_VERSION ) == 0, "the package's version is the library's" );
#endif

   const auto f = rfc1738::parse( "ftp://myname@host.dom/%2Fetc/motd;type=a" );
   expect( f && f->derived_by() == rfc1738::production::ftpurl, "an ftpurl" );
   if( f ) {
      const auto ftp = *f->ftp();
      expect( ftp.user() && ftp.user()->encoded() == "myname", "user" );
      expect( !ftp.password(), "no password" );
      expect( ftp.host() == "host.dom", "host" );
      expect( ftp.fpath() == std::string_view( "%2Fetc/motd" ), "fpath" );
      expect( ftp.ftptype() == std::string_view( "a" ), "ftptype" );
      counter c;
      rfc1738::visit_components( *f, c );
      expect( c.count == 4, "four components" );
   }

   const auto h = rfc1738::parse( "http://host:8080/a/b?" );
   expect( h && h->http() && h->http()->search() && h->http()->search()->empty(), "an empty search is present" );
   expect( h && h->effective_port() == 8080, "port" );

   expect( !rfc1738::parse( "HTTP://host" ), "schemes are lower case" );
   const auto v = rfc1738::check( "http://user@host/" );
   expect( v.valid && !v.conforms && v.derived_by == rfc1738::production::otherurl, "valid, does not conform" );

   rfc1738::options modes;
   modes.ignore_scheme_case = true;
   const auto report = rfc1738::inspect( "HTTP://host:25/", modes );
   expect( report.verdict().conforms && report.text() == "http://host:25/", "the modes" );
   expect( report.warnings().size() == 1 && report.warnings()[ 0 ].code == "port-not-default", "a warning" );
   expect( rfc1738::to_json( report ).find( ",\"checked\":\"http://host:25/\"," ) != std::string::npos, "the JSON" );

   expect( is_hostports( "a.example:80,b.example,10.0.0.1:7" ), "hostports" );
   expect( !is_hostports( "a.example:80,,b" ), "not hostports" );

   if( failures == 0 ) {
      std::printf( "consumer_cpp: rfc1738 %s: all checks passed\n", rfc1738::version );
   }
   return failures == 0 ? 0 : 1;
}

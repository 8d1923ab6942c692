// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.2: FTP URLs, their login, url-path and the commands it means.
#include "rfc1738/views/ftp.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "rfc1738/parse.hpp"
#include "segments.hpp"
#include "view_of.hpp"

namespace {

rfc1738::ftp_view ftp( std::string_view s )
{
   return rfc1738::test::view_of( s, rfc1738::production::ftpurl, &rfc1738::url_view::ftp );
}

// The commands as "VERB argument" strings, arguments decoded.
std::vector< std::string > commands( const rfc1738::ftp_view& f )
{
   std::vector< std::string > v;
   for( const auto c : f.commands() ) {
      const char* verb = c.verb == rfc1738::ftp_verb::cwd ? "CWD" : c.verb == rfc1738::ftp_verb::type ? "TYPE" : c.verb == rfc1738::ftp_verb::retr ? "RETR" : "NLST";
      v.push_back( std::string( verb ) + " " + c.argument.decode() );
   }
   return v;
}

using rfc1738::test::decoded;
using rfc1738::test::strings;

}  // namespace

TEST_CASE( "§3.1: absent and empty user name and password", "[ftp][login]" )
{
   SECTION( "ftp://@host.com/ has an empty user name and no password" )
   {
      const auto f = ftp( "ftp://@host.com/" );
      REQUIRE( f.user() );
      CHECK( f.user()->encoded().empty() );
      CHECK_FALSE( f.password() );
      CHECK( f.host() == "host.com" );
   }
   SECTION( "ftp://host.com/ has no user name" )
   {
      const auto f = ftp( "ftp://host.com/" );
      CHECK_FALSE( f.user() );
      CHECK_FALSE( f.password() );
   }
   SECTION( "ftp://foo:@host.com/ has a user name of foo and an empty password" )
   {
      const auto f = ftp( "ftp://foo:@host.com/" );
      REQUIRE( f.user() );
      CHECK( f.user()->encoded() == "foo" );
      REQUIRE( f.password() );
      CHECK( f.password()->encoded().empty() );
   }
   SECTION( "encoded \":\", \"@\" and \"/\" in user and password decode" )
   {
      const auto f = ftp( "ftp://a%3Ab%40c:p%2Fw;x=y@h/" );
      CHECK( f.user()->encoded() == "a%3Ab%40c" );
      CHECK( f.user()->decode() == "a:b@c" );
      CHECK( f.password()->encoded() == "p%2Fw;x=y" );
      CHECK( f.password()->decode() == "p/w;x=y" );
   }
}

TEST_CASE( "§3.2: port defaults to 21", "[ftp][port]" )
{
   CHECK( ftp( "ftp://h/" ).effective_port() == 21 );
   CHECK_FALSE( ftp( "ftp://h/" ).port() );
   CHECK( ftp( "ftp://h:2121/" ).port()->text() == "2121" );
   CHECK( ftp( "ftp://h:2121/" ).effective_port() == 2121 );
   CHECK( ftp( "ftp://h/" ).default_port() == 21 );
}

TEST_CASE( "§3.2.2: the url-path: cwds, name, typecode", "[ftp][fpath]" )
{
   SECTION( "no url-path at all" )
   {
      const auto f = ftp( "ftp://host.com" );
      CHECK_FALSE( f.fpath() );
      CHECK_FALSE( f.name() );
      CHECK( f.segments().empty() );
      CHECK( f.cwd().empty() );
      CHECK_FALSE( f.ftptype() );
      CHECK( f.commands().empty() );
   }
   SECTION( "an empty url-path: one empty name" )
   {
      const auto f = ftp( "ftp://host.com/" );
      REQUIRE( f.fpath() );
      CHECK( f.fpath()->empty() );
      REQUIRE( f.name() );
      CHECK( f.name()->empty() );
      CHECK( f.cwd().empty() );
      CHECK( f.segments().size() == 1 );
      CHECK( commands( f ).empty() );  // no file named: no RETR
   }
   SECTION( "ftp://myname@host.dom/%2Fetc/motd: CWD /etc, RETR motd" )
   {
      const auto f = ftp( "ftp://myname@host.dom/%2Fetc/motd" );
      CHECK( f.user()->encoded() == "myname" );
      CHECK( f.host() == "host.dom" );
      CHECK( *f.fpath() == "%2Fetc/motd" );
      CHECK( decoded( f.cwd() ) == strings{ "/etc" } );
      CHECK( f.name()->decode() == "motd" );
      CHECK( commands( f ) == strings{ "CWD /etc", "RETR motd" } );
   }
   SECTION( "ftp://myname@host.dom/etc/motd: CWD etc, RETR motd" )
   {
      CHECK( commands( ftp( "ftp://myname@host.dom/etc/motd" ) ) == strings{ "CWD etc", "RETR motd" } );
   }
   SECTION( "ftp://myname@host.dom//etc/motd: CWD with a null argument, CWD etc, RETR motd" )
   {
      const auto f = ftp( "ftp://myname@host.dom//etc/motd" );
      CHECK( decoded( f.cwd() ) == strings{ "", "etc" } );
      CHECK( commands( f ) == strings{ "CWD ", "CWD etc", "RETR motd" } );
   }
   SECTION( "typecode d: NLST of the name" )
   {
      const auto f = ftp( "ftp://info.cern.ch/pub/www/doc;type=d" );
      CHECK( *f.fpath() == "pub/www/doc" );
      CHECK( *f.ftptype() == "d" );
      CHECK( f.typecode() == 'd' );
      CHECK( commands( f ) == strings{ "CWD pub", "CWD www", "NLST doc" } );
   }
   SECTION( "typecode d with an empty name: NLST of the working directory" )
   {
      CHECK( commands( ftp( "ftp://h/pub/;type=D" ) ) == strings{ "CWD pub", "NLST " } );
   }
   SECTION( "typecode a: TYPE, then RETR" )
   {
      const auto f = ftp( "ftp://ds.internic.net/rfc/rfc1436.txt;type=a" );
      CHECK( f.typecode() == 'a' );
      CHECK( commands( f ) == strings{ "CWD rfc", "TYPE a", "RETR rfc1436.txt" } );
   }
   SECTION( "upper-case typecodes" )
   {
      CHECK( ftp( "ftp://h/f;type=I" ).typecode() == 'i' );
      CHECK( *ftp( "ftp://h/f;type=I" ).ftptype() == "I" );
      CHECK( commands( ftp( "ftp://h/f;type=I" ) ) == strings{ "TYPE I", "RETR f" } );
   }
   SECTION( "typecode with an empty name: TYPE, no RETR" )
   {
      CHECK( commands( ftp( "ftp://h/d/;type=i" ) ) == strings{ "CWD d", "TYPE i" } );
   }
   SECTION( "\";\" and \"/\" in a name are encoded and decode" )
   {
      const auto f = ftp( "ftp://h/a%3Bb/c%2Fd;type=i" );
      CHECK( decoded( f.cwd() ) == strings{ "a;b" } );
      CHECK( f.name()->decode() == "c/d" );
   }
   SECTION( "segment characters ?, :, @, &, = stay in segments" )
   {
      const auto f = ftp( "ftp://h/a?b:c@d&e=f/g" );
      CHECK( decoded( f.segments() ) == strings{ "a?b:c@d&e=f", "g" } );
   }
   SECTION( "empty cwds and an empty name" )
   {
      const auto f = ftp( "ftp://h///" );
      CHECK( decoded( f.segments() ) == strings{ "", "", "" } );
      CHECK( commands( f ) == strings{ "CWD ", "CWD " } );
   }
}

TEST_CASE( "ftp URLs that only otherurl derives", "[ftp][otherurl]" )
{
   // An ftptype other than A I D: ";type=x" is no ftpurl, the generic syntax takes it.
   const auto r = rfc1738::parse( "ftp://h/f;type=x" );
   REQUIRE( r );
   CHECK( r->derived_by() == rfc1738::production::otherurl );
   CHECK_FALSE( r->ftp() );
   REQUIRE( r->otherurl() );
   CHECK( *r->otherurl()->ip_schemepart()->urlpath() == "f;type=x" );
}

TEST_CASE( "the RFC's ftp examples", "[ftp][examples]" )
{
   struct example {
      const char* url;
      const char* host;
      const char* fpath;
      strings commands;
   };
   const example examples[] = {
      { "ftp://ds.internic.net/rfc", "ds.internic.net", "rfc", { "RETR rfc" } },
      { "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt", "boombox.micro.umn.edu", "pub/gopher/gopher_protocol/Gopher+/Gopher+.txt", { "CWD pub", "CWD gopher", "CWD gopher_protocol", "CWD Gopher+", "RETR Gopher+.txt" } },
      { "ftp://ds.internic.net/rfc/rfc1630.txt", "ds.internic.net", "rfc/rfc1630.txt", { "CWD rfc", "RETR rfc1630.txt" } },
      { "ftp://info.cern.ch/pub/www/doc/http-spec.txt.Z", "info.cern.ch", "pub/www/doc/http-spec.txt.Z", { "CWD pub", "CWD www", "CWD doc", "RETR http-spec.txt.Z" } },
      { "ftp://ds.internic.net/rfc/rfc1123.txt", "ds.internic.net", "rfc/rfc1123.txt", { "CWD rfc", "RETR rfc1123.txt" } },
      { "ftp://ds.internic.net/rfc/rfc822.txt", "ds.internic.net", "rfc/rfc822.txt", { "CWD rfc", "RETR rfc822.txt" } },
      { "ftp://quake.think.com/pub/wais/doc/protspec.txt", "quake.think.com", "pub/wais/doc/protspec.txt", { "CWD pub", "CWD wais", "CWD doc", "RETR protspec.txt" } },
      { "ftp://ds.internic.net/rfc/rfc1036.txt", "ds.internic.net", "rfc/rfc1036.txt", { "CWD rfc", "RETR rfc1036.txt" } },
      { "ftp://quake.think.com/pub/wais/doc/doc-ids.txt", "quake.think.com", "pub/wais/doc/doc-ids.txt", { "CWD pub", "CWD wais", "CWD doc", "RETR doc-ids.txt" } },
      { "ftp://ds.internic.net/rfc/rfc977.txt", "ds.internic.net", "rfc/rfc977.txt", { "CWD rfc", "RETR rfc977.txt" } },
      { "ftp://ds.internic.net/internet-drafts/draft-ietf-uri-irl-fun-req-02.txt", "ds.internic.net", "internet-drafts/draft-ietf-uri-irl-fun-req-02.txt", { "CWD internet-drafts", "RETR draft-ietf-uri-irl-fun-req-02.txt" } },
      { "ftp://ds.internic.net/rfc/rfc1034.txt", "ds.internic.net", "rfc/rfc1034.txt", { "CWD rfc", "RETR rfc1034.txt" } },
      { "ftp://prospero.isi.edu/pub/prospero/doc/prospero-protocol.PS.Z", "prospero.isi.edu", "pub/prospero/doc/prospero-protocol.PS.Z", { "CWD pub", "CWD prospero", "CWD doc", "RETR prospero-protocol.PS.Z" } },
      { "ftp://ds.internic.net/rfc/rfc959.txt", "ds.internic.net", "rfc/rfc959.txt", { "CWD rfc", "RETR rfc959.txt" } },
      { "ftp://ds.internic.net/rfc/rfc1737.txt", "ds.internic.net", "rfc/rfc1737.txt", { "CWD rfc", "RETR rfc1737.txt" } },
      { "ftp://ds.internic.net/rfc/rfc1625.txt", "ds.internic.net", "rfc/rfc1625.txt", { "CWD rfc", "RETR rfc1625.txt" } },
      { "ftp://uu.psi.com/wp/nir.txt", "uu.psi.com", "wp/nir.txt", { "CWD wp", "RETR nir.txt" } },
   };
   for( const auto& e : examples ) {
      INFO( e.url );
      const auto f = ftp( e.url );
      CHECK_FALSE( f.user() );
      CHECK_FALSE( f.password() );
      CHECK( f.host() == e.host );
      CHECK( f.kind() == rfc1738::host_kind::hostname );
      CHECK_FALSE( f.port() );
      CHECK( *f.fpath() == e.fpath );
      CHECK_FALSE( f.ftptype() );
      CHECK( commands( f ) == e.commands );
   }
}

// SPDX-License-Identifier: BSL-1.0
// The "components" object of `rfc1738 parse --json` and `rfc1738 check
// --json`: keyed by RFC production, values as written, absent keys left out,
// empty ones "". Runs the program as a user does.
#include "rfc1738/parse.hpp"

#include <catch2/catch.hpp>

#include "rfc1738/diagnosis.hpp"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <vector>

namespace {

struct run_result {
   int status = -1;
   std::vector< std::string > lines;
};

// Runs `rfc1738 <args>` with `inputs` as the lines of standard input.
run_result run( const std::string& args, const std::vector< std::string >& inputs )
{
   const std::string in = std::string( RFC1738_TEST_TMP ) + "/components-in";
   const std::string out = std::string( RFC1738_TEST_TMP ) + "/components-out";
   {
      std::ofstream f( in, std::ios::binary );
      for( const auto& i : inputs ) {
         f << i << '\n';
      }
   }
   const std::string command = std::string( "'" ) + RFC1738_CLI + "' " + args + " < '" + in + "' > '" + out + "' 2>/dev/null";
   const int raw = std::system( command.c_str() );
   run_result r;
   r.status = WIFEXITED( raw ) ? WEXITSTATUS( raw ) : -1;
   std::ifstream f( out, std::ios::binary );
   for( std::string l; std::getline( f, l ); ) {
      r.lines.push_back( l );
   }
   return r;
}

struct example {
   std::string input;
   std::string production;  // empty: not a URL
   std::string components;  // the JSON object
};

const std::vector< example >& examples()
{
   static const std::vector< example > e = {
      // Every example URL of the RFC text.
      { "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html", "httpurl", R"({"host":"www.acl.lanl.gov","hpath":"URI/archive/uri-archive.index.html"})" },
      { "ftp://@host.com/", "ftpurl", R"({"user":"","host":"host.com","fpath":""})" },
      { "ftp://host.com/", "ftpurl", R"({"host":"host.com","fpath":""})" },
      { "ftp://foo:@host.com/", "ftpurl", R"({"user":"foo","password":"","host":"host.com","fpath":""})" },
      { "ftp://myname@host.dom/%2Fetc/motd", "ftpurl", R"({"user":"myname","host":"host.dom","fpath":"%2Fetc/motd"})" },
      { "ftp://myname@host.dom/etc/motd", "ftpurl", R"({"user":"myname","host":"host.dom","fpath":"etc/motd"})" },
      { "ftp://myname@host.dom//etc/motd", "ftpurl", R"({"user":"myname","host":"host.dom","fpath":"/etc/motd"})" },
      { "news:*", "newsurl", R"({"grouppart":"*"})" },
      { "file://vms.host.edu/disk$user/my/notes/note12345.txt", "fileurl", R"({"host":"vms.host.edu","fpath":"disk$user/my/notes/note12345.txt"})" },
      { "prospero://host.dom//pros/name", "prosperourl", R"({"host":"host.dom","ppath":"/pros/name","fieldspec":[]})" },
      { "ftp://info.cern.ch/pub/www/doc;type=d", "ftpurl", R"({"host":"info.cern.ch","fpath":"pub/www/doc","ftptype":"d"})" },
      { "ftp://ds.internic.net/rfc", "ftpurl", R"({"host":"ds.internic.net","fpath":"rfc"})" },
      { "http://ds.internic.net/instructions/overview.html#WARNING", "", "" },
      { "ftp://ds.internic.net/rfc/rfc1436.txt;type=a", "ftpurl", R"({"host":"ds.internic.net","fpath":"rfc/rfc1436.txt","ftptype":"a"})" },
      { "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt", "ftpurl", R"({"host":"boombox.micro.umn.edu","fpath":"pub/gopher/gopher_protocol/Gopher+/Gopher+.txt"})" },
      { "ftp://uu.psi.com/wp/nir.txt", "ftpurl", R"({"host":"uu.psi.com","fpath":"wp/nir.txt"})" },
      // Edge cases of each scheme.
      { "http://h", "httpurl", R"({"host":"h"})" },
      { "http://h/", "httpurl", R"({"host":"h","hpath":""})" },
      { "http://h:0080/?", "httpurl", R"({"host":"h","port":"0080","hpath":"","search":""})" },
      { "http://h:99999999999999999999/", "httpurl", R"({"host":"h","port":"99999999999999999999","hpath":""})" },
      { "http://user@host/", "otherurl", R"({"schemepart":"//user@host/","user":"user","host":"host","urlpath":""})" },
      { "http://host?q", "otherurl", R"({"schemepart":"//host?q"})" },
      { "ftp://h", "ftpurl", R"({"host":"h"})" },
      { "ftp://a%3Ab:p%40w@10.0.0.1:2121/x;type=I", "ftpurl", R"({"user":"a%3Ab","password":"p%40w","host":"10.0.0.1","port":"2121","fpath":"x","ftptype":"I"})" },
      { "file:///etc/motd", "fileurl", R"({"fpath":"etc/motd"})" },
      { "file://localhost/", "fileurl", R"({"host":"localhost","fpath":""})" },
      { "gopher://h", "gopherurl", R"({"host":"h"})" },
      { "gopher://h/", "gopherurl", R"({"host":"h"})" },
      { "gopher://h/1", "gopherurl", R"({"host":"h","gtype":"1","selector":""})" },
      { "gopher://h:70/1%09a", "gopherurl", R"({"host":"h","port":"70","gtype":"1","selector":"","search":"a"})" },
      { "gopher://h/1a%09b/c%09d", "gopherurl", R"({"host":"h","gtype":"1","selector":"a%09b/c","search":"d"})" },
      { "gopher://h/%30s%09%09+", "gopherurl", R"({"host":"h","gtype":"%30","selector":"s","search":"","gopher+_string":"+"})" },
      { "mailto:joe%25relay@host.dom", "mailtourl", R"({"encoded822addr":"joe%25relay@host.dom"})" },
      { "mailto:", "otherurl", R"({"schemepart":""})" },
      { "news:comp.infosystems.www.misc", "newsurl", R"({"grouppart":"comp.infosystems.www.misc","group":"comp.infosystems.www.misc"})" },
      { "news:12%2B3@host.dom", "newsurl", R"({"grouppart":"12%2B3@host.dom","article":"12%2B3@host.dom"})" },
      { "nntp://h/comp.lang.c", "nntpurl", R"({"host":"h","group":"comp.lang.c"})" },
      { "nntp://h:119/comp.lang.c/0042", "nntpurl", R"({"host":"h","port":"119","group":"comp.lang.c","digits":"0042"})" },
      { "telnet://h", "telneturl", R"({"host":"h"})" },
      { "telnet://u:@h:23/", "telneturl", R"({"user":"u","password":"","host":"h","port":"23"})" },
      { "wais://h/db", "waisurl", R"({"host":"h","database":"db"})" },
      { "wais://h:210/db?", "waisurl", R"({"host":"h","port":"210","database":"db","search":""})" },
      { "wais://h/db/t/p%20q", "waisurl", R"({"host":"h","database":"db","wtype":"t","wpath":"p%20q"})" },
      { "wais://h///", "waisurl", R"({"host":"h","database":"","wtype":"","wpath":""})" },
      { "prospero://h:1/a;x=1;y=;=", "prosperourl", R"({"host":"h","port":"1","ppath":"a","fieldspec":[{"fieldname":"x","fieldvalue":"1"},{"fieldname":"y","fieldvalue":""},{"fieldname":"","fieldvalue":""}]})" },
      { "x-proto://@h/", "otherurl", R"({"schemepart":"//@h/","user":"","host":"h","urlpath":""})" },
      { "x:opaque", "otherurl", R"({"schemepart":"opaque"})" },
      { "x:", "otherurl", R"({"schemepart":""})" },
      { "x:\"q\"", "", "" },
   };
   return e;
}

std::vector< std::string > inputs()
{
   std::vector< std::string > v;
   for( const auto& e : examples() ) {
      v.push_back( e.input );
   }
   return v;
}

std::string json_string( const std::string& s )
{
   std::string r = "\"";
   for( const char c : s ) {
      r += ( c == '"' || c == '\\' ) ? std::string( "\\" ) + c : std::string( 1, c );
   }
   return r + "\"";
}

}  // namespace

TEST_CASE( "rfc1738 parse --json: the components", "[components][cli]" )
{
   const auto r = run( "parse --json", inputs() );
   CHECK( r.status == 1 );  // two inputs are not URLs
   REQUIRE( r.lines.size() == examples().size() );
   for( std::size_t i = 0; i < examples().size(); ++i ) {
      const auto& e = examples()[ i ];
      INFO( e.input );
      const auto scheme = e.input.substr( 0, e.input.find( ':' ) );
      if( e.production.empty() ) {
         const auto p = rfc1738::parse( e.input );
         REQUIRE_FALSE( p );
         // The error as check --json writes it (the one diagnosis of the
         // input): offset, production, expected, message.
         const auto d = rfc1738::diagnose( e.input );
         REQUIRE( d );
         CHECK( d->offset <= p.error().offset );   // the scheme's production's prefixes are url's
         CHECK( r.lines[ i ].rfind( "{\"input\":" + json_string( e.input ) + ",\"valid\":false,\"production\":null,\"scheme\":\"" + scheme + "\",\"error\":{\"offset\":" +
                                       std::to_string( d->offset ) + ",\"production\":\"" + std::string( rfc1738::grammar::rfc_name( d->production ) ) + "\",\"expected\":[",
                                    0 ) == 0 );
         CHECK( r.lines[ i ].find( ",\"message\":\"" ) != std::string::npos );
      }
      else {
         CHECK( r.lines[ i ] == "{\"input\":" + json_string( e.input ) + ",\"valid\":true,\"production\":\"" + e.production + "\",\"scheme\":\"" + scheme + "\",\"components\":" + e.components + "}" );
      }
   }
}

TEST_CASE( "rfc1738 check --json: components after scheme when valid", "[components][cli]" )
{
   const auto r = run( "check --json", inputs() );
   REQUIRE( r.lines.size() == examples().size() );
   for( std::size_t i = 0; i < examples().size(); ++i ) {
      const auto& e = examples()[ i ];
      INFO( e.input );
      const auto scheme = e.input.substr( 0, e.input.find( ':' ) );
      const auto& line = r.lines[ i ];
      const std::string after_scheme = ",\"scheme\":\"" + scheme + "\"";
      const auto at = line.find( after_scheme );
      REQUIRE( at != std::string::npos );
      const auto rest = line.substr( at + after_scheme.size() );
      if( e.production.empty() ) {
         CHECK( line.find( "\"components\"" ) == std::string::npos );
      }
      else {
         CHECK( line.find( ",\"production\":\"" + e.production + "\"" ) != std::string::npos );
         CHECK( rest.rfind( ",\"components\":" + e.components, 0 ) == 0 );
      }
   }
}

TEST_CASE( "rfc1738 parse: one readable line per component", "[components][cli]" )
{
   const auto r = run( "parse", { "ftp://foo:@host.com/", "prospero://h/p;a=b", "x:a b" } );
   CHECK( r.status == 1 );
   CHECK( r.lines == std::vector< std::string >{
                        "url: ftp://foo:@host.com/",
                        "  production: ftpurl",
                        "  scheme: ftp",
                        "  user: foo",
                        "  password: ",
                        "  host: host.com",
                        "  fpath: ",
                        "  effective port: 21",
                        "url: prospero://h/p;a=b",
                        "  production: prosperourl",
                        "  scheme: prospero",
                        "  host: h",
                        "  ppath: p",
                        "  fieldname: a",
                        "  fieldvalue: b",
                        "  effective port: 1525",
                        "url: x:a b",
                        "  not a url: stops at offset 3: byte 0x20 may not appear in a URL unencoded (RFC 1738 §2.2): write it as %20 in the scheme-specific part (§2.1)",
                        "  in genericurl, expected xchar or end of input",   // as check says it
                     } );
   CHECK( run( "parse", { "news:*" } ).status == 0 );
   CHECK( run( "parse --bogus", {} ).status == 2 );
}

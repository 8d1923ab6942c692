// SPDX-License-Identifier: BSL-1.0
// The examples of the headers this test names (options, prepare, warning,
// report, json, check, parse, url_view, url, diagnosis), and the README's
// example of rfc1738::inspect: run, their stated results checked. (The
// examples of the other headers: doc_examples.cpp, checked verbatim.)
#include "rfc1738.hpp"

#include <catch2/catch.hpp>

#include <string>

using rfc1738::production;

TEST_CASE( "options.hpp, prepare.hpp", "[doc_examples]" )
{
   rfc1738::options o;
   o.ignore_scheme_case = true;
   o.unwrap = true;
   o.fragment = rfc1738::fragment_mode::split;
   const auto both = rfc1738::prepare( "<URL:HTTP://ds.internic. net/rfc#top>", o );
   CHECK( both.text() == "http://ds.internic.net/rfc" );
   CHECK( *both.fragment() == "top" );

   rfc1738::options u;
   u.unwrap = true;
   const auto p = rfc1738::prepare( "<URL:ftp://info.cern.ch/pub/www/doc; type=d>", u );
   CHECK( p.text() == "ftp://info.cern.ch/pub/www/doc;type=d" );
   CHECK( p.changed() );
   CHECK( p.notes()[ 0 ] == "unwrap: removed the angle brackets (RFC 1738 Appendix)" );

   rfc1738::options i;
   i.ignore_scheme_case = true;
   const auto h = rfc1738::prepare( "HTTP://host/", i );
   const auto v = rfc1738::check( h );
   CHECK( v.conforms );
   CHECK( v.target == production::httpurl );

   const auto hy = rfc1738::prepare( "http://a-\n  b.c/", u );
   const auto w = rfc1738::warnings( hy );
   REQUIRE( w.size() == 1 );
   CHECK( w[ 0 ].code == "hyphen-at-line-break" );
   CHECK( w[ 0 ].offset == 8 );

   const auto wrapped = rfc1738::prepare( "<URL:ftp://ds.in ternic.net/rfc>", u );
   const auto url = rfc1738::parse( wrapped );
   CHECK( url->ftp()->host() == "ds.internic.net" );

   const auto d = rfc1738::diagnose( rfc1738::prepare( "http://user@host/" ) );
   CHECK( d->offset == 11 );
}

TEST_CASE( "warning.hpp", "[doc_examples]" )
{
   const auto w = rfc1738::warnings( "http://h:25/%41" );
   REQUIRE( w.size() == 2 );
   CHECK( ( w[ 0 ].code == "unneeded-escape" && w[ 0 ].offset == 12 && w[ 0 ].section == "§2.2" ) );
   CHECK( ( w[ 1 ].code == "port-not-default" && w[ 1 ].offset == 9 && w[ 1 ].section == "§6" ) );
   const auto p = rfc1738::warnings( "ftp://u:secret@h/" );
   REQUIRE( p.size() == 1 );
   CHECK( ( p[ 0 ].code == "password" && p[ 0 ].offset == 8 ) );
   CHECK( !rfc1738::port_out_of_range( "65535" ) );
   CHECK( rfc1738::port_out_of_range( "065536", 9 )->offset == 9 );
}

TEST_CASE( "report.hpp, json.hpp", "[doc_examples]" )
{
   const auto r = rfc1738::inspect( "http://user@host/" );
   CHECK( r.verdict().valid );
   CHECK( !r.verdict().conforms );
   CHECK( r.url()->derived_by() == production::otherurl );
   CHECK( r.diagnosis()->offset == 11 );
   CHECK( r.warnings().empty() );

   rfc1738::options o;
   o.ignore_scheme_case = true;
   const auto p = rfc1738::inspect( "HTTP://host:8080/", o );
   CHECK( p.text() == "http://host:8080/" );
   CHECK( p.verdict().conforms );
   CHECK( p.warnings()[ 0 ].code == "port-not-default" );

   rfc1738::report into;
   std::size_t seen = 0;
   for( const std::string_view url : { "http://h/#top", "news:*" } ) {
      rfc1738::inspect_into( into, url );
      if( seen++ == 0 ) {
         CHECK( into.fix()->fragment == "top" );
      }
      else {
         CHECK( into.verdict().conforms );
         CHECK( !into.fix() );
      }
   }

   std::string line;
   rfc1738::write_json( line, rfc1738::inspect( "http://host/p?q" ) );
   CHECK( line == R"({"input":"http://host/p?q","valid":true,"production":"httpurl","conforms":true,)"
                  R"("scheme":"http","components":{"host":"host","hpath":"p","search":"q"},"warnings":[]})" );
   CHECK( !rfc1738::to_json( rfc1738::inspect( "news:*" ) ).empty() );

   std::string e;
   rfc1738::write_json_edits( e, rfc1738::fix_it( "HTTP://h/" ) );
   CHECK( e == R"j([{"edit":"lower-case-scheme","offset":0,"section":"§2.1","message":"wrote the scheme )j"
               R"j(in lower case (RFC 1738 §2.1: \"the scheme is in lower case\")","url":"http://h/"}])j" );

   std::string c;
   rfc1738::write_json_components( c, *rfc1738::parse( "ftp://h/a;type=i" ) );
   CHECK( c == R"({"host":"h","fpath":"a","ftptype":"i"})" );
   std::string s;
   rfc1738::write_json_string( s, "a\xff\"" );
   CHECK( s == R"("a\u00ff\"")" );
   std::string t;
   rfc1738::write_json_text( t, "§6 \"x\"" );
   CHECK( t == R"("§6 \"x\"")" );
   std::string b;
   rfc1738::write_json_build_error( b, rfc1738::encode( production::port, "8o" ).error() );
   CHECK( b.rfind( R"({"component":"port","offset":1,"message":"port cannot hold byte 0x6F (\"o\") at offset 1: )", 0 ) == 0 );
   std::string n;
   rfc1738::write_json_build_error( n, rfc1738::build_error{ "scheme", std::nullopt, "why" } );
   CHECK( n == R"({"component":"scheme","offset":null,"message":"why"})" );
}

TEST_CASE( "check.hpp, parse.hpp, diagnosis.hpp", "[doc_examples]" )
{
   const auto v = rfc1738::check( "http://user@host/" );
   CHECK( ( v.valid && *v.derived_by == production::otherurl && v.target == production::httpurl && !v.conforms && *v.scheme == "http" ) );
   CHECK( rfc1738::check( "ftp://host.com/" ).conforms );
   CHECK( *rfc1738::scheme_of( "news:*" ) == "news" );
   CHECK( !rfc1738::scheme_of( "HTTP://h" ) );
   CHECK( rfc1738::target_of( "wais" ) == production::waisurl );
   CHECK( rfc1738::derives( production::hostport, "host.dom:21" ) );

   const auto url = rfc1738::parse( "ftp://myname@host.dom/%2Fetc/motd" );
   CHECK( url->ftp()->host() == "host.dom" );
   const auto d = rfc1738::derive( "news:*" );
   CHECK( !d.error );
   CHECK( d.tree[ 1 ].id == production::newsurl );
   CHECK( rfc1738::derive( "http://h/a b" ).error->offset == 10 );

   const auto f = rfc1738::diagnose( "ftp://host/a;type=x" );
   CHECK( f->offset == 18 );
   CHECK( f->production == production::ftpurl );
   CHECK( f->expected == std::vector< std::string >{ "ftptype (\"A\" | \"I\" | \"D\" | \"a\" | \"i\" | \"d\")" } );
   CHECK( rfc1738::diagnose( "http://h/a b", production::url )->offset == 10 );
   const auto u = rfc1738::diagnose( "http://user@host/" );
   CHECK( u->offset == 11 );
   CHECK( u->target == production::httpurl );
}

TEST_CASE( "url_view.hpp, url.hpp", "[doc_examples]" )
{
   const auto u = rfc1738::parse( "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html" );
   CHECK( u->derived_by() == production::httpurl );
   CHECK( *u->host() == "www.acl.lanl.gov" );
   CHECK( *u->effective_port() == 80 );
   CHECK( u->http()->hpath() == "URI/archive/uri-archive.index.html" );
   CHECK( rfc1738::parse( "news:*" )->buffer() == "news:*" );
   CHECK( rfc1738::parse( "x-y.z+1:opaque" )->scheme() == "x-y.z+1" );
   CHECK( rfc1738::parse( "http://user@host/" )->derived_by() == production::otherurl );
   CHECK( rfc1738::parse( "news:*" )->tree()[ 0 ].id == production::url );
   CHECK( *rfc1738::parse( "ftp://u@10.0.0.1:2121/x" )->host() == "10.0.0.1" );
   CHECK( rfc1738::parse( "http://h:0080/" )->port()->text() == "0080" );
   CHECK( *rfc1738::parse( "gopher://h/" )->effective_port() == 70 );
   CHECK( *rfc1738::parse( "http://h:8080/" )->effective_port() == 8080 );
   CHECK( !rfc1738::parse( "http://h:65536/" )->effective_port() );
   CHECK( *rfc1738::parse( "http://host?q" )->effective_port() == 80 );  // an otherurl without a hostport
   CHECK( !rfc1738::parse( "news:*" )->effective_port() );
   const auto h = rfc1738::parse( "http://h/p?q" );
   CHECK( ( h->http().has_value() && !h->ftp().has_value() ) );
   CHECK( rfc1738::parse( "x://u@h/p" )->otherurl()->ip_schemepart()->urlpath() == "p" );
   CHECK( rfc1738::parse( "ftp://u:p@h/x" )->generic().ip_schemepart()->password()->encoded() == "p" );

   const auto owned = rfc1738::url::parse( std::string( "http://host/p" ) );
   CHECK( owned->view().host() == "host" );
   CHECK( rfc1738::url::parse( "news:*" )->buffer() == "news:*" );
   const auto v = rfc1738::parse( "news:*" );
   const rfc1738::url copy( *v );
   CHECK( copy.buffer() == "news:*" );
}

TEST_CASE( "README: the example of rfc1738::inspect", "[doc_examples]" )
{
   rfc1738::options modes;
   modes.ignore_scheme_case = modes.unwrap = true;
   const auto r = rfc1738::inspect( "<URL:HTTP://host:25/%41>", modes );
   CHECK( r.text() == "http://host:25/%41" );
   CHECK( r.verdict().conforms );
   REQUIRE( r.warnings().size() == 2 );
   CHECK( ( r.warnings()[ 0 ].code == "unneeded-escape" && r.warnings()[ 0 ].offset == 15 && r.warnings()[ 0 ].section == "§2.2" ) );
   CHECK( ( r.warnings()[ 1 ].code == "port-not-default" && r.warnings()[ 1 ].offset == 12 && r.warnings()[ 1 ].section == "§6" ) );
}

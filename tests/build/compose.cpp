// SPDX-License-Identifier: BSL-1.0
// rfc1738::compose and rfc1738::set_components: a URL written from its
// components by the generated BNF of its form.
// - The round trip: every conforming URL of the RFC's examples, the fuzz
//   corpora and 6,600 strings sampled from the BNF (every target) is written
//   back byte for byte from its own components, by set with no edit and by
//   compose with the URL as its model; without the model the URL conforms
//   and its components read back.
// - Edits: each component of each sampled URL set to random bytes is either
//   written (the URL conforms, the component decodes to the bytes, every
//   other component is kept byte for byte) or refused naming a component.
// - The contracts of the documentation, by example.
#include "rfc1738/compose.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "cfg_matcher.hpp"
#include "rfc1738/build.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/components.hpp"
#include "rfc1738/decode.hpp"
#include "rfc1738/parse.hpp"

namespace cfg = rfc1738::test::cfg;
using rfc1738::production;
using rfc1738::grammar::component;

namespace {

std::vector< std::pair< std::string, std::string > > components_of( const rfc1738::url_view& u )
{
   std::vector< std::pair< std::string, std::string > > out;
   const auto& form = *rfc1738::grammar::find_url_form( u.derived_by() );
   for( std::size_t k = 0; k < form.count; ++k ) {
      if( const auto t = u.get( form.components[ k ] ) ) {
         out.emplace_back( std::string( rfc1738::grammar::info( form.components[ k ] ).name ), std::string( *t ) );
      }
   }
   return out;
}

std::vector< std::string > conforming_inputs()
{
   std::vector< std::string > out;
   std::ifstream examples( RFC1738_EXAMPLES_FILE, std::ios::binary );
   for( std::string line; std::getline( examples, line ); ) {
      out.push_back( line );
   }
   for( const char* dir : { "parse", "roundtrip", "build_roundtrip", "differential" } ) {
      for( const auto& entry : std::filesystem::directory_iterator( std::string( RFC1738_SOURCE_DIR ) + "/fuzz/corpus/" + dir ) ) {
         std::ifstream in( entry.path(), std::ios::binary );
         out.emplace_back( std::istreambuf_iterator< char >( in ), std::istreambuf_iterator< char >() );
      }
   }
   const auto g = cfg::grammar::from_file( RFC1738_GRAMMAR_FILE );
   cfg::sampler sampler( g, 1994 );
   for( const char* target : { "httpurl", "ftpurl", "newsurl", "nntpurl", "telneturl", "gopherurl", "waisurl", "mailtourl", "fileurl", "prosperourl", "genericurl" } ) {
      for( int k = 0; k < 600; ++k ) {
         out.push_back( sampler.sample( target ) );
      }
   }
   std::vector< std::string > conforming;
   for( auto& s : out ) {
      if( rfc1738::check( s ).conforms ) {
         conforming.push_back( std::move( s ) );
      }
   }
   return conforming;
}

}  // namespace

TEST_CASE( "find_component: the RFC names and the roles of each form", "[compose]" )
{
   CHECK( rfc1738::find_component( production::ftpurl, "fpath" ) == component::fpath );
   CHECK( rfc1738::find_component( production::ftpurl, "path" ) == component::fpath );
   CHECK( rfc1738::find_component( production::httpurl, "path" ) == component::hpath );
   CHECK( rfc1738::find_component( production::gopherurl, "path" ) == component::selector );
   CHECK( rfc1738::find_component( production::gopherurl, "type" ) == component::gtype );
   CHECK( rfc1738::find_component( production::ftpurl, "type" ) == component::ftptype );
   CHECK( rfc1738::find_component( production::nntpurl, "article" ) == component::digits );
   CHECK( rfc1738::find_component( production::otherurl, "path" ) == component::urlpath );
   CHECK( !rfc1738::find_component( production::httpurl, "user" ) );
   CHECK( !rfc1738::find_component( production::httpurl, "fpath" ) );
   CHECK( !rfc1738::find_component( production::url, "host" ) );
   // Every form that has a path calls it "path"; no form has two parts of one role.
   for( const auto& f : rfc1738::grammar::url_forms ) {
      for( std::size_t k = 0; k < f.count; ++k ) {
         const auto& info = rfc1738::grammar::info( f.components[ k ] );
         CHECK( rfc1738::find_component( f.syntax, info.name ) == f.components[ k ] );
         CHECK( rfc1738::find_component( f.syntax, info.role ) == f.components[ k ] );
      }
   }
   CHECK( rfc1738::component_names( production::httpurl ) == "host, port, hpath (path), search" );
}

TEST_CASE( "compose and set: every conforming URL written back byte for byte from its components", "[compose]" )
{
   const auto inputs = conforming_inputs();
   REQUIRE( inputs.size() > 5000 );
   std::size_t n = 0;
   for( const auto& s : inputs ) {
      INFO( cfg::quote( s ) );
      const auto u = rfc1738::parse( s );
      REQUIRE( u );
      const auto comps = components_of( *u );
      const auto same = rfc1738::set_components( s, {} );
      REQUIRE( same );
      REQUIRE( *same == s );
      const auto like = rfc1738::compose( u->scheme(), comps, s );
      REQUIRE( like );
      REQUIRE( *like == s );
      // Without the model: the component-free options ("/" of telnet, of
      // gopher) are left out; the URL conforms and its components read back.
      const auto bare = rfc1738::compose( u->scheme(), comps );
      REQUIRE( bare );
      INFO( *bare );
      REQUIRE( rfc1738::check( *bare ).conforms );
      const auto b = rfc1738::parse( *bare );
      REQUIRE( b );
      REQUIRE( components_of( *b ) == comps );
      ++n;
   }
   CHECK( n == inputs.size() );
}

TEST_CASE( "set: each component of sampled URLs set to random bytes is written or refused by name", "[compose]" )
{
   const auto g = cfg::grammar::from_file( RFC1738_GRAMMAR_FILE );
   cfg::sampler sampler( g, 5118 );
   std::mt19937_64 rng( 1738 );
   const std::string alphabet = std::string( "aZ09-._+*!;/?:@&=%#<> \t~\x80\xff" ) + std::string( 1, '\0' );
   std::size_t written = 0, refused = 0;
   for( const char* target : { "httpurl", "ftpurl", "newsurl", "nntpurl", "telneturl", "gopherurl", "waisurl", "mailtourl", "fileurl", "prosperourl", "genericurl" } ) {
      for( int k = 0; k < 120; ++k ) {
         const std::string s = sampler.sample( target );
         const auto u = rfc1738::parse( s );
         if( !u || !rfc1738::check( s ).conforms ) {
            continue;
         }
         const auto& form = *rfc1738::grammar::find_url_form( u->derived_by() );
         for( std::size_t c = 0; c < form.count; ++c ) {
            const auto id = form.components[ c ];
            const auto& info = rfc1738::grammar::info( id );
            if( info.kind == rfc1738::grammar::component_kind::repeated ) {
               continue;   // taken as written only
            }
            std::string value;
            const std::size_t len = rng() % 6;
            for( std::size_t i = 0; i < len; ++i ) {
               value += rng() % 3 ? alphabet[ rng() % 10 ] : alphabet[ rng() % alphabet.size() ];
            }
            INFO( cfg::quote( s ) << " " << info.name << "=" << cfg::quote( value ) );
            const auto r = rfc1738::set_components( s, { { std::string( info.name ), value, false } } );
            if( !r ) {
               ++refused;
               CHECK( rfc1738::find_component( form.syntax, r.error().part ) );
               CHECK( !r.error().message.empty() );
               continue;
            }
            ++written;
            INFO( cfg::quote( *r ) );
            REQUIRE( rfc1738::check( *r ).conforms );
            const auto back = rfc1738::parse( *r );
            REQUIRE( back );
            REQUIRE( back->get( id ) );
            // A path's leading "/" as rfc1738::path_segments() reads it:
            // the "/" before an http or file path is no part of it (an
            // ftp path keeps it, %2F; other forms' "/" separate).
            const bool segmented = id == rfc1738::grammar::component::hpath || id == rfc1738::grammar::component::fpath || id == rfc1738::grammar::component::ppath;
            const bool before = segmented && !value.empty() && value.front() == '/' && ( form.syntax == production::httpurl || form.syntax == production::fileurl );
            CHECK( rfc1738::decode( *back->get( id ) ) == ( before ? value.substr( 1 ) : value ) );
            // The other components that do not hold or sit in this one are
            // kept byte for byte.
            for( std::size_t o = 0; o < form.count; ++o ) {
               const auto other = form.components[ o ];
               const auto& oi = rfc1738::grammar::info( other );
               if( other == id || oi.kind != rfc1738::grammar::component_kind::part || info.kind != rfc1738::grammar::component_kind::part ) {
                  continue;
               }
               if( u->get( other ) && back->get( other ) ) {
                  CHECK( *u->get( other ) == *back->get( other ) );
               }
            }
         }
      }
   }
   CHECK( written > 1000 );
   CHECK( refused > 50 );
}

TEST_CASE( "set: the documented contracts, by example", "[compose]" )
{
   const auto set = []( std::string_view url, std::vector< rfc1738::component_edit > edits ) {
      const auto r = rfc1738::set_components( url, edits );
      return r ? *r : "error " + r.error().part + ": " + r.error().message;
   };
   CHECK( set( "ftp://u@h/a/b;type=i", { { "host", "example.com" }, { "path", "x y" } } ) == "ftp://u@example.com/x%20y;type=i" );
   CHECK( set( "http://h/a/b?q", { { "search", std::nullopt }, { "host", "example.com" } } ) == "http://example.com/a/b" );
   CHECK( set( "http://h", { { "search", "q" } } ) == "http://h/?q" );          // the empty hpath's "/"
   CHECK( set( "http://h:80/", { { "port", std::nullopt } } ) == "http://h/" );
   CHECK( set( "http://h/", { { "port", "99999" } } ) == "http://h:99999/" );   // the BNF's port: any digits
   CHECK( set( "telnet://u@h/", { { "user", "me" } } ) == "telnet://me@h/" );   // the "/" kept
   CHECK( set( "telnet://u@h", { { "password", "pw" } } ) == "telnet://u:pw@h" );
   CHECK( set( "gopher://h/", { { "host", "x" } } ) == "gopher://x/" );
   CHECK( set( "gopher://h", { { "type", "0" }, { "selector", "a b" } } ) == "gopher://h/0a%20b" );
   CHECK( set( "news:comp.x", { { "group", "alt.y" } } ) == "news:alt.y" );
   CHECK( set( "news:comp.x", { { "article", "a@b.c" } } ) == "news:a@b.c" );
   CHECK( set( "foo://u@h/x", { { "host", "example.org" } } ) == "foo://u@example.org/x" );
   CHECK( set( "foo:opaque", { { "host", "h" } } ) == "foo://h" );
   CHECK( set( "foo://u@h/x", { { "schemepart", "zzz" } } ) == "foo:zzz" );
   CHECK( set( "wais://h/db", { { "search", "x y" } } ) == "wais://h/db?x%20y" );
   CHECK( set( "wais://h/db?x", { { "wtype", "t" }, { "wpath", "p" } } ) == "wais://h/db/t/p" );
   CHECK( set( "prospero://h/a", { { "fieldspec", ";x=y;z=w" } } ) == "prospero://h/a;x=y;z=w" );
   CHECK( set( "file:///etc", { { "host", "h" } } ) == "file://h/etc" );
   CHECK( set( "file://h/etc", { { "host", std::nullopt } } ) == "file:///etc" );
   CHECK( set( "nntp://h/g/1", { { "article", "22" } } ) == "nntp://h/g/22" );
   CHECK( set( "mailto:a@b", { { "address", "x y@z" } } ) == "mailto:x%20y@z" );
   CHECK( set( "http://h/a", { { "path", "a%20b", true } } ) == "http://h/a%20b" );   // --raw
   CHECK( set( "http://h/a", { { "path", "a%20b" } } ) == "http://h/a%2520b" );

   // A path's leading "/" (rfc1738::path_segments, as `build --path`): an
   // absolute ftp path, %2F (§3.2.2); the "/" before an http or file path;
   // a "/" of a prospero hsoname. Taken as written with `encoded`.
   CHECK( set( "ftp://h/a;type=a", { { "path", "/etc/motd" } } ) == "ftp://h/%2Fetc/motd;type=a" );
   CHECK( set( "ftp://h/a;type=a", { { "fpath", "/etc/motd" } } ) == "ftp://h/%2Fetc/motd;type=a" );
   CHECK( set( "ftp://h/a;type=a", { { "path", "/etc/motd", true } } ) == "ftp://h//etc/motd;type=a" );   // CWD "", CWD etc
   CHECK( set( "ftp://h/a;type=a", { { "path", "%2Fetc/motd", true } } ) == "ftp://h/%2Fetc/motd;type=a" );
   CHECK( set( "ftp://h/a", { { "path", "/" } } ) == "ftp://h/%2F" );
   CHECK( set( "ftp://h/a", { { "path", "a/b" } } ) == "ftp://h/a/b" );
   CHECK( set( "file:///a", { { "path", "/etc/passwd" } } ) == "file:///etc/passwd" );
   CHECK( set( "http://h/a?q", { { "path", "/x/y" } } ) == "http://h/x/y?q" );
   CHECK( set( "http://h/a?q", { { "path", "//x" } } ) == "http://h//x?q" );
   CHECK( set( "prospero://h/a", { { "path", "/pros/name" } } ) == "prospero://h//pros/name" );
   CHECK( set( "gopher://h/1a", { { "path", "/x" } } ) == "gopher://h/1/x" );   // a selector is no segmented path
   CHECK( set( "foo://h/a", { { "path", "/x" } } ) == "foo://h//x" );            // nor a urlpath
   CHECK( rfc1738::path_segments( "ftp", "/etc/motd" ) == std::vector< std::string >{ "/etc", "motd" } );
   CHECK( rfc1738::path_segments( "ftp", "/" ) == std::vector< std::string >{ "/" } );
   CHECK( rfc1738::path_segments( "ftp", "" ) == std::vector< std::string >{ "" } );
   CHECK( rfc1738::path_segments( "http", "/a/b" ) == std::vector< std::string >{ "a", "b" } );
   CHECK( rfc1738::path_segments( "file", "/" ) == std::vector< std::string >{ "" } );
   CHECK( rfc1738::path_segments( "prospero", "/pros/name" ) == std::vector< std::string >{ "", "pros", "name" } );
   CHECK( rfc1738::path_segments( "x-y", "/a" ) == std::vector< std::string >{ "", "a" } );

   // Refusals name the component, why, and the section.
   CHECK( set( "http://h/", { { "user", "me" } } ) == "error user: an http URL has no component named \"user\"; its components are host, port, hpath (path), search" );
   CHECK( set( "gopher://h/", { { "selector", "abc" } } ).find( "error gtype: a gopher URL with these components needs the gopher type (gtype, RFC 1738 §3.4, §5)" ) == 0 );
   CHECK( set( "http://h/", { { "host", "a b" } } ).find( "error host: " ) == 0 );
   CHECK( set( "http://h/", { { "path", "a?b", true } } ).find( "error hpath: \"a?b\" is not the HTTP path as written in a URL" ) == 0 );
   CHECK( set( "http://user@h/", { { "host", "x" } } ).find( "error url: " ) == 0 );   // not conforming: not an http URL
   // The section is the form's: fpath is §3.2.2's in an ftp URL, §3.10's in a file URL.
   CHECK( set( "ftp://h/a", { { "path", "a#b", true } } ) == "error fpath: \"a#b\" is not the path as written in a URL: it does not derive from fpath (RFC 1738 §3.2.2, §5)" );
   CHECK( set( "file:///a", { { "path", "a#b", true } } ) == "error fpath: \"a#b\" is not the path as written in a URL: it does not derive from fpath (RFC 1738 §3.10, §5)" );
}

TEST_CASE( "compose: refusals name the component", "[compose]" )
{
   auto r = rfc1738::compose( "HTTP", { { "host", "h" } } );
   REQUIRE( !r );
   CHECK( r.error().part == "scheme" );
   r = rfc1738::compose( "ftp", { { "password", "p" }, { "host", "h" } } );
   REQUIRE( r );
   CHECK( *r == "ftp://:p@h" );   // the user the BNF needs before a password is empty
   r = rfc1738::compose( "mailto", {} );
   REQUIRE( !r );
   CHECK( r.error().part == "encoded822addr" );
   r = rfc1738::compose( "news", { { "group", "a" }, { "article", "b@c" } } );
   REQUIRE( !r );
   CHECK( r.error().message.find( "has no place for" ) != std::string::npos );
   r = rfc1738::compose( "nntp", { { "host", "h" }, { "group", "g" }, { "digits", "12x" } } );
   REQUIRE( !r );
   CHECK( r.error().part == "digits" );
   r = rfc1738::compose( "x-y", { { "host", "h" }, { "urlpath", "p" } } );
   REQUIRE( r );
   CHECK( *r == "x-y://h/p" );
}

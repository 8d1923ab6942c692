// SPDX-License-Identifier: BSL-1.0
// The parse tree: pre-order nodes named by their production, spans of the
// input, only what the derivation kept.
#include "rfc1738/parse_tree.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

#include "rfc1738/parse.hpp"

namespace {

using rfc1738::production;

// "production 'text'" per node, indented two spaces per depth.
std::vector< std::string > dump( const rfc1738::parse_tree& tree, std::string_view input )
{
   std::vector< std::string > v;
   for( const auto& n : tree ) {
      v.push_back( std::string( n.depth * 2u, ' ' ) + std::string( rfc1738::grammar::rfc_name( n.id ) ) + " '" + std::string( n.text( input ) ) + "'" );
   }
   return v;
}

using strings = std::vector< std::string >;

// Pre-order with depths: each node inside its parent, after its previous sibling.
void check_well_formed( const rfc1738::parse_tree& tree, std::string_view input )
{
   REQUIRE_FALSE( tree.empty() );
   CHECK( tree[ 0 ].depth == 0 );
   CHECK( tree[ 0 ].begin == 0 );
   CHECK( tree[ 0 ].end == input.size() );
   std::vector< std::size_t > open;
   std::vector< std::size_t > next;
   for( std::size_t i = 0; i < tree.size(); ++i ) {
      const auto& n = tree[ i ];
      REQUIRE( n.begin <= n.end );
      REQUIRE( n.end <= input.size() );
      REQUIRE( n.depth <= open.size() );
      open.resize( n.depth );
      next.resize( n.depth );
      if( n.depth > 0 ) {
         const auto& parent = tree[ open.back() ];
         REQUIRE( parent.begin <= n.begin );
         REQUIRE( n.end <= parent.end );
         REQUIRE( next.back() <= n.begin );
         next.back() = n.end;
      }
      open.push_back( i );
      next.push_back( n.begin );
   }
}

}  // namespace

TEST_CASE( "the api tree: the productions the views need", "[parse_tree]" )
{
   const std::string_view s = "ftp://foo:@host.com:21/a/b;type=i";
   const auto r = rfc1738::parse( s );
   REQUIRE( r );
   CHECK( dump( r->tree(), s ) == strings{
                                     "url 'ftp://foo:@host.com:21/a/b;type=i'",
                                     "  ftpurl 'ftp://foo:@host.com:21/a/b;type=i'",
                                     "    login 'foo:@host.com:21'",
                                     "      user 'foo'",
                                     "      password ''",
                                     "      hostport 'host.com:21'",
                                     "        host 'host.com'",
                                     "          hostname 'host.com'",
                                     "        port '21'",
                                     "          digits '21'",
                                     "    fpath 'a/b'",
                                     "      fsegment 'a'",
                                     "      fsegment 'b'",
                                     "    ftptype 'i'",
                                  } );
   check_well_formed( r->tree(), s );
   CHECK_FALSE( r->tree().on_heap() );
}

TEST_CASE( "the tree drops the nodes of failed matches", "[parse_tree]" )
{
   SECTION( "a user that turns out to be a host: [ user [ \":\" password ] \"@\" ] fails" )
   {
      const std::string_view s = "ftp://a:21/x";
      const auto r = rfc1738::parse( s );
      REQUIRE( r );
      CHECK( dump( r->tree(), s ) == strings{
                                        "url 'ftp://a:21/x'",
                                        "  ftpurl 'ftp://a:21/x'",
                                        "    login 'a:21'",
                                        "      hostport 'a:21'",
                                        "        host 'a'",
                                        "          hostname 'a'",
                                        "        port '21'",
                                        "          digits '21'",
                                        "    fpath 'x'",
                                        "      fsegment 'x'",
                                     } );
   }
   SECTION( "an httpurl that does not reach the end: otherurl, no httpurl node" )
   {
      const std::string_view s = "http://host?q";
      const auto r = rfc1738::parse( s );
      REQUIRE( r );
      CHECK( dump( r->tree(), s ) == strings{
                                        "url 'http://host?q'",
                                        "  otherurl 'http://host?q'",
                                        "    genericurl 'http://host?q'",
                                        "      scheme 'http'",
                                        "      schemepart '//host?q'",
                                     } );
   }
   SECTION( "an ip-schemepart that does not derive the whole schemepart" )
   {
      const std::string_view s = "x://a:b";
      const auto r = rfc1738::parse( s );
      REQUIRE( r );
      CHECK( dump( r->tree(), s ) == strings{
                                        "url 'x://a:b'",
                                        "  otherurl 'x://a:b'",
                                        "    genericurl 'x://a:b'",
                                        "      scheme 'x'",
                                        "      schemepart '//a:b'",
                                     } );
   }
   SECTION( "wais: the forms tried first leave nothing behind" )
   {
      const std::string_view s = "wais://h/db";
      const auto r = rfc1738::parse( s );
      REQUIRE( r );
      CHECK( dump( r->tree(), s ) == strings{
                                        "url 'wais://h/db'",
                                        "  waisurl 'wais://h/db'",
                                        "    waisdatabase 'wais://h/db'",
                                        "      hostport 'h'",
                                        "        host 'h'",
                                        "          hostname 'h'",
                                        "      database 'db'",
                                     } );
   }
}

TEST_CASE( "lookaheads record nothing", "[parse_tree][gopher]" )
{
   // selector_in_gopher looks ahead with gopher_search_follows (search
   // characters, "%09"): none of that is a node; the rewrite rules with an id
   // show as their production.
   const std::string_view s = "gopher://h/1a%09b/c%09d";
   const auto r = rfc1738::parse( s );
   REQUIRE( r );
   CHECK( dump( r->tree(), s ) == strings{
                                     "url 'gopher://h/1a%09b/c%09d'",
                                     "  gopherurl 'gopher://h/1a%09b/c%09d'",
                                     "    hostport 'h'",
                                     "      host 'h'",
                                     "        hostname 'h'",
                                     "    gtype '1'",
                                     "    selector 'a%09b/c'",
                                     "    search 'd'",
                                  } );
   const auto full = rfc1738::derive( s, rfc1738::tree_selection::full );
   CHECK_FALSE( full.error );
   check_well_formed( full.tree, s );
   std::size_t selectors = 0, searches = 0;
   for( const auto& n : full.tree ) {
      selectors += n.id == production::selector ? 1 : 0;
      searches += n.id == production::search ? 1 : 0;
   }
   CHECK( selectors == 1 );
   CHECK( searches == 1 );
}

TEST_CASE( "the full derivation: every production, down to the characters", "[parse_tree]" )
{
   const std::string_view s = "x:%41";
   const auto d = rfc1738::derive( s );
   REQUIRE_FALSE( d.error );
   check_well_formed( d.tree, s );
   CHECK( dump( d.tree, s ) == strings{
                                  "url 'x:%41'",
                                  "  otherurl 'x:%41'",
                                  "    genericurl 'x:%41'",
                                  "      scheme 'x'",
                                  "        lowalpha 'x'",
                                  "      schemepart '%41'",
                                  "        xchar '%41'",
                                  "          escape '%41'",
                                  "            hex '4'",
                                  "              digit '4'",
                                  "            hex '1'",
                                  "              digit '1'",
                               } );
   const auto o = rfc1738::derive( "news:ab" );
   CHECK( dump( o.tree, "news:ab" ) == strings{
                                          "url 'news:ab'",
                                          "  newsurl 'news:ab'",
                                          "    grouppart 'ab'",
                                          "      group 'ab'",
                                          "        alpha 'a'",
                                          "          lowalpha 'a'",
                                          "        alpha 'b'",
                                          "          lowalpha 'b'",
                                       } );
}

TEST_CASE( "derive: the tree of the longest url prefix, and the error", "[parse_tree]" )
{
   const auto d = rfc1738::derive( "http://h/a b", rfc1738::tree_selection::api );
   REQUIRE( d.error );
   CHECK( d.error->offset == 10 );
   REQUIRE_FALSE( d.tree.empty() );
   CHECK( d.tree[ 0 ].end == 10 );
   const auto none = rfc1738::derive( "HTTP://h" );
   REQUIRE( none.error );
   CHECK( none.error->offset == 0 );
   CHECK( none.tree.empty() );
}

TEST_CASE( "navigation: child, find, subtree_end", "[parse_tree]" )
{
   const std::string_view s = "http://h:8/p?q";
   const auto r = rfc1738::parse( s );
   REQUIRE( r );
   const auto& t = r->tree();
   CHECK( t.subtree_end( 0 ) == t.size() );
   CHECK( t.child( 0, production::httpurl ) == std::size_t( 1 ) );
   CHECK_FALSE( t.child( 0, production::hostport ) );  // a grandchild
   const auto hp = t.find( 0, production::hostport );
   REQUIRE( hp );
   CHECK( t[ *hp ].text( s ) == "h:8" );
   const auto port = t.find( *hp, production::port );
   REQUIRE( port );
   CHECK( t[ *port ].text( s ) == "8" );
   CHECK_FALSE( t.find( *hp, production::search ) );
   CHECK( t[ *t.child( 1, production::search ) ].text( s ) == "q" );
}

TEST_CASE( "selection: the api tree leaves out character classes and labels", "[parse_tree]" )
{
   for( auto p : { production::alpha, production::digit, production::xchar, production::uchar, production::escape, production::domainlabel, production::toplabel } ) {
      CHECK_FALSE( rfc1738::selects( rfc1738::tree_selection::api, p ) );
      CHECK( rfc1738::selects( rfc1738::tree_selection::full, p ) );
   }
   for( auto p : { production::url, production::user, production::password, production::host, production::port, production::fsegment, production::fieldname, production::digits, production::gtype } ) {
      CHECK( rfc1738::selects( rfc1738::tree_selection::api, p ) );
   }
}

TEST_CASE( "copy and move, inline and on the heap", "[parse_tree]" )
{
   std::string big = "ftp://h/";
   for( int i = 0; i < 100; ++i ) {
      big += "d/";
   }
   for( const std::string& s : { std::string( "http://h/p" ), big } ) {
      const auto d = rfc1738::derive( s, rfc1738::tree_selection::api );
      REQUIRE_FALSE( d.error );
      CHECK( d.tree.on_heap() == ( s.size() > 20 ) );
      const auto before = dump( d.tree, s );
      rfc1738::parse_tree copy( d.tree );
      CHECK( dump( copy, s ) == before );
      rfc1738::parse_tree moved( std::move( copy ) );
      CHECK( dump( moved, s ) == before );
      rfc1738::parse_tree assigned;
      assigned = moved;
      CHECK( dump( assigned, s ) == before );
      rfc1738::parse_tree move_assigned;
      move_assigned = std::move( assigned );
      CHECK( dump( move_assigned, s ) == before );
      check_well_formed( move_assigned, s );
   }
}

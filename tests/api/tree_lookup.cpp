// SPDX-License-Identifier: BSL-1.0
// The components' nodes recorded at parse time (detail::tree_lookup, which the
// views read instead of searching the tree) are the nodes that searching the
// tree finds: for every node of every derivation (api and full) of URLs of
// every scheme, their prefixes and their single-byte mutations (failed
// matches drop nodes after the parse recorded them), and every production
// the parse records. On the same inputs, what the one parse of inspect()
// gives: the verdicts of check(), and the warnings that generic() implies.
#include <catch2/catch.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "rfc1738/check.hpp"
#include "rfc1738/parse.hpp"
#include "rfc1738/port.hpp"
#include "rfc1738/report.hpp"
#include "rfc1738/warning.hpp"
#include "../grammar/inputs.hpp"
#include "parser/tree_text.hpp"

namespace {

using rfc1738::production;
using rfc1738::detail::tree_lookup;

const std::vector< std::string > seeds = {
   "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html",
   "http://h:8080/a/b;c?q=1&r=@",
   "http://10.0.0.1:80/",
   "http://h",
   "http://user@host/",
   "ftp://myname@host.dom/%2Fetc/motd",
   "ftp://u:p@10.1.2.3:21/a/b;type=d",
   "ftp://h/a;b",
   "file://vms.host.edu/disk$user/my/notes/note12345.txt",
   "file:///etc/motd",
   "file://localhost/etc",
   "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
   "gopher://h:70/1sel%09search%09plus",
   "gopher://h/",
   "mailto:mduerst@ifi.unizh.ch",
   "mailto://h/x",
   "news:comp.infosystems.www",
   "news:*",
   "news:1234@host.dom",
   "news://u:pw@h.dom",
   "nntp://news.example.com:119/comp.lang.c/42",
   "nntp://10.0.0.1/group",
   "telnet://melvin:pw@host.com:23/",
   "telnet://host",
   "wais://quake.think.com/directory-of-servers",
   "wais://h:210/db?search",
   "wais://h/db/type/path",
   "prospero://host.dom//pros/name;field=value;f2=v2",
   "prospero://10.0.0.1:1525/x",
   "x-y.z+1:opaque",
   "x://u:p@h:99/path",
   "http://h:65536/p",
   "x://u@h:99999999999999999999/",
   "telnet://h:065535/",
   "https://example.com:8443/a?b#c",
   "x:",
   "x://h",
   "x:////",
};

// The URLs, their prefixes and their mutations by one byte.
std::vector< std::string > inputs()
{
   std::vector< std::string > all;
   const std::vector< std::string > bases = rfc1738::test::with_examples( seeds );
   rfc1738::test::each_prefix_and_mutation( bases, "a0:/@;?=%.-+_#* \x80", [ & ]( std::string_view s ) { all.emplace_back( s ); } );
   return all;
}

// Every lookup of `tree` against the search of the tree; the number
// compared. The first disagreement goes to `disagreement`.
std::size_t compare( const std::string& input, const rfc1738::parse_tree& tree, std::string& disagreement )
{
   std::size_t compared = 0;
   for( const production p : rfc1738::detail::indexed ) {
      const std::string name( rfc1738::grammar::rfc_name( p ) );
      if( tree.empty() || tree[ 0 ].id != p ) {
         const auto found = tree.empty() ? std::optional< std::size_t >() : tree.find( 0, p );
         if( tree_lookup::first( tree, p ) != found && disagreement.empty() ) {
            disagreement = input + ": the first " + name;
         }
         ++compared;
      }
      for( std::size_t at = 0; at < tree.size(); ++at ) {
         if( tree_lookup::child( tree, at, p ) != tree.child( at, p ) && disagreement.empty() ) {
            disagreement = input + ": the " + name + " child of node " + std::to_string( at );
         }
         ++compared;
      }
   }
   return compared;
}

}  // namespace

TEST_CASE( "the nodes recorded at parse time are the nodes a search of the tree finds", "[tree_lookup]" )
{
   std::size_t compared = 0;
   std::size_t parsed = 0;
   std::string disagreement;
   for( const auto& s : inputs() ) {
      compared += compare( s, rfc1738::derive( s, rfc1738::tree_selection::api ).tree, disagreement );
      compared += compare( s, rfc1738::derive( s, rfc1738::tree_selection::full ).tree, disagreement );
      if( const auto u = rfc1738::parse( s ) ) {
         compared += compare( s, u->tree(), disagreement );
         const rfc1738::parse_tree copy = u->tree();   // the record is copied with the nodes
         compared += compare( s, copy, disagreement );
         ++parsed;
      }
   }
   INFO( disagreement );
   CHECK( disagreement.empty() );
   CHECK( parsed > 1000 );
   CHECK( compared > 1000000 );
}

TEST_CASE( "inspect's verdicts, from one parse, are check()'s", "[tree_lookup]" )
{
   std::size_t compared = 0;
   std::string disagreement;
   for( const auto& s : inputs() ) {
      const auto c = rfc1738::check( s );
      const auto r = rfc1738::inspect( s );
      const auto& v = r.verdict();
      const bool same = v.valid == c.valid && v.derived_by == c.derived_by && v.target == c.target && v.conforms == c.conforms && v.scheme == c.scheme &&
                        r.url().has_value() == c.valid && r.diagnosis().has_value() == !c.conforms;
      if( !same && disagreement.empty() ) {
         disagreement = s;
      }
      ++compared;
   }
   INFO( disagreement );
   CHECK( disagreement.empty() );
   CHECK( compared > 10000 );
}

TEST_CASE( "the port and password warnings (port-out-of-range too) are those of the generic syntax", "[tree_lookup]" )
{
   std::size_t with_port_or_password = 0;
   std::string disagreement;
   for( const auto& s : inputs() ) {
      const auto u = rfc1738::parse( s );
      if( !u ) {
         continue;
      }
      // What the generic derivation (derived again) implies.
      std::vector< std::pair< std::string, std::size_t > > expected;
      const auto g = u->generic();
      if( const auto& ip = g.ip_schemepart() ) {
         if( const auto port = ip->port() ) {
            const auto standard = rfc1738::default_port( g.scheme() );
            const auto number = port->value< std::uint32_t >();
            if( standard && ( !number || *number != *standard ) ) {
               expected.emplace_back( "port-not-default", static_cast< std::size_t >( port->text().data() - s.data() ) );
            }
            if( !port->value< std::uint16_t >() ) {
               expected.emplace_back( "port-out-of-range", static_cast< std::size_t >( port->text().data() - s.data() ) );
            }
         }
         if( const auto password = ip->password(); password && !password->empty() ) {
            expected.emplace_back( "password", static_cast< std::size_t >( password->encoded().data() - s.data() ) );
         }
         with_port_or_password += ( ip->port() || ip->password() ) ? 1 : 0;
      }
      std::vector< std::pair< std::string, std::size_t > > actual;
      for( const auto& w : rfc1738::warnings( s ) ) {
         if( w.code == "port-not-default" || w.code == "port-out-of-range" || w.code == "password" ) {
            actual.emplace_back( std::string( w.code ), w.offset );
         }
      }
      if( actual != expected && disagreement.empty() ) {
         disagreement = s;
      }
   }
   INFO( disagreement );
   CHECK( disagreement.empty() );
   CHECK( with_port_or_password > 1000 );
}

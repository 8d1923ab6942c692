// SPDX-License-Identifier: BSL-1.0
// No heap allocation for a typical URL: rfc1738::parse and the views' raw
// accessors, around every example URL of the RFC, with global operator new
// replaced by one that counts.
#include "rfc1738/parse.hpp"

#include <catch2/catch.hpp>

#include <cstddef>
#include <cstdlib>
#include <fstream>
#include <new>
#include <string>
#include <vector>

namespace {

bool counting = false;
std::size_t allocations = 0;

void* allocate( std::size_t n )
{
   if( counting ) {
      ++allocations;
   }
   if( void* p = std::malloc( n == 0 ? 1 : n ) ) {
      return p;
   }
   throw std::bad_alloc();
}

}  // namespace

void* operator new( std::size_t n )
{
   return allocate( n );
}

void* operator new[]( std::size_t n )
{
   return allocate( n );
}

void operator delete( void* p ) noexcept
{
   std::free( p );
}

void operator delete[]( void* p ) noexcept
{
   std::free( p );
}

void operator delete( void* p, std::size_t /*unused*/ ) noexcept
{
   std::free( p );
}

void operator delete[]( void* p, std::size_t /*unused*/ ) noexcept
{
   std::free( p );
}

namespace {

// Parses `s` and reads every component through the views, as written (the
// decoded strings are copies by design: decode() allocates, decoded() does
// not); returns the number of allocations.
std::size_t allocations_of( std::string_view s, std::size_t& sum )
{
   allocations = 0;
   counting = true;
   const auto r = rfc1738::parse( s );
   if( r ) {
      sum += r->tree().size() + r->scheme().size();
      if( const auto h = r->host() ) {
         sum += h->size();
      }
      if( const auto p = r->effective_port() ) {
         sum += *p;
      }
      if( const auto f = r->ftp() ) {
         sum += f->user() ? f->user()->encoded().size() : 0;
         sum += f->password() ? f->password()->encoded().size() : 0;
         for( const auto c : f->commands() ) {
            for( const char ch : c.argument.decoded() ) {
               sum += static_cast< unsigned char >( ch );
            }
         }
      }
      if( const auto h = r->http() ) {
         for( const auto seg : h->segments() ) {
            sum += seg.decoded().size();
         }
         sum += h->search() ? h->search()->encoded().size() : 0;
      }
      if( const auto n = r->news() ) {
         sum += n->grouppart().size() + static_cast< std::size_t >( n->kind() );
      }
      if( const auto f = r->file() ) {
         sum += f->name().decoded().size() + ( f->is_local() ? 1 : 0 );
         for( const auto d : f->directories() ) {
            sum += d.encoded().size();
         }
      }
      if( const auto p = r->prospero() ) {
         sum += p->ppath().decoded().size();
         for( const auto f : p->fieldspecs() ) {
            sum += f.fieldname.encoded().size() + f.fieldvalue.encoded().size();
         }
      }
      if( const auto g = r->gopher() ) {
         sum += static_cast< unsigned char >( g->gophertype() ) + ( g->selector() ? g->selector()->encoded().size() : 0 );
      }
      if( const auto g = r->otherurl() ) {
         sum += g->schemepart().size() + ( g->ip_schemepart() ? g->ip_schemepart()->host().size() : 0 );
      }
   }
   else {
      sum += r.error().offset;
   }
   counting = false;
   return allocations;
}

}  // namespace

TEST_CASE( "the counter counts", "[allocation]" )
{
   allocations = 0;
   counting = true;
   auto* p = new std::string( 100, 'x' );
   counting = false;
   delete p;
   CHECK( allocations >= 1 );
}

TEST_CASE( "parse allocates nothing for every example URL of the RFC", "[allocation]" )
{
   std::vector< std::string > urls;
   std::ifstream in( std::string( RFC1738_SOURCE_DIR ) + "/examples/rfc1738-examples.txt" );
   for( std::string line; std::getline( in, line ); ) {
      urls.push_back( line );
   }
   REQUIRE( urls.size() >= 30 );
   // Section 3's examples and the schemes the file has none of.
   for( const char* s : { "news:comp.infosystems.www.misc", "gopher://gopher.dom:70/1sel%09search%09+", "mailto:joe@host.dom",
                          "nntp://news.dom/comp.lang.c/42", "telnet://user:pw@host.dom:23/", "wais://wais.dom/db?query", "wais://wais.dom/db/TEXT/path",
                          "prospero://host.dom//pros/name;OBJECT-VERSION=3", "file:///etc/motd", "x-proto://u:p@h:1/p", "http://user@host/" } ) {
      urls.emplace_back( s );
   }
   std::size_t sum = 0;
   std::size_t total = 0;
   for( const auto& u : urls ) {
      INFO( u );
      const auto n = allocations_of( u, sum );
      CHECK( n == 0 );
      total += n;
   }
   CHECK( total == 0 );
   CHECK( sum > 0 );
}

TEST_CASE( "a URL whose tree outgrows the inline storage allocates", "[allocation]" )
{
   std::string s = "ftp://h/";
   for( std::size_t i = 0; i < rfc1738::parse_tree::inline_capacity; ++i ) {
      s += "d/";
   }
   std::size_t sum = 0;
   CHECK( allocations_of( s, sum ) >= 1 );
}

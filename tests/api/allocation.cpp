// SPDX-License-Identifier: BSL-1.0
// No heap allocation for a typical URL: rfc1738::parse and the views' raw
// accessors, around every example URL of the RFC, and rfc1738::check and
// rfc1738::parse on inputs of every scheme form (conforming or not, a URL or
// not, short or past what the masks read), with global operator new
// replaced by one that counts.
#include "rfc1738/check.hpp"
#include "rfc1738/parse.hpp"
#include "rfc1738/report.hpp"

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

namespace {

// Inputs of each of the ten scheme forms and of otherurl: conforming, past
// the 127 bytes the masks read (one long component: the tree stays within
// its inline storage), valid but not conforming, and not a URL (a space, a
// bad escape, the end inside the form).
std::vector< std::string > every_form()
{
   const std::string long_part( 200, 'a' );
   std::vector< std::string > out;
   for( const char* s :
        { "http://host.dom:80/a/b;c?q=1", "http://h", "http:h", "http://h/a b", "http://h/%zz", "ftp://u:p@host.dom/d/f;type=i", "ftp://h/%2", "ftp:/h",
          "gopher://host.dom:70/1sel%09search%09+", "gopher://h/", "gopher://h/1%09x y", "mailto:joe@host.dom", "mailto:", "mailto:a b", "news:comp.infosystems.www.misc",
          "news:<id@host>", "news:a b", "nntp://news.dom/comp.lang.c/42", "nntp://news.dom/", "telnet://user:pw@host.dom:23/", "telnet://h/x", "wais://wais.dom/db?query",
          "wais://wais.dom/db/TEXT/path", "wais://h", "file:///etc/motd", "file://h", "file:x y", "prospero://host.dom//pros/name;OBJECT-VERSION=3", "prospero://h/a;=",
          "x-proto://u:p@h:1/p", "x-proto:anything", "x-proto:a b", "", "http", "HTTP://h/", "://" } ) {
      out.emplace_back( s );
   }
   for( const char* prefix : { "http://h/", "http://", "ftp://h/", "gopher://h/1", "mailto:", "news:", "nntp://h/", "telnet://", "wais://h/", "file://h/", "prospero://h/",
                               "x-proto://h/", "x-proto:" } ) {
      out.push_back( prefix + long_part );
      out.push_back( prefix + long_part + " " );
   }
   return out;
}

// The allocations of `call( input )`, with the counter on.
template< typename Call >
std::size_t allocations_in( const Call& call )
{
   allocations = 0;
   counting = true;
   call();
   counting = false;
   return allocations;
}

}  // namespace

TEST_CASE( "check allocates nothing for inputs of every form", "[allocation]" )
{
   std::size_t conforming = 0;
   std::size_t not_url = 0;
   for( const auto& u : every_form() ) {
      INFO( u );
      rfc1738::verdict v;
      CHECK( allocations_in( [ & ] { v = rfc1738::check( u ); } ) == 0 );
      conforming += v.conforms ? 1 : 0;
      not_url += v.valid ? 0 : 1;
   }
   // The inputs are of every kind.
   CHECK( conforming >= 20 );
   CHECK( not_url >= 20 );
}

TEST_CASE( "parse allocates nothing for inputs of every form", "[allocation]" )
{
   std::size_t parsed = 0;
   std::size_t refused = 0;
   std::size_t sum = 0;
   for( const auto& u : every_form() ) {
      INFO( u );
      CHECK( allocations_of( u, sum ) == 0 );
      ( rfc1738::parse( u ) ? parsed : refused ) += 1;
   }
   CHECK( parsed >= 20 );
   CHECK( refused >= 20 );
   CHECK( sum > 0 );
}

TEST_CASE( "inspect_into allocates nothing once its report has the room", "[allocation]" )
{
   // The inputs of real lists that do not conform most often: a fragment
   // (its fix moves it out) and a byte to escape, with conforming inputs
   // between them (a diagnosis and a fix set aside, not freed). Once the
   // report has inspected each of them (its strings and vectors have the
   // room of the largest), inspecting any of them again allocates nothing.
   const std::string_view inputs[] = { "https://www.example.com/page.html#top", "http://www.example.com/", "http://example.org/a b", "ftp://ftp.example.org/pub/",
                                        "http://h/x#y", "news:comp.lang.c", "http://h/a?b#c" };
   rfc1738::report r;
   for( const auto input : inputs ) {
      rfc1738::inspect_into( r, input );
   }
   std::size_t fixed = 0;
   for( const auto input : inputs ) {
      INFO( input );
      CHECK( allocations_in( [ & ] { rfc1738::inspect_into( r, input ); } ) == 0 );
      const bool conforms = r.verdict().conforms;
      CHECK( r.diagnosis().has_value() == !conforms );
      REQUIRE( r.fix().has_value() == !conforms );
      fixed += conforms ? 0 : r.fix()->edits.size();
   }
   CHECK( fixed == 4 );   // three fragments moved out, a space escaped
}

TEST_CASE( "inspect_into allocates nothing for inputs of every form once its report has the room", "[allocation]" )
{
   // Every form's inputs, conforming or not, a fix of one edit, of two, of
   // none (refused), warnings or none, in turn: the messages of a
   // diagnosis, a fix and a warning are written in the room of those
   // before them, the edits and warnings a list drops are kept with their
   // room for the next (url_tree::components: the tree's room is the
   // components'). Then inspected again in the same order and backwards: no
   // allocation. (Not here: an upper-case scheme, whose diagnosis reads the
   // scheme in lower case through a copy, a port above 65535, and the
   // modes, which allocate for what they make, as a fix does when it
   // unwraps an input with whitespace around it.)
   std::vector< std::string > inputs;
   for( auto& u : every_form() ) {
      if( u != "HTTP://h/" && ( u.empty() || u.back() != ' ' ) ) {
         inputs.push_back( std::move( u ) );
      }
   }
   for( const char* s : { "http://h/a b#top", "telnet://u:pw@h:99/", "http://u:p@h/", "ftp://h:21x/", "ftp://h_/x", "http://h/%41%42", "gopher://h/1%0D%0A",
                          "http://h/a b c d e f", "http://h/?a/b" } ) {
      inputs.emplace_back( s );
   }
   // The room a list drops goes to the spare ones and comes back to another
   // place: inspected twice over in both orders, every string has had the
   // room of each text it is given next.
   rfc1738::report r;
   for( int round = 0; round < 2; ++round ) {
      for( const auto& u : inputs ) {
         rfc1738::inspect_into( r, u, {}, rfc1738::url_tree::components );
      }
      for( auto u = inputs.rbegin(); u != inputs.rend(); ++u ) {
         rfc1738::inspect_into( r, *u, {}, rfc1738::url_tree::components );
      }
   }
   std::size_t diagnosed = 0;
   std::size_t edits = 0;
   std::size_t refused = 0;
   std::size_t warned = 0;
   const auto again = [ & ]( const std::string& u ) {
      INFO( u );
      CHECK( allocations_in( [ & ] { rfc1738::inspect_into( r, u, {}, rfc1738::url_tree::components ); } ) == 0 );
      diagnosed += r.diagnosis() ? 1 : 0;
      edits += r.fix() ? r.fix()->edits.size() : 0;
      refused += r.fix() && !r.fix()->url ? 1 : 0;
      warned += r.warnings().size();
   };
   for( const auto& u : inputs ) {
      again( u );
   }
   for( auto u = inputs.rbegin(); u != inputs.rend(); ++u ) {
      again( *u );
   }
   // The inputs are of every kind.
   CHECK( diagnosed >= 40 );
   CHECK( edits >= 20 );
   CHECK( refused >= 10 );
   CHECK( warned >= 6 );
}

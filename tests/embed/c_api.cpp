// SPDX-License-Identifier: BSL-1.0
// The C interface (rfc1738.h) against the C++ library it wraps: the same
// verdicts, production, error and components as rfc1738::check,
// rfc1738::visit_components and rfc1738::diagnose, on the RFC's examples and
// the fuzz seed corpora; absent against empty; NULL everywhere.
#include "rfc1738.h"

#include <catch2/catch.hpp>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "rfc1738/check.hpp"
#include "rfc1738/components.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/parse.hpp"
#include "rfc1738/version.hpp"

namespace {

using result_ptr = std::unique_ptr< rfc1738_result, decltype( &rfc1738_free ) >;

result_ptr parse( std::string_view input )
{
   return result_ptr( rfc1738_parse( input.data(), input.size() ), &rfc1738_free );
}

// A component, or a fieldspec (fieldname, fieldvalue).
struct pair {
   std::string name;
   std::string value;
   bool operator==( const pair& o ) const
   {
      return name == o.name && value == o.value;
   }
   friend std::ostream& operator<<( std::ostream& os, const pair& p )
   {
      return os << p.name << '=' << p.value;
   }
};

// What the C++ library says.
class expected_components : public rfc1738::component_visitor {
public:
   void component( std::string_view name, std::string_view value ) override
   {
      components.push_back( { std::string( name ), std::string( value ) } );
   }
   void fieldspecs( const rfc1738::fieldspecs_view& specs ) override
   {
      for( const auto f : specs ) {
         fields.push_back( { std::string( f.fieldname.encoded() ), std::string( f.fieldvalue.encoded() ) } );
      }
   }
   std::vector< pair > components;
   std::vector< pair > fields;
};

// The text at offset, length of input, checking the span lies inside it.
std::string at( std::string_view input, std::size_t offset, std::size_t length )
{
   REQUIRE( offset <= input.size() );
   REQUIRE( length <= input.size() - offset );
   return std::string( input.substr( offset, length ) );
}

void agrees( std::string_view input )
{
   INFO( "input: " << std::string( input ) );
   const auto r = parse( input );
   REQUIRE( r );
   const auto v = rfc1738::check( input );
   CHECK( rfc1738_valid( r.get() ) == ( v.valid ? 1 : 0 ) );
   CHECK( rfc1738_conforms( r.get() ) == ( v.conforms ? 1 : 0 ) );
   if( v.derived_by ) {
      REQUIRE( rfc1738_production( r.get() ) != nullptr );
      CHECK( rfc1738_production( r.get() ) == rfc1738::grammar::rfc_name( *v.derived_by ) );
   }
   else {
      CHECK( rfc1738_production( r.get() ) == nullptr );
   }

   const auto d = v.conforms ? std::nullopt : rfc1738::diagnose( input, v.target );
   CHECK( rfc1738_error_offset( r.get() ) == ( d ? d->offset : input.size() ) );
   if( d ) {
      REQUIRE( rfc1738_error_message( r.get() ) != nullptr );
      CHECK( rfc1738_error_message( r.get() ) == d->message );
   }
   else {
      CHECK( rfc1738_error_message( r.get() ) == nullptr );
   }

   expected_components e;
   if( const auto u = rfc1738::parse( input ) ) {
      rfc1738::visit_components( *u, e );
   }
   std::vector< pair > got;
   for( std::size_t i = 0; i < rfc1738_component_count( r.get() ); ++i ) {
      std::size_t offset = 99, length = 99;
      const char* name = rfc1738_component_at( r.get(), i, &offset, &length );
      REQUIRE( name != nullptr );
      got.push_back( { name, at( input, offset, length ) } );
      // By name: the same span.
      std::size_t o2 = 0, l2 = 0;
      CHECK( rfc1738_component( r.get(), name, &o2, &l2 ) == 1 );
      CHECK( ( o2 == offset && l2 == length ) );
   }
   CHECK( got == e.components );
   CHECK( rfc1738_component_at( r.get(), got.size(), nullptr, nullptr ) == nullptr );

   std::vector< pair > fields;
   for( std::size_t i = 0; i < rfc1738_fieldspec_count( r.get() ); ++i ) {
      std::size_t no = 0, nl = 0, vo = 0, vl = 0;
      REQUIRE( rfc1738_fieldspec( r.get(), i, &no, &nl, &vo, &vl ) == 1 );
      fields.push_back( { at( input, no, nl ), at( input, vo, vl ) } );
   }
   CHECK( fields == e.fields );
}

std::vector< std::string > lines_of( const std::string& path )
{
   std::ifstream f( path, std::ios::binary );
   REQUIRE( f );
   std::vector< std::string > lines;
   for( std::string l; std::getline( f, l ); ) {
      lines.push_back( l );
   }
   return lines;
}

std::vector< std::string > corpus( const std::string& directory )
{
   std::vector< std::string > inputs;
   for( const auto& entry : std::filesystem::directory_iterator( directory ) ) {
      std::ifstream f( entry.path(), std::ios::binary );
      inputs.emplace_back( std::istreambuf_iterator< char >( f ), std::istreambuf_iterator< char >() );
   }
   REQUIRE( !inputs.empty() );
   return inputs;
}

}  // namespace

TEST_CASE( "rfc1738_version is the library's and the project's", "[c_api]" )
{
   CHECK( std::string( rfc1738_version() ) == rfc1738::version );
   CHECK( std::string( rfc1738_version() ) == RFC1738_PROJECT_VERSION );
}

TEST_CASE( "the C interface agrees with the C++ library", "[c_api]" )
{
   SECTION( "every example URL of the RFC" )
   {
      for( const auto& l : lines_of( std::string( RFC1738_SOURCE_DIR ) + "/examples/rfc1738-examples.txt" ) ) {
         agrees( l );
      }
   }
   SECTION( "every scheme, each optional part present, absent and empty" )
   {
      for( const char* input : {
              "http://h", "http://h:80/", "http://h/p?", "http://h/p?q", "http://user@host/", "http://h/a b", "HTTP://host",
              "ftp://@host.com/", "ftp://host.com/", "ftp://foo:@host.com/", "ftp://u:p@h:21/a/b;type=i", "ftp://h/a;type=x", "ftp://",
              "file:///etc/motd", "file://localhost/x", "file://h/",
              "gopher://h", "gopher://h/", "gopher://h/1", "gopher://h/1sel%09search%09plus", "gopher://h:70/7s%09",
              "mailto:a@b.example", "mailto:",
              "news:*", "news:comp.lang", "news:1234@host.dom",
              "nntp://h/comp.lang", "nntp://h:119/comp.lang/42",
              "telnet://h", "telnet://u:p@h:23/", "telnet://u@h",
              "wais://h/db", "wais://h/db?s", "wais://h:210/db/t/p",
              "prospero://h/p", "prospero://h:1525//pros/name;a=1;b=;=c", "prospero://h/p;x",
              "x-y.z+1:opaque", "x://u:p@h:1/path", "x://", "x:", ":", "", "a", "http:", "http://h:99999999999999999999/",
           } ) {
         agrees( input );
      }
   }
   SECTION( "the fuzz seed corpora (hostile bytes among them)" )
   {
      for( const char* c : { "parse", "roundtrip" } ) {
         for( const auto& input : corpus( std::string( RFC1738_SOURCE_DIR ) + "/fuzz/corpus/" + c ) ) {
            agrees( input );
         }
      }
   }
}

TEST_CASE( "absent is not empty", "[c_api]" )
{
   const std::string_view text = "ftp://@host.com/";
   const auto r = parse( text );
   std::size_t offset = 99, length = 99;
   REQUIRE( rfc1738_component( r.get(), "user", &offset, &length ) == 1 );
   CHECK( offset == 6 );
   CHECK( length == 0 );
   CHECK( rfc1738_component( r.get(), "password", &offset, &length ) == 0 );
   CHECK( ( offset == 6 && length == 0 ) );  // untouched when absent
   CHECK( rfc1738_component( r.get(), "fpath", nullptr, &length ) == 1 );
   CHECK( length == 0 );
   CHECK( rfc1738_component( r.get(), "host", &offset, nullptr ) == 1 );
   CHECK( offset == 7 );
   CHECK( rfc1738_component( parse( "ftp://host.com/" ).get(), "user", nullptr, nullptr ) == 0 );
}

TEST_CASE( "names that are not components, and fieldspec", "[c_api]" )
{
   const auto r = parse( "prospero://h/p;a=1" );
   for( const char* name : { "fieldspec", "fieldname", "", "HOST", "host ", "url", "prosperourl", "scheme" } ) {
      CHECK( rfc1738_component( r.get(), name, nullptr, nullptr ) == 0 );
   }
   CHECK( rfc1738_component( r.get(), nullptr, nullptr, nullptr ) == 0 );
   CHECK( rfc1738_fieldspec_count( r.get() ) == 1 );
   CHECK( rfc1738_fieldspec( r.get(), 0, nullptr, nullptr, nullptr, nullptr ) == 1 );
   CHECK( rfc1738_fieldspec( r.get(), 1, nullptr, nullptr, nullptr, nullptr ) == 0 );
   CHECK( rfc1738_fieldspec_count( parse( "http://h" ).get() ) == 0 );
}

TEST_CASE( "the input is a buffer: NUL and every byte belong to it; the result does not refer to it", "[c_api]" )
{
   std::string text( "news:a\0b", 8 );
   auto r = parse( text );
   CHECK( rfc1738_valid( r.get() ) == 0 );
   CHECK( rfc1738_error_offset( r.get() ) == 6 );

   text = "http://host/p?q";
   r = parse( text );
   text.assign( text.size(), '\xff' );  // the result no longer needs it
   std::size_t offset = 0, length = 0;
   CHECK( std::string( rfc1738_production( r.get() ) ) == "httpurl" );
   CHECK( rfc1738_component( r.get(), "search", &offset, &length ) == 1 );
   CHECK( ( offset == 14 && length == 1 ) );

   const auto empty = result_ptr( rfc1738_parse( nullptr, 0 ), &rfc1738_free );
   REQUIRE( empty );
   CHECK( rfc1738_valid( empty.get() ) == 0 );
   CHECK( rfc1738_error_offset( empty.get() ) == 0 );
   CHECK( rfc1738_error_message( empty.get() ) != nullptr );
}

TEST_CASE( "a NULL result answers 0 or NULL", "[c_api]" )
{
   std::size_t offset = 7, length = 7;
   CHECK( rfc1738_valid( nullptr ) == 0 );
   CHECK( rfc1738_conforms( nullptr ) == 0 );
   CHECK( rfc1738_production( nullptr ) == nullptr );
   CHECK( rfc1738_error_offset( nullptr ) == 0 );
   CHECK( rfc1738_error_message( nullptr ) == nullptr );
   CHECK( rfc1738_component( nullptr, "host", &offset, &length ) == 0 );
   CHECK( rfc1738_component_count( nullptr ) == 0 );
   CHECK( rfc1738_component_at( nullptr, 0, &offset, &length ) == nullptr );
   CHECK( rfc1738_fieldspec_count( nullptr ) == 0 );
   CHECK( rfc1738_fieldspec( nullptr, 0, &offset, &length, &offset, &length ) == 0 );
   CHECK( ( offset == 7 && length == 7 ) );
   rfc1738_free( nullptr );
}

TEST_CASE( "the functions are noexcept in C++", "[c_api]" )
{
   STATIC_REQUIRE( noexcept( rfc1738_parse( nullptr, 0 ) ) );
   STATIC_REQUIRE( noexcept( rfc1738_free( nullptr ) ) );
   STATIC_REQUIRE( noexcept( rfc1738_component( nullptr, nullptr, nullptr, nullptr ) ) );
}

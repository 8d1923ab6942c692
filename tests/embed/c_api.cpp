// SPDX-License-Identifier: BSL-1.0
// The C interface (rfc1738.h) against the C++ library it wraps: the same
// verdicts, production, target, scheme, error (offset, production, expected,
// message), components (as written and decoded), ports, warnings, modes and
// notes as rfc1738::inspect, rfc1738::visit_components and the views, on the
// RFC's examples, the fuzz seed corpora and hostile bytes, in every mode;
// absent against empty; NULL everywhere.
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

#include "rfc1738.hpp"

namespace {

using result_ptr = std::unique_ptr< rfc1738_result, decltype( &rfc1738_free ) >;

result_ptr parse( std::string_view input )
{
   return result_ptr( rfc1738_parse( input.data(), input.size() ), &rfc1738_free );
}

result_ptr parse_with( std::string_view input, unsigned flags )
{
   return result_ptr( rfc1738_parse_with( input.data(), input.size(), flags ), &rfc1738_free );
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

// The decoded value of a component, from the C++ views (std::nullopt when the
// C interface does not decode it or it is absent).
class expected_decoded : public rfc1738::component_visitor {
public:
   void component( std::string_view name, std::string_view value ) override
   {
      for( const char* d : { "user", "password", "search", "gtype", "selector", "gopher+_string", "encoded822addr", "article", "database", "wtype", "wpath", "ppath" } ) {
         if( name == d ) {
            decoded.push_back( { std::string( name ), rfc1738::encoded_view( value ).decode() } );
         }
      }
      if( name == "hpath" || name == "fpath" ) {
         undecodable.emplace_back( name );
      }
   }
   void fieldspecs( const rfc1738::fieldspecs_view& /*unused*/ ) override {}
   std::vector< pair > decoded;
   std::vector< std::string > undecodable;
};

void agrees( std::string_view input, unsigned flags = 0 )
{
   INFO( "input: " << std::string( input ) << ", flags " << flags );
   const auto r = flags == 0 ? parse( input ) : parse_with( input, flags );
   REQUIRE( r );
   rfc1738::options modes;
   modes.ignore_scheme_case = ( flags & RFC1738_IGNORE_SCHEME_CASE ) != 0;
   modes.unwrap = ( flags & RFC1738_UNWRAP ) != 0;
   modes.fragment = ( flags & RFC1738_FRAGMENT_SPLIT ) != 0 ? rfc1738::fragment_mode::split : rfc1738::fragment_mode::strict;
   const auto report = rfc1738::inspect( input, modes );
   const std::string_view text = report.text();

   // The text checked and the notes.
   std::size_t text_length = 0;
   const char* checked = rfc1738_checked_text( r.get(), &text_length );
   REQUIRE( checked != nullptr );
   CHECK( std::string_view( checked, text_length ) == text );
   CHECK( checked[ text_length ] == '\0' );
   REQUIRE( rfc1738_note_count( r.get() ) == report.prepared().notes().size() );
   for( std::size_t i = 0; i < rfc1738_note_count( r.get() ); ++i ) {
      CHECK( rfc1738_note( r.get(), i ) == report.prepared().notes()[ i ] );
   }
   CHECK( rfc1738_note( r.get(), rfc1738_note_count( r.get() ) ) == nullptr );
   std::size_t fragment_length = 0;
   const char* fragment = rfc1738_fragment( r.get(), &fragment_length );
   REQUIRE( ( fragment != nullptr ) == report.prepared().fragment().has_value() );
   if( fragment != nullptr ) {
      CHECK( std::string_view( fragment, fragment_length ) == *report.prepared().fragment() );
      CHECK( fragment[ fragment_length ] == '\0' );
   }

   // The verdicts, the target and the scheme.
   const auto& v = report.verdict();
   CHECK( v.valid == rfc1738::check( text ).valid );
   CHECK( rfc1738_valid( r.get() ) == ( v.valid ? 1 : 0 ) );
   CHECK( rfc1738_conforms( r.get() ) == ( v.conforms ? 1 : 0 ) );
   if( v.derived_by ) {
      REQUIRE( rfc1738_production( r.get() ) != nullptr );
      CHECK( rfc1738_production( r.get() ) == rfc1738::grammar::rfc_name( *v.derived_by ) );
   }
   else {
      CHECK( rfc1738_production( r.get() ) == nullptr );
   }
   CHECK( rfc1738_target( r.get() ) == rfc1738::grammar::rfc_name( v.target ) );
   std::size_t scheme_offset = 99, scheme_length = 99;
   CHECK( rfc1738_scheme( r.get(), &scheme_offset, &scheme_length ) == ( v.scheme ? 1 : 0 ) );
   if( v.scheme ) {
      CHECK( scheme_offset == 0 );
      CHECK( at( text, scheme_offset, scheme_length ) == *v.scheme );
   }

   // The error.
   const auto d = v.conforms ? std::nullopt : rfc1738::diagnose( text, v.target );
   CHECK( d.has_value() == report.diagnosis().has_value() );
   CHECK( rfc1738_error_offset( r.get() ) == ( d ? d->offset : text.size() ) );
   if( d ) {
      REQUIRE( rfc1738_error_message( r.get() ) != nullptr );
      CHECK( rfc1738_error_message( r.get() ) == d->message );
      REQUIRE( rfc1738_error_production( r.get() ) != nullptr );
      CHECK( rfc1738_error_production( r.get() ) == rfc1738::grammar::rfc_name( d->production ) );
      REQUIRE( rfc1738_error_expected_count( r.get() ) == d->expected.size() );
      for( std::size_t i = 0; i < d->expected.size(); ++i ) {
         CHECK( rfc1738_error_expected( r.get(), i ) == d->expected[ i ] );
      }
   }
   else {
      CHECK( rfc1738_error_message( r.get() ) == nullptr );
      CHECK( rfc1738_error_production( r.get() ) == nullptr );
      CHECK( rfc1738_error_expected_count( r.get() ) == 0 );
   }
   CHECK( rfc1738_error_expected( r.get(), rfc1738_error_expected_count( r.get() ) ) == nullptr );

   // The components, as written.
   expected_components e;
   expected_decoded dec;
   const auto u = rfc1738::parse( text );
   if( u ) {
      rfc1738::visit_components( *u, e );
      rfc1738::visit_components( *u, dec );
   }
   std::vector< pair > got;
   for( std::size_t i = 0; i < rfc1738_component_count( r.get() ); ++i ) {
      std::size_t offset = 99, length = 99;
      const char* name = rfc1738_component_at( r.get(), i, &offset, &length );
      REQUIRE( name != nullptr );
      got.push_back( { name, at( text, offset, length ) } );
      // By name: the same span.
      std::size_t o2 = 0, l2 = 0;
      CHECK( rfc1738_component( r.get(), name, &o2, &l2 ) == 1 );
      CHECK( ( o2 == offset && l2 == length ) );
   }
   CHECK( got == e.components );
   CHECK( rfc1738_component_at( r.get(), got.size(), nullptr, nullptr ) == nullptr );

   // Decoded: into a buffer of the right size, and truncated into a small one.
   for( const auto& p : dec.decoded ) {
      INFO( "decode " << p.name );
      std::size_t needed = 12345;
      REQUIRE( rfc1738_decode( r.get(), p.name.c_str(), nullptr, 0, &needed ) == 1 );
      CHECK( needed == p.value.size() );
      std::string buffer( needed + 1, '#' );
      CHECK( rfc1738_decode( r.get(), p.name.c_str(), buffer.data(), buffer.size(), &needed ) == 1 );
      CHECK( buffer == p.value + '#' );  // no terminator written
      if( needed > 1 ) {
         std::string small( 2, '#' );
         CHECK( rfc1738_decode( r.get(), p.name.c_str(), small.data(), 1, nullptr ) == 1 );
         CHECK( small == p.value.substr( 0, 1 ) + '#' );
      }
   }
   for( const auto& name : dec.undecodable ) {
      CHECK( rfc1738_decode( r.get(), name.c_str(), nullptr, 0, nullptr ) == 0 );
   }

   std::vector< pair > fields;
   for( std::size_t i = 0; i < rfc1738_fieldspec_count( r.get() ); ++i ) {
      std::size_t no = 0, nl = 0, vo = 0, vl = 0;
      REQUIRE( rfc1738_fieldspec( r.get(), i, &no, &nl, &vo, &vl ) == 1 );
      fields.push_back( { at( text, no, nl ), at( text, vo, vl ) } );
   }
   CHECK( fields == e.fields );

   // The ports.
   const auto port = u ? u->effective_port() : std::nullopt;
   CHECK( rfc1738_effective_port( r.get() ) == ( port ? static_cast< long >( *port ) : -1L ) );
   if( v.scheme ) {
      const auto standard = rfc1738::default_port( *v.scheme );
      CHECK( rfc1738_default_port( v.scheme->data(), v.scheme->size() ) == ( standard ? static_cast< long >( *standard ) : -1L ) );
   }

   // The warnings.
   const auto& w = report.warnings();
   CHECK( w.size() == rfc1738::warnings( report.prepared() ).size() );
   REQUIRE( rfc1738_warning_count( r.get() ) == w.size() );
   for( std::size_t i = 0; i < w.size(); ++i ) {
      std::size_t offset = 99;
      const char* code = rfc1738_warning( r.get(), i, &offset );
      REQUIRE( code != nullptr );
      CHECK( code == w[ i ].code );
      CHECK( offset == w[ i ].offset );
      CHECK( rfc1738_warning_message( r.get(), i ) == w[ i ].message );
      CHECK( rfc1738_warning_section( r.get(), i ) == w[ i ].section );
   }
   CHECK( rfc1738_warning( r.get(), w.size(), nullptr ) == nullptr );
   CHECK( rfc1738_warning_message( r.get(), w.size() ) == nullptr );
   CHECK( rfc1738_warning_section( r.get(), w.size() ) == nullptr );
}

void agrees_in_every_mode( std::string_view input )
{
   for( const unsigned flags : { 0u, RFC1738_IGNORE_SCHEME_CASE, RFC1738_UNWRAP, RFC1738_IGNORE_SCHEME_CASE | RFC1738_UNWRAP, RFC1738_FRAGMENT_SPLIT,
                                 RFC1738_FRAGMENT_SPLIT | RFC1738_UNWRAP | RFC1738_IGNORE_SCHEME_CASE } ) {
      agrees( input, flags );
   }
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
         agrees_in_every_mode( l );
         agrees_in_every_mode( "<URL:" + l + ">" );
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
              "http://h:65536/", "http://host?q", "HTTP://h:8080/%41", "telnet://u:p@h:25/%0d%0A", "gopher://h/1a%00b%09%41",
              "ftp://a%3Ab:p%40w@10.0.0.1:2121/x%2Fy;type=I", "news:a%41b@h.dom", "mailto:j%40b@c", "wais://h/d%20b/t%2f/p%25",
              "prospero://h/p%2Fq;a%3D=b%3B", " <URL:HTTP://h/a-\n b> ", "http://a-\r\n b.c/", "<URL:>", "<>", "URL:",
           } ) {
         agrees_in_every_mode( input );
      }
   }
   SECTION( "hostile bytes" )
   {
      for( int b = 0; b < 256; ++b ) {
         const char c = static_cast< char >( b );
         for( const std::string prefix : { "http://h/", "ftp://u:p@h/", "", "HTTP://", "<URL:gopher://h/1", "news:a%" } ) {
            agrees_in_every_mode( prefix + c );
            agrees_in_every_mode( prefix + c + ">" );
         }
      }
   }
   SECTION( "the fuzz seed corpora (hostile bytes among them)" )
   {
      for( const char* c : { "parse", "roundtrip" } ) {
         for( const auto& input : corpus( std::string( RFC1738_SOURCE_DIR ) + "/fuzz/corpus/" + c ) ) {
            agrees_in_every_mode( input );
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

TEST_CASE( "a component by its role: path, type, ... on every scheme", "[c_api]" )
{
   size_t offset = 0, length = 0;
   const std::string ftp = "ftp://h/a/b;type=i";
   auto r = parse( ftp );
   REQUIRE( rfc1738_component( r.get(), "path", &offset, &length ) == 1 );
   CHECK( ftp.substr( offset, length ) == "a/b" );
   REQUIRE( rfc1738_component( r.get(), "type", &offset, &length ) == 1 );
   CHECK( ftp.substr( offset, length ) == "i" );
   const std::string gopher = "gopher://h/1sel";
   r = parse( gopher );
   REQUIRE( rfc1738_component( r.get(), "path", &offset, &length ) == 1 );
   CHECK( gopher.substr( offset, length ) == "sel" );
   REQUIRE( rfc1738_component( r.get(), "type", &offset, &length ) == 1 );
   CHECK( gopher.substr( offset, length ) == "1" );
   CHECK( rfc1738_component( parse( "news:g" ).get(), "path", nullptr, nullptr ) == 0 );
   CHECK( rfc1738_component( parse( "http://h" ).get(), "path", nullptr, nullptr ) == 0 );   // absent
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
   CHECK( rfc1738_checked_text( nullptr, &length ) == nullptr );
   CHECK( rfc1738_note_count( nullptr ) == 0 );
   CHECK( rfc1738_note( nullptr, 0 ) == nullptr );
   CHECK( rfc1738_fragment( nullptr, &length ) == nullptr );
   CHECK( rfc1738_scheme( nullptr, &offset, &length ) == 0 );
   CHECK( rfc1738_target( nullptr ) == nullptr );
   CHECK( rfc1738_error_production( nullptr ) == nullptr );
   CHECK( rfc1738_error_expected_count( nullptr ) == 0 );
   CHECK( rfc1738_error_expected( nullptr, 0 ) == nullptr );
   CHECK( rfc1738_decode( nullptr, "user", nullptr, 0, &length ) == 0 );
   CHECK( rfc1738_effective_port( nullptr ) == -1 );
   CHECK( rfc1738_warning_count( nullptr ) == 0 );
   CHECK( rfc1738_warning( nullptr, 0, &offset ) == nullptr );
   CHECK( rfc1738_warning_message( nullptr, 0 ) == nullptr );
   CHECK( rfc1738_warning_section( nullptr, 0 ) == nullptr );
   CHECK( ( offset == 7 && length == 7 ) );
   rfc1738_free( nullptr );
}

TEST_CASE( "modes: the text checked, the notes, offsets into the text checked", "[c_api]" )
{
   const std::string input = "<URL:HTTP://ds.internic. net/rfc->";
   const auto r = parse_with( input, RFC1738_IGNORE_SCHEME_CASE | RFC1738_UNWRAP );
   std::size_t length = 0, offset = 0;
   CHECK( std::string( rfc1738_checked_text( r.get(), &length ) ) == "http://ds.internic.net/rfc-" );
   CHECK( length == 27 );
   CHECK( rfc1738_conforms( r.get() ) == 1 );
   CHECK( rfc1738_note_count( r.get() ) == 4 );
   CHECK( std::string( rfc1738_note( r.get(), 3 ) ).rfind( "ignore-scheme-case: ", 0 ) == 0 );
   REQUIRE( rfc1738_component( r.get(), "host", &offset, &length ) == 1 );
   CHECK( ( offset == 7 && length == 15 ) );
   CHECK( rfc1738_effective_port( r.get() ) == 80 );
   // Strict: the same input is not a URL; the text checked is the input.
   const auto strict = parse( input );
   CHECK( rfc1738_valid( strict.get() ) == 0 );
   CHECK( std::string( rfc1738_checked_text( strict.get(), nullptr ) ) == input );
   CHECK( rfc1738_note_count( strict.get() ) == 0 );
   CHECK( std::string( rfc1738_target( strict.get() ) ) == "genericurl" );
   CHECK( rfc1738_scheme( strict.get(), nullptr, nullptr ) == 0 );
   CHECK( rfc1738_effective_port( strict.get() ) == -1 );
   // Other bits are ignored.
   CHECK( rfc1738_valid( parse_with( "http://h/", 0xfff0u ).get() ) == 1 );
   // A hyphen at a line break: kept, warned about.
   const auto hyphen = parse_with( "http://a-\n  b.c/", RFC1738_UNWRAP );
   REQUIRE( rfc1738_warning_count( hyphen.get() ) == 1 );
   CHECK( std::string( rfc1738_warning( hyphen.get(), 0, &offset ) ) == "hyphen-at-line-break" );
   CHECK( offset == 8 );
   CHECK( std::string( rfc1738_warning_section( hyphen.get(), 0 ) ) == "Appendix" );
}

TEST_CASE( "RFC1738_FRAGMENT_SPLIT: the URL before the first \"#\", the fragment after it", "[c_api]" )
{
   std::size_t length = 99, offset = 0;
   // Strict (no flag): "#" is a byte of the URL, which no production allows; no fragment.
   const auto strict = parse( "http://h/p#top" );
   CHECK( rfc1738_conforms( strict.get() ) == 0 );
   CHECK( rfc1738_error_offset( strict.get() ) == 10 );
   CHECK( rfc1738_fragment( strict.get(), &length ) == nullptr );
   CHECK( length == 99 );
   // Split: the part before the "#" conforms; the fragment is every byte after the first "#".
   const auto r = parse_with( "http://h/p#top#2", RFC1738_FRAGMENT_SPLIT );
   CHECK( rfc1738_conforms( r.get() ) == 1 );
   CHECK( std::string( rfc1738_checked_text( r.get(), nullptr ) ) == "http://h/p" );
   CHECK( std::string( rfc1738_fragment( r.get(), &length ) ) == "top#2" );
   CHECK( length == 5 );
   REQUIRE( rfc1738_component( r.get(), "hpath", &offset, &length ) == 1 );
   CHECK( ( offset == 9 && length == 1 ) );
   REQUIRE( rfc1738_note_count( r.get() ) == 1 );
   CHECK( std::string( rfc1738_note( r.get(), 0 ) ).rfind( "fragment: ", 0 ) == 0 );
   // An empty fragment is present; no "#", none.
   const auto empty = parse_with( "http://h/#", RFC1738_FRAGMENT_SPLIT );
   REQUIRE( rfc1738_fragment( empty.get(), &length ) != nullptr );
   CHECK( length == 0 );
   const auto none = parse_with( "http://h/", RFC1738_FRAGMENT_SPLIT );
   CHECK( rfc1738_fragment( none.get(), nullptr ) == nullptr );
   CHECK( rfc1738_note_count( none.get() ) == 0 );
   // The error offset of the part before the "#" is an offset in the input too.
   const auto bad = parse_with( "http://h/a b#c", RFC1738_FRAGMENT_SPLIT );
   CHECK( rfc1738_conforms( bad.get() ) == 0 );
   CHECK( rfc1738_error_offset( bad.get() ) == 10 );
   // NUL in the fragment belongs to it.
   const std::string nul( "ftp://h/#a\0b", 12 );
   const auto with_nul = parse_with( nul, RFC1738_FRAGMENT_SPLIT );
   REQUIRE( rfc1738_fragment( with_nul.get(), &length ) != nullptr );
   CHECK( length == 3 );
   CHECK( rfc1738_conforms( with_nul.get() ) == 1 );
}

TEST_CASE( "the error: production, expected, message", "[c_api]" )
{
   const auto r = parse( "ftp://host/a;type=x" );
   CHECK( rfc1738_error_offset( r.get() ) == 18 );
   CHECK( std::string( rfc1738_error_production( r.get() ) ) == "ftpurl" );
   REQUIRE( rfc1738_error_expected_count( r.get() ) == 1 );
   CHECK( std::string( rfc1738_error_expected( r.get(), 0 ) ) == "ftptype (\"A\" | \"I\" | \"D\" | \"a\" | \"i\" | \"d\")" );
   CHECK( std::string( rfc1738_target( r.get() ) ) == "ftpurl" );
   const auto end = parse( "ftp://" );
   CHECK( rfc1738_error_offset( end.get() ) == 6 );
}

TEST_CASE( "decoding into the caller's buffer; ports; warnings", "[c_api]" )
{
   const auto r = parse( "ftp://a%3Ab:p%40w@h:2121/x%2Fy;type=I" );
   char buffer[ 8 ] = { '#', '#', '#', '#', '#', '#', '#', '#' };
   std::size_t needed = 0;
   REQUIRE( rfc1738_decode( r.get(), "user", buffer, sizeof( buffer ), &needed ) == 1 );
   CHECK( needed == 3 );
   CHECK( std::string( buffer, 4 ) == "a:b#" );
   REQUIRE( rfc1738_decode( r.get(), "password", buffer, 2, &needed ) == 1 );  // truncated
   CHECK( needed == 3 );
   CHECK( std::string( buffer, 3 ) == "p@b" );
   CHECK( rfc1738_decode( r.get(), "fpath", buffer, sizeof( buffer ), &needed ) == 0 );  // per segment
   // The paths whose "/" separates names (grammar::hierarchical) are not
   // decoded whole; a prospero hsoname is (§3.11: its "/" has no meaning).
   CHECK( rfc1738_decode( parse( "http://h/a%2Fb" ).get(), "hpath", buffer, sizeof( buffer ), &needed ) == 0 );
   CHECK( rfc1738_decode( parse( "x://h/a%2Fb" ).get(), "urlpath", buffer, sizeof( buffer ), &needed ) == 0 );
   REQUIRE( rfc1738_decode( parse( "prospero://h/a%2Fb" ).get(), "ppath", buffer, sizeof( buffer ), &needed ) == 1 );
   CHECK( std::string( buffer, needed ) == "a/b" );
   CHECK( rfc1738_decode( r.get(), "host", buffer, sizeof( buffer ), &needed ) == 0 );
   CHECK( rfc1738_decode( r.get(), "search", buffer, sizeof( buffer ), &needed ) == 0 );  // absent
   CHECK( rfc1738_decode( r.get(), nullptr, buffer, sizeof( buffer ), &needed ) == 0 );
   CHECK( rfc1738_decode_text( "x%2Fy%zz%4", 10, buffer, sizeof( buffer ) ) == 8 );
   CHECK( std::string( buffer, 8 ) == "x/y%zz%4" );
   CHECK( rfc1738_decode_text( nullptr, 0, nullptr, 0 ) == 0 );
   CHECK( rfc1738_effective_port( r.get() ) == 2121 );
   CHECK( rfc1738_effective_port( parse( "ftp://h/" ).get() ) == 21 );
   CHECK( rfc1738_effective_port( parse( "http://h:65536/" ).get() ) == -1 );
   CHECK( rfc1738_effective_port( parse( "news:*" ).get() ) == -1 );
   CHECK( rfc1738_default_port( "prospero", 8 ) == 1525 );
   CHECK( rfc1738_default_port( "prosper", 7 ) == -1 );
   CHECK( rfc1738_default_port( "HTTP", 4 ) == -1 );
   CHECK( rfc1738_default_port( nullptr, 0 ) == -1 );
   std::size_t offset = 0;
   REQUIRE( rfc1738_warning_count( r.get() ) == 2 );
   CHECK( std::string( rfc1738_warning( r.get(), 0, &offset ) ) == "port-not-default" );
   CHECK( offset == 20 );
   CHECK( std::string( rfc1738_warning( r.get(), 1, &offset ) ) == "password" );
   CHECK( std::string( rfc1738_warning_section( r.get(), 1 ) ) == "§6" );
   CHECK( std::string( rfc1738_warning_message( r.get(), 1 ) ).find( "(RFC 1738 §6)" ) != std::string::npos );
}

TEST_CASE( "the URL forms: the generated table through C", "[c_api]" )
{
   // url's alternatives in the BNF's order, each with what §3 gives it.
   REQUIRE( rfc1738_form_count() == rfc1738::grammar::url_form_count );
   const char* scheme = nullptr;
   const char* authority = nullptr;
   CHECK( std::string_view( rfc1738_form( 0, &scheme, &authority ) ) == "httpurl" );
   CHECK( std::string_view( scheme ) == "http" );
   CHECK( std::string_view( authority ) == "hostport" );
   const auto last = rfc1738_form_count() - 1;
   CHECK( std::string_view( rfc1738_form( last, &scheme, &authority ) ) == "otherurl" );
   CHECK( std::string_view( scheme ).empty() );
   CHECK( std::string_view( authority ) == "login" );
   std::vector< std::string > ftp;
   for( std::size_t f = 0; f < rfc1738_form_count(); ++f ) {
      const std::string_view name = rfc1738_form( f, nullptr, nullptr );
      CAPTURE( name );
      CHECK( rfc1738::grammar::rfc_name( rfc1738::grammar::url_forms[ f ].syntax ) == name );
      REQUIRE( rfc1738_form_component_count( f ) > 0 );
      for( std::size_t i = 0; i < rfc1738_form_component_count( f ); ++i ) {
         const char* role = nullptr;
         const char* section = nullptr;
         const char* noun = nullptr;
         const std::string_view c = rfc1738_form_component( f, i, &role, &section, &noun );
         CHECK( rfc1738_form_component( f, i, nullptr, nullptr, nullptr ) == c.data() );
         // the names rfc1738_component takes, by RFC name and by role
         CHECK( rfc1738::find_component( rfc1738::grammar::url_forms[ f ].syntax, c ) == rfc1738::find_component( rfc1738::grammar::url_forms[ f ].syntax, role ) );
         CHECK( std::string_view( section ).find( '.' ) != std::string_view::npos );
         CHECK( std::string_view( noun ).substr( 0, 4 ) == "the " );
         if( name == "ftpurl" ) {
            ftp.emplace_back( std::string( c ) + "/" + role + "/" + section );
         }
      }
      CHECK( rfc1738_form_component( f, rfc1738_form_component_count( f ), nullptr, nullptr, nullptr ) == nullptr );
   }
   CHECK( ftp == std::vector< std::string >{ "user/user/3.1", "password/password/3.1", "host/host/3.1", "port/port/3.1", "fpath/path/3.2.2", "ftptype/type/3.2.2" } );
   CHECK( rfc1738_form( rfc1738_form_count(), &scheme, &authority ) == nullptr );
   CHECK( rfc1738_form_component_count( rfc1738_form_count() ) == 0 );
   CHECK( rfc1738_form_component( rfc1738_form_count(), 0, nullptr, nullptr, nullptr ) == nullptr );
}

TEST_CASE( "the functions are noexcept in C++", "[c_api]" )
{
   STATIC_REQUIRE( noexcept( rfc1738_form( 0, nullptr, nullptr ) ) );
   STATIC_REQUIRE( noexcept( rfc1738_form_component( 0, 0, nullptr, nullptr, nullptr ) ) );
   STATIC_REQUIRE( noexcept( rfc1738_parse( nullptr, 0 ) ) );
   STATIC_REQUIRE( noexcept( rfc1738_free( nullptr ) ) );
   STATIC_REQUIRE( noexcept( rfc1738_component( nullptr, nullptr, nullptr, nullptr ) ) );
   STATIC_REQUIRE( noexcept( rfc1738_parse_with( nullptr, 0, 0 ) ) );
   STATIC_REQUIRE( noexcept( rfc1738_decode( nullptr, nullptr, nullptr, 0, nullptr ) ) );
   STATIC_REQUIRE( noexcept( rfc1738_edition_part( nullptr, 0 ) ) );
   STATIC_REQUIRE( noexcept( rfc1738_derivation_node( nullptr, 0, nullptr, nullptr, nullptr ) ) );
   STATIC_REQUIRE( noexcept( rfc1738_check_json( nullptr, nullptr, 0, 0, nullptr, 0 ) ) );
   STATIC_REQUIRE( noexcept( rfc1738_parse_json( nullptr, nullptr, 0, 0, nullptr, 0 ) ) );
}

// Every edition through the C interface: the same verdicts, productions,
// errors and parts as the C++ library's compare_editions, on the RFC
// examples and the project's mixed inputs.
TEST_CASE( "rfc1738_parse_edition gives each edition's answers and parts", "[c_api][edition]" )
{
   REQUIRE( rfc1738_edition_count() == std::size( rfc1738::editions ) );
   CHECK( rfc1738_edition_name( rfc1738_edition_count(), nullptr ) == nullptr );
   CHECK( rfc1738_parse_edition( "rfc9999", "a:b", 3 ) == nullptr );
   CHECK( rfc1738_parse_edition( nullptr, "a:b", 3 ) == nullptr );
   const char* const inputs[] = { "ftp://a?b@c/", "http://[::1]:80/x?y#z", "file://host", "file:///etc/fstab", "mailto:a@b?subject=x", "mailto:a",
                                  "//h/p", "a b", "", "#f", "news:x@y", "HTTP://H/", "x://u:p@h:9/p;q?r", "http://h/%zz" };
   for( std::size_t i = 0; i < rfc1738_edition_count(); ++i ) {
      const char* title = nullptr;
      const char* name = rfc1738_edition_name( i, &title );
      REQUIRE( name != nullptr );
      REQUIRE( title != nullptr );
      CHECK( std::string_view( name ) == rfc1738::name_of( rfc1738::editions[ i ] ) );
      for( const std::string_view in : inputs ) {
         INFO( name << ": " << in );
         const auto report = rfc1738::compare_editions( in, { rfc1738::editions[ i ] } );
         const auto& a = report.answers.front();
         rfc1738_result* r = rfc1738_parse_edition( name, in.data(), in.size() );
         REQUIRE( r != nullptr );
         CHECK( rfc1738_valid( r ) == ( a.verdict.valid ? 1 : 0 ) );
         CHECK( rfc1738_conforms( r ) == ( a.verdict.conforms ? 1 : 0 ) );
         CHECK( ( rfc1738_production( r ) == nullptr ) == !a.verdict.production );
         if( a.verdict.production ) {
            CHECK( std::string_view( rfc1738_production( r ) ) == *a.verdict.production );
         }
         CHECK( std::string_view( rfc1738_target( r ) ) == a.verdict.target );
         if( a.error && i != 0 ) {   // RFC 1738's own: rfc1738_parse's diagnosis (the C API's tests above)
            CHECK( rfc1738_error_offset( r ) == a.error->offset );
            CHECK( std::string_view( rfc1738_error_message( r ) ) == a.error->message );
            CHECK( std::string_view( rfc1738_error_production( r ) ) == a.error->production );
         }
         if( a.split ) {
            if( i != 0 ) {
               REQUIRE( rfc1738_component_count( r ) == a.split->components.size() );
               for( std::size_t k = 0; k < a.split->components.size(); ++k ) {
                  std::size_t offset = 0, length = 0;
                  CHECK( std::string_view( rfc1738_component_at( r, k, &offset, &length ) ) == a.split->components[ k ].name );
                  CHECK( offset == a.split->components[ k ].offset );
                  CHECK( length == a.split->components[ k ].size );
               }
            }
            for( const auto& p : a.split->roles ) {
               std::size_t offset = 0, length = 0;
               const std::string role( p.name );
               REQUIRE( rfc1738_role( r, role.c_str(), &offset, &length ) == 1 );
               CHECK( offset == p.offset );
               CHECK( length == p.size );
            }
         }
         else {
            CHECK( rfc1738_component_count( r ) == 0 );
            CHECK( rfc1738_component( r, "host", nullptr, nullptr ) == 0 );
            CHECK( rfc1738_role( r, "host", nullptr, nullptr ) == 0 );
         }
         // The derivation, as rfc1738::derivation_of (trace --edition).
         const auto nodes = rfc1738::derivation_of( rfc1738::editions[ i ], in );
         CHECK( nodes.has_value() == a.verdict.valid );
         REQUIRE( rfc1738_derivation_count( r ) == ( nodes ? nodes->size() : 0 ) );
         for( std::size_t k = 0; nodes && k < nodes->size(); ++k ) {
            std::size_t offset = 99, length = 99, depth = 99;
            const char* node = rfc1738_derivation_node( r, k, &offset, &length, &depth );
            REQUIRE( node != nullptr );
            CHECK( std::string_view( node ) == ( *nodes )[ k ].name );
            CHECK( offset == ( *nodes )[ k ].begin );
            CHECK( length == ( *nodes )[ k ].end - ( *nodes )[ k ].begin );
            CHECK( depth == ( *nodes )[ k ].depth );
         }
         CHECK( rfc1738_derivation_node( r, rfc1738_derivation_count( r ), nullptr, nullptr, nullptr ) == nullptr );
         rfc1738_free( r );
      }
   }
   // RFC 3986 against RFC 1738 on the parser-confusion example.
   rfc1738_result* r = rfc1738_parse_edition( "rfc3986", "ftp://a?b@c/", 12 );
   REQUIRE( r != nullptr );
   std::size_t offset = 0, length = 0;
   REQUIRE( rfc1738_component( r, "host", &offset, &length ) == 1 );
   CHECK( offset == 6 );
   CHECK( length == 1 );
   REQUIRE( rfc1738_role( r, "query", &offset, &length ) == 1 );
   CHECK( offset == 8 );
   CHECK( rfc1738_role( r, "userinfo", &offset, &length ) == 0 );
   rfc1738_free( r );
   r = rfc1738_parse_edition( "rfc1738", "ftp://a?b@c/", 12 );
   REQUIRE( r != nullptr );
   REQUIRE( rfc1738_component( r, "host", &offset, &length ) == 1 );
   CHECK( offset == 10 );
   REQUIRE( rfc1738_role( r, "userinfo", &offset, &length ) == 1 );
   CHECK( length == 3 );
   CHECK( rfc1738_role( r, "query", &offset, &length ) == 0 );
   rfc1738_free( r );
   // A valid file URI that does not conform, and why (RFC 8089 §2).
   r = rfc1738_parse_edition( "rfc3986", "file://host", 11 );
   REQUIRE( r != nullptr );
   CHECK( rfc1738_valid( r ) == 1 );
   CHECK( rfc1738_conforms( r ) == 0 );
   CHECK( std::string_view( rfc1738_target( r ) ) == "file-URI" );
   CHECK( rfc1738_error_offset( r ) == 11 );
   rfc1738_free( r );
}

// The names an edition's split can hold (parse --edition E --get) and the
// derivation (trace --edition E) through the C interface.
TEST_CASE( "rfc1738_edition_part and rfc1738_derivation_node", "[c_api][edition]" )
{
   for( std::size_t i = 0; i < rfc1738_edition_count(); ++i ) {
      const char* name = rfc1738_edition_name( i, nullptr );
      INFO( name );
      const auto names = rfc1738::part_names( rfc1738::editions[ i ] );
      REQUIRE( rfc1738_edition_part_count( name ) == names.size() );
      for( std::size_t k = 0; k < names.size(); ++k ) {
         REQUIRE( rfc1738_edition_part( name, k ) != nullptr );
         CHECK( std::string_view( rfc1738_edition_part( name, k ) ) == names[ k ] );
      }
      CHECK( rfc1738_edition_part( name, names.size() ) == nullptr );
   }
   CHECK( rfc1738_edition_part_count( "draft-03" ) == 0 );   // no model of its parts
   CHECK( rfc1738_edition_part_count( "rfc9999" ) == 0 );
   CHECK( rfc1738_edition_part_count( nullptr ) == 0 );
   CHECK( rfc1738_edition_part( "rfc9999", 0 ) == nullptr );
   CHECK( rfc1738_edition_part( nullptr, 0 ) == nullptr );
   REQUIRE( rfc1738_edition_part_count( "rfc1808" ) == 6 );
   const char* const rfc1808[] = { "scheme", "net_loc", "path", "params", "query", "fragment" };
   for( std::size_t k = 0; k < 6; ++k ) {
      CHECK( std::string_view( rfc1738_edition_part( "rfc1808", k ) ) == rfc1808[ k ] );
   }
   // RFC 3986 §4.2: "//h" is a relative-ref, its authority a host.
   rfc1738_result* r = rfc1738_parse_edition( "rfc3986", "//h", 3 );
   REQUIRE( r != nullptr );
   REQUIRE( rfc1738_derivation_count( r ) > 2 );
   std::size_t offset = 9, length = 9, depth = 9;
   CHECK( std::string_view( rfc1738_derivation_node( r, 0, &offset, &length, &depth ) ) == "URI-reference" );
   CHECK( offset == 0 );
   CHECK( length == 3 );
   CHECK( depth == 0 );
   CHECK( std::string_view( rfc1738_derivation_node( r, 1, nullptr, nullptr, &depth ) ) == "relative-ref" );
   CHECK( depth == 1 );
   bool host = false;
   for( std::size_t k = 0; k < rfc1738_derivation_count( r ); ++k ) {
      if( std::string_view( rfc1738_derivation_node( r, k, &offset, &length, nullptr ) ) == "host" ) {
         host = offset == 2 && length == 1;
      }
   }
   CHECK( host );
   rfc1738_free( r );
   // Not valid: no derivation; rfc1738_parse's results and NULL have none.
   r = rfc1738_parse_edition( "rfc3986", "a b", 3 );
   REQUIRE( r != nullptr );
   CHECK( rfc1738_derivation_count( r ) == 0 );
   CHECK( rfc1738_derivation_node( r, 0, nullptr, nullptr, nullptr ) == nullptr );
   rfc1738_free( r );
   r = rfc1738_parse( "http://h/", 9 );
   REQUIRE( r != nullptr );
   CHECK( rfc1738_derivation_count( r ) == 0 );
   rfc1738_free( r );
   CHECK( rfc1738_derivation_count( nullptr ) == 0 );
   CHECK( rfc1738_derivation_node( nullptr, 0, nullptr, nullptr, nullptr ) == nullptr );
}

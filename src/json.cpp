// SPDX-License-Identifier: BSL-1.0
// The JSON of `rfc1738 check --json` and `rfc1738 parse --json`.
#include "rfc1738/json.hpp"

#include <array>
#include <cstdint>

#include "rfc1738/components.hpp"
#include "rfc1738/fixit.hpp"

namespace rfc1738 {

namespace {

constexpr const char* hex = "0123456789abcdef";

// 0: the byte as it is; 1: \u00XX; else the character after a backslash.
using escape_table = std::array< char, 256 >;

constexpr escape_table bytes_table() noexcept
{
   escape_table t{};
   for( std::size_t c = 0; c < t.size(); ++c ) {
      t[ c ] = ( c < 0x20 || c >= 0x7f ) ? 1 : 0;
   }
   t[ '"' ] = '"';
   t[ '\\' ] = '\\';
   t[ '\n' ] = 'n';
   t[ '\r' ] = 'r';
   t[ '\t' ] = 't';
   return t;
}

constexpr escape_table text_table() noexcept
{
   escape_table t{};
   for( std::size_t c = 0; c < t.size(); ++c ) {
      t[ c ] = ( c < 0x20 || c == 0x7f ) ? 1 : 0;
   }
   t[ '"' ] = '"';
   t[ '\\' ] = '\\';
   return t;
}

constexpr escape_table json_bytes = bytes_table();
constexpr escape_table json_text = text_table();

void quoted( std::string& out, std::string_view s, const escape_table& table )
{
   out.push_back( '"' );
   const char* p = s.data();
   const char* const end = p + s.size();
   while( p != end ) {
      const char* run = p;
      while( p != end && table[ static_cast< unsigned char >( *p ) ] == 0 ) {
         ++p;
      }
      out.append( run, static_cast< std::size_t >( p - run ) );
      if( p == end ) {
         break;
      }
      const auto c = static_cast< unsigned char >( *p++ );
      const char e = table[ c ];
      if( e == 1 ) {
         const char u[] = { '\\', 'u', '0', '0', hex[ c >> 4 ], hex[ c & 15 ] };
         out.append( u, sizeof( u ) );
      }
      else {
         out.push_back( '\\' );
         out.push_back( e );
      }
   }
   out.push_back( '"' );
}

class json_visitor : public component_visitor {
public:
   explicit json_visitor( std::string& out ) noexcept
      : out_( out )
   {}

   void component( std::string_view name, std::string_view value ) override
   {
      key( name );
      write_json_string( out_, value );
   }

   void fieldspecs( const fieldspecs_view& specs ) override
   {
      key( "fieldspec" );
      out_.push_back( '[' );
      bool first = true;
      for( const auto f : specs ) {
         out_.append( first ? "{\"fieldname\":" : ",{\"fieldname\":" );
         write_json_string( out_, f.fieldname.encoded() );
         out_.append( ",\"fieldvalue\":" );
         write_json_string( out_, f.fieldvalue.encoded() );
         out_.push_back( '}' );
         first = false;
      }
      out_.push_back( ']' );
   }

private:
   void key( std::string_view name )
   {
      if( !first_ ) {
         out_.push_back( ',' );
      }
      first_ = false;
      write_json_string( out_, name );
      out_.push_back( ':' );
   }

   std::string& out_;
   bool first_ = true;
};

void write_diagnosis( std::string& out, const diagnosis& d )
{
   out.append( ",\"error\":{\"offset\":" );
   out.append( std::to_string( d.offset ) );
   out.append( ",\"production\":" );
   write_json_text( out, grammar::rfc_name( d.production ) );
   out.append( ",\"expected\":[" );
   for( std::size_t i = 0; i < d.expected.size(); ++i ) {
      out.append( i ? "," : "" );
      write_json_text( out, d.expected[ i ] );
   }
   out.append( "],\"message\":" );
   write_json_text( out, d.message );
   out.push_back( '}' );
}

void write_warnings( std::string& out, const std::vector< warning >& warnings )
{
   out.append( ",\"warnings\":[" );
   for( std::size_t i = 0; i < warnings.size(); ++i ) {
      out.append( i ? ",{\"code\":" : "{\"code\":" );
      write_json_string( out, warnings[ i ].code );
      out.append( ",\"offset\":" );
      out.append( std::to_string( warnings[ i ].offset ) );
      out.append( ",\"message\":" );
      write_json_text( out, warnings[ i ].message );
      out.push_back( '}' );
   }
   out.push_back( ']' );
}

}  // namespace

void write_json_string( std::string& out, std::string_view bytes )
{
   quoted( out, bytes, json_bytes );
}

void write_json_text( std::string& out, std::string_view text )
{
   quoted( out, text, json_text );
}

void write_json_components( std::string& out, const url_view& url )
{
   out.push_back( '{' );
   json_visitor v( out );
   visit_components( url, v );
   out.push_back( '}' );
}

void write_json( std::string& out, const report& r )
{
   const auto& v = r.verdict();
   out.append( "{\"input\":" );
   write_json_string( out, r.input() );
   out.append( v.valid ? ",\"valid\":true" : ",\"valid\":false" );
   out.append( ",\"production\":" );
   if( v.derived_by ) {
      write_json_string( out, grammar::rfc_name( *v.derived_by ) );
   }
   else {
      out.append( "null" );
   }
   out.append( v.conforms ? ",\"conforms\":true" : ",\"conforms\":false" );
   out.append( ",\"scheme\":" );
   if( v.scheme ) {
      write_json_string( out, *v.scheme );
   }
   else {
      out.append( "null" );
   }
   if( r.url() ) {
      out.append( ",\"components\":" );
      write_json_components( out, *r.url() );
   }
   if( r.diagnosis() ) {
      write_diagnosis( out, *r.diagnosis() );
   }
   write_warnings( out, r.warnings() );
   if( r.prepared().changed() ) {
      out.append( ",\"checked\":" );  // what the modes made of the input; offsets are into it
      write_json_string( out, r.text() );
   }
   const auto& notes = r.prepared().notes();
   if( !notes.empty() ) {
      out.append( ",\"modes\":[" );
      for( std::size_t i = 0; i < notes.size(); ++i ) {
         out.append( i ? "," : "" );
         write_json_text( out, notes[ i ] );
      }
      out.push_back( ']' );
   }
   if( r.diagnosis() ) {
      write_json_fix( out, r.text() );   // the nearest conforming URL, when the RFC gives one
   }
   out.push_back( '}' );
}

std::string to_json( const report& r )
{
   std::string out;
   write_json( out, r );
   return out;
}

}  // namespace rfc1738

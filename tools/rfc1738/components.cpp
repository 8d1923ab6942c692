// SPDX-License-Identifier: BSL-1.0
#include "components.hpp"

#include <string>

#include "rfc1738/decode.hpp"

namespace rfc1738::cli {

namespace {

class json_visitor : public component_visitor {
public:
   json_visitor( output& out, bool decode ) noexcept
      : out_( out ),
        decode_( decode )
   {}

   void component( std::string_view name, std::string_view value ) override
   {
      key( name );
      if( decode_ ) {
         json_string( out_, rfc1738::decode( value ) );
      }
      else {
         json_string( out_, value );
      }
   }

   void fieldspecs( const fieldspecs_view& specs ) override
   {
      key( "fieldspec" );
      out_.put( '[' );
      bool first = true;
      for( const auto f : specs ) {
         out_.put( first ? "{\"fieldname\":" : ",{\"fieldname\":" );
         put( f.fieldname );
         out_.put( ",\"fieldvalue\":" );
         put( f.fieldvalue );
         out_.put( '}' );
         first = false;
      }
      out_.put( ']' );
   }

private:
   void put( const encoded_view& v )
   {
      if( decode_ ) {
         json_string( out_, v.decode() );
      }
      else {
         json_string( out_, v.encoded() );
      }
   }

   void key( std::string_view name )
   {
      if( !first_ ) {
         out_.put( ',' );
      }
      first_ = false;
      json_string( out_, name );
      out_.put( ':' );
   }

   output& out_;
   bool decode_;
   bool first_ = true;
};

class readable_visitor : public component_visitor {
public:
   readable_visitor( output& out, std::string_view indent, bool decode ) noexcept
      : out_( out ),
        indent_( indent ),
        decode_( decode )
   {}

   void component( std::string_view name, std::string_view value ) override
   {
      out_.put( indent_ );
      out_.put( name );
      out_.put( ": " );
      readable( out_, decode_ ? rfc1738::decode( value ) : std::string( value ) );
      out_.put( '\n' );
   }

   void fieldspecs( const fieldspecs_view& specs ) override
   {
      for( const auto f : specs ) {
         component( "fieldname", f.fieldname.encoded() );   // decoded there with --decode
         component( "fieldvalue", f.fieldvalue.encoded() );
      }
   }

private:
   output& out_;
   std::string_view indent_;
   bool decode_;
};

}  // namespace

void json_components( output& out, const url_view& url, bool decode )
{
   out.put( '{' );
   json_visitor v( out, decode );
   visit_components( url, v );
   out.put( '}' );
}

void readable_components( output& out, const url_view& url, std::string_view indent, bool decode )
{
   readable_visitor v( out, indent, decode );
   visit_components( url, v );
}

}  // namespace rfc1738::cli

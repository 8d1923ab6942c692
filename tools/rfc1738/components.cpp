// SPDX-License-Identifier: BSL-1.0
#include "components.hpp"

namespace rfc1738::cli {

namespace {

class json_visitor : public component_visitor {
public:
   explicit json_visitor( output& out ) noexcept
      : out_( out )
   {}

   void component( std::string_view name, std::string_view value ) override
   {
      key( name );
      json_string( out_, value );
   }

   void fieldspecs( const fieldspecs_view& specs ) override
   {
      key( "fieldspec" );
      out_.put( '[' );
      bool first = true;
      for( const auto f : specs ) {
         out_.put( first ? "{\"fieldname\":" : ",{\"fieldname\":" );
         json_string( out_, f.fieldname.encoded() );
         out_.put( ",\"fieldvalue\":" );
         json_string( out_, f.fieldvalue.encoded() );
         out_.put( '}' );
         first = false;
      }
      out_.put( ']' );
   }

private:
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
   bool first_ = true;
};

class readable_visitor : public component_visitor {
public:
   readable_visitor( output& out, std::string_view indent ) noexcept
      : out_( out ),
        indent_( indent )
   {}

   void component( std::string_view name, std::string_view value ) override
   {
      out_.put( indent_ );
      out_.put( name );
      out_.put( ": " );
      readable( out_, value );
      out_.put( '\n' );
   }

   void fieldspecs( const fieldspecs_view& specs ) override
   {
      for( const auto f : specs ) {
         component( "fieldname", f.fieldname.encoded() );
         component( "fieldvalue", f.fieldvalue.encoded() );
      }
   }

private:
   output& out_;
   std::string_view indent_;
};

}  // namespace

void json_components( output& out, const url_view& url )
{
   out.put( '{' );
   json_visitor v( out );
   visit_components( url, v );
   out.put( '}' );
}

void readable_components( output& out, const url_view& url, std::string_view indent )
{
   readable_visitor v( out, indent );
   visit_components( url, v );
}

}  // namespace rfc1738::cli

// SPDX-License-Identifier: BSL-1.0
// The C interface (include/rfc1738.h) over rfc1738::check, rfc1738::parse,
// rfc1738::visit_components and rfc1738::diagnose.
#include "rfc1738.h"

#include <array>
#include <cstring>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rfc1738/check.hpp"
#include "rfc1738/components.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/parse.hpp"
#include "rfc1738/version.hpp"

namespace {

struct span {
   std::size_t offset = 0;
   std::size_t length = 0;
};

struct named_span {
   const char* name = nullptr;  // a string literal (component_visitor)
   span at;
};

struct fieldspec_spans {
   span name;
   span value;
};

}  // namespace

// Everything is computed by rfc1738_parse; nothing refers to the input.
struct rfc1738_result {
   bool valid = false;
   bool conforms = false;
   std::optional< rfc1738::production > derived_by;
   std::size_t error_offset = 0;
   std::optional< std::string > error_message;
   std::array< named_span, rfc1738::max_components > components;
   std::size_t component_count = 0;
   std::vector< fieldspec_spans > fieldspecs;
};

namespace {

// Where `part`, a view into `input`, lies in it.
span span_in( std::string_view input, std::string_view part ) noexcept
{
   return span{ static_cast< std::size_t >( part.data() - input.data() ), part.size() };
}

class collector : public rfc1738::component_visitor {
public:
   collector( std::string_view input, rfc1738_result& r ) noexcept
      : input_( input ),
        r_( r )
   {}

   void component( std::string_view name, std::string_view value ) override
   {
      if( r_.component_count < r_.components.size() ) {
         r_.components[ r_.component_count++ ] = named_span{ name.data(), span_in( input_, value ) };
      }
   }

   void fieldspecs( const rfc1738::fieldspecs_view& specs ) override
   {
      for( const auto f : specs ) {
         r_.fieldspecs.push_back( fieldspec_spans{ span_in( input_, f.fieldname.encoded() ), span_in( input_, f.fieldvalue.encoded() ) } );
      }
   }

private:
   std::string_view input_;
   rfc1738_result& r_;
};

void store( std::size_t* to, std::size_t value ) noexcept
{
   if( to != nullptr ) {
      *to = value;
   }
}

void store( const span& s, std::size_t* offset, std::size_t* length ) noexcept
{
   store( offset, s.offset );
   store( length, s.length );
}

}  // namespace

extern "C" {

const char* rfc1738_version( void ) noexcept
{
   return rfc1738::version;
}

rfc1738_result* rfc1738_parse( const char* data, size_t length ) noexcept
{
   try {
      const std::string_view input = ( data == nullptr ) ? std::string_view() : std::string_view( data, length );
      auto r = std::make_unique< rfc1738_result >();
      const auto v = rfc1738::check( input );
      r->valid = v.valid;
      r->conforms = v.conforms;
      r->derived_by = v.derived_by;
      r->error_offset = input.size();
      if( v.valid ) {
         if( const auto u = rfc1738::parse( input ) ) {
            collector c( input, *r );
            rfc1738::visit_components( *u, c );
         }
      }
      if( !v.conforms ) {
         if( auto d = rfc1738::diagnose( input, v.target ) ) {
            r->error_offset = d->offset;
            r->error_message = std::move( d->message );
         }
      }
      return r.release();
   }
   catch( ... ) {  // std::bad_alloc: nothing else is thrown
      return nullptr;
   }
}

void rfc1738_free( rfc1738_result* result ) noexcept
{
   delete result;
}

int rfc1738_valid( const rfc1738_result* result ) noexcept
{
   return ( result != nullptr && result->valid ) ? 1 : 0;
}

int rfc1738_conforms( const rfc1738_result* result ) noexcept
{
   return ( result != nullptr && result->conforms ) ? 1 : 0;
}

const char* rfc1738_production( const rfc1738_result* result ) noexcept
{
   if( result == nullptr || !result->derived_by ) {
      return nullptr;
   }
   return rfc1738::grammar::rfc_name( *result->derived_by ).data();  // a string literal
}

size_t rfc1738_error_offset( const rfc1738_result* result ) noexcept
{
   return ( result != nullptr ) ? result->error_offset : 0;
}

const char* rfc1738_error_message( const rfc1738_result* result ) noexcept
{
   return ( result != nullptr && result->error_message ) ? result->error_message->c_str() : nullptr;
}

int rfc1738_component( const rfc1738_result* result, const char* name, size_t* offset, size_t* length ) noexcept
{
   if( result == nullptr || name == nullptr ) {
      return 0;
   }
   for( std::size_t i = 0; i < result->component_count; ++i ) {
      if( std::strcmp( result->components[ i ].name, name ) == 0 ) {
         store( result->components[ i ].at, offset, length );
         return 1;
      }
   }
   return 0;
}

size_t rfc1738_component_count( const rfc1738_result* result ) noexcept
{
   return ( result != nullptr ) ? result->component_count : 0;
}

const char* rfc1738_component_at( const rfc1738_result* result, size_t index, size_t* offset, size_t* length ) noexcept
{
   if( result == nullptr || index >= result->component_count ) {
      return nullptr;
   }
   store( result->components[ index ].at, offset, length );
   return result->components[ index ].name;
}

size_t rfc1738_fieldspec_count( const rfc1738_result* result ) noexcept
{
   return ( result != nullptr ) ? result->fieldspecs.size() : 0;
}

int rfc1738_fieldspec( const rfc1738_result* result,
                       size_t index,
                       size_t* name_offset,
                       size_t* name_length,
                       size_t* value_offset,
                       size_t* value_length ) noexcept
{
   if( result == nullptr || index >= result->fieldspecs.size() ) {
      return 0;
   }
   store( result->fieldspecs[ index ].name, name_offset, name_length );
   store( result->fieldspecs[ index ].value, value_offset, value_length );
   return 1;
}

}  // extern "C"

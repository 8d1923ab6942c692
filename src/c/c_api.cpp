// SPDX-License-Identifier: BSL-1.0
// The C interface (include/rfc1738.h) over rfc1738::inspect (the modes,
// rfc1738::check, rfc1738::parse, rfc1738::diagnose, the warnings) and
// rfc1738::visit_components.
#include "rfc1738.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <iterator>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rfc1738/build.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/components.hpp"
#include "rfc1738/compose.hpp"
#include "rfc1738/decode.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/edition.hpp"
#include "rfc1738/encode.hpp"
#include "rfc1738/json.hpp"
#include "rfc1738/parse.hpp"
#include "rfc1738/parse_output.hpp"
#include "rfc1738/port.hpp"
#include "rfc1738/report.hpp"
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

// A node of an edition's derivation (rfc1738::derivation_of).
struct derivation_node {
   const char* name = nullptr;  // a string literal: the generated tables' names
   span at;
   std::size_t depth = 0;
};

struct fieldspec_spans {
   span name;
   span value;
};

struct c_warning {
   std::string_view code;     // static storage, NUL-terminated
   std::size_t offset = 0;
   std::string message;
   std::string_view section;  // static storage, NUL-terminated
};

// §2.2: rfc1738_decode decodes each component that is one part taking
// escapes (the component model), but the paths whose "/" separates what
// "%2F" joins (grammar::hierarchical: hpath §3.3, fpath §3.2.2, urlpath §3.1).
bool decodable( std::string_view name ) noexcept
{
   const std::size_t i = rfc1738::grammar::find_component( name );
   return i < rfc1738::grammar::component_count && rfc1738::grammar::components[ i ].kind == rfc1738::grammar::component_kind::part && !rfc1738::grammar::hierarchical[ i ] &&
          rfc1738::holds( rfc1738::grammar::components[ i ].production, '%' ) == rfc1738::holding::escaped;
}

}  // namespace

// Everything is computed by rfc1738_parse_with; nothing refers to the input.
struct rfc1738_result {
   std::string text;  // the text checked (a copy); every span is into it
   std::vector< std::string > notes;
   std::optional< std::string > fragment;  // RFC1738_FRAGMENT_SPLIT: the bytes after the "#"
   bool valid = false;
   bool conforms = false;
   const char* production = nullptr;  // string literals: the generated tables' names
   const char* target = nullptr;
   std::optional< span > scheme;
   std::size_t error_offset = 0;
   std::optional< std::string > error_message;
   const char* error_production = nullptr;
   std::vector< std::string > error_expected;
   std::vector< named_span > components;
   std::vector< named_span > roles;  // rfc1738_parse_edition: the parts by role (rfc1738::split)
   std::vector< derivation_node > derivation;  // rfc1738_parse_edition: rfc1738::derivation_of
   std::vector< fieldspec_spans > fieldspecs;
   long effective_port = -1;
   std::vector< c_warning > warnings;
};

namespace {

// Where `part`, a view into `input`, lies in it.
span span_in( std::string_view input, std::string_view part ) noexcept
{
   return span{ static_cast< std::size_t >( part.data() - input.data() ), part.size() };
}

// The modes of rfc1738_parse_with's flags (other bits ignored).
rfc1738::options modes_of( const unsigned flags ) noexcept
{
   rfc1738::options modes;
   modes.ignore_scheme_case = ( flags & RFC1738_IGNORE_SCHEME_CASE ) != 0;
   modes.unwrap = ( flags & RFC1738_UNWRAP ) != 0;
   modes.fragment = ( flags & RFC1738_FRAGMENT_SPLIT ) != 0 ? rfc1738::fragment_mode::split : rfc1738::fragment_mode::strict;
   return modes;
}

class collector : public rfc1738::component_visitor {
public:
   collector( std::string_view input, rfc1738_result& r ) noexcept
      : input_( input ),
        r_( r )
   {}

   void component( std::string_view name, std::string_view value ) override
   {
      r_.components.push_back( named_span{ name.data(), span_in( input_, value ) } );
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

// The JSON `write` (write_check_json, write_parse_json) appends for edition
// `edition` (NULL: rfc1738), min( size, its length ) bytes of it copied to
// `buffer`; its length, or 0 when `write` refuses or memory runs out.
template< typename Write >
size_t json_into( const char* edition, char* buffer, size_t size, Write&& write ) noexcept
{
   try {
      const auto e = edition == nullptr ? std::optional< rfc1738::edition >( rfc1738::edition::rfc1738 ) : rfc1738::edition_named( edition );
      std::string json;
      if( !e || !write( json, *e ) ) {
         return 0;
      }
      if( size != 0 ) {
         std::memcpy( buffer, json.data(), std::min( size, json.size() ) );
      }
      return json.size();
   }
   catch( ... ) {  // std::bad_alloc: nothing else is thrown
      return 0;
   }
}

}  // namespace

extern "C" {

const char* rfc1738_version( void ) noexcept
{
   return rfc1738::version;
}

rfc1738_result* rfc1738_parse( const char* data, size_t length ) noexcept
{
   return rfc1738_parse_with( data, length, 0 );
}

rfc1738_result* rfc1738_parse_with( const char* data, size_t length, unsigned flags ) noexcept
{
   try {
      const std::string_view input = ( data == nullptr ) ? std::string_view() : std::string_view( data, length );
      rfc1738::report report;   // its components, effective port, diagnosis and warnings are kept; no node
      rfc1738::inspect_into( report, input, modes_of( flags ), rfc1738::url_tree::components );
      const std::string_view text = report.text();
      auto r = std::make_unique< rfc1738_result >();
      r->text.assign( text );
      r->notes = report.prepared().notes();
      if( const auto fragment = report.prepared().fragment() ) {
         r->fragment.emplace( *fragment );
      }
      const auto& v = report.verdict();
      r->valid = v.valid;
      r->conforms = v.conforms;
      r->production = v.derived_by ? rfc1738::grammar::rfc_name( *v.derived_by ).data() : nullptr;
      r->target = rfc1738::grammar::rfc_name( v.target ).data();
      if( v.scheme ) {
         r->scheme = span_in( text, *v.scheme );
      }
      r->error_offset = text.size();
      if( const auto& u = report.url() ) {
         collector c( text, *r );
         rfc1738::visit_components( *u, c );
         if( const auto port = u->effective_port() ) {
            r->effective_port = static_cast< long >( *port );
         }
      }
      if( const auto& d = report.diagnosis() ) {
         r->error_offset = d->offset;
         r->error_message = d->message;
         r->error_production = rfc1738::grammar::rfc_name( d->production ).data();
         r->error_expected = d->expected;
      }
      for( const auto& w : report.warnings() ) {
         r->warnings.push_back( c_warning{ w.code, w.offset, w.message, w.section } );
      }
      return r.release();
   }
   catch( ... ) {  // std::bad_alloc: nothing else is thrown
      return nullptr;
   }
}

size_t rfc1738_check_json( const char* edition, const char* data, size_t length, unsigned flags, char* buffer, size_t size ) noexcept
{
   const std::string_view input = data == nullptr ? std::string_view() : std::string_view( data, length );
   return json_into( edition, buffer, size, [ & ]( std::string& json, const rfc1738::edition e ) { return rfc1738::write_check_json( json, e, input, modes_of( flags ) ); } );
}

size_t rfc1738_parse_json( const char* edition, const char* data, size_t length, unsigned flags, char* buffer, size_t size ) noexcept
{
   const std::string_view input = data == nullptr ? std::string_view() : std::string_view( data, length );
   return json_into( edition, buffer, size, [ & ]( std::string& json, const rfc1738::edition e ) {
      return rfc1738::write_parse_json( json, e, input, modes_of( flags ), ( flags & RFC1738_DECODE ) != 0 );
   } );
}

size_t rfc1738_edition_count( void ) noexcept
{
   return std::size( rfc1738::editions );
}

const char* rfc1738_edition_name( size_t index, const char** title ) noexcept
{
   if( index >= std::size( rfc1738::editions ) ) {
      return nullptr;
   }
   const auto e = rfc1738::editions[ index ];
   if( title != nullptr ) {
      *title = rfc1738::title_of( e ).data();  // generated string literals
   }
   return rfc1738::name_of( e ).data();
}

rfc1738_result* rfc1738_parse_edition( const char* edition, const char* data, size_t length ) noexcept
{
   const auto e = edition == nullptr ? std::nullopt : rfc1738::edition_named( edition );
   if( !e ) {
      return nullptr;
   }
   try {
      const std::string_view input = ( data == nullptr ) ? std::string_view() : std::string_view( data, length );
      std::unique_ptr< rfc1738_result > r;
      const auto report = rfc1738::compare_editions( input, { *e } );
      const auto& a = report.answers.front();
      if( *e == rfc1738::edition::rfc1738 ) {
         r.reset( rfc1738_parse_with( data, length, 0 ) );   // the same answers, warnings and fieldspecs too
         if( !r ) {
            return nullptr;
         }
      }
      else {
         r = std::make_unique< rfc1738_result >();
         r->text.assign( input );
         r->valid = a.verdict.valid;
         r->conforms = a.verdict.conforms;
         r->production = a.verdict.production ? a.verdict.production->data() : nullptr;
         r->target = a.verdict.target.data();
         r->error_offset = input.size();
         if( a.error ) {
            r->error_offset = a.error->offset;
            r->error_message = a.error->message;
            r->error_production = a.error->production.data();
            r->error_expected = a.error->expected;
         }
         if( a.split ) {
            for( const auto& c : a.split->components ) {
               r->components.push_back( named_span{ c.name.data(), span{ c.offset, c.size } } );
            }
         }
      }
      if( a.split ) {
         for( const auto& p : a.split->roles ) {
            r->roles.push_back( named_span{ p.name.data(), span{ p.offset, p.size } } );
            if( p.name == "scheme" ) {
               r->scheme = span{ p.offset, p.size };
            }
         }
      }
      if( const auto nodes = rfc1738::derivation_of( *e, input ) ) {
         r->derivation.reserve( nodes->size() );
         for( const auto& n : *nodes ) {
            r->derivation.push_back( derivation_node{ n.name.data(), span{ n.begin, n.end - n.begin }, n.depth } );
         }
      }
      return r.release();
   }
   catch( ... ) {  // std::bad_alloc: nothing else is thrown
      return nullptr;
   }
}

size_t rfc1738_edition_part_count( const char* edition ) noexcept
{
   const auto e = edition == nullptr ? std::nullopt : rfc1738::edition_named( edition );
   try {
      return e ? rfc1738::part_names( *e ).size() : 0;
   }
   catch( ... ) {  // std::bad_alloc: nothing else is thrown
      return 0;
   }
}

const char* rfc1738_edition_part( const char* edition, size_t index ) noexcept
{
   const auto e = edition == nullptr ? std::nullopt : rfc1738::edition_named( edition );
   try {
      if( e ) {
         const auto names = rfc1738::part_names( *e );
         if( index < names.size() ) {
            return names[ index ].data();  // string literals: the generated tables' names and the roles
         }
      }
      return nullptr;
   }
   catch( ... ) {  // std::bad_alloc: nothing else is thrown
      return nullptr;
   }
}

size_t rfc1738_derivation_count( const rfc1738_result* result ) noexcept
{
   return ( result != nullptr ) ? result->derivation.size() : 0;
}

const char* rfc1738_derivation_node( const rfc1738_result* result, size_t index, size_t* offset, size_t* length, size_t* depth ) noexcept
{
   if( result == nullptr || index >= result->derivation.size() ) {
      return nullptr;
   }
   const auto& n = result->derivation[ index ];
   store( n.at, offset, length );
   store( depth, n.depth );
   return n.name;
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
   return ( result != nullptr ) ? result->production : nullptr;
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
   for( const auto& c : result->components ) {
      if( std::strcmp( c.name, name ) == 0 ) {
         store( c.at, offset, length );
         return 1;
      }
   }
   // A role ("path", "type", ...): the component of that role in this URL.
   for( std::size_t i = 0; i < result->components.size(); ++i ) {
      const auto c = rfc1738::grammar::find_component( result->components[ i ].name );
      if( c < rfc1738::grammar::component_count && rfc1738::grammar::components[ c ].role == name ) {
         store( result->components[ i ].at, offset, length );
         return 1;
      }
   }
   return 0;
}

int rfc1738_role( const rfc1738_result* result, const char* role, size_t* offset, size_t* length ) noexcept
{
   if( result == nullptr || role == nullptr ) {
      return 0;
   }
   for( const auto& c : result->roles ) {
      if( std::strcmp( c.name, role ) == 0 ) {
         store( c.at, offset, length );
         return 1;
      }
   }
   return 0;
}

size_t rfc1738_component_count( const rfc1738_result* result ) noexcept
{
   return ( result != nullptr ) ? result->components.size() : 0;
}

const char* rfc1738_component_at( const rfc1738_result* result, size_t index, size_t* offset, size_t* length ) noexcept
{
   if( result == nullptr || index >= result->components.size() ) {
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

const char* rfc1738_checked_text( const rfc1738_result* result, size_t* length ) noexcept
{
   if( result == nullptr ) {
      return nullptr;
   }
   store( length, result->text.size() );
   return result->text.c_str();
}

const char* rfc1738_fragment( const rfc1738_result* result, size_t* length ) noexcept
{
   if( result == nullptr || !result->fragment ) {
      return nullptr;
   }
   store( length, result->fragment->size() );
   return result->fragment->c_str();
}

size_t rfc1738_note_count( const rfc1738_result* result ) noexcept
{
   return ( result != nullptr ) ? result->notes.size() : 0;
}

const char* rfc1738_note( const rfc1738_result* result, size_t index ) noexcept
{
   return ( result != nullptr && index < result->notes.size() ) ? result->notes[ index ].c_str() : nullptr;
}

int rfc1738_scheme( const rfc1738_result* result, size_t* offset, size_t* length ) noexcept
{
   if( result == nullptr || !result->scheme ) {
      return 0;
   }
   store( *result->scheme, offset, length );
   return 1;
}

const char* rfc1738_target( const rfc1738_result* result ) noexcept
{
   return ( result != nullptr ) ? result->target : nullptr;
}

const char* rfc1738_error_production( const rfc1738_result* result ) noexcept
{
   return ( result != nullptr ) ? result->error_production : nullptr;
}

size_t rfc1738_error_expected_count( const rfc1738_result* result ) noexcept
{
   return ( result != nullptr ) ? result->error_expected.size() : 0;
}

const char* rfc1738_error_expected( const rfc1738_result* result, size_t index ) noexcept
{
   return ( result != nullptr && index < result->error_expected.size() ) ? result->error_expected[ index ].c_str() : nullptr;
}

size_t rfc1738_decode_text( const char* data, size_t length, char* buffer, size_t size ) noexcept
{
   if( data == nullptr ) {
      return 0;
   }
   std::size_t n = 0;
   for( const char c : rfc1738::decode_view( std::string_view( data, length ) ) ) {
      if( n < size && buffer != nullptr ) {
         buffer[ n ] = c;
      }
      ++n;
   }
   return n;
}

int rfc1738_decode( const rfc1738_result* result, const char* name, char* buffer, size_t size, size_t* needed ) noexcept
{
   if( result == nullptr || name == nullptr ) {
      return 0;
   }
   std::size_t offset = 0, length = 0;
   if( !decodable( name ) || rfc1738_component( result, name, &offset, &length ) == 0 ) {
      return 0;
   }
   store( needed, rfc1738_decode_text( result->text.data() + offset, length, buffer, size ) );
   return 1;
}

long rfc1738_default_port( const char* scheme, size_t length ) noexcept
{
   if( scheme == nullptr ) {
      return -1;
   }
   const auto port = rfc1738::default_port( std::string_view( scheme, length ) );
   return port ? static_cast< long >( *port ) : -1;
}

size_t rfc1738_form_count( void ) noexcept
{
   return rfc1738::grammar::url_form_count;
}

// The generated table's strings are string literals: NUL-terminated, static.
const char* rfc1738_form( size_t index, const char** scheme, const char** authority ) noexcept
{
   if( index >= rfc1738::grammar::url_form_count ) {
      return nullptr;
   }
   const auto& f = rfc1738::grammar::url_forms[ index ];
   if( scheme != nullptr ) {
      *scheme = f.scheme.data();
   }
   if( authority != nullptr ) {
      *authority = rfc1738::grammar::name_of( f.authority ).data();
   }
   return rfc1738::grammar::rfc_name( f.syntax ).data();
}

size_t rfc1738_form_component_count( size_t form ) noexcept
{
   return form < rfc1738::grammar::url_form_count ? rfc1738::grammar::url_forms[ form ].count : 0;
}

const char* rfc1738_form_component( size_t form, size_t index, const char** role, const char** section, const char** noun ) noexcept
{
   if( form >= rfc1738::grammar::url_form_count || index >= rfc1738::grammar::url_forms[ form ].count ) {
      return nullptr;
   }
   const auto& f = rfc1738::grammar::url_forms[ form ];
   const auto& c = rfc1738::grammar::info( f.components[ index ] );
   if( role != nullptr ) {
      *role = c.role.data();
   }
   if( section != nullptr ) {
      *section = f.sections[ index ].data();
   }
   if( noun != nullptr ) {
      *noun = c.noun.data();
   }
   return c.name.data();
}

long rfc1738_effective_port( const rfc1738_result* result ) noexcept
{
   return ( result != nullptr ) ? result->effective_port : -1;
}

size_t rfc1738_warning_count( const rfc1738_result* result ) noexcept
{
   return ( result != nullptr ) ? result->warnings.size() : 0;
}

const char* rfc1738_warning( const rfc1738_result* result, size_t index, size_t* offset ) noexcept
{
   if( result == nullptr || index >= result->warnings.size() ) {
      return nullptr;
   }
   store( offset, result->warnings[ index ].offset );
   return result->warnings[ index ].code.data();  // a string literal
}

const char* rfc1738_warning_message( const rfc1738_result* result, size_t index ) noexcept
{
   return ( result != nullptr && index < result->warnings.size() ) ? result->warnings[ index ].message.c_str() : nullptr;
}

const char* rfc1738_warning_section( const rfc1738_result* result, size_t index ) noexcept
{
   return ( result != nullptr && index < result->warnings.size() ) ? result->warnings[ index ].section.data() : nullptr;  // a string literal
}

}  // extern "C"

int rfc1738_encode( const char* production, const char* data, size_t length, char* buffer, size_t size, size_t* needed, const char** message ) noexcept
{
   thread_local std::string last_message;
   try {
      std::optional< rfc1738::production > p;
      if( production != nullptr ) {
         for( std::size_t i = 0; i < rfc1738::grammar::production_count; ++i ) {
            if( rfc1738::grammar::production_names[ i ] == std::string_view( production ) ) {
               p = static_cast< rfc1738::production >( i );
            }
         }
      }
      if( !p || ( data == nullptr && length != 0 ) ) {
         last_message = "not a production of RFC 1738 §5";
         if( message != nullptr ) {
            *message = last_message.c_str();
         }
         return 0;
      }
      const auto e = rfc1738::encode( *p, std::string_view( data == nullptr ? "" : data, length ) );
      if( !e ) {
         last_message = e.error().message;
         if( message != nullptr ) {
            *message = last_message.c_str();
         }
         return 0;
      }
      if( buffer != nullptr ) {
         std::memcpy( buffer, e->data(), std::min( size, e->size() ) );
      }
      store( needed, e->size() );
      return 1;
   }
   catch( ... ) {
      return 0;
   }
}

struct rfc1738_builder {
   rfc1738::url_parts parts;
   std::string url;
   std::optional< rfc1738::build_error > error;
};

rfc1738_builder* rfc1738_builder_new( const char* scheme, size_t length ) noexcept
{
   try {
      auto b = std::make_unique< rfc1738_builder >();
      if( scheme != nullptr ) {
         b->parts.scheme.assign( scheme, length );
      }
      return b.release();
   }
   catch( ... ) {
      return nullptr;
   }
}

int rfc1738_builder_set( rfc1738_builder* builder, const char* part, const char* data, size_t length ) noexcept
{
   if( builder == nullptr || part == nullptr || ( data == nullptr && length != 0 ) ) {
      return 0;
   }
   try {
      return rfc1738::set_part( builder->parts, part, std::string_view( data == nullptr ? "" : data, length ) ) ? 1 : 0;
   }
   catch( ... ) {
      return 0;
   }
}

const char* rfc1738_build( rfc1738_builder* builder, size_t* length ) noexcept
{
   if( builder == nullptr ) {
      return nullptr;
   }
   try {
      builder->error.reset();
      auto u = rfc1738::build( builder->parts );
      if( !u ) {
         builder->error = u.error();
         return nullptr;
      }
      builder->url = *u;
      store( length, builder->url.size() );
      return builder->url.c_str();
   }
   catch( ... ) {
      builder->error = rfc1738::build_error{ "parts", std::nullopt, "out of memory" };
      return nullptr;
   }
}

const char* rfc1738_builder_error( const rfc1738_builder* builder ) noexcept
{
   return ( builder != nullptr && builder->error ) ? builder->error->message.c_str() : nullptr;
}

const char* rfc1738_builder_error_part( const rfc1738_builder* builder ) noexcept
{
   return ( builder != nullptr && builder->error ) ? builder->error->part.c_str() : nullptr;
}

void rfc1738_builder_free( rfc1738_builder* builder ) noexcept
{
   delete builder;
}

struct rfc1738_edit {
   std::string url;
   std::vector< rfc1738::component_edit > edits;
   std::string result;
   std::optional< rfc1738::build_error > error;
};

rfc1738_edit* rfc1738_edit_new( const char* url, size_t length ) noexcept
{
   try {
      auto e = std::make_unique< rfc1738_edit >();
      if( url != nullptr ) {
         e->url.assign( url, length );
      }
      return e.release();
   }
   catch( ... ) {
      return nullptr;
   }
}

int rfc1738_edit_set( rfc1738_edit* edit, const char* name, const char* data, size_t length, unsigned flags ) noexcept
{
   if( edit == nullptr || name == nullptr ) {
      return 0;
   }
   try {
      edit->edits.push_back( { name, std::string( data != nullptr ? data : "", data != nullptr ? length : 0 ), ( flags & RFC1738_EDIT_ENCODED ) != 0 } );
      return 1;
   }
   catch( ... ) {
      return 0;
   }
}

int rfc1738_edit_remove( rfc1738_edit* edit, const char* name ) noexcept
{
   if( edit == nullptr || name == nullptr ) {
      return 0;
   }
   try {
      edit->edits.push_back( { name, std::nullopt, false } );
      return 1;
   }
   catch( ... ) {
      return 0;
   }
}

const char* rfc1738_edit_apply( rfc1738_edit* edit, size_t* length ) noexcept
{
   if( edit == nullptr ) {
      return nullptr;
   }
   try {
      edit->error.reset();
      auto r = rfc1738::set_components( edit->url, edit->edits );
      if( !r ) {
         edit->error = r.error();
         return nullptr;
      }
      edit->result = *r;
      if( length != nullptr ) {
         *length = edit->result.size();
      }
      return edit->result.c_str();
   }
   catch( ... ) {
      edit->error = rfc1738::build_error{ "", std::nullopt, "out of memory" };
      return nullptr;
   }
}

const char* rfc1738_edit_error( const rfc1738_edit* edit ) noexcept
{
   return ( edit != nullptr && edit->error ) ? edit->error->message.c_str() : nullptr;
}

const char* rfc1738_edit_error_part( const rfc1738_edit* edit ) noexcept
{
   return ( edit != nullptr && edit->error ) ? edit->error->part.c_str() : nullptr;
}

void rfc1738_edit_free( rfc1738_edit* edit ) noexcept
{
   delete edit;
}

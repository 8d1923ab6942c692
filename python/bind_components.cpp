// SPDX-License-Identifier: BSL-1.0
// The component model (grammar/components.facts, RFC 1738 §3, §5): its
// tables (components_of, url_forms, components) and what writes components
// (_compose, _set, _encode: rfc1738.compose, set, encode).
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <rfc1738.hpp>

#include "bind_text.hpp"

namespace py = pybind11;

namespace {

using namespace rfc1738::python;   // bind_text.hpp: ascii, bytes_of, check_size, name_of, text_as

// The production of RFC 1738 §5 named `name`, or a ValueError.
rfc1738::production production_named( const std::string& name )
{
   for( std::size_t i = 0; i < rfc1738::grammar::production_count; ++i ) {
      const auto p = static_cast< rfc1738::production >( i );
      if( rfc1738::grammar::rfc_name( p ) == name ) {
         return p;
      }
   }
   throw py::value_error( "rfc1738: no production named " + name + " in RFC 1738 §5" );
}

// A build_error as the tuple (part, offset or None, message) that
// rfc1738.BuildError (python/rfc1738/__init__.py) is raised from.
py::tuple error_tuple( const rfc1738::build_error& e )
{
   return py::make_tuple( e.part, e.offset ? py::object( py::int_( *e.offset ) ) : py::object( py::none() ), e.message );
}

// compose(): the URL (str), or the error tuple.
py::object compose( const py::handle scheme, const py::handle components, const py::handle like, const std::optional< std::string >& form )
{
   std::string scheme_storage;
   const std::string s( bytes_of( scheme, scheme_storage, "scheme" ) );
   std::vector< std::pair< std::string, std::string > > parts;
   for( const auto item : py::iter( components ) ) {
      const auto pair = py::reinterpret_borrow< py::tuple >( item );
      if( !py::isinstance< py::tuple >( item ) || pair.size() != 2 ) {
         throw py::type_error( "rfc1738.compose: each component must be a (name, value) pair" );
      }
      std::string n, v;
      parts.emplace_back( std::string( bytes_of( pair[ 0 ], n, "component name" ) ), std::string( bytes_of( pair[ 1 ], v, "component value" ) ) );
   }
   std::string like_storage;
   const std::string l = like.is_none() ? std::string() : std::string( bytes_of( like, like_storage, "like" ) );
   std::optional< rfc1738::production > f;
   if( form ) {
      f = production_named( *form );
   }
   const auto r = rfc1738::compose( s, parts, l, f );
   if( !r ) {
      return error_tuple( r.error() );
   }
   return ascii( *r );
}

// set(): the URL (str when `url` is a str, else bytes), or the error tuple.
py::object set_components( const py::handle url, const py::handle edits, const bool raw )
{
   std::string storage;
   const auto u = bytes_of( url, storage );
   check_size( u );
   std::vector< rfc1738::component_edit > e;
   for( const auto item : py::iter( edits ) ) {
      const auto pair = py::reinterpret_borrow< py::tuple >( item );
      if( !py::isinstance< py::tuple >( item ) || pair.size() != 2 ) {
         throw py::type_error( "rfc1738.set: each edit must be a (name, value) pair" );
      }
      rfc1738::component_edit edit;
      std::string n, v;
      edit.name = std::string( bytes_of( pair[ 0 ], n, "component name" ) );
      if( !pair[ 1 ].is_none() ) {
         edit.value = std::string( bytes_of( pair[ 1 ], v, "component value" ) );
      }
      edit.encoded = raw;
      e.push_back( std::move( edit ) );
   }
   const auto r = rfc1738::set_components( u, e );
   if( !r ) {
      return error_tuple( r.error() );
   }
   return text_as( *r, PyUnicode_Check( url.ptr() ) != 0 );
}

// The URL forms, in url's order: the array `rfc1738 grammar --forms --json`
// writes (rfc1738::write_url_forms_json).
py::list url_forms()
{
   std::string json;
   rfc1738::write_url_forms_json( json );
   return py::list( json_object( json ) );
}

// The components of a URL form, as url_forms() gives them.
py::list components_of_form( const std::string& form )
{
   const auto p = production_named( form );
   if( rfc1738::grammar::find_url_form( p ) == nullptr ) {
      throw py::value_error( "rfc1738: " + form + " is not a URL form (an alternative of url, RFC 1738 §5: httpurl ... prosperourl, otherurl)" );
   }
   for( const auto f : url_forms() ) {
      if( f[ "production" ].cast< std::string >() == form ) {
         return f[ "components" ];
      }
   }
   return py::list();   // not reached: every URL form is in url_forms()
}

// Every component, in the order of grammar/components.facts (the
// enumeration's): its own section ('' where it is the scheme's), and the URL
// forms that hold it.
py::list all_components()
{
   py::list out;
   for( const auto& c : rfc1738::grammar::components ) {
      py::dict d;
      d[ "name" ] = ascii( c.name );
      d[ "role" ] = ascii( c.role );
      d[ "section" ] = ascii( c.section );
      d[ "noun" ] = ascii( c.noun );
      d[ "kind" ] = ascii( rfc1738::grammar::name_of( c.kind ) );
      py::list forms;
      for( const auto& f : rfc1738::grammar::url_forms ) {
         for( std::size_t i = 0; i < f.count; ++i ) {
            if( rfc1738::grammar::info( f.components[ i ] ).name == c.name ) {
               forms.append( ascii( rfc1738::grammar::rfc_name( f.syntax ) ) );
            }
         }
      }
      d[ "forms" ] = forms;
      out.append( d );
   }
   return out;
}

// encode(): the encoded text (str), or the error tuple.
py::object encode( const std::string& production, const py::handle value )
{
   const auto p = production_named( production );
   if( !rfc1738::encodable( p ) ) {
      throw py::value_error( "rfc1738.encode: " + production + " is not one component of a URL (RFC 1738 §5); encode takes a segment, a path, a host, ..." );
   }
   std::string storage;
   const auto r = rfc1738::encode( p, bytes_of( value, storage, "value" ) );
   if( !r ) {
      return error_tuple( r.error() );
   }
   return ascii( *r );
}

}  // namespace

void bind_components( py::module_& m )
{
   m.def( "_compose", &compose, py::arg( "scheme" ), py::arg( "components" ), py::arg( "like" ), py::arg( "form" ) );
   m.def( "_set", &set_components, py::arg( "url" ), py::arg( "edits" ), py::arg( "raw" ) );
   m.def( "_encode", &encode, py::arg( "production" ), py::arg( "value" ) );
   m.def( "components_of", &components_of_form, py::arg( "form" ),
          "The components of the URL form `form` ('httpurl' ... 'prosperourl', 'otherurl'; RFC 1738 §3, §5) in BNF order: a list of dicts "
          "with name (its production's RFC name, as parse writes it), role (the same across schemes: 'path', 'type', ...), section (of RFC 1738, "
          "the one that defines it in this form: fpath is 3.2.2 in ftpurl, 3.10 in fileurl), noun (for messages) and kind ('part', 'repeated', 'contains'), from grammar/components.facts." );
   m.def( "url_forms", &url_forms,
          "The URL forms of RFC 1738 §5 (url's alternatives: each scheme's production, then otherurl), in url's order, as `rfc1738 grammar "
          "--forms --json` writes them: a list of dicts with production, scheme (None for otherurl), target (the production check names for "
          "a URL of that scheme: genericurl for otherurl), authority ('none', 'host', 'hostport', 'login') and components (as components_of "
          "gives them), from the generated table (grammar/components.facts)." );
   m.def( "components", &all_components,
          "Every component of a URL (RFC 1738 §3, §5), in the order of grammar/components.facts: a list of dicts with name, role, section "
          "(its own; '' where it is the section of the scheme whose URL holds it), noun, kind and forms (the URL forms that hold it)." );
}

// SPDX-License-Identifier: BSL-1.0
// What the bind_<topic>.cpp files of the extension rfc1738._rfc1738 share:
// taking a Python argument as bytes and giving text back, with the contract
// of python/rfc1738_module.cpp, which uses them too: a str is its UTF-8 bytes (strict: a lone surrogate is a
// ValueError naming its position), bytes, bytearray and memoryview are taken
// as they are, anything else is a TypeError.
#ifndef RFC1738_PYTHON_BIND_TEXT_HPP
#define RFC1738_PYTHON_BIND_TEXT_HPP

#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>
#include <optional>
#include <vector>

#include <pybind11/pybind11.h>

#include <rfc1738.hpp>

namespace rfc1738::python {

namespace py = pybind11;

/// The bytes of `o`; `storage` holds a copy when `o` is not a str or bytes
/// (a str's UTF-8 is cached in the str: the view lives as long as `o`).
/// `what` names the argument in messages.
inline std::string_view bytes_of( const py::handle o, std::string& storage, const char* what = "url" )
{
   if( PyUnicode_Check( o.ptr() ) ) {
      Py_ssize_t size = 0;
      const char* data = PyUnicode_AsUTF8AndSize( o.ptr(), &size );
      if( data == nullptr ) {
         PyErr_Clear();
         const Py_ssize_t n = PyUnicode_GetLength( o.ptr() );
         Py_ssize_t at = 0;
         Py_UCS4 c = 0;
         for( ; at < n; ++at ) {
            c = PyUnicode_ReadChar( o.ptr(), at );
            if( c >= 0xD800 && c <= 0xDFFF ) {
               break;
            }
         }
         char hex[ 16 ];
         std::snprintf( hex, sizeof( hex ), "U+%04X", static_cast< unsigned >( c ) );
         throw py::value_error( std::string( "rfc1738: the " ) + what + " (a str) cannot be encoded as UTF-8: lone surrogate " + hex + " at position " + std::to_string( at ) + "; pass bytes to check other octets" );
      }
      return { data, static_cast< std::size_t >( size ) };
   }
   if( PyBytes_Check( o.ptr() ) ) {
      return { PyBytes_AS_STRING( o.ptr() ), static_cast< std::size_t >( PyBytes_GET_SIZE( o.ptr() ) ) };
   }
   if( PyByteArray_Check( o.ptr() ) || PyMemoryView_Check( o.ptr() ) ) {
      Py_buffer view;
      if( PyObject_GetBuffer( o.ptr(), &view, PyBUF_SIMPLE ) != 0 ) {
         PyErr_Clear();
         throw py::type_error( std::string( "rfc1738: the " ) + what + " must be a str or a contiguous bytes-like object" );
      }
      storage.assign( static_cast< const char* >( view.buf ), static_cast< std::size_t >( view.len ) );
      PyBuffer_Release( &view );
      return storage;
   }
   throw py::type_error( std::string( "rfc1738: the " ) + what + " must be str, bytes, bytearray or memoryview, not " + std::string( py::str( o.get_type().attr( "__name__" ) ) ) );
}

/// bytes_of, and a ValueError for more than rfc1738::max_input_size bytes.
inline std::string_view input_of( const py::handle o, std::string& storage, const char* what )
{
   const auto s = bytes_of( o, storage, what );
   if( s.size() > rfc1738::max_input_size ) {
      throw py::value_error( std::string( "rfc1738: the " ) + what + " is longer than 4 GiB - 1 bytes" );
   }
   return s;
}

/// Text the library wrote (ASCII, or the program's own UTF-8, "§").
inline py::str text( const std::string_view s )
{
   return py::str( s.data(), s.size() );
}

/// Bytes of the input: a str (UTF-8, surrogateescape) when the input was one, else bytes.
inline py::object text_as( const std::string_view s, const bool was_str )
{
   if( was_str ) {
      PyObject* r = PyUnicode_DecodeUTF8( s.data(), static_cast< Py_ssize_t >( s.size() ), "surrogateescape" );
      if( r == nullptr ) {
         throw py::error_already_set();
      }
      return py::reinterpret_steal< py::object >( r );
   }
   return py::bytes( s.data(), s.size() );
}

/// The object of a JSON text the library wrote (json.loads): the program's
/// JSON, field for field.
inline py::object json_object( const std::string& json )
{
   return py::module_::import( "json" ).attr( "loads" )( text( json ) );
}

/// A string json_object read of the input's bytes as the library's JSON
/// writer writes them (write_json_string: a byte above 0x7f as \u00XX),
/// as text_as gives those bytes.
inline py::object input_text( const py::handle s, const bool was_str )
{
   return text_as( s.attr( "encode" )( "latin-1" ).cast< std::string >(), was_str );
}

/// The fragment mode named `name` ("strict", "split"), or a ValueError.
inline rfc1738::fragment_mode fragment_of( const std::string& name )
{
   if( name != "strict" && name != "split" ) {
      throw py::value_error( "rfc1738: fragment must be 'strict' or 'split', not " + std::string( py::repr( text( name ) ) ) );
   }
   return name == "split" ? rfc1738::fragment_mode::split : rfc1738::fragment_mode::strict;
}

/// ASCII (every component of a URL is: the grammar holds no byte >= 0x80).
inline py::str ascii( const std::string_view s )
{
   return py::str( s.data(), s.size() );
}

/// A ValueError for an input longer than rfc1738::max_input_size.
inline void check_size( const std::string_view s )
{
   if( s.size() > rfc1738::max_input_size ) {
      throw py::value_error( "rfc1738: the url is longer than 4 GiB - 1 bytes" );
   }
}

/// The RFC's name of production `p`.
inline std::string name_of( const rfc1738::production p )
{
   return std::string( rfc1738::grammar::rfc_name( p ) );
}

/// The modes of check, check_batch and check_lines (RFC 1738 §2.1, Appendix, §2.2).
inline rfc1738::options modes_of( const bool ignore_scheme_case, const bool unwrap, const std::string& fragment )
{
   rfc1738::options o;
   o.ignore_scheme_case = ignore_scheme_case;
   o.unwrap = unwrap;
   o.fragment = fragment_of( fragment );
   return o;
}

/// The edition named `name` ("rfc1738", "draft-03", "draft-03-literal"), or a ValueError.
inline rfc1738::edition edition_of( const std::string& name )
{
   const auto e = rfc1738::edition_named( name );
   if( !e ) {
      std::string names;
      for( const auto ed : rfc1738::editions ) {
         names += ( names.empty() ? "'" : ", '" ) + std::string( rfc1738::name_of( ed ) ) + "'";
      }
      throw py::value_error( "rfc1738: no edition named " + std::string( py::repr( text( name ) ) ) + " (the editions: " + names + ")" );
   }
   return *e;
}

/// The editions named in `chosen`, in that order; none (every edition) for
/// None, a ValueError naming `function` for an empty list.
inline std::vector< rfc1738::edition > editions_of( const std::optional< std::vector< std::string > >& chosen, const char* function )
{
   std::vector< rfc1738::edition > which;
   if( chosen && chosen->empty() ) {
      throw py::value_error( std::string( "rfc1738." ) + function + ": editions is empty (None for every edition)" );
   }
   for( std::size_t i = 0; chosen && i < chosen->size(); ++i ) {
      which.push_back( edition_of( ( *chosen )[ i ] ) );
   }
   return which;
}

/// The document format named `format` ("text", "markdown", "html"), or,
/// when it is None, the one the file name `name` says (.md, .html, ...:
/// rfc1738::format_of_path, as `rfc1738 lint` reads a FILE), text without a
/// name; a ValueError naming `function` for any other.
inline rfc1738::document_format format_of( const py::handle format, const py::handle name, const char* function )
{
   if( format.is_none() ) {
      return name.is_none() ? rfc1738::document_format::text : rfc1738::format_of_path( py::str( name ).cast< std::string >() );
   }
   const auto f = py::str( format ).cast< std::string >();
   for( const auto k : { rfc1738::document_format::text, rfc1738::document_format::markdown, rfc1738::document_format::html } ) {
      if( rfc1738::name_of( k ) == f ) {
         return k;
      }
   }
   throw py::value_error( std::string( "rfc1738." ) + function + ": format is \"text\", \"markdown\" or \"html\", not \"" + f + "\"" );
}

}  // namespace rfc1738::python

#endif

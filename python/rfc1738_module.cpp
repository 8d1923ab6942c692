// SPDX-License-Identifier: BSL-1.0
// The extension rfc1738._rfc1738: the library bound with pybind11. The
// package rfc1738 (python/rfc1738/__init__.py) re-exports it.
//
// Inputs: a str is taken as its UTF-8 bytes (strict: a lone surrogate is a
// ValueError naming its position), bytes, bytearray and memoryview as they
// are; anything else is a TypeError. Every object returned owns what it
// holds, or keeps alive the object it views (py::keep_alive).

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <cstdint>
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
// The program's hint under a message: python3 -m rfc1738 prints it as the program does.
#include "../tools/rfc1738/hints.hpp"

namespace py = pybind11;

namespace {

using rfc1738::python::ascii;
using rfc1738::python::check_size;
using rfc1738::python::bytes_of;   // bind_text.hpp: str (UTF-8, strict), bytes, bytearray, memoryview
using rfc1738::python::fragment_of;
using rfc1738::python::input_text;
using rfc1738::python::json_object;
using rfc1738::python::modes_of;
using rfc1738::python::name_of;
using rfc1738::python::text_as;

py::object ascii_or_none( const std::optional< std::string_view >& s )
{
   return s ? py::object( ascii( *s ) ) : py::object( py::none() );
}


// A component as written, with its decoding (§2.2). Owns a copy.
struct encoded {
   std::string text;
   explicit encoded( const rfc1738::encoded_view& v )
      : text( v.encoded() )
   {}
};

py::object encoded_or_none( const std::optional< rfc1738::encoded_view >& v )
{
   return v ? py::cast( encoded( *v ) ) : py::object( py::none() );
}

py::list segments_of( const rfc1738::segments_view& s )
{
   py::list out;
   for( const auto& e : s ) {
      out.append( encoded( e ) );
   }
   return out;
}

py::object digits_or_none( const std::optional< rfc1738::digits_view >& d )
{
   return d ? py::object( ascii( d->text() ) ) : py::object( py::none() );
}

// The "components" object of `check --json`, as a dict.
class dict_visitor : public rfc1738::component_visitor {
public:
   py::dict out;
   void component( const std::string_view name, const std::string_view value ) override
   {
      out[ ascii( name ) ] = ascii( value );
   }
   void fieldspecs( const rfc1738::fieldspecs_view& specs ) override
   {
      py::list l;
      for( const auto& f : specs ) {
         py::dict d;
         d[ "fieldname" ] = ascii( f.fieldname.encoded() );
         d[ "fieldvalue" ] = ascii( f.fieldvalue.encoded() );
         l.append( d );
      }
      out[ "fieldspec" ] = l;
   }
};

py::dict components_of( const rfc1738::url_view& u )
{
   dict_visitor v;
   rfc1738::visit_components( u, v );
   return v.out;
}

// The result of check(): the input, its verdict (rfc1738::check), and the
// library's full report on it (rfc1738::inspect_into: the parse, the diagnosis,
// the warnings, the fix), made the first time a property needs it. A loop
// of check() that reads the verdict alone pays for rfc1738::check alone;
// check_many's results are built the same way. The input object is held,
// not copied: a str and a bytes are immutable, and the bytes viewed are the
// bytes' own or the str's UTF-8, which CPython keeps in the str (its
// characters themselves for an ASCII str). A bytearray or a memoryview is
// copied into a bytes first (it could change).
struct result {
   py::object input;        // str or bytes
   std::string_view bytes;  // of `input`, valid while it lives
   bool was_str;
   rfc1738::options modes;
   bool any_mode;
   rfc1738::verdict plain;  // without a mode: rfc1738::check( bytes )
   std::optional< rfc1738::report > full;

   result( py::object in, const std::string_view b, const bool str, const rfc1738::options& o )
      : input( std::move( in ) ),
        bytes( b ),
        was_str( str ),
        modes( o ),
        any_mode( o.ignore_scheme_case || o.unwrap || o.fragment == rfc1738::fragment_mode::split )
   {
      if( any_mode ) {
         inspect();  // the modes' text lives in the report
      }
      else {
         plain = rfc1738::check( bytes );
      }
   }
   result( const result& ) = delete;
   result& operator=( const result& ) = delete;

   const rfc1738::verdict& verdict() const noexcept
   {
      return full ? full->verdict() : plain;
   }
   const rfc1738::report& report()
   {
      if( !full ) {
         inspect();
      }
      return *full;
   }

private:
   // No property of a Result reads the url's parse tree (the components,
   // the writers and the views read the tree of components): the report
   // keeps that tree, bounded by the URL's components, not by its number of
   // path segments (rfc1738::url_tree::components).
   void inspect()
   {
      full.emplace();
      rfc1738::inspect_into( *full, bytes, modes, rfc1738::url_tree::components );
   }
};

// The bytes of a str, bytes, bytearray or memoryview as check() holds them:
// the object to hold (bytearray and memoryview copied into a bytes) and a
// view of its bytes. An ASCII str is read in place (PyUnicode_DATA).
std::pair< py::object, std::string_view > held_bytes_of( const py::handle o )
{
   PyObject* p = o.ptr();
   if( PyUnicode_Check( p ) && PyUnicode_IS_COMPACT_ASCII( p ) ) {
      return { py::reinterpret_borrow< py::object >( o ), std::string_view( static_cast< const char* >( PyUnicode_DATA( p ) ), static_cast< std::size_t >( PyUnicode_GET_LENGTH( p ) ) ) };
   }
   if( PyBytes_Check( p ) ) {
      return { py::reinterpret_borrow< py::object >( o ), std::string_view( PyBytes_AS_STRING( p ), static_cast< std::size_t >( PyBytes_GET_SIZE( p ) ) ) };
   }
   std::string storage;
   const auto s = bytes_of( o, storage );
   if( PyUnicode_Check( p ) ) {
      return { py::reinterpret_borrow< py::object >( o ), s };  // the UTF-8 CPython caches in the str
   }
   py::bytes copy( s.data(), s.size() );
   const std::string_view v( PyBytes_AS_STRING( copy.ptr() ), static_cast< std::size_t >( PyBytes_GET_SIZE( copy.ptr() ) ) );
   return { std::move( copy ), v };
}

std::unique_ptr< result > make_result( const py::handle url, const rfc1738::options& modes )
{
   auto held = held_bytes_of( url );
   check_size( held.second );
   const bool was_str = PyUnicode_Check( url.ptr() ) != 0;
   return std::make_unique< result >( std::move( held.first ), held.second, was_str, modes );
}

std::unique_ptr< result > check( const py::handle url, const bool ignore_scheme_case, const bool unwrap, const std::string& fragment )
{
   return make_result( url, modes_of( ignore_scheme_case, unwrap, fragment ) );
}

// check_many(): a Result for each item of an iterable, in order.
py::list check_many( const py::handle urls, const bool ignore_scheme_case, const bool unwrap, const std::string& fragment )
{
   const auto modes = modes_of( ignore_scheme_case, unwrap, fragment );
   py::list out;
   for( const auto item : py::iter( urls ) ) {
      auto r = py::cast( make_result( item, modes ) );
      if( PyList_Append( out.ptr(), r.ptr() ) != 0 ) {
         throw py::error_already_set();
      }
   }
   return out;
}

const char* repair_name( const rfc1738::repair::kind k )
{
   switch( k ) {
      case rfc1738::repair::kind::escape_byte:
         return "escape_byte";
      case rfc1738::repair::kind::escape_percent:
         return "escape_percent";
      case rfc1738::repair::kind::remove_rest:
         return "remove_rest";
      case rfc1738::repair::kind::lower_case_scheme:
         return "lower_case_scheme";
      case rfc1738::repair::kind::insert_slash:
         return "insert_slash";
      case rfc1738::repair::kind::remove_angle_brackets:
         return "remove_angle_brackets";
   }
   return "unknown";
}

// A parsed URL: owns its bytes (rfc1738::url); the views keep it alive.
struct url_object {
   rfc1738::url u;
   bool was_str;
   std::optional< std::string > fragment;   // fragment="split": the bytes after the "#"
   explicit url_object( rfc1738::url v, const bool str, std::optional< std::string > f = std::nullopt )
      : u( std::move( v ) ),
        was_str( str ),
        fragment( std::move( f ) )
   {}
   url_object( const url_object& ) = delete;
   url_object& operator=( const url_object& ) = delete;
};

// parse(): a URL, or the offset where the text stops being one.
py::object parse( const py::handle text, const bool ignore_scheme_case, const bool unwrap, const std::string& fragment )
{
   const auto modes = modes_of( ignore_scheme_case, unwrap, fragment );
   std::string storage;
   const auto s = bytes_of( text, storage );
   check_size( s );
   const bool was_str = PyUnicode_Check( text.ptr() ) != 0;
   const auto p = rfc1738::prepare( s, modes );
   auto r = rfc1738::url::parse( p.text() );
   if( !r ) {
      // Where, and why: the one diagnosis of the input, as check reports it.
      auto d = rfc1738::diagnose( p.text() );
      const std::size_t offset = d ? d->offset : r.error().offset;
      return py::make_tuple( offset, text_as( p.text(), was_str ), d ? py::cast( std::move( *d ) ) : py::none() );
   }
   const auto f = p.fragment();
   return py::cast( std::make_unique< url_object >( std::move( *r ), was_str, f ? std::optional< std::string >( *f ) : std::nullopt ) );
}

// Whether `name` is the RFC name or the role of some component of some URL form.
bool known_component_name( const std::string_view name )
{
   for( const auto& c : rfc1738::grammar::components ) {
      if( c.name == name || c.role == name ) {
         return true;
      }
   }
   return false;
}

// The component of URL `u` named `name` (RFC name or role): KeyError when no
// URL form has a component of that name or role, nothing when u's form has none.
std::optional< rfc1738::grammar::component > component_of( const rfc1738::url_view& u, const std::string& name )
{
   if( !known_component_name( name ) ) {
      throw py::key_error( "rfc1738: no component named " + name + " (RFC 1738 §3, §5); " + name_of( u.derived_by() ) + " has " + rfc1738::component_names( u.derived_by() ) );
   }
   return rfc1738::find_component( u.derived_by(), name );
}

// The edits of a fix, as the "fix" of `check --json` and `fix --json`
// (rfc1738::write_json_edits): a list of dicts (edit, offset, section,
// message, url), each url as text_as gives the input's bytes.
py::list edits_of( const py::list edits, const bool was_str )
{
   for( const auto e : edits ) {
      e[ "url" ] = input_text( e[ "url" ], was_str );
   }
   return edits;
}

py::list edits_of( const rfc1738::fix_result& f, const bool was_str )
{
   std::string json;
   rfc1738::write_json_edits( json, f );
   return edits_of( json_object( json ), was_str );
}

// fix(): the object `rfc1738 fix --json` writes for one input
// (rfc1738::write_fix_json), as a dict, its strings of the input's bytes as
// text_as gives them.
py::dict fix( const py::handle url )
{
   std::string storage;
   const auto s = bytes_of( url, storage );
   check_size( s );
   const bool was_str = PyUnicode_Check( url.ptr() ) != 0;
   std::string json;
   rfc1738::write_fix_json( json, s, rfc1738::fix_it( s ) );
   py::dict out = json_object( json );
   out[ "input" ] = text_as( s, was_str );
   for( const char* key : { "fixed", "fragment" } ) {
      if( out.contains( key ) && !out[ key ].is_none() ) {
         out[ key ] = input_text( out[ key ], was_str );
      }
   }
   edits_of( out[ "fix" ], was_str );
   return out;
}

template< typename View >
void bind_hostport( py::class_< View >& c )
{
   c.def_property_readonly( "host", []( const View& v ) { return ascii( v.host() ); }, "The host as written (RFC 1738 §3.1: a host takes no escapes)." )
      .def_property_readonly( "host_kind", []( const View& v ) { return v.kind() == rfc1738::host_kind::hostname ? "hostname" : "hostnumber"; }, "'hostname' or 'hostnumber' (RFC 1738 §3.1, §5)." )
      .def_property_readonly( "port", []( const View& v ) { return digits_or_none( v.port() ); }, "The port's digits as written, or None when there is none (RFC 1738 §3.1)." )
      .def_property_readonly( "default_port", []( const View& v ) { return v.default_port(); }, "The scheme's default port (RFC 1738 §3.2 ... §3.11), or None." )
      .def_property_readonly( "effective_port", []( const View& v ) { return v.effective_port(); }, "The port written when it fits 16 bits, else the scheme's default when none is written; None otherwise (RFC 1738 §3.1)." );
}

template< typename View >
void bind_login( py::class_< View >& c )
{
   bind_hostport( c );
   c.def_property_readonly( "user", []( const View& v ) { return encoded_or_none( v.user() ); }, "The user name (an Encoded), None when absent, empty when written empty (RFC 1738 §3.1)." )
      .def_property_readonly( "password", []( const View& v ) { return encoded_or_none( v.password() ); }, "The password (an Encoded), None when absent (RFC 1738 §3.1)." );
}

}  // namespace

// Defined in python/bind_<topic>.cpp.
void bind_annotate( py::module_& m );
void bind_batch( py::module_& m );
void bind_build( py::module_& m );
void bind_components( py::module_& m );
void bind_editions( py::module_& m );
void bind_grammar( py::module_& m );
void bind_lint( py::module_& m );
void bind_main( py::module_& m );
void bind_output( py::module_& m );
void bind_suite( py::module_& m );
void bind_tally( py::module_& m );

PYBIND11_MODULE( _rfc1738, m )
{
   m.doc() = "RFC 1738 (URLs, with erratum 5118): the compiled part of the package rfc1738.";
   m.attr( "version" ) = rfc1738::version;

   py::class_< encoded >( m, "Encoded", "A component as written, which may hold escapes (RFC 1738 §2.2).\n\n"
                                        "str(e) and e.encoded are the text as written; e.decoded the octets it stands for (bytes)." )
      .def_property_readonly( "encoded", []( const encoded& e ) { return ascii( e.text ); }, "The component as written (str)." )
      .def_property_readonly( "decoded", []( const encoded& e ) { return py::bytes( rfc1738::encoded_view( e.text ).decode() ); }, "The octets, %XX decoded (bytes; RFC 1738 §2.2)." )
      .def( "__str__", []( const encoded& e ) { return ascii( e.text ); } )
      .def( "__repr__", []( const encoded& e ) { return "Encoded(" + std::string( py::repr( ascii( e.text ) ) ) + ")"; } )
      .def( "__len__", []( const encoded& e ) { return e.text.size(); } )
      .def( "__hash__", []( const encoded& e ) { return py::hash( ascii( e.text ) ); } )
      .def( "__eq__", []( const encoded& e, const py::object& other ) -> py::object {
         if( py::isinstance< encoded >( other ) ) {
            return py::bool_( e.text == other.cast< const encoded& >().text );
         }
         if( py::isinstance< py::str >( other ) ) {
            return py::bool_( ascii( e.text ).equal( other ) );
         }
         return py::reinterpret_borrow< py::object >( Py_NotImplemented );
      } );

   py::class_< rfc1738::diagnosis >( m, "Error", "Why the input does not conform: the error of `rfc1738 check --json` (RFC 1738 §5, §3)." )
      .def_property_readonly( "offset", []( const rfc1738::diagnosis& d ) { return d.offset; }, "The length of the longest prefix of the text checked that some string of the target production begins with (UTF-8 bytes for a str)." )
      .def_property_readonly( "production", []( const rfc1738::diagnosis& d ) { return name_of( d.production ); }, "The innermost production in progress at the offset." )
      .def_property_readonly( "target", []( const rfc1738::diagnosis& d ) { return name_of( d.target ); }, "The production the input was checked against (its scheme's, or genericurl)." )
      .def_property_readonly( "expected", []( const rfc1738::diagnosis& d ) { return d.expected; }, "What could have continued at the offset: production names and literals." )
      .def_property_readonly( "message", []( const rfc1738::diagnosis& d ) { return d.message; }, "One line for a person, naming the RFC section." )
      .def_property_readonly( "fix", []( const rfc1738::diagnosis& d ) -> py::object {
         if( !d.fix ) {
            return py::none();
         }
         return py::make_tuple( repair_name( d.fix->what ), d.fix->offset );
      }, "The repair the message proposes, as (kind, offset), or None: kind is 'escape_byte', 'escape_percent', 'remove_rest', 'lower_case_scheme', 'insert_slash' or 'remove_angle_brackets'." )
      .def( "__repr__", []( const rfc1738::diagnosis& d ) { return "<rfc1738.Error at " + std::to_string( d.offset ) + ": " + d.message + ">"; } );

   py::class_< rfc1738::warning >( m, "Warning", "A warning (RFC 1738 §2.2, §6, Appendix): it never changes a verdict." )
      .def_property_readonly( "code", []( const rfc1738::warning& w ) { return ascii( w.code ); }, "'unneeded-escape', 'encoded-control', 'port-not-default', 'port-out-of-range', 'password' or 'hyphen-at-line-break'." )
      .def_property_readonly( "offset", []( const rfc1738::warning& w ) { return w.offset; } )
      .def_property_readonly( "message", []( const rfc1738::warning& w ) { return w.message; } )
      .def_property_readonly( "section", []( const rfc1738::warning& w ) { return std::string( w.section ); }, "The section, as '§2.2'." )
      .def( "__repr__", []( const rfc1738::warning& w ) { return "<rfc1738.Warning " + std::string( w.code ) + " at " + std::to_string( w.offset ) + ">"; } );

   py::class_< result >( m, "Result", "Everything `rfc1738 check` says about one input (rfc1738.check; RFC 1738 §5, §3, §2.2, §6)." )
      .def_property_readonly( "input", []( const result& r ) { return r.input; }, "The input as given (str or bytes; a bytearray or memoryview as bytes)." )
      .def_property_readonly( "valid", []( const result& r ) { return r.verdict().valid; }, "Whether the whole input derives from `url` (RFC 1738 §5)." )
      .def_property_readonly( "production", []( const result& r ) -> py::object {
         const auto& d = r.verdict().derived_by;
         return d ? py::object( py::str( name_of( *d ) ) ) : py::object( py::none() );
      }, "The alternative of `url` that derives the input ('httpurl' ... 'prosperourl', 'otherurl'), or None." )
      .def_property_readonly( "conforms", []( const result& r ) { return r.verdict().conforms; }, "Whether the input derives from the production of its own scheme (RFC 1738 §3; genericurl for other schemes)." )
      .def_property_readonly( "target", []( const result& r ) { return name_of( r.verdict().target ); }, "The production the scheme calls for." )
      .def_property_readonly( "scheme", []( const result& r ) { return ascii_or_none( r.verdict().scheme ); }, "The text before the first ':' when it is a BNF scheme, else None (RFC 1738 §2.1)." )
      .def_property_readonly( "components", []( result& r ) -> py::object {
         const auto& u = r.report().url();
         return u ? py::object( components_of( *u ) ) : py::object( py::none() );
      }, "The components as `check --json` gives them (a dict; absent keys absent, '' when empty), None when not valid (RFC 1738 §3)." )
      .def_property_readonly( "error", []( result& r ) -> py::object {
         const auto& d = r.report().diagnosis();
         return d ? py::cast( *d ) : py::object( py::none() );
      }, "An Error when the input does not conform, else None." )
      .def_property_readonly( "warnings", []( result& r ) { return r.report().warnings(); }, "The warnings (a list of Warning; RFC 1738 §2.2, §6)." )
      .def_property_readonly( "checked", []( result& r ) -> py::object {
         if( !r.report().prepared().changed() ) {
            return py::none();
         }
         return text_as( r.report().text(), r.was_str );
      }, "The text checked when a mode changed the input, else None (offsets refer to it)." )
      .def_property_readonly( "modes", []( result& r ) { return r.report().prepared().notes(); }, "What the modes did (a list of str; empty when nothing)." )
      .def_property_readonly( "fragment", []( result& r ) -> py::object {
         const auto f = r.report().prepared().fragment();
         return f ? text_as( *f, r.was_str ) : py::object( py::none() );
      }, "With fragment='split', the bytes after the first '#' (str or bytes, as the input; '' for a '#' at the end), else None (RFC 1738 §2.2)." )
      .def_property_readonly( "fix", []( result& r ) -> py::object {
         // The "fix" of `check --json`: for an input that does not conform, when
         // the RFC's own rules give the nearest conforming URL (rfc1738::fix_it).
         const auto& f = r.report().fix();  // rfc1738::fix_it, when it does not conform and is at most fix_it_limit bytes long
         if( !f || !f->url || f->edits.empty() ) {
            return py::none();
         }
         return edits_of( *f, r.was_str );
      }, "The edits to the nearest conforming URL (a list of dict: edit, offset, section, message, url), as `check --json` gives them; None when the input conforms or no fix follows from RFC 1738." )
      .def( "to_json", []( result& r ) { return rfc1738::to_json( r.report() ); }, "The line `rfc1738 check --json` prints for this input (without the newline)." )
      .def(
         "to_text", []( result& r, const bool color ) {
            std::string out;
            const auto& report = r.report();
            const auto& d = report.diagnosis();
            rfc1738::write_check_text( out, report, color, d ? rfc1738::cli::option_hint( *d, report.text(), rfc1738::cli::check_offers ) : std::string() );
            return py::str( out );
         },
         py::arg( "color" ) = false,
         "The lines `rfc1738 check` prints for this input after the \"FILE:LINE: \" of a line read from a file, the same text (rfc1738::write_check_text); "
         "color: the program's colours (ANSI SGR)." )
      .def( "__bool__", []( const result& r ) { return r.verdict().conforms; }, "Whether the input conforms." )
      .def( "__repr__", []( const result& r ) {
         const auto& v = r.verdict();
         return std::string( "<rfc1738.Result " ) + ( v.conforms ? "conforms" : v.valid ? "valid, does not conform" : "not a url" ) + ( v.derived_by ? " " + name_of( *v.derived_by ) : "" ) + ">";
      } );

   m.def( "check", &check, py::arg( "url" ), py::kw_only(), py::arg( "ignore_scheme_case" ) = false, py::arg( "unwrap" ) = false, py::arg( "fragment" ) = "strict",
          "check(url, *, ignore_scheme_case=False, unwrap=False, fragment='strict') -> Result\n\n"
          "Everything `rfc1738 check` says about one input (RFC 1738 §5, §3, §2.2, §6). A str is checked as its UTF-8 bytes, "
          "bytes as they are. ignore_scheme_case reads the scheme in lower case (§2.1); unwrap removes <URL:...> and whitespace (Appendix); "
          "fragment='split' checks the text before the first '#' and gives the bytes after it as Result.fragment (§2.2)." );

   m.def( "check_many", &check_many, py::arg( "urls" ), py::kw_only(), py::arg( "ignore_scheme_case" ) = false, py::arg( "unwrap" ) = false, py::arg( "fragment" ) = "strict",
          "check_many(urls, *, ignore_scheme_case=False, unwrap=False, fragment='strict') -> list[Result]\n\n"
          "check() of each item of an iterable, in order (RFC 1738 §5, §3). Each Result holds its input and verdict; "
          "its report (components, error, warnings, fix) is made the first time it is read." );
   bind_tally( m );   // _Tally: check's counts, rfc1738.dask's summary
   bind_batch( m );   // Batch, check_batch, check_lines, rfc1738.dask's steps

   m.def( "_parse", &parse, py::arg( "url" ), py::kw_only(), py::arg( "ignore_scheme_case" ) = false, py::arg( "unwrap" ) = false, py::arg( "fragment" ) = "strict" );

   bind_components( m );   // the component model: compose, set, encode, its tables
   m.def( "fix", &fix, py::arg( "url" ),
          "What `rfc1738 fix --json` says of `url` (RFC 1738 §2.1, §2.2, §3.3, Appendix): a dict with input, conforms, fixed (the nearest conforming URL "
          "by the RFC's own rules, or None), fix (the edits: edit, offset, section, message, url), fragment (when a '#' fragment was moved out, §2.2) "
          "and reason (why there is no fix). Text comes back as the type it went in." );
   m.def( "default_port", []( const py::handle scheme ) { std::string s; return rfc1738::default_port( bytes_of( scheme, s, "scheme" ) ); }, py::arg( "scheme" ),
          "The default port of a scheme (RFC 1738 §3.2 ... §3.11: ftp 21, http 80, ...), or None." );

   m.def( "derives", []( const std::string& production, const py::handle text ) {
      std::string s;
      const auto t = bytes_of( text, s, "text" );
      for( std::size_t i = 0; i < rfc1738::grammar::production_count; ++i ) {
         const auto p = static_cast< rfc1738::production >( i );
         if( rfc1738::grammar::rfc_name( p ) == production ) {
            return rfc1738::derives( p, t );
         }
      }
      throw py::value_error( "rfc1738: no production named " + production + " in RFC 1738 §5" );
   }, py::arg( "production" ), py::arg( "text" ), "Whether the production of RFC 1738 §5 named `production` derives the whole text." );

   // URLs in text (RFC 1738 Appendix): rfc1738::extract.
   py::class_< rfc1738::candidate >( m, "Candidate", "A URL found in a text (RFC 1738 Appendix): where, how it was delimited, and the URL with the Appendix's whitespace removed." )
      .def_property_readonly( "begin", []( const rfc1738::candidate& c ) { return c.begin; }, "Byte offset in the text (UTF-8 bytes for a str) where the candidate starts, its wrapper included." )
      .def_property_readonly( "end", []( const rfc1738::candidate& c ) { return c.end; }, "Byte offset one past its end." )
      .def_property_readonly( "line", []( const rfc1738::candidate& c ) { return c.line; }, "The line where it starts (1-based; lines end at LF)." )
      .def_property_readonly( "column", []( const rfc1738::candidate& c ) { return c.column; }, "The column where it starts (1-based, in bytes)." )
      .def_property_readonly( "delimiter", []( const rfc1738::candidate& c ) { return ascii( rfc1738::name_of( c.delimiter ) ); }, "How it was delimited: the names of `rfc1738 lint --json`." )
      .def_property_readonly( "url", []( const rfc1738::candidate& c ) { return py::bytes( c.url ); }, "The URL, wrapper and whitespace removed (bytes: check it with rfc1738.check)." )
      .def_property_readonly( "warnings", []( const rfc1738::candidate& c ) { return c.warnings; }, "What the extraction saw (a list of Warning: 'hyphen-at-line-break', 'unterminated', 'too-long', 'cut-at-non-ascii')." )
      .def( "position_of", []( const rfc1738::candidate& c, std::size_t url_offset ) {
         const auto p = c.position_of( url_offset );
         return py::make_tuple( p.offset, p.line, p.column );
      }, py::arg( "url_offset" ), "(offset, line, column) in the text of the URL's byte at url_offset (an error offset of rfc1738.check(c.url))." )
      .def( "__repr__", []( const rfc1738::candidate& c ) { return "<rfc1738.Candidate " + std::to_string( c.line ) + ":" + std::to_string( c.column ) + " " + c.url + ">"; } );

   m.def( "extract", []( const py::handle text, bool only_wrapped, const py::handle format ) {
      std::string s;
      const auto t = bytes_of( text, s, "text" );
      rfc1738::extract_options o;
      o.only_wrapped = only_wrapped;
      const rfc1738::document_format f = rfc1738::python::format_of( format, py::none(), "extract" );
      std::vector< rfc1738::candidate > found;
      {
         py::gil_scoped_release unlocked;
         found = rfc1738::extract( t, f, o );
      }
      return found;
   }, py::arg( "text" ), py::kw_only(), py::arg( "only_wrapped" ) = false, py::arg( "format" ) = "text",
          "extract(text, *, only_wrapped=False, format='text') -> list[Candidate]\n\n"
          "Every URL candidate in a text as the Appendix of RFC 1738 finds them: <URL:...>, <...>, \"...\" and bare scheme:... "
          "(only the <URL:...> forms with only_wrapped). format='markdown' or 'html' reads a document by its syntax first "
          "(link destinations, reference definitions, autolinks; URL attributes, character references decoded), its prose "
          "by the Appendix's rules, as `rfc1738 lint --format` does. A str is read as its UTF-8 bytes, bytes as they are." );

   // The parsed URL and its views.
   py::class_< rfc1738::http_view > http( m, "HttpURL", "An http URL (RFC 1738 §3.3): httpurl = \"http://\" hostport [ \"/\" hpath [ \"?\" search ]]" );
   bind_hostport( http );
   http.def_property_readonly( "hpath", []( const rfc1738::http_view& v ) { return ascii_or_none( v.hpath() ); }, "The path as written, None when there is none." )
      .def_property_readonly( "segments", []( const rfc1738::http_view& v ) { return segments_of( v.segments() ); }, "The hsegments (a list of Encoded)." )
      .def_property_readonly( "search", []( const rfc1738::http_view& v ) { return encoded_or_none( v.search() ); }, "The search (an Encoded), None when absent." );

   py::class_< rfc1738::ftp_view > ftp( m, "FtpURL", "An ftp URL (RFC 1738 §3.2): ftpurl = \"ftp://\" login [ \"/\" fpath [ \";type=\" ftptype ]]" );
   bind_login( ftp );
   ftp.def_property_readonly( "fpath", []( const rfc1738::ftp_view& v ) { return ascii_or_none( v.fpath() ); }, "The path as written, None when there is none." )
      .def_property_readonly( "segments", []( const rfc1738::ftp_view& v ) { return segments_of( v.segments() ); }, "The fsegments (a list of Encoded)." )
      .def_property_readonly( "cwd", []( const rfc1738::ftp_view& v ) { return segments_of( v.cwd() ); }, "The directories, one CWD each (RFC 1738 §3.2.2)." )
      .def_property_readonly( "name", []( const rfc1738::ftp_view& v ) { return encoded_or_none( v.name() ); }, "The last segment, the file (§3.2.2), None without a path." )
      .def_property_readonly( "ftptype", []( const rfc1738::ftp_view& v ) { return ascii_or_none( v.ftptype() ); }, "The typecode as written, None when absent." )
      .def_property_readonly( "typecode", []( const rfc1738::ftp_view& v ) -> py::object {
         const auto c = v.typecode();
         return c ? py::object( py::str( std::string( 1, *c ) ) ) : py::object( py::none() );
      }, "The typecode in lower case ('a', 'i' or 'd'), None when absent (RFC 1738 §3.2.2)." )
      .def( "commands", []( const rfc1738::ftp_view& v ) {
         py::list out;
         for( const auto& c : v.commands() ) {
            out.append( py::make_tuple( std::string( rfc1738::command_name( c.verb ) ), encoded( c.argument ) ) );
         }
         return out;
      }, "The FTP commands the URL stands for (RFC 1738 §3.2.2): a list of (verb, argument) with verb 'CWD', 'TYPE', 'RETR' or 'NLST'; argument.decoded is what is sent." );

   py::class_< rfc1738::gopher_view > gopher( m, "GopherURL", "A gopher URL (RFC 1738 §3.4)." );
   bind_hostport( gopher );
   gopher.def_property_readonly( "gopher_path", []( const rfc1738::gopher_view& v ) { return ascii_or_none( v.gopher_path() ); } )
      .def_property_readonly( "gtype", []( const rfc1738::gopher_view& v ) { return encoded_or_none( v.gtype() ); } )
      .def_property_readonly( "gophertype", []( const rfc1738::gopher_view& v ) { return py::bytes( std::string( 1, v.gophertype() ) ); }, "The gopher type (one byte; '1' when the path is empty, §3.4)." )
      .def_property_readonly( "selector", []( const rfc1738::gopher_view& v ) { return encoded_or_none( v.selector() ); } )
      .def_property_readonly( "search", []( const rfc1738::gopher_view& v ) { return encoded_or_none( v.search() ); } )
      .def_property_readonly( "gopher_plus_string", []( const rfc1738::gopher_view& v ) { return encoded_or_none( v.gopher_plus_string() ); } )
      .def( "request", []( const rfc1738::gopher_view& v ) { return py::bytes( v.request() ); }, "The bytes sent to the server (RFC 1738 §3.4.1)." );

   py::class_< rfc1738::mailto_view >( m, "MailtoURL", "A mailto URL (RFC 1738 §3.5): mailtourl = \"mailto:\" encoded822addr" )
      .def_property_readonly( "encoded822addr", []( const rfc1738::mailto_view& v ) { return encoded( v.encoded822addr() ); } );

   py::class_< rfc1738::news_view >( m, "NewsURL", "A news URL (RFC 1738 §3.6): newsurl = \"news:\" grouppart" )
      .def_property_readonly( "grouppart", []( const rfc1738::news_view& v ) { return ascii( v.grouppart() ); } )
      .def_property_readonly( "kind", []( const rfc1738::news_view& v ) {
         switch( v.kind() ) {
            case rfc1738::news_kind::all_groups:
               return "all_groups";
            case rfc1738::news_kind::newsgroup:
               return "newsgroup";
            default:
               return "message_id";
         }
      }, "'all_groups' (news:*), 'newsgroup' or 'message_id'." )
      .def_property_readonly( "group", []( const rfc1738::news_view& v ) { return ascii_or_none( v.group() ); } )
      .def_property_readonly( "article", []( const rfc1738::news_view& v ) { return encoded_or_none( v.article() ); } )
      .def_property_readonly( "unique", []( const rfc1738::news_view& v ) { return encoded_or_none( v.unique() ); } )
      .def_property_readonly( "full_domain_name", []( const rfc1738::news_view& v ) { return ascii_or_none( v.full_domain_name() ); } );

   py::class_< rfc1738::nntp_view > nntp( m, "NntpURL", "An nntp URL (RFC 1738 §3.7): nntpurl = \"nntp://\" hostport \"/\" group [ \"/\" digits ]" );
   bind_hostport( nntp );
   nntp.def_property_readonly( "group", []( const rfc1738::nntp_view& v ) { return ascii( v.group() ); } )
      .def_property_readonly( "article_number", []( const rfc1738::nntp_view& v ) { return digits_or_none( v.article_number() ); } );

   py::class_< rfc1738::telnet_view > telnet( m, "TelnetURL", "A telnet URL (RFC 1738 §3.8): telneturl = \"telnet://\" login [ \"/\" ]" );
   bind_login( telnet );

   py::class_< rfc1738::wais_view > wais( m, "WaisURL", "A wais URL (RFC 1738 §3.9)." );
   bind_hostport( wais );
   wais.def_property_readonly( "form", []( const rfc1738::wais_view& v ) {
          switch( v.form() ) {
             case rfc1738::wais_form::waisdatabase:
                return "waisdatabase";
             case rfc1738::wais_form::waisindex:
                return "waisindex";
             default:
                return "waisdoc";
          }
       } )
      .def_property_readonly( "database", []( const rfc1738::wais_view& v ) { return encoded( v.database() ); } )
      .def_property_readonly( "search", []( const rfc1738::wais_view& v ) { return encoded_or_none( v.search() ); } )
      .def_property_readonly( "wtype", []( const rfc1738::wais_view& v ) { return encoded_or_none( v.wtype() ); } )
      .def_property_readonly( "wpath", []( const rfc1738::wais_view& v ) { return encoded_or_none( v.wpath() ); } );

   py::class_< rfc1738::file_view >( m, "FileURL", "A file URL (RFC 1738 §3.10): fileurl = \"file://\" [ host | \"localhost\" ] \"/\" fpath" )
      .def_property_readonly( "host", []( const rfc1738::file_view& v ) { return ascii_or_none( v.host() ); }, "The host, None for file:///..." )
      .def_property_readonly( "is_local", &rfc1738::file_view::is_local )
      .def_property_readonly( "fpath", []( const rfc1738::file_view& v ) { return ascii( v.fpath() ); } )
      .def_property_readonly( "segments", []( const rfc1738::file_view& v ) { return segments_of( v.segments() ); } )
      .def_property_readonly( "directories", []( const rfc1738::file_view& v ) { return segments_of( v.directories() ); } )
      .def_property_readonly( "name", []( const rfc1738::file_view& v ) { return encoded( v.name() ); } );

   py::class_< rfc1738::prospero_view > prospero( m, "ProsperoURL", "A prospero URL (RFC 1738 §3.11)." );
   bind_hostport( prospero );
   prospero.def_property_readonly( "ppath", []( const rfc1738::prospero_view& v ) { return encoded( v.ppath() ); } )
      .def_property_readonly( "fieldspecs", []( const rfc1738::prospero_view& v ) {
         py::list out;
         for( const auto& f : v.fieldspecs() ) {
            out.append( py::make_tuple( encoded( f.fieldname ), encoded( f.fieldvalue ) ) );
         }
         return out;
      }, "The fieldspecs, a list of (fieldname, fieldvalue) Encoded pairs." );

   py::class_< rfc1738::ip_schemepart_view > ip( m, "IpSchemepart", "The common Internet scheme syntax (RFC 1738 §3.1): ip-schemepart = \"//\" login [ \"/\" urlpath ]" );
   bind_login( ip );
   ip.def_property_readonly( "urlpath", []( const rfc1738::ip_schemepart_view& v ) { return ascii_or_none( v.urlpath() ); } );

   py::class_< rfc1738::generic_view >( m, "GenericURL", "A URL read as genericurl = scheme \":\" schemepart (RFC 1738 §2.1, §5)." )
      .def_property_readonly( "scheme", []( const rfc1738::generic_view& v ) { return ascii( v.scheme() ); } )
      .def_property_readonly( "schemepart", []( const rfc1738::generic_view& v ) { return ascii( v.schemepart() ); } )
      .def_property_readonly( "ip_schemepart", py::cpp_function( []( const rfc1738::generic_view& v ) { return v.ip_schemepart(); }, py::keep_alive< 0, 1 >() ) );

   const auto view = []( auto getter ) {
      return [ getter ]( const url_object& u ) { return getter( u.u.view() ); };
   };
   py::class_< url_object >( m, "URL", "A URL parsed by rfc1738.parse (RFC 1738 §5): its production, components and typed view of its scheme. It owns a copy of its bytes." )
      .def_property_readonly( "text", []( const url_object& u ) { return text_as( u.u.buffer(), u.was_str ); }, "The text parsed (after the modes)." )
      .def_property_readonly( "fragment", []( const url_object& u ) { return u.fragment ? text_as( *u.fragment, u.was_str ) : py::object( py::none() ); },
                              "With fragment='split', the bytes after the first '#' (not part of the URL: RFC 1738 §2.2), else None." )
      .def_property_readonly( "scheme", []( const url_object& u ) { return ascii( u.u->scheme() ); } )
      .def_property_readonly( "production", []( const url_object& u ) { return name_of( u.u->derived_by() ); }, "The alternative of `url` that derives it." )
      .def_property_readonly( "host", []( const url_object& u ) { return ascii_or_none( u.u->host() ); } )
      .def_property_readonly( "port", []( const url_object& u ) { return digits_or_none( u.u->port() ); } )
      .def_property_readonly( "effective_port", []( const url_object& u ) { return u.u->effective_port(); }, "The port written when it fits 16 bits, else the scheme's default (RFC 1738 §3.1 ... §3.11), or None." )
      .def_property_readonly( "components", []( const url_object& u ) { return components_of( u.u.view() ); }, "The components as `rfc1738 parse --json` gives them (a dict)." )
      .def_property_readonly( "http", py::cpp_function( view( []( const rfc1738::url_view& v ) { return v.http(); } ), py::keep_alive< 0, 1 >() ), "The http view (RFC 1738 §3.3) or None." )
      .def_property_readonly( "ftp", py::cpp_function( view( []( const rfc1738::url_view& v ) { return v.ftp(); } ), py::keep_alive< 0, 1 >() ), "The ftp view (RFC 1738 §3.2) or None." )
      .def_property_readonly( "gopher", py::cpp_function( view( []( const rfc1738::url_view& v ) { return v.gopher(); } ), py::keep_alive< 0, 1 >() ), "The gopher view (RFC 1738 §3.4) or None." )
      .def_property_readonly( "mailto", py::cpp_function( view( []( const rfc1738::url_view& v ) { return v.mailto(); } ), py::keep_alive< 0, 1 >() ), "The mailto view (RFC 1738 §3.5) or None." )
      .def_property_readonly( "news", py::cpp_function( view( []( const rfc1738::url_view& v ) { return v.news(); } ), py::keep_alive< 0, 1 >() ), "The news view (RFC 1738 §3.6) or None." )
      .def_property_readonly( "nntp", py::cpp_function( view( []( const rfc1738::url_view& v ) { return v.nntp(); } ), py::keep_alive< 0, 1 >() ), "The nntp view (RFC 1738 §3.7) or None." )
      .def_property_readonly( "telnet", py::cpp_function( view( []( const rfc1738::url_view& v ) { return v.telnet(); } ), py::keep_alive< 0, 1 >() ), "The telnet view (RFC 1738 §3.8) or None." )
      .def_property_readonly( "wais", py::cpp_function( view( []( const rfc1738::url_view& v ) { return v.wais(); } ), py::keep_alive< 0, 1 >() ), "The wais view (RFC 1738 §3.9) or None." )
      .def_property_readonly( "file", py::cpp_function( view( []( const rfc1738::url_view& v ) { return v.file(); } ), py::keep_alive< 0, 1 >() ), "The file view (RFC 1738 §3.10) or None." )
      .def_property_readonly( "prospero", py::cpp_function( view( []( const rfc1738::url_view& v ) { return v.prospero(); } ), py::keep_alive< 0, 1 >() ), "The prospero view (RFC 1738 §3.11) or None." )
      .def_property_readonly( "otherurl", py::cpp_function( view( []( const rfc1738::url_view& v ) { return v.otherurl(); } ), py::keep_alive< 0, 1 >() ), "The generic view when otherurl derives the URL, else None." )
      .def_property_readonly( "generic", py::cpp_function( view( []( const rfc1738::url_view& v ) { return v.generic(); } ), py::keep_alive< 0, 1 >() ), "The URL read as genericurl (RFC 1738 §5)." )
      .def( "get", []( const url_object& u, const std::string& name ) -> py::object {
         const auto c = component_of( u.u.view(), name );
         return c ? ascii_or_none( u.u->get( *c ) ) : py::object( py::none() );
      }, py::arg( "name" ), "The component named `name` (its RFC name as parse writes it, 'fpath', 'gopher+_string', or its role, 'path', 'type') as written "
         "(encoded; RFC 1738 §3, §5): None when this URL's form has no such component or the URL leaves it out; KeyError when no URL form has a component of that name or role." )
      .def( "span", []( const url_object& u, const std::string& name ) -> py::object {
         const auto c = component_of( u.u.view(), name );
         const auto s = c ? u.u->span( *c ) : std::nullopt;
         return s ? py::object( py::make_tuple( s->first, s->second ) ) : py::object( py::none() );
      }, py::arg( "name" ), "The byte offsets (begin, end) of the component named `name` in the text, as URL.get() finds it (RFC 1738 §3, §5); None when absent, KeyError for an unknown name." )
      .def( "__str__", []( const url_object& u ) { return text_as( u.u.buffer(), u.was_str ); } )
      .def( "__repr__", []( const url_object& u ) { return "<rfc1738.URL " + name_of( u.u->derived_by() ) + " " + std::string( py::repr( text_as( u.u.buffer(), u.was_str ) ) ) + ">"; } );

   bind_annotate( m );
   bind_build( m );
   bind_editions( m );
   bind_grammar( m );
   bind_lint( m );
   bind_main( m );
   bind_output( m );
   bind_suite( m );
}

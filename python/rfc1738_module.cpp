// SPDX-License-Identifier: BSL-1.0
// The extension rfc1738._rfc1738: the library bound with pybind11. The
// package rfc1738 (python/rfc1738/__init__.py) re-exports it.
//
// Inputs: a str is taken as its UTF-8 bytes (strict: a lone surrogate is a
// ValueError naming its position), bytes, bytearray and memoryview as they
// are; anything else is a TypeError. Every object returned owns what it
// holds, or keeps alive the object it views (py::keep_alive).

#include <algorithm>
#include <array>
#include <cstddef>
#include <cerrno>
#include <cstring>
#include <cstdint>
#include <deque>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <unistd.h>

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <rfc1738.hpp>

#include "bind_text.hpp"
#include "engine/fd_sink.hpp"
#include "engine/lines.hpp"
#include "engine/ranges.hpp"
#include "engine/rows.hpp"
// The program's hint under a message: python3 -m rfc1738 prints it as the program does.
#include "../tools/rfc1738/hints.hpp"

namespace py = pybind11;

namespace {

using rfc1738::python::bytes_of;   // bind_text.hpp: str (UTF-8, strict), bytes, bytearray, memoryview
using rfc1738::python::fragment_of;
using rfc1738::python::text_as;

void check_size( const std::string_view s )
{
   if( s.size() > rfc1738::max_input_size ) {
      throw py::value_error( "rfc1738: the url is longer than 4 GiB - 1 bytes" );
   }
}

// ASCII (every component of a URL is: the grammar holds no byte >= 0x80).
py::str ascii( const std::string_view s )
{
   return py::str( s.data(), s.size() );
}

py::object ascii_or_none( const std::optional< std::string_view >& s )
{
   return s ? py::object( ascii( *s ) ) : py::object( py::none() );
}

rfc1738::options modes_of( const bool ignore_scheme_case, const bool unwrap, const std::string& fragment )
{
   rfc1738::options o;
   o.ignore_scheme_case = ignore_scheme_case;
   o.unwrap = unwrap;
   o.fragment = fragment_of( fragment );
   return o;
}

std::string name_of( const rfc1738::production p )
{
   return std::string( rfc1738::grammar::rfc_name( p ) );
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
// library's full report on it (rfc1738::inspect: the parse, the diagnosis,
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
         full.emplace( rfc1738::inspect( bytes, modes ) );  // the modes' text lives in the report
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
         full.emplace( rfc1738::inspect( bytes, modes ) );
      }
      return *full;
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

// A build_error as the tuple (part, offset or None, message) that
// rfc1738.BuildError (python/rfc1738/__init__.py) is raised from.
py::tuple error_tuple( const rfc1738::build_error& e )
{
   return py::make_tuple( e.part, e.offset ? py::object( py::int_( *e.offset ) ) : py::object( py::none() ), e.message );
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

// A component of a URL form as a dict: name, role, section (of RFC 1738, the
// one that defines it in this form: fpath §3.2.2 in ftp, §3.10 in file),
// noun and kind, from the generated table (grammar/components.facts).
py::dict component_dict( const rfc1738::grammar::url_form_info& f, std::size_t i )
{
   const auto& c = rfc1738::grammar::info( f.components[ i ] );
   py::dict d;
   d[ "name" ] = ascii( c.name );
   d[ "role" ] = ascii( c.role );
   d[ "section" ] = ascii( f.sections[ i ] );
   d[ "noun" ] = ascii( c.noun );
   d[ "kind" ] = ascii( rfc1738::grammar::name_of( c.kind ) );
   return d;
}

// The components of a URL form, from the generated table (grammar/components.facts).
py::list components_of_form( const std::string& form )
{
   const auto p = production_named( form );
   const auto* f = rfc1738::grammar::find_url_form( p );
   if( f == nullptr ) {
      throw py::value_error( "rfc1738: " + form + " is not a URL form (an alternative of url, RFC 1738 §5: httpurl ... prosperourl, otherurl)" );
   }
   py::list out;
   for( std::size_t i = 0; i < f->count; ++i ) {
      out.append( component_dict( *f, i ) );
   }
   return out;
}

// The URL forms, in url's order: what `rfc1738 grammar --forms --json` writes.
py::list url_forms()
{
   py::list out;
   for( const auto& f : rfc1738::grammar::url_forms ) {
      py::dict d;
      d[ "production" ] = ascii( rfc1738::grammar::rfc_name( f.syntax ) );
      d[ "scheme" ] = f.scheme.empty() ? py::object( py::none() ) : py::object( ascii( f.scheme ) );
      d[ "target" ] = ascii( rfc1738::grammar::rfc_name( rfc1738::target_of( f.scheme ) ) );
      d[ "authority" ] = ascii( rfc1738::grammar::name_of( f.authority ) );
      py::list components;
      for( std::size_t i = 0; i < f.count; ++i ) {
         components.append( component_dict( f, i ) );
      }
      d[ "components" ] = components;
      out.append( d );
   }
   return out;
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

// The edits of a fix, as the "fix" of `check --json` and `fix --json`: a
// list of dicts (edit, offset, section, message, url).
py::list edits_of( const rfc1738::fix_result& f, const bool was_str )
{
   py::list edits;
   for( const auto& e : f.edits ) {
      py::dict d;
      d[ "edit" ] = e.edit;
      d[ "offset" ] = e.offset;
      d[ "section" ] = e.section;
      d[ "message" ] = e.message;
      d[ "url" ] = text_as( e.url, was_str );
      edits.append( d );
   }
   return edits;
}

// fix(): what `rfc1738 fix --json` says of one input, as a dict.
py::dict fix( const py::handle url )
{
   std::string storage;
   const auto s = bytes_of( url, storage );
   check_size( s );
   const bool was_str = PyUnicode_Check( url.ptr() ) != 0;
   const auto f = rfc1738::fix_it( s );
   py::dict out;
   out[ "input" ] = text_as( s, was_str );
   out[ "conforms" ] = f.url && f.edits.empty();
   out[ "fixed" ] = f.url ? text_as( *f.url, was_str ) : py::object( py::none() );
   out[ "fix" ] = edits_of( f, was_str );
   if( f.fragment ) {
      out[ "fragment" ] = text_as( *f.fragment, was_str );
   }
   if( !f.url ) {
      out[ "reason" ] = f.reason;
   }
   return out;
}

// check_batch's production codes: the index of the URL form in
// grammar::url_forms (httpurl ... prosperourl, otherurl: the alternatives of
// url, RFC 1738 §5, in the generated table's order), -1 for no URL.
const std::array< std::int8_t, rfc1738::grammar::production_count >& form_codes()
{
   static const auto codes = [] {
      std::array< std::int8_t, rfc1738::grammar::production_count > a{};
      a.fill( -1 );
      for( std::size_t i = 0; i < rfc1738::grammar::url_form_count; ++i ) {
         a[ static_cast< std::size_t >( rfc1738::grammar::url_forms[ i ].syntax ) ] = static_cast< std::int8_t >( i );
      }
      return a;
   }();
   return codes;
}

py::tuple form_names()
{
   py::tuple t( rfc1738::grammar::url_form_count );
   for( std::size_t i = 0; i < rfc1738::grammar::url_form_count; ++i ) {
      t[ i ] = py::str( name_of( rfc1738::grammar::url_forms[ i ].syntax ) );
   }
   return t;
}

// The schemes of a batch, each once, in the order they first appear: their
// codes. A corpus has few schemes: the first 16 are found by a scan, the
// rest by a hash table.
class scheme_table {
public:
   std::int32_t code( const std::string_view s )
   {
      if( last_ < views_.size() && same( views_[ last_ ], s ) ) {  // a corpus's URLs come in runs of one scheme
         return static_cast< std::int32_t >( last_ );
      }
      const std::int32_t c = find( s );
      last_ = static_cast< std::size_t >( c );
      return c;
   }
   // The scheme of code c.
   std::string_view name( const std::int32_t c ) const noexcept
   {
      return views_[ static_cast< std::size_t >( c ) ];
   }

   py::tuple names() const
   {
      py::tuple t( views_.size() );
      for( std::size_t i = 0; i < views_.size(); ++i ) {
         t[ i ] = ascii( views_[ i ] );
      }
      return t;
   }

private:
   static bool same( const std::string_view a, const std::string_view b ) noexcept  // a scheme is short: no memcmp call
   {
      if( a.size() != b.size() ) {
         return false;
      }
      for( std::size_t k = 0; k < a.size(); ++k ) {
         if( a[ k ] != b[ k ] ) {
            return false;
         }
      }
      return true;
   }

   std::int32_t find( const std::string_view s )
   {
      const std::size_t few = std::min( views_.size(), scanned );
      for( std::size_t k = 0; k < few; ++k ) {
         if( views_[ k ].size() == s.size() && std::char_traits< char >::compare( views_[ k ].data(), s.data(), s.size() ) == 0 ) {
            return static_cast< std::int32_t >( k );
         }
      }
      if( views_.size() > scanned ) {
         const auto it = codes_.find( s );
         if( it != codes_.end() ) {
            return it->second;
         }
      }
      const auto c = static_cast< std::int32_t >( views_.size() );
      names_.emplace_back( s );  // a deque: the views stay valid
      views_.emplace_back( names_.back() );
      if( views_.size() > scanned ) {
         codes_.emplace( views_.back(), c );
      }
      return c;
   }

   static constexpr std::size_t scanned = 16;
   std::size_t last_ = 0;
   std::deque< std::string > names_;
   std::vector< std::string_view > views_;
   std::unordered_map< std::string_view, std::int32_t > codes_;
};

// Where check_batch writes the verdicts: n of each (error_offset: null when
// not asked), in NumPy's memory or in vectors.
struct batch_columns {
   bool* valid;
   bool* conforms;
   std::int8_t* production;
   std::int32_t* scheme;
   std::int64_t* error_offset;
};

// The message of a bad item of check_batch's list, with its index.
template< typename Error >
[[noreturn]] void bad_item( const std::size_t i, const Error& e )
{
   throw Error( "rfc1738.check_batch: urls[" + std::to_string( i ) + "]: " + e.what() );
}

// The verdict of one URL into row i of the columns (without the GIL: no
// Python object is touched): rfc1738::check of the text the modes make, its
// production's and scheme's codes, and when asked the offset of
// rfc1738::diagnose for a URL that does not conform; with fragment="split"
// the bytes after the first "#" into *fragment.
void check_row( const std::string_view input, const std::size_t i, const rfc1738::options& o, const batch_columns& out, scheme_table& schemes, std::optional< std::string >* fragment )
{
   const auto one = [ & ]( const std::string_view text ) {
      const auto v = rfc1738::check( text );
      out.valid[ i ] = v.valid;
      out.conforms[ i ] = v.conforms;
      out.production[ i ] = v.derived_by ? form_codes()[ static_cast< std::size_t >( *v.derived_by ) ] : std::int8_t( -1 );
      out.scheme[ i ] = v.scheme ? schemes.code( *v.scheme ) : -1;
      if( out.error_offset != nullptr ) {
         std::int64_t at = -1;
         if( !v.conforms ) {
            const auto d = rfc1738::diagnose( text, v.target );
            if( d ) {
               at = static_cast< std::int64_t >( d->offset );
            }
         }
         out.error_offset[ i ] = at;
      }
   };
   if( o.ignore_scheme_case || o.unwrap || o.fragment == rfc1738::fragment_mode::split ) {
      const auto p = rfc1738::prepare( input, o );
      one( p.text() );
      if( fragment != nullptr ) {
         const auto f = p.fragment();
         *fragment = f ? std::optional< std::string >( *f ) : std::nullopt;
      }
   }
   else {
      one( input );
   }
}

// check_batch's loop. The list is read in chunks of 1,024: with the GIL, the
// chunk's items are held (alive whatever other threads do to the list
// meanwhile) and their bytes viewed in place (an ASCII str's characters,
// PyUnicode_DATA; a bytes' own), or made (another str's UTF-8, a temporary
// bytes not cached in the str; a bytearray's or memoryview's copy); without
// the GIL they are checked (rfc1738::check; rfc1738::diagnose for the error
// offset of an input that does not conform, when asked) and the verdicts
// written to the columns; the fragments of fragment="split" are made into
// objects with the GIL again. A list that shrinks meanwhile is an error.
void check_rows( const py::list& urls, const std::size_t n, const rfc1738::options& o, const batch_columns& out, scheme_table& schemes, PyObject* fragment_list )
{
   const bool split = o.fragment == rfc1738::fragment_mode::split;
   constexpr std::size_t chunk = 1024;
   std::vector< std::string_view > views( std::min( n, chunk ) );
   std::vector< PyObject* > items( std::min( n, chunk ) );
   std::vector< std::optional< std::string > > fragments( split ? std::min( n, chunk ) : 0 );
   struct references {
      std::vector< PyObject* > held;
      void release() noexcept
      {
         for( PyObject* p : held ) {
            Py_DECREF( p );
         }
         held.clear();
      }
      ~references()
      {
         release();
      }
   } refs;
   refs.held.reserve( 2 * std::min( n, chunk ) );

   for( std::size_t begin = 0; begin < n; begin += chunk ) {
      const std::size_t m = std::min( chunk, n - begin );
      if( static_cast< std::size_t >( PyList_GET_SIZE( urls.ptr() ) ) < begin + m ) {
         throw py::value_error( "rfc1738.check_batch: the list shrank while it was checked" );
      }
      for( std::size_t j = 0; j < m; ++j ) {
         PyObject* item = PyList_GET_ITEM( urls.ptr(), static_cast< Py_ssize_t >( begin + j ) );
         Py_INCREF( item );
         refs.held.push_back( item );
         items[ j ] = item;
         if( PyUnicode_Check( item ) && PyUnicode_IS_COMPACT_ASCII( item ) ) {
            views[ j ] = std::string_view( static_cast< const char* >( PyUnicode_DATA( item ) ), static_cast< std::size_t >( PyUnicode_GET_LENGTH( item ) ) );
         }
         else if( PyBytes_Check( item ) ) {
            views[ j ] = std::string_view( PyBytes_AS_STRING( item ), static_cast< std::size_t >( PyBytes_GET_SIZE( item ) ) );
         }
         else {
            PyObject* made = nullptr;
            if( PyUnicode_Check( item ) ) {
               made = PyUnicode_AsUTF8String( item );
               if( made == nullptr ) {
                  PyErr_Clear();
               }
            }
            if( made == nullptr ) {
               // bytes_of raises the TypeError, or the ValueError naming the position of
               // a lone surrogate, or gives a bytearray's or memoryview's bytes.
               std::string storage;
               try {
                  const auto s = bytes_of( item, storage );
                  made = PyBytes_FromStringAndSize( s.data(), static_cast< Py_ssize_t >( s.size() ) );
               }
               catch( const py::type_error& e ) {
                  bad_item( begin + j, e );
               }
               catch( const py::value_error& e ) {
                  bad_item( begin + j, e );
               }
               if( made == nullptr ) {
                  throw py::error_already_set();
               }
            }
            refs.held.push_back( made );
            views[ j ] = std::string_view( PyBytes_AS_STRING( made ), static_cast< std::size_t >( PyBytes_GET_SIZE( made ) ) );
         }
         if( views[ j ].size() > rfc1738::max_input_size ) {
            throw py::value_error( "rfc1738.check_batch: urls[" + std::to_string( begin + j ) + "] is longer than 4 GiB - 1 bytes" );
         }
      }
      {
         py::gil_scoped_release unlocked;
         for( std::size_t j = 0; j < m; ++j ) {
            check_row( views[ j ], begin + j, o, out, schemes, split ? &fragments[ j ] : nullptr );
         }
      }
      if( split ) {
         for( std::size_t j = 0; j < m; ++j ) {
            PyObject* f = Py_None;
            if( fragments[ j ] ) {
               f = text_as( *fragments[ j ], PyUnicode_Check( items[ j ] ) != 0 ).release().ptr();
            }
            else {
               Py_INCREF( f );
            }
            PyList_SetItem( fragment_list, static_cast< Py_ssize_t >( begin + j ), f );  // steals f, drops the None
         }
      }
      refs.release();
   }
}

// The columns as the dict of lists check_batch(lists=True) gives (the form
// of rfc1738 0.x): names for codes, None for -1.
py::dict lists_of( const std::size_t n, const batch_columns& c, const py::tuple& production_names, const py::tuple& scheme_names, const py::object& fragment_list )
{
   const auto new_list = [ n ]() {
      auto l = py::reinterpret_steal< py::list >( PyList_New( static_cast< Py_ssize_t >( n ) ) );
      if( !l ) {
         throw py::error_already_set();
      }
      return l;
   };
   const auto set = []( const py::list& l, const std::size_t i, PyObject* o ) {
      Py_INCREF( o );
      PyList_SET_ITEM( l.ptr(), static_cast< Py_ssize_t >( i ), o );
   };
   py::list valid = new_list(), conforms = new_list(), production = new_list(), scheme = new_list(), error_offset = new_list();
   for( std::size_t i = 0; i < n; ++i ) {
      set( valid, i, c.valid[ i ] ? Py_True : Py_False );
      set( conforms, i, c.conforms[ i ] ? Py_True : Py_False );
      set( production, i, c.production[ i ] < 0 ? Py_None : PyTuple_GET_ITEM( production_names.ptr(), c.production[ i ] ) );
      set( scheme, i, c.scheme[ i ] < 0 ? Py_None : PyTuple_GET_ITEM( scheme_names.ptr(), c.scheme[ i ] ) );
      if( c.error_offset == nullptr || c.error_offset[ i ] < 0 ) {
         set( error_offset, i, Py_None );
      }
      else {
         PyObject* offset = PyLong_FromLongLong( c.error_offset[ i ] );
         if( offset == nullptr ) {
            throw py::error_already_set();
         }
         PyList_SET_ITEM( error_offset.ptr(), static_cast< Py_ssize_t >( i ), offset );
      }
   }
   py::dict out;
   out[ "valid" ] = valid;
   out[ "conforms" ] = conforms;
   out[ "production" ] = production;
   out[ "scheme" ] = scheme;
   out[ "error_offset" ] = error_offset;
   if( !fragment_list.is_none() ) {
      out[ "fragment" ] = fragment_list;
   }
   return out;
}

// NumPy, imported (once; then a look-up in sys.modules), or an ImportError
// that says what to do.
void numpy_needed( const char* who )
{
   try {
      py::module_::import( "numpy" );
   }
   catch( py::error_already_set& e ) {
      if( !e.matches( PyExc_ImportError ) ) {
         throw;
      }
      throw py::import_error( std::string( "rfc1738." ) + who + ": its arrays need NumPy (Debian: python3-numpy; pip install numpy)"
                              + ( std::string( who ) == "check_batch" ? "; check_batch(urls, lists=True) gives lists without it" : "" ) );
   }
}

// What check_batch returns by default: the verdicts as NumPy arrays (a
// struct of arrays), the codes' names in tables.
struct batch {
   std::size_t size = 0;
   py::object valid, conforms, production, scheme, error_offset, fragment;
   py::tuple production_names, scheme_names;
   // check_lines: the block, where each line checked begins in it (an int64
   // array) and its length; the lines skipped.
   py::object block = py::none(), offset = py::none();
   std::vector< std::uint32_t > lengths;
   std::size_t skipped = 0;

   // The arrays of n rows (NumPy's memory; the GIL held).
   void allocate( const std::size_t n, const bool offsets )
   {
      size = n;
      const auto count = static_cast< py::ssize_t >( n );
      valid = py::array_t< bool >( count );
      conforms = py::array_t< bool >( count );
      production = py::array_t< std::int8_t >( count );
      scheme = py::array_t< std::int32_t >( count );
      error_offset = offsets ? py::object( py::array_t< std::int64_t >( count ) ) : py::object( py::none() );
      fragment = py::none();
   }

   batch_columns columns() const
   {
      const auto data = []( const py::object& a ) { return py::reinterpret_borrow< py::array >( a ).mutable_data(); };
      return { static_cast< bool* >( data( valid ) ), static_cast< bool* >( data( conforms ) ), static_cast< std::int8_t* >( data( production ) ),
               static_cast< std::int32_t* >( data( scheme ) ), error_offset.is_none() ? nullptr : static_cast< std::int64_t* >( data( error_offset ) ) };
   }
};

// The bytes of a batch's block: a bytes object, or a memoryview that holds
// the export of another buffer (bytearray, mmap, ...; check_lines).
std::string_view block_bytes( const py::object& block )
{
   if( PyBytes_Check( block.ptr() ) ) {
      return { PyBytes_AS_STRING( block.ptr() ), static_cast< std::size_t >( PyBytes_GET_SIZE( block.ptr() ) ) };
   }
   const Py_buffer* view = PyMemoryView_GET_BUFFER( block.ptr() );
   return { static_cast< const char* >( view->buf ), static_cast< std::size_t >( view->len ) };
}

using rfc1738::engine::row_buffer;   // engine/rows.hpp: the rows' formats, buffer and writer
using rfc1738::engine::row_format;
using rfc1738::engine::row_lease;

// The names of `codes` (a tuple of str), in order.
std::vector< std::string > names_of( const py::tuple& codes )
{
   std::vector< std::string > names;
   for( const auto n : codes ) {
      names.emplace_back( py::str( n ) );
   }
   return names;
}

// The rows of a batch, one per URL (Batch.to_jsonl/write_jsonl,
// to_csv/write_csv), as the line engine's row_writer writes them: the URLs
// of the list the batch was checked from, or the lines of check_lines'
// block.
template< row_format Format >
class batch_rows {
public:
   batch_rows( const batch& b, const py::object& urls, const char* who )
      : c_( b.columns() ),
        w_( names_of( b.production_names ), c_.error_offset != nullptr )
   {
      if( urls.is_none() ) {
         if( b.block.is_none() ) {
            throw py::type_error( std::string( "rfc1738.Batch." ) + who + ": the urls are needed (None is for a batch of check_lines, which holds its block)" );
         }
         block_ = block_bytes( b.block ).data();
         offsets_ = static_cast< const std::int64_t* >( py::reinterpret_borrow< py::array >( b.offset ).data() );
         lengths_ = b.lengths.data();
      }
      else {
         if( !PyList_Check( urls.ptr() ) ) {
            throw py::type_error( std::string( "rfc1738.Batch." ) + who + ": urls must be the list the batch was checked from, or None" );
         }
         urls_ = py::reinterpret_borrow< py::list >( urls );
         if( static_cast< std::size_t >( PyList_GET_SIZE( urls.ptr() ) ) != b.size ) {
            throw py::value_error( std::string( "rfc1738.Batch." ) + who + ": the list has " + std::to_string( PyList_GET_SIZE( urls.ptr() ) ) + " URLs, the batch " + std::to_string( b.size ) );
         }
      }
      for( const auto n : b.scheme_names ) {
         w_.add_scheme( std::string( py::str( n ) ) );
      }
   }

   // The CSV header row (nothing for JSON Lines).
   void header( row_buffer& out ) const
   {
      w_.header( out );
   }

   // Appends the rows [begin, end) to `out` (with `failures`, of the URLs
   // that do not conform alone).
   void rows( const std::size_t begin, const std::size_t end, const bool failures, row_buffer& out )
   {
      if( block_ == nullptr && static_cast< std::size_t >( PyList_GET_SIZE( urls_.ptr() ) ) < end ) {  // a file's write() may have changed it
         throw py::value_error( "rfc1738.Batch: the list of URLs shrank while its rows were written" );
      }
      for( std::size_t i = begin; i < end; ++i ) {
         if( failures && c_.conforms[ i ] ) {
            continue;
         }
         w_.row( out, input( i ), c_.valid[ i ], c_.production[ i ], c_.conforms[ i ], c_.scheme[ i ], c_.error_offset != nullptr ? c_.error_offset[ i ] : -1 );
      }
   }

private:
   std::string_view input( const std::size_t i )
   {
      if( block_ != nullptr ) {
         return { block_ + offsets_[ i ], lengths_[ i ] };
      }
      PyObject* item = PyList_GET_ITEM( urls_.ptr(), static_cast< Py_ssize_t >( i ) );
      if( PyUnicode_Check( item ) && PyUnicode_IS_COMPACT_ASCII( item ) ) {
         return { static_cast< const char* >( PyUnicode_DATA( item ) ), static_cast< std::size_t >( PyUnicode_GET_LENGTH( item ) ) };
      }
      if( PyBytes_Check( item ) ) {
         return { PyBytes_AS_STRING( item ), static_cast< std::size_t >( PyBytes_GET_SIZE( item ) ) };
      }
      return bytes_of( item, storage_ );
   }

   batch_columns c_;
   rfc1738::engine::row_writer< Format > w_;
   py::list urls_;
   const char* block_ = nullptr;
   const std::int64_t* offsets_ = nullptr;
   const std::uint32_t* lengths_ = nullptr;
   std::string storage_;
};

// Batch.to_jsonl/to_csv: the rows at once, as bytes.
template< row_format Format >
py::bytes rows_of( const batch& b, const py::object& urls, const bool failures, const bool header )
{
   batch_rows< Format > w( b, urls, Format == row_format::jsonl ? "to_jsonl" : "to_csv" );
   row_buffer out;
   if( header ) {
      w.header( out );
   }
   w.rows( 0, b.size, failures, out );
   return py::bytes( out.data(), out.size() );
}

// Batch.write_jsonl/write_csv: the rows written to a binary file in pieces
// of 4,096 rows from one buffer (a batch's rows at once would be fresh
// memory, page faults, and a second copy in a bytes object).
template< row_format Format >
std::size_t write_rows( const batch& b, const py::object& urls, const py::object& file, const bool failures, const bool header )
{
   batch_rows< Format > w( b, urls, Format == row_format::jsonl ? "write_jsonl" : "write_csv" );
   const auto write = file.attr( "write" );
   row_lease lease;
   row_buffer& out = lease.get();
   std::size_t written = 0;
   const auto flush = [ & ] {
      if( out.size() == 0 ) {
         return;
      }
      auto view = py::memoryview::from_memory( out.data(), static_cast< py::ssize_t >( out.size() ) );
      write( view );
      view.attr( "release" )();  // a writer that kept it cannot read the buffer refilled
      written += out.size();
      out.clear();
   };
   if( header ) {
      w.header( out );
   }
   constexpr std::size_t piece = 4096;
   for( std::size_t begin = 0; begin < b.size; begin += piece ) {
      w.rows( begin, std::min( b.size, begin + piece ), failures, out );
      flush();
   }
   flush();  // the header of an empty batch
   return written;
}

// check_lines' block: a bytes object as it is; another buffer of bytes
// (bytearray, memoryview, mmap: C-contiguous, of bytes) viewed in place by a
// memoryview that holds its export for as long as the Batch lives (a
// bytearray cannot be resized, an mmap not closed meanwhile); anything else
// a TypeError naming `who`, the function called.
py::object block_of( const py::object& input, const char* who )
{
   if( PyBytes_Check( input.ptr() ) ) {
      return input;
   }
   if( PyUnicode_Check( input.ptr() ) || !PyObject_CheckBuffer( input.ptr() ) ) {
      throw py::type_error( std::string( who ) + ": the block must be bytes or a buffer of bytes (bytearray, memoryview, mmap), not " + Py_TYPE( input.ptr() )->tp_name );
   }
   auto view = py::reinterpret_steal< py::object >( PyMemoryView_FromObject( input.ptr() ) );
   if( !view ) {
      throw py::error_already_set();
   }
   const Py_buffer* b = PyMemoryView_GET_BUFFER( view.ptr() );
   if( b->itemsize != 1 || !PyBuffer_IsContiguous( b, 'C' ) ) {
      throw py::type_error( std::string( who ) + ": the block must be a contiguous buffer of bytes" );
   }
   return view;
}

// The lines of a block as `rfc1738 check -f FILE` reads a file's, through
// the line engine (engine/lines.hpp: a line ends at LF, the last may lack it;
// blank lines and comments counted in `skipped` unless keep_comments; with
// strip_cr, one CR at the end of a line removed). Each other line is given
// to `line`, in order; false (and no more lines) at a line longer than
// rfc1738::max_input_size.
template< typename Line >
bool each_line( const std::string_view data, const bool keep_comments, const bool strip_cr, std::size_t& skipped, Line&& line )
{
   const rfc1738::engine::line_rules rules{ !keep_comments, strip_cr };
   return rfc1738::engine::for_each_line_in( data, [ & ]( std::string_view text ) {
      if( rules.skips( text ) ) {
         ++skipped;
         return true;
      }
      if( text.size() > rfc1738::max_input_size ) {
         return false;
      }
      line( text );
      return true;
   } );
}

// check_lines(): the lines of a block of bytes, as `rfc1738 check -f FILE`
// reads a file's (a line ends at LF; the last may lack it; blank lines, of
// spaces, tabs and CRs alone, and lines beginning with "#" skipped unless
// keep_comments; with strip_cr, one CR at the end of a line removed), each
// checked as check_batch checks an item, without a Python object per line
// and with the GIL released throughout.
py::object check_lines( const py::object& input, const bool keep_comments, const bool strip_cr, const bool ignore_scheme_case, const bool unwrap, const std::string& fragment, const bool error_offsets )
{
   const auto o = modes_of( ignore_scheme_case, unwrap, fragment );
   const py::object block = block_of( input, "rfc1738.check_lines" );
   const std::string_view data = block_bytes( block );
   // At most one line per LF, and one after the last: the arrays are made
   // that long, filled in one pass over the block (each line split off and
   // checked while it is in cache), and cut to the lines checked.
   const auto most = rfc1738::engine::line_feeds( data ) + 1;
   if( most > static_cast< std::size_t >( std::numeric_limits< std::int32_t >::max() ) ) {
      throw py::value_error( "rfc1738.check_lines: more than 2**31 - 1 lines in one block" );
   }
   numpy_needed( "check_lines" );
   batch b;
   b.allocate( most, error_offsets );
   auto offset = py::array_t< std::int64_t >( static_cast< py::ssize_t >( most ) );
   std::int64_t* starts = offset.mutable_data();
   std::vector< std::uint32_t > lengths( most );
   const bool split = o.fragment == rfc1738::fragment_mode::split;
   std::vector< std::optional< std::string > > fragments( split ? most : 0 );
   scheme_table schemes;
   const auto c = b.columns();
   std::size_t n = 0, skipped = 0;
   bool too_long = false;
   {
      py::gil_scoped_release unlocked;
      too_long = !each_line( data, keep_comments, strip_cr, skipped, [ & ]( const std::string_view line ) {
         starts[ n ] = static_cast< std::int64_t >( line.data() - data.data() );
         lengths[ n ] = static_cast< std::uint32_t >( line.size() );
         check_row( line, n, o, c, schemes, split ? &fragments[ n ] : nullptr );
         ++n;
      } );
   }
   if( too_long ) {
      throw py::value_error( "rfc1738.check_lines: a line is longer than 4 GiB - 1 bytes" );
   }
   if( n < most ) {  // views of the first n rows
      const py::slice rows( 0, static_cast< py::ssize_t >( n ), 1 );
      for( py::object* a : { &b.valid, &b.conforms, &b.production, &b.scheme, &b.error_offset } ) {
         if( !a->is_none() ) {
            *a = ( *a )[ rows ];
         }
      }
      offset = py::reinterpret_borrow< py::array_t< std::int64_t > >( offset[ rows ] );
      lengths.resize( n );
      b.size = n;
   }
   if( split ) {
      py::list l;
      for( std::size_t i = 0; i < n; ++i ) {
         l.append( fragments[ i ] ? py::object( py::bytes( *fragments[ i ] ) ) : py::object( py::none() ) );
      }
      b.fragment = l;
   }
   b.production_names = form_names();
   b.scheme_names = schemes.names();
   b.block = block;
   b.offset = offset;
   b.lengths = std::move( lengths );
   b.skipped = skipped;
   return py::cast( std::move( b ) );
}

// The workers' pass over lines (rfc1738.dask): each line checked as
// check_lines checks it, counted, and its row appended to a buffer as
// Batch.write_jsonl / write_csv write it (with failures, the rows of the
// URLs that do not conform alone; none without output); no arrays, no
// Python object, no GIL needed. Used by _check_lines_into (a block in
// memory, the rows written by a Python file's write()) and
// _check_file_into (a file read and the rows written by file descriptor).
template< row_format Format >
class checked_lines {
public:
   checked_lines( const bool output, const bool failures, const bool keep_comments, const bool strip_cr, const rfc1738::options& o, const bool error_offsets )
      : output_( output ),
        failures_( failures ),
        keep_comments_( keep_comments ),
        strip_cr_( strip_cr ),
        o_( o ),
        w_( names_of( form_names() ), error_offsets ),
        row_{ &valid_, &conforms_, &production_, &scheme_, error_offsets ? &offset_ : nullptr },
        counts_( rfc1738::grammar::url_form_count + 1 )
   {}

   // The CSV header row (nothing for JSON Lines).
   void header( row_buffer& out ) const
   {
      w_.header( out );
   }

   // The lines of `data` (whole lines; the last may lack its LF), each
   // checked, counted and its row appended to `out`; `full()` called when
   // `out` holds `piece` bytes or more. False (and no more lines) at a line
   // longer than rfc1738::max_input_size.
   template< typename Full >
   bool lines( const std::string_view data, row_buffer& out, const std::size_t piece, Full&& full )
   {
      return each_line( data, keep_comments_, strip_cr_, skipped_, [ & ]( const std::string_view line ) {
         check_row( line, 0, o_, row_, schemes_, nullptr );
         ++inputs_;
         conforming_ += conforms_ ? 1 : 0;
         valid_count_ += valid_ ? 1 : 0;
         ++counts_[ static_cast< std::size_t >( production_ + 1 ) ];
         if( !output_ || ( failures_ && conforms_ ) ) {
            return;
         }
         for( ; named_ <= scheme_; ++named_ ) {
            w_.add_scheme( schemes_.name( named_ ) );
         }
         w_.row( out, line, valid_, production_, conforms_, scheme_, offset_ );
         if( out.size() >= piece ) {
            full();
         }
      } );
   }

   // (inputs, conforming, valid, skipped, the URLs per production code + 1:
   // index 0 the inputs that are not URLs).
   py::tuple counts() const
   {
      py::list by_code;
      for( const auto n : counts_ ) {
         by_code.append( n );
      }
      return py::make_tuple( inputs_, conforming_, valid_count_, skipped_, by_code );
   }

private:
   bool output_, failures_, keep_comments_, strip_cr_;
   rfc1738::options o_;
   rfc1738::engine::row_writer< Format > w_;
   scheme_table schemes_;
   std::int32_t named_ = 0;  // the schemes w_ knows
   bool valid_ = false, conforms_ = false;
   std::int8_t production_ = -1;
   std::int32_t scheme_ = -1;
   std::int64_t offset_ = -1;
   batch_columns row_;
   std::size_t inputs_ = 0, conforming_ = 0, valid_count_ = 0, skipped_ = 0;
   std::vector< std::size_t > counts_;
};

template< row_format Format >
py::tuple lines_into( const py::object& input, const py::object& file, const bool failures, const bool header, const bool keep_comments, const bool strip_cr,
                      const rfc1738::options& o, const bool error_offsets )
{
   const py::object block = block_of( input, "rfc1738._check_lines_into" );
   const std::string_view data = block_bytes( block );
   const py::object write = file.is_none() ? py::object( py::none() ) : py::object( file.attr( "write" ) );
   checked_lines< Format > pass( !write.is_none(), failures, keep_comments, strip_cr, o, error_offsets );
   row_lease lease;
   row_buffer& out = lease.get();
   const auto flush = [ & ] {  // with the GIL
      auto view = py::memoryview::from_memory( out.data(), static_cast< py::ssize_t >( out.size() ) );
      write( view );
      view.attr( "release" )();  // a writer that kept it cannot read the buffer refilled
      out.clear();
   };
   if( header && !write.is_none() ) {
      pass.header( out );
   }
   bool too_long = false;
   {
      py::gil_scoped_release unlocked;
      too_long = !pass.lines( data, out, 64 * 1024, [ & ] {
         py::gil_scoped_acquire locked;
         flush();
      } );
      if( !too_long && out.size() != 0 && !write.is_none() ) {
         py::gil_scoped_acquire locked;
         flush();
      }
   }
   if( too_long ) {
      throw py::value_error( "rfc1738._check_lines_into: a line is longer than 4 GiB - 1 bytes" );
   }
   return pass.counts();
}

// A bytearray's buffer, exported while held: no other thread can resize
// the bytearray meanwhile (BufferError), so its bytes stay where they are
// while they are written without the GIL. Got and released with the GIL.
class buffer_export {
public:
   explicit buffer_export( PyObject* o )
      : o_( o )
   {
      get();
   }
   buffer_export( const buffer_export& ) = delete;
   buffer_export& operator=( const buffer_export& ) = delete;
   ~buffer_export()
   {
      PyBuffer_Release( &view_ );
   }
   // Resized to n bytes (released, resized, exported again).
   void resize( const std::size_t n )
   {
      PyBuffer_Release( &view_ );
      if( PyByteArray_Resize( o_, static_cast< Py_ssize_t >( n ) ) != 0 ) {
         py::error_already_set e;  // fetched before the buffer is exported again
         get();
         throw e;
      }
      get();
   }
   char* data() const noexcept
   {
      return static_cast< char* >( view_.buf );
   }
   std::size_t size() const noexcept
   {
      return static_cast< std::size_t >( view_.len );
   }

private:
   void get()
   {
      if( PyObject_GetBuffer( o_, &view_, PyBUF_WRITABLE ) != 0 ) {
         throw py::error_already_set();
      }
   }
   PyObject* o_;
   Py_buffer view_{};
};

// _check_file_into: the lines of bytes [begin, end) of the file `fd` (whole
// lines: the caller has cut the block at line ends; fewer when the file ends
// first), read with pread() into `buffer` (a bytearray: the caller's,
// reused from block to block; doubled while a line does not fit), each
// checked, counted and its row written to the descriptor `out` (None: no
// rows), as _check_lines_into checks, counts and writes the block's lines
// (the CSV header first), in pieces of 256 KiB; the GIL released but to
// grow the buffer, which is exported meanwhile (no other thread can resize it).
template< row_format Format >
py::tuple file_into( const int fd, const std::int64_t begin, const std::int64_t end, const py::bytearray& buffer, const std::optional< int > out_fd, const bool failures,
                     const bool keep_comments, const bool strip_cr, const rfc1738::options& o, const bool error_offsets )
{
   if( begin < 0 || end < begin ) {
      throw py::value_error( "rfc1738._check_file_into: the block must be 0 <= begin <= end, not " + std::to_string( begin ) + ", " + std::to_string( end ) );
   }
   checked_lines< Format > pass( out_fd.has_value(), failures, keep_comments, strip_cr, o, error_offsets );
   row_lease lease;
   row_buffer& rows = lease.get();
   constexpr std::size_t piece = 256 * 1024;
   std::optional< rfc1738::engine::fd_sink > sink;
   if( out_fd ) {
      sink.emplace( *out_fd );
      pass.header( rows );
   }
   const auto flush = [ & ] {
      sink->write( rows.data(), rows.size() );
      rows.clear();
   };
   bool too_long = false;
   int failed = 0;
   buffer_export held( buffer.ptr() );
   {
      py::gil_scoped_release unlocked;
      try {
         const auto read_at = [ fd ]( char* to, const std::size_t size, const std::uint64_t offset ) { return ::pread( fd, to, size, static_cast< off_t >( offset ) ); };
         const auto grow = [ & ]( const std::size_t n ) {
            py::gil_scoped_acquire locked;
            held.resize( n );
            return rfc1738::engine::buffer_span{ held.data(), held.size() };
         };
         failed = rfc1738::engine::for_each_block_between( read_at, static_cast< std::uint64_t >( begin ), static_cast< std::uint64_t >( end ),
                                                           rfc1738::engine::buffer_span{ held.data(), held.size() }, grow, [ & ]( const std::string_view lines ) {
                                                              too_long = !pass.lines( lines, rows, piece, flush );
                                                              return !too_long;
                                                           } );
         if( sink && !too_long && failed == 0 ) {
            flush();
            sink->finish();
         }
      }
      catch( const rfc1738::engine::io_error& e ) {
         failed = e.error;
      }
   }
   if( failed != 0 ) {
      errno = failed;
      PyErr_SetFromErrno( PyExc_OSError );
      throw py::error_already_set();
   }
   if( too_long ) {
      throw py::value_error( "rfc1738._check_file_into: a line is longer than 4 GiB - 1 bytes" );
   }
   return pass.counts();
}

// check_file_into(): rfc1738.dask's worker step for a local file (see
// file_into).
py::tuple check_file_into( const int fd, const std::int64_t begin, const std::int64_t end, const py::bytearray& buffer, const std::optional< int > out,
                           const std::string& format, const bool failures, const bool keep_comments, const bool strip_cr, const bool ignore_scheme_case,
                           const bool unwrap, const std::string& fragment, const bool error_offsets )
{
   if( format == "jsonl" ) {
      return file_into< row_format::jsonl >( fd, begin, end, buffer, out, failures, keep_comments, strip_cr, modes_of( ignore_scheme_case, unwrap, fragment ), error_offsets );
   }
   if( format == "csv" ) {
      return file_into< row_format::csv >( fd, begin, end, buffer, out, failures, keep_comments, strip_cr, modes_of( ignore_scheme_case, unwrap, fragment ), error_offsets );
   }
   throw py::value_error( "rfc1738._check_file_into: format must be jsonl or csv, not " + format );
}

// check_lines_into(): the lines of a block checked as check_lines checks
// them and, as each is checked, its row written as Batch.write_jsonl /
// write_csv write it (with failures, the rows of the URLs that do not conform
// alone; the CSV header first when header) to file in pieces of 64 KiB (no
// rows when file is None); no arrays, no Batch: what rfc1738.dask's workers
// do with a block. Returns (inputs, conforming, valid, skipped, counts): the
// counts of URLs per production code + 1 (index 0: not a URL), the codes of
// Batch.production. The GIL is released but to write.
py::tuple check_lines_into( const py::object& input, const py::object& file, const std::string& format, const bool failures, const bool header, const bool keep_comments,
                            const bool strip_cr, const bool ignore_scheme_case, const bool unwrap, const std::string& fragment, const bool error_offsets )
{
   if( format == "jsonl" ) {
      return lines_into< row_format::jsonl >( input, file, failures, header, keep_comments, strip_cr, modes_of( ignore_scheme_case, unwrap, fragment ), error_offsets );
   }
   if( format == "csv" ) {
      return lines_into< row_format::csv >( input, file, failures, header, keep_comments, strip_cr, modes_of( ignore_scheme_case, unwrap, fragment ), error_offsets );
   }
   throw py::value_error( "rfc1738._check_lines_into: format must be jsonl or csv, not " + format );
}

py::object check_batch( const py::list& urls, const bool ignore_scheme_case, const bool unwrap, const std::string& fragment, const std::optional< bool > error_offsets, const bool lists )
{
   const auto o = modes_of( ignore_scheme_case, unwrap, fragment );
   const bool offsets = error_offsets.value_or( lists );  // the list form diagnoses by default, as it did
   const auto n = static_cast< std::size_t >( PyList_GET_SIZE( urls.ptr() ) );
   if( n > static_cast< std::size_t >( std::numeric_limits< std::int32_t >::max() ) ) {
      throw py::value_error( "rfc1738.check_batch: more than 2**31 - 1 URLs in one list" );
   }
   py::object fragment_list = py::none();
   if( o.fragment == rfc1738::fragment_mode::split ) {
      fragment_list = py::reinterpret_steal< py::object >( PyList_New( static_cast< Py_ssize_t >( n ) ) );
      if( !fragment_list ) {
         throw py::error_already_set();
      }
      for( std::size_t i = 0; i < n; ++i ) {  // a valid list until it is filled
         Py_INCREF( Py_None );
         PyList_SET_ITEM( fragment_list.ptr(), static_cast< Py_ssize_t >( i ), Py_None );
      }
   }
   scheme_table schemes;
   if( lists ) {
      std::unique_ptr< bool[] > valid( new bool[ n ] ), conforms( new bool[ n ] );
      std::vector< std::int8_t > production( n );
      std::vector< std::int32_t > scheme( n );
      std::vector< std::int64_t > error_offset( offsets ? n : 0 );
      const batch_columns c{ valid.get(), conforms.get(), production.data(), scheme.data(), offsets ? error_offset.data() : nullptr };
      check_rows( urls, n, o, c, schemes, fragment_list.ptr() );
      return lists_of( n, c, form_names(), schemes.names(), fragment_list );
   }
   numpy_needed( "check_batch" );
   batch b;
   b.allocate( n, offsets );
   b.fragment = fragment_list;
   check_rows( urls, n, o, b.columns(), schemes, fragment_list.ptr() );
   b.production_names = form_names();
   b.scheme_names = schemes.names();
   return py::cast( std::move( b ) );
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
void bind_build( py::module_& m );
void bind_editions( py::module_& m );
void bind_grammar( py::module_& m );
void bind_lint( py::module_& m );
void bind_output( py::module_& m );
void bind_suite( py::module_& m );

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
            rfc1738::write_check_text( out, report, color, d ? rfc1738::cli::option_hint( *d, report.text(), { true, true, true } ) : std::string() );
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

   py::class_< batch >( m, "Batch", "The verdicts of check_batch (RFC 1738 §5, §3) as NumPy arrays of one row per URL, a struct of arrays: "
                                    "valid and conforms (bool), production and scheme (codes: an index into production_names or scheme_names, "
                                    "-1 for none), error_offset (int64, -1 when the URL conforms; None unless error_offsets=True) "
                                    "and, with fragment='split', fragment (a list: None or the bytes after the first '#')." )
      .def_readonly( "valid", &batch::valid, "Whether the whole input derives from `url` (RFC 1738 §5): a bool array." )
      .def_readonly( "conforms", &batch::conforms, "Whether the input derives from the production of its own scheme (RFC 1738 §3): a bool array." )
      .def_readonly( "production", &batch::production, "The alternative of `url` that derives the input (RFC 1738 §5): an int8 array of indexes into production_names, -1 when it is not a URL." )
      .def_readonly( "production_names", &batch::production_names, "The names of the production codes: the alternatives of `url` (RFC 1738 §5), 'httpurl' ... 'prosperourl', 'otherurl', as grammar/components.facts orders them." )
      .def_readonly( "scheme", &batch::scheme, "The scheme (RFC 1738 §2.1): an int32 array of indexes into scheme_names, -1 when the text before the first ':' is no BNF scheme." )
      .def_readonly( "scheme_names", &batch::scheme_names, "The schemes of the batch as written (lower case with ignore_scheme_case), each once, in the order they first appear." )
      .def_readonly( "error_offset", &batch::error_offset, "With error_offsets=True, an int64 array: where the input stops conforming (the offset of its Error, RFC 1738 §5, §3), -1 when it conforms; else None." )
      .def_readonly( "fragment", &batch::fragment, "With fragment='split', a list: the bytes after the first '#' (str or bytes, as the input), None without a '#'; else None (RFC 1738 §2.2)." )
      .def_readonly( "offset", &batch::offset, "With check_lines, an int64 array: where each line checked begins in the block (a byte offset); else None." )
      .def_readonly( "skipped", &batch::skipped, "With check_lines, the blank and # lines skipped (as `rfc1738 check` counts them); else 0." )
      .def( "__len__", []( const batch& b ) { return b.size; } )
      .def( "to_lists", []( const batch& b ) { return lists_of( b.size, b.columns(), b.production_names, b.scheme_names, b.fragment ); },
            "The verdicts as check_batch(lists=True) gives them: a dict of lists, names for codes and None for -1 (RFC 1738 §5, §3)." )
      .def( "write_csv", &write_rows< row_format::csv >, py::arg( "urls" ), py::arg( "file" ), py::kw_only(), py::arg( "failures" ) = false, py::arg( "header" ) = true,
            "Writes the bytes of to_csv(urls, failures=failures, header=header) to a binary file (its write() takes bytes-like objects), a piece at a time; returns the bytes written (RFC 1738 §5, §3)." )
      .def( "to_csv", &rows_of< row_format::csv >, py::arg( "urls" ), py::kw_only(), py::arg( "failures" ) = false, py::arg( "header" ) = true,
            "The verdicts as CSV (RFC 4180; bytes, records ending in CRLF): the header input,valid,production,conforms,scheme (and error_offset when "
            "the batch has error offsets), then a record per URL: true/false, the names of the production and the scheme (empty when none), the "
            "offset of the Error (empty when the URL conforms; RFC 1738 §5, §3). The input byte for byte, in double quotes with each '\"' doubled "
            "when it holds a comma, a quote, CR or LF; bytes >= 0x80 as they are (read the file with errors='surrogateescape' to get any byte back). "
            "With failures=True only the URLs that do not conform; with header=False no header row (a batch that continues a file). "
            "`urls` is the list the batch was checked from, or None for a batch of check_lines." )
      .def( "write_jsonl", []( const batch& b, const py::object& urls, const py::object& file, const bool failures ) { return write_rows< row_format::jsonl >( b, urls, file, failures, false ); },
            py::arg( "urls" ), py::arg( "file" ), py::kw_only(), py::arg( "failures" ) = false,
            "Writes the lines of to_jsonl(urls, failures=failures) to a binary file (its write() takes bytes-like objects), a piece at a time; returns the bytes written (RFC 1738 §5, §3)." )
      .def( "to_jsonl", []( const batch& b, const py::object& urls, const bool failures ) { return rows_of< row_format::jsonl >( b, urls, failures, false ); }, py::arg( "urls" ), py::kw_only(), py::arg( "failures" ) = false,
            "One line of JSON per URL (bytes, each line ending in a newline): `rfc1738 check --json`'s line restricted to the verdict, "
            "\"input\", \"valid\", \"production\", \"conforms\", \"scheme\" and, when the batch has error offsets, \"error\":{\"offset\":N} "
            "for a URL that does not conform (RFC 1738 §5, §3); with failures=True only the lines of the URLs that do not conform. `urls` is the list the batch was checked from." )
      .def( py::pickle(
         []( const batch& b ) {  // a Batch goes from a Dask worker to the client: its arrays, tables and block
            return py::make_tuple( b.size, b.valid, b.conforms, b.production, b.scheme, b.error_offset, b.fragment, b.production_names, b.scheme_names,
                                   b.block.is_none() || PyBytes_Check( b.block.ptr() ) ? b.block : py::object( py::bytes( std::string( block_bytes( b.block ) ) ) ),
                                   b.offset, py::bytes( reinterpret_cast< const char* >( b.lengths.data() ), b.lengths.size() * sizeof( std::uint32_t ) ), b.skipped );
         },
         []( const py::tuple& t ) {
            if( t.size() != 13 ) {
               throw py::value_error( "rfc1738.Batch: not the state of a Batch" );
            }
            batch b;
            b.size = t[ 0 ].cast< std::size_t >();
            b.valid = t[ 1 ];
            b.conforms = t[ 2 ];
            b.production = t[ 3 ];
            b.scheme = t[ 4 ];
            b.error_offset = t[ 5 ];
            b.fragment = t[ 6 ];
            b.production_names = t[ 7 ];
            b.scheme_names = t[ 8 ];
            b.block = t[ 9 ];
            b.offset = t[ 10 ];
            const auto lengths = t[ 11 ].cast< std::string >();
            b.lengths.resize( lengths.size() / sizeof( std::uint32_t ) );
            std::memcpy( b.lengths.data(), lengths.data(), b.lengths.size() * sizeof( std::uint32_t ) );
            b.skipped = t[ 12 ].cast< std::size_t >();
            return b;
         } ) )
      .def( "__repr__", []( const batch& b ) { return "<rfc1738.Batch of " + std::to_string( b.size ) + " URLs>"; } );

   m.def( "check_lines", &check_lines, py::arg( "block" ), py::kw_only(), py::arg( "keep_comments" ) = false, py::arg( "strip_cr" ) = false,
          py::arg( "ignore_scheme_case" ) = false, py::arg( "unwrap" ) = false, py::arg( "fragment" ) = "strict", py::arg( "error_offsets" ) = false,
          "check_lines(block: bytes | bytearray | memoryview | mmap, *, keep_comments=False, strip_cr=False, ignore_scheme_case=False, unwrap=False, fragment='strict', error_offsets=False) -> Batch\n\n"
          "The lines of a block of bytes checked as `rfc1738 check -f FILE` reads a file's (RFC 1738 §5, §3): a line ends at LF (the last may lack it); "
          "blank lines (spaces, tabs, CRs) and lines beginning with '#' are skipped (Batch.skipped counts them) unless keep_comments; strip_cr removes "
          "one CR at the end of each line. The Batch of check_batch, with Batch.offset where each line begins in the block; its to_jsonl, "
          "write_jsonl, to_csv and write_csv take None for the urls. A block that is not bytes is read in place, its buffer held while the Batch lives. No Python object per line; the GIL is released throughout." );

   m.def( "_check_lines_into", &check_lines_into, py::arg( "block" ), py::arg( "file" ), py::kw_only(), py::arg( "format" ) = "jsonl", py::arg( "failures" ) = false,
          py::arg( "header" ) = true, py::arg( "keep_comments" ) = false, py::arg( "strip_cr" ) = false, py::arg( "ignore_scheme_case" ) = false,
          py::arg( "unwrap" ) = false, py::arg( "fragment" ) = "strict", py::arg( "error_offsets" ) = false,
          "_check_lines_into(block, file, *, format='jsonl', failures=False, header=True, keep_comments=False, strip_cr=False, ignore_scheme_case=False, unwrap=False, fragment='strict', error_offsets=False) -> tuple\n\n"
          "rfc1738.dask's worker step: the lines of block checked as check_lines checks them, each row written to file (None: none) as "
          "Batch.write_jsonl / write_csv write it, as it is checked; returns (inputs, conforming, valid, skipped, counts per production code + 1)." );

   m.def( "_check_file_into", &check_file_into, py::arg( "fd" ), py::arg( "begin" ), py::arg( "end" ), py::arg( "buffer" ), py::arg( "out" ), py::kw_only(),
          py::arg( "format" ) = "jsonl", py::arg( "failures" ) = false, py::arg( "keep_comments" ) = false, py::arg( "strip_cr" ) = false,
          py::arg( "ignore_scheme_case" ) = false, py::arg( "unwrap" ) = false, py::arg( "fragment" ) = "strict", py::arg( "error_offsets" ) = false,
          "_check_file_into(fd, begin, end, buffer, out, *, format='jsonl', failures=False, keep_comments=False, strip_cr=False, ignore_scheme_case=False, unwrap=False, fragment='strict', error_offsets=False) -> tuple\n\n"
          "rfc1738.dask's worker step for a local file: the lines of bytes [begin, end) of the file descriptor fd (whole lines), read with pread into "
          "buffer (a bytearray, grown for a longer line), checked and their rows written to the descriptor out (None: none; the CSV header first) "
          "as _check_lines_into checks and writes a block's; the GIL released. Returns (inputs, conforming, valid, skipped, counts per production code + 1)." );

   m.def( "check_batch", &check_batch, py::arg( "urls" ), py::kw_only(), py::arg( "ignore_scheme_case" ) = false, py::arg( "unwrap" ) = false, py::arg( "fragment" ) = "strict",
          py::arg( "error_offsets" ) = py::none(), py::arg( "lists" ) = false,
          "check_batch(urls: list, *, ignore_scheme_case=False, unwrap=False, fragment='strict', error_offsets=None, lists=False) -> Batch | dict\n\n"
          "The verdicts of a list of URLs (str, bytes, bytearray, memoryview; RFC 1738 §5, §3, §2.2), checked in C++ with the GIL released, "
          "as a Batch of NumPy arrays (valid, conforms, production and scheme codes with their names tables, error_offset). "
          "error_offsets=True diagnoses the inputs that do not conform (rfc1738::diagnose) for their offsets; by default it is off. "
          "lists=True gives the dict of lists of before instead, {'valid', 'conforms', 'production', 'scheme', 'error_offset'} "
          "(names, None for none; error offsets on unless error_offsets=False), without NumPy. With fragment='split' both carry 'fragment'." );

   m.def( "_parse", &parse, py::arg( "url" ), py::kw_only(), py::arg( "ignore_scheme_case" ) = false, py::arg( "unwrap" ) = false, py::arg( "fragment" ) = "strict" );

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
   bind_output( m );
   bind_suite( m );
}

// SPDX-License-Identifier: BSL-1.0
// rfc1738._build: rfc1738::build, a conforming URL from its decoded parts
// (RFC 1738 §3, §3.1, §2.2, §5), the parts named as `rfc1738 parse` names
// them (rfc1738::set_part). rfc1738.build (python/rfc1738/__init__.py)
// turns a mapping into the (name, bytes) pairs taken here and raises
// BuildError from the error tuple.
#include <string>
#include <vector>

#include <pybind11/pybind11.h>

#include "bind_text.hpp"

namespace py = pybind11;

void bind_build( py::module_& m )
{
   using namespace rfc1738::python;
   m.def(
      "_build", []( const py::handle scheme, const py::handle parts ) -> py::object {
         rfc1738::url_parts p;
         std::string storage;
         p.scheme = std::string( bytes_of( scheme, storage, "scheme" ) );
         for( const auto item : py::iter( parts ) ) {
            if( !py::isinstance< py::tuple >( item ) || py::len( item ) != 2 ) {
               throw py::type_error( "rfc1738.build: each part must be a (name, value) pair" );
            }
            const auto pair = py::reinterpret_borrow< py::tuple >( item );
            std::string n, v;
            const std::string name( bytes_of( pair[ 0 ], n, "part name" ) );
            const auto value = input_of( pair[ 1 ], v, "part value" );
            if( !rfc1738::set_part( p, name, value ) ) {
               throw py::key_error( "rfc1738.build: no part named " + name + " (RFC 1738 §3, §5: user, password, host, port, segments, ftptype, search, gtype, selector, gopher+_string, "
                                    "encoded822addr, grouppart, group, digits, database, wtype, wpath, fieldspecs, schemepart, urlpath, slash)" );
            }
         }
         const auto r = rfc1738::build( p );
         if( !r ) {
            const auto& e = r.error();
            return py::make_tuple( e.part, e.offset ? py::object( py::int_( *e.offset ) ) : py::object( py::none() ), e.message );
         }
         return text( *r );
      },
      py::arg( "scheme" ), py::arg( "parts" ) );
}

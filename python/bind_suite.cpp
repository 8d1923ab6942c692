// SPDX-License-Identifier: BSL-1.0
// The conformance suite and the comparison in Python: rfc1738.suite (the
// cases of `rfc1738 suite`, generated from the grammar of RFC 1738 §5) and
// rfc1738._compare (another implementation's answers against the library's,
// the report of `rfc1738 compare --json`). Both live in tools/ (suite/,
// compare/: static libraries the program links too), not in the library:
// the comparison reads JSON with nlohmann-json, which the library never
// links; the extension links them as the program does.
#include <algorithm>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "bind_text.hpp"
#include "compare.hpp"
#include "suite.hpp"

namespace py = pybind11;

void bind_suite( py::module_& m )
{
   using namespace rfc1738::python;
   m.def(
      "suite", []( const std::uint64_t seed, const std::string& size, const std::optional< std::string >& production, const std::string& edition ) {
         rfc1738::suite::settings s;
         s.seed = seed;
         s.of = edition_of( edition );
         if( size == "full" ) {
            s.extent = rfc1738::suite::size::full;
         }
         else if( size != "small" ) {
            throw py::value_error( "rfc1738.suite: size must be 'small' or 'full', not " + std::string( py::repr( text( size ) ) ) );
         }
         s.production = production;
         std::vector< std::string > lines;
         try {
            py::gil_scoped_release unlocked;
            rfc1738::suite::generate( s, [ & ]( const rfc1738::suite::test_case& c ) {
               std::string line;
               rfc1738::suite::write_json( line, c, s.of );
               lines.push_back( std::move( line ) );
            } );
         }
         catch( const std::invalid_argument& ) {
            throw py::key_error( "rfc1738.suite: no production named " + *production + " in " + edition + " (rfc1738.productions( edition ) lists them)" );
         }
         py::list out;
         for( const auto& l : lines ) {
            out.append( json_object( l ) );
         }
         return out;
      },
      py::kw_only(), py::arg( "seed" ) = 1738, py::arg( "size" ) = "small", py::arg( "production" ) = py::none(), py::arg( "edition" ) = "rfc1738",
      "suite(*, seed=1738, size='small', production=None, edition='rfc1738') -> list[dict]\n\n"
      "The conformance suite generated from the grammar of RFC 1738 §5, as `rfc1738 suite` writes it: one dict per case, "
      "exactly the object of `rfc1738 check --json` for its input (the library's answers; input as one code point per byte) "
      "with kind ('conforming', 'valid-not-conforming', 'not-a-url'), covers (the coverage items it exercises) and why. "
      "size='small' reaches every coverage item (a few thousand cases), 'full' adds near-misses and long inputs; production "
      "keeps the items of one production (its RFC name; KeyError for an unknown one). The same seed, the same cases. Another "
      "edition ('rfc3986', ...: rfc1738.editions()): its suite, as `rfc1738 suite --edition E` writes it (the object of "
      "`rfc1738 check --edition E --json`, then target, kind, covers, why)." );

   m.def(
      "_compare", []( const py::handle lines, const std::optional< std::size_t > groups, const std::optional< std::vector< std::string > >& editions ) {
         rfc1738::compare::comparison c;
         if( editions ) {
            std::vector< rfc1738::edition > chosen;
            const auto add = [ &chosen ]( rfc1738::edition e ) {   // each once, as the program keeps them
               if( std::find( chosen.begin(), chosen.end(), e ) == chosen.end() ) {
                  chosen.push_back( e );
               }
            };
            for( const auto& name : *editions ) {
               if( name == "all" ) {
                  std::for_each( std::begin( rfc1738::editions ), std::end( rfc1738::editions ), add );
               }
               else {
                  add( edition_of( name ) );
               }
            }
            if( chosen.empty() ) {
               throw py::value_error( "rfc1738.compare: editions is empty (None: no attribution; ['all']: every edition)" );
            }
            c.attribute( chosen );
         }
         std::size_t number = 0;
         for( const auto item : py::iter( lines ) ) {
            std::string storage;
            c.add_line( bytes_of( item, storage, "answer line" ), ++number );
         }
         py::object report = json_object( rfc1738::compare::to_json( c, groups ? *groups : std::size_t( -1 ) ) );
         // What the program says on standard error: the lines that compared nothing.
         py::list bad;
         for( const auto& b : c.bad() ) {
            py::dict d;
            d[ "line" ] = b.line;
            d[ "message" ] = text( b.message );
            bad.append( d );
         }
         report[ "bad_lines" ] = bad;
         report[ "bad_count" ] = c.bad_count();
         return report;
      },
      py::arg( "lines" ), py::arg( "groups" ), py::arg( "editions" ) );
}

// SPDX-License-Identifier: BSL-1.0
// _Tally: the line engine's tally (engine/tally.hpp), what `rfc1738 check`
// counts and its --summary=json writer, for rfc1738.dask: each partition's
// pass over lines counts into one (_check_lines_into, _check_file_into:
// tally=), the partitions' counts cross the cluster as the summary's dict
// and are added up in one on the client, whose summary.json is the
// program's line, written by the same code.
#include <string>
#include <string_view>

#include <pybind11/pybind11.h>

#include "engine/tally.hpp"

namespace py = pybind11;

namespace {

using rfc1738::engine::tally;

// The count under `key` of a summary's dict; 0 when absent.
std::size_t count_of( const py::dict& counts, const char* key )
{
   return counts.contains( key ) ? counts[ key ].cast< std::size_t >() : 0;
}

// Adds the counts of a summary's dict (`rfc1738 check --summary=json`'s
// keys; any other key ignored) to `t`.
void add_counts( tally& t, const py::dict& counts )
{
   tally other;
   other.inputs = count_of( counts, "inputs" );
   other.conforming = count_of( counts, "conforming" );
   other.valid = other.conforming + count_of( counts, "valid_not_conforming" );
   other.skipped = count_of( counts, "skipped" );
   if( counts.contains( "fragments" ) ) {
      t.split = true;
      other.fragments = count_of( counts, "fragments" );
   }
   if( counts.contains( "edition" ) ) {
      const auto name = counts[ "edition" ].cast< std::string >();
      const auto e = rfc1738::edition_named( name );
      if( !e ) {
         throw py::value_error( "rfc1738._Tally.add: no edition " + name );
      }
      t.edition = *e;
   }
   if( counts.contains( "by_production" ) ) {
      for( const auto& [ name, n ] : counts[ "by_production" ].cast< py::dict >() ) {
         other.by_name[ name.cast< std::string >() ] += n.cast< std::size_t >();
      }
   }
   t.add( other );
}

std::string summary_json( const tally& t )
{
   std::string out;
   rfc1738::engine::write_json_summary( out, t );
   return out;
}

}  // namespace

void bind_tally( py::module_& m )
{
   py::class_< tally >( m, "_Tally",
                        "What `rfc1738 check` counts of its inputs (their RFC 1738 §5, §3 verdicts; engine/tally.hpp), added up: rfc1738.dask's summary. "
                        "_check_lines_into and _check_file_into count into one (tally=); add() adds a summary's dict." )
      .def( py::init<>() )
      .def( "add", &add_counts, py::arg( "counts" ),
            "add(counts: dict) -> None\n\nAdds the counts of a dict with the keys of `rfc1738 check --summary=json` "
            "(inputs, conforming, valid_not_conforming, not_url, skipped, fragments, by_production; other keys ignored)." )
      .def( "json", &summary_json, "json() -> str\n\nThe line `rfc1738 check --summary=json` writes of these counts (with its LF): the same code writes it." )
      .def(
         "counts", []( const tally& t ) { return py::module_::import( "json" ).attr( "loads" )( summary_json( t ) ); },
         "counts() -> dict\n\nThe counts as json() writes them, a dict in its keys' order." )
      .def( "__repr__", []( const tally& t ) { return "<rfc1738._Tally of " + std::to_string( t.inputs ) + " inputs>"; } );
}

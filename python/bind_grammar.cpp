// SPDX-License-Identifier: BSL-1.0
// The grammar in Python: rfc1738.productions (each production of an
// edition, as `rfc1738 grammar NAME` describes it: its BNF, where, its PEG
// rewrite and why, who uses it) and rfc1738.trace (the derivation tree of
// `rfc1738 trace --json` as nested dicts). RFC 1738 §5.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <pybind11/pybind11.h>

#include <rfc1738/grammar_output.hpp>

#include "bind_text.hpp"

namespace py = pybind11;

namespace {

using namespace rfc1738::python;

// A production as `rfc1738 grammar --json` writes it (rfc1738::write_json).
py::object production_dict( const rfc1738::edition e, const rfc1738::edition_production& p )
{
   std::string json;
   rfc1738::write_json( json, e, p );
   return json_object( json );
}

// The "text" of each node of `rfc1738 trace --json`'s tree, read by
// json_object, as text_as gives its bytes.
void input_texts( const py::handle node, const bool was_str )
{
   if( !node.is_none() ) {
      node[ "text" ] = input_text( node[ "text" ], was_str );
      for( const auto child : node.attr( "get" )( "children", py::list() ) ) {
         input_texts( child, was_str );
      }
   }
}

}  // namespace

void bind_grammar( py::module_& m )
{
   m.def(
      "productions", []( const std::string& edition ) {
         const auto e = edition_of( edition );
         py::list out;
         for( std::size_t i = 0; i < rfc1738::production_count( e ); ++i ) {
            out.append( production_dict( e, rfc1738::production_at( e, i ) ) );
         }
         return out;
      },
      py::arg( "edition" ) = "rfc1738",
      "productions(edition='rfc1738') -> list[dict]\n\n"
      "The productions of the grammar (RFC 1738 §5; edition 'draft-03' or 'draft-03-literal': draft-ietf-uri-url-03's "
      "\"BNF for specific URL schemes\"; a later edition: its RFCs' grammars), in file order, each the object `rfc1738 grammar --edition E --json` prints: name (as the RFC spells it), "
      "bnf (the definition as written), section (RFC 1738: the section that defines it, then '§5': '§3.2, §5', "
      "'§2.2, §5'; '§5' alone for what the BNF alone defines; another edition: the part of the published text its file transcribes, "
      "'RFC 3986 Appendix A', 'RFC 2373 Appendix B', the draft's 'BNF for specific URL schemes'), file and line (where in grammar/), rewrite, why and peg (the PEG rewrite the parser uses instead, its "
      "reason and rules; None when the BNF is used as written), used_by (the productions whose BNF names it)." );

   m.def(
      "production", []( const std::string& name, const std::string& edition ) {
         const auto e = edition_of( edition );
         const auto p = rfc1738::production_of( e, name );
         if( !p ) {
            throw py::key_error( "rfc1738: no production named " + name + " in " + std::string( rfc1738::name_of( e ) ) + " (RFC 1738 §5; rfc1738.productions() lists them)" );
         }
         return production_dict( e, *p );
      },
      py::arg( "name" ), py::arg( "edition" ) = "rfc1738",
      "production(name, edition='rfc1738') -> dict\n\n"
      "The production `name` (RFC 1738: or its C++ rule's name, 'gopher_plus_string') as productions() gives it (RFC 1738 §5); KeyError when the edition has none of that name." );

   m.def(
      "trace", []( const py::handle url, const std::string& edition ) {
         const auto e = edition_of( edition );
         std::string storage;
         const auto input = input_of( url, storage, "url" );
         const bool was_str = PyUnicode_Check( url.ptr() ) != 0;
         std::string json;
         {
            py::gil_scoped_release unlocked;
            rfc1738::write_trace_json( json, rfc1738::trace( input, e ) );
         }
         py::dict out = json_object( json );
         out[ "input" ] = text_as( input, was_str );
         input_texts( out[ "tree" ], was_str );
         if( out.contains( "error" ) && py::len( out[ "error" ][ "production" ] ) == 0 ) {
            out[ "error" ][ "production" ] = py::none();   // no production known
         }
         return out;
      },
      py::arg( "url" ), py::kw_only(), py::arg( "edition" ) = "rfc1738",
      "trace(url, *, edition='rfc1738') -> dict\n\n"
      "The derivation of `url` from `url` (RFC 1738 §5), as `rfc1738 trace --json` writes it: input, valid, tree (the root "
      "node, or None when no prefix derives: each node a dict of production, begin, end (byte offsets), text and children, the "
      "bytes between children as {'literal': True, begin, end, text}) and, when the input is not a URL, error (offset, "
      "production, expected, message: the diagnosis check gives). Text comes back as the type it went in. With another "
      "edition ('draft-03', 'rfc3986', ...: rfc1738.editions()), its derivation by its own productions, as `rfc1738 trace "
      "--edition E --json`: also 'edition'; tree None when the input is not valid there." );
}

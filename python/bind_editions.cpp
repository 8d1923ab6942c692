// SPDX-License-Identifier: BSL-1.0
// The editions of the grammar in Python: rfc1738.editions (one input's
// verdicts under RFC 1738 and draft-ietf-uri-url-03, as `rfc1738 editions
// --json`) and rfc1738.diff_editions (the exact differences of two
// editions' languages, as `rfc1738 diff-editions --json`).
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "bind_text.hpp"
#include "suite.hpp"

namespace py = pybind11;

void bind_editions( py::module_& m )
{
   using namespace rfc1738::python;
   m.def(
      "editions", []( const py::handle url, const std::string& fragment, const std::optional< std::vector< std::string > >& chosen ) {
         std::string storage;
         const auto input = input_of( url, storage, "url" );
         const bool was_str = PyUnicode_Check( url.ptr() ) != 0;
         const auto mode = fragment_of( fragment );
         const auto which = editions_of( chosen, "editions" );
         std::string json;
         {
            py::gil_scoped_release unlocked;
            rfc1738::write_json( json, rfc1738::compare_editions( input, which, mode ) );
         }
         // `rfc1738 editions --json`'s object, its strings of the input as text_as gives them.
         py::dict out = json_object( json );
         out[ "input" ] = text_as( input, was_str );
         if( out.contains( "fragment" ) ) {
            out[ "fragment" ] = input_text( out[ "fragment" ], was_str );
         }
         for( const auto answer : out[ "editions" ].attr( "values" )() ) {
            for( const char* parts : { "components", "roles" } ) {
               for( const auto part : answer.attr( "get" )( parts, py::dict() ).cast< py::dict >() ) {
                  answer[ parts ][ part.first ] = input_text( part.second, was_str );
               }
            }
         }
         return out;
      },
      py::arg( "url" ), py::kw_only(), py::arg( "fragment" ) = "strict", py::arg( "editions" ) = py::none(),
      "editions(url, *, fragment='strict', editions=None) -> dict\n\n"
      "The verdicts on `url` under every edition of the grammar, as `rfc1738 editions --json` writes them: input, and editions, "
      "a dict from 'rfc1738' (RFC 1738 §5 with erratum 5118), 'draft-03' and 'draft-03-literal' (draft-ietf-uri-url-03, its "
      "readings applied or its typos as written), 'rfc1808', 'rfc2396', 'rfc2732', 'rfc3986' and 'rfc6874' (the generic URI "
      "syntax) to valid, production (None when not valid), conforms (RFC 1738: the own scheme's production derives it; rfc3986, rfc6874: valid, and a file or mailto URI also derives RFC 8089's file-URI or RFC 6068's mailtoURI; the others: the same as valid), when not valid "
      "error (offset, production, expected, message), and when valid components and roles (the parts by the edition's "
      "production names, and by the roles shared by every edition: docs/lineage.md), except in the drafts; split_differs "
      "(editions, roles) for each pair of editions that split the input differently. With fragment='split' RFC 1738 and the "
      "drafts check the text before the first '#' and the bytes after it are 'fragment' (§2.2); the later editions' grammars "
      "hold the fragment. editions: the names of the editions to ask, in that order (`rfc1738 editions --editions a,b`); "
      "None: every edition." );

   m.def(
      "diff_editions", []( const std::string& a, const std::string& b, const std::optional< std::string >& scheme, const std::size_t per_group ) {
         const auto ea = edition_of( a );
         const auto eb = edition_of( b );
         std::vector< rfc1738::scheme_difference > all;
         {
            py::gil_scoped_release unlocked;
            all = rfc1738::diff_editions( ea, eb, scheme ? std::optional< std::string_view >( *scheme ) : std::nullopt, per_group );
         }
         if( scheme && all.empty() ) {
            throw py::value_error( "rfc1738.diff_editions: " + a + " and " + b + " do not both define the scheme " + std::string( py::repr( text( *scheme ) ) ) );
         }
         // The inputs both accept and split differently (not with a scheme).
         std::string json;
         {
            py::gil_scoped_release unlocked;
            rfc1738::suite::write_diff_json( json, all, scheme ? std::vector< rfc1738::suite::split_group >() : rfc1738::suite::split_witnesses( ea, eb, per_group ), ea, eb );
         }
         // `rfc1738 diff-editions --json`'s object, its witnesses as bytes.
         const auto bytes = []( const py::handle s ) { return py::bytes( s.attr( "encode" )( "latin-1" ) ); };
         py::dict out = json_object( json );
         for( const auto d : out[ "schemes" ] ) {
            for( const auto g : d[ "differences" ] ) {
               if( py::len( g[ "bnf_rejected_by" ] ) == 0 ) {
                  g[ "bnf_rejected_by" ] = py::none();
               }
               for( const auto w : g[ "witnesses" ] ) {
                  w[ "input" ] = bytes( w[ "input" ] );
               }
            }
         }
         for( const auto g : out[ "split_differences" ] ) {
            py::list witnesses;
            for( const auto w : g[ "witnesses" ] ) {
               witnesses.append( bytes( w ) );
            }
            g[ "witnesses" ] = witnesses;
         }
         return out;
      },
      py::arg( "a" ) = "rfc1738", py::arg( "b" ) = "draft-03", py::kw_only(), py::arg( "scheme" ) = py::none(), py::arg( "per_group" ) = 3,
      "diff_editions(a='rfc1738', b='draft-03', *, scheme=None, per_group=3) -> dict\n\n"
      "The exact differences of the languages of editions a and b, scheme by scheme (or only `scheme`), computed on their "
      "automata (RFC 1738 §5 against draft-ietf-uri-url-03), as `rfc1738 diff-editions --json` writes them: a, b, schemes "
      "(scheme, production_a, production_b, a_contains_b, b_contains_a, differences: accepted_by, rejected_by, production "
      "(where the rejecting edition stops), states, bnf_rejected_by, bnf_accepted_by, witnesses: the shortest, at most "
      "per_group, each input (bytes) and offset), then split_differences (without `scheme`: the inputs both accept and "
      "split differently, found by derivation, grouped by roles: roles, witnesses, at most per_group, bytes)." );
}

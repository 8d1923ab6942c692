// SPDX-License-Identifier: BSL-1.0
// What the program prints for one input, in each format, written by the
// library's writers as the program writes it: rfc1738.parse_output (`rfc1738
// parse`, rfc1738/parse_output.hpp), rfc1738.fix_output (`rfc1738 fix`) and
// rfc1738.set_output (`rfc1738 set`), rfc1738.trace_output (`rfc1738
// trace`) and rfc1738.editions_output (`rfc1738 editions`); rfc1738.lint_output
// is bind_lint.cpp's.
#include <optional>
#include <string>
#include <vector>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "bind_text.hpp"
#include "../tools/rfc1738/hints.hpp"

namespace py = pybind11;

void bind_output( py::module_& m )
{
   using namespace rfc1738::python;
   m.def(
      "parse_output", []( const py::handle url, const std::string& format, const bool decode, const std::string& fragment, const std::string& edition ) {
         std::string storage;
         const auto input = input_of( url, storage, "url" );
         const auto mode = fragment_of( fragment );
         const auto e = edition_of( edition );
         if( format != "text" && format != "json" && format != "spans" ) {
            throw py::value_error( "rfc1738.parse_output: format must be 'text', 'json' or 'spans', not " + std::string( py::repr( text( format ) ) ) );
         }
         std::string out;
         {
            py::gil_scoped_release unlocked;
            if( e != rfc1738::edition::rfc1738 ) {
               const auto r = rfc1738::compare_editions( input, { e }, mode );
               if( format == "json" ) {
                  rfc1738::write_json( out, r, 0 );
                  out += '\n';
               }
               else if( format == "spans" ) {
                  rfc1738::write_parse_spans( out, r.answers.front() );
               }
               else {
                  rfc1738::write_parse_text( out, r.answers.front(), decode );
               }
            }
            else {
               rfc1738::options o;
               o.fragment = mode;
               rfc1738::report r;   // its url a tree of components: the writers read no segment's node
               rfc1738::inspect_into( r, input, o, rfc1738::url_tree::components );
               if( format == "json" ) {
                  rfc1738::write_parse_json( out, r, decode );
                  out += '\n';
               }
               else if( format == "spans" ) {
                  rfc1738::write_parse_spans( out, r );
               }
               else {
                  // The program's hint line: parse offers --fragment=split and --strip-cr.
                  rfc1738::write_parse_text( out, r, decode, r.diagnosis() ? rfc1738::cli::option_hint( *r.diagnosis(), r.text(), rfc1738::cli::parse_offers ) : std::string() );
               }
            }
         }
         return py::bytes( out );
      },
      py::arg( "url" ), py::kw_only(), py::arg( "format" ) = "text", py::arg( "decode" ) = false, py::arg( "fragment" ) = "strict", py::arg( "edition" ) = "rfc1738",
      "parse_output(url, *, format='text', decode=False, fragment='strict', edition='rfc1738') -> bytes\n\n"
      "What `rfc1738 parse` prints for `url` (RFC 1738 §5, §3), the same bytes: format 'text' (its readable lines), 'json' (--json, one line) or "
      "'spans' (--spans); decode=True percent-decodes the components (--decode, §2.2; with 'json' it adds \"decoded\"); fragment='split' "
      "parses the text before the first '#' (--fragment=split, §2.2); edition: the edition's answer (--edition E)." );

   m.def(
      "fix_output", []( const py::handle url, const std::string& format ) {
         std::string storage;
         const auto input = input_of( url, storage, "url" );
         if( format != "text" && format != "json" ) {
            throw py::value_error( "rfc1738.fix_output: format must be 'text' or 'json', not " + std::string( py::repr( text( format ) ) ) );
         }
         std::string out;
         {
            py::gil_scoped_release unlocked;
            const auto f = rfc1738::fix_it( input );
            if( format == "json" ) {
               rfc1738::write_fix_json( out, input, f );
            }
            else {
               out += f.url ? std::string_view( *f.url ) : input;   // the input unchanged when there is no fix
            }
            out += '\n';
         }
         return py::bytes( out );
      },
      py::arg( "url" ), py::kw_only(), py::arg( "format" ) = "text",
      "fix_output(url, *, format='text') -> bytes\n\n"
      "What `rfc1738 fix` prints on standard output for `url` (RFC 1738 §2.1, §2.2, §3.3, Appendix), the same bytes: format 'text' (the "
      "nearest conforming URL, or the input unchanged when none follows from the RFC; the program names the edits on standard error) or "
      "'json' (--json, one line)." );

   m.def(
      "set_output", []( const py::handle url, const py::iterable& edits, const std::string& format, const bool raw, const std::string& fragment ) {
         std::string storage;
         const auto input = input_of( url, storage, "url" );
         const auto mode = fragment_of( fragment );
         if( format != "text" && format != "json" ) {
            throw py::value_error( "rfc1738.set_output: format must be 'text' or 'json', not " + std::string( py::repr( text( format ) ) ) );
         }
         std::vector< rfc1738::component_edit > changes;
         for( const auto edit : edits ) {
            const auto pair = py::reinterpret_borrow< py::sequence >( edit );
            if( pair.size() != 2 ) {
               throw py::value_error( "rfc1738.set_output: each edit is a (name, value) pair (value None: remove it)" );
            }
            const py::object n = pair[ 0 ];
            const py::object v = pair[ 1 ];
            std::string name_storage;
            std::string value_storage;
            const auto name = bytes_of( n, name_storage, "component name" );
            std::optional< std::string > value;
            if( !v.is_none() ) {
               value = std::string( bytes_of( v, value_storage, "value" ) );
            }
            changes.push_back( { std::string( name ), std::move( value ), raw } );
         }
         std::string out;
         {
            py::gil_scoped_release unlocked;
            const auto r = rfc1738::set_components( input, changes, mode );
            if( format == "json" ) {
               rfc1738::write_set_json( out, input, r );
               out += '\n';
            }
            else if( r ) {
               out = *r + "\n";
            }
         }
         return py::bytes( out );
      },
      py::arg( "url" ), py::arg( "edits" ), py::kw_only(), py::arg( "format" ) = "text", py::arg( "raw" ) = false, py::arg( "fragment" ) = "strict",
      "set_output(url, edits, *, format='text', raw=False, fragment='strict') -> bytes\n\n"
      "What `rfc1738 set` prints on standard output for `url` (RFC 1738 §3, §5), the same bytes: `edits` the (name, value) pairs of its "
      "NAME=VALUE arguments in order (value None: --unset NAME); format 'text' (the URL edited, or nothing when it cannot be: the program names "
      "the component on standard error) or 'json' (--json, one line); raw=True is --raw, fragment='split' --fragment=split (§2.2)." );

   m.def(
      "trace_output", []( const py::handle url, const std::string& format, const std::string& edition, const bool components, const std::optional< std::size_t > depth ) {
         std::string storage;
         const auto input = input_of( url, storage, "url" );
         const auto e = edition_of( edition );
         if( format != "text" && format != "json" && format != "dot" ) {
            throw py::value_error( "rfc1738.trace_output: format must be 'text', 'json' or 'dot', not " + std::string( py::repr( text( format ) ) ) );
         }
         std::string out;
         {
            py::gil_scoped_release unlocked;
            const auto r = rfc1738::trace( input, e, components, depth );
            if( format == "json" ) {
               rfc1738::write_trace_json( out, r );
               out += '\n';
            }
            else if( format == "dot" ) {
               rfc1738::write_trace_dot( out, r, 0 );
            }
            else {
               rfc1738::write_trace_text( out, r );
            }
         }
         return py::bytes( out );
      },
      py::arg( "url" ), py::kw_only(), py::arg( "format" ) = "text", py::arg( "edition" ) = "rfc1738", py::arg( "components" ) = false, py::arg( "depth" ) = py::none(),
      "trace_output(url, *, format='text', edition='rfc1738', components=False, depth=None) -> bytes\n\n"
      "What `rfc1738 trace` prints for `url` (RFC 1738 §5), the same bytes: format 'text' (one line per node of the derivation), 'json' "
      "(--json, one line) or 'dot' (--dot, the graph of the first input); edition: the edition's derivation (--edition E); components=True "
      "keeps the URL's form and components (--components); depth: the nodes at most that many levels below the root (--depth N)." );

   m.def(
      "editions_output", []( const py::handle url, const std::string& format, const std::string& fragment, const std::optional< std::vector< std::string > >& chosen ) {
         std::string storage;
         const auto input = input_of( url, storage, "url" );
         const auto mode = fragment_of( fragment );
         const auto which = editions_of( chosen, "editions_output" );
         if( format != "text" && format != "json" ) {
            throw py::value_error( "rfc1738.editions_output: format must be 'text' or 'json', not " + std::string( py::repr( text( format ) ) ) );
         }
         std::string out;
         {
            py::gil_scoped_release unlocked;
            const auto r = rfc1738::compare_editions( input, which, mode );
            if( format == "json" ) {
               rfc1738::write_json( out, r );
               out += '\n';
            }
            else {
               rfc1738::write_editions_text( out, r );
            }
         }
         return py::bytes( out );
      },
      py::arg( "url" ), py::kw_only(), py::arg( "format" ) = "text", py::arg( "fragment" ) = "strict", py::arg( "editions" ) = py::none(),
      "editions_output(url, *, format='text', fragment='strict', editions=None) -> bytes\n\n"
      "What `rfc1738 editions` prints for `url` (an argument: without \"FILE:LINE: \"), the same bytes: format 'text' (the verdicts under "
      "each edition, one line each, and the editions that split it differently) or 'json' (--json, one line); fragment='split' is "
      "--fragment=split (§2.2), editions the names of --editions (None: every edition)." );
}

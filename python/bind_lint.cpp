// SPDX-License-Identifier: BSL-1.0
// rfc1738.lint: the URLs of a text (RFC 1738 Appendix, rfc1738::extract),
// each checked (rfc1738::inspect) with its positions in the text, as
// `rfc1738 lint --json` writes them (but for "file").
#include <optional>
#include <string>
#include <vector>

#include <pybind11/pybind11.h>

#include "bind_text.hpp"

namespace py = pybind11;

void bind_lint( py::module_& m )
{
   using namespace rfc1738::python;
   m.def(
      "lint", []( const py::handle text_in, const bool only_wrapped, const bool ignore_scheme_case, const std::string& fragment, const py::handle format,
                  const py::handle name ) {
         std::string storage;
         const auto t = bytes_of( text_in, storage, "text" );
         const rfc1738::document_format f = format_of( format, name, "lint" );
         rfc1738::options mode;
         mode.ignore_scheme_case = ignore_scheme_case;
         mode.fragment = fragment_of( fragment );
         rfc1738::extract_options eo;
         eo.only_wrapped = only_wrapped;
         struct checked {
            rfc1738::candidate c;
            std::string json;
            std::optional< rfc1738::text_position > error_at;
         };
         std::vector< checked > found;
         {
            py::gil_scoped_release unlocked;
            for( auto& c : rfc1738::extract( t, f, eo ) ) {
               // The report views c.url: all it says is taken before c moves.
               const auto r = rfc1738::inspect( std::string_view( c.url ), mode );   // split: r.text() is a prefix of c.url, its offsets c.url's
               std::string json = rfc1738::to_json( r );
               std::optional< rfc1738::text_position > error_at;
               if( r.diagnosis() ) {
                  error_at = c.position_of( r.diagnosis()->offset );
               }
               found.push_back( checked{ std::move( c ), std::move( json ), error_at } );
            }
         }
         py::list out;
         for( const auto& k : found ) {
            const auto& c = k.c;
            py::dict d;
            d[ "line" ] = c.line;
            d[ "column" ] = c.column;
            d[ "begin" ] = c.begin;
            d[ "end" ] = c.end;
            d[ "delimiter" ] = text( rfc1738::name_of( c.delimiter ) );
            d[ "check" ] = json_object( k.json );
            if( k.error_at ) {
               d[ "error_line" ] = k.error_at->line;
               d[ "error_column" ] = k.error_at->column;
            }
            py::list warnings;
            for( const auto& w : c.warnings ) {
               const auto at = c.position_of( w.offset );
               py::dict wd;
               wd[ "code" ] = text( w.code );
               wd[ "offset" ] = w.offset;
               wd[ "line" ] = at.line;
               wd[ "column" ] = at.column;
               wd[ "message" ] = text( w.message );
               wd[ "section" ] = text( w.section );
               warnings.append( wd );
            }
            d[ "extract_warnings" ] = warnings;
            out.append( d );
         }
         return out;
      },
      py::arg( "text" ), py::kw_only(), py::arg( "only_wrapped" ) = false, py::arg( "ignore_scheme_case" ) = false, py::arg( "fragment" ) = "strict",
      py::arg( "format" ) = py::none(), py::arg( "name" ) = py::none(),
      "lint(text, *, only_wrapped=False, ignore_scheme_case=False, fragment='strict', format=None, name=None) -> list[dict]\n\n"
      "The URLs in a text as the Appendix of RFC 1738 delimits them (<URL:...>, <...>, \"...\", bare), or a document by its "
      "syntax first (format='markdown' or 'html': link destinations, reference definitions, autolinks; URL attributes), "
      "the format by default the one the file name `name` says (.md, .html, ...; text without one), as `rfc1738 lint "
      "--format` and `rfc1738 lint FILE` read it; each URL checked: one dict "
      "per URL as `rfc1738 lint --json` writes it (without \"file\"): line, column (1-based, bytes), begin, end (byte offsets "
      "in the text), delimiter ('url_wrapped', 'angle', 'quote', 'bare'; 'link', 'reference', 'attribute'), check (the object of `rfc1738 check --json`), "
      "error_line and error_column (where the failing byte is in the text, when the URL does not conform: RFC 1738 §5, §3) "
      "and extract_warnings (code, offset, line, column, message, section). The extraction and checks run with the GIL released." );
}

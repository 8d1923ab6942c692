// SPDX-License-Identifier: BSL-1.0
// rfc1738.lint: the URLs of a text (RFC 1738 Appendix, rfc1738::extract),
// each checked (rfc1738::inspect) with its positions in the text, as
// `rfc1738 lint --json` writes them (but for "file"), and rfc1738.lint_output:
// what `rfc1738 lint` prints (text, --json, --sarif). Both written by the
// library's writers.
#include <string>

#include <pybind11/pybind11.h>

#include "bind_text.hpp"
#include "../tools/rfc1738/hints.hpp"

namespace py = pybind11;

namespace {

using namespace rfc1738::python;

// Calls `write( text, format, extract_options, modes )` with the GIL
// released: the options of lint() and lint_output().
template< typename Write >
void with_text( const py::handle text_in, const bool only_wrapped, const bool ignore_scheme_case, const std::string& fragment, const py::handle format,
                const py::handle name, const char* function, Write&& write )
{
   std::string storage;
   const auto t = bytes_of( text_in, storage, "text" );
   const rfc1738::document_format f = format_of( format, name, function );
   rfc1738::options mode;
   mode.ignore_scheme_case = ignore_scheme_case;
   mode.fragment = fragment_of( fragment );   // split: r.text() is a prefix of c.url, its offsets c.url's
   rfc1738::extract_options eo;
   eo.only_wrapped = only_wrapped;
   py::gil_scoped_release unlocked;
   write( t, f, eo, mode );
}

}  // namespace

void bind_lint( py::module_& m )
{
   m.def(
      "lint", []( const py::handle text_in, const bool only_wrapped, const bool ignore_scheme_case, const std::string& fragment, const py::handle format,
                  const py::handle name ) {
         std::string json;
         with_text( text_in, only_wrapped, ignore_scheme_case, fragment, format, name, "lint", [ & ]( auto t, auto f, const auto& eo, const auto& mode ) {
            rfc1738::write_lint_array( json, t, f, eo, mode );   // the page's
         } );
         return json_object( json );
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

   m.def(
      "lint_output", []( const py::handle text_in, const std::string& output, const py::handle name, const bool only_wrapped, const bool ignore_scheme_case,
                         const std::string& fragment, const py::handle format ) {
         if( output != "text" && output != "json" && output != "sarif" ) {
            throw py::value_error( "rfc1738.lint_output: output must be 'text', 'json' or 'sarif', not " + std::string( py::repr( text( output ) ) ) );
         }
         const std::string file = name.is_none() ? std::string( "-" ) : py::str( name ).cast< std::string >();
         // SARIF: relative names against the current directory (%SRCROOT%), as the program's.
         const std::string root = output == "sarif" ? py::module_::import( "os" ).attr( "getcwdb" )().cast< std::string >() : std::string();
         std::string out;
         with_text( text_in, only_wrapped, ignore_scheme_case, fragment, format, name, "lint_output", [ & ]( auto t, auto f, const auto& eo, const auto& mode ) {
            if( output == "sarif" ) {
               rfc1738::write_lint_sarif( out, t, file, f, eo, mode, root );
               return;
            }
            rfc1738::report r;   // each URL's, in the room of the one before
            for( const auto& c : rfc1738::extract( t, f, eo ) ) {
               rfc1738::inspect_into( r, std::string_view( c.url ), mode, rfc1738::url_tree::components );
               if( output == "json" ) {
                  rfc1738::write_lint_json( out, file, c, r );
                  out += '\n';
               }
               else {   // the program's hint line: lint offers --fragment=split and --ignore-scheme-case
                  rfc1738::write_lint_text( out, file, c, r, rfc1738::lint_findings( c, r ),
                                            r.diagnosis() ? rfc1738::cli::option_hint( *r.diagnosis(), r.text(), rfc1738::cli::lint_offers ) : std::string() );
               }
            }
         } );
         return py::bytes( out );
      },
      py::arg( "text" ), py::kw_only(), py::arg( "output" ) = "text", py::arg( "name" ) = py::none(), py::arg( "only_wrapped" ) = false,
      py::arg( "ignore_scheme_case" ) = false, py::arg( "fragment" ) = "strict", py::arg( "format" ) = py::none(),
      "lint_output(text, *, output='text', name=None, only_wrapped=False, ignore_scheme_case=False, fragment='strict', format=None) -> bytes\n\n"
      "What `rfc1738 lint` prints on standard output for a text (the URLs the Appendix of RFC 1738 delimits, each checked), the same bytes: "
      "output 'text' (a \"FILE:LINE:COLUMN: error:\" or \"warning:\" line per finding), 'json' (--json, a line per URL) or 'sarif' (--sarif, "
      "one SARIF 2.1.0 log: relative names against the current directory); name: the file "
      "name shown (None: \"-\", standard input) and, without format, the format it says (as lint(): 'text', 'markdown', 'html'); "
      "the other options as lint()'s and the program's." );
}

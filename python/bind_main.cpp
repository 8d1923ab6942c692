// SPDX-License-Identifier: BSL-1.0
// python3 -m rfc1738 (rfc1738/__main__.py): the program's check itself
// (tools/rfc1738/check_command.cpp), its inputs, output, -j engine,
// summaries and messages, on this process's standard streams; its help
// text; and the program's writer of help texts. Only the command line is
// parsed in Python, to the options that help text names.
#include <cstdio>
#include <new>
#include <string>
#include <string_view>
#include <vector>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "bind_text.hpp"
#include "commands.hpp"
#include "rfc1738/edition.hpp"
#include "output.hpp"

namespace py = pybind11;

void bind_main( py::module_& m )
{
   m.def(
      "_check_command",
      []( std::vector< std::string > urls, std::vector< std::string > files, const bool json, const bool quiet, const bool failures, const std::string& summary,
          const std::string& color, const bool ignore_scheme_case, const bool unwrap, const std::string& fragment, const bool skip_blank, const bool keep_comments,
          const bool strip_cr, const std::string& edition, const unsigned jobs ) {
         rfc1738::cli::check_settings s;
         s.edition = rfc1738::edition_named( edition ).value_or( rfc1738::edition::rfc1738 );   // one of --edition's choices
         s.jobs = jobs;
         s.inputs.urls = std::move( urls );
         s.inputs.files = std::move( files );
         s.inputs.skip_blank = skip_blank;
         s.inputs.keep_comments = keep_comments;
         s.inputs.strip_cr = strip_cr;
         s.json = json;
         s.quiet = quiet;
         s.failures = failures;
         s.summary = summary;
         s.color = color;
         s.mode.ignore_scheme_case = ignore_scheme_case;
         s.mode.unwrap = unwrap;
         s.mode.fragment = rfc1738::python::fragment_of( fragment );
         py::gil_scoped_release unlocked;
         int status = 2;
         try {
            status = rfc1738::cli::check_command( s );
         }
         catch( const std::bad_alloc& ) {   // as the program's main says it
            std::fflush( stdout );
            std::fprintf( stderr, "rfc1738 check: out of memory\n" );
            return 2;
         }
         // As the program ends: what is still buffered written and standard
         // output closed (a full disk, a closed descriptor show here).
         if( std::fflush( stdout ) != 0 || std::fclose( stdout ) != 0 ) {
            rfc1738::cli::write_failed( "standard output" );
         }
         return status;
      },
      py::arg( "urls" ), py::arg( "files" ), py::kw_only(), py::arg( "json" ), py::arg( "quiet" ), py::arg( "failures" ), py::arg( "summary" ), py::arg( "color" ),
      py::arg( "ignore_scheme_case" ), py::arg( "unwrap" ), py::arg( "fragment" ), py::arg( "skip_blank" ), py::arg( "keep_comments" ), py::arg( "strip_cr" ),
      py::arg( "edition" ), py::arg( "jobs" ),
      "python3 -m rfc1738: `rfc1738 check` run on this process's standard streams (the URLs and file names as bytes); its exit status. "
      "Standard output is closed after, as the program's is at its end; a failed write to it ends the process with the program's message and status 2." );
   m.def( "_check_usage", [] { return py::bytes( rfc1738::cli::help_text( rfc1738::cli::check_usage ) ); },
          "The help of `rfc1738 check` (`rfc1738 check --help`), which `python3 -m rfc1738 --help` prints." );
   m.def(
      "_write_stdout", []( const py::bytes& text ) { rfc1738::cli::write_stdout( std::string_view( text ) ); }, py::arg( "text" ),
      "Writes text to standard output now, as the program writes its help; a failed write ends the process with the program's message and status 2." );
}

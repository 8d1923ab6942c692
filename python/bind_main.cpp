// SPDX-License-Identifier: BSL-1.0
// python3 -m rfc1738 (rfc1738/__main__.py): the program's check itself, its
// command line read as the program reads it (tools/rfc1738/command_line.cpp,
// check_cli.cpp) and its run (check_command.cpp: inputs, output, -j engine,
// summaries and messages) on this process's standard streams; its help
// text; the table of its options (tools/rfc1738/check_options.cpp); and the
// program's writer of help texts.
#include <cstdio>
#include <new>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "command_line.hpp"
#include "commands.hpp"
#include "output.hpp"

namespace py = pybind11;

void bind_main( py::module_& m )
{
   m.def(
      "_check_main",
      []( const std::vector< std::string >& words ) {
         py::gil_scoped_release unlocked;
         return rfc1738::cli::run_command( { "check", &rfc1738::cli::declare_check, rfc1738::cli::help_text( rfc1738::cli::check_usage ), "try 'python3 -m rfc1738 --help'" },
                                           words );
      },
      py::arg( "words" ),
      "python3 -m rfc1738 [check] WORDS: `rfc1738 check WORDS` (bytes) on this process's standard streams, read by the program's own "
      "command line (CLI11 on check's options, the words after \"--\" operands, its usage errors, --help) and run by its check; "
      "its exit status. A usage error's last line is \"try 'python3 -m rfc1738 --help'\". Standard output is closed after, as the "
      "program's is at its end; a failed write to it ends the process with the program's message and status 2." );
   m.def(
      "_check_options",
      [] {
         py::list table;
         for( const auto& o : rfc1738::cli::check_option_table() ) {
            py::dict d;
            d[ "names" ] = py::str( std::string( o.names ) );
            d[ "keyword" ] = o.keyword();
            d[ "argument" ] = py::str( std::string( o.argument ) );
            d[ "choices" ] = o.choices;
            d[ "implicit" ] = o.implicit.empty() ? py::object( py::none() ) : py::object( py::str( std::string( o.implicit ) ) );
            d[ "range" ] = o.low == 0 && o.high == 0 ? py::object( py::none() ) : py::object( py::make_tuple( o.low, o.high ) );
            d[ "repeated" ] = o.repeated;
            table.append( d );
         }
         return table;
      },
      "The options of `rfc1738 check` (tools/rfc1738/check_options.cpp), in the order of its help: each a dict of names "
      "('-q,--quiet'), keyword (its long name as a Python identifier), argument (the value's name; '' for a flag), choices, implicit "
      "(its value when given without one, or None), range ((low, high) for a number, or None) and repeated." );
   m.def( "_check_usage", [] { return py::bytes( rfc1738::cli::help_text( rfc1738::cli::check_usage ) ); },
          "The help of `rfc1738 check` (`rfc1738 check --help`), which `python3 -m rfc1738 --help` prints." );
}

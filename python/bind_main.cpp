// SPDX-License-Identifier: BSL-1.0
// python3 -m rfc1738 (rfc1738/__main__.py): the program's check itself
// (tools/rfc1738/check_command.cpp), its inputs, output, -j engine,
// summaries and messages, on this process's standard streams; its help
// text; the table of its options (tools/rfc1738/check_options.cpp), which
// the command line is parsed in Python by; and the program's writer of help
// texts.
#include <cstdio>
#include <new>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "commands.hpp"
#include "output.hpp"

namespace py = pybind11;

void bind_main( py::module_& m )
{
   m.def(
      "_check_command",
      []( std::vector< std::string > urls, const py::dict& options ) {
         rfc1738::cli::check_settings s;
         s.inputs.urls = std::move( urls );
         // Each option given (a flag True, a value, a repeated option's
         // values) set as the table says (check_options.cpp).
         for( const auto& o : rfc1738::cli::check_option_table() ) {
            const auto key = o.keyword();
            if( !options.contains( key ) ) {
               continue;
            }
            const py::handle v = options[ key.c_str() ];
            if( py::isinstance< py::bool_ >( v ) ) {
               if( v.cast< bool >() ) {
                  o.set( s, std::string() );
               }
            }
            else if( py::isinstance< py::list >( v ) ) {
               for( const auto& each : v ) {
                  o.set( s, each.cast< std::string >() );
               }
            }
            else if( !v.is_none() ) {
               o.set( s, v.cast< std::string >() );
            }
         }
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
      py::arg( "urls" ), py::arg( "options" ),
      "python3 -m rfc1738: `rfc1738 check` run on this process's standard streams (the URLs as bytes) with `options`, a dict from "
      "each option's keyword (_check_options) to its value (True for a flag given, a str or bytes, a list of them for a repeated option; "
      "None or absent: not given); its exit status. "
      "Standard output is closed after, as the program's is at its end; a failed write to it ends the process with the program's message and status 2." );
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
      "('-q,--quiet'), keyword (what _check_command takes it by), argument (the value's name; '' for a flag), choices, implicit "
      "(its value when given without one, or None), range ((low, high) for a number, or None) and repeated." );
   m.def( "_check_usage", [] { return py::bytes( rfc1738::cli::help_text( rfc1738::cli::check_usage ) ); },
          "The help of `rfc1738 check` (`rfc1738 check --help`), which `python3 -m rfc1738 --help` prints." );
   m.def(
      "_write_stdout", []( const py::bytes& text ) { rfc1738::cli::write_stdout( std::string_view( text ) ); }, py::arg( "text" ),
      "Writes text to standard output now, as the program writes its help; a failed write ends the process with the program's message and status 2." );
}

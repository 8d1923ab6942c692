// SPDX-License-Identifier: BSL-1.0
// rfc1738.annotate and rfc1738.printable: the input shown to a person, and
// the input with a caret under an offset, drawn by the library
// (rfc1738/annotate.hpp) exactly as `rfc1738 check` and `rfc1738 lint` draw
// them, so that `python3 -m rfc1738` prints the program's bytes.
#include <cstddef>
#include <string>

#include <pybind11/pybind11.h>

#include "bind_text.hpp"

namespace py = pybind11;

void bind_annotate( py::module_& m )
{
   using namespace rfc1738::python;
   static const std::string annotate_doc =
      "Two lines, as `rfc1738 check` prints them under an input that does not conform: the text in its printable() form, "
      "and a caret under the byte at `offset` (an offset past the end counts as the end; RFC 1738 §5); each line begins with "
      "`indent`, the second ends with the caret (no newline). A text longer than " +
      std::to_string( rfc1738::annotate_window_limit ) + " bytes is shown from " + std::to_string( rfc1738::annotate_window_side ) +
      " bytes before the offset to as many after, with \"...\" where bytes are left out. `color` paints the caret bold red (ANSI).";
   m.def(
      "printable", []( const py::handle bytes ) {
         std::string storage;
         return rfc1738::printable( bytes_of( bytes, storage, "text" ) );
      },
      py::arg( "text" ),
      "The text on one line of printable US-ASCII, as `rfc1738 check` prints an input: every byte that is not a graphic "
      "character or the space (NUL, tab, CR, LF, DEL, bytes >= 0x80), and the backslash, as \\xHH (a str is its UTF-8 bytes)." );
   m.def(
      "annotate", []( const py::handle text_in, const std::size_t offset, const bool color, const py::handle indent_in ) {
         std::string storage, indent_storage;
         const auto t = bytes_of( text_in, storage, "text" );
         rfc1738::annotate_options o;
         o.color = color;
         o.indent = bytes_of( indent_in, indent_storage, "indent" );
         return rfc1738::annotate( t, offset, o );
      },
      py::arg( "text" ), py::arg( "offset" ), py::kw_only(), py::arg( "color" ) = false, py::arg( "indent" ) = "  ", annotate_doc.c_str() );
}

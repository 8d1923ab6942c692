// SPDX-License-Identifier: BSL-1.0
// How a byte or a literal of the grammar is shown in an expected item or a
// message. The generator writes the expected items of every automaton state
// with it (tools/bnf2pegtl/automata.cpp, into generated/); the library's
// diagnosis messages (src/diagnosis/message.hpp, src/editions/edition.cpp) show a byte
// the same way. It lives in notation/, below both stages of the pipeline
// (grammar/ -> bnf2pegtl -> generated/ -> src/): each includes it as
// "show.hpp", neither reaches into the other. Standard headers only.
#ifndef RFC1738_NOTATION_SHOW_HPP
#define RFC1738_NOTATION_SHOW_HPP

#include <string>
#include <string_view>

#include "hex.hpp"

namespace rfc1738::notation {

/// How a byte is shown in a message or an expected item: "x", <"> for the
/// double quote (as the RFC's BNF writes it), byte 0xHH for control bytes,
/// space and bytes >= 0x80.
inline std::string show_byte( unsigned char c )
{
   if( c == '"' ) {
      return "<\">";
   }
   if( c < 0x21 || c >= 0x7f ) {
      return "byte 0x" + hex_digits( c );
   }
   return std::string( "\"" ) + static_cast< char >( c ) + "\"";
}

/// A literal as an expected item: "text", or <"> for the double quote.
inline std::string show_literal( std::string_view text )
{
   if( text == "\"" ) {
      return "<\">";
   }
   return "\"" + std::string( text ) + "\"";
}

}  // namespace rfc1738::notation

#endif

// SPDX-License-Identifier: BSL-1.0
// What the program prints: buffered output, JSON strings, readable bytes.
#ifndef RFC1738_TOOLS_RFC1738_OUTPUT_HPP
#define RFC1738_TOOLS_RFC1738_OUTPUT_HPP

#include <string>
#include <string_view>

namespace rfc1738::cli {

// Output buffered in one string, written to standard output in large blocks.
class output {
public:
   ~output();
   void put( std::string_view s );
   void put( char c ) { buffer_.push_back( c ); }
   void flush();
private:
   std::string buffer_;
};

// A JSON string in which every byte of `s` is one code point: bytes >= 0x80
// as \u0080...\u00ff, control bytes escaped.
void json_string( output& out, std::string_view s );

// A JSON string of the program's own UTF-8 text (messages, names): bytes as
// they are, but for the quote, the backslash and control characters.
void json_text( output& out, std::string_view s );

// The input for a person: printable ASCII as is, every other byte (and "\\")
// as \xHH.
void readable( output& out, std::string_view s );

// The width `readable` gives `s`, in columns.
std::size_t readable_width( std::string_view s );

}  // namespace rfc1738::cli

#endif

// SPDX-License-Identifier: BSL-1.0
// What the program prints: buffered output, JSON strings, readable bytes,
// help texts.
#ifndef RFC1738_TOOLS_RFC1738_OUTPUT_HPP
#define RFC1738_TOOLS_RFC1738_OUTPUT_HPP

#include <cstdio>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rfc1738::cli {

// Output buffered in one string, written to a stream (standard output unless
// told otherwise) in large blocks. A write that fails (disk full, a closed
// pipe with SIGPIPE ignored, …) ends the program at once: a one-line message
// on standard error and exit status 2 (write_failed), so nothing is lost
// silently.
class output {
public:
   output() = default;
   output( std::FILE* stream, std::string name );
   // Output kept in memory (-j: a chunk's, written later in input order):
   // flush() does nothing, buffer() holds it all.
   struct in_memory_t {};
   static constexpr in_memory_t in_memory{};
   explicit output( in_memory_t ) noexcept
      : stream_( nullptr )
   {}
   output( const output& ) = delete;
   output& operator=( const output& ) = delete;
   ~output();
   void put( std::string_view s );
   void put( char c ) { buffer_.push_back( c ); }
   // Like put( s ), but a large `s` (another output's buffer, -j) is written
   // to the stream at once after what is buffered, not copied.
   void put_block( std::string_view s );
   // The buffer, to append to in place; commit() after appending.
   std::string& buffer() noexcept { return buffer_; }
   void commit()
   {
      if( buffer_.size() >= ( 1u << 16 ) && stream_ != nullptr ) {
         flush();
      }
   }
   void flush();
   // A message for standard error in its place after what was put before
   // it. When standard error is standard output's file (2>&1, one terminal),
   // the output is flushed and the message written at once, so that the
   // bytes land in order. When they are different files, their relative order
   // cannot be seen: the output is not flushed, and the message is written at
   // once to a terminal, or else buffered like the output (written when the
   // output is, and by flush()). In memory (-j), kept with its place in the
   // buffer and written by put_output.
   void message( std::string_view text );
   // The same, of the pieces written one after the other (no string made of
   // them first).
   void message( std::initializer_list< std::string_view > pieces );
   // Writes `other` (in memory): its bytes and its messages in their places,
   // as if they had been put here; then empties it.
   void put_output( output& other );
   // Empties the buffer and the messages kept (in memory).
   void clear() noexcept
   {
      buffer_.clear();
      messages_.clear();
      message_text_.clear();
   }
   // Flushes and closes the stream (standard output included: its close is
   // where a full disk shows last).
   void close();
private:
   std::string buffer_;
   // In memory: each message's place in buffer_ and its end in
   // message_text_ (it begins where the one before ends).
   std::vector< std::pair< std::size_t, std::size_t > > messages_;
   std::string message_text_;
   std::string errors_;   // messages for standard error not yet written (files apart)
   void write_errors() noexcept;
   std::FILE* stream_ = stdout;
   std::string name_ = "standard output";
};

// Writes `s` to standard output now (help texts): on failure, write_failed.
void write_stdout( std::string_view s );

// "rfc1738: error writing NAME: <errno text>" and exit status 2.
[[noreturn]] void write_failed( const std::string& name );

// A JSON string in which every byte of `s` is one code point: bytes >= 0x80
// as \u0080...\u00ff, control bytes escaped.
void json_string( output& out, std::string_view s );

// A JSON string of the program's own UTF-8 text (messages, names): bytes as
// they are, but for the quote, the backslash and control characters.
void json_text( output& out, std::string_view s );

// The input for a person: rfc1738::printable (rfc1738/annotate.hpp), whose
// width is rfc1738::printable_width.
void readable( output& out, std::string_view s );

// A command's help text with the editions of grammar/editions.facts in
// place of "@EDITIONS@" ("rfc1738 (default), draft-03 or draft-03-literal")
// and "@EDITION_NAMES@" ("rfc1738, draft-03, draft-03-literal"); an
// option's paragraph that holds one is laid out again: its words to column
// 80, continuation lines at column 25. The program's and python3 -m rfc1738's.
std::string help_text( std::string_view usage );

/// An option's paragraph ("  --name ARG" to column 25, then its words) laid
/// out again: its words to column 80, continuation lines at column 25.
std::string lay_out( const std::string& paragraph );

// "rfc1738 (default), draft-03 or draft-03-literal": the names of the
// editions, the first followed by `first_note`, the last joined by `last_joiner`.
std::string edition_list( std::string_view first_note, std::string_view last_joiner );

}  // namespace rfc1738::cli

#endif

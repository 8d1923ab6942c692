// SPDX-License-Identifier: BSL-1.0
// An input shown to a person: its bytes in one printable form, and the input
// again with a caret under an offset (where a diagnosis stops, RFC 1738 §5).
// The one drawing that `rfc1738 check`, `rfc1738 lint` and
// `python3 -m rfc1738` print under a rejected input.
#ifndef RFC1738_ANNOTATE_HPP
#define RFC1738_ANNOTATE_HPP

#include <cstddef>
#include <string>
#include <string_view>

namespace rfc1738 {

/// Whether `printable` shows the byte `c` as "\xHH" (two lower-case hex
/// digits) rather than as itself: every byte that is not a graphic
/// US-ASCII character or the space (the controls, NUL, tab, CR and LF among
/// them, DEL, and every byte from 0x80 on, which RFC 1738 §2.2 leaves out of
/// URLs), and the backslash, so that the form reads back without ambiguity.
/// Every byte shown as itself takes one column, every escaped one four.
/// @param c the byte
/// @return true when the byte is shown as "\xHH"
[[nodiscard]] constexpr bool shown_escaped( unsigned char c ) noexcept
{
   return c < 0x20 || c >= 0x7f || c == '\\';
}

/// The number of columns `printable( bytes )` takes: one per byte shown as
/// itself, four per byte shown escaped.
/// @param bytes the bytes to show
/// @return the width in columns
[[nodiscard]] std::size_t printable_width( std::string_view bytes ) noexcept;

/** `bytes` on one line of printable US-ASCII: each byte for which
    shown_escaped holds as "\xHH", every other byte as itself.

    @param bytes the bytes to show
    @return their printable form

    @par Example
    @code
    rfc1738::printable( "a\\b\tc\xff" ) == "a\\x5cb\\x09c\\xff"
    @endcode
*/
[[nodiscard]] std::string printable( std::string_view bytes );

/// How `annotate` draws.
struct annotate_options {
   /// The caret in bold red (ANSI SGR "\033[1;31m" ... "\033[0m").
   bool color = false;
   /// What begins each of the two lines.
   std::string_view indent = "  ";
};

/// An input longer than this many bytes is shown as a window around the
/// offset (annotate).
inline constexpr std::size_t annotate_window_limit = 160;
/// The bytes of the window on each side of the offset (annotate).
inline constexpr std::size_t annotate_window_side = 60;

/** Two lines: `input` in its printable form, and under it a caret "^" in
    the column of the byte at `offset` (its escape's first column when it is
    shown escaped; the column after the last byte when `offset` is the
    input's length, as a diagnosis' offset is for an input that stops too
    early; an offset beyond the end counts as the end). Each line begins
    with `options.indent`; the second ends with the caret (no newline), so
    that a caller can continue it.

    An input longer than annotate_window_limit bytes is shown from
    annotate_window_side bytes before the offset to annotate_window_side
    bytes after it, with "..." where bytes are left out (the caret still
    under its byte): a megabyte line gives two short lines.

    @param input the input, as bytes
    @param offset where the caret points, in bytes from the input's start
    @param options the colour and the indent
    @return the two lines, the second without a newline

    @par Specification
    RFC 1738 §5 (the offset is a diagnosis' offset into the input checked).

    @par Example
    @code
    rfc1738::annotate( "ftp://h:21x/", 10 ) == "  ftp://h:21x/\n            ^"
    @endcode
*/
[[nodiscard]] std::string annotate( std::string_view input, std::size_t offset, const annotate_options& options = {} );

}  // namespace rfc1738

#endif

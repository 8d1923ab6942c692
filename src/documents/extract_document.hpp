// SPDX-License-Identifier: BSL-1.0
// What the readers of Markdown and HTML share (src/documents/extract_document.cpp):
// a projection of the document (the bytes a reader sees, each with the span
// of the document it stands for), the lines of the document, the prose pass
// (the Appendix's rules on a projection), and HTML's character references
// and tags (src/documents/extract_html.cpp), which Markdown also meets.
#ifndef RFC1738_SRC_EXTRACT_DOCUMENT_HPP
#define RFC1738_SRC_EXTRACT_DOCUMENT_HPP

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "rfc1738/extract.hpp"
#include "rfc1738/grammar/charsets.hpp"
#include "parser/scheme_size.hpp"

namespace rfc1738::detail {

/// An ASCII letter in lower case; any other byte as it is.
constexpr char lower( char c ) noexcept
{
   return c >= 'A' && c <= 'Z' ? static_cast< char >( c - 'A' + 'a' ) : c;
}

/// RFC 1738 §5: alpha = lowalpha | hialpha (charsets.hpp).
constexpr bool is_alpha( char c ) noexcept
{
   return grammar::charset::alpha.contains( static_cast< unsigned char >( c ) );
}

/// §2.1, §5: a byte of scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]
/// (the generated table, scheme_size.hpp) once in lower case: upper case
/// letters too, so that "HTTP:" is found (and checked as written, or with
/// case-ignore).
constexpr bool is_scheme_char( char c ) noexcept
{
   return scheme_scan::bytes[ static_cast< unsigned char >( lower( c ) ) ];
}

/// The bytes a reader sees, each standing for the document's bytes [from, to).
struct projection {
   std::string bytes;
   std::vector< std::size_t > from, to;

   void push( char c, std::size_t f, std::size_t t )
   {
      bytes.push_back( c );
      from.push_back( f );
      to.push_back( t );
   }
   void clear()
   {
      bytes.clear();
      from.clear();
      to.clear();
   }
};

/// The LF bytes of a document: line and column of an offset in O(log n).
class line_index {
public:
   explicit line_index( std::string_view text );
   /// 1-based line and byte column of `offset`.
   void locate( std::size_t offset, std::size_t& line, std::size_t& column ) const noexcept;
   /// The LF offsets in [begin, end).
   std::vector< std::size_t > feeds_in( std::size_t begin, std::size_t end ) const;

private:
   std::vector< std::size_t > feeds_;
};

/// Whether `url` begins with a scheme (§2.1: a letter, then letters,
/// digits, "+", "-", "."), then ":".
bool begins_with_scheme( std::string_view url ) noexcept;

/// A candidate whose URL is the bytes of `p` (each mapped back through it),
/// delimited by `d`, spanning [begin, end) of the document.
candidate make_candidate( const projection& p, delimiter d, std::size_t begin, std::size_t end, const line_index& lines );

/// The prose of a document (`p`, a projection of it): the Appendix's rules
/// (rfc1738::extractor) on its bytes, each candidate mapped back to the
/// document; a bare or quoted one kept when it has "//" after its ":" or a
/// scheme of RFC 1738 §3; with `emphasis`, a trailing "*", "_" or "~" of a
/// bare one dropped (Markdown).
void extract_prose( const projection& p, const line_index& lines, const extract_options& options, bool emphasis, std::vector< candidate >& out );

/// The character reference at text[i] == '&' (HTML: "&name;", "&#N;",
/// "&#xH;"): appends its UTF-8 bytes to `out` and gives its length in the
/// text, or 0 when there is none (the "&" is itself).
std::size_t decode_reference( std::string_view text, std::size_t i, std::string& out );

/// The HTML tag at text[i] == '<' (a letter follows): its name (lower
/// case) in `name`; each URL of its URL attributes a candidate in `out`.
/// @return The offset past its ">" (the text's end when unclosed).
std::size_t read_tag( std::string_view text, std::size_t i, const line_index& lines, std::vector< candidate >& out, std::string& name );

/// Markdown and HTML readers (src/documents/extract_markdown.cpp, src/documents/extract_html.cpp).
std::vector< candidate > extract_markdown( std::string_view text, const extract_options& options );
std::vector< candidate > extract_html( std::string_view text, const extract_options& options );

}  // namespace rfc1738::detail

#endif

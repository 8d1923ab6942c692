// SPDX-License-Identifier: BSL-1.0
// URLs in text: every candidate of a document, as the RFC's Appendix
// delimits them, with where it stands in the text.
#ifndef RFC1738_EXTRACT_HPP
#define RFC1738_EXTRACT_HPP

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "rfc1738/warning.hpp"

namespace rfc1738 {

/** How a candidate was delimited in the text.

    @par Specification
    RFC 1738 Appendix, "Recommendations for URLs in Context": "angle
    brackets ("<" and ">"), along with the prefix "URL:", be used to delimit
    the boundaries of the URL".
*/
enum class delimiter {
   url_wrapped,   ///< "<URL:" ... ">", the Appendix's recommended wrapper
   angle,         ///< "<scheme:" ... ">", angle brackets without "URL:"
   quote,         ///< a double quote, "scheme:" ..., a double quote
   bare,          ///< "scheme:" in running text, ended by whitespace or a delimiter
   link,          ///< Markdown: the destination of an inline link or image, "[text](URL)"
   reference,     ///< Markdown: the destination of a link reference definition, "[label]: URL"
   attribute      ///< HTML: the value of an attribute that holds a URL (href, src, ...)
};

/// @param d A delimiter.
/// @return Its name: "url_wrapped", "angle", "quote", "bare", "link",
/// "reference" or "attribute" (static storage).
std::string_view name_of( delimiter d ) noexcept;

/// A place in the text: the byte offset, and the 1-based line (lines end
/// at LF) and column (in bytes) of that byte.
struct text_position {
   /// Byte offset in the whole text.
   std::size_t offset = 0;
   /// 1-based line: one plus the number of LF bytes before `offset`.
   std::size_t line = 1;
   /// 1-based column in bytes: one plus the bytes since the last LF.
   std::size_t column = 1;
};

/** One URL candidate found in a text by rfc1738::extractor.

    `url` is what is to be checked: the wrapper ("<URL:", the angle
    brackets, the double quotes, a "URL:" prefix) removed, and inside a wrapper every
    whitespace byte removed ("The whitespace should be ignored when
    extracting the URL"). `source` maps each byte of `url` back to the text.

    @par Specification
    RFC 1738 Appendix.

    @par Example
    @code
    const auto c = rfc1738::extract( "see <URL:ftp://ds.in\n  ternic.net/rfc>." );
    // c.size() == 1, c[ 0 ].delimiter == rfc1738::delimiter::url_wrapped
    // c[ 0 ].url == "ftp://ds.internic.net/rfc", c[ 0 ].begin == 4, c[ 0 ].end == 38
    // c[ 0 ].position_of( 11 ).line == 2, .column == 3 (the "t" of "ternic")
    @endcode
*/
struct candidate {
   /// Where the candidate begins in the whole text: its opening delimiter
   /// (less-than sign or double quote), or the first byte of the scheme (of
   /// a "URL:" prefix) when bare.
   std::size_t begin = 0;
   /// One past its last byte: past the closing delimiter when there is one,
   /// else past the last byte of the URL.
   std::size_t end = 0;
   /// 1-based line of `begin`.
   std::size_t line = 1;
   /// 1-based column of `begin`, in bytes.
   std::size_t column = 1;
   /// How it was delimited.
   rfc1738::delimiter delimiter = delimiter::bare;
   /// The URL: the wrapper and the Appendix's whitespace removed.
   std::string url;
   /// The text offset of each byte of `url`, then one more entry: the offset
   /// just past the last byte of `url` (so `source.size() == url.size() + 1`).
   std::vector< std::size_t > source;
   /// The text offsets of the LF bytes inside [begin, end), in order.
   std::vector< std::size_t > line_feeds;
   /// What the Appendix warns about (offsets into `url`):
   /// `hyphen-at-line-break`, `unterminated`, `too-long`.
   std::vector< warning > warnings;

   /// @param url_offset An offset into `url`, at most `url.size()`.
   /// @return The position in the text of that byte of `url`
   /// (`url.size()`: just past the last byte of the URL).
   [[nodiscard]] text_position position_of( std::size_t url_offset ) const noexcept;
};

/// What rfc1738::extractor looks for.
struct extract_options {
   /// Only the Appendix's "<URL:...>" wrappers (no angle, quote or bare candidates).
   bool only_wrapped = false;
   /// The longest URL a candidate may carry, in bytes: longer, it ends there
   /// as a candidate with a `too-long` warning, and scanning goes on as
   /// plain text. Bounds the extractor's memory.
   std::size_t max_url_length = 65536;
   /// Where the text fed begins within a larger text that it is a part of:
   /// the offset of its first byte (the text begins a line). The
   /// candidates' begin, end, line, column, source and line_feeds are then
   /// the larger text's: a text cut after line feeds into pieces, each read
   /// by an extractor of its own that is told where its piece begins, gives
   /// the positions reading the whole would give.
   std::size_t first_offset = 0;
   /// The number of the first line of the text fed, within the larger text
   /// (see first_offset); 0 is read as 1.
   std::size_t first_line = 1;
};

/** Finds the URL candidates of a text fed in chunks of any size: constant
    memory (bounded by extract_options::max_url_length) and linear time.

    The rules (a choice where the Appendix is silent, documented in the
    README, "URLs in text"):
    @li "<URL:" opens a url_wrapped candidate; a less-than sign followed by
        a scheme (letters, digits, plus, hyphen, period, a letter first) and
        a colon opens an angle one; a double quote followed by a scheme, a
        colon and a byte a bare candidate may hold (not whitespace) opens a
        quote one ("URL:" too). They end at the greater-than sign (the
        double quote for quote). Whitespace inside is removed; a line break
        right after a hyphen is warned about (hyphen-at-line-break), the
        hyphen kept. A less-than sign (where a new wrapper may begin), a
        blank line, the end of the text or the length cap ends one
        unterminated (warning unterminated or too-long).
    @li a bare candidate is a scheme at a word start (the byte before is
        not a letter, digit, plus, hyphen or period) beginning with a
        letter, a colon, then at least one printable ASCII byte other than
        the less-than and greater-than signs and the double quote; it runs
        until whitespace, a control byte, a byte >= 0x80, or one of those
        three. Then trailing periods, commas, semicolons, colons,
        exclamation and question marks and apostrophes are dropped, and a
        trailing closing parenthesis when the candidate holds fewer opening
        than closing ones: sentence punctuation, as the Appendix says of
        unwrapped URLs ("punctuation marks that might be mistaken for part
        of the URL"). A bare candidate ending in a hyphen at a line break
        gets hyphen-at-line-break. A "URL:" prefix before a scheme is
        removed.
    @li lines end at LF; columns count bytes.

    @par Specification
    RFC 1738 Appendix.
*/
class extractor {
public:
   /// @param each Called with every candidate, in text order. It may take
   ///             the candidate (move from it) or swap in one it is done
   ///             with: the extractor reads the next candidate into what is
   ///             left, reusing its memory.
   /// @param options What to look for.
   explicit extractor( std::function< void( candidate&& ) > each, const extract_options& options = {} );

   /// Reads the next bytes of the text.
   /// @param chunk Any number of bytes (empty: nothing).
   void feed( std::string_view chunk );

   /// Ends the text: a candidate still open is given (unterminated when
   /// wrapped). The extractor may then be fed a new text (its positions
   /// counted again from extract_options::first_offset and first_line).
   void finish();

   /// Whether nothing is being read or waited for. A text cut at a line
   /// start where the extractor is at rest may be read on by a new
   /// extractor: the same candidates follow, with the positions of the whole
   /// text when the new one is told where the cut is
   /// (extract_options::first_offset and first_line).
   /// @return true when the next byte is read as the first byte of a text
   /// would be (no candidate, wrapper or scheme is open).
   [[nodiscard]] bool at_rest() const noexcept;

private:
   enum class state { text, word, colon, open, open_scheme, quote_colon, wrapped, bare, bare_hyphen };

   void step( char c );
   void start_wrapped( rfc1738::delimiter d, std::size_t begin, std::size_t colon, bool with_scheme );
   void append( char c, std::size_t at );
   void close_wrapped( std::size_t end, bool terminated );
   void close_bare( int cut_by = -1 );   // cut_by: the byte >= 0x80 that ended it
   void emit();
   void reset_text();

   std::function< void( candidate&& ) > each_;
   extract_options options_;

   state state_ = state::text;
   std::size_t offset_ = 0;        // of the next byte
   std::size_t line_ = 1;
   std::size_t line_start_ = 0;    // offset of the first byte of the line

   std::string word_;              // a scheme being read (at most max_scheme bytes)
   bool word_long_ = false;        // the word is longer than a scheme may be
   std::size_t word_begin_ = 0;
   std::size_t word_line_ = 1;
   std::size_t word_column_ = 1;
   bool word_url_prefix_ = false;  // word_ follows "URL:" (bare)
   std::size_t prefix_begin_ = 0, prefix_line_ = 1, prefix_column_ = 1;
   char opener_ = 0;               // '<' or '"' of open/open_scheme
   std::size_t open_begin_ = 0, open_line_ = 1, open_column_ = 1;

   candidate current_;
   char closer_ = 0;               // '>' or '"'
   bool in_space_ = false;
   bool space_line_break_ = false;
   std::size_t space_line_feeds_ = 0;
};

/** Every URL candidate of `text` (rfc1738::extractor fed the whole text).

    @par Specification
    RFC 1738 Appendix.

    @par Example
    @code
    const auto c = rfc1738::extract( "Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;\n type=d>" );
    // c[ 0 ].url == "ftp://info.cern.ch/pub/www/doc;type=d", c[ 0 ].line == 1, c[ 0 ].column == 28
    @endcode

    @param text The text.
    @param options What to look for.
    @return The candidates, in text order.
*/
std::vector< candidate > extract( std::string_view text, const extract_options& options = {} );

/** How a document is written, which says where its URLs are.

    A text is read by the Appendix's rules alone; a Markdown or an HTML
    document by its own syntax first (its links), then the Appendix's rules
    on its prose. See rfc1738::extract( std::string_view, document_format,
    const extract_options& ).
*/
enum class document_format {
   text,       ///< plain text: the Appendix's rules (rfc1738::extractor)
   markdown,   ///< CommonMark
   html        ///< HTML (also XHTML)
};

/// @param f A format.
/// @return Its name: "text", "markdown" or "html" (static storage).
std::string_view name_of( document_format f ) noexcept;

/// The format a file name says: ".md" and ".markdown" Markdown, ".html",
/// ".htm" and ".xhtml" HTML (any case), anything else text.
/// @param path A file name.
/// @return Its format.
document_format format_of_path( std::string_view path ) noexcept;

/** Every URL candidate of a document of format `format`.

    `text`: exactly rfc1738::extract( text, options ). The others (each
    candidate's `source` maps every byte of its URL to the document; a byte
    decoded from an escape or a character reference maps to the escape's
    first byte; positions are the document's lines and byte columns):

    @li markdown: the destination of each inline link and image
        ("[t](URL "title")", "<...>" destinations, balanced parentheses,
        backslash escapes and character references decoded: `link`), of each
        link reference definition ("[x]: URL": `reference`), each autolink
        ("<scheme:...>": `angle`), and the URL attributes of inline HTML tags
        (`attribute`); a destination is a candidate when it begins with a
        scheme and ":" (a relative reference is not an RFC 1738 URL). The rest,
        code spans and code blocks included, is prose: the Appendix's rules
        with the markup (brackets, backquotes, the "|" of table rows) read as
        spaces, so that a bare URL ends before it, and a trailing "*", "_" or
        "~" (emphasis) dropped.
    @li html: the URL attributes of each tag (href, src, action, cite,
        background, longdesc, usemap, codebase, data, formaction, poster,
        manifest, icon, profile, classid, dynsrc, lowsrc; the URLs of srcset,
        archive and ping), character references decoded, surrounding
        whitespace trimmed, tabs and line breaks inside removed (as a browser
        does), when the value begins with a scheme and ":"; the text content,
        character references decoded, as prose. Comments, declarations,
        processing instructions, the content of script and style elements and
        every other attribute (style among them: CSS is not read) are skipped.
    @li prose (both): a bare, quoted or angle candidate needs what tells a
        URL from a word followed by a colon: a scheme of two bytes at least,
        then "//" and more (the common Internet scheme syntax, §3.1), or a
        scheme whose §3 form has no "//" ("mailto:", "news:").
        "Class::member", "Note:x", "localhost:8080", "file:line" and
        "http://" alone are not candidates. A bare one also drops a trailing
        "]" or "}" that closes nothing in it. A candidate of the prose with a
        template's placeholder ("${", "{{", "<%") is a URL template, not a
        URL: not given.

    Linear time; the whole document is held (no length cap but
    `options.max_url_length` on each candidate of the prose).

    @par Specification
    RFC 1738 Appendix (the prose); CommonMark 0.30 §6.3 (links), §4.7 (link
    reference definitions), §6.5 (autolinks), §6.6 (raw HTML); HTML, "URL"
    attributes and "character references".

    @par Example
    @code
    const auto c = rfc1738::extract( "See [the spec](http://h/a%20b#x \"T\")] and `std::vector`.",
                                     rfc1738::document_format::markdown );
    // c.size() == 1, c[ 0 ].delimiter == rfc1738::delimiter::link, c[ 0 ].url == "http://h/a%20b#x",
    // c[ 0 ].column == 16
    const auto h = rfc1738::extract( "<a href=\"http://h/?a&amp;b\" style=\"color:#fff\">",
                                     rfc1738::document_format::html );
    // h.size() == 1, h[ 0 ].url == "http://h/?a&b", h[ 0 ].position_of( 12 ).column == 26 (the "b", after "&amp;")
    @endcode

    @param text The document.
    @param format How it is written.
    @param options What to look for (`only_wrapped`: only the Appendix's
           "<URL:...>" forms of the prose, and no link of the syntax).
    @return The candidates, in document order.
*/
std::vector< candidate > extract( std::string_view text, document_format format, const extract_options& options = {} );

}  // namespace rfc1738

#endif

// SPDX-License-Identifier: BSL-1.0
// The notation of RFC 1738 Section 5, as a PEGTL grammar.
//
// RFC 1738 §5: "This is a BNF-like description of the Uniform Resource Locator
// syntax, using the conventions of RFC822, except that "|" is used to designate
// alternatives, and brackets [] are used around optional or repeated elements.
// Briefly, literals are quoted with "", optional elements are enclosed in
// [brackets], and elements may be preceded with <n>* to designate n or more
// repetitions of the following element; n defaults to 0."
//
// One grammar reads both files of grammar/:
//   rfc1738.bnf    definitions `name = expression` (the RFC's own notation only);
//   rewrites.peg   definitions `name ~ expression`, which may also use the PEG
//                  operators `!x` (not followed by x), `&x` (followed by x) and
//                  `<eof>` (end of input), variant names `production/qualifier`,
//                  `%i"text"` (the text in any case: RFC 7405's notation, for
//                  the rewrites of an ABNF grammar, whose strings are all
//                  case-insensitive, RFC 5234 §2.3), and the directives
//                  `@rewrite`, `@replaces`, `@why`.
// The reader (reader.cpp) refuses PEG-only notation in the .bnf file.
//
// Deviations from a literal reading of RFC 822 §2, none of which Section 5 uses:
// no `#` lists. The `<l>*<m>` upper bound of RFC 822 §2.7 is read (RFC 2373
// Appendix B writes `1*3DIGIT`). A `<...>` other than `<">` and `<eof>` is a
// prose value, a set said in words (RFC 822 §3.3: `CHAR = <any ASCII
// character>`; RFC 2396 §2.4.3: `control = <US-ASCII coded characters 00-1F
// and 7F hexadecimal>`): the reader reads it only by its recorded reading
// (reader.hpp).
#ifndef RFC1738_TOOLS_BNF2PEGTL_NOTATION_HPP
#define RFC1738_TOOLS_BNF2PEGTL_NOTATION_HPP

#include <tao/pegtl.hpp>

namespace rfc1738::bnf2pegtl::notation {

namespace pegtl = tao::pegtl;

// clang-format off
struct blank        : pegtl::one< ' ', '\t' > {};
struct comment      : pegtl::seq< pegtl::one< ';' >, pegtl::star< pegtl::not_one< '\n', '\r' > > > {};
// A line that starts with white space continues the definition above it.
struct continuation : pegtl::seq< pegtl::eol, pegtl::plus< blank > > {};
struct gap          : pegtl::star< pegtl::sor< blank, comment, continuation > > {};

struct name_char    : pegtl::sor< pegtl::alnum, pegtl::one< '-', '+', '_' > > {};
struct name         : pegtl::seq< pegtl::alpha, pegtl::star< name_char > > {};
// `production/qualifier`: a PEG variant of a production (rewrites.peg only).
struct variant_name : pegtl::seq< name, pegtl::opt< pegtl::one< '/' >, name > > {};

struct literal_text : pegtl::star< pegtl::not_one< '"', '\n', '\r' > > {};
struct literal      : pegtl::if_must< pegtl::one< '"' >, literal_text, pegtl::one< '"' > > {};
struct any_case_text : pegtl::star< pegtl::not_one< '"', '\n', '\r' > > {};
struct any_case     : pegtl::if_must< pegtl::string< '%', 'i', '"' >, any_case_text, pegtl::one< '"' > > {};
struct quote_char   : pegtl::string< '<', '"', '>' > {};
struct end_of_input : pegtl::string< '<', 'e', 'o', 'f', '>' > {};
struct prose_text   : pegtl::plus< pegtl::not_one< '>', '<', '"', '\n', '\r' > > {};
struct prose        : pegtl::if_must< pegtl::one< '<' >, prose_text, pegtl::one< '>' > > {};

struct alternation;
struct option       : pegtl::if_must< pegtl::one< '[' >, gap, alternation, gap, pegtl::one< ']' > > {};
struct group        : pegtl::if_must< pegtl::one< '(' >, gap, alternation, gap, pegtl::one< ')' > > {};
struct primary      : pegtl::sor< variant_name, literal, any_case, quote_char, end_of_input, prose, option, group > {};

struct count        : pegtl::plus< pegtl::digit > {};
// RFC 822 §2.7 "<l>*<m>element": at least l, at most m (RFC 2373 Appendix B's `1*3DIGIT`).
struct upper_count  : pegtl::plus< pegtl::digit > {};
struct repetition   : pegtl::seq< pegtl::opt< count >, pegtl::if_must< pegtl::one< '*' >, pegtl::opt< upper_count >, gap, primary > > {};
struct not_followed : pegtl::if_must< pegtl::one< '!' >, gap, primary > {};
struct followed     : pegtl::if_must< pegtl::one< '&' >, gap, primary > {};
// A character that can start nothing: reported by the reader (the unquoted
// `/` of the as-published gopherurl is the case erratum 5118 corrects).
struct stray        : pegtl::not_one< ' ', '\t', '\n', '\r', '|', ']', ')', ';' > {};
struct element      : pegtl::sor< repetition, not_followed, followed, primary, pegtl::raise< stray > > {};

struct sequence     : pegtl::seq< element, pegtl::star< gap, pegtl::not_at< pegtl::sor< pegtl::one< '|', ']', ')' >, pegtl::eolf > >, element > > {};
struct alternation  : pegtl::seq< sequence, pegtl::star< gap, pegtl::one< '|' >, gap, pegtl::must< sequence > > > {};

struct defines      : pegtl::one< '=' > {};
struct rewrites_as  : pegtl::one< '~' > {};
struct definition   : pegtl::seq< variant_name, pegtl::star< blank >, pegtl::sor< defines, rewrites_as >,
                                  pegtl::must< gap, alternation, gap, pegtl::eolf > > {};

struct text         : pegtl::star< pegtl::not_one< '\n', '\r' > > {};
struct directive_rewrite  : pegtl::seq< pegtl::string< '@', 'r', 'e', 'w', 'r', 'i', 't', 'e' >, pegtl::plus< blank >, pegtl::must< name, pegtl::star< blank >, pegtl::eolf > > {};
struct directive_replaces : pegtl::seq< pegtl::string< '@', 'r', 'e', 'p', 'l', 'a', 'c', 'e', 's' >, pegtl::plus< blank >, pegtl::must< name, pegtl::star< blank >, pegtl::eolf > > {};
struct directive_why      : pegtl::seq< pegtl::string< '@', 'w', 'h', 'y' >, pegtl::opt< blank >, text, pegtl::eolf > {};
struct directive    : pegtl::sor< directive_rewrite, directive_replaces, directive_why > {};

struct empty_line   : pegtl::seq< pegtl::star< blank >, pegtl::opt< comment >, pegtl::eolf > {};
struct line         : pegtl::sor< empty_line, directive, definition > {};
struct file         : pegtl::seq< pegtl::star< pegtl::not_at< pegtl::eof >, pegtl::must< line > >, pegtl::eof > {};
// clang-format on

}  // namespace rfc1738::bnf2pegtl::notation

#endif

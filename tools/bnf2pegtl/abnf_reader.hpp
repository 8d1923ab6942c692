// SPDX-License-Identifier: BSL-1.0
// Reads a grammar in ABNF (RFC 5234; abnf.hpp) into the generator's AST: RFC
// 3986 Appendix A, RFC 6874 §2, RFC 5234 Appendix B.1's core rules.
//
// What ABNF has and the AST has not is written with the AST's kinds
// (lowering.hpp): a quoted string matches its letters in either case (RFC
// 5234 §2.3), `%x30-39` is the alternation of its bytes, `n*m` and `n`
// repetitions are copies and nested options. A prose value (`<...>`, RFC
// 5234 §4) is read only where nothing of it is used: under a repetition of
// exactly zero (RFC 3986's `path-empty = 0<pchar>`, the empty string).
// `=/` adds alternatives to a rule defined above it in the same file. Rule
// names keep their spelling here; they match without regard to case where an
// edition is assembled (uri_edition.hpp).
#ifndef RFC1738_TOOLS_BNF2PEGTL_ABNF_READER_HPP
#define RFC1738_TOOLS_BNF2PEGTL_ABNF_READER_HPP

#include <string>
#include <string_view>
#include <vector>

#include "ast.hpp"

namespace rfc1738::bnf2pegtl {

// The rules of an ABNF text, in file order. Throws read_error
// ("file:line:column: message") on what it cannot read: a line that is not a
// rule, a comment or empty; a value beyond a byte; a prose value that would
// be used; a rule defined twice with `=`; `=/` before the rule's `=`.
std::vector< definition > read_abnf( std::string_view text, const std::string& file );

}  // namespace rfc1738::bnf2pegtl

#endif

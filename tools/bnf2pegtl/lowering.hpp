// SPDX-License-Identifier: BSL-1.0
// The notations' forms that the AST has no kind for, written with the kinds it
// has, so that the emitter, the automata and the railroads read every notation
// alike: a bounded repetition (RFC 822 §2.7 `<l>*<m>`, RFC 5234 §3.6 and
// §3.7), a case-insensitive string (RFC 5234 §2.3), a range of values (RFC
// 5234 §3.4) and the empty string.
#ifndef RFC1738_TOOLS_BNF2PEGTL_LOWERING_HPP
#define RFC1738_TOOLS_BNF2PEGTL_LOWERING_HPP

#include <string>
#include <string_view>

#include "ast.hpp"

namespace rfc1738::bnf2pegtl {

// The most a repetition count may be: each copy of a bounded repetition is
// written out (and the automata unroll every count), so a count is a small
// number in every grammar read here (RFC 3986's largest is 6).
inline constexpr unsigned max_count = 64;

// The count written as `digits` at `where`; throws read_error beyond
// max_count.
unsigned count_of( const std::string& digits, const location& where );

// The most groups and options a grammar's text nests, one in another: the
// readers descend once per level (RFC 3986's deepest is 3).
inline constexpr unsigned max_nesting = 64;

// Throws read_error at the first "(" or "[" of `text` (outside "..." and
// comments) that opens a level beyond max_nesting.
void check_nesting( std::string_view text, const std::string& file );

// The empty string: a sequence of nothing.
expression empty_string( const location& where );

// `minimum` copies of `x` in sequence, then up to `maximum - minimum` more,
// each optional and inside the option before it (x [ x [ x ] ]): greedy, as
// a PEG repeats. Precondition: minimum <= maximum.
expression bounded_repetition( expression x, unsigned minimum, unsigned maximum, const location& where );

// A string matched without regard to the case of its letters (RFC 5234
// §2.3: "ABNF strings are case insensitive"): each run of bytes that are not
// letters is one literal, each letter the alternation of its two cases.
expression case_insensitive( const std::string& text, const location& where );

// One byte from `first` to `last` (RFC 5234 §3.4 `%x30-39`): the alternation
// of their single-byte literals. Precondition: first <= last <= 255.
expression byte_range( unsigned first, unsigned last, const location& where );

}  // namespace rfc1738::bnf2pegtl

#endif

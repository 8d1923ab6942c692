// SPDX-License-Identifier: BSL-1.0
// Internal to the independent matcher (tests/support): the one reader of
// rules that cfg_matcher.cpp (RFC 822 notation, as RFC 1738 and the URI
// editions write it) and cfg_editions.cpp (ABNF, RFC 5234) share, each over
// the tokens of its own notation.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cfg_matcher.hpp"

namespace rfc1738::test::cfg::detail {

// The tokens of either notation. RFC 822 notation gives name, literal, alt
// ('|'), the brackets, repeat ('*', n*m, <n>), equals; ABNF gives name,
// quoted (either case), bytes and range (%-values), prose (<...>), alt
// ('/'), the brackets, repeat, equals and equals_slash ('=/').
enum class tok { name, literal, quoted, bytes, range, prose, alt, lbracket, rbracket, lparen, rparen, repeat, equals, equals_slash, end };

struct token {
  tok type = tok::end;
  std::string text;  // name, literal or quoted string, the bytes of a %-value, prose, '|' or '/'
  unsigned min = 0;  // repeat
  std::optional<unsigned> max;
  unsigned lo = 0;  // range
  unsigned hi = 0;
  location where;
  bool spaced = true;   // ABNF: white space, a line break or a comment since the previous token
  bool broken = false;  // ABNF: an empty line, or a line not beginning with white space, since the previous token
};

// Which notation the tokens are in, for what only one of them reads and
// for the messages (RFC 822's "production", RFC 5234's "rule").
enum class notation {
  rfc1738,  // RFC 822 notation as RFC 1738 writes it: n*[ x ] repeats x
  edition,  // RFC 822 notation in the URI editions: n*[ x ] refused
  abnf,     // RFC 5234: '=/', a rule ends at a broken line, elements spaced, a repeat right before its element
};

// A rule as a file defines it: with '=' or (ABNF) '=/'.
struct rule {
  production p;
  bool incremental = false;  // '=/'
};

// The token of a bracket or parenthesis, which both notations write alike:
// sets `type` and returns true for '(', ')', '[', ']'; false for any other.
bool bracket(char c, tok& type);

// The rules of `tokens` (ending with tok::end), read from `file`; throws
// std::runtime_error "file:line:column: message" on what it cannot read.
std::vector<rule> read_rules(std::vector<token> tokens, const std::string& file, notation n);

// The productions of a file in RFC 822 notation as the URI editions read it
// (cfg_matcher.hpp): exact counts, no n*[ x ], names left unresolved.
std::vector<production> read_rfc822_edition(std::string_view text, const std::string& file);

}  // namespace rfc1738::test::cfg::detail

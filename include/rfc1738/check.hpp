// SPDX-License-Identifier: BSL-1.0
// The verdicts on one URL: does it derive from `url`, through which
// alternative, and does it conform to the production of its own scheme?
#ifndef RFC1738_CHECK_HPP
#define RFC1738_CHECK_HPP

#include <optional>
#include <string_view>

#include "rfc1738/grammar/production.hpp"

namespace rfc1738 {

using grammar::production;

struct verdict {
   // The whole input derives from `url` (RFC 1738 §5).
   bool valid = false;
   // The alternative of `url` that derives it: the scheme-specific production
   // when it does, else otherurl; absent when the input is not valid.
   std::optional< production > derived_by;
   // The production the input's scheme calls for: the scheme's own for the ten
   // schemes of §3 (http → httpurl, …), genericurl for any other input.
   production target = production::genericurl;
   // The whole input derives from `target`: the strict verdict.
   bool conforms = false;
   // The text before the first ":" when it is a BNF `scheme`; a view into the
   // input, absent when there is no such text.
   std::optional< std::string_view > scheme;
};

// Checks `input`, byte for byte (no case folding, no trimming). Never throws.
verdict check( std::string_view input ) noexcept;

// The text before the first ":" when it derives from `scheme`
// (1*[ lowalpha | digit | "+" | "-" | "." ]).
std::optional< std::string_view > scheme_of( std::string_view input ) noexcept;

// The production of one of the ten schemes of §3 (exactly as written: "http",
// "ftp", "gopher", "mailto", "news", "nntp", "telnet", "wais", "file",
// "prospero"), genericurl for any other.
production target_of( std::string_view scheme ) noexcept;

// The input derives from production `p` as a whole.
bool derives( production p, std::string_view input ) noexcept;

}  // namespace rfc1738

#endif

// SPDX-License-Identifier: BSL-1.0
// An edition's split of an input whose verdict the caller has: the split
// without walking the edition's verdict automaton again (compare_editions,
// trace --edition E --components).
#ifndef RFC1738_SRC_EDITIONS_SPLIT_JUDGED_HPP
#define RFC1738_SRC_EDITIONS_SPLIT_JUDGED_HPP

#include <optional>
#include <string_view>

#include "rfc1738/edition.hpp"

namespace rfc1738::detail {

/// split( e, input ) for an input whose verdict `v` (check( e, input )) the
/// caller has: an edition of the generic URI syntax splits it without
/// walking its verdict automaton again, told the production that derives it
/// (its verdicts' alternative named by v.production, else the top); absent
/// when `v` is not valid. The other editions: split( e, input ).
std::optional< edition_split > split_judged( edition e, std::string_view input, const edition_verdict& v );

/// The same into `s` (its parts' room kept); false when absent (`s` then
/// unspecified).
bool split_judged_into( edition_split& s, edition e, std::string_view input, const edition_verdict& v );

}  // namespace rfc1738::detail

#endif

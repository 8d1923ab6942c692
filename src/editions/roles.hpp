// SPDX-License-Identifier: BSL-1.0
// The roles of a split: what each part of an input is across editions (see
// rfc1738::edition_split), from the parts an edition's parse holds.
#ifndef RFC1738_SRC_EDITIONS_ROLES_HPP
#define RFC1738_SRC_EDITIONS_ROLES_HPP

#include <string_view>
#include <vector>

#include "rfc1738/edition.hpp"

namespace rfc1738::detail {

/// The roles of `input` from `parts`, each a part with its role (the
/// components of an edition's parse, in the order they begin; RFC 1738's
/// with its search named query and its login's parts joined into userinfo
/// and authority; `authority` places the path but is not a role of its own).
/// Into `roles` (cleared first; its room kept).
void roles_into( const std::vector< edition_part >& parts, std::string_view input, std::vector< edition_part >& roles );

}  // namespace rfc1738::detail

#endif

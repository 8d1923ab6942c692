// SPDX-License-Identifier: BSL-1.0
// Internal to the independent matcher (tests/support): what cfg_editions.cpp
// takes from cfg_matcher.cpp.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "cfg_matcher.hpp"

namespace rfc1738::test::cfg::detail {

// The productions of a file in RFC 822 notation as the URI editions read it
// (cfg_matcher.hpp): exact counts, no n*[ x ], names left unresolved.
std::vector<production> read_rfc822_edition(std::string_view text, const std::string& file);

}  // namespace rfc1738::test::cfg::detail

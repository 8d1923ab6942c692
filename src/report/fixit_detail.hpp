// SPDX-License-Identifier: BSL-1.0
// Private: rfc1738::fix_it for a caller that has already diagnosed its input.
#ifndef RFC1738_SRC_FIXIT_DETAIL_HPP
#define RFC1738_SRC_FIXIT_DETAIL_HPP

#include <string_view>

#include "rfc1738/diagnosis.hpp"
#include "rfc1738/fixit.hpp"

namespace rfc1738::detail {

// rfc1738::fix_it( input ), given `first`, the diagnosis of `input` that
// fix_it would compute first (rfc1738::diagnose( input ): against the
// production of its scheme, as rfc1738::inspect diagnoses): it is not
// computed again. `input` must not conform.
fix_result fix_it( std::string_view input, const diagnosis& first );

}  // namespace rfc1738::detail

#endif

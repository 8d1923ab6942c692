// SPDX-License-Identifier: BSL-1.0
// Private: rfc1738::fix_it into a fix already there, for a caller that may
// have diagnosed its input already.
#ifndef RFC1738_SRC_FIXIT_DETAIL_HPP
#define RFC1738_SRC_FIXIT_DETAIL_HPP

#include <string_view>

#include "rfc1738/diagnosis.hpp"
#include "rfc1738/fixit.hpp"

namespace rfc1738::detail {

// rfc1738::fix_it( input ) written over `r`, whose strings and vectors keep
// their room (a report inspected again: inspect_into); `first`, when given,
// is the diagnosis of `input` that fix_it would compute first
// (rfc1738::diagnose( input ): against the production of its scheme, as
// rfc1738::inspect diagnoses): it is not computed again, and `input` must
// not conform.
void fix_into( std::string_view input, const diagnosis* first, fix_result& r );

}  // namespace rfc1738::detail

#endif

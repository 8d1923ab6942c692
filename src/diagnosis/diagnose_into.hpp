// SPDX-License-Identifier: BSL-1.0
// Private: rfc1738::diagnose into a diagnosis already there.
#ifndef RFC1738_SRC_DIAGNOSIS_DIAGNOSE_INTO_HPP
#define RFC1738_SRC_DIAGNOSIS_DIAGNOSE_INTO_HPP

#include <string_view>

#include "rfc1738/diagnosis.hpp"

namespace rfc1738::detail {

// rfc1738::diagnose( input, target ) written over `d`, whose strings and
// vector keep their room (a report inspected again: inspect_into): true and
// every member of `d` set as diagnose's would be when `input` does not derive
// from `target`; false, and `d` unspecified, when it does.
bool diagnose_into( std::string_view input, grammar::production target, diagnosis& d );

// The same against the production of the input's scheme (genericurl when
// it has none), as rfc1738::diagnose( input ).
bool diagnose_into( std::string_view input, diagnosis& d );

}  // namespace rfc1738::detail

#endif

// SPDX-License-Identifier: BSL-1.0
// Private: the warnings of a text whose parse the caller already has.
#ifndef RFC1738_SRC_WARNINGS_OF_HPP
#define RFC1738_SRC_WARNINGS_OF_HPP

#include <optional>
#include <string_view>
#include <vector>

#include "rfc1738/url_view.hpp"
#include "rfc1738/warning.hpp"

namespace rfc1738::detail {

// rfc1738::warnings( text ), appended to `out`, given the scheme of `text`
// (rfc1738::scheme_of( text )) and its parse (nullptr when `text` is not a
// URL).
void warnings_of( std::string_view text, std::optional< std::string_view > scheme, const url_view* parsed, std::vector< warning >& out );

// `out` written over with the warnings `first` (the modes': prepared), its
// elements' room kept for the next warnings (this thread's): a report
// inspected again allocates only for more or longer warnings.
void set_warnings( std::vector< warning >& out, const std::vector< warning >& first );

}  // namespace rfc1738::detail

#endif

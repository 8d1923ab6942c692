// SPDX-License-Identifier: BSL-1.0
// The components of a parsed URL, as the program prints them: named by their
// RFC 1738 §5 production, exactly as written, absent ones left out (which
// and in what order: rfc1738::visit_components).
#ifndef RFC1738_TOOLS_RFC1738_COMPONENTS_HPP
#define RFC1738_TOOLS_RFC1738_COMPONENTS_HPP

#include <string_view>

#include "output.hpp"
#include "rfc1738/components.hpp"
#include "rfc1738/url_view.hpp"

namespace rfc1738::cli {

// The JSON object {"name":"value",…}; fieldspec is an array of
// {"fieldname":…,"fieldvalue":…} ([] when there is none).
// With `decode`, each value percent-decoded (RFC 1738 §2.2).
void json_components( output& out, const url_view& url, bool decode = false );

// One "name: value" line per component, values readable(), each line
// starting with `indent`.
void readable_components( output& out, const url_view& url, std::string_view indent, bool decode = false );

}  // namespace rfc1738::cli

#endif

// SPDX-License-Identifier: BSL-1.0
// rfc1738 build --json with a "components" object (the objects of parse
// --json): each written back into its URL by rfc1738::compose.
#ifndef RFC1738_TOOLS_RFC1738_BUILD_COMPONENTS_HPP
#define RFC1738_TOOLS_RFC1738_BUILD_COMPONENTS_HPP

#include <optional>
#include <string>
#include <string_view>

namespace rfc1738::cli {

// When `text` is one JSON object with "components", or JSON Lines of such
// objects: prints each URL (or names on standard error the component that
// cannot be written) and returns the exit status (0 all built, 1 one not).
// Nothing when `text` holds no "components" (the decoded parts form).
// `scheme`, when not empty, overrides each object's "scheme".
std::optional< int > build_components_json( std::string_view text, const std::string& scheme );

// The bytes of a JSON string (UTF-8, as nlohmann-json gives it) whose code
// points U+0000..U+00FF are bytes, as rfc1738::write_json_string writes them;
// nothing when one is above U+00FF.
std::optional< std::string > bytes_of( const std::string& utf8 );

}  // namespace rfc1738::cli

#endif

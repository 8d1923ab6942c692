// SPDX-License-Identifier: BSL-1.0
// The modes of rfc1738 check that the RFC's own words allow, and the warnings
// that never change a verdict.
#ifndef RFC1738_TOOLS_RFC1738_MODES_HPP
#define RFC1738_TOOLS_RFC1738_MODES_HPP

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "rfc1738/check.hpp"

namespace rfc1738::cli {

struct modes {
   // §2.1 / §5: "the scheme is in lower case; interpreters should use
   // case-ignore": the scheme is read in lower case.
   bool ignore_scheme_case = false;
   // Appendix: "URL:" prefix and "<URL:...>" / "<...>" wrappers removed,
   // whitespace inserted to break a long URL removed.
   bool unwrap = false;
};

struct warning {
   std::string code;      // e.g. "port-not-default"
   std::size_t offset;    // into the text checked
   std::string message;   // with the RFC section
};

// What is checked: the input itself, or what the modes made of it.
struct prepared {
   std::string storage;
   std::string_view text;
   std::vector< std::string > notes;      // what the modes did, for the output
   std::vector< warning > warnings;       // what they saw (Appendix: a hyphen at a line break)
};

// Not copyable in effect: `text` may point into `storage`.
void prepare( std::string_view input, const modes& m, prepared& out );

// §2.2 and §6 warnings on a checked text (never verdicts).
std::vector< warning > warnings_for( std::string_view text, const verdict& v, const std::vector< warning >& from_modes );

}  // namespace rfc1738::cli

#endif

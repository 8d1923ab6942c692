// SPDX-License-Identifier: BSL-1.0
// Writes generated/: one PEGTL header per production, the production table,
// and the umbrella header.
#ifndef RFC1738_TOOLS_BNF2PEGTL_EMITTER_HPP
#define RFC1738_TOOLS_BNF2PEGTL_EMITTER_HPP

#include <map>
#include <string>

#include "ast.hpp"

namespace rfc1738::bnf2pegtl {

struct sources {
   std::string bnf_path;        // as printed in the headers, e.g. "grammar/rfc1738.bnf"
   std::string rewrites_path;   // e.g. "grammar/rewrites.peg"
   std::string facts_path;      // e.g. "grammar/schemes.facts"
};

// Path below generated/ → file content. Deterministic: same grammar, same bytes.
std::map< std::string, std::string > emit( const grammar& g, const sources& from );

// One expression as PEGTL C++ (exposed for the generator's tests).
std::string pegtl_expression( const expression& e );

}  // namespace rfc1738::bnf2pegtl

#endif

// SPDX-License-Identifier: BSL-1.0
// Railroad diagrams (SVG) of the productions as their BNF is written, for the
// web site's grammar page (scripts/site.sh: bnf2pegtl ... --railroad DIR).
#ifndef RFC1738_TOOLS_BNF2PEGTL_RAILROAD_HPP
#define RFC1738_TOOLS_BNF2PEGTL_RAILROAD_HPP

#include <map>
#include <string>

#include "ast.hpp"

namespace rfc1738::bnf2pegtl {

// The file name of a production's diagram: its name, "/" written as "_", then ".svg".
std::string railroad_file( const std::string& name );

// One SVG document per production of `g` (file order), by railroad_file().
std::map< std::string, std::string > railroads( const grammar& g );

}  // namespace rfc1738::bnf2pegtl

#endif

// SPDX-License-Identifier: BSL-1.0
// Reads grammar/rfc1738.bnf and grammar/rewrites.peg into the AST.
#ifndef RFC1738_TOOLS_BNF2PEGTL_READER_HPP
#define RFC1738_TOOLS_BNF2PEGTL_READER_HPP

#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ast.hpp"

namespace rfc1738::bnf2pegtl {

// Every refusal is one of these; what() is "file:line:column: message".
struct read_error : std::runtime_error {
   using std::runtime_error::runtime_error;
};

// The BNF of Section 5: `name = expression` definitions in the RFC's notation.
std::vector< definition > read_bnf( std::string_view text, const std::string& file );

// The PEG rewrites: blocks of `@rewrite id`, `@replaces production`, `@why ...`
// lines and `name ~ expression` definitions. Checked against `bnf`.
std::vector< rewrite > read_rewrites( std::string_view text, const std::string& file, const std::vector< definition >& bnf );

// The §3 facts of grammar/schemes.facts: `scheme section port flag` lines
// (port and flag "-" when absent), `;` comments.
std::vector< scheme_fact > read_scheme_facts( std::string_view text, const std::string& file );

// The scheme of each scheme-specific alternative of `url`: the leading literal
// of its production up to its ":" ("ftp://" -> "ftp"), with that production's
// name, in the order of `url`. Throws read_error when an alternative other
// than otherurl does not begin with such a literal.
std::vector< std::pair< std::string, std::string > > url_schemes( const grammar& g );

// The literal `production` begins with ("ftpurl": "ftp://"), through names,
// sequences and alternations whose alternatives agree; empty when none.
std::string url_scheme_prefix( const grammar& g, const std::string& production );

// Throws read_error unless the facts name exactly the schemes of url_schemes().
void check_facts( const grammar& g );

// The RFC name as a C++ identifier: `-` → `_`, `+` → `_plus`, `/` → `_in_`
// (ip-schemepart → ip_schemepart, gopher+_string → gopher_plus_string,
// selector/gopher → selector_in_gopher).
std::string identifier( std::string_view rfc_name );

// Throws read_error when two names of `g` map to one identifier, when a name is
// undefined, or when the rules refer to each other in a cycle.
void check( const grammar& g );

}  // namespace rfc1738::bnf2pegtl

#endif

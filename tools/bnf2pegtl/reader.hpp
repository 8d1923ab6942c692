// SPDX-License-Identifier: BSL-1.0
// Reads grammar/rfc1738.bnf and grammar/rewrites.peg into the AST.
#ifndef RFC1738_TOOLS_BNF2PEGTL_READER_HPP
#define RFC1738_TOOLS_BNF2PEGTL_READER_HPP

#include <map>
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
// A prose value (`<...>`) is read as its reading in `readings` (the one of
// that prose, recorded for the production that writes it); one with none is
// refused at its line and column.
std::vector< definition > read_bnf( std::string_view text, const std::string& file, const std::vector< prose_reading >& readings = {} );

// The PEG rewrites: blocks of `@rewrite id`, `@replaces production`, `@why ...`
// lines and `name ~ expression` definitions. Checked against `bnf`.
std::vector< rewrite > read_rewrites( std::string_view text, const std::string& file, const std::vector< definition >& bnf );

// The §3 facts of grammar/schemes.facts: `scheme section port flag` lines
// (port and flag "-" when absent), `;` comments; its `@proven scheme...`
// line (the forms the fast path proves, each scheme once) into *proven when
// `proven` is not null; its `@section section production...` lines (each
// production once) into *sections when `sections` is not null.
std::vector< scheme_fact > read_scheme_facts( std::string_view text, const std::string& file, std::vector< proven_fact >* proven = nullptr,
                                              std::vector< section_fact >* sections = nullptr );

// The components of grammar/components.facts: `production role section
// repeated noun...` lines, `;` comments; its `@across component role` and
// `@joins role component component...` lines (each component one of the
// file's) into *across when `across` is not null; its `@recorded
// production...` line (the productions parse records for lookup, each once)
// into *recorded when `recorded` is not null.
std::vector< component_fact > read_component_facts( std::string_view text, const std::string& file, std::vector< across_fact >* across = nullptr,
                                                    std::vector< recorded_fact >* recorded = nullptr );

// The editions of grammar/editions.facts: `name identifier namespace
// option=file,... title...` lines, `;` comments; its `@roles role...` line
// (the roles every edition's split may have, in order, `path` among them)
// into *roles when `roles` is not null; its `@source file where...` lines
// (the part of the published text each file that defines an edition's
// productions transcribes: every draft, readings, grammar and core file
// has one) into *sources (file → where) when `sources` is not null.
std::vector< edition_fact > read_edition_facts( std::string_view text, const std::string& file, std::vector< std::string >* roles = nullptr,
                                               std::map< std::string, std::string >* sources = nullptr );

// A component of a scheme's URL: the path of productions from the scheme's
// production down to it (exclusive at both ends), one for each place the BNF
// puts it (waisurl's database is in each of its three alternatives).
struct scheme_component {
   std::string production;
   std::vector< std::vector< std::string > > paths;
};

// The URL forms of `url` (each scheme's production, then otherurl): its
// components in BNF order (each once, in the order of its first occurrence),
// and its authority: "login", "hostport", "host" or "none" (what the BNF
// holds of §3.1's common syntax).
struct url_form {
   std::string scheme;        // "" for otherurl
   std::string syntax;        // the production, e.g. "ftpurl"
   std::string authority;
   std::vector< scheme_component > components;
};
std::vector< url_form > url_forms( const grammar& g );

// Throws read_error unless each component of the facts is a part of some URL
// form, each production reached from a form that has parts of its own...
// (see url_forms) is listed, and no form holds two components of one role.
void check_components( const grammar& g );

// The scheme of each scheme-specific alternative of `url`: the leading literal
// of its production up to its ":" ("ftp://" -> "ftp"), with that production's
// name, in the order of `url`. Throws read_error when an alternative other
// than otherurl does not begin with such a literal.
std::vector< std::pair< std::string, std::string > > url_schemes( const grammar& g );

// The literal `production` begins with ("ftpurl": "ftp://"), through names,
// sequences and alternations whose alternatives agree; empty when none.
std::string url_scheme_prefix( const grammar& g, const std::string& production );

// Throws read_error unless the facts name exactly the schemes of url_schemes(),
// and every production has a section (section_of), an @section line naming
// only productions of the BNF that no scheme's group holds.
void check_facts( const grammar& g );

// The section of RFC 1738 that defines `d`: the section of the scheme whose
// group of the BNF holds it (the group's heading begins with the scheme's
// name: "; FTP (see also RFC959)" heads ftpurl, fpath, fsegment and ftptype:
// §3.2), else its @section line's; empty when neither (another edition).
std::string section_of( const grammar& g, const definition& d );

// The section production_info.hpp gives `d` (what `productions()` in Python
// and a SARIF rule cite): section_of, but §5 for a production of a scheme's
// group that more than one scheme's production uses, directly or through
// others (fpath and fsegment: ftpurl and fileurl; search; group).
std::string cited_section_of( const grammar& g, const definition& d );

// The RFC name as a C++ identifier: `-` → `_`, `+` → `_plus`, `/` → `_in_`
// (ip-schemepart → ip_schemepart, gopher+_string → gopher_plus_string,
// selector/gopher → selector_in_gopher).
std::string identifier( std::string_view rfc_name );

// Throws read_error when two names of `g` map to one identifier, when a name is
// undefined, or when the rules refer to each other in a cycle.
void check( const grammar& g );

}  // namespace rfc1738::bnf2pegtl

#endif

// SPDX-License-Identifier: BSL-1.0
// Writes generated/: one PEGTL header per production, the production table,
// and the umbrella header.
#ifndef RFC1738_TOOLS_BNF2PEGTL_EMITTER_HPP
#define RFC1738_TOOLS_BNF2PEGTL_EMITTER_HPP

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ast.hpp"
#include "programs.hpp"

namespace rfc1738::bnf2pegtl {

struct sources {
   std::string bnf_path;        // as printed in the headers, e.g. "grammar/rfc1738.bnf"
   std::string rewrites_path;   // e.g. "grammar/rewrites.peg"
   std::string facts_path;      // e.g. "grammar/schemes.facts"
   std::string components_path = "grammar/components.facts";
};

// Where and under which names an edition of the grammar is written.
struct edition {
   std::string title;           // in comments: "RFC 1738 §5", "draft-ietf-uri-url-03"
   std::string ns;              // the rules' namespace: "rfc1738::grammar"
   std::string folder;          // below generated/: "rfc1738/grammar"
   std::string umbrella;        // below generated/: "rfc1738/grammar.hpp"
   std::string guard;           // include guards' prefix: "RFC1738_GRAMMAR"
   std::string readings_path;   // e.g. "grammar/draft-ietf-uri-url-03.readings"; empty for RFC 1738
   // Where each of its files comes from ("grammar/rfc3986.abnf" → "RFC 3986
   // Appendix A"; grammar/editions.facts' @source): each production's
   // `section` in production_info.hpp. Empty when run without --editions.
   std::map< std::string, std::string > sources;
   std::map< std::string, std::string > notes;   // production → lines for its header (a reading applied)
   std::vector< std::string > automata_only;   // when not empty, the productions whose automata are written (the others' entries are empty)
   // What its check's verdict is read from (edition_verdict.hpp), written as
   // verdict.hpp when verdict_top is not empty: the production every input is
   // checked against, the productions that name the verdict (in order), the
   // literal after which the top reads the fragment (empty: none), and the
   // schemes that refine conforms (name in lower case, production).
   std::string verdict_top;
   std::vector< std::string > verdict_productions;
   std::string verdict_stop;
   std::vector< std::pair< std::string, std::string > > verdict_schemes;
   // An edition of the generic URI syntax: the split program of its top
   // (programs.hpp, uri_split_program), written as split_program.hpp.
   std::optional< split_program > split;
};

// RFC 1738's own: what emit( g, from ) writes.
edition rfc1738_edition();

// Path below generated/ → file content. Deterministic: same grammar, same bytes.
std::map< std::string, std::string > emit( const grammar& g, const sources& from );

// Another edition's rules only: production.hpp, production_info.hpp, one
// header per production and the umbrella, in ed.folder and namespace ed.ns.
std::map< std::string, std::string > emit( const grammar& g, const sources& from, const edition& ed );

// An edition of grammar/editions.facts, as generated.
struct edition_entry {
   edition_fact fact;
   bool generic;      // its `url` has a generic alternative (RFC 1738's otherurl)
   std::string top;   // the production every input is checked against: "url", "URI-reference"
   bool uri;          // an edition of the generic URI syntax, with a model.hpp (uri_edition.hpp)
};

// The table of editions: rfc1738/editions.hpp (public: the enumeration, names
// and titles) and rfc1738/edition_list.hpp (for the library: each edition's
// rules, production table and automata), from the manifest `manifest_path`
// and its @roles, `roles`.
std::map< std::string, std::string > emit_editions( const std::vector< edition_entry >& editions, const std::string& manifest_path, const std::vector< std::string >& roles );

// One expression as PEGTL C++ (exposed for the generator's tests).
std::string pegtl_expression( const expression& e );

}  // namespace rfc1738::bnf2pegtl

#endif

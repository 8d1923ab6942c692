// SPDX-License-Identifier: BSL-1.0
// The alphabets of the productions a URL's components are made of, and the
// delimiter proofs of the URL forms: what makes a split at a form's
// delimiters exact, computed from the BNF (generated/rfc1738/grammar/alphabets.hpp).
#ifndef RFC1738_TOOLS_BNF2PEGTL_ALPHABETS_HPP
#define RFC1738_TOOLS_BNF2PEGTL_ALPHABETS_HPP

#include <string>
#include <vector>

#include "ast.hpp"

namespace rfc1738::bnf2pegtl {

// The BNF's production named `name`, or nullptr.
const definition* find_production( const grammar& g, const std::string& name );

// Whether grammar/components.facts lists `name` as a component.
bool is_component( const grammar& g, const std::string& name );

// The alphabet of a production: the single bytes its words are made of
// (each literal's bytes, in the BNF's order, each once), `escape` ("%" hex
// hex) counted as one unit of its own and not as its bytes.
struct alphabet {
   std::vector< unsigned char > bytes;
   bool escape = false;

   [[nodiscard]] bool holds( unsigned char b ) const;
};

alphabet alphabet_of( const grammar& g, const std::string& production );

// The alphabet of an expression of the grammar (its names read through the
// BNF's productions).
alphabet alphabet_of( const grammar& g, const expression& e );

// A literal that follows a component somewhere in a URL form's BNF (the
// form's expression with its structure written out down to its components,
// as url_forms reads it; a literal inside a component or an opaque
// production is no delimiter). `holds`: the literal's first byte is in none
// of the component's words, so that the component ends at the literal's
// first occurrence. It fails without a refusal in one case only: the
// literal begins with "%" and the component takes escapes (gopher's "%09"
// after a selector of xchars), where the form is not delimited: no split at
// its delimiters is exact.
struct delimiter_proof {
   std::string form;        // the form's production, e.g. "ftpurl"
   std::string component;   // e.g. "fpath"
   std::string literal;     // e.g. ";type="
   bool holds = false;
};

// Every form's delimiter proofs, in the forms' order and, in each, in BNF
// order. Throws read_error naming the form, the component and the byte when
// a literal's first byte is one of the component's own single bytes.
std::vector< delimiter_proof > delimiter_proofs( const grammar& g );

// The productions whose alphabets alphabets.hpp holds, in file order: each
// component and each production a component is made of, but the byte sets
// (charsets.hpp holds them) and escape itself.
std::vector< std::string > alphabet_productions( const grammar& g );

}  // namespace rfc1738::bnf2pegtl

#endif

// SPDX-License-Identifier: BSL-1.0
// The grammar as the generator sees it: definitions of expressions.
#ifndef RFC1738_TOOLS_BNF2PEGTL_AST_HPP
#define RFC1738_TOOLS_BNF2PEGTL_AST_HPP

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace rfc1738::bnf2pegtl {

struct location {
   std::string file;
   std::size_t line = 0;
   std::size_t column = 0;
};

std::string to_string( const location& where );

// One expression of the notation. PEG-only kinds (not_followed, followed,
// end_of_input) occur only in rewrites.
struct expression {
   enum class kind {
      name,          // reference to a production or a rewrite's rule
      literal,       // "..." or <">: matched exactly as written
      sequence,      // juxtaposition
      alternation,   // a | b
      option,        // [ a ]
      repetition,    // n*a, n*[ a ]: n or more
      not_followed,  // !a
      followed,      // &a
      end_of_input   // <eof>
   };
   kind what = kind::name;
   std::string text;       // name, or the literal's bytes
   unsigned minimum = 0;   // repetition
   std::vector< expression > subs;
   location where;
};

struct definition {
   std::string name;       // RFC spelling, e.g. "ip-schemepart" or "selector/gopher"
   expression body;
   std::string source;     // the definition's lines exactly as written
   location where;
   bool peg = false;       // defined with `~` (rewrites.peg)
   std::string group;      // the BNF's comment that heads its group ("FTP (see also RFC959)"); empty if none
};

// The recorded reading of a prose value (`<...>`) of a grammar in RFC 822's
// notation (grammar/rfc2396-excluded.readings): the prose as written, the
// production that writes it, and the set it is read as.
struct prose_reading {
   std::string prose;               // "<US-ASCII coded character 20 hexadecimal>"
   std::string production;          // "space"
   expression value;                // %x20
   std::string source;              // the reading's rule as written ("space = %x20")
   std::vector< std::string > why;
   location where;
};

struct rewrite {
   std::string id;         // e.g. "label-hyphen-runs"
   std::string replaces;   // the production it rewrites
   std::vector< std::string > why;
   std::vector< definition > rules;   // rules[ 0 ] defines `replaces`
   location where;
};

// One line of grammar/schemes.facts: what RFC 1738 §3 says of a scheme that
// the BNF does not hold.
struct scheme_fact {
   std::string scheme;        // as the BNF writes it, e.g. "ftp"
   std::string section;       // of §3, e.g. "3.2"
   unsigned port = 0;         // the default port; 0 when the scheme has none
   bool encoded_control = false;   // §6: encoded CR, LF (and NUL) must stay encoded
   std::string article;       // "a" or "an", before the scheme's name in a message
   std::string form;          // the form of its URLs as §3 writes it
   location where;
};

// A scheme of the `@proven` line of grammar/schemes.facts: a form of `url`
// whose verdicts the fast path proves from masks of its bytes
// (src/parser/form_proof.hpp): the form of that scheme's production, or, for a
// scheme that `url` has no production of, otherurl's URLs of that scheme
// (genericurl's ip-schemepart after "scheme://"). The generator proves each
// (fast_path.cpp) and refuses one it cannot prove, at its place here.
struct proven_fact {
   std::string scheme;   // as a URL writes it, e.g. "http", "https"
   location where;
};

// A production of an `@section` line of grammar/schemes.facts: the section
// of RFC 1738 that defines a production of §5's BNF that no scheme's group
// of the BNF holds (a scheme's group has the scheme's section).
struct section_fact {
   std::string production;   // as the BNF writes it, e.g. "hostport"
   std::string section;      // e.g. "3.1", "2.2", "5"
   location where;
};

// One line of grammar/components.facts: a production that is a part of a
// URL, with what the RFC says of it beyond the BNF.
struct component_fact {
   std::string production;    // as the BNF writes it, e.g. "fpath"
   std::string role;          // the same across schemes, e.g. "path"
   std::string section;       // of RFC 1738, e.g. "3.2.2"; "scheme": the scheme's
   std::vector< std::pair< std::string, std::string > > section_in;   // scheme → its own section ("file" → "3.10")
   std::string kind;          // "part", "repeated" (fieldspec) or "contains" (grouppart)
   std::string noun;          // for messages, e.g. "the path"
   bool hierarchical = false; // its "/" separates names (an @hierarchical line)
   location where;
};

// A role across editions (rfc1738::edition_split, docs/lineage.md "Roles")
// that RFC 1738's components give otherwise than by their own role
// (grammar/components.facts): `@across component role`, the role a
// component has there (search: query); `@joins role component...`, a role
// spanning the components from the first present to the last (userinfo:
// user and password; authority: user to port).
struct across_fact {
   std::string role;                       // e.g. "query", "userinfo"
   std::vector< std::string > components;  // @across: one; @joins: those it spans, in BNF order
   bool joins = false;
   location where;
};

// A production whose first node rfc1738::parse records as it builds the tree
// (grammar/components.facts' @recorded line: parse_tree's lookup, `indexed`).
struct recorded_fact {
   std::string production;    // as the BNF writes it, e.g. "ip-schemepart"
   location where;
};

// One line of grammar/editions.facts: an edition of the URL grammar and the
// files it is generated from.
struct edition_fact {
   std::string name;                                              // the program's --edition, e.g. "draft-03"
   std::string identifier;                                        // the enumerator, e.g. "draft03"
   std::string ns;                                                // below rfc1738::, e.g. "draft03"
   std::vector< std::pair< std::string, std::string > > files;   // generator option → file in grammar/
   std::string title;                                             // e.g. "RFC 1738 (December 1994) with erratum 5118"
   location where;
};

struct grammar {
   std::vector< definition > productions;   // file order
   std::vector< rewrite > rewrites;
   std::vector< scheme_fact > facts;        // grammar/schemes.facts, when read
   std::vector< proven_fact > proven;       // its @proven line: the fast path's forms, in order
   std::vector< section_fact > sections;    // its @section lines: the other productions' sections
   std::vector< component_fact > components;   // grammar/components.facts, when read
   std::vector< across_fact > across;          // its @across and @joins lines
   std::vector< recorded_fact > recorded;      // its @recorded line: parse's lookup, in slot order
};

}  // namespace rfc1738::bnf2pegtl

#endif

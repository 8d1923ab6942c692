// SPDX-License-Identifier: BSL-1.0
// The grammar as the generator sees it: definitions of expressions.
#ifndef RFC1738_TOOLS_BNF2PEGTL_AST_HPP
#define RFC1738_TOOLS_BNF2PEGTL_AST_HPP

#include <cstddef>
#include <string>
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
};

struct rewrite {
   std::string id;         // e.g. "label-hyphen-runs"
   std::string replaces;   // the production it rewrites
   std::vector< std::string > why;
   std::vector< definition > rules;   // rules[ 0 ] defines `replaces`
   location where;
};

struct grammar {
   std::vector< definition > productions;   // file order
   std::vector< rewrite > rewrites;
};

}  // namespace rfc1738::bnf2pegtl

#endif

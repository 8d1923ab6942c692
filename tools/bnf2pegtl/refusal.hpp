// SPDX-License-Identifier: BSL-1.0
// How the generator's PEGTL readers of the grammars' notations refuse a text:
// a parse_error at the position where a committed rule cannot go on, saying
// what was expected there (the reader's table, `expected< Rule >`), and
// which byte was found.
#ifndef RFC1738_TOOLS_BNF2PEGTL_REFUSAL_HPP
#define RFC1738_TOOLS_BNF2PEGTL_REFUSAL_HPP

#include <string>

#include <tao/pegtl.hpp>

namespace rfc1738::bnf2pegtl {

// `expected` (or, when a reader has no sentence for the rule, the rule's
// name), then the byte found when it is printable.
template< typename Rule, typename ParseInput >
std::string refusal( const char* expected, const ParseInput& in )
{
   std::string message = expected != nullptr ? std::string( expected ) : "expected " + std::string( tao::pegtl::demangle< Rule >() );
   if( !in.empty() ) {
      const auto c = static_cast< unsigned char >( in.peek_char() );
      if( c >= 0x21 && c < 0x7f ) {
         message += std::string( ", found `" ) + static_cast< char >( c ) + '`';
      }
   }
   return message;
}

}  // namespace rfc1738::bnf2pegtl

#endif

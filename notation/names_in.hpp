// SPDX-License-Identifier: BSL-1.0
// The names an expression of the notation refers to: one walk for the
// generator's expressions (tools/bnf2pegtl/ast.hpp) and the suite's
// (tools/suite/model.hpp), which are the same tree (what, text, subs) at
// two stages of the pipeline. Standard headers only.
#ifndef RFC1738_NOTATION_NAMES_IN_HPP
#define RFC1738_NOTATION_NAMES_IN_HPP

namespace rfc1738::notation {

/// Calls `found( const Expression& )` with each sub-expression of `e` (`e`
/// included) that is a name, depth first, in the order they are written.
template< typename Expression, typename Found >
void names_in( const Expression& e, Found&& found )
{
   if( e.what == Expression::kind::name ) {
      found( e );
   }
   for( const auto& s : e.subs ) {
      names_in( s, found );
   }
}

}  // namespace rfc1738::notation

#endif

// SPDX-License-Identifier: BSL-1.0
// Diagnostics: a walk of the generated automaton of the target.
//
// RFC 1738 §5 is a context-free grammar without recursion, so every
// production's language is regular. The generator (tools/bnf2pegtl,
// automata.hpp) writes the minimal DFA of every production's viable
// prefixes, over byte classes, as constant tables; each state carries what
// the NFA's live states say there: the production in progress, what could
// have followed, and, for the messages, each way the input could have gone
// on. Walking the DFA gives the offset by definition: the walk stops exactly
// after the first byte that no completion could ever follow. No lock, no
// cache, nothing built at run time. What the state says is turned into a
// sentence and a repair by src/diagnosis/message.cpp.
#include "rfc1738/diagnosis.hpp"

#include "rfc1738/check.hpp"
#include "rfc1738/grammar/automata.hpp"
#include "diagnose_into.hpp"
#include "message.hpp"
#include "walk.hpp"

namespace rfc1738 {

namespace detail {

bool diagnose_into( std::string_view input, production target, diagnosis& d )
{
   namespace dfa = grammar::automata;
   const dfa::automaton& a = dfa::automata[ static_cast< std::size_t >( target ) ];
   const auto [ at, offset ] = detail::walk( target, input );
   const dfa::state& st = a.states[ at ];
   if( offset == input.size() && st.accepting ) {
      return false;
   }
   d.offset = offset;
   d.target = target;
   d.production = st.innermost;
   d.expected.resize( st.expected_count );   // each text written over the one there
   for( std::size_t k = 0; k < st.expected_count; ++k ) {
      d.expected[ k ].assign( dfa::expected_texts[ dfa::expected_lists[ st.expected_first + k ] ] );
   }
   d.message.clear();
   d.fix.reset();
   diagnosis_detail::situation why;
   why.end_ok = st.accepting;
   why.live = diagnosis_detail::live_range( dfa::live_lists + st.live_first, st.live_count );
   diagnosis_detail::explain( input, why, d );
   if( d.offset + 1 == input.size() && input.back() == '\r' ) {
      // Not a byte to escape (%0D) but the end of a line of a CRLF file,
      // read with its CR; a fix removes it (Appendix: whitespace around).
      d.message = "the input ends in a CR (byte 0x0D), as a line of a CRLF file does: read such a file with the CR removed from each line; a URL "
                  "cannot hold a CR unencoded (RFC 1738 §2.2)";
   }
   return true;
}

bool diagnose_into( std::string_view input, diagnosis& d )
{
   const auto scheme = scheme_of( input );
   return diagnose_into( input, scheme ? target_of( *scheme ) : production::genericurl, d );
}

}  // namespace detail

std::optional< diagnosis > diagnose( std::string_view input, production target )
{
   diagnosis d;
   if( !detail::diagnose_into( input, target, d ) ) {
      return std::nullopt;
   }
   return d;
}

std::optional< diagnosis > diagnose( std::string_view input )
{
   const auto scheme = scheme_of( input );
   return diagnose( input, scheme ? target_of( *scheme ) : production::genericurl );
}

}  // namespace rfc1738

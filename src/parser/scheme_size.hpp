// SPDX-License-Identifier: BSL-1.0
// Private: the scheme at the start of a text, as rfc1738::scheme_of reads it,
// inline (rfc1738::inspect reads it for every input).
#ifndef RFC1738_SRC_SCHEME_SIZE_HPP
#define RFC1738_SRC_SCHEME_SIZE_HPP

#include <cstddef>
#include <string_view>

#include "rfc1738/grammar/scheme.hpp"
#include "rule_match.hpp"

namespace rfc1738::detail {

/// §5: scheme = 1*[ lowalpha | digit | "+" | "-" | "." ], read from the
/// rule's type (rule_match.hpp): a run of one byte set, which ":" is not in.
using scheme_scan = unit_scan< grammar::scheme >;
static_assert( scheme_scan::applies && scheme_scan::form.min == 1 && scheme_scan::form.max == unbounded && !scheme_scan::form.unit.escape );
static_assert( !scheme_scan::bytes[ ':' ] );

// The size of the scheme of `input`, the text before its first ":" when
// that text is a `scheme`; 0 when there is none (a scheme is not empty). The
// text before the first ":" is a scheme exactly when the run of scheme bytes
// at the start is not empty and ends at a ":" (no ":" is in the run).
inline std::size_t scheme_size( std::string_view input ) noexcept
{
   const char* const begin = input.data();
   const char* const end = begin + input.size();
   const char* const p = run_end( begin, end, scheme_scan::bytes );
   if( p == end || *p != ':' ) {
      return 0;
   }
   return static_cast< std::size_t >( p - begin );
}

}  // namespace rfc1738::detail

#endif

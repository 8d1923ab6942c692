// SPDX-License-Identifier: BSL-1.0
// The parse from the walk (src/split.hpp) against the PEGTL parse, the
// reference: for one input, the splitter's api tree and the rules' api tree
// node by node (id, begin, end, depth, order), and the splitter declines
// exactly the inputs it does not handle (not a url, or a url of a form it
// leaves to the rules). Shared by tests/grammar/split.cpp and
// tests/grammar/onepass.cpp (which runs it on all of its inputs).
#ifndef RFC1738_TESTS_GRAMMAR_SPLIT_COMPARE_HPP
#define RFC1738_TESTS_GRAMMAR_SPLIT_COMPARE_HPP

#include <cstddef>
#include <sstream>
#include <string>
#include <string_view>

#include "rfc1738/grammar/production_info.hpp"
#include "rfc1738/parse_tree.hpp"
#include "split.hpp"

namespace rfc1738::test {

struct split_tally {
   std::size_t inputs = 0;
   std::size_t split = 0;    // the splitter wrote the tree
   std::size_t differ = 0;
   std::string first;        // the first input that differs, described
};

// The forms the splitter leaves to the PEGTL parse (src/split.cpp).
inline bool left_to_rules( production p ) noexcept
{
   return p == production::newsurl || p == production::nntpurl || p == production::gopherurl || p == production::waisurl || p == production::prosperourl;
}

inline std::string describe( const parse_tree& t, std::string_view s )
{
   std::ostringstream o;
   for( const auto& n : t ) {
      o << "\n  " << std::string( 2 * n.depth, ' ' ) << grammar::production_table[ static_cast< std::size_t >( n.id ) ].rfc_name << " [" << n.begin << "," << n.end
        << ") " << s.substr( n.begin, n.end - n.begin );
   }
   return o.str();
}

inline void compare_split( std::string_view s, split_tally& t )
{
   ++t.inputs;
   parse_tree by_split;
   const bool handled = detail::split_into( s, by_split );
   parse_tree by_rules;
   const auto error = detail::parse_by_rules( s, by_rules );
   const bool expected = !error && by_rules.size() > 1 && !left_to_rules( by_rules[ 1 ].id );
   bool same = handled == expected;
   if( handled ) {
      ++t.split;
      same = same && by_split.size() == by_rules.size();
      for( std::size_t i = 0; same && i < by_split.size(); ++i ) {
         const node& a = by_split[ i ];
         const node& b = by_rules[ i ];
         same = a.id == b.id && a.begin == b.begin && a.end == b.end && a.depth == b.depth;
      }
   }
   if( !same && t.differ++ == 0 ) {
      std::ostringstream o;
      o << "the split differs on \"";
      for( const char c : s.substr( 0, 200 ) ) {
         const auto u = static_cast< unsigned char >( c );
         if( u < 0x20 || u >= 0x7f ) {
            o << "\\x" << std::hex << unsigned( u ) << std::dec;
         }
         else {
            o << c;
         }
      }
      o << "\" (" << s.size() << " bytes): split " << ( handled ? "" : "declined" ) << ( handled ? describe( by_split, s ) : "" ) << "\nrules"
        << ( error ? " (error)" : "" ) << describe( by_rules, s );
      t.first = o.str();
   }
}

}  // namespace rfc1738::test

#endif

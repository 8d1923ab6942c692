// SPDX-License-Identifier: BSL-1.0
// Private: makes url_views (their constructor is private to the library).
#ifndef RFC1738_SRC_URL_VIEW_ACCESS_HPP
#define RFC1738_SRC_URL_VIEW_ACCESS_HPP

#include <string_view>

#include "rfc1738/parse_tree.hpp"
#include "rfc1738/url_view.hpp"

namespace rfc1738 {

struct url_view_access {
   // The key of url_view's constructor for the parser (the url_view built
   // in place in a result: result( std::in_place, key(), buffer )).
   static detail::url_view_key key() noexcept
   {
      return detail::url_view_key();
   }

   // Points `v` at `buffer`, a copy of the characters it views (its tree
   // holds offsets).
   static void rebind( url_view& v, std::string_view buffer ) noexcept
   {
      v.buffer_ = buffer;
   }

   // The tree of a url_view, for the parser to build it in place.
   static parse_tree& tree( url_view& v ) noexcept
   {
      return v.tree_;
   }
};

namespace detail {

// Derives `input` from url into `tree` (tree_selection::api), as parse() does
// into its url_view; true when the whole input derives. No error offset is
// computed (inspect() diagnoses against the target's automaton instead).
// `bounded`: a tree of components (url_tree::components) where the
// splitter writes the tree. Defined with the parser in parse.cpp.
bool parse_into( std::string_view input, parse_tree& tree, bool bounded = false );

// The derivation of a valid URL from genericurl (tree_selection::api; the
// root, node 0, is genericurl). Defined with the parser in parse.cpp.
parse_tree derive_genericurl( std::string_view input );

}  // namespace detail

}  // namespace rfc1738

#endif

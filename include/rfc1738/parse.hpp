// SPDX-License-Identifier: BSL-1.0
// The entry points: parse a URL into a url_view; derive a parse tree.
#ifndef RFC1738_PARSE_HPP
#define RFC1738_PARSE_HPP

#include <optional>
#include <string_view>

#include "rfc1738/parse_error.hpp"
#include "rfc1738/parse_tree.hpp"
#include "rfc1738/result.hpp"
#include "rfc1738/url_view.hpp"

namespace rfc1738 {

// Parses `input` as a URL (RFC 1738 §5 `url`), byte for byte (no case
// folding, no trimming): the url_view of its derivation, or the offset where
// it stops being a URL. Where the BNF is ambiguous the derivation is chosen
// as the README's "Where the BNF is ambiguous" says (the scheme-specific
// production over otherurl, ip-schemepart when it derives the whole
// schemepart, the gopher gtype/selector/search split).
//
// Allocates nothing for a typical URL: the tree has room for
// parse_tree::inline_capacity nodes in the url_view itself.
//
// Lifetime: the url_view refers to `input`'s characters (see url_view);
// rfc1738::url::parse makes a URL that owns a copy.
result< url_view > parse( std::string_view input );

// The derivation of `input` from `url` with the nodes `selection` records:
// tree_selection::full for every production (the trace), tree_selection::api
// for the nodes the views use. `tree` holds the derivation of the longest
// prefix that `url` derives (empty when there is none); `error` is absent
// exactly when that prefix is the whole input.
struct derivation {
   parse_tree tree;
   std::optional< parse_error > error;
};

derivation derive( std::string_view input, tree_selection selection = tree_selection::full );

}  // namespace rfc1738

#endif

// SPDX-License-Identifier: BSL-1.0
// Private: the parse from the walk. For an input that the verdict walk
// (src/parser/verdict_walk.hpp) says a URL form derives, the api parse tree
// (tree_selection::api: the nodes the PEGTL parse records, with the same
// ids, offsets, depths and order) written without PEGTL, by following the
// form's split program (rfc1738/grammar/split_programs.hpp: its literals and
// delimiters in BNF order, each ambiguous split decided as the PEG rewrites
// decide it).
//
// Every alternative of url has a program (a form without one, the program
// table's `why_not` saying why, would stay the PEGTL parse: split_outcome::
// rules); an input that is not a url gets its error offset from url's
// automaton, as the PEGTL path does (derive() keeps the PEGTL parse: its
// tree on an error is the longest prefix's). tests/grammar/split.cpp
// and fuzz/onepass.cpp compare the two trees node by node.
#ifndef RFC1738_SRC_SPLIT_HPP
#define RFC1738_SRC_SPLIT_HPP

#include <cstdint>
#include <optional>
#include <string_view>

#include "rfc1738/parse_error.hpp"
#include "rfc1738/parse_tree.hpp"
#include "form_proof.hpp"

namespace rfc1738::detail {

/// What split_into did.
enum class split_outcome : std::uint8_t {
   split,       ///< the tree is written
   not_a_url,   ///< the verdict walk says `url` does not derive the input
   rules,       ///< a url of a form without a program, or a tree not empty: left to the PEGTL parse
};

/// Writes into `tree`, which must be empty, the api tree of `input` when the
/// verdict walk says that `url` derives it through a form the splitter
/// handles (`tree` unchanged otherwise; a tree that is not empty is left to
/// the rules: split_outcome::rules). When `url` does not derive the input,
/// `error_offset` is where no url could go on (parse_error::offset).
/// `bounded`: a tree of components (rfc1738::url_tree::components): the
/// nodes a repetition's rounds write that are none of the components' nor
/// on their paths nor indexed (a path's segments, a fieldspec's name and
/// value) are left out, and their children not followed.
split_outcome split_into( std::string_view input, parse_tree& tree, std::size_t& error_offset, bool bounded = false );

/// The fast path of split_into: for an input of at most 127 bytes that
/// begins with a form's prefix (rfc1738/grammar/fast_path.hpp's forms: a
/// scheme's URL prefix, "http://" to "news:", and "https://"), writes the
/// api tree into `tree` (which must be empty) and returns true when it
/// proves the form derives the input, from bit masks of its bytes
/// (src/parser/form_proof.hpp, built with `with`) and without the verdict
/// walk, then follows the form's program; returns false, `tree` unchanged,
/// on anything else (split_into then walks). `bounded` as split_into's.
bool split_fast( std::string_view input, parse_tree& tree, masks::isa with = masks::best_isa(), bool bounded = false );

/// The api tree of `input` by the PEGTL rules alone (the reference the
/// splitter is compared with); the error, when `url` does not derive the
/// whole input. Defined with the parser in parse.cpp.
std::optional< parse_error > parse_by_rules( std::string_view input, parse_tree& tree );

}  // namespace rfc1738::detail

#endif

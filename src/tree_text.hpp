// SPDX-License-Identifier: BSL-1.0
// Private: the text of parse-tree nodes, for the views.
#ifndef RFC1738_SRC_TREE_TEXT_HPP
#define RFC1738_SRC_TREE_TEXT_HPP

#include <cstddef>
#include <optional>
#include <string_view>

#include "rfc1738/encoded_view.hpp"
#include "rfc1738/parse_tree.hpp"

namespace rfc1738::detail {

// The text of node `i`.
inline std::string_view text( std::string_view input, const parse_tree& tree, std::size_t i ) noexcept
{
   return tree[ i ].text( input );
}

// The text of the child of node `at` of production `p`, absent when there is none.
inline std::optional< std::string_view > child_text( std::string_view input, const parse_tree& tree, std::size_t at, production p ) noexcept
{
   const auto i = tree.child( at, p );
   return i ? std::optional< std::string_view >( text( input, tree, *i ) ) : std::nullopt;
}

// The same as an encoded_view.
inline std::optional< encoded_view > child_encoded( std::string_view input, const parse_tree& tree, std::size_t at, production p ) noexcept
{
   const auto s = child_text( input, tree, at, p );
   return s ? std::optional< encoded_view >( encoded_view( *s ) ) : std::nullopt;
}

// The index of the child of node `at` of production `p`, which must exist.
inline std::size_t child_index( const parse_tree& tree, std::size_t at, production p ) noexcept
{
   return *tree.child( at, p );
}

}  // namespace rfc1738::detail

#endif

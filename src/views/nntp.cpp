// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/views/nntp.hpp"

#include "rfc1738/port.hpp"
#include "parser/tree_text.hpp"

namespace rfc1738 {

nntp_view::nntp_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept
   : hostport_view( input, tree, detail::child_index( tree, at, production::hostport ), detail::default_port_of< production::nntpurl > )
{
   // "nntp://" hostport "/" group [ "/" digits ]: the digits are whatever
   // follows the group and its "/" (the first digits node of the tree may be
   // the port's).
   const auto& url = tree[ at ];
   const auto& group = tree[ detail::child_index( tree, at, production::group ) ];
   group_ = group.text( input );
   if( url.end > group.end ) {
      article_number_ = digits_view( input.substr( group.end + 1, url.end - group.end - 1 ) );
   }
}

}  // namespace rfc1738

// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/views/nntp.hpp"

#include "rfc1738/port.hpp"
#include "tree_text.hpp"

namespace rfc1738 {

nntp_view::nntp_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept
   : hostport_view( input, tree, detail::child_index( tree, at, production::hostport ), rfc1738::default_port( production::nntpurl ) ),
     group_( detail::text( input, tree, detail::child_index( tree, at, production::group ) ) )
{
   if( const auto digits = detail::child_text( input, tree, at, production::digits ) ) {
      article_number_ = digits_view( *digits );
   }
}

}  // namespace rfc1738

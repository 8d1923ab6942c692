// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/views/news.hpp"

#include "parser/tree_text.hpp"

namespace rfc1738 {

news_view::news_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept
{
   const auto grouppart = detail::child_index( tree, at, production::grouppart );
   grouppart_ = detail::text( input, tree, grouppart );
   group_ = detail::child_text( input, tree, grouppart, production::group );
   article_ = detail::child_encoded( input, tree, grouppart, production::article );
}

// article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host: the
// only "@" separates <unique> from <full_domain_name>.
std::optional< encoded_view > news_view::unique() const noexcept
{
   if( !article_ ) {
      return std::nullopt;
   }
   const auto a = article_->encoded();
   return encoded_view( a.substr( 0, a.find( '@' ) ) );
}

std::optional< std::string_view > news_view::full_domain_name() const noexcept
{
   if( !article_ ) {
      return std::nullopt;
   }
   const auto a = article_->encoded();
   return a.substr( a.find( '@' ) + 1 );
}

}  // namespace rfc1738

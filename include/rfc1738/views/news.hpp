// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.6, NEWS.
#ifndef RFC1738_VIEWS_NEWS_HPP
#define RFC1738_VIEWS_NEWS_HPP

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "rfc1738/encoded_view.hpp"
#include "rfc1738/parse_tree.hpp"

namespace rfc1738 {

// What a news URL refers to (§3.6).
enum class news_kind : std::uint8_t {
   all_groups,  // "*": "all available news groups"
   newsgroup,   // <newsgroup-name>: a group
   message_id,  // <message-id>: an article
};

// RFC 1738 §3.6:
//
//   newsurl        = "news:" grouppart
//   grouppart      = "*" | group | article
//   group          = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
//   article        = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
//
// "A news URL takes one of two forms: news:<newsgroup-name>
// news:<message-id>. A <newsgroup-name> is a period-delimited hierarchical
// name, such as "comp.infosystems.www.misc". A <message-id> corresponds to
// the Message-ID of section 2.1.5 of RFC 1036, without the enclosing "<" and
// ">"; it takes the form <unique>@<full_domain_name>. A message identifier
// may be distinguished from a news group name by the presence of the
// commercial at "@" character. No additional characters are reserved within
// the components of a news URL. If <newsgroup-name> is "*" (as in
// <URL:news:*>), it is used to refer to "all available news groups"."
//
// Example (tests/api/news.cpp):
//
//   auto n = rfc1738::parse( "news:1234%2B5@host.dom" )->news();
//   n->kind();                                // news_kind::message_id
//   n->article()->decode();                   // "1234+5@host.dom"
//   n->full_domain_name();                    // "host.dom"
//
// Lifetime: a view of the URL's characters, valid while they are.
class news_view {
public:
   // The newsurl at node `at` of `tree`, a parse of `input`.
   news_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;

   // The grouppart as written: "*", the group, or the article.
   [[nodiscard]] std::string_view grouppart() const noexcept
   {
      return grouppart_;
   }

   [[nodiscard]] news_kind kind() const noexcept
   {
      return group_ ? news_kind::newsgroup : article_ ? news_kind::message_id : news_kind::all_groups;
   }

   // The <newsgroup-name> (no escapes); absent for "*" and for an article.
   [[nodiscard]] std::optional< std::string_view > group() const noexcept
   {
      return group_;
   }

   // The <message-id>, <unique>@<full_domain_name>; absent for a group or "*".
   [[nodiscard]] std::optional< encoded_view > article() const noexcept
   {
      return article_;
   }

   // The message-id's <unique>, before the "@".
   [[nodiscard]] std::optional< encoded_view > unique() const noexcept;

   // The message-id's <full_domain_name> (its `host`), after the "@".
   [[nodiscard]] std::optional< std::string_view > full_domain_name() const noexcept;

private:
   std::string_view grouppart_;
   std::optional< std::string_view > group_;
   std::optional< encoded_view > article_;
};

}  // namespace rfc1738

#endif

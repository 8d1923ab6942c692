// SPDX-License-Identifier: BSL-1.0
/// @file
/// RFC 1738 §3.6, NEWS: rfc1738::news_view.
#ifndef RFC1738_VIEWS_NEWS_HPP
#define RFC1738_VIEWS_NEWS_HPP

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "rfc1738/encoded_view.hpp"
#include "rfc1738/parse_tree.hpp"

namespace rfc1738 {

/// What a news URL refers to (RFC 1738 §3.6): which alternative of
/// `grouppart` derives it.
///
/// @par BNF
/// @code{.unparsed}
/// grouppart      = "*" | group | article
/// @endcode
enum class news_kind : std::uint8_t {
   /// "*": "all available news groups".
   all_groups,
   /// `<newsgroup-name>`: a group.
   newsgroup,
   /// `<message-id>`: an article.
   message_id,
};

/// The group or article of a news URL.
///
/// RFC 1738 §3.6: "A news URL takes one of two forms:
/// news:<newsgroup-name> news:<message-id>. A <newsgroup-name> is a
/// period-delimited hierarchical name, such as "comp.infosystems.www.misc".
/// A <message-id> corresponds to the Message-ID of section 2.1.5 of RFC
/// 1036, without the enclosing < and >; it takes the form
/// <unique>@<full_domain_name>. A message identifier may be distinguished
/// from a news group name by the presence of the commercial at @
/// character. No additional characters are reserved within the components of
/// a news URL. If <newsgroup-name> is "*" (as in <URL:news:*>), it is
/// used to refer to "all available news groups"."
///
/// Obtained from url_view::news(), present exactly when `newsurl` derives
/// the URL.
///
/// @par BNF
/// @code{.unparsed}
/// newsurl        = "news:" grouppart
/// grouppart      = "*" | group | article
/// group          = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
/// article        = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
/// @endcode
///
/// @par Specification
/// [RFC 1738 §3.6 (NEWS)](https://www.rfc-editor.org/rfc/rfc1738#section-3.6)
///
/// @par Example
/// @code
/// const auto n = rfc1738::parse( "news:1234%2B5@host.dom" )->news();
/// assert( n->kind() == rfc1738::news_kind::message_id );
/// assert( n->article()->decode() == "1234+5@host.dom" );
/// assert( n->unique()->decode() == "1234+5" );
/// assert( n->full_domain_name() == "host.dom" );
/// assert( !n->group() );
///
/// assert( rfc1738::parse( "news:comp.infosystems.www.misc" )->news()->group() == "comp.infosystems.www.misc" );
/// assert( rfc1738::parse( "news:*" )->news()->kind() == rfc1738::news_kind::all_groups );
/// @endcode
///
/// @par Complexity
/// Every accessor is constant time, unique() and full_domain_name() linear
/// in the article's length.
///
/// @par Exception Safety
/// Throws nothing.
///
/// @par Lifetime
/// A view of the URL's characters, valid while they are.
class news_view {
public:
   /// The newsurl at node `at` of `tree`, a parse of `input`.
   ///
   /// Made by url_view::news(); `tree[ at ]` must be a `newsurl` node.
   ///
   /// @param input The URL's characters, the buffer `tree` was parsed from.
   /// @param tree Its parse tree.
   /// @param at The index of a `newsurl` node in `tree`.
   news_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;

   /// The grouppart as written: "*", the group, or the article.
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// grouppart      = "*" | group | article
   /// @endcode
   ///
   /// @return The grouppart, never empty.
   [[nodiscard]] std::string_view grouppart() const noexcept
   {
      return grouppart_;
   }

   /// Which of "*", a group or an article the grouppart is.
   ///
   /// @return What the grouppart names.
   [[nodiscard]] news_kind kind() const noexcept
   {
      return group_ ? news_kind::newsgroup : article_ ? news_kind::message_id : news_kind::all_groups;
   }

   /// The `<newsgroup-name>` (no escapes); absent for "*" and for an
   /// article.
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// group          = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
   /// @endcode
   ///
   /// @return The group, or absent.
   [[nodiscard]] std::optional< std::string_view > group() const noexcept
   {
      return group_;
   }

   /// The `<message-id>`, `<unique>@<full_domain_name>`; absent for a group
   /// or "*".
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// article        = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
   /// @endcode
   ///
   /// @return The article, or absent.
   [[nodiscard]] std::optional< encoded_view > article() const noexcept
   {
      return article_;
   }

   /// The message-id's `<unique>`, before the `@`; absent for a group or
   /// "*".
   ///
   /// @return The unique part, or absent.
   [[nodiscard]] std::optional< encoded_view > unique() const noexcept;

   /// The message-id's `<full_domain_name>` (its `host`), after the `@`;
   /// absent for a group or "*".
   ///
   /// @return The full domain name, or absent.
   [[nodiscard]] std::optional< std::string_view > full_domain_name() const noexcept;

private:
   std::string_view grouppart_;
   std::optional< std::string_view > group_;
   std::optional< encoded_view > article_;
};

}  // namespace rfc1738

#endif

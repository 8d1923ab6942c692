// SPDX-License-Identifier: BSL-1.0
/// @file
/// RFC 1738 §3.7, NNTP: rfc1738::nntp_view.
#ifndef RFC1738_VIEWS_NNTP_HPP
#define RFC1738_VIEWS_NNTP_HPP

#include <cstddef>
#include <optional>
#include <string_view>

#include "rfc1738/digits_view.hpp"
#include "rfc1738/parse_tree.hpp"
#include "rfc1738/views/hostport.hpp"

namespace rfc1738 {

/// The components of an NNTP URL: newsgroup and article number.
///
/// RFC 1738 §3.7: "A nntp URL take the form:
/// nntp://<host>:<port>/<newsgroup-name>/<article-number> where <host>
/// and <port> are as described in Section 3.1. If :<port> is omitted, the
/// port defaults to 119. The <newsgroup-name> is the name of the group,
/// while the <article-number> is the numeric id of the article within that
/// newsgroup."
///
/// The host and port are hostport_view's. Obtained from url_view::nntp(),
/// present exactly when `nntpurl` derives the URL.
///
/// @par BNF
/// @code{.unparsed}
/// nntpurl        = "nntp://" hostport "/" group [ "/" digits ]
/// group          = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
/// digits         = 1*digit
/// @endcode
///
/// @par Specification
/// [RFC 1738 §3.7 (NNTP)](https://www.rfc-editor.org/rfc/rfc1738#section-3.7)
///
/// @par Example
/// @code
/// const auto n = rfc1738::parse( "nntp://news.dom/comp.lang.c/0042" )->nntp();
/// assert( n->group() == "comp.lang.c" );
/// assert( n->article_number()->text() == "0042" );
/// assert( n->article_number()->value() == 42 );
/// assert( n->effective_port() == 119 );
/// @endcode
///
/// @par Complexity
/// Every accessor is constant time.
///
/// @par Exception Safety
/// Throws nothing.
///
/// @par Lifetime
/// A view of the URL's characters, valid while they are.
class nntp_view : public hostport_view {
public:
   /// The nntpurl at node `at` of `tree`, a parse of `input`.
   ///
   /// Made by url_view::nntp(); `tree[ at ]` must be an `nntpurl` node.
   ///
   /// @param input The URL's characters, the buffer `tree` was parsed from.
   /// @param tree Its parse tree.
   /// @param at The index of a `nntpurl` node in `tree`.
   nntp_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;

   /// The `<newsgroup-name>` (no escapes).
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// group          = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
   /// @endcode
   ///
   /// @return The group, never empty.
   [[nodiscard]] std::string_view group() const noexcept
   {
      return group_;
   }

   /// The `<article-number>` (§5 `digits`); absent without the second "/".
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// digits         = 1*digit
   /// @endcode
   ///
   /// @return The article number, or absent.
   [[nodiscard]] std::optional< digits_view > article_number() const noexcept
   {
      return article_number_;
   }

private:
   std::string_view group_;
   std::optional< digits_view > article_number_;
};

}  // namespace rfc1738

#endif

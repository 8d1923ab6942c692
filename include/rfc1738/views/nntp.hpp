// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.7, NNTP.
#ifndef RFC1738_VIEWS_NNTP_HPP
#define RFC1738_VIEWS_NNTP_HPP

#include <cstddef>
#include <optional>
#include <string_view>

#include "rfc1738/digits_view.hpp"
#include "rfc1738/parse_tree.hpp"
#include "rfc1738/views/hostport.hpp"

namespace rfc1738 {

// RFC 1738 §3.7:
//
//   nntpurl        = "nntp://" hostport "/" group [ "/" digits ]
//
// "A nntp URL take the form: nntp://<host>:<port>/<newsgroup-name>/<article-
// number> where <host> and <port> are as described in Section 3.1. If
// :<port> is omitted, the port defaults to 119. The <newsgroup-name> is the
// name of the group, while the <article-number> is the numeric id of the
// article within that newsgroup."
//
// Example (tests/api/nntp.cpp):
//
//   auto n = rfc1738::parse( "nntp://news.dom/comp.lang.c/0042" )->nntp();
//   n->group();                               // "comp.lang.c"
//   n->article_number()->text();              // "0042"
//   n->article_number()->value();             // 42
//
// Lifetime: a view of the URL's characters, valid while they are.
class nntp_view : public hostport_view {
public:
   // The nntpurl at node `at` of `tree`, a parse of `input`.
   nntp_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;

   // The <newsgroup-name> (no escapes).
   [[nodiscard]] std::string_view group() const noexcept
   {
      return group_;
   }

   // The <article-number> (§5 `digits`); absent without the second "/".
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

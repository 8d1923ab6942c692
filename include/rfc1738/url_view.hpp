// SPDX-License-Identifier: BSL-1.0
// A parsed URL, as a view of the caller's characters.
#ifndef RFC1738_URL_VIEW_HPP
#define RFC1738_URL_VIEW_HPP

#include <cstdint>
#include <optional>
#include <string_view>

#include "rfc1738/digits_view.hpp"
#include "rfc1738/parse_tree.hpp"
#include "rfc1738/views/file.hpp"
#include "rfc1738/views/ftp.hpp"
#include "rfc1738/views/generic.hpp"
#include "rfc1738/views/gopher.hpp"
#include "rfc1738/views/http.hpp"
#include "rfc1738/views/mailto.hpp"
#include "rfc1738/views/news.hpp"
#include "rfc1738/views/nntp.hpp"
#include "rfc1738/views/prospero.hpp"
#include "rfc1738/views/telnet.hpp"
#include "rfc1738/views/wais.hpp"

namespace rfc1738 {

class url;

// A URL (RFC 1738 §5 `url`) and its derivation: the alternative of `url`
// that derives it (the scheme-specific production when one does, else
// otherurl) and the parse tree of its components. Made by rfc1738::parse().
//
// Each scheme's components come through the typed view of the derivation:
// http(), ftp(), gopher(), mailto(), news(), nntp(), telnet(), wais(),
// file(), prospero() are present exactly when that scheme's production
// derives the URL; otherurl() when otherurl does; generic() always.
//
// Lifetime: a url_view does not own the characters it was parsed from. It,
// and every view, encoded_view, segments_view, string_view or iterator
// obtained from it, is valid while those characters are alive and unchanged;
// the views obtained from it do not refer to the url_view object itself and
// may outlive it. rfc1738::url owns a copy of the characters.
class url_view {
public:
   // The whole URL as written.
   [[nodiscard]] std::string_view buffer() const noexcept
   {
      return buffer_;
   }

   // The scheme: the text before the first ":" (§2.1).
   [[nodiscard]] std::string_view scheme() const noexcept
   {
      return buffer_.substr( 0, buffer_.find( ':' ) );
   }

   // The alternative of `url` that derives the URL: httpurl, ftpurl, newsurl,
   // nntpurl, telneturl, gopherurl, waisurl, mailtourl, fileurl, prosperourl
   // or otherurl.
   [[nodiscard]] production derived_by() const noexcept
   {
      return tree_[ 1 ].id;
   }

   // The parse tree (tree_selection::api), offsets into buffer().
   [[nodiscard]] const parse_tree& tree() const noexcept
   {
      return tree_;
   }

   // The §3.1 host of the derivation, as written, for every scheme that has
   // one (http, ftp, gopher, nntp, telnet, wais, prospero, a file URL with a
   // host, an otherurl with an ip-schemepart); absent otherwise.
   [[nodiscard]] std::optional< std::string_view > host() const noexcept;

   // The port as written, absent when there is none.
   [[nodiscard]] std::optional< digits_view > port() const noexcept;

   // The port to connect to: the port written when it fits 16 bits, else
   // the scheme's default (rfc1738::default_port); see
   // hostport_view::effective_port().
   [[nodiscard]] std::optional< std::uint16_t > effective_port() const noexcept;

   // The typed views (§3.2 … §3.11): present when that production derives the URL.
   [[nodiscard]] std::optional< http_view > http() const noexcept;
   [[nodiscard]] std::optional< ftp_view > ftp() const noexcept;
   [[nodiscard]] std::optional< gopher_view > gopher() const noexcept;
   [[nodiscard]] std::optional< mailto_view > mailto() const noexcept;
   [[nodiscard]] std::optional< news_view > news() const noexcept;
   [[nodiscard]] std::optional< nntp_view > nntp() const noexcept;
   [[nodiscard]] std::optional< telnet_view > telnet() const noexcept;
   [[nodiscard]] std::optional< wais_view > wais() const noexcept;
   [[nodiscard]] std::optional< file_view > file() const noexcept;
   [[nodiscard]] std::optional< prospero_view > prospero() const noexcept;

   // The generic syntax, when otherurl derives the URL (the derivation's own
   // components).
   [[nodiscard]] std::optional< generic_view > otherurl() const noexcept;

   // The generic syntax of any URL: every URL also derives genericurl, with
   // an ip-schemepart when one derives its schemepart (a scheme-specific URL
   // is derived again from genericurl; tree() stays the derivation of url).
   [[nodiscard]] generic_view generic() const;

private:
   friend class url;
   friend struct url_view_access;

   // An empty tree, for the parser to fill in place.
   explicit url_view( std::string_view buffer ) noexcept
      : buffer_( buffer )
   {}

   [[nodiscard]] std::optional< hostport_view > hostport() const noexcept;

   std::string_view buffer_;
   parse_tree tree_;
};

}  // namespace rfc1738

#endif

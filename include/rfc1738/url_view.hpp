// SPDX-License-Identifier: BSL-1.0
// A parsed URL, as a view of the caller's characters.
#ifndef RFC1738_URL_VIEW_HPP
#define RFC1738_URL_VIEW_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>

#include "rfc1738/detail/recorded_nodes.hpp"
#include "rfc1738/digits_view.hpp"
#include "rfc1738/grammar/components.hpp"
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
struct url_view_access;

namespace detail {

/// A key that only the library makes: the url_view constructor that takes
/// it is the parser's, for rfc1738::parse() to build the url_view in place.
class url_view_key {
   friend struct rfc1738::url_view_access;

   url_view_key() noexcept {}   // user-provided: not an aggregate, no `{}` from outside
};

}  // namespace detail

/** A URL (RFC 1738 §5 `url`) and its derivation: the alternative of `url`
    that derives it (the scheme-specific production when one does, else
    otherurl) and the parse tree of its components. Made by rfc1738::parse().

    Each scheme's components come through the typed view of the derivation:
    http(), ftp(), gopher(), mailto(), news(), nntp(), telnet(), wais(),
    file(), prospero() are present exactly when that scheme's production
    derives the URL; otherurl() when otherurl does; generic() always.

    Lifetime: a url_view does not own the characters it was parsed from. It,
    and every view, encoded_view, segments_view, string_view or iterator
    obtained from it, is valid while those characters are alive and
    unchanged; the views obtained from it do not refer to the url_view object
    itself and may outlive it. rfc1738::url owns a copy of the characters.

    Complexity: the parse records where each component is as it builds the
    tree, so every accessor and every typed view is made in constant time,
    without searching the tree; except generic() of a URL that otherurl
    does not derive, which derives it again from genericurl.

    @par BNF
    @code
    url            = httpurl | ftpurl | newsurl |
                     nntpurl | telneturl | gopherurl |
                     waisurl | mailtourl | fileurl |
                     prosperourl | otherurl
    @endcode

    @par Specification
    RFC 1738 §5, §3.

    @par Example
    @code
    const auto u = rfc1738::parse( "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html" );
    // u->derived_by() == production::httpurl, *u->host() == "www.acl.lanl.gov",
    // *u->effective_port() == 80, u->http()->hpath() == "URI/archive/uri-archive.index.html"
    @endcode
*/
class url_view {
public:
   /** The whole URL as written.

       @par Example
       @code
       const auto b = rfc1738::parse( "news:*" )->buffer();   // "news:*"
       @endcode

       @return The whole URL as written.
   */
   [[nodiscard]] std::string_view buffer() const noexcept
   {
      return buffer_;
   }

   /** The scheme: the text before the first ":".

       @par BNF
       @code
       scheme         = 1*[ lowalpha | digit | "+" | "-" | "." ]
       @endcode

       @par Specification
       RFC 1738 §2.1.

       @par Example
       @code
       const auto s = rfc1738::parse( "x-y.z+1:opaque" )->scheme();   // "x-y.z+1"
       @endcode

       @return The text before the first ":".
   */
   [[nodiscard]] std::string_view scheme() const noexcept;

   /** The alternative of `url` that derives the URL: httpurl, ftpurl,
       newsurl, nntpurl, telneturl, gopherurl, waisurl, mailtourl, fileurl,
       prosperourl or otherurl.

       @par BNF
       @code
       url            = httpurl | ftpurl | newsurl |
                        nntpurl | telneturl | gopherurl |
                        waisurl | mailtourl | fileurl |
                        prosperourl | otherurl
       @endcode

       @par Specification
       RFC 1738 §5.

       @par Example
       @code
       const auto p = rfc1738::parse( "http://user@host/" )->derived_by();   // production::otherurl
       @endcode

       @return The alternative of `url` that derives the URL.
   */
   [[nodiscard]] production derived_by() const noexcept
   {
      return tree_[ detail::derivation_node ].id;
   }

   /** The parse tree (tree_selection::api), offsets into buffer().

       @par Example
       @code
       const auto u = rfc1738::parse( "news:*" );
       const auto root = u->tree()[ 0 ].id;   // production::url
       @endcode

       @return The parse tree.
   */
   [[nodiscard]] const parse_tree& tree() const noexcept
   {
      return tree_;
   }

   /** The text of component `id` as written (encoded), for every URL form
       the BNF gives that component (see grammar::url_forms); absent when the
       URL's form has no such component or this URL leaves it out. One
       accessor for every component of every scheme, read from the span the
       parse recorded; the typed views (ftp(), gopher(), ...) add what §3 says
       beyond the BNF. A component a URL may hold more than once (a prospero
       URL's fieldspec) is the run of them all (";a=b;c=d").

       @par Specification
       RFC 1738 §3, §5; grammar/components.facts.

       @par Example
       @code
       using rfc1738::grammar::component;
       const auto u = rfc1738::parse( "ftp://u@h/a%20b/c;type=i" );
       const auto path = u->get( component::fpath );    // "a%20b/c"
       const auto none = u->get( component::hpath );    // absent: not an http URL
       @endcode

       @param id A component.
       @return Its text as written, or nothing.
   */
   [[nodiscard]] std::optional< std::string_view > get( grammar::component id ) const noexcept;

   /** The byte offsets [begin, end) of component `id` in buffer(), as get()
       finds it.

       @param id A component.
       @return Its offsets, or nothing.
   */
   [[nodiscard]] std::optional< std::pair< std::uint32_t, std::uint32_t > > span( grammar::component id ) const noexcept;

   /** The host of the derivation, as written, for every scheme that has one
       (http, ftp, gopher, nntp, telnet, wais, prospero, a file URL with a
       host, an otherurl with an ip-schemepart); absent otherwise.

       @par BNF
       @code
       host           = hostname | hostnumber
       @endcode

       @par Specification
       RFC 1738 §3.1.

       @par Example
       @code
       const auto h = rfc1738::parse( "ftp://u@10.0.0.1:2121/x" )->host();   // "10.0.0.1"
       @endcode

       @return The host as written, or nothing.
   */
   [[nodiscard]] std::optional< std::string_view > host() const noexcept;

   /** The port as written; absent when the derivation has no ":" port.

       @par BNF
       @code
       hostport       = host [ ":" port ]
       port           = digits
       @endcode

       @par Specification
       RFC 1738 §3.1.

       @par Example
       @code
       const auto p = rfc1738::parse( "http://h:0080/" )->port();   // p->text() == "0080"
       @endcode

       @return The port as written, or nothing.
   */
   [[nodiscard]] std::optional< digits_view > port() const noexcept;

   /** The port to connect to. When the derivation has a hostport: the port
       written when it fits 16 bits, else, when none is written, the
       scheme's default (rfc1738::default_port); absent when the port
       written does not fit 16 bits ("http://h:65536/": port() still has the
       digits), and absent when none is written and the scheme has no
       default. When the derivation has no hostport (mailto, news, file, an
       otherurl with an opaque schemepart): the scheme's default port, if
       any ("http://host?q", an otherurl, gives 80). See
       hostport_view::effective_port().

       @par BNF
       @code
       hostport       = host [ ":" port ]
       @endcode

       @par Specification
       RFC 1738 §3.1 ("If the port is omitted, the colon is as well"), §3.2 …
       §3.11 (the default ports).

       @par Example
       @code
       const auto a = rfc1738::parse( "gopher://h/" )->effective_port();        // 70
       const auto b = rfc1738::parse( "http://h:8080/" )->effective_port();     // 8080
       const auto c = rfc1738::parse( "http://h:65536/" )->effective_port();    // absent
       @endcode

       @return The port to connect to, or nothing.
   */
   [[nodiscard]] std::optional< std::uint16_t > effective_port() const noexcept;

   /** The typed views (§3.2 … §3.11): each present exactly when that
       production derives the URL.

       @par BNF
       @code
       httpurl        = "http://" hostport [ "/" hpath [ "?" search ]]
       @endcode

       @par Specification
       RFC 1738 §3.3 (http), and for the others: ftp §3.2, gopher §3.4,
       mailto §3.5, news §3.6, nntp §3.7, telnet §3.8, wais §3.9, file
       §3.10, prospero §3.11.

       @par Example
       @code
       const auto u = rfc1738::parse( "http://h/p?q" );
       const bool h = u->http().has_value(), f = u->ftp().has_value();   // true, false
       @endcode

       @return The view, present when that production derives the URL.
   */
   [[nodiscard]] std::optional< http_view > http() const noexcept;
   /// @return The §3.2 view, present when that production derives the URL; see http().
   [[nodiscard]] std::optional< ftp_view > ftp() const noexcept;
   /// @return The §3.4 view, present when that production derives the URL; see http().
   [[nodiscard]] std::optional< gopher_view > gopher() const noexcept;
   /// @return The §3.5 view, present when that production derives the URL; see http().
   [[nodiscard]] std::optional< mailto_view > mailto() const noexcept;
   /// @return The §3.6 view, present when that production derives the URL; see http().
   [[nodiscard]] std::optional< news_view > news() const noexcept;
   /// @return The §3.7 view, present when that production derives the URL; see http().
   [[nodiscard]] std::optional< nntp_view > nntp() const noexcept;
   /// @return The §3.8 view, present when that production derives the URL; see http().
   [[nodiscard]] std::optional< telnet_view > telnet() const noexcept;
   /// @return The §3.9 view, present when that production derives the URL; see http().
   [[nodiscard]] std::optional< wais_view > wais() const noexcept;
   /// @return The §3.10 view, present when that production derives the URL; see http().
   [[nodiscard]] std::optional< file_view > file() const noexcept;
   /// @return The §3.11 view, present when that production derives the URL; see http().
   [[nodiscard]] std::optional< prospero_view > prospero() const noexcept;

   /** The generic syntax, when otherurl derives the URL (the derivation's
       own components).

       @par BNF
       @code
       otherurl       = genericurl
       genericurl     = scheme ":" schemepart
       @endcode

       @par Specification
       RFC 1738 §2.1, §3.1, §5.

       @par Example
       @code
       const auto g = rfc1738::parse( "x://u@h/p" )->otherurl();   // g->ip_schemepart()->urlpath() == "p"
       @endcode

       @return The generic view, present when otherurl derives the URL.
   */
   [[nodiscard]] std::optional< generic_view > otherurl() const noexcept;

   /** The generic syntax of any URL: every URL also derives genericurl,
       with an ip-schemepart when one derives its schemepart (a
       scheme-specific URL is derived again from genericurl; tree() stays the
       derivation of url).

       @par BNF
       @code
       genericurl     = scheme ":" schemepart
       schemepart     = *xchar | ip-schemepart
       ip-schemepart  = "//" login [ "/" urlpath ]
       @endcode

       @par Specification
       RFC 1738 §2.1, §3.1.

       @par Example
       @code
       const auto g = rfc1738::parse( "ftp://u:p@h/x" )->generic();   // g.ip_schemepart()->password()->encoded() == "p"
       @endcode

       @return The generic view.
   */
   [[nodiscard]] generic_view generic() const;

   /** The parser's constructor (its key is the library's): an empty tree,
       for the parser to fill in place.

       @param key The library's key.
       @param buffer The characters the parser reads.
   */
   url_view( detail::url_view_key key, std::string_view buffer ) noexcept
      : url_view( buffer )
   {
      (void)key;
   }

private:
   friend class url;
   friend struct url_view_access;

   // An empty tree, for the parser to fill in place.
   explicit url_view( std::string_view buffer ) noexcept
      : buffer_( buffer )
   {}

   [[nodiscard]] std::optional< hostport_view > hostport() const noexcept;
   // default_port() of the URL's scheme.
   [[nodiscard]] std::optional< std::uint16_t > scheme_default_port() const noexcept;

   std::string_view buffer_;
   parse_tree tree_;
};

// The accessors of the forms that most URLs take, inline: each view is made
// from the recorded nodes (detail::recorded_nodes) where it is asked for. The
// derivation's node of the URL's own production is url's first child, node 1.

namespace detail {

/// The productions of the URL forms whose authority is a host alone
/// (fileurl's [ host | "localhost" ]), by number.
inline constexpr auto host_alone = [] {
   std::array< bool, grammar::production_count > a{};
   for( const auto& form : grammar::url_forms ) {
      a[ static_cast< std::size_t >( form.syntax ) ] = form.authority == grammar::authority::host;
   }
   return a;
}();

/// The view of the form `p`, made from the recorded nodes when `p` derives
/// the URL (node 1, url's child, is the URL's own production).
template< typename View >
[[nodiscard]] std::optional< View > recorded_view_if( std::string_view buffer, const parse_tree& tree, production p ) noexcept
{
   if( tree[ derivation_node ].id == p ) {
      return std::optional< View >( std::in_place, recorded_nodes::of( buffer, tree ) );
   }
   return std::nullopt;
}

}  // namespace detail

inline std::optional< std::string_view > url_view::host() const noexcept
{
   // The host of the hostport, or of a form whose authority is a host alone:
   // the one host node of the derivation (a newsurl's article has one too,
   // and no hostport).
   const auto r = detail::recorded_nodes::of( buffer_, tree_ );
   if( r.find( production::hostport ) != nullptr || detail::host_alone[ static_cast< std::size_t >( derived_by() ) ] ) {
      return r.text_if( production::host );
   }
   return std::nullopt;
}

inline std::optional< http_view > url_view::http() const noexcept
{
   return detail::recorded_view_if< http_view >( buffer_, tree_, production::httpurl );
}

inline std::optional< ftp_view > url_view::ftp() const noexcept
{
   return detail::recorded_view_if< ftp_view >( buffer_, tree_, production::ftpurl );
}

inline std::optional< telnet_view > url_view::telnet() const noexcept
{
   return detail::recorded_view_if< telnet_view >( buffer_, tree_, production::telneturl );
}

inline std::optional< file_view > url_view::file() const noexcept
{
   return detail::recorded_view_if< file_view >( buffer_, tree_, production::fileurl );
}

inline std::optional< generic_view > url_view::otherurl() const noexcept
{
   return detail::recorded_view_if< generic_view >( buffer_, tree_, production::otherurl );   // otherurl = genericurl
}

}  // namespace rfc1738

#endif

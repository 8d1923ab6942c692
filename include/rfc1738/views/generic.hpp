// SPDX-License-Identifier: BSL-1.0
/// @file
/// RFC 1738 §2.1 and §3.1, the generic URL syntax and the common Internet
/// scheme syntax: rfc1738::generic_view, rfc1738::ip_schemepart_view.
#ifndef RFC1738_VIEWS_GENERIC_HPP
#define RFC1738_VIEWS_GENERIC_HPP

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "rfc1738/parse_tree.hpp"
#include "rfc1738/port.hpp"
#include "rfc1738/views/login.hpp"

namespace rfc1738 {

/// The common Internet scheme syntax of a URL's scheme part: login and
/// url-path.
///
/// RFC 1738 §3.1: "URL schemes that involve the direct use of an IP-based
/// protocol to a specified host on the Internet use a common syntax for the
/// scheme-specific data: //<user>:<password>@<host>:<port>/<url-path>. Some
/// or all of the parts <user>:<password>@, :<password>, :<port>, and
/// /<url-path> may be excluded." "Note that the "/" between the host (or
/// port) and the url-path is NOT part of the url-path." "The url-path syntax
/// depends on the scheme being used, as does the manner in which it is
/// interpreted": it is given as written only.
///
/// The user, password, host and port are login_view's (the default port is
/// the scheme's, when it is one of §3's). Obtained from
/// generic_view::ip_schemepart().
///
/// @par BNF
/// @code{.unparsed}
/// ip-schemepart  = "//" login [ "/" urlpath ]
/// urlpath        = *xchar    ; depends on protocol see section 3.1
/// @endcode
///
/// @par Specification
/// [RFC 1738 §3.1 (Common Internet Scheme Syntax)](https://www.rfc-editor.org/rfc/rfc1738#section-3.1)
///
/// @par Example
/// @code
/// const auto ip = rfc1738::parse( "foo://user:pw@host.dom:99/a/b?c" )->generic().ip_schemepart();
/// assert( ip->user()->decode() == "user" );
/// assert( ip->host() == "host.dom" );
/// assert( ip->effective_port() == 99 );
/// assert( ip->urlpath() == "a/b?c" );
/// assert( !rfc1738::parse( "foo://host.dom" )->generic().ip_schemepart()->urlpath() );
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
class ip_schemepart_view : public login_view {
public:
   /// The ip-schemepart at node `at` of `tree`, a parse of `input`, of a URL
   /// whose scheme's default port is `default_port`.
   ///
   /// Made by generic_view.
   ///
   /// @param input The URL's characters, the buffer `tree` was parsed from.
   /// @param tree Its parse tree.
   /// @param at The index of an `ip-schemepart` node in `tree`.
   /// @param default_port The default port of the URL's scheme, if it has one.
   ip_schemepart_view( std::string_view input, const parse_tree& tree, std::size_t at, std::optional< std::uint16_t > default_port ) noexcept;

   /// The ip-schemepart of a URL that rfc1738::parse made, read from the nodes
   /// its parse recorded (detail::recorded_nodes, private to the library): the
   /// view url_view makes, equal to the one the constructor above makes.
   ///
   /// @param recorded The URL's recorded nodes.
   /// @param default_port The default port of the URL's scheme, 0 when it has
   /// none (no scheme of RFC 1738 has port 0).
   ip_schemepart_view( const detail::recorded_nodes& recorded, std::uint16_t default_port ) noexcept;

   /// The url-path as written; absent without the "/" after the login.
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// urlpath        = *xchar    ; depends on protocol see section 3.1
   /// @endcode
   ///
   /// @return The urlpath, or absent.
   [[nodiscard]] std::optional< std::string_view > urlpath() const noexcept
   {
      return urlpath_;
   }

private:
   std::optional< std::string_view > urlpath_;
};

/// The generic syntax of any URL: scheme and scheme part.
///
/// RFC 1738 §2.1: "In general, URLs are written as follows:
/// <scheme>:<scheme-specific-part>. A URL contains the name of the scheme
/// being used (<scheme>) followed by a colon and then a string (the
/// <scheme-specific-part>) whose interpretation depends on the scheme."
/// Every URL derives `genericurl` (`otherurl = genericurl`); `url` chooses it
/// over the scheme-specific productions only when none of them derives the
/// URL.
///
/// The BNF is ambiguous (`*xchar` derives every ip-schemepart): the
/// schemepart is an ip-schemepart when one derives all of it, else opaque
/// `*xchar`.
///
/// Obtained from url_view::generic() for any URL, and from
/// url_view::otherurl() when `otherurl` derives the URL.
///
/// @par BNF
/// @code{.unparsed}
/// genericurl     = scheme ":" schemepart
/// schemepart     = *xchar | ip-schemepart
/// @endcode
///
/// @par Specification
/// @li [RFC 1738 §2.1 (The main parts of URLs)](https://www.rfc-editor.org/rfc/rfc1738#section-2.1)
/// @li [RFC 1738 §3.1 (Common Internet Scheme Syntax)](https://www.rfc-editor.org/rfc/rfc1738#section-3.1)
/// @li [RFC 1738 §5 (BNF for specific URL schemes)](https://www.rfc-editor.org/rfc/rfc1738#section-5)
///
/// @par Example
/// (examples/generic_parts.cpp prints every part.)
/// @code
/// const auto u = rfc1738::parse( "http://joe@host.dom/p" );  // otherurl: httpurl has no user
/// assert( u->derived_by() == rfc1738::production::otherurl );
/// const auto g = u->generic();
/// assert( g.scheme() == "http" );
/// assert( g.schemepart() == "//joe@host.dom/p" );
/// assert( g.ip_schemepart()->user()->decode() == "joe" );
/// assert( g.ip_schemepart()->effective_port() == 80 );  // http's default
/// assert( g.ip_schemepart()->urlpath() == "p" );
///
/// assert( !rfc1738::parse( "mailto:joe@host.dom" )->generic().ip_schemepart() );  // opaque
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
class generic_view {
public:
   /// The genericurl at node `at` of `tree`, a parse of `input`.
   ///
   /// Made by url_view::generic() and url_view::otherurl().
   ///
   /// @param input The URL's characters, the buffer `tree` was parsed from.
   /// @param tree Its parse tree.
   /// @param at The index of a `genericurl` node in `tree`.
   generic_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;

   /// The genericurl (otherurl) of a URL that rfc1738::parse made, read from
   /// the nodes its parse recorded (detail::recorded_nodes, private to the
   /// library): the view url_view makes, equal to the one the constructor above
   /// makes.
   ///
   /// @param recorded The URL's recorded nodes.
   explicit generic_view( const detail::recorded_nodes& recorded ) noexcept;

   /// The scheme, as written (lower case: §5's scheme has no upper case).
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// scheme         = 1*[ lowalpha | digit | "+" | "-" | "." ]
   /// @endcode
   ///
   /// @return The scheme, never empty.
   [[nodiscard]] std::string_view scheme() const noexcept
   {
      return scheme_;
   }

   /// Everything after the ":", as written (possibly empty).
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// schemepart     = *xchar | ip-schemepart
   /// @endcode
   ///
   /// @return The schemepart.
   [[nodiscard]] std::string_view schemepart() const noexcept
   {
      return schemepart_;
   }

   /// The §3.1 parts, when an ip-schemepart derives the whole schemepart;
   /// absent otherwise.
   ///
   /// @return The ip-schemepart, or absent.
   [[nodiscard]] const std::optional< ip_schemepart_view >& ip_schemepart() const noexcept
   {
      return ip_schemepart_;
   }

private:
   std::string_view scheme_;
   std::string_view schemepart_;
   std::optional< ip_schemepart_view > ip_schemepart_;
};

/// RFC 1738 §5: ip-schemepart = "//" login [ "/" urlpath ].
inline ip_schemepart_view::ip_schemepart_view( const detail::recorded_nodes& recorded, std::uint16_t default_port ) noexcept
   : login_view( recorded, default_port ),
     urlpath_( recorded.text_if( production::urlpath ) )
{}

/// RFC 1738 §2.1: genericurl = scheme ":" schemepart.
inline generic_view::generic_view( const detail::recorded_nodes& recorded ) noexcept
   : scheme_( recorded.text( production::scheme ) ),
     schemepart_( recorded.text( production::schemepart ) )
{
   if( recorded.find( production::ip_schemepart ) != nullptr ) {
      ip_schemepart_.emplace( recorded, rfc1738::default_port( scheme_ ).value_or( 0 ) );
   }
}

}  // namespace rfc1738

#endif

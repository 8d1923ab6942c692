// SPDX-License-Identifier: BSL-1.0
/// @file
/// RFC 1738 §3.1, the login of the common Internet scheme syntax:
/// rfc1738::login_view.
#ifndef RFC1738_VIEWS_LOGIN_HPP
#define RFC1738_VIEWS_LOGIN_HPP

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "rfc1738/encoded_view.hpp"
#include "rfc1738/parse_tree.hpp"
#include "rfc1738/views/hostport.hpp"

namespace rfc1738 {

/// The user name, password, host and port of a URL of the common Internet
/// scheme syntax.
///
/// RFC 1738 §3.1: "Note that an empty user name or password is different
/// than no user name or password; there is no way to specify a password
/// without specifying a user name. E.g., <URL:ftp://@host.com/> has an
/// empty user name and no password, <URL:ftp://host.com/> has no user name,
/// while <URL:ftp://foo:@host.com/> has a user name of "foo" and an empty
/// password."
///
/// "Within the user and password field, any :, @, or / must be
/// encoded": decoded() gives the name and password as the protocol uses
/// them.
///
/// The base of ftp_view, telnet_view and of the generic ip_schemepart_view;
/// host and port are hostport_view's.
///
/// @par BNF
/// @code{.unparsed}
/// login          = [ user [ ":" password ] "@" ] hostport
/// user           = *[ uchar | ";" | "?" | "&" | "=" ]
/// password       = *[ uchar | ";" | "?" | "&" | "=" ]
/// @endcode
///
/// @par Specification
/// [RFC 1738 §3.1 (Common Internet Scheme Syntax)](https://www.rfc-editor.org/rfc/rfc1738#section-3.1)
///
/// @par Example
/// @code
/// assert( rfc1738::parse( "ftp://@host.com/" )->ftp()->user()->encoded() == "" );
/// assert( !rfc1738::parse( "ftp://@host.com/" )->ftp()->password() );
/// assert( !rfc1738::parse( "ftp://host.com/" )->ftp()->user() );
///
/// const auto f = rfc1738::parse( "ftp://foo:@host.com/" )->ftp();
/// assert( f->user()->encoded() == "foo" );
/// assert( f->password()->empty() );  // present, empty
///
/// const auto t = rfc1738::parse( "telnet://a%40b:p%3Aw@host.dom" )->telnet();
/// assert( t->user()->decode() == "a@b" );
/// assert( t->password()->decode() == "p:w" );
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
class login_view : public hostport_view {
public:
   /// The login at node `at` of `tree`, a parse of `input`, of a URL whose
   /// scheme's default port is `default_port`.
   ///
   /// Made by the views that derive from this one.
   ///
   /// @param input The URL's characters, the buffer `tree` was parsed from.
   /// @param tree Its parse tree.
   /// @param at The index of a `login` node in `tree`.
   /// @param default_port The default port of the URL's scheme, if it has one.
   login_view( std::string_view input, const parse_tree& tree, std::size_t at, std::optional< std::uint16_t > default_port ) noexcept;

   /// The login of a URL that rfc1738::parse made, read from the nodes its
   /// parse recorded (detail::recorded_nodes, private to the library): the view
   /// url_view makes, equal to the one the constructor above makes.
   ///
   /// @param recorded The URL's recorded nodes.
   /// @param default_port The default port of the URL's scheme, 0 when it has
   /// none (no scheme of RFC 1738 has port 0).
   login_view( const detail::recorded_nodes& recorded, std::uint16_t default_port ) noexcept;

   /// The user name as written.
   ///
   /// Absent when there is no "@"; empty for `//@host`.
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// user           = *[ uchar | ";" | "?" | "&" | "=" ]
   /// @endcode
   ///
   /// @return The user name, or absent.
   [[nodiscard]] std::optional< encoded_view > user() const noexcept
   {
      return user_;
   }

   /// The password as written.
   ///
   /// Absent when there is no ":" before the "@"; empty for `//foo:@host`.
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// password       = *[ uchar | ";" | "?" | "&" | "=" ]
   /// @endcode
   ///
   /// @return The password, or absent.
   [[nodiscard]] std::optional< encoded_view > password() const noexcept
   {
      return password_;
   }

private:
   std::optional< encoded_view > user_;
   std::optional< encoded_view > password_;
};

/// RFC 1738 §3.1: login = [ user [ ":" password ] "@" ] hostport.
inline login_view::login_view( const detail::recorded_nodes& recorded, std::uint16_t default_port ) noexcept
   : hostport_view( recorded, default_port ),
     user_( recorded.encoded_if( production::user ) ),
     password_( recorded.encoded_if( production::password ) )
{}

}  // namespace rfc1738

#endif

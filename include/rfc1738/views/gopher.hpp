// SPDX-License-Identifier: BSL-1.0
/// @file
/// RFC 1738 §3.4, Gopher: rfc1738::gopher_view.
#ifndef RFC1738_VIEWS_GOPHER_HPP
#define RFC1738_VIEWS_GOPHER_HPP

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "rfc1738/encoded_view.hpp"
#include "rfc1738/parse_tree.hpp"
#include "rfc1738/views/hostport.hpp"

namespace rfc1738 {

/// The components of a Gopher URL: gophertype, selector, search and
/// Gopher+ string.
///
/// RFC 1738 §3.4.1: "A Gopher URL takes the form:
/// gopher://<host>:<port>/<gopher-path> where <gopher-path> is one of
/// <gophertype><selector>, <gophertype><selector>%09<search>,
/// <gophertype><selector>%09<search>%09<gopher+_string>. If :<port> is
/// omitted, the port defaults to 70. <gophertype> is a single-character
/// field to denote the Gopher type of the resource to which the URL refers.
/// The entire <gopher-path> may also be empty, in which case the delimiting
/// "/" is also optional and the <gophertype> defaults to "1"." "Within the
/// <gopher-path>, no characters are reserved."
///
/// The BNF is ambiguous here; the parse chooses: gtype is the first xchar
/// after the "/" (an escape counts as one); whenever gtype is present the
/// selector is present (possibly empty); the selector ends at the first
/// `%09` after which a search can follow, the search at the next `%09`, and
/// the gopher+_string takes the rest. So `gopher://h/1%09a` has selector ""
/// and search "a", while in `gopher://h/1a%09b/c%09d` the "/" cannot be in a
/// search, so the selector is `a%09b/c` and the search "d".
///
/// The host and port are hostport_view's. Obtained from url_view::gopher(),
/// present exactly when `gopherurl` derives the URL.
///
/// @par BNF
/// With erratum 5118 (the "%09" quoted):
/// @code{.unparsed}
/// gopherurl      = "gopher://" hostport [ "/" [ gtype [ selector
///                  [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
/// gtype          = xchar
/// selector       = *xchar
/// gopher+_string = *xchar
/// @endcode
///
/// @par Specification
/// @li [RFC 1738 §3.4 (GOPHER)](https://www.rfc-editor.org/rfc/rfc1738#section-3.4)
/// @li [Erratum 5118](https://www.rfc-editor.org/errata/eid5118)
///
/// @par Example
/// (examples/gopher_request.cpp prints the request.)
/// @code
/// const auto g = rfc1738::parse( "gopher://h/7srv%09gopher%20url" )->gopher();
/// assert( g->gophertype() == '7' );
/// assert( g->selector()->decode() == "srv" );
/// assert( g->search()->decode() == "gopher url" );
/// assert( !g->gopher_plus_string() );
/// assert( g->request() == "srv\tgopher url" );
///
/// const auto top = rfc1738::parse( "gopher://h" )->gopher();
/// assert( !top->gopher_path() );
/// assert( top->gophertype() == '1' );
/// assert( top->request() == "" );
/// @endcode
///
/// @par Complexity
/// Every accessor is constant time, request() linear in the gopher-path's
/// length.
///
/// @par Exception Safety
/// Throws nothing, except request() (std::bad_alloc).
///
/// @par Lifetime
/// A view of the URL's characters, valid while they are.
class gopher_view : public hostport_view {
public:
   /// The gopherurl at node `at` of `tree`, a parse of `input`.
   ///
   /// Made by url_view::gopher(); `tree[ at ]` must be a `gopherurl` node.
   ///
   /// @param input The URL's characters, the buffer `tree` was parsed from.
   /// @param tree Its parse tree.
   /// @param at The index of a `gopherurl` node in `tree`.
   gopher_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;

   /// The `<gopher-path>` as written, after the "/"; absent without the "/".
   ///
   /// @return The gopher-path, or absent.
   [[nodiscard]] std::optional< std::string_view > gopher_path() const noexcept
   {
      return gopher_path_;
   }

   /// The gtype as written (one character, or an escape); absent when the
   /// gopher-path is empty.
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// gtype          = xchar
   /// @endcode
   ///
   /// @return The gtype, or absent.
   [[nodiscard]] std::optional< encoded_view > gtype() const noexcept
   {
      return gtype_;
   }

   /// `<gophertype>`: the gtype's octet, '1' when the gopher-path is empty.
   ///
   /// @return The gophertype.
   [[nodiscard]] char gophertype() const noexcept
   {
      return gtype_ ? *gtype_->decoded().begin() : '1';
   }

   /// `<selector>`: present (possibly empty) whenever gtype is.
   ///
   /// §3.4.1: "The Gopher selector string may be an empty string; this is how
   /// Gopher clients refer to the top-level directory on a Gopher server."
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// selector       = *xchar
   /// @endcode
   ///
   /// @return The selector, or absent.
   [[nodiscard]] std::optional< encoded_view > selector() const noexcept
   {
      return selector_;
   }

   /// `<search>` (§3.4.2), after the first `%09`; absent without it.
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// search         = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
   /// @endcode
   ///
   /// @return The search, or absent.
   [[nodiscard]] std::optional< encoded_view > search() const noexcept
   {
      return search_;
   }

   /// `<gopher+_string>` (§3.4.3), after the second `%09`; absent without
   /// it.
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// gopher+_string = *xchar
   /// @endcode
   ///
   /// @return The gopher+_string, or absent.
   [[nodiscard]] std::optional< encoded_view > gopher_plus_string() const noexcept
   {
      return gopher_plus_string_;
   }

   /// What the client sends to the server, decoded, without the final CR LF.
   ///
   /// §3.4.2: "the Gopher client sends the <selector> string (after
   /// decoding), a tab, and the search string"; §3.4.3: "send the Gopher
   /// selector, followed by a tab and the search string (which may be
   /// empty), followed by a tab and the Gopher+ commands". The selector alone
   /// when there is no search; "" for an empty gopher-path (the top-level
   /// directory).
   ///
   /// @par Specification
   /// @li [RFC 1738 §3.4.2 (Gopher URLs with search)](https://www.rfc-editor.org/rfc/rfc1738#section-3.4.2)
   /// @li [RFC 1738 §3.4.3 (Gopher+ URLs)](https://www.rfc-editor.org/rfc/rfc1738#section-3.4.3)
   ///
   /// @return The request line, decoded.
   /// @throws std::bad_alloc
   [[nodiscard]] std::string request() const;

private:
   std::optional< std::string_view > gopher_path_;
   std::optional< encoded_view > gtype_;
   std::optional< encoded_view > selector_;
   std::optional< encoded_view > search_;
   std::optional< encoded_view > gopher_plus_string_;
};

}  // namespace rfc1738

#endif

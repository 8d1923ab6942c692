// SPDX-License-Identifier: BSL-1.0
/// @file
/// RFC 1738 §3.5, MAILTO: rfc1738::mailto_view.
#ifndef RFC1738_VIEWS_MAILTO_HPP
#define RFC1738_VIEWS_MAILTO_HPP

#include <cstddef>
#include <string_view>

#include "rfc1738/encoded_view.hpp"
#include "rfc1738/parse_tree.hpp"

namespace rfc1738 {

/// The address of a mailto URL.
///
/// RFC 1738 §3.5: "A mailto URL takes the form: mailto:<rfc822-addr-spec>
/// where <rfc822-addr-spec> is (the encoding of an) addr-spec, as
/// specified in RFC 822. Within mailto URLs, there are no reserved
/// characters. Note that the percent sign (%) is commonly used within RFC
/// 822 addresses and must be encoded." The addr-spec itself is
/// encoded822addr().decode(); this library does not parse RFC 822.
///
/// Obtained from url_view::mailto(), present exactly when `mailtourl` derives
/// the URL.
///
/// @par BNF
/// @code{.unparsed}
/// mailtourl      = "mailto:" encoded822addr
/// encoded822addr = 1*xchar               ; further defined in RFC822
/// @endcode
///
/// @par Specification
/// [RFC 1738 §3.5 (MAILTO)](https://www.rfc-editor.org/rfc/rfc1738#section-3.5)
///
/// @par Example
/// @code
/// const auto m = rfc1738::parse( "mailto:joe%25relay@host.dom" )->mailto();
/// assert( m->encoded822addr().encoded() == "joe%25relay@host.dom" );
/// assert( m->encoded822addr().decode() == "joe%relay@host.dom" );
/// @endcode
///
/// @par Complexity
/// Constant time.
///
/// @par Exception Safety
/// Throws nothing.
///
/// @par Lifetime
/// A view of the URL's characters, valid while they are.
class mailto_view {
public:
   /// The mailtourl at node `at` of `tree`, a parse of `input`.
   ///
   /// Made by url_view::mailto(); `tree[ at ]` must be a `mailtourl` node.
   ///
   /// @param input The URL's characters, the buffer `tree` was parsed from.
   /// @param tree Its parse tree.
   /// @param at The index of a `mailtourl` node in `tree`.
   mailto_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;

   /// The address as written (never empty).
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// encoded822addr = 1*xchar               ; further defined in RFC822
   /// @endcode
   ///
   /// @return The encoded822addr.
   [[nodiscard]] encoded_view encoded822addr() const noexcept
   {
      return encoded822addr_;
   }

private:
   encoded_view encoded822addr_;
};

}  // namespace rfc1738

#endif

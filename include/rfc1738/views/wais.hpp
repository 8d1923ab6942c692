// SPDX-License-Identifier: BSL-1.0
/// @file
/// RFC 1738 §3.9, WAIS: rfc1738::wais_view.
#ifndef RFC1738_VIEWS_WAIS_HPP
#define RFC1738_VIEWS_WAIS_HPP

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "rfc1738/encoded_view.hpp"
#include "rfc1738/parse_tree.hpp"
#include "rfc1738/views/hostport.hpp"

namespace rfc1738 {

/// The three forms of a WAIS URL, by their §5 production.
///
/// @par BNF
/// @code{.unparsed}
/// waisurl        = waisdatabase | waisindex | waisdoc
/// @endcode
enum class wais_form : std::uint8_t {
   /// `wais://<host>:<port>/<database>`: a database to search.
   waisdatabase,
   /// `wais://<host>:<port>/<database>?<search>`: a search.
   waisindex,
   /// `wais://<host>:<port>/<database>/<wtype>/<wpath>`: a document.
   waisdoc,
};

/// The components of a WAIS URL: database, and search or document.
///
/// RFC 1738 §3.9: "If :<port> is omitted, the port defaults to 210. The
/// first form designates a WAIS database that is available for searching.
/// The second form designates a particular search. <database> is the name
/// of the WAIS database being queried. The third form designates a
/// particular document within a WAIS database to be retrieved. In this form
/// <wtype> is the WAIS designation of the type of the object." "The
/// <wpath> of a WAIS URL consists of the WAIS document-id, encoded as
/// necessary using the method described in Section 2.2. The WAIS document-id
/// should be treated opaquely."
///
/// The host and port are hostport_view's. Obtained from url_view::wais(),
/// present exactly when `waisurl` derives the URL.
///
/// @par BNF
/// @code{.unparsed}
/// waisurl        = waisdatabase | waisindex | waisdoc
/// waisdatabase   = "wais://" hostport "/" database
/// waisindex      = "wais://" hostport "/" database "?" search
/// waisdoc        = "wais://" hostport "/" database "/" wtype "/" wpath
/// database       = *uchar
/// wtype          = *uchar
/// wpath          = *uchar
/// @endcode
///
/// @par Specification
/// [RFC 1738 §3.9 (WAIS)](https://www.rfc-editor.org/rfc/rfc1738#section-3.9)
///
/// @par Example
/// @code
/// const auto w = rfc1738::parse( "wais://wais.dom/lib?dog%20food" )->wais();
/// assert( w->form() == rfc1738::wais_form::waisindex );
/// assert( w->database().decode() == "lib" );
/// assert( w->search()->decode() == "dog food" );
/// assert( !w->wtype() && !w->wpath() );
///
/// const auto d = rfc1738::parse( "wais://wais.dom:2100/lib/TEXT/doc%2F1" )->wais();
/// assert( d->form() == rfc1738::wais_form::waisdoc );
/// assert( d->wtype()->encoded() == "TEXT" );
/// assert( d->wpath()->decode() == "doc/1" );
/// assert( d->effective_port() == 2100 );
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
class wais_view : public hostport_view {
public:
   /// The waisurl at node `at` of `tree`, a parse of `input`.
   ///
   /// Made by url_view::wais(); `tree[ at ]` must be a `waisurl` node.
   ///
   /// @param input The URL's characters, the buffer `tree` was parsed from.
   /// @param tree Its parse tree.
   /// @param at The index of a `waisurl` node in `tree`.
   wais_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;

   /// Which of the three forms derives the URL.
   ///
   /// @return The form.
   [[nodiscard]] wais_form form() const noexcept
   {
      return form_;
   }

   /// `<database>` as written, possibly empty.
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// database       = *uchar
   /// @endcode
   ///
   /// @return The database.
   [[nodiscard]] encoded_view database() const noexcept
   {
      return database_;
   }

   /// `<search>`: present (possibly empty) exactly in the waisindex form.
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

   /// `<wtype>`: present (possibly empty) exactly in the waisdoc form.
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// wtype          = *uchar
   /// @endcode
   ///
   /// @return The wtype, or absent.
   [[nodiscard]] std::optional< encoded_view > wtype() const noexcept
   {
      return wtype_;
   }

   /// `<wpath>`: present (possibly empty) exactly in the waisdoc form.
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// wpath          = *uchar
   /// @endcode
   ///
   /// @return The wpath, or absent.
   [[nodiscard]] std::optional< encoded_view > wpath() const noexcept
   {
      return wpath_;
   }

private:
   encoded_view database_;
   std::optional< encoded_view > search_;
   std::optional< encoded_view > wtype_;
   std::optional< encoded_view > wpath_;
   wais_form form_ = wais_form::waisdatabase;
};

}  // namespace rfc1738

#endif

// SPDX-License-Identifier: BSL-1.0
/// @file
/// RFC 1738 §3.11, PROSPERO: rfc1738::prospero_view and its fieldspecs,
/// rfc1738::fieldspecs_view.
#ifndef RFC1738_VIEWS_PROSPERO_HPP
#define RFC1738_VIEWS_PROSPERO_HPP

#include <cstddef>
#include <string_view>

#include "rfc1738/detail/forward_iterator.hpp"
#include "rfc1738/encoded_view.hpp"
#include "rfc1738/parse_tree.hpp"
#include "rfc1738/views/hostport.hpp"

namespace rfc1738 {

/// One field of a prospero URL.
///
/// @par BNF
/// @code{.unparsed}
/// fieldspec      = ";" fieldname "=" fieldvalue
/// fieldname      = *[ uchar | "?" | ":" | "@" | "&" ]
/// fieldvalue     = *[ uchar | "?" | ":" | "@" | "&" ]
/// @endcode
struct fieldspec {
   /// The `<field>` name as written (possibly empty).
   encoded_view fieldname;
   /// The `<value>` as written (possibly empty).
   encoded_view fieldvalue;
};

/// The fieldspecs of a prospero URL, in order.
///
/// Read from the text after the ppath (`;` name `=` value, repeated; neither
/// name nor value contains `;` or `=` unescaped).
///
/// @par BNF
/// @code{.unparsed}
/// fieldspec      = ";" fieldname "=" fieldvalue
/// @endcode
///
/// @par Specification
/// [RFC 1738 §3.11 (PROSPERO)](https://www.rfc-editor.org/rfc/rfc1738#section-3.11)
///
/// @par Example
/// @code
/// const auto p = rfc1738::parse( "prospero://host.dom/a;b=1;c%3Dd=" )->prospero();
/// assert( p->fieldspecs().size() == 2 );
/// const auto second = *++p->fieldspecs().begin();
/// assert( second.fieldname.decode() == "c=d" );
/// assert( second.fieldvalue.empty() );
/// assert( p->fieldspecs().encoded() == ";b=1;c%3Dd=" );
/// @endcode
///
/// @par Complexity
/// begin(), end(), empty() and encoded() are constant time; dereferencing
/// and each step are linear in the current fieldspec's length, size() in the
/// text's length.
///
/// @par Exception Safety
/// Throws nothing.
///
/// @par Lifetime
/// A view of the URL's characters, valid while they are.
class fieldspecs_view {
public:
   /// A forward iterator over the fieldspecs; yields fieldspec by value.
   class iterator : public detail::forward_iterator< iterator, fieldspec > {
   public:
      /// A singular iterator.
      constexpr iterator() noexcept = default;

      /// The current fieldspec.
      ///
      /// @return The fieldspec the iterator is at.
      constexpr fieldspec operator*() const noexcept
      {
         const auto spec = rest_.substr( 1, rest_.find( ';', 1 ) - 1 );
         const auto eq = spec.find( '=' );
         return fieldspec{ encoded_view( spec.substr( 0, eq ) ), encoded_view( spec.substr( eq + 1 ) ) };
      }

      /// Moves to the next fieldspec.
      ///
      /// @return This iterator.
      constexpr iterator& operator++() noexcept
      {
         const auto next = rest_.find( ';', 1 );
         rest_.remove_prefix( next == std::string_view::npos ? rest_.size() : next );
         return *this;
      }


      /// True when `a` and `b` are at the same fieldspec of the same view.
      friend constexpr bool operator==( const iterator& a, const iterator& b ) noexcept
      {
         return a.rest_.size() == b.rest_.size();
      }


   private:
      friend class fieldspecs_view;
      constexpr explicit iterator( std::string_view rest ) noexcept
         : rest_( rest )
      {}
      std::string_view rest_;
   };

   /// No fieldspec.
   constexpr fieldspecs_view() noexcept = default;

   /// The fieldspecs of `text`, which is `*[ fieldspec ]` as written.
   ///
   /// @param text The fieldspecs as written, each with its leading `;`.
   constexpr explicit fieldspecs_view( std::string_view text ) noexcept
      : text_( text )
   {}

   /// The first fieldspec.
   ///
   /// @return An iterator at the first fieldspec.
   [[nodiscard]] constexpr iterator begin() const noexcept
   {
      return iterator( text_ );
   }

   /// One past the last fieldspec.
   ///
   /// @return The end iterator.
   [[nodiscard]] constexpr iterator end() const noexcept
   {
      return iterator( text_.substr( text_.size() ) );
   }

   /// The number of fieldspecs.
   ///
   /// @return The number of fieldspecs.
   [[nodiscard]] constexpr std::size_t size() const noexcept
   {
      std::size_t n = 0;
      for( const char c : text_ ) {
         n += ( c == ';' ) ? 1 : 0;
      }
      return n;
   }

   /// True when there is no fieldspec.
   ///
   /// @return Whether there is no fieldspec.
   [[nodiscard]] constexpr bool empty() const noexcept
   {
      return text_.empty();
   }

   /// The fieldspecs as written, each with its leading `;`.
   ///
   /// @return The text after the ppath.
   [[nodiscard]] constexpr std::string_view encoded() const noexcept
   {
      return text_;
   }

private:
   std::string_view text_;
};

/// The components of a prospero URL: the hsoname and the field/value pairs.
///
/// RFC 1738 §3.11: "A prospero URLs takes the form:
/// prospero://<host>:<port>/<hsoname>;<field>=<value> where <host> and
/// <port> are as described in Section 3.1. If :<port> is omitted, the
/// port defaults to 1525. No username or password is allowed. The
/// <hsoname> is the host-specific object name in the Prospero protocol,
/// suitably encoded. This name is opaque and interpreted by the Prospero
/// server." "Note that a slash "/" may appear in the <hsoname> without
/// quoting and no significance may be assumed by the application." "(E.g.,
/// <URL:prospero://host.dom//pros/name> designates a <hsoname> of
/// "/pros/name".)" "each field/value pair is separated from each other and
/// from the rest of the URL by a ; (semicolon). The name of the field and
/// its value are separated by a = (equal sign)."
///
/// The host and port are hostport_view's. Obtained from url_view::prospero(),
/// present exactly when `prosperourl` derives the URL.
///
/// @par BNF
/// @code{.unparsed}
/// prosperourl    = "prospero://" hostport "/" ppath *[ fieldspec ]
/// ppath          = psegment *[ "/" psegment ]
/// psegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
/// fieldspec      = ";" fieldname "=" fieldvalue
/// fieldname      = *[ uchar | "?" | ":" | "@" | "&" ]
/// fieldvalue     = *[ uchar | "?" | ":" | "@" | "&" ]
/// @endcode
///
/// @par Specification
/// [RFC 1738 §3.11 (PROSPERO)](https://www.rfc-editor.org/rfc/rfc1738#section-3.11)
///
/// @par Example
/// (examples/prospero_fields.cpp prints every part.)
/// @code
/// const auto p = rfc1738::parse( "prospero://host.dom//pros/name;OBJECT-VERSION=3" )->prospero();
/// assert( p->ppath().decode() == "/pros/name" );  // the hsoname
/// assert( p->effective_port() == 1525 );
/// for( const auto f : p->fieldspecs() ) {
///    assert( f.fieldname.decode() == "OBJECT-VERSION" );
///    assert( f.fieldvalue.decode() == "3" );
/// }
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
class prospero_view : public hostport_view {
public:
   /// The prosperourl at node `at` of `tree`, a parse of `input`.
   ///
   /// Made by url_view::prospero(); `tree[ at ]` must be a `prosperourl`
   /// node.
   ///
   /// @param input The URL's characters, the buffer `tree` was parsed from.
   /// @param tree Its parse tree.
   /// @param at The index of a `prosperourl` node in `tree`.
   prospero_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;

   /// The ppath, the `<hsoname>`: as written; decoded() is the name itself.
   ///
   /// The "/" is not significant: the ppath is not split into psegments.
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// ppath          = psegment *[ "/" psegment ]
   /// @endcode
   ///
   /// @return The ppath.
   [[nodiscard]] encoded_view ppath() const noexcept
   {
      return ppath_;
   }

   /// The field/value pairs, in order (none when the URL has none).
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// fieldspec      = ";" fieldname "=" fieldvalue
   /// @endcode
   ///
   /// @return The fieldspecs, in order.
   [[nodiscard]] fieldspecs_view fieldspecs() const noexcept
   {
      return fieldspecs_;
   }

private:
   encoded_view ppath_;
   fieldspecs_view fieldspecs_;
};

}  // namespace rfc1738

#endif

// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.11, PROSPERO.
#ifndef RFC1738_VIEWS_PROSPERO_HPP
#define RFC1738_VIEWS_PROSPERO_HPP

#include <cstddef>
#include <string_view>

#include "rfc1738/detail/forward_iterator.hpp"
#include "rfc1738/encoded_view.hpp"
#include "rfc1738/parse_tree.hpp"
#include "rfc1738/views/hostport.hpp"

namespace rfc1738 {

// One field of a prospero URL: fieldspec = ";" fieldname "=" fieldvalue.
struct fieldspec {
   encoded_view fieldname;
   encoded_view fieldvalue;
};

// The fieldspecs of a prospero URL in order, read from the text after the
// ppath (";" name "=" value, repeated; neither name nor value contains ";" or
// "=" unescaped).
//
// Lifetime: a view of the URL's characters, valid while they are.
class fieldspecs_view {
public:
   class iterator : public detail::forward_iterator< iterator, fieldspec > {
   public:
      constexpr iterator() noexcept = default;

      constexpr fieldspec operator*() const noexcept
      {
         const auto spec = rest_.substr( 1, rest_.find( ';', 1 ) - 1 );
         const auto eq = spec.find( '=' );
         return fieldspec{ encoded_view( spec.substr( 0, eq ) ), encoded_view( spec.substr( eq + 1 ) ) };
      }

      constexpr iterator& operator++() noexcept
      {
         const auto next = rest_.find( ';', 1 );
         rest_.remove_prefix( next == std::string_view::npos ? rest_.size() : next );
         return *this;
      }


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

   constexpr fieldspecs_view() noexcept = default;

   // `text` is *[ fieldspec ] as written.
   constexpr explicit fieldspecs_view( std::string_view text ) noexcept
      : text_( text )
   {}

   [[nodiscard]] constexpr iterator begin() const noexcept
   {
      return iterator( text_ );
   }

   [[nodiscard]] constexpr iterator end() const noexcept
   {
      return iterator( text_.substr( text_.size() ) );
   }

   [[nodiscard]] constexpr std::size_t size() const noexcept
   {
      std::size_t n = 0;
      for( const char c : text_ ) {
         n += ( c == ';' ) ? 1 : 0;
      }
      return n;
   }

   [[nodiscard]] constexpr bool empty() const noexcept
   {
      return text_.empty();
   }

   // The fieldspecs as written, each with its leading ";".
   [[nodiscard]] constexpr std::string_view encoded() const noexcept
   {
      return text_;
   }

private:
   std::string_view text_;
};

// RFC 1738 §3.11:
//
//   prosperourl    = "prospero://" hostport "/" ppath *[ fieldspec ]
//   ppath          = psegment *[ "/" psegment ]
//   psegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
//   fieldspec      = ";" fieldname "=" fieldvalue
//   fieldname      = *[ uchar | "?" | ":" | "@" | "&" ]
//   fieldvalue     = *[ uchar | "?" | ":" | "@" | "&" ]
//
// "A prospero URLs takes the form:
// prospero://<host>:<port>/<hsoname>;<field>=<value> where <host> and <port>
// are as described in Section 3.1. If :<port> is omitted, the port defaults
// to 1525. No username or password is allowed. The <hsoname> is the
// host-specific object name in the Prospero protocol, suitably encoded. This
// name is opaque and interpreted by the Prospero server." "Note that a slash
// "/" may appear in the <hsoname> without quoting and no significance may be
// assumed by the application." "(E.g., <URL:prospero://host.dom//pros/name>
// designates a <hsoname> of "/pros/name".)" "each field/value pair is
// separated from each other and from the rest of the URL by a ";"
// (semicolon). The name of the field and its value are separated by a "="
// (equal sign)."
//
// Example (examples/prospero_fields.cpp):
//
//   auto p = rfc1738::parse( "prospero://host.dom//pros/name;OBJECT-VERSION=3" )->prospero();
//   p->ppath().decode();                      // "/pros/name": the hsoname
//   for( const auto f : p->fieldspecs() ) { … }   // "OBJECT-VERSION" = "3"
//
// Lifetime: a view of the URL's characters, valid while they are.
class prospero_view : public hostport_view {
public:
   // The prosperourl at node `at` of `tree`, a parse of `input`.
   prospero_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;

   // The ppath, the <hsoname>: as written, decoded() is the name itself
   // (the "/" is not significant: it is not split into psegments).
   [[nodiscard]] encoded_view ppath() const noexcept
   {
      return ppath_;
   }

   // The field/value pairs, in order (none when the URL has none).
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

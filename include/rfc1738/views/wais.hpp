// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.9, WAIS.
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

// The three forms of a WAIS URL, by their §5 production.
enum class wais_form : std::uint8_t {
   waisdatabase,  // wais://<host>:<port>/<database>: a database to search
   waisindex,     // wais://<host>:<port>/<database>?<search>: a search
   waisdoc,       // wais://<host>:<port>/<database>/<wtype>/<wpath>: a document
};

// RFC 1738 §3.9:
//
//   waisurl        = waisdatabase | waisindex | waisdoc
//   waisdatabase   = "wais://" hostport "/" database
//   waisindex      = "wais://" hostport "/" database "?" search
//   waisdoc        = "wais://" hostport "/" database "/" wtype "/" wpath
//   database       = *uchar
//   wtype          = *uchar
//   wpath          = *uchar
//
// "If :<port> is omitted, the port defaults to 210. The first form
// designates a WAIS database that is available for searching. The second
// form designates a particular search. <database> is the name of the WAIS
// database being queried. The third form designates a particular document
// within a WAIS database to be retrieved. In this form <wtype> is the WAIS
// designation of the type of the object." "The <wpath> of a WAIS URL consists
// of the WAIS document-id, encoded as necessary using the method described
// in Section 2.2. The WAIS document-id should be treated opaquely."
//
// Example (tests/api/wais.cpp):
//
//   auto w = rfc1738::parse( "wais://wais.dom/lib?dog%20food" )->wais();
//   w->form();                                // wais_form::waisindex
//   w->database().decode();                   // "lib"
//   w->search()->decode();                    // "dog food"
//
// Lifetime: a view of the URL's characters, valid while they are.
class wais_view : public hostport_view {
public:
   // The waisurl at node `at` of `tree`, a parse of `input`.
   wais_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;

   [[nodiscard]] wais_form form() const noexcept
   {
      return form_;
   }

   // <database>, possibly empty.
   [[nodiscard]] encoded_view database() const noexcept
   {
      return database_;
   }

   // <search>: present (possibly empty) exactly in the waisindex form.
   [[nodiscard]] std::optional< encoded_view > search() const noexcept
   {
      return search_;
   }

   // <wtype> and <wpath>: present (possibly empty) exactly in the waisdoc form.
   [[nodiscard]] std::optional< encoded_view > wtype() const noexcept
   {
      return wtype_;
   }

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

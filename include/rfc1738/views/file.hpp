// SPDX-License-Identifier: BSL-1.0
// RFC 1738 §3.10, FILES.
#ifndef RFC1738_VIEWS_FILE_HPP
#define RFC1738_VIEWS_FILE_HPP

#include <cstddef>
#include <optional>
#include <string_view>

#include "rfc1738/encoded_view.hpp"
#include "rfc1738/parse_tree.hpp"
#include "rfc1738/segments_view.hpp"

namespace rfc1738 {

// RFC 1738 §3.10:
//
//   fileurl        = "file://" [ host | "localhost" ] "/" fpath
//
// "A file URL takes the form: file://<host>/<path> where <host> is the fully
// qualified domain name of the system on which the <path> is accessible, and
// <path> is a hierarchical directory path of the form
// <directory>/<directory>/.../<name>." "As a special case, <host> can be the
// string "localhost" or the empty string; this is interpreted as `the machine
// from which the URL is being interpreted'."
//
// Example (examples/file_path.cpp):
//
//   auto f = rfc1738::parse( "file://vms.host.edu/disk$user/my/notes/note12345.txt" )->file();
//   f->host();                                // "vms.host.edu"
//   f->is_local();                            // false
//   f->name().decode();                       // "note12345.txt"
//
// Lifetime: a view of the URL's characters, valid while they are.
class file_view {
public:
   // The fileurl at node `at` of `tree`, a parse of `input`.
   file_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;

   // The host as written; absent for "file:///…" (the empty host), and
   // "localhost" when written so.
   [[nodiscard]] std::optional< std::string_view > host() const noexcept
   {
      return host_;
   }

   // True when the host is empty or "localhost" (compared without regard to
   // case, as host names are): the machine interpreting the URL.
   [[nodiscard]] bool is_local() const noexcept;

   // The <path> as written, after the "/" that follows the host (possibly empty).
   [[nodiscard]] std::string_view fpath() const noexcept
   {
      return fpath_;
   }

   // Its fsegments: the directories, then the name.
   [[nodiscard]] segments_view segments() const noexcept
   {
      return segments_view( fpath_ );
   }

   // <directory> …: every fsegment but the last.
   [[nodiscard]] segments_view directories() const noexcept
   {
      return segments().without_last();
   }

   // <name>: the last fsegment (possibly empty).
   [[nodiscard]] encoded_view name() const noexcept
   {
      return segments().back();
   }

private:
   std::optional< std::string_view > host_;
   std::string_view fpath_;
};

}  // namespace rfc1738

#endif

// SPDX-License-Identifier: BSL-1.0
/// @file
/// RFC 1738 §3.10, FILES: rfc1738::file_view.
#ifndef RFC1738_VIEWS_FILE_HPP
#define RFC1738_VIEWS_FILE_HPP

#include <cstddef>
#include <optional>
#include <string_view>

#include "rfc1738/detail/recorded_nodes.hpp"
#include "rfc1738/encoded_view.hpp"
#include "rfc1738/parse_tree.hpp"
#include "rfc1738/segments_view.hpp"

namespace rfc1738 {

/// The components of a file URL: host, directories and file name.
///
/// RFC 1738 §3.10: "A file URL takes the form: file://<host>/<path> where
/// <host> is the fully qualified domain name of the system on which the
/// <path> is accessible, and <path> is a hierarchical directory path of
/// the form <directory>/<directory>/.../<name>." "As a special case,
/// <host> can be the string "localhost" or the empty string; this is
/// interpreted as 'the machine from which the URL is being interpreted'."
///
/// The parse reads "localhost" as a `host` (it is one: the BNF's
/// `"localhost"` alternative could never be chosen otherwise; see the
/// README's rewrite `file-localhost-is-a-host`).
///
/// Obtained from url_view::file(), present exactly when `fileurl` derives the
/// URL.
///
/// @par BNF
/// @code{.unparsed}
/// fileurl        = "file://" [ host | "localhost" ] "/" fpath
/// fpath          = fsegment *[ "/" fsegment ]
/// fsegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
/// @endcode
///
/// @par Specification
/// [RFC 1738 §3.10 (FILES)](https://www.rfc-editor.org/rfc/rfc1738#section-3.10)
///
/// @par Example
/// (examples/file_path.cpp prints every part.)
/// @code
/// const auto f = rfc1738::parse( "file://vms.host.edu/disk$user/my/notes/note12345.txt" )->file();
/// assert( f->host() == "vms.host.edu" );
/// assert( !f->is_local() );
/// assert( f->directories().size() == 3 );  // disk$user, my, notes
/// assert( f->name().decode() == "note12345.txt" );
///
/// const auto local = rfc1738::parse( "file:///etc/motd" )->file();
/// assert( !local->host() );  // the empty host
/// assert( local->is_local() );
/// @endcode
///
/// @par Complexity
/// host(), is_local(), fpath() and segments() are constant time;
/// directories() and name() are linear in the fpath's length (they find its
/// last "/").
///
/// @par Exception Safety
/// Throws nothing.
///
/// @par Lifetime
/// A view of the URL's characters, valid while they are.
class file_view {
public:
   /// The fileurl at node `at` of `tree`, a parse of `input`.
   ///
   /// Made by url_view::file(); `tree[ at ]` must be a `fileurl` node.
   ///
   /// @param input The URL's characters, the buffer `tree` was parsed from.
   /// @param tree Its parse tree.
   /// @param at The index of a `fileurl` node in `tree`.
   file_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;

   /// The fileurl of a URL that rfc1738::parse made, read from the nodes its
   /// parse recorded (detail::recorded_nodes, private to the library): the view
   /// url_view makes, equal to the one the constructor above makes.
   ///
   /// @param recorded The URL's recorded nodes.
   explicit file_view( const detail::recorded_nodes& recorded ) noexcept;

   /// The host as written; absent for `file:///…` (the empty host), and
   /// "localhost" when written so.
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// host           = hostname | hostnumber
   /// @endcode
   ///
   /// @return The host, or absent.
   [[nodiscard]] std::optional< std::string_view > host() const noexcept
   {
      return host_;
   }

   /// True when the host is empty or "localhost": the machine interpreting
   /// the URL.
   ///
   /// "localhost" is compared without regard to case, as host names are.
   ///
   /// @return Whether the file is on the machine interpreting the URL.
   [[nodiscard]] bool is_local() const noexcept;

   /// The `<path>` as written, after the "/" that follows the host (possibly
   /// empty).
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// fpath          = fsegment *[ "/" fsegment ]
   /// @endcode
   ///
   /// @return The fpath.
   [[nodiscard]] std::string_view fpath() const noexcept
   {
      return fpath_;
   }

   /// Its fsegments: the directories, then the name.
   ///
   /// @return The fsegments, in order.
   [[nodiscard]] segments_view segments() const noexcept
   {
      return segments_view( fpath_ );
   }

   /// `<directory>` …: every fsegment but the last.
   ///
   /// @return The directories, in order (possibly none).
   [[nodiscard]] segments_view directories() const noexcept
   {
      return segments().without_last();
   }

   /// `<name>`: the last fsegment (possibly empty).
   ///
   /// @return The name.
   [[nodiscard]] encoded_view name() const noexcept
   {
      return segments().back();
   }

private:
   std::optional< std::string_view > host_;
   std::string_view fpath_;
};

/// RFC 1738 §3.10: fileurl = "file://" [ host | "localhost" ] "/" fpath.
inline file_view::file_view( const detail::recorded_nodes& recorded ) noexcept
   : host_( recorded.text_if( production::host ) ),
     fpath_( recorded.text( production::fpath ) )
{}

}  // namespace rfc1738

#endif

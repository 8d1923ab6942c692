// SPDX-License-Identifier: BSL-1.0
/// @file
/// The nearest conforming URL, when one follows from RFC 1738's own rules.
/// rfc1738::fix_it(), rfc1738::fix_edit, rfc1738::fix_result.
#ifndef RFC1738_FIXIT_HPP
#define RFC1738_FIXIT_HPP

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rfc1738 {

/// One edit of a fix, named by the RFC section it follows.
struct fix_edit {
   /// What was done: "unwrap" (Appendix), "lower-case-scheme" (§2.1),
   /// "escape" (§2.2), "fragment" (§2.2), "insert-slash" (§3.3),
   /// "unbracket" (§3.6).
   std::string edit;
   /// Where, in the text before this edit.
   std::size_t offset = 0;
   /// The RFC section: "§2.1", "§2.2", "§3.3", "§3.6", "Appendix".
   std::string section;
   /// One line for a person, naming the section.
   std::string message;
   /// The text after this edit (the last edit's is the fixed URL).
   std::string url;
};

/// The fix of one input (rfc1738::fix_it).
struct fix_result {
   /// The nearest conforming URL; absent when none follows from the RFC.
   std::optional< std::string > url;
   /// The edits, in the order made (none when the input conforms).
   std::vector< fix_edit > edits;
   /// A "#" fragment moved out of the URL (without the "#"): §2.2, it is
   /// not part of the URL.
   std::optional< std::string > fragment;
   /// When url is absent: why, naming the RFC section.
   std::string reason;
};

/// The most edits fix_it() makes; an input that needs more is not fixed.
inline constexpr std::size_t max_fix_edits = 64;

/** The nearest URL that conforms to the production of its scheme, built by
    the RFC's own rules, each edit named with its section; never a silent
    change:

    - Appendix: a URL wrapped in "<...>" or "URL:", with whitespace
      around it, or broken across lines (whitespace holding a line break),
      is unwrapped and its whitespace removed; a "-" before a line break is kept, and the edit says that it
      may not belong to the URL;
    - §2.1: the scheme in lower case;
    - §2.2: an unsafe, control or non-ASCII byte escaped where the
      production at that place takes escapes;
    - §2.2: a "#" fragment moved out (fix_result::fragment): it is not part
      of the URL;
    - §3.3: "/" inserted before an http search ("http://h?q").

    No fix when the RFC does not say what was meant: a "%" that begins no
    escape ("%2G": a "%" to write as %25, or an escape that lost a digit?),
    a user name in an http URL (§3.3 has no place for one), text after the
    end of the URL, or more than max_fix_edits edits.

    @par Example
    @code
    const auto f = rfc1738::fix_it( "HTTP://h/a b#top" );
    // *f.url == "http://h/a%20b", *f.fragment == "top", f.edits.size() == 3
    @endcode

    @param input The bytes.
    @return The fix, or why there is none.
    @throws std::bad_alloc
*/
fix_result fix_it( std::string_view input );

/// The longest input whose fix rfc1738::inspect (report::fix, the "fix" of
/// `rfc1738 check --json`, the fix-it of `rfc1738 check`) computes: each
/// edit diagnoses the text again.
inline constexpr std::size_t fix_it_limit = 8192;

}  // namespace rfc1738

#endif

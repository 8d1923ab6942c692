// SPDX-License-Identifier: BSL-1.0
// Private: the Appendix's "whitespace (spaces, linebreaks, tabs, etc.)",
// which a URL in text may be broken by or surrounded with (RFC 1738
// Appendix): one predicate for the extractor and the unwrapping.
#ifndef RFC1738_SRC_WHITESPACE_HPP
#define RFC1738_SRC_WHITESPACE_HPP

namespace rfc1738::detail {

/// RFC 1738 Appendix: "whitespace (spaces, linebreaks, tabs, etc.)": space,
/// tab, CR, LF, form feed and vertical tab.
constexpr bool is_space( const char c ) noexcept
{
   return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

}  // namespace rfc1738::detail

#endif

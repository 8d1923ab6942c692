// SPDX-License-Identifier: BSL-1.0
// The text checked: the input itself, or what the modes (rfc1738::options)
// made of it, with what they did.
#ifndef RFC1738_PREPARE_HPP
#define RFC1738_PREPARE_HPP

#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "rfc1738/check.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/options.hpp"
#include "rfc1738/parse.hpp"
#include "rfc1738/warning.hpp"

namespace rfc1738 {

class prepared;

namespace detail {

// prepare() into `out`, whatever it held before (inspect_into fills its
// report's in place, keeping its room: no prepared is made and moved).
void prepare_into( std::string_view input, const options& modes, prepared& out );

}  // namespace detail

/** The text to check: the input, or what the modes made of it, with the
    notes of what was done and the warnings of the modes themselves.

    It refers to the input's characters when no mode changed them, and owns
    the text it checks when one did (so it is safe to copy and to move: it
    never refers into itself). The offsets of every verdict, diagnosis,
    warning and parse of text() refer to text(), not to the input; with
    fragment_mode::split alone, text() is a prefix of the input, so they are
    offsets in the input as well.

    @par Specification
    RFC 1738 §2.1 and §5 (options::ignore_scheme_case), Appendix
    (options::unwrap).

    @par Example
    @code
    rfc1738::options o;
    o.unwrap = true;
    const auto p = rfc1738::prepare( "<URL:ftp://info.cern.ch/pub/www/doc; type=d>", o );
    // p.text() == "ftp://info.cern.ch/pub/www/doc;type=d", p.changed()
    // p.notes()[ 0 ] == "unwrap: removed the angle brackets (RFC 1738 Appendix)"
    @endcode

    Lifetime: text() is valid while the input's characters are (when
    changed() is false) or while this object is alive and not moved from or
    assigned to (when it is true); a url_view or verdict made of text() is
    valid as long. text() of a temporary does not compile.
*/
class prepared {
public:
   /// @return The input as given.
   [[nodiscard]] std::string_view input() const noexcept
   {
      return input_;
   }

   /// @return The text checked: the input, or what the modes made of it
   /// (with fragment_mode::split, up to the first "#").
   [[nodiscard]] std::string_view text() const& noexcept
   {
      return whole().substr( 0, end_ );
   }

   /// Refused on a temporary: the text may be its own, and would dangle.
   std::string_view text() const&& = delete;

   /// @return With fragment_mode::split, the bytes after the first "#"
   /// (empty for a "#" that ends the input; a further "#" is one of them);
   /// nothing when there is no "#" or the mode is fragment_mode::strict.
   /// They follow text() and its "#" in the text the modes made.
   [[nodiscard]] std::optional< std::string_view > fragment() const& noexcept
   {
      if( end_ == std::string_view::npos ) {
         return std::nullopt;
      }
      return whole().substr( end_ + 1 );
   }

   /// Refused on a temporary: the fragment may be its own, and would dangle.
   std::optional< std::string_view > fragment() const&& = delete;

   /// @return True when text() differs from input() (`rfc1738 check
   /// --json` then writes "checked").
   [[nodiscard]] bool changed() const noexcept
   {
      // The input itself (no mode changed it) is not compared byte by byte.
      const std::string_view t = text();
      return !( t.data() == input_.data() && t.size() == input_.size() ) && t != input_;
   }

   /// @return What the modes did, in order, one sentence each naming the
   /// RFC (the "modes" of `rfc1738 check --json`), e.g. "unwrap: removed the
   /// "URL:" prefix (RFC 1738 Appendix)".
   [[nodiscard]] const std::vector< std::string >& notes() const noexcept
   {
      return notes_;
   }

   /// @return What the modes saw: `hyphen-at-line-break` (Appendix),
   /// offsets into text().
   [[nodiscard]] const std::vector< warning >& warnings() const noexcept
   {
      return warnings_;
   }

private:
   friend void detail::prepare_into( std::string_view input, const options& modes, prepared& out );

   // What the modes made of the input, the fragment included.
   [[nodiscard]] std::string_view whole() const noexcept
   {
      return owned_ ? std::string_view( storage_ ) : input_;
   }

   std::string_view input_;
   std::string storage_;
   bool owned_ = false;                            // whole() is storage_
   std::size_t end_ = std::string_view::npos;      // text() ends at the "#" at end_, or has none
   std::vector< std::string > notes_;
   std::vector< warning > warnings_;
};

/** Applies the modes to `input`: with options::unwrap, removes surrounding
    whitespace, then the angle brackets, then the prefix "URL:", then every
    run of whitespace (a "-" right before a run holding a line break is kept
    and warned about); with options::ignore_scheme_case, lowers the upper case
    letters of the text before the first ":" when that text, lowered, is a
    `scheme`; with fragment_mode::split, ends text() before the first "#"
    of what the other modes made (prepared::fragment is the rest), noting
    it. With no mode, text() is `input`.

    @par BNF
    @code
    scheme         = 1*[ lowalpha | digit | "+" | "-" | "." ]
    @endcode

    @par Specification
    RFC 1738 §2.1, §5, Appendix.

    @par Example
    @code
    rfc1738::options o;
    o.ignore_scheme_case = true;
    const auto p = rfc1738::prepare( "HTTP://host/", o );
    const auto v = rfc1738::check( p );   // v.conforms, v.target == production::httpurl
    @endcode

    @param input The bytes given.
    @param modes The modes to apply.
    @return The text to check, referring to `input` when no mode changed it:
    an rvalue std::string is refused (it would dangle).
*/
prepared prepare( std::string_view input, const options& modes = {} );

/// Refused: the result would refer to a temporary's characters.
template< typename String, typename = std::enable_if_t< std::is_same_v< std::remove_cv_t< String >, std::string > > >
prepared prepare( String&& input, const options& modes = {} ) = delete;

/** The §2.2 and §6 warnings on p.text() (rfc1738::warnings), after the
    warnings of the modes (prepared::warnings).

    @par Specification
    RFC 1738 §2.2, §6, Appendix.

    @par Example
    @code
    rfc1738::options o;
    o.unwrap = true;
    const auto p = rfc1738::prepare( "http://a-\n  b.c/", o );
    const auto w = rfc1738::warnings( p );   // w[0].code == "hyphen-at-line-break", offset 8
    @endcode

    @param p The prepared text.
    @return Every warning, offsets into p.text().
*/
std::vector< warning > warnings( const prepared& p );

/** The verdicts on p.text() (rfc1738::check); the scheme views p.text().

    @par Specification
    RFC 1738 §5 (`url`), §3 (the production of each scheme).

    @par Example
    @code
    rfc1738::options o;
    o.ignore_scheme_case = true;
    const auto p = rfc1738::prepare( "HTTP://host/", o );
    const bool ok = rfc1738::check( p ).conforms;   // true: checked as "http://host/"
    @endcode

    @param p The prepared text; a temporary is refused (the scheme would dangle).
    @return The verdicts.
*/
inline verdict check( const prepared& p ) noexcept
{
   return check( p.text() );
}

/// Refused: the verdict's scheme would refer to a temporary.
verdict check( const prepared&& p ) noexcept = delete;

/** Parses p.text() (rfc1738::parse): the url_view refers to p.text(), so it
    is valid while `p` is alive and not moved from (or, when p.changed() is
    false, while the input is).

    @par BNF
    @code
    url            = httpurl | ftpurl | newsurl |
                     nntpurl | telneturl | gopherurl |
                     waisurl | mailtourl | fileurl |
                     prosperourl | otherurl
    @endcode

    @par Specification
    RFC 1738 §5.

    @par Example
    @code
    rfc1738::options o;
    o.unwrap = true;
    const auto p = rfc1738::prepare( "<URL:ftp://ds.in ternic.net/rfc>", o );
    const auto url = rfc1738::parse( p );   // url->ftp()->host() == "ds.internic.net"
    @endcode

    @param p The prepared text; a temporary is refused (the view would dangle).
    @return The url_view, or where p.text() stops being a URL.
*/
inline result< url_view > parse( const prepared& p )
{
   return parse( p.text() );
}

/// Refused: the url_view would refer to a temporary.
result< url_view > parse( const prepared&& p ) = delete;

/** Why p.text() does not conform (rfc1738::diagnose), offsets into p.text();
    nothing when it conforms. The diagnosis owns everything it holds.

    @par Specification
    RFC 1738 §5, §3.

    @par Example
    @code
    const auto d = rfc1738::diagnose( rfc1738::prepare( "http://user@host/" ) );   // d->offset == 11
    @endcode

    @param p The prepared text.
    @return The diagnosis, or nothing.
*/
inline std::optional< diagnosis > diagnose( const prepared& p )
{
   return diagnose( p.text() );
}

}  // namespace rfc1738

#endif

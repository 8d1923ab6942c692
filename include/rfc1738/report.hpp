// SPDX-License-Identifier: BSL-1.0
// Everything there is to say about one input, in one call: what
// `rfc1738 check` prints.
#ifndef RFC1738_REPORT_HPP
#define RFC1738_REPORT_HPP

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "rfc1738/check.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/fixit.hpp"
#include "rfc1738/options.hpp"
#include "rfc1738/prepare.hpp"
#include "rfc1738/url_view.hpp"
#include "rfc1738/warning.hpp"

namespace rfc1738 {

/// What the url of a report keeps of its parse tree (rfc1738::inspect_into).
enum class url_tree : std::uint8_t {
   /// rfc1738::parse's tree (tree_selection::api): a node for each segment
   /// of a path, each fieldspec's name and value.
   whole,
   /// rfc1738::parse's tree without the nodes that a repetition's rounds
   /// write and that are no component, on no component's path
   /// (grammar::component_paths) and not indexed by the parse: a path's
   /// segments (hsegment, fsegment, psegment; §3.2.2, §3.3, §3.11) and a
   /// fieldspec's fieldname and fieldvalue, which grow with the input (a
   /// 10 MB path of "a/" is five million hsegments; each fieldspec, a
   /// component, keeps its node). The verdicts, every component and view
   /// (segments_view splits the path's text itself), the diagnosis, the
   /// warnings, the fix and the writers' output are those of `whole`; only
   /// url()->tree() has fewer nodes. `rfc1738 check` inspects so.
   components,
};

/** One input, inspected: the text checked (after the modes), the verdicts,
    the parse when the text is a URL, why it does not conform when it does
    not, the warnings, and what the modes did. Made by rfc1738::inspect.

    A report owns everything but the input's characters: prepared() refers to
    them when no mode changed them. Copying or moving a report keeps its
    views (verdict().scheme, url()) on its own text. text(), prepared(),
    verdict() and url() of a temporary report do not compile (they view its
    text); input(), diagnosis() and warnings() do.

    @par Specification
    RFC 1738 §5 (`url`), §3 (the production of each scheme), §2.2 and §6
    (warnings), §2.1 and Appendix (the modes).

    @par Example
    @code
    const auto r = rfc1738::inspect( "http://user@host/" );
    // r.verdict().valid, !r.verdict().conforms, r.url()->derived_by() == production::otherurl
    // r.diagnosis()->offset == 11, r.warnings().empty()
    @endcode
*/
class report {
public:
   /// A report of no input yet (its text is empty, its verdicts false), to
   /// inspect into (rfc1738::inspect_into).
   report() = default;
   /// Copies `other`, keeping its views (verdict().scheme, url()) on the new object's text.
   /// @param other The report copied.
   report( const report& other );
   /// Moves `other`, keeping its views (verdict().scheme, url()) on the new object's text.
   /// @param other The report moved from.
   report( report&& other ) noexcept;
   /// Copies `other`, keeping its views (verdict().scheme, url()) on the new object's text.
   /// @param other The report copied.
   /// @return This report.
   report& operator=( const report& other );
   /// Moves `other`, keeping its views (verdict().scheme, url()) on the new object's text.
   /// @param other The report moved from.
   /// @return This report.
   report& operator=( report&& other ) noexcept;
   ~report() = default;

   /// @return The input as given.
   [[nodiscard]] std::string_view input() const noexcept
   {
      return prepared_.input();
   }

   /// @return The text checked: the input, or what the modes made of it;
   /// every offset of the report refers to it.
   [[nodiscard]] std::string_view text() const& noexcept
   {
      return prepared_.text();
   }

   /// Refused on a temporary: the text may be its own, and would dangle.
   std::string_view text() const&& = delete;

   /// @return The prepared text: the input, the text checked, the notes of
   /// the modes.
   [[nodiscard]] const rfc1738::prepared& prepared() const& noexcept
   {
      return prepared_;
   }

   /// Refused on a temporary: it would dangle.
   const rfc1738::prepared& prepared() const&& = delete;

   /// @return The verdicts on text() (rfc1738::check); `scheme` views text().
   [[nodiscard]] const rfc1738::verdict& verdict() const& noexcept
   {
      return verdict_;
   }

   /// Refused on a temporary: its scheme views the temporary's text.
   const rfc1738::verdict& verdict() const&& = delete;

   /// @return The parse of text() (rfc1738::parse), present exactly when
   /// verdict().valid; it views text().
   [[nodiscard]] const std::optional< url_view >& url() const& noexcept
   {
      return url_;
   }

   /// Refused on a temporary: the url_view views the temporary's text.
   const std::optional< url_view >& url() const&& = delete;

   /// @return Why text() does not conform to verdict().target
   /// (rfc1738::diagnose); absent when it conforms.
   [[nodiscard]] const std::optional< rfc1738::diagnosis >& diagnosis() const noexcept
   {
      return diagnosis_;
   }

   /// @return The warnings: the modes' (prepared::warnings), then the §2.2
   /// and §6 ones (rfc1738::warnings).
   [[nodiscard]] const std::vector< warning >& warnings() const noexcept
   {
      return warnings_;
   }

   /// @return The fix of text() (rfc1738::fix_it, computed once by
   /// rfc1738::inspect): present exactly when text() does not conform and is
   /// at most fix_it_limit bytes long; its `url` is absent when no fix
   /// follows from the RFC (its `reason` says why). The "fix" of
   /// rfc1738::write_json is its edits, written when it has a url and edits.
   [[nodiscard]] const std::optional< fix_result >& fix() const noexcept
   {
      return fix_;
   }

private:
   friend void inspect_into( report& into, std::string_view input, const options& modes, url_tree tree );

   void rebind() noexcept;

   rfc1738::prepared prepared_;
   rfc1738::verdict verdict_;
   std::optional< url_view > url_;
   std::optional< rfc1738::diagnosis > diagnosis_;
   std::vector< warning > warnings_;
   std::optional< fix_result > fix_;
   // A diagnosis and a fix kept while the report has none, with their room,
   // for the next input (inspect_into); not part of the report's value.
   rfc1738::diagnosis spare_diagnosis_;
   fix_result spare_fix_;
};

/** Inspects `input`: applies the modes (rfc1738::prepare), checks and
    parses the text in one parse (the verdicts are rfc1738::check's, the url
    rfc1738::parse's), diagnoses it when it does not conform
    (rfc1738::diagnose), computes its fix (rfc1738::fix_it, when it does not
    conform and is at most fix_it_limit bytes long), and collects the
    warnings. rfc1738::to_json writes the report as `rfc1738 check --json`
    does.

    @par BNF
    @code
    url            = httpurl | ftpurl | newsurl |
                     nntpurl | telneturl | gopherurl |
                     waisurl | mailtourl | fileurl |
                     prosperourl | otherurl
    @endcode

    @par Specification
    RFC 1738 §5, §3, §2.2, §6, §2.1, Appendix.

    @par Example
    @code
    rfc1738::options o;
    o.ignore_scheme_case = true;
    const auto r = rfc1738::inspect( "HTTP://host:8080/", o );
    // r.text() == "http://host:8080/", r.verdict().conforms
    // r.warnings()[ 0 ].code == "port-not-default"
    @endcode

    @param input The bytes given; the report refers to them (an rvalue
    std::string is refused: it would dangle).
    @param modes The modes (strict by default).
    @return The report.
*/
report inspect( std::string_view input, const options& modes = {} );

/// Refused: the report would refer to a temporary's characters.
template< typename String, typename = std::enable_if_t< std::is_same_v< std::remove_cv_t< String >, std::string > > >
report inspect( String&& input, const options& modes = {} ) = delete;

/** Inspects `input` into `into`: afterwards `into` is what
    rfc1738::inspect( input, modes ) returns, made in the room `into` had
    (its strings and vectors are written over, not made anew): a loop that
    inspects many inputs into one report allocates only when an input needs
    more room than those before it (`rfc1738 check --json` does so on each
    thread). Views of the report's text taken before are invalid after.

    @par Specification
    RFC 1738 §5, §3, §2.2, §6, §2.1, Appendix.

    @par Example
    @code
    rfc1738::report r;
    for( const std::string_view url : { "http://h/#top", "news:*" } ) {
       rfc1738::inspect_into( r, url );   // r.fix()->fragment == "top", then r.verdict().conforms
    }
    @endcode

    @param into The report written over.
    @param input The bytes given; the report refers to them (an rvalue
    std::string is refused: it would dangle).
    @param modes The modes (strict by default).
*/
void inspect_into( report& into, std::string_view input, const options& modes = {} );

/** Inspects `input` into `into` as inspect_into( into, input, modes ) does,
    its url keeping `tree` of the parse tree: url_tree::components keeps the
    tree's room bounded by the URL's components, not by its number of path
    segments, for the same report otherwise.

    @par Example
    @code
    rfc1738::report r;
    rfc1738::inspect_into( r, "http://h/a/b/c", {}, rfc1738::url_tree::components );
    // r.url()->get( rfc1738::grammar::component::hpath ) == "a/b/c", no hsegment node
    @endcode

    @param into The report written over.
    @param input The bytes given; the report refers to them.
    @param modes The modes.
    @param tree What the report's url keeps of the parse tree.
*/
void inspect_into( report& into, std::string_view input, const options& modes, url_tree tree );

/// Refused: the report would refer to a temporary's characters.
template< typename String, typename = std::enable_if_t< std::is_same_v< std::remove_cv_t< String >, std::string > > >
void inspect_into( report& into, String&& input, const options& modes = {} ) = delete;

/// Refused: the report would refer to a temporary's characters.
template< typename String, typename = std::enable_if_t< std::is_same_v< std::remove_cv_t< String >, std::string > > >
void inspect_into( report& into, String&& input, const options& modes, url_tree tree ) = delete;

}  // namespace rfc1738

#endif

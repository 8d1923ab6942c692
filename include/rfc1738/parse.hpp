// SPDX-License-Identifier: BSL-1.0
// The entry points: parse a URL into a url_view; derive a parse tree.
#ifndef RFC1738_PARSE_HPP
#define RFC1738_PARSE_HPP

#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "rfc1738/parse_error.hpp"
#include "rfc1738/parse_tree.hpp"
#include "rfc1738/result.hpp"
#include "rfc1738/url_view.hpp"

namespace rfc1738 {

/** Parses `input` as a URL, byte for byte (no case folding, no trimming; see
    rfc1738::prepare for the modes): the url_view of its derivation, or the
    offset where it stops being a URL. Where the BNF is ambiguous the
    derivation is chosen as the README's "Where the BNF is ambiguous" says
    (the scheme-specific production over otherurl, ip-schemepart when it
    derives the whole schemepart, the gopher gtype/selector/search split).

    Allocates nothing for a typical URL: the tree has room for
    parse_tree::inline_capacity nodes in the url_view itself.

    Lifetime: the url_view refers to `input`'s characters (see url_view);
    rfc1738::url::parse makes a URL that owns a copy. An rvalue std::string
    is refused (`rfc1738::parse( make_string() )` would dangle).

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
    const auto url = rfc1738::parse( "ftp://myname@host.dom/%2Fetc/motd" );
    if( url ) {
       const auto ftp = *url->ftp();   // ftp.host() == "host.dom"
    }
    @endcode

    @param input The bytes; the url_view refers to them.
    @return The url_view, or the parse_error.
*/
result< url_view > parse( std::string_view input );

/// Refused: the url_view would refer to a temporary's characters.
template< typename String, typename = std::enable_if_t< std::is_same_v< std::remove_cv_t< String >, std::string > > >
result< url_view > parse( String&& input ) = delete;

/** The derivation of an input from `url`, with the nodes a tree_selection
    records (rfc1738::derive). It holds offsets only: it does not refer to the
    input.

    @par Specification
    RFC 1738 §5.

    @par Example
    @code
    const auto d = rfc1738::derive( "news:*" );   // !d.error, d.tree[ 1 ].id == production::newsurl
    @endcode
*/
struct derivation {
   /// The derivation of the longest prefix that `url` derives (empty when
   /// there is none).
   parse_tree tree;
   /// Absent exactly when that prefix is the whole input.
   std::optional< parse_error > error;
};

/** The derivation of `input` from `url` with the nodes `selection` records:
    tree_selection::full for every production (the trace),
    tree_selection::api for the nodes the views use.

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
    const auto d = rfc1738::derive( "http://h/a b" );   // d.error->offset == 10
    @endcode

    @param input The bytes.
    @param selection Which productions become nodes.
    @return The derivation.
*/
derivation derive( std::string_view input, tree_selection selection = tree_selection::full );

}  // namespace rfc1738

#endif

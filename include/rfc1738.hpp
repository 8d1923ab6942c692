// SPDX-License-Identifier: BSL-1.0
/** @file rfc1738.hpp
    The C++ interface of rfc1738, the reference implementation of RFC 1738,
    Uniform Resource Locators (URL), in one header: every public declaration
    of include/rfc1738/ and the generated grammar (rfc1738::grammar::*, one
    PEGTL rule per production of §5).

    @par Specification
    RFC 1738 (December 1994), with erratum 5118 applied.

    @par Example
    @code
    #include <rfc1738.hpp>

    const auto r = rfc1738::inspect( "ftp://myname@host.dom/%2Fetc/motd" );
    const std::string json = rfc1738::to_json( r );   // as `rfc1738 check --json`
    @endcode
*/
#ifndef RFC1738_HPP
#define RFC1738_HPP

#include "rfc1738/annotate.hpp"
#include "rfc1738/build.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/check_output.hpp"
#include "rfc1738/components.hpp"
#include "rfc1738/compose.hpp"
#include "rfc1738/decode.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/edition.hpp"
#include "rfc1738/edition_diff.hpp"
#include "rfc1738/editions_output.hpp"
#include "rfc1738/digits_view.hpp"
#include "rfc1738/encode.hpp"
#include "rfc1738/encoded_view.hpp"
#include "rfc1738/extract.hpp"
#include "rfc1738/fixit.hpp"
#include "rfc1738/grammar_output.hpp"
#include "rfc1738/json.hpp"
#include "rfc1738/lint_output.hpp"
#include "rfc1738/options.hpp"
#include "rfc1738/parse.hpp"
#include "rfc1738/parse_error.hpp"
#include "rfc1738/parse_output.hpp"
#include "rfc1738/parse_tree.hpp"
#include "rfc1738/port.hpp"
#include "rfc1738/prepare.hpp"
#include "rfc1738/report.hpp"
#include "rfc1738/result.hpp"
#include "rfc1738/segments_view.hpp"
#include "rfc1738/trace_output.hpp"
#include "rfc1738/url.hpp"
#include "rfc1738/url_view.hpp"
#include "rfc1738/version.hpp"
#include "rfc1738/views/file.hpp"
#include "rfc1738/views/ftp.hpp"
#include "rfc1738/views/generic.hpp"
#include "rfc1738/views/gopher.hpp"
#include "rfc1738/views/hostport.hpp"
#include "rfc1738/views/http.hpp"
#include "rfc1738/views/login.hpp"
#include "rfc1738/views/mailto.hpp"
#include "rfc1738/views/news.hpp"
#include "rfc1738/views/nntp.hpp"
#include "rfc1738/views/prospero.hpp"
#include "rfc1738/views/telnet.hpp"
#include "rfc1738/views/wais.hpp"
#include "rfc1738/warning.hpp"

#include "rfc1738/grammar.hpp"

#endif

// The components of a parsed URL, as the program prints them: named by their
// RFC 1738 §5 production, exactly as written, absent ones left out.
#ifndef RFC1738_TOOLS_RFC1738_COMPONENTS_HPP
#define RFC1738_TOOLS_RFC1738_COMPONENTS_HPP

#include <string_view>

#include "output.hpp"
#include "rfc1738/url_view.hpp"

namespace rfc1738::cli {

// Receives the components of one URL, in order.
class component_visitor {
public:
   virtual ~component_visitor() = default;
   // A component that is present (possibly empty), as written.
   virtual void component( std::string_view name, std::string_view value ) = 0;
   // A prosperourl's fieldspecs (always reported, possibly none).
   virtual void fieldspecs( const fieldspecs_view& specs ) = 0;
};

// The components of the derivation `url` chose (see url_view::derived_by):
//   httpurl      host, port, hpath, search
//   ftpurl       user, password, host, port, fpath, ftptype
//   fileurl      host, fpath
//   gopherurl    host, port, gtype, selector, search, gopher+_string
//   mailtourl    encoded822addr
//   newsurl      grouppart, then group or article
//   nntpurl      host, port, group, digits
//   telneturl    user, password, host, port
//   waisurl      host, port, database, then search or wtype, wpath
//   prosperourl  host, port, ppath, fieldspec
//   otherurl     schemepart, then user, password, host, port, urlpath when
//                an ip-schemepart derives the schemepart
void visit_components( const url_view& url, component_visitor& visitor );

// The JSON object {"name":"value",…}; fieldspec is an array of
// {"fieldname":…,"fieldvalue":…} ([] when there is none).
void json_components( output& out, const url_view& url );

// One "name: value" line per component, values readable(), each line
// starting with `indent`.
void readable_components( output& out, const url_view& url, std::string_view indent );

}  // namespace rfc1738::cli

#endif

// SPDX-License-Identifier: BSL-1.0
/// @file
/// The components of a parsed URL by RFC 1738 §5 production name, as
/// written: the names and values of `rfc1738 parse`, of the "components"
/// object of `rfc1738 check --json`, and of the C interface (rfc1738.h).
/// rfc1738::visit_components().
#ifndef RFC1738_COMPONENTS_HPP
#define RFC1738_COMPONENTS_HPP

#include <cstddef>
#include <string_view>

#include "rfc1738/url_view.hpp"

namespace rfc1738 {

/// Receives the components of one URL, in order (see visit_components()).
class component_visitor {
public:
   /// Destroys the visitor.
   virtual ~component_visitor() = default;

   /// A component that is present (possibly empty).
   ///
   /// @param name Its production's RFC spelling ("host", "gopher+_string",
   ///             …); views a string literal (static storage, followed by a
   ///             NUL).
   /// @param value The text as written, a view into url.buffer().
   virtual void component( std::string_view name, std::string_view value ) = 0;

   /// A prosperourl's fieldspecs (always reported, possibly none), after its
   /// other components.
   ///
   /// @param specs The fieldspecs, a view into url.buffer().
   virtual void fieldspecs( const fieldspecs_view& specs ) = 0;
};

/// Reports the components of the derivation `url` chose (see
/// url_view::derived_by()) to `visitor`, each one that is present.
///
/// In this order:
/// | production    | components |
/// |---------------|------------|
/// | `httpurl`     | host, port, hpath, search |
/// | `ftpurl`      | user, password, host, port, fpath, ftptype |
/// | `fileurl`     | host, fpath |
/// | `gopherurl`   | host, port, gtype, selector, search, gopher+_string |
/// | `mailtourl`   | encoded822addr |
/// | `newsurl`     | grouppart, then group or article |
/// | `nntpurl`     | host, port, group, digits |
/// | `telneturl`   | user, password, host, port |
/// | `waisurl`     | host, port, database, then search or wtype, wpath |
/// | `prosperourl` | host, port, ppath, then component_visitor::fieldspecs() |
/// | `otherurl`    | schemepart, then user, password, host, port, urlpath when an ip-schemepart derives the schemepart |
///
/// @par Example
/// @code
/// struct collect : rfc1738::component_visitor {
///    std::vector< std::string > seen;
///    void component( std::string_view name, std::string_view value ) override
///    {
///       seen.push_back( std::string( name ) + "=" + std::string( value ) );
///    }
///    void fieldspecs( const rfc1738::fieldspecs_view& ) override {}
/// };
/// collect c;
/// rfc1738::visit_components( *rfc1738::parse( "ftp://@host.dom/a%20b" ), c );
/// assert( c.seen == std::vector< std::string >{ "user=", "host=host.dom", "fpath=a%20b" } );
/// @endcode
///
/// @param url A parsed URL.
/// @param visitor What receives the components.
void visit_components( const url_view& url, component_visitor& visitor );

/// The most component() calls visit_components() makes for one URL
/// (ftpurl, gopherurl and otherurl have six).
inline constexpr std::size_t max_components = 6;

}  // namespace rfc1738

#endif

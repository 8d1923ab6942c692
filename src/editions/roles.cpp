// SPDX-License-Identifier: BSL-1.0
#include "roles.hpp"

#include <algorithm>
#include <iterator>

#include "rfc1738/grammar/components.hpp"

namespace rfc1738::detail {

namespace {

/// The roles every edition may have, in the order they are listed
/// (grammar/editions.facts, @roles): those before "path", then the path,
/// then those after it.
constexpr const std::string_view* find_path() noexcept
{
   const std::string_view* r = std::begin( edition_roles );
   while( *r != "path" ) {
      ++r;
   }
   return r;
}

constexpr const std::string_view* path_role = find_path();   // the generator refuses @roles without "path"

bool shared( std::string_view role ) noexcept
{
   return std::find( std::begin( edition_roles ), std::end( edition_roles ), role ) != std::end( edition_roles );
}

/// What is not listed as a role of its own: the authority places the path
/// (grammar/components.facts, @joins; the authority role of the later
/// editions' facts); the path is computed; a part that contains parts
/// (RFC 1738's schemepart and grouppart, kind `contains`) is the parts it
/// holds.
bool unlisted( std::string_view role ) noexcept
{
   return role.empty() || role == "authority" || role == "path" ||
          std::any_of( std::begin( grammar::components ), std::end( grammar::components ), [ role ]( const grammar::component_info& c ) {
             return c.kind == grammar::component_kind::contains && c.role == role;
          } );
}

const edition_part* first_of( const std::vector< edition_part >& parts, std::string_view role ) noexcept
{
   const auto it = std::find_if( parts.begin(), parts.end(), [ role ]( const edition_part& p ) { return p.role == role; } );
   return it == parts.end() ? nullptr : &*it;
}

/// How many bytes delimit the query before it: "?" (RFC 1738 §3.3, RFC 1808,
/// RFC 2396, RFC 3986), or RFC 1738 gopher's "%09" (§3.4).
std::size_t query_delimiter( std::string_view input, std::size_t at ) noexcept
{
   if( at >= 1 && input[ at - 1 ] == '?' ) {
      return 1;
   }
   if( at >= 3 && input.substr( at - 3, 3 ) == "%09" ) {
      return 3;
   }
   return 0;
}

}  // namespace

std::vector< edition_part > roles_of( const std::vector< edition_part >& parts, std::string_view input )
{
   std::vector< edition_part > roles;
   const auto role = [ & ]( std::string_view name ) {
      if( const auto* p = first_of( parts, name ) ) {
         roles.push_back( { name, name, p->offset, p->size } );
      }
   };
   for( auto r = std::begin( edition_roles ); r != path_role; ++r ) {
      role( *r );
   }
   // The path: after the authority, the scheme's ":" or nothing, up to the
   // query's delimiter, the fragment's "#" or the end.
   const auto* scheme = first_of( parts, "scheme" );
   const auto* authority = first_of( parts, "authority" );
   const auto* query = first_of( parts, "query" );
   const auto* fragment = first_of( parts, "fragment" );
   std::size_t begin = authority ? authority->offset + authority->size : scheme ? std::min( scheme->offset + scheme->size + 1, input.size() ) : 0;
   std::size_t end = query ? query->offset - query_delimiter( input, query->offset ) : fragment ? fragment->offset - 1 : input.size();
   end = std::max( begin, end );
   if( end > begin || first_of( parts, "path" ) ) {
      roles.push_back( { "path", "path", begin, end - begin } );
   }
   for( auto r = std::next( path_role ); r != std::end( edition_roles ); ++r ) {
      role( *r );
   }
   for( const auto& p : parts ) {
      const bool listed = shared( p.role );
      const bool seen = std::any_of( roles.begin(), roles.end(), [ &p ]( const edition_part& r ) { return r.role == p.role; } );
      if( !listed && !seen && !unlisted( p.role ) ) {
         roles.push_back( { p.role, p.role, p.offset, p.size } );
      }
   }
   return roles;
}

}  // namespace rfc1738::detail

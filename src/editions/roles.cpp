// SPDX-License-Identifier: BSL-1.0
#include "roles.hpp"

#include <algorithm>
#include <array>
#include <iterator>

#include "rfc1738/grammar/components.hpp"

namespace rfc1738::detail {

namespace {

/// A role of edition_roles by its name (the generator's @roles lists it):
/// the roles every edition may have, in the order they are listed
/// (grammar/editions.facts, @roles): those before "path", then the path,
/// then those after it.
constexpr const std::string_view* listed_role( const std::string_view name ) noexcept
{
   const std::string_view* r = std::begin( edition_roles );
   while( *r != name ) {
      ++r;
   }
   return r;
}

constexpr const std::string_view* path_role = listed_role( "path" );   // the generator refuses @roles without "path"
constexpr const std::string_view* scheme_role = listed_role( "scheme" );
constexpr const std::string_view* query_role = listed_role( "query" );
constexpr const std::string_view* fragment_role = listed_role( "fragment" );

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

void roles_into( const std::vector< edition_part >& parts, std::string_view input, std::vector< edition_part >& roles )
{
   // One pass over the parts: the first of each listed role, and of the
   // authority (which places the path).
   constexpr std::size_t listed = std::size( edition_roles );
   std::array< const edition_part*, listed > first{};
   const edition_part* authority = nullptr;
   for( const auto& p : parts ) {
      const auto r = static_cast< std::size_t >( std::find( std::begin( edition_roles ), std::end( edition_roles ), p.role ) - std::begin( edition_roles ) );
      if( r < listed ) {
         first[ r ] = first[ r ] ? first[ r ] : &p;
      }
      else if( authority == nullptr && p.role == "authority" ) {
         authority = &p;
      }
   }
   const auto of = [ &first ]( const std::string_view* r ) { return first[ static_cast< std::size_t >( r - std::begin( edition_roles ) ) ]; };
   roles.clear();
   roles.reserve( parts.size() + 1 );
   // Each part written in place (not assembled, then copied).
   const auto put = [ &roles ]( const std::string_view r, const std::size_t offset, const std::size_t size ) {
      auto& part = roles.emplace_back();
      part.name = r;
      part.role = r;
      part.offset = offset;
      part.size = size;
   };
   const auto role = [ & ]( const std::string_view* r ) {
      if( const auto* p = of( r ) ) {
         put( *r, p->offset, p->size );
      }
   };
   for( auto r = std::begin( edition_roles ); r != path_role; ++r ) {
      role( r );
   }
   // The path: after the authority, the scheme's ":" or nothing, up to the
   // query's delimiter, the fragment's "#" or the end.
   const auto* scheme = of( scheme_role );
   const auto* query = of( query_role );
   const auto* fragment = of( fragment_role );
   std::size_t begin = authority ? authority->offset + authority->size : scheme ? std::min( scheme->offset + scheme->size + 1, input.size() ) : 0;
   std::size_t end = query ? query->offset - query_delimiter( input, query->offset ) : fragment ? fragment->offset - 1 : input.size();
   end = std::max( begin, end );
   if( end > begin || of( path_role ) ) {
      put( "path", begin, end - begin );
   }
   for( auto r = std::next( path_role ); r != std::end( edition_roles ); ++r ) {
      role( r );
   }
   // The parts of a role no edition shares (RFC 1738's type, address, ...),
   // the first of each.
   for( const auto& p : parts ) {
      if( shared( p.role ) || unlisted( p.role ) ) {
         continue;
      }
      const bool seen = std::any_of( roles.begin(), roles.end(), [ &p ]( const edition_part& r ) { return r.role == p.role; } );
      if( !seen ) {
         put( p.role, p.offset, p.size );
      }
   }
}

}  // namespace rfc1738::detail

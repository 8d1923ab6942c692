// SPDX-License-Identifier: BSL-1.0
// Fuzz target `build_roundtrip`: random parts -> build -> parse -> the same
// parts. The first byte chooses the scheme (one of §3's ten, else a scheme of
// the generic form); then records of a part number, a length and that many
// bytes set the parts (rfc1738::set_part). Whenever rfc1738::build gives a
// URL, it conforms and rfc1738::parts_of reads back the parts; when it does
// not, the error names a part. The whole input is also given to
// rfc1738::fix_it: a fix it proposes conforms.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "require.hpp"
#include "rfc1738/build.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/fixit.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "rfc1738/parse.hpp"

namespace {

constexpr std::string_view part_names[] = {
   "user", "password", "host", "port", "segment", "ftptype", "search", "gtype", "selector", "gopher+_string", "encoded822addr", "grouppart",
   "group", "digits", "database", "wtype", "wpath", "fieldname", "fieldvalue", "schemepart", "urlpath", "slash",
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput( const std::uint8_t* data, std::size_t size )
{
   if( size == 0 ) {
      return 0;
   }
   const std::string_view all( reinterpret_cast< const char* >( data ), size );
   const auto f = rfc1738::fix_it( all );
   if( f.url ) {
      RFC1738_FUZZ_REQUIRE( rfc1738::check( *f.url ).conforms );
   }
   else {
      RFC1738_FUZZ_REQUIRE( !f.reason.empty() );
   }

   rfc1738::url_parts parts;
   const auto k = data[ 0 ] % ( rfc1738::grammar::scheme_count + 1 );
   parts.scheme = k < rfc1738::grammar::scheme_count ? std::string( rfc1738::grammar::schemes[ k ].name ) : std::string( "x-fuzz" );
   std::size_t i = 1;
   while( i + 2 <= size ) {
      const auto which = data[ i ] % ( sizeof( part_names ) / sizeof( part_names[ 0 ] ) );
      const std::size_t length = data[ i + 1 ] % 16;
      i += 2;
      const auto bytes = all.substr( i, length );
      i += bytes.size();
      RFC1738_FUZZ_REQUIRE( rfc1738::set_part( parts, part_names[ which ], bytes ) );
   }
   const auto u = rfc1738::build( parts );
   if( !u ) {
      RFC1738_FUZZ_REQUIRE( !u.error().part.empty() && !u.error().message.empty() );
      return 0;
   }
   RFC1738_FUZZ_REQUIRE( rfc1738::check( *u ).conforms );
   const auto parsed = rfc1738::parse( *u );
   RFC1738_FUZZ_REQUIRE( parsed.has_value() );
   // An http search without a path is built after the empty path (§3.3):
   // it reads back as the one empty segment.
   const auto* scheme = rfc1738::grammar::find_scheme( parts.scheme );
   if( scheme && scheme->syntax == rfc1738::production::httpurl && parts.search && parts.segments.empty() ) {
      parts.segments.emplace_back();
   }
   RFC1738_FUZZ_REQUIRE( rfc1738::parts_of( *parsed ) == parts );
   return 0;
}

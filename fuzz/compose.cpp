// SPDX-License-Identifier: BSL-1.0
// Fuzz target `compose`: rfc1738::set_components on arbitrary bytes. The
// input is a URL, a NUL, then edits "NAME=VALUE" separated by NUL (a NAME
// alone removes the component; a first byte 0x01 in VALUE: taken as
// written). Every URL it writes conforms and reads back the values it set,
// as written or encoded; every refusal names a component; a URL with no
// edit is written back byte for byte.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "require.hpp"
#include "rfc1738/build.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/compose.hpp"
#include "rfc1738/decode.hpp"
#include "rfc1738/parse.hpp"

extern "C" int LLVMFuzzerTestOneInput( const std::uint8_t* data, std::size_t size )
{
   const std::string_view in( reinterpret_cast< const char* >( data ), size );
   const auto nul = in.find( '\0' );
   const std::string_view url = in.substr( 0, nul );
   std::vector< rfc1738::component_edit > edits;
   for( std::size_t at = nul == std::string_view::npos ? in.size() : nul + 1; at < in.size(); ) {
      auto end = in.find( '\0', at );
      if( end == std::string_view::npos ) {
         end = in.size();
      }
      const std::string_view e = in.substr( at, end - at );
      at = end + 1;
      const auto eq = e.find( '=' );
      if( eq == std::string_view::npos ) {
         edits.push_back( { std::string( e ), std::nullopt, false } );
      }
      else {
         std::string_view value = e.substr( eq + 1 );
         const bool encoded = !value.empty() && value[ 0 ] == '\x01';
         edits.push_back( { std::string( e.substr( 0, eq ) ), std::string( encoded ? value.substr( 1 ) : value ), encoded } );
      }
   }
   const auto r = rfc1738::set_components( url, edits );
   if( !r ) {
      RFC1738_FUZZ_REQUIRE( !r.error().message.empty() );
      return 0;
   }
   RFC1738_FUZZ_REQUIRE( rfc1738::check( std::string_view( *r ) ).conforms );
   if( edits.empty() ) {
      RFC1738_FUZZ_REQUIRE( *r == url );
   }
   const auto u = rfc1738::parse( std::string_view( *r ) );
   RFC1738_FUZZ_REQUIRE( u.has_value() );
   // The last edit of each component is what it reads back.
   for( std::size_t i = edits.size(); i-- > 0; ) {
      const auto& e = edits[ i ];
      bool later = false;
      for( std::size_t j = i + 1; j < edits.size(); ++j ) {
         const auto other = rfc1738::find_component( u->derived_by(), edits[ j ].name );
         // The same component, or one that holds others (written anew, its parts dropped).
         later = later || other == rfc1738::find_component( u->derived_by(), e.name ) ||
                 ( other && rfc1738::grammar::info( *other ).kind == rfc1738::grammar::component_kind::contains );
      }
      const auto id = rfc1738::find_component( u->derived_by(), e.name );
      if( later || !id || rfc1738::grammar::info( *id ).kind != rfc1738::grammar::component_kind::part ) {
         continue;
      }
      const auto got = u->get( *id );
      if( !e.value ) {
         continue;   // removed, or written empty where the BNF needs it
      }
      RFC1738_FUZZ_REQUIRE( got.has_value() );
      // A path given as bytes is read as rfc1738::path_segments reads it
      // (set path=, build --path): a leading "/" is the "/" before an http
      // or a file path (§3.3, §3.10), an ftp path's is %2F (§3.2.2). It
      // reads back as those segments joined by "/", read in the URL's form
      // (a URL of a scheme of §3 derived through genericurl: otherurl's).
      std::string want = *e.value;
      if( !e.encoded && rfc1738::grammar::info( *id ).role == "path" ) {
         const bool own = rfc1738::target_of( u->scheme() ) == u->derived_by();
         const auto segments = rfc1738::path_segments( own ? u->scheme() : std::string_view(), *e.value );
         want.clear();
         for( std::size_t k = 0; k < segments.size(); ++k ) {
            want += ( k == 0 ? "" : "/" ) + segments[ k ];
         }
      }
      RFC1738_FUZZ_REQUIRE( e.encoded ? *got == *e.value : rfc1738::decode( *got ) == want );
   }
   return 0;
}

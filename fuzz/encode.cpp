// SPDX-License-Identifier: BSL-1.0
// Fuzz target `encode`: the first byte chooses a production of §5, the rest
// are the bytes. For every encodable production: the encoding derives from
// it and decodes back to the bytes, or the error names the production; a
// production that is not a component is refused.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "require.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/decode.hpp"
#include "rfc1738/encode.hpp"

extern "C" int LLVMFuzzerTestOneInput( const std::uint8_t* data, std::size_t size )
{
   if( size == 0 ) {
      return 0;
   }
   const auto p = static_cast< rfc1738::production >( data[ 0 ] % rfc1738::grammar::production_count );
   const std::string_view bytes( reinterpret_cast< const char* >( data + 1 ), size - 1 );
   const auto e = rfc1738::encode( p, bytes );
   const std::string_view name = rfc1738::grammar::production_names[ static_cast< std::size_t >( p ) ];
   if( !rfc1738::encodable( p ) ) {
      RFC1738_FUZZ_REQUIRE( !e );
   }
   if( e ) {
      RFC1738_FUZZ_REQUIRE( rfc1738::derives( p, *e ) );
      RFC1738_FUZZ_REQUIRE( rfc1738::decode( *e ) == bytes );
      for( const char c : *e ) {
         RFC1738_FUZZ_REQUIRE( !( c >= 'a' && c <= 'f' ) || bytes.find( c ) != std::string_view::npos );   // upper-case hex
      }
   }
   else {
      RFC1738_FUZZ_REQUIRE( e.error().part == name );
      RFC1738_FUZZ_REQUIRE( !e.error().message.empty() );
      RFC1738_FUZZ_REQUIRE( !e.error().offset || *e.error().offset < bytes.size() );
   }
   return 0;
}

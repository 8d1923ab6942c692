// SPDX-License-Identifier: BSL-1.0
// A property of a fuzz target: when it does not hold, print what and where,
// and abort (libFuzzer saves the input as a crash; the replay test fails).
#ifndef RFC1738_FUZZ_REQUIRE_HPP
#define RFC1738_FUZZ_REQUIRE_HPP

#include <cstdio>
#include <cstdlib>

#define RFC1738_FUZZ_REQUIRE( condition )                                                                 \
   do {                                                                                                \
      if( !( condition ) ) {                                                                           \
         std::fprintf( stderr, "%s:%d: property broken: %s\n", __FILE__, __LINE__, #condition ); \
         std::abort();                                                                                 \
      }                                                                                                \
   } while( false )

#endif

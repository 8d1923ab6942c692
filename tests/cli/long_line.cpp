// SPDX-License-Identifier: BSL-1.0
// One long line: check, parse and fix, with and without --json, in memory a
// few times the line. Each runs in a child whose address space (RLIMIT_AS,
// ulimit -v) is 64 MiB and 8 times a line of 32 MiB: what needs more (JSON
// written with room for 6 times its strings, 24 times the line before)
// fails there. An address space bound, not a timing: the same on a loaded
// machine; with less, "out of memory" and exit 2. Not under the sanitizers (RFC1738_SANITIZE, RFC1738_TSAN), whose
// shadow memory needs terabytes of address space.
#include <catch2/catch.hpp>

#include <string>

#include "run_program.hpp"

namespace {

using namespace rfc1738::test;

TEST_CASE( "One line of 32 MiB in 64 MiB and 8 times the line of address space", "[cli][limits]" )
{
#if defined( RFC1738_SANITIZE ) || defined( RFC1738_TSAN )
   WARN( "under a sanitizer RLIMIT_AS cannot be set: the memory of a long line is not tested" );
#else
   constexpr std::size_t size = std::size_t( 32 ) << 20;
   const std::string limit = "ulimit -v " + std::to_string( ( ( std::size_t( 64 ) << 20 ) + 8 * size ) / 1024 ) + ";";
   const std::string conforming = "http://h/" + std::string( size, 'a' ) + "\n";
   std::string spaces = "http://h/";   // does not conform: a space every other byte
   while( spaces.size() < size ) {
      spaces += "a ";
   }
   spaces += "\n";
   for( const char* args : { "check --json", "check", "check -q", "parse --json", "parse", "fix --json", "fix" } ) {
      INFO( args );
      const auto good = run_program( "long-line", args, conforming, limit );
      CHECK( good.status == 0 );
      if( std::string( args ) != "check -q" ) {
         CHECK( good.out.size() > size );   // the line is in it
      }
      const auto bad = run_program( "long-line", args, spaces, limit );
      CHECK( bad.status == ( std::string( args ).rfind( "fix", 0 ) == 0 ? 0 : 1 ) );
      CHECK( !has( bad.err, "bad_alloc" ) );
   }
   // The bound is tight enough to fail: the same JSON with an address space
   // of one line alone cannot be written.
   // And then the program says so and exits 2 (not std::terminate's 134).
   const auto starved = run_program( "long-line", "check --json", conforming, "ulimit -v " + std::to_string( size / 1024 ) + ";" );
   CHECK( starved.status == 2 );
   CHECK( has( starved.err, "rfc1738 check: out of memory" ) );
#endif
}

}  // namespace

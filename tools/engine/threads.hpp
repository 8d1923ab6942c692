// SPDX-License-Identifier: BSL-1.0
// -j N: starting the threads. A thread that cannot be started (the
// system's limit on a user's threads, RLIMIT_NPROC; no memory for its
// stack, RLIMIT_AS) is not an error: the work goes on with the threads
// started, the caller's own thread among them, and gives the same output.
// One warning on standard error says so.
#ifndef RFC1738_ENGINE_THREADS_HPP
#define RFC1738_ENGINE_THREADS_HPP

#include <atomic>
#include <cstdio>
#include <string>
#include <string_view>
#include <system_error>
#include <thread>
#include <vector>

namespace rfc1738::engine {

// "rfc1738 COMMAND: warning: -j ASKED: only N threads could be started
// (REASON); going on with N" ("no thread could be started ...; going on with
// 1" when the calling thread goes on alone), once in the program's run (a
// second pool short of threads, on the next file, says nothing more).
inline void warn_threads_short( const std::string_view command, const unsigned asked, const unsigned started, const unsigned going_on, const std::system_error& e )
{
   static std::atomic< bool > warned{ false };
   if( warned.exchange( true ) ) {
      return;
   }
   const std::string n = std::to_string( going_on );
   const std::string text = "rfc1738 " + std::string( command ) + ": warning: -j " + std::to_string( asked ) + ": "
                            + ( started == 0 ? std::string( "no thread" ) : "only " + n + ( going_on == 1 ? " thread" : " threads" ) ) + " could be started ("
                            + e.code().message() + "); going on with " + n + "\n";
   std::fwrite( text.data(), 1, text.size(), stderr );
}

// Starts up to `count` threads running `body` into `into`, and returns how
// many were started: fewer when one could not be (std::system_error), in
// which case none more is tried and warn_threads_short is called, with
// `caller` added to the count of the threads that work (1 when the calling
// thread works with them, or when it works in their place if none could be
// started; else 0).
template< typename Body >
unsigned start_threads( std::vector< std::thread >& into, const unsigned count, const Body& body, const std::string_view command, const unsigned asked,
                        const unsigned caller )
{
   into.reserve( count );
   for( unsigned i = 0; i < count; ++i ) {
      try {
         into.emplace_back( body );
      }
      catch( const std::system_error& e ) {
         const unsigned started = static_cast< unsigned >( into.size() );
         warn_threads_short( command, asked, started, started == 0 ? 1 : started + caller, e );
         break;
      }
   }
   return static_cast< unsigned >( into.size() );
}

}  // namespace rfc1738::engine

#endif

// SPDX-License-Identifier: BSL-1.0
// rfc1738 trace: the derivation tree, every production with the span it
// derives, as indented text, as Graphviz DOT or as JSON.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

#include "commands.hpp"
#include "inputs.hpp"
#include "output.hpp"
#include "rfc1738/trace_output.hpp"

namespace rfc1738::cli {

int trace_command( const trace_settings& settings )
{
   output out;
   bool all = true;
   std::size_t number = 0;
   std::size_t skipped = 0;
   int failed = 0;
   const int status = for_each_input( "trace", settings.inputs, skipped, [ & ]( const location& /*where*/, std::string_view input ) {
      if( failed != 0 ) {
         return;
      }
      ++number;
      const auto r = trace( input, settings.edition, settings.components, settings.depth );
      all = all && !r.error;
      std::string& text = out.buffer();
      if( settings.prefix ) {
         const std::string name = *settings.prefix + std::to_string( number ) + ".dot";
         errno = 0;
         std::FILE* file = std::fopen( name.c_str(), "wb" );
         if( file == nullptr ) {
            std::fprintf( stderr, "rfc1738 trace: cannot write '%s': %s\n", name.c_str(), std::strerror( errno ) );
            failed = 2;
            return;
         }
         output dot( file, "'" + name + "'" );
         write_trace_dot( dot.buffer(), r, number - 1 );
         dot.commit();
         dot.close();
         return;
      }
      if( settings.dot ) {
         write_trace_dot( text, r, number - 1 );
      }
      else if( settings.json ) {
         write_trace_json( text, r );
         text += '\n';
      }
      else {
         write_trace_text( text, r );
      }
      out.commit();
   } );
   out.flush();
   if( status != 0 ) {
      return status;
   }
   if( failed != 0 ) {
      return failed;
   }
   return all ? 0 : 1;
}

}  // namespace rfc1738::cli

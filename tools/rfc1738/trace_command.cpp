// SPDX-License-Identifier: BSL-1.0
// rfc1738 trace: the derivation tree, every production with the span it
// derives, as indented text, as Graphviz DOT or as JSON.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>

#include "command_table.hpp"
#include "commands.hpp"
#include "inputs.hpp"
#include "output.hpp"
#include "rfc1738/trace_output.hpp"

namespace rfc1738::cli {

const std::string_view trace_usage =
   "usage: rfc1738 trace [OPTIONS] [URL...]\n"
   "\n"
   "The derivation of each URL from `url` (the URL arguments, the lines of each\n"
   "-f FILE, or each line of standard input when there is neither): every\n"
   "production of RFC 1738 §5 with the span [begin,end) it derives, indented by\n"
   "depth. For an input that is not a url, the derivation of its longest prefix\n"
   "that is one, and where and why it stops (exit status 1).\n"
   "\n"
   "  --dot                 a Graphviz digraph per input, the literal terminals\n"
   "                        (\"://\", \"@\", ...) as leaves so that the leaves cover\n"
   "                        every byte (rfc1738 trace --dot URL | dot -Tpng)\n"
   "  -o, --output PREFIX   write PREFIX1.dot, PREFIX2.dot, ... one DOT file per\n"
   "                        input, instead of standard output (implies --dot)\n"
   "  --json                one JSON object per input: input, valid, tree (nested\n"
   "                        production, begin, end, text, children; literal\n"
   "                        terminals as {\"literal\":true,...} leaves), error\n"
   "  --depth N             only the nodes at most N levels below the root (0:\n"
   "                        the root alone); a node whose descendants are cut\n"
   "                        keeps its span and text and ends in \"...\" (text),\n"
   "                        a last label line \"...\" (--dot), \"cut\":true (--json)\n"
   "  --components          only the root, the URL form's node (httpurl, ...) and\n"
   "                        the nodes of components (those parse prints), their\n"
   "                        depths counted among these (as --depth counts them)\n"
   "  --edition EDITION     @EDITIONS@: the\n"
   "                        grammar that derives (editions --list): its\n"
   "                        productions, its PEG rewrites applied (grammar\n"
   "                        --edition E). In the other editions an input that\n"
   "                        is not a url has no tree, only where and why it\n"
   "                        stops; --components keeps the root, the alternative\n"
   "                        that names the verdict and the parts parse --edition\n"
   "                        prints; --json adds \"edition\"\n" RFC1738_INPUT_OPTIONS
   "  -h, --help            this help\n"
   "\n"
   "Exit status: 0 every input is a URL, 1 one is not, 2 usage, read or write\n"
   "error.\n";

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

command_run declare_trace( CLI::App& t )
{
   struct settings {
      trace_settings trace;
      std::string prefix;
      CLI::Option* prefix_option = nullptr;
      std::size_t depth = 0;
      CLI::Option* depth_option = nullptr;
      std::string edition = "rfc1738";
   };
   auto s = std::make_shared< settings >();
   auto& trace = s->trace;
   t.add_flag( "--dot", trace.dot );
   t.add_flag( "--json", trace.json );
   s->prefix_option = t.add_option( "-o,--output", s->prefix );
   s->depth_option = t.add_option( "--depth", s->depth )->check( CLI::Range( 0, 255 ) );
   t.add_flag( "--components", trace.components );
   t.add_option( "--edition", s->edition )->check( CLI::IsMember( edition_choices() ) );
   add_input_options( t, trace.inputs );
   return [ s ]( const std::vector< std::string >& operands ) {
      auto& trace = s->trace;
      append( trace.inputs.urls, operands );
      if( *s->depth_option ) {
         trace.depth = s->depth;
      }
      if( *s->prefix_option ) {
         trace.prefix = s->prefix;
         trace.dot = true;
      }
      if( trace.dot && trace.json ) {
         return usage_error( "trace", "--dot and --json exclude each other" );
      }
      trace.edition = *rfc1738::edition_named( s->edition );
      return trace_command( trace );
   };
}

}  // namespace rfc1738::cli

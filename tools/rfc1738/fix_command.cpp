// SPDX-License-Identifier: BSL-1.0
// rfc1738 fix: the nearest conforming URL of each input (rfc1738::fix_it),
// each edit named with its RFC section on standard error; the fix-it of
// rfc1738 check is printed by check_command.cpp and rfc1738::write_json.
#include <charconv>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

#include "inputs.hpp"
#include "jobs.hpp"
#include "output.hpp"
#include "rfc1738/fixit.hpp"
#include "rfc1738/json.hpp"
#include "writing_commands.hpp"

namespace rfc1738::cli {

const std::string_view fix_usage =
   "usage: rfc1738 fix [OPTIONS] [URL...]\n"
   "\n"
   "Prints, for each URL (the URL arguments, the lines of each -f FILE, or each\n"
   "line of standard input when there is neither), the nearest URL that\n"
   "conforms, by the RFC's own rules, each named on standard error with its\n"
   "section: the scheme in lower case (§2.1), an unsafe or non-ASCII byte\n"
   "escaped where the production takes escapes (§2.2), a \"#\" fragment removed\n"
   "(§2.2: not part of the URL), the whitespace that breaks a long URL removed\n"
   "(Appendix). A URL that conforms is printed as it is. When no fix follows\n"
   "from the RFC (a \"%\" not followed by two hex digits is ambiguous, an http\n"
   "URL has no place for a user name), the input is printed unchanged and the\n"
   "reason is on standard error. One output line per input line: blank and\n"
   "\"#\" lines are printed as they are (with --keep-comments they are fixed\n"
   "too). Messages begin with FILE:LINE: (\"-\" for standard input) or\n"
   "argument N:.\n"
   "\n"
   "  --json                one JSON object per input: input, conforms, fixed\n"
   "                        (the URL, or null), fix (the list of edits), reason\n"
   "                        (when it cannot be fixed); blank and \"#\" lines are\n"
   "                        no input and print nothing\n"
   "  -f, --file FILE       read the lines of FILE (repeatable; \"-\": standard\n"
   "                        input)\n"
   "  --keep-comments       fix blank and \"#\" lines too, as inputs\n"
   "  --skip-blank          skip blank and \"#\" lines (the default)\n"
   "  --strip-cr            remove one CR before each LF (CRLF files)\n"
   "  -j, --jobs N          fix on N threads (1 to 256; default 1): the same\n"
   "                        output and messages, in input order, and the same\n"
   "                        exit status\n"
   "  -h, --help            this help\n"
   "\n"
   "Exit status: 0 every URL conforms or was fixed, 1 one cannot be fixed, 3 a\n"
   "fix removed content (a fragment) and every URL was fixed, 2 usage, read or\n"
   "write error.\n";

namespace {

// Digits of a number, in place.
struct digits {
   char text[ 24 ];
   std::size_t size;
   explicit digits( std::size_t n ) noexcept
      : size( static_cast< std::size_t >( std::to_chars( text, text + sizeof( text ), n ).ptr - text ) )
   {}
   operator std::string_view() const noexcept
   {
      return { text, size };
   }
};

// The options of fix, as its node of run_command's tree holds them.
struct fix_settings {
   bool json = false;
   unsigned jobs = 1;   // -j: worker threads
   input_options inputs;
};

int fix_run( fix_settings& s, const std::vector< std::string >& after );

}  // namespace

command_run declare_fix( CLI::App& app )
{
   auto s = std::make_shared< fix_settings >();
   app.add_flag( "--json", s->json );
   app.add_option( "-j,--jobs", s->jobs )->check( CLI::Range( 1u, 256u ) );
   app.add_option( "-f,--file", s->inputs.files )->allow_extra_args( false );
   app.add_flag( "--strip-cr", s->inputs.strip_cr );
   app.add_flag( "--skip-blank", s->inputs.skip_blank );
   app.add_flag( "--keep-comments", s->inputs.keep_comments );
   app.add_option( "url", s->inputs.urls );
   return [ s ]( const std::vector< std::string >& operands ) { return fix_run( *s, operands ); };
}

namespace {

int fix_run( fix_settings& s, const std::vector< std::string >& after )
{
   auto& inputs = s.inputs;
   const bool json = s.json;
   const unsigned jobs = s.jobs;
   inputs.urls.insert( inputs.urls.end(), after.begin(), after.end() );
   output out;
   bool all = true;
   bool removed = false;   // a fix removed content: a fragment
   std::size_t skipped = 0;
   // What a run of inputs found: every input fixed, a fix removed content.
   struct fix_state {
      bool all = true;
      bool removed = false;
   };
   const auto one = [ json ]( output& o, const location& where, std::string_view line, fix_state& state ) {
      // A line of a CRLF file (read without --strip-cr): its CR ends the
      // line, not the URL; its output line ends with CRLF as it did, so
      // that the file keeps one kind of line ending.
      const bool crlf = !json && !where.file.empty() && !line.empty() && line.back() == '\r';
      const std::string_view input = crlf ? line.substr( 0, line.size() - 1 ) : line;
      const std::string_view eol = crlf ? "\r\n" : "\n";
      const auto f = fix_it( input );
      state.all = state.all && f.url.has_value();
      state.removed = state.removed || ( f.url && f.fragment );
      if( json ) {
         std::string& line = o.buffer();   // written in place
         write_fix_json( line, input, f );
         line += '\n';
         o.commit();
         return;
      }
      if( !f.url ) {
         // The input unchanged, so that output line N is input line N.
         // "FILE:LINE: " for a line, "argument N: " for a URL argument.
         o.message( { "rfc1738 fix: ", where.file.empty() ? "argument " : where.file, where.file.empty() ? "" : ":", digits( where.line ), ": cannot fix: ", f.reason, "\n" } );
         o.put( input );
         o.put( eol );
         return;
      }
      for( const auto& e : f.edits ) {
         o.message( { "rfc1738 fix: ", where.file.empty() ? "argument " : where.file, where.file.empty() ? "" : ":", digits( where.line ), ": ", e.edit, " at ",
                      digits( e.offset ), ": ", e.message, "\n" } );
      }
      o.put( *f.url );
      o.put( eol );
   };
   // One output line per input line: a line skipped (blank, "#") is printed
   // as it is (not in JSON, one object per input).
   const auto skip = []( output& o, const location&, std::string_view line, fix_state& ) {
      o.put( line );
      o.put( '\n' );
   };
   int status = 0;
   if( jobs <= 1 ) {
      fix_state state;
      if( !json ) {
         inputs.skipped_line = [ & ]( const location& where, std::string_view line ) { skip( out, where, line, state ); };
      }
      inputs.before_error = [ & ] { out.flush(); };
      status = for_each_input( "fix", inputs, skipped, [ & ]( const location& where, std::string_view input ) { one( out, where, input, state ); } );
      all = state.all;
      removed = state.removed;
   }
   else {
      // -j: chunks fixed by `jobs` threads, printed in input order.
      const auto merge = [ & ]( const fix_state& state ) {
         all = all && state.all;
         removed = removed || state.removed;
      };
      status = json ? for_each_input_on< fix_state >( jobs, "fix", inputs, skipped, out, one, merge )
                    : for_each_input_on< fix_state >( jobs, "fix", inputs, skipped, out, one, merge, skip );
   }
   out.flush();
   if( status != 0 ) {
      return status;
   }
   return !all ? 1 : removed ? 3 : 0;
}

}  // namespace

}  // namespace rfc1738::cli

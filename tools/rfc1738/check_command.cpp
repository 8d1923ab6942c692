// SPDX-License-Identifier: BSL-1.0
// rfc1738 check: the verdicts, and for every input that does not conform, why,
// against RFC 1738 or another edition of the grammar (--edition).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <unistd.h>

#include "command_table.hpp"
#include "commands.hpp"
#include "hints.hpp"
#include "rfc1738/check_output.hpp"
#include "engine/tally.hpp"
#include "inputs.hpp"
#include "jobs.hpp"
#include "output.hpp"
#include "rfc1738/json.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/edition.hpp"
#include "rfc1738/prepare.hpp"
#include "rfc1738/report.hpp"

namespace rfc1738::cli {

const std::string_view check_usage =
   "usage: rfc1738 check [OPTIONS] [URL...]\n"
   "\n"
   "Checks each URL against RFC 1738 (the URL arguments, the lines of each -f\n"
   "FILE, or each line of standard input when there is neither). A URL conforms\n"
   "when it derives from the production of its own scheme (httpurl for http, ...;\n"
   "genericurl for any other scheme). Readable output names FILE:LINE: (\"-\" for\n"
   "standard input) before each verdict read from lines.\n"
   "\n"
   "  --json                one JSON object per input: input, valid, production,\n"
   "                        conforms, scheme, components (as 'rfc1738 parse') when\n"
   "                        it is valid, error (offset, production, expected,\n"
   "                        message) when it does not conform, warnings;\n"
   "                        checked, fragment and modes when a mode acted\n"
   "  -q, --quiet           print nothing: the exit status only\n"
   "  --failures            print only the inputs that do not conform\n"
   "  --summary=WHEN        json, text or none: the counts on standard error\n"
   "                        (default: text when reading lines or more than one\n"
   "                        URL argument, else none); with --fragment=split\n"
   "                        also how many inputs had a fragment (fragments)\n"
   "  --ignore-scheme-case  read the scheme in lower case (RFC 1738 §2.1)\n"
   "  --unwrap              remove \"URL:\", <...> and the whitespace that breaks\n"
   "                        a long URL (RFC 1738 Appendix)\n"
   "  --fragment=MODE       strict (default): a \"#\" is a byte of the URL, which\n"
   "                        no production allows; split: the URL ends before\n"
   "                        the first \"#\", the bytes after it are its\n"
   "                        fragment (RFC 1738 §2.2), reported, not checked\n"
   "  --color[=WHEN]        colour the readable output: auto (default: on a\n"
   "                        terminal unless NO_COLOR is set), always (also\n"
   "                        --color alone), never\n"
   "  --edition EDITION     @EDITIONS@: the\n"
   "                        grammar checked against (editions --list), its\n"
   "                        production names; conforms means, in rfc1738: the\n"
   "                        URL derives its own scheme's production; in\n"
   "                        rfc3986 and rfc6874: it is valid, and a file: or\n"
   "                        mailto: URI also derives RFC 8089's file-URI or\n"
   "                        RFC 6068's mailtoURI; in the others: it is valid;\n"
   "                        rfc1808 and later read a \"#\" as their grammar\n"
   "                        does, and add components and roles to --json\n"
   "                        (docs/lineage.md)\n"
   "  -j, --jobs N          check on N threads (1 to 256; default 1): the same\n"
   "                        output, in input order, and the same exit status;\n"
   "                        fewer, with a warning, when the system starts no\n"
   "                        more\n" RFC1738_INPUT_OPTIONS
   "  -h, --help            this help\n"
   "\n"
   "Exit status: 0 every input conforms, 1 one does not, 2 usage, read or write\n"
   "error.\n";

namespace {

struct check_options {
   bool json = false;
   rfc1738::options mode;
   bool strict = true;   // every mode off: prepare() keeps the input as it is, no fragment, no note
   bool color = false;
   bool quiet = false;
   bool failures = false;
   rfc1738::edition edition = rfc1738::edition::rfc1738;   // another: rfc1738::compare_editions's verdict
};

using engine::tally;   // engine/tally.hpp: the counts and the summaries

// "FILE:LINE: " for an input read from lines; nothing for a URL argument.
void put_location( output& out, const location* where )
{
   if( where != nullptr && !where->file.empty() ) {
      out.put( where->file );
      out.put( ':' );
      out.put( std::to_string( where->line ) );
      out.put( ": " );
   }
}

// check --edition E, E not rfc1738: the edition's verdict (rfc1738::compare_editions).
bool check_edition( output& out, const check_options& options, const location* where, std::string_view input, tally& t )
{
   if( options.quiet || options.failures ) {
      // Nothing printed for an input that conforms (for any, with -q): the
      // verdict alone, of the bytes the edition reads, and no diagnosis or
      // split computed for nothing.
      const bool fragment = options.mode.fragment == rfc1738::fragment_mode::split && input.find( '#' ) != std::string_view::npos;
      const auto v = rfc1738::check( options.edition, rfc1738::read_by( options.edition, input, options.mode.fragment ) );
      t.count( v, fragment );
      if( options.quiet || v.conforms ) {
         return v.conforms;
      }
   }
   // This thread's report, the room of the line before reused (its
   // answer's split, the edition chosen).
   thread_local rfc1738::editions_report r;
   thread_local std::vector< rfc1738::edition > chosen;
   chosen.assign( 1, options.edition );
   rfc1738::compare_editions_into( r, input, chosen, options.mode.fragment );
   const auto& v = r.answers.front().verdict;
   if( !options.failures ) {
      t.count( v, r.fragment.has_value() );
   }
   if( options.json ) {
      rfc1738::write_json( out.buffer(), r, 0 );
      out.buffer() += '\n';
   }
   else {
      put_location( out, where );
      rfc1738::write_check_text( out.buffer(), r, options.color );
   }
   out.commit();
   return v.conforms;
}

bool check_one( output& out, const check_options& options, const location* where, std::string_view input, tally& t )
{
   if( options.edition != rfc1738::edition::rfc1738 ) {
      return check_edition( out, options, where, input, t );
   }
   if( options.quiet || options.failures ) {
      // Nothing printed for an input that conforms (for any, with -q): the
      // verdict alone (rfc1738::check, the verdict inspect gives), and no
      // parse, diagnosis, fix or warning computed for nothing.
      // No mode (options.strict): the text checked is the input, and no
      // prepared object is made.
      bool conforms = false;
      if( options.strict ) {
         const auto v = rfc1738::check( input );
         t.count( v, false );
         conforms = v.conforms;
      }
      else {
         const auto p = rfc1738::prepare( input, options.mode );
         const auto v = rfc1738::check( p.text() );
         t.count( v, p.fragment().has_value() );
         conforms = v.conforms;
      }
      if( options.quiet || conforms ) {
         return conforms;
      }
   }
   // Everything check --json prints: one library call, into this thread's
   // report (the room of the lines before it reused), its url a tree of
   // components (no node per path segment: a long path takes no more room).
   thread_local rfc1738::report r;
   rfc1738::inspect_into( r, input, options.mode, rfc1738::url_tree::components );
   const std::string_view text = r.text();
   const auto& v = r.verdict();
   const auto& d = r.diagnosis();
   if( !options.failures ) {
      t.count( v, r.prepared().fragment().has_value() );
   }

   if( options.json ) {
      auto& line = out.buffer();   // written in place
      rfc1738::write_json( line, r );
      line += '\n';
      out.commit();
      return v.conforms;
   }

   put_location( out, where );
   auto& lines = out.buffer();   // written in place
   rfc1738::write_check_text( lines, r, options.color, d ? option_hint( *d, text, check_offers ) : std::string() );
   out.commit();
   return v.conforms;
}

// The summary on standard error (engine/tally.hpp writes it): a failed
// write of the JSON summary is a write error (exit status 2).
void write_summary( const std::string& summary, const tally& t )
{
   std::string text;
   if( summary == "json" ) {
      engine::write_json_summary( text, t );
      output err( stderr, "standard error" );
      err.put( text );
   }
   else if( summary == "text" ) {
      engine::write_text_summary( text, t );
      if( const std::string hint = skipped_hint( t.edition, t.skipped ); !hint.empty() ) {
         text += hint + "\n";
      }
      std::fputs( text.c_str(), stderr );
   }
}

// -j: what a chunk of inputs counted.
struct chunk_counts {
   tally counts;
   bool all = true;
};

}  // namespace

int check_command( const check_settings& settings )
{
   if( const auto refused = rfc1738::modes_refused( settings.edition, settings.mode ) ) {
      std::fprintf( stderr, "rfc1738 check: %s\ntry 'rfc1738 check --help'\n", refused->c_str() );
      return 2;
   }
   check_options options;
   options.json = settings.json;
   options.mode = settings.mode;
   options.strict = !settings.mode.unwrap && !settings.mode.ignore_scheme_case && settings.mode.fragment == rfc1738::fragment_mode::strict;
   options.quiet = settings.quiet;
   options.failures = settings.failures;
   options.edition = settings.edition;
   const char* no_color = std::getenv( "NO_COLOR" );
   options.color = settings.color == "always" || ( settings.color == "auto" && isatty( STDOUT_FILENO ) && !( no_color && *no_color ) );
   const bool lines = reads_lines( settings.inputs );
   std::string summary = settings.summary;
   if( summary.empty() ) {
      summary = settings.quiet || ( !lines && settings.inputs.urls.size() < 2 ) ? "none" : "text";
   }
   output out;
   tally t;
   t.split = settings.mode.fragment == rfc1738::fragment_mode::split;
   t.edition = settings.edition;
   bool all = true;
   // Lines are read in constant memory (but for the longest line).
   const bool progress = lines && isatty( STDERR_FILENO ) != 0 && summary == "text";
   const auto progress_line = [ & ]( std::size_t before ) {
      if( progress && t.inputs / 100000 != before / 100000 ) {
         std::fprintf( stderr, "\r%zu lines checked", t.inputs / 100000 * 100000 );
      }
   };
   // What was read before a file that cannot be read is printed before its
   // message, with one thread or many.
   input_options inputs = settings.inputs;
   int status = 0;
   if( settings.jobs <= 1 ) {
      inputs.before_error = [ & ] { out.flush(); };
      status = for_each_input( "check", inputs, t.skipped, [ & ]( const location& where, std::string_view input ) {
         const std::size_t before = t.inputs;
         all = check_one( out, options, &where, input, t ) && all;
         progress_line( before );
      } );
   }
   else {
      // The inputs in chunks, checked by `jobs` threads; each chunk's output
      // and counts taken in input order: the same bytes as with one thread.
      status = for_each_input_on< chunk_counts >(
         settings.jobs, "check", inputs, t.skipped, out,
         [ & ]( output& o, const location& where, std::string_view input, chunk_counts& c ) {
            c.all = check_one( o, options, &where, input, c.counts ) && c.all;
         },
         [ & ]( const chunk_counts& c ) {
            const std::size_t before = t.inputs;
            t.add( c.counts );
            all = c.all && all;
            progress_line( before );
         } );
   }
   out.flush();
   if( status != 0 ) {
      return status;
   }
   if( progress && t.inputs >= 100000 ) {
      std::fputs( "\r\033[K", stderr );
   }
   write_summary( summary, t );
   return all ? 0 : 1;
}

}  // namespace rfc1738::cli

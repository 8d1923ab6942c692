// SPDX-License-Identifier: BSL-1.0
// The editions of the grammar on the command line: rfc1738 editions URL...
// (each URL's verdicts under every edition side by side) and rfc1738 grammar
// --edition draft-03 (the draft's productions, named as the draft names
// them). check --edition is check's (check_command.cpp).
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

#include "command_table.hpp"
#include "commands.hpp"
#include "inputs.hpp"
#include "output.hpp"
#include "rfc1738/edition.hpp"
#include "rfc1738/editions_output.hpp"
#include "rfc1738/json.hpp"
#include "rfc1738/prepare.hpp"

namespace rfc1738::cli {

const std::string_view editions_usage =
   "usage: rfc1738 editions [--json] [--editions E,...] [--split-differs] [OPTIONS]\n"
   "                        [URL...]\n"
   "\n"
   "The verdicts on each URL (the URL arguments, the lines of each -f FILE, or\n"
   "each line of standard input when there is neither) under every edition of\n"
   "the grammar, side by side: rfc1738 (RFC 1738 with erratum 5118), draft-03\n"
   "and draft-03-literal (the March 1994 draft, its readings applied or its\n"
   "typos as written), and the generic URI syntax that followed: rfc1808,\n"
   "rfc2396, rfc2732 (RFC 2396 as RFC 2732 amends it), rfc3986 and rfc6874\n"
   "(RFC 3986 as RFC 6874 amends it). Each edition says whether the URL is\n"
   "valid, through which production, whether it conforms (in rfc1738: derives\n"
   "its own scheme's production; in rfc3986 and rfc6874: valid, and a URI of\n"
   "scheme file: or mailto: also derives RFC 8089's or RFC 6068's production;\n"
   "in the others: valid), and how it splits the URL: its roles, the parts\n"
   "named alike in every edition (scheme, userinfo, host, port, path, query,\n"
   "fragment; docs/lineage.md). Then each pair of editions that both accept\n"
   "the URL and split it differently: the parser-confusion question.\n"
   "\n"
   "  --editions E,...      these editions, in this order (\"all\": every one;\n"
   "                        default all): @EDITION_NAMES@\n"
   "  --split-differs       only the inputs that two of the editions both accept\n"
   "                        and split differently (userinfo, host or port, or\n"
   "                        where path, query or fragment begin)\n"
   "  --list                the editions themselves: each one's name and title,\n"
   "                        one per line (with --json, an array of objects:\n"
   "                        name, title); no URL is read\n"
   "  --json                one JSON object per input: input, and editions, an\n"
   "                        object with one member per edition: valid,\n"
   "                        production (null when not valid), conforms, error\n"
   "                        when not valid, components (by the edition's\n"
   "                        production names) and roles when valid (not in the\n"
   "                        drafts); fragment with --fragment=split;\n"
   "                        split_differs (editions, roles) when two editions\n"
   "                        split it differently\n"
   "  --fragment=MODE       strict (default): a \"#\" is a byte of the URL; split:\n"
   "                        rfc1738 and the drafts check the text before the\n"
   "                        first \"#\", the bytes after it are its fragment (RFC\n"
   "                        1738 §2.2), reported, not checked; rfc1808 and later\n"
   "                        read the whole input either way (their grammars\n"
   "                        hold the fragment)\n"
   "  -f, --file FILE       read the lines of FILE (repeatable; \"-\": standard\n"
   "                        input); the URL arguments come first, then the files\n"
   "  --keep-comments       keep blank lines and lines starting with \"#\" (as\n"
   "                        inputs); by default files and standard input alike\n"
   "                        skip them\n"
   "  --skip-blank          skip them (the default)\n"
   "  --strip-cr            remove one CR before each LF\n"
   "  --                    what follows is a URL, even if it starts with \"-\"\n"
   "  -h, --help            this help\n"
   "\n"
   "Exit status: 0 every edition gives every input the same conforms verdict\n"
   "(with --split-differs: no input is split differently), 1 they differ on one\n"
   "(an input is split differently), 2 usage, read or write error.\n";

std::vector< std::string > edition_choices()
{
   std::vector< std::string > names;
   for( const edition e : editions ) {
      names.emplace_back( name_of( e ) );
   }
   return names;
}

int editions_command( const editions_settings& settings )
{
   output out;
   if( settings.list ) {   // the editions themselves (grammar/editions.facts)
      write_editions_list( out.buffer(), settings.json );
      out.buffer() += settings.json ? "\n" : "";
      out.commit();
      return 0;
   }
   std::size_t skipped = 0;
   bool agree = true;
   bool split_differently = false;
   std::string line;
   editions_report r;   // each line's, in the room of the line's before
   const int status = for_each_input( "editions", settings.inputs, skipped, [ & ]( const location& where, std::string_view input ) {
      compare_editions_into( r, input, settings.chosen, settings.fragment );
      for( const auto& a : r.answers ) {
         agree = agree && a.verdict.conforms == r.answers.front().verdict.conforms;
      }
      split_differently = split_differently || !r.differences.empty();
      if( settings.split_differs && r.differences.empty() ) {
         return;
      }
      if( settings.json ) {
         line.clear();
         write_json( line, r );
         line += '\n';
         out.put( line );
         return;
      }
      if( !where.file.empty() ) {
         out.put( where.file );
         out.put( ':' + std::to_string( where.line ) + ": " );
      }
      write_editions_text( out.buffer(), r );
      out.commit();
   } );
   out.flush();
   if( status != 0 ) {
      return status;
   }
   if( settings.split_differs ) {
      return split_differently ? 1 : 0;
   }
   return agree ? 0 : 1;
}

// --editions all or a comma list of edition names (editions, compare):
// `chosen` those, in that order; the usage error otherwise.
std::optional< std::string > editions_named( const std::string& list, std::vector< rfc1738::edition >& chosen )
{
   chosen.clear();
   std::vector< std::string > names;
   for( std::size_t i = 0; !list.empty() && i <= list.size(); ) {
      const auto comma = std::min( list.find( ',', i ), list.size() );
      names.push_back( list.substr( i, comma - i ) );
      i = comma + 1;
   }
   for( const auto& name : names ) {
      if( name == "all" ) {
         chosen.insert( chosen.end(), std::begin( rfc1738::editions ), std::end( rfc1738::editions ) );
         continue;
      }
      const auto ed = rfc1738::edition_named( name );
      if( !ed ) {
         return "--editions: no edition '" + name + "'; the editions are all, " + edition_list( "", " and " );
      }
      chosen.push_back( *ed );
   }
   return std::nullopt;
}

command_run declare_editions( CLI::App& e )
{
   struct settings {
      editions_settings editions;
      std::string fragment = "strict";
      std::string names;   // --editions a,b,...
   };
   auto s = std::make_shared< settings >();
   e.add_flag( "--json", s->editions.json );
   e.add_flag( "--list", s->editions.list );
   e.add_flag( "--split-differs", s->editions.split_differs );
   e.add_option( "--editions", s->names );
   add_fragment_option( e, s->fragment );
   add_input_options( e, s->editions.inputs );
   return [ s ]( const std::vector< std::string >& operands ) {
      append( s->editions.inputs.urls, operands );
      s->editions.fragment = fragment_named( s->fragment );
      if( const auto error = editions_named( s->names, s->editions.chosen ) ) {
         return usage_error( "editions", *error );
      }
      if( s->editions.split_differs && s->editions.list ) {
         return usage_error( "editions", "--split-differs reads URLs; --list reads none" );
      }
      return editions_command( s->editions );
   };
}

}  // namespace rfc1738::cli

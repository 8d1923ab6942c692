// SPDX-License-Identifier: BSL-1.0
// rfc1738 set: a URL with some of its components changed, every other byte
// kept (rfc1738::set_components); the names are parse's (or their roles).
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

#include "inputs.hpp"
#include "command_table.hpp"
#include "output.hpp"
#include "rfc1738/compose.hpp"
#include "rfc1738/json.hpp"
#include "rfc1738/warning.hpp"
#include "writing_commands.hpp"

namespace rfc1738::cli {

const std::string_view set_usage =
   "usage: rfc1738 set [OPTIONS] URL NAME=VALUE...\n"
   "       rfc1738 set [OPTIONS] -f FILE NAME=VALUE...\n"
   "\n"
   "Prints URL with the components NAME set to VALUE, and every other byte as\n"
   "it was. NAME is a component as `rfc1738 parse` names it (its RFC 1738 §5\n"
   "production: host, port, hpath, fpath, selector, ...) or its role, the same\n"
   "in every scheme (path: the hpath of an http URL, the fpath of an ftp URL;\n"
   "type, search, user, password, ...). VALUE is the bytes the component stands\n"
   "for: each is escaped exactly where the component's production needs it, as\n"
   "`rfc1738 encode` does (with --raw, VALUE is taken as written in a URL and\n"
   "must derive from the production). A leading \"/\" in a path is read as\n"
   "`rfc1738 build --path` reads it: an absolute ftp path, written %2F\n"
   "(path=/etc/motd: ftp://h/%2Fetc/motd, §3.2.2), the \"/\" before an http or\n"
   "file path (no empty segment); in prospero every \"/\" separates. NAME=\n"
   "sets the component empty; --unset NAME removes it. A component added is\n"
   "put where the BNF of the scheme puts it, with its delimiters (\":\" before a\n"
   "port, \"?\" before an http search, ...); one the BNF then needs is written\n"
   "empty where its production may be empty (an http search gets the \"/\" of\n"
   "an empty hpath). The URL is parsed again: it conforms to its scheme's\n"
   "production and each component reads back as set; otherwise the component\n"
   "is named with why and the section, and nothing is printed for that URL. An\n"
   "unknown NAME lists the names of the URL's scheme.\n"
   "\n"
   "  --raw                 the values are as written in a URL (escapes kept)\n"
   "  --unset NAME          remove the component NAME (repeatable)\n"
   "  --json                one JSON object per URL: input, url (the new URL or\n"
   "                        null), error ({\"component\",\"message\"}) when none\n"
   "  -f, --file FILE       edit each line of FILE (repeatable; \"-\": standard\n"
   "                        input); every argument is then NAME=VALUE\n"
   "  --strip-cr            remove one CR before each LF (CRLF files)\n"
   "  --fragment=MODE       strict (default): a \"#\" is a byte of the URL, which\n"
   "                        no production allows; split: the URL before the\n"
   "                        first \"#\" is edited and the \"#\" and the bytes\n"
   "                        after it, its fragment (RFC 1738 §2.2), are put\n"
   "                        back after it unchanged\n"
   "  -h, --help            this help\n"
   "\n"
   "Example: rfc1738 set 'ftp://u@h/a/b;type=i' host=example.com path='x y'\n"
   "prints ftp://u@example.com/x%20y;type=i\n"
   "\n"
   "Exit status: 0 every URL was edited, 1 one could not be, 2 usage, read or\n"
   "write error.\n";

namespace {

std::string where_of( const location& where )
{
   if( where.file.empty() ) {
      return "";
   }
   return std::string( where.file ) + ":" + std::to_string( where.line ) + ": ";
}

// The options of set, as its node of run_command's tree holds them.
struct set_settings {
   bool json = false, raw = false;
   std::string fragment = "strict";   // --fragment
   input_options inputs;
   std::vector< std::string > unset, positional;
};

int set_run( set_settings& s, const std::vector< std::string >& after );

}  // namespace

command_run declare_set( CLI::App& app )
{
   auto s = std::make_shared< set_settings >();
   app.add_flag( "--json", s->json );
   app.add_flag( "--raw", s->raw );
   app.add_option( "--unset", s->unset )->allow_extra_args( false );
   app.add_option( "-f,--file", s->inputs.files )->allow_extra_args( false );
   app.add_flag( "--strip-cr", s->inputs.strip_cr );
   app.add_option( "--fragment", s->fragment )->check( CLI::IsMember( { "strict", "split" } ) );
   app.add_option( "args", s->positional );
   return [ s ]( const std::vector< std::string >& operands ) { return set_run( *s, operands ); };
}

namespace {

int set_run( set_settings& s, const std::vector< std::string >& after )
{
   auto& inputs = s.inputs;
   auto& positional = s.positional;
   const auto& unset = s.unset;
   const bool json = s.json, raw = s.raw;
   positional.insert( positional.end(), after.begin(), after.end() );
   if( inputs.files.empty() ) {
      if( positional.empty() ) {
         return usage_error( "set", "no URL given" );
      }
      inputs.urls.push_back( positional.front() );
      positional.erase( positional.begin() );
   }
   std::vector< component_edit > edits;
   for( const auto& name : unset ) {
      edits.push_back( { name, std::nullopt, raw } );
   }
   for( const auto& a : positional ) {
      const auto eq = a.find( '=' );
      if( eq == std::string::npos || eq == 0 ) {
         return usage_error( "set", "'" + a + "' is not NAME=VALUE" );
      }
      edits.push_back( { a.substr( 0, eq ), a.substr( eq + 1 ), raw } );
   }
   if( edits.empty() ) {
      return usage_error( "set", "nothing to set: give NAME=VALUE or --unset NAME" );
   }
   output out;
   bool all = true;
   std::size_t skipped = 0;
   const bool split = s.fragment == "split";
   const int status = for_each_input( "set", inputs, skipped, [ & ]( const location& where, std::string_view input ) {
      const auto r = set_components( input, edits, split ? fragment_mode::split : fragment_mode::strict );
      all = all && r.has_value();
      if( json ) {
         std::string& line = out.buffer();   // written in place
         write_set_json( line, input, r );
         line += '\n';
         out.commit();
         return;
      }
      if( !r ) {
         out.flush();
         std::fprintf( stderr, "rfc1738 set: %s%s: %s\n", where_of( where ).c_str(), r.error().part.c_str(), r.error().message.c_str() );
         if( !split && input.find( '#' ) != std::string_view::npos && r.error().part == "url" ) {
            std::fputs( "  hint: --fragment=split edits the URL before the \"#\" and puts the fragment back after it\n", stderr );
         }
         return;
      }
      out.put( *r );
      out.put( '\n' );
      // A port above 65535 is written (port = digits, §5), and said, as
      // build and check say it.
      for( const auto& w : warnings( std::string_view( *r ).substr( 0, r->find( '#' ) ) ) ) {   // the URL's, not its fragment's
         if( w.code == "port-out-of-range" ) {
            out.flush();
            std::fprintf( stderr, "rfc1738 set: %swarning: %s [port-out-of-range]\n", where_of( where ).c_str(), w.message.c_str() );
         }
      }
   } );
   out.flush();
   if( status != 0 ) {
      return status;
   }
   return all ? 0 : 1;
}

}  // namespace

}  // namespace rfc1738::cli

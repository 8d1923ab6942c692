// SPDX-License-Identifier: BSL-1.0
// rfc1738 parse: the components of each URL.
#include <algorithm>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

#include "command_table.hpp"
#include "commands.hpp"
#include "hints.hpp"
#include "inputs.hpp"
#include "jobs.hpp"
#include "output.hpp"
#include "suggest.hpp"
#include "rfc1738/edition.hpp"
#include "rfc1738/json.hpp"
#include "rfc1738/parse_output.hpp"
#include "rfc1738/report.hpp"

namespace rfc1738::cli {

const std::string_view parse_usage =
   "usage: rfc1738 parse [OPTIONS] [URL...]\n"
   "\n"
   "Parses each URL (the URL arguments, the lines of each -f FILE, or each line\n"
   "of standard input when there is neither) and prints its components: those\n"
   "of the derivation `url` chooses (the scheme's own production when it derives\n"
   "the URL, else otherurl), named by their RFC 1738 §5 production, exactly as\n"
   "written, and the effective port (the port written, else the scheme's\n"
   "default). An absent component is left out; an empty one is printed empty.\n"
   "\n"
   "  --json                one JSON object per input: input, valid, production,\n"
   "                        scheme, and components (an object) when it is a URL,\n"
   "                        error (offset) when not; with --decode also decoded\n"
   "  --decode              the components percent-decoded (RFC 1738 §2.2)\n"
   "  --spans               the URL on one line, then a line per component\n"
   "                        present: ^~~ under its bytes (| at the offset of an\n"
   "                        empty one) and its name, (its role) where it\n"
   "                        differs; the scheme first, a split-off fragment\n"
   "                        last; bytes shown as \\xNN keep their marks under\n"
   "                        them; not a URL: | at the offset where it stops.\n"
   "                        Excludes --json, --get and --decode\n"
   "  --fragment=MODE       strict (default): a \"#\" is a byte of the URL, which\n"
   "                        no production allows; split: the URL ends before\n"
   "                        the first \"#\", the bytes after it are its\n"
   "                        fragment (RFC 1738 §2.2), reported, not checked\n"

   "  --get FORMAT          one line per URL: FORMAT with {NAME} replaced by that\n"
   "                        component as is (bytes unescaped; empty when absent;\n"
   "                        NAME a component's name, or its role, the same in\n"
   "                        every scheme: {path} is an http URL's hpath, an ftp\n"
   "                        URL's fpath; {host}, {port}, {user}, {type}, ...)\n"
   "                        and {scheme}, {production}, {effective_port}, {input},\n"
   "                        {fragment} (with --fragment=split);\n"
   "                        {{ and }} stand for braces. An input that is not a\n"
   "                        URL prints nothing and a message on standard error\n"
   "  --edition EDITION     @EDITIONS@: the\n"
   "                        grammar that splits (editions --list); the editions\n"
   "                        rfc1808 and later name each part by their own\n"
   "                        production and give its role (scheme, userinfo,\n"
   "                        host, port, path, query, fragment: docs/lineage.md);\n"
   "                        --get takes those names (a role first: RFC 1808's\n"
   "                        {path} is the role, from the \"/\") and\n"
   "                        {production}, {edition}, {input}; --json writes the\n"
   "                        object of\n"
   "                        check --edition E --json. The drafts have no model\n"
   "                        of their parts\n"
   "  -j, --jobs N          parse on N threads (1 to 256; default 1): the same\n"
   "                        output and messages, in input order, and the same\n"
   "                        exit status\n" RFC1738_INPUT_OPTIONS
   "  -h, --help            this help\n"
   "\n"
   "Exit status: 0 every input is a URL, 1 one is not, 2 usage, read or write\n"
   "error.\n";

namespace {

// "FILE:LINE" of a line, "argument N" of a URL argument.
std::string place( const location& where )
{
   return where.file.empty() ? "argument " + std::to_string( where.line ) : std::string( where.file ) + ":" + std::to_string( where.line );
}

// A component's name or role in some URL form (grammar/components.facts),
// or another placeholder of rfc1738::write_parse_get.
bool known_placeholder( std::string_view name )
{
   for( const auto n : parse_get_names ) {
      if( n == name ) {
         return true;
      }
   }
   for( const auto& c : grammar::components ) {
      if( c.name == name || c.role == name ) {
         return true;
      }
   }
   return false;
}

// --edition E (a generic edition: rfc1808 and later): the parts as edition
// E splits the input (rfc1738::split), named by its productions, and the
// roles they carry (docs/lineage.md, "Roles").
bool edition_parse_one( output& out, const parse_settings& options, const location& where, std::string_view input )
{
   // This thread's report, in the room of the line's before.
   thread_local editions_report r;
   thread_local std::vector< edition > chosen;
   chosen.assign( 1, options.edition );
   compare_editions_into( r, input, chosen, options.fragment );
   const auto& a = r.answers.front();
   std::string& text = out.buffer();   // written in place
   if( options.get ) {
      if( a.verdict.valid ) {
         write_parse_get( text, *options.get, a, options.decode );
      }
      else {
         out.message( "rfc1738 parse: " + place( where ) + ": not a url (" + std::string( name_of( a.of ) ) + ", stops at offset " +
                      std::to_string( a.error ? a.error->offset : input.size() ) + ")" + ( a.error ? ": " + a.error->message : std::string() ) + "\n" );
      }
   }
   else if( options.spans ) {
      write_parse_spans( text, a, [ &out ] { out.commit(); } );
   }
   else if( options.json ) {
      write_json( text, r, 0 );
      text += '\n';
   }
   else {
      write_parse_text( text, a, options.decode );
   }
   out.commit();
   return a.verdict.valid;
}

bool parse_one( output& out, const parse_settings& options, const location& where, std::string_view input )
{
   if( options.edition != edition::rfc1738 ) {
      return edition_parse_one( out, options, where, input );
   }
   rfc1738::options modes;
   modes.fragment = options.fragment;
   thread_local report r;   // this thread's, the room of the lines before reused
   // With --fragment=split, the text a prefix of the input; a tree of
   // components (the writers read no segment's node: a long path takes no
   // more room).
   inspect_into( r, input, modes, url_tree::components );
   // port-out-of-range, whatever the output: on standard error.
   for( const auto& w : r.warnings() ) {
      if( w.code == "port-out-of-range" ) {
         out.message( "rfc1738 parse: " + place( where ) + ": warning: " + w.message + " [port-out-of-range]\n" );
      }
   }
   std::string& text = out.buffer();   // written in place
   if( options.get ) {
      if( r.url() ) {
         write_parse_get( text, *options.get, r, options.decode );
      }
      else {
         const auto& d = r.diagnosis();
         out.message( "rfc1738 parse: " + place( where ) + ": not a url (stops at offset " + std::to_string( d ? d->offset : r.text().size() ) + ")" +
                      ( d ? ": " + d->message : std::string() ) + "\n" );
      }
   }
   else if( options.spans ) {
      write_parse_spans( text, r, [ &out ] { out.commit(); } );
   }
   else if( options.json ) {
      write_parse_json( text, r, options.decode );
      text += '\n';
   }
   else {
      write_parse_text( text, r, options.decode, r.diagnosis() ? option_hint( *r.diagnosis(), r.text(), parse_offers ) : std::string() );
   }
   out.commit();
   return r.url().has_value();
}

}  // namespace

int parse_command( const parse_settings& settings )
{
   if( settings.get ) {
      // Every placeholder is known and closed, before any input is read.
      const auto& f = *settings.get;
      for( std::size_t i = 0; i < f.size(); ++i ) {
         if( ( f[ i ] == '{' || f[ i ] == '}' ) && i + 1 < f.size() && f[ i + 1 ] == f[ i ] ) {
            ++i;
            continue;
         }
         if( f[ i ] == '}' ) {
            std::fputs( "rfc1738 parse: --get: a lone '}' (write }} for a brace)\ntry 'rfc1738 parse --help'\n", stderr );
            return 2;
         }
         if( f[ i ] == '{' ) {
            const auto close = f.find( '}', i );
            if( close == std::string::npos ) {
               std::fputs( "rfc1738 parse: --get: '{' without '}' (write {{ for a brace)\ntry 'rfc1738 parse --help'\n", stderr );
               return 2;
            }
            const auto name = f.substr( i + 1, close - i - 1 );
            if( settings.edition != edition::rfc1738 ) {
               // The edition's parts (rfc1738::part_names) and what every answer has.
               std::vector< std::string_view > names{ "production", "edition", "input" };
               const auto parts = part_names( settings.edition );
               names.insert( names.end(), parts.begin(), parts.end() );
               if( std::find( names.begin(), names.end(), name ) == names.end() ) {
                  std::vector< std::string > candidates;
                  std::string known;
                  for( const auto n : names ) {
                     candidates.push_back( "{" + std::string( n ) + "}" );
                     known += std::string( known.empty() ? "" : ", " ) + std::string( n );
                  }
                  std::fprintf( stderr, "rfc1738 parse: --get: no part '{%s}' in edition %s%s; the names are %s\ntry 'rfc1738 parse --help'\n", name.c_str(),
                                std::string( name_of( settings.edition ) ).c_str(), did_you_mean( "{" + name + "}", candidates ).c_str(), known.c_str() );
                  return 2;
               }
            }
            else if( !known_placeholder( name ) ) {
               std::vector< std::string > candidates;
               std::string known;
               for( const auto n : parse_get_names ) {
                  candidates.push_back( "{" + std::string( n ) + "}" );
                  known += std::string( known.empty() ? "" : ", " ) + std::string( n );
               }
               for( const auto& c : grammar::components ) {
                  candidates.push_back( "{" + std::string( c.name ) + "}" );
                  known += ", " + std::string( c.name );
               }
               std::string roles;
               for( const auto& c : grammar::components ) {
                  if( c.role != c.name && roles.find( " " + std::string( c.role ) + "," ) == std::string::npos ) {
                     candidates.push_back( "{" + std::string( c.role ) + "}" );
                     roles += " " + std::string( c.role ) + ",";
                  }
               }
               roles.pop_back();
               std::fprintf( stderr, "rfc1738 parse: --get: no component '{%s}'%s; the names are %s; the roles%s\ntry 'rfc1738 parse --help'\n", name.c_str(),
                             did_you_mean( "{" + name + "}", candidates ).c_str(), known.c_str(), roles.c_str() );
               return 2;
            }
            i = close;
         }
      }
   }
   output out;
   bool all = true;
   std::size_t skipped = 0;
   int status = 0;
   if( settings.jobs <= 1 ) {
      input_options inputs = settings.inputs;
      inputs.before_error = [ & ] { out.flush(); };
      status = for_each_input( "parse", inputs, skipped, [ & ]( const location& where, std::string_view input ) {
         all = parse_one( out, settings, where, input ) && all;
      } );
   }
   else {
      // -j: chunks parsed by `jobs` threads, printed in input order.
      struct chunk_state {
         bool all = true;
      };
      status = for_each_input_on< chunk_state >(
         settings.jobs, "parse", settings.inputs, skipped, out,
         [ & ]( output& o, const location& where, std::string_view input, chunk_state& c ) { c.all = parse_one( o, settings, where, input ) && c.all; },
         [ & ]( const chunk_state& c ) { all = c.all && all; } );
   }
   out.flush();
   if( status != 0 ) {
      return status;
   }
   return all ? 0 : 1;
}

command_run declare_parse( CLI::App& p )
{
   struct settings {
      parse_settings parse;
      std::string get;
      CLI::Option* get_option = nullptr;
      std::string fragment = "strict";
      std::string edition = "rfc1738";
   };
   auto s = std::make_shared< settings >();
   auto& parse = s->parse;
   p.add_flag( "--json", parse.json );
   p.add_flag( "--decode", parse.decode );
   p.add_flag( "--spans", parse.spans );
   s->get_option = p.add_option( "--get", s->get );
   add_fragment_option( p, s->fragment );
   p.add_option( "-j,--jobs", parse.jobs )->check( CLI::Range( 1u, 256u ) );
   p.add_option( "--edition", s->edition )->check( CLI::IsMember( edition_choices() ) );
   add_input_options( p, parse.inputs );
   return [ s ]( const std::vector< std::string >& operands ) {
      auto& parse = s->parse;
      append( parse.inputs.urls, operands );
      if( *s->get_option ) {
         parse.get = s->get;
      }
      if( parse.get && parse.json ) {
         return usage_error( "parse", "--get and --json exclude each other" );
      }
      if( parse.spans && ( parse.json || parse.get ) ) {
         return usage_error( "parse", parse.json ? "--spans and --json exclude each other" : "--spans and --get exclude each other" );
      }
      if( parse.spans && parse.decode ) {
         return usage_error( "parse", "--spans marks the bytes as written; --decode excludes it" );
      }
      parse.fragment = fragment_named( s->fragment );
      parse.edition = *rfc1738::edition_named( s->edition );
      if( parse.edition != rfc1738::edition::rfc1738 && rfc1738::part_names( parse.edition ).empty() ) {
         return usage_error( "parse", "edition " + s->edition + " has no model of its parts ('rfc1738 check --edition " + s->edition + "' gives its verdict)" );
      }
      if( rfc1738::has_fragment( parse.edition ) && parse.fragment == rfc1738::fragment_mode::split ) {
         return usage_error( "parse", "--fragment=split sets a fragment aside for RFC 1738; edition " + s->edition + "'s grammar holds the fragment" );
      }
      return parse_command( parse );
   };
}

}  // namespace rfc1738::cli

// SPDX-License-Identifier: BSL-1.0
// rfc1738 compare FILE: another implementation's answers against the
// library's (tools/compare).
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <string>

#include <CLI/CLI.hpp>

#include "command_table.hpp"
#include "commands.hpp"
#include "compare.hpp"
#include "output.hpp"

namespace rfc1738::cli {

const std::string_view compare_usage =
   "usage: rfc1738 compare [--json | --markdown] [--groups N] [FILE]\n"
   "       rfc1738 compare --editions E,... [--per-input OUT] [--json | --markdown]\n"
   "                       [--groups N] [FILE]\n"
   "\n"
   "Compares another implementation's answers with RFC 1738's (this\n"
   "library's). FILE (standard input when it is absent or \"-\") holds JSON\n"
   "Lines: \"input\" (a string, one code point per byte as check --json writes\n"
   "it) and any of \"valid\", \"conforms\", \"production\", \"scheme\",\n"
   "\"components\" (RFC production names), \"error\" ({\"offset\":N}; null: no\n"
   "error), and \"covers\" (the suite's items, when the inputs come from\n"
   "'rfc1738 suite'). A field a line does not give is not compared;\n"
   "\"components\" is compared on the inputs both call valid.\n"
   "Prints, per field and per production (that of the input's scheme), how\n"
   "many agree and disagree, then the disagreements grouped by cause: the\n"
   "field, then the reference's diagnosis (which side accepts, the class of\n"
   "its message) or the component; the first covers item of each case is\n"
   "counted inside its group. The largest group first, with the shortest\n"
   "inputs of each and both answers.\n"
   "\n"
   "  --json                one JSON object: compared, fields, by_production,\n"
   "                        groups (field, production, cause, covers,\n"
   "                        by_covers, count, examples with input, expected,\n"
   "                        got)\n"
   "  --markdown            the same as Markdown tables\n"
   "  --groups N            only the N largest groups of disagreements (the\n"
   "                        counts still count them all)\n"
   "  --editions E,...      also attribute each answer: all or a comma list of\n"
   "                        editions (editions --list); the report adds, per\n"
   "                        edition, the answers that match it on \"valid\" and\n"
   "                        on the split, and those it follows, then the\n"
   "                        findings: the answers that follow no edition,\n"
   "                        grouped by cause (\"valid\", or \"roles.R\", R the\n"
   "                        first role that differs from the nearest edition);\n"
   "                        --json adds attributed, editions ({name: {valid,\n"
   "                        split, follows}}) and findings ({count, groups})\n"
   "  --per-input OUT       with --editions: write to OUT (\"-\": standard\n"
   "                        output) one JSON line per line read, in order:\n"
   "                        {\"input\":..., \"follows\":[edition names]};\n"
   "                        \"follows\" is null for an answer without \"valid\",\n"
   "                        and a bad line is {\"input\":null,\"follows\":null,\n"
   "                        \"bad\":message}\n"
   "  -h, --help            this help\n"
   "\n"
   "An answer follows an edition when its \"valid\" is the edition's and, when\n"
   "both accept it and the line gives \"roles\" (an object of scheme, userinfo,\n"
   "host, port, path, query, fragment: the parts as the implementation gives\n"
   "them, an absent one left out; the path with its leading \"/\"), the split\n"
   "matches: every role holds the same bytes as the edition's role\n"
   "(docs/lineage.md, \"Roles\"), absent the same as empty, scheme and host\n"
   "without regard to ASCII case; userinfo, host and port are not compared\n"
   "with rfc1808 (its net_loc is one part). The draft's editions have no\n"
   "model of their parts: an answer with \"roles\" on an input both accept\n"
   "does not follow them (the split is not compared). Without \"roles\",\n"
   "\"valid\" alone decides; an answer without \"valid\" is not attributed.\n"
   "\n"
   "Bad input (not JSON, no \"input\", a wrong type, a line over 16 MiB, a\n"
   "character above U+00FF in the input; with --editions, \"roles\" not an\n"
   "object of those seven keys and strings of bytes) is reported on standard\n"
   "error with its line number; the other lines are still compared.\n"
   "\n"
   "Exit status: 0 every compared field agrees (with --editions: every\n"
   "attributed answer follows an edition), 1 one does not (a finding), 2 bad\n"
   "input, usage, read or write error.\n";

int compare_command( const compare_settings& settings )
{
   const bool from_stdin = settings.file.empty() || settings.file == "-";
   const std::string name = from_stdin ? "-" : settings.file;
   std::FILE* in = from_stdin ? stdin : std::fopen( settings.file.c_str(), "rb" );
   if( in == nullptr ) {
      std::fprintf( stderr, "rfc1738 compare: cannot read %s: %s\n", settings.file.c_str(), std::strerror( errno ) );
      return 2;
   }
   rfc1738::compare::comparison c;
   std::FILE* per_input = nullptr;
   int per_input_error = 0;   // errno of the first failed write
   bool per_input_failed = false;
   if( !settings.per_input.empty() ) {
      per_input = settings.per_input == "-" ? stdout : std::fopen( settings.per_input.c_str(), "wb" );
      if( per_input == nullptr ) {
         std::fprintf( stderr, "rfc1738 compare: cannot write %s: %s\n", settings.per_input.c_str(), std::strerror( errno ) );
         if( !from_stdin ) {
            std::fclose( in );
         }
         return 2;
      }
   }
   if( !settings.editions.empty() ) {
      std::function< void( const std::string& ) > sink;
      if( per_input != nullptr ) {
         sink = [ & ]( const std::string& line ) {
            if( !per_input_failed && ( std::fwrite( line.data(), 1, line.size(), per_input ) != line.size() || std::fputc( '\n', per_input ) == EOF ) ) {
               per_input_failed = true;
               per_input_error = errno;
            }
         };
      }
      c.attribute( settings.editions, std::move( sink ) );
   }
   const bool ok = rfc1738::compare::read( in, c );
   const int error = errno;
   if( !from_stdin ) {
      std::fclose( in );
   }
   if( per_input != nullptr ) {
      const bool flushed = std::fflush( per_input ) == 0 && ( per_input == stdout || std::fclose( per_input ) == 0 );
      if( per_input_failed || !flushed ) {
         std::fprintf( stderr, "rfc1738 compare: error writing %s: %s\n", settings.per_input.c_str(), std::strerror( per_input_failed ? per_input_error : errno ) );
         return 2;
      }
   }
   if( !ok ) {
      std::fprintf( stderr, "rfc1738 compare: error reading %s: %s\n", name.c_str(), std::strerror( error ) );
      return 2;
   }
   for( const auto& bad : c.bad() ) {
      std::fprintf( stderr, "%s:%zu: bad input: %s\n", name.c_str(), bad.line, bad.message.c_str() );
   }
   if( c.bad_count() > c.bad().size() ) {
      std::fprintf( stderr, "%s: %zu more bad lines\n", name.c_str(), c.bad_count() - c.bad().size() );
   }
   output out;
   out.put( settings.json ? rfc1738::compare::to_json( c, settings.groups )
                          : settings.markdown ? rfc1738::compare::to_markdown( c, name, settings.groups ) : rfc1738::compare::to_text( c, name, settings.groups ) );
   out.flush();
   if( c.bad_count() > 0 ) {
      return 2;
   }
   if( c.attributing() ) {
      return c.finding_count() == 0 ? 0 : 1;
   }
   return c.all_agree() ? 0 : 1;
}

command_run declare_compare( CLI::App& co )
{
   struct settings {
      compare_settings compare;
      std::vector< std::string > files;
      std::string names;   // --editions a,b,...
   };
   auto s = std::make_shared< settings >();
   auto& compare = s->compare;
   co.add_flag( "--json", compare.json );
   co.add_flag( "--markdown", compare.markdown );
   co.add_option( "--groups", compare.groups );
   auto* editions = co.add_option( "--editions", s->names );
   co.add_option( "--per-input", compare.per_input );
   co.add_option( "answers", s->files );
   return [ s, editions ]( const std::vector< std::string >& operands ) {
      auto& compare = s->compare;
      if( const auto error = editions_named( s->names, compare.editions ) ) {
         return usage_error( "compare", *error );
      }
      if( editions->count() > 0 && compare.editions.empty() ) {
         return usage_error( "compare", "--editions: no edition named; the editions are all, " + edition_list( "", " and " ) );
      }
      // each edition once, where it is first named
      std::vector< rfc1738::edition > once;
      for( const auto e : compare.editions ) {
         if( std::find( once.begin(), once.end(), e ) == once.end() ) {
            once.push_back( e );
         }
      }
      compare.editions = std::move( once );
      if( !compare.per_input.empty() && compare.editions.empty() ) {
         return usage_error( "compare", "--per-input needs --editions" );
      }
      append( s->files, operands );
      if( s->files.size() > 1 ) {
         return usage_error( "compare", "one FILE at most" );
      }
      if( compare.json && compare.markdown ) {
         return usage_error( "compare", "--json and --markdown exclude each other" );
      }
      compare.file = s->files.empty() ? std::string() : s->files.front();
      return compare_command( compare );
   };
}

}  // namespace rfc1738::cli

// SPDX-License-Identifier: BSL-1.0
// rfc1738 suite: the conformance suite, as JSON Lines, or the coverage it
// reaches.
#include <cstdio>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>

#include <CLI/CLI.hpp>

#include "command_table.hpp"
#include "commands.hpp"
#include "output.hpp"
#include "suite.hpp"

namespace rfc1738::cli {

int suite_command( const suite_settings& settings )
{
   rfc1738::suite::settings s;
   s.seed = settings.seed;
   s.extent = settings.size == "full" ? rfc1738::suite::size::full : rfc1738::suite::size::small;
   if( !settings.production.empty() ) {
      s.production = settings.production;
   }
   s.of = *rfc1738::edition_named( settings.edition );
   try {
      output out;
      if( !settings.coverage ) {
         std::string line;
         rfc1738::suite::generate( s, [ & ]( const rfc1738::suite::test_case& c ) {
            line.clear();
            rfc1738::suite::write_json( line, c, s.of );
            line += '\n';
            out.put( line );
         } );
         out.flush();
         return 0;
      }
      // --coverage: every required item and how many cases reach it.
      const auto required = rfc1738::suite::required_items( s );
      std::map< std::string, std::size_t > reached;
      std::size_t cases = 0;
      rfc1738::suite::generate( s, [ & ]( const rfc1738::suite::test_case& c ) {
         ++cases;
         for( const auto& item : c.covers ) {
            ++reached[ item ];
         }
      } );
      std::size_t missing = 0;
      for( const auto& item : required ) {
         const auto i = reached.find( item );
         const std::size_t n = i == reached.end() ? 0 : i->second;
         missing += n == 0 ? 1 : 0;
         out.put( std::to_string( n ) + "\t" + item + ( n == 0 ? "\tMISSING\n" : "\n" ) );
      }
      out.flush();
      std::fprintf( stderr, "%zu cases; %zu of %zu coverage items reached%s\n", cases, required.size() - missing, required.size(), missing == 0 ? "" : " (MISSING ones marked)" );
      return missing == 0 ? 0 : 1;
   }
   catch( const std::invalid_argument& e ) {
      std::fprintf( stderr, "rfc1738 suite: %s\n", e.what() );
      return 2;
   }
}

}  // namespace rfc1738::cli

namespace rfc1738::cli {

const std::string_view suite_usage =
   "usage: rfc1738 suite [--edition E] [--seed N] [--size small|full]\n"
   "                     [--production NAME] [--coverage]\n"
   "\n"
   "A conformance suite for RFC 1738, generated from the grammar of §5: one\n"
   "JSON object per line, exactly the object of 'rfc1738 check --json' for the\n"
   "input (the expected answers: this library's) and\n"
   "  kind    \"conforming\", \"valid-not-conforming\" or \"not-a-url\"\n"
   "  covers  the coverage items the case exercises, the first the one it was\n"
   "          made for: each alternative (\"host/hostname\"), each optional part\n"
   "          present, absent or empty (\"login/[\\\":\\\" password]:empty\"), each\n"
   "          repetition 0, 1 or many times, each byte class at each component\n"
   "          position plain and %-escaped (\"hsegment/byte:national:escaped\"),\n"
   "          a production's literals inside its components\n"
   "          (\"gopherurl/\\\"%09\\\"-in:selector\"), url against otherurl, the RFC's\n"
   "          examples, near-misses (substitution, insertion, deletion,\n"
   "          truncation; \"fails-in:PRODUCTION\"), long inputs (a 64 KB host, a\n"
   "          1 MB path), the rewrites\n"
   "  why     one line for a person\n"
   "\n"
   "  --edition E           @EDITIONS@: the grammar the\n"
   "                        suite is generated from. Another edition than\n"
   "                        rfc1738: each line is the object of 'rfc1738 check\n"
   "                        --edition E --json' (input, edition, valid,\n"
   "                        production, conforms, error, components, roles),\n"
   "                        then target, kind, covers and why; the cases reach\n"
   "                        every choice point, byte class and near-miss of\n"
   "                        its grammar, every group of witnesses of\n"
   "                        'diff-editions' against each other edition\n"
   "                        (\"differs-from:OTHER/...\"), and inputs both E and\n"
   "                        another edition accept but split differently\n"
   "                        (\"split-differs:OTHER:ROLES\")\n"
   "  --seed N              the seed (default 1738): the same seed, the same\n"
   "                        suite\n"
   "  --size WHICH          small (default: every coverage item at least once,\n"
   "                        a few thousand cases) or full (hundreds of thousands)\n"
   "  --production NAME     only the items of production NAME (its RFC name)\n"
   "  --coverage            instead of the cases, each required coverage item\n"
   "                        and how many cases reach it (\"COUNT<TAB>ITEM\")\n"
   "  -h, --help            this help\n"
   "\n"
   "Exit status: 0, 1 with --coverage when an item is not reached, 2 usage or\n"
   "write error, or an unknown production.\n";

command_run declare_suite( CLI::App& su )
{
   auto s = std::make_shared< suite_settings >();
   su.add_option( "--seed", s->seed );
   su.add_option( "--size", s->size )->check( CLI::IsMember( { "small", "full" } ) );
   su.add_option( "--production", s->production );
   su.add_option( "--edition", s->edition )->check( CLI::IsMember( edition_choices() ) );
   su.add_flag( "--coverage", s->coverage );
   return [ s ]( const std::vector< std::string >& operands ) {
      if( !operands.empty() ) {
         return usage_error( "suite", "unexpected argument '" + operands.front() + "'" );
      }
      return suite_command( *s );
   };
}

}  // namespace rfc1738::cli

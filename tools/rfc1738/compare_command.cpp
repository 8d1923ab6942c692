// SPDX-License-Identifier: BSL-1.0
// rfc1738 compare FILE: another implementation's answers against the
// library's (tools/compare).
#include <cerrno>
#include <cstdio>
#include <cstring>

#include "commands.hpp"
#include "compare.hpp"
#include "output.hpp"

namespace rfc1738::cli {

const std::string_view compare_usage =
   "usage: rfc1738 compare [--json | --markdown] [--groups N] [FILE]\n"
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
   "  -h, --help            this help\n"
   "\n"
   "Bad input (not JSON, no \"input\", a wrong type, a line over 16 MiB, a\n"
   "character above U+00FF in the input) is reported on standard error with\n"
   "its line number; the other lines are still compared.\n"
   "\n"
   "Exit status: 0 every compared field agrees, 1 one does not, 2 bad input,\n"
   "usage, read or write error.\n";

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
   const bool ok = rfc1738::compare::read( in, c );
   const int error = errno;
   if( !from_stdin ) {
      std::fclose( in );
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
   return c.all_agree() ? 0 : 1;
}

}  // namespace rfc1738::cli

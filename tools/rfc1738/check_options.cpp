// SPDX-License-Identifier: BSL-1.0
// The options of `rfc1738 check` as one table: check's command line
// declares its CLI11 options by a loop over it (check_cli.cpp, which the
// program and python3 -m rfc1738 both read check's words with), and
// rfc1738._rfc1738._check_options lists it: an option of check is added
// here alone, with its help text (check_command.cpp).
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "commands.hpp"
#include "rfc1738/edition.hpp"

namespace rfc1738::cli {

const std::vector< check_option >& check_option_table()
{
   static const std::vector< check_option > table = [] {
      std::vector< std::string > editions;
      for( const auto e : rfc1738::editions ) {
         editions.emplace_back( name_of( e ) );
      }
      return std::vector< check_option >{
         { "--json", "", {}, "", 0, 0, false, []( check_settings& s, const std::string& ) { s.json = true; } },
         { "-q,--quiet", "", {}, "", 0, 0, false, []( check_settings& s, const std::string& ) { s.quiet = true; } },
         { "--failures", "", {}, "", 0, 0, false, []( check_settings& s, const std::string& ) { s.failures = true; } },
         { "--summary", "WHEN", { "json", "text", "none" }, "", 0, 0, false, []( check_settings& s, const std::string& v ) { s.summary = v; } },
         { "--ignore-scheme-case", "", {}, "", 0, 0, false, []( check_settings& s, const std::string& ) { s.mode.ignore_scheme_case = true; } },
         { "--unwrap", "", {}, "", 0, 0, false, []( check_settings& s, const std::string& ) { s.mode.unwrap = true; } },
         { "--fragment", "MODE", { "strict", "split" }, "", 0, 0, false,
           []( check_settings& s, const std::string& v ) { s.mode.fragment = v == "split" ? rfc1738::fragment_mode::split : rfc1738::fragment_mode::strict; } },
         { "--color,--colour", "WHEN", { "auto", "always", "never" }, "always", 0, 0, false, []( check_settings& s, const std::string& v ) { s.color = v; } },
         { "--edition", "EDITION", editions, "", 0, 0, false,
           []( check_settings& s, const std::string& v ) { s.edition = rfc1738::edition_named( v ).value_or( rfc1738::edition::rfc1738 ); } },
         { "-j,--jobs", "N", {}, "", 1, 256, false, []( check_settings& s, const std::string& v ) { s.jobs = static_cast< unsigned >( std::strtoul( v.c_str(), nullptr, 10 ) ); } },
         { "-f,--file", "FILE", {}, "", 0, 0, true, []( check_settings& s, const std::string& v ) { s.inputs.files.push_back( v ); } },
         { "--skip-blank", "", {}, "", 0, 0, false, []( check_settings& s, const std::string& ) { s.inputs.skip_blank = true; } },
         { "--keep-comments", "", {}, "", 0, 0, false, []( check_settings& s, const std::string& ) { s.inputs.keep_comments = true; } },
         { "--strip-cr", "", {}, "", 0, 0, false, []( check_settings& s, const std::string& ) { s.inputs.strip_cr = true; } },
      };
   }();
   return table;
}

std::string check_option::keyword() const
{
   const auto at = names.find( "--" );
   std::string k( names.substr( at + 2, names.find( ',', at ) - at - 2 ) );
   for( auto& c : k ) {
      c = c == '-' ? '_' : c;
   }
   return k;
}

}  // namespace rfc1738::cli

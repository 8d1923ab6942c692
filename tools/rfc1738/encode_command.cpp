// SPDX-License-Identifier: BSL-1.0
// rfc1738 encode: a component's shortest encoding (rfc1738::encode), and the
// characters table (--table): every printable ASCII character and space, its
// class in §2.2, and how each component production holds it, all read from
// the grammar; with --against FILE, a web table of "characters to encode"
// compared with RFC 1738.
#include <cstdio>
#include <memory>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

#include "command_table.hpp"
#include "output.hpp"
#include "hex.hpp"
#include "suggest.hpp"
#include "rfc1738/decode.hpp"
#include "rfc1738/encode.hpp"
#include "rfc1738/grammar/production_info.hpp"
#include "rfc1738/grammar/charsets.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "rfc1738/warning.hpp"
#include "writing_commands.hpp"

namespace rfc1738::cli {

const std::string_view encode_usage =
   "usage: rfc1738 encode COMPONENT TEXT...\n"
   "       rfc1738 encode --table [--against FILE]\n"
   "\n"
   "Encodes each TEXT (the bytes of the argument) as the component production\n"
   "COMPONENT of RFC 1738 §5 (user, password, hsegment, hpath, search,\n"
   "fsegment, fpath, selector, gopher+_string, encoded822addr, group, article,\n"
   "database, wtype, wpath, psegment, ppath, fieldname, fieldvalue, urlpath,\n"
   "schemepart, gtype, host, port, ...): the shortest text that derives from it\n"
   "and decodes to TEXT, escaping (upper-case hex) exactly the bytes it cannot\n"
   "hold as themselves. A byte it cannot hold at all (a \"/\" in a group, a\n"
   "space in a host) is named on standard error. A port above 65535 is\n"
   "encoded (port = digits, §5) with a port-out-of-range warning.\n"
   "\n"
   "  --table               the characters table: each printable ASCII character\n"
   "                        and space, its class in §2.2, and whether each\n"
   "                        component of each scheme must, may or cannot hold it\n"
   "                        encoded (Markdown; docs/characters.md is its output)\n"
   "  --against FILE        with --table: compare a table of characters to\n"
   "                        encode (rows \"CHAR | %HH | ...\", \"espace\" or\n"
   "                        \"space\" for the space) with RFC 1738, FILE named in\n"
   "                        the header and the caption; a FILE without such rows\n"
   "                        is refused (exit 2)\n"
   "  -h, --help            this help\n"
   "\n"
   "Exit status: 0 every TEXT encoded, 1 one cannot be, 2 usage error (or a\n"
   "FILE that cannot be read or has no table).\n";

namespace {

namespace cs = grammar::charset;

std::string_view name_of( production p )
{
   return grammar::production_names[ static_cast< std::size_t >( p ) ];
}

std::optional< production > production_named( std::string_view name )
{
   for( std::size_t i = 0; i < grammar::production_count; ++i ) {
      if( grammar::production_names[ i ] == name ) {
         return static_cast< production >( i );
      }
   }
   return std::nullopt;
}

// The columns of the table: the components a URL's parts are written as.
constexpr production columns[] = {
   production::user, production::password, production::host, production::fsegment, production::hsegment, production::search, production::gtype,
   production::selector, production::gopher_plus_string, production::encoded822addr, production::group, production::article, production::database,
   production::wtype, production::wpath, production::psegment, production::fieldname, production::fieldvalue, production::urlpath, production::schemepart,
};

// `to` is reachable from `from` in the BNF: `from` is `to`, or uses (through
// the productions naming each other, production_info's used_by) one that
// names it.
bool reaches( production from, production to, unsigned depth = 0 )
{
   if( from == to ) {
      return true;
   }
   if( depth > 40 ) {
      return false;
   }
   std::string_view users = grammar::production_table[ static_cast< std::size_t >( to ) ].used_by;
   while( !users.empty() ) {
      const auto space = users.find( ' ' );
      const auto user = users.substr( 0, space );
      for( std::size_t i = 0; i < grammar::production_count; ++i ) {
         if( grammar::production_table[ i ].rfc_name == user && reaches( from, static_cast< production >( i ), depth + 1 ) ) {
            return true;
         }
      }
      users = space == std::string_view::npos ? std::string_view() : users.substr( space + 1 );
   }
   return false;
}

// The schemes whose production uses `component` ("other" for §3.1's
// generic form).
std::string schemes_using( production component )
{
   std::string out;
   for( const auto& s : grammar::schemes ) {
      if( reaches( s.syntax, component ) ) {
         out += ( out.empty() ? "" : ", " ) + std::string( s.name );
      }
   }
   if( reaches( production::genericurl, component ) ) {
      out += ( out.empty() ? "" : ", " ) + std::string( "other (§3.1)" );
   }
   return out;
}

// A character in a Markdown table cell.
std::string cell( unsigned char c )
{
   if( c == ' ' ) {
      return "space";
   }
   if( c == '|' ) {
      return "`\\|`";
   }
   if( c == '`' ) {
      return "`` ` ``";
   }
   return "`" + std::string( 1, static_cast< char >( c ) ) + "`";
}

// The productions of §5 that are sets of characters, and §2.2's word.
std::string bnf_class( unsigned char c )
{
   const std::pair< const cs::byte_set*, std::string_view > sets[] = {
      { &cs::alpha, "alpha" }, { &cs::digit, "digit" }, { &cs::safe, "safe" }, { &cs::extra, "extra" },
      { &cs::national, "national" }, { &cs::punctuation, "punctuation" }, { &cs::reserved, "reserved" },
   };
   for( const auto& [ set, name ] : sets ) {
      if( set->contains( c ) ) {
         return std::string( name );
      }
   }
   return "(none)";
}

std::string section_2_2( unsigned char c )
{
   if( cs::reserved.contains( c ) ) {
      return "reserved";
   }
   if( cs::unreserved.contains( c ) ) {
      return "unreserved";
   }
   return "unsafe";
}

// must: only escaped; may: as itself or escaped; must not: as itself, the
// production takes no escapes; —: not at all.
std::string verdict( production p, unsigned char c )
{
   const bool escapes = holds( p, static_cast< unsigned char >( 0x80 ) ) == holding::escaped;
   switch( holds( p, c ) ) {
      case holding::itself: return escapes ? "may" : "must not";
      case holding::escaped: return "must";
      case holding::never: break;
   }
   return "—";
}

// A row of a web table of characters to encode: the character and the
// escape it advises, and whether it advises something else instead.
struct advice {
   unsigned char c;
   std::string escape;
   bool replace_by_hyphen = false;
};

// The rows "CHAR | %HH | description |" of a text table ("espace" or
// "space": the space).
std::optional< std::vector< advice > > read_advice( const std::string& file )
{
   std::ifstream in( file, std::ios::binary );
   if( !in ) {
      return std::nullopt;
   }
   std::vector< advice > out;
   std::string line;
   while( std::getline( in, line ) ) {
      const auto bar = line.find( " | %", 1 );
      if( bar == std::string::npos || bar + 7 > line.size() || line.compare( bar + 6, 3, " | " ) != 0 ) {
         continue;
      }
      const auto first = line.substr( 0, bar );
      const auto escape = line.substr( bar + 3, 3 );
      if( !starts_with_escape( escape ) ) {
         continue;
      }
      advice a;
      if( first.size() == 1 ) {
         a.c = static_cast< unsigned char >( first[ 0 ] );
      }
      else if( first == "espace" || first == "space" ) {
         a.c = ' ';
      }
      else {
         continue;
      }
      a.escape = escape;
      // "le remplacer ... par un trait d'union": a hyphen instead.
      a.replace_by_hyphen = line.find( "trait d'union" ) != std::string::npos || line.find( "hyphen" ) != std::string::npos;
      out.push_back( a );
   }
   return out;
}

std::string comparison( const advice& a )
{
   std::string s;
   if( decode( a.escape ) != std::string( 1, static_cast< char >( a.c ) ) ) {
      return "differs: " + a.escape + " is not the escape of this character (it is " + notation::escape_of( a.c ) + ")";
   }
   const auto cls = section_2_2( a.c );
   if( cls == "unsafe" ) {
      s = "agrees: unsafe, \"must always be encoded\" (§2.2)";
   }
   else if( cls == "unreserved" ) {
      s = "differs: §2.2 lets it appear unencoded (\"alphanumerics, the special characters \"$-_.+!*'(),\" ... may be used unencoded\"); encoding it is allowed and keeps the meaning";
   }
   else {
      s = "partly: reserved (§2.2), it must be encoded as data where its scheme reserves it, and must not be when it plays its reserved part (encoding it changes the URL's meaning)";
   }
   if( a.replace_by_hyphen ) {
      s += "; replacing it by a hyphen, as the table suggests, is not an encoding: it changes the octets, so the URL names something else";
   }
   return s;
}

int table( const std::optional< std::string >& against )
{
   std::optional< std::vector< advice > > advised;
   if( against ) {
      advised = read_advice( *against );
      if( !advised ) {
         std::fprintf( stderr, "rfc1738 encode: cannot read '%s'\n", against->c_str() );
         return 2;
      }
      if( advised->empty() ) {
         std::fprintf( stderr, "rfc1738 encode: '%s' has no table of characters to encode (no row \"CHAR | %%HH | ...\")\n", against->c_str() );
         return 2;
      }
   }
   std::string out;
   out += "<!-- Generated by `rfc1738 encode --table";
   if( against ) {
      out += " --against " + *against;
   }
   out += "`. Do not edit: the test cli.writing regenerates it and compares. -->\n";
   out += "# The characters of a URL (RFC 1738 §2.2, §5)\n\n";
   out += "For each printable US-ASCII character and the space: its class in the BNF of\n"
          "§5 and in §2.2, and how each component production holds it, read from the\n"
          "grammar (the encoder `rfc1738 encode` writes exactly this):\n\n"
          "- **may**: the component holds it as itself; it may also be encoded (§2.2:\n"
          "  \"characters that are not required to be encoded ... may be encoded\");\n"
          "- **must**: the component cannot hold it as itself: it must be encoded\n"
          "  (unsafe, or reserved in that place);\n"
          "- **must not**: the component takes no escapes (a host, a group): it is\n"
          "  written as itself, never encoded;\n"
          "- **—**: the component cannot hold it at all.\n\n"
          "Controls (00-1F, 7F) and octets 80-FF must be encoded wherever escapes are\n"
          "allowed, and cannot appear where they are not (§2.2).\n\n";
   out += "The components and the schemes whose production uses them:\n\n| component | schemes |\n|---|---|\n";
   for( const auto p : columns ) {
      out += "| `" + std::string( name_of( p ) ) + "` | " + schemes_using( p ) + " |\n";
   }
   out += "\n| char | hex | BNF class | §2.2 |";
   for( const auto p : columns ) {
      out += " " + std::string( name_of( p ) ) + " |";
   }
   out += "\n|---|---|---|---|";
   for( std::size_t i = 0; i < sizeof( columns ) / sizeof( columns[ 0 ] ); ++i ) {
      out += "---|";
   }
   out += "\n";
   for( unsigned c = 0x20; c < 0x7f; ++c ) {
      const auto b = static_cast< unsigned char >( c );
      out += "| " + cell( b ) + " | " + notation::escape_of( b ) + " | " + bnf_class( b ) + " | " + section_2_2( b ) + " |";
      for( const auto p : columns ) {
         out += " " + verdict( p, b ) + " |";
      }
      out += "\n";
   }
   if( advised ) {
      out += "\n## A web table of \"characters to encode\", compared\n\n"
             "`" + *against + "` (its rows `CHAR | %HH | ...`, read by this program)\n"
             "advises encoding each of these characters with its `%` escape. Where\n"
             "RFC 1738 agrees and where it differs:\n\n"
             "| char | its advice | RFC 1738 §2.2 class | RFC 1738 |\n|---|---|---|---|\n";
      for( const auto& a : *advised ) {
         out += "| " + cell( a.c ) + " | " + a.escape + ( a.replace_by_hyphen ? ", or a hyphen instead" : "" ) + " | " + section_2_2( a.c ) + " | " + comparison( a ) + " |\n";
      }
   }
   write_stdout( out );
   return 0;
}

// The options of encode, as its node of run_command's tree holds them.
struct encode_settings {
   bool want_table = false;
   std::string against;
   CLI::Option* against_option = nullptr;
   std::vector< std::string > operands;   // COMPONENT TEXT...
};

int encode_run( encode_settings& s, const std::vector< std::string >& after );

}  // namespace

command_run declare_encode( CLI::App& app )
{
   auto s = std::make_shared< encode_settings >();
   app.add_flag( "--table", s->want_table );
   s->against_option = app.add_option( "--against", s->against );
   app.add_option( "args", s->operands );
   return [ s ]( const std::vector< std::string >& operands ) { return encode_run( *s, operands ); };
}

namespace {

int encode_run( encode_settings& s, const std::vector< std::string >& after )
{
   auto& operands = s.operands;
   const bool want_table = s.want_table;
   const auto& against = s.against;
   const auto* against_option = s.against_option;
   operands.insert( operands.end(), after.begin(), after.end() );
   if( want_table ) {
      if( !operands.empty() ) {
         return usage_error( "encode", "--table takes no COMPONENT" );
      }
      return table( *against_option ? std::optional< std::string >( against ) : std::nullopt );
   }
   if( *against_option ) {
      return usage_error( "encode", "--against FILE goes with --table" );
   }
   if( operands.empty() ) {
      return usage_error( "encode", "no COMPONENT" );
   }
   const auto p = production_named( operands[ 0 ] );
   if( !p || !encodable( *p ) ) {
      std::vector< std::string > components;
      std::string list;
      for( std::size_t i = 0; i < grammar::production_count; ++i ) {
         if( encodable( static_cast< production >( i ) ) ) {
            components.emplace_back( grammar::production_names[ i ] );
            list += ( list.empty() ? "" : ", " ) + components.back();
         }
      }
      return usage_error( "encode", "'" + operands[ 0 ] + "' is not a component production of RFC 1738 §5" + did_you_mean( operands[ 0 ], components ) + "; the components: " + list );
   }
   if( operands.size() < 2 ) {
      return usage_error( "encode", "no TEXT" );
   }
   int status = 0;
   std::string out;
   for( std::size_t i = 1; i < operands.size(); ++i ) {
      const auto e = encode( *p, operands[ i ] );
      if( e ) {
         out += *e + "\n";
         // Any digits are a port (§5); above 65535, said.
         if( const auto w = *p == production::port ? port_out_of_range( *e ) : std::nullopt ) {
            write_stdout( out );
            out.clear();
            std::fprintf( stderr, "rfc1738 encode: warning: %s [port-out-of-range]\n", w->message.c_str() );
         }
      }
      else {
         write_stdout( out );
         out.clear();
         std::fprintf( stderr, "rfc1738 encode: %s\n", e.error().message.c_str() );
         status = 1;
      }
   }
   write_stdout( out );
   return status;
}

}  // namespace

}  // namespace rfc1738::cli

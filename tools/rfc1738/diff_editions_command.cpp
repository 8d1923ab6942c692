// SPDX-License-Identifier: BSL-1.0
// rfc1738 diff-editions [--json|--markdown] [--edition E] [--against E] [SCHEME]:
// the exact differences of two editions' languages, scheme by scheme
// (rfc1738::diff_editions), and the inputs both accept and split differently
// (suite::split_witnesses), readable, as JSON, or as the Markdown page
// docs/editions.md (docs/lineage/A-B.md).
#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>

#include "command_table.hpp"
#include "commands.hpp"
#include "output.hpp"
#include "rfc1738/annotate.hpp"
#include "rfc1738/edition.hpp"
#include "rfc1738/edition_diff.hpp"
#include "suite.hpp"

namespace rfc1738::cli {

const std::string_view diff_editions_usage =
   "usage: rfc1738 diff-editions [--json|--markdown] [--edition E] [--against E]\n"
   "                             [--witnesses N] [SCHEME]\n"
   "\n"
   "For each scheme both editions define (or SCHEME alone), the exact difference\n"
   "of their languages, computed on the generated automata (the product of the\n"
   "two minimal DFAs, walked breadth first): whether one contains the other,\n"
   "and the shortest strings in one and not in the other, grouped by the\n"
   "production the refusing edition stops in, with that production's BNF in\n"
   "both editions. When one edition is of the generic URI syntax (rfc1808 and\n"
   "later): first \"every string\", the whole languages (RFC 1738's url against\n"
   "URL or URI-reference), then for each scheme of the other edition's url its\n"
   "production against the generic edition's strings that begin with the\n"
   "scheme's name and \":\", letters in either case. Last (not with SCHEME), the\n"
   "inputs both editions accept and split differently (a host, port or userinfo\n"
   "taken otherwise, a path, query or fragment begun elsewhere), grouped by the\n"
   "roles that differ: found by deriving each grammar, not decided.\n"
   "\n"
   "  --edition E           the first edition (default rfc1738)\n"
   "  --against E           the second edition (default draft-03); editions:\n"
   "                        @EDITION_NAMES@\n"
   "  --witnesses N         the shortest N witnesses of each group (default 3)\n"
   "  --json                one JSON object: a, b, schemes (scheme: null for every\n"
   "                        string, production_a,\n"
   "                        production_b, a_contains_b, b_contains_a,\n"
   "                        differences: accepted_by, rejected_by, production,\n"
   "                        states, bnf_rejected_by, bnf_accepted_by, witnesses:\n"
   "                        input, offset), split_differences (roles,\n"
   "                        witnesses)\n"
   "  --markdown            the page docs/editions.md\n"
   "  -h, --help            this help\n"
   "\n"
   "Exit status: 0 the languages are the same for every scheme compared, 1 they\n"
   "differ, 2 usage or write error (an edition or a scheme unknown).\n";

namespace {

// The definition of `name` in edition e, on one line; empty when e has none.
std::string bnf_of( edition e, std::string_view name )
{
   return suite::bnf_line( e, name ).value_or( std::string() );
}

std::string contains_text( const scheme_difference& d, edition a, edition b )
{
   const std::string na( name_of( a ) ), nb( name_of( b ) );
   if( d.a_contains_b && d.b_contains_a ) {
      return "the same language";
   }
   if( d.b_contains_a ) {
      return nb + "'s language contains " + na + "'s";
   }
   if( d.a_contains_b ) {
      return na + "'s language contains " + nb + "'s";
   }
   return "neither language contains the other";
}

// A witness inside Markdown code: its printable form (rfc1738::printable,
// as everywhere), `|` escaped for tables.
std::string markdown_code( std::string_view s )
{
   std::string text;
   for( const char c : rfc1738::printable( s ) ) {
      text += c == '|' ? "\\|" : std::string( 1, c );
   }
   const std::string fence = text.find( '`' ) == std::string::npos ? "`" : "`` ";
   const std::string close = fence == "`" ? "`" : " ``";
   return fence + text + close;
}

// The scheme a comparison is of; "every string" for the whole languages.
std::string label( const scheme_difference& d )
{
   return d.scheme.empty() ? "every string" : d.scheme;
}

// The Markdown anchor of that heading.
std::string anchor( const scheme_difference& d )
{
   return d.scheme.empty() ? "every-string" : d.scheme;
}

// The roles of `roles` ("host+query") in how edition e splits `input`:
// "host `c`, path (empty), no query" (`quote` writes the bytes), and the
// productions that carry them.
struct split_shown {
   std::string parts;
   std::vector< std::string > productions;
};

// The bytes for a person, in double quotes (the text report).
std::string quoted( std::string_view s )
{
   return "\"" + rfc1738::printable( s ) + "\"";
}

template< typename Quote >
split_shown shown_split( edition e, const std::string& input, const std::string& roles, const Quote& quote )
{
   split_shown r;
   const auto s = split( e, input );
   std::size_t from = 0;
   while( s && from <= roles.size() ) {
      const auto plus = std::min( roles.find( '+', from ), roles.size() );
      const std::string role = roles.substr( from, plus - from );
      from = plus + 1;
      const auto part = std::find_if( s->roles.begin(), s->roles.end(), [ & ]( const edition_part& p ) { return p.role == role; } );
      if( part == s->roles.end() ) {
         r.parts += ( r.parts.empty() ? "no " : ", no " ) + role;
         continue;
      }
      r.parts += ( r.parts.empty() ? "" : ", " ) + role + ( part->size == 0 ? std::string( " (empty)" ) : " " + quote( std::string_view( input ).substr( part->offset, part->size ) ) );
      // The innermost component of the role that covers the part, else the
      // innermost one with its bytes (RFC 1738's schemepart, a path).
      std::string_view production, same;
      for( const auto& c : s->components ) {
         if( c.role == role && c.offset <= part->offset && c.offset + c.size >= part->offset + part->size ) {
            production = c.name;
         }
         if( c.offset == part->offset && c.size == part->size ) {
            same = c.name;
         }
      }
      production = production.empty() ? same : production;
      if( !production.empty() && std::find( r.productions.begin(), r.productions.end(), std::string( production ) ) == r.productions.end() ) {
         r.productions.emplace_back( production );
      }
   }
   return r;
}

std::string witnesses_text( const suite::split_group& g )
{
   std::string text;
   for( const auto& w : g.witnesses ) {
      text += ( text.empty() ? "" : ", " ) + markdown_code( w );
   }
   return text;
}

void text_report( output& out, const std::vector< scheme_difference >& all, const std::vector< suite::split_group >& splits, edition a, edition b )
{
   for( const auto& d : all ) {
      out.put( label( d ) + ": " + std::string( d.production_a ) + " (" + std::string( name_of( a ) ) + ") and " + std::string( d.production_b ) + " (" + std::string( name_of( b ) ) +
               "): " + contains_text( d, a, b ) + "\n" );
      for( const auto& g : d.differences ) {
         out.put( "  in " + std::string( name_of( g.accepted_by ) ) + ", not in " + std::string( name_of( g.rejected_by ) ) + " (" + std::string( name_of( g.rejected_by ) ) +
                  " stops in " + std::string( g.production ) + "; " + std::to_string( g.states ) + ( g.states == 1 ? " state" : " states" ) + "):\n" );
         for( const auto& w : g.witnesses ) {
            out.put( "    " );
            readable( out, w.input );
            out.put( "   (stops at " + std::to_string( w.offset ) + ")\n" );
         }
         out.put( "    " + std::string( name_of( g.rejected_by ) ) + ": " + bnf_of( g.rejected_by, g.production ) + "\n" );
         const std::string there = bnf_of( g.accepted_by, g.production );
         if( !there.empty() ) {
            out.put( "    " + std::string( name_of( g.accepted_by ) ) + ": " + there + "\n" );
         }
      }
   }
   if( !splits.empty() ) {
      out.put( "split differently: inputs both " + std::string( name_of( a ) ) + " and " + std::string( name_of( b ) ) + " accept (found by derivation):\n" );
   }
   for( const auto& g : splits ) {
      out.put( "  " + g.roles + ":\n" );
      for( const auto& w : g.witnesses ) {
         out.put( "    " );
         readable( out, w );
         out.put( "\n" );
      }
      for( const edition e : { a, b } ) {
         out.put( "    " + std::string( name_of( e ) ) + ": " + shown_split( e, g.witnesses.front(), g.roles, quoted ).parts + "\n" );
      }
   }
}

void json_report( output& out, const std::vector< scheme_difference >& all, const std::vector< suite::split_group >& splits, edition a, edition b )
{
   suite::write_diff_json( out.buffer(), all, splits, a, b );
   out.put( '\n' );
}

void markdown_report( output& out, const std::vector< scheme_difference >& all, const std::vector< suite::split_group >& splits, edition a, edition b, const std::string& command )
{
   const std::string na( name_of( a ) ), nb( name_of( b ) );
   out.put( "<!-- Generated by `" + command + "`. Do not edit: tests/cli/diff_editions.cpp compares it with the program's output. -->\n" );
   const bool generic = has_fragment( a ) || has_fragment( b );
   if( a == edition::rfc1738 && b == edition::draft03 ) {
      out.put( "# What changed from the March 1994 draft to RFC 1738\n\n" );
   }
   else {
      out.put( "# " + na + " and " + nb + ": the exact differences\n\n" + na + ": " + std::string( title_of( a ) ) + ". " + nb + ": " + std::string( title_of( b ) ) +
               ". What became valid, what stopped being valid, and where: see [the lineage](../lineage.md) for how each grammar is read.\n\n" );
   }
   out.put( std::string( generic ? "First every string (the whole languages: each edition's top production), then for each scheme of the edition "
                                   "with schemes its production against the other's strings that begin with the scheme's name and \":\" (letters in "
                                   "either case): "
                                 : "For each scheme that both " + na + " and " + nb + " define, " ) +
            "the exact difference of the two languages, computed by the "
            "program on the generated automata of both grammars (the product of the two minimal DFAs, walked breadth "
            "first: the languages are regular, so containment is decided exactly and each witness is a shortest one). "
            "A group gathers the witnesses that the refusing edition stops on in the same production; the witnesses "
            "shown are the shortest of the group (bytes outside printable ASCII as `\\xHH`), and \"states\" counts the "
            "states of the product that witness it. Each witness is checked by the tests: derived by one edition's "
            "production and not by the other's, by the independent matcher of `tests/support`.\n\n" );
   out.put( "| scheme | " + na + " | " + nb + " | containment |\n|---|---|---|---|\n" );
   for( const auto& d : all ) {
      out.put( "| [" + label( d ) + "](#" + anchor( d ) + ") | `" + std::string( d.production_a ) + "` | `" + std::string( d.production_b ) + "` | " + contains_text( d, a, b ) + " |\n" );
   }
   for( const auto& d : all ) {
      out.put( "\n## " + label( d ) + "\n\n`" + std::string( d.production_a ) + "` (" + na + ") and `" + std::string( d.production_b ) + "` (" + nb + "): " +
               contains_text( d, a, b ) + ".\n\n" );
      out.put( "| in | not in | stops in | states | shortest witnesses (offset where it stops) | the production there |\n|---|---|---|---:|---|---|\n" );
      for( const auto& g : d.differences ) {
         std::string witnesses;
         for( const auto& w : g.witnesses ) {
            witnesses += ( witnesses.empty() ? "" : ", " ) + markdown_code( w.input ) + " (" + std::to_string( w.offset ) + ")";
         }
         std::string why = std::string( name_of( g.rejected_by ) ) + ": " + markdown_code( bnf_of( g.rejected_by, g.production ) );
         const std::string there = bnf_of( g.accepted_by, g.production );
         if( !there.empty() ) {
            why += "<br>" + std::string( name_of( g.accepted_by ) ) + ": " + markdown_code( there );
         }
         out.put( "| " + std::string( name_of( g.accepted_by ) ) + " | " + std::string( name_of( g.rejected_by ) ) + " | `" + std::string( g.production ) + "` | " +
                  std::to_string( g.states ) + " | " + witnesses + " | " + why + " |\n" );
      }
   }
   if( splits.empty() ) {
      return;
   }
   out.put( "\n## split differently\n\nInputs that both " + na + " and " + nb +
            " accept and split differently: a host, a port or a userinfo taken differently, or a path, query or fragment begun elsewhere (the roles compare "
            "as [the lineage](../lineage.md#roles-how-splits-compare-across-editions) says; `rfc1738 editions --split-differs` asks it of any input). "
            "Unlike the differences above these are found, not decided: each edition's grammar is derived with each of its choices forced and with each "
            "literal of a production inserted inside each of its components, and an input is kept when both editions accept it and split it "
            "differently, grouped by the roles that differ (a set of roles not listed may still have witnesses). The shortest witnesses of each group "
            "are shown, the splits of the first, and the productions that carry those roles on each side. Each witness is checked by the tests: "
            "`rfc1738 editions --split-differs` finds it with these roles.\n\n" );
   out.put( "| roles that differ | shortest witnesses | " + na + " | " + nb + " | the productions there |\n|---|---|---|---|---|\n" );
   for( const auto& g : splits ) {
      std::string rules;
      std::string cells;
      for( const edition e : { a, b } ) {
         const auto shown = shown_split( e, g.witnesses.front(), g.roles, markdown_code );
         cells += shown.parts + " | ";
         for( const auto& p : shown.productions ) {
            rules += ( rules.empty() ? "" : "<br>" ) + std::string( name_of( e ) ) + ": " + markdown_code( bnf_of( e, p ) );
         }
      }
      out.put( "| " + g.roles + " | " + witnesses_text( g ) + " | " + cells + rules + " |\n" );
   }
}

}  // namespace

int diff_editions_command( const diff_editions_settings& settings )
{
   const auto a = edition_named( settings.edition );
   const auto b = edition_named( settings.against );
   if( !a || !b ) {
      std::fprintf( stderr, "rfc1738 diff-editions: no edition '%s' (%s)\n", ( a ? settings.against : settings.edition ).c_str(), edition_list( "", ", " ).c_str() );
      return 2;
   }
   const auto all = diff_editions( *a, *b, settings.scheme ? std::optional< std::string_view >( *settings.scheme ) : std::nullopt, settings.witnesses );
   if( settings.scheme && all.empty() ) {
      std::fprintf( stderr, "rfc1738 diff-editions: scheme '%s' is not one that both %s and %s define\n", settings.scheme->c_str(), std::string( name_of( *a ) ).c_str(),
                    std::string( name_of( *b ) ).c_str() );
      return 2;
   }
   // The inputs both accept and split differently: of the whole languages,
   // not of one scheme.
   const auto splits = settings.scheme ? std::vector< suite::split_group >() : suite::split_witnesses( *a, *b, settings.witnesses );
   output out;
   if( settings.json ) {
      json_report( out, all, splits, *a, *b );
   }
   else if( settings.markdown ) {
      std::string command = "rfc1738 diff-editions --markdown";
      if( settings.edition != "rfc1738" ) {
         command += " --edition " + settings.edition;
      }
      if( settings.against != "draft-03" ) {
         command += " --against " + settings.against;
      }
      if( settings.witnesses != 3 ) {
         command += " --witnesses " + std::to_string( settings.witnesses );
      }
      if( settings.scheme ) {
         command += " " + *settings.scheme;
      }
      markdown_report( out, all, splits, *a, *b, command );
   }
   else {
      text_report( out, all, splits, *a, *b );
   }
   out.flush();
   for( const auto& d : all ) {
      if( !d.differences.empty() ) {
         return 1;
      }
   }
   return 0;
}

command_run declare_diff_editions( CLI::App& de )
{
   struct settings {
      diff_editions_settings diff;
      std::vector< std::string > schemes;
   };
   auto s = std::make_shared< settings >();
   auto& diff = s->diff;
   de.add_flag( "--json", diff.json );
   de.add_flag( "--markdown", diff.markdown );
   de.add_option( "--edition", diff.edition );
   de.add_option( "--against", diff.against );
   de.add_option( "--witnesses", diff.witnesses )->check( CLI::Range( 1, 1000 ) );
   de.add_option( "scheme", s->schemes );
   return [ s ]( const std::vector< std::string >& operands ) {
      auto& diff = s->diff;
      append( s->schemes, operands );
      if( s->schemes.size() > 1 ) {
         return usage_error( "diff-editions", "one SCHEME at most" );
      }
      if( diff.json && diff.markdown ) {
         return usage_error( "diff-editions", "--json and --markdown exclude each other" );
      }
      if( !s->schemes.empty() ) {
         diff.scheme = s->schemes.front();
      }
      return diff_editions_command( diff );
   };
}

}  // namespace rfc1738::cli

// SPDX-License-Identifier: BSL-1.0
// rfc1738 grammar [PRODUCTION...]: the productions as the RFC writes them, the
// PEG form the parser uses (with the reason for any rewrite), and which
// productions use them.
#include <algorithm>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unistd.h>
#include <vector>

#include <CLI/CLI.hpp>

#include "command_table.hpp"
#include "commands.hpp"
#include "output.hpp"
#include "suggest.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/edition.hpp"
#include "rfc1738/grammar_output.hpp"
#include "rfc1738/grammar/components.hpp"
#include "rfc1738/grammar/production_info.hpp"

namespace rfc1738::cli {

const std::string_view grammar_usage =
   "usage: rfc1738 grammar [--edition EDITION] [--json] [PRODUCTION...]\n"
   "       rfc1738 grammar --forms [--json]\n"
   "\n"
   "Without a production: every production of RFC 1738 §5, whole, as the RFC\n"
   "writes it. With one (its RFC name, e.g. ip-schemepart, or its C++ name):\n"
   "the BNF text and its line in rfc1738.bnf (installed in\n"
   "share/rfc1738/grammar/), the PEG form the parser uses (the BNF as written,\n"
   "or the rewrite of rewrites.peg with its reason), and the productions whose\n"
   "BNF names it.\n"
   "\n"
   "  --edition EDITION     @EDITIONS@: the\n"
   "                        productions of that edition, as its grammar files\n"
   "                        write them (the draft's with its readings applied,\n"
   "                        an amended rule as the amending RFC writes it)\n"
   "  --forms               the URL forms instead (the alternatives of url: each\n"
   "                        scheme's production, then otherurl), from the\n"
   "                        generated table (grammar/components.facts): the\n"
   "                        scheme, the authority (none, host, hostport, login)\n"
   "                        and the components in BNF order, each with its role,\n"
   "                        section and noun\n"
   "  --json                a JSON object per line for each production (every\n"
   "                        production without a name): name, bnf, section (RFC\n"
   "                        1738: the section that cites it, then §5), file,\n"
   "                        line, rewrite, why, peg (null when read as written),\n"
   "                        used_by; with --forms: one JSON array, an object per\n"
   "                        form (production, scheme, target, authority,\n"
   "                        components: name, role, section, noun, kind)\n"
   "  -h, --help            this help\n"
   "\n"
   "Exit status: 0, or 2 when a production is not one of RFC 1738 §5.\n";

namespace {

void indent( output& out, std::string_view text, std::string_view prefix )
{
   while( !text.empty() ) {
      const auto nl = text.find( '\n' );
      out.put( prefix );
      out.put( text.substr( 0, nl ) );
      out.put( '\n' );
      if( nl == std::string_view::npos ) {
         break;
      }
      text.remove_prefix( nl + 1 );
   }
}

// Where grammar/ is: installed (share/rfc1738/grammar), else the source
// tree the program was built from; else its name in the source.
std::string grammar_dir()
{
   for( const char* dir : { RFC1738_GRAMMAR_INSTALLED, RFC1738_GRAMMAR_SOURCE } ) {
      if( access( ( std::string( dir ) + "/rfc1738.bnf" ).c_str(), R_OK ) == 0 ) {
         return dir;
      }
   }
   return "grammar";
}

// One production as text: where it is, its BNF, the PEG form the parser
// uses (why, for a rewrite) and its users. RFC 1738's also names its rule
// and the rewrite's line (the generated production table), its files in
// `dir` (grammar_dir).
void describe( output& out, const edition e, const edition_production& p, const std::string& dir )
{
   const grammar::production_info* rule = nullptr;
   for( const auto& info : grammar::production_table ) {
      rule = e == edition::rfc1738 && info.rfc_name == p.name ? &info : rule;
   }
   out.put( p.name );
   out.put( rule != nullptr ? "  (RFC 1738 §5, " + dir + "/rfc1738.bnf" : "  (edition " + std::string( name_of( e ) ) + ", " + std::string( p.file ) );
   out.put( " line " + std::to_string( p.line ) + ")\n" );
   indent( out, p.bnf, "  " );
   if( p.rewrite.empty() ) {
      out.put( "PEG: the BNF as written" );
      out.put( rule != nullptr ? " (rule rfc1738::grammar::" + std::string( rule->identifier ) + ")\n" : std::string( "\n" ) );
   }
   else {
      out.put( "PEG: rewrite " );
      out.put( p.rewrite );
      out.put( rule != nullptr ? " (" + dir + "/rewrites.peg line " + std::to_string( rule->peg_line ) + ")\n" : std::string( "\n" ) );
      indent( out, p.peg, "  " );
      out.put( "because:\n" );
      indent( out, p.why, "  " );
   }
   out.put( "used by: " );
   out.put( p.used_by.empty() ? std::string_view( "(none: a start symbol or unused)" ) : p.used_by );
   out.put( "\n" );
}

// rfc1738 grammar [--edition E] [--json] [PRODUCTION...]
int grammar_command( const edition e, const std::vector< std::string >& names, const bool json )
{
   output out;
   const std::size_t n = production_count( e );
   if( names.empty() && !json ) {
      // Every production whole, as the RFC writes it; a rewrite named at its
      // end (the draft's and later RFCs' productions are paragraphs).
      for( std::size_t i = 0; i < n; ++i ) {
         const auto p = production_at( e, i );
         out.put( p.bnf );
         if( !p.rewrite.empty() ) {
            out.put( "   ; PEG rewrite " );
            out.put( p.rewrite );
         }
         out.put( e == edition::rfc1738 ? "\n" : "\n\n" );
      }
      return 0;
   }
   const std::string dir = grammar_dir();
   std::string line;
   const auto put = [ & ]( const edition_production& p ) {
      if( !json ) {
         describe( out, e, p, dir );
         return;
      }
      line.clear();
      write_json( line, e, p );
      line += '\n';
      out.put( line );
   };
   for( std::size_t i = 0; names.empty() && i < n; ++i ) {
      put( production_at( e, i ) );
   }
   int status = 0;
   for( const auto& name : names ) {
      if( const auto p = production_of( e, name ) ) {
         put( *p );
         continue;
      }
      out.flush();
      status = 2;
      if( e != edition::rfc1738 ) {
         std::fprintf( stderr, "rfc1738 grammar: no production '%s' in edition %.*s\n", name.c_str(), static_cast< int >( name_of( e ).size() ), name_of( e ).data() );
         continue;
      }
      std::vector< std::string > known;
      for( const auto& p : grammar::production_table ) {
         known.emplace_back( p.rfc_name );
      }
      std::fprintf( stderr, "rfc1738 grammar: no production '%s' in RFC 1738 §5%s ('rfc1738 grammar' lists them)\n", name.c_str(),
                    did_you_mean( name, known ).c_str() );
   }
   return status;
}

int forms_command( bool json )
{
   // The generated table of URL forms (grammar/components.facts joined with
   // the BNF): each alternative of `url`, its scheme, the production check
   // names as the target of a URL of that scheme, its authority and its
   // components in BNF order, each with its section in this form.
   output out;
   if( json ) {
      std::string array;
      write_url_forms_json( array );
      out.put( array + '\n' );
      return 0;
   }
   for( const auto& f : grammar::url_forms ) {
      out.put( grammar::rfc_name( f.syntax ) );
      out.put( f.scheme.empty() ? " (any other scheme; target " + std::string( grammar::rfc_name( rfc1738::target_of( f.scheme ) ) ) + ")"
                                : " (" + std::string( f.scheme ) + ":)" );
      out.put( ", authority: " );
      out.put( grammar::name_of( f.authority ) );
      out.put( '\n' );
      for( std::size_t i = 0; i < f.count; ++i ) {
         const auto& c = grammar::info( f.components[ i ] );
         std::string line = "  " + std::string( c.name );
         line.resize( std::max< std::size_t >( line.size() + 1, 18 ), ' ' );
         line += std::string( c.role );
         line.resize( std::max< std::size_t >( line.size() + 1, 30 ), ' ' );
         line += "§" + std::string( f.sections[ i ] );
         line.resize( std::max< std::size_t >( line.size() + 1, 40 ), ' ' );
         line += c.noun;
         if( c.kind != grammar::component_kind::part ) {
            line += " (" + std::string( grammar::name_of( c.kind ) ) + ")";
         }
         out.put( line );
         out.put( '\n' );
      }
   }
   return 0;
}

}  // namespace

command_run declare_grammar( CLI::App& g )
{
   struct settings {
      std::vector< std::string > productions;
      std::string edition = "rfc1738";
      bool forms = false;
      bool json = false;
   };
   auto s = std::make_shared< settings >();
   g.add_option( "--edition", s->edition )->check( CLI::IsMember( edition_choices() ) );
   g.add_option( "production", s->productions );
   g.add_flag( "--forms", s->forms );
   g.add_flag( "--json", s->json );
   return [ s ]( const std::vector< std::string >& operands ) {
      append( s->productions, operands );
      if( s->forms ) {
         if( !s->productions.empty() || s->edition != "rfc1738" ) {
            return usage_error( "grammar", "--forms takes no production and no --edition (the forms are RFC 1738's)" );
         }
         return forms_command( s->json );
      }
      return grammar_command( *rfc1738::edition_named( s->edition ), s->productions, s->json );
   };
}

}  // namespace rfc1738::cli

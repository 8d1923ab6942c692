// SPDX-License-Identifier: BSL-1.0
// bnf2pegtl: reads the RFC 1738 §5 BNF and its PEG rewrites, writes generated/.
//
//   bnf2pegtl --bnf grammar/rfc1738.bnf --rewrites grammar/rewrites.peg [--facts grammar/schemes.facts] [--components grammar/components.facts] --out generated
//
// With --facts, the schemes of `url` joined with their §3 facts are written too
// (rfc1738/grammar/schemes.hpp).
//
//   bnf2pegtl --draft grammar/draft-ietf-uri-url-03.bnf --readings grammar/draft-ietf-uri-url-03.readings
//             --rewrites grammar/draft-ietf-uri-url-03.peg --out generated
//
// reads the March 1994 draft's BNF in its own notation (draft_reader.hpp) with
// its readings (edition draft-03: every reading applied), checks that every
// recursion is on the right (the languages are regular), and writes its rules
// to rfc1738/draft03/ (namespace rfc1738::draft03). With
//
//   --edition draft-03-literal --literal-rewrites grammar/draft-ietf-uri-url-03-literal.peg
//
// the typos are read as written (the readings of kind typo are not applied):
// the rewrites of the productions they replace are dropped, those of the
// second file added, and the rules go to rfc1738/draft03_literal/.
//
// Exit status 0 when written, 1 when a grammar file is refused (the message is
// "file:line:column: what"), 2 on a usage error.
//
// With --railroad DIR instead of --out DIR, either form writes DIR/NAME.svg: a
// railroad diagram of each production as its BNF is written (the web site's
// grammar page, scripts/site.sh).

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <vector>
#include <string>

#include "draft_reader.hpp"
#include "emitter.hpp"
#include "railroad.hpp"
#include "reader.hpp"

namespace {

std::string slurp( const std::string& path )
{
   std::ifstream in( path, std::ios::binary );
   if( !in ) {
      throw rfc1738::bnf2pegtl::read_error( path + ": cannot open" );
   }
   std::ostringstream s;
   s << in.rdbuf();
   return s.str();
}

int usage()
{
   std::cerr << "usage: bnf2pegtl --bnf FILE --rewrites FILE [--facts FILE] [--components FILE] --out DIR\n"
                "       bnf2pegtl --draft FILE --readings FILE --rewrites FILE [--edition draft-03|draft-03-literal --literal-rewrites FILE] --out DIR\n"
                "       either form with --railroad DIR instead of --out DIR: DIR/NAME.svg, a railroad diagram of each production's BNF\n";
   return 2;
}

// The grammar/ path a header names for a file given on the command line.
std::string shown( const std::string& path )
{
   return "grammar/" + std::filesystem::path( path ).filename().string();
}

// The draft: its BNF with the readings of edition draft-03, its rewrites.
std::map< std::string, std::string > draft_files( rfc1738::bnf2pegtl::grammar& grammar, const std::string& draft, const std::string& readings, const std::string& rewrites,
                                                  const std::string& literal_rewrites )
{
   namespace g = rfc1738::bnf2pegtl;
   const bool literal = !literal_rewrites.empty();
   const auto as_written = g::read_draft( slurp( draft ), draft );
   const auto decided = g::read_readings( slurp( readings ), readings, as_written );
   grammar.productions = g::apply_readings( as_written, decided, literal ? g::draft_edition::literal : g::draft_edition::corrected );
   g::check_right_recursion( grammar.productions );
   grammar.rewrites = g::read_rewrites( slurp( rewrites ), rewrites, grammar.productions );
   if( literal ) {
      // The rewrites of the productions a typo reading replaces are the
      // corrected edition's: the literal edition has its own.
      std::set< std::string > typos;
      for( const auto& r : decided ) {
         if( r.kind == "typo" ) {
            typos.insert( r.replaces );
         }
      }
      std::vector< g::rewrite > kept;
      for( auto& r : grammar.rewrites ) {
         if( typos.count( r.replaces ) == 0 ) {
            kept.push_back( std::move( r ) );
         }
      }
      for( auto& r : g::read_rewrites( slurp( literal_rewrites ), literal_rewrites, grammar.productions ) ) {
         for( const auto& k : kept ) {
            if( k.replaces == r.replaces ) {
               throw g::read_error( g::to_string( r.where ) + ": production `" + r.replaces + "` is rewritten in " + rewrites + " too" );
            }
         }
         kept.push_back( std::move( r ) );
      }
      grammar.rewrites = std::move( kept );
   }
   g::check( grammar );
   g::edition ed;
   ed.title = std::string( "draft-ietf-uri-url-03 (March 1994), edition " ) + ( literal ? "draft-03-literal" : "draft-03" );
   ed.ns = literal ? "rfc1738::draft03_literal" : "rfc1738::draft03";
   ed.folder = literal ? "rfc1738/draft03_literal" : "rfc1738/draft03";
   ed.umbrella = literal ? "rfc1738/draft03_literal.hpp" : "rfc1738/draft03.hpp";
   ed.guard = literal ? "RFC1738_DRAFT03_LITERAL" : "RFC1738_DRAFT03";
   ed.readings_path = shown( readings );
   for( auto& d : grammar.productions ) {
      d.where.file = d.where.file == readings ? shown( readings ) : shown( draft );
   }
   for( const auto& r : decided ) {
      const auto& name = r.kind == "gap" ? r.defines : r.replaces;
      if( name.empty() ) {
         continue;
      }
      if( literal && r.kind == "typo" ) {
         ed.notes[ r.replaces ] = "Read as written in this edition: reading `" + r.id + "` (typo), " + ed.readings_path + " line " + std::to_string( r.where.line ) +
                                  ",\nis applied in edition draft-03 only.\n";
         continue;
      }
      std::string note = "Reading `" + r.id + "` (" + r.kind + "), " + ed.readings_path + " line " + std::to_string( r.where.line ) + ".\n";
      if( r.kind != "gap" ) {
         note += "As written in " + shown( draft ) + ":\n";
         for( const auto& l : r.as_written ) {
            note += "  " + l + "\n";
         }
      }
      for( const auto& l : r.why ) {
         note += l + "\n";
      }
      ed.notes[ r.kind == "repair" || r.kind == "typo" ? r.rules.front().name : name ] = note;
   }
   return g::emit( grammar, { shown( draft ), shown( rewrites ) + ( literal ? ", " + shown( literal_rewrites ) : "" ), "" }, ed );
}

}  // namespace

int main( int argc, char** argv )
{
   std::string bnf, rewrites, facts, components, out, draft, readings, literal_rewrites, railroad;
   std::string edition = "draft-03";
   for( int i = 1; i < argc; ++i ) {
      const std::string a = argv[ i ];
      if( i + 1 >= argc ) {
         return usage();
      }
      if( a == "--bnf" ) {
         bnf = argv[ ++i ];
      }
      else if( a == "--rewrites" ) {
         rewrites = argv[ ++i ];
      }
      else if( a == "--facts" ) {
         facts = argv[ ++i ];
      }
      else if( a == "--components" ) {
         components = argv[ ++i ];
      }
      else if( a == "--draft" ) {
         draft = argv[ ++i ];
      }
      else if( a == "--readings" ) {
         readings = argv[ ++i ];
      }
      else if( a == "--edition" ) {
         edition = argv[ ++i ];
      }
      else if( a == "--literal-rewrites" ) {
         literal_rewrites = argv[ ++i ];
      }
      else if( a == "--out" ) {
         out = argv[ ++i ];
      }
      else if( a == "--railroad" ) {
         railroad = argv[ ++i ];
      }
      else {
         return usage();
      }
   }
   const bool is_draft = !draft.empty() || !readings.empty();
   if( ( is_draft ? ( draft.empty() || readings.empty() || !bnf.empty() || !facts.empty() || !components.empty() ) : bnf.empty() ) || rewrites.empty() || ( out.empty() && railroad.empty() ) ) {
      return usage();
   }
   const bool literal = edition == "draft-03-literal";
   if( ( !literal && edition != "draft-03" ) || literal != !literal_rewrites.empty() || ( !is_draft && ( literal || edition != "draft-03" ) ) ) {
      return usage();
   }
   namespace g = rfc1738::bnf2pegtl;
   try {
      g::grammar grammar;
      std::map< std::string, std::string > files;
      if( is_draft ) {
         files = draft_files( grammar, draft, readings, rewrites, literal_rewrites );
      }
      else {
         grammar.productions = g::read_bnf( slurp( bnf ), bnf );
         grammar.rewrites = g::read_rewrites( slurp( rewrites ), rewrites, grammar.productions );
         g::check( grammar );
         if( !facts.empty() ) {
            grammar.facts = g::read_scheme_facts( slurp( facts ), facts );
            g::check_facts( grammar );
         }
         if( !components.empty() ) {
            grammar.components = g::read_component_facts( slurp( components ), components );
            g::check_components( grammar );
         }
         files = g::emit( grammar, { "grammar/rfc1738.bnf", "grammar/rewrites.peg", "grammar/schemes.facts" } );
      }
      if( !railroad.empty() ) {   // the diagrams instead of the generated code
         files = g::railroads( grammar );
         out = railroad;
      }
      for( const auto& [ path, content ] : files ) {
         const auto target = std::filesystem::path( out ) / path;
         std::filesystem::create_directories( target.parent_path() );
         std::ofstream o( target, std::ios::binary | std::ios::trunc );
         o << content;
         if( !o ) {
            std::cerr << "bnf2pegtl: cannot write " << target.string() << '\n';
            return 1;
         }
      }
      std::cerr << "bnf2pegtl: " << grammar.productions.size() << " productions, " << grammar.rewrites.size() << " rewrites, " << files.size() << " files written to " << out << '\n';
   }
   catch( const g::read_error& e ) {
      std::cerr << e.what() << '\n';
      return 1;
   }
   return 0;
}

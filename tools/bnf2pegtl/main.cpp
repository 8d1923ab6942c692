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
//   bnf2pegtl --editions grammar/editions.facts --out generated
//
// generates every edition the manifest lists, each from its files (named
// relative to the manifest's folder) as the options above would, and writes
// the table of editions (rfc1738/editions.hpp, rfc1738/edition_list.hpp).
//
// With --railroad DIR instead of --out DIR, each form writes a railroad
// diagram of each production as its BNF is written (the web site's grammar
// page, scripts/site.sh): DIR/NAME.svg, or with --editions
// DIR/EDITION/NAME.svg for every edition of the manifest.
//
// Exit status 0 when written, 1 when a grammar file is refused (the message is
// "file:line:column: what"), 2 on a usage error.
#include <algorithm>
#include <cctype>
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
#include "uri_edition.hpp"

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
   std::cerr << "usage: bnf2pegtl --editions FILE --out DIR\n"
                "       bnf2pegtl --bnf FILE --rewrites FILE [--facts FILE] [--components FILE] --out DIR\n"
                "       bnf2pegtl --draft FILE --readings FILE --rewrites FILE [--edition draft-03|draft-03-literal --literal-rewrites FILE] --out DIR\n"
                "       each form with --railroad DIR instead of --out DIR: a railroad diagram (SVG) of each production's BNF\n";
   return 2;
}

// The grammar/ path a header names for a file given on the command line.
std::string shown( const std::string& path )
{
   return "grammar/" + std::filesystem::path( path ).filename().string();
}

std::string upper( std::string s )
{
   for( char& c : s ) {
      c = static_cast< char >( std::toupper( static_cast< unsigned char >( c ) ) );
   }
   return s;
}

// The draft: its BNF with the readings of edition draft-03, its rewrites.
std::map< std::string, std::string > draft_files( rfc1738::bnf2pegtl::grammar& grammar, const std::string& draft, const std::string& readings, const std::string& rewrites,
                                                  const std::string& literal_rewrites, const std::string& ns, const std::map< std::string, std::string >& sources )
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
   ed.ns = "rfc1738::" + ns;
   ed.folder = "rfc1738/" + ns;
   ed.umbrella = "rfc1738/" + ns + ".hpp";
   ed.guard = "RFC1738_" + upper( ns );
   ed.readings_path = shown( readings );
   ed.sources = sources;
   // check( draft, input ): valid when `url` derives the input, the verdict
   // named by the alternative of `url` that does.
   ed.verdict_top = "url";
   for( const auto& d : grammar.productions ) {
      if( d.name == "url" ) {
         if( d.body.what != g::expression::kind::alternation ) {
            throw g::read_error( g::to_string( d.where ) + ": `url` is not an alternation of the schemes' productions: the verdict names one" );
         }
         for( const auto& a : d.body.subs ) {
            if( a.what != g::expression::kind::name ) {
               throw g::read_error( g::to_string( a.where ) + ": an alternative of `url` is not a production: the verdict names one" );
            }
            ed.verdict_productions.push_back( a.text );
         }
      }
   }
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

// What one run of the generator is asked for: one edition's files.
struct request {
   std::string bnf, rewrites, facts, components, draft, readings, literal_rewrites;
   std::string edition = "draft-03";   // of the draft: draft-03 or draft-03-literal
   std::string ns;                     // below rfc1738::; empty: grammar, draft03 or draft03_literal
   // An edition of the generic URI syntax (uri_edition.hpp): its grammar
   // files in order, the core rules, its facts files in order; and its title.
   std::vector< std::string > grammars, models, rewrite_files;
   std::string core, title;
   // Where each file comes from, by its shown path (grammar/editions.facts'
   // @source; empty without --editions).
   std::map< std::string, std::string > sources;
};

// An edition of the generic URI syntax: its files assembled, its rewrites, its
// facts (grammar.hpp's rules and tables, and model.hpp).
std::map< std::string, std::string > uri_files( const request& r, rfc1738::bnf2pegtl::grammar& grammar, rfc1738::bnf2pegtl::uri_facts& facts )
{
   namespace g = rfc1738::bnf2pegtl;
   std::vector< std::string > facts_paths;
   for( const auto& m : r.models ) {
      g::read_uri_facts( slurp( m ), shown( m ), facts );
      facts_paths.push_back( shown( m ) );
   }
   std::vector< g::grammar_file > files;
   std::string paths;
   for( const auto& f : r.grammars ) {
      files.push_back( { shown( f ), slurp( f ) } );
      paths += ( paths.empty() ? "" : ", " ) + shown( f );
   }
   const g::grammar_file core{ r.core.empty() ? std::string() : shown( r.core ), r.core.empty() ? std::string() : slurp( r.core ) };
   // The readings of the prose values (RFC 2396 §2.4.3's `control` and `space`).
   const auto readings = r.readings.empty() ? std::vector< g::prose_reading >() : g::read_prose_readings( slurp( r.readings ), shown( r.readings ) );
   std::map< std::string, std::string > replaced;
   grammar.productions = g::assemble_uri_grammar( files, core, facts.names_ignore_case, replaced, readings );
   // Each rewrites file over the ones before it: a production rewritten again
   // takes the later rewrite (an amended rule needs its own).
   std::string rewrite_paths;
   for( const auto& f : r.rewrite_files ) {
      for( auto& w : g::read_rewrites( slurp( f ), shown( f ), grammar.productions ) ) {
         auto& all = grammar.rewrites;
         all.erase( std::remove_if( all.begin(), all.end(), [ & ]( const g::rewrite& o ) { return o.replaces == w.replaces; } ), all.end() );
         all.push_back( std::move( w ) );
      }
      rewrite_paths += ( rewrite_paths.empty() ? "" : ", " ) + shown( f );
   }
   g::check( grammar );
   g::check_uri_facts( grammar, facts );
   g::edition ed;
   ed.title = r.title;
   ed.ns = "rfc1738::" + r.ns;
   ed.folder = "rfc1738/" + r.ns;
   ed.umbrella = "rfc1738/" + r.ns + ".hpp";
   ed.guard = "RFC1738_" + upper( r.ns );
   ed.notes = replaced;
   ed.readings_path = r.readings.empty() ? std::string() : shown( r.readings );
   ed.sources = r.sources;
   for( const auto& p : readings ) {
      std::string note = "The reading of its prose value, " + shown( r.readings ) + " line " + std::to_string( p.where.line ) + ":\n";
      for( const auto& l : p.why ) {
         note += l + "\n";
      }
      ed.notes[ p.production ] += note;
      // What `grammar --edition` shows below the definition as written.
      for( auto& d : grammar.productions ) {
         if( d.name == p.production && d.source.find( p.prose ) != std::string::npos ) {
            d.source += "\n; read as " + p.source + " (" + shown( r.readings ) + " line " + std::to_string( p.where.line ) + ")";
         }
      }
   }
   // check walks the top production's automaton for the verdict and those of
   // the verdicts' productions for which one derives the input; why_not and
   // diff_editions walk the top's; check and why_not also those of the
   // schemes that refine conforms.
   ed.automata_only = { facts.top };
   ed.automata_only.insert( ed.automata_only.end(), facts.verdicts.begin(), facts.verdicts.end() );
   for( const auto& s : facts.schemes ) {
      ed.automata_only.push_back( s.production );
   }
   ed.verdict_top = facts.top;
   ed.verdict_productions = facts.verdicts;
   ed.verdict_stop = g::fragment_literal( grammar, facts );
   for( const auto& s : facts.schemes ) {
      ed.verdict_schemes.emplace_back( s.scheme, s.production );
   }
   // The split program of the top, down to the nodes the model records (its
   // components and verdicts); its derives gates walk their productions'
   // automata.
   std::vector< std::string > nodes = facts.verdicts;
   for( const auto& c : facts.components ) {
      nodes.push_back( c.production );
   }
   ed.split = g::uri_split_program( grammar, facts.top, nodes );
   const auto gated = [ &ed ]( const std::vector< g::program_step >& steps, const auto& self ) -> void {
      for( const auto& s : steps ) {
         if( s.when == g::program_step::gate::derives && std::find( ed.automata_only.begin(), ed.automata_only.end(), s.production ) == ed.automata_only.end() ) {
            ed.automata_only.push_back( s.production );
         }
         self( s.steps, self );
      }
   };
   gated( ed.split->steps, gated );
   auto out = g::emit( grammar, { paths, rewrite_paths, "" }, ed );
   out[ ed.folder + "/model.hpp" ] = g::emit_uri_model( grammar, facts, ed.ns, ed.folder, ed.guard, r.title, facts_paths );
   return out;
}

// Whether the request names one edition's files, consistently.
bool well_formed( const request& r )
{
   if( !r.grammars.empty() || !r.models.empty() ) {
      return !r.grammars.empty() && !r.models.empty() && !r.rewrites.empty() && r.bnf.empty() && r.draft.empty() && r.facts.empty() &&
             r.components.empty() && r.literal_rewrites.empty();
   }
   const bool is_draft = !r.draft.empty() || !r.readings.empty();
   if( ( is_draft ? ( r.draft.empty() || r.readings.empty() || !r.bnf.empty() || !r.facts.empty() || !r.components.empty() ) : r.bnf.empty() ) || r.rewrites.empty() ) {
      return false;
   }
   const bool literal = r.edition == "draft-03-literal";
   return !( ( !literal && r.edition != "draft-03" ) || literal != !r.literal_rewrites.empty() || ( !is_draft && ( literal || r.edition != "draft-03" ) ) );
}

// One edition: its grammar read and checked, its files (path below the
// output folder → content).
std::map< std::string, std::string > generate( const request& r, rfc1738::bnf2pegtl::grammar& grammar, rfc1738::bnf2pegtl::uri_facts* facts = nullptr )
{
   namespace g = rfc1738::bnf2pegtl;
   if( !r.grammars.empty() ) {
      g::uri_facts local;
      return uri_files( r, grammar, facts ? *facts : local );
   }
   if( !r.draft.empty() ) {
      const bool literal = r.edition == "draft-03-literal";
      return draft_files( grammar, r.draft, r.readings, r.rewrites, r.literal_rewrites, r.ns.empty() ? ( literal ? "draft03_literal" : "draft03" ) : r.ns, r.sources );
   }
   grammar.productions = g::read_bnf( slurp( r.bnf ), r.bnf );
   grammar.rewrites = g::read_rewrites( slurp( r.rewrites ), r.rewrites, grammar.productions );
   g::check( grammar );
   if( !r.facts.empty() ) {
      grammar.facts = g::read_scheme_facts( slurp( r.facts ), r.facts, &grammar.proven, &grammar.sections );
      g::check_facts( grammar );
   }
   if( !r.components.empty() ) {
      grammar.components = g::read_component_facts( slurp( r.components ), r.components, &grammar.across, &grammar.recorded );
      g::check_components( grammar );
   }
   const g::sources from{ shown( r.bnf ), shown( r.rewrites ), shown( r.facts.empty() ? "schemes.facts" : r.facts ) };
   if( r.ns.empty() || r.ns == "grammar" ) {
      return g::emit( grammar, from );
   }
   g::edition ed;
   ed.title = shown( r.bnf );
   ed.ns = "rfc1738::" + r.ns;
   ed.folder = "rfc1738/" + r.ns;
   ed.umbrella = "rfc1738/" + r.ns + ".hpp";
   ed.guard = "RFC1738_" + upper( r.ns );
   return g::emit( grammar, from, ed );
}

// The request of one line of the editions manifest, its files in `folder`.
request request_of( const rfc1738::bnf2pegtl::edition_fact& e, const std::filesystem::path& folder, const std::map< std::string, std::string >& sources )
{
   request r;
   r.ns = e.ns;
   r.title = e.title;
   for( const auto& [ option, file ] : e.files ) {
      const std::string path = ( folder / file ).string();
      if( const auto s = sources.find( file ); s != sources.end() ) {
         r.sources[ shown( path ) ] = s->second;
      }
      if( option == "grammar" || option == "model" ) {
         ( option == "grammar" ? r.grammars : r.models ).push_back( path );
         continue;
      }
      if( option == "core" ) {
         r.core = path;
         continue;
      }
      if( option == "rewrites" ) {
         r.rewrite_files.push_back( path );
      }
      ( option == "bnf"              ? r.bnf
        : option == "rewrites"       ? r.rewrites
        : option == "facts"          ? r.facts
        : option == "components"     ? r.components
        : option == "draft"          ? r.draft
        : option == "readings"       ? r.readings
                                     : r.literal_rewrites ) = path;
   }
   if( !r.literal_rewrites.empty() ) {
      r.edition = "draft-03-literal";
   }
   if( !well_formed( r ) ) {
      throw rfc1738::bnf2pegtl::read_error( rfc1738::bnf2pegtl::to_string( e.where ) + ": edition `" + e.name + "` needs bnf and rewrites (with facts, components), or draft, readings and rewrites (with literal-rewrites)" );
   }
   return r;
}

bool write( const std::string& out, const std::map< std::string, std::string >& files )
{
   for( const auto& [ path, content ] : files ) {
      const auto target = std::filesystem::path( out ) / path;
      std::filesystem::create_directories( target.parent_path() );
      std::ofstream o( target, std::ios::binary | std::ios::trunc );
      o << content;
      if( !o ) {
         std::cerr << "bnf2pegtl: cannot write " << target.string() << '\n';
         return false;
      }
   }
   return true;
}

}  // namespace

int main( int argc, char** argv )
{
   request r;
   std::string out, editions, railroad;
   bool single = false;
   for( int i = 1; i < argc; ++i ) {
      const std::string a = argv[ i ];
      if( i + 1 >= argc ) {
         return usage();
      }
      std::string* to = a == "--bnf"                ? &r.bnf
                        : a == "--rewrites"         ? &r.rewrites
                        : a == "--facts"            ? &r.facts
                        : a == "--components"       ? &r.components
                        : a == "--draft"            ? &r.draft
                        : a == "--readings"         ? &r.readings
                        : a == "--edition"          ? &r.edition
                        : a == "--literal-rewrites" ? &r.literal_rewrites
                        : a == "--out"              ? &out
                        : a == "--editions"         ? &editions
                        : a == "--railroad"         ? &railroad
                                                    : nullptr;
      if( to == nullptr ) {
         return usage();
      }
      single = single || ( to != &out && to != &editions && to != &railroad );
      *to = argv[ ++i ];
   }
   if( out.empty() == railroad.empty() || ( editions.empty() ? !well_formed( r ) : single ) ) {
      return usage();
   }
   namespace g = rfc1738::bnf2pegtl;
   try {
      if( editions.empty() ) {
         g::grammar grammar;
         auto files = generate( r, grammar );
         if( !railroad.empty() ) {   // the diagrams instead of the generated code
            files = g::railroads( grammar );
            out = railroad;
         }
         if( !write( out, files ) ) {
            return 1;
         }
         std::cerr << "bnf2pegtl: " << grammar.productions.size() << " productions, " << grammar.rewrites.size() << " rewrites, " << files.size() << " files written to " << out << '\n';
         return 0;
      }
      std::vector< std::string > roles;
      std::map< std::string, std::string > sources;
      const auto facts = g::read_edition_facts( slurp( editions ), editions, &roles, &sources );
      if( roles.empty() ) {
         throw g::read_error( editions + ": no @roles (the roles every edition's split may have)" );
      }
      const auto folder = std::filesystem::path( editions ).parent_path();
      std::vector< g::edition_entry > entries;
      for( const auto& e : facts ) {
         g::grammar grammar;
         g::uri_facts model;
         const auto files = generate( request_of( e, folder, sources ), grammar, &model );
         if( !railroad.empty() ) {
            if( !write( ( std::filesystem::path( railroad ) / e.name ).string(), g::railroads( grammar ) ) ) {
               return 1;
            }
            continue;
         }
         if( !write( out, files ) ) {
            return 1;
         }
         bool generic = false;   // a grammar with a generic URL: RFC 1738's otherurl
         for( const auto& d : grammar.productions ) {
            generic = generic || d.name == "otherurl";
         }
         entries.push_back( { e, generic, model.top.empty() ? "url" : model.top, !model.top.empty() } );
         std::cerr << "bnf2pegtl: " << e.name << ": " << grammar.productions.size() << " productions, " << grammar.rewrites.size() << " rewrites, " << files.size() << " files written to " << out << '\n';
      }
      if( railroad.empty() && !write( out, g::emit_editions( entries, shown( editions ), roles ) ) ) {
         return 1;
      }
   }
   catch( const g::read_error& e ) {
      std::cerr << e.what() << '\n';
      return 1;
   }
   return 0;
}

// SPDX-License-Identifier: BSL-1.0
// bnf2pegtl: reads the RFC 1738 §5 BNF and its PEG rewrites, writes generated/.
//
//   bnf2pegtl --bnf grammar/rfc1738.bnf --rewrites grammar/rewrites.peg [--facts grammar/schemes.facts] --out generated
//
// With --facts, the schemes of `url` joined with their §3 facts are written too
// (rfc1738/grammar/schemes.hpp).
//
// Exit status 0 when written, 1 when a grammar file is refused (the message is
// "file:line:column: what"), 2 on a usage error.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "emitter.hpp"
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
   std::cerr << "usage: bnf2pegtl --bnf FILE --rewrites FILE [--facts FILE] --out DIR\n";
   return 2;
}

}  // namespace

int main( int argc, char** argv )
{
   std::string bnf, rewrites, facts, out;
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
      else if( a == "--out" ) {
         out = argv[ ++i ];
      }
      else {
         return usage();
      }
   }
   if( bnf.empty() || rewrites.empty() || out.empty() ) {
      return usage();
   }
   namespace g = rfc1738::bnf2pegtl;
   try {
      g::grammar grammar;
      grammar.productions = g::read_bnf( slurp( bnf ), bnf );
      grammar.rewrites = g::read_rewrites( slurp( rewrites ), rewrites, grammar.productions );
      g::check( grammar );
      if( !facts.empty() ) {
         grammar.facts = g::read_scheme_facts( slurp( facts ), facts );
         g::check_facts( grammar );
      }
      const auto files = g::emit( grammar, { "grammar/rfc1738.bnf", "grammar/rewrites.peg", "grammar/schemes.facts" } );
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

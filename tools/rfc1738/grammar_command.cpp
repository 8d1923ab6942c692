// SPDX-License-Identifier: BSL-1.0
// rfc1738 grammar [PRODUCTION...]: the productions as the RFC writes them, the
// PEG form the parser uses (with the reason for any rewrite), and which
// productions use them.
#include <cstdio>
#include <string>
#include <string_view>
#include <unistd.h>
#include <vector>

#include "commands.hpp"
#include "output.hpp"
#include "suggest.hpp"
#include "rfc1738/grammar/production_info.hpp"

namespace rfc1738::cli {

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

void describe( output& out, const grammar::production_info& p, const std::string& dir )
{
   out.put( p.rfc_name );
   out.put( "  (RFC 1738 §5, " + dir + "/rfc1738.bnf line " + std::to_string( p.line ) + ")\n" );
   indent( out, p.bnf, "  " );
   if( p.rewrite.empty() ) {
      out.put( "PEG: the BNF as written (rule rfc1738::grammar::" );
      out.put( p.identifier );
      out.put( ")\n" );
   }
   else {
      out.put( "PEG: rewrite " );
      out.put( p.rewrite );
      out.put( " (" + dir + "/rewrites.peg line " + std::to_string( p.peg_line ) + ")\n" );
      indent( out, p.peg, "  " );
      out.put( "because:\n" );
      indent( out, p.why, "  " );
   }
   out.put( "used by: " );
   out.put( p.used_by.empty() ? std::string_view( "(none: a start symbol or unused)" ) : p.used_by );
   out.put( "\n" );
}

}  // namespace

int grammar_command( const std::vector< std::string >& names )
{
   output out;
   if( names.empty() ) {
      // Every production whole, as the RFC writes it; a rewrite named at its end.
      for( const auto& p : grammar::production_table ) {
         out.put( p.bnf );
         if( !p.rewrite.empty() ) {
            out.put( "   ; PEG rewrite " );
            out.put( p.rewrite );
         }
         out.put( '\n' );
      }
      return 0;
   }
   const std::string dir = grammar_dir();
   int status = 0;
   for( const auto& name : names ) {
      bool found = false;
      for( const auto& p : grammar::production_table ) {
         if( p.rfc_name == name || p.identifier == name ) {
            describe( out, p, dir );
            found = true;
         }
      }
      if( !found ) {
         out.flush();
         std::vector< std::string > known;
         for( const auto& p : grammar::production_table ) {
            known.emplace_back( p.rfc_name );
         }
         std::fprintf( stderr, "rfc1738 grammar: no production '%s' in RFC 1738 §5%s ('rfc1738 grammar' lists them)\n", name.c_str(),
                       did_you_mean( name, known ).c_str() );
         status = 2;
      }
   }
   return status;
}

}  // namespace rfc1738::cli

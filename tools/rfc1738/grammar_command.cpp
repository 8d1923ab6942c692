// SPDX-License-Identifier: BSL-1.0
// rfc1738 grammar [PRODUCTION...]: the productions as the RFC writes them, the
// PEG form the parser uses (with the reason for any rewrite), and which
// productions use them.
#include <cstdio>
#include <string>
#include <string_view>

#include "commands.hpp"
#include "output.hpp"
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

void describe( output& out, const grammar::production_info& p )
{
   out.put( p.rfc_name );
   out.put( "  (RFC 1738 §5, grammar/rfc1738.bnf line " + std::to_string( p.line ) + ")\n" );
   indent( out, p.bnf, "  " );
   if( p.rewrite.empty() ) {
      out.put( "PEG: the BNF as written (rule rfc1738::grammar::" );
      out.put( p.identifier );
      out.put( ")\n" );
   }
   else {
      out.put( "PEG: rewrite " );
      out.put( p.rewrite );
      out.put( " (grammar/rewrites.peg line " + std::to_string( p.peg_line ) + ")\n" );
      indent( out, p.peg, "  " );
      out.put( "because:\n" );
      indent( out, p.why, "  " );
   }
   out.put( "used by: " );
   out.put( p.used_by.empty() ? std::string_view( "(none: a start symbol or unused)" ) : p.used_by );
   out.put( "\n" );
}

}  // namespace

int grammar_command( int argc, char** argv )
{
   output out;
   if( argc == 0 ) {
      for( const auto& p : grammar::production_table ) {
         out.put( p.rfc_name );
         out.put( std::string( p.rfc_name.size() < 16 ? 16 - p.rfc_name.size() : 1, ' ' ) );
         out.put( p.rewrite.empty() ? "" : "[PEG rewrite] " );
         out.put( p.bnf.substr( 0, p.bnf.find( '\n' ) ).substr( p.bnf.find( '=' ) + 2 ) );
         out.put( '\n' );
      }
      return 0;
   }
   int status = 0;
   for( int i = 0; i < argc; ++i ) {
      const std::string_view name = argv[ i ];
      if( name == "--help" || name == "-h" ) {
         out.put( grammar_usage );
         return 0;
      }
      bool found = false;
      for( const auto& p : grammar::production_table ) {
         if( p.rfc_name == name || p.identifier == name ) {
            describe( out, p );
            found = true;
         }
      }
      if( !found ) {
         out.flush();
         std::fprintf( stderr, "rfc1738 grammar: no production '%s' in RFC 1738 §5\n", argv[ i ] );
         status = 2;
      }
   }
   return status;
}

}  // namespace rfc1738::cli

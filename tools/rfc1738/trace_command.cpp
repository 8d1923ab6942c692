// SPDX-License-Identifier: BSL-1.0
// rfc1738 trace [--dot] URL...: the derivation tree, every production with the
// span it derives, as indented text or as Graphviz DOT.
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "commands.hpp"
#include "output.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/parse.hpp"

namespace rfc1738::cli {

namespace {

void text_tree( output& out, std::string_view input, const parse_tree& tree )
{
   for( const auto& n : tree ) {
      out.put( std::string( 2u * n.depth, ' ' ) );
      out.put( grammar::rfc_name( n.id ) );
      out.put( " [" + std::to_string( n.begin ) + "," + std::to_string( n.end ) + ") \"" );
      readable( out, n.text( input ) );
      out.put( "\"\n" );
   }
}

void dot_tree( output& out, std::string_view input, const parse_tree& tree, std::size_t number )
{
   out.put( "digraph derivation" + std::to_string( number ) + " {\n  node [shape=box, fontname=\"monospace\"];\n" );
   std::vector< std::size_t > path;   // the open ancestors, by depth
   for( std::size_t i = 0; i < tree.size(); ++i ) {
      const auto& n = tree[ i ];
      std::string label( grammar::rfc_name( n.id ) );
      label += "\\n[" + std::to_string( n.begin ) + "," + std::to_string( n.end ) + ")";
      out.put( "  n" + std::to_string( i ) + " [label=" );
      std::string text;
      for( const char ch : n.text( input ) ) {
         const auto c = static_cast< unsigned char >( ch );
         if( c < 0x20 || c >= 0x7f ) {
            static const char* hex = "0123456789abcdef";
            text += std::string( "\\\\x" ) + hex[ c >> 4 ] + hex[ c & 15 ];
         }
         else {
            text += ch;
         }
      }
      out.put( '"' );
      out.put( label );
      out.put( "\\n" );
      for( const char c : text ) {
         if( c == '"' ) {
            out.put( '\\' );
         }
         out.put( c );
      }
      out.put( "\"];\n" );
      path.resize( n.depth );
      if( n.depth > 0 ) {
         out.put( "  n" + std::to_string( path[ n.depth - 1 ] ) + " -> n" + std::to_string( i ) + ";\n" );
      }
      path.push_back( i );
   }
   out.put( "}\n" );
}

}  // namespace

int trace_command( int argc, char** argv )
{
   bool dot = false;
   std::vector< std::string_view > urls;
   for( int i = 0; i < argc; ++i ) {
      const std::string_view a = argv[ i ];
      if( a == "--dot" ) {
         dot = true;
      }
      else if( a == "--help" || a == "-h" ) {
         std::fputs( trace_usage.data(), stdout );
         return 0;
      }
      else if( a.size() > 1 && a[ 0 ] == '-' ) {
         std::fprintf( stderr, "rfc1738 trace: unknown option '%s'\n%s", argv[ i ], trace_usage.data() );
         return 2;
      }
      else {
         urls.push_back( a );
      }
   }
   if( urls.empty() ) {
      std::fputs( trace_usage.data(), stderr );
      return 2;
   }
   output out;
   int status = 0;
   for( std::size_t k = 0; k < urls.size(); ++k ) {
      const auto input = urls[ k ];
      const auto d = derive( input, tree_selection::full );
      if( dot ) {
         dot_tree( out, input, d.tree, k );
      }
      else {
         text_tree( out, input, d.tree );
      }
      if( d.error ) {
         status = 1;
         const auto why = diagnose( input, production::url );
         if( !dot ) {
            out.put( "not a url: at " + std::to_string( d.error->offset ) );
            if( why ) {
               out.put( ": " + why->message );
            }
            out.put( '\n' );
         }
      }
   }
   return status;
}

}  // namespace rfc1738::cli

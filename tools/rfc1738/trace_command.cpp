// SPDX-License-Identifier: BSL-1.0
// rfc1738 trace: the derivation tree, every production with the span it
// derives, as indented text, as Graphviz DOT or as JSON.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "commands.hpp"
#include "inputs.hpp"
#include "output.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/parse.hpp"

namespace rfc1738::cli {

namespace {

constexpr const char* hex = "0123456789abcdef";

// Where and why an input is not a url.
struct stop {
   std::size_t offset = 0;
   std::string message;
};

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

// Text inside a DOT string: bytes outside printable ASCII as \xHH (the
// backslash itself escaped for DOT), quotes and backslashes escaped; the
// program's own UTF-8 text (`utf8`) keeps its bytes >= 0x80.
void dot_text( output& out, std::string_view s, bool utf8 = false )
{
   for( const char ch : s ) {
      const auto c = static_cast< unsigned char >( ch );
      if( c < 0x20 || c == 0x7f || ( c >= 0x80 && !utf8 ) ) {
         const char e[] = { '\\', '\\', 'x', hex[ c >> 4 ], hex[ c & 15 ] };
         out.put( std::string_view( e, sizeof( e ) ) );
      }
      else if( c == '"' || c == '\\' ) {
         out.put( '\\' );
         out.put( ch );
      }
      else {
         out.put( ch );
      }
   }
}

// The index after the subtree of node i (its descendants follow it, deeper).
std::size_t subtree_end( const parse_tree& tree, std::size_t i )
{
   std::size_t j = i + 1;
   while( j < tree.size() && tree[ j ].depth > tree[ i ].depth ) {
      ++j;
   }
   return j;
}

// The children of node i, in input order.
std::vector< std::size_t > children( const parse_tree& tree, std::size_t i )
{
   std::vector< std::size_t > c;
   const std::size_t end = subtree_end( tree, i );
   for( std::size_t j = i + 1; j < end; j = subtree_end( tree, j ) ) {
      c.push_back( j );
   }
   return c;
}

// Calls `leaf(begin, end)` for each literal terminal of node i: the bytes of
// its span that no child derives (e.g. "://", "@", ";type="), and
// `child(j)` for each child, in input order. A node without children
// derives its bytes itself and has no literal leaves.
template< typename Leaf, typename Child >
void walk( const parse_tree& tree, std::size_t i, Leaf&& leaf, Child&& child )
{
   const auto c = children( tree, i );
   std::size_t at = tree[ i ].begin;
   for( const auto j : c ) {
      if( tree[ j ].begin > at ) {
         leaf( at, tree[ j ].begin );
      }
      child( j );
      at = tree[ j ].end;
   }
   if( !c.empty() && tree[ i ].end > at ) {
      leaf( at, tree[ i ].end );
   }
}

void dot_tree( output& out, std::string_view input, const parse_tree& tree, std::size_t number, const std::optional< stop >& why )
{
   out.put( "digraph derivation" + std::to_string( number ) + " {\n  node [shape=box, fontname=\"monospace\"];\n" );
   std::size_t literals = 0;
   // Each node, then its edges in input order: literal leaves and children.
   for( std::size_t i = 0; i < tree.size(); ++i ) {
      const auto& n = tree[ i ];
      out.put( "  n" + std::to_string( i ) + " [label=\"" );
      out.put( grammar::rfc_name( n.id ) );
      out.put( "\\n[" + std::to_string( n.begin ) + "," + std::to_string( n.end ) + ")\\n" );
      dot_text( out, n.text( input ) );
      out.put( "\"];\n" );
      walk(
         tree, i,
         [ & ]( std::size_t begin, std::size_t end ) {
            const std::string id = "t" + std::to_string( literals++ );
            out.put( "  " + id + " [shape=plaintext, label=\"\\\"" );
            dot_text( out, input.substr( begin, end - begin ) );
            out.put( "\\\"\\n[" + std::to_string( begin ) + "," + std::to_string( end ) + ")\"];\n" );
            out.put( "  n" + std::to_string( i ) + " -> " + id + ";\n" );
         },
         [ & ]( std::size_t j ) { out.put( "  n" + std::to_string( i ) + " -> n" + std::to_string( j ) + ";\n" ); } );
   }
   if( why ) {
      out.put( "  stop [shape=note, color=red, label=\"not a url: at " + std::to_string( why->offset ) + "\\n" );
      dot_text( out, why->message, true );
      out.put( "\\n" );
      dot_text( out, input.substr( why->offset ) );
      out.put( "\"];\n" );
      if( !tree.empty() ) {
         out.put( "  n0 -> stop [style=dashed, color=red];\n" );
      }
   }
   out.put( "}\n" );
}

void json_node( output& out, std::string_view input, const parse_tree& tree, std::size_t i )
{
   const auto& n = tree[ i ];
   out.put( "{\"production\":" );
   json_text( out, grammar::rfc_name( n.id ) );
   out.put( ",\"begin\":" + std::to_string( n.begin ) + ",\"end\":" + std::to_string( n.end ) + ",\"text\":" );
   json_string( out, n.text( input ) );
   out.put( ",\"children\":[" );
   bool first = true;
   walk(
      tree, i,
      [ & ]( std::size_t begin, std::size_t end ) {
         out.put( first ? "" : "," );
         first = false;
         out.put( "{\"literal\":true,\"begin\":" + std::to_string( begin ) + ",\"end\":" + std::to_string( end ) + ",\"text\":" );
         json_string( out, input.substr( begin, end - begin ) );
         out.put( '}' );
      },
      [ & ]( std::size_t j ) {
         out.put( first ? "" : "," );
         first = false;
         json_node( out, input, tree, j );
      } );
   out.put( "]}" );
}

void json_tree( output& out, std::string_view input, const parse_tree& tree, const std::optional< stop >& why )
{
   out.put( "{\"input\":" );
   json_string( out, input );
   out.put( why ? ",\"valid\":false,\"tree\":" : ",\"valid\":true,\"tree\":" );
   if( tree.empty() ) {
      out.put( "null" );
   }
   else {
      json_node( out, input, tree, 0 );
   }
   if( why ) {
      out.put( ",\"error\":{\"offset\":" + std::to_string( why->offset ) + ",\"message\":" );
      json_text( out, why->message );
      out.put( '}' );
   }
   out.put( "}\n" );
}

}  // namespace

int trace_command( const trace_settings& settings )
{
   output out;
   bool all = true;
   std::size_t number = 0;
   std::size_t skipped = 0;
   int failed = 0;
   const int status = for_each_input( "trace", settings.inputs, skipped, [ & ]( const location& /*where*/, std::string_view input ) {
      if( failed != 0 ) {
         return;
      }
      ++number;
      const auto d = derive( input, tree_selection::full );
      std::optional< stop > why;
      if( d.error ) {
         all = false;
         why.emplace();
         why->offset = d.error->offset;
         if( const auto diagnosis = diagnose( input, production::url ) ) {
            why->message = diagnosis->message;
         }
      }
      if( settings.prefix ) {
         const std::string name = *settings.prefix + std::to_string( number ) + ".dot";
         errno = 0;
         std::FILE* file = std::fopen( name.c_str(), "wb" );
         if( file == nullptr ) {
            std::fprintf( stderr, "rfc1738 trace: cannot write '%s': %s\n", name.c_str(), std::strerror( errno ) );
            failed = 2;
            return;
         }
         output dot( file, "'" + name + "'" );
         dot_tree( dot, input, d.tree, number - 1, why );
         dot.close();
      }
      else if( settings.dot ) {
         dot_tree( out, input, d.tree, number - 1, why );
      }
      else if( settings.json ) {
         json_tree( out, input, d.tree, why );
      }
      else {
         text_tree( out, input, d.tree );
         if( why ) {
            out.put( "not a url: at " + std::to_string( why->offset ) );
            if( !why->message.empty() ) {
               out.put( ": " + why->message );
            }
            out.put( '\n' );
         }
      }
   } );
   out.flush();
   if( status != 0 ) {
      return status;
   }
   if( failed != 0 ) {
      return failed;
   }
   return all ? 0 : 1;
}

}  // namespace rfc1738::cli

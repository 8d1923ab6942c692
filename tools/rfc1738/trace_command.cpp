// SPDX-License-Identifier: BSL-1.0
// rfc1738 trace: the derivation tree, every production with the span it
// derives, as indented text, as Graphviz DOT or as JSON.
#include <algorithm>
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
#include "rfc1738/edition.hpp"
#include "rfc1738/grammar/components.hpp"
#include "rfc1738/parse.hpp"

namespace rfc1738::cli {

namespace {

constexpr const char* hex = "0123456789abcdef";

// A node shown: a production of the derivation (RFC 1738's, or an
// edition's with --edition), its span and its depth among the nodes shown.
struct shown_node {
   std::string_view name;
   std::size_t begin = 0;
   std::size_t end = 0;
   std::size_t depth = 0;

   [[nodiscard]] std::string_view text( std::string_view input ) const
   {
      return input.substr( begin, end - begin );
   }
};

// The nodes shown: the derivation, or what --components and --depth keep of it.
using nodes = std::vector< shown_node >;

// Where and why an input is not a url.
struct stop {
   std::size_t offset = 0;
   std::string production;
   std::vector< std::string > expected;
   std::string message;
};

void text_tree( output& out, std::string_view input, const nodes& tree, const std::vector< bool >& cut )
{
   for( std::size_t i = 0; i < tree.size(); ++i ) {
      const auto& n = tree[ i ];
      out.put( std::string( 2u * n.depth, ' ' ) );
      out.put( n.name );
      out.put( " [" + std::to_string( n.begin ) + "," + std::to_string( n.end ) + ") \"" );
      readable( out, n.text( input ) );
      out.put( cut[ i ] ? "\" ...\n" : "\"\n" );
   }
}

// What `keep` and --depth keep of `all` (a derivation in the order its
// nodes begin, each with its depth): the nodes `keep( i )` accepts, then
// those at most `depth` levels below the root. Depths are renumbered among
// the nodes kept; `cut` marks a node whose descendants were left out.
template< typename Keep >
nodes kept_nodes( const nodes& all, Keep&& keep, std::optional< std::size_t > depth, std::vector< bool >& cut )
{
   nodes kept;
   cut.clear();
   std::vector< std::size_t > open;   // the original depths of the kept ancestors of the current node
   for( std::size_t i = 0; i < all.size(); ++i ) {
      shown_node n = all[ i ];
      while( !open.empty() && open.back() >= n.depth ) {
         open.pop_back();
      }
      if( !keep( i ) ) {
         continue;
      }
      const std::size_t original = n.depth;
      n.depth = open.size();
      if( depth && n.depth > *depth ) {
         // The nearest kept ancestor at the cut depth loses this descendant.
         for( std::size_t k = kept.size(); k-- > 0; ) {
            if( kept[ k ].depth == *depth ) {
               cut[ k ] = true;
               break;
            }
         }
         open.push_back( original );
         continue;
      }
      kept.push_back( n );
      cut.push_back( false );
      open.push_back( original );
   }
   return kept;
}

// RFC 1738: with `components`, the root, the URL form's node and the nodes
// of components (grammar/components.facts), then --depth.
nodes shown_nodes( std::string_view input, const parse_tree& tree, bool components, std::optional< std::size_t > depth, std::vector< bool >& cut )
{
   // The URL the tree derives (for an input that is not one, its longest
   // prefix that is), whose components' spans tell them from other nodes.
   std::optional< url_view > url;
   const grammar::url_form_info* form = nullptr;
   if( components && !tree.empty() ) {
      if( auto r = rfc1738::parse( input.substr( 0, tree[ 0 ].end ) ) ) {
         url = *r;
         form = grammar::find_url_form( url->derived_by() );
      }
   }
   nodes all;
   for( std::size_t i = 0; i < tree.size(); ++i ) {
      all.push_back( { grammar::rfc_name( tree[ i ].id ), tree[ i ].begin, tree[ i ].end, tree[ i ].depth } );
   }
   return kept_nodes(
      all,
      [ & ]( std::size_t i ) {
         const node n = tree[ i ];
         bool keep = i == 0 || !components || grammar::find_url_form( n.id ) != nullptr;
         if( !keep && url && form ) {
            // A component of the URL's form, where the URL has it: not the
            // digits of a port when the form's digits are an article number.
            // A component that is a run of its production (prospero's
            // fieldspecs, §3.11: its span from the first to the last) keeps
            // each node of the run: a node of the production inside the span.
            for( std::size_t c = 0; !keep && c < form->count; ++c ) {
               const auto span = url->span( form->components[ c ] );
               keep = grammar::info( form->components[ c ] ).production == n.id && span && span->first <= n.begin && n.end <= span->second;
            }
         }
         return keep;
      },
      depth, cut );
}

// Edition `e` (--edition): its derivation (rfc1738::derivation_of); with
// `components`, the root, the alternative that names the verdict and the
// nodes of the edition's split (rfc1738::split), then --depth. Nothing when
// the input is not valid there.
nodes shown_nodes( edition e, std::string_view input, bool components, std::optional< std::size_t > depth, std::vector< bool >& cut )
{
   const auto d = derivation_of( e, input );
   if( !d ) {
      cut.clear();
      return {};
   }
   nodes all;
   for( const auto& n : *d ) {
      all.push_back( { n.name, n.begin, n.end, n.depth } );
   }
   const auto parts = components ? split( e, input ) : std::nullopt;
   const auto verdict = components ? check( e, input ).production : std::nullopt;
   return kept_nodes(
      all,
      [ & ]( std::size_t i ) {
         const auto& n = all[ i ];
         if( i == 0 || !components || ( verdict && n.name == *verdict ) ) {
            return true;
         }
         return parts && std::any_of( parts->components.begin(), parts->components.end(),
                                      [ &n ]( const edition_part& p ) { return p.name == n.name && p.offset == n.begin && p.offset + p.size == n.end; } );
      },
      depth, cut );
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
std::size_t subtree_end( const nodes& tree, std::size_t i )
{
   std::size_t j = i + 1;
   while( j < tree.size() && tree[ j ].depth > tree[ i ].depth ) {
      ++j;
   }
   return j;
}

// The children of node i, in input order.
std::vector< std::size_t > children( const nodes& tree, std::size_t i )
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
void walk( const nodes& tree, std::size_t i, Leaf&& leaf, Child&& child )
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

void dot_tree( output& out, std::string_view input, const nodes& tree, const std::vector< bool >& cut, std::size_t number, const std::optional< stop >& why )
{
   out.put( "digraph derivation" + std::to_string( number ) + " {\n  node [shape=box, fontname=\"monospace\"];\n" );
   std::size_t literals = 0;
   // Each node, then its edges in input order: literal leaves and children.
   for( std::size_t i = 0; i < tree.size(); ++i ) {
      const auto& n = tree[ i ];
      out.put( "  n" + std::to_string( i ) + " [label=\"" );
      out.put( n.name );
      out.put( "\\n[" + std::to_string( n.begin ) + "," + std::to_string( n.end ) + ")\\n" );
      dot_text( out, n.text( input ) );
      out.put( cut[ i ] ? "\\n...\"];\n" : "\"];\n" );
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

void json_node( output& out, std::string_view input, const nodes& tree, const std::vector< bool >& cut, std::size_t i )
{
   const auto& n = tree[ i ];
   out.put( "{\"production\":" );
   json_text( out, n.name );
   out.put( ",\"begin\":" + std::to_string( n.begin ) + ",\"end\":" + std::to_string( n.end ) + ",\"text\":" );
   json_string( out, n.text( input ) );
   out.put( cut[ i ] ? ",\"cut\":true,\"children\":[" : ",\"children\":[" );
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
         json_node( out, input, tree, cut, j );
      } );
   out.put( "]}" );
}

void json_tree( output& out, std::string_view input, const nodes& tree, const std::vector< bool >& cut, const std::optional< stop >& why, edition e )
{
   out.put( "{\"input\":" );
   json_string( out, input );
   if( e != edition::rfc1738 ) {
      out.put( ",\"edition\":" );
      json_text( out, name_of( e ) );
   }
   out.put( why ? ",\"valid\":false,\"tree\":" : ",\"valid\":true,\"tree\":" );
   if( tree.empty() ) {
      out.put( "null" );
   }
   else {
      json_node( out, input, tree, cut, 0 );
   }
   if( why ) {
      out.put( ",\"error\":{\"offset\":" + std::to_string( why->offset ) + ",\"production\":" );
      json_text( out, why->production );
      out.put( ",\"expected\":[" );
      for( std::size_t i = 0; i < why->expected.size(); ++i ) {
         out.put( i ? "," : "" );
         json_text( out, why->expected[ i ] );
      }
      out.put( "],\"message\":" );
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
      std::vector< bool > cut;
      nodes tree;
      std::optional< stop > why;
      if( settings.edition != edition::rfc1738 ) {
         tree = shown_nodes( settings.edition, input, settings.components, settings.depth, cut );
         if( tree.empty() ) {   // not valid there: no derivation, where and why
            all = false;
            why.emplace();
            if( const auto w = why_not( settings.edition, input ) ) {
               *why = stop{ w->offset, std::string( w->production ), w->expected, w->message };
            }
         }
      }
      else if( const auto d = derive( input, settings.components ? tree_selection::api : tree_selection::full ); d.error ) {
         tree = shown_nodes( input, d.tree, settings.components, settings.depth, cut );
         all = false;
         why.emplace();
         // The one diagnosis of the input, as check reports it (the tree
         // above is the derivation of the longest prefix that is a url).
         why->offset = d.error->offset;
         if( const auto diagnosis = diagnose( input ) ) {
            why->offset = diagnosis->offset;
            why->production = grammar::rfc_name( diagnosis->production );
            why->expected = diagnosis->expected;
            why->message = diagnosis->message;
         }
      }
      else {
         tree = shown_nodes( input, d.tree, settings.components, settings.depth, cut );
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
         dot_tree( dot, input, tree, cut, number - 1, why );
         dot.close();
      }
      else if( settings.dot ) {
         dot_tree( out, input, tree, cut, number - 1, why );
      }
      else if( settings.json ) {
         json_tree( out, input, tree, cut, why, settings.edition );
      }
      else {
         text_tree( out, input, tree, cut );
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

// SPDX-License-Identifier: BSL-1.0
// What `rfc1738 trace` prints for one input: the derivation shown, as
// indented text, as Graphviz DOT or as JSON (RFC 1738 §5).
#include "rfc1738/trace_output.hpp"

#include <algorithm>

#include "append_printable.hpp"
#include "editions/split_judged.hpp"
#include "hex.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/grammar/components.hpp"
#include "rfc1738/json.hpp"
#include "rfc1738/parse.hpp"

namespace rfc1738 {

namespace {

using nodes = std::vector< trace_node >;

std::string_view text_of( std::string_view input, const trace_node& n )
{
   return input.substr( n.begin, n.end - n.begin );
}

// What `keep` and `depth` keep of `all` (a derivation in the order its
// nodes begin, each with its depth): the nodes `keep( i )` accepts, then
// those at most `depth` levels below the root. Depths are renumbered among
// the nodes kept; `cut` marks a node whose descendants were left out.
template< typename Keep >
nodes kept_nodes( const nodes& all, Keep&& keep, std::optional< std::size_t > depth )
{
   nodes kept;
   std::vector< std::size_t > open;   // the original depths of the kept ancestors of the current node
   for( std::size_t i = 0; i < all.size(); ++i ) {
      trace_node n = all[ i ];
      while( !open.empty() && open.back() >= n.depth ) {
         open.pop_back();
      }
      if( !keep( i ) ) {
         continue;
      }
      const std::size_t original = n.depth;
      n.depth = open.size();
      open.push_back( original );
      if( depth && n.depth > *depth ) {
         // The nearest kept ancestor at the cut depth loses this descendant.
         for( std::size_t k = kept.size(); k-- > 0; ) {
            if( kept[ k ].depth == *depth ) {
               kept[ k ].cut = true;
               break;
            }
         }
         continue;
      }
      kept.push_back( n );
   }
   return kept;
}

// RFC 1738: with `components`, the root, the URL form's node and the nodes
// of components (grammar/components.facts).
nodes shown_nodes( std::string_view input, const parse_tree& tree, bool components, std::optional< std::size_t > depth )
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
      depth );
}

// Edition `e`: its derivation (rfc1738::derivation_of); with `components`,
// the root, the alternative that names the verdict and the nodes of the
// edition's split (rfc1738::split, told the verdict: its automaton walked
// once). Nothing when the input is not valid there.
nodes shown_nodes( edition e, std::string_view input, bool components, std::optional< std::size_t > depth )
{
   const auto d = derivation_of( e, input );
   if( !d ) {
      return {};
   }
   nodes all;
   for( const auto& n : *d ) {
      all.push_back( { n.name, n.begin, n.end, n.depth } );
   }
   std::optional< std::string_view > verdict;
   std::optional< edition_split > parts;
   if( components ) {
      const auto v = check( e, input );
      verdict = v.production;
      parts = detail::split_judged( e, input, v );
   }
   return kept_nodes(
      all,
      [ & ]( std::size_t i ) {
         const auto& n = all[ i ];
         if( i == 0 || !components || ( verdict && n.production == *verdict ) ) {
            return true;
         }
         return parts && std::any_of( parts->components.begin(), parts->components.end(), [ &n ]( const edition_part& p ) {
                   return p.name == n.production && p.offset == n.begin && p.offset + p.size == n.end;
                } );
      },
      depth );
}

// Text inside a DOT string: bytes outside printable ASCII as \xhh (the
// backslash itself escaped for DOT), quotes and backslashes escaped; the
// library's own UTF-8 text (`utf8`) keeps its bytes >= 0x80.
void dot_text( std::string& out, std::string_view s, bool utf8 = false )
{
   for( const char ch : s ) {
      const auto c = static_cast< unsigned char >( ch );
      if( c < 0x20 || c == 0x7f || ( c >= 0x80 && !utf8 ) ) {
         out += "\\\\x";
         notation::append_hex( out, c, notation::lower_hex );
      }
      else {
         out.append( c == '"' || c == '\\' ? "\\" : "" ).push_back( ch );
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

// Calls `leaf(begin, end)` for each literal terminal of node i: the bytes of
// its span that no child derives (e.g. "://", "@", ";type="), and
// `child(j)` for each child, in input order. A node without children
// derives its bytes itself and has no literal leaves.
template< typename Leaf, typename Child >
void walk( const nodes& tree, std::size_t i, Leaf&& leaf, Child&& child )
{
   std::size_t at = tree[ i ].begin;
   const std::size_t end = subtree_end( tree, i );
   for( std::size_t j = i + 1; j < end; j = subtree_end( tree, j ) ) {
      if( tree[ j ].begin > at ) {
         leaf( at, tree[ j ].begin );
      }
      child( j );
      at = tree[ j ].end;
   }
   if( end > i + 1 && tree[ i ].end > at ) {
      leaf( at, tree[ i ].end );
   }
}

void json_node( std::string& out, const trace_report& r, std::size_t i )
{
   const auto& n = r.nodes[ i ];
   out += "{\"production\":";
   write_json_text( out, n.production );
   out += ",\"begin\":" + std::to_string( n.begin ) + ",\"end\":" + std::to_string( n.end ) + ",\"text\":";
   write_json_string( out, text_of( r.input, n ) );
   out += n.cut ? ",\"cut\":true,\"children\":[" : ",\"children\":[";
   bool first = true;
   walk(
      r.nodes, i,
      [ & ]( std::size_t begin, std::size_t end ) {
         out += first ? "{\"literal\":true,\"begin\":" : ",{\"literal\":true,\"begin\":";
         first = false;
         out += std::to_string( begin ) + ",\"end\":" + std::to_string( end ) + ",\"text\":";
         write_json_string( out, r.input.substr( begin, end - begin ) );
         out += '}';
      },
      [ & ]( std::size_t j ) {
         out += first ? "" : ",";
         first = false;
         json_node( out, r, j );
      } );
   out += "]}";
}

}  // namespace

trace_report trace( std::string_view input, edition e, bool components, std::optional< std::size_t > depth )
{
   trace_report r{ input, e, {}, std::nullopt };
   if( e != edition::rfc1738 ) {
      r.nodes = shown_nodes( e, input, components, depth );
      if( r.nodes.empty() ) {   // not valid there: no derivation, where and why
         const auto w = why_not( e, input );
         r.error = w ? trace_stop{ w->offset, std::string( w->production ), w->expected, w->message } : trace_stop{ input.size(), {}, {}, {} };
      }
      return r;
   }
   const auto d = derive( input, components ? tree_selection::api : tree_selection::full );
   r.nodes = shown_nodes( input, d.tree, components, depth );
   if( d.error ) {
      // The one diagnosis of the input, as check reports it (the tree is
      // the derivation of the longest prefix that is a url).
      const auto why = diagnose( input );
      r.error = why ? trace_stop{ why->offset, std::string( grammar::rfc_name( why->production ) ), why->expected, why->message }
                    : trace_stop{ d.error->offset, {}, {}, {} };
   }
   return r;
}

void write_trace_text( std::string& out, const trace_report& r )
{
   for( const auto& n : r.nodes ) {
      out.append( 2u * n.depth, ' ' ).append( n.production );
      out += " [" + std::to_string( n.begin ) + "," + std::to_string( n.end ) + ") \"";
      detail::append_printable( out, text_of( r.input, n ) );
      out += n.cut ? "\" ...\n" : "\"\n";
   }
   if( r.error ) {
      out += "not a url: at " + std::to_string( r.error->offset );
      out += r.error->message.empty() ? "\n" : ": " + r.error->message + "\n";
   }
}

void write_trace_json( std::string& out, const trace_report& r )
{
   out += "{\"input\":";
   write_json_string( out, r.input );
   if( r.of != edition::rfc1738 ) {
      out += ",\"edition\":";
      write_json_text( out, name_of( r.of ) );
   }
   out += r.error ? ",\"valid\":false,\"tree\":" : ",\"valid\":true,\"tree\":";
   if( r.nodes.empty() ) {
      out += "null";
   }
   else {
      json_node( out, r, 0 );
   }
   if( r.error ) {
      out += ",\"error\":{\"offset\":" + std::to_string( r.error->offset ) + ",\"production\":";
      write_json_text( out, r.error->production );
      out += ",\"expected\":[";
      for( std::size_t i = 0; i < r.error->expected.size(); ++i ) {
         out += i ? "," : "";
         write_json_text( out, r.error->expected[ i ] );
      }
      out += "],\"message\":";
      write_json_text( out, r.error->message );
      out += '}';
   }
   out += '}';
}

void write_trace_dot( std::string& out, const trace_report& r, std::size_t number )
{
   out += "digraph derivation" + std::to_string( number ) + " {\n  node [shape=box, fontname=\"monospace\"];\n";
   std::size_t literals = 0;
   // Each node, then its edges in input order: literal leaves and children.
   for( std::size_t i = 0; i < r.nodes.size(); ++i ) {
      const auto& n = r.nodes[ i ];
      out.append( "  n" + std::to_string( i ) + " [label=\"" ).append( n.production );
      out += "\\n[" + std::to_string( n.begin ) + "," + std::to_string( n.end ) + ")\\n";
      dot_text( out, text_of( r.input, n ) );
      out += n.cut ? "\\n...\"];\n" : "\"];\n";
      walk(
         r.nodes, i,
         [ & ]( std::size_t begin, std::size_t end ) {
            const std::string id = "t" + std::to_string( literals++ );
            out += "  " + id + " [shape=plaintext, label=\"\\\"";
            dot_text( out, r.input.substr( begin, end - begin ) );
            out += "\\\"\\n[" + std::to_string( begin ) + "," + std::to_string( end ) + ")\"];\n";
            out += "  n" + std::to_string( i ) + " -> " + id + ";\n";
         },
         [ & ]( std::size_t j ) { out += "  n" + std::to_string( i ) + " -> n" + std::to_string( j ) + ";\n"; } );
   }
   if( r.error ) {
      out += "  stop [shape=note, color=red, label=\"not a url: at " + std::to_string( r.error->offset ) + "\\n";
      dot_text( out, r.error->message, true );
      out += "\\n";
      dot_text( out, r.input.substr( r.error->offset ) );
      out += "\"];\n";
      out += r.nodes.empty() ? "" : "  n0 -> stop [style=dashed, color=red];\n";
   }
   out += "}\n";
}

}  // namespace rfc1738

// SPDX-License-Identifier: BSL-1.0
#include "railroad.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "hex.hpp"

namespace rfc1738::bnf2pegtl {

namespace {

constexpr int char_width = 8;   // of the 13 px monospace text
constexpr int box_height = 24;
constexpr int gap = 12;         // a track between two items
constexpr int row_gap = 10;     // between the branches of an alternation

// A laid-out diagram: its size, its track's height (entry left, exit right),
// and its SVG elements relative to its top left corner.
struct box {
   int width = 0;
   int height = 0;
   int track = 0;
   std::string svg;
};

std::string escaped( const std::string& s )
{
   std::string out;
   for( const char c : s ) {
      switch( c ) {
         case '&': out += "&amp;"; break;
         case '<': out += "&lt;"; break;
         case '>': out += "&gt;"; break;
         case '"': out += "&quot;"; break;
         default:
            if( static_cast< unsigned char >( c ) < 0x20 || static_cast< unsigned char >( c ) >= 0x7f ) {
               out += "\\x";
               rfc1738::notation::append_hex( out, static_cast< unsigned char >( c ), rfc1738::notation::lower_hex );
            }
            else {
               out += c;
            }
      }
   }
   return out;
}

std::string translated( const box& b, int x, int y )
{
   return "<g transform=\"translate(" + std::to_string( x ) + "," + std::to_string( y ) + ")\">" + b.svg + "</g>";
}

std::string line( int x1, int y1, int x2, int y2 )
{
   return "<path d=\"M" + std::to_string( x1 ) + " " + std::to_string( y1 ) + "L" + std::to_string( x2 ) + " " + std::to_string( y2 ) + "\"/>";
}

// A terminal (rounded, its text quoted) or a nonterminal (square corners).
box item( const std::string& text, bool terminal, const std::string& css )
{
   box b;
   b.width = static_cast< int >( text.size() ) * char_width + 20;
   b.height = box_height;
   b.track = box_height / 2;
   b.svg = "<rect class=\"" + css + "\" x=\"0\" y=\"0\" width=\"" + std::to_string( b.width ) + "\" height=\"" + std::to_string( box_height ) + "\" rx=\"" +
           ( terminal ? "10" : "0" ) + "\"/><text x=\"" + std::to_string( b.width / 2 ) + "\" y=\"16\">" + escaped( text ) + "</text>";
   return b;
}

box layout( const expression& e );

box sequence( const std::vector< box >& parts )
{
   box b;
   int above = 0, below = 0;
   for( const auto& p : parts ) {
      above = std::max( above, p.track );
      below = std::max( below, p.height - p.track );
   }
   b.track = above;
   b.height = above + below;
   int x = 0;
   for( std::size_t i = 0; i < parts.size(); ++i ) {
      if( i != 0 ) {
         b.svg += line( x, above, x + gap, above );
         x += gap;
      }
      b.svg += translated( parts[ i ], x, above - parts[ i ].track );
      x += parts[ i ].width;
   }
   b.width = x;
   return b;
}

// Branches stacked; the first on the track. `skip` adds an empty branch on
// top (an option); `loop` a way back under the branch (a repetition).
box stack( const std::vector< box >& branches )
{
   box b;
   int inner = 0;
   for( const auto& p : branches ) {
      inner = std::max( inner, p.width );
   }
   b.width = inner + 2 * gap;
   int y = 0;
   for( std::size_t i = 0; i < branches.size(); ++i ) {
      const auto& p = branches[ i ];
      const int t = y + p.track;
      if( i == 0 ) {
         b.track = t;
      }
      else {
         // Down a rail on each side, along, and up again.
         const int left = gap / 2, right = b.width - gap / 2;
         b.svg += "<path d=\"M" + std::to_string( left ) + " " + std::to_string( b.track ) + "L" + std::to_string( left ) + " " + std::to_string( t ) + "L" +
                  std::to_string( gap ) + " " + std::to_string( t ) + "M" + std::to_string( b.width - gap ) + " " + std::to_string( t ) + "L" + std::to_string( right ) +
                  " " + std::to_string( t ) + "L" + std::to_string( right ) + " " + std::to_string( b.track ) + "\"/>";
      }
      b.svg += translated( p, gap, y );
      b.svg += line( gap + p.width, t, b.width - gap, t );
      if( i == 0 ) {
         b.svg += line( 0, t, gap, t ) + line( b.width - gap, t, b.width, t );
      }
      y += p.height + row_gap;
   }
   b.height = y - row_gap;
   return b;
}

box empty_track()
{
   box b;
   b.width = 0;
   b.height = 0;
   b.track = 0;
   return b;
}

box option( const box& inner )
{
   // The way around on the track above, the item below it.
   return stack( { empty_track(), inner } );
}

box loop( const box& inner, unsigned minimum )
{
   // The item on the track, a way back under it; "n or more" written under it.
   box b;
   b.width = inner.width + 2 * gap;
   b.track = inner.track;
   const int back = inner.height + row_gap / 2;
   b.svg = line( 0, b.track, gap, b.track ) + translated( inner, gap, 0 ) + line( gap + inner.width, b.track, b.width, b.track );
   b.svg += "<path class=\"back\" d=\"M" + std::to_string( b.width - gap / 2 ) + " " + std::to_string( b.track ) + "L" + std::to_string( b.width - gap / 2 ) + " " +
            std::to_string( back ) + "L" + std::to_string( gap / 2 ) + " " + std::to_string( back ) + "L" + std::to_string( gap / 2 ) + " " + std::to_string( b.track ) + "\"/>";
   b.height = back + 4;
   if( minimum > 1 ) {
      b.svg += "<text class=\"note\" x=\"" + std::to_string( b.width / 2 ) + "\" y=\"" + std::to_string( back + 14 ) + "\">" + std::to_string( minimum ) + " or more</text>";
      b.height = back + 18;
   }
   return b;
}

box layout( const expression& e )
{
   using k = expression::kind;
   switch( e.what ) {
      case k::name:
         return item( e.text, false, "nonterminal" );
      case k::literal:
         return item( "\"" + e.text + "\"", true, "terminal" );
      case k::end_of_input:
         return item( "end of input", true, "special" );
      case k::sequence: {
         std::vector< box > parts;
         for( const auto& s : e.subs ) {
            parts.push_back( layout( s ) );
         }
         return sequence( parts );
      }
      case k::alternation: {
         std::vector< box > parts;
         for( const auto& s : e.subs ) {
            parts.push_back( layout( s ) );
         }
         return stack( parts );
      }
      case k::option:
         return option( layout( e.subs.at( 0 ) ) );
      case k::repetition: {
         const box once = loop( layout( e.subs.at( 0 ) ), e.minimum );
         return e.minimum == 0 ? option( once ) : once;
      }
      case k::not_followed:
      case k::followed: {
         const box inner = layout( e.subs.at( 0 ) );
         box b = item( e.what == k::not_followed ? "not followed by" : "followed by", true, "special" );
         return sequence( { b, inner } );
      }
   }
   return item( "?", false, "nonterminal" );
}

}  // namespace

std::string railroad_file( const std::string& name )
{
   std::string f = name;
   std::replace( f.begin(), f.end(), '/', '_' );
   return f + ".svg";
}

std::map< std::string, std::string > railroads( const grammar& g )
{
   std::map< std::string, std::string > files;
   for( const auto& d : g.productions ) {
      const box body = layout( d.body );
      const int width = body.width + 2 * gap + 8;
      const int height = body.height + 16;
      const int y = 8;
      std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string( width ) + "\" height=\"" + std::to_string( height ) + "\" viewBox=\"0 0 " +
                        std::to_string( width ) + " " + std::to_string( height ) + "\" role=\"img\" aria-label=\"railroad diagram of " + escaped( d.name ) + "\">";
      svg += "<style>path{fill:none;stroke:#777;stroke-width:1.5}rect{stroke:#777;stroke-width:1.5}.terminal{fill:#e8f3e8}.nonterminal{fill:#e8eef8}"
             ".special{fill:#f3eee0}text{font:13px monospace;text-anchor:middle;fill:#1b1b1b}.note{font-size:11px;fill:#555}</style>";
      svg += "<circle cx=\"4\" cy=\"" + std::to_string( y + body.track ) + "\" r=\"3\" fill=\"#777\"/>";
      svg += line( 4, y + body.track, 4 + gap, y + body.track );
      svg += translated( body, 4 + gap, y );
      svg += line( 4 + gap + body.width, y + body.track, width - 4, y + body.track );
      svg += "<circle cx=\"" + std::to_string( width - 4 ) + "\" cy=\"" + std::to_string( y + body.track ) + "\" r=\"3\" fill=\"#777\"/></svg>\n";
      files[ railroad_file( d.name ) ] = svg;
   }
   return files;
}

}  // namespace rfc1738::bnf2pegtl

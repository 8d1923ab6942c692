// SPDX-License-Identifier: BSL-1.0
// The reports of a comparison: readable text, JSON and Markdown.
#include <algorithm>
#include <cstdio>
#include <utility>
#include <vector>

#include "compare.hpp"
#include "rfc1738/json.hpp"

namespace rfc1738::compare {

namespace {

// Counted names, the most frequent first: "name (n), …", the first five and
// how many more.
std::string most_first( const std::map< std::string, std::size_t >& counts )
{
   std::vector< std::pair< std::string, std::size_t > > v( counts.begin(), counts.end() );
   std::stable_sort( v.begin(), v.end(), []( const auto& a, const auto& b ) { return a.second > b.second; } );
   std::string out;
   for( std::size_t i = 0; i < v.size() && i < 5; ++i ) {
      out += ( i == 0 ? "" : ", " ) + v[ i ].first + " (" + std::to_string( v[ i ].second ) + ")";
   }
   if( v.size() > 5 ) {
      out += " and " + std::to_string( v.size() - 5 ) + " more";
   }
   return out;
}

// The generation items of a group.
std::string covers_text( const group& g )
{
   return most_first( g.by_covers );
}

// Where a group's cases are: its production, or, when they are in several,
// each with its count ("httpurl (12), ftpurl (5), nntpurl (1)"), so that a
// label never names one production for examples of others.
std::string places( const group& g )
{
   return g.productions.size() <= 1 ? g.production : most_first( g.productions );
}

// Printable ASCII as is, every other byte (and "\") as \xHH; a long input
// cut at `limit` bytes with "…" and its length.
std::string readable( std::string_view s, std::size_t limit = 200 )
{
   std::string out;
   for( std::size_t i = 0; i < s.size() && i < limit; ++i ) {
      const auto b = static_cast< unsigned char >( s[ i ] );
      if( b >= 0x20 && b < 0x7f && b != '\\' ) {
         out.push_back( static_cast< char >( b ) );
      }
      else {
         char hex[ 8 ];
         std::snprintf( hex, sizeof( hex ), "\\x%02X", b );
         out += hex;
      }
   }
   if( s.size() > limit ) {
      out += "… (" + std::to_string( s.size() ) + " bytes)";
   }
   return out;
}

std::string pad( std::string s, std::size_t width, bool right = false )
{
   if( s.size() < width ) {
      s = right ? std::string( width - s.size(), ' ' ) + s : s + std::string( width - s.size(), ' ' );
   }
   return s;
}

std::string ratio( const counts& c )
{
   const auto compared = c.agree + c.disagree;
   return compared == 0 ? std::string( "-" ) : std::to_string( c.agree ) + "/" + std::to_string( compared );
}

// Markdown table cells: "|" and newlines cannot stand in them.
std::string cell( std::string_view s )
{
   std::string out;
   for( const char c : s ) {
      if( c == '|' ) {
         out += "\\|";
      }
      else if( c == '`' ) {
         out += "'";
      }
      else {
         out.push_back( c );
      }
   }
   return out;
}

// "1 answer", "2 answers".
std::string counted( std::size_t n, const std::string& noun )
{
   return std::to_string( n ) + " " + noun + ( n == 1 ? "" : "s" );
}

// The groups, the first `shown`, as to_text prints them.
void groups_text( std::string& out, std::vector< group > groups, std::size_t shown )
{
   groups.resize( std::min( groups.size(), shown ) );
   for( const auto& g : groups ) {
      out += "\n  " + g.field + " in " + places( g ) + ": " + std::to_string( g.count ) + "\n    " + g.cause + "\n";
      if( !g.by_covers.empty() ) {
         out += "    covers " + covers_text( g ) + "\n";
      }
      for( const auto& e : g.examples ) {
         out += "    " + readable( e.input ) + "\n      expected " + e.expected.substr( 0, 300 ) + "\n      got      " + e.got.substr( 0, 300 ) + "\n";
      }
   }
}

// The groups, the first `shown`, as a JSON array.
void groups_json( std::string& out, std::vector< group > groups, std::size_t shown )
{
   out += "[";
   bool first = true;
   groups.resize( std::min( groups.size(), shown ) );
   for( const auto& g : groups ) {
      out += first ? "{\"field\":" : ",{\"field\":";
      rfc1738::write_json_text( out, g.field );
      out += ",\"production\":";
      rfc1738::write_json_text( out, g.production );
      out += ",\"cause\":";
      rfc1738::write_json_text( out, g.cause );
      out += ",\"covers\":";
      if( g.covers.empty() ) {
         out += "null";
      }
      else {
         rfc1738::write_json_text( out, g.covers );
      }
      out += ",\"by_covers\":{";
      bool c1 = true;
      for( const auto& [ item, n ] : g.by_covers ) {
         out += c1 ? "" : ",";
         rfc1738::write_json_text( out, item );
         out += ":" + std::to_string( n );
         c1 = false;
      }
      out += "}";
      out += ",\"count\":" + std::to_string( g.count ) + ",\"examples\":[";
      bool inner = true;
      for( const auto& e : g.examples ) {
         out += inner ? "{\"input\":" : ",{\"input\":";
         rfc1738::write_json_string( out, e.input );
         out += ",\"expected\":" + e.expected + ",\"got\":" + e.got + "}";
         inner = false;
      }
      out += "]}";
      first = false;
   }
   out += "]";
}

void counts_json( std::string& out, const counts& n )
{
   out += "{\"agree\":" + std::to_string( n.agree ) + ",\"disagree\":" + std::to_string( n.disagree ) + ",\"not_compared\":" + std::to_string( n.not_compared ) + "}";
}

// The groups, the first `shown`, as Markdown: a heading with an anchor
// (`anchor` and its number) each, a table of examples.
void groups_markdown( std::string& out, std::vector< group > groups, std::size_t shown, const char* anchor, std::string_view expected, std::string_view name )
{
   groups.resize( std::min( groups.size(), shown ) );
   std::size_t number = 0;
   for( const auto& g : groups ) {
      ++number;
      out += "### <a id=\"" + std::string( anchor ) + std::to_string( number ) + "\"></a>" + std::to_string( number ) + ". `" + g.field + "` in `" + cell( places( g ) ) + "`: " + std::to_string( g.count ) +
             "\n\n" + cell( g.cause ) + ( g.by_covers.empty() ? std::string() : "; covers " + cell( covers_text( g ) ) ) + ".\n\n| input | " + std::string( expected ) + " | " + cell( name ) + " |\n|---|---|---|\n";
      for( const auto& e : g.examples ) {
         out += "| `" + cell( readable( e.input, 120 ) ) + "` | `" + cell( e.expected.substr( 0, 200 ) ) + "` | `" + cell( e.got.substr( 0, 200 ) ) + "` |\n";
      }
      out += "\n";
   }
}

}  // namespace

std::string to_text( const comparison& c, std::string_view name, std::size_t shown )
{
   std::string out = "rfc1738 compare " + std::string( name ) + ": " + counted( c.compared(), "answer" ) + " compared with RFC 1738's (this library's)\n\n";
   out += pad( "field", 14 ) + pad( "agree", 10, true ) + pad( "disagree", 10, true ) + pad( "not compared", 14, true ) + "\n";
   for( const auto& f : field_names() ) {
      const auto i = c.fields().find( f );
      const counts n = i == c.fields().end() ? counts{} : i->second;
      out += pad( f, 14 ) + pad( std::to_string( n.agree ), 10, true ) + pad( std::to_string( n.disagree ), 10, true ) + pad( std::to_string( n.not_compared ), 14, true ) + "\n";
   }
   out += "\nby production (the production of the input's scheme), agree/compared:\n" + pad( "", 14 );
   for( const auto& f : field_names() ) {
      out += pad( f, 14, true );
   }
   out += "\n";
   for( const auto& [ production, fields ] : c.by_production() ) {
      out += pad( production, 14 );
      for( const auto& f : field_names() ) {
         const auto i = fields.find( f );
         out += pad( i == fields.end() ? std::string( "-" ) : ratio( i->second ), 14, true );
      }
      out += "\n";
   }
   auto groups = c.groups();
   if( groups.empty() ) {
      out += "\nno disagreement\n";
   }
   else {
      out += "\ndisagreements by cause, the largest first (" + counted( groups.size(), "group" ) +
             ( shown < groups.size() ? ", the first " + std::to_string( shown ) + " shown" : std::string() ) + "):\n";
   }
   groups_text( out, groups, shown );
   if( c.attributing() ) {
      out += "\nby edition, the answers that match it, agree/compared (split: on the inputs\nboth accept, the answers with roles), and those that follow it:\n" + pad( "edition", 18 ) + pad( "valid", 14, true ) +
             pad( "split", 14, true ) + pad( "follows", 10, true ) + "\n";
      for( const auto& e : c.editions() ) {
         out += pad( std::string( rfc1738::name_of( e.of ) ), 18 ) + pad( ratio( e.valid ), 14, true ) + pad( ratio( e.split ), 14, true ) + pad( std::to_string( e.follows ), 10, true ) + "\n";
      }
      auto findings = c.findings();
      out += "\n" + counted( c.attributed(), "answer" ) + " attributed; " + counted( c.finding_count(), "finding" ) + " (an answer that follows no edition)";
      if( findings.empty() ) {
         out += "\n";
      }
      else {
         out += "\nfindings by cause, the largest first (" + counted( findings.size(), "group" ) + ( shown < findings.size() ? ", the first " + std::to_string( shown ) + " shown" : std::string() ) + "):\n";
      }
      groups_text( out, findings, shown );
   }
   return out;
}

std::string to_json( const comparison& c, std::size_t shown )
{
   std::string out = "{\"compared\":" + std::to_string( c.compared() ) + ",\"fields\":{";
   bool first = true;
   for( const auto& f : field_names() ) {
      const auto i = c.fields().find( f );
      out += first ? "\"" : ",\"";
      out += f + "\":";
      counts_json( out, i == c.fields().end() ? counts{} : i->second );
      first = false;
   }
   out += "},\"by_production\":{";
   first = true;
   for( const auto& [ production, fields ] : c.by_production() ) {
      out += first ? "" : ",";
      rfc1738::write_json_text( out, production );
      out += ":{";
      bool inner = true;
      for( const auto& f : field_names() ) {
         if( const auto i = fields.find( f ); i != fields.end() ) {
            out += inner ? "\"" : ",\"";
            out += f + "\":";
            counts_json( out, i->second );
            inner = false;
         }
      }
      out += "}";
      first = false;
   }
   out += "},\"groups\":";
   groups_json( out, c.groups(), shown );
   if( c.attributing() ) {
      out += ",\"attributed\":" + std::to_string( c.attributed() ) + ",\"editions\":{";
      bool first_edition = true;
      for( const auto& e : c.editions() ) {
         out += first_edition ? "" : ",";
         rfc1738::write_json_text( out, rfc1738::name_of( e.of ) );
         out += ":{\"valid\":";
         counts_json( out, e.valid );
         out += ",\"split\":";
         counts_json( out, e.split );
         out += ",\"follows\":" + std::to_string( e.follows ) + "}";
         first_edition = false;
      }
      out += "},\"findings\":{\"count\":" + std::to_string( c.finding_count() ) + ",\"groups\":";
      groups_json( out, c.findings(), shown );
      out += "}";
   }
   out += "}\n";
   return out;
}

std::string to_markdown( const comparison& c, std::string_view name, std::size_t shown )
{
   std::string out = "Compared: " + counted( c.compared(), "answer" ) + " of " + cell( name ) + " with RFC 1738's (this library's).\n\n";
   out += "| field | agree | disagree | not compared |\n|---|---:|---:|---:|\n";
   for( const auto& f : field_names() ) {
      const auto i = c.fields().find( f );
      const counts n = i == c.fields().end() ? counts{} : i->second;
      out += "| `" + f + "` | " + std::to_string( n.agree ) + " | " + std::to_string( n.disagree ) + " | " + std::to_string( n.not_compared ) + " |\n";
   }
   out += "\nBy production (the production of the input's scheme), agree/compared:\n\n| production |";
   std::string rule = "|---|";
   for( const auto& f : field_names() ) {
      out += " `" + f + "` |";
      rule += "---:|";
   }
   out += "\n" + rule + "\n";
   for( const auto& [ production, fields ] : c.by_production() ) {
      out += "| " + cell( production ) + " |";
      for( const auto& f : field_names() ) {
         const auto i = fields.find( f );
         out += " " + ( i == fields.end() ? std::string( "-" ) : ratio( i->second ) ) + " |";
      }
      out += "\n";
   }
   auto groups = c.groups();
   out += "\n## Disagreements by cause\n\n";
   if( groups.empty() ) {
      out += "None.\n";
   }
   else {
      out += std::to_string( groups.size() ) + " groups (by the field that differs, then the cause: the reference's diagnosis or the component; the first `covers` item of each case is counted inside a group), the largest first" +
             ( shown < groups.size() ? "; the first " + std::to_string( shown ) + " shown" : std::string() ) + ".\n\n";
   }
   groups_markdown( out, groups, shown, "g", "RFC 1738", name );
   if( c.attributing() ) {
      out += "## Editions\n\nThe answers that match each edition, agree/compared: on `valid`, and on the split (the inputs both accept, the answers with `roles`); `follows`: the answers that match it on both.\n\n| edition | `valid` | split | follows |\n|---|---:|---:|---:|\n";
      for( const auto& e : c.editions() ) {
         out += "| " + std::string( rfc1738::name_of( e.of ) ) + " | " + ratio( e.valid ) + " | " + ratio( e.split ) + " | " + std::to_string( e.follows ) + " |\n";
      }
      auto findings = c.findings();
      out += "\n## Findings\n\n" + counted( c.attributed(), "answer" ) + " attributed; " + counted( c.finding_count(), "finding" ) + " (an answer that follows no edition)";
      if( findings.empty() ) {
         out += ".\n";
      }
      else {
         out += ", " + std::to_string( findings.size() ) + " groups (by the field that differs: `valid`, or the first role that differs from the nearest edition that agrees on `valid`; then the cause), the largest first" +
                ( shown < findings.size() ? "; the first " + std::to_string( shown ) + " shown" : std::string() ) + ".\n\n";
      }
      groups_markdown( out, findings, shown, "f", "editions", name );
   }
   return out;
}

}  // namespace rfc1738::compare

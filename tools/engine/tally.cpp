// SPDX-License-Identifier: BSL-1.0
#include "engine/tally.hpp"

namespace rfc1738::engine {

namespace {

constexpr std::string_view not_a_url = "(not a url)";

// "N one" or "N many".
std::string counted( const std::size_t n, const std::string_view one, const std::string_view many )
{
   return std::to_string( n ) + " " + std::string( n == 1 ? one : many );
}

// Adds `n` to the count of `name` among `seen`: the one last seen at the
// same address with the same text (the library's name), else the one with
// the same text (a copy: its address is kept from now on), else a new one.
void add_named( std::vector< tally::verdict_count >& seen, const std::string_view name, const std::size_t n )
{
   for( auto& c : seen ) {
      if( c.at == name.data() && c.name == name ) {
         c.count += n;
         return;
      }
   }
   for( auto& c : seen ) {
      if( c.name == name ) {
         c.at = name.data();
         c.count += n;
         return;
      }
   }
   seen.push_back( { name.data(), std::string( name ), n } );
}

}  // namespace

void tally::count( const rfc1738::edition_verdict& v, const bool fragment )
{
   ++inputs;
   conforming += v.conforms ? 1 : 0;
   valid += v.valid ? 1 : 0;
   fragments += fragment ? 1 : 0;
   add_named( by_verdict, v.production ? *v.production : not_a_url, 1 );
}

void tally::add( const tally& other )
{
   split = split || other.split;
   edition = other.edition != rfc1738::edition::rfc1738 ? other.edition : edition;
   inputs += other.inputs;
   conforming += other.conforming;
   valid += other.valid;
   skipped += other.skipped;
   fragments += other.fragments;
   for( std::size_t p = 0; p < by_production.size(); ++p ) {
      by_production[ p ] += other.by_production[ p ];
   }
   for( const auto& c : other.by_verdict ) {
      add_named( by_verdict, c.name, c.count );
   }
   for( const auto& [ name, n ] : other.by_name ) {
      by_name[ name ] += n;
   }
}

std::map< std::string_view, std::size_t > tally::named() const
{
   std::map< std::string_view, std::size_t > m;
   for( const auto& c : by_verdict ) {
      m[ c.name ] += c.count;
   }
   for( const auto& [ name, n ] : by_name ) {
      m[ name ] += n;
   }
   for( std::size_t p = 0; p < by_production.size(); ++p ) {
      if( by_production[ p ] != 0 ) {
         m[ p < grammar::production_count ? grammar::rfc_name( static_cast< production >( p ) ) : not_a_url ] += by_production[ p ];
      }
   }
   return m;
}

void write_json_summary( std::string& out, const tally& t )
{
   out += '{';
   if( t.edition != rfc1738::edition::rfc1738 ) {
      out += "\"edition\":";
      rfc1738::write_json_text( out, name_of( t.edition ) );
      out += ',';
   }
   out += "\"inputs\":" + std::to_string( t.inputs ) + ",\"conforming\":" + std::to_string( t.conforming ) + ",\"valid_not_conforming\":" + std::to_string( t.valid - t.conforming ) +
          ",\"not_url\":" + std::to_string( t.inputs - t.valid ) + ",\"skipped\":" + std::to_string( t.skipped );
   if( t.split ) {
      out += ",\"fragments\":" + std::to_string( t.fragments );
   }
   out += ",\"by_production\":{";
   bool first = true;
   for( const auto& [ name, n ] : t.named() ) {
      out += first ? "" : ",";
      rfc1738::write_json_text( out, name );
      out += ':' + std::to_string( n );
      first = false;
   }
   out += "}}\n";
}

void write_text_summary( std::string& out, const tally& t )
{
   const bool other = t.edition != rfc1738::edition::rfc1738;
   out += counted( t.inputs, "input", "inputs" );
   if( other ) {
      out += " (" + std::string( name_of( t.edition ) ) + ")";
   }
   out += ": " + std::to_string( t.conforming ) + ( t.conforming == 1 ? " conforms, " : " conform, " ) + std::to_string( t.valid - t.conforming ) + " valid but not conforming, " +
          std::to_string( t.inputs - t.valid ) + " not a url";
   if( t.split ) {
      out += "; " + std::to_string( t.fragments ) + " with a fragment split off";
   }
   if( t.skipped > 0 ) {
      out += " (" + counted( t.skipped, "line", "lines" ) + " skipped)";
   }
   out += '\n';
   const std::size_t width = other ? 16 : 14;   // the names in one column
   for( const auto& [ name, n ] : t.named() ) {
      out += "  ";
      out += name;
      out.append( name.size() < width ? width - name.size() : 0, ' ' );
      out += ' ' + std::to_string( n ) + '\n';
   }
}

}  // namespace rfc1738::engine

// SPDX-License-Identifier: BSL-1.0
// "Did you mean": the nearest name to a mistyped command or option.
#ifndef RFC1738_TOOLS_RFC1738_SUGGEST_HPP
#define RFC1738_TOOLS_RFC1738_SUGGEST_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

namespace rfc1738::cli {

// The optimal string alignment distance: insertions, deletions,
// substitutions and transpositions of adjacent characters, each 1.
inline std::size_t edit_distance( std::string_view a, std::string_view b )
{
   std::vector< std::vector< std::size_t > > d( a.size() + 1, std::vector< std::size_t >( b.size() + 1 ) );
   for( std::size_t i = 0; i <= a.size(); ++i ) {
      d[ i ][ 0 ] = i;
   }
   for( std::size_t j = 0; j <= b.size(); ++j ) {
      d[ 0 ][ j ] = j;
   }
   for( std::size_t i = 1; i <= a.size(); ++i ) {
      for( std::size_t j = 1; j <= b.size(); ++j ) {
         const std::size_t cost = a[ i - 1 ] == b[ j - 1 ] ? 0 : 1;
         d[ i ][ j ] = std::min( { d[ i - 1 ][ j ] + 1, d[ i ][ j - 1 ] + 1, d[ i - 1 ][ j - 1 ] + cost } );
         if( i > 1 && j > 1 && a[ i - 1 ] == b[ j - 2 ] && a[ i - 2 ] == b[ j - 1 ] ) {
            d[ i ][ j ] = std::min( d[ i ][ j ], d[ i - 2 ][ j - 2 ] + 1 );
         }
      }
   }
   return d[ a.size() ][ b.size() ];
}

// " (did you mean 'NAME'?)" for the one name nearest to `word`, when it is
// near: at most 1 edit for a word of 3 characters or fewer (dashes and what
// follows "=" not counted), at most 2 otherwise, and fewer edits than the
// word has characters; "" when none is, or two are equally near.
inline std::string did_you_mean( std::string_view word, const std::vector< std::string >& names )
{
   if( const auto eq = word.find( '=' ); eq != std::string_view::npos ) {
      word = word.substr( 0, eq );
   }
   const std::size_t core = word.size() - std::min( word.find_first_not_of( '-' ), word.size() );
   const std::size_t limit = std::min< std::size_t >( core <= 3 ? 1 : 2, core == 0 ? 0 : core - 1 );
   std::string best;
   std::size_t best_distance = limit + 1;
   bool tie = false;
   for( const auto& n : names ) {
      const auto d = edit_distance( word, n );
      if( d < best_distance ) {
         best = n;
         best_distance = d;
         tie = false;
      }
      else if( d == best_distance && n != best ) {
         tie = true;
      }
   }
   if( best.empty() || tie || best_distance == 0 ) {
      return {};
   }
   return " (did you mean '" + best + "'?)";
}

// The options of `app`: "--long" and "-s" names.
inline std::vector< std::string > option_names( const CLI::App& app )
{
   std::vector< std::string > names;
   for( const auto* o : app.get_options() ) {
      for( const auto& l : o->get_lnames() ) {
         names.push_back( "--" + l );
      }
      for( const auto& s : o->get_snames() ) {
         names.push_back( "-" + s );
      }
   }
   return names;
}

}  // namespace rfc1738::cli

#endif

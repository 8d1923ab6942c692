// SPDX-License-Identifier: BSL-1.0
#include "lowering.hpp"

#include <utility>

#include "reader.hpp"

namespace rfc1738::bnf2pegtl {

namespace {

expression of_kind( expression::kind k, const location& where )
{
   expression e;
   e.what = k;
   e.where = where;
   return e;
}

expression literal( std::string text, const location& where )
{
   expression e = of_kind( expression::kind::literal, where );
   e.text = std::move( text );
   return e;
}

// `subs` as one expression: itself when there is one, else their sequence.
expression sequence_of( std::vector< expression > subs, const location& where )
{
   if( subs.size() == 1 ) {
      return std::move( subs.front() );
   }
   expression e = of_kind( expression::kind::sequence, where );
   e.subs = std::move( subs );
   return e;
}

bool is_letter( const char c ) noexcept
{
   return ( c >= 'a' && c <= 'z' ) || ( c >= 'A' && c <= 'Z' );
}

}  // namespace

unsigned count_of( const std::string& digits, const location& where )
{
   unsigned n = 0;
   for( const char c : digits ) {
      n = n * 10 + static_cast< unsigned >( c - '0' );
      if( n > max_count ) {
         throw read_error( to_string( where ) + ": the count " + digits + " is above " + std::to_string( max_count ) +
                           ": a repetition's copies are written out, and no grammar read here counts beyond 6" );
      }
   }
   return n;
}

void check_nesting( std::string_view text, const std::string& file )
{
   unsigned depth = 0;
   std::size_t line = 1, column = 0;
   bool quoted = false, comment = false;
   for( const char c : text ) {
      ++column;
      if( c == '\n' ) {
         ++line;
         column = 0;
         quoted = comment = false;
         continue;
      }
      if( comment ) {
         continue;
      }
      if( c == '"' ) {
         quoted = !quoted;
      }
      else if( !quoted && c == ';' ) {
         comment = true;
      }
      else if( !quoted && ( c == '(' || c == '[' ) ) {
         if( ++depth > max_nesting ) {
            throw read_error( file + ":" + std::to_string( line ) + ":" + std::to_string( column ) + ": groups and options nest more than " +
                              std::to_string( max_nesting ) + " deep here" );
         }
      }
      else if( !quoted && ( c == ')' || c == ']' ) && depth > 0 ) {
         --depth;
      }
   }
}

expression empty_string( const location& where )
{
   return of_kind( expression::kind::sequence, where );
}

expression bounded_repetition( expression x, const unsigned minimum, const unsigned maximum, const location& where )
{
   // The optional tail, built from the inside out: [ x [ x ] ].
   std::vector< expression > tail;
   for( unsigned k = minimum; k < maximum; ++k ) {
      std::vector< expression > inside{ x };
      if( !tail.empty() ) {
         inside.push_back( std::move( tail.front() ) );
      }
      expression option = of_kind( expression::kind::option, where );
      option.subs.push_back( sequence_of( std::move( inside ), where ) );
      tail.assign( 1, std::move( option ) );
   }
   std::vector< expression > all( minimum, x );
   for( auto& t : tail ) {
      all.push_back( std::move( t ) );
   }
   if( all.empty() ) {
      return empty_string( where );
   }
   return sequence_of( std::move( all ), where );
}

expression case_insensitive( const std::string& text, const location& where )
{
   std::vector< expression > parts;
   std::string run;
   for( const char c : text ) {
      if( !is_letter( c ) ) {
         run += c;
         continue;
      }
      if( !run.empty() ) {
         parts.push_back( literal( std::exchange( run, {} ), where ) );
      }
      const char lower = static_cast< char >( c | 0x20 );
      const char upper = static_cast< char >( lower - 0x20 );
      expression either = of_kind( expression::kind::alternation, where );
      either.subs.push_back( literal( std::string( 1, lower ), where ) );
      either.subs.push_back( literal( std::string( 1, upper ), where ) );
      parts.push_back( std::move( either ) );
   }
   if( !run.empty() ) {
      parts.push_back( literal( std::move( run ), where ) );
   }
   if( parts.empty() ) {
      return empty_string( where );
   }
   return sequence_of( std::move( parts ), where );
}

expression byte_range( const unsigned first, const unsigned last, const location& where )
{
   if( first == last ) {
      return literal( std::string( 1, static_cast< char >( first ) ), where );
   }
   expression e = of_kind( expression::kind::alternation, where );
   for( unsigned b = first; b <= last; ++b ) {
      e.subs.push_back( literal( std::string( 1, static_cast< char >( b ) ), where ) );
   }
   return e;
}

}  // namespace rfc1738::bnf2pegtl

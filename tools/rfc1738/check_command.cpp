// rfc1738 check: the verdicts.
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "commands.hpp"
#include "output.hpp"
#include "rfc1738/check.hpp"

namespace rfc1738::cli {

namespace {

struct check_options {
   bool json = false;
};

bool check_one( output& out, const check_options& options, std::string_view input )
{
   const auto v = rfc1738::check( input );
   if( options.json ) {
      out.put( "{\"input\":" );
      json_string( out, input );
      out.put( v.valid ? ",\"valid\":true" : ",\"valid\":false" );
      out.put( ",\"production\":" );
      if( v.derived_by ) {
         json_string( out, rfc1738::grammar::rfc_name( *v.derived_by ) );
      }
      else {
         out.put( "null" );
      }
      out.put( v.conforms ? ",\"conforms\":true" : ",\"conforms\":false" );
      out.put( ",\"scheme\":" );
      if( v.scheme ) {
         json_string( out, *v.scheme );
      }
      else {
         out.put( "null" );
      }
      out.put( "}\n" );
   }
   else {
      if( v.conforms ) {
         out.put( "conforms      " );
         out.put( rfc1738::grammar::rfc_name( v.target ) );
      }
      else if( v.valid ) {
         out.put( "not conforming: a valid url (otherurl), not " );
         out.put( rfc1738::grammar::rfc_name( v.target ) );
      }
      else {
         out.put( "not conforming: not a url" );
         if( v.target != rfc1738::production::genericurl ) {
            out.put( ", not " );
            out.put( rfc1738::grammar::rfc_name( v.target ) );
         }
      }
      out.put( "  " );
      readable( out, input );
      out.put( '\n' );
   }
   return v.conforms;
}

}  // namespace

int check_command( int argc, char** argv )
{
   check_options options;
   std::vector< std::string_view > urls;
   bool operands = false;
   for( int i = 0; i < argc; ++i ) {
      const std::string_view a = argv[ i ];
      if( !operands && a == "--json" ) {
         options.json = true;
      }
      else if( !operands && a == "--" ) {
         operands = true;
      }
      else if( !operands && ( a == "--help" || a == "-h" ) ) {
         std::fputs( usage_text.data(), stdout );
         return 0;
      }
      else if( !operands && a.size() > 1 && a[ 0 ] == '-' ) {
         std::fprintf( stderr, "rfc1738 check: unknown option '%s'\n%s", argv[ i ], usage_text.data() );
         return 2;
      }
      else {
         urls.push_back( a );
      }
   }
   output out;
   bool all = true;
   if( !urls.empty() ) {
      for( const auto u : urls ) {
         all = check_one( out, options, u ) && all;
      }
      return all ? 0 : 1;
   }
   // Standard input, line by line, in constant memory (but for the longest line).
   std::string line;
   std::vector< char > block( 1u << 16 );
   bool pending = false;
   for( ;; ) {
      const std::size_t n = std::fread( block.data(), 1, block.size(), stdin );
      if( n == 0 ) {
         break;
      }
      std::string_view rest( block.data(), n );
      for( ;; ) {
         const auto lf = rest.find( '\n' );
         if( lf == std::string_view::npos ) {
            line.append( rest );
            pending = !line.empty() || pending;
            break;
         }
         line.append( rest.substr( 0, lf ) );
         all = check_one( out, options, line ) && all;
         line.clear();
         pending = false;
         rest.remove_prefix( lf + 1 );
      }
   }
   if( std::ferror( stdin ) ) {
      std::fputs( "rfc1738 check: error reading standard input\n", stderr );
      return 2;
   }
   if( pending ) {   // a last line without LF
      all = check_one( out, options, line ) && all;
   }
   return all ? 0 : 1;
}

}  // namespace rfc1738::cli

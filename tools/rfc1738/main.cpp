// rfc1738: the command-line program.
//
//   rfc1738 check [--json] [URL...]
//
// Checks each URL argument or, with none, each line of standard input (lines
// end at LF; every other byte, CR included, belongs to the URL). Exit status:
// 0 when every input conforms, 1 when one does not, 2 on a usage error.
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "rfc1738/check.hpp"
#include "rfc1738/version.hpp"

namespace {

constexpr std::string_view usage_text =
   "usage: rfc1738 check [--json] [URL...]\n"
   "       rfc1738 --version | --help\n"
   "\n"
   "check   checks each URL against RFC 1738 (each line of standard input when no\n"
   "        URL is given; lines end at LF, every other byte belongs to the URL).\n"
   "        --json  one JSON object per input: input, valid, production,\n"
   "                conforms, scheme.\n"
   "Exit status: 0 every input conforms, 1 one does not, 2 usage error.\n";

// Output buffered in one string, written in large blocks.
class output {
public:
   ~output() { flush(); }
   void put( std::string_view s ) { buffer_.append( s ); if( buffer_.size() >= ( 1u << 16 ) ) { flush(); } }
   void put( char c ) { buffer_.push_back( c ); }
   void flush()
   {
      if( !buffer_.empty() ) {
         std::fwrite( buffer_.data(), 1, buffer_.size(), stdout );
         buffer_.clear();
      }
      std::fflush( stdout );
   }
private:
   std::string buffer_;
};

// A JSON string in which every byte of `s` is one code point: bytes ≥ 0x80
// as \u0080…\u00ff, control bytes escaped.
void json_string( output& out, std::string_view s )
{
   static const char* hex = "0123456789abcdef";
   out.put( '"' );
   for( const char ch : s ) {
      const auto c = static_cast< unsigned char >( ch );
      switch( c ) {
         case '"': out.put( "\\\"" ); break;
         case '\\': out.put( "\\\\" ); break;
         case '\n': out.put( "\\n" ); break;
         case '\r': out.put( "\\r" ); break;
         case '\t': out.put( "\\t" ); break;
         default:
            if( c < 0x20 || c >= 0x7f ) {
               const char u[] = { '\\', 'u', '0', '0', hex[ c >> 4 ], hex[ c & 15 ] };
               out.put( std::string_view( u, sizeof( u ) ) );
            }
            else {
               out.put( ch );
            }
      }
   }
   out.put( '"' );
}

// The input for a person: printable ASCII as is, every other byte as \xHH.
void readable( output& out, std::string_view s )
{
   static const char* hex = "0123456789abcdef";
   for( const char ch : s ) {
      const auto c = static_cast< unsigned char >( ch );
      if( c < 0x20 || c >= 0x7f || c == '\\' ) {
         const char e[] = { '\\', 'x', hex[ c >> 4 ], hex[ c & 15 ] };
         out.put( std::string_view( e, sizeof( e ) ) );
      }
      else {
         out.put( ch );
      }
   }
}

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

}  // namespace

int main( int argc, char** argv )
{
   if( argc < 2 ) {
      std::fputs( usage_text.data(), stderr );
      return 2;
   }
   const std::string_view command = argv[ 1 ];
   if( command == "--version" ) {
      std::printf( "rfc1738 %s\n", rfc1738::version );
      return 0;
   }
   if( command == "--help" || command == "-h" || command == "help" ) {
      std::fputs( usage_text.data(), stdout );
      return 0;
   }
   if( command == "check" ) {
      return check_command( argc - 2, argv + 2 );
   }
   std::fprintf( stderr, "rfc1738: unknown command '%s'\n%s", argv[ 1 ], usage_text.data() );
   return 2;
}

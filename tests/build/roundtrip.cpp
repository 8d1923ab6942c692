// SPDX-License-Identifier: BSL-1.0
// rfc1738::build and rfc1738::parts_of: parse(build(p)) conforms and reads
// back p, on random part sets of every scheme; build(parts_of(parse(u)))
// is u for canonical conforming URLs, the RFC's examples among them.
#include "rfc1738/build.hpp"

#include <catch2/catch.hpp>

#include <cctype>
#include <fstream>
#include <random>
#include <string>

#include "rfc1738/check.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "rfc1738/parse.hpp"

namespace {

class generator {
public:
   explicit generator( unsigned seed )
      : rng_( seed )
   {}

   unsigned below( unsigned n )
   {
      return static_cast< unsigned >( rng_() % n );
   }

   bool coin()
   {
      return below( 2 ) == 0;
   }

   // Any bytes, short, the URL specials often.
   std::string bytes( unsigned max = 8, bool tab = true )
   {
      static const std::string special = ";/?:@&=%#<>\" \t{}|\\^~[]`$-_.+!*'(),";
      std::string s( below( max + 1 ), 'a' );
      for( auto& c : s ) {
         switch( below( 4 ) ) {
            case 0: c = special[ below( static_cast< unsigned >( special.size() ) ) ]; break;
            case 1: c = static_cast< char >( below( 256 ) ); break;
            default: c = static_cast< char >( 'a' + below( 26 ) ); break;
         }
         if( !tab && c == '\t' ) {
            c = 'T';
         }
      }
      return s;
   }

   std::string label()
   {
      static const std::string alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
      std::string s( 1, alnum[ below( 52 ) ] );
      const auto n = below( 5 );
      for( unsigned i = 0; i < n; ++i ) {
         s += below( 5 ) == 0 ? '-' : alnum[ below( 62 ) ];
      }
      if( s.back() == '-' ) {
         s += '0';
      }
      return s;
   }

   std::string host()
   {
      if( below( 5 ) == 0 ) {
         return std::to_string( below( 256 ) ) + "." + std::to_string( below( 256 ) ) + "." + std::to_string( below( 256 ) ) + "." + std::to_string( below( 1000 ) );
      }
      std::string h;
      const auto n = below( 3 );
      for( unsigned i = 0; i < n; ++i ) {
         h += ( coin() ? label() : std::to_string( below( 100 ) ) ) + ".";
      }
      std::string top = label();
      if( !std::isalpha( static_cast< unsigned char >( top[ 0 ] ) ) ) {
         top[ 0 ] = 'x';
      }
      return h + top;
   }

   std::optional< std::string > port()
   {
      // Any digits (port = digits): above 65535 now and then.
      return coin() ? std::optional< std::string >( std::to_string( below( 16 ) == 0 ? 65536 + below( 1000000 ) : below( 65536 ) ) ) : std::nullopt;
   }

   std::vector< std::string > segments( unsigned at_least )
   {
      std::vector< std::string > v( at_least + below( 4 ) );
      for( auto& s : v ) {
         s = bytes( 6 );
      }
      return v;
   }

   std::string group()
   {
      static const std::string more = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.+_";
      std::string g( 1, more[ below( 52 ) ] );
      const auto n = below( 12 );
      for( unsigned i = 0; i < n; ++i ) {
         g += more[ below( static_cast< unsigned >( more.size() ) ) ];
      }
      return g;
   }

   std::optional< std::string > maybe( unsigned max = 8, bool tab = true )
   {
      return coin() ? std::optional< std::string >( bytes( max, tab ) ) : std::nullopt;
   }

   // A valid part set of the scheme (the generic form for any other).
   rfc1738::url_parts parts( const rfc1738::grammar::scheme_info* s )
   {
      rfc1738::url_parts p;
      if( !s ) {
         p.scheme = "x" + label().substr( 0, 1 ) + ( coin() ? "+1.a-b" : "" );
         for( auto& c : p.scheme ) {
            c = static_cast< char >( std::tolower( static_cast< unsigned char >( c ) ) );
         }
         if( coin() ) {
            p.host = host();
            p.port = port();
            p.user = maybe();
            if( p.user ) {
               p.password = maybe();
            }
            p.urlpath = maybe();
         }
         else {
            p.schemepart = bytes( 12 );
         }
         return p;
      }
      p.scheme = std::string( s->name );
      switch( s->syntax ) {
         case rfc1738::production::httpurl:
            p.host = host();
            p.port = port();
            if( coin() ) {
               p.segments = segments( 1 );
               p.search = maybe();
            }
            break;
         case rfc1738::production::ftpurl:
            p.user = maybe();
            if( p.user ) {
               p.password = maybe();
            }
            p.host = host();
            p.port = port();
            if( coin() ) {
               p.segments = segments( 1 );
               if( coin() ) {
                  p.ftptype = std::string( 1, "AIDaid"[ below( 6 ) ] );
               }
            }
            break;
         case rfc1738::production::fileurl:
            if( coin() ) {
               p.host = below( 4 ) == 0 ? std::string( "localhost" ) : host();
            }
            p.segments = segments( 1 );
            break;
         case rfc1738::production::gopherurl:
            p.host = host();
            p.port = port();
            if( coin() ) {
               p.gtype = bytes( 0 ) + static_cast< char >( below( 256 ) );
               p.selector = bytes( 8, false );
               if( coin() ) {
                  p.search = bytes( 8, false );
                  p.gopher_plus_string = maybe();
               }
            }
            else {
               p.slash = coin();
            }
            break;
         case rfc1738::production::mailtourl:
            p.encoded822addr = bytes( 10 ) + "@" + host();
            break;
         case rfc1738::production::newsurl:
            switch( below( 3 ) ) {
               case 0: p.grouppart = "*"; break;
               case 1: p.grouppart = group(); break;
               default: p.grouppart = bytes( 8 ) + "x@" + host(); break;
            }
            break;
         case rfc1738::production::nntpurl:
            p.host = host();
            p.port = port();
            p.group = group();
            if( coin() ) {
               p.digits = std::to_string( below( 100000 ) );
            }
            break;
         case rfc1738::production::telneturl:
            p.user = maybe();
            if( p.user ) {
               p.password = maybe();
            }
            p.host = host();
            p.port = port();
            p.slash = coin();
            break;
         case rfc1738::production::waisurl:
            p.host = host();
            p.port = port();
            p.database = bytes( 8 );
            switch( below( 3 ) ) {
               case 0: p.search = bytes( 8 ); break;
               case 1: p.wtype = bytes( 4 ); p.wpath = bytes( 8 ); break;
               default: break;
            }
            break;
         case rfc1738::production::prosperourl:
            p.host = host();
            p.port = port();
            p.segments = segments( 1 );
            for( unsigned n = below( 3 ); n > 0; --n ) {
               p.fieldspecs.emplace_back( bytes( 5 ), bytes( 5 ) );
            }
            break;
         default:
            break;
      }
      return p;
   }

private:
   std::mt19937 rng_;
};

}  // namespace

TEST_CASE( "parse(build(p)) conforms and reads back p, on random part sets of every scheme", "[build]" )
{
   generator g( 1738 );
   std::size_t cases = 0;
   constexpr std::size_t per_scheme = 30000;
   for( std::size_t k = 0; k <= rfc1738::grammar::scheme_count; ++k ) {
      const auto* s = k < rfc1738::grammar::scheme_count ? &rfc1738::grammar::schemes[ k ] : nullptr;
      for( std::size_t n = 0; n < per_scheme; ++n ) {
         const auto p = g.parts( s );
         const auto u = rfc1738::build( p );
         if( !u ) {
            FAIL_CHECK( ( s ? s->name : "generic" ) << ": " << u.error().part << ": " << u.error().message );
            continue;
         }
         INFO( *u );
         REQUIRE( rfc1738::check( *u ).conforms );
         const auto parsed = rfc1738::parse( *u );
         REQUIRE( parsed );
         REQUIRE( rfc1738::parts_of( *parsed ) == p );
         // The canonical form is a fixed point.
         REQUIRE( *rfc1738::build( rfc1738::parts_of( *parsed ) ) == *u );
         ++cases;
      }
   }
   WARN( cases << " random part sets built and read back" );
   CHECK( cases == per_scheme * ( rfc1738::grammar::scheme_count + 1 ) );
}

TEST_CASE( "build(parts_of(parse(u))) == u for every conforming example of the RFC", "[build]" )
{
   std::ifstream in( RFC1738_EXAMPLES_FILE );
   std::string line;
   std::size_t conforming = 0, other = 0;
   while( std::getline( in, line ) ) {
      if( line.empty() || line[ 0 ] == '#' ) {
         continue;
      }
      INFO( line );
      if( !rfc1738::check( line ).conforms ) {
         ++other;   // the "#WARNING" fragment of the references
         continue;
      }
      const auto u = rfc1738::parse( line );
      REQUIRE( u );
      const auto b = rfc1738::build( rfc1738::parts_of( *u ) );
      REQUIRE( b );
      CHECK( *b == line );
      ++conforming;
   }
   CHECK( conforming == 29 );
   CHECK( other == 1 );
}

TEST_CASE( "build: the part that cannot be written is named", "[build]" )
{
   rfc1738::url_parts p;
   p.scheme = "http";
   p.host = "host.dom";
   p.user = "me";
   auto b = rfc1738::build( p );
   REQUIRE( !b );
   CHECK( b.error().part == "user" );
   CHECK( b.error().message.find( "§3.3" ) != std::string::npos );

   p.user.reset();
   p.host = "host_dom";
   b = rfc1738::build( p );
   REQUIRE( !b );
   CHECK( b.error().part == "host" );
   CHECK( b.error().offset == 4u );

   rfc1738::url_parts m;
   m.scheme = "mailto";
   m.encoded822addr = "";
   b = rfc1738::build( m );
   REQUIRE( !b );
   CHECK( b.error().part == "encoded822addr" );

   rfc1738::url_parts g;
   g.scheme = "gopher";
   g.host = "h";
   g.gtype = "1";
   g.selector = "a\tb";
   b = rfc1738::build( g );
   REQUIRE( !b );
   CHECK( b.error().part == "selector" );

   rfc1738::url_parts n;
   n.scheme = "news";
   n.grouppart = "a/b";
   b = rfc1738::build( n );
   REQUIRE( !b );
   CHECK( b.error().part == "grouppart" );

   rfc1738::url_parts f;
   f.scheme = "ftp";
   f.host = "h";
   f.password = "pw";
   b = rfc1738::build( f );
   REQUIRE( !b );
   CHECK( b.error().part == "password" );

   // What the BNF of the form needs, read from its pieces, named with the
   // production: nntp's group, wais' database, file's path.
   rfc1738::url_parts needs;
   needs.scheme = "nntp";
   needs.host = "h";
   b = rfc1738::build( needs );
   REQUIRE( !b );
   CHECK( b.error().part == "group" );
   CHECK( b.error().message == "an nntp URL needs the newsgroup name: group = alpha *[ alpha | digit | \"-\" | \".\" | \"+\" | \"_\" ] (RFC 1738 §3.7)" );
   needs.scheme = "wais";
   b = rfc1738::build( needs );
   REQUIRE( !b );
   CHECK( b.error().part == "database" );
   needs.database = "";   // database = *uchar: empty is a database
   CHECK( *rfc1738::build( needs ) == "wais://h/" );
   rfc1738::url_parts file;
   file.scheme = "file";
   b = rfc1738::build( file );
   REQUIRE( !b );
   CHECK( b.error().part == "segments" );
   CHECK( b.error().message.find( "fileurl = \"file://\" [ host | \"localhost\" ] \"/\" fpath (RFC 1738 §3.10)" ) != std::string::npos );
   // A user where the form's authority is a hostport.
   rfc1738::url_parts gu;
   gu.scheme = "gopher";
   gu.host = "h";
   gu.user = "me";
   b = rfc1738::build( gu );
   REQUIRE( !b );
   CHECK( b.error().message == "a gopher URL has no user (RFC 1738 §3.4, §5); a gopher user name cannot be moved anywhere else in the URL" );

   rfc1738::url_parts x;
   x.scheme = "Bad Scheme";
   b = rfc1738::build( x );
   REQUIRE( !b );
   CHECK( b.error().part == "scheme" );
}

TEST_CASE( "build: examples of the canonical form", "[build]" )
{
   rfc1738::url_parts p;
   p.scheme = "ftp";
   p.user = "me";
   p.host = "host.dom";
   p.segments = { "etc", "mo td" };
   p.ftptype = "a";
   CHECK( *rfc1738::build( p ) == "ftp://me@host.dom/etc/mo%20td;type=a" );

   rfc1738::url_parts o;
   o.scheme = "x-y";
   o.schemepart = "//not/a/host";
   CHECK( *rfc1738::build( o ) == "x-y:/%2Fnot/a/host" );

   // port = digits (§5): any number of them, above 65535 too.
   rfc1738::url_parts big;
   big.scheme = "http";
   big.host = "h";
   big.port = "99999";
   CHECK( *rfc1738::build( big ) == "http://h:99999" );
   big.port = "99999999999999999999";
   CHECK( *rfc1738::build( big ) == "http://h:99999999999999999999" );

   // An http search without a path gets the empty path (§3.3), read back
   // as the one empty segment.
   rfc1738::url_parts s;
   s.scheme = "http";
   s.host = "h";
   s.search = "q";
   CHECK( *rfc1738::build( s ) == "http://h/?q" );
   s.segments = { "" };
   CHECK( *rfc1738::build( s ) == "http://h/?q" );
   s.segments.clear();
   s.search = "";
   CHECK( *rfc1738::build( s ) == "http://h/?" );

   // Segments are what they are: "/" in an ftp segment is %2F (CWD /etc,
   // §3.2.2), an empty first segment is an empty CWD.
   rfc1738::url_parts f;
   f.scheme = "ftp";
   f.host = "h";
   f.segments = { "/etc", "motd" };
   CHECK( *rfc1738::build( f ) == "ftp://h/%2Fetc/motd" );
   f.segments = { "", "etc", "motd" };
   CHECK( *rfc1738::build( f ) == "ftp://h//etc/motd" );

   rfc1738::url_parts g;
   g.scheme = "gopher";
   g.host = "h";
   g.gtype = "7";
   g.selector = "a/b";
   g.search = "x y";
   CHECK( *rfc1738::build( g ) == "gopher://h/7a/b%09x%20y" );

   // The "/" the form's BNF writes with nothing after it (slash).
   rfc1738::url_parts t;
   t.scheme = "telnet";
   t.host = "h";
   t.slash = true;
   CHECK( *rfc1738::build( t ) == "telnet://h/" );
   g = {};
   g.scheme = "gopher";
   g.host = "h";
   g.slash = true;
   CHECK( *rfc1738::build( g ) == "gopher://h/" );
   rfc1738::url_parts pr;
   pr.scheme = "prospero";
   pr.host = "h";
   pr.segments = { "a b", "c" };
   pr.fieldspecs = { { "x y", "z" } };
   CHECK( *rfc1738::build( pr ) == "prospero://h/a%20b/c;x%20y=z" );
}

// SPDX-License-Identifier: BSL-1.0
// rfc1738::fix_it: every fix it proposes conforms, on mutants of the RFC's
// examples and random mutations of built URLs; each edit names its section;
// what the RFC does not decide is not fixed, and says why.
#include "rfc1738/fixit.hpp"

#include <catch2/catch.hpp>

#include <cctype>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "rfc1738/check.hpp"

namespace {

std::vector< std::string > examples()
{
   std::ifstream in( RFC1738_EXAMPLES_FILE );
   std::vector< std::string > out;
   std::string line;
   while( std::getline( in, line ) ) {
      if( !line.empty() && line[ 0 ] != '#' ) {
         out.push_back( line );
      }
   }
   return out;
}

struct tally {
   std::size_t inputs = 0, fixed = 0, refused = 0;
};

void check_fix( const std::string& input, tally& t )
{
   INFO( input );
   const auto f = rfc1738::fix_it( input );
   ++t.inputs;
   if( !f.url ) {
      ++t.refused;
      CHECK( !f.reason.empty() );
      CHECK( f.edits.empty() );
      return;
   }
   ++t.fixed;
   INFO( *f.url );
   REQUIRE( rfc1738::check( *f.url ).conforms );
   if( rfc1738::check( input ).conforms ) {
      CHECK( *f.url == input );
      CHECK( f.edits.empty() );
   }
   else {
      REQUIRE( !f.edits.empty() );
      CHECK( f.edits.back().url == *f.url );
   }
   for( const auto& e : f.edits ) {
      CHECK( !e.section.empty() );
      CHECK( e.message.find( e.section == "Appendix" ? "Appendix" : e.section.substr( 2 ) ) != std::string::npos );
   }
}

}  // namespace

TEST_CASE( "fix_it: every fix of a mutant of an RFC example conforms", "[fixit]" )
{
   const std::string inserted = " \t<>\"#%{}|\\^~[]`\x7f\x80\xff\n";
   tally t;
   for( const auto& u : examples() ) {
      check_fix( u, t );
      for( std::size_t i = 0; i <= u.size(); ++i ) {
         for( const char c : inserted ) {
            check_fix( u.substr( 0, i ) + c + u.substr( i ), t );
         }
         if( i < u.size() ) {
            std::string r = u;
            r[ i ] = '%';
            check_fix( r, t );
            r[ i ] = static_cast< char >( u[ i ] ^ 0x20 );
            check_fix( r, t );
         }
      }
      check_fix( "<URL:" + u + ">", t );
      check_fix( u + "#section-2", t );
      std::string upper = u;
      for( std::size_t i = 0; i < upper.size() && upper[ i ] != ':'; ++i ) {
         upper[ i ] = static_cast< char >( std::toupper( static_cast< unsigned char >( upper[ i ] ) ) );
      }
      check_fix( upper, t );
   }
   WARN( t.inputs << " mutants of the RFC's examples: " << t.fixed << " fixed (every fix conforms), " << t.refused << " not fixed" );
   CHECK( t.fixed > t.refused );
}

TEST_CASE( "fix_it: random mutations of the examples, several at once", "[fixit]" )
{
   std::mt19937 rng( 1738 );
   const auto urls = examples();
   tally t;
   for( int n = 0; n < 20000; ++n ) {
      std::string u = urls[ rng() % urls.size() ];
      for( int k = static_cast< int >( rng() % 4 ); k >= 0; --k ) {
         const auto at = rng() % ( u.size() + 1 );
         switch( rng() % 3 ) {
            case 0: u.insert( at, 1, static_cast< char >( rng() % 256 ) ); break;
            case 1:
               if( at < u.size() ) {
                  u[ at ] = static_cast< char >( rng() % 256 );
               }
               break;
            default:
               if( at < u.size() ) {
                  u.erase( at, 1 );
               }
               break;
         }
      }
      check_fix( u, t );
   }
   WARN( t.inputs << " random mutants: " << t.fixed << " fixed (every fix conforms), " << t.refused << " not fixed" );
}

TEST_CASE( "fix_it: the RFC's rules, each named; what it does not decide, refused", "[fixit]" )
{
   auto f = rfc1738::fix_it( "HTTP://h/a b#top" );
   REQUIRE( f.url );
   CHECK( *f.url == "http://h/a%20b" );
   REQUIRE( f.fragment );
   CHECK( *f.fragment == "top" );
   REQUIRE( f.edits.size() == 3 );
   CHECK( f.edits[ 0 ].section == "§2.1" );
   CHECK( f.edits[ 1 ].section == "§2.2" );
   CHECK( f.edits[ 1 ].offset == 10u );
   CHECK( f.edits[ 2 ].edit == "fragment" );

   // A fragment's bytes in the message as rfc1738::printable shows them
   // (check's and fix's one form: lower-case hex).
   f = rfc1738::fix_it( "http://h/#a\xff\x01" );
   REQUIRE( !f.edits.empty() );
   CHECK( f.edits.back().edit == "fragment" );
   CHECK( f.edits.back().message.find( "\"#a\\xff\\x01\"" ) != std::string::npos );

   f = rfc1738::fix_it( "<URL:ftp://info.cern.ch/pub/www/doc;\n type=d>" );
   REQUIRE( f.url );
   CHECK( *f.url == "ftp://info.cern.ch/pub/www/doc;type=d" );
   CHECK( f.edits[ 0 ].section == "Appendix" );

   f = rfc1738::fix_it( "http://h/a%2Gb" );
   CHECK( !f.url );
   CHECK( f.reason.find( "§2.2" ) != std::string::npos );
   CHECK( f.reason.find( "%25" ) != std::string::npos );

   f = rfc1738::fix_it( "http://h/100%" );
   CHECK( !f.url );
   CHECK( f.reason.find( "%25" ) != std::string::npos );

   f = rfc1738::fix_it( "http://user@h/" );
   CHECK( !f.url );
   CHECK( f.reason.find( "§3.3" ) != std::string::npos );

   f = rfc1738::fix_it( "http://h?q" );
   REQUIRE( f.url );
   CHECK( *f.url == "http://h/?q" );

   f = rfc1738::fix_it( "ftp://h/\xe9t\xe9" );
   REQUIRE( f.url );
   CHECK( *f.url == "ftp://h/%E9t%E9" );

   f = rfc1738::fix_it( "news:comp.infosystems.www" );
   REQUIRE( f.url );
   CHECK( f.edits.empty() );
}

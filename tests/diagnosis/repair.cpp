// SPDX-License-Identifier: BSL-1.0
// The repairs that messages propose work: over thousands of mutants of
// sampled URLs of every target, whenever a diagnosis proposes a concrete
// repair, this test applies it (by its own reading of the repair kind, not
// the library's) and the error offset moves past where it was, or the input
// now conforms. And what the messages claim holds: "takes no escapes" means
// an escape there does not help; "write it as %XX" comes with the repair.
#include "rfc1738/diagnosis.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <iostream>
#include <map>
#include <random>
#include <set>
#include <string_view>

#include "cfg_matcher.hpp"

namespace cfg = rfc1738::test::cfg;
using kind = rfc1738::repair::kind;

namespace {

std::string hex2( unsigned char c )
{
   static const char* hex = "0123456789ABCDEF";
   return std::string( 1, hex[ c >> 4 ] ) + hex[ c & 15 ];
}

// Applies the repair; nothing when it does not apply to this input.
std::optional< std::string > apply( std::string s, const rfc1738::repair& r )
{
   switch( r.what ) {
      case kind::escape_byte:
         if( r.offset >= s.size() ) {
            return std::nullopt;
         }
         return s.replace( r.offset, 1, "%" + hex2( static_cast< unsigned char >( s[ r.offset ] ) ) );
      case kind::escape_percent:
         if( r.offset >= s.size() || s[ r.offset ] != '%' ) {
            return std::nullopt;
         }
         return s.insert( r.offset + 1, "25" );
      case kind::remove_rest:
         if( r.offset > s.size() ) {
            return std::nullopt;
         }
         return s.substr( 0, r.offset );
      case kind::lower_case_scheme: {
         const auto colon = s.find( ':' );
         if( colon == std::string::npos ) {
            return std::nullopt;
         }
         for( std::size_t i = 0; i < colon; ++i ) {
            if( s[ i ] >= 'A' && s[ i ] <= 'Z' ) {
               s[ i ] = static_cast< char >( s[ i ] - 'A' + 'a' );
            }
         }
         return s;
      }
      case kind::insert_slash:
         if( r.offset > s.size() ) {
            return std::nullopt;
         }
         return s.insert( r.offset, "/" );
      case kind::remove_angle_brackets:
         if( r.offset >= s.size() || s[ r.offset ] != '<' ) {
            return std::nullopt;
         }
         s.erase( r.offset, 1 );
         if( !s.empty() && s.back() == '>' ) {
            s.pop_back();
         }
         return s;
   }
   return std::nullopt;
}

}  // namespace

TEST_CASE( "every proposed repair moves the error offset past it", "[diagnosis][repair]" )
{
   const auto g = cfg::grammar::from_file( RFC1738_GRAMMAR_FILE );
   cfg::sampler sampler( g, 1994 );
   std::mt19937_64 rng( 5118 );
   const std::string bytes = std::string( "aZ09-._*!;/?:@&=%#<>\"[] ~\\\x80\xff\x01" ) + std::string( 1, '\0' );
   std::size_t diagnosed = 0, repaired = 0, no_escape_claims = 0;
   std::map< kind, std::size_t > per_kind;
   std::vector< std::string > wrong;
   const auto report = [ & ]( const std::string& what ) {
      if( wrong.size() < 20 ) {
         wrong.push_back( what );
      }
   };
   // Against the production of the input's own scheme, and against url (as
   // the parser and the trace report it).
   const auto examine_against = [ & ]( const std::string& s, bool against_url ) {
      const auto diagnose = [ & ]( const std::string& text ) { return against_url ? rfc1738::diagnose( text, rfc1738::grammar::production::url ) : rfc1738::diagnose( text ); };
      const auto d = diagnose( s );
      if( !d ) {
         return;
      }
      ++diagnosed;
      const std::string where = cfg::quote( s ) + " at " + std::to_string( d->offset ) + ": " + d->message;
      if( d->message.find( '\n' ) != std::string::npos || d->message.find( "RFC 1738 §" ) == std::string::npos || d->message.find( " --" ) != std::string::npos ) {
         report( "not one line naming its section: " + where );
      }
      if( std::set< std::string >( d->expected.begin(), d->expected.end() ).size() != d->expected.size() ) {
         report( "expected twice: " + where );
      }
      if( d->message.find( "write it as %" ) != std::string::npos && !( d->fix && d->fix->what == kind::escape_byte ) ) {
         report( "advises an escape without the repair: " + where );
      }
      if( d->message.find( "takes no escapes" ) != std::string::npos && d->offset < s.size() ) {
         ++no_escape_claims;
         // An escape helps when it makes the input conform, or moves the
         // error past it in a reading that can still be completed (a user
         // name or password needs an "@" after it, before the path).
         const auto escaped = rfc1738::diagnose( *apply( s, { kind::escape_byte, d->offset } ), d->target );
         const auto slash = s.find( '/', d->offset );
         const bool at_follows = s.substr( d->offset, slash == std::string::npos ? std::string::npos : slash - d->offset ).find( '@' ) != std::string::npos;
         if( !escaped || ( escaped->offset > d->offset && at_follows ) ) {
            report( "an escape would have helped: " + where );
         }
      }
      if( !d->fix ) {
         return;
      }
      ++repaired;
      ++per_kind[ d->fix->what ];
      const auto t = apply( s, *d->fix );
      if( !t ) {
         report( "a repair that does not apply: " + where );
         return;
      }
      const auto after = diagnose( *t );
      if( after && after->offset <= d->offset ) {
         report( "repaired to " + cfg::quote( *t ) + ", still at " + std::to_string( after->offset ) + ": " + where );
      }
   };
   const auto examine = [ & ]( const std::string& s ) {
      examine_against( s, false );
      examine_against( s, true );
   };
   for( const char* target : { "httpurl", "ftpurl", "newsurl", "nntpurl", "telneturl", "gopherurl", "waisurl", "mailtourl", "fileurl", "prosperourl", "genericurl" } ) {
      for( int k = 0; k < 400; ++k ) {
         const std::string s = sampler.sample( target );
         for( int m = 0; m < 8; ++m ) {
            std::string t = s;
            const std::size_t pos = t.empty() ? 0 : rng() % ( t.size() + 1 );
            const char b = bytes[ rng() % bytes.size() ];
            switch( rng() % 4 ) {
               case 0:
                  if( pos < t.size() ) {
                     t[ pos ] = b;
                  }
                  break;
               case 1:
                  t.insert( pos, 1, b );
                  break;
               case 2:
                  if( pos < t.size() ) {
                     t.erase( pos, 1 );
                  }
                  break;
               default:  // a capital in the scheme
                  if( pos < t.size() && t[ pos ] >= 'a' && t[ pos ] <= 'z' && pos < t.find( ':' ) ) {
                     t[ pos ] = static_cast< char >( t[ pos ] - 'a' + 'A' );
                  }
                  else {
                     t.insert( pos, 1, b );
                  }
                  break;
            }
            examine( t );
         }
         examine( s + "#frag" );
         examine( s.substr( 0, s.size() / 2 ) );
         if( std::string_view( target ) == "newsurl" && s.find( '@' ) != std::string::npos ) {
            examine( "news:<" + s.substr( 5 ) + ">" );   // a message-id as a header writes it
         }
      }
   }
   std::cout << "diagnosis repairs: " << diagnosed << " diagnoses, " << repaired << " repairs applied (";
   for( const auto& [ k, n ] : per_kind ) {
      std::cout << " kind " << static_cast< int >( k ) << ": " << n;
   }
   std::cout << " ), " << no_escape_claims << " \"takes no escapes\" claims tried, " << wrong.size() << " failures\n";
   for( const auto& w : wrong ) {
      UNSCOPED_INFO( w );
   }
   CHECK( wrong.empty() );
   // Every kind of repair was proposed and checked.
   CHECK( per_kind.size() == 6 );
   CHECK( no_escape_claims > 100 );
}

// A piece of advice is sound when following it mends the input. Over
// conforming URLs of every target, each given one fault that has a remedy
// (a byte that must be escaped inserted anywhere outside an escape, a "%"
// inserted, a "#" fragment appended, a capital in the scheme, a message-id
// in "<" and ">", an http search right after the host): whenever the
// diagnosis proposes a repair, the repaired input conforms. A message that
// advises a change says it with its repair: "write it as %XX" comes with one
// (above), as does every "remove it", "drop them", "write \"/?\"".
TEST_CASE( "advice applied to an input with one fault makes it conform", "[diagnosis][advice]" )
{
   const auto g = cfg::grammar::from_file( RFC1738_GRAMMAR_FILE );
   cfg::sampler sampler( g, 1738 );
   std::mt19937_64 rng( 1994 );
   // §2.2: unsafe, national and control bytes, and "%".
   const std::string bytes = std::string( " <>\"{}|\\^~[]`%\x01\x7f\x80\xff" ) + std::string( 1, '\0' );
   std::size_t advised = 0;
   std::map< kind, std::size_t > per_kind;
   std::map< kind, std::size_t > wrong_per_kind;
   std::vector< std::string > wrong;
   const auto examine = [ & ]( const std::string& t ) {
      const auto d = rfc1738::diagnose( t );
      if( !d || !d->fix ) {
         return;
      }
      ++advised;
      ++per_kind[ d->fix->what ];
      const auto repaired = apply( t, *d->fix );
      if( repaired && !rfc1738::diagnose( *repaired ) ) {
         return;
      }
      ++wrong_per_kind[ d->fix->what ];
      if( wrong.size() < 20 ) {
         wrong.push_back( cfg::quote( t ) + " at " + std::to_string( d->offset ) + ": " + d->message + " -> " + ( repaired ? cfg::quote( *repaired ) : "(does not apply)" ) );
      }
   };
   for( const char* target : { "httpurl", "ftpurl", "newsurl", "nntpurl", "telneturl", "gopherurl", "waisurl", "mailtourl", "fileurl", "prosperourl", "genericurl" } ) {
      for( int k = 0; k < 300; ++k ) {
         const std::string s = sampler.sample( target );
         for( int m = 0; m < 8; ++m ) {
            std::size_t pos = s.empty() ? 0 : rng() % ( s.size() + 1 );
            // Not inside an escape: that would be two faults.
            while( ( pos >= 1 && s[ pos - 1 ] == '%' ) || ( pos >= 2 && s[ pos - 2 ] == '%' ) ) {
               --pos;
            }
            examine( std::string( s ).insert( pos, 1, bytes[ rng() % bytes.size() ] ) );
         }
         examine( s + "#frag" );
         const auto colon = s.find( ':' );
         if( colon != std::string::npos && colon > 0 && s[ 0 ] >= 'a' && s[ 0 ] <= 'z' ) {
            examine( static_cast< char >( s[ 0 ] - 'a' + 'A' ) + s.substr( 1 ) );
         }
         if( std::string_view( target ) == "newsurl" ) {
            examine( "news:<" + s.substr( 5 ) + ( s.find( '@' ) != std::string::npos ? ">" : "" ) );
         }
         if( std::string_view( target ) == "httpurl" && s.find( '/', 7 ) == std::string::npos ) {
            examine( s + "?q" );
         }
      }
   }
   std::size_t wrong_count = 0;
   std::cout << "advice: " << advised << " inputs with one fault advised (";
   for( const auto& [ k, n ] : per_kind ) {
      std::cout << " kind " << static_cast< int >( k ) << ": " << n;
      wrong_count += wrong_per_kind[ k ];
   }
   std::cout << " ), " << wrong_count << " left not conforming\n";
   for( const auto& w : wrong ) {
      UNSCOPED_INFO( w );
   }
   CHECK( wrong_count == 0 );
   CHECK( per_kind.size() == 6 );
}

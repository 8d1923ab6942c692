// SPDX-License-Identifier: BSL-1.0
// Fuzz target `roundtrip`: the components of a parsed URL and their
// delimiters reassemble the input exactly. For every input that parses:
//   - every component is a view into the input (not a copy);
//   - generic(): scheme ":" schemepart, and an ip-schemepart's
//     "//" [ user [ ":" password ] "@" ] host [ ":" port ] [ "/" urlpath ];
//   - the view of the scheme that derives the URL (§3.2 … §3.11) rebuilt from
//     its components and the scheme's delimiters, path segments joined with
//     "/" giving back the path;
//   - decoding an encoded component never yields more bytes than it has.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "require.hpp"
#include "rfc1738/parse.hpp"

namespace {

std::string_view input_of;  // the input of the current run

// `part` lies inside the input (an empty part may sit anywhere in it).
std::string_view inside( std::string_view part )
{
   const char* const b = input_of.data();
   RFC1738_FUZZ_REQUIRE( part.empty() || ( part.data() >= b && part.data() + part.size() <= b + input_of.size() ) );
   return part;
}

std::string_view inside( const rfc1738::encoded_view& part )
{
   RFC1738_FUZZ_REQUIRE( part.decode().size() <= part.encoded().size() );
   return inside( part.encoded() );
}

std::string_view inside( const rfc1738::digits_view& part )
{
   return inside( part.text() );
}

std::string joined( const rfc1738::segments_view& segments )
{
   std::string out;
   bool first = true;
   for( const auto& s : segments ) {
      if( !first ) {
         out += '/';
      }
      first = false;
      out += inside( s );
   }
   RFC1738_FUZZ_REQUIRE( segments.size() > 0 || out.empty() );
   return out;
}

std::string hostport( const rfc1738::hostport_view& h )
{
   std::string out( inside( h.host() ) );
   if( const auto p = h.port() ) {
      out += ':';
      out += inside( *p );
   }
   return out;
}

std::string login( const rfc1738::login_view& l )
{
   std::string out;
   if( const auto u = l.user() ) {
      out += inside( *u );
      if( const auto p = l.password() ) {
         out += ':';
         out += inside( *p );
      }
      out += '@';
   }
   else {
      RFC1738_FUZZ_REQUIRE( !l.password() );
   }
   return out + hostport( l );
}

std::string generic( const rfc1738::generic_view& g )
{
   std::string out( inside( g.scheme() ) );
   out += ':';
   const auto part = inside( g.schemepart() );
   out += part;
   if( const auto& ip = g.ip_schemepart() ) {
      std::string rebuilt = "//" + login( *ip );
      if( const auto p = ip->urlpath() ) {
         rebuilt += '/';
         rebuilt += inside( *p );
      }
      RFC1738_FUZZ_REQUIRE( rebuilt == part );
   }
   return out;
}

// The URL rebuilt from the typed view of the production that derives it.
std::optional< std::string > typed( const rfc1738::url_view& u )
{
   using rfc1738::production;
   switch( u.derived_by() ) {
      case production::httpurl: {
         const auto h = *u.http();
         std::string out = "http://" + hostport( h );
         if( const auto p = h.hpath() ) {
            RFC1738_FUZZ_REQUIRE( joined( h.segments() ) == inside( *p ) );
            out += '/';
            out += *p;
            if( const auto s = h.search() ) {
               out += '?';
               out += inside( *s );
            }
         }
         else {
            RFC1738_FUZZ_REQUIRE( !h.search() );
         }
         return out;
      }
      case production::ftpurl: {
         const auto f = *u.ftp();
         std::string out = "ftp://" + login( f );
         if( const auto p = f.fpath() ) {
            RFC1738_FUZZ_REQUIRE( joined( f.segments() ) == inside( *p ) );
            out += '/';
            out += *p;
            if( const auto t = f.ftptype() ) {
               out += ";type=";
               out += inside( *t );
            }
         }
         else {
            RFC1738_FUZZ_REQUIRE( !f.ftptype() );
         }
         return out;
      }
      case production::gopherurl: {
         const auto g = *u.gopher();
         std::string out = "gopher://" + hostport( g );
         if( const auto p = g.gopher_path() ) {
            std::string path;
            if( const auto t = g.gtype() ) {
               path += inside( *t );
               RFC1738_FUZZ_REQUIRE( g.selector().has_value() );
               path += inside( *g.selector() );
               if( const auto s = g.search() ) {
                  path += "%09";
                  path += inside( *s );
                  if( const auto plus = g.gopher_plus_string() ) {
                     path += "%09";
                     path += inside( *plus );
                  }
               }
               else {
                  RFC1738_FUZZ_REQUIRE( !g.gopher_plus_string() );
               }
            }
            else {
               RFC1738_FUZZ_REQUIRE( !g.selector() && !g.search() && !g.gopher_plus_string() );
            }
            RFC1738_FUZZ_REQUIRE( path == inside( *p ) );
            out += '/';
            out += path;
         }
         return out;
      }
      case production::mailtourl:
         return "mailto:" + std::string( inside( u.mailto()->encoded822addr() ) );
      case production::newsurl:
         return "news:" + std::string( inside( u.news()->grouppart() ) );
      case production::nntpurl: {
         const auto n = *u.nntp();
         std::string out = "nntp://" + hostport( n ) + "/" + std::string( inside( n.group() ) );
         if( const auto a = n.article_number() ) {
            out += '/';
            out += inside( *a );
         }
         return out;
      }
      case production::telneturl: {
         std::string out = "telnet://" + login( *u.telnet() );
         // The optional "/" at the end is the only thing the view does not show.
         if( u.buffer().size() == out.size() + 1 ) {
            out += '/';
         }
         return out;
      }
      case production::waisurl: {
         const auto w = *u.wais();
         std::string out = "wais://" + hostport( w ) + "/" + std::string( inside( w.database() ) );
         switch( w.form() ) {
            case rfc1738::wais_form::waisdatabase:
               RFC1738_FUZZ_REQUIRE( !w.search() && !w.wtype() && !w.wpath() );
               break;
            case rfc1738::wais_form::waisindex:
               RFC1738_FUZZ_REQUIRE( w.search() && !w.wtype() && !w.wpath() );
               out += '?';
               out += inside( *w.search() );
               break;
            case rfc1738::wais_form::waisdoc:
               RFC1738_FUZZ_REQUIRE( !w.search() && w.wtype() && w.wpath() );
               out += '/';
               out += inside( *w.wtype() );
               out += '/';
               out += inside( *w.wpath() );
               break;
         }
         return out;
      }
      case production::fileurl: {
         const auto f = *u.file();
         std::string out = "file://";
         if( const auto h = f.host() ) {
            out += inside( *h );
         }
         RFC1738_FUZZ_REQUIRE( joined( f.segments() ) == inside( f.fpath() ) );
         out += '/';
         out += f.fpath();
         return out;
      }
      case production::prosperourl: {
         const auto p = *u.prospero();
         std::string out = "prospero://" + hostport( p ) + "/" + std::string( inside( p.ppath() ) );
         std::string fields;
         for( const auto& f : p.fieldspecs() ) {
            fields += ';';
            fields += inside( f.fieldname );
            fields += '=';
            fields += inside( f.fieldvalue );
         }
         RFC1738_FUZZ_REQUIRE( fields == inside( p.fieldspecs().encoded() ) );
         return out + fields;
      }
      case production::otherurl:
         RFC1738_FUZZ_REQUIRE( u.otherurl().has_value() );
         return generic( *u.otherurl() );
      default:
         RFC1738_FUZZ_REQUIRE( false );
         return std::nullopt;
   }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput( const std::uint8_t* data, std::size_t size )
{
   const std::string_view input( reinterpret_cast< const char* >( data ), size );
   input_of = input;
   const auto r = rfc1738::parse( input );
   if( !r ) {
      return 0;
   }
   const auto& u = *r;
   RFC1738_FUZZ_REQUIRE( inside( u.scheme() ) == input.substr( 0, input.find( ':' ) ) );
   RFC1738_FUZZ_REQUIRE( generic( u.generic() ) == input );
   const auto rebuilt = typed( u );
   RFC1738_FUZZ_REQUIRE( rebuilt && *rebuilt == input );
   if( const auto h = u.host() ) {
      inside( *h );
   }
   if( const auto p = u.port() ) {
      inside( *p );
   }
   return 0;
}

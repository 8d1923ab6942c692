// SPDX-License-Identifier: BSL-1.0
// rfc1738::build, rfc1738::parts_of, rfc1738::set_part: a URL from its
// decoded parts, each written by rfc1738::encode for its production, in the
// order of its scheme's production (RFC 1738 §3, §5).
#include "rfc1738/build.hpp"

#include <string>

#include "rfc1738/check.hpp"
#include "rfc1738/decode.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "rfc1738/parse.hpp"

namespace rfc1738 {

namespace {

using opt = std::optional< std::string >;

// The names of the parts, in url_parts' order, and whether each is set.
struct part_ref {
   std::string_view name;
   bool set;
};

std::vector< part_ref > parts_set( const url_parts& p )
{
   return {
      { "user", p.user.has_value() },
      { "password", p.password.has_value() },
      { "host", p.host.has_value() },
      { "port", p.port.has_value() },
      { "segments", !p.segments.empty() },
      { "ftptype", p.ftptype.has_value() },
      { "search", p.search.has_value() },
      { "gtype", p.gtype.has_value() },
      { "selector", p.selector.has_value() },
      { "gopher+_string", p.gopher_plus_string.has_value() },
      { "encoded822addr", p.encoded822addr.has_value() },
      { "grouppart", p.grouppart.has_value() },
      { "group", p.group.has_value() },
      { "digits", p.digits.has_value() },
      { "database", p.database.has_value() },
      { "wtype", p.wtype.has_value() },
      { "wpath", p.wpath.has_value() },
      { "fieldspecs", !p.fieldspecs.empty() },
      { "schemepart", p.schemepart.has_value() },
      { "urlpath", p.urlpath.has_value() },
      { "slash", p.slash },
   };
}

std::string a_url( const grammar::scheme_info& s )
{
   return std::string( s.article ) + " " + std::string( s.name ) + " URL";
}

std::string section_of( const grammar::scheme_info* s )
{
   return s ? "§" + std::string( s->section ) : std::string( "§3.1" );
}

build_error part_error( std::string part, std::string message )
{
   return build_error{ std::move( part ), std::nullopt, std::move( message ) };
}

// The parts the scheme has no place for.
std::optional< build_error > only( const url_parts& p, const grammar::scheme_info* s, std::initializer_list< std::string_view > allowed )
{
   for( const auto& r : parts_set( p ) ) {
      if( !r.set ) {
         continue;
      }
      bool ok = false;
      for( const auto a : allowed ) {
         ok = ok || a == r.name;
      }
      if( !ok ) {
         const std::string what = s ? a_url( *s ) : "a URL of the generic form with" + std::string( p.host ? "" : "out" ) + " a host";
         std::string extra;
         if( s && s->syntax == production::httpurl && ( r.name == "user" || r.name == "password" ) ) {
            extra = "; an http user name cannot be moved anywhere else in the URL";
         }
         return part_error( std::string( r.name ), what + " has no " + std::string( r.name ) + " (RFC 1738 " + section_of( s ) + ", §5)" + extra );
      }
   }
   return std::nullopt;
}

// Encodes `bytes` as `p`, naming `part` (and the segment) on failure.
bool put( std::string& out, std::optional< build_error >& err, production p, std::string_view bytes, std::string_view part = {} )
{
   if( err ) {
      return false;
   }
   auto e = encode( p, bytes );
   if( !e ) {
      err = e.error();
      if( !part.empty() ) {
         err->message = std::string( part ) + ": " + err->message;
      }
      return false;
   }
   out += *e;
   return true;
}

void put_hostport( std::string& out, std::optional< build_error >& err, const url_parts& p, const grammar::scheme_info* s )
{
   if( err ) {
      return;
   }
   if( !p.host ) {
      err = part_error( "host", ( s ? a_url( *s ) : std::string( "this URL" ) ) + " needs a host (RFC 1738 §3.1)" );
      return;
   }
   put( out, err, production::host, *p.host );
   if( p.port ) {
      // port = digits, any number of them (§5): a port above 65535 is
      // written, and warned of by rfc1738::warnings (port-out-of-range).
      out += ':';
      put( out, err, production::port, *p.port );
   }
}

void put_login( std::string& out, std::optional< build_error >& err, const url_parts& p, const grammar::scheme_info* s )
{
   if( p.password && !p.user ) {
      err = part_error( "password", "a password needs a user: login = [ user [ \":\" password ] \"@\" ] hostport (RFC 1738 §3.1)" );
      return;
   }
   if( p.user ) {
      put( out, err, production::user, *p.user );
      if( p.password ) {
         out += ':';
         put( out, err, production::password, *p.password );
      }
      out += '@';
   }
   put_hostport( out, err, p, s );
}

void put_path( std::string& out, std::optional< build_error >& err, const url_parts& p, production segment )
{
   for( std::size_t i = 0; i < p.segments.size(); ++i ) {
      if( i > 0 ) {
         out += '/';
      }
      put( out, err, segment, p.segments[ i ], "path segment " + std::to_string( i + 1 ) );
   }
}

bool has_byte( const std::string& s, char c )
{
   return s.find( c ) != std::string::npos;
}

std::optional< build_error > build_into( std::string& out, const url_parts& p )
{
   std::optional< build_error > err;
   const auto* s = grammar::find_scheme( p.scheme );
   if( !s ) {
      // §3.1: the generic form, for any other scheme.
      if( !put( out, err, production::scheme, p.scheme ) ) {
         err->part = "scheme";
         return err;
      }
      out += ':';
      if( p.host ) {
         if( ( err = only( p, s, { "user", "password", "host", "port", "urlpath" } ) ) ) {
            return err;
         }
         out += "//";
         put_login( out, err, p, s );
         if( p.urlpath ) {
            out += '/';
            put( out, err, production::urlpath, *p.urlpath );
         }
         return err;
      }
      if( ( err = only( p, s, { "schemepart" } ) ) ) {
         return err;
      }
      std::string part;
      put( part, err, production::schemepart, p.schemepart.value_or( std::string() ) );
      if( !err && derives( production::ip_schemepart, part ) ) {
         // Read as the common syntax it would have a host: the second "/"
         // escaped keeps it opaque and decodes the same (§2.2).
         part.replace( 1, 1, "%2F" );
      }
      out += part;
      return err;
   }
   out += s->prefix;
   switch( s->syntax ) {
      case production::httpurl:
         if( ( err = only( p, s, { "host", "port", "segments", "search" } ) ) ) {
            return err;
         }
         put_hostport( out, err, p, s );
         if( !p.segments.empty() ) {
            out += '/';
            put_path( out, err, p, production::hsegment );
         }
         if( p.search ) {
            out += '?';
            put( out, err, production::search, *p.search );
         }
         return err;
      case production::ftpurl:
         if( ( err = only( p, s, { "user", "password", "host", "port", "segments", "ftptype" } ) ) ) {
            return err;
         }
         put_login( out, err, p, s );
         if( p.ftptype && p.segments.empty() ) {
            return part_error( "ftptype", "an ftp typecode follows a path: \"/\" fpath [ \";type=\" ftptype ] (RFC 1738 §3.2.2)" );
         }
         if( !p.segments.empty() ) {
            out += '/';
            put_path( out, err, p, production::fsegment );
         }
         if( p.ftptype ) {
            out += ";type=";
            put( out, err, production::ftptype, *p.ftptype );
         }
         return err;
      case production::fileurl:
         if( ( err = only( p, s, { "host", "segments" } ) ) ) {
            return err;
         }
         if( p.host ) {
            put( out, err, production::host, *p.host );
         }
         if( p.segments.empty() ) {
            return part_error( "segments", "a file URL has a path: \"file://\" [ host | \"localhost\" ] \"/\" fpath (RFC 1738 §3.10); give the path \"\" (one empty segment)" );
         }
         out += '/';
         put_path( out, err, p, production::fsegment );
         return err;
      case production::gopherurl:
         if( ( err = only( p, s, { "host", "port", "slash", "gtype", "selector", "search", "gopher+_string" } ) ) ) {
            return err;
         }
         put_hostport( out, err, p, s );
         if( p.selector.has_value() != p.gtype.has_value() ) {
            return part_error( p.gtype ? "selector" : "gtype", "a gopher selector is present (possibly empty) exactly when a gtype is (RFC 1738 §3.4)" );
         }
         if( p.search && !p.gtype ) {
            return part_error( "search", "a gopher search follows a gtype and a selector (RFC 1738 §3.4)" );
         }
         if( p.gopher_plus_string && !p.search ) {
            return part_error( "gopher+_string", "a gopher+_string follows a search (RFC 1738 §3.4); give the search \"\"" );
         }
         if( p.gtype || p.slash ) {
            out += '/';
         }
         if( p.gtype ) {
            if( !put( out, err, production::gtype, *p.gtype ) ) {
               return err;
            }
            if( has_byte( *p.selector, '\t' ) ) {
               return build_error{ "selector", p.selector->find( '\t' ), "a gopher selector cannot hold byte 0x09 (tab): %09 ends the selector and begins the search (RFC 1738 §3.4)" };
            }
            put( out, err, production::selector, *p.selector );
         }
         if( p.search ) {
            if( has_byte( *p.search, '\t' ) ) {
               return build_error{ "search", p.search->find( '\t' ), "a gopher search cannot hold byte 0x09 (tab): %09 ends the search and begins the gopher+_string (RFC 1738 §3.4)" };
            }
            out += "%09";
            put( out, err, production::search, *p.search );
         }
         if( p.gopher_plus_string ) {
            out += "%09";
            put( out, err, production::gopher_plus_string, *p.gopher_plus_string );
         }
         return err;
      case production::mailtourl:
         if( ( err = only( p, s, { "encoded822addr" } ) ) ) {
            return err;
         }
         if( !p.encoded822addr || p.encoded822addr->empty() ) {
            return part_error( "encoded822addr", "a mailto URL needs an address: encoded822addr = 1*xchar (RFC 1738 §3.5)" );
         }
         put( out, err, production::encoded822addr, *p.encoded822addr );
         return err;
      case production::newsurl: {
         if( ( err = only( p, s, { "grouppart" } ) ) ) {
            return err;
         }
         if( !p.grouppart ) {
            return part_error( "grouppart", "a news URL needs a group, an article or \"*\" (RFC 1738 §3.6)" );
         }
         const std::string& g = *p.grouppart;
         if( derives( production::grouppart, g ) && decode( g ) == g ) {
            out += g;   // "*", a group, or an article with nothing to escape
            return err;
         }
         if( !has_byte( g, '@' ) ) {
            auto e = encode( production::group, g );
            if( !e ) {
               err = e.error();
               err->part = "grouppart";
               err->message += "; an article has \"@\" and a host (RFC 1738 §3.6)";
               return err;
            }
         }
         if( put( out, err, production::article, g ) ) {
            return err;
         }
         err->part = "grouppart";
         return err;
      }
      case production::nntpurl:
         if( ( err = only( p, s, { "host", "port", "group", "digits" } ) ) ) {
            return err;
         }
         put_hostport( out, err, p, s );
         if( !p.group ) {
            return part_error( "group", "an nntp URL needs a group (RFC 1738 §3.7)" );
         }
         out += '/';
         put( out, err, production::group, *p.group );
         if( p.digits ) {
            out += '/';
            put( out, err, production::digits, *p.digits );
         }
         return err;
      case production::telneturl:
         if( ( err = only( p, s, { "user", "password", "host", "port", "slash" } ) ) ) {
            return err;
         }
         put_login( out, err, p, s );
         if( p.slash ) {
            out += '/';
         }
         return err;
      case production::waisurl:
         if( ( err = only( p, s, { "host", "port", "database", "search", "wtype", "wpath" } ) ) ) {
            return err;
         }
         put_hostport( out, err, p, s );
         if( !p.database ) {
            return part_error( "database", "a wais URL needs a database (possibly empty) (RFC 1738 §3.9)" );
         }
         if( p.wtype.has_value() != p.wpath.has_value() ) {
            return part_error( p.wtype ? "wpath" : "wtype", "a wais wtype and a wpath come together: \"/\" wtype \"/\" wpath (RFC 1738 §3.9)" );
         }
         if( p.search && p.wtype ) {
            return part_error( "search", "a wais URL has a search or a wtype and wpath, not both (RFC 1738 §3.9)" );
         }
         out += '/';
         put( out, err, production::database, *p.database );
         if( p.search ) {
            out += '?';
            put( out, err, production::search, *p.search );
         }
         if( p.wtype ) {
            out += '/';
            put( out, err, production::wtype, *p.wtype );
            out += '/';
            put( out, err, production::wpath, *p.wpath );
         }
         return err;
      case production::prosperourl:
         if( ( err = only( p, s, { "host", "port", "segments", "fieldspecs" } ) ) ) {
            return err;
         }
         put_hostport( out, err, p, s );
         if( p.segments.empty() ) {
            return part_error( "segments", "a prospero URL has a path: \"/\" ppath (RFC 1738 §3.11); give the path \"\" (one empty segment)" );
         }
         out += '/';
         put_path( out, err, p, production::psegment );
         for( const auto& [ name, value ] : p.fieldspecs ) {
            out += ';';
            put( out, err, production::fieldname, name, "fieldname" );
            out += '=';
            put( out, err, production::fieldvalue, value, "fieldvalue" );
         }
         return err;
      default:
         return part_error( "scheme", "no builder for " + a_url( *s ) );
   }
}

// The first part whose value differs.
std::string first_difference( const url_parts& a, const url_parts& b )
{
   if( a.scheme != b.scheme ) {
      return "scheme";
   }
   if( a.segments != b.segments ) {
      return "segments";
   }
   if( a.fieldspecs != b.fieldspecs ) {
      return "fieldspecs";
   }
   if( a.slash != b.slash ) {
      return "slash";
   }
   const opt url_parts::*fields[] = { &url_parts::user, &url_parts::password, &url_parts::host, &url_parts::port, &url_parts::ftptype, &url_parts::search, &url_parts::gtype,
                                      &url_parts::selector, &url_parts::gopher_plus_string, &url_parts::encoded822addr, &url_parts::grouppart, &url_parts::group, &url_parts::digits,
                                      &url_parts::database, &url_parts::wtype, &url_parts::wpath, &url_parts::schemepart, &url_parts::urlpath };
   const char* names[] = { "user", "password", "host", "port", "ftptype", "search", "gtype", "selector", "gopher+_string", "encoded822addr", "grouppart", "group", "digits",
                           "database", "wtype", "wpath", "schemepart", "urlpath" };
   for( std::size_t i = 0; i < sizeof( names ) / sizeof( names[ 0 ] ); ++i ) {
      if( a.*fields[ i ] != b.*fields[ i ] ) {
         return names[ i ];
      }
   }
   return "parts";
}

opt decoded( const std::optional< encoded_view >& e )
{
   return e ? opt( e->decode() ) : std::nullopt;
}

opt text( const std::optional< std::string_view >& s )
{
   return s ? opt( std::string( *s ) ) : std::nullopt;
}

void split_segments( std::vector< std::string >& out, std::string_view path )
{
   for( ;; ) {
      const auto slash = path.find( '/' );
      out.push_back( decode( path.substr( 0, slash ) ) );
      if( slash == std::string_view::npos ) {
         return;
      }
      path.remove_prefix( slash + 1 );
   }
}

void hostport_of( url_parts& p, const hostport_view& h )
{
   p.host = std::string( h.host() );
   if( const auto port = h.port() ) {
      p.port = std::string( port->text() );
   }
}

void login_of( url_parts& p, const login_view& l )
{
   p.user = decoded( l.user() );
   p.password = decoded( l.password() );
   hostport_of( p, l );
}

// The parts as build() writes them: an http search without a path gets the
// empty path, "/" hpath [ "?" search ] (§3.3), as rfc1738::fix_it inserts
// the "/" of "http://h?q".
url_parts completed( const url_parts& parts )
{
   const auto* s = grammar::find_scheme( parts.scheme );
   if( s && s->syntax == production::httpurl && parts.search && parts.segments.empty() ) {
      url_parts p = parts;
      p.segments.emplace_back();
      return p;
   }
   return parts;
}

}  // namespace

built< std::string > build( const url_parts& given )
{
   const url_parts parts = completed( given );
   std::string out;
   if( auto err = build_into( out, parts ) ) {
      return *err;
   }
   // Never a wrong URL: it conforms and reads back as the parts.
   const auto v = check( out );
   if( !v.conforms ) {
      return part_error( "scheme", "the parts do not make a URL that conforms to " + std::string( grammar::production_names[ static_cast< std::size_t >( v.target ) ] ) + " (RFC 1738 §5)" );
   }
   const auto u = parse( out );
   if( !u ) {
      return part_error( "scheme", "the parts do not make a URL (RFC 1738 §5)" );
   }
   const auto back = parts_of( *u );
   if( back != parts ) {
      const auto part = first_difference( parts, back );
      return part_error( part, "the " + part + " would not read back as given from " + out + " (RFC 1738 §5: the parts cannot be told apart once written)" );
   }
   return out;
}

url_parts parts_of( const url_view& url )
{
   url_parts p;
   p.scheme = std::string( url.scheme() );
   if( const auto v = url.http() ) {
      hostport_of( p, *v );
      if( v->hpath() ) {
         split_segments( p.segments, *v->hpath() );
      }
      p.search = decoded( v->search() );
   }
   else if( const auto v = url.ftp() ) {
      login_of( p, *v );
      if( v->fpath() ) {
         split_segments( p.segments, *v->fpath() );
      }
      p.ftptype = text( v->ftptype() );
   }
   else if( const auto v = url.file() ) {
      p.host = text( v->host() );
      split_segments( p.segments, v->fpath() );
   }
   else if( const auto v = url.gopher() ) {
      hostport_of( p, *v );
      p.slash = v->gopher_path() && v->gopher_path()->empty();
      p.gtype = decoded( v->gtype() );
      p.selector = decoded( v->selector() );
      p.search = decoded( v->search() );
      p.gopher_plus_string = decoded( v->gopher_plus_string() );
   }
   else if( const auto v = url.mailto() ) {
      p.encoded822addr = v->encoded822addr().decode();
   }
   else if( const auto v = url.news() ) {
      p.grouppart = decode( v->grouppart() );
   }
   else if( const auto v = url.nntp() ) {
      hostport_of( p, *v );
      p.group = std::string( v->group() );
      if( const auto d = v->article_number() ) {
         p.digits = std::string( d->text() );
      }
   }
   else if( const auto v = url.telnet() ) {
      login_of( p, *v );
      p.slash = !url.buffer().empty() && url.buffer().back() == '/';
   }
   else if( const auto v = url.wais() ) {
      hostport_of( p, *v );
      p.database = v->database().decode();
      p.search = decoded( v->search() );
      p.wtype = decoded( v->wtype() );
      p.wpath = decoded( v->wpath() );
   }
   else if( const auto v = url.prospero() ) {
      hostport_of( p, *v );
      split_segments( p.segments, v->ppath().encoded() );
      for( const auto& f : v->fieldspecs() ) {
         p.fieldspecs.emplace_back( f.fieldname.decode(), f.fieldvalue.decode() );
      }
   }
   else if( const auto v = url.otherurl() ) {
      if( const auto& ip = v->ip_schemepart() ) {
         login_of( p, *ip );
         p.urlpath = decoded( ip->urlpath() ? std::optional< encoded_view >( encoded_view( *ip->urlpath() ) ) : std::nullopt );
      }
      else {
         p.schemepart = decode( v->schemepart() );
      }
   }
   return p;
}

bool set_part( url_parts& p, std::string_view name, std::string_view bytes )
{
   const std::string b( bytes );
   if( name == "fsegment" || name == "hsegment" || name == "psegment" || name == "segment" ) {
      p.segments.push_back( b );
      return true;
   }
   if( name == "fieldname" ) {
      p.fieldspecs.emplace_back( b, std::string() );
      return true;
   }
   if( name == "fieldvalue" ) {
      if( p.fieldspecs.empty() ) {
         p.fieldspecs.emplace_back();
      }
      p.fieldspecs.back().second = b;
      return true;
   }
   if( name == "slash" ) {
      p.slash = true;
      return true;
   }
   if( name == "scheme" ) {
      p.scheme = b;
      return true;
   }
   opt url_parts::*fields[] = { &url_parts::user, &url_parts::password, &url_parts::host, &url_parts::port, &url_parts::ftptype, &url_parts::search, &url_parts::gtype,
                                &url_parts::selector, &url_parts::gopher_plus_string, &url_parts::encoded822addr, &url_parts::grouppart, &url_parts::group, &url_parts::digits,
                                &url_parts::database, &url_parts::wtype, &url_parts::wpath, &url_parts::schemepart, &url_parts::urlpath };
   const std::string_view names[] = { "user", "password", "host", "port", "ftptype", "search", "gtype", "selector", "gopher+_string", "encoded822addr", "grouppart", "group", "digits",
                                      "database", "wtype", "wpath", "schemepart", "urlpath" };
   for( std::size_t i = 0; i < sizeof( names ) / sizeof( names[ 0 ] ); ++i ) {
      if( names[ i ] == name ) {
         p.*fields[ i ] = b;
         return true;
      }
   }
   return false;
}

}  // namespace rfc1738

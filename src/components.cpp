// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/components.hpp"

namespace rfc1738 {

namespace {

void host_and_port( component_visitor& v, const hostport_view& hp )
{
   v.component( "host", hp.host() );
   if( const auto port = hp.port() ) {
      v.component( "port", port->text() );
   }
}

void login( component_visitor& v, const login_view& l )
{
   if( const auto user = l.user() ) {
      v.component( "user", user->encoded() );
   }
   if( const auto password = l.password() ) {
      v.component( "password", password->encoded() );
   }
   host_and_port( v, l );
}

void present( component_visitor& v, std::string_view name, const std::optional< encoded_view >& value )
{
   if( value ) {
      v.component( name, value->encoded() );
   }
}

void present( component_visitor& v, std::string_view name, const std::optional< std::string_view >& value )
{
   if( value ) {
      v.component( name, *value );
   }
}

}  // namespace

void visit_components( const url_view& url, component_visitor& v )
{
   switch( url.derived_by() ) {
      case production::httpurl: {
         const auto h = *url.http();
         host_and_port( v, h );
         present( v, "hpath", h.hpath() );
         present( v, "search", h.search() );
         break;
      }
      case production::ftpurl: {
         const auto f = *url.ftp();
         login( v, f );
         present( v, "fpath", f.fpath() );
         present( v, "ftptype", f.ftptype() );
         break;
      }
      case production::fileurl: {
         const auto f = *url.file();
         present( v, "host", f.host() );
         v.component( "fpath", f.fpath() );
         break;
      }
      case production::gopherurl: {
         const auto g = *url.gopher();
         host_and_port( v, g );
         present( v, "gtype", g.gtype() );
         present( v, "selector", g.selector() );
         present( v, "search", g.search() );
         present( v, "gopher+_string", g.gopher_plus_string() );
         break;
      }
      case production::mailtourl:
         v.component( "encoded822addr", url.mailto()->encoded822addr().encoded() );
         break;
      case production::newsurl: {
         const auto n = *url.news();
         v.component( "grouppart", n.grouppart() );
         present( v, "group", n.group() );
         present( v, "article", n.article() );
         break;
      }
      case production::nntpurl: {
         const auto n = *url.nntp();
         host_and_port( v, n );
         v.component( "group", n.group() );
         if( const auto digits = n.article_number() ) {
            v.component( "digits", digits->text() );
         }
         break;
      }
      case production::telneturl:
         login( v, *url.telnet() );
         break;
      case production::waisurl: {
         const auto w = *url.wais();
         host_and_port( v, w );
         v.component( "database", w.database().encoded() );
         present( v, "search", w.search() );
         present( v, "wtype", w.wtype() );
         present( v, "wpath", w.wpath() );
         break;
      }
      case production::prosperourl: {
         const auto p = *url.prospero();
         host_and_port( v, p );
         v.component( "ppath", p.ppath().encoded() );
         v.fieldspecs( p.fieldspecs() );
         break;
      }
      default: {
         const auto g = *url.otherurl();
         v.component( "schemepart", g.schemepart() );
         if( const auto& ip = g.ip_schemepart() ) {
            login( v, *ip );
            present( v, "urlpath", ip->urlpath() );
         }
         break;
      }
   }
}

}  // namespace rfc1738

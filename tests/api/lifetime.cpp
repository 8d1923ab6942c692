// SPDX-License-Identifier: BSL-1.0
// A view of a temporary must not compile. Compiled by ctest (tests/CMakeLists.txt,
// api.lifetime.*) once per case: RFC1738_CASE=0 must compile (the harness is
// proven), every other case (1-18) must fail with "use of deleted function".
#include <string>
#include <string_view>

#include "rfc1738.hpp"

namespace {

std::string make_string()
{
   return "http://host/p";
}

}  // namespace

int main()
{
#if RFC1738_CASE == 0
   // What keeps compiling: literals, views, lvalue strings, owning copies.
   const std::string s = make_string();
   const std::string_view sv = s;
   const char buffer[] = "news:*";
   int n = 0;
   n += rfc1738::parse( "http://host/" ) ? 1 : 0;
   n += rfc1738::parse( sv ) ? 1 : 0;
   n += rfc1738::parse( s ) ? 1 : 0;
   n += rfc1738::parse( buffer ) ? 1 : 0;
   n += rfc1738::parse( { s.data(), 4 } ) ? 1 : 0;
   n += rfc1738::check( s ).valid ? 1 : 0;
   n += rfc1738::check( "x:" ).valid ? 1 : 0;
   n += rfc1738::scheme_of( s ) ? 1 : 0;
   n += rfc1738::derives( rfc1738::production::url, make_string() ) ? 1 : 0;   // keeps nothing
   n += rfc1738::diagnose( make_string() ) ? 1 : 0;                           // owns what it says
   n += static_cast< int >( rfc1738::warnings( make_string() ).size() );      // likewise
   const auto p = rfc1738::prepare( s );
   n += rfc1738::check( p ).valid ? 1 : 0;
   n += rfc1738::parse( p ) ? 1 : 0;
   n += rfc1738::diagnose( rfc1738::prepare( "x" ) ) ? 1 : 0;
   const auto r = rfc1738::inspect( s );
   n += r.verdict().valid && r.url() && !r.text().empty() && r.prepared().notes().empty() ? 1 : 0;
   n += rfc1738::inspect( "news:*" ).warnings().empty() ? 1 : 0;     // owned: fine on a temporary
   n += rfc1738::inspect( "news:" ).diagnosis() ? 1 : 0;
   rfc1738::report into;
   rfc1738::inspect_into( into, s );
   rfc1738::inspect_into( into, "news:*" );   // a literal's characters live on
   n += into.verdict().valid ? 1 : 0;
   n += rfc1738::prepare( "<news:*>", rfc1738::options{ false, true } ).notes().size() > 0 ? 1 : 0;
   const auto u = rfc1738::url::parse( make_string() );   // owns a copy
   n += u->view().host() ? 1 : 0;
   n += ( *u ).view().host() ? 1 : 0;
   const rfc1738::url owned = *rfc1738::url::parse( make_string() );   // moved out of the temporary
   n += owned.view().host() ? 1 : 0;
   n += ( *owned ).host() ? 1 : 0;
   n += owned->host() ? 1 : 0;
   return n > 0 ? 0 : 1;
#elif RFC1738_CASE == 1
   return rfc1738::parse( make_string() ) ? 0 : 1;   // parse( std::string&& )
#elif RFC1738_CASE == 2
   return rfc1738::parse( std::string( "http://host/" ) ) ? 0 : 1;
#elif RFC1738_CASE == 3
   return rfc1738::check( make_string() ).valid ? 0 : 1;   // check( std::string&& )
#elif RFC1738_CASE == 4
   return rfc1738::scheme_of( make_string() ) ? 0 : 1;   // scheme_of( std::string&& )
#elif RFC1738_CASE == 5
   return rfc1738::prepare( make_string() ).text().empty() ? 0 : 1;   // prepare( std::string&& )
#elif RFC1738_CASE == 6
   return rfc1738::inspect( make_string() ).verdict().valid ? 0 : 1;   // inspect( std::string&& )
#elif RFC1738_CASE == 7
   return rfc1738::check( rfc1738::prepare( "HTTP://h" ) ).valid ? 0 : 1;   // check( const prepared&& )
#elif RFC1738_CASE == 8
   return rfc1738::parse( rfc1738::prepare( "HTTP://h" ) ) ? 0 : 1;   // parse( const prepared&& )
#elif RFC1738_CASE == 9
   return rfc1738::url::parse( make_string() ).value().view().host() ? 0 : 1;   // url::view() const&&
#elif RFC1738_CASE == 10
   return ( *rfc1738::url::parse( make_string() ) )->host() ? 0 : 1;   // url::operator->() const&&
#elif RFC1738_CASE == 11
   return ( **rfc1738::url::parse( make_string() ) ).host() ? 0 : 1;   // url::operator*() const&&
#elif RFC1738_CASE == 12
   const std::string s = make_string();
   return rfc1738::parse( std::move( s ) ) ? 0 : 1;   // a const rvalue std::string
#elif RFC1738_CASE == 13
   return ( *rfc1738::url::parse( make_string() ) ).view().host() ? 0 : 1;   // result< url >::operator*() && gives a url&&
#elif RFC1738_CASE == 14
   return rfc1738::prepare( "<news:*>", rfc1738::options{ false, true } ).text().empty() ? 0 : 1;   // prepared::text() const&&
#elif RFC1738_CASE == 15
   return rfc1738::inspect( "<news:*>", rfc1738::options{ false, true } ).text().empty() ? 0 : 1;   // report::text() const&&
#elif RFC1738_CASE == 16
   return rfc1738::inspect( "news:*" ).verdict().valid ? 0 : 1;   // report::verdict() const&&
#elif RFC1738_CASE == 17
   return rfc1738::inspect( "news:*" ).url() ? 0 : 1;   // report::url() const&&
#elif RFC1738_CASE == 18
   return rfc1738::inspect( "news:*" ).prepared().notes().empty() ? 0 : 1;   // report::prepared() const&&
#elif RFC1738_CASE == 19
   rfc1738::report r;
   rfc1738::inspect_into( r, make_string() );   // inspect_into( report&, std::string&& )
   return r.verdict().valid ? 0 : 1;
#else
#error "unknown RFC1738_CASE"
#endif
}

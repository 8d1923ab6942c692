// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/url_view.hpp"

#include <array>

#include "rfc1738/grammar/components.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "rfc1738/port.hpp"
#include "scheme_port.hpp"
#include "tree_text.hpp"
#include "url_view_access.hpp"

namespace rfc1738 {

namespace {

// The node of the URL's own production: url's first child.
constexpr std::size_t derivation_node = 1;

}  // namespace

// The views of the forms that most URLs take, made from the recorded nodes
// (detail::recorded_nodes): each component is the one node of its
// production, found by its slot, as the constructors from a tree find it by
// searching among the children of the node above. Defined here, with the
// accessors that make them, so that a view's chain of constructors
// (generic_view, ip_schemepart_view, login_view, hostport_view) is inlined
// into one.

/// RFC 1738 §3.1: hostport = host [ ":" port ].
hostport_view::hostport_view( const detail::recorded_nodes& r, std::uint16_t default_port ) noexcept
   : host_( r.text( production::host ) ),
     default_port_( default_port == 0 ? std::nullopt : std::optional< std::uint16_t >( default_port ) ),
     kind_( r.find( production::hostnumber ) ? host_kind::hostnumber : host_kind::hostname )
{
   if( const node* port = r.find( production::port ) ) {
      port_ = digits_view( r.text( *port ) );
   }
}

/// RFC 1738 §3.1: login = [ user [ ":" password ] "@" ] hostport.
login_view::login_view( const detail::recorded_nodes& r, std::uint16_t default_port ) noexcept
   : hostport_view( r, default_port ),
     user_( r.encoded_if( production::user ) ),
     password_( r.encoded_if( production::password ) )
{}

/// RFC 1738 §5: ip-schemepart = "//" login [ "/" urlpath ].
ip_schemepart_view::ip_schemepart_view( const detail::recorded_nodes& r, std::uint16_t default_port ) noexcept
   : login_view( r, default_port ),
     urlpath_( r.text_if( production::urlpath ) )
{}

/// RFC 1738 §2.1: genericurl = scheme ":" schemepart.
generic_view::generic_view( const detail::recorded_nodes& r ) noexcept
   : scheme_( r.text( production::scheme ) ),
     schemepart_( r.text( production::schemepart ) )
{
   if( r.find( production::ip_schemepart ) != nullptr ) {
      ip_schemepart_.emplace( r, rfc1738::default_port( scheme_ ).value_or( 0 ) );
   }
}

/// RFC 1738 §3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]].
http_view::http_view( const detail::recorded_nodes& r ) noexcept
   : hostport_view( r, detail::default_port_of< production::httpurl >.value_or( 0 ) ),
     hpath_( r.text_if( production::hpath ) ),
     search_( r.encoded_if( production::search ) )
{}

/// RFC 1738 §3.2: ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]].
ftp_view::ftp_view( const detail::recorded_nodes& r ) noexcept
   : login_view( r, detail::default_port_of< production::ftpurl >.value_or( 0 ) ),
     fpath_( r.text_if( production::fpath ) ),
     ftptype_( r.text_if( production::ftptype ) )
{}

/// RFC 1738 §3.10: fileurl = "file://" [ host | "localhost" ] "/" fpath.
file_view::file_view( const detail::recorded_nodes& r ) noexcept
   : host_( r.text_if( production::host ) ),
     fpath_( r.text( production::fpath ) )
{}

/// RFC 1738 §3.8: telneturl = "telnet://" login [ "/" ].
telnet_view::telnet_view( const detail::recorded_nodes& r ) noexcept
   : login_view( r, detail::default_port_of< production::telneturl >.value_or( 0 ) )
{}

std::string_view url_view::scheme() const noexcept
{
   // The scheme-specific productions begin with their scheme's literal;
   // otherurl = genericurl = scheme ":" schemepart.
   if( const auto* s = grammar::find_scheme( derived_by() ); s != nullptr ) {
      return buffer_.substr( 0, s->name.size() );
   }
   if( const auto i = detail::tree_lookup::first( tree_, production::scheme ) ) {
      return detail::text( buffer_, tree_, *i );
   }
   return buffer_.substr( 0, buffer_.find( ':' ) );   // not made by parse()
}

std::optional< std::pair< std::uint32_t, std::uint32_t > > url_view::span( grammar::component id ) const noexcept
{
   if( tree_.size() <= derivation_node ) {
      return std::nullopt;
   }
   const auto n = detail::component_node( tree_, derivation_node, id );
   if( !n ) {
      return std::nullopt;
   }
   std::uint32_t end = tree_[ *n ].end;
   if( grammar::info( id ).kind == grammar::component_kind::repeated ) {
      // The run: the node and its following siblings of the same production
      // (§5: *[ fieldspec ]).
      const auto depth = tree_[ *n ].depth;
      for( std::size_t i = *n + 1; i < tree_.size() && tree_[ i ].depth >= depth; ++i ) {
         if( tree_[ i ].depth == depth ) {
            if( tree_[ i ].id != tree_[ *n ].id ) {
               break;
            }
            end = tree_[ i ].end;
         }
      }
   }
   return std::pair< std::uint32_t, std::uint32_t >( tree_[ *n ].begin, end );
}

std::optional< std::string_view > url_view::get( grammar::component id ) const noexcept
{
   if( const auto s = span( id ) ) {
      return buffer_.substr( s->first, s->second - s->first );
   }
   return std::nullopt;
}

std::optional< std::uint16_t > url_view::scheme_default_port() const noexcept
{
   const production p = derived_by();
   return p == production::otherurl ? default_port( scheme() ) : default_port( p );
}

std::optional< hostport_view > url_view::hostport() const noexcept
{
   const auto r = detail::tree_lookup::recorded( buffer_, tree_ );
   if( r.find( production::hostport ) != nullptr ) {
      return std::optional< hostport_view >( std::in_place, r, scheme_default_port().value_or( 0 ) );
   }
   return std::nullopt;
}

namespace {

// The productions of the URL forms whose authority is a host alone
// (fileurl's [ host | "localhost" ]), by number.
constexpr auto host_alone = [] {
   std::array< bool, grammar::production_count > a{};
   for( const auto& form : grammar::url_forms ) {
      a[ static_cast< std::size_t >( form.syntax ) ] = form.authority == grammar::authority::host;
   }
   return a;
}();

}  // namespace

std::optional< std::string_view > url_view::host() const noexcept
{
   // The host of the hostport, or of a form whose authority is a host alone:
   // the one host node of the derivation (a newsurl's article has one too,
   // and no hostport).
   const auto r = detail::tree_lookup::recorded( buffer_, tree_ );
   if( r.find( production::hostport ) != nullptr || host_alone[ static_cast< std::size_t >( derived_by() ) ] ) {
      return r.text_if( production::host );
   }
   return std::nullopt;
}

std::optional< digits_view > url_view::port() const noexcept
{
   const auto r = detail::tree_lookup::recorded( buffer_, tree_ );
   if( r.find( production::hostport ) != nullptr ) {
      if( const node* port = r.find( production::port ) ) {
         return digits_view( r.text( *port ) );
      }
   }
   return std::nullopt;
}

std::optional< std::uint16_t > url_view::effective_port() const noexcept
{
   const auto hp = hostport();
   return hp ? hp->effective_port() : scheme_default_port();
}

namespace {

// The view of the form `p`, when it derives the URL, made in place.
template< typename View >
std::optional< View > view_if( std::string_view buffer, const parse_tree& tree, production p ) noexcept
{
   if( tree[ derivation_node ].id == p ) {
      return std::optional< View >( std::in_place, buffer, tree, derivation_node );
   }
   return std::nullopt;
}

// The same from the recorded nodes (the forms that rfc1738::parse splits).
template< typename View >
std::optional< View > recorded_view_if( std::string_view buffer, const parse_tree& tree, production p ) noexcept
{
   if( tree[ derivation_node ].id == p ) {
      return std::optional< View >( std::in_place, detail::tree_lookup::recorded( buffer, tree ) );
   }
   return std::nullopt;
}

}  // namespace

std::optional< http_view > url_view::http() const noexcept
{
   return recorded_view_if< http_view >( buffer_, tree_, production::httpurl );
}

std::optional< ftp_view > url_view::ftp() const noexcept
{
   return recorded_view_if< ftp_view >( buffer_, tree_, production::ftpurl );
}

std::optional< gopher_view > url_view::gopher() const noexcept
{
   return view_if< gopher_view >( buffer_, tree_, production::gopherurl );
}

std::optional< mailto_view > url_view::mailto() const noexcept
{
   return view_if< mailto_view >( buffer_, tree_, production::mailtourl );
}

std::optional< news_view > url_view::news() const noexcept
{
   return view_if< news_view >( buffer_, tree_, production::newsurl );
}

std::optional< nntp_view > url_view::nntp() const noexcept
{
   return view_if< nntp_view >( buffer_, tree_, production::nntpurl );
}

std::optional< telnet_view > url_view::telnet() const noexcept
{
   return recorded_view_if< telnet_view >( buffer_, tree_, production::telneturl );
}

std::optional< wais_view > url_view::wais() const noexcept
{
   return view_if< wais_view >( buffer_, tree_, production::waisurl );
}

std::optional< file_view > url_view::file() const noexcept
{
   return recorded_view_if< file_view >( buffer_, tree_, production::fileurl );
}

std::optional< prospero_view > url_view::prospero() const noexcept
{
   return view_if< prospero_view >( buffer_, tree_, production::prosperourl );
}

std::optional< generic_view > url_view::otherurl() const noexcept
{
   if( tree_[ derivation_node ].id == production::otherurl ) {
      // otherurl = genericurl
      return std::optional< generic_view >( std::in_place, detail::tree_lookup::recorded( buffer_, tree_ ) );
   }
   return std::nullopt;
}

generic_view url_view::generic() const
{
   if( auto g = otherurl() ) {
      return *g;
   }
   const auto tree = detail::derive_genericurl( buffer_ );
   return generic_view( buffer_, tree, 0 );
}

}  // namespace rfc1738

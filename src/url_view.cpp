// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/url_view.hpp"

#include "rfc1738/grammar/components.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "rfc1738/port.hpp"
#include "tree_text.hpp"
#include "url_view_access.hpp"

namespace rfc1738 {

namespace {

// The node of the URL's own production: url's first child.
constexpr std::size_t derivation_node = 1;

}  // namespace

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
   if( const auto i = detail::tree_lookup::first( tree_, production::hostport ) ) {
      return hostport_view( buffer_, tree_, *i, scheme_default_port() );
   }
   return std::nullopt;
}

std::optional< std::string_view > url_view::host() const noexcept
{
   if( const auto hp = detail::tree_lookup::first( tree_, production::hostport ) ) {
      return detail::text( buffer_, tree_, detail::child_index( tree_, *hp, production::host ) );
   }
   // A form whose authority is a host alone (fileurl's [ host | "localhost" ]).
   if( const auto* form = grammar::find_url_form( derived_by() ); form && form->authority == grammar::authority::host ) {
      return detail::child_text( buffer_, tree_, derivation_node, production::host );
   }
   return std::nullopt;
}

std::optional< digits_view > url_view::port() const noexcept
{
   if( const auto hp = detail::tree_lookup::first( tree_, production::hostport ) ) {
      if( const auto port = detail::child_text( buffer_, tree_, *hp, production::port ) ) {
         return digits_view( *port );
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

template< typename View >
std::optional< View > view_if( std::string_view buffer, const parse_tree& tree, production p ) noexcept
{
   if( tree[ derivation_node ].id == p ) {
      return View( buffer, tree, derivation_node );
   }
   return std::nullopt;
}

}  // namespace

std::optional< http_view > url_view::http() const noexcept
{
   return view_if< http_view >( buffer_, tree_, production::httpurl );
}

std::optional< ftp_view > url_view::ftp() const noexcept
{
   return view_if< ftp_view >( buffer_, tree_, production::ftpurl );
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
   return view_if< telnet_view >( buffer_, tree_, production::telneturl );
}

std::optional< wais_view > url_view::wais() const noexcept
{
   return view_if< wais_view >( buffer_, tree_, production::waisurl );
}

std::optional< file_view > url_view::file() const noexcept
{
   return view_if< file_view >( buffer_, tree_, production::fileurl );
}

std::optional< prospero_view > url_view::prospero() const noexcept
{
   return view_if< prospero_view >( buffer_, tree_, production::prosperourl );
}

std::optional< generic_view > url_view::otherurl() const noexcept
{
   if( tree_[ derivation_node ].id == production::otherurl ) {
      return generic_view( buffer_, tree_, derivation_node + 1 );  // otherurl = genericurl
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

// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/url_view.hpp"

#include "rfc1738/port.hpp"
#include "url_view_access.hpp"

namespace rfc1738 {

namespace {

// The node of the URL's own production: url's first child.
constexpr std::size_t derivation_node = 1;

}  // namespace

std::optional< hostport_view > url_view::hostport() const noexcept
{
   if( const auto i = tree_.find( 0, production::hostport ) ) {
      return hostport_view( buffer_, tree_, *i, default_port( scheme() ) );
   }
   return std::nullopt;
}

std::optional< std::string_view > url_view::host() const noexcept
{
   if( const auto hp = hostport() ) {
      return hp->host();
   }
   if( const auto f = file() ) {
      return f->host();
   }
   return std::nullopt;
}

std::optional< digits_view > url_view::port() const noexcept
{
   const auto hp = hostport();
   return hp ? hp->port() : std::nullopt;
}

std::optional< std::uint16_t > url_view::effective_port() const noexcept
{
   const auto hp = hostport();
   return hp ? hp->effective_port() : default_port( scheme() );
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

// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/url_view.hpp"

#include <array>

#include "rfc1738/grammar/components.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "rfc1738/port.hpp"
#include "parser/tree_text.hpp"
#include "url_view_access.hpp"

namespace rfc1738 {

using detail::derivation_node;

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

}  // namespace

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

std::optional< wais_view > url_view::wais() const noexcept
{
   return view_if< wais_view >( buffer_, tree_, production::waisurl );
}

std::optional< prospero_view > url_view::prospero() const noexcept
{
   return view_if< prospero_view >( buffer_, tree_, production::prosperourl );
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

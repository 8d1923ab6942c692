// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/views/hostport.hpp"

#include "parser/tree_text.hpp"

namespace rfc1738 {

hostport_view::hostport_view( std::string_view input, const parse_tree& tree, std::size_t at, std::optional< std::uint16_t > default_port ) noexcept
   : default_port_( default_port )
{
   const auto host = detail::child_index( tree, at, production::host );
   host_ = detail::text( input, tree, host );
   kind_ = detail::tree_lookup::child( tree, host, production::hostnumber ) ? host_kind::hostnumber : host_kind::hostname;
   if( const auto port = detail::child_text( input, tree, at, production::port ) ) {
      port_ = digits_view( *port );
   }
}

}  // namespace rfc1738

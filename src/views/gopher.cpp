// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/views/gopher.hpp"

#include "rfc1738/port.hpp"
#include "parser/tree_text.hpp"

namespace rfc1738 {

gopher_view::gopher_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept
   : hostport_view( input, tree, detail::child_index( tree, at, production::hostport ), detail::default_port_of< production::gopherurl > ),
     gtype_( detail::child_encoded( input, tree, at, production::gtype ) ),
     selector_( detail::child_encoded( input, tree, at, production::selector ) ),
     search_( detail::child_encoded( input, tree, at, production::search ) ),
     gopher_plus_string_( detail::child_encoded( input, tree, at, production::gopher_plus_string ) )
{
   // "gopher://" hostport [ "/" gopher-path ]: the gopher-path is whatever
   // follows the hostport and its "/".
   const auto& url = tree[ at ];
   const auto& hostport = tree[ detail::child_index( tree, at, production::hostport ) ];
   if( url.end > hostport.end ) {
      gopher_path_ = input.substr( hostport.end + 1, url.end - hostport.end - 1 );
   }
}

std::string gopher_view::request() const
{
   std::string r;
   if( selector_ ) {
      r = selector_->decode();
   }
   if( search_ ) {
      r += '\t';
      r += search_->decode();
   }
   if( gopher_plus_string_ ) {
      r += '\t';
      r += gopher_plus_string_->decode();
   }
   return r;
}

}  // namespace rfc1738

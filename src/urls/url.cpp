// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/url.hpp"

#include <utility>

#include "rfc1738/parse.hpp"

namespace rfc1738 {

result< url > url::parse( std::string_view input )
{
   std::string buffer( input );
   auto r = rfc1738::parse( buffer );
   if( !r ) {
      return r.error();
   }
   return url( std::move( buffer ), *r );
}

url::url( std::string&& buffer, const url_view& v )
   : buffer_( std::move( buffer ) ),
     view_( v )
{
   rebind();
}

url::url( const url_view& v )
   : buffer_( v.buffer() ),
     view_( v )
{
   rebind();
}

url::url( const url& other )
   : buffer_( other.buffer_ ),
     view_( other.view_ )
{
   rebind();
}

url::url( url&& other ) noexcept
   : buffer_( std::move( other.buffer_ ) ),
     view_( std::move( other.view_ ) )
{
   rebind();
}

url& url::operator=( const url& other )
{
   if( this != &other ) {
      buffer_ = other.buffer_;
      view_ = other.view_;
      rebind();
   }
   return *this;
}

url& url::operator=( url&& other ) noexcept
{
   if( this != &other ) {
      buffer_ = std::move( other.buffer_ );
      view_ = std::move( other.view_ );
      rebind();
   }
   return *this;
}

// The tree holds offsets: pointing the view at this object's copy is all it takes.
void url::rebind() noexcept
{
   view_.buffer_ = buffer_;
}

}  // namespace rfc1738

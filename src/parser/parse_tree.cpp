// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/parse_tree.hpp"

#include <cstring>
#include <limits>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>

namespace rfc1738 {

void parse_tree::heap_free::operator()( node* p ) const noexcept
{
   ::operator delete[]( p );
}

parse_tree::heap_pointer parse_tree::allocate( const std::uint32_t n )
{
   return heap_pointer( static_cast< node* >( ::operator new[]( std::size_t( n ) * sizeof( node ) ) ) );
}

parse_tree::parse_tree( const parse_tree& other )
{
   assign( other );
}

parse_tree::parse_tree( parse_tree&& other ) noexcept
   : heap_( std::move( other.heap_ ) ),
     size_( other.size_ ),
     capacity_( other.capacity_ ),
     first_( other.first_ )
{
   if( !heap_ ) {
      std::uninitialized_copy( other.inline_.nodes, other.inline_.nodes + size_, inline_.nodes );
   }
   other.size_ = 0;
   other.capacity_ = inline_capacity;
}

parse_tree& parse_tree::operator=( const parse_tree& other )
{
   if( this != &other ) {
      assign( other );
   }
   return *this;
}

parse_tree& parse_tree::operator=( parse_tree&& other ) noexcept
{
   if( this != &other ) {
      heap_ = std::move( other.heap_ );
      size_ = other.size_;
      capacity_ = other.capacity_;
      first_ = other.first_;
      if( !heap_ ) {
         std::uninitialized_copy( other.inline_.nodes, other.inline_.nodes + size_, inline_.nodes );
      }
      other.size_ = 0;
      other.capacity_ = inline_capacity;
   }
   return *this;
}

void parse_tree::assign( const parse_tree& other )
{
   if( other.size_ > capacity_ ) {
      heap_ = allocate( other.size_ );
      capacity_ = other.size_;
   }
   std::uninitialized_copy( other.begin(), other.end(), data() );
   size_ = other.size_;
   first_ = other.first_;
}

void parse_tree::grow( const std::uint64_t at_least )
{
   std::uint64_t doubled = std::uint64_t( capacity_ ) * 2;
   while( doubled < at_least ) {
      doubled *= 2;
   }
   if( doubled > std::numeric_limits< std::uint32_t >::max() ) {
      if( at_least > std::numeric_limits< std::uint32_t >::max() ) {
         throw std::bad_alloc();   // offsets are 32 bits: no tree has that many nodes
      }
      doubled = std::numeric_limits< std::uint32_t >::max();
   }
   const auto grown = static_cast< std::uint32_t >( doubled );
   auto bigger = allocate( grown );
   static_assert( std::is_trivially_copyable_v< node > );
   std::memcpy( static_cast< void* >( bigger.get() ), data(), std::size_t( size_ ) * sizeof( node ) );   // one copy, not a node at a time
   heap_ = std::move( bigger );
   capacity_ = grown;
}

std::size_t parse_tree::subtree_end( std::size_t i ) const noexcept
{
   const node* const nodes = data();
   const auto depth = nodes[ i ].depth;
   std::size_t j = i + 1;
   while( j < size_ && nodes[ j ].depth > depth ) {
      ++j;
   }
   return j;
}

std::optional< std::size_t > parse_tree::find( std::size_t i, production p ) const noexcept
{
   const auto last = subtree_end( i );
   for( std::size_t j = i + 1; j < last; ++j ) {
      if( data()[ j ].id == p ) {
         return j;
      }
   }
   return std::nullopt;
}

std::optional< std::size_t > parse_tree::child( std::size_t i, production p ) const noexcept
{
   const node* const nodes = data();
   const auto depth = nodes[ i ].depth + 1;
   const auto last = subtree_end( i );
   for( std::size_t j = i + 1; j < last; ++j ) {
      if( nodes[ j ].depth == depth && nodes[ j ].id == p ) {
         return j;
      }
   }
   return std::nullopt;
}

}  // namespace rfc1738

// SPDX-License-Identifier: BSL-1.0
#include "engine/blocks.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace rfc1738::engine {

block_pool::block* block_pool::acquire( const std::size_t size )
{
   block* free = nullptr;
   for( const auto& b : blocks_ ) {
      if( b->users == 0 ) {
         free = b.get();
         break;
      }
   }
   if( free == nullptr ) {
      free = blocks_.emplace_back( std::make_unique< block >() ).get();
   }
   if( free->capacity < size ) {
      grow( *free, size, 0 );
   }
   free->users = 1;
   return free;
}

void block_pool::grow( block& b, const std::size_t size, const std::size_t keep )
{
   std::unique_ptr< char[] > bigger( new char[ size ] );   // not zeroed: read into
   if( keep != 0 ) {
      std::memcpy( bigger.get(), b.bytes.get(), keep );
   }
   b.bytes = std::move( bigger );
   b.capacity = size;
}

line_reader::~line_reader()
{
   if( current_ != nullptr ) {
      block_pool::release( current_ );
   }
}

bool line_reader::next( view& v )
{
   if( done_ ) {
      return false;
   }
   // A block of its own for the reader, beginning with the line that ran on
   // past the last one.
   const std::size_t carried = carry_end_ - carry_begin_;
   block_pool::block* const b = pool_.acquire( std::max( block_size_, carried ) );
   if( carried != 0 ) {
      std::memcpy( b->bytes.get(), current_->bytes.get() + carry_begin_, carried );
   }
   if( current_ != nullptr ) {
      block_pool::release( current_ );
   }
   current_ = b;
   carry_begin_ = carry_end_ = 0;
   std::size_t fill = carried;
   std::size_t target = std::max( block_size_, carried + block_size_ / 2 );   // room to read at least half a block
   if( b->capacity < target ) {
      block_pool::grow( *b, target, fill );
   }
   std::size_t last_lf = std::string_view::npos;
   for( ;; ) {
      const std::size_t want = target - fill;
      errno = 0;
      const std::size_t n = std::fread( b->bytes.get() + fill, 1, want, in_ );
      const std::size_t from = fill;
      fill += n;
      if( n != 0 ) {
         // The last LF of what was read (what came before it holds none:
         // the carry is a line without its LF).
         const std::string_view read( b->bytes.get() + from, n );
         if( const auto lf = read.rfind( '\n' ); lf != std::string_view::npos ) {
            last_lf = from + lf;
         }
      }
      if( n < want ) {
         if( std::ferror( in_ ) ) {
            error_ = errno != 0 ? errno : EIO;
         }
         done_ = true;   // the end of the file, or no more can be read
         break;
      }
      if( last_lf != std::string_view::npos || cut_long_lines_ ) {
         break;
      }
      // A line longer than the block: the block grows to hold it.
      target *= 2;
      block_pool::grow( *b, target, fill );
   }
   const std::string_view bytes( b->bytes.get(), fill );
   v.owner = b;
   v.cut_in_line = false;
   if( done_ || last_lf == fill - 1 ) {
      v.bytes = bytes;
   }
   else if( last_lf == std::string_view::npos ) {
      v.bytes = bytes;   // cut_long_lines: a piece of a long line
      v.cut_in_line = true;
   }
   else {
      v.bytes = bytes.substr( 0, last_lf + 1 );
      carry_begin_ = last_lf + 1;
      carry_end_ = fill;
   }
   return !v.bytes.empty();
}

}  // namespace rfc1738::engine

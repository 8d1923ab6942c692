// SPDX-License-Identifier: BSL-1.0
// The line engine: a file read ahead in large blocks, handed out as views of
// whole lines. The reading thread does no work per line: it reads a block,
// finds its last LF, and gives the worker threads views of the block's lines;
// the block is reused once every view of it is given back (a counted pool).
// Lines end at LF only; every other byte (NUL, CR, bytes >= 0x80) belongs to
// the line.
#ifndef RFC1738_ENGINE_BLOCKS_HPP
#define RFC1738_ENGINE_BLOCKS_HPP

#include <cstddef>
#include <cstdio>
#include <memory>
#include <string_view>
#include <vector>

namespace rfc1738::engine {

// Blocks of bytes, each with a count of its users (the reader filling it,
// the views handed out). Used by one thread only (-j: the reading thread,
// which also retires the chunks, in ordered_jobs' retire): the counts are
// plain numbers. A block whose count falls to 0 is reused by the next
// acquire(): the memory stays what the views in flight need.
class block_pool {
public:
   struct block {
      std::unique_ptr< char[] > bytes;
      std::size_t capacity = 0;
      std::size_t users = 0;
   };

   block_pool() = default;
   block_pool( const block_pool& ) = delete;
   block_pool& operator=( const block_pool& ) = delete;

   // A block of at least `size` bytes (its old bytes kept up to `keep` when
   // it grows), with one user.
   block* acquire( std::size_t size );
   static void grow( block& b, std::size_t size, std::size_t keep );

   static void keep( block* b ) noexcept
   {
      ++b->users;
   }

   static void release( block* b ) noexcept
   {
      --b->users;
   }

private:
   std::vector< std::unique_ptr< block > > blocks_;
};

// One file's lines in views of blocks of `block_size` bytes. A view holds
// whole lines, each ended by its LF, but for the file's last line when it has
// none; a line longer than a block makes its block grow to hold it (memory:
// that of the longest line), or, with `cut_long_lines`, is handed out in
// block-sized pieces (the view then ends inside the line: cut_in_line). The
// bytes of a line that runs on past a block are copied to the start of the
// next block (one line per block).
class line_reader {
public:
   struct view {
      block_pool::block* owner = nullptr;   // the block the bytes are in: keep() it while they are used
      std::string_view bytes;
      bool cut_in_line = false;   // ends inside a line (cut_long_lines)
   };

   line_reader( std::FILE* in, block_pool& pool, std::size_t block_size, bool cut_long_lines = false ) noexcept
      : in_( in ),
        pool_( pool ),
        block_size_( block_size ),
        cut_long_lines_( cut_long_lines )
   {}
   line_reader( const line_reader& ) = delete;
   line_reader& operator=( const line_reader& ) = delete;
   ~line_reader();

   // The next view, not empty; false at the end of the file or after a
   // read error. After a read error (error() != 0), the view holds every byte
   // read, the bytes of a line without its LF included: the caller decides
   // what to do with them.
   bool next( view& v );

   // After next(): the file ended (or could not be read further) with
   // that view.
   [[nodiscard]] bool at_end() const noexcept
   {
      return done_;
   }

   // errno of the read that failed (EIO when it said nothing), or 0.
   [[nodiscard]] int error() const noexcept
   {
      return error_;
   }

private:
   std::FILE* in_;
   block_pool& pool_;
   std::size_t block_size_;
   bool cut_long_lines_;
   block_pool::block* current_ = nullptr;   // the reader's: held until the next block has its carry
   std::size_t carry_begin_ = 0;            // the bytes after the last LF of current_
   std::size_t carry_end_ = 0;
   bool done_ = false;
   int error_ = 0;
};

}  // namespace rfc1738::engine

#endif

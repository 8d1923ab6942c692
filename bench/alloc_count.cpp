// SPDX-License-Identifier: BSL-1.0
// Counts heap allocations by interposing glibc's malloc family: a definition
// in the executable takes precedence over libc's for every caller, the C
// libraries of the peers (uriparser, curl) and operator new included. Each
// wrapper forwards to glibc's own implementation (__libc_*), so memory from
// one wrapper may be freed by any other and by libc itself.
#include "harness.hpp"

#include <atomic>
#include <cstdlib>

#include <malloc.h>

extern "C" {
void* __libc_malloc( std::size_t size );
void* __libc_calloc( std::size_t count, std::size_t size );
void* __libc_realloc( void* pointer, std::size_t size );
void* __libc_memalign( std::size_t alignment, std::size_t size );
void __libc_free( void* pointer );
}

namespace {

std::atomic< std::uint64_t > count{ 0 };

void counted() noexcept
{
   count.fetch_add( 1, std::memory_order_relaxed );
}

}  // namespace

std::uint64_t rfc1738::bench::allocations() noexcept
{
   return count.load( std::memory_order_relaxed );
}

extern "C" {

void* malloc( std::size_t size ) noexcept
{
   counted();
   return __libc_malloc( size );
}

void* calloc( std::size_t count, std::size_t size ) noexcept
{
   counted();
   return __libc_calloc( count, size );
}

void* realloc( void* pointer, std::size_t size ) noexcept
{
   counted();
   return __libc_realloc( pointer, size );
}

void* memalign( std::size_t alignment, std::size_t size ) noexcept
{
   counted();
   return __libc_memalign( alignment, size );
}

void* aligned_alloc( std::size_t alignment, std::size_t size ) noexcept
{
   counted();
   return __libc_memalign( alignment, size );
}

int posix_memalign( void** result, std::size_t alignment, std::size_t size ) noexcept
{
   counted();
   void* p = __libc_memalign( alignment, size );
   if( p == nullptr ) {
      return 12;  // ENOMEM
   }
   *result = p;
   return 0;
}

void free( void* pointer ) noexcept
{
   __libc_free( pointer );
}

}  // extern "C"

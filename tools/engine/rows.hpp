// SPDX-License-Identifier: BSL-1.0
// The line engine's row writers: check's verdict of each input as a row of
// JSON Lines or CSV, appended to a buffer (row_buffer) that a sink writes
// out (Python's Batch.to_jsonl/write_jsonl, to_csv/write_csv, and
// rfc1738.dask's workers).
#ifndef RFC1738_ENGINE_ROWS_HPP
#define RFC1738_ENGINE_ROWS_HPP

#include <algorithm>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#if defined( __SSE2__ )
#include <emmintrin.h>
#endif

#include "rfc1738/json.hpp"

namespace rfc1738::engine {

// The formats of the rows.
enum class row_format {
   jsonl,
   csv
};

// Whether write_json_string writes every byte of v as it is: printable ASCII
// but '"' and '\\' (JSON Lines); whether an RFC 4180 field needs no quotes:
// no ',', '"', CR or LF (CSV). Sixteen bytes a step with SSE2.
inline bool plain_json_byte( const unsigned char c ) noexcept
{
   return c >= 0x20 && c < 0x7F && c != '"' && c != '\\';
}

inline bool plain_csv_byte( const unsigned char c ) noexcept
{
   return c != ',' && c != '"' && c != '\r' && c != '\n';
}

#if defined( __SSE2__ )
// The bytes of the sixteen at p that plain() does not pass, as a mask.
template< row_format Format >
int unplain16( const char* p ) noexcept
{
   const __m128i x = _mm_loadu_si128( reinterpret_cast< const __m128i* >( p ) );
   __m128i bad;
   if constexpr( Format == row_format::jsonl ) {  // signed: bytes >= 0x80 are below 0x20
      const __m128i printable = _mm_and_si128( _mm_cmpgt_epi8( x, _mm_set1_epi8( 0x1F ) ), _mm_cmplt_epi8( x, _mm_set1_epi8( 0x7F ) ) );
      bad = _mm_or_si128( _mm_andnot_si128( printable, _mm_set1_epi8( -1 ) ),
                          _mm_or_si128( _mm_cmpeq_epi8( x, _mm_set1_epi8( '"' ) ), _mm_cmpeq_epi8( x, _mm_set1_epi8( '\\' ) ) ) );
   }
   else {
      bad = _mm_or_si128( _mm_or_si128( _mm_cmpeq_epi8( x, _mm_set1_epi8( ',' ) ), _mm_cmpeq_epi8( x, _mm_set1_epi8( '"' ) ) ),
                          _mm_or_si128( _mm_cmpeq_epi8( x, _mm_set1_epi8( '\r' ) ), _mm_cmpeq_epi8( x, _mm_set1_epi8( '\n' ) ) ) );
   }
   return _mm_movemask_epi8( bad );
}
#endif

template< row_format Format >
bool plain( const std::string_view v ) noexcept
{
   const char* p = v.data();
   std::size_t n = v.size();
#if defined( __SSE2__ )
   if( n >= 16 ) {  // sixteen bytes a step, the last step the last sixteen (overlapping the one before): no byte-by-byte tail
      const char* const last = p + n - 16;
      for( ;; p += 16 ) {
         p = std::min( p, last );
         if( unplain16< Format >( p ) != 0 ) {
            return false;
         }
         if( p == last ) {
            return true;
         }
      }
   }
#endif
   for( ; n > 0; ++p, --n ) {
      const auto c = static_cast< unsigned char >( *p );
      if( Format == row_format::jsonl ? !plain_json_byte( c ) : !plain_csv_byte( c ) ) {
         return false;
      }
   }
   return true;
}

// Copies the n bytes at `from` to `to` and returns their end, as memcpy
// does, sixteen bytes a step for n >= 16 (the last step the last sixteen,
// overlapping the one before): no call, no byte beyond n read or written.
inline char* put_bytes( char* to, const char* from, const std::size_t n ) noexcept
{
#if defined( __SSE2__ )
   if( n >= 16 ) {
      for( std::size_t k = 0; k + 16 < n; k += 16 ) {
         _mm_storeu_si128( reinterpret_cast< __m128i* >( to + k ), _mm_loadu_si128( reinterpret_cast< const __m128i* >( from + k ) ) );
      }
      _mm_storeu_si128( reinterpret_cast< __m128i* >( to + n - 16 ), _mm_loadu_si128( reinterpret_cast< const __m128i* >( from + n - 16 ) ) );
      return to + n;
   }
#endif
   std::memcpy( to, from, n );
   return to + n;
}

// Copies the n bytes at `from` to `to` sixteen at a time, the last step
// whole: `from` must be readable and `to` writable 15 bytes past n (the
// bytes written past n are scratch, overwritten by what comes next).
inline char* put_padded( char* to, const char* from, const std::size_t n ) noexcept
{
#if defined( __SSE2__ )
   for( std::size_t k = 0; k < n; k += 16 ) {
      _mm_storeu_si128( reinterpret_cast< __m128i* >( to + k ), _mm_loadu_si128( reinterpret_cast< const __m128i* >( from + k ) ) );
   }
#else
   std::memcpy( to, from, n );
#endif
   return to + n;
}

// Where rows are written: one buffer of bytes, grown as needed and
// reused piece after piece (no std::string bounds checks per byte).
class row_buffer {
public:
   // Room for `more` bytes at the end; the pointer to write them at.
   char* room( const std::size_t more )
   {
      if( capacity_ - size_ < more ) {
         const std::size_t wanted = std::max( size_ + more, 2 * capacity_ );
         std::unique_ptr< char[] > bigger( new char[ wanted ] );
         if( size_ != 0 ) {
            std::memcpy( bigger.get(), data_.get(), size_ );
         }
         data_ = std::move( bigger );
         capacity_ = wanted;
      }
      return data_.get() + size_;
   }
   void grow_to( const char* end ) noexcept
   {
      size_ = static_cast< std::size_t >( end - data_.get() );
   }
   void append( const std::string_view s )
   {
      std::memcpy( room( s.size() ), s.data(), s.size() );
      size_ += s.size();
   }
   const char* data() const noexcept
   {
      return data_.get();
   }
   std::size_t size() const noexcept
   {
      return size_;
   }
   void clear() noexcept
   {
      size_ = 0;
   }
   std::size_t capacity() const noexcept
   {
      return capacity_;
   }

private:
   std::unique_ptr< char[] > data_;
   std::size_t size_ = 0, capacity_ = 0;
};

// write_rows' buffer: the thread's own, kept from call to call (a fresh one
// per call of write_jsonl/write_csv cost its page faults each time: a
// Dask worker calls them for every chunk), or a fresh one when the thread's
// is in use (a file whose write() writes rows of another batch).
class row_lease {
public:
   row_lease()
      : mine_( !taken() )
   {
      if( mine_ ) {
         taken() = true;
         spare().clear();
      }
   }
   row_lease( const row_lease& ) = delete;
   row_lease& operator=( const row_lease& ) = delete;
   ~row_lease()
   {
      if( mine_ ) {
         if( spare().capacity() > ( std::size_t( 16 ) << 20 ) ) {  // a megabyte line's: not kept
            spare() = row_buffer();
         }
         taken() = false;
      }
   }
   row_buffer& get() noexcept
   {
      return mine_ ? spare() : own_;
   }

private:
   static row_buffer& spare()
   {
      static thread_local row_buffer b;
      return b;
   }
   static bool& taken()
   {
      static thread_local bool t = false;
      return t;
   }
   bool mine_;
   row_buffer own_;
};

inline char* put( char* p, const std::string_view s ) noexcept
{
   std::memcpy( p, s.data(), s.size() );
   return p + s.size();
}

// The rows of check's verdicts, one per input (Python's Batch.to_jsonl,
// write_jsonl, to_csv, write_csv, and rfc1738.dask's workers).
//
// JSON Lines: `rfc1738 check --json`'s line restricted to the verdict:
// "input" (its bytes, as the program writes them), "valid", "production",
// "conforms", "scheme" and, with error offsets, "error":{"offset":N} for a
// URL that does not conform; keys in the program's order, each line ending
// in "\n".
//
// CSV (RFC 4180): a header row, then a record per URL, each ending in CRLF:
// input,valid,production,conforms,scheme (and error_offset when the batch
// has error offsets); true/false, the production's and the scheme's names
// (empty when none), the offset (empty when the URL conforms). The input is
// written byte for byte, in double quotes (each '"' doubled) when it holds a
// ',', '"', CR or LF: bytes >= 0x80 as they are (a UTF-8 input stays UTF-8;
// read with errors='surrogateescape' to get any other bytes back).
template< row_format Format >
class row_writer {
public:
   // `productions`: the names of the production codes (0, 1, ...); the
   // schemes added as they come (add_scheme, in the order of their codes).
   row_writer( const std::vector< std::string >& productions, const bool error_offsets )
      : offsets_wanted_( error_offsets )
   {
      for( const auto& n : productions ) {
         productions_.push_back( Format == row_format::jsonl ? "\"" + n + "\"" : n );
         longest_name_ = std::max( longest_name_, productions_.back().size() );
      }
      tails_at_.resize( slots() );
   }

   // The name of the scheme of the next code, written as a row writes it.
   void add_scheme( const std::string_view name )
   {
      std::string quoted;
      if constexpr( Format == row_format::jsonl ) {
         rfc1738::write_json_string( quoted, name );
      }
      else {
         quoted = name;  // a scheme (RFC 1738 §2.1) holds no ',', '"', CR or LF
      }
      longest_name_ = std::max( longest_name_, quoted.size() );
      schemes_.push_back( std::move( quoted ) );
      tails_at_.resize( slots() );
   }

   // The CSV header row (nothing for JSON Lines).
   void header( row_buffer& out ) const
   {
      if constexpr( Format == row_format::csv ) {
         out.append( offsets_wanted_ ? "input,valid,production,conforms,scheme,error_offset\r\n" : "input,valid,production,conforms,scheme\r\n" );
      }
   }

   // Appends one row: the input v, its verdict, the codes of its production
   // and scheme (-1: none), its error offset (-1: none, or not asked for).
   void row( row_buffer& out, const std::string_view v, const bool valid, const std::int8_t production, const bool conforms, const std::int32_t scheme, const std::int64_t error_offset )
   {
      const std::string_view rest = tail( valid, production, conforms, scheme );
      // the input as it is, in quotes, and the rest of the row
      char* p = out.room( v.size() + 2 + rest_room() );
      if constexpr( Format == row_format::jsonl ) {
         if( plain< Format >( v ) ) {
            p = put( p, "{\"input\":\"" );
            p = put_bytes( p, v.data(), v.size() );
            *p++ = '"';
         }
         else {
            p = put( p, "{\"input\":" );
            out.grow_to( p );
            escaped_.clear();
            rfc1738::write_json_string( escaped_, v );
            out.append( escaped_ );
            p = out.room( rest_room() );
         }
         p = put_padded( p, rest.data(), rest.size() );
         if( error_offset >= 0 ) {
            p = put( p, ",\"error\":{\"offset\":" );
            p = std::to_chars( p, p + 24, error_offset ).ptr;
            *p++ = '}';
         }
         p = put( p, "}\n" );
      }
      else {
         if( plain< Format >( v ) ) {
            p = put_bytes( p, v.data(), v.size() );
         }
         else {
            out.grow_to( p );
            p = out.room( 2 * v.size() + 2 + rest_room() );
            *p++ = '"';
            for( const char ch : v ) {
               *p++ = ch;
               if( ch == '"' ) {
                  *p++ = '"';
               }
            }
            *p++ = '"';
         }
         p = put_padded( p, rest.data(), rest.size() );
         if( offsets_wanted_ ) {
            *p++ = ',';
            if( error_offset >= 0 ) {
               p = std::to_chars( p, p + 24, error_offset ).ptr;
            }
         }
         p = put( p, "\r\n" );
      }
      out.grow_to( p );
   }

private:
   // Room for a row after its input: its fixed text (98 bytes at most, the
   // longest being JSON's "{\"input\":" ... ",\"error\":{\"offset\":" and "}}\n"), an offset
   // (at most 20 digits), two names (or null), the 15 bytes put_padded may
   // write past the tail, with room to spare.
   std::size_t rest_room() const noexcept
   {
      return 176 + 2 * longest_name_;
   }

   // The slots of tails_at_: 4 (valid, conforms) per production code + 1 per scheme code + 1.
   std::size_t slots() const noexcept
   {
      return ( schemes_.size() + 1 ) * ( productions_.size() + 1 ) * 4;
   }

   // The text of a row between its input and its error offset, the same for
   // every row of the same verdict, production and scheme: made the first
   // time it is needed, then copied whole. JSON Lines:
   // ,"valid":B,"production":P,"conforms":B,"scheme":S (P, S a name in quotes
   // or null); CSV: ,B,P,B,S (a name or empty).
   std::string_view tail( const bool valid, const std::int8_t production, const bool conforms, const std::int32_t scheme )
   {
      const std::size_t slot = ( ( static_cast< std::size_t >( scheme + 1 ) * ( productions_.size() + 1 ) + static_cast< std::size_t >( production + 1 ) ) << 2 )
                               | ( valid ? 2U : 0U ) | ( conforms ? 1U : 0U );
      auto& at = tails_at_[ slot ];
      if( at.second == 0 ) {
         std::string t;
         const auto name = [ & ]( const std::vector< std::string >& names, const std::int64_t code ) {
            t += code < 0 ? std::string_view( Format == row_format::jsonl ? "null" : "" ) : std::string_view( names[ static_cast< std::size_t >( code ) ] );
         };
         if constexpr( Format == row_format::jsonl ) {
            t += valid ? ",\"valid\":true,\"production\":" : ",\"valid\":false,\"production\":";
            name( productions_, production );
            t += conforms ? ",\"conforms\":true,\"scheme\":" : ",\"conforms\":false,\"scheme\":";
            name( schemes_, scheme );
         }
         else {
            t += valid ? ",true," : ",false,";
            name( productions_, production );
            t += conforms ? ",true," : ",false,";
            name( schemes_, scheme );
         }
         const std::size_t used = tails_.empty() ? 0 : tails_.size() - 16;
         at = { used, t.size() };
         tails_.resize( used );
         tails_ += t;
         tails_.append( 16, '\0' );  // put_padded reads up to 15 bytes past a tail
      }
      return { tails_.data() + at.first, at.second };
   }

   bool offsets_wanted_;
   std::vector< std::string > productions_, schemes_;
   std::size_t longest_name_ = 0;
   std::string escaped_;
   std::vector< std::pair< std::size_t, std::size_t > > tails_at_;  // where each slot's tail is in tails_ (length 0: not made yet)
   std::string tails_;                                              // the tails, then 16 bytes of padding
};

}  // namespace rfc1738::engine

#endif

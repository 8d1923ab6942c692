// An experiment for the generator (tools/bnf2pegtl), not part of the
// library: what table-driven character classes would save. A PEGTL control
// that matches the generated rules unchanged, except that the productions
// which are one byte out of a set (alpha, digit, safe, …, xchar, uchar), an
// escape, or a repetition of those (hsegment, search, fsegment, user,
// password, urlpath, digits, domainlabel, toplabel) are matched by a loop over
// one 256-entry table instead of a chain of sor<> alternatives, each a call
// with its own end-of-input check. bench_peers checks, URL by URL, that it
// decides exactly what rfc1738::derives( url, … ) decides.
#ifndef RFC1738_BENCH_TABLE_CONTROL_HPP
#define RFC1738_BENCH_TABLE_CONTROL_HPP

#include <cstddef>
#include <cstdint>
#include <string_view>

#include <tao/pegtl.hpp>

#include "rfc1738/grammar.hpp"

namespace rfc1738::bench {

namespace pegtl = tao::pegtl;

// Byte classes of RFC 1738 §5, one bit each.
enum : std::uint16_t {
   c_lowalpha = 1 << 0,
   c_hialpha = 1 << 1,
   c_digit = 1 << 2,
   c_safe = 1 << 3,
   c_extra = 1 << 4,
   c_reserved = 1 << 5,
   c_hex = 1 << 6,
   c_national = 1 << 7,
   c_punctuation = 1 << 8,
   c_hyphen = 1 << 9,
   // What a repetition takes besides uchar.
   c_h_more = 1 << 10,     // hsegment, search: ";" ":" "@" "&" "="
   c_f_more = 1 << 11,     // fsegment: "?" ":" "@" "&" "="
   c_login_more = 1 << 12  // user, password: ";" "?" "&" "="
};

struct class_table {
   std::uint16_t bits[ 256 ] = {};

   constexpr void set( std::string_view chars, std::uint16_t b )
   {
      for( const char c : chars ) {
         bits[ static_cast< unsigned char >( c ) ] |= b;
      }
   }

   constexpr class_table()
   {
      set( "abcdefghijklmnopqrstuvwxyz", c_lowalpha );
      set( "ABCDEFGHIJKLMNOPQRSTUVWXYZ", c_hialpha );
      set( "0123456789", c_digit );
      set( "$-_.+", c_safe );
      set( "!*'(),", c_extra );
      set( ";/?:@&=", c_reserved );
      set( "0123456789ABCDEFabcdef", c_hex );
      set( "{}|\\^~[]`", c_national );
      set( "<>#%\"", c_punctuation );
      set( "-", c_hyphen );
      set( ";:@&=", c_h_more );
      set( "?:@&=", c_f_more );
      set( ";?&=", c_login_more );
   }
};

inline constexpr class_table classes{};

inline constexpr std::uint16_t c_alpha = c_lowalpha | c_hialpha;
inline constexpr std::uint16_t c_alphadigit = c_alpha | c_digit;
inline constexpr std::uint16_t c_unreserved = c_alphadigit | c_safe | c_extra;

template< typename ParseInput >
inline std::size_t class_at( const ParseInput& in, std::size_t i ) noexcept
{
   return classes.bits[ static_cast< unsigned char >( in.current()[ i ] ) ];
}

// One byte of `Set`, or with Escape also "%" hex hex.
template< std::uint16_t Set, bool Escape >
struct one_of {
   template< typename ParseInput >
   static std::size_t length( const ParseInput& in ) noexcept
   {
      const std::size_t left = in.size( 3 );
      if( left == 0 ) {
         return 0;
      }
      const auto c = in.peek_char();
      if( ( classes.bits[ static_cast< unsigned char >( c ) ] & Set ) != 0 ) {
         return 1;
      }
      if constexpr( Escape ) {
         if( c == '%' && left >= 3 && ( class_at( in, 1 ) & c_hex ) != 0 && ( class_at( in, 2 ) & c_hex ) != 0 ) {
            return 3;
         }
      }
      return 0;
   }

   template< typename ParseInput >
   static bool match( ParseInput& in ) noexcept
   {
      const auto n = length( in );
      in.bump_in_this_line( n );
      return n != 0;
   }

   // As many as there are (star); with Min 1, at least one (plus).
   template< std::size_t Min, typename ParseInput >
   static bool repeat( ParseInput& in ) noexcept
   {
      std::size_t count = 0;
      for( ;; ) {
         const auto n = length( in );
         if( n == 0 ) {
            return count >= Min;
         }
         in.bump_in_this_line( n );
         ++count;
      }
   }
};

// domainlabel ~ alphadigit *[ *"-" alphadigit ], toplabel ~ alpha *[ *"-" alphadigit ]:
// the longest run of alphadigits and "-" that starts with First and ends with an alphadigit.
template< std::uint16_t First >
struct label {
   template< typename ParseInput >
   static bool match( ParseInput& in ) noexcept
   {
      const std::size_t left = in.size( 256 );
      if( left == 0 || ( class_at( in, 0 ) & First ) == 0 ) {
         return false;
      }
      const char* const begin = in.current();
      const char* const end = in.end();
      const char* p = begin + 1;
      const char* last = p;  // one past the last alphadigit
      while( p != end ) {
         const auto b = classes.bits[ static_cast< unsigned char >( *p ) ];
         if( ( b & c_alphadigit ) != 0 ) {
            last = ++p;
         }
         else if( ( b & c_hyphen ) != 0 ) {
            ++p;
         }
         else {
            break;
         }
      }
      in.bump_in_this_line( static_cast< std::size_t >( last - begin ) );
      return true;
   }
};

template< typename Rule >
struct table_control : pegtl::normal< Rule > {};

#define RFC1738_BENCH_TABLE_RULE( rule, impl, call )                                                                                                           \
   template<>                                                                                                                                                   \
   struct table_control< grammar::rule > : pegtl::normal< grammar::rule > {                                                                                      \
      template< pegtl::apply_mode, pegtl::rewind_mode, template< typename... > class, template< typename... > class, typename ParseInput, typename... States > \
      [[nodiscard]] static bool match( ParseInput& in, States&&... /*unused*/ ) noexcept                                                                        \
      {                                                                                                                                                          \
         return impl::call( in );                                                                                                                                \
      }                                                                                                                                                          \
   }

// clang-format off
using lowalpha_table = one_of< c_lowalpha, false >;
using hialpha_table = one_of< c_hialpha, false >;
using alpha_table = one_of< c_alpha, false >;
using digit_table = one_of< c_digit, false >;
using alphadigit_table = one_of< c_alphadigit, false >;
using safe_table = one_of< c_safe, false >;
using extra_table = one_of< c_extra, false >;
using national_table = one_of< c_national, false >;
using punctuation_table = one_of< c_punctuation, false >;
using reserved_table = one_of< c_reserved, false >;
using hex_table = one_of< c_hex, false >;
using escape_table = one_of< 0, true >;
using unreserved_table = one_of< c_unreserved, false >;
using uchar_table = one_of< c_unreserved, true >;
using xchar_table = one_of< c_unreserved | c_reserved, true >;
using digits_table = one_of< c_digit, false >;
using urlpath_table = one_of< c_unreserved | c_reserved, true >;
using hsegment_table = one_of< c_unreserved | c_h_more, true >;
using search_table = one_of< c_unreserved | c_h_more, true >;
using fsegment_table = one_of< c_unreserved | c_f_more, true >;
using user_table = one_of< c_unreserved | c_login_more, true >;
using password_table = one_of< c_unreserved | c_login_more, true >;
using domainlabel_table = label< c_alphadigit >;
using toplabel_table = label< c_alpha >;

RFC1738_BENCH_TABLE_RULE( lowalpha, lowalpha_table, match );
RFC1738_BENCH_TABLE_RULE( hialpha, hialpha_table, match );
RFC1738_BENCH_TABLE_RULE( alpha, alpha_table, match );
RFC1738_BENCH_TABLE_RULE( digit, digit_table, match );
RFC1738_BENCH_TABLE_RULE( alphadigit, alphadigit_table, match );
RFC1738_BENCH_TABLE_RULE( safe, safe_table, match );
RFC1738_BENCH_TABLE_RULE( extra, extra_table, match );
RFC1738_BENCH_TABLE_RULE( national, national_table, match );
RFC1738_BENCH_TABLE_RULE( punctuation, punctuation_table, match );
RFC1738_BENCH_TABLE_RULE( reserved, reserved_table, match );
RFC1738_BENCH_TABLE_RULE( hex, hex_table, match );
RFC1738_BENCH_TABLE_RULE( escape, escape_table, match );
RFC1738_BENCH_TABLE_RULE( unreserved, unreserved_table, match );
RFC1738_BENCH_TABLE_RULE( uchar, uchar_table, match );
RFC1738_BENCH_TABLE_RULE( xchar, xchar_table, match );
RFC1738_BENCH_TABLE_RULE( digits, digits_table, template repeat< 1 > );
RFC1738_BENCH_TABLE_RULE( urlpath, urlpath_table, template repeat< 0 > );
RFC1738_BENCH_TABLE_RULE( hsegment, hsegment_table, template repeat< 0 > );
RFC1738_BENCH_TABLE_RULE( search, search_table, template repeat< 0 > );
RFC1738_BENCH_TABLE_RULE( fsegment, fsegment_table, template repeat< 0 > );
RFC1738_BENCH_TABLE_RULE( user, user_table, template repeat< 0 > );
RFC1738_BENCH_TABLE_RULE( password, password_table, template repeat< 0 > );
RFC1738_BENCH_TABLE_RULE( domainlabel, domainlabel_table, match );
RFC1738_BENCH_TABLE_RULE( toplabel, toplabel_table, match );
// clang-format on

#undef RFC1738_BENCH_TABLE_RULE

// derives( url, input ) with the table-driven classes.
inline bool derives_url_with_tables( std::string_view input ) noexcept
{
   pegtl::memory_input< pegtl::tracking_mode::lazy, pegtl::eol::lf_crlf > in( input.data(), input.size(), "" );
   return pegtl::parse< pegtl::seq< grammar::url, pegtl::eof >, pegtl::nothing, table_control >( in );
}

}  // namespace rfc1738::bench

#endif

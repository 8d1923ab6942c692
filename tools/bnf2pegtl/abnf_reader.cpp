// SPDX-License-Identifier: BSL-1.0
#include "abnf_reader.hpp"

#include <cctype>
#include <map>
#include <memory>
#include <utility>

#include <tao/pegtl/contrib/parse_tree.hpp>

#include "abnf.hpp"
#include "lowering.hpp"
#include "reader.hpp"
#include "refusal.hpp"

namespace rfc1738::bnf2pegtl {

namespace {

namespace pegtl = tao::pegtl;
namespace a = abnf;

// What each committed rule says when it cannot continue. This reader's
// templates have names of their own (abnf_expected, abnf_control, abnf_keep):
// with reader.cpp's `control` of the same name in its own unnamed namespace,
// the Debug + sanitizer build linked one `control< one< '"' > >::raise` for
// both readers (found by generator.abnf_reader in that build).
template< typename Rule >
constexpr const char* abnf_expected = nullptr;
// clang-format off
template<> constexpr const char* abnf_expected< pegtl::eof >         = "expected a rule `name = elements`, a comment or an empty line";
template<> constexpr const char* abnf_expected< a::elements >        = "expected the rule's elements after `=`";
template<> constexpr const char* abnf_expected< a::c_nl >            = "expected the end of the line (or `/` between alternatives)";
template<> constexpr const char* abnf_expected< a::element >         = "expected an element after the repetition: a rule name, ( ... ), [ ... ], \"string\", %x.. or <prose>";
template<> constexpr const char* abnf_expected< a::alternation >     = "expected elements";
template<> constexpr const char* abnf_expected< a::concatenation >   = "expected elements after `/`";
template<> constexpr const char* abnf_expected< a::char_text >       = "expected the string's characters";
template<> constexpr const char* abnf_expected< a::prose_text >      = "expected the prose value's characters";
template<> constexpr const char* abnf_expected< pegtl::one< '"' > >  = "unterminated string: expected the closing `\"` on the same line (a string holds %x20-21 / %x23-7E)";
template<> constexpr const char* abnf_expected< pegtl::one< '>' > >  = "unterminated prose value: expected `>`";
template<> constexpr const char* abnf_expected< pegtl::one< ']' > >  = "expected `]` closing the `[` above";
template<> constexpr const char* abnf_expected< pegtl::one< ')' > >  = "expected `)` closing the `(` above";
template<> constexpr const char* abnf_expected< pegtl::star< a::c_wsp > > = "expected white space";
// clang-format on

template< typename Rule >
struct abnf_control : pegtl::normal< Rule > {
   template< typename ParseInput, typename... States >
   [[noreturn]] static void raise( const ParseInput& in, States&&... /*unused*/ )
   {
      throw pegtl::parse_error( refusal< Rule >( abnf_expected< Rule >, in ), in );
   }
};

// clang-format off
template< typename Rule > struct abnf_keep : std::false_type {};
template<> struct abnf_keep< a::rule >          : std::true_type {};
template<> struct abnf_keep< a::rulename >      : std::true_type {};
template<> struct abnf_keep< a::defines >       : std::true_type {};
template<> struct abnf_keep< a::adds >          : std::true_type {};
template<> struct abnf_keep< a::alternation >   : std::true_type {};
template<> struct abnf_keep< a::concatenation > : std::true_type {};
template<> struct abnf_keep< a::repetition >    : std::true_type {};
template<> struct abnf_keep< a::lower >         : std::true_type {};
template<> struct abnf_keep< a::upper >         : std::true_type {};
template<> struct abnf_keep< a::exactly >       : std::true_type {};
template<> struct abnf_keep< a::star_mark >     : std::true_type {};
template<> struct abnf_keep< a::group >         : std::true_type {};
template<> struct abnf_keep< a::option >        : std::true_type {};
template<> struct abnf_keep< a::char_text >     : std::true_type {};
template<> struct abnf_keep< a::bin_val >       : std::true_type {};
template<> struct abnf_keep< a::dec_val >       : std::true_type {};
template<> struct abnf_keep< a::hex_val >       : std::true_type {};
template<> struct abnf_keep< a::prose_val >     : std::true_type {};
template< typename D > struct abnf_keep< a::number< D > >       : std::true_type {};
template< typename D > struct abnf_keep< a::concatenated< D > > : std::true_type {};
template< typename D > struct abnf_keep< a::range_end< D > >    : std::true_type {};
// clang-format on

using node = pegtl::parse_tree::node;

[[noreturn]] void fail( const location& where, const std::string& message )
{
   throw read_error( to_string( where ) + ": " + message );
}

location where_of( const node& x, const std::string& file )
{
   return { file, x.m_begin.line, x.m_begin.column };
}

struct converter {
   const std::string& file;

   // A number of a num-val, in its base, as a byte.
   unsigned byte_of( const node& x, const int base ) const
   {
      unsigned long v = 0;
      for( const char c : x.string_view() ) {
         const int digit = std::isdigit( static_cast< unsigned char >( c ) ) ? c - '0' : ( std::tolower( static_cast< unsigned char >( c ) ) - 'a' + 10 );
         v = v * static_cast< unsigned long >( base ) + static_cast< unsigned long >( digit );
         if( v > 255 ) {
            fail( where_of( x, file ), "the value " + x.string() + " is beyond a byte: the grammars read here are of bytes" );
         }
      }
      return static_cast< unsigned >( v );
   }

   // %b, %d, %x: one value, a concatenation of values (a string matched
   // exactly, RFC 5234 §2.3), or a range.
   expression value( const node& x ) const
   {
      const int base = x.is_type< a::bin_val >() ? 2 : x.is_type< a::dec_val >() ? 10 : 16;
      const location at = where_of( x, file );
      const unsigned first = byte_of( *x.children.at( 0 ), base );
      if( x.children.size() == 1 ) {
         return byte_range( first, first, at );
      }
      const node& more = *x.children.at( 1 );
      if( more.is_type< a::range_end< a::bin_digit > >() || more.is_type< a::range_end< pegtl::digit > >() || more.is_type< a::range_end< pegtl::xdigit > >() ) {
         const unsigned last = byte_of( *more.children.at( 0 ), base );
         if( last < first ) {
            fail( at, "the range " + x.string() + " ends below its start" );
         }
         return byte_range( first, last, at );
      }
      expression e;
      e.what = expression::kind::literal;
      e.where = at;
      e.text += static_cast< char >( first );
      for( const auto& c : more.children ) {
         e.text += static_cast< char >( byte_of( *c, base ) );
      }
      return e;
   }

   expression element( const node& x, const bool unused ) const
   {
      const location at = where_of( x, file );
      if( x.is_type< a::rulename >() ) {
         expression e;
         e.what = expression::kind::name;
         e.text = x.string();
         e.where = at;
         return e;
      }
      if( x.is_type< a::group >() ) {
         return convert( *x.children.at( 0 ) );
      }
      if( x.is_type< a::option >() ) {
         expression e;
         e.what = expression::kind::option;
         e.where = at;
         e.subs.push_back( convert( *x.children.at( 0 ) ) );
         return e;
      }
      if( x.is_type< a::char_text >() ) {
         return case_insensitive( x.string(), at );
      }
      if( x.is_type< a::prose_val >() ) {
         if( !unused ) {
            fail( at, "a prose value " + x.string() + " says in words what no grammar reads: only `0" + x.string() + "` (none of it, the empty string) is read" );
         }
         return empty_string( at );
      }
      return value( x );
   }

   expression repetition( const node& x ) const
   {
      const location at = where_of( x, file );
      std::optional< unsigned > lower, upper;
      bool star = false;
      for( const auto& c : x.children ) {
         if( c->is_type< a::lower >() || c->is_type< a::exactly >() ) {
            lower = count_of( c->string(), where_of( *c, file ) );
         }
         if( c->is_type< a::upper >() ) {
            upper = count_of( c->string(), where_of( *c, file ) );
         }
         star = star || c->is_type< a::star_mark >();
      }
      if( !star && lower ) {
         upper = lower;   // `nX`: exactly n (RFC 5234 §3.7)
      }
      const bool none = upper && *upper == 0;
      expression inner = element( *x.children.back(), none );
      if( !star && !lower ) {
         return inner;
      }
      const unsigned minimum = lower.value_or( 0 );
      if( upper ) {
         if( *upper < minimum ) {
            fail( at, "the repetition's upper bound is below its lower one" );
         }
         return bounded_repetition( std::move( inner ), minimum, *upper, at );
      }
      expression e;
      e.what = expression::kind::repetition;
      e.minimum = minimum;
      e.where = at;
      e.subs.push_back( std::move( inner ) );
      return e;
   }

   expression convert( const node& x ) const
   {
      if( x.is_type< a::repetition >() ) {
         return repetition( x );
      }
      if( x.children.size() == 1 ) {
         return convert( *x.children[ 0 ] );
      }
      expression e;
      e.what = x.is_type< a::concatenation >() ? expression::kind::sequence : expression::kind::alternation;
      e.where = where_of( x, file );
      for( const auto& c : x.children ) {
         e.subs.push_back( convert( *c ) );
      }
      return e;
   }
};

std::string trimmed( std::string s )
{
   while( !s.empty() && ( s.back() == '\n' || s.back() == '\r' || s.back() == ' ' || s.back() == '\t' ) ) {
      s.pop_back();
   }
   return s;
}

std::string lowered( std::string s )
{
   for( char& c : s ) {
      c = static_cast< char >( std::tolower( static_cast< unsigned char >( c ) ) );
   }
   return s;
}

}  // namespace

std::vector< definition > read_abnf( std::string_view text, const std::string& file )
{
   check_nesting( text, file );
   pegtl::memory_input in( text.data(), text.size(), file );
   std::unique_ptr< node > root;
   try {
      root = pegtl::parse_tree::parse< a::rulelist, abnf_keep, pegtl::nothing, abnf_control >( in );
   }
   catch( const pegtl::parse_error& e ) {
      const auto& p = e.positions().front();
      throw read_error( p.source + ':' + std::to_string( p.line ) + ':' + std::to_string( p.column ) + ": " + std::string( e.message() ) );
   }
   if( !root ) {
      throw read_error( file + ":1:1: not an ABNF grammar" );
   }
   std::vector< definition > result;
   std::map< std::string, std::size_t > index;   // lower-cased name → position
   const converter c{ file };
   for( const auto& r : root->children ) {
      definition d;
      d.where = where_of( *r, file );
      d.name = r->children.at( 0 )->string();
      d.source = trimmed( r->string() );
      d.body = c.convert( *r->children.at( 2 ) );
      const auto it = index.find( lowered( d.name ) );
      if( r->children.at( 1 )->is_type< a::adds >() ) {
         if( it == index.end() ) {
            fail( d.where, "`" + d.name + " =/` adds alternatives to a rule not defined above" );
         }
         definition& to = result[ it->second ];
         if( to.body.what != expression::kind::alternation ) {
            expression both;
            both.what = expression::kind::alternation;
            both.where = to.body.where;
            both.subs.push_back( std::move( to.body ) );
            to.body = std::move( both );
         }
         to.body.subs.push_back( std::move( d.body ) );
         to.source += "\n" + d.source;
         continue;
      }
      if( it != index.end() ) {
         fail( d.where, "rule `" + d.name + "` is defined twice (rule names are case-insensitive, RFC 5234 §2.1)" );
      }
      index.emplace( lowered( d.name ), result.size() );
      result.push_back( std::move( d ) );
   }
   if( result.empty() ) {
      throw read_error( file + ":1:1: no rule defined" );
   }
   return result;
}

}  // namespace rfc1738::bnf2pegtl

// SPDX-License-Identifier: BSL-1.0
// The library's entry points for the web page (web/), compiled to
// WebAssembly by scripts/site.sh: each takes the input's bytes and returns
// one JSON text, written by the library's own JSON writer (src/output/json.cpp), so
// that the page shows what `rfc1738 check --json`, `rfc1738 editions --json`
// and `rfc1738 trace --json` print. The returned pointer stays valid until
// the next call.
#include <cstddef>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include <emscripten/emscripten.h>

#include "rfc1738/edition.hpp"
#include "rfc1738/editions_output.hpp"
#include "rfc1738/build.hpp"
#include "rfc1738/encode.hpp"
#include "rfc1738/extract.hpp"
#include "rfc1738/grammar_output.hpp"
#include "rfc1738/json.hpp"
#include "rfc1738/lint_output.hpp"
#include "rfc1738/parse.hpp"
#include "rfc1738/report.hpp"
#include "rfc1738/trace_output.hpp"

namespace {

std::string result;   // the text of the last call

// The modes of rfc1738::options as bits: 1 ignore_scheme_case, 2 unwrap, 4 fragment split.
rfc1738::options modes_of( int bits )
{
   rfc1738::options o;
   o.ignore_scheme_case = ( bits & 1 ) != 0;
   o.unwrap = ( bits & 2 ) != 0;
   o.fragment = ( bits & 4 ) != 0 ? rfc1738::fragment_mode::split : rfc1738::fragment_mode::strict;
   return o;
}

// The edition of index i of rfc1738::editions (the page's list,
// rfc1738_web_editions_list); rfc1738 for an index out of range.
rfc1738::edition edition_at( int i )
{
   return i > 0 && static_cast< std::size_t >( i ) < std::size( rfc1738::editions ) ? rfc1738::editions[ i ] : rfc1738::edition::rfc1738;
}

// {"text":…} / {"url":…} of a value, or {"error":…} (the object of
// rfc1738::write_json_build_error, as `rfc1738 set --json` writes it).
const char* built_json( const rfc1738::built< std::string >& b, const char* key = "text" )
{
   result = "{\"";
   if( b ) {
      result += key;
      result += "\":";
      rfc1738::write_json_string( result, *b );
   }
   else {
      result += "error\":";
      rfc1738::write_json_build_error( result, b.error() );
   }
   result += '}';
   return result.c_str();
}

}  // namespace

extern "C" {

/// The components of the URL rfc1738::inspect reads in the bytes (with the
/// modes of modes_of), percent-decoded (RFC 1738 §2.2), as `rfc1738 parse
/// --json --decode` writes "decoded"; "null" when it is not a URL.
EMSCRIPTEN_KEEPALIVE const char* rfc1738_web_decoded( const char* bytes, std::size_t size, int modes )
{
   rfc1738::report r;
   rfc1738::inspect_into( r, std::string_view( bytes, size ), modes_of( modes ), rfc1738::url_tree::components );
   result.clear();
   if( !r.url() ) {
      result = "null";
      return result.c_str();
   }
   rfc1738::write_json_components( result, *r.url(), true );
   return result.c_str();
}


/// `rfc1738 check --json` for `size` bytes at `bytes` (rfc1738::
/// write_check_json): with `edition` 0 (rfc1738) the object of
/// rfc1738::inspect's report; with another (its index in rfc1738::editions)
/// the object of `rfc1738 check --edition E --json`. `modes`: bits of
/// modes_of. An edition other than rfc1738 with case-ignore or unwrap, or
/// one whose grammar holds the fragment with fragment split, gives the
/// program's usage message (rfc1738::modes_refused), prefixed by "!".
EMSCRIPTEN_KEEPALIVE const char* rfc1738_web_check( const char* bytes, std::size_t size, int modes, int edition )
{
   const std::string_view input( bytes, size );
   const auto o = modes_of( modes );
   result.clear();
   const auto e = edition_at( edition );
   if( !rfc1738::write_check_json( result, e, input, o ) ) {
      result = "!" + rfc1738::modes_refused( e, o ).value_or( std::string() );
   }
   return result.c_str();
}

/// The editions, in rfc1738::editions's order (the index the other calls
/// take): [{"name", "title", "fragment" (its grammar holds the fragment),
/// "parts" (it models its parts: parse --edition)}].
EMSCRIPTEN_KEEPALIVE const char* rfc1738_web_editions_list()
{
   result.clear();
   rfc1738::write_editions_list( result, true, true );   // `rfc1738 editions --list --json`'s, with the facts
   return result.c_str();
}

/// `rfc1738 editions --json` for the bytes (`split`: --fragment=split): the
/// library's report and writer, as the program's.
EMSCRIPTEN_KEEPALIVE const char* rfc1738_web_editions( const char* bytes, std::size_t size, int split )
{
   const std::string_view input( bytes, size );
   result.clear();
   rfc1738::write_json( result, rfc1738::compare_editions( input, {}, split != 0 ? rfc1738::fragment_mode::split : rfc1738::fragment_mode::strict ) );
   return result.c_str();
}

/// `rfc1738 trace --json` (`rfc1738 trace --edition E --json` for another
/// edition than 0, its index) for the bytes: the library's report
/// (rfc1738::trace) and writer, as the program's.
EMSCRIPTEN_KEEPALIVE const char* rfc1738_web_derive( const char* bytes, std::size_t size, int edition )
{
   result.clear();
   rfc1738::write_trace_json( result, rfc1738::trace( std::string_view( bytes, size ), edition_at( edition ) ) );
   return result.c_str();
}

/// Every production of edition `edition` (its index in rfc1738::editions),
/// in a JSON array: the objects of `rfc1738 grammar --edition E --json`
/// (rfc1738::write_json of rfc1738::production_at).
EMSCRIPTEN_KEEPALIVE const char* rfc1738_web_grammar( int edition )
{
   const auto e = edition_at( edition );
   result = "[";
   for( std::size_t i = 0; i < rfc1738::production_count( e ); ++i ) {
      result += i != 0 ? "," : "";
      rfc1738::write_json( result, e, rfc1738::production_at( e, i ) );
   }
   result += ']';
   return result.c_str();
}

/// The URLs of a text as `rfc1738 lint --json` reports them, one object per
/// candidate rfc1738::extract finds in the text read as `format` (0 text,
/// 1 Markdown, 2 HTML: `rfc1738 lint --format`), the program's lines without
/// "file", in a JSON array: line, column, begin, end, delimiter, check
/// (rfc1738::inspect's report, with the modes of modes_of: case-ignore and
/// fragment split, as lint has them), error_line and error_column when it
/// does not conform, extract_warnings.
EMSCRIPTEN_KEEPALIVE const char* rfc1738_web_lint( const char* bytes, std::size_t size, int modes, int format )
{
   rfc1738::options mode;
   mode.ignore_scheme_case = ( modes & 1 ) != 0;
   mode.fragment = ( modes & 4 ) != 0 ? rfc1738::fragment_mode::split : rfc1738::fragment_mode::strict;
   const auto f = format == 1 ? rfc1738::document_format::markdown : format == 2 ? rfc1738::document_format::html : rfc1738::document_format::text;
   result.clear();
   rfc1738::write_lint_array( result, std::string_view( bytes, size ), f, {}, mode );   // rfc1738.lint's
   return result.c_str();
}

/// The productions rfc1738::encode() writes (rfc1738::encodable), as a JSON array of names.
EMSCRIPTEN_KEEPALIVE const char* rfc1738_web_encodable()
{
   result = "[";
   bool first = true;
   for( std::size_t i = 0; i < rfc1738::grammar::production_count; ++i ) {
      const auto p = static_cast< rfc1738::production >( i );
      if( rfc1738::encodable( p ) ) {
         result += first ? "" : ",";
         first = false;
         rfc1738::write_json_text( result, rfc1738::grammar::rfc_name( p ) );
      }
   }
   result += ']';
   return result.c_str();
}

/// `rfc1738 encode COMPONENT TEXT` for the bytes: {"text":…} (what
/// rfc1738::encode() writes) or {"error":{"component","offset","message"}};
/// `component` a production's name (NUL-terminated).
EMSCRIPTEN_KEEPALIVE const char* rfc1738_web_encode( const char* bytes, std::size_t size, const char* component )
{
   const std::string_view name( component );
   for( std::size_t i = 0; i < rfc1738::grammar::production_count; ++i ) {
      const auto p = static_cast< rfc1738::production >( i );
      if( rfc1738::grammar::rfc_name( p ) == name ) {
         return built_json( rfc1738::encode( p, std::string_view( bytes, size ) ) );
      }
   }
   return built_json( rfc1738::build_error{ std::string( name ), std::nullopt, "no production named " + std::string( name ) } );
}

/// `rfc1738 build SCHEME --part NAME=TEXT ...`: the bytes are strings, each
/// a 4-byte little-endian length then its bytes: the scheme, then the part
/// names and their decoded values in pairs (rfc1738::set_part, in order).
/// {"url":…} or {"error":{"component","offset","message"}}.
EMSCRIPTEN_KEEPALIVE const char* rfc1738_web_build( const char* bytes, std::size_t size )
{
   std::vector< std::string_view > strings;
   std::size_t at = 0;
   while( at + 4 <= size ) {
      const auto* u = reinterpret_cast< const unsigned char* >( bytes + at );
      const std::size_t n = u[ 0 ] | ( std::size_t( u[ 1 ] ) << 8 ) | ( std::size_t( u[ 2 ] ) << 16 ) | ( std::size_t( u[ 3 ] ) << 24 );
      at += 4;
      if( n > size - at ) {
         break;
      }
      strings.emplace_back( bytes + at, n );
      at += n;
   }
   rfc1738::url_parts parts;
   if( !strings.empty() ) {
      parts.scheme = std::string( strings[ 0 ] );
   }
   for( std::size_t i = 1; i + 1 < strings.size(); i += 2 ) {
      if( !rfc1738::set_part( parts, strings[ i ], strings[ i + 1 ] ) ) {
         return built_json( rfc1738::build_error{ std::string( strings[ i ] ), std::nullopt, "no part named " + std::string( strings[ i ] ) }, "url" );
      }
   }
   return built_json( rfc1738::build( parts ), "url" );
}

}  // extern "C"

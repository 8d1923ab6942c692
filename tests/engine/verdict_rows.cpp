// SPDX-License-Identifier: BSL-1.0
// The line engine's verdict rows (tools/engine/verdict_rows.hpp): a line's
// columns are rfc1738::check's verdict (the URL form's code, the scheme's
// code in the order the schemes first appear) and rfc1738::diagnose's
// offset; the pass over lines counts what check -f counts (skipped lines
// included) and writes a row for each input, or for those that do not
// conform alone.
#include "engine/verdict_rows.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace rfc1738::engine;

const std::vector< std::string_view > inputs = { "http://a.example/", "news:*", "ftp://h:21x/", "HTTP://h", "x y", "gopher://h/", "http://h/%zz", "nntp://h/g" };

std::string block()
{
   std::string b = "# URLs\n\n";
   for( const auto i : inputs ) {
      b.append( i ).append( "\r\n" );
   }
   b.resize( b.size() - 2 );   // the last line without its CR LF
   return b;
}

}  // namespace

TEST_CASE( "a line's columns are the library's verdict", "[engine_verdict_rows]" )
{
   scheme_table schemes;
   const auto names = url_form_names();
   for( const auto input : inputs ) {
      bool valid = false, conforms = false;
      std::int8_t production = -2;
      std::int32_t scheme = -2;
      std::int64_t offset = -2;
      check_row( input, 0, rfc1738::options(), verdict_columns{ &valid, &conforms, &production, &scheme, &offset }, schemes, nullptr );
      const auto v = rfc1738::check( input );
      CHECK( valid == v.valid );
      CHECK( conforms == v.conforms );
      if( v.derived_by ) {
         REQUIRE( production >= 0 );
         CHECK( names[ static_cast< std::size_t >( production ) ] == rfc1738::grammar::rfc_name( *v.derived_by ) );
      }
      else {
         CHECK( production == -1 );
      }
      if( v.scheme ) {
         REQUIRE( scheme >= 0 );
         CHECK( schemes.name( scheme ) == *v.scheme );
      }
      else {
         CHECK( scheme == -1 );
      }
      const auto d = v.conforms ? std::nullopt : rfc1738::diagnose( input, v.target );
      CHECK( offset == ( d ? static_cast< std::int64_t >( d->offset ) : -1 ) );
   }
   // http, news, ftp, gopher, nntp: each once, in order (HTTP is no BNF
   // scheme, §2.1: lower case).
   REQUIRE( schemes.size() == 5 );
   CHECK( schemes.name( 0 ) == "http" );
   CHECK( schemes.name( 3 ) == "gopher" );
   CHECK( schemes.name( 4 ) == "nntp" );
}

TEST_CASE( "the pass over lines counts what check -f counts and writes a row per input", "[engine_verdict_rows]" )
{
   const std::string data = block();
   std::size_t conforming = 0, valid = 0;
   std::vector< std::size_t > by_code( rfc1738::grammar::url_form_count + 1 );
   for( const auto input : inputs ) {
      const auto v = rfc1738::check( input );
      conforming += v.conforms ? 1 : 0;
      valid += v.valid ? 1 : 0;
      ++by_code[ v.derived_by ? static_cast< std::size_t >( form_codes()[ static_cast< std::size_t >( *v.derived_by ) ] + 1 ) : 0 ];
   }
   REQUIRE( conforming > 0 );
   REQUIRE( conforming < inputs.size() );
   for( const bool failures : { false, true } ) {
      checked_lines< row_format::jsonl > pass( true, failures, false, true, rfc1738::options(), true );
      row_buffer out;
      std::size_t full = 0;
      REQUIRE( pass.lines( data, out, 1, [ & ] { ++full; } ) );
      CHECK( pass.inputs() == inputs.size() );
      CHECK( pass.skipped() == 2 );
      CHECK( pass.conforming() == conforming );
      CHECK( pass.valid() == valid );
      CHECK( pass.by_code() == by_code );
      const std::string_view rows( out.data(), out.size() );
      const auto lines = static_cast< std::size_t >( std::count( rows.begin(), rows.end(), '\n' ) );
      CHECK( lines == ( failures ? inputs.size() - conforming : inputs.size() ) );
      CHECK( full == lines );   // a piece of 1 byte: full() after each row
      CHECK( rows.find( failures ? "\"input\":\"x y\"" : "\"input\":\"news:*\"" ) != std::string_view::npos );
      CHECK( ( rows.find( "\"input\":\"news:*\"" ) == std::string_view::npos ) == failures );
   }
   // No output: counted all the same, no row.
   checked_lines< row_format::csv > quiet( false, false, true, false, rfc1738::options(), false );
   row_buffer out;
   REQUIRE( quiet.lines( data, out, 1, [] {} ) );
   CHECK( out.size() == 0 );
   CHECK( quiet.skipped() == 0 );                   // keep_comments: the comment and the blank line are inputs
   CHECK( quiet.inputs() == inputs.size() + 2 );
}

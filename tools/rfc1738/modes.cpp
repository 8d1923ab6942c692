// SPDX-License-Identifier: BSL-1.0
#include "modes.hpp"

#include <optional>

#include "rfc1738/parse.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "rfc1738/port.hpp"

namespace rfc1738::cli {

namespace {

bool is_space( char c ) noexcept
{
   return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

bool is_hex( char c ) noexcept
{
   return ( c >= '0' && c <= '9' ) || ( c >= 'a' && c <= 'f' ) || ( c >= 'A' && c <= 'F' );
}

int hex_value( char c ) noexcept
{
   return c <= '9' ? c - '0' : ( c | 0x20 ) - 'a' + 10;
}

std::string_view trim( std::string_view s ) noexcept
{
   while( !s.empty() && is_space( s.front() ) ) s.remove_prefix( 1 );
   while( !s.empty() && is_space( s.back() ) ) s.remove_suffix( 1 );
   return s;
}

}  // namespace

void prepare( std::string_view input, const modes& m, prepared& out )
{
   out.text = input;
   if( m.unwrap ) {
      std::string_view s = trim( input );
      bool changed = s.size() != input.size();
      if( s.size() >= 2 && s.front() == '<' && s.back() == '>' ) {
         s = trim( s.substr( 1, s.size() - 2 ) );
         out.notes.emplace_back( "unwrap: removed the angle brackets (RFC 1738 Appendix)" );
         changed = true;
      }
      if( s.size() >= 4 && s.substr( 0, 4 ) == "URL:" ) {
         s = trim( s.substr( 4 ) );
         out.notes.emplace_back( "unwrap: removed the \"URL:\" prefix (RFC 1738 Appendix)" );
         changed = true;
      }
      // Whitespace inserted to break a long URL is ignored; a hyphen right
      // before a line break may or may not belong to the URL: warned, not guessed.
      std::string joined;
      bool removed = false;
      for( std::size_t i = 0; i < s.size(); ++i ) {
         if( !is_space( s[ i ] ) ) {
            joined += s[ i ];
            continue;
         }
         removed = true;
         std::size_t j = i;
         bool line_break = false;
         while( j < s.size() && is_space( s[ j ] ) ) {
            line_break = line_break || s[ j ] == '\n' || s[ j ] == '\r';
            ++j;
         }
         if( line_break && !joined.empty() && joined.back() == '-' ) {
            out.warnings.push_back( { "hyphen-at-line-break", joined.size() - 1,
                                      "a line break follows this \"-\": it may or may not belong to the URL (RFC 1738 Appendix); kept" } );
         }
         i = j - 1;
      }
      if( removed ) {
         out.notes.emplace_back( "unwrap: removed whitespace inserted to break the URL (RFC 1738 Appendix)" );
      }
      if( changed || removed ) {
         out.storage = std::move( joined );
         out.text = out.storage;
      }
   }
   if( m.ignore_scheme_case ) {
      const auto colon = out.text.find( ':' );
      if( colon != std::string_view::npos && colon > 0 ) {
         bool scheme_chars = true, upper = false;
         for( std::size_t i = 0; i < colon; ++i ) {
            const char c = out.text[ i ];
            upper = upper || ( c >= 'A' && c <= 'Z' );
            scheme_chars = scheme_chars && ( ( c >= 'a' && c <= 'z' ) || ( c >= 'A' && c <= 'Z' ) || ( c >= '0' && c <= '9' ) || c == '+' || c == '-' || c == '.' );
         }
         if( scheme_chars && upper ) {
            if( out.text.data() != out.storage.data() ) {
               out.storage.assign( out.text );
            }
            for( std::size_t i = 0; i < colon; ++i ) {
               if( out.storage[ i ] >= 'A' && out.storage[ i ] <= 'Z' ) {
                  out.storage[ i ] = static_cast< char >( out.storage[ i ] - 'A' + 'a' );
               }
            }
            out.text = out.storage;
            out.notes.emplace_back( "ignore-scheme-case: the scheme was read in lower case (RFC 1738 §2.1: \"interpreters should use case-ignore\")" );
         }
      }
   }
}

std::vector< warning > warnings_for( std::string_view text, const verdict& v, const std::vector< warning >& from_modes )
{
   std::vector< warning > out = from_modes;
   const auto* scheme = v.scheme ? grammar::find_scheme( *v.scheme ) : nullptr;
   const bool control_sensitive = scheme && scheme->encoded_control;   // §6, grammar/schemes.facts
   for( std::size_t i = 0; i + 2 < text.size(); ++i ) {
      if( text[ i ] != '%' || !is_hex( text[ i + 1 ] ) || !is_hex( text[ i + 2 ] ) ) {
         continue;
      }
      const int byte = hex_value( text[ i + 1 ] ) * 16 + hex_value( text[ i + 2 ] );
      const char c = static_cast< char >( byte );
      const bool unreserved = ( c >= 'a' && c <= 'z' ) || ( c >= 'A' && c <= 'Z' ) || ( c >= '0' && c <= '9' ) ||
                              std::string_view( "$-_.+!*'()," ).find( c ) != std::string_view::npos;
      if( unreserved ) {
         out.push_back( { "unneeded-escape", i, std::string( text.substr( i, 3 ) ) + " encodes \"" + c + "\", which needs no encoding (RFC 1738 §2.2)" } );
      }
      if( control_sensitive && ( byte == 0x0d || byte == 0x0a || byte == 0x00 ) ) {
         out.push_back( { "encoded-control", i, std::string( text.substr( i, 3 ) ) + " encodes a " + ( byte == 0 ? "NUL" : byte == 0x0d ? "CR" : "LF" ) +
                                                   ": in a " + std::string( *v.scheme ) + " URL it must not be decoded before transmission (RFC 1738 §6)" } );
      }
      i += 2;
   }
   // §6: a port other than the scheme's default, a password. Read from the
   // generic syntax (§3.1), which every URL with a login derives.
   if( const auto parsed = rfc1738::parse( text ) ) {
      const auto generic = parsed->generic();
      if( const auto& ip = generic.ip_schemepart() ) {
         const std::string scheme( generic.scheme() );
         if( const auto port = ip->port() ) {
            const auto offset = static_cast< std::size_t >( port->text().data() - text.data() );
            const auto number = port->value< std::uint32_t >();
            const auto standard = default_port( scheme );
            if( standard && ( !number || *number != *standard ) ) {
               std::string m = "port " + std::string( port->text() ) + " is not the default port of " + scheme + " (" + std::to_string( *standard ) + ")";
               if( number && *number < 1024 ) {
                  m += ", and lies in the reserved range: caution, it may reach a server of another protocol";
               }
               out.push_back( { "port-not-default", offset, m + " (RFC 1738 §6)" } );
            }
         }
         if( const auto password = ip->password(); password && !password->empty() ) {
            const auto offset = static_cast< std::size_t >( password->encoded().data() - text.data() );
            out.push_back( { "password", offset, "the URL carries a password: \"the use of URLs containing passwords that should be secret is clearly unwise\" (RFC 1738 §6)" } );
         }
      }
   }
   return out;
}

}  // namespace rfc1738::cli

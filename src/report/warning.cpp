// SPDX-License-Identifier: BSL-1.0
// The warnings of RFC 1738 §2.2 and §6: they never change a verdict.
#include "rfc1738/warning.hpp"

#include <cstdint>
#include <utility>

#include "rfc1738/check.hpp"
#include "rfc1738/decode.hpp"
#include "rfc1738/digits_view.hpp"
#include "rfc1738/grammar/charsets.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "rfc1738/parse.hpp"
#include "rfc1738/port.hpp"
#include "concat.hpp"
#include "room.hpp"
#include "warnings_of.hpp"

namespace rfc1738 {

namespace {

const char* control_name( int byte ) noexcept
{
   return byte == 0 ? "NUL" : byte == 0x0d ? "CR" : "LF";
}

// The port and the password of the URL's generic syntax (url_view::generic(),
// its ip-schemepart), without deriving the URL again where its own derivation
// has them. A login ends at the first "/": where the scheme's production
// begins with "//" hostport or "//" login, that is the generic login too (a
// hostport holds no "@"; the rest of the URL is xchars, the urlpath); a file
// URL's host has neither port nor password. mailto and news URLs are derived
// again when their schemepart begins with "//".
struct login_parts {
   std::optional< digits_view > port;
   std::optional< encoded_view > password;
};

login_parts generic_login( const url_view& u )
{
   const auto* form = grammar::find_url_form( u.derived_by() );
   if( form != nullptr && ( form->syntax == production::otherurl || form->authority != grammar::authority::none ) ) {
      // The form's own login or hostport (a file URL's host has no port nor
      // password; an otherurl's is its ip-schemepart's).
      login_parts l;
      if( const auto port = u.get( grammar::component::port ) ) {
         l.port = digits_view( *port );
      }
      if( const auto password = u.get( grammar::component::password ) ) {
         l.password = encoded_view( *password );
      }
      return l;
   }
   // A form without one (mailto, news): the generic syntax, when the
   // schemepart begins with "//".
   if( u.buffer().substr( u.scheme().size() + 1, 2 ) != "//" ) {
      return {};   // no ip-schemepart
   }
   const auto g = u.generic();
   if( const auto& ip = g.ip_schemepart() ) {
      return { ip->port(), ip->password() };
   }
   return {};
}

// How many escapes of one code a text holds, and where the first one not
// listed one by one is.
struct escape_tally {
   std::size_t count = 0;
   std::size_t first_unlisted = 0;

   // Counts the escape at offset; true while it is among the first
   // escape_warnings_listed, which are listed one by one.
   bool lists( const std::size_t offset ) noexcept
   {
      if( count++ < escape_warnings_listed ) {
         return true;
      }
      if( count == escape_warnings_listed + 1 ) {
         first_unlisted = offset;
      }
      return false;
   }

   // Whether some escapes were not listed one by one (then rest() begins
   // their one warning): asked first, so that a text with none (nearly
   // every one) makes no string.
   [[nodiscard]] bool unlisted() const noexcept
   {
      return count > escape_warnings_listed;
   }

   // The start of the one warning for the escapes not listed (when
   // unlisted()).
   [[nodiscard]] std::string rest() const
   {
      return std::to_string( count - escape_warnings_listed ) + " more escapes from here on, not listed one by one (a text's first " +
             std::to_string( escape_warnings_listed ) + " are), ";
   }
};

// This thread's warnings set aside with their room (a report's list cut
// for the next input), to be written over by the next warnings.
std::vector< warning >& spare_warnings()
{
   thread_local std::vector< warning > spare;
   return spare;
}

// A new warning at the end of `out`, in the room of one set aside when there
// is one: its code, offset and section; its message is the caller's to
// write over (concat_to).
warning& add( std::vector< warning >& out, const std::string_view code, const std::size_t offset, const std::string_view section )
{
   warning& w = detail::grow_from_room( out, spare_warnings() );
   w.code = code;
   w.offset = offset;
   w.section = section;
   return w;
}

}  // namespace

namespace detail {

void set_warnings( std::vector< warning >& out, const std::vector< warning >& first )
{
   cut_keeping_room( out, 0, spare_warnings() );
   for( const auto& f : first ) {
      add( out, f.code, f.offset, f.section ).message.assign( f.message );
   }
}

void warnings_of( std::string_view text, std::optional< std::string_view > scheme, const url_view* parsed, std::vector< warning >& out )
{
   // §6: "Care should be taken when URLs contain embedded encoded delimiters
   // for a given protocol (for example, CR and LF characters for telnet
   // protocols) that these are not unencoded before transmission."
   // The schemes it applies to: grammar/schemes.facts.
   // (Looked up only for a text with a "%".)
   const std::size_t first_percent = text.find( '%' );
   const auto* facts = scheme && first_percent != std::string_view::npos ? grammar::find_scheme( *scheme ) : nullptr;
   const bool control_sensitive = facts != nullptr && facts->encoded_control;
   // §5: unreserved = alpha | digit | safe | extra (generated from the BNF).
   constexpr const auto& unreserved = grammar::charset::unreserved;
   // The first escape_warnings_listed of each code one by one, then one
   // warning for the rest (a line of a million escapes would otherwise
   // carry a million warnings).
   escape_tally unneeded;
   escape_tally control;
   for( std::size_t i = first_percent; i != std::string_view::npos && i + 2 < text.size(); i = text.find( '%', i + 1 ) ) {
      if( !starts_with_escape( text.substr( i ) ) ) {
         continue;
      }
      const int byte = hex_value( text[ i + 1 ] ) * 16 + hex_value( text[ i + 2 ] );
      const std::string_view escape = text.substr( i, 3 );
      if( unreserved.contains( static_cast< unsigned char >( byte ) ) && unneeded.lists( i ) ) {
         // §2.2: "Usually a URL has the same interpretation when an octet is
         // represented by a character and when it encoded."
         const char decoded = static_cast< char >( byte );
         detail::concat_to( add( out, "unneeded-escape", i, "§2.2" ).message,
                            { escape, " encodes \"", std::string_view( &decoded, 1 ), "\", which needs no encoding (RFC 1738 §2.2)" } );
      }
      if( control_sensitive && ( byte == 0x0d || byte == 0x0a || byte == 0x00 ) && control.lists( i ) ) {
         detail::concat_to( add( out, "encoded-control", i, "§6" ).message,
                            { escape, " encodes a ", control_name( byte ), ": in a ", *scheme, " URL it must not be decoded before transmission (RFC 1738 §6)" } );
      }
      i += 2;
   }
   if( unneeded.unlisted() ) {
      detail::concat_to( add( out, "unneeded-escape", unneeded.first_unlisted, "§2.2" ).message, { unneeded.rest(), "encode characters that need no encoding (RFC 1738 §2.2)" } );
   }
   if( control.unlisted() ) {
      detail::concat_to( add( out, "encoded-control", control.first_unlisted, "§6" ).message,
                         { control.rest(), "encode a NUL, CR or LF that must not be decoded before transmission (RFC 1738 §6)" } );
   }
   // §6: a port other than the scheme's default, a password. Read from the
   // generic syntax (§3.1), which every URL with a login derives.
   // login = [ user [ ":" password ] "@" ] hostport, hostport = host [ ":" port ]
   // (§3.1, §5): a port or a password follows a ":" after the scheme's (a
   // URL's scheme is its text before the first ":").
   if( parsed != nullptr && scheme && text.find( ':', scheme->size() + 1 ) != std::string_view::npos ) {
      const auto login = generic_login( *parsed );
      if( login.port || login.password ) {
         const std::string_view name = parsed->scheme();
         if( const auto& port = login.port ) {
            const auto offset = static_cast< std::size_t >( port->text().data() - text.data() );
            const auto number = port->value< std::uint32_t >();
            const auto standard = default_port( name );
            if( standard && ( !number || *number != *standard ) ) {
               std::string& m = add( out, "port-not-default", offset, "§6" ).message;
               detail::concat_to( m, { "port ", port->text(), " is not the default port of ", name, " (", std::to_string( *standard ), ")" } );
               if( number && *number < 1024 ) {
                  m += ", and lies in the reserved range: caution, it may reach a server of another protocol";
               }
               m += " (RFC 1738 §6)";
            }
            if( auto w = port_out_of_range( port->text(), offset ) ) {
               out.push_back( std::move( *w ) );
            }
         }
         if( const auto& password = login.password; password && !password->empty() ) {
            const auto offset = static_cast< std::size_t >( password->encoded().data() - text.data() );
            add( out, "password", offset, "§6" ).message.assign(
               "the URL carries a password: \"the use of URLs containing passwords that should be secret is clearly unwise\" (RFC 1738 §6)" );
         }
      }
   }
}

}  // namespace detail

std::optional< warning > port_out_of_range( std::string_view digits, std::size_t offset )
{
   if( digits_view( digits ).value< std::uint16_t >() ) {
      return std::nullopt;
   }
   // RFC 1738 bounds neither the digits nor the value; TCP (RFC 793 §3.1,
   // "Source Port: 16 bits") and UDP (RFC 768) do.
   return warning{ "port-out-of-range", offset,
                   "port " + std::string( digits ) +
                      " is above 65535: no server can be reached on it, TCP and UDP ports being 16-bit numbers (RFC 793 §3.1, RFC 768); RFC 1738 "
                      "allows any digits (port = digits: RFC 1738 §3.1, §5)",
                   "§3.1" };
}

std::vector< warning > warnings( std::string_view text )
{
   std::vector< warning > out;
   const auto parsed = rfc1738::parse( text );
   detail::warnings_of( text, scheme_of( text ), parsed ? &*parsed : nullptr, out );
   return out;
}

}  // namespace rfc1738

// SPDX-License-Identifier: BSL-1.0
// The sentence of a diagnosis: it follows the component that failed (the
// scheme, the host, the port, a user or password, an escape, a path part of
// the scheme, the end), names the RFC section, and proposes a repair only
// where the production at the offset can take it: an escape only in a part
// that takes escapes, a removal only when what is left conforms up to there.
#include "message.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "rfc1738/check.hpp"
#include "rfc1738/grammar/alphabets.hpp"
#include "rfc1738/grammar/charsets.hpp"
#include "rfc1738/grammar/components.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "report/concat.hpp"
#include "hex.hpp"

namespace rfc1738::diagnosis_detail {

namespace {

using grammar::production;

// §3.1: user = *[ uchar | ";" | "?" | "&" | "=" ], password likewise; uchar's
// bytes are alpha, digit, safe and extra (their sets: generated).
std::string login_rule()
{
   return "user names and passwords are letters, digits, \"" + std::string( grammar::charset::safe.bytes ) + std::string( grammar::charset::extra.bytes ) +
          "\" and \";?&=\" as they are, any other byte as an escape %XX";
}

// Whether the BNF of a URL form writes its search after its path's "/":
// [ "?" search ] inside an option that begins with "/" and the path
// (httpurl = "http://" hostport [ "/" hpath [ "?" search ]], §3.3), so that
// a "?" right after the host is not the search's: read from the generated
// pieces of each form (grammar::form_pieces).
constexpr bool search_after_slash( std::size_t p, bool inside ) noexcept
{
   using grammar::form_pieces;
   using grammar::piece_kind;
   const auto& piece = form_pieces[ p ];
   if( piece.kind == piece_kind::option ) {
      const auto& child = form_pieces[ piece.first ];
      if( child.kind == piece_kind::sequence && child.count >= 2 ) {
         const auto& slash = form_pieces[ child.first ];
         const auto& path = form_pieces[ child.first + 1 ];
         inside = inside || ( slash.kind == piece_kind::literal && slash.text == "/" && path.kind == piece_kind::part && grammar::info( path.id ).role == "path" );
      }
   }
   if( piece.kind == piece_kind::literal || piece.kind == piece_kind::opaque ) {
      return false;
   }
   for( std::size_t i = 0; i < piece.count; ++i ) {
      const auto& a = form_pieces[ piece.first + i ];
      if( piece.kind == piece_kind::sequence && inside && i + 1 < piece.count && a.kind == piece_kind::literal && a.text == "?" ) {
         const auto& b = form_pieces[ piece.first + i + 1 ];
         if( b.kind == piece_kind::part && grammar::info( b.id ).role == "search" ) {
            return true;
         }
      }
      if( search_after_slash( piece.first + i, inside ) ) {
         return true;
      }
   }
   return false;
}

constexpr auto search_follows_path_table = []() {
   std::array< bool, grammar::url_form_count > a{};
   for( std::size_t f = 0; f < grammar::url_form_count; ++f ) {
      a[ f ] = search_after_slash( grammar::url_forms[ f ].pieces, false );
   }
   return a;
}();

bool search_follows_path( production target ) noexcept
{
   const auto* f = grammar::find_url_form( target );
   return f != nullptr && search_follows_path_table[ static_cast< std::size_t >( f - grammar::url_forms ) ];
}

// The target's own words: its form as §3 writes it and its section (for
// the schemes of §3, from grammar/schemes.facts through schemes.hpp).
struct scheme_text {
   std::string a;         // "an http URL"
   std::string form;      // http://<host>:<port>/<path>?<searchpart>
   std::string section;   // §3.3
};

scheme_text make_text_of( production target )
{
   if( const auto* s = grammar::find_scheme( target ) ) {
      return { std::string( s->article ) + " " + std::string( s->name ) + " URL", std::string( s->form ), "§" + std::string( s->section ) };
   }
   if( target == production::genericurl || target == production::otherurl ) {
      return { "a URL", "<scheme>:<scheme-specific-part>", "§2.1" };
   }
   return { "a URL", "", "§5" };
}

// The words of every target, made once (on the first diagnosis).
const scheme_text& text_of( production target )
{
   static const auto texts = [] {
      std::array< scheme_text, grammar::production_count > t;
      for( std::size_t p = 0; p < t.size(); ++p ) {
         t[ p ] = make_text_of( static_cast< production >( p ) );
      }
      return t;
   }();
   return texts[ static_cast< std::size_t >( target ) ];
}

// The literal that begins the target ("http://"), empty when none.
std::string_view prefix_of( production target )
{
   const auto* s = grammar::find_scheme( target );
   return s ? s->prefix : std::string_view();
}

// A component of the URL: how a message names it, its rule when it has one
// worth stating, and its section.
struct part_text {
   std::string name;   // "the host"
   std::string rule;   // "a port is decimal digits"; may be empty
   std::string section;
};

// What a message states of a component beyond its noun: the rule of §3.1
// and §3 for the parts whose bytes a reader could not guess.
std::string rule_of( grammar::component c )
{
   using grammar::component;
   switch( c ) {
      case component::host:
         return "a host is a domain name, labels of letters, digits and \"-\" separated by \".\" (the last label begins with a letter, "
                "no label begins or ends with \"-\"), or four groups of digits separated by \".\"";
      case component::port:
         return "a port is decimal digits";
      case component::user:
      case component::password:
         return login_rule();
      case component::ftptype:
         return "the typecode is one of A, I, D, a, i, d";
      case component::grouppart:
         return "a news URL names \"*\", a group (a letter first) or an article (<message-id>@<host>)";
      case component::group:
         return "a newsgroup name is a letter followed by letters, digits, \"-\", \".\", \"+\" and \"_\"";
      case component::article:
         return "a message-id is a unique string, \"@\" and a host";
      case component::digits:
         return "an article number is decimal digits";
      default:
         return {};
   }
}

// The component whose production is `part`, or component_count.
std::size_t component_of( production part ) noexcept
{
   for( std::size_t i = 0; i < grammar::component_count; ++i ) {
      if( grammar::components[ i ].production == part ) {
         return i;
      }
   }
   return grammar::component_count;
}

// A part of the URL: a component's noun, rule and section come from the
// component model (grammar/components.facts; the section is the one of the
// URL form `target`, or of the scheme that holds it); the productions that
// are no component (the scheme, a prospero field's name and value, the
// whole URL) are named here.
part_text make_text_of( production part, production target )
{
   const scheme_text& t = text_of( target );
   if( const std::size_t i = component_of( part ); i < grammar::component_count ) {
      const auto id = static_cast< grammar::component >( i );
      const auto& info = grammar::components[ i ];
      std::string section = info.section.empty() ? t.section : "§" + std::string( info.section );
      if( const auto* form = grammar::find_url_form( target ) ) {
         for( std::size_t k = 0; k < form->count; ++k ) {
            if( form->components[ k ] == id ) {
               section = "§" + std::string( form->sections[ k ] );
            }
         }
      }
      // A component of several schemes' URLs beyond the common syntax of
      // §3.1 (fpath of ftp and file, search, group) says which URL it is in:
      // "the path of an ftp URL".
      std::size_t forms = 0;
      for( const auto& f : grammar::url_forms ) {
         forms += std::count( f.components, f.components + f.count, id ) > 0 ? 1 : 0;
      }
      const bool of = forms > 1 && info.section != "3.1" && grammar::find_scheme( target ) != nullptr;
      return { std::string( info.noun ) + ( of ? " of " + t.a : "" ), rule_of( id ), section };
   }
   switch( part ) {
      case production::scheme:
         return { "the scheme", "a scheme is lower-case letters, digits, \"+\", \"-\" and \".\", followed by \":\"", "§2.1" };
      case production::fieldname:
         return { "the field name", "", "§3.11" };
      case production::fieldvalue:
         return { "the field value", "", "§3.11" };
      case production::genericurl:
      case production::otherurl:
         return { std::string( grammar::info( grammar::component::schemepart ).noun ), "", "§2.1" };
      case production::url:
         return { "the URL", "", "§5" };
      default:
         return { std::string( "the " ) + std::string( grammar::rfc_name( part ) ), "", t.section };
   }
}

// The words of every part in every target, made once per target (on its
// first diagnosis), each row once whichever thread asks first.
const part_text& text_of( production part, production target )
{
   using row = std::array< part_text, grammar::production_count >;
   static std::array< std::once_flag, grammar::production_count > made;
   static std::array< std::unique_ptr< row >, grammar::production_count > rows;
   const auto t = static_cast< std::size_t >( target );
   std::call_once( made[ t ], [ & ] {
      auto r = std::make_unique< row >();
      for( std::size_t p = 0; p < r->size(); ++p ) {
         ( *r )[ p ] = make_text_of( static_cast< production >( p ), target );
      }
      rows[ t ] = std::move( r );
   } );
   return ( *rows[ t ] )[ static_cast< std::size_t >( part ) ];
}

// alphadigit = alpha | digit (the generated byte set).
bool is_alnum( unsigned char c ) noexcept
{
   return grammar::charset::alphadigit.contains( c );
}

// A byte of the URL's alphabet that stands for itself: xchar's single bytes
// (unreserved | reserved; "%" only begins an escape).
bool xchar_byte( unsigned char c ) noexcept
{
   return grammar::alphabet::xchar.bytes.contains( c );
}

// The items appended to `out`, separated by ", " and the last by " or "
// ("hpath, \"?\" or end of input").
void append_joined( std::string& out, const std::vector< std::string >& items )
{
   for( std::size_t i = 0; i < items.size(); ++i ) {
      out += i == 0 ? "" : ( i + 1 == items.size() ? " or " : ", " );
      out += items[ i ];
   }
}

// ": " before a text, nothing before no text: the pieces colon_before( t ), t
// write ": t", or nothing.
constexpr std::string_view colon_before( std::string_view text ) noexcept
{
   return text.empty() ? std::string_view() : std::string_view( ": " );
}

std::string lower( std::string_view text )
{
   std::string out( text );
   for( char& c : out ) {
      if( c >= 'A' && c <= 'Z' ) {
         c = static_cast< char >( c - 'A' + 'a' );
      }
   }
   return out;
}

// The failing component: the first one in progress, else the first one
// that begins here; the target when no live state is in a component.
const live_byte* failing( const situation& s, production target )
{
   for( const live_byte& b : s.live ) {
      if( b.in_progress && b.component != target ) {
         return &b;
      }
   }
   for( const live_byte& b : s.live ) {
      if( b.component != target ) {
         return &b;
      }
   }
   return nullptr;
}

// "ftp://h:21x/", "ftp://h_/": a login without "@" that is no host[:port]
// is read as a user name and password, which an "@" and a host must follow.
// Writes the sentence over `message` and returns true, or returns false
// when the login is not such.
bool not_a_hostport( std::string& message, std::string_view input, std::size_t offset, std::string_view prefix, production component )
{
   if( prefix.empty() || ( component != production::user && component != production::password ) || offset < prefix.size() ) {
      return false;
   }
   const std::string_view login = input.substr( prefix.size(), offset - prefix.size() );
   if( login.empty() || login.find( '@' ) != std::string_view::npos ) {
      return false;
   }
   const auto sep = login.find( ':' );
   const auto host_like = []( std::string_view text ) {
      return !text.empty() && std::all_of( text.begin(), text.end(), []( char c ) { return is_alnum( static_cast< unsigned char >( c ) ) || c == '-' || c == '.'; } );
   };
   if( component == production::password && sep != std::string_view::npos && host_like( login.substr( 0, sep ) ) ) {
      detail::concat_to( message, { "\"", login.substr( sep + 1 ), "\" is not a port: a port is decimal digits (RFC 1738 §3.1); read as a user and a password, \"", login,
                                    "\" must be followed by \"@\" and a host" } );
      return true;
   }
   if( component == production::user && sep == std::string_view::npos ) {
      detail::concat_to( message, { "\"", login, "\" is not a host: ", text_of( production::host, production::genericurl ).rule, " (RFC 1738 §3.1); read as a user name, \"", login,
                                    "\" must be followed by \"@\" and a host" } );
      return true;
   }
   return false;
}

}  // namespace

void explain( std::string_view input, const situation& s, diagnosis& d )
{
   const production target = d.target;
   const scheme_text& t = text_of( target );
   // The messages are written over d.message in its room (concat_to): a
   // report inspected again allocates only for a longer message.
   constexpr std::string_view rfc = "RFC 1738 ";
   const auto fix = [ & ]( repair::kind k, std::size_t at ) { d.fix = repair{ k, at }; };

   const std::string_view prefix = prefix_of( target );
   const live_byte* part = failing( s, target );
   production component = part ? part->component : target;

   // The input ended too soon.
   if( d.offset >= input.size() ) {
      if( not_a_hostport( d.message, input, d.offset, prefix, component ) ) {
         return;
      }
      if( input.find( ':' ) == std::string_view::npos && ( component == production::scheme || d.production == production::scheme ||
                                                           ( target == production::genericurl && d.production == production::genericurl ) ) ) {
         // "www.example.com": no scheme at all.
         detail::concat_to( d.message, { "the input ends before a \":\": a URL begins with its scheme and a \":\" (\"http:\", \"ftp:\", ...; ", rfc, "§2.1, §5)" } );
         return;
      }
      const bool escape = d.production == production::escape;
      const std::string_view section = escape ? std::string_view( "§2.2" ) : part ? std::string_view( text_of( component, part->scheme ).section ) : std::string_view( t.section );
      detail::concat_to( d.message, { "the input ends inside ", grammar::rfc_name( d.production ), ": " } );
      append_joined( d.message, d.expected );
      d.message.append( " must follow (" ).append( rfc ).append( section ).append( ")" );
      // A component checked on its own (encode, diagnose of a component):
      // its rule, when it has one (a host: "1.2.3.4.5" is neither form).
      if( !part && target != production::url && target != production::genericurl && !grammar::find_scheme( target ) ) {
         if( const auto& rule = text_of( target, target ).rule; !rule.empty() ) {
            d.message.append( "; " ).append( rule );
         }
      }
      return;
   }
   const auto c = static_cast< unsigned char >( input[ d.offset ] );
   const std::string byte = show_byte( c );
   const auto colon = input.find( ':' );

   // The scheme of a URL without a scheme of its own (genericurl).
   if( component == production::scheme || ( target == production::genericurl && ( colon == std::string_view::npos || d.offset <= colon ) ) ) {
      const bool in_scheme = colon != std::string_view::npos && d.offset < colon;
      if( in_scheme && c >= 'A' && c <= 'Z' && scheme_of( std::string_view( lower( input.substr( 0, colon ) ) + ":" ) ) ) {
         // Case-ignore reads the scheme in lower case: named only when that
         // makes the input a URL ("USER:[MY.NOTES]" stays none: "[").
         const std::string lowered = lower( input.substr( 0, colon ) ) + std::string( input.substr( colon ) );
         detail::concat_to( d.message, { "schemes are lower case (", rfc, "§2.1, §5)", derives( production::url, lowered ) ? "; read with case-ignore (§2.1) to accept it" : "" } );
         fix( repair::kind::lower_case_scheme, 0 );
         return;
      }
      detail::concat_to( d.message, { byte, d.offset == 0 ? " cannot begin the scheme: " : " cannot continue the scheme: ",
                                      "a scheme is lower-case letters, digits, \"+\", \"-\" and \".\", followed by \":\" (", rfc, "§2.1)",
                                      colon == std::string_view::npos ? "; the input has no \":\": a URL begins with its scheme and a \":\"" : "" } );
      return;
   }

   // Inside the literal that begins the target: "http:/x".
   if( d.offset < prefix.size() ) {
      detail::concat_to( d.message, { t.a, " begins with \"", prefix, "\": ", t.form, " (", rfc, t.section, ")" } );
      return;
   }

   // §3.6: "note that the message-id is written without the enclosing "<"
   // and ">"" (as a news article's header writes it).
   if( c == '<' && ( part ? part->scheme : target ) == production::newsurl && input.substr( 0, d.offset ) == prefix_of( production::newsurl ) &&
       input.find( '@', d.offset ) != std::string_view::npos ) {
      detail::concat_to( d.message, { "\"<\" cannot begin the message-id: a news URL writes the message-id without the enclosing \"<\" and \">\" (", rfc, "§3.6): drop them" } );
      fix( repair::kind::remove_angle_brackets, d.offset );
      return;
   }

   // A reading of the input that can never be completed: a user name or
   // password with no "@" after it ("<user>:<password>@<host>", §3.1), a
   // message-id with no "@" ("<unique>@<full_domain_name>", §3.6). An escape
   // there is no advice: the input is read as the other parts that are alive.
   const auto dead_end = [ & ]( const live_byte& b ) {
      if( b.component == production::user || b.component == production::password ) {
         const auto slash = input.find( '/', d.offset );
         return input.substr( d.offset, slash == std::string_view::npos ? std::string_view::npos : slash - d.offset ).find( '@' ) == std::string_view::npos;
      }
      return b.component == production::article && input.find( '@', d.offset ) == std::string_view::npos;
   };
   // A fragment identifier.
   const auto escape_in = std::find_if( s.live.begin(), s.live.end(), [ & ]( const live_byte& b ) { return b.begins_escape && !dead_end( b ); } );
   const bool escapable = escape_in != s.live.end();
   if( c == '#' ) {
      constexpr std::string_view fragment = "\"#\" begins a fragment identifier, which is not part of a URL (RFC 1738 §2.2)";
      if( s.end_ok ) {
         detail::concat_to( d.message, { fragment, "; the URL ends before it: remove it" } );
         fix( repair::kind::remove_rest, d.offset );
      }
      else if( escapable ) {
         detail::concat_to( d.message, { fragment, "; a \"#\" in the URL itself is written %23" } );
         fix( repair::kind::escape_byte, d.offset );
      }
      else {
         detail::concat_to( d.message, { fragment, "; before it, " } );
         append_joined( d.message, d.expected );
         d.message += " must come";
      }
      return;
   }

   // An escape begun and not finished: "%" and two hex digits.
   // (gopher's "%09" begun counts as one: "%0" is also an escape begun).
   const auto escape_begun = []( const live_byte& b ) { return b.in_escape || ( !b.literal.empty() && b.literal[ 0 ] == '%' && b.literal_position > 0 ); };
   if( !s.live.empty() && std::all_of( s.live.begin(), s.live.end(), escape_begun ) && !std::all_of( s.live.begin(), s.live.end(), dead_end ) ) {
      // The "%" is one or two bytes back: the escape began before the offset.
      const std::size_t percent = input[ d.offset - 1 ] == '%' ? d.offset - 1 : d.offset - 2;
      detail::concat_to( d.message, { "an escape is \"%\" followed by two hexadecimal digits (", rfc, "§2.2); a \"%\" itself is written %25" } );
      fix( repair::kind::escape_percent, percent );
      return;
   }

   const bool host_or_port = component == production::host || component == production::port;

   // A user name or password where the scheme has none.
   const auto* form = grammar::find_url_form( target );
   if( host_or_port && form && ( form->authority == grammar::authority::hostport || form->authority == grammar::authority::host ) ) {
      const std::size_t begin = prefix.size();
      const std::size_t end = std::min( input.find( '/', begin ), input.size() );
      if( d.offset <= end && input.substr( begin, end - begin ).find( '@' ) != std::string_view::npos ) {
         detail::concat_to( d.message, { prefix.substr( 0, prefix.find( ':' ) ), " URLs carry no user name or password (", rfc, "§3.1, ", t.section, ")" } );
         return;
      }
   }

   // http: a search follows a path (the forms whose BNF says so).
   if( c == '?' && search_follows_path( target ) &&
       std::any_of( s.live.begin(), s.live.end(), [ & ]( const live_byte& b ) { return b.component == target && has( b.bytes, '/' ); } ) ) {
      detail::concat_to( d.message, { "in ", t.a, " a search follows a path: \"?\" comes after \"/\" (", rfc, t.section, "); write \"/?\"" } );
      fix( repair::kind::insert_slash, d.offset );
      return;
   }

   // ftp: ";" in a path begins only ";type=".
   if( target == production::ftpurl && !s.live.empty() &&
       std::all_of( s.live.begin(), s.live.end(), []( const live_byte& b ) { return b.literal == ";type=" && b.literal_position > 0; } ) ) {
      // Written %3B, the ";" and what follows it up to the next "/" are a
      // name only when they are an fsegment: else that is no advice.
      const std::size_t semicolon = d.offset - s.live.front().literal_position;
      const std::size_t slash = std::min( input.find( '/', semicolon ), input.size() );
      detail::concat_to( d.message, { "after \";\" an ftp path has only \";type=\" and a typecode (", rfc, "§3.2.2)" } );
      if( derives( production::fsegment, "%3B" + std::string( input.substr( semicolon + 1, slash - semicolon - 1 ) ) ) ) {
         d.message += "; a \";\" in a name is written %3B";
         fix( repair::kind::escape_byte, semicolon );
      }
      else {
         d.message.append( ": " ).append( byte ).append( " cannot continue \";type=\"" );
      }
      return;
   }

   if( c == '/' ) {
      if( not_a_hostport( d.message, input, d.offset, prefix, component ) ) {
         return;
      }
   }

   // Past the checks that read the login as it was (not_a_hostport).
   if( part && dead_end( *part ) ) {
      const auto other = std::find_if( s.live.begin(), s.live.end(), [ & ]( const live_byte& b ) { return b.component != target && !dead_end( b ); } );
      if( other != s.live.end() ) {
         part = &*other;
         component = part->component;
      }
   }

   // A byte that a part taking escapes cannot hold as it is: named by the
   // part where an escape could begin.
   if( escapable ) {
      const live_byte& where = *escape_in;
      if( !xchar_byte( c ) && c != '%' ) {
         const part_text& p = text_of( where.component == target ? where.scheme : where.component, where.scheme );
         detail::concat_to( d.message, { byte, " may not appear in a URL unencoded (RFC 1738 §2.2): write it as ", notation::escape_of( c ), " in ", p.name, " (", p.section, ")" } );
      }
      else {
         const part_text& p = text_of( where.component == target ? where.scheme : where.component, where.scheme );
         detail::concat_to( d.message,
            { byte, " cannot appear unencoded in ", p.name, " (RFC 1738 ", p.section, p.rule.empty() ? "" : ": ", p.rule, "); write it as ", notation::escape_of( c ), " (§2.2)" } );
      }
      fix( repair::kind::escape_byte, d.offset );
      return;
   }

   // Nothing but the end could have followed.
   if( s.end_ok && s.live.empty() ) {
      const std::string_view form = target == production::telneturl ? std::string_view( "it ends with the host, the port and an optional \"/\"" ) : std::string_view( t.form );
      detail::concat_to( d.message, { "unexpected text after the end of ", t.a, colon_before( form ), form, " (", rfc, t.section, "); remove it" } );
      fix( repair::kind::remove_rest, d.offset );
      return;
   }

   // The scheme production the failing part is in: the target, or (against
   // url) the alternative of url.
   const scheme_text& in = text_of( part ? part->scheme : target );
   const bool something_follows = std::any_of( s.live.begin(), s.live.end(), [ & ]( const live_byte& b ) { return b.component != component; } ) || s.end_ok;
   const bool begins = !part || !part->in_progress;
   const std::string_view verb = begins ? " cannot begin " : " cannot continue ";

   if( component == production::host ) {
      const bool delimiter = std::string_view( ";/?:@&=" ).find( static_cast< char >( c ) ) != std::string_view::npos;
      if( delimiter && !begins && something_follows ) {
         detail::concat_to( d.message, { byte, " cannot follow the host", colon_before( in.form ), in.form, " (", rfc, in.section, ")" } );
         return;
      }
      std::size_t start = d.offset;
      while( start > 0 && ( is_alnum( static_cast< unsigned char >( input[ start - 1 ] ) ) || input[ start - 1 ] == '-' || input[ start - 1 ] == '.' ) ) {
         --start;
      }
      const std::string_view so_far = input.substr( start, d.offset - start );
      const bool number = !so_far.empty() && so_far.find_first_not_of( "0123456789." ) == std::string_view::npos;
      const part_text& p = text_of( component, part ? part->scheme : target );
      const std::string_view rule = number ? std::string_view( "a hostnumber is four groups of digits separated by \".\", and a hostname's last label begins with a letter" ) : std::string_view( p.rule );
      detail::concat_to( d.message, { byte, verb, "the host: ", rule, " (", rfc, "§3.1)", xchar_byte( c ) ? "" : "; a host takes no escapes" } );
      return;
   }
   if( component == production::port ) {
      if( !is_alnum( c ) && xchar_byte( c ) && !begins && something_follows ) {
         detail::concat_to( d.message, { byte, " cannot follow the port", colon_before( in.form ), in.form, " (", rfc, in.section, ")" } );
         return;
      }
      detail::concat_to( d.message, { byte, verb, "the port: a port is decimal digits (", rfc, "§3.1)", xchar_byte( c ) ? "" : "; a port takes no escapes" } );
      return;
   }
   // Any other part: its rule when it has one, else the scheme's form.
   if( part ) {
      const part_text& p = text_of( component, part->scheme );
      const std::string_view rule = p.rule.empty() ? std::string_view( in.form ) : std::string_view( p.rule );
      detail::concat_to( d.message, { byte, verb, p.name, colon_before( rule ), rule, " (", rfc, p.section, ")" } );
      return;
   }
   detail::concat_to( d.message, { byte, " cannot continue ", in.a, " here", colon_before( in.form ), in.form, " (", rfc, in.section, ")" } );
}

}  // namespace rfc1738::diagnosis_detail

// SPDX-License-Identifier: BSL-1.0
// rfc1738::build, rfc1738::parts_of, rfc1738::set_part: a URL from its
// decoded parts, each written by rfc1738::encode for its production, by the
// pieces of its scheme's production (the generated component model,
// grammar/components.facts) and §3's rules that the BNF does not hold.
#include "rfc1738/build.hpp"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <string>
#include <vector>

#include "components_of.hpp"
#include "compose_detail.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/decode.hpp"
#include "rfc1738/grammar/components.hpp"
#include "rfc1738/grammar/production_info.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "rfc1738/parse.hpp"

namespace rfc1738 {

namespace {

using opt = std::optional< std::string >;
using grammar::component;
using grammar::piece_kind;

std::string_view name_of( component c ) noexcept
{
   return grammar::info( c ).name;
}

bool in_form( const grammar::url_form_info& form, component c ) noexcept
{
   for( std::size_t k = 0; k < form.count; ++k ) {
      if( form.components[ k ] == c ) {
         return true;
      }
   }
   return false;
}

// url_parts' one-value parts (grammar::value_members), in the order build
// names the first part it refuses: §3's schemes' parts, then those only the
// generic form has (schemepart, urlpath).
const std::vector< component >& values_in_order()
{
   static const auto order = [] {
      std::vector< component > out;
      for( const bool scheme : { true, false } ) {
         for( std::size_t i = 0; i < grammar::component_count; ++i ) {
            const auto c = static_cast< component >( i );
            const bool in_scheme = std::any_of( std::begin( grammar::url_forms ), std::end( grammar::url_forms ), [ & ]( const auto& f ) { return !f.scheme.empty() && in_form( f, c ); } );
            if( grammar::value_members[ i ] && in_scheme == scheme ) {
               out.push_back( c );
            }
         }
      }
      return out;
   }();
   return order;
}

// The form's path that url_parts holds as `segments` (hpath, fpath, ppath:
// grammar::segmented).
std::optional< component > segmented_path( const grammar::url_form_info& form ) noexcept
{
   for( std::size_t k = 0; k < form.count; ++k ) {
      if( grammar::segmented( form.components[ k ] ) ) {
         return form.components[ k ];
      }
   }
   return std::nullopt;
}

// The production of one segment of path `path` (hpath = hsegment *[ "/" hsegment ]).
production segment_of( component path ) noexcept
{
   return grammar::segment_productions[ static_cast< std::size_t >( path ) ];
}

// The component the form gives url_parts' fieldspecs to: its repeated one.
std::optional< component > repeated_of( const grammar::url_form_info& form ) noexcept
{
   for( std::size_t k = 0; k < form.count; ++k ) {
      if( grammar::info( form.components[ k ] ).kind == grammar::component_kind::repeated ) {
         return form.components[ k ];
      }
   }
   return std::nullopt;
}

const grammar::form_piece& piece( std::size_t i ) noexcept
{
   return grammar::form_pieces[ i ];
}

// The form's option that is a "/" with nothing but options after it
// (telnet's [ "/" ], gopher's [ "/" [ gtype ... ] ]): url_parts' `slash`,
// its piece; none when the form has none.
std::optional< std::size_t > slash_piece( const grammar::url_form_info& form ) noexcept
{
   const auto bare_slash = [ & ]( std::size_t i ) {
      const auto& c = piece( piece( i ).first );
      if( c.kind == piece_kind::literal ) {
         return c.text == "/";
      }
      if( c.kind != piece_kind::sequence || c.count == 0 || piece( c.first ).kind != piece_kind::literal || piece( c.first ).text != "/" ) {
         return false;
      }
      for( std::size_t k = std::size_t( c.first ) + 1; k < std::size_t( c.first ) + c.count; ++k ) {
         if( piece( k ).kind != piece_kind::option ) {
            return false;
         }
      }
      return true;
   };
   // The form's pieces: from its root to the next form's root.
   std::size_t end = grammar::form_piece_count;
   for( const auto& f : grammar::url_forms ) {
      end = f.pieces > form.pieces && f.pieces < end ? f.pieces : end;
   }
   for( std::size_t i = form.pieces; i < end; ++i ) {
      if( piece( i ).kind == piece_kind::option && bare_slash( i ) ) {
         return i;
      }
   }
   return std::nullopt;
}

// The bit of slash_piece() that compose_detail::write() takes; 0 when none.
std::uint32_t slash_option( const grammar::url_form_info& form ) noexcept
{
   const auto i = slash_piece( form );
   return i ? compose_detail::option_bit( form.pieces, *i ) : 0;
}

// The form's BNF needs component c: every URL of the form holds it (under
// no option, in every alternative).
bool required( std::size_t i, component c ) noexcept
{
   const auto& p = piece( i );
   switch( p.kind ) {
      case piece_kind::part:
         return p.id == c;
      case piece_kind::sequence:
         for( std::size_t k = p.first; k < std::size_t( p.first ) + p.count; ++k ) {
            if( required( k, c ) ) {
               return true;
            }
         }
         return false;
      case piece_kind::alternation:
         for( std::size_t k = p.first; k < std::size_t( p.first ) + p.count; ++k ) {
            if( !required( k, c ) ) {
               return false;
            }
         }
         return true;
      default:
         return false;
   }
}

// The first literal a piece writes, when it begins with one.
std::string_view first_literal( std::size_t i ) noexcept
{
   const auto& p = piece( i );
   if( p.kind == piece_kind::literal ) {
      return p.text;
   }
   if( ( p.kind == piece_kind::sequence || p.kind == piece_kind::option ) && p.count > 0 ) {
      return first_literal( p.first );
   }
   return {};
}

// An escape that the BNF writes after a component as its delimiter
// (gopher's "%09" after the selector and after the search, §3.4): the
// component cannot hold the byte the escape stands for, which would read
// back as the delimiter. The part after the delimiter, for the message.
struct delimiter {
   component id;
   std::string_view escape;
   component next;
};

void delimiters( std::size_t i, std::vector< delimiter >& out )
{
   const auto& p = piece( i );
   if( p.kind == piece_kind::literal || p.kind == piece_kind::opaque || ( p.kind == piece_kind::part && p.count == 0 ) ) {
      return;
   }
   for( std::size_t k = p.first; k < std::size_t( p.first ) + p.count; ++k ) {
      delimiters( k, out );
      if( p.kind != piece_kind::sequence || k + 1 >= std::size_t( p.first ) + p.count || piece( k ).kind != piece_kind::part ) {
         continue;
      }
      const std::string_view escape = first_literal( k + 1 );
      if( escape.size() == 3 && escape[ 0 ] == '%' ) {
         // The part after the escape: the next piece down the first children.
         std::size_t n = k + 1;
         while( piece( n ).kind == piece_kind::option || piece( n ).kind == piece_kind::sequence ) {
            n = piece( n ).kind == piece_kind::sequence && piece( piece( n ).first ).kind == piece_kind::literal && piece( n ).count > 1 ? piece( n ).first + 1u : piece( n ).first;
         }
         if( piece( n ).kind == piece_kind::part ) {
            out.push_back( { piece( k ).id, escape, piece( n ).id } );
         }
      }
   }
}

std::string a_url( const grammar::scheme_info& s )
{
   return std::string( s.article ) + " " + std::string( s.name ) + " URL";
}

std::string section_of( const grammar::scheme_info& s )
{
   return "§" + std::string( s.section );
}

// The section that defines component c in the form.
std::string section_in( const grammar::url_form_info& form, component c )
{
   for( std::size_t k = 0; k < form.count; ++k ) {
      if( form.components[ k ] == c && !form.sections[ k ].empty() ) {
         return "§" + std::string( form.sections[ k ] );
      }
   }
   return grammar::info( c ).section.empty() ? std::string( "§5" ) : "§" + std::string( grammar::info( c ).section );
}

// A production's BNF as one line: its blanks runs made one, its comment
// ("; further defined in RFC822") left out.
std::string bnf_of( production p )
{
   std::string out;
   bool quoted = false;
   for( const char c : grammar::production_table[ static_cast< std::size_t >( p ) ].bnf ) {
      if( c == ';' && !quoted ) {
         break;
      }
      quoted = c == '"' ? !quoted : quoted;
      const bool blank = c == ' ' || c == '\t' || c == '\n' || c == '\r';
      if( !blank || quoted ) {
         out += c;
      }
      else if( !out.empty() && out.back() != ' ' ) {
         out += ' ';
      }
   }
   while( !out.empty() && out.back() == ' ' ) {
      out.pop_back();
   }
   return out;
}

build_error part_error( std::string part, std::string message )
{
   return build_error{ std::move( part ), std::nullopt, std::move( message ) };
}

// §3's rules on which parts come together that the BNF does not hold as
// url_parts holds the parts (a part absent is not the part empty), each
// with its section; a rule binds a form that has both its parts.
enum class relation { needs, together, excludes };

struct pairing {
   component a;
   relation how;
   component b;
   std::string_view rule;
   std::string_view then;   // after the section: what to give instead
};

// clang-format off
constexpr pairing pairings[] = {
   // §3.1: login = [ user [ ":" password ] "@" ] hostport
   { component::password, relation::needs, component::user, "a password needs a user: login = [ user [ \":\" password ] \"@\" ] hostport", "" },
   // §3.2.2: a path written empty is one empty segment, not none
   { component::ftptype, relation::needs, component::fpath, "an ftp typecode follows a path: \"/\" fpath [ \";type=\" ftptype ]", "" },
   // §3.4: the gopher view reads the selector as "" after a gtype
   { component::gtype, relation::together, component::selector, "a gopher selector is present (possibly empty) exactly when a gtype is", "" },
   { component::search, relation::needs, component::gtype, "a gopher search follows a gtype and a selector", "" },
   { component::gopher_plus_string, relation::needs, component::search, "a gopher+_string follows a search", "; give the search \"\"" },
   // §3.9: database [ "?" search | "/" wtype "/" wpath ]
   { component::wtype, relation::together, component::wpath, "a wais wtype and a wpath come together: \"/\" wtype \"/\" wpath", "" },
   { component::search, relation::excludes, component::wtype, "a wais URL has a search or a wtype and wpath, not both", "" },
};
// clang-format on

// The names of the parts, in url_parts' order, and whether each is set.
struct part_ref {
   std::string_view name;
   bool set;
};

std::vector< part_ref > parts_set( const url_parts& p )
{
   std::vector< part_ref > out;
   for( const component c : values_in_order() ) {
      out.push_back( { name_of( c ), p.value( c )->has_value() } );
   }
   out.push_back( { "segments", !p.segments.empty() } );
   out.push_back( { "fieldspecs", !p.fieldspecs.empty() } );
   out.push_back( { "slash", p.slash } );
   return out;
}

// The parts of the generic form (§3.1) it has no place for.
std::optional< build_error > only( const url_parts& p, std::initializer_list< std::string_view > allowed )
{
   for( const auto& r : parts_set( p ) ) {
      if( !r.set ) {
         continue;
      }
      bool ok = false;
      for( const auto a : allowed ) {
         ok = ok || a == r.name;
      }
      if( !ok ) {
         const std::string what = "a URL of the generic form with" + std::string( p.host ? "" : "out" ) + " a host";
         return part_error( std::string( r.name ), what + " has no " + std::string( r.name ) + " (RFC 1738 §3.1, §5)" );
      }
   }
   return std::nullopt;
}


// The first rule of `pairings` that the parts break in this form.
std::optional< build_error > break_of_pairings( const grammar::url_form_info& form, const std::vector< bool >& given )
{
   const auto is = [ & ]( component c ) { return given[ static_cast< std::size_t >( c ) ]; };
   for( const auto& r : pairings ) {
      if( !in_form( form, r.a ) || !in_form( form, r.b ) ) {
         continue;
      }
      std::optional< component > part;
      switch( r.how ) {
         case relation::needs:
            part = is( r.a ) && !is( r.b ) ? std::optional< component >( r.a ) : std::nullopt;
            break;
         case relation::together:
            part = is( r.a ) != is( r.b ) ? std::optional< component >( is( r.a ) ? r.b : r.a ) : std::nullopt;
            break;
         case relation::excludes:
            part = is( r.a ) && is( r.b ) ? std::optional< component >( r.a ) : std::nullopt;
            break;
      }
      if( part ) {
         return part_error( std::string( name_of( *part ) ), std::string( r.rule ) + " (RFC 1738 " + section_in( form, r.a ) + ")" + std::string( r.then ) );
      }
   }
   return std::nullopt;
}

// Encodes `bytes` as `p`, naming `part` (and the segment) on failure.
bool put( std::string& out, std::optional< build_error >& err, production p, std::string_view bytes, std::string_view part = {} )
{
   if( err ) {
      return false;
   }
   auto e = encode( p, bytes );
   if( !e ) {
      err = e.error();
      if( !part.empty() ) {
         err->message = std::string( part ) + ": " + err->message;
      }
      return false;
   }
   out += *e;
   return true;
}

void put_hostport( std::string& out, std::optional< build_error >& err, const url_parts& p )
{
   if( err ) {
      return;
   }
   if( !p.host ) {
      err = part_error( "host", "this URL needs a host (RFC 1738 §3.1)" );
      return;
   }
   put( out, err, production::host, *p.host );
   if( p.port ) {
      // port = digits, any number of them (§5): a port above 65535 is
      // written, and warned of by rfc1738::warnings (port-out-of-range).
      out += ':';
      put( out, err, production::port, *p.port );
   }
}

void put_login( std::string& out, std::optional< build_error >& err, const url_parts& p )
{
   if( p.password && !p.user ) {
      err = part_error( "password", "a password needs a user: login = [ user [ \":\" password ] \"@\" ] hostport (RFC 1738 §3.1)" );
      return;
   }
   if( p.user ) {
      put( out, err, production::user, *p.user );
      if( p.password ) {
         out += ':';
         put( out, err, production::password, *p.password );
      }
      out += '@';
   }
   put_hostport( out, err, p );
}

// A part that holds others (news' grouppart = "*" | group | article), as
// given: as it is when it is one already with nothing to escape, else
// encoded as the first of its parts that can hold it.
std::optional< build_error > put_contained( std::string& out, const grammar::url_form_info& form, component c, const std::string& value )
{
   const auto& info = grammar::info( c );
   if( derives( info.production, value ) && decode( value ) == value ) {
      out += value;
      return std::nullopt;
   }
   std::string why;
   for( std::size_t k = 0; k < form.count; ++k ) {
      const component inner = form.components[ k ];
      bool below = false;
      for( std::size_t i = form.first_path; i < std::size_t( form.first_path ) + form.path_count; ++i ) {
         const auto& path = grammar::component_paths[ i ];
         for( std::size_t s = 0; s < path.length; ++s ) {
            below = below || ( path.id == inner && path.steps[ s ] == info.production );
         }
      }
      if( !below ) {
         continue;
      }
      auto e = encode( grammar::info( inner ).production, value );
      if( e ) {
         out += *e;
         return std::nullopt;
      }
      why += "; as " + std::string( grammar::info( inner ).noun ) + ", " + e.error().message;
   }
   return part_error( std::string( info.name ), "\"" + value + "\" is not " + std::string( info.noun ) + ": " + bnf_of( info.production ) + " (RFC 1738 " + section_in( form, c ) + ")" + why );
}

// The URL of a scheme of §3 from its parts: each encoded for its
// production, written by the pieces of the scheme's production
// (compose_detail::write), after §3's rules that the BNF does not hold.
std::optional< build_error > build_scheme( std::string& out, const url_parts& p, const grammar::scheme_info& s )
{
   const auto& form = *grammar::find_url_form( s.syntax );
   const auto path = segmented_path( form );
   const auto repeated = repeated_of( form );
   const std::uint32_t slash = slash_option( form );

   // The parts the form has no place for.
   const auto refuse = [ & ]( std::string_view name, bool login ) {
      std::string extra;
      if( login && ( form.authority == grammar::authority::hostport || form.authority == grammar::authority::host ) ) {
         extra = "; " + std::string( s.article ) + " " + std::string( s.name ) + " user name cannot be moved anywhere else in the URL";
      }
      return part_error( std::string( name ), a_url( s ) + " has no " + std::string( name ) + " (RFC 1738 " + section_of( s ) + ", §5)" + extra );
   };
   for( const component c : values_in_order() ) {
      if( *p.value( c ) && !in_form( form, c ) ) {
         return refuse( name_of( c ), c == component::user || c == component::password );
      }
   }
   if( !p.segments.empty() && !path ) {
      return refuse( "segments", false );
   }
   if( !p.fieldspecs.empty() && !repeated ) {
      return refuse( "fieldspecs", false );
   }
   if( p.slash && slash == 0 ) {
      return refuse( "slash", false );
   }

   // §3's rules, then the components the BNF needs.
   std::vector< bool > given( grammar::component_count, false );
   for( const component c : values_in_order() ) {
      given[ static_cast< std::size_t >( c ) ] = p.value( c )->has_value();
   }
   if( path ) {
      given[ static_cast< std::size_t >( *path ) ] = !p.segments.empty();
   }
   if( repeated ) {
      given[ static_cast< std::size_t >( *repeated ) ] = !p.fieldspecs.empty();
   }
   if( auto err = break_of_pairings( form, given ) ) {
      return err;
   }
   for( std::size_t k = 0; k < form.count; ++k ) {
      const component c = form.components[ k ];
      const auto& info = grammar::info( c );
      const auto* v = p.value( c );
      const bool empty = v && *v && ( *v )->empty() && !derives( info.production, "" );
      if( required( form.pieces, c ) && ( !given[ static_cast< std::size_t >( c ) ] || empty ) ) {
         const std::string bnf = bnf_of( c == path ? s.syntax : info.production );
         return part_error( c == path ? "segments" : std::string( info.name ), a_url( s ) + " needs " + std::string( info.noun ) + ": " + bnf + " (RFC 1738 " + section_in( form, c ) + ")" +
                                                                                   ( c == path ? "; give the path \"\" (one empty segment)" : "" ) );
      }
   }
   std::vector< delimiter > ends;
   delimiters( form.pieces, ends );
   for( const auto& d : ends ) {
      const auto* v = p.value( d.id );
      const std::string byte = decode( d.escape );
      if( v && *v && ( *v )->find( byte ) != std::string::npos ) {
         const auto at = ( *v )->find( byte );
         return build_error{ std::string( name_of( d.id ) ), at,
                             std::string( s.article ) + " " + std::string( s.name ) + " " + std::string( name_of( d.id ) ) + " cannot hold byte 0x" + std::string( d.escape.substr( 1 ) ) +
                                ( byte == "\t" ? " (tab)" : "" ) + ": " + std::string( d.escape ) + " ends the " + std::string( name_of( d.id ) ) + " and begins the " +
                                std::string( name_of( d.next ) ) + " (RFC 1738 " + section_in( form, d.id ) + ")" };
      }
   }

   // Each component encoded for its production, in BNF order.
   compose_detail::values_t values;
   std::optional< build_error > err;
   for( std::size_t k = 0; k < form.count && !err; ++k ) {
      const component c = form.components[ k ];
      const auto& info = grammar::info( c );
      std::string v;
      if( c == path && !p.segments.empty() ) {
         // hpath = hsegment *[ "/" hsegment ]: each segment encoded alone.
         for( std::size_t i = 0; i < p.segments.size(); ++i ) {
            v += i > 0 ? "/" : "";
            put( v, err, segment_of( c ), p.segments[ i ], "path segment " + std::to_string( i + 1 ) );
         }
      }
      else if( c == repeated && !p.fieldspecs.empty() ) {
         // §3.11: fieldspec = ";" fieldname "=" fieldvalue.
         for( const auto& [ name, value ] : p.fieldspecs ) {
            v += ';';
            put( v, err, production::fieldname, name, "fieldname" );
            v += '=';
            put( v, err, production::fieldvalue, value, "fieldvalue" );
         }
      }
      else if( const auto* given_value = p.value( c ); given_value && *given_value ) {
         if( info.kind == grammar::component_kind::contains ) {
            err = put_contained( v, form, c, **given_value );
         }
         else {
            put( v, err, info.production, **given_value );
         }
      }
      else {
         continue;
      }
      values[ static_cast< std::size_t >( c ) ] = std::move( v );
   }
   if( err ) {
      return err;
   }
   auto written = compose_detail::write( form, s.name, values, p.slash ? slash : 0 );
   if( !written ) {
      return written.error();
   }
   out += *written;
   return std::nullopt;
}
std::optional< build_error > build_into( std::string& out, const url_parts& p )
{
   const auto* s = grammar::find_scheme( p.scheme );
   if( s ) {
      return build_scheme( out, p, *s );
   }
   // §3.1: the generic form, for any other scheme.
   std::optional< build_error > err;
   if( !put( out, err, production::scheme, p.scheme ) ) {
      err->part = "scheme";
      return err;
   }
   out += ':';
   if( p.host ) {
      if( ( err = only( p, { "user", "password", "host", "port", "urlpath" } ) ) ) {
         return err;
      }
      out += "//";
      put_login( out, err, p );
      if( p.urlpath ) {
         out += '/';
         put( out, err, production::urlpath, *p.urlpath );
      }
      return err;
   }
   if( ( err = only( p, { "schemepart" } ) ) ) {
      return err;
   }
   std::string part;
   put( part, err, production::schemepart, p.schemepart.value_or( std::string() ) );
   if( !err && derives( production::ip_schemepart, part ) ) {
      // Read as the common syntax it would have a host: the second "/"
      // escaped keeps it opaque and decodes the same (§2.2).
      part.replace( 1, 1, "%2F" );
   }
   out += part;
   return err;
}

// The first part whose value differs.
std::string first_difference( const url_parts& a, const url_parts& b )
{
   if( a.scheme != b.scheme ) {
      return "scheme";
   }
   if( a.segments != b.segments ) {
      return "segments";
   }
   if( a.fieldspecs != b.fieldspecs ) {
      return "fieldspecs";
   }
   if( a.slash != b.slash ) {
      return "slash";
   }
   for( const component c : values_in_order() ) {
      if( *a.value( c ) != *b.value( c ) ) {
         return std::string( name_of( c ) );
      }
   }
   return "parts";
}

void split_segments( std::vector< std::string >& out, std::string_view path )
{
   for( ;; ) {
      const auto slash = path.find( '/' );
      out.push_back( decode( path.substr( 0, slash ) ) );
      if( slash == std::string_view::npos ) {
         return;
      }
      path.remove_prefix( slash + 1 );
   }
}

// The form's paths of component c: [first, last) in component_paths.
template< typename F >
bool any_path( const grammar::url_form_info& form, component c, F&& f ) noexcept
{
   for( std::size_t i = form.first_path; i < std::size_t( form.first_path ) + form.path_count; ++i ) {
      if( grammar::component_paths[ i ].id == c && f( grammar::component_paths[ i ] ) ) {
         return true;
      }
   }
   return false;
}

bool contains_kind( production p ) noexcept
{
   const std::size_t i = grammar::find_component( grammar::production_names[ static_cast< std::size_t >( p ) ] );
   return i < grammar::component_count && grammar::components[ i ].kind == grammar::component_kind::contains;
}

// Component c is an alternative of the `contains` component right above it
// in this form (news' group and article in the grouppart): the container
// holds it whole.
bool held( const grammar::url_form_info& form, component c ) noexcept
{
   return !any_path( form, c, []( const grammar::component_path& path ) { return path.length == 0 || !contains_kind( path.steps[ path.length - 1 ] ); } );
}

// A component present is one that piece `i` writes.
bool option_holds( std::size_t i, const std::vector< std::pair< component, std::string_view > >& present ) noexcept
{
   const auto& p = piece( i );
   if( p.kind == piece_kind::part ) {
      return std::any_of( present.begin(), present.end(), [ & ]( const auto& c ) { return c.first == p.id; } );
   }
   if( p.kind == piece_kind::literal || p.kind == piece_kind::opaque ) {
      return false;
   }
   for( std::size_t k = p.first; k < std::size_t( p.first ) + p.count; ++k ) {
      if( option_holds( k, present ) ) {
         return true;
      }
   }
   return false;
}

}  // namespace

built< std::string > build( const url_parts& given )
{
   url_parts parts = given;
   std::string out;
   if( auto err = build_into( out, parts ) ) {
      return *err;
   }
   // Never a wrong URL: it conforms and reads back as the parts.
   const auto v = check( out );
   if( !v.conforms ) {
      return part_error( "scheme", "the parts do not make a URL that conforms to " + std::string( grammar::production_names[ static_cast< std::size_t >( v.target ) ] ) + " (RFC 1738 §5)" );
   }
   const auto u = parse( out );
   if( !u ) {
      return part_error( "scheme", "the parts do not make a URL (RFC 1738 §5)" );
   }
   const auto back = parts_of( *u );
   if( parts.segments.empty() && back.segments == std::vector< std::string >{ std::string() } ) {
      // The empty path that a part after it needs ("/" hpath [ "?" search ],
      // §3.3: http://h/?q), read back as the one empty segment.
      parts.segments = back.segments;
   }
   if( back != parts ) {
      const auto part = first_difference( parts, back );
      return part_error( part, "the " + part + " would not read back as given from " + out + " (RFC 1738 §5: the parts cannot be told apart once written)" );
   }
   return out;
}

url_parts parts_of( const url_view& url )
{
   url_parts p;
   p.scheme = std::string( url.scheme() );
   const auto* form = grammar::find_url_form( url.derived_by() );
   if( !form ) {
      return p;
   }
   std::vector< std::pair< component, std::string_view > > given;
   detail::for_each_component(
      url, [ & ]( component id, std::string_view text ) { given.emplace_back( id, text ); },
      [ & ]( const fieldspecs_view& specs ) {
         for( const auto& f : specs ) {
            p.fieldspecs.emplace_back( f.fieldname.decode(), f.fieldvalue.decode() );
         }
      } );
   for( const auto& [ id, text ] : given ) {
      // A container whose components are given apart (the generic form's
      // schemepart, when it has a host: user, host, urlpath, ...) is not a
      // part of its own.
      const auto apart = [ &, id = id ]( const std::pair< component, std::string_view >& d ) {
         return d.first != id && !held( *form, d.first ) &&
                any_path( *form, d.first, [ & ]( const grammar::component_path& path ) {
                   return std::find( path.steps, path.steps + path.length, grammar::info( id ).production ) != path.steps + path.length;
                } );
      };
      if( grammar::segmented( id ) ) {
         split_segments( p.segments, text );
      }
      else if( auto* v = p.value( id ); v && !held( *form, id ) && std::none_of( given.begin(), given.end(), apart ) ) {
         *v = decode( text );
      }
   }
   // The form's bare "/" (telnet://h/, gopher://h/): the URL ends with it
   // and holds nothing the option writes after it.
   if( const auto slash = slash_piece( *form ); slash && !url.buffer().empty() && url.buffer().back() == '/' ) {
      p.slash = !option_holds( *slash, given );
   }
   return p;
}

namespace {

std::vector< std::string > split_path( production form, std::string_view path )
{
   // A leading "/" is an absolute path where the form's path is
   // hierarchical (grammar::hierarchical, the fact the BNF cannot say: every
   // form's path follows a literal "/" alike): in ftp the first segment
   // holds it, written %2F ("CWD /etc", §3.2.2: a "/" inside a name or CWD
   // component is encoded); in http and file it is the "/" that comes
   // before the path anyway (§3.3, §3.10), no empty segment. Elsewhere (a
   // prospero hsoname: prospero://h//pros/name, §3.11) every "/" separates.
   const auto* f = grammar::find_url_form( form );
   const auto segmented = f ? segmented_path( *f ) : std::nullopt;
   const bool absolute = !path.empty() && path.front() == '/' && segmented && grammar::hierarchical[ static_cast< std::size_t >( *segmented ) ];
   if( absolute ) {
      path.remove_prefix( 1 );
   }
   std::vector< std::string > out;
   for( ;; ) {
      const auto slash = path.find( '/' );
      out.emplace_back( path.substr( 0, slash ) );
      if( slash == std::string_view::npos ) {
         break;
      }
      path.remove_prefix( slash + 1 );
   }
   if( absolute && form == production::ftpurl ) {
      out.front().insert( 0, 1, '/' );
   }
   return out;
}

}  // namespace

std::vector< std::string > path_segments( std::string_view scheme, std::string_view path )
{
   const auto* s = grammar::find_scheme( scheme );
   return split_path( s ? s->syntax : production::otherurl, path );
}

namespace compose_detail {

std::optional< built< std::string > > encode_path( const grammar::url_form_info& form, component c, std::string_view path )
{
   if( segmented_path( form ) != c ) {
      return std::nullopt;
   }
   const production segment = segment_of( c );
   std::string out;
   bool first = true;
   for( const auto& s : split_path( form.syntax, path ) ) {
      auto e = encode( segment, s );
      if( !e ) {
         auto err = e.error();
         err.part = std::string( name_of( c ) );
         err.offset.reset();
         return built< std::string >( std::move( err ) );
      }
      out += first ? "" : "/";
      out += *e;
      first = false;
   }
   return built< std::string >( std::move( out ) );
}

}  // namespace compose_detail

bool set_part( url_parts& p, std::string_view name, std::string_view bytes )
{
   const std::string b( bytes );
   const auto segment_named = [ & ]( production s ) { return s != production::url && grammar::production_names[ static_cast< std::size_t >( s ) ] == name; };
   if( name == "segment" || std::any_of( std::begin( grammar::segment_productions ), std::end( grammar::segment_productions ), segment_named ) ) {
      p.segments.push_back( b );
      return true;
   }
   if( name == "path" ) {
      for( auto& s : path_segments( std::string_view( p.scheme ), bytes ) ) {
         p.segments.push_back( std::move( s ) );
      }
      return true;
   }
   if( name == "fieldname" ) {
      p.fieldspecs.emplace_back( b, std::string() );
      return true;
   }
   if( name == "fieldvalue" ) {
      if( p.fieldspecs.empty() ) {
         p.fieldspecs.emplace_back();
      }
      p.fieldspecs.back().second = b;
      return true;
   }
   if( name == "slash" ) {
      p.slash = true;
      return true;
   }
   if( name == "scheme" ) {
      p.scheme = b;
      return true;
   }
   if( const auto c = grammar::find_component( name ); c < grammar::component_count && grammar::value_members[ c ] ) {
      *p.value( static_cast< component >( c ) ) = b;
      return true;
   }
   return false;
}

}  // namespace rfc1738

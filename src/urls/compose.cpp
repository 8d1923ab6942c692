// SPDX-License-Identifier: BSL-1.0
// rfc1738::compose, rfc1738::set_components, rfc1738::find_component: a URL
// written from its components through the BNF of its form, as the generator
// lays it out (grammar::form_pieces), and read back before it is returned.
#include "rfc1738/compose.hpp"

#include "compose_detail.hpp"

#include <array>
#include <cstdint>

#include "rfc1738/check.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/grammar/schemes.hpp"
#include "rfc1738/parse.hpp"

namespace rfc1738 {

namespace {

using grammar::component;
using grammar::form_piece;
using grammar::piece_kind;

constexpr std::uint32_t bit( component c ) noexcept
{
   return std::uint32_t( 1 ) << static_cast< unsigned >( c );
}

static_assert( grammar::component_count <= 32, "one bit per component" );

const grammar::url_form_info& form_of( std::string_view scheme ) noexcept
{
   const auto* s = grammar::find_scheme( scheme );
   return *grammar::find_url_form( s ? s->syntax : production::otherurl );
}

// "an ftp URL", "a URL of scheme foo".
std::string a_url_of( std::string_view scheme, production form )
{
   if( const auto* s = grammar::find_scheme( scheme ); s != nullptr && form == s->syntax ) {
      return std::string( s->article ) + " " + std::string( s->name ) + " URL";
   }
   return "a URL of scheme " + std::string( scheme ) + " in the generic form (§3.1)";
}

// The section that defines component c in the scheme's URL form (fpath:
// §3.2.2 in ftp, §3.10 in file); for a component the form lacks, its own.
std::string section_of( component c, std::string_view scheme )
{
   const auto& form = form_of( scheme );
   for( std::size_t k = 0; k < form.count; ++k ) {
      if( form.components[ k ] == c && !form.sections[ k ].empty() ) {
         return "§" + std::string( form.sections[ k ] );
      }
   }
   const auto& info = grammar::info( c );
   if( !info.section.empty() ) {
      return "§" + std::string( info.section );
   }
   const auto* s = grammar::find_scheme( scheme );
   return s ? "§" + std::string( s->section ) : std::string( "§3.1" );
}

build_error error_of( component c, std::string message )
{
   return build_error{ std::string( grammar::info( c ).name ), std::nullopt, std::move( message ) };
}

// Writes a form's pieces from the components given.
class writer {
public:
   // `preferred`: the components an alternation's choice weighs first (the
   // ones an edit names).
   // `bare`: the option pieces written even when they hold no component
   // given, when they can be (bare_options()).
   writer( const std::array< std::optional< std::string >, grammar::component_count >& values, std::string_view scheme, std::uint32_t bare, std::uint32_t preferred ) noexcept
      : values_( values ),
        scheme_( scheme ),
        bare_options_( bare ),
        preferred_( preferred )
   {}

   bool write( std::size_t i, std::string& out )
   {
      const form_piece& p = grammar::form_pieces[ i ];
      switch( p.kind ) {
         case piece_kind::literal:
            out += p.text;
            return true;
         case piece_kind::opaque:
            if( p.production == production::scheme ) {
               out += scheme_;
               return true;
            }
            return false;
         case piece_kind::part:
            return part( p, out );
         case piece_kind::sequence:
            for( std::size_t k = p.first; k < std::size_t( p.first ) + p.count; ++k ) {
               if( !write( k, out ) ) {
                  return false;
               }
            }
            return true;
         case piece_kind::option:
            if( given_below( p.first ) ) {
               return write( p.first, out );
            }
            if( bare_option( i ) ) {
               // Written with none of its components, when it can be (the
               // "/" of telnet://host/, of gopher://host/).
               const auto missing = missing_;
               std::string s;
               ++bare_;
               if( write( p.first, s ) ) {
                  out += s;
               }
               --bare_;
               missing_ = missing;
            }
            return true;
         case piece_kind::alternation: {
            // The alternative that writes the most of what is given; the
            // first of those.
            std::optional< std::string > best;
            std::uint32_t best_used = 0;
            int best_count = -1;
            const std::uint32_t before = used_;
            for( std::size_t k = p.first; k < std::size_t( p.first ) + p.count; ++k ) {
               used_ = before;
               std::string s;
               if( write( k, s ) ) {
                  const int count = popcount( used_ & ~before & preferred_ ) * 64 + popcount( used_ & ~before );
                  if( count > best_count ) {
                     best = std::move( s );
                     best_used = used_;
                     best_count = count;
                  }
               }
            }
            if( !best ) {
               used_ = before;
               return false;
            }
            out += *best;
            used_ = best_used;
            return true;
         }
         case piece_kind::repetition: {
            // *[ fieldspec ]: the run as given; any other repetition holds no
            // component and is written empty.
            const form_piece& c = grammar::form_pieces[ p.first ];
            if( c.kind == piece_kind::part && values_[ index( c.id ) ] ) {
               out += *values_[ index( c.id ) ];
               used_ |= bit( c.id );
            }
            return true;
         }
      }
      return false;
   }

   // The bit of option piece `i` among the options below the form's root,
   // in piece order (at most 32 are told apart).
   static std::uint32_t option_bit( std::size_t root, std::size_t i ) noexcept
   {
      std::size_t k = 0;
      for( std::size_t j = root; j < i && j < grammar::form_piece_count; ++j ) {
         k += grammar::form_pieces[ j ].kind == piece_kind::option ? 1 : 0;
      }
      return k < 32 ? std::uint32_t( 1 ) << k : 0;
   }

   void root( std::size_t r ) noexcept
   {
      root_ = r;
   }

   [[nodiscard]] std::uint32_t used() const noexcept
   {
      return used_;
   }

   // The first component the BNF needed and did not get, when write() failed.
   [[nodiscard]] std::optional< component > missing() const noexcept
   {
      return missing_;
   }

private:
   static std::size_t index( component c ) noexcept
   {
      return static_cast< std::size_t >( c );
   }

   static int popcount( std::uint32_t v ) noexcept
   {
      int n = 0;
      for( ; v; v &= v - 1 ) {
         ++n;
      }
      return n;
   }

   bool part( const form_piece& p, std::string& out )
   {
      if( const auto& v = values_[ index( p.id ) ] ) {
         out += *v;
         used_ |= bit( p.id ) | below( p );
         return true;
      }
      if( p.count == 1 ) {
         return write( p.first, out );   // written from its own parts
      }
      if( bare_ == 0 && derives( grammar::info( p.id ).production, "" ) ) {
         return true;   // needed, not given, and may be empty
      }
      if( !missing_ ) {
         missing_ = p.id;
      }
      return false;
   }

   // The components below a part that holds others.
   static std::uint32_t below( const form_piece& p ) noexcept
   {
      return p.count == 1 ? parts_of( p.first, false ) : 0;
   }

   static std::uint32_t parts_of( std::size_t i, bool self ) noexcept
   {
      const form_piece& p = grammar::form_pieces[ i ];
      std::uint32_t m = ( self && p.kind == piece_kind::part ) ? bit( p.id ) : 0;
      if( p.kind != piece_kind::literal && p.kind != piece_kind::opaque ) {
         for( std::size_t k = p.first; k < std::size_t( p.first ) + p.count; ++k ) {
            m |= parts_of( k, true );
         }
      }
      return m;
   }

   bool given_below( std::size_t i ) const noexcept
   {
      const std::uint32_t m = parts_of( i, true );
      for( std::size_t c = 0; c < grammar::component_count; ++c ) {
         if( ( m & ( std::uint32_t( 1 ) << c ) ) && values_[ c ] ) {
            return true;
         }
      }
      return false;
   }

   const std::array< std::optional< std::string >, grammar::component_count >& values_;
   std::string_view scheme_;
   std::uint32_t bare_options_;   // bit k: the k-th option piece of the form (option_bit)
   std::uint32_t preferred_;
   unsigned bare_ = 0;   // inside an option written with none of its components
   std::size_t root_ = 0;

   bool bare_option( std::size_t i ) const noexcept
   {
      return ( bare_options_ & option_bit( root_, i ) ) != 0;
   }
   std::uint32_t used_ = 0;
   std::optional< component > missing_;
};

using compose_detail::values_t;

// The components of `form` that a URL may hold, as a mask.
std::uint32_t form_mask( const grammar::url_form_info& form ) noexcept
{
   std::uint32_t m = 0;
   for( std::size_t k = 0; k < form.count; ++k ) {
      m |= bit( form.components[ k ] );
   }
   return m;
}

// The text of component `c` of a parsed URL (a repeated one: its run).
std::optional< std::string > text_of( const url_view& u, component c )
{
   if( const auto t = u.get( c ) ) {
      return std::string( *t );
   }
   return std::nullopt;
}

std::string write_with( const values_t& values, std::string_view scheme, const grammar::url_form_info& form, std::uint32_t bare, bool& ok )
{
   writer w( values, scheme, bare, 0 );
   w.root( form.pieces );
   std::string s;
   ok = w.write( form.pieces, s );
   return s;
}

// Which options of the BNF that hold no component given are written: as
// `like` writes them (its own components written with each choice of the
// options that change the URL: the "/" of telnet://host/, of gopher://host/,
// "localhost" of file://localhost/), else none.
std::uint32_t bare_options( std::string_view like )
{
   if( like.empty() ) {
      return 0;
   }
   const auto u = parse( like );
   if( !u ) {
      return 0;
   }
   const auto& form = *grammar::find_url_form( u->derived_by() );
   values_t own;
   for( std::size_t k = 0; k < form.count; ++k ) {
      own[ static_cast< std::size_t >( form.components[ k ] ) ] = text_of( *u, form.components[ k ] );
   }
   bool ok = false;
   const std::string none = write_with( own, u->scheme(), form, 0, ok );
   if( ok && none == like ) {
      return 0;
   }
   // The options whose bare writing changes the URL (a few per form).
   std::vector< std::uint32_t > candidates;
   for( unsigned k = 0; k < 32; ++k ) {
      const std::string one = write_with( own, u->scheme(), form, std::uint32_t( 1 ) << k, ok );
      if( ok && one != none ) {
         candidates.push_back( std::uint32_t( 1 ) << k );
      }
   }
   for( std::uint32_t subset = 1; candidates.size() < 8 && subset < ( std::uint32_t( 1 ) << candidates.size() ); ++subset ) {
      std::uint32_t bare = 0;
      for( std::size_t c = 0; c < candidates.size(); ++c ) {
         bare |= ( subset >> c ) & 1 ? candidates[ c ] : 0;
      }
      if( write_with( own, u->scheme(), form, bare, ok ) == like && ok ) {
         return bare;
      }
   }
   return 0;
}

// `bare`: the options written with none of their components (bare_options()).
// `droppable`: components kept from an edited URL that an edit may leave
// without a place (a news URL's group when the edit gives an article): they
// are left out rather than refused. `preferred`: the components edited.
built< std::string > write_form( const grammar::url_form_info& form, std::string_view scheme, values_t values, std::uint32_t bare, std::uint32_t droppable = 0, std::uint32_t preferred = 0 )
{
   if( form.syntax == production::otherurl && !derives( production::scheme, scheme ) ) {
      return build_error{ "scheme", std::nullopt, "\"" + std::string( scheme ) + "\" is not a scheme: scheme = 1*[ lowalpha | digit | \"+\" | \"-\" | \".\" ] (RFC 1738 §2.1, §5)" };
   }
   const std::uint32_t allowed = form_mask( form );
   for( std::size_t c = 0; c < grammar::component_count; ++c ) {
      if( values[ c ] && !( allowed & ( std::uint32_t( 1 ) << c ) ) ) {
         const auto id = static_cast< component >( c );
         return error_of( id, a_url_of( scheme, form.syntax ) + " has no " + std::string( grammar::info( id ).name ) + "; its components are " + component_names( form.syntax ) + " (RFC 1738 " +
                                 section_of( id, scheme ) + ", §5)" );
      }
   }
   std::optional< std::string > out;
   std::optional< component > missing;
   std::uint32_t used = 0;
   {
      writer w( values, scheme, bare, preferred );
      w.root( form.pieces );
      std::string s;
      if( w.write( form.pieces, s ) ) {
         out = std::move( s );
         used = w.used();
      }
      else {
         missing = w.missing();
      }
   }
   for( std::size_t c = 0; out && c < grammar::component_count; ++c ) {
      if( values[ c ] && !( used & ( std::uint32_t( 1 ) << c ) ) && ( droppable & ( std::uint32_t( 1 ) << c ) ) ) {
         values[ c ].reset();
      }
   }
   if( !out ) {
      const auto id = missing ? *missing : form.components[ 0 ];
      return error_of( id, a_url_of( scheme, form.syntax ) + " with these components needs " + std::string( grammar::info( id ).noun ) + " (" + std::string( grammar::info( id ).name ) +
                              ", RFC 1738 " + section_of( id, scheme ) + ", §5)" );
   }
   for( std::size_t c = 0; c < grammar::component_count; ++c ) {
      if( values[ c ] && !( used & ( std::uint32_t( 1 ) << c ) ) ) {
         const auto id = static_cast< component >( c );
         return error_of( id, a_url_of( scheme, form.syntax ) + " has no place for " + std::string( grammar::info( id ).noun ) + " beside the other components given (RFC 1738 " +
                                 section_of( id, scheme ) + ", §5)" );
      }
   }
   // Read back: it conforms, and each component is what was given.
   const auto v = check( std::string_view( *out ) );
   const auto u = parse( std::string_view( *out ) );
   if( !u || u->derived_by() != form.syntax || ( !v.conforms && form.syntax != production::otherurl ) ) {
      for( std::size_t c = 0; c < grammar::component_count; ++c ) {
         if( values[ c ] && !derives( grammar::components[ c ].production, *values[ c ] ) && grammar::components[ c ].kind != grammar::component_kind::repeated ) {
            const auto id = static_cast< component >( c );
            return error_of( id, "\"" + *values[ c ] + "\" is not " + std::string( grammar::info( id ).noun ) + " as written in a URL: it does not derive from " +
                                    std::string( grammar::info( id ).name ) + " (RFC 1738 " + section_of( id, scheme ) + ", §5)" );
         }
      }
      if( u && u->derived_by() != form.syntax ) {
         return build_error{ "production", std::nullopt, "the components make \"" + *out + "\", which url derives by " + std::string( grammar::rfc_name( u->derived_by() ) ) + ", not by " +
                                                             std::string( grammar::rfc_name( form.syntax ) ) + " (RFC 1738 §5)" };
      }
      return build_error{ "scheme", std::nullopt, "the components do not make " + a_url_of( scheme, form.syntax ) + ": \"" + *out + "\" does not conform (RFC 1738 §5)" };
   }
   for( std::size_t c = 0; c < grammar::component_count; ++c ) {
      const auto id = static_cast< component >( c );
      if( values[ c ] && text_of( *u, id ) != values[ c ] ) {
         const auto back = text_of( *u, id );
         return error_of( id, "\"" + *values[ c ] + "\" cannot be " + std::string( grammar::info( id ).noun ) + " of " + a_url_of( scheme, form.syntax ) + ": written into the URL it reads back as " +
                                 ( back ? "\"" + *back + "\"" : std::string( "nothing" ) ) + " (RFC 1738 " + section_of( id, scheme ) + ", §5)" );
      }
   }
   return std::move( *out );
}

}  // namespace

std::optional< grammar::component > find_component( production form, std::string_view name ) noexcept
{
   const auto* f = grammar::find_url_form( form );
   if( f == nullptr ) {
      return std::nullopt;
   }
   for( std::size_t k = 0; k < f->count; ++k ) {
      if( grammar::info( f->components[ k ] ).name == name ) {
         return f->components[ k ];
      }
   }
   for( std::size_t k = 0; k < f->count; ++k ) {
      if( grammar::info( f->components[ k ] ).role == name ) {
         return f->components[ k ];
      }
   }
   return std::nullopt;
}

std::string component_names( production form )
{
   const auto* f = grammar::find_url_form( form );
   std::string s;
   for( std::size_t k = 0; f && k < f->count; ++k ) {
      const auto& info = grammar::info( f->components[ k ] );
      s += ( k ? ", " : "" ) + std::string( info.name );
      if( info.role != info.name ) {
         s += " (" + std::string( info.role ) + ")";
      }
   }
   return s;
}

built< std::string > compose( std::string_view scheme, const std::vector< std::pair< std::string, std::string > >& components, std::string_view like, std::optional< production > syntax )
{
   const auto* chosen = syntax ? grammar::find_url_form( *syntax ) : &form_of( scheme );
   if( chosen == nullptr ) {
      return build_error{ "production", std::nullopt, std::string( grammar::rfc_name( *syntax ) ) + " is not a URL form: one of the alternatives of url (RFC 1738 §5)" };
   }
   const auto& form = *chosen;
   values_t values;
   for( const auto& [ name, value ] : components ) {
      const auto id = find_component( form.syntax, name );
      if( !id ) {
         return build_error{ name, std::nullopt, a_url_of( scheme, form.syntax ) + " has no component named \"" + name + "\"; its components are " + component_names( form.syntax ) };
      }
      values[ static_cast< std::size_t >( *id ) ] = value;
   }
   return write_form( form, scheme, values, bare_options( like ) );
}

built< std::string > set_components( std::string_view url, const std::vector< component_edit >& edits )
{
   const auto u = parse( url );
   const auto v = check( url );
   if( !u || !v.conforms ) {
      // Why, as check says it.
      const auto d = diagnose( url );
      return build_error{ "url", d ? std::optional< std::size_t >( d->offset ) : std::nullopt,
                          "\"" + std::string( url ) + "\" does not conform to the production of its scheme (RFC 1738 §5): only a conforming URL can be edited" +
                             ( d ? "; at " + std::to_string( d->offset ) + ": " + d->message : std::string() ) };
   }
   const auto& form = *grammar::find_url_form( u->derived_by() );
   values_t values;
   for( std::size_t k = 0; k < form.count; ++k ) {
      values[ static_cast< std::size_t >( form.components[ k ] ) ] = text_of( *u, form.components[ k ] );
   }
   // Which components hold which: a part that holds others, and its parts.
   const auto below = [ & ]( component outer ) {
      std::uint32_t m = 0;
      const auto op = grammar::info( outer ).production;
      for( std::size_t i = form.first_path; i < std::size_t( form.first_path ) + form.path_count; ++i ) {
         const auto& path = grammar::component_paths[ i ];
         for( std::size_t s = 0; s < path.length; ++s ) {
            m |= path.steps[ s ] == op ? bit( path.id ) : 0;
         }
      }
      return m;
   };
   const std::string scheme( u->scheme() );
   std::uint32_t edited = 0;
   for( const auto& e : edits ) {
      const auto id = find_component( form.syntax, e.name );
      if( !id ) {
         return build_error{ e.name, std::nullopt, a_url_of( scheme, form.syntax ) + " has no component named \"" + e.name + "\"; its components are " + component_names( form.syntax ) };
      }
      const auto& info = grammar::info( *id );
      std::optional< std::string > value = e.value;
      if( value && !e.encoded && info.kind != grammar::component_kind::repeated ) {
         // A path's leading "/" as rfc1738::path_segments() reads it (an
         // absolute ftp path: %2F, §3.2.2); any other value by its production.
         auto path = compose_detail::encode_path( form, *id, *value );
         auto enc = path ? std::move( *path ) : encode( info.production, *value );
         if( !enc ) {
            auto err = enc.error();
            err.part = std::string( info.name );
            return err;
         }
         value = *enc;
      }
      else if( value && info.kind != grammar::component_kind::repeated && !derives( info.production, *value ) ) {
         return error_of( *id, "\"" + *value + "\" is not " + std::string( info.noun ) + " as written in a URL: it does not derive from " + std::string( info.name ) + " (RFC 1738 " +
                                  section_of( *id, scheme ) + ", §5)" );
      }
      values[ static_cast< std::size_t >( *id ) ] = value;
      edited |= bit( *id );
      // A part that holds others is written anew from them, or they from it.
      for( std::size_t c = 0; c < grammar::component_count; ++c ) {
         const auto other = static_cast< component >( c );
         if( other != *id && ( ( below( *id ) & bit( other ) ) || ( below( other ) & bit( *id ) ) ) ) {
            values[ c ].reset();
         }
      }
   }
   return write_form( form, scheme, values, bare_options( url ), ~edited, edited );
}

built< std::string > set_components( std::string_view url, const std::vector< component_edit >& edits, const fragment_mode fragment )
{
   const auto hash = fragment == fragment_mode::split ? url.find( '#' ) : std::string_view::npos;
   auto r = set_components( url.substr( 0, hash ), edits );
   if( r && hash != std::string_view::npos ) {
      return *r + std::string( url.substr( hash ) );   // the "#" and the fragment, as they were
   }
   return r;
}

namespace compose_detail {

built< std::string > write( const grammar::url_form_info& form, std::string_view scheme, const values_t& values, std::uint32_t bare )
{
   return write_form( form, scheme, values, bare );
}

std::uint32_t option_bit( std::size_t root, std::size_t i ) noexcept
{
   return writer::option_bit( root, i );
}

}  // namespace compose_detail

}  // namespace rfc1738

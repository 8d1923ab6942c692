// SPDX-License-Identifier: BSL-1.0
// One line of another implementation's answers against the library's.
#include <algorithm>
#include <exception>
#include <optional>

#include <nlohmann/json.hpp>

#include "compare.hpp"
#include "engine/lines.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/json.hpp"
#include "rfc1738/report.hpp"

namespace rfc1738::compare {

namespace {

using json = nlohmann::json;

std::string text_of( const json& j )
{
   return j.dump( -1, ' ', true, json::error_handler_t::replace );
}

// "what" is the key; a wrong type is bad input.
bool type_ok( const json& line, const char* key, bool ( *ok )( const json& ), std::string& message, const char* wanted )
{
   const auto i = line.find( key );
   if( i == line.end() || ok( *i ) ) {
      return true;
   }
   message = std::string( "\"" ) + key + "\" is " + i->type_name() + ", not " + wanted;
   return false;
}

// The class of a diagnosis's message: its first clause (up to ":", ";" or
// " (" — the explanation after it names the scheme), with what names the
// input's own bytes taken out (a quoted text, <"> for the byte '"', 0xHH,
// %HH), the scheme's name (`an ftp URL begins with` and `a wais URL begins
// with` are `a … URL begins with`; `http URLs carry` is `… URLs carry`) and
// the production the input ends inside (the group's productions count
// them), so that the same fault at different bytes and in different
// schemes is one cause.
std::string message_class( const std::string& m )
{
   const auto hex = []( char c ) { return ( c >= '0' && c <= '9' ) || ( c >= 'A' && c <= 'F' ) || ( c >= 'a' && c <= 'f' ); };
   const auto name_char = []( char c ) { return ( c >= 'a' && c <= 'z' ) || ( c >= 'A' && c <= 'Z' ) || ( c >= '0' && c <= '9' ) || c == '+' || c == '-' || c == '.' || c == '_'; };
   std::string out;
   for( std::size_t i = 0; i < m.size(); ) {
      if( m.compare( i, 3, "<\">" ) == 0 ) {
         out += "\"…\"";
         i += 3;
         continue;
      }
      if( m[ i ] == '"' ) {
         const auto end = m.find( '"', i + 1 );
         if( end != std::string::npos ) {
            out += "\"…\"";
            i = end + 1;
            continue;
         }
      }
      if( m.compare( i, 2, "0x" ) == 0 && i + 2 < m.size() && hex( m[ i + 2 ] ) ) {
         out += "0x…";
         i += 2;
         while( i < m.size() && hex( m[ i ] ) ) {
            ++i;
         }
         continue;
      }
      if( m[ i ] == '%' && i + 2 < m.size() && hex( m[ i + 1 ] ) && hex( m[ i + 2 ] ) ) {
         out += "%…";
         i += 3;
         continue;
      }
      if( m[ i ] == ':' || m[ i ] == ';' || m.compare( i, 2, " (" ) == 0 ) {
         break;
      }
      out += m[ i++ ];
   }
   // a scheme's name before " URL": "…", its article "a"
   for( auto at = out.find( " URL" ); at != std::string::npos; at = out.find( " URL", at + 4 ) ) {
      auto begin = at;
      while( begin > 0 && name_char( out[ begin - 1 ] ) ) {
         --begin;
      }
      const auto word = out.substr( begin, at - begin );
      if( word.empty() || word == "…" || word == "a" || word == "an" || word == "the" ) {
         continue;
      }
      out.replace( begin, at - begin, "…" );
      at = begin + std::string( "…" ).size();
      if( begin >= 3 && out.compare( begin - 3, 3, "an " ) == 0 && ( begin == 3 || out[ begin - 4 ] == ' ' ) ) {
         out.erase( begin - 2, 1 );
         at -= 1;
      }
   }
   static const std::string ends = "the input ends inside ";
   if( out.compare( 0, ends.size(), ends ) == 0 ) {
      out = ends + "…";
   }
   return out;
}

// One case of a group in `groups` (by field, cause): counted, its
// production and first coverage item counted, kept when among the shortest.
void add_case( std::map< std::string, group >& groups, const std::string& field, const std::string& production, const std::string& cause, const std::string& covers, std::string_view input, std::string expected, std::string got )
{
   auto& g = groups[ field + '\n' + cause ];
   if( g.count++ == 0 ) {
      g.field = field;
      g.cause = cause;
   }
   const auto p = ++g.productions[ production ];
   if( g.production.empty() || ( production != g.production && p > g.productions[ g.production ] ) ) {
      g.production = production;
   }
   if( !covers.empty() ) {
      const auto n = ++g.by_covers[ covers ];
      if( g.covers.empty() || ( covers != g.covers && n > g.by_covers[ g.covers ] ) ) {
         g.covers = covers;
      }
   }
   const auto shorter = []( const example& a, const example& b ) { return a.input.size() != b.input.size() ? a.input.size() < b.input.size() : a.input < b.input; };
   example e{ std::string( input ), std::move( expected ), std::move( got ) };
   if( g.examples.size() < comparison::examples_kept ) {
      g.examples.push_back( std::move( e ) );
      std::sort( g.examples.begin(), g.examples.end(), shorter );
   }
   else if( shorter( e, g.examples.back() ) ) {
      g.examples.back() = std::move( e );
      std::sort( g.examples.begin(), g.examples.end(), shorter );
   }
}

// The groups of `groups`, the largest first.
std::vector< group > largest_first( const std::map< std::string, group >& groups )
{
   std::vector< group > v;
   v.reserve( groups.size() );
   for( const auto& [ key, g ] : groups ) {
      v.push_back( g );
   }
   std::stable_sort( v.begin(), v.end(), []( const group& a, const group& b ) { return a.count > b.count; } );
   return v;
}

// An edition's roles (those of role_names) on an input it accepts, as
// bytes; absent when it has no model of its parts.
std::optional< std::map< std::string, std::string > > edition_roles( rfc1738::edition e, std::string_view input, bool& divides )
{
   const auto s = rfc1738::split( e, input );
   if( !s ) {
      return std::nullopt;
   }
   divides = s->divides_authority;
   std::map< std::string, std::string > roles;
   for( const auto& r : s->roles ) {
      const std::string name( r.name );
      if( std::find( role_names().begin(), role_names().end(), name ) != role_names().end() ) {
         roles[ name ] = std::string( input.substr( r.offset, r.size ) );
      }
   }
   return roles;
}

bool same_ascii_case_blind( std::string_view a, std::string_view b )
{
   const auto lower = []( char c ) { return c >= 'A' && c <= 'Z' ? static_cast< char >( c - 'A' + 'a' ) : c; };
   return a.size() == b.size() && std::equal( a.begin(), a.end(), b.begin(), [ & ]( char x, char y ) { return lower( x ) == lower( y ); } );
}

// The roles where an answer's split differs from an edition's, in the
// order of role_names: absent is empty; scheme and host without regard to
// ASCII case; userinfo, host and port only when the edition divides the
// authority.
std::vector< std::string > role_differences( const std::map< std::string, std::string >& answer, const std::map< std::string, std::string >& edition, bool divides )
{
   std::vector< std::string > differ;
   for( const auto& role : role_names() ) {
      if( !divides && ( role == "userinfo" || role == "host" || role == "port" ) ) {
         continue;
      }
      const auto a = answer.find( role );
      const auto b = edition.find( role );
      const std::string_view av = a == answer.end() ? std::string_view() : std::string_view( a->second );
      const std::string_view bv = b == edition.end() ? std::string_view() : std::string_view( b->second );
      if( role == "scheme" || role == "host" ? !same_ascii_case_blind( av, bv ) : av != bv ) {
         differ.push_back( role );
      }
   }
   return differ;
}

// Roles as a JSON object, bytes one code point each.
std::string roles_json( const std::map< std::string, std::string >& roles )
{
   std::string out = "{";
   for( const auto& role : role_names() ) {
      if( const auto r = roles.find( role ); r != roles.end() ) {
         out += out.size() == 1 ? "\"" : ",\"";
         out += role + "\":";
         rfc1738::write_json_string( out, r->second );
      }
   }
   return out + "}";
}

}  // namespace

const std::vector< std::string >& role_names()
{
   static const std::vector< std::string > r = { "scheme", "userinfo", "host", "port", "path", "query", "fragment" };
   return r;
}

const std::vector< std::string >& field_names()
{
   static const std::vector< std::string > f = { "valid", "conforms", "production", "scheme", "components", "error.offset" };
   return f;
}

bool bytes_of( std::string_view utf8, std::string& bytes )
{
   bytes.clear();
   for( std::size_t i = 0; i < utf8.size(); ) {
      const auto b = static_cast< unsigned char >( utf8[ i ] );
      if( b < 0x80 ) {
         bytes.push_back( static_cast< char >( b ) );
         ++i;
      }
      else if( ( b == 0xC2 || b == 0xC3 ) && i + 1 < utf8.size() && ( static_cast< unsigned char >( utf8[ i + 1 ] ) & 0xC0 ) == 0x80 ) {
         bytes.push_back( static_cast< char >( ( ( b & 0x1F ) << 6 ) | ( static_cast< unsigned char >( utf8[ i + 1 ] ) & 0x3F ) ) );
         i += 2;
      }
      else {
         return false;
      }
   }
   return true;
}

void comparison::add_bad( std::size_t number, std::string message )
{
   ++bad_count_;
   if( per_input_ ) {
      // (the message may quote the line's bytes, not UTF-8: replaced)
      per_input_( "{\"input\":null,\"follows\":null,\"bad\":" + text_of( json( message ) ) + "}" );
   }
   if( bad_.size() < bad_lines_kept ) {
      bad_.push_back( { number, std::move( message ) } );
   }
}

void comparison::attribute( std::vector< rfc1738::edition > chosen, std::function< void( const std::string& ) > per_input )
{
   editions_.clear();
   for( const auto e : chosen ) {
      editions_.push_back( edition_agreement{ e, {}, {}, 0 } );
   }
   per_input_ = std::move( per_input );
}

std::vector< group > comparison::findings() const
{
   return largest_first( findings_ );
}

void comparison::count( const std::string& field, const std::string& production, int verdict )
{
   auto& f = fields_[ field ];
   auto& p = by_production_[ production ][ field ];
   if( verdict > 0 ) {
      ++f.agree;
      ++p.agree;
   }
   else if( verdict < 0 ) {
      ++f.disagree;
      ++p.disagree;
   }
   else {
      ++f.not_compared;
      ++p.not_compared;
   }
}

void comparison::disagree( const std::string& field, const std::string& production, const std::string& cause, const std::string& covers, std::string_view input, std::string expected, std::string got )
{
   add_case( groups_, field, production, cause, covers, input, std::move( expected ), std::move( got ) );
}

void comparison::add_line( std::string_view text, std::size_t number ) noexcept
{
   try {
      json line;
      try {
         line = json::parse( text.begin(), text.end() );
      }
      catch( const json::parse_error& e ) {
         add_bad( number, std::string( "not JSON: " ) + e.what() );
         return;
      }
      if( !line.is_object() ) {
         add_bad( number, std::string( "not a JSON object but " ) + line.type_name() );
         return;
      }
      const auto in = line.find( "input" );
      if( in == line.end() ) {
         add_bad( number, "no \"input\"" );
         return;
      }
      if( !in->is_string() ) {
         add_bad( number, std::string( "\"input\" is " ) + in->type_name() + ", not a string" );
         return;
      }
      std::string input;
      if( !bytes_of( in->get_ref< const std::string& >(), input ) ) {
         add_bad( number, "\"input\" holds a character above U+00FF: bytes are written one code point each (\\u0000 … \\u00ff)" );
         return;
      }
      std::string message;
      const auto is_bool = []( const json& j ) { return j.is_boolean(); };
      const auto is_name = []( const json& j ) { return j.is_string() || j.is_null(); };
      const auto is_components = []( const json& j ) { return j.is_object() || j.is_null(); };
      const auto is_error = []( const json& j ) {
         if( j.is_null() ) {
            return true;
         }
         if( !j.is_object() ) {
            return false;
         }
         const auto o = j.find( "offset" );
         return o == j.end() || o->is_null() || o->is_number_unsigned();
      };
      const auto is_covers = []( const json& j ) { return j.is_array() && std::all_of( j.begin(), j.end(), []( const json& s ) { return s.is_string(); } ); };
      if( !type_ok( line, "valid", is_bool, message, "true or false" ) || !type_ok( line, "conforms", is_bool, message, "true or false" ) ||
          !type_ok( line, "production", is_name, message, "a string or null" ) || !type_ok( line, "scheme", is_name, message, "a string or null" ) ||
          !type_ok( line, "components", is_components, message, "an object or null" ) ||
          !type_ok( line, "error", is_error, message, "null or an object whose \"offset\" is a non-negative integer or null" ) ||
          !type_ok( line, "covers", is_covers, message, "an array of strings" ) ) {
         add_bad( number, message );
         return;
      }
      if( attributing() ) {
         if( const auto r = line.find( "roles" ); r != line.end() ) {
            if( !r->is_object() && !r->is_null() ) {
               add_bad( number, std::string( "\"roles\" is " ) + r->type_name() + ", not an object or null" );
               return;
            }
            // (items() of null is empty)
            for( const auto& [ name, value ] : r->items() ) {
               if( std::find( role_names().begin(), role_names().end(), name ) == role_names().end() ) {
                  add_bad( number, "role \"" + name + "\" is none of scheme, userinfo, host, port, path, query, fragment" );
                  return;
               }
               std::string bytes;
               if( !value.is_string() || !bytes_of( value.get_ref< const std::string& >(), bytes ) ) {
                  add_bad( number, "role \"" + name + "\" is " + ( value.is_string() ? std::string( "a string with a character above U+00FF" ) : value.type_name() ) + ", not a string of bytes" );
                  return;
               }
            }
         }
      }
      if( const auto c = line.find( "components" ); c != line.end() && c->is_object() ) {
         for( const auto& [ name, value ] : c->items() ) {
            if( !value.is_string() && !value.is_array() ) {
               add_bad( number, "component \"" + name + "\" is " + value.type_name() + ", not a string" );
               return;
            }
         }
      }

      // The reference: the object of check --json, read back.
      const auto r = rfc1738::inspect( input );
      const json expected = json::parse( rfc1738::to_json( r ) );
      const std::string production( grammar::rfc_name( r.verdict().target ) );
      const std::string key = r.verdict().scheme ? production : std::string( "(no scheme)" );
      std::string covers;
      if( const auto c = line.find( "covers" ); c != line.end() && !c->empty() ) {
         covers = ( *c )[ 0 ].get< std::string >();
      }
      ++compared_;

      // The reference's diagnosis, when it does not take the input as
      // conforming: the production where it stops and what it expected there.
      std::string stop = key;
      std::string diagnosis;
      if( const auto e = expected.find( "error" ); e != expected.end() && e->is_object() ) {
         if( const auto p = e->find( "production" ); p != e->end() && p->is_string() ) {
            stop = p->get< std::string >();
         }
         diagnosis = "the reference's diagnosis";
         if( const auto m = e->find( "message" ); m != e->end() && m->is_string() ) {
            diagnosis += ": " + message_class( m->get_ref< const std::string& >() );
         }
      }

      for( const char* field : { "valid", "conforms", "production", "scheme" } ) {
         const auto got = line.find( field );
         if( got == line.end() ) {
            count( field, key, 0 );
            continue;
         }
         const json& want = expected.at( field );
         if( want == *got ) {
            count( field, key, 1 );
         }
         else {
            count( field, key, -1 );
            const std::string f( field );
            if( f == "valid" || f == "conforms" ) {
               const bool reference_accepts = want.is_boolean() && want.get< bool >();
               if( reference_accepts || diagnosis.empty() ) {
                  // the reference's own production names the input's kind
                  const auto d = expected.find( "production" );
                  const std::string derived = d != expected.end() && d->is_string() ? d->get< std::string >() : key;
                  disagree( field, key, ( reference_accepts ? "only the reference accepts; it derives " : "only this implementation accepts; the reference derives " ) + derived, covers, input, text_of( want ), text_of( *got ) );
               }
               else {
                  disagree( field, stop, "only this implementation accepts; " + diagnosis, covers, input, text_of( want ), text_of( *got ) );
               }
            }
            else {
               disagree( field, key, "the reference answers " + text_of( want ), covers, input, text_of( want ), text_of( *got ) );
            }
         }
      }

      // components: the whole object, on the inputs both call valid (where
      // one does not, `valid` already disagrees); a disagreement is named
      // after the first component that differs.
      const auto got_valid = line.find( "valid" );
      const auto components = line.find( "components" );
      const bool they_parse = got_valid != line.end() ? got_valid->get< bool >() : components != line.end() && components->is_object();
      if( const auto got = components; got == line.end() || !they_parse || !r.verdict().valid ) {
         count( "components", key, 0 );
      }
      else {
         const auto w = expected.find( "components" );
         const json want = w == expected.end() ? json( nullptr ) : *w;
         if( want == *got ) {
            count( "components", key, 1 );
         }
         else {
            count( "components", key, -1 );
            std::string field = "components";
            std::string e = text_of( want ), g = text_of( *got );
            if( want.is_object() && got->is_object() ) {
               std::vector< std::string > names;
               for( const auto& [ name, value ] : want.items() ) {
                  names.push_back( name );
               }
               for( const auto& [ name, value ] : got->items() ) {
                  names.push_back( name );
               }
               std::sort( names.begin(), names.end() );
               for( const auto& name : names ) {
                  const auto a = want.find( name );
                  const auto b = got->find( name );
                  const json av = a == want.end() ? json( nullptr ) : *a;
                  const json bv = b == got->end() ? json( nullptr ) : *b;
                  if( av != bv ) {
                     field += "." + name;
                     e = text_of( av );
                     g = text_of( bv );
                     break;
                  }
               }
            }
            disagree( field, key, "the component differs", covers, input, e, g );
         }
      }

      // error.offset: null (or an error without an offset) says nothing
      // beyond "conforms"; an offset is compared with the reference's.
      const auto err = line.find( "error" );
      const auto want_error = expected.find( "error" );
      if( err == line.end() ) {
         count( "error.offset", key, 0 );
      }
      else {
         const bool has_offset = err->is_object() && err->contains( "offset" ) && !err->at( "offset" ).is_null();
         const json want = want_error == expected.end() ? json( nullptr ) : want_error->at( "offset" );
         if( err->is_object() && !has_offset ) {
            count( "error.offset", key, 0 );
         }
         else {
            const json got = has_offset ? err->at( "offset" ) : json( nullptr );
            if( got == want ) {
               count( "error.offset", key, 1 );
            }
            else {
               count( "error.offset", key, -1 );
               disagree( "error.offset", diagnosis.empty() ? key : stop, diagnosis.empty() ? std::string( "the reference conforms" ) : diagnosis, covers, input, text_of( want ), text_of( got ) );
            }
         }
      }

      if( attributing() ) {
         std::optional< bool > valid;
         if( const auto v = line.find( "valid" ); v != line.end() ) {
            valid = v->get< bool >();
         }
         std::optional< std::map< std::string, std::string > > roles;
         if( const auto r = line.find( "roles" ); r != line.end() && r->is_object() ) {
            roles.emplace();
            for( const auto& [ name, value ] : r->items() ) {
               bytes_of( value.get_ref< const std::string& >(), ( *roles )[ name ] );
            }
         }
         attribute_line( input, valid, roles, key, covers );
      }
   }
   catch( const std::exception& e ) {
      add_bad( number, std::string( "cannot read: " ) + e.what() );
   }
}

std::vector< group > comparison::groups() const
{
   return largest_first( groups_ );
}

// Which chosen editions the answer follows (comparison::attribute), the
// counts of each, and a finding when none.
void comparison::attribute_line( const std::string& input, std::optional< bool > valid_answer, const std::optional< std::map< std::string, std::string > >& roles_answer, const std::string& key, const std::string& covers )
{
   std::string out = "{\"input\":";
   rfc1738::write_json_string( out, input );
   if( !valid_answer ) {
      for( auto& e : editions_ ) {
         ++e.valid.not_compared;
         ++e.split.not_compared;
      }
      if( per_input_ ) {
         per_input_( out + ",\"follows\":null}" );
      }
      return;
   }
   ++attributed_;
   const bool accepts = *valid_answer;
   const auto& given = roles_answer;
   // the nearest edition that agrees on valid but splits otherwise
   const edition_agreement* nearest = nullptr;
   std::vector< std::string > nearest_differ;
   std::map< std::string, std::string > nearest_roles;
   std::string follows;
   rfc1738::edition_verdict verdict;   // the last chosen edition's, once the loop is done
   for( auto& e : editions_ ) {
      verdict = rfc1738::check( e.of, input );
      const bool valid = verdict.valid;
      bool match = valid == accepts;
      ++( match ? e.valid.agree : e.valid.disagree );
      if( match && accepts && given ) {
         bool divides = true;
         if( const auto roles = edition_roles( e.of, input, divides ) ) {
            auto differ = role_differences( *given, *roles, divides );
            match = differ.empty();
            ++( match ? e.split.agree : e.split.disagree );
            if( !match && ( nearest == nullptr || differ.size() < nearest_differ.size() ) ) {
               nearest = &e;
               nearest_differ = std::move( differ );
               nearest_roles = *roles;
            }
         }
         else {
            // no model of its parts (the draft's): the split cannot be
            // shown to match, so the answer does not follow it
            ++e.split.not_compared;
            match = false;
         }
      }
      else {
         ++e.split.not_compared;
      }
      if( match ) {
         ++e.follows;
         follows += follows.empty() ? "\"" : ",\"";
         follows += std::string( rfc1738::name_of( e.of ) ) + "\"";
      }
   }
   if( per_input_ ) {
      per_input_( out + ",\"follows\":[" + follows + "]}" );
   }
   if( !follows.empty() ) {
      return;
   }
   ++finding_count_;
   if( nearest != nullptr ) {
      std::string differ;
      for( const auto& d : nearest_differ ) {
         differ += ( differ.empty() ? "" : ", " ) + d;
      }
      add_case( findings_, "roles." + nearest_differ.front(), key, "split as no edition splits it; the nearest, " + std::string( rfc1738::name_of( nearest->of ) ) + ", differs in " + differ, covers, input, roles_json( nearest_roles ), roles_json( *given ) );
      return;
   }
   // no edition agrees on valid: the last chosen (the latest) says why
   const auto last = editions_.back().of;
   const std::string name( rfc1738::name_of( last ) );
   if( accepts ) {
      const auto why = rfc1738::why_not( last, input );
      add_case( findings_, "valid", why ? std::string( why->production ) : key, "only this implementation accepts; " + name + "'s diagnosis: " + ( why ? message_class( why->message ) : std::string( "none" ) ), covers, input, "false", "true" );
   }
   else {
      add_case( findings_, "valid", key, "every edition accepts; " + name + " derives " + std::string( verdict.production.value_or( verdict.target ) ), covers, input, "true", "false" );
   }
}

bool comparison::all_agree() const noexcept
{
   return std::all_of( fields_.begin(), fields_.end(), []( const auto& f ) { return f.second.disagree == 0; } );
}

bool read( std::FILE* stream, comparison& c, const std::size_t max_line )
{
   std::size_t number = 0;
   return engine::for_each_line_of(
      stream, max_line, [ & ]( const std::string_view line ) { c.add_line( line, ++number ); }, [ & ] { c.add_bad( ++number, "longer than " + std::to_string( max_line ) + " bytes" ); } );
}

}  // namespace rfc1738::compare

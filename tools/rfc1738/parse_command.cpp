// SPDX-License-Identifier: BSL-1.0
// rfc1738 parse: the components of each URL.
#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "commands.hpp"
#include "hints.hpp"
#include "components.hpp"
#include "inputs.hpp"
#include "jobs.hpp"
#include "rfc1738/decode.hpp"
#include "rfc1738/diagnosis.hpp"
#include "output.hpp"
#include "rfc1738/annotate.hpp"
#include "suggest.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/compose.hpp"
#include "rfc1738/edition.hpp"
#include "rfc1738/json.hpp"
#include "rfc1738/parse.hpp"
#include "rfc1738/warning.hpp"
#include "rfc1738/prepare.hpp"

namespace rfc1738::cli {

namespace {

// Why `text` is not a URL: the one diagnosis of the input, against the
// production of its scheme (RFC 1738 §3, §5), as check reports it.
std::optional< diagnosis > why_not( std::string_view text )
{
   return diagnose( text );
}

// Where `text` stops conforming: the diagnosis' offset (parse's own, where
// the longest prefix of a url ends, when there is none to give).
std::size_t offset_of( const std::optional< diagnosis >& d, const parse_error& e )
{
   return d ? d->offset : e.offset;
}

// "lowalpha, digit or \":\"".
std::string expected_text( const diagnosis& d )
{
   std::string s;
   for( std::size_t i = 0; i < d.expected.size(); ++i ) {
      s += ( i == 0 ? "" : ( i + 1 == d.expected.size() ? " or " : ", " ) ) + d.expected[ i ];
   }
   return s;
}

// {"input":…,"valid":…,"production":…,"scheme":…,"components":{…}} or, when
// the input is not a URL, …,"error":{"offset":N}}; then "fragment" when
// --fragment=split split one off. `text` is what was parsed.
void json_one( output& out, std::string_view input, const prepared& p, const result< url_view >& r, bool decode )
{
   const std::string_view text = p.text();
   out.put( "{\"input\":" );
   json_string( out, input );
   out.put( r ? ",\"valid\":true,\"production\":" : ",\"valid\":false,\"production\":null" );
   if( r ) {
      json_string( out, grammar::rfc_name( r->derived_by() ) );
   }
   out.put( ",\"scheme\":" );
   if( const auto scheme = scheme_of( text ) ) {
      json_string( out, *scheme );
   }
   else {
      out.put( "null" );
   }
   if( r ) {
      out.put( ",\"components\":" );
      json_components( out, *r );
      if( decode ) {
         out.put( ",\"decoded\":" );
         json_components( out, *r, true );
      }
   }
   else {
      // As check --json writes it: where, in which production, what could
      // have continued, and why.
      const auto d = why_not( text );
      out.put( ",\"error\":{\"offset\":" );
      out.put( std::to_string( offset_of( d, r.error() ) ) );
      if( d ) {
         out.put( ",\"production\":" );
         json_string( out, grammar::rfc_name( d->production ) );
         out.put( ",\"expected\":[" );
         for( std::size_t i = 0; i < d->expected.size(); ++i ) {
            out.put( i ? "," : "" );
            json_text( out, d->expected[ i ] );
         }
         out.put( "],\"message\":" );
         json_text( out, d->message );
      }
      out.put( '}' );
   }
   if( const auto fragment = p.fragment() ) {
      out.put( ",\"fragment\":" );
      json_string( out, *fragment );
   }
   out.put( "}\n" );
}

// url: <input>
//   production: ftpurl
//   scheme: ftp
//   user: foo
//   …
void readable_one( output& out, const prepared& p, const result< url_view >& r, bool decode )
{
   out.put( "url: " );
   readable( out, p.text() );   // the input, or the text before its "#"
   out.put( '\n' );
   if( const auto fragment = p.fragment() ) {
      out.put( "  fragment: " );
      readable( out, *fragment );
      out.put( '\n' );
   }
   if( r ) {
      out.put( "  production: " );
      out.put( grammar::rfc_name( r->derived_by() ) );
      out.put( "\n  scheme: " );
      readable( out, r->scheme() );
      out.put( '\n' );
      readable_components( out, *r, "  ", decode );
      if( const auto port = r->effective_port() ) {
         out.put( "  effective port: " + std::to_string( *port ) + "\n" );
      }
      else if( const auto written = r->port() ) {
         // Any digits are a port (§5), but none above 65535 can be reached.
         out.put( "  effective port: none (" + std::string( written->text() ) + " is above 65535)\n" );
      }
   }
   else {
      const auto d = why_not( p.text() );
      out.put( "  not a url: stops at offset " );
      out.put( std::to_string( offset_of( d, r.error() ) ) );
      if( d ) {
         out.put( ": " );
         out.put( d->message );
         if( const std::string hint = option_hint( *d, p.text(), { false, true, true } ); !hint.empty() ) {
            out.put( "\n  " + hint );
         }
         out.put( "\n  in " );
         out.put( grammar::rfc_name( d->production ) );
         out.put( ", expected " );
         out.put( expected_text( *d ) );
      }
      out.put( '\n' );
   }
}

// --spans: the URL on one line, then one line per present component, its
// bytes marked under the URL ("^" then "~"; an empty component a single "|"
// at its offset) and its name (its role in parentheses where it differs).
// Bytes are drawn as `readable` draws them, so the marks stay under them.
void spans_line( output& out, std::string_view shown, std::size_t column, std::size_t begin, std::size_t end, std::string_view label )
{
   const std::size_t from = rfc1738::printable_width( shown.substr( 0, begin ) );
   const std::size_t width = rfc1738::printable_width( shown.substr( begin, end - begin ) );
   std::string line( 5 + from, ' ' );
   if( width == 0 ) {
      line += '|';
   }
   else {
      line += '^';
      line.append( width - 1, '~' );
   }
   line.append( line.size() < column ? column - line.size() : 1, ' ' );
   out.put( line );
   out.put( label );
   out.put( '\n' );
}

void spans_one( output& out, std::string_view input, const prepared& p, const result< url_view >& r )
{
   const auto fragment = p.fragment();
   // The whole input when a fragment was split off: the text, "#", the fragment.
   const std::string_view shown = fragment ? input : p.text();
   out.put( "url: " );
   readable( out, shown );
   out.put( '\n' );
   const std::size_t column = 5 + rfc1738::printable_width( shown ) + 2;   // where the names begin
   if( !r ) {
      const auto d = why_not( p.text() );
      const auto at = offset_of( d, r.error() );
      spans_line( out, shown, column, at, at, "not a url: stops at offset " + std::to_string( at ) + ( d ? ": " + d->message : std::string() ) );
      return;
   }
   const auto scheme = r->scheme();
   spans_line( out, shown, column, 0, scheme.size(), "scheme" );
   if( const auto* form = grammar::find_url_form( r->derived_by() ) ) {
      for( std::size_t i = 0; i < form->count; ++i ) {
         const auto id = form->components[ i ];
         const auto span = r->span( id );
         if( !span ) {
            continue;
         }
         const auto& c = grammar::info( id );
         std::string label( c.name );
         if( c.role != c.name ) {
            label += " (" + std::string( c.role ) + ")";
         }
         if( span->first == span->second ) {
            label += ", empty";
         }
         spans_line( out, shown, column, span->first, span->second, label );
      }
   }
   if( fragment ) {
      const std::size_t begin = p.text().size() + 1;
      spans_line( out, shown, column, begin, input.size(), fragment->empty() ? "fragment, empty (split off, not checked)" : "fragment (split off, not checked)" );
   }
}

// The placeholders of --get beyond the components.
constexpr std::string_view get_names[] = { "scheme", "production", "effective_port", "input", "fragment" };

// A placeholder: one of get_names, or a component's name or role in some URL
// form (grammar/components.facts).
bool known_placeholder( std::string_view name )
{
   for( const auto n : get_names ) {
      if( n == name ) {
         return true;
      }
   }
   for( const auto& c : grammar::components ) {
      if( c.name == name || c.role == name ) {
         return true;
      }
   }
   return false;
}

// A component's bytes, percent-decoded with --decode.
void put_value( output& out, std::string_view value, bool decode )
{
   if( decode ) {
      out.put( rfc1738::decode( value ) );
   }
   else {
      out.put( value );
   }
}

// FORMAT with each {NAME} replaced by put( NAME ) and {{, }} by a brace,
// then a newline (the placeholders were checked before any input was read).
template< typename Put >
void expand( output& out, const std::string& format, Put&& put )
{
   for( std::size_t i = 0; i < format.size(); ++i ) {
      const char ch = format[ i ];
      if( ( ch == '{' || ch == '}' ) && i + 1 < format.size() && format[ i + 1 ] == ch ) {
         out.put( ch );
         ++i;
         continue;
      }
      if( ch != '{' ) {
         out.put( ch );
         continue;
      }
      const auto close = format.find( '}', i );
      put( std::string_view( format.data() + i + 1, close - i - 1 ) );
      i = close;
   }
   out.put( '\n' );
}

void get_one( output& out, const std::string& format, std::string_view input, std::optional< std::string_view > fragment, const url_view& url, bool decode )
{
   expand( out, format, [ & ]( std::string_view name ) {
      if( name == "scheme" ) {
         out.put( url.scheme() );
      }
      else if( name == "production" ) {
         out.put( grammar::rfc_name( url.derived_by() ) );
      }
      else if( name == "effective_port" ) {
         if( const auto port = url.effective_port() ) {
            out.put( std::to_string( *port ) );
         }
      }
      else if( name == "input" ) {
         out.put( input );
      }
      else if( name == "fragment" ) {
         out.put( fragment ? *fragment : std::string_view() );
      }
      else if( const auto id = find_component( url.derived_by(), name ) ) {
         if( const auto value = url.get( *id ) ) {
            put_value( out, *value, decode );
         }
      }
   } );
}

// --edition E (a generic edition: rfc1808 and later): the parts as edition
// E splits the input (rfc1738::split), named by its productions, and the
// roles they carry (docs/lineage.md, "Roles").

// The part of `s` named `name`: a role, else a component (a name that is
// both, RFC 1808's path, is the role: what compares across editions).
const edition_part* part_named( const edition_split& s, std::string_view name )
{
   for( const auto* parts : { &s.roles, &s.components } ) {
      for( const auto& p : *parts ) {
         if( p.name == name ) {
            return &p;
         }
      }
   }
   return nullptr;
}

void edition_get_one( output& out, const std::string& format, std::string_view input, const edition_answer& a, bool decode )
{
   expand( out, format, [ & ]( std::string_view name ) {
      if( name == "production" ) {
         out.put( *a.verdict.production );
      }
      else if( name == "edition" ) {
         out.put( name_of( a.of ) );
      }
      else if( name == "input" ) {
         out.put( input );
      }
      else if( const auto* p = a.split ? part_named( *a.split, name ) : nullptr ) {
         put_value( out, input.substr( p->offset, p->size ), decode );
      }
   } );
}

// url: <input>
//   edition: rfc3986
//   production: URI
//   components:
//     scheme: ftp
//     …
//   roles:
//     host: a
//     …
void edition_readable_one( output& out, std::string_view input, const edition_answer& a, bool decode )
{
   out.put( "url: " );
   readable( out, input );
   out.put( "\n  edition: " );
   out.put( name_of( a.of ) );
   out.put( '\n' );
   if( !a.verdict.valid ) {
      out.put( "  not a url: stops at offset " );
      if( a.error ) {
         out.put( std::to_string( a.error->offset ) + ": " + a.error->message + "\n  in " + std::string( a.error->production ) + ", expected " );
         for( std::size_t i = 0; i < a.error->expected.size(); ++i ) {
            out.put( i == 0 ? "" : ( i + 1 == a.error->expected.size() ? " or " : ", " ) );
            out.put( a.error->expected[ i ] );
         }
      }
      out.put( '\n' );
      return;
   }
   out.put( "  production: " );
   out.put( *a.verdict.production );
   out.put( '\n' );
   if( !a.verdict.conforms && a.error ) {   // RFC 8089 §2, RFC 6068 §2
      out.put( "  does not conform to " + std::string( a.verdict.target ) + " at " + std::to_string( a.error->offset ) + ": " + a.error->message + "\n" );
   }
   if( !a.split ) {
      return;
   }
   for( const auto& [ title, parts ] : { std::pair( "  components:\n", &a.split->components ), std::pair( "  roles:\n", &a.split->roles ) } ) {
      out.put( title );
      for( const auto& p : *parts ) {
         out.put( "    " );
         out.put( p.name );
         out.put( ": " );
         const auto value = input.substr( p.offset, p.size );
         if( decode ) {
            readable( out, rfc1738::decode( value ) );
         }
         else {
            readable( out, value );
         }
         out.put( '\n' );
      }
   }
}

void edition_spans_one( output& out, std::string_view input, const edition_answer& a )
{
   out.put( "url: " );
   readable( out, input );
   out.put( '\n' );
   const std::size_t column = 5 + rfc1738::printable_width( input ) + 2;
   if( !a.verdict.valid ) {
      const std::size_t at = a.error ? a.error->offset : input.size();
      spans_line( out, input, column, at, at, "not a url: stops at offset " + std::to_string( at ) + ( a.error ? ": " + a.error->message : std::string() ) );
      return;
   }
   if( !a.split ) {
      return;
   }
   for( const auto& p : a.split->components ) {
      std::string label( p.name );
      if( !p.role.empty() && p.role != p.name ) {
         label += " (" + std::string( p.role ) + ")";
      }
      if( p.size == 0 ) {
         label += ", empty";
      }
      spans_line( out, input, column, p.offset, p.offset + p.size, label );
   }
}

bool edition_parse_one( output& out, const parse_settings& options, const location& where, std::string_view input )
{
   const auto r = compare_editions( input, { options.edition }, options.fragment );
   const auto& a = r.answers.front();
   if( options.get ) {
      if( a.verdict.valid ) {
         edition_get_one( out, *options.get, a.text, a, options.decode );
      }
      else {
         const std::string at = where.file.empty() ? "argument " + std::to_string( where.line ) : std::string( where.file ) + ":" + std::to_string( where.line );
         out.message( "rfc1738 parse: " + at + ": not a url (" + std::string( name_of( a.of ) ) + ", stops at offset " +
                      std::to_string( a.error ? a.error->offset : input.size() ) + ")" + ( a.error ? ": " + a.error->message : std::string() ) + "\n" );
      }
   }
   else if( options.spans ) {
      edition_spans_one( out, a.text, a );
   }
   else if( options.json ) {
      std::string line;
      write_json( line, r, 0 );
      line += '\n';
      out.put( line );
   }
   else {
      edition_readable_one( out, a.text, a, options.decode );
   }
   return a.verdict.valid;
}

bool parse_one( output& out, const parse_settings& options, const location& where, std::string_view input )
{
   if( options.edition != edition::rfc1738 ) {
      return edition_parse_one( out, options, where, input );
   }
   rfc1738::options modes;
   modes.fragment = options.fragment;
   const auto p = rfc1738::prepare( input, modes );   // with --fragment=split, a prefix of the input
   const auto r = rfc1738::parse( p );
   if( r ) {
      // port-out-of-range, whatever the output: on standard error.
      if( const auto port = r->span( grammar::component::port ) ) {
         if( const auto w = port_out_of_range( r->buffer().substr( port->first, port->second - port->first ), port->first ) ) {
            const std::string at = where.file.empty() ? "argument " + std::to_string( where.line ) : std::string( where.file ) + ":" + std::to_string( where.line );
            out.message( "rfc1738 parse: " + at + ": warning: " + w->message + " [port-out-of-range]\n" );
         }
      }
   }
   if( options.get ) {
      if( r ) {
         get_one( out, *options.get, input, p.fragment(), *r, options.decode );
      }
      else {
         const std::string at = where.file.empty() ? "argument " + std::to_string( where.line ) : std::string( where.file ) + ":" + std::to_string( where.line );
         const auto d = why_not( p.text() );
         out.message( "rfc1738 parse: " + at + ": not a url (stops at offset " + std::to_string( offset_of( d, r.error() ) ) + ")" +
                      ( d ? ": " + d->message : std::string() ) + "\n" );
      }
   }
   else if( options.spans ) {
      spans_one( out, input, p, r );
   }
   else if( options.json ) {
      json_one( out, input, p, r, options.decode );
   }
   else {
      readable_one( out, p, r, options.decode );
   }
   return r.has_value();
}

}  // namespace

int parse_command( const parse_settings& settings )
{
   if( settings.get ) {
      // Every placeholder is known and closed, before any input is read.
      const auto& f = *settings.get;
      for( std::size_t i = 0; i < f.size(); ++i ) {
         if( ( f[ i ] == '{' || f[ i ] == '}' ) && i + 1 < f.size() && f[ i + 1 ] == f[ i ] ) {
            ++i;
            continue;
         }
         if( f[ i ] == '}' ) {
            std::fputs( "rfc1738 parse: --get: a lone '}' (write }} for a brace)\ntry 'rfc1738 parse --help'\n", stderr );
            return 2;
         }
         if( f[ i ] == '{' ) {
            const auto close = f.find( '}', i );
            if( close == std::string::npos ) {
               std::fputs( "rfc1738 parse: --get: '{' without '}' (write {{ for a brace)\ntry 'rfc1738 parse --help'\n", stderr );
               return 2;
            }
            const auto name = f.substr( i + 1, close - i - 1 );
            if( settings.edition != edition::rfc1738 ) {
               // The edition's parts (rfc1738::part_names) and what every answer has.
               std::vector< std::string_view > names{ "production", "edition", "input" };
               const auto parts = part_names( settings.edition );
               names.insert( names.end(), parts.begin(), parts.end() );
               if( std::find( names.begin(), names.end(), name ) == names.end() ) {
                  std::vector< std::string > candidates;
                  std::string known;
                  for( const auto n : names ) {
                     candidates.push_back( "{" + std::string( n ) + "}" );
                     known += std::string( known.empty() ? "" : ", " ) + std::string( n );
                  }
                  std::fprintf( stderr, "rfc1738 parse: --get: no part '{%s}' in edition %s%s; the names are %s\ntry 'rfc1738 parse --help'\n", name.c_str(),
                                std::string( name_of( settings.edition ) ).c_str(), did_you_mean( "{" + name + "}", candidates ).c_str(), known.c_str() );
                  return 2;
               }
            }
            else if( !known_placeholder( name ) ) {
               std::vector< std::string > candidates;
               std::string known;
               for( const auto n : get_names ) {
                  candidates.push_back( "{" + std::string( n ) + "}" );
                  known += std::string( known.empty() ? "" : ", " ) + std::string( n );
               }
               for( const auto& c : grammar::components ) {
                  candidates.push_back( "{" + std::string( c.name ) + "}" );
                  known += ", " + std::string( c.name );
               }
               std::string roles;
               for( const auto& c : grammar::components ) {
                  if( c.role != c.name && roles.find( " " + std::string( c.role ) + "," ) == std::string::npos ) {
                     candidates.push_back( "{" + std::string( c.role ) + "}" );
                     roles += " " + std::string( c.role ) + ",";
                  }
               }
               roles.pop_back();
               std::fprintf( stderr, "rfc1738 parse: --get: no component '{%s}'%s; the names are %s; the roles%s\ntry 'rfc1738 parse --help'\n", name.c_str(),
                             did_you_mean( "{" + name + "}", candidates ).c_str(), known.c_str(), roles.c_str() );
               return 2;
            }
            i = close;
         }
      }
   }
   output out;
   bool all = true;
   std::size_t skipped = 0;
   int status = 0;
   if( settings.jobs <= 1 ) {
      input_options inputs = settings.inputs;
      inputs.before_error = [ & ] { out.flush(); };
      status = for_each_input( "parse", inputs, skipped, [ & ]( const location& where, std::string_view input ) {
         all = parse_one( out, settings, where, input ) && all;
      } );
   }
   else {
      // -j: chunks parsed by `jobs` threads, printed in input order.
      struct chunk_state {
         bool all = true;
      };
      status = for_each_input_on< chunk_state >(
         settings.jobs, "parse", settings.inputs, skipped, out,
         [ & ]( output& o, const location& where, std::string_view input, chunk_state& c ) { c.all = parse_one( o, settings, where, input ) && c.all; },
         [ & ]( const chunk_state& c ) { all = c.all && all; } );
   }
   out.flush();
   if( status != 0 ) {
      return status;
   }
   return all ? 0 : 1;
}

}  // namespace rfc1738::cli

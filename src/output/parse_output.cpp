// SPDX-License-Identifier: BSL-1.0
// What `rfc1738 parse` prints for one input, in each of its formats.
#include "rfc1738/parse_output.hpp"

#include <functional>
#include <string>

#include "rfc1738/annotate.hpp"
#include "rfc1738/compose.hpp"
#include "rfc1738/components.hpp"
#include "rfc1738/decode.hpp"
#include "append_printable.hpp"
#include "diagnosis/expected_text.hpp"

namespace rfc1738 {

namespace {

// Where the text stops being a URL: the diagnosis' offset (the longest
// prefix that derives from url ends there, RFC 1738 §5).
std::size_t stop_of( const report& r ) noexcept
{
   return r.diagnosis() ? r.diagnosis()->offset : r.text().size();
}

// A value for a person: percent-decoded with `decode` (§2.2), printable.
void put_readable( std::string& out, std::string_view value, bool decode )
{
   if( decode ) {
      detail::append_printable( out, rfc1738::decode( value ) );
   }
   else {
      detail::append_printable( out, value );
   }
}

// One "name: value" line per component, each starting with `indent`.
class text_visitor : public component_visitor {
public:
   text_visitor( std::string& out, std::string_view indent, bool decode ) noexcept
      : out_( out ),
        indent_( indent ),
        decode_( decode )
   {}

   void component( std::string_view name, std::string_view value ) override
   {
      out_ += indent_;
      out_ += name;
      out_ += ": ";
      put_readable( out_, value, decode_ );
      out_ += '\n';
   }

   void fieldspecs( const fieldspecs_view& specs ) override
   {
      for( const auto f : specs ) {
         component( "fieldname", f.fieldname.encoded() );   // decoded there with decode
         component( "fieldvalue", f.fieldvalue.encoded() );
      }
   }

private:
   std::string& out_;
   std::string_view indent_;
   bool decode_;
};

// A line of --spans: the bytes [begin, end) of `shown` marked under it
// ("^" then "~"; an empty span a single "|" at its offset), then `label`
// from `column` on. Bytes are counted as printable draws them.
void spans_line( std::string& out, std::string_view shown, std::size_t column, std::size_t begin, std::size_t end, std::string_view label,
                 const std::function< void() >& each_line )
{
   const std::size_t from = printable_width( shown.substr( 0, begin ) );
   const std::size_t width = printable_width( shown.substr( begin, end - begin ) );
   const std::size_t start = out.size();
   out.append( 5 + from, ' ' );
   if( width == 0 ) {
      out += '|';
   }
   else {
      out += '^';
      out.append( width - 1, '~' );
   }
   const std::size_t size = out.size() - start;
   out.append( size < column ? column - size : 1, ' ' );
   out += label;
   out += '\n';
   if( each_line ) {
      each_line();
   }
}

// "url: " and `shown` on a line; returns the column where --spans' names begin.
std::size_t spans_head( std::string& out, std::string_view shown, const std::function< void() >& each_line )
{
   out += "url: ";
   detail::append_printable( out, shown );
   out += '\n';
   if( each_line ) {
      each_line();
   }
   return 5 + printable_width( shown ) + 2;
}

// FORMAT with each {NAME} replaced by put( NAME ) and {{, }} by a brace,
// then a newline.
template< typename Put >
void expand( std::string& out, std::string_view format, Put&& put )
{
   for( std::size_t i = 0; i < format.size(); ++i ) {
      const char ch = format[ i ];
      if( ( ch == '{' || ch == '}' ) && i + 1 < format.size() && format[ i + 1 ] == ch ) {
         out += ch;
         ++i;
         continue;
      }
      const auto close = ch == '{' ? format.find( '}', i ) : std::string_view::npos;
      if( close == std::string_view::npos ) {
         out += ch;
         continue;
      }
      put( format.substr( i + 1, close - i - 1 ) );
      i = close;
   }
   out += '\n';
}

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

}  // namespace

void write_parse_text( std::string& out, const report& r, const bool decode, const std::string_view hint )
{
   out += "url: ";
   detail::append_printable( out, r.text() );   // the input, or the text before its "#"
   out += '\n';
   if( const auto fragment = r.prepared().fragment() ) {
      out += "  fragment: ";
      detail::append_printable( out, *fragment );
      out += '\n';
   }
   if( const auto& url = r.url() ) {
      out += "  production: ";
      out += grammar::rfc_name( url->derived_by() );
      out += "\n  scheme: ";
      detail::append_printable( out, url->scheme() );
      out += '\n';
      text_visitor v( out, "  ", decode );
      visit_components( *url, v );
      if( const auto port = url->effective_port() ) {
         out += "  effective port: " + std::to_string( *port ) + "\n";
      }
      else if( const auto written = url->port() ) {
         // Any digits are a port (§5), but none above 65535 can be reached.
         out += "  effective port: none (" + std::string( written->text() ) + " is above 65535)\n";
      }
      return;
   }
   out += "  not a url: stops at offset " + std::to_string( stop_of( r ) );
   if( const auto& d = r.diagnosis() ) {
      out += ": ";
      out += d->message;
      if( !hint.empty() ) {
         out += "\n  ";
         out += hint;
      }
      out += "\n  in ";
      out += grammar::rfc_name( d->production );
      out += ", expected ";
      detail::put_expected( out, d->expected );
   }
   out += '\n';
}

void write_parse_spans( std::string& out, const report& r, const std::function< void() >& each_line )
{
   const auto fragment = r.prepared().fragment();
   // The whole input when a fragment was split off: the text, "#", the fragment.
   const std::string_view shown = fragment ? r.input() : r.text();
   const std::size_t column = spans_head( out, shown, each_line );
   const auto& url = r.url();
   if( !url ) {
      const auto at = stop_of( r );
      spans_line( out, shown, column, at, at, "not a url: stops at offset " + std::to_string( at ) + ( r.diagnosis() ? ": " + r.diagnosis()->message : std::string() ), each_line );
      return;
   }
   spans_line( out, shown, column, 0, url->scheme().size(), "scheme", each_line );
   if( const auto* form = grammar::find_url_form( url->derived_by() ) ) {
      for( std::size_t i = 0; i < form->count; ++i ) {
         const auto id = form->components[ i ];
         const auto span = url->span( id );
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
         spans_line( out, shown, column, span->first, span->second, label, each_line );
      }
   }
   if( fragment ) {
      const std::size_t begin = r.text().size() + 1;
      spans_line( out, shown, column, begin, shown.size(), fragment->empty() ? "fragment, empty (split off, not checked)" : "fragment (split off, not checked)", each_line );
   }
}

void write_parse_get( std::string& out, const std::string_view format, const report& r, const bool decode )
{
   const url_view& url = *r.url();
   expand( out, format, [ & ]( std::string_view name ) {
      if( name == "scheme" ) {
         out += url.scheme();
      }
      else if( name == "production" ) {
         out += grammar::rfc_name( url.derived_by() );
      }
      else if( name == "effective_port" ) {
         if( const auto port = url.effective_port() ) {
            out += std::to_string( *port );
         }
      }
      else if( name == "input" ) {
         out += r.input();
      }
      else if( name == "fragment" ) {
         out += r.prepared().fragment().value_or( std::string_view() );
      }
      else if( const auto id = find_component( url.derived_by(), name ) ) {
         if( const auto value = url.get( *id ) ) {
            out += decode ? rfc1738::decode( *value ) : std::string( *value );
         }
      }
   } );
}

void write_parse_text( std::string& out, const edition_answer& a, const bool decode )
{
   const std::string_view input = a.text;
   out += "url: ";
   detail::append_printable( out, input );
   out += "\n  edition: ";
   out += name_of( a.of );
   out += '\n';
   if( !a.verdict.valid ) {
      out += "  not a url: stops at offset ";
      if( a.error ) {
         out += std::to_string( a.error->offset ) + ": " + a.error->message + "\n  in " + std::string( a.error->production ) + ", expected ";
         detail::put_expected( out, a.error->expected );
      }
      out += '\n';
      return;
   }
   out += "  production: ";
   out += *a.verdict.production;
   out += '\n';
   if( !a.verdict.conforms && a.error ) {   // RFC 8089 §2, RFC 6068 §2
      out += "  does not conform to " + std::string( a.verdict.target ) + " at " + std::to_string( a.error->offset ) + ": " + a.error->message + "\n";
   }
   if( !a.split ) {
      return;
   }
   for( const auto& [ title, parts ] : { std::pair( "  components:\n", &a.split->components ), std::pair( "  roles:\n", &a.split->roles ) } ) {
      out += title;
      for( const auto& p : *parts ) {
         out += "    ";
         out += p.name;
         out += ": ";
         put_readable( out, input.substr( p.offset, p.size ), decode );
         out += '\n';
      }
   }
}

void write_parse_spans( std::string& out, const edition_answer& a, const std::function< void() >& each_line )
{
   const std::string_view input = a.text;
   const std::size_t column = spans_head( out, input, each_line );
   if( !a.verdict.valid ) {
      const std::size_t at = a.error ? a.error->offset : input.size();
      spans_line( out, input, column, at, at, "not a url: stops at offset " + std::to_string( at ) + ( a.error ? ": " + a.error->message : std::string() ), each_line );
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
      spans_line( out, input, column, p.offset, p.offset + p.size, label, each_line );
   }
}

void write_parse_get( std::string& out, const std::string_view format, const edition_answer& a, const bool decode )
{
   expand( out, format, [ & ]( std::string_view name ) {
      if( name == "production" ) {
         out += *a.verdict.production;
      }
      else if( name == "edition" ) {
         out += name_of( a.of );
      }
      else if( name == "input" ) {
         out += a.text;
      }
      else if( const auto* p = a.split ? part_named( *a.split, name ) : nullptr ) {
         const auto value = a.text.substr( p->offset, p->size );
         out += decode ? rfc1738::decode( value ) : std::string( value );
      }
   } );
}

}  // namespace rfc1738

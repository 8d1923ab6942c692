// SPDX-License-Identifier: BSL-1.0
#include "draft_reader.hpp"

#include <functional>
#include <map>
#include <set>

#include "lowering.hpp"
#include "reader.hpp"

namespace rfc1738::bnf2pegtl {

namespace {

[[noreturn]] void fail( const location& where, const std::string& message )
{
   throw read_error( to_string( where ) + ": " + message );
}

struct line_of {
   std::string_view text;
   std::size_t number = 0;   // 1-based
};

std::vector< line_of > lines( std::string_view text )
{
   std::vector< line_of > out;
   std::size_t at = 0;
   std::size_t number = 1;
   while( at < text.size() ) {
      auto end = text.find( '\n', at );
      if( end == std::string_view::npos ) {
         end = text.size();
      }
      auto l = text.substr( at, end - at );
      if( !l.empty() && l.back() == '\r' ) {
         l.remove_suffix( 1 );
      }
      out.push_back( { l, number++ } );
      at = end + 1;
   }
   return out;
}

bool blank( std::string_view l )
{
   return l.find_first_not_of( " \t" ) == std::string_view::npos;
}

struct token {
   std::string text;
   location where;
};

// The words of a paragraph; `[`, `]` and `|` are tokens of their own even
// when attached to a character (reading operators-attached).
std::vector< token > tokens( const std::vector< line_of >& paragraph, const std::string& file )
{
   std::vector< token > out;
   for( const auto& l : paragraph ) {
      std::size_t i = 0;
      while( i < l.text.size() ) {
         const char c = l.text[ i ];
         if( c == ' ' || c == '\t' ) {
            ++i;
            continue;
         }
         const location at{ file, l.number, i + 1 };
         if( c == '[' || c == ']' || c == '|' ) {
            out.push_back( { std::string( 1, c ), at } );
            ++i;
            continue;
         }
         std::size_t j = i;
         while( j < l.text.size() && l.text[ j ] != ' ' && l.text[ j ] != '\t' && l.text[ j ] != '[' && l.text[ j ] != ']' && l.text[ j ] != '|' ) {
            ++j;
         }
         const auto word = l.text.substr( i, j - i );
         if( static_cast< unsigned char >( word[ 0 ] ) < 0x21 || static_cast< unsigned char >( word[ 0 ] ) > 0x7e ) {
            fail( at, "a byte that is no character of the draft's notation" );
         }
         out.push_back( { std::string( word ), at } );
         i = j;
      }
   }
   return out;
}

bool is_name( const std::string& word )
{
   if( word.size() < 2 ) {
      return false;
   }
   for( const char c : word ) {
      const bool ok = ( c >= 'a' && c <= 'z' ) || ( c >= 'A' && c <= 'Z' ) || ( c >= '0' && c <= '9' ) || c == '-' || c == '+' || c == '_';
      if( !ok ) {
         return false;
      }
   }
   return ( word[ 0 ] >= 'a' && word[ 0 ] <= 'z' ) || ( word[ 0 ] >= 'A' && word[ 0 ] <= 'Z' );
}

// Recursive descent over the tokens of one definition.
struct parser {
   const std::vector< token >& t;
   std::size_t at = 1;   // t[ 0 ] is the name
   std::size_t depth = 0;

   [[nodiscard]] bool done() const
   {
      return at >= t.size();
   }

   // A `[` or `]` that is a whole alternative by itself: the character
   // (reading national-brackets).
   [[nodiscard]] bool bracket_character() const
   {
      const auto& w = t[ at ].text;
      if( w != "[" && w != "]" ) {
         return false;
      }
      const bool before = at == 1 || t[ at - 1 ].text == "|";
      const bool after = at + 1 == t.size() || t[ at + 1 ].text == "|";
      return before && after;
   }

   expression alternation()
   {
      expression alt;
      alt.what = expression::kind::alternation;
      alt.where = done() ? t.back().where : t[ at ].where;
      alt.subs.push_back( sequence() );
      while( !done() && t[ at ].text == "|" ) {
         const auto bar = t[ at ].where;
         ++at;
         auto s = sequence();
         if( s.what == expression::kind::sequence && s.subs.empty() ) {
            fail( bar, "expected an alternative after `|`" );
         }
         alt.subs.push_back( std::move( s ) );
      }
      if( alt.subs.size() == 1 ) {
         return std::move( alt.subs.front() );
      }
      if( alt.subs.front().what == expression::kind::sequence && alt.subs.front().subs.empty() ) {
         fail( alt.where, "expected an alternative before `|`" );
      }
      return alt;
   }

   expression sequence()
   {
      expression seq;
      seq.what = expression::kind::sequence;
      seq.where = done() ? t.back().where : t[ at ].where;
      while( !done() ) {
         const auto& w = t[ at ];
         if( bracket_character() ) {
            append_character( seq, w.text, w.where );
            ++at;
            continue;
         }
         if( w.text == "|" ) {
            break;
         }
         if( w.text == "]" ) {
            if( depth == 0 ) {
               fail( w.where, "`]` closes no `[`" );
            }
            break;
         }
         if( w.text == "[" ) {
            if( depth == max_nesting ) {
               // The descent recurses once per level: a limit, not a stack
               // exhausted by a hostile file (as check_nesting, other notations).
               fail( w.where, "options nest more than " + std::to_string( max_nesting ) + " deep here" );
            }
            ++at;
            ++depth;
            expression opt;
            opt.what = expression::kind::option;
            opt.where = w.where;
            auto inner = alternation();
            if( done() || t[ at ].text != "]" ) {
               fail( w.where, "expected `]` closing this `[`" );
            }
            if( inner.what == expression::kind::sequence && inner.subs.empty() ) {
               fail( w.where, "an optional part holds nothing" );
            }
            ++at;
            --depth;
            opt.subs.push_back( std::move( inner ) );
            seq.subs.push_back( std::move( opt ) );
            continue;
         }
         if( w.text == "space" ) {
            append_character( seq, " ", w.where );
         }
         else if( w.text == "vline" ) {
            append_character( seq, "|", w.where );
         }
         else if( w.text.size() == 1 ) {
            append_character( seq, w.text, w.where );
         }
         else if( is_name( w.text ) ) {
            expression n;
            n.what = expression::kind::name;
            n.text = w.text;
            n.where = w.where;
            seq.subs.push_back( std::move( n ) );
         }
         else {
            fail( w.where, "`" + w.text + "` is neither one character nor a name (letters, digits, `-`, `+`, `_`)" );
         }
         ++at;
      }
      if( seq.subs.size() == 1 ) {
         return std::move( seq.subs.front() );
      }
      return seq;
   }

   // Adjacent characters concatenate into one literal (reading
   // single-characters).
   static void append_character( expression& seq, const std::string& c, const location& where )
   {
      if( !seq.subs.empty() && seq.subs.back().what == expression::kind::literal ) {
         seq.subs.back().text += c;
         return;
      }
      expression l;
      l.what = expression::kind::literal;
      l.text = c;
      l.where = where;
      seq.subs.push_back( std::move( l ) );
   }
};

definition to_definition( const std::vector< line_of >& paragraph, const std::string& file )
{
   const auto t = tokens( paragraph, file );
   definition d;
   d.where = t.at( 0 ).where;
   if( !is_name( t[ 0 ].text ) ) {
      fail( d.where, "expected a production's name (a word of more than one letter), found `" + t[ 0 ].text + "`" );
   }
   if( t[ 0 ].text == "space" || t[ 0 ].text == "vline" ) {
      fail( d.where, "`" + t[ 0 ].text + "` is notation (a character), not a production" );
   }
   d.name = t[ 0 ].text;
   for( std::size_t i = 0; i < paragraph.size(); ++i ) {
      auto l = paragraph[ i ].text;
      while( !l.empty() && ( l.back() == ' ' || l.back() == '\t' ) ) {
         l.remove_suffix( 1 );
      }
      d.source += ( i ? "\n" : "" ) + std::string( l );
   }
   parser p{ t };
   if( p.done() ) {
      d.body.what = expression::kind::sequence;   // void: the empty string
      d.body.where = d.where;
      return d;
   }
   d.body = p.alternation();
   if( !p.done() ) {
      fail( t[ p.at ].where, "`]` closes no `[`" );
   }
   return d;
}

}  // namespace

std::vector< definition > read_draft( std::string_view text, const std::string& file )
{
   std::vector< definition > result;
   std::set< std::string > seen;
   std::vector< line_of > paragraph;
   auto close = [ & ] {
      if( paragraph.empty() ) {
         return;
      }
      auto d = to_definition( paragraph, file );
      if( !seen.insert( d.name ).second ) {
         fail( d.where, "production `" + d.name + "` is defined twice" );
      }
      result.push_back( std::move( d ) );
      paragraph.clear();
   };
   for( const auto& l : lines( text ) ) {
      if( blank( l.text ) ) {
         close();
      }
      else {
         paragraph.push_back( l );
      }
   }
   close();
   if( result.empty() ) {
      throw read_error( file + ":1:1: no production defined" );
   }
   return result;
}

std::vector< reading > read_readings( std::string_view text, const std::string& file, const std::vector< definition >& draft )
{
   std::set< std::string > productions;
   for( const auto& d : draft ) {
      productions.insert( d.name );
   }
   std::vector< reading > result;
   std::set< std::string > ids, replaced, defined;
   std::vector< line_of > paragraph;
   auto close = [ & ] {
      if( paragraph.empty() ) {
         return;
      }
      auto d = to_definition( paragraph, file );
      paragraph.clear();
      if( result.empty() ) {
         fail( d.where, "expected `@reading name` first" );
      }
      auto& r = result.back();
      if( r.kind == "notation" ) {
         fail( d.where, "reading `" + r.id + "` is of the notation: it defines nothing" );
      }
      if( !r.rules.empty() ) {
         fail( d.where, "reading `" + r.id + "` already has its definition" );
      }
      if( r.kind == "gap" && d.name != r.defines ) {
         fail( d.where, "reading `" + r.id + "` defines `" + r.defines + "`, not `" + d.name + "`" );
      }
      r.rules.push_back( std::move( d ) );
   };
   auto directive = [ & ]( std::string_view l, std::string_view name, std::string& value ) {
      if( l.substr( 0, name.size() ) != name || ( l.size() > name.size() && l[ name.size() ] != ' ' ) ) {
         return false;
      }
      auto v = l.substr( name.size() );
      while( !v.empty() && v.front() == ' ' ) {
         v.remove_prefix( 1 );
      }
      while( !v.empty() && ( v.back() == ' ' || v.back() == '\t' ) ) {
         v.remove_suffix( 1 );
      }
      value = std::string( v );
      return true;
   };
   for( const auto& l : lines( text ) ) {
      if( blank( l.text ) ) {
         close();
         continue;
      }
      if( l.text.front() == ';' ) {
         close();
         continue;
      }
      if( l.text.front() != '@' ) {
         paragraph.push_back( l );
         continue;
      }
      close();
      const location at{ file, l.number, 1 };
      std::string value;
      if( directive( l.text, "@reading", value ) ) {
         if( value.empty() ) {
            fail( at, "expected the reading's name" );
         }
         if( !ids.insert( value ).second ) {
            fail( at, "reading `" + value + "` is recorded twice" );
         }
         reading r;
         r.id = value;
         r.where = at;
         result.push_back( std::move( r ) );
         continue;
      }
      if( result.empty() ) {
         fail( at, "expected `@reading name` first" );
      }
      auto& r = result.back();
      if( directive( l.text, "@kind", value ) ) {
         if( value != "typo" && value != "repair" && value != "gap" && value != "notation" ) {
            fail( at, "a reading's kind is typo, repair, gap or notation, not `" + value + "`" );
         }
         r.kind = value;
      }
      else if( directive( l.text, "@replaces", value ) ) {
         if( productions.count( value ) == 0 ) {
            fail( at, "`" + value + "` is not a production of the draft" );
         }
         if( !replaced.insert( value ).second ) {
            fail( at, "production `" + value + "` is replaced twice" );
         }
         r.replaces = value;
      }
      else if( directive( l.text, "@defines", value ) ) {
         if( productions.count( value ) != 0 ) {
            fail( at, "`" + value + "` is a production of the draft: a gap is a name it leaves undefined" );
         }
         if( !defined.insert( value ).second ) {
            fail( at, "`" + value + "` is defined twice" );
         }
         r.defines = value;
      }
      else if( directive( l.text, "@as-written", value ) ) {
         r.as_written.push_back( value );
      }
      else if( directive( l.text, "@why", value ) ) {
         r.why.push_back( value );
      }
      else {
         fail( at, "expected @reading, @kind, @replaces, @defines, @as-written or @why" );
      }
   }
   close();
   for( const auto& r : result ) {
      if( r.kind.empty() || r.why.empty() || r.as_written.empty() ) {
         fail( r.where, "reading `" + r.id + "` must say its @kind, @as-written and @why" );
      }
      const bool changes = r.kind != "notation";
      if( changes && r.rules.empty() ) {
         fail( r.where, "reading `" + r.id + "` (" + r.kind + ") gives no definition" );
      }
      if( ( r.kind == "typo" || r.kind == "repair" ) && r.replaces.empty() ) {
         fail( r.where, "reading `" + r.id + "` must name the production it replaces (@replaces)" );
      }
      if( r.kind == "gap" && r.defines.empty() ) {
         fail( r.where, "reading `" + r.id + "` must name what it defines (@defines)" );
      }
      if( ( r.kind == "gap" || r.kind == "notation" ) && !r.replaces.empty() ) {
         fail( r.where, "reading `" + r.id + "` (" + r.kind + ") replaces no production" );
      }
      if( r.kind != "gap" && !r.defines.empty() ) {
         fail( r.where, "only a gap reading @defines a name" );
      }
   }
   return result;
}

std::vector< definition > apply_readings( const std::vector< definition >& draft, const std::vector< reading >& readings, draft_edition edition )
{
   std::map< std::string, const definition* > instead;
   std::vector< const definition* > added;
   for( const auto& r : readings ) {
      if( r.kind == "repair" || ( r.kind == "typo" && edition == draft_edition::corrected ) ) {
         instead[ r.replaces ] = &r.rules.front();
      }
      else if( r.kind == "gap" ) {
         added.push_back( &r.rules.front() );
      }
   }
   std::vector< definition > out;
   std::set< std::string > names;
   for( const auto& d : draft ) {
      const auto it = instead.find( d.name );
      out.push_back( it == instead.end() ? d : *it->second );
   }
   for( const auto* d : added ) {
      out.push_back( *d );
   }
   for( const auto& d : out ) {
      if( !names.insert( d.name ).second ) {
         fail( d.where, "production `" + d.name + "` is defined twice once the readings are applied" );
      }
   }
   return out;
}

void check_right_recursion( const std::vector< definition >& productions )
{
   std::map< std::string, const definition* > by_name;
   for( const auto& d : productions ) {
      by_name[ d.name ] = &d;
   }
   // reaches[ a ] = every production a's definition can lead to.
   std::map< std::string, std::set< std::string > > reaches;
   std::function< void( const expression&, std::set< std::string >& ) > direct = [ & ]( const expression& e, std::set< std::string >& out ) {
      if( e.what == expression::kind::name ) {
         out.insert( e.text );
      }
      for( const auto& s : e.subs ) {
         direct( s, out );
      }
   };
   for( const auto& d : productions ) {
      std::set< std::string > seen;
      std::vector< std::string > todo;
      std::set< std::string > first;
      direct( d.body, first );
      todo.assign( first.begin(), first.end() );
      while( !todo.empty() ) {
         const auto n = todo.back();
         todo.pop_back();
         if( !seen.insert( n ).second ) {
            continue;
         }
         const auto it = by_name.find( n );
         if( it == by_name.end() ) {
            continue;   // undefined: check() says so
         }
         std::set< std::string > next;
         direct( it->second->body, next );
         todo.insert( todo.end(), next.begin(), next.end() );
      }
      reaches[ d.name ] = std::move( seen );
   }
   for( const auto& d : productions ) {
      // A reference in `d` to a production that leads back to `d` must be in
      // tail position.
      std::function< void( const expression&, bool ) > walk = [ & ]( const expression& e, bool tail ) {
         using k = expression::kind;
         switch( e.what ) {
            case k::name:
               if( ( e.text == d.name || reaches[ e.text ].count( d.name ) ) && !tail ) {
                  fail( e.where, "`" + d.name + "` recurs through `" + e.text + "` before the end of its definition: only recursion on the right is read (the language must be regular)" );
               }
               return;
            case k::sequence:
               for( std::size_t i = 0; i < e.subs.size(); ++i ) {
                  walk( e.subs[ i ], tail && i + 1 == e.subs.size() );
               }
               return;
            case k::alternation:
            case k::option:
               for( const auto& s : e.subs ) {
                  walk( s, tail );
               }
               return;
            default:
               for( const auto& s : e.subs ) {
                  walk( s, false );
               }
               return;
         }
      };
      walk( d.body, true );
   }
}

}  // namespace rfc1738::bnf2pegtl

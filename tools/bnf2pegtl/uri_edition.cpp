// SPDX-License-Identifier: BSL-1.0
#include "uri_edition.hpp"

#include <array>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <set>
#include <sstream>
#include <utility>

#include "abnf_reader.hpp"
#include "reader.hpp"

namespace rfc1738::bnf2pegtl {

namespace {

[[noreturn]] void fail( const location& where, const std::string& message )
{
   throw read_error( to_string( where ) + ": " + message );
}

std::string lowered( std::string s )
{
   for( char& c : s ) {
      c = static_cast< char >( std::tolower( static_cast< unsigned char >( c ) ) );
   }
   return s;
}

bool ends_with( const std::string& s, std::string_view tail )
{
   return s.size() >= tail.size() && s.compare( s.size() - tail.size(), tail.size(), tail ) == 0;
}

std::vector< definition > read_file( const grammar_file& f, const std::vector< prose_reading >& readings = {} )
{
   auto rules = ends_with( f.path, ".abnf" ) ? read_abnf( f.text, f.path ) : read_bnf( f.text, f.path, readings );
   for( auto& d : rules ) {
      d.group.clear();   // RFC 1738's group headings: not a fact of these grammars
   }
   return rules;
}

template< typename Expression, typename F >
void for_each_name( Expression& e, F&& f )
{
   if( e.what == expression::kind::name ) {
      f( e );
   }
   for( auto& s : e.subs ) {
      for_each_name( s, f );
   }
}

std::vector< std::string > words_of( std::string_view line )
{
   std::vector< std::string > words;
   std::istringstream in{ std::string( line ) };
   std::string w;
   while( in >> w ) {
      words.push_back( w );
   }
   return words;
}

std::string string_literal( std::string_view s )
{
   std::string out = "\"";
   for( const char c : s ) {
      if( c == '"' || c == '\\' ) {
         out += '\\';
      }
      out += c;
   }
   return out + '"';
}

// Calls f( number, line ) for each line of `text` (numbered from 1).
template< typename F >
void for_each_line( std::string_view text, F&& f )
{
   std::size_t number = 0;
   for( std::size_t begin = 0; begin < text.size(); ) {
      std::size_t end = text.find( '\n', begin );
      if( end == std::string_view::npos ) {
         end = text.size();
      }
      f( ++number, text.substr( begin, end - begin ) );
      begin = end + 1;
   }
}

// The text of line `l` after its first word `key`, blanks around it dropped.
std::string rest_after( std::string_view l, const std::string& key )
{
   std::string_view rest = l.substr( l.find( key ) + key.size() );
   while( !rest.empty() && ( rest.front() == ' ' || rest.front() == '\t' ) ) {
      rest.remove_prefix( 1 );
   }
   while( !rest.empty() && ( rest.back() == ' ' || rest.back() == '\t' || rest.back() == '\r' ) ) {
      rest.remove_suffix( 1 );
   }
   return std::string( rest );
}

using byte_set = std::array< bool, 256 >;

// The bytes of `e` when its language is a set of single bytes (literals of
// one byte, alternations of them, names of such productions).
std::optional< byte_set > bytes_of( const grammar& g, const expression& e, std::size_t depth = 0 )
{
   if( depth > g.productions.size() ) {
      return std::nullopt;   // a cycle: no finite set
   }
   byte_set out{};
   switch( e.what ) {
      case expression::kind::literal:
         if( e.text.size() != 1 ) {
            return std::nullopt;
         }
         out[ static_cast< unsigned char >( e.text[ 0 ] ) ] = true;
         return out;
      case expression::kind::alternation:
         for( const auto& s : e.subs ) {
            const auto b = bytes_of( g, s, depth + 1 );
            if( !b ) {
               return std::nullopt;
            }
            for( std::size_t i = 0; i < out.size(); ++i ) {
               out[ i ] = out[ i ] || ( *b )[ i ];
            }
         }
         return out;
      case expression::kind::name:
         for( const auto& d : g.productions ) {
            if( d.name == e.text ) {
               return bytes_of( g, d.body, depth + 1 );
            }
         }
         return std::nullopt;
      default:
         return std::nullopt;
   }
}

const definition* production_named( const grammar& g, const std::string& name )
{
   for( const auto& d : g.productions ) {
      if( d.name == name ) {
         return &d;
      }
   }
   return nullptr;
}

}  // namespace

std::vector< prose_reading > read_prose_readings( std::string_view text, const std::string& file )
{
   // The directives, and the text the ABNF reader reads: each directive line
   // written as a comment of its length, so that lines and columns stay.
   std::vector< prose_reading > out;
   std::string abnf;
   bool rules_written = false;
   for_each_line( text, [ & ]( const std::size_t line, const std::string_view l ) {
      const location at{ file, line, 1 };
      if( l.empty() || l[ 0 ] != '@' ) {
         abnf += std::string( l ) + "\n";
         rules_written = rules_written || ( l.find_first_not_of( " \t\r" ) != std::string_view::npos && l[ 0 ] != ';' );
         return;
      }
      abnf += ";" + std::string( l.substr( 1 ) ) + "\n";
      const auto words = words_of( l );
      if( words[ 0 ] == "@prose" ) {
         prose_reading r;
         r.prose = rest_after( l, words[ 0 ] );
         r.where = at;
         if( r.prose.size() < 3 || r.prose.front() != '<' || r.prose.back() != '>' ) {
            fail( at, "expected `@prose <...>`, the prose value as the grammar writes it" );
         }
         for( const auto& o : out ) {
            if( o.prose == r.prose ) {
               fail( at, "prose value " + r.prose + " has a reading already (" + to_string( o.where ) + ")" );
            }
         }
         out.push_back( std::move( r ) );
      }
      else if( words[ 0 ] == "@why" ) {
         if( out.empty() ) {
            fail( at, "expected `@prose <...>` first" );
         }
         out.back().why.push_back( rest_after( l, words[ 0 ] ) );
      }
      else {
         fail( at, "unknown directive `" + words[ 0 ] + "` (@prose, @why)" );
      }
   } );
   if( out.empty() ) {
      fail( { file, 1, 1 }, "no reading: expected `@prose <...>`" );
   }
   auto rules = rules_written ? read_abnf( abnf, file ) : std::vector< definition >();
   // Each rule is the reading of the @prose above it.
   for( auto& d : rules ) {
      prose_reading* r = nullptr;
      for( auto& o : out ) {
         r = o.where.line < d.where.line ? &o : r;
      }
      if( r == nullptr ) {
         fail( d.where, "expected `@prose <...>` before the reading's rule" );
      }
      if( !r->production.empty() ) {
         fail( d.where, "the reading of " + r->prose + " is one rule; `" + r->production + "` is its rule already" );
      }
      for_each_name( d.body, [ & ]( const expression& e ) {
         fail( e.where, "a reading is written in values (%x.., \"...\"), not with names (`" + e.text + "`)" );
      } );
      r->production = d.name;
      r->value = d.body;
      r->source = d.source;
   }
   for( const auto& r : out ) {
      if( r.production.empty() ) {
         fail( r.where, "the reading of " + r.prose + " has no rule: `production = ` its set, in ABNF" );
      }
   }
   return out;
}

void read_uri_facts( std::string_view text, const std::string& file, uri_facts& into )
{
   std::string rfc = into.rfc;
   for_each_line( text, [ & ]( const std::size_t line, const std::string_view l ) {
      const auto words = words_of( l );
      const location at{ file, line, 1 };
      if( words.empty() || words[ 0 ][ 0 ] == ';' ) {
         return;
      }
      const std::string& key = words[ 0 ];
      if( key[ 0 ] == '@' ) {
         if( words.size() < 2 ) {
            fail( at, "`" + key + "` needs a value" );
         }
         if( key == "@rfc" ) {
            rfc = std::string( l.substr( l.find( words[ 1 ] ) ) );
            while( !rfc.empty() && ( rfc.back() == ' ' || rfc.back() == '\r' ) ) {
               rfc.pop_back();
            }
            if( into.rfc.empty() ) {
               into.rfc = rfc;
            }
         }
         else if( key == "@top" ) {
            into.top = words[ 1 ];
            into.where = at;
         }
         else if( key == "@verdict" ) {
            into.verdicts.assign( words.begin() + 1, words.end() );
         }
         else if( key == "@names" ) {
            if( words[ 1 ] != "case-insensitive" && words[ 1 ] != "case-sensitive" ) {
               fail( at, "@names is case-insensitive or case-sensitive" );
            }
            into.names_ignore_case = words[ 1 ] == "case-insensitive";
         }
         else if( key == "@scheme" ) {
            if( words.size() != 4 ) {
               fail( at, "expected `@scheme scheme production section`" );
            }
            if( rfc.empty() ) {
               fail( at, "@rfc must come before @scheme" );
            }
            if( lowered( words[ 1 ] ) != words[ 1 ] ) {
               fail( at, "a scheme is written in lower case (RFC 3986 §3.1: \"the canonical form is lowercase\")" );
            }
            for( const auto& o : into.schemes ) {
               if( o.scheme == words[ 1 ] ) {
                  fail( at, "scheme `" + o.scheme + "` is refined twice (" + to_string( o.where ) + ")" );
               }
            }
            into.schemes.push_back( { words[ 1 ], words[ 2 ], rfc + " §" + words[ 3 ], at } );
         }
         else if( key == "@excluded" ) {
            if( words.size() < 3 ) {
               fail( at, "expected `@excluded section production...`" );
            }
            if( rfc.empty() ) {
               fail( at, "@rfc must come before @excluded" );
            }
            for( std::size_t i = 2; i < words.size(); ++i ) {
               for( const auto& o : into.excluded ) {
                  if( o.production == words[ i ] ) {
                     fail( at, "`" + o.production + "` is excluded twice (" + to_string( o.where ) + ")" );
                  }
               }
               into.excluded.push_back( { words[ i ], rfc + " §" + words[ 1 ], at } );
            }
            if( into.excluded_section.empty() ) {
               into.excluded_section = rfc + " §" + words[ 1 ];
            }
         }
         else if( key == "@excluded-amended" ) {
            if( words.size() < 3 ) {
               fail( at, "expected `@excluded-amended production section`" );
            }
            if( rfc.empty() ) {
               fail( at, "@rfc must come before @excluded-amended" );
            }
            uri_excluded* set = nullptr;
            for( auto& o : into.excluded ) {
               set = o.production == words[ 1 ] ? &o : set;
            }
            if( set == nullptr || set->where.file == file ) {
               fail( at, "`" + words[ 1 ] + "` is not a set an earlier facts file excludes (@excluded)" );
            }
            set->citation = rfc + " §" + rest_after( l.substr( l.find( key ) + key.size() ), words[ 1 ] );
            set->where = at;
         }
         else if( key == "@excluded-rule" ) {
            into.excluded_rule = rest_after( l, key );
         }
         else {
            fail( at, "unknown directive `" + key + "` (@rfc, @top, @verdict, @names, @scheme, @excluded, @excluded-amended, @excluded-rule)" );
         }
         return;
      }
      if( words.size() != 3 ) {
         fail( at, "expected `production role section`" );
      }
      if( rfc.empty() ) {
         fail( at, "@rfc must come before the components" );
      }
      uri_component c{ words[ 0 ], words[ 1 ] == "-" ? std::string() : words[ 1 ], rfc + " §" + words[ 2 ], at };
      for( const auto& o : into.components ) {
         if( o.production == c.production ) {
            fail( at, "`" + c.production + "` is listed twice (" + to_string( o.where ) + ")" );
         }
      }
      into.components.push_back( std::move( c ) );
   } );
   if( into.top.empty() || into.verdicts.empty() ) {
      fail( { file, 1, 1 }, "an edition's first facts file says @top and @verdict" );
   }
}

std::vector< definition > assemble_uri_grammar( const std::vector< grammar_file >& files, const grammar_file& core, const bool ignore_case,
                                                std::map< std::string, std::string >& replaced, const std::vector< prose_reading >& readings )
{
   const auto key = [ ignore_case ]( const std::string& name ) { return ignore_case ? lowered( name ) : name; };
   std::vector< definition > all;
   std::map< std::string, std::size_t > index;
   std::set< std::string > read_prose;   // the readings used: production and prose
   for( const auto& f : files ) {
      for( auto& d : read_file( f, readings ) ) {
         for( const auto& r : readings ) {
            if( r.production == d.name && d.source.find( r.prose ) != std::string::npos ) {
               read_prose.insert( r.production + r.prose );
            }
         }
         const auto it = index.find( key( d.name ) );
         if( it == index.end() ) {
            index.emplace( key( d.name ), all.size() );
            all.push_back( std::move( d ) );
            continue;
         }
         definition& old = all[ it->second ];
         replaced[ old.name ] = "Defined in " + d.where.file + " line " + std::to_string( d.where.line ) + ", replacing the definition of " + old.where.file + " line " +
                                std::to_string( old.where.line ) + ":\n  " + old.source + "\n";
         old = std::move( d );
      }
   }
   for( const auto& r : readings ) {
      if( read_prose.count( r.production + r.prose ) == 0 ) {
         fail( r.where, "no file of the edition writes the prose value " + r.prose + " in `" + r.production + "`: the reading reads nothing" );
      }
   }
   if( !core.text.empty() ) {
      std::vector< definition > rules = read_file( core );
      std::map< std::string, std::size_t > core_index;
      for( std::size_t i = 0; i < rules.size(); ++i ) {
         core_index.emplace( key( rules[ i ].name ), i );
      }
      // The core rules named, and those they name.
      std::set< std::size_t > taken;
      std::vector< definition* > todo;
      for( auto& d : all ) {
         todo.push_back( &d );
      }
      while( !todo.empty() ) {
         definition* d = todo.back();
         todo.pop_back();
         for_each_name( d->body, [ & ]( expression& e ) {
            const auto k = key( e.text );
            if( index.count( k ) != 0 ) {
               return;
            }
            const auto c = core_index.find( k );
            if( c != core_index.end() && taken.insert( c->second ).second ) {
               todo.push_back( &rules[ c->second ] );
            }
         } );
      }
      for( const std::size_t i : taken ) {   // in the core file's order
         index.emplace( key( rules[ i ].name ), all.size() );
         all.push_back( rules[ i ] );
      }
   }
   if( ignore_case ) {
      for( auto& d : all ) {
         for_each_name( d.body, [ & ]( expression& e ) {
            const auto it = index.find( key( e.text ) );
            if( it != index.end() ) {
               e.text = all[ it->second ].name;
            }
         } );
      }
   }
   return all;
}

std::string fragment_literal( const grammar& g, const uri_facts& facts )
{
   const definition* top = production_named( g, facts.top );
   if( top == nullptr || top->body.what != expression::kind::sequence ) {
      return {};
   }
   for( const expression& part : top->body.subs ) {
      const expression& e = part.what == expression::kind::option && part.subs.size() == 1 ? part.subs.front() : part;
      if( e.what != expression::kind::sequence || e.subs.size() != 2 || e.subs[ 0 ].what != expression::kind::literal || e.subs[ 1 ].what != expression::kind::name ) {
         continue;
      }
      for( const auto& c : facts.components ) {
         if( c.role == "fragment" && c.production == e.subs[ 1 ].text ) {
            return e.subs[ 0 ].text;
         }
      }
   }
   return {};
}

void check_uri_facts( const grammar& g, const uri_facts& facts )
{
   std::set< std::string > names;
   for( const auto& d : g.productions ) {
      names.insert( d.name );
   }
   if( names.count( facts.top ) == 0 ) {
      fail( facts.where, "@top `" + facts.top + "` is not a production" );
   }
   for( const auto& v : facts.verdicts ) {
      if( names.count( v ) == 0 ) {
         fail( facts.where, "@verdict `" + v + "` is not a production" );
      }
   }
   for( const auto& c : facts.components ) {
      if( names.count( c.production ) == 0 ) {
         fail( c.where, "`" + c.production + "` is not a production of the edition" );
      }
   }
   for( const auto& c : facts.schemes ) {
      if( names.count( c.production ) == 0 ) {
         fail( c.where, "@scheme's `" + c.production + "` is not a production of the edition" );
      }
   }
   for( const auto& x : facts.excluded ) {
      const definition* d = production_named( g, x.production );
      if( d == nullptr ) {
         fail( x.where, "@excluded's `" + x.production + "` is not a production of the edition" );
      }
      if( !bytes_of( g, d->body ) ) {
         fail( x.where, "@excluded's `" + x.production + "` is not a set of bytes (" + to_string( d->where ) + "): an excluded set derives single bytes" );
      }
   }
   if( !facts.excluded.empty() && facts.excluded_rule.empty() ) {
      fail( facts.excluded.front().where, "@excluded needs @excluded-rule: what the RFC says of the excluded characters" );
   }
}

std::string emit_uri_model( const grammar& g, const uri_facts& facts, const std::string& ns, const std::string& folder, const std::string& guard,
                            const std::string& title, const std::vector< std::string >& facts_paths )
{
   std::string from;
   for( const auto& p : facts_paths ) {
      from += ( from.empty() ? "" : " and " ) + p;
   }
   std::ostringstream o;
   o << "// SPDX-License-Identifier: BSL-1.0\n// Generated by tools/bnf2pegtl from " << from << ". DO NOT EDIT.\n//\n"
     << "// The model of " << title << ": the production every input is checked\n"
     << "// against, the productions that name the verdict, and the parts of a URI\n"
     << "// (the nodes of a parse) with their roles and sections. For the library\n"
     << "// (src/); nothing public includes it.\n"
     << "#ifndef " << guard << "_MODEL_HPP\n#define " << guard << "_MODEL_HPP\n\n#include <array>\n#include <cstdint>\n#include <string_view>\n\n"
     << "#include <tao/pegtl/type_list.hpp>\n\n"
     << "#include \"" << folder << "/production.hpp\"\n";
   for( const auto& c : facts.schemes ) {
      o << "#include \"" << folder << "/" << identifier( c.production ) << ".hpp\"\n";
   }
   o << "\nnamespace " << ns << "::model {\n\n"
     << "/// What a message cites.\ninline constexpr std::string_view rfc = " << string_literal( facts.rfc ) << ";\n\n"
     << "/// The production every input is checked against.\ninline constexpr production top = production::" << identifier( facts.top ) << ";\n\n"
     << "/// The alternatives of `top` that name the verdict's production.\ninline constexpr production verdicts[] = {";
   for( std::size_t i = 0; i < facts.verdicts.size(); ++i ) {
      o << ( i ? ", " : " " ) << "production::" << identifier( facts.verdicts[ i ] );
   }
   o << " };\n\n"
     << "/// A part of a URI: its production, its role across editions (empty: none),\n/// and the section that defines it.\n"
     << "struct component {\n   production of;\n   std::string_view role;\n   std::string_view section;\n};\n\n"
     << "// clang-format off\ninline constexpr component components[] = {\n";
   for( const auto& c : facts.components ) {
      o << "   { production::" << identifier( c.production ) << ", " << string_literal( c.role ) << ", " << string_literal( c.citation ) << " },\n";
   }
   o << "};\n// clang-format on\n\n"
     << "/// A scheme whose own specification refines `conforms`: a URI whose scheme\n"
     << "/// is `scheme` (in any case, RFC 3986 §3.1) conforms when it also derives\n"
     << "/// `of`, the rule of the same index in `scheme_rules`.\n"
     << "struct scheme_rule {\n   std::string_view scheme;\n   production of;\n   std::string_view section;\n};\n\n"
     << "inline constexpr std::array< scheme_rule, " << facts.schemes.size() << " > schemes = { {";
   for( std::size_t i = 0; i < facts.schemes.size(); ++i ) {
      const auto& c = facts.schemes[ i ];
      o << ( i ? ",\n" : "\n" ) << "   { " << string_literal( c.scheme ) << ", production::" << identifier( c.production ) << ", " << string_literal( c.citation ) << " }";
   }
   o << ( facts.schemes.empty() ? "" : "\n" ) << "} };\n\n"
     << "/// The rules of `schemes`, in its order.\nusing scheme_rules = tao::pegtl::type_list<";
   for( std::size_t i = 0; i < facts.schemes.size(); ++i ) {
      o << ( i ? ", " : " " ) << "::" << ns << "::" << identifier( facts.schemes[ i ].production );
   }
   o << ( facts.schemes.empty() ? "" : " " ) << ">;\n\n"
     << "/// A set of characters the RFC excludes from URIs: its production (a set of\n"
     << "/// single bytes), the section that names it, and its bytes (byte b: bit\n"
     << "/// b % 64 of bytes[ b / 64 ]).\n"
     << "struct excluded_set {\n   production of;\n   std::string_view section;\n   std::array< std::uint64_t, 4 > bytes;\n\n"
     << "   constexpr bool holds( unsigned char b ) const noexcept\n   {\n      return ( ( bytes[ b / 64 ] >> ( b % 64 ) ) & 1U ) != 0;\n   }\n};\n\n"
     << "// clang-format off\ninline constexpr std::array< excluded_set, " << facts.excluded.size() << " > excluded = { {";
   for( std::size_t i = 0; i < facts.excluded.size(); ++i ) {
      const auto& x = facts.excluded[ i ];
      const auto bytes = *bytes_of( g, production_named( g, x.production )->body );
      std::array< std::uint64_t, 4 > words{};
      for( std::size_t b = 0; b < bytes.size(); ++b ) {
         words[ b / 64 ] |= bytes[ b ] ? std::uint64_t( 1 ) << ( b % 64 ) : 0;
      }
      o << ( i ? ",\n" : "\n" ) << "   { production::" << identifier( x.production ) << ", " << string_literal( x.citation ) << ", { ";
      for( std::size_t w = 0; w < words.size(); ++w ) {
         char hex[ 24 ];
         std::snprintf( hex, sizeof( hex ), "0x%016llx", static_cast< unsigned long long >( words[ w ] ) );
         o << ( w ? ", " : "" ) << hex;
      }
      o << " } }";
   }
   o << ( facts.excluded.empty() ? "" : "\n" ) << "} };\n// clang-format on\n\n"
     << "/// Where the RFC excludes them and says what `excluded_rule` quotes (empty:\n"
     << "/// none); a set whose section is another is amended there.\n"
     << "inline constexpr std::string_view excluded_section = " << string_literal( facts.excluded_section ) << ";\n\n"
     << "/// What the RFC says of the characters it excludes (empty: none).\n"
     << "inline constexpr std::string_view excluded_rule = " << string_literal( facts.excluded_rule ) << ";\n\n"
     << "/// Whether production `p` is a part of a URI (a node of the parse).\n"
     << "constexpr bool is_component( production p ) noexcept\n{\n   for( const auto& c : components ) {\n      if( c.of == p ) {\n         return true;\n      }\n   }\n   return false;\n}\n\n"
     << "}  // namespace " << ns << "::model\n\n#endif\n";
   return o.str();
}

}  // namespace rfc1738::bnf2pegtl

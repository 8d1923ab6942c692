// SPDX-License-Identifier: BSL-1.0
#include "uri_edition.hpp"

#include <cctype>
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

std::vector< definition > read_file( const grammar_file& f )
{
   auto rules = ends_with( f.path, ".abnf" ) ? read_abnf( f.text, f.path ) : read_bnf( f.text, f.path );
   for( auto& d : rules ) {
      d.group.clear();   // RFC 1738's group headings: not a fact of these grammars
   }
   return rules;
}

template< typename F >
void for_each_name( expression& e, F&& f )
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

}  // namespace

void read_uri_facts( std::string_view text, const std::string& file, uri_facts& into )
{
   std::string rfc = into.rfc;
   std::size_t line = 0;
   for( std::size_t begin = 0; begin <= text.size(); ) {
      std::size_t end = text.find( '\n', begin );
      if( end == std::string_view::npos ) {
         end = text.size();
      }
      const std::string_view l = text.substr( begin, end - begin );
      begin = end + 1;
      ++line;
      const auto words = words_of( l );
      const location at{ file, line, 1 };
      if( words.empty() || words[ 0 ][ 0 ] == ';' ) {
         continue;
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
         else {
            fail( at, "unknown directive `" + key + "` (@rfc, @top, @verdict, @names, @scheme)" );
         }
         continue;
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
   }
   if( into.top.empty() || into.verdicts.empty() ) {
      fail( { file, 1, 1 }, "an edition's first facts file says @top and @verdict" );
   }
}

std::vector< definition > assemble_uri_grammar( const std::vector< grammar_file >& files, const grammar_file& core, const bool ignore_case,
                                                std::map< std::string, std::string >& replaced )
{
   const auto key = [ ignore_case ]( const std::string& name ) { return ignore_case ? lowered( name ) : name; };
   std::vector< definition > all;
   std::map< std::string, std::size_t > index;
   for( const auto& f : files ) {
      for( auto& d : read_file( f ) ) {
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
}

std::string emit_uri_model( const grammar& g, const uri_facts& facts, const std::string& ns, const std::string& folder, const std::string& guard,
                            const std::string& title, const std::vector< std::string >& facts_paths )
{
   (void)g;
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
     << "#ifndef " << guard << "_MODEL_HPP\n#define " << guard << "_MODEL_HPP\n\n#include <array>\n#include <string_view>\n\n"
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
     << "/// Whether production `p` is a part of a URI (a node of the parse).\n"
     << "constexpr bool is_component( production p ) noexcept\n{\n   for( const auto& c : components ) {\n      if( c.of == p ) {\n         return true;\n      }\n   }\n   return false;\n}\n\n"
     << "}  // namespace " << ns << "::model\n\n#endif\n";
   return o.str();
}

}  // namespace rfc1738::bnf2pegtl

// SPDX-License-Identifier: BSL-1.0
#include "reader.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <utility>

#include <tao/pegtl/contrib/parse_tree.hpp>

#include "lowering.hpp"
#include "names_in.hpp"
#include "notation.hpp"
#include "refusal.hpp"

namespace rfc1738::bnf2pegtl {

namespace pegtl = tao::pegtl;
namespace n = notation;

std::string to_string( const location& where )
{
   return where.file + ':' + std::to_string( where.line ) + ':' + std::to_string( where.column );
}

namespace {

// What each committed rule says when it cannot continue.
template< typename Rule >
constexpr const char* expected = nullptr;
// clang-format off
template<> constexpr const char* expected< n::line >         = "expected a definition `name = expression`, a comment or an empty line";
template<> constexpr const char* expected< n::alternation >  = "expected an expression";
template<> constexpr const char* expected< n::sequence >     = "expected an expression after `|`";
template<> constexpr const char* expected< n::primary >      = "expected a name, a \"literal\", <\">, [ ... ] or ( ... )";
template<> constexpr const char* expected< n::gap >          = "expected white space";
template<> constexpr const char* expected< n::literal_text > = "expected the literal's text";
template<> constexpr const char* expected< n::any_case_text > = "expected the literal's text";
template<> constexpr const char* expected< n::name >         = "expected a name";
template<> constexpr const char* expected< n::prose_text >   = "expected the prose value's words, then `>`";
template<> constexpr const char* expected< pegtl::one< '>' > > = "unterminated prose value: expected `>` on the same line";
template<> constexpr const char* expected< n::stray >        = "expected a name, a \"literal\", <\">, [ ... ], ( ... ) or a repetition n*element";
template<> constexpr const char* expected< pegtl::eolf >     = "expected the end of the line (or `|` between alternatives)";
template<> constexpr const char* expected< pegtl::one< '"' > > = "unterminated literal: expected the closing `\"` on the same line";
template<> constexpr const char* expected< pegtl::one< ']' > > = "expected `]` closing the `[` above";
template<> constexpr const char* expected< pegtl::one< ')' > > = "expected `)` closing the `(` above";
template<> constexpr const char* expected< pegtl::star< n::blank > > = "expected white space";
// clang-format on

template< typename Rule >
struct control : pegtl::normal< Rule > {
   template< typename ParseInput, typename... States >
   [[noreturn]] static void raise( const ParseInput& in, States&&... /*unused*/ )
   {
      if( !in.empty() && in.peek_char() == '/' ) {
         throw pegtl::parse_error( "unquoted `/` is not notation: a literal slash is written \"/\" "
                                   "(RFC 1738 erratum 5118 corrects exactly this in gopherurl)",
                                   in );
      }
      throw pegtl::parse_error( refusal< Rule >( expected< Rule >, in ), in );
   }
};

// clang-format off
template< typename Rule > struct keep : std::false_type {};
template<> struct keep< n::variant_name >       : std::true_type {};
template<> struct keep< n::literal_text >       : std::true_type {};
template<> struct keep< n::any_case_text >      : std::true_type {};
template<> struct keep< n::quote_char >         : std::true_type {};
template<> struct keep< n::end_of_input >       : std::true_type {};
template<> struct keep< n::prose >              : std::true_type {};
template<> struct keep< n::option >             : std::true_type {};
template<> struct keep< n::group >              : std::true_type {};
template<> struct keep< n::count >              : std::true_type {};
template<> struct keep< n::upper_count >        : std::true_type {};
template<> struct keep< n::repetition >         : std::true_type {};
template<> struct keep< n::not_followed >       : std::true_type {};
template<> struct keep< n::followed >           : std::true_type {};
template<> struct keep< n::sequence >           : std::true_type {};
template<> struct keep< n::alternation >        : std::true_type {};
template<> struct keep< n::defines >            : std::true_type {};
template<> struct keep< n::rewrites_as >        : std::true_type {};
template<> struct keep< n::definition >         : std::true_type {};
template<> struct keep< n::directive_rewrite >  : std::true_type {};
template<> struct keep< n::directive_replaces > : std::true_type {};
template<> struct keep< n::directive_why >      : std::true_type {};
template<> struct keep< n::name >               : std::true_type {};
template<> struct keep< n::text >               : std::true_type {};
// clang-format on

using node = pegtl::parse_tree::node;

[[noreturn]] void fail( const location& where, const std::string& message )
{
   throw read_error( to_string( where ) + ": " + message );
}

// The blank-separated fields of one facts line with their columns; none for
// a blank line or a `;` comment.
std::vector< std::pair< std::string, std::size_t > > fact_fields( std::string_view l )
{
   std::vector< std::pair< std::string, std::size_t > > fields;
   for( std::size_t i = 0; i < l.size(); ) {
      while( i < l.size() && ( l[ i ] == ' ' || l[ i ] == '\t' || l[ i ] == '\r' ) ) {
         ++i;
      }
      if( i == l.size() ) {
         break;
      }
      std::size_t j = i;
      while( j < l.size() && l[ j ] != ' ' && l[ j ] != '\t' && l[ j ] != '\r' ) {
         ++j;
      }
      fields.emplace_back( std::string( l.substr( i, j - i ) ), i + 1 );
      i = j;
   }
   if( !fields.empty() && fields[ 0 ].first[ 0 ] == ';' ) {
      fields.clear();
   }
   return fields;
}

// Calls f( line, its text, its fields ) for each line of a facts file that
// is not blank or a `;` comment.
template< typename F >
void for_each_fact_line( std::string_view text, F&& f )
{
   std::size_t line = 0;
   for( std::size_t begin = 0; begin < text.size(); ) {
      std::size_t end = text.find( '\n', begin );
      if( end == std::string_view::npos ) {
         end = text.size();
      }
      const std::string_view l = text.substr( begin, end - begin );
      ++line;
      begin = end + 1;
      const auto fields = fact_fields( l );
      if( !fields.empty() ) {
         f( line, l, fields );
      }
   }
}

// The text of a line from field `field` to its end, trailing blanks dropped.
std::string rest_of_line( std::string_view l, const std::vector< std::pair< std::string, std::size_t > >& fields, std::size_t field )
{
   std::string_view rest = l.substr( fields[ field ].second - 1 );
   while( !rest.empty() && ( rest.back() == ' ' || rest.back() == '\t' || rest.back() == '\r' ) ) {
      rest.remove_suffix( 1 );
   }
   return std::string( rest );
}

location where_of( const node& x, const std::string& file )
{
   // Not x.begin(): that names the input's source, which ends with the parse.
   return { file, x.m_begin.line, x.m_begin.column };
}

struct converter {
   const std::string& file;
   bool peg;
   const std::vector< prose_reading >* readings = nullptr;
   std::string defining;   // the production whose definition is read

   expression convert( const node& x ) const
   {
      expression e;
      e.where = where_of( x, file );
      if( x.is_type< n::variant_name >() ) {
         e.what = expression::kind::name;
         e.text = x.string();
      }
      else if( x.is_type< n::literal_text >() ) {
         e.what = expression::kind::literal;
         e.text = x.string();
         if( e.text.empty() ) {
            fail( e.where, "an empty literal \"\" matches nothing useful; write [ ] around what is optional" );
         }
      }
      else if( x.is_type< n::any_case_text >() ) {
         require_peg( e.where, "%i\"...\"" );
         if( x.string().empty() ) {
            fail( e.where, "an empty literal %i\"\" matches nothing useful; write [ ] around what is optional" );
         }
         return case_insensitive( x.string(), e.where );
      }
      else if( x.is_type< n::quote_char >() ) {
         e.what = expression::kind::literal;
         e.text = "\"";
      }
      else if( x.is_type< n::end_of_input >() ) {
         require_peg( e.where, "<eof>" );
         e.what = expression::kind::end_of_input;
      }
      else if( x.is_type< n::prose >() ) {
         return reading_of( x.string(), e.where );
      }
      else if( x.is_type< n::option >() ) {
         e.what = expression::kind::option;
         e.subs.push_back( convert( *x.children.at( 0 ) ) );
      }
      else if( x.is_type< n::group >() ) {
         return convert( *x.children.at( 0 ) );
      }
      else if( x.is_type< n::repetition >() ) {
         e.what = expression::kind::repetition;
         std::size_t i = 0;
         if( x.children.at( 0 )->is_type< n::count >() ) {
            e.minimum = count_of( x.children[ 0 ]->string(), where_of( *x.children[ 0 ], file ) );
            i = 1;
         }
         std::optional< unsigned > maximum;
         if( x.children.at( i )->is_type< n::upper_count >() ) {
            maximum = count_of( x.children[ i ]->string(), where_of( *x.children[ i ], file ) );
            ++i;
         }
         expression inner = convert( *x.children.at( i ) );
         // `*[ x ]`: the brackets group what is repeated (RFC 1738 §5: "brackets []
         // are used around optional or repeated elements").
         if( inner.what == expression::kind::option ) {
            expression unwrapped = std::move( inner.subs.at( 0 ) );
            inner = std::move( unwrapped );
         }
         if( maximum ) {
            if( *maximum < e.minimum ) {
               fail( e.where, "the repetition " + std::to_string( e.minimum ) + "*" + std::to_string( *maximum ) + " has its upper bound below its lower one" );
            }
            return bounded_repetition( std::move( inner ), e.minimum, *maximum, e.where );
         }
         e.subs.push_back( std::move( inner ) );
      }
      else if( x.is_type< n::not_followed >() || x.is_type< n::followed >() ) {
         const bool negative = x.is_type< n::not_followed >();
         require_peg( e.where, negative ? "`!`" : "`&`" );
         e.what = negative ? expression::kind::not_followed : expression::kind::followed;
         e.subs.push_back( convert( *x.children.at( 0 ) ) );
      }
      else if( x.is_type< n::sequence >() || x.is_type< n::alternation >() ) {
         if( x.children.size() == 1 ) {
            return convert( *x.children[ 0 ] );
         }
         e.what = x.is_type< n::sequence >() ? expression::kind::sequence : expression::kind::alternation;
         for( const auto& c : x.children ) {
            e.subs.push_back( convert( *c ) );
         }
      }
      else {
         fail( e.where, "internal: unexpected node " + std::string( x.type ) );
      }
      if( !peg && e.what == expression::kind::name && e.text.find( '/' ) != std::string::npos ) {
         fail( e.where, "variant names `production/qualifier` belong in rewrites, not in the BNF" );
      }
      return e;
   }

   // A prose value says in words what no notation reads: it is read as its
   // recorded reading, the one of this prose in this production.
   expression reading_of( const std::string& prose, const location& where ) const
   {
      if( readings != nullptr ) {
         for( const auto& r : *readings ) {
            if( r.prose == prose && r.production == defining ) {
               expression e = r.value;
               e.where = where;
               return e;
            }
         }
      }
      fail( where, "the prose value " + prose + " says in words what no grammar reads, and no reading of it is recorded for `" + defining +
                      "` (a readings file: `@prose " + prose + "`, then `" + defining + " = ` its set in ABNF)" );
   }

   void require_peg( const location& where, const std::string& what ) const
   {
      if( !peg ) {
         fail( where, what + " is PEG notation: it belongs in grammar/rewrites.peg, not in the BNF" );
      }
   }
};

std::string source_text( const node& x )
{
   std::string s = x.string();
   while( !s.empty() && ( s.back() == '\n' || s.back() == '\r' || s.back() == ' ' || s.back() == '\t' ) ) {
      s.pop_back();
   }
   return s;
}

std::unique_ptr< node > parse( std::string_view text, const std::string& file )
{
   check_nesting( text, file );
   pegtl::memory_input in( text.data(), text.size(), file );
   try {
      auto root = pegtl::parse_tree::parse< n::file, keep, pegtl::nothing, control >( in );
      if( !root ) {
         throw read_error( file + ":1:1: not a grammar" );
      }
      return root;
   }
   catch( const pegtl::parse_error& e ) {
      const auto& p = e.positions().front();
      throw read_error( p.source + ':' + std::to_string( p.line ) + ':' + std::to_string( p.column ) + ": " + std::string( e.message() ) );
   }
}

definition to_definition( const node& x, const std::string& file, bool peg_file, const std::vector< prose_reading >* readings = nullptr )
{
   definition d;
   d.where = where_of( x, file );
   d.name = x.children.at( 0 )->string();
   d.peg = x.children.at( 1 )->is_type< n::rewrites_as >();
   d.source = source_text( x );
   if( d.peg != peg_file ) {
      fail( d.where, peg_file ? "a rewrite defines its rules with `~`, not `=`" : "the BNF defines productions with `=`; `~` is for grammar/rewrites.peg" );
   }
   d.body = converter{ file, peg_file, readings, d.name }.convert( *x.children.at( 2 ) );
   if( !peg_file && d.name.find( '/' ) != std::string::npos ) {
      fail( d.where, "variant names `production/qualifier` belong in rewrites, not in the BNF" );
   }
   return d;
}

// The section of the scheme whose group of the BNF holds `d`: the group's
// heading begins with the scheme's name ("; FTP (see also RFC959)" heads
// ftpurl, fpath, fsegment and ftptype: §3.2); empty for the other groups.
std::string scheme_group_section( const grammar& g, const definition& d )
{
   std::string word;
   for( const char ch : d.group ) {
      if( !std::isalnum( static_cast< unsigned char >( ch ) ) && ch != '+' && ch != '-' && ch != '.' ) {
         break;
      }
      word += static_cast< char >( std::tolower( static_cast< unsigned char >( ch ) ) );
   }
   for( const auto& f : g.facts ) {
      if( !word.empty() && f.scheme == word ) {
         return f.section;
      }
   }
   return {};
}

}  // namespace

std::string identifier( std::string_view rfc_name )
{
   std::string id;
   for( const char c : rfc_name ) {
      switch( c ) {
         case '-':
            id += '_';
            break;
         case '+':
            id += "_plus";
            break;
         case '/':
            id += "_in_";
            break;
         default:
            id += c;
      }
   }
   // A production named like a C++ keyword (the draft's `void`) gets a "_".
   for( const char* keyword : { "void", "int", "char", "bool", "auto", "class", "struct", "union", "enum", "default", "delete", "new", "this", "true", "false", "case", "do", "if", "else", "for", "while", "switch", "return", "try", "catch", "throw", "const", "static", "register", "operator", "template", "typename", "namespace", "using", "long", "short", "signed", "unsigned", "float", "double", "goto", "break", "continue", "friend", "private", "public", "protected", "virtual", "volatile", "extern", "inline", "sizeof", "typedef", "and", "or", "not", "xor" } ) {
      if( id == keyword ) {
         return id + "_";
      }
   }
   return id;
}

// The text of the last `;` comment line before line `line` (1-based),
// without the `;` and the blanks around it: the heading of the group of
// productions that §5 writes under it ("FTP (see also RFC959)").
std::string comment_before( std::string_view text, std::size_t line )
{
   std::string heading;
   std::size_t n = 1;
   for( std::size_t begin = 0; begin < text.size() && n < line; ++n ) {
      const auto end = std::min( text.find( '\n', begin ), text.size() );
      std::string_view l = text.substr( begin, end - begin );
      const auto first = l.find_first_not_of( " \t" );
      if( first != std::string_view::npos && l[ first ] == ';' ) {
         l.remove_prefix( first + 1 );
         const auto a = l.find_first_not_of( " \t\r" );
         const auto b = l.find_last_not_of( " \t\r" );
         heading = a == std::string_view::npos ? std::string() : std::string( l.substr( a, b - a + 1 ) );
      }
      begin = end + 1;
   }
   return heading;
}

std::vector< definition > read_bnf( std::string_view text, const std::string& file, const std::vector< prose_reading >& readings )
{
   const auto root = parse( text, file );
   std::vector< definition > result;
   std::set< std::string > seen;
   for( const auto& c : root->children ) {
      if( !c->is_type< n::definition >() ) {
         fail( where_of( *c, file ), "directives (`@...`) belong in grammar/rewrites.peg, not in the BNF" );
      }
      auto d = to_definition( *c, file, false, &readings );
      d.group = comment_before( text, d.where.line );
      if( !seen.insert( d.name ).second ) {
         fail( d.where, "production `" + d.name + "` is defined twice" );
      }
      result.push_back( std::move( d ) );
   }
   if( result.empty() ) {
      throw read_error( file + ":1:1: no production defined" );
   }
   return result;
}

std::vector< rewrite > read_rewrites( std::string_view text, const std::string& file, const std::vector< definition >& bnf )
{
   std::set< std::string > productions;
   for( const auto& d : bnf ) {
      productions.insert( d.name );
   }
   const auto root = parse( text, file );
   std::vector< rewrite > result;
   std::set< std::string > ids, replaced, rules;
   for( const auto& c : root->children ) {
      const location at = where_of( *c, file );
      if( c->is_type< n::directive_rewrite >() ) {
         rewrite r;
         r.id = c->children.at( 0 )->string();
         r.where = at;
         if( !ids.insert( r.id ).second ) {
            fail( at, "rewrite `" + r.id + "` is defined twice" );
         }
         result.push_back( std::move( r ) );
         continue;
      }
      if( result.empty() ) {
         fail( at, "expected `@rewrite name` first" );
      }
      rewrite& r = result.back();
      if( c->is_type< n::directive_replaces >() ) {
         if( !r.replaces.empty() ) {
            fail( at, "rewrite `" + r.id + "` already names the production it replaces" );
         }
         r.replaces = c->children.at( 0 )->string();
         if( productions.count( r.replaces ) == 0 ) {
            fail( at, "`" + r.replaces + "` is not a production of the BNF" );
         }
         if( !replaced.insert( r.replaces ).second ) {
            fail( at, "production `" + r.replaces + "` is rewritten twice" );
         }
      }
      else if( c->is_type< n::directive_why >() ) {
         r.why.push_back( c->children.empty() ? std::string() : c->children.at( 0 )->string() );
      }
      else {
         auto d = to_definition( *c, file, true );
         if( r.replaces.empty() || r.why.empty() ) {
            fail( d.where, "rewrite `" + r.id + "` must say `@replaces` and `@why` before its rules" );
         }
         if( r.rules.empty() && d.name != r.replaces ) {
            fail( d.where, "the first rule of rewrite `" + r.id + "` must define `" + r.replaces + "`" );
         }
         if( !r.rules.empty() ) {
            const auto slash = d.name.find( '/' );
            if( slash != std::string::npos && productions.count( d.name.substr( 0, slash ) ) == 0 ) {
               fail( d.where, "`" + d.name + "` is a variant of `" + d.name.substr( 0, slash ) + "`, which is not a production" );
            }
            if( slash == std::string::npos && productions.count( d.name ) != 0 ) {
               fail( d.where, "`" + d.name + "` is a production: a rewrite replaces only the one it names" );
            }
            if( !rules.insert( d.name ).second ) {
               fail( d.where, "rule `" + d.name + "` is defined twice" );
            }
         }
         r.rules.push_back( std::move( d ) );
      }
   }
   for( const auto& r : result ) {
      if( r.rules.empty() ) {
         fail( r.where, "rewrite `" + r.id + "` defines no rule" );
      }
   }
   return result;
}

void check( const grammar& g )
{
   // Every rule the generator will emit, by RFC name: the productions as
   // rewritten, and the rewrites' helper rules.
   std::map< std::string, const definition* > rules;
   std::map< std::string, std::string > ids;
   auto add = [ & ]( const definition& d ) {
      const auto id = identifier( d.name );
      const auto [ it, fresh ] = ids.emplace( id, d.name );
      if( !fresh && it->second != d.name ) {
         fail( d.where, "`" + d.name + "` and `" + it->second + "` both become the identifier `" + id + "`" );
      }
      rules[ d.name ] = &d;
   };
   for( const auto& d : g.productions ) {
      add( d );
   }
   for( const auto& r : g.rewrites ) {
      for( const auto& d : r.rules ) {
         add( d );
      }
   }
   // Undefined names, in the BNF as written and in the rewrites.
   std::map< std::string, std::vector< std::string > > edges;
   std::set< std::string > productions;
   for( const auto& d : g.productions ) {
      productions.insert( d.name );
   }
   // The BNF names productions only: a rewrite's helper rules are not part of it.
   auto visit = [ & ]( const definition& d, const std::string& owner ) {
      std::vector< const expression* > names;
      rfc1738::notation::names_in( d.body, [ & ]( const expression& n ) { names.push_back( &n ); } );
      for( const auto* e : names ) {
         if( productions.count( e->text ) == 0 ) {
            fail( e->where, "`" + e->text + "` is not defined" );
         }
         edges[ owner ].push_back( e->text );
      }
   };
   for( const auto& d : g.productions ) {
      visit( d, d.name );
   }
   // The grammar as generated: a rewritten production's edges are its rewrite's.
   std::map< std::string, std::vector< std::string > > generated;
   for( const auto& r : g.rewrites ) {
      for( const auto& d : r.rules ) {
         std::vector< const expression* > names;
         rfc1738::notation::names_in( d.body, [ & ]( const expression& n ) { names.push_back( &n ); } );
         for( const auto* e : names ) {
            if( rules.count( e->text ) == 0 ) {
               fail( e->where, "`" + e->text + "` is not defined" );
            }
            generated[ d.name ].push_back( e->text );
         }
      }
   }
   for( const auto& [ name, targets ] : edges ) {
      if( generated.count( name ) == 0 ) {
         generated[ name ] = targets;
      }
   }
   // Section 5: no production is recursive; the headers rely on it.
   std::map< std::string, int > mark;   // 1 = on the path, 2 = done
   std::vector< std::string > path;
   auto dfs = [ & ]( auto&& self, const std::string& name ) -> void {
      if( mark[ name ] == 2 ) {
         return;
      }
      if( mark[ name ] == 1 ) {
         std::string cycle;
         for( const auto& p : path ) {
            cycle += p + " -> ";
         }
         fail( rules.at( name )->where, "recursion is not supported: " + cycle + name );
      }
      mark[ name ] = 1;
      path.push_back( name );
      for( const auto& t : generated[ name ] ) {
         self( self, t );
      }
      path.pop_back();
      mark[ name ] = 2;
   };
   for( const auto& [ name, d ] : rules ) {
      (void)d;
      dfs( dfs, name );
   }
}

std::vector< scheme_fact > read_scheme_facts( std::string_view text, const std::string& file, std::vector< proven_fact >* proven,
                                              std::vector< section_fact >* sections )
{
   std::vector< scheme_fact > out;
   std::vector< proven_fact > forms;
   std::vector< section_fact > defined;
   bool proven_read = false;
   // Fields separated by blanks; a line empty or starting with ";" is a comment.
   for_each_fact_line( text, [ & ]( std::size_t line, std::string_view l, const auto& fields ) {
      const auto at = [ & ]( std::size_t field ) { return location{ file, line, fields[ field ].second }; };
      if( fields[ 0 ].first == "@proven" ) {
         if( proven_read || fields.size() < 2 ) {
            fail( at( 0 ), proven_read ? "a second @proven line (one lists them all)" : "expected `@proven scheme...`" );
         }
         proven_read = true;
         for( std::size_t f = 1; f < fields.size(); ++f ) {
            const std::string& scheme = fields[ f ].first;
            // RFC 1738 §2.1: scheme = 1*[ lowalpha | digit | "+" | "-" | "." ].
            if( scheme.find_first_not_of( "abcdefghijklmnopqrstuvwxyz0123456789+-." ) != std::string::npos ) {
               fail( at( f ), "`" + scheme + "` is not a scheme's name (RFC 1738 §2.1: lower case letters, digits, \"+\", \"-\" and \".\")" );
            }
            for( const auto& other : forms ) {
               if( other.scheme == scheme ) {
                  fail( at( f ), "scheme `" + scheme + "` is proven twice (" + to_string( other.where ) + ")" );
               }
            }
            forms.push_back( { scheme, at( f ) } );
         }
         return;
      }
      if( fields[ 0 ].first == "@section" ) {
         const std::string& section = fields.size() < 3 ? std::string() : fields[ 1 ].first;
         if( section.empty() || section.find_first_not_of( "0123456789." ) != std::string::npos || section.front() == '.' || section.back() == '.' ) {
            fail( at( fields.size() < 3 ? 0 : 1 ), "expected `@section section production...` (a section of RFC 1738: 3.1, 5)" );
         }
         for( std::size_t f = 2; f < fields.size(); ++f ) {
            for( const auto& other : defined ) {
               if( other.production == fields[ f ].first ) {
                  fail( at( f ), "production `" + other.production + "` has a section already (" + to_string( other.where ) + ")" );
               }
            }
            defined.push_back( { fields[ f ].first, section, at( f ) } );
         }
         return;
      }
      if( fields[ 0 ].first[ 0 ] == '@' ) {
         fail( at( 0 ), "unknown directive `" + fields[ 0 ].first + "` (@proven, @section)" );
      }
      if( fields.size() < 6 ) {
         fail( at( 0 ), "a scheme's facts are: scheme, section, port (or -), section-6 flag (encoded-control or -), article (a or an), form" );
      }
      scheme_fact f;
      f.scheme = fields[ 0 ].first;
      f.where = at( 0 );
      f.section = fields[ 1 ].first;
      if( f.section.rfind( "3.", 0 ) != 0 || f.section.size() < 3 ||
          f.section.find_first_not_of( "0123456789.", 0 ) != std::string::npos ) {
         fail( at( 1 ), "the section is one of §3 (3.2 ... 3.11)" );
      }
      const std::string& port = fields[ 2 ].first;
      if( port != "-" ) {
         if( port.size() > 5 || port.find_first_not_of( "0123456789" ) != std::string::npos || std::stoul( port ) == 0 || std::stoul( port ) > 65535 ) {
            fail( at( 2 ), "a default port is a number from 1 to 65535, or -" );
         }
         f.port = static_cast< unsigned >( std::stoul( port ) );
      }
      const std::string& flag = fields[ 3 ].first;
      if( flag != "-" && flag != "encoded-control" ) {
         fail( at( 3 ), "the section-6 flag is encoded-control or -" );
      }
      f.encoded_control = flag == "encoded-control";
      f.article = fields[ 4 ].first;
      if( f.article != "a" && f.article != "an" ) {
         fail( at( 4 ), "the article is a or an" );
      }
      // The form: the rest of the line, as written.
      f.form = rest_of_line( l, fields, 5 );
      for( const auto& other : out ) {
         if( other.scheme == f.scheme ) {
            fail( at( 0 ), "scheme `" + f.scheme + "` is listed twice" );
         }
      }
      out.push_back( f );
   } );
   if( proven ) {
      *proven = std::move( forms );
   }
   if( sections ) {
      *sections = std::move( defined );
   }
   return out;
}

std::vector< std::pair< std::string, std::string > > url_schemes( const grammar& g )
{
   std::map< std::string, const definition* > by_name;
   for( const auto& d : g.productions ) {
      by_name[ d.name ] = &d;
   }
   const auto url = by_name.find( "url" );
   if( url == by_name.end() || url->second->body.what != expression::kind::alternation ) {
      throw read_error( "the grammar has no `url = alternative | ...` production" );
   }
   std::vector< std::pair< std::string, std::string > > out;
   for( const auto& alternative : url->second->body.subs ) {
      if( alternative.what != expression::kind::name ) {
         fail( alternative.where, "an alternative of `url` is a production's name" );
      }
      if( alternative.text == "otherurl" ) {
         continue;
      }
      // The literal the production begins with, through alternations whose
      // alternatives all begin with the same one (waisurl).
      const std::string literal = url_scheme_prefix( g, alternative.text );
      const auto colon = literal.find( ':' );
      if( colon == std::string::npos || colon == 0 ) {
         fail( alternative.where, "`" + alternative.text + "` does not begin with a literal \"scheme:\"" );
      }
      out.emplace_back( literal.substr( 0, colon ), alternative.text );
   }
   return out;
}

std::string url_scheme_prefix( const grammar& g, const std::string& production )
{
   std::map< std::string, const definition* > by_name;
   for( const auto& d : g.productions ) {
      by_name[ d.name ] = &d;
   }
   // The leading literal, through names, sequences and alternations that
   // agree (as url_schemes reads it).
   const auto first = [ & ]( auto&& self, const expression& e ) -> std::string {
      switch( e.what ) {
         case expression::kind::literal:
            return e.text;
         case expression::kind::sequence:
            return self( self, e.subs.front() );
         case expression::kind::name:
            return by_name.count( e.text ) ? self( self, by_name.at( e.text )->body ) : std::string();
         case expression::kind::alternation: {
            std::string common = self( self, e.subs.front() );
            for( const auto& s : e.subs ) {
               if( self( self, s ) != common ) {
                  return {};
               }
            }
            return common;
         }
         default:
            return {};
      }
   };
   return by_name.count( production ) ? first( first, by_name.at( production )->body ) : std::string();
}

void check_facts( const grammar& g )
{
   const auto schemes = url_schemes( g );
   for( const auto& f : g.facts ) {
      bool found = false;
      for( const auto& s : schemes ) {
         found = found || s.first == f.scheme;
      }
      if( !found ) {
         fail( f.where, "scheme `" + f.scheme + "` is not a scheme of `url` in the BNF" );
      }
   }
   for( const auto& s : schemes ) {
      bool found = false;
      for( const auto& f : g.facts ) {
         found = found || s.first == f.scheme;
      }
      if( !found ) {
         throw read_error( "the facts have no line for scheme `" + s.first + "` (" + s.second + ")" );
      }
   }
   for( const auto& s : g.sections ) {
      const auto d = std::find_if( g.productions.begin(), g.productions.end(), [ & ]( const definition& p ) { return p.name == s.production; } );
      if( d == g.productions.end() ) {
         fail( s.where, "`" + s.production + "` is not a production of the BNF" );
      }
      if( const auto own = scheme_group_section( g, *d ); !own.empty() ) {
         fail( s.where, "`" + s.production + "` is in a scheme's group of the BNF, which gives it its scheme's section (" + own + ")" );
      }
   }
   for( const auto& d : g.productions ) {
      if( section_of( g, d ).empty() ) {
         fail( d.where, "production `" + d.name + "` has no section: no scheme's group of the BNF holds it, and no @section line of the facts names it" );
      }
   }
}

std::string section_of( const grammar& g, const definition& d )
{
   if( auto own = scheme_group_section( g, d ); !own.empty() ) {
      return own;
   }
   for( const auto& s : g.sections ) {
      if( s.production == d.name ) {
         return s.section;
      }
   }
   return {};
}

std::string cited_section_of( const grammar& g, const definition& d )
{
   if( scheme_group_section( g, d ).empty() ) {
      return section_of( g, d );
   }
   // The schemes' productions that use it, directly or through others.
   const auto schemes = url_schemes( g );
   std::vector< std::string > users{ d.name };
   std::size_t by_schemes = 0;
   for( std::size_t i = 0; i < users.size(); ++i ) {
      if( std::any_of( schemes.begin(), schemes.end(), [ & ]( const auto& s ) { return s.second == users[ i ]; } ) ) {
         ++by_schemes;
         continue;   // a scheme's production: who uses it (url) is every scheme's
      }
      for( const auto& u : g.productions ) {
         bool names = false;
         rfc1738::notation::names_in( u.body, [ & ]( const expression& n ) { names = names || n.text == users[ i ]; } );
         if( names && std::find( users.begin(), users.end(), u.name ) == users.end() ) {
            users.push_back( u.name );
         }
      }
   }
   return by_schemes > 1 ? "5" : section_of( g, d );
}

}  // namespace rfc1738::bnf2pegtl

namespace rfc1738::bnf2pegtl {

namespace {

const definition* find_definition( const grammar& g, const std::string& name )
{
   for( const auto& d : g.productions ) {
      if( d.name == name ) {
         return &d;
      }
   }
   return nullptr;
}

const component_fact* find_component_fact( const grammar& g, const std::string& name )
{
   for( const auto& c : g.components ) {
      if( c.production == name ) {
         return &c;
      }
   }
   return nullptr;
}

// Collects the components below `e` into `form`, `path` the productions
// passed on the way (structure, or a component that contains components).
void collect_components( const grammar& g, const expression& e, std::vector< std::string >& path, url_form& form )
{
   if( e.what != expression::kind::name ) {
      for( const auto& s : e.subs ) {
         collect_components( g, s, path, form );
      }
      return;
   }
   for( const auto& p : path ) {
      if( p == e.text ) {
         return;   // recursion below a structure: no component is reached twice on one path
      }
   }
   const auto* d = find_definition( g, e.text );
   const auto* c = find_component_fact( g, e.text );
   if( c ) {
      scheme_component* sc = nullptr;
      for( auto& x : form.components ) {
         sc = x.production == e.text ? &x : sc;
      }
      if( !sc ) {
         form.components.push_back( { e.text, {} } );
         sc = &form.components.back();
      }
      if( std::find( sc->paths.begin(), sc->paths.end(), path ) == sc->paths.end() ) {
         sc->paths.push_back( path );
      }
      if( c->kind != "contains" ) {
         return;
      }
   }
   if( d ) {
      path.push_back( e.text );
      collect_components( g, d->body, path, form );
      path.pop_back();
   }
}

}  // namespace

std::vector< component_fact > read_component_facts( std::string_view text, const std::string& file, std::vector< across_fact >* across, std::vector< recorded_fact >* recorded )
{
   std::vector< component_fact > out;
   std::vector< across_fact > directives;
   std::vector< recorded_fact > records;
   std::optional< location > records_at;
   std::vector< std::pair< std::string, location > > hierarchical;
   for_each_fact_line( text, [ & ]( std::size_t line, std::string_view l, const auto& fields ) {
      const auto at = [ & ]( std::size_t field ) { return location{ file, line, fields[ field ].second }; };
      if( fields[ 0 ].first == "@hierarchical" ) {
         if( fields.size() < 2 ) {
            fail( at( 0 ), "expected `@hierarchical component...`" );
         }
         for( std::size_t f = 1; f < fields.size(); ++f ) {
            hierarchical.emplace_back( fields[ f ].first, at( f ) );
         }
         return;
      }
      if( fields[ 0 ].first == "@recorded" ) {
         if( records_at ) {
            fail( at( 0 ), "@recorded is given twice (" + to_string( *records_at ) + ")" );
         }
         if( fields.size() < 2 ) {
            fail( at( 0 ), "expected `@recorded production...`" );
         }
         records_at = at( 0 );
         for( std::size_t f = 1; f < fields.size(); ++f ) {
            for( const auto& r : records ) {
               if( r.production == fields[ f ].first ) {
                  fail( at( f ), "`" + r.production + "` is recorded twice" );
               }
            }
            records.push_back( { fields[ f ].first, at( f ) } );
         }
         return;
      }
      if( fields[ 0 ].first == "@across" || fields[ 0 ].first == "@joins" ) {
         across_fact a;
         a.joins = fields[ 0 ].first == "@joins";
         a.where = at( 0 );
         if( a.joins ? fields.size() < 4 : fields.size() != 3 ) {
            fail( at( 0 ), a.joins ? "expected `@joins role component component...`" : "expected `@across component role`" );
         }
         a.role = fields[ a.joins ? 1 : 2 ].first;
         for( std::size_t f = a.joins ? 2 : 1; f < ( a.joins ? fields.size() : 2 ); ++f ) {
            a.components.push_back( fields[ f ].first );
         }
         for( const auto& o : directives ) {
            if( o.role == a.role && o.joins == a.joins ) {
               fail( at( 0 ), "role `" + a.role + "` is given twice (" + to_string( o.where ) + ")" );
            }
         }
         directives.push_back( std::move( a ) );
         return;
      }
      if( fields[ 0 ].first[ 0 ] == '@' ) {
         fail( at( 0 ), "unknown directive `" + fields[ 0 ].first + "` (@across, @joins, @hierarchical, @recorded)" );
      }
      if( fields.size() < 5 ) {
         fail( at( 0 ), "a component's facts are: production, role, section (or scheme), kind (-, repeated or contains), noun" );
      }
      component_fact c;
      c.production = fields[ 0 ].first;
      c.role = fields[ 1 ].first;
      c.where = at( 0 );
      // "3.2.2", "scheme", or either followed by ",scheme=section" for the
      // schemes whose URL holds the production under a section of its own.
      const auto number = []( const std::string& n ) {
         return !n.empty() && n.find_first_not_of( "0123456789." ) == std::string::npos && n.front() != '.' && n.back() != '.';
      };
      std::string list = fields[ 2 ].first + ",";
      for( std::size_t begin = 0, end = list.find( ',' ); end != std::string::npos; begin = end + 1, end = list.find( ',', begin ) ) {
         const std::string item = list.substr( begin, end - begin );
         const auto eq = item.find( '=' );
         if( begin == 0 && ( item == "scheme" || number( item ) ) ) {
            c.section = item;
         }
         else if( begin != 0 && eq != std::string::npos && eq > 0 && number( item.substr( eq + 1 ) ) ) {
            c.section_in.emplace_back( item.substr( 0, eq ), item.substr( eq + 1 ) );
         }
         else {
            fail( at( 2 ), "the section is a section number of RFC 1738 (3.2.2) or `scheme`, then any `,scheme=section` for a scheme that holds it elsewhere" );
         }
      }
      const std::string& kind = fields[ 3 ].first;
      if( kind != "-" && kind != "repeated" && kind != "contains" ) {
         fail( at( 3 ), "the kind is -, repeated or contains" );
      }
      c.kind = kind == "-" ? "part" : kind;
      c.noun = rest_of_line( l, fields, 4 );
      for( const auto& other : out ) {
         if( other.production == c.production ) {
            fail( at( 0 ), "component `" + c.production + "` is listed twice" );
         }
      }
      out.push_back( c );
   } );
   for( const auto& a : directives ) {
      for( const auto& name : a.components ) {
         if( std::none_of( out.begin(), out.end(), [ &name ]( const component_fact& c ) { return c.production == name; } ) ) {
            fail( a.where, "`" + name + "` is not a component of this file" );
         }
      }
   }
   for( const auto& [ name, where ] : hierarchical ) {
      const auto c = std::find_if( out.begin(), out.end(), [ &name = name ]( const component_fact& f ) { return f.production == name; } );
      if( c == out.end() ) {
         fail( where, "`" + name + "` is not a component of this file" );
      }
      c->hierarchical = true;
   }
   if( across != nullptr ) {
      *across = std::move( directives );
   }
   if( recorded != nullptr ) {
      *recorded = std::move( records );
   }
   return out;
}

std::vector< edition_fact > read_edition_facts( std::string_view text, const std::string& file, std::vector< std::string >* roles,
                                               std::map< std::string, std::string >* sources )
{
   static const std::set< std::string > options = { "bnf", "rewrites", "facts", "components", "draft", "readings", "literal-rewrites", "grammar", "core", "model" };
   // The options whose file defines productions of an edition other than
   // RFC 1738's own (whose sections grammar/schemes.facts gives): each needs
   // its @source.
   static const std::set< std::string > defining = { "draft", "readings", "grammar", "core" };
   std::vector< edition_fact > out;
   std::optional< location > roles_at;
   std::map< std::string, std::pair< std::string, location > > source_of;   // file → (where it comes from, the @source line)
   for_each_fact_line( text, [ & ]( std::size_t line, std::string_view l, const auto& fields ) {
      const auto at = [ & ]( std::size_t field ) { return location{ file, line, fields[ field ].second }; };
      if( fields[ 0 ].first == "@roles" ) {
         if( roles_at ) {
            fail( at( 0 ), "@roles is given twice (" + to_string( *roles_at ) + ")" );
         }
         roles_at = at( 0 );
         std::vector< std::string > list;
         for( std::size_t f = 1; f < fields.size(); ++f ) {
            if( std::find( list.begin(), list.end(), fields[ f ].first ) != list.end() ) {
               fail( at( f ), "role `" + fields[ f ].first + "` is listed twice" );
            }
            list.push_back( fields[ f ].first );
         }
         if( std::find( list.begin(), list.end(), "path" ) == list.end() ) {
            fail( at( 0 ), "@roles lists `path`: the roles before it precede the path, those after follow it" );
         }
         if( roles != nullptr ) {
            *roles = std::move( list );
         }
         return;
      }
      if( fields[ 0 ].first == "@source" ) {
         if( fields.size() < 3 ) {
            fail( at( 0 ), "@source is: the file (as the editions name it), then the part of the published text it transcribes" );
         }
         const auto [ it, added ] = source_of.emplace( fields[ 1 ].first, std::make_pair( rest_of_line( l, fields, 2 ), at( 1 ) ) );
         if( !added ) {
            fail( at( 1 ), "@source of `" + fields[ 1 ].first + "` is given twice (" + to_string( it->second.second ) + ")" );
         }
         return;
      }
      if( fields[ 0 ].first[ 0 ] == '@' ) {
         fail( at( 0 ), "unknown directive `" + fields[ 0 ].first + "` (@roles, @source)" );
      }
      if( fields.size() < 5 ) {
         fail( at( 0 ), "an edition's facts are: name, identifier, namespace, option=file pairs joined by commas, title" );
      }
      edition_fact e;
      e.name = fields[ 0 ].first;
      e.identifier = fields[ 1 ].first;
      e.ns = fields[ 2 ].first;
      e.where = at( 0 );
      for( std::size_t f = 1; f <= 2; ++f ) {
         if( identifier( fields[ f ].first ) != fields[ f ].first ) {
            fail( at( f ), "`" + fields[ f ].first + "` is not a C++ identifier" );
         }
      }
      const std::string& list = fields[ 3 ].first;
      for( std::size_t i = 0; i <= list.size(); ) {
         std::size_t j = list.find( ',', i );
         if( j == std::string::npos ) {
            j = list.size();
         }
         const std::string pair = list.substr( i, j - i );
         const auto eq = pair.find( '=' );
         if( eq == std::string::npos || eq == 0 || eq + 1 == pair.size() || options.count( pair.substr( 0, eq ) ) == 0 ) {
            fail( { file, line, fields[ 3 ].second + i }, "`" + pair + "` is not option=file (options: bnf, rewrites, facts, components, draft, readings, literal-rewrites, grammar, core, model)" );
         }
         e.files.emplace_back( pair.substr( 0, eq ), pair.substr( eq + 1 ) );
         i = j + 1;
      }
      e.title = rest_of_line( l, fields, 4 );
      for( const auto& other : out ) {
         if( other.name == e.name || other.identifier == e.identifier || other.ns == e.ns ) {
            fail( at( 0 ), "edition `" + e.name + "` repeats the name, identifier or namespace of `" + other.name + "`" );
         }
      }
      out.push_back( e );
   } );
   if( out.empty() ) {
      throw read_error( file + ": no edition" );
   }
   std::set< std::string > read;
   for( const auto& e : out ) {
      for( const auto& [ option, name ] : e.files ) {
         read.insert( name );
         if( defining.count( option ) != 0 && source_of.count( name ) == 0 ) {
            fail( e.where, "no @source for `" + name + "` (edition " + e.name + "): the part of the published text it transcribes" );
         }
      }
   }
   for( const auto& [ name, given ] : source_of ) {
      if( read.count( name ) == 0 ) {
         fail( given.second, "@source of `" + name + "`, which no edition reads" );
      }
      if( sources != nullptr ) {
         ( *sources )[ name ] = given.first;
      }
   }
   return out;
}

std::vector< url_form > url_forms( const grammar& g )
{
   std::vector< url_form > out;
   auto forms = url_schemes( g );
   forms.emplace_back( "", "otherurl" );
   for( const auto& [ scheme, syntax ] : forms ) {
      url_form f;
      f.scheme = scheme;
      f.syntax = syntax;
      const auto* d = find_definition( g, syntax );
      if( !d ) {
         throw read_error( "the grammar has no production `" + syntax + "`" );
      }
      std::vector< std::string > path;
      collect_components( g, d->body, path, f );
      const auto has = [ & ]( const std::string& p ) {
         for( const auto& c : f.components ) {
            if( c.production == p ) {
               return true;
            }
         }
         return false;
      };
      f.authority = has( "user" ) ? "login" : has( "port" ) ? "hostport" : has( "host" ) ? "host" : "none";
      out.push_back( std::move( f ) );
   }
   return out;
}

void check_components( const grammar& g )
{
   const auto forms = url_forms( g );
   // The recorded productions: the BNF's, each at most once in a URL's
   // derivation, so not a component that a URL may hold more than once.
   for( const auto& r : g.recorded ) {
      if( !find_definition( g, r.production ) ) {
         fail( r.where, "recorded `" + r.production + "` is not a production of the BNF" );
      }
      const auto* c = find_component_fact( g, r.production );
      if( c != nullptr && c->kind == "repeated" ) {
         fail( r.where, "recorded `" + r.production + "` is a component a URL may hold more than once" );
      }
   }
   for( const auto& c : g.components ) {
      if( !find_definition( g, c.production ) ) {
         fail( c.where, "component `" + c.production + "` is not a production of the BNF" );
      }
      bool reached = false;
      bool holds = false;
      for( const auto& f : forms ) {
         for( const auto& sc : f.components ) {
            reached = reached || sc.production == c.production;
            for( const auto& p : sc.paths ) {
               holds = holds || std::find( p.begin(), p.end(), c.production ) != p.end();
            }
         }
      }
      if( !reached ) {
         fail( c.where, "component `" + c.production + "` is not a part of any URL form of `url`" );
      }
      if( c.kind == "contains" && !holds ) {
         fail( c.where, "component `" + c.production + "` contains no other component" );
      }
      for( const auto& own : c.section_in ) {
         const std::string& scheme = own.first;
         const bool held = std::any_of( forms.begin(), forms.end(), [ & ]( const url_form& f ) {
            return f.scheme == scheme && std::any_of( f.components.begin(), f.components.end(), [ & ]( const scheme_component& sc ) { return sc.production == c.production; } );
         } );
         if( !held ) {
            fail( c.where, "component `" + c.production + "` has a section for scheme `" + scheme + "`, whose URL does not hold it" );
         }
      }
   }
   for( const auto& f : forms ) {
      for( std::size_t i = 0; i < f.components.size(); ++i ) {
         for( std::size_t j = 0; j < i; ++j ) {
            const auto* a = find_component_fact( g, f.components[ i ].production );
            const auto* b = find_component_fact( g, f.components[ j ].production );
            if( a->role == b->role ) {
               fail( a->where, "components `" + b->production + "` and `" + a->production + "` of " + f.syntax + " have one role, `" + a->role + "`" );
            }
         }
      }
   }
}

}  // namespace rfc1738::bnf2pegtl

// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/edition.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <tuple>

#include <tao/pegtl.hpp>

#include "show.hpp"
#include "hex.hpp"
#include "rfc1738/check.hpp"
#include "rfc1738/components.hpp"
#include "rfc1738/diagnosis.hpp"
#include "rfc1738/edition_list.hpp"
#include "rfc1738/grammar/components.hpp"
#include "rfc1738/parse.hpp"
#include "diagnosis/walk.hpp"
#include "parser/verdict_walk.hpp"
#include "roles.hpp"
#include "split_judged.hpp"
#include "uri_parse.hpp"
#include "uri_split.hpp"

namespace rfc1738 {

namespace {

// An edition's check: the label of the state where the walk of its verdict
// automaton (generated/rfc1738/<edition>/verdict.hpp, the product of the
// automata of its productions: tools/bnf2pegtl/edition_verdict.hpp) ends.
// Valid when the top production derives the whole input; the production is
// the first of the verdicts' (a draft's: url's alternatives; a URI edition's:
// the top's alternatives, in the order of its rule) that derives the input up
// to its end or to the "#" after which the top's rule reads the fragment (RFC
// 2396 §4, RFC 1808 §2.2), the part the parse's node of that alternative
// covers; the top itself when none does (RFC 2396's "" and "#f"). RFC 8089
// §2, RFC 6068 §2: in an edition that reads a scheme's own specification
// (model::schemes), a valid URI of that scheme (its name in any case, RFC
// 3986 §3.1) conforms when it also derives the scheme's production; a draft's
// url has no otherurl: a valid URL conforms.
template< typename E >
const typename E::verdict::label_type& label_at_end( std::string_view input ) noexcept
{
   using V = typename E::verdict;
   return detail::onepass::label_of< V >( detail::onepass::walk< V >( input ) );
}

// The verdicts of edition E from the label where its walk ended.
template< typename E >
[[gnu::always_inline]] inline edition_verdict verdict_of( const typename E::verdict::label_type& l ) noexcept
{
   return edition_verdict{ E::id, l.valid, l.valid ? std::optional< std::string_view >( E::rfc_name( l.of ) ) : std::nullopt, l.conforms, E::rfc_name( l.valid ? l.target : E::top ) };
}

// RFC 1738's edition (E::generic): rfc1738::check's verdicts.
edition_verdict check_generic( const edition id, const std::string_view input ) noexcept
{
   const auto r = rfc1738::check( input );
   edition_verdict v;
   v.of = id;
   v.valid = r.valid;
   if( r.derived_by ) {
      v.production = grammar::rfc_name( *r.derived_by );
   }
   v.conforms = r.conforms;
   v.target = grammar::rfc_name( r.target );
   return v;
}

// check( e, input ) for edition E, one function per instruction set the
// walk reads with (check_table's rows; masks::walk_isa chooses the row, read
// once before main), the walk inlined whole into it (flatten): no test of
// the set and no call of the walk in a check, the edition's function and
// the walk one frame. Against one function per edition testing walk_isa and
// calling the walk: 50 to 70 instructions a check fewer (callgrind, AVX2),
// RFC 2396's check 0.39 -> 0.33 of ada's can_parse on urls-real
// (BENCHMARKS.md §38).
#if defined( RFC1738_ONEPASS_SSE2 )
#define RFC1738_EDITION_WALK_PLAIN walk_sse2
#else
#define RFC1738_EDITION_WALK_PLAIN walk_bytes
#endif
#define RFC1738_EDITION_CHECK( NAME, WALK, TARGET )                                                                    \
   template< typename E >                                                                                              \
   TARGET edition_verdict NAME( const std::string_view input ) noexcept                                                \
   {                                                                                                                   \
      if constexpr( E::generic ) {                                                                                     \
         return check_generic( E::id, input );                                                                         \
      }                                                                                                                \
      else {                                                                                                           \
         using V = typename E::verdict;                                                                                \
         return verdict_of< E >( detail::onepass::label_of< V >( detail::onepass::WALK< V >( input ).row ) );          \
      }                                                                                                                \
   }
RFC1738_EDITION_CHECK( check_plain, RFC1738_EDITION_WALK_PLAIN, )
#if defined( RFC1738_ONEPASS_SSSE3 )
RFC1738_EDITION_CHECK( check_ssse3, walk_ssse3, __attribute__( ( target( "ssse3" ), flatten ) ) )
RFC1738_EDITION_CHECK( check_avx2, walk_avx2, __attribute__( ( target( "avx2" ), flatten ) ) )
RFC1738_EDITION_CHECK( check_avx512, walk_avx512, __attribute__( ( target( RFC1738_TARGET_AVX512 ), flatten ) ) )
#endif
#undef RFC1738_EDITION_CHECK
#undef RFC1738_EDITION_WALK_PLAIN

using check_function = edition_verdict ( * )( std::string_view ) noexcept;

// Per instruction set (masks::isa's order), per edition (the enum's):
// check's functions.
static_assert( static_cast< int >( detail::masks::isa::none ) == 0 && static_cast< int >( detail::masks::isa::ssse3 ) == 1 && static_cast< int >( detail::masks::isa::avx2 ) == 2 && static_cast< int >( detail::masks::isa::avx512 ) == 3,
               "check_table's rows are in masks::isa's order" );
template< typename... E >
constexpr auto check_table( std::tuple< E... >* /*unused*/ ) noexcept
{
#if defined( RFC1738_ONEPASS_SSSE3 )
   return std::array< std::array< check_function, sizeof...( E ) >, 4 >{ { { &check_plain< E >... }, { &check_ssse3< E >... }, { &check_avx2< E >... }, { &check_avx512< E >... } } };
#else
   return std::array< std::array< check_function, sizeof...( E ) >, 1 >{ { { &check_plain< E >... } } };
#endif
}

template< typename Info >
edition_production from_info( const Info& i, std::string_view file ) noexcept
{
   edition_production p;
   p.name = i.rfc_name;
   p.bnf = i.bnf;
   p.file = file;
   p.line = i.line;
   p.rewrite = i.rewrite;
   p.why = i.why;
   p.peg = i.peg;
   p.used_by = i.used_by;
   p.section = i.section;
   return p;
}

// f( E{} ) for the edition_list type E of edition e (grammar/editions.facts),
// returned as f returns it (no copy: a result assembled field by field and
// copied whole stalls on the copy's wide loads): one indirect call through a
// table indexed by the edition, not a chain of compares, one per edition
// before e. (check has a table of its own: check_table.)
template< typename... E >
constexpr bool listed_in_order( std::tuple< E... >* /*unused*/ ) noexcept
{
   std::size_t i = 0;
   return ( ( static_cast< std::size_t >( E::id ) == i++ ) && ... );
}
static_assert( listed_in_order( static_cast< edition_list::all* >( nullptr ) ), "edition_list::all is not in the order of enum edition" );

template< typename Result, typename F, typename... E >
Result with_edition( edition e, F& f, std::tuple< E... >* /*unused*/ )
{
   using call = Result ( * )( F& );
   static constexpr call calls[] = { []( F& g ) -> Result { return g( E{} ); }... };
   const auto i = static_cast< std::size_t >( e );
   return i < sizeof...( E ) ? calls[ i ]( f ) : Result{};   // no edition of the list: Result{}
}

template< typename Result, typename F >
Result with_edition( edition e, F&& f )
{
   return with_edition< Result >( e, f, static_cast< edition_list::all* >( nullptr ) );
}

}  // namespace

std::string_view name_of( edition e ) noexcept
{
   return detail::edition_names[ static_cast< std::size_t >( e ) ].name;
}

std::string_view title_of( edition e ) noexcept
{
   return detail::edition_names[ static_cast< std::size_t >( e ) ].title;
}

std::optional< edition > edition_named( std::string_view name ) noexcept
{
   for( const edition e : editions ) {
      if( name_of( e ) == name ) {
         return e;
      }
   }
   return std::nullopt;
}

edition_verdict check( edition e, std::string_view input ) noexcept
{
   static constexpr auto table = check_table( static_cast< edition_list::all* >( nullptr ) );
   const auto i = static_cast< std::size_t >( e );
   const auto with = static_cast< std::size_t >( detail::masks::walk_isa );
   return i < table[ 0 ].size() ? table[ with < table.size() ? with : 0 ][ i ]( input ) : edition_verdict{};
}

bool has_fragment( edition e ) noexcept
{
   return with_edition< bool >( e, []( auto ed ) { return decltype( ed )::uri; } );
}

std::optional< std::string > modes_refused( const edition e, const options& o )
{
   if( e != edition::rfc1738 && ( o.ignore_scheme_case || o.unwrap ) ) {
      return "--ignore-scheme-case and --unwrap are RFC 1738's modes, not edition " + std::string( name_of( e ) ) + "'s";
   }
   if( has_fragment( e ) && o.fragment == fragment_mode::split ) {   // RFC 1738 §2.2 sets it aside; the later grammars hold it
      return "--fragment=split sets a fragment aside for RFC 1738 and the draft; edition " + std::string( name_of( e ) ) + "'s grammar holds the fragment";
   }
   return std::nullopt;
}

std::size_t production_count( edition e ) noexcept
{
   return with_edition< std::size_t >( e, []( auto ed ) { return decltype( ed )::production_count; } );
}

edition_production production_at( edition e, std::size_t i ) noexcept
{
   return with_edition< edition_production >( e, [ i ]( auto ed ) {
      using E = decltype( ed );
      const auto& info = E::production_table[ i ];
      if constexpr( E::bnf_file.empty() ) {
         return from_info( info, info.file );
      }
      else {
         return from_info( info, E::bnf_file );
      }
   } );
}

std::optional< edition_production > production_of( edition e, std::string_view name ) noexcept
{
   const std::size_t n = production_count( e );
   for( std::size_t i = 0; i < n; ++i ) {
      const auto p = production_at( e, i );
      if( p.name == name ) {
         return p;
      }
   }
   for( std::size_t i = 0; e == edition::rfc1738 && i < n; ++i ) {   // RFC 1738's by its C++ rule's name too
      if( grammar::production_table[ i ].identifier == name ) {
         return production_at( e, i );
      }
   }
   return std::nullopt;
}

namespace {

// The walk of an edition's automaton of its top production over `input`;
// `cite` says which text the message quotes (draft-ietf-uri-url-03, RFC 3986
// §3.2.2) for the production where the input stops.
template< typename Automata, typename Production, typename Cite >
std::optional< edition_error > automaton_why_not( std::string_view input, Production url, std::string_view ( *name )( Production ), Cite&& cite )
{
   const auto& a = Automata::automata[ static_cast< std::size_t >( url ) ];
   const auto [ at, offset ] = detail::walk_by_table( a, input );
   const auto& st = a.states[ at ];
   if( offset == input.size() && st.accepting ) {
      return std::nullopt;
   }
   edition_error e;
   e.offset = offset;
   e.production = name( st.innermost );
   std::string list;
   for( std::size_t k = 0; k < st.expected_count; ++k ) {
      e.expected.emplace_back( Automata::expected_texts[ Automata::expected_lists[ st.expected_first + k ] ] );
      list += ( k == 0 ? "" : ( k + 1 == st.expected_count ? " or " : ", " ) ) + std::string( e.expected.back() );
   }
   e.message = ( offset == input.size() ? "the input ends inside " + std::string( e.production ) + ": " + list + " must follow"
                                        : notation::show_byte( static_cast< unsigned char >( input[ offset ] ) ) + " cannot continue " + std::string( e.production ) + " here; expected " + list ) +
               " (" + std::string( cite( st.innermost ) ) + ")";
   return e;
}

/// RFC 2396 §2.4.3 "Excluded US-ASCII Characters": "Data corresponding to
/// excluded characters must be escaped in order to be properly represented
/// within a URI." When the byte where the input stops is in one of the
/// edition's excluded sets (model::excluded: its own, as its RFC amends them),
/// the message names the set (with the section that amends it, when another
/// than the one excluding it: RFC 2732 §3 (3)'s unwise), the section that
/// excludes it and what the RFC says there, and the byte escaped.
template< typename E >
void name_excluded( std::string_view input, edition_error& e )
{
   if( e.offset >= input.size() ) {
      return;
   }
   const auto b = static_cast< unsigned char >( input[ e.offset ] );
   for( const auto& x : E::excluded ) {
      if( x.holds( b ) ) {
         const std::string amended = x.section == E::excluded_section ? std::string() : " (" + std::string( x.section ) + ")";
         e.message += "; " + notation::show_byte( b ) + " is in " + std::string( E::rfc_name( x.of ) ) + amended + ", a set excluded from URIs (" + std::string( E::excluded_section ) +
                      ": \"" + std::string( E::excluded_rule ) + "\"): write " + notation::escape_of( b );
      }
   }
}

}  // namespace

std::optional< edition_error > why_not( edition e, std::string_view input )
{
   return with_edition< std::optional< edition_error > >( e, [ input ]( auto ed ) -> std::optional< edition_error > {
      using E = decltype( ed );
      if constexpr( E::generic ) {
         // The one diagnosis of the input, as rfc1738::check's report has it.
         const auto d = diagnose( input );
         if( !d ) {
            return std::nullopt;
         }
         edition_error r;
         r.offset = d->offset;
         r.production = grammar::rfc_name( d->production );
         r.expected = d->expected;
         r.message = d->message;
         return r;
      }
      else if constexpr( E::uri ) {
         // The section of the component where the input stops, else that of
         // the production walked (a scheme's, RFC 8089 §2), else the RFC.
         const auto cite_in = []( std::string_view walked ) {
            return [ walked ]( typename E::production p ) {
               for( const auto& c : E::components ) {
                  if( c.of == p ) {
                     return c.section;
                  }
               }
               return walked;
            };
         };
         if( auto r = automaton_why_not< E >( input, E::top, &E::rfc_name, cite_in( E::rfc ) ) ) {
            name_excluded< E >( input, *r );
            return r;
         }
         // Valid: a URI of a scheme whose own specification refines conforms
         // (the verdict's target: its name in any case, RFC 3986 §3.1).
         const auto target = label_at_end< E >( input ).target;
         for( const auto& s : E::schemes ) {
            if( s.of == target ) {
               auto r = automaton_why_not< E >( input, s.of, &E::rfc_name, cite_in( s.section ) );
               if( r ) {
                  name_excluded< E >( input, *r );
               }
               return r;
            }
         }
         return std::nullopt;
      }
      else {
         return automaton_why_not< E >( input, E::production::url, &E::rfc_name, []( typename E::production ) { return std::string_view( "draft-ietf-uri-url-03" ); } );
      }
   } );
}

namespace {

// The role across editions of RFC 1738's component `name`, whose role is
// `role` (grammar/components.facts, @across).
std::string_view across_role( std::string_view name, std::string_view role ) noexcept
{
   for( const auto& a : grammar::across_roles ) {
      if( grammar::info( a.of ).name == name ) {
         return a.role;
      }
   }
   return role;
}

// RFC 1738's components (rfc1738::visit_components) with their roles, as the
// parts a split compares (grammar/components.facts): a component's role
// across editions where it differs (@across: search is the query), and the
// roles that span components (@joins: the login's user and password are
// the userinfo, user to port the authority).
void rfc1738_parts( const url_view& url, std::string_view input, std::vector< edition_part >& components, std::vector< edition_part >& parts )
{
   components.clear();
   parts.clear();
   struct collect : component_visitor {
      std::string_view input;
      std::vector< edition_part >& out;
      collect( std::string_view i, std::vector< edition_part >& o )
         : input( i ),
           out( o )
      {}
      void component( std::string_view name, std::string_view value ) override
      {
         std::string_view role;
         for( const auto& c : grammar::components ) {
            if( c.name == name ) {
               role = c.role;
            }
         }
         out.push_back( { name, role, static_cast< std::size_t >( value.data() - input.data() ), value.size() } );
      }
      void fieldspecs( const fieldspecs_view& /*unused*/ ) override {}
   };
   collect c( input, components );
   visit_components( url, c );
   std::stable_sort( components.begin(), components.end(), []( const edition_part& a, const edition_part& b ) { return a.offset < b.offset || ( a.offset == b.offset && a.size > b.size ); } );
   const auto colon = input.find( ':' );
   parts.push_back( { "scheme", "scheme", 0, colon } );
   for( const auto& j : grammar::joined_roles ) {
      std::size_t begin = input.size(), end = 0;
      for( const auto& p : components ) {
         if( std::any_of( j.of, j.of + j.count, [ &p ]( grammar::component k ) { return grammar::info( k ).name == p.name; } ) ) {
            begin = std::min( begin, p.offset );
            end = std::max( end, p.offset + p.size );
         }
      }
      if( begin <= end ) {
         parts.push_back( { j.role, j.role, begin, end - begin } );
      }
   }
   for( const auto& p : components ) {
      parts.push_back( { p.name, across_role( p.name, p.role ), p.offset, p.size } );
   }
}

// RFC 1738's split of `input` into `s` (its parts' room kept): the parse's
// components and the roles they carry; false when it is no URL.
bool rfc1738_split_into( edition_split& s, std::string_view input )
{
   const auto url = parse( input );
   if( !url ) {
      return false;
   }
   thread_local std::vector< edition_part > parts;
   rfc1738_parts( *url, input, s.components, parts );
   detail::roles_into( parts, input, s.roles );
   s.divides_authority = true;
   return true;
}

// Per production of edition E, its components (E::components' indices,
// in their order): the first, and after each the next of the same
// production (components_none: no more).
constexpr std::size_t components_none = ~std::size_t( 0 );

template< typename E >
struct components_by_production {
   static constexpr std::size_t count = std::size( E::components );

   static constexpr auto first = [] {
      std::array< std::size_t, E::production_count > out{};
      for( auto& f : out ) {
         f = components_none;
      }
      for( std::size_t i = count; i-- > 0; ) {
         out[ static_cast< std::size_t >( E::components[ i ].of ) ] = i;
      }
      return out;
   }();

   static constexpr auto next = [] {
      std::array< std::size_t, count > out{};
      for( std::size_t i = 0; i < count; ++i ) {
         out[ i ] = components_none;
         for( std::size_t j = i + 1; j < count && out[ i ] == components_none; ++j ) {
            out[ i ] = E::components[ j ].of == E::components[ i ].of ? j : components_none;
         }
      }
      return out;
   }();

   // Whether the edition divides an authority (a component of the host's role).
   static constexpr bool divides_authority = [] {
      for( const auto& c : E::components ) {
         if( c.role == "host" ) {
            return true;
         }
      }
      return false;
   }();
};

// The nodes of the edition's model: by its split program (uri_split.hpp)
// when it has one, for a valid input (its verdict automaton), else by the
// PEG's parse (uri_parse.hpp); both record the same nodes in the same order
// (tests/grammar/uri_split.cpp). `known`: the production the verdict walk
// found to derive the input (it is valid), when the caller walked it
// (compare_editions): the walk is not done again. Into `s` (its parts'
// room kept: no allocation once it is large enough, nor for the nodes,
// this thread's); false when the input is not valid there (`s` then
// unspecified).
template< typename E >
bool split_uri_into( edition_split& s, std::string_view input, const std::optional< typename E::production > known = std::nullopt )
{
   thread_local std::vector< detail::uri_node > nodes;
   nodes.clear();
   nodes.reserve( 16 );   // a URL's nodes: 5 to 12 in the corpora, written without growing
   if constexpr( E::split::count != 0 ) {
      auto of = E::top;
      if( known ) {
         of = *known;
      }
      else {
         using V = typename E::verdict;
         const auto& l = detail::onepass::label_of< V >( detail::onepass::walk< V >( input ) );
         if( !l.valid ) {
            return false;
         }
         of = l.of;
      }
      detail::uri_split< E >( input, nodes, of );
   }
   else if( !detail::uri_parse< E >( input, nodes ) ) {
      return false;
   }
   // The nodes come as their rules succeeded, an enclosed one before the one
   // enclosing it: in reverse, then by where they begin and end, each
   // enclosing one comes before what it encloses (host before reg-name).
   // A stable insertion sort: a dozen nodes, sorted without a buffer.
   std::reverse( nodes.begin(), nodes.end() );
   for( std::size_t i = 1; i < nodes.size(); ++i ) {
      const detail::uri_node n = nodes[ i ];
      std::size_t j = i;
      for( ; j > 0 && ( n.begin < nodes[ j - 1 ].begin || ( n.begin == nodes[ j - 1 ].begin && n.end > nodes[ j - 1 ].end ) ); --j ) {
         nodes[ j ] = nodes[ j - 1 ];
      }
      nodes[ j ] = n;
   }
   using by = components_by_production< E >;
   s.components.clear();
   for( const auto& n : nodes ) {
      const auto p = static_cast< typename E::production >( n.production );
      for( std::size_t c = by::first[ n.production ]; c != components_none; c = by::next[ c ] ) {
         // Written in place: a part assembled on the stack and copied is
         // read back wider than it was stored (a stall a part).
         auto& part = s.components.emplace_back();
         part.name = E::rfc_name( p );
         part.role = E::components[ c ].role;
         part.offset = n.begin;
         part.size = n.end - n.begin;
      }
   }
   detail::roles_into( s.components, input, s.roles );
   s.divides_authority = by::divides_authority;
   return true;
}

template< typename E >
std::optional< edition_split > split_uri( std::string_view input, const std::optional< typename E::production > known = std::nullopt )
{
   edition_split s;
   if( !split_uri_into< E >( s, input, known ) ) {
      return std::nullopt;
   }
   return s;
}

}  // namespace

std::optional< edition_split > split( edition e, std::string_view input )
{
   return with_edition< std::optional< edition_split > >( e, [ input ]( auto ed ) -> std::optional< edition_split > {
      using E = decltype( ed );
      if constexpr( E::generic ) {
         edition_split s;
         if( !rfc1738_split_into( s, input ) ) {
            return std::nullopt;
         }
         return s;
      }
      else if constexpr( E::uri ) {
         return split_uri< E >( input );
      }
      else {
         return std::nullopt;   // the draft: no model of its parts
      }
   } );
}

namespace detail {

bool split_judged_into( edition_split& s, edition e, std::string_view input, const edition_verdict& v )
{
   return with_edition< bool >( e, [ &s, input, &v ]( auto ed ) -> bool {
      using E = decltype( ed );
      if constexpr( !E::generic && E::uri ) {
         if( !v.valid ) {
            return false;
         }
         auto of = E::top;
         for( const auto p : E::verdicts ) {
            if( v.production && E::rfc_name( p ) == *v.production ) {
               of = p;
            }
         }
         return split_uri_into< E >( s, input, of );
      }
      else if constexpr( E::generic ) {
         return rfc1738_split_into( s, input );
      }
      else {
         return false;   // the draft: no model of its parts
      }
   } );
}

std::optional< edition_split > split_judged( edition e, std::string_view input, const edition_verdict& v )
{
   edition_split s;
   if( !split_judged_into( s, e, input, v ) ) {
      return std::nullopt;
   }
   return s;
}

}  // namespace detail

std::optional< std::vector< edition_node > > derivation_of( edition e, std::string_view input )
{
   return with_edition< std::optional< std::vector< edition_node > > >( e, [ input ]( auto ed ) -> std::optional< std::vector< edition_node > > {
      using E = decltype( ed );
      std::vector< detail::uri_node > nodes;
      if( !detail::derivation_parse< E >( input, nodes ) ) {
         return std::nullopt;
      }
      std::vector< edition_node > out;
      out.reserve( nodes.size() );
      for( const auto& n : nodes ) {
         out.push_back( { E::rfc_name( static_cast< typename E::production >( n.production ) ), n.begin, n.end, n.depth } );
      }
      return out;
   } );
}

std::vector< std::string_view > part_names( edition e )
{
   return with_edition< std::vector< std::string_view > >( e, []( auto ed ) {
      using E = decltype( ed );
      std::vector< std::string_view > names;
      const auto add = [ &names ]( std::string_view n ) {
         if( !n.empty() && std::find( names.begin(), names.end(), n ) == names.end() ) {
            names.push_back( n );
         }
      };
      // The authority places the path; it is no role of its own (roles_into).
      const auto add_role = [ &add ]( std::string_view r ) {
         if( r != "authority" ) {
            add( r );
         }
      };
      if constexpr( E::generic ) {
         // RFC 1738's components and roles as rfc1738_parts gives them.
         for( const auto& c : grammar::components ) {
            add( c.name );
         }
         add_role( "scheme" );
         for( const auto& j : grammar::joined_roles ) {
            add_role( j.role );
         }
         for( const auto& c : grammar::components ) {
            add_role( across_role( c.name, c.role ) );
         }
      }
      else if constexpr( E::uri ) {
         for( const auto& c : E::components ) {
            add( E::rfc_name( c.of ) );
         }
         for( const auto& c : E::components ) {
            add_role( c.role );
         }
      }
      if( !names.empty() ) {
         add( "path" );   // every byte between the authority and the query (roles_into)
      }
      return names;
   } );
}

namespace {

// The roles split_differences compares, in its order: userinfo, host and
// port by where they are and their bytes (when both editions divide the
// authority), path, query and fragment by where they begin.
constexpr std::string_view compared_roles[] = { "userinfo", "host", "port", "path", "query", "fragment" };
constexpr std::size_t compared_count = std::size( compared_roles );
constexpr std::size_t by_value_count = 3;   // the first three

// Where a split has each compared role: its first part of that role (an
// empty path is none), else null; one pass over its roles.
struct role_places {
   std::array< const edition_part*, compared_count > at{};
   bool divides_authority = true;

   explicit role_places( const edition_split& s ) noexcept
      : divides_authority( s.divides_authority )
   {
      for( const auto& r : s.roles ) {
         for( std::size_t k = 0; k < compared_count; ++k ) {
            if( at[ k ] == nullptr && r.role == compared_roles[ k ] && !( k == 3 && r.size == 0 ) ) {
               at[ k ] = &r;
            }
         }
      }
   }
};

// The compared roles where two splits differ, into `differ`.
void differences_of( const role_places& a, const role_places& b, std::vector< std::string_view >& differ )
{
   for( std::size_t k = 0; k < compared_count; ++k ) {
      const bool by_value = k < by_value_count;
      if( by_value && !( a.divides_authority && b.divides_authority ) ) {
         continue;
      }
      const auto* x = a.at[ k ];
      const auto* y = b.at[ k ];
      if( ( x == nullptr ) != ( y == nullptr ) || ( x && y && ( x->offset != y->offset || ( by_value && x->size != y->size ) ) ) ) {
         differ.push_back( compared_roles[ k ] );
      }
   }
}

}  // namespace

std::vector< std::string_view > split_differences( const edition_split& a, const edition_split& b )
{
   std::vector< std::string_view > differ;
   differences_of( role_places( a ), role_places( b ), differ );
   return differ;
}

std::string_view read_by( const edition e, const std::string_view input, const fragment_mode fragment ) noexcept
{
   return has_fragment( e ) || fragment != fragment_mode::split ? input : input.substr( 0, input.find( '#' ) );
}

void compare_editions_into( editions_report& r, std::string_view input, const std::vector< edition >& chosen, fragment_mode fragment )
{
   r.input = input;
   r.fragment.reset();
   const auto hash = fragment == fragment_mode::split ? input.find( '#' ) : std::string_view::npos;
   if( hash != std::string_view::npos ) {
      r.fragment = input.substr( hash + 1 );
   }
   const edition* const first = chosen.empty() ? std::begin( editions ) : chosen.data();
   const std::size_t count = chosen.empty() ? std::size( editions ) : chosen.size();
   // The answers of the report before, kept with the room of their splits.
   r.answers.resize( count );
   for( std::size_t k = 0; k < count; ++k ) {
      const edition e = first[ k ];
      edition_answer& a = r.answers[ k ];
      a.of = e;
      a.text = read_by( e, input, fragment );
      a.verdict = check( e, a.text );
      a.error.reset();
      if( !a.verdict.conforms ) {   // why not valid; or, valid, why it does not conform (RFC 8089 §2)
         a.error = why_not( e, a.text );
      }
      bool split = false;
      if( a.verdict.valid ) {
         if( !a.split ) {
            a.split.emplace();
         }
         split = detail::split_judged_into( *a.split, e, a.text, a.verdict );
         if( split && r.fragment && !has_fragment( e ) ) {
            auto& part = a.split->roles.emplace_back();
            part.name = "fragment";
            part.role = "fragment";
            part.offset = hash + 1;
            part.size = r.fragment->size();
         }
      }
      if( !split ) {
         a.split.reset();
      }
   }
   // Each pair of splits: where each has its roles found once a split.
   thread_local std::vector< std::optional< role_places > > places;
   places.clear();
   for( const auto& a : r.answers ) {
      places.push_back( a.split ? std::optional< role_places >( *a.split ) : std::nullopt );
   }
   thread_local std::vector< std::string_view > roles;
   std::size_t differ = 0;
   for( std::size_t i = 0; i < count; ++i ) {
      for( std::size_t j = i + 1; j < count; ++j ) {
         if( places[ i ] && places[ j ] ) {
            roles.clear();
            differences_of( *places[ i ], *places[ j ], roles );
            if( !roles.empty() ) {
               // In the room of the report before's, while it has one.
               if( differ == r.differences.size() ) {
                  r.differences.emplace_back();
               }
               auto& d = r.differences[ differ++ ];
               d.a = r.answers[ i ].of;
               d.b = r.answers[ j ].of;
               d.roles.assign( roles.begin(), roles.end() );
            }
         }
      }
   }
   r.differences.resize( differ );
}

editions_report compare_editions( std::string_view input, const std::vector< edition >& chosen, fragment_mode fragment )
{
   editions_report r;
   compare_editions_into( r, input, chosen, fragment );
   return r;
}

}  // namespace rfc1738

// SPDX-License-Identifier: BSL-1.0
// Fuzz target `parse`: the parser on arbitrary bytes. Besides no crash and no
// sanitizer report:
//   - check(): the scheme is a prefix of the input that ends before a ":";
//     valid is derives(url); conforms is derives(target); derived_by is
//     present exactly when valid;
//   - parse() (when the library has it) succeeds exactly when check() says
//     valid; every node of its tree lies inside the input, inside its parent,
//     after its previous sibling; the root spans the whole input; derive()'s
//     full tree obeys the same and its error offset is inside the input;
//   - the api tree is the full tree with only the productions the api selects
//     (derive( api ) matches character classes and their repetitions by
//     table scans, the full derivation descends into every production: the
//     same nodes prove the scans derive what the grammar derives);
//   - inspect_into() into a report that held the previous input's report
//     (kept between runs) is inspect()'s: the same JSON, fix and diagnosis;
//   - the writers that inspect with url_tree::components write what the
//     whole tree's report gives: write_check_json and write_parse_json
//     (plain and decoded) as write_json and write_parse_json of inspect();
//     write_lint_array on the input as a text document as each candidate's
//     members from inspect(); the C API's rfc1738_parse_with the components
//     of visit_components, in order, with their offsets.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "require.hpp"
#include "rfc1738/check.hpp"

#ifdef RFC1738_FUZZ_HAVE_PARSE
#include <string>
#include <utility>
#include <vector>

#include "rfc1738.h"
#include "rfc1738/components.hpp"
#include "rfc1738/json.hpp"
#include "rfc1738/lint_output.hpp"
#include "rfc1738/parse.hpp"
#include "rfc1738/parse_output.hpp"
#include "rfc1738/report.hpp"
#include "tree_projection.hpp"
#endif

namespace {

#ifdef RFC1738_FUZZ_HAVE_PARSE
// Pre-order with depths: each node inside the input, inside its parent, and
// not before the end of its previous sibling.
void check_tree( const rfc1738::parse_tree& tree, std::string_view input )
{
   // The open ancestors: their index, and where the next child may begin.
   std::size_t stack[ 256 ];
   std::size_t next_begin[ 256 ];
   std::size_t depth = 0;
   for( std::size_t i = 0; i < tree.size(); ++i ) {
      const auto& n = tree[ i ];
      RFC1738_FUZZ_REQUIRE( n.begin <= n.end );
      RFC1738_FUZZ_REQUIRE( n.end <= input.size() );
      RFC1738_FUZZ_REQUIRE( n.depth <= depth );
      RFC1738_FUZZ_REQUIRE( i == 0 || n.depth > 0 );
      depth = n.depth;
      if( depth > 0 ) {
         const auto& parent = tree[ stack[ depth - 1 ] ];
         RFC1738_FUZZ_REQUIRE( parent.begin <= n.begin && n.end <= parent.end );
         RFC1738_FUZZ_REQUIRE( next_begin[ depth - 1 ] <= n.begin );
         next_begin[ depth - 1 ] = n.end;
      }
      RFC1738_FUZZ_REQUIRE( depth < 256 );
      stack[ depth ] = i;
      next_begin[ depth ] = n.begin;
      ++depth;
   }
}

// The components of a parsed URL as visit_components gives them: name and
// offset in the text.
struct component_list : rfc1738::component_visitor {
   std::string_view text;
   std::vector< std::pair< std::string, std::size_t > > seen;
   std::size_t fieldspecs_seen = 0;
   void component( const std::string_view name, const std::string_view value ) override
   {
      seen.emplace_back( std::string( name ), static_cast< std::size_t >( value.data() - text.data() ) );
   }
   void fieldspecs( const rfc1738::fieldspecs_view& specs ) override
   {
      for( const auto f : specs ) {
         static_cast< void >( f );
         ++fieldspecs_seen;
      }
   }
};

// The writers that inspect with url_tree::components against the whole
// tree's report `whole` of the same input.
void check_writers( const std::string_view input, const rfc1738::report& whole )
{
   std::string out;
   RFC1738_FUZZ_REQUIRE( rfc1738::write_check_json( out, rfc1738::edition::rfc1738, input, {} ) );
   RFC1738_FUZZ_REQUIRE( out == rfc1738::to_json( whole ) );
   for( const bool decode : { false, true } ) {
      std::string want;
      rfc1738::write_parse_json( want, whole, decode );
      out.clear();
      RFC1738_FUZZ_REQUIRE( rfc1738::write_parse_json( out, rfc1738::edition::rfc1738, input, {}, decode ) );
      RFC1738_FUZZ_REQUIRE( out == want );
   }

   std::string want = "[";
   for( const auto& c : rfc1738::extract( input, rfc1738::document_format::text, {} ) ) {
      want += want.size() == 1 ? "{" : ",{";
      rfc1738::write_json_members( want, c, rfc1738::inspect( c.url ) );
      want += '}';
   }
   want += ']';
   out.clear();
   rfc1738::write_lint_array( out, input, rfc1738::document_format::text, {}, {} );
   RFC1738_FUZZ_REQUIRE( out == want );

   rfc1738_result* const c = rfc1738_parse_with( input.data(), input.size(), 0 );
   RFC1738_FUZZ_REQUIRE( c != nullptr );
   component_list list;
   list.text = whole.text();
   if( whole.url() ) {
      rfc1738::visit_components( *whole.url(), list );
   }
   RFC1738_FUZZ_REQUIRE( rfc1738_component_count( c ) == list.seen.size() );
   for( std::size_t k = 0; k < list.seen.size(); ++k ) {
      std::size_t offset = 0;
      std::size_t length = 0;
      const char* const name = rfc1738_component_at( c, k, &offset, &length );
      RFC1738_FUZZ_REQUIRE( name != nullptr && list.seen[ k ].first == name && list.seen[ k ].second == offset );
   }
   RFC1738_FUZZ_REQUIRE( rfc1738_fieldspec_count( c ) == list.fieldspecs_seen );
   rfc1738_free( c );
}
#endif

}  // namespace

extern "C" int LLVMFuzzerTestOneInput( const std::uint8_t* data, std::size_t size )
{
   const std::string_view input( reinterpret_cast< const char* >( data ), size );

   const auto v = rfc1738::check( input );
   if( v.scheme ) {
      RFC1738_FUZZ_REQUIRE( v.scheme->data() == input.data() );
      RFC1738_FUZZ_REQUIRE( !v.scheme->empty() && v.scheme->size() < input.size() );
      RFC1738_FUZZ_REQUIRE( input[ v.scheme->size() ] == ':' );
      RFC1738_FUZZ_REQUIRE( rfc1738::derives( rfc1738::production::scheme, *v.scheme ) );
   }
   RFC1738_FUZZ_REQUIRE( v.valid == rfc1738::derives( rfc1738::production::url, input ) );
   RFC1738_FUZZ_REQUIRE( v.conforms == rfc1738::derives( v.target, input ) );
   RFC1738_FUZZ_REQUIRE( v.derived_by.has_value() == v.valid );
   RFC1738_FUZZ_REQUIRE( !v.valid || v.scheme.has_value() );

#ifdef RFC1738_FUZZ_HAVE_PARSE
   const auto r = rfc1738::parse( input );
   RFC1738_FUZZ_REQUIRE( r.has_value() == v.valid );
   if( r ) {
      const auto& tree = r->tree();
      RFC1738_FUZZ_REQUIRE( tree.size() >= 2 );
      RFC1738_FUZZ_REQUIRE( tree[ 0 ].id == rfc1738::production::url );
      RFC1738_FUZZ_REQUIRE( tree[ 0 ].begin == 0 && tree[ 0 ].end == input.size() );
      RFC1738_FUZZ_REQUIRE( r->derived_by() == *v.derived_by );
      RFC1738_FUZZ_REQUIRE( r->buffer().data() == input.data() && r->buffer().size() == input.size() );
      check_tree( tree, input );
   }
   else {
      RFC1738_FUZZ_REQUIRE( r.error().offset <= input.size() );
   }
   const auto d = rfc1738::derive( input, rfc1738::tree_selection::full );
   RFC1738_FUZZ_REQUIRE( d.error.has_value() != v.valid );
   if( d.error ) {
      RFC1738_FUZZ_REQUIRE( d.error->offset <= input.size() );
   }
   check_tree( d.tree, input );
   const auto a = rfc1738::derive( input, rfc1738::tree_selection::api );
   RFC1738_FUZZ_REQUIRE( a.error.has_value() == d.error.has_value() );
   if( a.error ) {
      RFC1738_FUZZ_REQUIRE( a.error->offset == d.error->offset );
   }
   RFC1738_FUZZ_REQUIRE( rfc1738::test::is_api_projection( a.tree, d.tree ) );

   static rfc1738::report reused;   // the report of the run before, written over
   rfc1738::inspect_into( reused, input );
   const auto fresh = rfc1738::inspect( input );
   RFC1738_FUZZ_REQUIRE( rfc1738::to_json( reused ) == rfc1738::to_json( fresh ) );
   RFC1738_FUZZ_REQUIRE( reused.diagnosis().has_value() == fresh.diagnosis().has_value() );
   if( fresh.diagnosis() ) {
      RFC1738_FUZZ_REQUIRE( reused.diagnosis()->expected == fresh.diagnosis()->expected );
      RFC1738_FUZZ_REQUIRE( reused.diagnosis()->fix.has_value() == fresh.diagnosis()->fix.has_value() );
   }
   RFC1738_FUZZ_REQUIRE( reused.fix().has_value() == fresh.fix().has_value() );
   if( fresh.fix() ) {
      RFC1738_FUZZ_REQUIRE( reused.fix()->url == fresh.fix()->url );
      RFC1738_FUZZ_REQUIRE( reused.fix()->fragment == fresh.fix()->fragment );
      RFC1738_FUZZ_REQUIRE( reused.fix()->reason == fresh.fix()->reason );
      RFC1738_FUZZ_REQUIRE( reused.fix()->edits.size() == fresh.fix()->edits.size() );
      for( std::size_t k = 0; k < fresh.fix()->edits.size(); ++k ) {
         RFC1738_FUZZ_REQUIRE( reused.fix()->edits[ k ].message == fresh.fix()->edits[ k ].message );
         RFC1738_FUZZ_REQUIRE( reused.fix()->edits[ k ].url == fresh.fix()->edits[ k ].url );
      }
   }
   check_writers( input, fresh );
#endif
   return 0;
}

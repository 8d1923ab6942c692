// SPDX-License-Identifier: BSL-1.0
// The parser: the one place where the PEGTL grammar is instantiated. A
// control class records a node for each rule with an `id` that the selection
// keeps, as a span of offsets, and drops the nodes of every match that fails.
#include "rfc1738/parse.hpp"

#include <cstddef>
#include <cstdint>
#include <utility>

#include <tao/pegtl.hpp>

#include "rfc1738/grammar.hpp"
#include "diagnosis/walk.hpp"
#include "reaches.hpp"
#include "rule_match.hpp"
#include "split.hpp"
#include "tree_builder.hpp"
#include "urls/url_view_access.hpp"

namespace rfc1738 {

namespace {

namespace pegtl = tao::pegtl;

// A rule is a tree node when it names a production (has an `id`,
// reaches.hpp) that the selection S keeps: the generated rule of each
// production, and the rewrite rules that stand for one (selector_in_gopher
// is a `selector`). Helper rules without an id are never nodes.
template< tree_selection S >
struct selected {
   template< typename Rule >
   static constexpr bool records() noexcept
   {
      if constexpr( detail::has_id< Rule > ) {
         return selects( S, Rule::id );
      }
      else {
         return false;
      }
   }
};

template< typename ParseInput >
std::uint32_t offset( const ParseInput& in ) noexcept
{
   return static_cast< std::uint32_t >( in.byte() );
}

template< tree_selection S >
struct tree_control {
   template< typename Rule >
   struct type
      : pegtl::normal< Rule >
   {
      template< pegtl::apply_mode A,
                pegtl::rewind_mode M,
                template< typename... >
                class Action,
                template< typename... >
                class Control,
                typename ParseInput >
      [[nodiscard]] static bool match( ParseInput& in, detail::tree_builder& b )
      {
         // Lookaheads (at, not_at) run with apply_mode::nothing: nothing they
         // match is part of the derivation, so nothing is recorded.
         if constexpr( A == pegtl::apply_mode::action && selected< S >::template records< Rule >() ) {
            const std::uint32_t i = b.open( Rule::id, offset( in ) );
            if( body< A, M, Action, Control >( in, b ) ) {
               b.close( i, offset( in ) );
               return true;
            }
            b.drop( i );
            return false;
         }
         else if constexpr( A == pegtl::apply_mode::action && detail::reaches< selected< S >, Rule >() ) {
            // A rule without a node of its own whose sub-rules record nodes,
            // e.g. the seq of opt< user, opt< ":", password >, "@" >: when it
            // fails after `user` matched, the user node goes too.
            const std::uint32_t mark = b.mark();
            if( body< A, M, Action, Control >( in, b ) ) {
               return true;
            }
            b.rewind( mark );
            return false;
         }
         else {
            return body< A, M, Action, Control >( in, b );
         }
      }

   private:
      // The rule's own match (rule_match.hpp): a scan only when nothing inside it
      // is recorded.
      template< pegtl::apply_mode A,
                pegtl::rewind_mode M,
                template< typename... >
                class Action,
                template< typename... >
                class Control,
                typename ParseInput >
      [[nodiscard]] static bool body( ParseInput& in, detail::tree_builder& b )
      {
         constexpr bool scan = !( A == pegtl::apply_mode::action && detail::any_reaches< selected< S > >( typename Rule::subs_t() ) );
         return detail::match_rule< scan, Rule, A, M, Action, Control >( in, b );
      }
   };
};

using input_t = pegtl::memory_input< pegtl::tracking_mode::lazy, pegtl::eol::lf_crlf, const char* >;

// Parses the longest prefix of `input` that `Rule` derives into `tree`; true
// when there is one. `end` is where the prefix ends.
template< typename Rule, tree_selection S >
bool derive_prefix( std::string_view input, parse_tree& tree, std::size_t& end )
{
   detail::tree_builder b( tree );
   input_t in( input.data(), input.data() + input.size(), "" );
   const bool ok = pegtl::parse< Rule, pegtl::nothing, tree_control< S >::template type >( in, b );
   end = in.byte();
   return ok;
}

// Where the error is when the input does not derive from url: the first byte
// after which no URL could go on (the walk of url's generated automaton, the
// same diagnose() makes), or the end of the input when it stops too soon.
std::size_t error_offset( std::string_view input ) noexcept
{
   return detail::walk( grammar::production::url, input ).offset;
}

// Whether the error offset is wanted: inspect() takes the verdict of a
// failed parse alone (its diagnosis walks the target's automaton), so the
// walk of url's automaton is not made for it.
enum class error_offset_wanted : bool {
   no,
   yes,
};

// Derives `input` from url into `tree` by the PEGTL rules; the error, when
// the whole input does not (at offset 0 when `W` says no).
template< tree_selection S, error_offset_wanted W = error_offset_wanted::yes >
std::optional< parse_error > derive_url_by_rules( std::string_view input, parse_tree& tree )
{
   if( input.size() > max_input_size ) {
      return parse_error{ max_input_size };
   }
   std::size_t end = 0;
   if( derive_prefix< grammar::url, S >( input, tree, end ) && end == input.size() ) {
      return std::nullopt;
   }
   return parse_error{ W == error_offset_wanted::yes ? error_offset( input ) : 0 };
}

// What the caller keeps of a tree when the input is not a url.
enum class on_error : bool {
   drop_tree,   // parse(): the result is the error alone
   keep_tree,   // derive(): the derivation of the longest prefix
};

// Derives `input` from url into `tree`: true when the whole input does,
// else false with the error in `error`. The api tree of a url whose form the
// splitter handles comes from the verdict walk and the form's split program
// (split.hpp); every other tree from the PEGTL rules. The error is where
// url's automaton stops: when the verdict walk already said the input is not
// a url and no tree is kept, where that walk entered a sink
// (onepass::error_offset), else by the rules and the diagnosis walk
// (error_offset). A bool and the error apart, not an optional: parse()'s
// optional< parse_error >, stored in two parts and read back whole, stalled
// every call on the load (BENCHMARKS.md §21).
// `bounded`: a tree of components when the splitter writes it (split_into).
template< tree_selection S, on_error E = on_error::drop_tree, error_offset_wanted W = error_offset_wanted::yes >
bool derive_url( std::string_view input, parse_tree& tree, parse_error& error, const bool bounded = false )
{
   if constexpr( S == tree_selection::api ) {
      if( input.size() <= max_input_size ) {
         std::size_t at = 0;
         const auto outcome = detail::split_into( input, tree, at, bounded );
         if( outcome == detail::split_outcome::split ) {
            return true;
         }
         if( E == on_error::drop_tree && outcome == detail::split_outcome::not_a_url ) {
            error = parse_error{ at };
            return false;
         }
      }
   }
   if( const auto e = derive_url_by_rules< S, W >( input, tree ) ) {
      error = *e;
      return false;
   }
   return true;
}

}  // namespace

derivation derive( std::string_view input, tree_selection selection )
{
   derivation d;
   parse_error error{ 0 };
   const bool derived = selection == tree_selection::full ? derive_url< tree_selection::full, on_error::keep_tree >( input, d.tree, error )
                                                          : derive_url< tree_selection::api, on_error::keep_tree >( input, d.tree, error );
   if( !derived ) {
      d.error = error;
   }
   return d;
}

result< url_view > parse( std::string_view input )
{
   // The tree is built where it is returned: in the url_view inside the result.
   result< url_view > r( std::in_place, url_view_access::key(), input );
   parse_error error{ 0 };
   if( !derive_url< tree_selection::api >( input, url_view_access::tree( *r ), error ) ) {
      r = error;
   }
   return r;
}

namespace detail {

bool parse_into( std::string_view input, parse_tree& tree, const bool bounded )
{
   parse_error error{ 0 };
   return derive_url< tree_selection::api, on_error::drop_tree, error_offset_wanted::no >( input, tree, error, bounded );
}

std::optional< parse_error > parse_by_rules( std::string_view input, parse_tree& tree )
{
   return derive_url_by_rules< tree_selection::api >( input, tree );
}

parse_tree derive_genericurl( std::string_view input )
{
   parse_tree tree;
   std::size_t end = 0;
   (void)derive_prefix< grammar::genericurl, tree_selection::api >( input, tree, end );
   return tree;
}

}  // namespace detail

}  // namespace rfc1738

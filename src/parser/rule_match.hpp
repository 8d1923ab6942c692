// SPDX-License-Identifier: BSL-1.0
// Private: the fast path of the character-class rules. Many productions of
// RFC 1738 §5 match one byte out of a set (alpha, digit, safe, reserved, …),
// or that or an escape ("%" hex hex: uchar, xchar), or a repetition of such a
// unit (digits, hsegment, fsegment, search, user, password, *xchar, …). As
// generated, each is a sor<> of one<> rules, one call and one end-of-input
// check per alternative, per byte. scan<Rule> recognises these shapes from
// the rule's own type, at compile time, and matches them with one table
// lookup per byte in a loop: the same language, decided the same way (for a
// unit, PEG's ordered choice and set union agree, because the escape's "%" is
// in none of the sets; scan<> refuses a shape where it would be), only
// faster. Labels (domainlabel, toplabel after their hyphen-runs rewrite) get
// a loop of their own (label_scan), and so does hostname (dotted_scan).
// Beside the scans, sor_dispatch tries an alternative of a sor only when the
// next byte is one it can begin with (first_of).
//
// The controls of the parser (parse.cpp) and of the verdicts (check.cpp) use
// them, the scans wherever no parse-tree node is recorded inside the rule;
// the exactness tests (tests/grammar) check the verdicts against the BNF, the
// fuzz target parse the trees against the full derivation.
#ifndef RFC1738_SRC_RULE_MATCH_HPP
#define RFC1738_SRC_RULE_MATCH_HPP

#include <array>
#include <cstddef>
#include <limits>
#include <utility>

#include <tao/pegtl.hpp>

namespace rfc1738::detail {

namespace pegtl = tao::pegtl;

using byte_table = std::array< bool, 256 >;

// The end of the run of bytes of `table` that begins at p. (Unrolled four
// bytes a step it measured slower on the URL corpora: runs are short.)
[[nodiscard]] inline const char* run_end( const char* p, const char* const end, const byte_table& table ) noexcept
{
   const auto in = [ & ]( const char c ) noexcept { return table[ static_cast< unsigned char >( c ) ]; };
   while( p != end && in( *p ) ) {
      ++p;
   }
   return p;
}

// One unit: a byte of `bytes`, or (with `escape`) "%" followed by two bytes of `hex`.
struct unit_class {
   bool valid = false;
   byte_table bytes{};
   bool escape = false;
   byte_table hex{};
};

constexpr bool any_of( const byte_table& t ) noexcept
{
   for( const bool b : t ) {
      if( b ) {
         return true;
      }
   }
   return false;
}

constexpr bool same( const byte_table& a, const byte_table& b ) noexcept
{
   for( std::size_t i = 0; i < a.size(); ++i ) {
      if( a[ i ] != b[ i ] ) {
         return false;
      }
   }
   return true;
}

// The alternation of two units, when it is a unit again.
constexpr unit_class either( const unit_class& a, const unit_class& b ) noexcept
{
   unit_class u;
   if( !a.valid || !b.valid ) {
      return u;
   }
   if( a.escape && b.escape && !same( a.hex, b.hex ) ) {
      return u;
   }
   for( std::size_t i = 0; i < u.bytes.size(); ++i ) {
      u.bytes[ i ] = a.bytes[ i ] || b.bytes[ i ];
   }
   u.escape = a.escape || b.escape;
   u.hex = a.escape ? a.hex : b.hex;
   // With "%" in the set, an ordered choice could take "%" alone where the
   // union takes an escape (or the other way round): not a unit.
   u.valid = !( u.escape && u.bytes[ '%' ] );
   return u;
}

template< typename Rule >
constexpr unit_class unit_of() noexcept;

// Anything else: not a unit.
constexpr unit_class unit_from( const void* /*unused*/ ) noexcept
{
   return {};
}

// one< C... >: a byte of the set.
template< char... Cs >
constexpr unit_class unit_from( const pegtl::ascii::one< Cs... >* /*unused*/ ) noexcept
{
   unit_class u;
   u.valid = sizeof...( Cs ) != 0;
   ( ( u.bytes[ static_cast< unsigned char >( Cs ) ] = true ), ... );
   return u;
}

// sor< R... >: the alternation of units.
template< typename... Rs >
constexpr unit_class unit_from( const pegtl::sor< Rs... >* /*unused*/ ) noexcept
{
   unit_class u;
   u.valid = sizeof...( Rs ) != 0;
   ( ( u = either( u, unit_of< Rs >() ) ), ... );
   return u;
}

// seq< "%", H, H >: an escape, H a set of bytes.
template< typename H1, typename H2 >
constexpr unit_class unit_from( const pegtl::seq< pegtl::ascii::one< '%' >, H1, H2 >* /*unused*/ ) noexcept
{
   constexpr unit_class h1 = unit_of< H1 >();
   constexpr unit_class h2 = unit_of< H2 >();
   unit_class u;
   if( h1.valid && h2.valid && !h1.escape && !h2.escape && same( h1.bytes, h2.bytes ) && any_of( h1.bytes ) ) {
      u.valid = true;
      u.escape = true;
      u.hex = h1.bytes;
   }
   return u;
}

// A production's rule derives from the combinator it is written as
// (struct xchar : sor< unreserved, reserved, escape >), and overload
// resolution prefers that base over const void*.
template< typename Rule >
constexpr unit_class unit_of() noexcept
{
   return unit_from( static_cast< const Rule* >( nullptr ) );
}

inline constexpr std::size_t unbounded = std::numeric_limits< std::size_t >::max();

// A unit repeated min to max times.
struct repetition {
   unit_class unit;
   std::size_t min = 1;
   std::size_t max = 1;
};

constexpr repetition repetition_from( const void* /*unused*/ ) noexcept
{
   return {};
}

template< typename R >
constexpr repetition repetition_from( const pegtl::star< R >* /*unused*/ ) noexcept
{
   return { unit_of< R >(), 0, unbounded };
}

template< typename R >
constexpr repetition repetition_from( const pegtl::plus< R >* /*unused*/ ) noexcept
{
   return { unit_of< R >(), 1, unbounded };
}

template< typename R >
constexpr repetition repetition_from( const pegtl::opt< R >* /*unused*/ ) noexcept
{
   return { unit_of< R >(), 0, 1 };
}

template< typename Rule >
constexpr repetition repetition_of() noexcept
{
   const repetition r = repetition_from( static_cast< const Rule* >( nullptr ) );
   if( r.unit.valid ) {
      return r;
   }
   return { unit_of< Rule >(), 1, 1 };
}

// The rule as a unit repeated min to max times, matched by table lookups.
template< typename Rule >
struct unit_scan {
   static constexpr repetition form = repetition_of< Rule >();
   static constexpr bool applies = form.unit.valid;
   static constexpr byte_table bytes = form.unit.bytes;
   static constexpr byte_table hex = form.unit.hex;

   // The length of the unit at p (0 when there is none).
   [[nodiscard]] static std::size_t unit_at( const char* p, const char* end ) noexcept
   {
      if( p == end ) {
         return 0;
      }
      if( bytes[ static_cast< unsigned char >( *p ) ] ) {
         return 1;
      }
      if( form.unit.escape && *p == '%' && end - p >= 3 && hex[ static_cast< unsigned char >( p[ 1 ] ) ] && hex[ static_cast< unsigned char >( p[ 2 ] ) ] ) {
         return 3;
      }
      return 0;
   }

   template< typename ParseInput >
   [[nodiscard]] static bool match( ParseInput& in ) noexcept
   {
      const char* const begin = in.current();
      const char* const end = in.end();
      if constexpr( form.max != unbounded ) {
         // opt< U > or U: at most one unit (no other bound occurs in §5).
         static_assert( form.max == 1 && form.min <= 1 );
         const std::size_t n = unit_at( begin, end );
         in.bump_in_this_line( n );
         return n != 0 || form.min == 0;
      }
      else {
         // star< U > or plus< U >: every unit is one byte or more, so at least
         // one unit matched exactly when the input moved.
         static_assert( form.min <= 1 );
         const char* p = begin;
         for( ;; ) {
            p = run_end( p, end, bytes );
            if constexpr( form.unit.escape ) {
               if( const std::size_t n = unit_at( p, end ); n != 0 ) {
                  p += n;
                  continue;
               }
            }
            break;
         }
         if( form.min == 1 && p == begin ) {
            return false;
         }
         in.bump_in_this_line( static_cast< std::size_t >( p - begin ) );
         return true;
      }
   }
};

// seq< First, star< star< Hyphen >, Rest > >, each a set of bytes (no escape)
// and Hyphen and Rest disjoint: domainlabel and toplabel after the
// label-hyphen-runs and toplabel-hyphen-runs rewrites. PEG's greedy match is
// a First byte, then the longest run of Hyphen and Rest bytes that ends with
// a Rest byte (every iteration of the outer star ends with one; a trailing
// Hyphen run fails its iteration and is given back).
struct label_form {
   bool valid = false;
   byte_table first{};
   byte_table hyphen{};
   byte_table rest{};
};

constexpr label_form label_from( const void* /*unused*/ ) noexcept
{
   return {};
}

template< typename First, typename Hyphen, typename Rest >
constexpr label_form label_from( const pegtl::seq< First, pegtl::star< pegtl::star< Hyphen >, Rest > >* /*unused*/ ) noexcept
{
   constexpr unit_class f = unit_of< First >();
   constexpr unit_class h = unit_of< Hyphen >();
   constexpr unit_class r = unit_of< Rest >();
   label_form l;
   if( !f.valid || !h.valid || !r.valid || f.escape || h.escape || r.escape ) {
      return l;
   }
   for( std::size_t i = 0; i < h.bytes.size(); ++i ) {
      if( h.bytes[ i ] && r.bytes[ i ] ) {
         return l;
      }
   }
   l.valid = true;
   l.first = f.bytes;
   l.hyphen = h.bytes;
   l.rest = r.bytes;
   return l;
}

// Where a label that continues at p (after its First byte) ends: one past
// its last Rest byte, or p. A Hyphen run that no Rest byte follows is given
// back.
[[nodiscard]] inline const char* label_end( const char* p, const char* const end, const byte_table& hyphen, const byte_table& rest ) noexcept
{
   for( ;; ) {
      p = run_end( p, end, rest );
      const char* const last = p;
      while( p != end && hyphen[ static_cast< unsigned char >( *p ) ] ) {
         ++p;
      }
      if( p == last || p == end || !rest[ static_cast< unsigned char >( *p ) ] ) {
         return last;
      }
   }
}

template< typename Rule >
struct label_scan {
   static constexpr label_form form = label_from( static_cast< const Rule* >( nullptr ) );
   static constexpr bool applies = form.valid;
   static constexpr byte_table first = form.first;
   static constexpr byte_table hyphen = form.hyphen;
   static constexpr byte_table rest = form.rest;

   template< typename ParseInput >
   [[nodiscard]] static bool match( ParseInput& in ) noexcept
   {
      const char* const begin = in.current();
      const char* const end = in.end();
      if( begin == end || !first[ static_cast< unsigned char >( *begin ) ] ) {
         return false;
      }
      const char* const last = label_end( begin + 1, end, hyphen, rest );
      in.bump_in_this_line( static_cast< std::size_t >( last - begin ) );
      return true;
   }
};

// seq< star< Label, one< Dot > >, Last >, Label and Last matched by
// label_scan with the same Hyphen and Rest bytes, Last's First bytes among
// Label's, and Dot neither a Hyphen nor a Rest byte: hostname
// (*[ domainlabel "." ] toplabel). PEG's star takes every Label followed by a
// Dot; Last must then match where the star stopped, and it ends where a Label
// would, so each label is read once.
struct dotted_form {
   bool valid = false;
   char dot = 0;
   label_form label;
   byte_table last_first{};
};

constexpr dotted_form dotted_from( const void* /*unused*/ ) noexcept
{
   return {};
}

template< typename Label, char Dot, typename Last >
constexpr dotted_form dotted_from( const pegtl::seq< pegtl::star< Label, pegtl::ascii::one< Dot > >, Last >* /*unused*/ ) noexcept
{
   constexpr label_form l = label_scan< Label >::form;
   constexpr label_form t = label_scan< Last >::form;
   dotted_form d;
   if( !l.valid || !t.valid || !same( l.hyphen, t.hyphen ) || !same( l.rest, t.rest ) || l.rest[ static_cast< unsigned char >( Dot ) ] || l.hyphen[ static_cast< unsigned char >( Dot ) ] ) {
      return d;
   }
   for( std::size_t i = 0; i < t.first.size(); ++i ) {
      if( t.first[ i ] && !l.first[ i ] ) {
         return d;
      }
   }
   d.valid = true;
   d.dot = Dot;
   d.label = l;
   d.last_first = t.first;
   return d;
}

template< typename Rule >
struct dotted_scan {
   static constexpr dotted_form form = dotted_from( static_cast< const Rule* >( nullptr ) );
   static constexpr bool applies = form.valid;
   static constexpr byte_table first = form.label.first;
   static constexpr byte_table hyphen = form.label.hyphen;
   static constexpr byte_table rest = form.label.rest;
   static constexpr byte_table last_first = form.last_first;

   template< typename ParseInput >
   [[nodiscard]] static bool match( ParseInput& in ) noexcept
   {
      const char* const begin = in.current();
      const char* const end = in.end();
      const char* p = begin;  // where the star stands
      for( ;; ) {
         if( p == end || !first[ static_cast< unsigned char >( *p ) ] ) {
            return false;  // no Label here, so no Last either
         }
         const char* const e = label_end( p + 1, end, hyphen, rest );
         if( e != end && *e == form.dot ) {
            p = e + 1;
            continue;
         }
         if( !last_first[ static_cast< unsigned char >( *p ) ] ) {
            return false;
         }
         in.bump_in_this_line( static_cast< std::size_t >( e - begin ) );
         return true;
      }
   }
};

// The bytes a rule's match can begin with, when it never matches the empty
// string (`valid`); conservative: any rule it cannot tell is not valid. A
// rule whose first bytes exclude the next input byte fails there without
// consuming anything, so sor_dispatch (below) does not try it: url's eleven
// alternatives, most of which begin with a scheme literal ("http://",
// "ftp://", …), are then told apart by one table lookup each.
struct first_bytes {
   bool valid = false;
   byte_table bytes{};
};

template< typename Rule >
constexpr first_bytes first_of() noexcept;

constexpr first_bytes first_from( const void* /*unused*/ ) noexcept
{
   return {};
}

template< char C, char... Cs >
constexpr first_bytes first_from( const pegtl::ascii::string< C, Cs... >* /*unused*/ ) noexcept
{
   first_bytes f;
   f.valid = true;
   f.bytes[ static_cast< unsigned char >( C ) ] = true;
   return f;
}

// seq< R, … >: R's first bytes, when R is never empty.
template< typename R, typename... Rs >
constexpr first_bytes first_from( const pegtl::seq< R, Rs... >* /*unused*/ ) noexcept
{
   return first_of< R >();
}

template< typename R >
constexpr first_bytes first_from( const pegtl::plus< R >* /*unused*/ ) noexcept
{
   return first_of< R >();
}

template< typename... Rs >
constexpr first_bytes first_from( const pegtl::sor< Rs... >* /*unused*/ ) noexcept
{
   first_bytes f;
   f.valid = sizeof...( Rs ) != 0;
   const auto add = [ & ]( const first_bytes& g ) {
      f.valid = f.valid && g.valid;
      for( std::size_t i = 0; i < f.bytes.size(); ++i ) {
         f.bytes[ i ] = f.bytes[ i ] || g.bytes[ i ];
      }
   };
   ( add( first_of< Rs >() ), ... );
   return f;
}

template< typename Rule >
constexpr first_bytes first_of() noexcept
{
   // A unit (one byte of a set, or an escape): its bytes and "%".
   constexpr unit_class u = unit_of< Rule >();
   if constexpr( u.valid ) {
      first_bytes f;
      f.valid = true;
      f.bytes = u.bytes;
      f.bytes[ '%' ] = f.bytes[ '%' ] || u.escape;
      return f;
   }
   else {
      return first_from( static_cast< const Rule* >( nullptr ) );
   }
}

// sor< R… > (or a production written as one) with alternatives whose first
// bytes are known: each such alternative is tried only when the next byte is
// one of them (the others fail there anyway, without consuming).
template< typename... Rs >
pegtl::type_list< Rs... > alternatives_from( const pegtl::sor< Rs... >* /*unused*/ ) noexcept;

pegtl::type_list<> alternatives_from( const void* /*unused*/ ) noexcept;

template< typename Rule >
using alternatives_t = decltype( alternatives_from( static_cast< const Rule* >( nullptr ) ) );

// Worth a test: an alternative that is neither a unit nor a literal (those
// test their first byte themselves).
template< typename Rule >
constexpr bool worth_testing( const void* /*unused*/ ) noexcept
{
   return false;
}

template< typename Rule, typename... Rs >
constexpr bool worth_testing( const pegtl::seq< Rs... >* /*unused*/ ) noexcept
{
   return first_of< Rule >().valid;
}

template< typename Rule >
inline constexpr bool tested = worth_testing< Rule >( static_cast< const Rule* >( nullptr ) );

template< typename Rule >
inline constexpr first_bytes first_v = first_of< Rule >();

template< typename Rule, typename = alternatives_t< Rule > >
struct sor_dispatch;

template< typename Rule, typename... Rs >
struct sor_dispatch< Rule, pegtl::type_list< Rs... > > {
   static constexpr bool applies = ( tested< Rs > || ... );

   // As sor< R… >::match: every alternative but the last with rewind_mode::required.
   template< pegtl::apply_mode A,
             pegtl::rewind_mode M,
             template< typename... >
             class Action,
             template< typename... >
             class Control,
             typename ParseInput,
             typename... States >
   [[nodiscard]] static bool match( ParseInput& in, States&&... st )
   {
      return match< A, M, Action, Control >( std::index_sequence_for< Rs... >(), in, st... );
   }

private:
   template< pegtl::apply_mode A,
             pegtl::rewind_mode M,
             template< typename... >
             class Action,
             template< typename... >
             class Control,
             std::size_t... Is,
             typename ParseInput,
             typename... States >
   [[nodiscard]] static bool match( std::index_sequence< Is... > /*unused*/, ParseInput& in, States&&... st )
   {
      const int next = in.empty() ? -1 : static_cast< unsigned char >( in.peek_char() );
      const auto may = [ next ]( const first_bytes& f ) noexcept { return next >= 0 && f.bytes[ static_cast< std::size_t >( next ) ]; };
      return ( ( ( !tested< Rs > || may( first_v< Rs > ) ) && Control< Rs >::template match< A, ( Is + 1 == sizeof...( Rs ) ? M : pegtl::rewind_mode::required ), Action, Control >( in, st... ) ) || ... );
   }
};

// How a rule is matched by a scan, when one applies.
template< typename Rule >
struct scan {
   static constexpr bool by_unit = unit_scan< Rule >::applies;
   static constexpr bool by_label = !by_unit && label_scan< Rule >::applies;
   static constexpr bool by_dots = !by_unit && !by_label && dotted_scan< Rule >::applies;
   static constexpr bool applies = by_unit || by_label || by_dots;

   template< typename ParseInput >
   [[nodiscard]] static bool match( ParseInput& in ) noexcept
   {
      if constexpr( by_unit ) {
         return unit_scan< Rule >::match( in );
      }
      else if constexpr( by_label ) {
         return label_scan< Rule >::match( in );
      }
      else {
         return dotted_scan< Rule >::match( in );
      }
   }
};

// Matches Rule: by scan<> when one applies and Scan says it may (nothing
// inside the rule is recorded), else by sor_dispatch when it is a sor worth
// it, else as PEGTL would. The one decision of both controls.
template< bool Scan,
          typename Rule,
          pegtl::apply_mode A,
          pegtl::rewind_mode M,
          template< typename... >
          class Action,
          template< typename... >
          class Control,
          typename ParseInput,
          typename... States >
[[nodiscard]] bool match_rule( ParseInput& in, States&&... st )
{
   if constexpr( Scan && scan< Rule >::applies ) {
      return scan< Rule >::match( in );
   }
   else if constexpr( sor_dispatch< Rule >::applies ) {
      return sor_dispatch< Rule >::template match< A, M, Action, Control >( in, st... );
   }
   else {
      return pegtl::normal< Rule >::template match< A, M, Action, Control >( in, st... );
   }
}

// The control of the verdicts (derives, check): nothing is recorded, so
// every rule may be scanned.
template< typename Rule >
struct scan_control
   : pegtl::normal< Rule >
{
   template< pegtl::apply_mode A,
             pegtl::rewind_mode M,
             template< typename... >
             class Action,
             template< typename... >
             class Control,
             typename ParseInput,
             typename... States >
   [[nodiscard]] static bool match( ParseInput& in, States&&... st )
   {
      return match_rule< true, Rule, A, M, Action, Control >( in, st... );
   }
};

}  // namespace rfc1738::detail

#endif

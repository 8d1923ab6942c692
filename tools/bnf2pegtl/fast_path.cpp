// SPDX-License-Identifier: BSL-1.0
#include "fast_path.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <utility>
#include <vector>

#include "alphabets.hpp"
#include "reader.hpp"

namespace rfc1738::bnf2pegtl {

namespace {

using k = expression::kind;
using bytes = std::array< bool, 256 >;

[[noreturn]] void refuse( const definition& d, const std::string& why )
{
   throw read_error( to_string( d.where ) + ": " + d.name + ": " + why + " (the fast path's proofs, src/parser/form_proof.hpp, read it so)" );
}

const definition& need( const grammar& g, const std::string& name )
{
   if( const auto* d = find_production( g, name ) ) {
      return *d;
   }
   throw read_error( "the fast path needs production `" + name + "`" );
}

bool is( const expression& e, const k what, const std::size_t subs )
{
   return e.what == what && e.subs.size() == subs;
}

bool is_name( const expression& e )
{
   return e.what == k::name;
}

bool is_byte( const expression& e )
{
   return e.what == k::literal && e.text.size() == 1;
}

// The bytes of a production whose language is single bytes (its
// alternatives, through names), else nothing.
std::optional< bytes > single_bytes( const grammar& g, const expression& e, const int depth = 0 )
{
   if( depth > 32 ) {
      return std::nullopt;
   }
   if( is_byte( e ) ) {
      bytes b{};
      b[ static_cast< unsigned char >( e.text[ 0 ] ) ] = true;
      return b;
   }
   if( is_name( e ) ) {
      const auto* d = find_production( g, e.text );
      return d ? single_bytes( g, d->body, depth + 1 ) : std::nullopt;
   }
   if( e.what == k::alternation ) {
      bytes out{};
      for( const auto& s : e.subs ) {
         const auto b = single_bytes( g, s, depth + 1 );
         if( !b ) {
            return std::nullopt;
         }
         for( std::size_t i = 0; i < 256; ++i ) {
            out[ i ] = out[ i ] || ( *b )[ i ];
         }
      }
      return out;
   }
   return std::nullopt;
}

bytes set_of( const alphabet& a )
{
   bytes b{};
   for( const unsigned char c : a.bytes ) {
      b[ c ] = true;
   }
   return b;
}

bool ascii( const bytes& b )
{
   return std::none_of( b.begin() + 128, b.end(), []( bool x ) { return x; } );
}

std::string shown( const char c )
{
   return std::string( "\"" ) + c + "\"";
}

// The byte-set production a name is (one of single bytes), else a refusal.
std::string byte_set_name( const grammar& g, const definition& in, const expression& e )
{
   if( !is_name( e ) || !single_bytes( g, e ) ) {
      refuse( in, "`" + ( is_name( e ) ? e.text : std::string( "an expression" ) ) + "` is not a set of single bytes" );
   }
   return e.text;
}

// Whether the form's element before its path, `e`, is the login (a user
// part, then a hostport: the proof reads the user part a byte at a time)
// or the hostport alone.
bool is_login( const grammar& g, const expression& e, const std::string& login )
{
   if( is_name( e ) && e.text == "hostport" ) {
      return false;
   }
   if( !is_name( e ) || e.text != login ) {
      refuse( need( g, is_name( e ) ? e.text : login ), "expected hostport or " + login );
   }
   return true;
}

// Whether production `name` is a word, F *U (F a byte-set production, U
// single bytes, F's bytes U's: nntpurl's group = alpha *[ alpha | digit |
// … ]); then f reads it: its table (U's), no escape, its first byte F's.
bool read_word( const grammar& g, const std::string& name, fast_form& f, const char escape )
{
   const auto& d = need( g, name );
   const auto& b = d.body;
   if( !is( b, k::sequence, 2 ) || !is_name( b.subs[ 0 ] ) || !single_bytes( g, b.subs[ 0 ] ) || !is( b.subs[ 1 ], k::repetition, 1 ) || b.subs[ 1 ].minimum != 0 ||
       !single_bytes( g, b.subs[ 1 ].subs[ 0 ] ) ) {
      return false;
   }
   f.run = name;
   f.separator = 0;
   f.first = b.subs[ 0 ].text;
   f.escapes = false;
   const auto set = set_of( alphabet_of( g, name ) );
   if( !ascii( set ) || set[ static_cast< unsigned char >( escape ) ] ) {
      refuse( d, "the word `" + name + "` must hold ASCII bytes only and not the escape's first" );
   }
   // The proof reads every byte after the first with the word's table (F's
   // and U's bytes): F's must be U's, or it would take a second F byte U
   // does not hold.
   const auto first = *single_bytes( g, b.subs[ 0 ] );
   const auto rest = *single_bytes( g, b.subs[ 1 ].subs[ 0 ] );
   for( std::size_t c = 0; c < 256; ++c ) {
      if( first[ c ] && !rest[ c ] ) {
         refuse( d, "the word `" + name + "`'s first bytes (`" + f.first + "`) must be bytes of what follows them" );
      }
   }
   return true;
}

// A path: S *[ "/" S ] (runs of S separated by the byte), *N (runs of N),
// or a word (read_word).
void read_path( const grammar& g, const std::string& name, fast_form& f, const char escape )
{
   const auto& d = need( g, name );
   const auto& b = d.body;
   if( read_word( g, name, f, escape ) ) {
      return;
   }
   if( is( b, k::repetition, 1 ) && b.minimum == 0 && is_name( b.subs[ 0 ] ) ) {
      f.run = name;
      f.separator = 0;
   }
   else if( is( b, k::sequence, 2 ) && is_name( b.subs[ 0 ] ) && is( b.subs[ 1 ], k::repetition, 1 ) && b.subs[ 1 ].minimum == 0 && is( b.subs[ 1 ].subs[ 0 ], k::sequence, 2 ) &&
            is_byte( b.subs[ 1 ].subs[ 0 ].subs[ 0 ] ) && is_name( b.subs[ 1 ].subs[ 0 ].subs[ 1 ] ) && b.subs[ 1 ].subs[ 0 ].subs[ 1 ].text == b.subs[ 0 ].text ) {
      f.run = b.subs[ 0 ].text;
      f.separator = b.subs[ 1 ].subs[ 0 ].subs[ 0 ].text[ 0 ];
   }
   else {
      refuse( d, "expected S *[ \"/\" S ], *S or F *U (F and U byte sets)" );
   }
   const auto run = alphabet_of( g, f.run );
   const auto set = set_of( run );
   if( !run.escape || !ascii( set ) || set[ static_cast< unsigned char >( escape ) ] ) {
      refuse( d, "the run `" + f.run + "` must take escapes, hold ASCII bytes only and not the escape's first" );
   }
   if( f.separator != 0 && ( set[ static_cast< unsigned char >( f.separator ) ] || f.separator == escape ) ) {
      refuse( d, "the separator " + shown( f.separator ) + " is a byte of `" + f.run + "`" );
   }
}

// The units of an expression whose language is single bytes and escapes
// (alternatives of byte sets and `escape`, through names): its bytes and
// whether it takes escapes; else nothing.
struct units {
   bytes set{};
   bool escape = false;
};

std::optional< units > units_of( const grammar& g, const expression& e, const std::string& escape, const int depth = 0 )
{
   if( depth > 32 ) {
      return std::nullopt;
   }
   if( is_name( e ) && e.text == escape ) {
      return units{ {}, true };
   }
   if( const auto b = single_bytes( g, e ) ) {
      return units{ *b, false };
   }
   if( is_name( e ) ) {
      const auto* d = find_production( g, e.text );
      return d ? units_of( g, d->body, escape, depth + 1 ) : std::nullopt;
   }
   if( e.what != k::alternation ) {
      return std::nullopt;
   }
   units out;
   for( const auto& s : e.subs ) {
      const auto u = units_of( g, s, escape, depth + 1 );
      if( !u ) {
         return std::nullopt;
      }
      for( std::size_t i = 0; i < 256; ++i ) {
         out.set[ i ] = out.set[ i ] || u->set[ i ];
      }
      out.escape = out.escape || u->escape;
   }
   return out;
}

// Whether an expression's language holds every one of `run`'s units (each
// byte, an escape when it takes them).
bool holds_units( const grammar& g, const expression& e, const units& run, const std::string& escape )
{
   const auto u = units_of( g, e, escape );
   if( !u || ( run.escape && !u->escape ) ) {
      return false;
   }
   for( std::size_t c = 0; c < 256; ++c ) {
      if( run.set[ c ] && !u->set[ c ] ) {
         return false;
      }
   }
   return true;
}

bool holds_nonempty_runs( const grammar& g, const expression& e, const units& run, const std::string& escape, int depth );

// Whether an expression's language holds every string of `run`'s units,
// the empty one too (L(e) ⊇ U*), by its shape: *M with M holding every
// unit; [ X ] with X holding every non-empty string; X Y… with X holding
// them all and each of Y… optional; through names.
bool holds_runs( const grammar& g, const expression& e, const units& run, const std::string& escape, const int depth = 0 )
{
   if( depth > 32 ) {
      return false;
   }
   if( is_name( e ) ) {
      const auto* d = find_production( g, e.text );
      return d && holds_runs( g, d->body, run, escape, depth + 1 );
   }
   if( is( e, k::repetition, 1 ) && e.minimum == 0 ) {
      return holds_units( g, e.subs[ 0 ], run, escape );
   }
   if( is( e, k::option, 1 ) ) {
      return holds_nonempty_runs( g, e.subs[ 0 ], run, escape, depth + 1 );
   }
   if( e.what == k::sequence && !e.subs.empty() ) {
      return holds_runs( g, e.subs[ 0 ], run, escape, depth + 1 ) &&
             std::all_of( e.subs.begin() + 1, e.subs.end(), []( const expression& y ) { return is( y, k::option, 1 ) || ( is( y, k::repetition, 1 ) && y.minimum == 0 ); } );
   }
   return false;
}

// Whether it holds every non-empty string of `run`'s units (L(e) ⊇ U+):
// as holds_runs, or U Y with U holding every unit and Y every string.
bool holds_nonempty_runs( const grammar& g, const expression& e, const units& run, const std::string& escape, const int depth )
{
   if( depth > 32 ) {
      return false;
   }
   if( holds_runs( g, e, run, escape, depth + 1 ) ) {
      return true;
   }
   if( is_name( e ) ) {
      const auto* d = find_production( g, e.text );
      return d && holds_nonempty_runs( g, d->body, run, escape, depth + 1 );
   }
   return is( e, k::sequence, 2 ) && holds_units( g, e.subs[ 0 ], run, escape ) && holds_runs( g, e.subs[ 1 ], run, escape, depth + 1 );
}

// The first production of the form *M in an expression, through options
// and sequences (not through names): the runs' production of a nested tail.
const expression* first_run( const grammar& g, const expression& e, const int depth = 0 )
{
   if( depth > 32 ) {
      return nullptr;
   }
   if( is_name( e ) ) {
      const auto* d = find_production( g, e.text );
      return d && is( d->body, k::repetition, 1 ) && d->body.minimum == 0 ? &e : nullptr;
   }
   for( const auto& s : e.subs ) {
      if( const auto* r = first_run( g, s, depth + 1 ) ) {
         return r;
      }
   }
   return nullptr;
}

// A path that is a nested tail of runs, e.g. gopherurl's [ gtype [ selector
// [ "%09" search [ "%09" gopher+_string ] ] ] ]: its language holds every
// string of the runs of its first *M production (read with M's table), so
// every input the proof takes after the path byte (runs and escapes to the
// end) is one of its strings. Its other strings decline to the walk.
void read_nested_runs( const grammar& g, const definition& form, const expression& tail, fast_form& f, const char escape )
{
   const auto* r = first_run( g, tail );
   if( r == nullptr ) {
      refuse( form, "expected a path of runs after " + shown( f.path ) );
   }
   f.run = r->text;
   f.separator = 0;
   const auto a = alphabet_of( g, f.run );
   const auto set = set_of( a );
   if( !a.escape || !ascii( set ) || set[ static_cast< unsigned char >( escape ) ] ) {
      refuse( form, "the run `" + f.run + "` must take escapes, hold ASCII bytes only and not the escape's first" );
   }
   if( !holds_runs( g, tail, units{ set, true }, "escape" ) ) {
      refuse( form, "what follows " + shown( f.path ) + " does not hold every string of `" + f.run + "`'s runs (the proof reads them to the end)" );
   }
}

// The hex digits an escape's "%" takes (escape = "%" hex hex, which
// fast_path_of reads first): a byte the proof compares one by one must be
// none of them, or it could stand inside an escape.
bytes hex_of( const grammar& g )
{
   const auto& b = need( g, "escape" ).body;
   return is( b, k::sequence, 3 ) ? single_bytes( g, b.subs[ 1 ] ).value_or( bytes{} ) : bytes{};
}

// The tail of a form after its path: [ Q Y ] with Y of the run's alphabet
// (a query: Q one byte), or with Y a byte set (a suffix and one last byte).
void read_tail( const grammar& g, const definition& form, const expression& tail, fast_form& f, const char escape )
{
   if( !is( tail, k::option, 1 ) || !is( tail.subs[ 0 ], k::sequence, 2 ) || tail.subs[ 0 ].subs[ 0 ].what != k::literal || !is_name( tail.subs[ 0 ].subs[ 1 ] ) ) {
      refuse( form, "expected [ literal production ] after the path" );
   }
   const std::string& q = tail.subs[ 0 ].subs[ 0 ].text;
   const std::string& y = tail.subs[ 0 ].subs[ 1 ].text;
   const auto run = alphabet_of( g, f.run );
   const auto set = set_of( run );
   const auto first = static_cast< unsigned char >( q[ 0 ] );
   if( set[ first ] || q[ 0 ] == f.separator || q[ 0 ] == escape ) {
      refuse( form, "\"" + q + "\" begins with a byte of the path's runs" );
   }
   if( f.escapes && hex_of( g )[ first ] ) {
      // The proof ends the runs at Q's first byte and reads their escapes
      // from the whole input: a "%" two bytes before could take it.
      refuse( form, "\"" + q + "\" begins with a hex digit, which an escape of the path's runs could take" );
   }
   const auto after = alphabet_of( g, y );
   if( q.size() == 1 && set_of( after ) == set && after.escape == run.escape ) {
      f.query = q[ 0 ];
      return;
   }
   // Y = 1*D, D a byte set (nntpurl's [ "/" digits ]): the suffix, then
   // one or more bytes of D.
   const auto& yb = need( g, y ).body;
   if( is( yb, k::repetition, 1 ) && yb.minimum == 1 && is_name( yb.subs[ 0 ] ) && single_bytes( g, yb.subs[ 0 ] ) ) {
      f.suffix = q;
      f.last = yb.subs[ 0 ].text;
      f.last_many = true;
      return;
   }
   if( q.size() == 1 && !single_bytes( g, tail.subs[ 0 ].subs[ 1 ] ) ) {
      refuse( form, "`" + y + "` after " + shown( q[ 0 ] ) + " is neither of `" + f.run + "`'s alphabet (a query read with its table), a set of single bytes nor 1*D of one" );
   }
   f.suffix = q;
   f.last = byte_set_name( g, form, tail.subs[ 0 ].subs[ 1 ] );
}

// Pairs after the path, *[ P ] with P = O N S V (prosperourl's fieldspec =
// ";" fieldname "=" fieldvalue): O and S bytes, N and V productions of one
// alphabet A that take escapes and whose languages hold every string of
// A's bytes and escapes; neither O nor S a byte of A, O none of the path's
// runs (it ends them). The proof reads them a byte at a time (pairs_hold);
// a P of another shape is not read (the proof declines its inputs).
void read_pairs( const grammar& g, const definition& form, const expression& e, fast_form& f, const char escape )
{
   const expression* p = &e;
   if( is_name( *p ) ) {
      p = &need( g, p->text ).body;
   }
   if( !is( *p, k::sequence, 4 ) || !is_byte( p->subs[ 0 ] ) || !is_name( p->subs[ 1 ] ) || !is_byte( p->subs[ 2 ] ) || !is_name( p->subs[ 3 ] ) ) {
      return;
   }
   const auto a = alphabet_of( g, p->subs[ 1 ].text );
   const auto set = set_of( a );
   const char open = p->subs[ 0 ].text[ 0 ];
   const char split = p->subs[ 2 ].text[ 0 ];
   const auto run = set_of( alphabet_of( g, f.run ) );
   const units u{ set, true };
   const auto hex = hex_of( g );
   if( !a.escape || !ascii( set ) || set_of( alphabet_of( g, p->subs[ 3 ].text ) ) != set || set[ static_cast< unsigned char >( escape ) ] ||
       hex[ static_cast< unsigned char >( open ) ] || hex[ static_cast< unsigned char >( split ) ] ||
       set[ static_cast< unsigned char >( open ) ] || set[ static_cast< unsigned char >( split ) ] || open == split || open == escape || split == escape ||
       run[ static_cast< unsigned char >( open ) ] || open == f.separator || !holds_runs( g, p->subs[ 1 ], u, "escape" ) || !holds_runs( g, p->subs[ 3 ], u, "escape" ) ) {
      refuse( form, "its pairs " + shown( open ) + " " + p->subs[ 1 ].text + " " + shown( split ) + " " + p->subs[ 3 ].text +
                       " must be two bytes around two productions of one alphabet that take escapes and hold neither byte, neither a hex digit, the first no byte of the path's" );
   }
   f.pair_open = open;
   f.pair_split = split;
   f.pair_bytes = p->subs[ 1 ].text;
}

// A form of alternatives after one beginning (waisurl = waisdatabase |
// waisindex | waisdoc): each "scheme://" hostport "/" P, then nothing, a
// query (a byte Q and a production Y whose language holds every string of
// its alphabet, which holds P's), or separators S each followed by a
// production of P's alphabet holding all its strings. The proof reads P's
// runs separated by S up to the first Q, counts the separators (the counts
// the alternatives allow, with and without a query) and reads the query's
// bytes with Y's set.
void read_alternatives( const grammar& g, const definition& form, fast_form& f, const char escape, const std::string& login )
{
   std::string beginning;
   const auto hex = hex_of( g );
   for( const auto& alt : form.body.subs ) {
      const auto* d = is_name( alt ) ? find_production( g, alt.text ) : nullptr;
      const auto& b = d ? d->body : alt;
      if( !d || b.what != k::sequence || b.subs.size() < 4 || b.subs[ 0 ].what != k::literal || !is_name( b.subs[ 1 ] ) || !is_byte( b.subs[ 2 ] ) || !is_name( b.subs[ 3 ] ) ) {
         refuse( form, "expected alternatives \"scheme://\" hostport \"/\" path …" );
      }
      const std::string begins = b.subs[ 0 ].text + " " + b.subs[ 1 ].text + " " + b.subs[ 2 ].text + " " + b.subs[ 3 ].text;
      if( beginning.empty() ) {
         beginning = begins;
         f.prefix = b.subs[ 0 ].text;
         f.login = is_login( g, b.subs[ 1 ], login );
         f.path = b.subs[ 2 ].text[ 0 ];
         read_path( g, b.subs[ 3 ].text, f, escape );
         if( f.separator != 0 ) {
            refuse( *d, "its path `" + f.run + "` must be runs of one production (no separator of its own)" );
         }
      }
      else if( begins != beginning ) {
         refuse( *d, "every alternative must begin as the first: " + beginning );
      }
      const auto run = alphabet_of( g, f.run );
      const units u{ set_of( run ), true };
      const std::size_t rest = b.subs.size() - 4;
      if( rest == 0 ) {
         f.counts |= 1u;
      }
      else if( rest == 2 && is_byte( b.subs[ 4 ] ) && is_name( b.subs[ 5 ] ) && f.query == 0 && b.subs[ 4 ].text[ 0 ] != escape && !hex[ static_cast< unsigned char >( b.subs[ 4 ].text[ 0 ] ) ] &&
               !u.set[ static_cast< unsigned char >( b.subs[ 4 ].text[ 0 ] ) ] ) {
         // A query: Y's bytes hold the path's, and Y every string of them.
         const auto y = alphabet_of( g, b.subs[ 5 ].text );
         const units yu{ set_of( y ), true };
         for( std::size_t c = 0; c < 256; ++c ) {
            if( u.set[ c ] && !yu.set[ c ] ) {
               refuse( *d, "`" + b.subs[ 5 ].text + "` must hold every byte of `" + f.run + "`" );
            }
         }
         if( !y.escape || !ascii( yu.set ) || yu.set[ static_cast< unsigned char >( escape ) ] || !holds_runs( g, b.subs[ 5 ], yu, "escape" ) ) {
            refuse( *d, "`" + b.subs[ 5 ].text + "` must take escapes and hold every string of its ASCII bytes" );
         }
         f.query = b.subs[ 4 ].text[ 0 ];
         f.query_bytes = b.subs[ 5 ].text;
         f.query_counts |= 1u;
      }
      else if( rest % 2 == 0 && rest / 2 < 8 ) {
         // Separators, each followed by runs of the path's alphabet.
         for( std::size_t i = 4; i < b.subs.size(); i += 2 ) {
            const bool ok = is_byte( b.subs[ i ] ) && is_name( b.subs[ i + 1 ] ) && ( f.separator == 0 || f.separator == b.subs[ i ].text[ 0 ] ) &&
                            b.subs[ i ].text[ 0 ] != escape && !hex[ static_cast< unsigned char >( b.subs[ i ].text[ 0 ] ) ] &&
                            !u.set[ static_cast< unsigned char >( b.subs[ i ].text[ 0 ] ) ] &&
                            set_of( alphabet_of( g, b.subs[ i + 1 ].text ) ) == u.set && holds_runs( g, b.subs[ i + 1 ], u, "escape" );
            if( !ok ) {
               refuse( *d, "expected S P S P … after the path, S one byte (no hex digit) and each P of `" + f.run + "`'s alphabet, holding all its strings" );
            }
            f.separator = b.subs[ i ].text[ 0 ];
         }
         f.counts |= static_cast< unsigned >( 1u << ( rest / 2 ) );
      }
      else {
         refuse( *d, "expected nothing, a query or separators and runs after the path" );
      }
   }
   if( f.query != 0 && f.query == f.separator ) {
      refuse( form, "its query byte must not be its separator" );
   }
   // Without a query, the counts the alternatives allow (the proof reads
   // counts 0 as "any number": two or more alternatives, at most one a
   // query, always allow one count).
   if( f.counts == 0 ) {
      refuse( form, "its alternatives allow no path without a query" );
   }
   f.needs_path = true;
}

// An optional host before a path: [ host ], or [ host | … ] (fileurl's
// [ host | "localhost" ]) with host first, the PEG's choice: the proof
// shows an empty host, or a hostname with no port after it (host =
// hostname | …, hostport's host), which the option holds either way; what
// its other alternatives add, the proof declines.
bool is_optional_host( const expression& e, const std::string& host )
{
   if( !is( e, k::option, 1 ) ) {
      return false;
   }
   const auto& in = e.subs[ 0 ];
   const auto& first = in.what == k::alternation && !in.subs.empty() ? in.subs[ 0 ] : in;
   return is_name( first ) && first.text == host;
}

// "scheme:" R, R's language every non-empty string of one run's units
// (R = 1*M or *M, M taking escapes): mailtourl's "mailto:" encoded822addr.
// The proof reads the bytes after the prefix with M's table, at least one.
// Or R alternatives, one of them a word (newsurl's grouppart = "*" | group
// | article): the proof reads the word; the others decline to the walk.
bool read_opaque( const grammar& g, const definition& d, fast_form& f, const char escape )
{
   const auto& b = d.body;
   if( !is( b, k::sequence, 2 ) || b.subs[ 0 ].what != k::literal || !is_name( b.subs[ 1 ] ) ) {
      return false;
   }
   const auto& r = need( g, b.subs[ 1 ].text );
   if( r.body.what == k::alternation ) {
      for( const auto& alternative : r.body.subs ) {
         if( is_name( alternative ) && read_word( g, alternative.text, f, escape ) ) {
            f.prefix = b.subs[ 0 ].text;
            f.opaque = true;
            f.host.clear();
            return true;
         }
      }
      return false;
   }
   if( !is( r.body, k::repetition, 1 ) || r.body.minimum > 1 || !is_name( r.body.subs[ 0 ] ) ) {
      return false;
   }
   f.prefix = b.subs[ 0 ].text;
   f.opaque = true;
   f.host.clear();
   f.run = r.body.subs[ 0 ].text;
   const auto a = alphabet_of( g, f.run );
   const auto set = set_of( a );
   if( !a.escape || !ascii( set ) || set[ static_cast< unsigned char >( escape ) ] ) {
      refuse( d, "the run `" + f.run + "` must take escapes, hold ASCII bytes only and not the escape's first" );
   }
   return true;
}

// A form of one sequence: "scheme://" hostport-or-login, then [ "/" … ]
// (a path and a tail, runs to the end, or nothing after the "/"), or "/"
// path and optional parts (pairs, or parts the proof declines); or
// "scheme://" [ host ] "/" path.
void read_sequence( const grammar& g, const definition& d, fast_form& f, const char escape, const std::string& login, const std::string& host )
{
   const auto& b = d.body;
   const auto nullable = []( const expression& e ) { return is( e, k::option, 1 ) || ( is( e, k::repetition, 1 ) && e.minimum == 0 ); };
   // "scheme://" hostport-or-login "/" path, then optional parts (prosperourl's *[ fieldspec ]).
   const bool needs_path = b.what == k::sequence && b.subs.size() >= 4 && is_byte( b.subs[ 2 ] ) && is_name( b.subs[ 3 ] ) &&
                           std::all_of( b.subs.begin() + 4, b.subs.end(), nullable );
   const bool optional_host = needs_path && is_optional_host( b.subs[ 1 ], host );
   if( b.what != k::sequence || b.subs.size() < 3 || b.subs[ 0 ].what != k::literal || ( !is_name( b.subs[ 1 ] ) && !optional_host ) ||
       ( !needs_path && !is( b, k::sequence, 3 ) ) || ( !needs_path && !is( b.subs[ 2 ], k::option, 1 ) ) ) {
      refuse( d, "expected \"scheme://\" hostport-or-login [ … ], \"scheme://\" hostport-or-login \"/\" path [ … ]… or \"scheme://\" [ host ] \"/\" path" );
   }
   f.prefix = b.subs[ 0 ].text;
   if( optional_host ) {
      f.port = false;
      f.empty_host = true;
   }
   else {
      f.login = is_login( g, b.subs[ 1 ], login );
   }
   if( needs_path ) {
      // The path byte and the path, then none of the optional parts: the
      // proof declines an input that holds one (its first byte is none
      // of the path's).
      f.needs_path = true;
      f.path = b.subs[ 2 ].text[ 0 ];
      read_path( g, b.subs[ 3 ].text, f, escape );
      if( b.subs.size() == 5 && is( b.subs[ 4 ], k::repetition, 1 ) ) {
         read_pairs( g, d, b.subs[ 4 ].subs[ 0 ], f, escape );
      }
      else if( const auto& t = b.subs.back(); b.subs.size() == 5 && is( t, k::option, 1 ) && is( t.subs[ 0 ], k::sequence, 2 ) && t.subs[ 0 ].subs[ 0 ].what == k::literal &&
                                               is_name( t.subs[ 0 ].subs[ 1 ] ) ) {
         read_tail( g, d, t, f, escape );   // [ literal production ]: nntpurl's [ "/" digits ]
      }
   }
   else if( const auto& rest = b.subs[ 2 ].subs[ 0 ]; is_byte( rest ) ) {
      f.path = rest.text[ 0 ];   // [ "/" ]: nothing after it
   }
   else if( is( rest, k::sequence, 2 ) && is_byte( rest.subs[ 0 ] ) ) {
      f.path = rest.subs[ 0 ].text[ 0 ];   // [ "/" tail ]: runs to the end
      read_nested_runs( g, d, rest.subs[ 1 ], f, escape );
   }
   else if( !is( rest, k::sequence, 3 ) || !is_byte( rest.subs[ 0 ] ) || !is_name( rest.subs[ 1 ] ) ) {
      refuse( d, "expected [ \"/\" path [ … ] ], [ \"/\" runs ] or [ \"/\" ] after the hostport" );
   }
   else {
      f.path = rest.subs[ 0 ].text[ 0 ];
      read_path( g, rest.subs[ 1 ].text, f, escape );
      read_tail( g, d, rest.subs[ 2 ], f, escape );
   }
}

// The verdict automaton's state after `text`, from its start.
std::size_t state_after( const verdict_dfa& v, const std::string& text )
{
   int s = 0;
   for( const char c : text ) {
      s = v.next[ static_cast< std::size_t >( s ) ][ v.classes[ static_cast< unsigned char >( c ) ] ];
   }
   return static_cast< std::size_t >( s );
}

bool is_sink( const verdict_dfa& v, const std::size_t s )
{
   return std::all_of( v.next[ s ].begin(), v.next[ s ].end(), [ & ]( int t ) { return t == static_cast< int >( s ); } );
}

std::size_t production_index( const grammar& g, const std::string& name )
{
   for( std::size_t i = 0; i < g.productions.size(); ++i ) {
      if( g.productions[ i ].name == name ) {
         return i;
      }
   }
   throw read_error( "the fast path needs production `" + name + "`" );
}

// What every form's proof reads (fast_path_of reads it from the BNF).
struct shared_facts {
   std::vector< std::pair< std::string, std::string > > schemes;   // url's: scheme → production
   std::string otherurl;       // url's generic alternative
   std::size_t genericurl = 0; // its production's index
   std::string ip_schemepart;  // genericurl's schemepart that is a production
   bytes hostport{};           // a hostport's bytes
   bytes generic{};            // genericurl's schemepart's run's bytes
   bytes top{};                // a toplabel's first bytes
   char escape = 0;
   std::string generic_run;
   std::string login;          // the production of a user part and a hostport
   std::string host;           // hostport's host (hostname | …)
   std::string user;           // its user's and password's productions
   std::string password;
   char user_separator = 0;
   char login_end = 0;
   bytes user_part{};          // the bytes of a user part but its escapes: user's, password's and their separators
};

// The form of URLs of `scheme` the masks prove (the scheme facts' @proven
// line): its production's when url has one, else otherurl's, "scheme:" and
// genericurl's ip-schemepart; what its proof shows, read from the verdict
// automaton. Throws read_error where the proofs cannot read the form, or
// the automaton does not say what they show.
fast_form proven_form( const grammar& g, const verdict_dfa& v, const std::string& scheme, const shared_facts& x )
{
   const auto& schemes = x.schemes;
   const auto& otherurl = x.otherurl;
   const auto& ip_schemepart = x.ip_schemepart;
   const auto& hostport = x.hostport;
   const auto& generic = x.generic;
   const auto& generic_run = x.generic_run;
   const char escape = x.escape;
   fast_form f;
   f.scheme = scheme;
   f.host = "hostname";
   const auto own = std::find_if( schemes.begin(), schemes.end(), [ & ]( const auto& s ) { return s.first == scheme; } );
   if( own != schemes.end() ) {
      const auto& d = need( g, own->second );
      const auto& b = d.body;
      if( b.what == k::alternation ) {
         read_alternatives( g, d, f, escape, x.login );
      }
      else if( !read_opaque( g, d, f, escape ) ) {
         read_sequence( g, d, f, escape, x.login, x.host );
      }
      f.form = own->second;
      if( f.prefix.substr( 0, f.prefix.find( ':' ) ) != scheme ) {
         refuse( d, "its prefix \"" + f.prefix + "\" is not the scheme's" );
      }
   }
   else {
      const auto& d = need( g, ip_schemepart );
      const auto& b = d.body;
      if( !is( b, k::sequence, 3 ) || b.subs[ 0 ].what != k::literal || !is_name( b.subs[ 1 ] ) || !is( b.subs[ 2 ], k::option, 1 ) || !is( b.subs[ 2 ].subs[ 0 ], k::sequence, 2 ) ||
          !is_byte( b.subs[ 2 ].subs[ 0 ].subs[ 0 ] ) || !is_name( b.subs[ 2 ].subs[ 0 ].subs[ 1 ] ) ) {
         refuse( d, "expected \"//\" login [ \"/\" urlpath ]" );
      }
      f.form = otherurl;
      f.prefix = scheme + ":" + b.subs[ 0 ].text;
      f.schemepart = ip_schemepart;
      f.generic_only = true;
      f.login = is_login( g, b.subs[ 1 ], x.login );
      f.path = b.subs[ 2 ].subs[ 0 ].subs[ 0 ].text[ 0 ];
      read_path( g, b.subs[ 2 ].subs[ 0 ].subs[ 1 ].text, f, escape );
      if( set_of( alphabet_of( g, f.run ) ) != generic ) {
         refuse( d, "its path's runs must be `" + generic_run + "`'s (the proof reads them with one table)" );
      }
   }

   // What the form's proof shows, read from the verdict automaton: after
   // its prefix and a hostname of one byte (the input is proven), and
   // after its prefix and a byte no generic word holds (a sink: no byte
   // after it changes the label).
   const auto& d = need( g, f.form );
   if( f.prefix.size() > 16 || f.prefix.size() < 2 || f.scheme.empty() ) {
      refuse( d, "its prefix \"" + f.prefix + "\" must be a scheme, \":\" and at most 16 bytes in all" );
   }
   const auto sep = static_cast< unsigned char >( f.path );
   if( !f.opaque && ( hostport[ sep ] || f.path == escape ) ) {
      refuse( d, "the hostport's end " + shown( f.path ) + " is a byte of a hostport" );
   }
   if( f.login && x.user_part[ sep ] ) {
      refuse( d, "the login's end " + shown( f.path ) + " is a byte of a user part" );
   }
   // Every byte the proof accepts after the prefix is a generic byte (or
   // an escape's, which the generic run takes): the user part's, the
   // path byte, the runs', their separator and query byte, the suffix and
   // its last byte (the hostport's below).
   bytes accepted = f.login ? x.user_part : bytes{};
   const auto accept = [ & ]( const char c ) {
      if( c != 0 ) {   // 0: the form has none
         accepted[ static_cast< unsigned char >( c ) ] = true;
      }
   };
   const auto accept_all = [ & ]( const std::string& production ) {
      if( !production.empty() ) {   // empty: the form has none
         for( const unsigned char c : alphabet_of( g, production ).bytes ) {
            accepted[ c ] = true;
         }
      }
   };
   for( const char c : f.suffix + f.path + f.separator + f.query + f.pair_open + f.pair_split ) {
      accept( c );
   }
   accept_all( f.run );
   accept_all( f.query_bytes );
   accept_all( f.pair_bytes );
   if( !f.last.empty() ) {
      const auto last = *single_bytes( g, need( g, f.last ).body );
      for( std::size_t c = 0; c < 256; ++c ) {
         accepted[ c ] = accepted[ c ] || last[ c ];
      }
   }
   for( std::size_t c = 0; c < 256; ++c ) {
      if( accepted[ c ] && !generic[ c ] ) {
         refuse( d, "its byte " + shown( static_cast< char >( c ) ) + " is no byte of `" + generic_run + "`" );
      }
   }
   for( std::size_t c = 0; c < 256 && !f.opaque; ++c ) {
      if( hostport[ c ] && !generic[ c ] ) {
         refuse( d, "a hostport's byte is no byte of `" + generic_run + "`" );
      }
   }
   const auto first_of = []( const bytes& b, const bool in ) {
      for( std::size_t c = 1; c < 256; ++c ) {
         if( b[ c ] == in ) {
            return static_cast< char >( c );
         }
      }
      return '\0';
   };
   const std::string path_byte = f.needs_path ? std::string( 1, f.path ) : std::string();   // a form that needs it, after the host
   // (An opaque form's: the prefix and a byte of its run; a word's: then a byte of its first.)
   const std::string word = f.first.empty() ? std::string() : std::string( 1, first_of( *single_bytes( g, need( g, f.first ).body ), true ) );
   f.witness = f.opaque ? f.prefix + ( word.empty() ? std::string( 1, first_of( set_of( alphabet_of( g, f.run ) ), true ) ) : word )
                        : f.prefix + first_of( x.top, true ) + path_byte + word;
   char no = 0;
   for( std::size_t c = 1; c < 256 && no == 0; ++c ) {
      no = !generic[ c ] && static_cast< char >( c ) != escape ? static_cast< char >( c ) : '\0';
   }
   f.refuted = f.prefix + no;
   const std::size_t target = f.form == otherurl ? x.genericurl : production_index( g, f.form );
   const std::size_t proven = state_after( v, f.witness );
   f.label = v.label[ proven ];
   f.not_a_url = v.label[ state_after( v, f.refuted ) ];
   const auto& l = v.labels[ f.label ];
   const auto& n = v.labels[ f.not_a_url ];
   if( l.target != target || !l.scheme || !l.conforms || !l.generic ) {
      refuse( d, "the verdict automaton's label after \"" + f.witness + "\" is not the form's, conforming and generic" );
   }
   if( f.login ) {
      // A user part proven ends in the same state's label: a user, its
      // separator, a password, the login's end, then the witness's host.
      const std::string with_user = f.prefix + first_of( set_of( alphabet_of( g, x.user ) ), true ) + x.user_separator + first_of( set_of( alphabet_of( g, x.password ) ), true ) +
                                    x.login_end + first_of( x.top, true ) + path_byte + word;
      if( v.label[ state_after( v, with_user ) ] != f.label ) {
         refuse( d, "the verdict automaton's label after \"" + with_user + "\" is not the one after \"" + f.witness + "\"" );
      }
   }
   if( f.empty_host ) {
      // An empty host proven ends in the same state's label: the prefix,
      // then the path byte.
      const std::string without_host = f.prefix + path_byte + word;
      if( v.label[ state_after( v, without_host ) ] != f.label ) {
         refuse( d, "the verdict automaton's label after \"" + without_host + "\" is not the one after \"" + f.witness + "\"" );
      }
   }
   if( n.target != target || !n.scheme || n.conforms || n.generic || !is_sink( v, state_after( v, f.refuted ) ) ) {
      refuse( d, "the verdict automaton's state after \"" + f.refuted + "\" is not a sink of the form's scheme, neither conforming nor generic" );
   }
   return f;
}

}  // namespace

fast_path fast_path_of( const grammar& g, const verdict_dfa& v )
{
   fast_path out;

   /// RFC 1738 §5: escape = "%" hex hex.
   {
      const auto& d = need( g, "escape" );
      const auto& b = d.body;
      if( !is( b, k::sequence, 3 ) || !is_byte( b.subs[ 0 ] ) || !is_name( b.subs[ 1 ] ) || !is_name( b.subs[ 2 ] ) || b.subs[ 1 ].text != b.subs[ 2 ].text ) {
         refuse( d, "expected \"%\" hex hex" );
      }
      out.escape = b.subs[ 0 ].text[ 0 ];
      out.hex = byte_set_name( g, d, b.subs[ 1 ] );
   }

   /// RFC 1738 §5: hostname = *[ domainlabel "." ] toplabel, domainlabel =
   /// alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit, toplabel =
   /// alpha | alpha *[ alphadigit | "-" ] alphadigit.
   bytes label{};
   bytes top{};
   {
      const auto& d = need( g, "hostname" );
      const auto& b = d.body;
      if( !is( b, k::sequence, 2 ) || !is( b.subs[ 0 ], k::repetition, 1 ) || b.subs[ 0 ].minimum != 0 || !is( b.subs[ 0 ].subs[ 0 ], k::sequence, 2 ) ||
          !is_name( b.subs[ 0 ].subs[ 0 ].subs[ 0 ] ) || !is_byte( b.subs[ 0 ].subs[ 0 ].subs[ 1 ] ) || !is_name( b.subs[ 1 ] ) ) {
         refuse( d, "expected *[ domainlabel \".\" ] toplabel" );
      }
      out.label_separator = b.subs[ 0 ].subs[ 0 ].subs[ 1 ].text[ 0 ];
      // A label: F | F *[ A | "-" ] A; F = A for a domainlabel.
      const auto read_label = [ & ]( const std::string& name, std::string& first, std::string& inner ) {
         const auto& l = need( g, name );
         const auto& e = l.body;
         if( !is( e, k::alternation, 2 ) || !is_name( e.subs[ 0 ] ) || !is( e.subs[ 1 ], k::sequence, 3 ) || !is_name( e.subs[ 1 ].subs[ 0 ] ) ||
             e.subs[ 1 ].subs[ 0 ].text != e.subs[ 0 ].text || !is( e.subs[ 1 ].subs[ 1 ], k::repetition, 1 ) || e.subs[ 1 ].subs[ 1 ].minimum != 0 ||
             !is( e.subs[ 1 ].subs[ 1 ].subs[ 0 ], k::alternation, 2 ) || !is_name( e.subs[ 1 ].subs[ 1 ].subs[ 0 ].subs[ 0 ] ) || !is_byte( e.subs[ 1 ].subs[ 1 ].subs[ 0 ].subs[ 1 ] ) ||
             !is_name( e.subs[ 1 ].subs[ 2 ] ) || e.subs[ 1 ].subs[ 2 ].text != e.subs[ 1 ].subs[ 1 ].subs[ 0 ].subs[ 0 ].text ) {
            refuse( l, "expected F | F *[ A | \"-\" ] A" );
         }
         first = byte_set_name( g, l, e.subs[ 0 ] );
         inner = e.subs[ 1 ].subs[ 1 ].subs[ 0 ].subs[ 1 ].text;
         return byte_set_name( g, l, e.subs[ 1 ].subs[ 2 ] );
      };
      std::string domain_first;
      std::string domain_inner;
      std::string top_first;
      std::string top_inner;
      const std::string domain_bytes = read_label( b.subs[ 0 ].subs[ 0 ].subs[ 0 ].text, domain_first, domain_inner );
      const std::string top_bytes = read_label( b.subs[ 1 ].text, top_first, top_inner );
      if( domain_first != domain_bytes || top_bytes != domain_bytes || top_inner != domain_inner ) {
         refuse( d, "its labels must share one byte set and one inner byte, a domainlabel begin with any of them" );
      }
      out.label_inner = domain_inner[ 0 ];
      label = *single_bytes( g, need( g, domain_bytes ).body );
      top = *single_bytes( g, need( g, top_first ).body );
      const auto sep = static_cast< unsigned char >( out.label_separator );
      const auto inner = static_cast< unsigned char >( out.label_inner );
      if( label[ sep ] || label[ inner ] || sep == inner ) {
         refuse( d, "the label separator and inner byte must be two bytes no label byte is" );
      }
      // The toplabel's first bytes: the label bytes above a byte (one
      // compare), none at or below it.
      int above = -1;
      for( int c = 0; c < 256; ++c ) {
         if( top[ static_cast< std::size_t >( c ) ] && !label[ static_cast< std::size_t >( c ) ] ) {
            refuse( d, "a toplabel's first byte must be a label byte" );
         }
         if( label[ static_cast< std::size_t >( c ) ] && !top[ static_cast< std::size_t >( c ) ] ) {
            above = c;
         }
      }
      for( int c = 0; c <= above; ++c ) {
         if( top[ static_cast< std::size_t >( c ) ] ) {
            refuse( d, "a toplabel's first bytes must be the label bytes above some byte" );
         }
      }
      if( above < 0 ) {
         refuse( d, "a toplabel's first bytes must be fewer than the label bytes" );
      }
      out.top_above = static_cast< unsigned char >( above );
      bytes hostname = label;
      hostname[ sep ] = hostname[ inner ] = true;
      const auto a = alphabet_of( g, "hostname" );
      if( a.escape || set_of( a ) != hostname || !ascii( hostname ) ) {
         refuse( d, "its alphabet must be its labels' bytes, the separator and the inner byte (ASCII, no escape)" );
      }
   }

   /// RFC 1738 §5: hostport = host [ ":" port ], host = hostname |
   /// hostnumber, port = digits.
   bytes hostport{};
   std::string host_name;
   {
      const auto& d = need( g, "hostport" );
      const auto& b = d.body;
      if( !is( b, k::sequence, 2 ) || !is_name( b.subs[ 0 ] ) || !is( b.subs[ 1 ], k::option, 1 ) || !is( b.subs[ 1 ].subs[ 0 ], k::sequence, 2 ) ||
          !is_byte( b.subs[ 1 ].subs[ 0 ].subs[ 0 ] ) || !is_name( b.subs[ 1 ].subs[ 0 ].subs[ 1 ] ) ) {
         refuse( d, "expected host [ \":\" port ]" );
      }
      host_name = b.subs[ 0 ].text;
      const auto& host = need( g, host_name );
      if( host.body.what != k::alternation || !is_name( host.body.subs[ 0 ] ) || host.body.subs[ 0 ].text != "hostname" ) {
         refuse( host, "expected hostname | …, hostname first (the PEG's choice of a hostname)" );
      }
      out.port_separator = b.subs[ 1 ].subs[ 0 ].subs[ 0 ].text[ 0 ];
      const auto& port = need( g, b.subs[ 1 ].subs[ 0 ].subs[ 1 ].text );
      const expression* e = &port.body;
      if( is_name( *e ) ) {
         e = &need( g, e->text ).body;
      }
      if( !is( *e, k::repetition, 1 ) || e->minimum != 1 ) {
         refuse( port, "expected 1*digit" );
      }
      out.port_bytes = byte_set_name( g, port, e->subs[ 0 ] );
      const auto digits = *single_bytes( g, e->subs[ 0 ] );
      const auto sep = static_cast< unsigned char >( out.port_separator );
      hostport = set_of( alphabet_of( g, "hostname" ) );
      if( hostport[ sep ] || digits[ sep ] ) {
         refuse( d, "the port's separator " + shown( out.port_separator ) + " must be a byte of no hostname and no port" );
      }
      for( std::size_t c = 0; c < 256; ++c ) {
         hostport[ c ] = hostport[ c ] || digits[ c ];
      }
      hostport[ sep ] = true;
   }

   /// RFC 1738 §3.1: login = [ user [ ":" password ] "@" ] hostport. The
   /// proof reads a user part a byte at a time: its user up to the first
   /// separator or the end, then its password up to the end. So neither
   /// holds the end nor the escape's first byte, the user holds no
   /// separator, both take escapes, and no hostport holds the end: the PEG's
   /// user and password stop where the proof's do, and the end is the only
   /// one before the hostport.
   bytes user_part{};
   {
      const auto& d = need( g, "login" );
      const auto& b = d.body;
      const bool outer = is( b, k::sequence, 2 ) && is( b.subs[ 0 ], k::option, 1 ) && is_name( b.subs[ 1 ] ) && b.subs[ 1 ].text == "hostport";
      const expression* part = outer ? &b.subs[ 0 ].subs[ 0 ] : nullptr;
      if( !part || !is( *part, k::sequence, 3 ) || !is_name( part->subs[ 0 ] ) || !is( part->subs[ 1 ], k::option, 1 ) || !is( part->subs[ 1 ].subs[ 0 ], k::sequence, 2 ) ||
          !is_byte( part->subs[ 1 ].subs[ 0 ].subs[ 0 ] ) || !is_name( part->subs[ 1 ].subs[ 0 ].subs[ 1 ] ) || !is_byte( part->subs[ 2 ] ) ) {
         refuse( d, "expected [ user [ \":\" password ] \"@\" ] hostport" );
      }
      out.user = part->subs[ 0 ].text;
      out.user_separator = part->subs[ 1 ].subs[ 0 ].subs[ 0 ].text[ 0 ];
      out.password = part->subs[ 1 ].subs[ 0 ].subs[ 1 ].text;
      out.login_end = part->subs[ 2 ].text[ 0 ];
      const auto end = static_cast< unsigned char >( out.login_end );
      const auto separator = static_cast< unsigned char >( out.user_separator );
      for( const auto& name : { out.user, out.password } ) {
         const auto a = alphabet_of( g, name );
         const auto set = set_of( a );
         if( !a.escape || !ascii( set ) || set[ static_cast< unsigned char >( out.escape ) ] || set[ end ] || ( name == out.user && set[ separator ] ) ) {
            refuse( d, "`" + name + "` must take escapes, hold ASCII bytes only, and neither " + shown( out.login_end ) + " nor the escape's first" +
                          ( name == out.user ? " nor " + shown( out.user_separator ) : std::string() ) );
         }
         for( std::size_t c = 0; c < 256; ++c ) {
            user_part[ c ] = user_part[ c ] || set[ c ];
         }
      }
      if( hostport[ end ] || end == separator || out.login_end == out.escape || out.user_separator == out.escape ) {
         refuse( d, "the login's " + shown( out.login_end ) + " must be a byte of no hostport, and neither it nor " + shown( out.user_separator ) + " the escape's first" );
      }
      user_part[ end ] = user_part[ separator ] = true;
   }

   /// RFC 1738 §5: genericurl = scheme ":" schemepart, schemepart = *xchar
   /// | ip-schemepart: every proven form's bytes are G's (or escapes).
   std::string ip_schemepart;
   bytes generic{};
   {
      const auto& d = need( g, "genericurl" );
      const auto& b = d.body;
      if( !is( b, k::sequence, 3 ) || !is_name( b.subs[ 0 ] ) || b.subs[ 1 ].what != k::literal || b.subs[ 1 ].text != ":" || !is_name( b.subs[ 2 ] ) ) {
         refuse( d, "expected scheme \":\" schemepart" );
      }
      const auto& sp = need( g, b.subs[ 2 ].text );
      for( const auto& alt : sp.body.what == k::alternation ? sp.body.subs : std::vector< expression >{ sp.body } ) {
         if( is( alt, k::repetition, 1 ) && alt.minimum == 0 && is_name( alt.subs[ 0 ] ) ) {
            out.generic_run = alt.subs[ 0 ].text;
         }
         else if( is_name( alt ) ) {
            ip_schemepart = alt.text;
         }
      }
      if( out.generic_run.empty() || ip_schemepart.empty() ) {
         refuse( sp, "expected *G | a production" );
      }
      const auto a = alphabet_of( g, out.generic_run );
      generic = set_of( a );
      if( !a.escape || !ascii( generic ) || generic[ static_cast< unsigned char >( out.escape ) ] ) {
         refuse( sp, "`" + out.generic_run + "` must take escapes and hold ASCII bytes only, not the escape's first" );
      }
   }

   // The forms, as the scheme facts' @proven line lists them: a scheme of
   // url, its production's form; another, otherurl's URLs of that scheme.
   // A form the proofs cannot read is refused at its place in the facts.
   shared_facts x;
   x.otherurl = [ & ] {
      for( const auto& d : g.productions ) {
         if( is_name( d.body ) && d.body.text == "genericurl" ) {
            return d.name;
         }
      }
      throw read_error( "the fast path needs url's generic alternative (otherurl = genericurl)" );
   }();
   if( g.proven.empty() ) {
      throw read_error( "the fast path needs the scheme facts' `@proven scheme...` line (the forms whose verdicts it proves)" );
   }
   x.schemes = url_schemes( g );
   x.genericurl = production_index( g, "genericurl" );
   x.ip_schemepart = ip_schemepart;
   x.hostport = hostport;
   x.generic = generic;
   x.top = top;
   x.escape = out.escape;
   x.generic_run = out.generic_run;
   x.login = "login";
   x.host = host_name;
   x.user = out.user;
   x.password = out.password;
   x.user_separator = out.user_separator;
   x.login_end = out.login_end;
   x.user_part = user_part;
   for( const auto& proven : g.proven ) {
      try {
         out.forms.push_back( proven_form( g, v, proven.scheme, x ) );
      }
      catch( const read_error& e ) {
         throw read_error( to_string( proven.where ) + ": the fast path cannot prove the form of `" + proven.scheme + "`: " + e.what() );
      }
   }

   // The bytes the masks compare one by one.
   const auto compare = [ & ]( const char c ) {
      if( c != 0 && out.compared.find( c ) == std::string::npos ) {
         out.compared += c;
      }
   };
   for( const auto& f : out.forms ) {
      compare( f.path );
      compare( f.separator );
      compare( f.query );
   }
   compare( out.escape );
   compare( out.label_separator );
   compare( out.label_inner );
   return out;
}

}  // namespace rfc1738::bnf2pegtl

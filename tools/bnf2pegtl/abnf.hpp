// SPDX-License-Identifier: BSL-1.0
// The notation of RFC 5234 (ABNF), as a PEGTL grammar: its own §4 "ABNF
// Definition of ABNF", with a line end that is LF or CRLF (the grammar files
// are text files) and the end of the file ending the last line.
//
// RFC 5234 §4:
//   rulelist       =  1*( rule / (*c-wsp c-nl) )
//   rule           =  rulename defined-as elements c-nl
//   rulename       =  ALPHA *(ALPHA / DIGIT / "-")
//   defined-as     =  *c-wsp ("=" / "=/") *c-wsp
//   elements       =  alternation *c-wsp
//   c-wsp          =  WSP / (c-nl WSP)
//   c-nl           =  comment / CRLF
//   comment        =  ";" *(WSP / VCHAR) CRLF
//   alternation    =  concatenation *(*c-wsp "/" *c-wsp concatenation)
//   concatenation  =  repetition *(1*c-wsp repetition)
//   repetition     =  [repeat] element
//   repeat         =  1*DIGIT / (*DIGIT "*" *DIGIT)
//   element        =  rulename / group / option / char-val / num-val / prose-val
//   group          =  "(" *c-wsp alternation *c-wsp ")"
//   option         =  "[" *c-wsp alternation *c-wsp "]"
//   char-val       =  DQUOTE *(%x20-21 / %x23-7E) DQUOTE
//   num-val        =  "%" (bin-val / dec-val / hex-val)
//   bin-val        =  "b" 1*BIT [ 1*("." 1*BIT) / ("-" 1*BIT) ]
//   dec-val        =  "d" 1*DIGIT [ 1*("." 1*DIGIT) / ("-" 1*DIGIT) ]
//   hex-val        =  "x" 1*HEXDIG [ 1*("." 1*HEXDIG) / ("-" 1*HEXDIG) ]
//   prose-val      =  "<" *(%x20-3D / %x3F-7E) ">"
// A comment's text is read up to the line end, whatever its bytes (RFC 3986's
// comments are VCHAR and WSP only).
#ifndef RFC1738_TOOLS_BNF2PEGTL_ABNF_HPP
#define RFC1738_TOOLS_BNF2PEGTL_ABNF_HPP

#include <tao/pegtl.hpp>

namespace rfc1738::bnf2pegtl::abnf {

namespace pegtl = tao::pegtl;

// clang-format off
struct wsp           : pegtl::one< ' ', '\t' > {};
struct line_end      : pegtl::sor< pegtl::string< '\r', '\n' >, pegtl::one< '\n' >, pegtl::eof > {};
struct comment       : pegtl::seq< pegtl::one< ';' >, pegtl::star< pegtl::not_one< '\n', '\r' > >, line_end > {};
struct c_nl          : pegtl::sor< comment, line_end > {};
struct c_wsp         : pegtl::sor< wsp, pegtl::seq< pegtl::not_at< pegtl::eof >, c_nl, wsp > > {};

struct rulename      : pegtl::seq< pegtl::alpha, pegtl::star< pegtl::sor< pegtl::alnum, pegtl::one< '-' > > > > {};
struct defines       : pegtl::one< '=' > {};
struct adds          : pegtl::string< '=', '/' > {};
struct defined_as    : pegtl::seq< pegtl::star< c_wsp >, pegtl::sor< adds, defines >, pegtl::star< c_wsp > > {};

struct alternation;
struct group         : pegtl::if_must< pegtl::one< '(' >, pegtl::star< c_wsp >, alternation, pegtl::star< c_wsp >, pegtl::one< ')' > > {};
struct option        : pegtl::if_must< pegtl::one< '[' >, pegtl::star< c_wsp >, alternation, pegtl::star< c_wsp >, pegtl::one< ']' > > {};
struct char_text     : pegtl::star< pegtl::ranges< 0x20, 0x21, 0x23, 0x7e > > {};
struct char_val      : pegtl::if_must< pegtl::one< '"' >, char_text, pegtl::one< '"' > > {};

template< typename Digit >
struct number        : pegtl::plus< Digit > {};
template< typename Digit >
struct concatenated  : pegtl::plus< pegtl::one< '.' >, pegtl::must< number< Digit > > > {};
template< typename Digit >
struct range_end     : pegtl::seq< pegtl::one< '-' >, pegtl::must< number< Digit > > > {};
template< char Base, typename Digit >
struct value         : pegtl::if_must< pegtl::one< Base, Base - 'a' + 'A' >, number< Digit >, pegtl::opt< pegtl::sor< concatenated< Digit >, range_end< Digit > > > > {};
using bin_digit      = pegtl::one< '0', '1' >;
struct bin_val       : value< 'b', bin_digit > {};
struct dec_val       : value< 'd', pegtl::digit > {};
struct hex_val       : value< 'x', pegtl::xdigit > {};
struct num_val       : pegtl::if_must< pegtl::one< '%' >, pegtl::sor< bin_val, dec_val, hex_val > > {};
struct prose_text    : pegtl::star< pegtl::ranges< 0x20, 0x3d, 0x3f, 0x7e > > {};
struct prose_val     : pegtl::if_must< pegtl::one< '<' >, prose_text, pegtl::one< '>' > > {};
struct element       : pegtl::sor< rulename, group, option, char_val, num_val, prose_val > {};

struct lower         : pegtl::plus< pegtl::digit > {};
struct upper         : pegtl::plus< pegtl::digit > {};
struct exactly       : pegtl::plus< pegtl::digit > {};
struct star_mark     : pegtl::one< '*' > {};
struct repeat        : pegtl::sor< pegtl::seq< pegtl::opt< lower >, star_mark, pegtl::opt< upper > >, exactly > {};
struct repetition    : pegtl::sor< pegtl::if_must< repeat, element >, element > {};
struct concatenation : pegtl::seq< repetition, pegtl::star< pegtl::plus< c_wsp >, repetition > > {};
struct alternation   : pegtl::seq< concatenation, pegtl::star< pegtl::star< c_wsp >, pegtl::one< '/' >, pegtl::star< c_wsp >, pegtl::must< concatenation > > > {};
struct elements      : pegtl::seq< alternation, pegtl::star< c_wsp > > {};
struct rule          : pegtl::seq< rulename, defined_as, pegtl::must< elements, c_nl > > {};
struct empty_line    : pegtl::seq< pegtl::star< c_wsp >, pegtl::not_at< pegtl::eof >, c_nl > {};
struct rulelist      : pegtl::seq< pegtl::star< pegtl::sor< rule, empty_line > >, pegtl::must< pegtl::eof > > {};
// clang-format on

}  // namespace rfc1738::bnf2pegtl::abnf

#endif

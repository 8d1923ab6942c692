// SPDX-License-Identifier: BSL-1.0
// The scheme RFCs in editions rfc3986 and rfc6874: a file URI conforms when
// it derives RFC 8089 §2's file-URI, a mailto URI RFC 6068 §2's mailtoURI.
// Every example string of the two RFCs' texts (line numbers in
// shared/spec/later/rfc8089.txt and rfc6068.txt) with what the text says of
// it: an example of the syntax conforms; the one RFC 6068 marks "WRONG!" and
// those of RFC 8089 Appendix E ("Nonstandard Syntax Variations", not the
// syntax of §2) are valid URIs that do not conform, or no URI at all where a
// byte is not a URI character ("|").
#include <string>
#include <string_view>

#include <catch2/catch.hpp>

#include "rfc1738/edition.hpp"

namespace {

enum class expect { conforms, valid_only, invalid };

struct example {
   int line;
   std::string_view input;
   expect verdict;
};

// clang-format off
constexpr example file_examples[] = {
   { 526, "file:///path/to/file", expect::conforms },                        // Appendix B
   { 531, "file:/path/to/file", expect::conforms },
   { 537, "file://host.example.com/path/to/file", expect::conforms },
   { 693, "file:c:/path/to/file", expect::valid_only },                      // E.2: a drive letter, nonstandard
   { 695, "file:///c:/path/to/file", expect::conforms },                     // "already supported by the path-absolute rule"
   { 713, "file:///c:/path/to/file.txt", expect::conforms },
   { 715, "file:///c:/some/other/thing.bmp", expect::conforms },
   { 717, "file:///c:/foo.txt", expect::conforms },
   { 719, "file:///c:/bar.txt", expect::conforms },
   { 763, "file:///c|/path/to/file", expect::invalid },                      // E.2.2: "|" is no URI character
   { 765, "file:/c|/path/to/file", expect::invalid },
   { 767, "file:c|/path/to/file", expect::invalid },
   { 832, "file://host.example.com/Share/path/to/file.txt", expect::conforms },
   { 876, "file:////host.example.com/path/to/file", expect::valid_only },    // E.3.2: a UNC string in the path, nonstandard
   { 882, "file://///host.example.com/path/to/file", expect::valid_only },
};

constexpr example mailto_examples[] = {
   { 301, "mailto:addr1@an.example,addr2@an.example", expect::conforms },
   { 305, "mailto:?to=addr1@an.example,addr2@an.example", expect::conforms },
   { 309, "mailto:addr1@an.example?to=addr2@an.example", expect::conforms },
   { 461, "mailto:chris@example.com", expect::conforms },
   { 466, "mailto:infobot@example.com?subject=current-issue", expect::conforms },
   { 470, "mailto:infobot@example.com?body=send%20current-issue", expect::conforms },
   { 489, "mailto:majordomo@example.com?body=subscribe%20bamboo-l", expect::conforms },
   { 494, "mailto:joe@example.com?cc=bob@example.com&body=hello", expect::conforms },
   { 499, "mailto:joe@example.com?cc=bob@example.com?body=hello", expect::valid_only },   // "; WRONG!"
   { 520, "mailto:gorby%25kremvax@example.com", expect::conforms },
   { 525, "mailto:unlikely%3Faddress@example.com?blat=foop", expect::conforms },
   { 539, "mailto:Mike%26family@example.org", expect::conforms },
   { 548, "mailto:%22not%40me%22@example.org", expect::conforms },
   { 552, "mailto:%22oh%5C%5Cno%22@example.org", expect::conforms },
   { 557, "mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org", expect::conforms },
   { 572, "mailto:user@example.org?subject=caf%C3%A9", expect::conforms },
   { 588, "mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9", expect::conforms },
   { 630, "mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO", expect::conforms },
};
// clang-format on

void check_examples( const example* begin, const example* end, std::string_view target )
{
   for( const rfc1738::edition e : { rfc1738::edition::rfc3986, rfc1738::edition::rfc6874 } ) {
      for( const example* x = begin; x != end; ++x ) {
         INFO( rfc1738::name_of( e ) << ", line " << x->line << ": " << x->input );
         const auto v = rfc1738::check( e, x->input );
         CHECK( v.valid == ( x->verdict != expect::invalid ) );
         CHECK( v.conforms == ( x->verdict == expect::conforms ) );
         if( x->verdict != expect::invalid ) {
            CHECK( v.target == target );
         }
         // A reason exactly when it does not conform.
         CHECK( rfc1738::why_not( e, x->input ).has_value() == ( x->verdict != expect::conforms ) );
      }
   }
}

}  // namespace

TEST_CASE( "RFC 8089's examples: file URIs conform by file-URI", "[edition][scheme]" )
{
   check_examples( std::begin( file_examples ), std::end( file_examples ), "file-URI" );
}

TEST_CASE( "RFC 6068's examples: mailto URIs conform by mailtoURI", "[edition][scheme]" )
{
   check_examples( std::begin( mailto_examples ), std::end( mailto_examples ), "mailtoURI" );
}

TEST_CASE( "the scheme's name in any case; other schemes and editions are not refined", "[edition][scheme]" )
{
   using rfc1738::edition;
   const auto v = rfc1738::check( edition::rfc3986, "FILE://localhost/etc/fstab" );
   CHECK( v.conforms );
   CHECK( v.target == "file-URI" );
   CHECK_FALSE( rfc1738::check( edition::rfc3986, "File://host" ).conforms );   // no path-absolute
   CHECK( rfc1738::check( edition::rfc3986, "File://host" ).valid );
   CHECK_FALSE( rfc1738::check( edition::rfc6874, "MailTo:a" ).conforms );        // no "@" domain
   // "file://localhost.example/x": host, not the "localhost" literal (the
   // rewrite file-auth-host-first, grammar/rfc8089.peg).
   CHECK( rfc1738::check( edition::rfc3986, "file://localhost.example/x" ).conforms );
   // An hfield with bytes no atext holds, after a domain (the rewrite
   // mailto-last-domain, grammar/rfc6068.peg).
   CHECK( rfc1738::check( edition::rfc3986, "mailto:a@b?subject=(re:%20x),y" ).conforms );
   // Another scheme, and an edition without the scheme RFCs: valid is conforms.
   CHECK( rfc1738::check( edition::rfc3986, "files://host" ).conforms );
   CHECK( rfc1738::check( edition::rfc3986, "files://host" ).target == "URI-reference" );
   CHECK( rfc1738::check( edition::rfc2396, "file://host" ).conforms );
   CHECK( rfc1738::check( edition::rfc2396, "mailto:a" ).conforms );
}

TEST_CASE( "why a valid file URI does not conform: where file-URI stops, RFC 8089 §2", "[edition][scheme]" )
{
   const auto w = rfc1738::why_not( rfc1738::edition::rfc3986, "file://host" );
   REQUIRE( w );
   CHECK( w->offset == 11 );
   CHECK( w->production == "auth-path" );
   CHECK( w->message.find( "(RFC 8089 §2)" ) != std::string::npos );
   const auto m = rfc1738::why_not( rfc1738::edition::rfc3986, "mailto:a@b;c" );
   REQUIRE( m );
   CHECK( m->offset == 10 );
   CHECK( m->message.find( "(RFC 6068 §2)" ) != std::string::npos );
}

// SPDX-License-Identifier: BSL-1.0
// One vocabulary across the program: the names `rfc1738 parse --json` writes
// are the names `build --json`, `set` and `--get` take (and their roles), and
// `parse --json | build --json` gives back each conforming URL byte for byte.
#include <catch2/catch.hpp>

#include <string>

#include "run_program.hpp"

using rfc1738::test::lines;
using rfc1738::test::run_program;
using rfc1738::test::slurp;

TEST_CASE( "parse --json | build --json: the RFC's examples and every scheme back byte for byte", "[cli][components]" )
{
   // The examples that conform (the last line of the file, #WARNING, does not).
   std::string examples;
   for( const auto& line : lines( slurp( std::string( RFC1738_SOURCE_DIR ) + "/examples/rfc1738-examples.txt" ) ) ) {
      if( line.find( '#' ) == std::string::npos ) {
         examples += line + "\n";
      }
   }
   examples += "telnet://u:p@h:23/\ntelnet://h\ngopher://h/\ngopher://h\ngopher://h:70/1a%09b%09+c\nfile://localhost/etc\nfile:///\nnews:*\nnntp://h/g/12\n"
               "wais://h/d/t/p\nwais://h/d?q\nprospero://h/a/b;x=y;z=\nx-y://u@h:1/p\nx-y:opaque\nhttp://h?x\nftp://%41@h/%2Fa;type=D\nmailto:a@b\n";
   auto parsed = run_program( "c-rt1", "parse --json -f -", examples );
   REQUIRE( parsed.status == 0 );
   // "http://h?x" is not an http URL: parse names its production otherurl,
   // and build writes it back through the generic form.
   auto built = run_program( "c-rt2", "build --json", parsed.out );
   CHECK( built.err == "" );
   CHECK( built.status == 0 );
   CHECK( built.out == examples );
}

TEST_CASE( "build --json: the objects of parse --json, checked", "[cli][components]" )
{
   auto r = run_program( "c-b1", "build --json", R"({"scheme":"ftp","components":{"user":"u","host":"h","fpath":"a%20b/c","ftptype":"i"}})" );
   CHECK( r.out == "ftp://u@h/a%20b/c;type=i\n" );
   // The scheme of "input" when there is no "scheme".
   r = run_program( "c-b1s", "build --json", R"({"input":"telnet://h/","components":{"host":"x"}})" );
   CHECK( r.out == "telnet://x/\n" );
   // Roles are names too.
   r = run_program( "c-b2", "build --json", R"({"scheme":"ftp","components":{"host":"h","path":"x","type":"a"}})" );
   CHECK( r.out == "ftp://h/x;type=a\n" );
   // Not a URL: nothing to build from.
   r = run_program( "c-b3", "build --json", R"({"input":"x","valid":false,"production":null,"scheme":null,"error":{"offset":1}})" );
   CHECK( r.status == 1 );
   CHECK( r.err.find( "not a URL" ) != std::string::npos );
   // A production that the components do not make.
   r = run_program( "c-b4", "build --json", R"({"scheme":"http","production":"otherurl","components":{"host":"h"}})" );
   CHECK( r.status == 1 );
   CHECK( r.err == "rfc1738 build: production: the components make \"http://h\", which url derives by httpurl, not by otherurl (RFC 1738 §5)\n" );
   // A component the scheme does not have: named, with the scheme's names.
   r = run_program( "c-b5", "build --json", R"({"scheme":"http","components":{"host":"h","fpath":"x"}})" );
   CHECK( r.status == 1 );
   CHECK( r.err == "rfc1738 build: fpath: an http URL has no component named \"fpath\"; its components are host, port, hpath (path), search\n" );
   // A value that is not the component as written.
   r = run_program( "c-b6", "build --json", R"({"scheme":"http","components":{"host":"h","hpath":"a b"}})" );
   CHECK( r.status == 1 );
   CHECK( r.err.find( "rfc1738 build: hpath: \"a b\" is not the HTTP path as written in a URL" ) == 0 );
   // Several objects: each its line; the failing one named by its number.
   r = run_program( "c-b7", "build --json", "{\"scheme\":\"news\",\"components\":{\"group\":\"a\"}}\n{\"scheme\":\"news\",\"components\":{\"group\":\"1\"}}\n" );
   CHECK( r.status == 1 );
   CHECK( r.out == "news:a\n" );
   CHECK( r.err.find( "rfc1738 build: object 2: " ) == 0 );
   // The decoded parts form is as before.
   r = run_program( "c-b8", "build --json", R"({"scheme":"http","host":"h","segments":["a b"]})" );
   CHECK( r.out == "http://h/a%20b\n" );
}

TEST_CASE( "set: components changed by name or role, every other byte kept", "[cli][components]" )
{
   auto r = run_program( "c-s1", "set 'ftp://u@h/a/b;type=i' host=example.com path='x y'" );
   CHECK( r.status == 0 );
   CHECK( r.out == "ftp://u@example.com/x%20y;type=i\n" );
   r = run_program( "c-s2", "set 'http://h:8080/a?q' --unset port --unset search" );
   CHECK( r.out == "http://h/a\n" );
   r = run_program( "c-s3", "set --raw 'http://h/a' path=a%7Eb" );
   CHECK( r.out == "http://h/a%7Eb\n" );
   r = run_program( "c-s4", "set -f - host=x", "http://a/p\ntelnet://u@b/\nnews:x\ngopher://c\n" );
   CHECK( r.status == 1 );
   CHECK( r.out == "http://x/p\ntelnet://u@x/\ngopher://x\n" );
   CHECK( r.err == "rfc1738 set: -:3: host: a news URL has no component named \"host\"; its components are grouppart, group, article\n" );
   r = run_program( "c-s5", "set --json http://h/ pth=a" );
   CHECK( r.status == 1 );
   CHECK( r.out == "{\"input\":\"http://h/\",\"url\":null,\"error\":{\"component\":\"pth\",\"offset\":null,\"message\":\"an http URL has no component named \\\"pth\\\"; its components are host, "
                   "port, hpath (path), search\"}}\n" );
   // The error object of every surface (rfc1738::write_json_build_error): the
   // offset of the byte at fault in the component's decoded bytes.
   r = run_program( "c-s5b", "set --json http://h/ port=8o" );
   CHECK( r.status == 1 );
   CHECK( r.out.find( "\"url\":null,\"error\":{\"component\":\"port\",\"offset\":1,\"message\":\"port cannot hold byte 0x6F" ) != std::string::npos );
   r = run_program( "c-s6", "set --json 'gopher://h/' type=1 selector='a b'" );
   CHECK( r.out == "{\"input\":\"gopher://h/\",\"url\":\"gopher://h/1a%20b\"}\n" );
   r = run_program( "c-s7", "set http://h/ host='a b'" );
   CHECK( r.status == 1 );
   CHECK( r.out.empty() );
   CHECK( r.err.find( "rfc1738 set: host: " ) == 0 );
   r = run_program( "c-s8", "set 'http://user@h/' host=x" );
   CHECK( r.status == 1 );
   CHECK( r.err.find( "does not conform" ) != std::string::npos );
   r = run_program( "c-s9", "set http://h/" );
   CHECK( r.status == 2 );
   r = run_program( "c-s10", "set http://h/ nonsense" );
   CHECK( r.status == 2 );
   CHECK( r.err.find( "is not NAME=VALUE" ) != std::string::npos );
}

TEST_CASE( "parse --get: the components by name and by role on every scheme", "[cli][components]" )
{
   auto r = run_program( "c-g1", "parse --get '{scheme} {path} {type} {host}' 'http://h/a/b?q' 'ftp://h/x%20y;type=i' 'gopher://g/1sel' 'file:///etc/x' 'wais://w/db/t/p' "
                                 "'prospero://p/a/b;f=v' 'x-y://u@h/up' 'news:n'" );
   CHECK( r.status == 0 );
   CHECK( r.out == "http a/b  h\nftp x%20y i h\ngopher sel 1 g\nfile etc/x  \nwais p t w\nprospero a/b  p\nx-y up  h\nnews   \n" );
   r = run_program( "c-g2", "parse --decode --get '{path}|{fieldspec}|{field}' 'ftp://h/x%20y' 'prospero://p/a;f=v;g=w'" );
   CHECK( r.out == "x y||\na|;f=v;g=w|;f=v;g=w\n" );
   r = run_program( "c-g3", "parse --get '{pth}' http://h/" );
   CHECK( r.status == 2 );
   CHECK( r.err.find( "no component '{pth}' (did you mean '{path}'?); the names are scheme, production, effective_port, input, fragment, user, password, host" ) != std::string::npos );
}

#!/bin/sh
# SPDX-License-Identifier: BSL-1.0
# A scheme added to the grammar reaches every surface with no hand-written
# line for it: a copy of the project gets an 11th scheme of §3's kind in its
# grammar files alone (the BNF, under a heading of the scheme's name as §5's
# groups are, which gives its productions the scheme's section; the url
# rewrite that lists url's alternatives; the scheme facts), is regenerated
# and built, and check, parse --json, --get, set, parse | build, build
# --OPTION, encode, the C interface (its components, its builder) and the
# Python dict handle the new scheme. A 12th scheme brings a component no other scheme has (one line of
# the component facts): build's --OPTION, the C builder's setter, C's decode
# and Python's build take it by its name.
#   add_scheme.sh SOURCE_DIR WORK_DIR BNF2PEGTL
set -eu
src=$1
work=$2
gen=$3
rm -rf "$work"
mkdir -p "$work/src"
# The project as committed (no build trees).
(cd "$src" && tar -cf - --exclude='./build*' --exclude=./.git --exclude=./bench --exclude=./fuzz --exclude=./tests .) | (cd "$work/src" && tar -xf -)
cd "$work/src"

# The scheme: rlogin://<user>@<host>:<port>/ (the form of telnet, §3.8).
sed -i 's/prosperourl | otherurl$/prosperourl | rloginurl | otherurl/' grammar/rfc1738.bnf
printf '\n; RLOGIN\nrloginurl      = "rlogin://" login [ "/" ]\n' >> grammar/rfc1738.bnf
sed -i 's/prosperourl !xchar | otherurl !xchar/prosperourl !xchar | rloginurl !xchar | otherurl !xchar/' grammar/rewrites.peg
printf 'rlogin      3.8      513   -                an  rlogin://<user>@<host>:<port>/\n' >> grammar/schemes.facts
grep -q 'rloginurl | otherurl' grammar/rfc1738.bnf
grep -q 'rloginurl !xchar' grammar/rewrites.peg
# The second: finger://<host>:<port>/<fuser>, whose fuser is a component of
# its own.
sed -i 's/rloginurl | otherurl$/rloginurl | fingerurl | otherurl/' grammar/rfc1738.bnf
printf '\n; FINGER\nfingerurl      = "finger://" hostport [ "/" fuser ]\nfuser          = *[ uchar | ";" | "?" | "&" | "=" ]\n' >> grammar/rfc1738.bnf
sed -i 's/rloginurl !xchar | otherurl !xchar/rloginurl !xchar | fingerurl !xchar | otherurl !xchar/' grammar/rewrites.peg
printf 'finger      3.8      79    -                a   finger://<host>:<port>/<fuser>\n' >> grammar/schemes.facts
printf 'fuser             fuser        scheme           -         the finger user\n' >> grammar/components.facts
grep -q 'fingerurl | otherurl' grammar/rfc1738.bnf
grep -q 'fingerurl !xchar' grammar/rewrites.peg

"$gen" --editions grammar/editions.facts --out generated
# The build tree one level below the copy, as build/ is below the project:
# the compiler's relative paths are build/'s, and ccache (CCACHE_BASEDIR,
# scripts/test.sh) gives what the new schemes do not change build/'s objects.
launcher=""
if command -v ccache >/dev/null 2>&1; then
  launcher="-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"
fi
python=OFF
if [ -x /usr/bin/python3 ] && [ -d /usr/include/pybind11 ]; then
  python=ON
fi
cmake -S . -B build -DRFC1738_BUILD_TESTS=OFF -DRFC1738_BUILD_TOOLS=ON -DRFC1738_PYTHON=$python $launcher >/dev/null
targets="rfc1738_cli"
[ $python = ON ] && targets="$targets rfc1738_python"
cmake --build build -j2 --target $targets >/dev/null
r=build/bin/rfc1738

fail() {
  echo "add_scheme: $1" >&2
  echo "  expected: $2" >&2
  echo "  got:      $3" >&2
  exit 1
}
same() {
  [ "$2" = "$3" ] || fail "$1" "$2" "$3"
}

same "check" "conforms  rloginurl  rlogin://me@host.dom/" "$($r check rlogin://me@host.dom/)"
same "check of a path" "1" "$($r check -q rlogin://h/x || echo $?)"
same "parse --json" '{"input":"rlogin://me:pw@host.dom:2/","valid":true,"production":"rloginurl","scheme":"rlogin","components":{"user":"me","password":"pw","host":"host.dom","port":"2"}}' \
  "$($r parse --json rlogin://me:pw@host.dom:2/)"
same "--get" "h me 513" "$($r parse --get '{host} {user} {effective_port}' rlogin://me@h)"
same "set" "rlogin://you@h:99/" "$($r set rlogin://me@h/ user=you port=99)"
same "set refusal" "rfc1738 set: path: an rlogin URL has no component named \"path\"; its components are user, password, host, port" \
  "$($r set rlogin://me@h/ path=x 2>&1 >/dev/null)"
same "parse | build" "$(printf 'rlogin://me@h/\nrlogin://u:p@h:1\n')" "$($r parse --json rlogin://me@h/ rlogin://u:p@h:1 | $r build --json)"
# build from options: the new scheme's components by their names, and the
# new component's own option.
same "build --OPTION" "rlogin://me:pw@h:2/" "$($r build rlogin --user me --password pw --host h --port 2 --slash)"
same "build refusal" "rfc1738 build: segments: an rlogin URL has no segments" "$($r build rlogin --host h --segment x 2>&1 >/dev/null | sed 's/ (RFC.*//')"
same "build --fuser" "finger://h.dom/a%20b%2F" "$($r build finger --host h.dom --fuser 'a b/')"
# build's help lists the new component's option, from the component model
# (and the bash completion, which reads the help, offers it).
same "build --help" "  --fuser TEXT          the finger user (finger)" "$($r build --help | grep -e '^  --fuser')"
same "build --help of the others" "1" "$($r build --help | grep -c -e '^  --user ')"
same "completion" "--fuser" "$(bash -c '. tools/rfc1738/completion.bash; _rfc1738_options "$1" build' sh $r | grep -e '^--fuser$')"
same "build --fuser refused elsewhere" "rfc1738 build: fuser: an http URL has no fuser" "$($r build http --host h --fuser x 2>&1 >/dev/null | sed 's/ (RFC.*//')"
same "parse --json of fuser" '{"input":"finger://h/a%20b","valid":true,"production":"fingerurl","scheme":"finger","components":{"host":"h","fuser":"a%20b"}}' \
  "$($r parse --json finger://h/a%20b)"
same "parse | build of fuser" "$(printf 'finger://h/a%%20b\nfinger://h:7\n')" "$($r parse --json finger://h/a%20b finger://h:7 | $r build --json)"
same "build --json of fuser" "finger://h/x%20y" "$($r build --json '{"scheme":"finger","host":"h","fuser":"x y"}')"
# The listing of the URL forms (grammar --forms: what report.py and run_adapter.py read).
same "grammar --forms" "$(printf 'rloginurl (rlogin:), authority: login\n  user            user        §3.1     the user name')" \
  "$($r grammar --forms | grep -A1 '^rloginurl')"
# The grammar's report of a new production (grammar --json: Python's
# productions() and the page read it): the scheme's section, then §5.
same "grammar --json" '{"name":"fuser","bnf":"fuser          = *[ uchar | \";\" | \"?\" | \"&\" | \"=\" ]","section":"§3.8, §5","file":"grammar/rfc1738.bnf","line":N,"rewrite":null,"why":null,"peg":null,"used_by":["fingerurl"]}' \
  "$($r grammar --json fuser | sed 's/"line":[0-9]*,/"line":N,/')"
# encode: a URL form is refused as every scheme's is (encode writes components).
same "encode" "$($r encode telneturl x 2>&1 | sed 's/telneturl/rloginurl/g')" "$($r encode rloginurl x 2>&1)"

# The C interface: components by name and by role.
cat > ../c.c <<'C'
#include <stdio.h>
#include <string.h>
#include "rfc1738.h"
int main( void )
{
   const char* u = "rlogin://me@host.dom/";
   rfc1738_result* r = rfc1738_parse( u, strlen( u ) );
   size_t offset = 0, length = 0;
   if( !rfc1738_conforms( r ) || !rfc1738_component( r, "user", &offset, &length ) ) {
      return 1;
   }
   printf( "%s %.*s", rfc1738_production( r ), (int)length, u + offset );
   if( !rfc1738_component( r, "host", &offset, &length ) ) {
      return 1;
   }
   printf( " %.*s\n", (int)length, u + offset );
   rfc1738_free( r );

   /* The builder: the new schemes' parts by name, the new component too. */
   rfc1738_builder* b = rfc1738_builder_new( "rlogin", 6 );
   if( !rfc1738_builder_set( b, "user", "me", 2 ) || !rfc1738_builder_set( b, "host", "h", 1 ) || !rfc1738_builder_set( b, "slash", "", 0 ) ) {
      return 1;
   }
   const char* built = rfc1738_build( b, NULL );
   printf( "%s", built ? built : rfc1738_builder_error( b ) );
   rfc1738_builder_free( b );
   b = rfc1738_builder_new( "finger", 6 );
   if( !rfc1738_builder_set( b, "host", "h", 1 ) || !rfc1738_builder_set( b, "fuser", "a b", 3 ) || rfc1738_builder_set( b, "nofuser", "x", 1 ) ) {
      return 1;
   }
   built = rfc1738_build( b, NULL );
   printf( " %s", built ? built : rfc1738_builder_error( b ) );
   rfc1738_builder_free( b );

   /* The new component decoded by name (it takes escapes). */
   const char* f = "finger://h/a%20b";
   char buffer[ 16 ];
   size_t needed = 0;
   r = rfc1738_parse( f, strlen( f ) );
   if( !rfc1738_decode( r, "fuser", buffer, sizeof buffer, &needed ) ) {
      return 1;
   }
   printf( " [%.*s]\n", (int)needed, buffer );
   rfc1738_free( r );
   return 0;
}
C
cc -std=c99 -I include -I generated -c ../c.c -o ../c.o
c++ ../c.o build/librfc1738.a -o ../c
same "C interface" "$(printf 'rloginurl me host.dom\nrlogin://me@h/ finger://h/a%%20b [a b]')" "$(../c)"

if [ $python = ON ]; then
  same "Python" "rloginurl {'user': 'me', 'host': 'h', 'port': '2'}" \
    "$(PYTHONPATH=build/python /usr/bin/python3 -c 'import rfc1738; u = rfc1738.parse("rlogin://me@h:2/"); print(u.production, u.components)')"
  same "Python url_forms" "rlogin login ['user', 'password', 'host', 'port']" \
    "$(PYTHONPATH=build/python /usr/bin/python3 -c 'import rfc1738; f = [f for f in rfc1738.url_forms() if f["production"] == "rloginurl"][0]; print(f["scheme"], f["authority"], [c["name"] for c in f["components"]])')"
  same "Python build" "finger://h/a%20b rlogin://me@h" \
    "$(PYTHONPATH=build/python /usr/bin/python3 -c 'import rfc1738; print(rfc1738.build("finger", {"host": "h", "fuser": "a b"}), rfc1738.build("rlogin", {"user": "me", "host": "h"}))')"
fi
echo "add_scheme: rloginurl and fingerurl reach check, parse, --get, set, build, build --OPTION, encode, C$( [ $python = ON ] && echo ' and Python')"

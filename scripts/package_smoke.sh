#!/usr/bin/env bash
# SPDX-License-Identifier: BSL-1.0
# CI: builds the Debian packages (scripts/package.sh), installs them with
# apt-get (as root, or with sudo; over installed ones too) and checks what
# they hold and install. The program's package rfc1738 alone first (the -dev
# package removed): its Depends name no -dev package, it holds no header nor
# library, and the program runs; the program in /usr/bin, `man rfc1738`, the
# bash completion, the copyright file and changelog.gz, the documentation
# (every relative link of /usr/share/doc/rfc1738 resolves:
# tests/docs_links.py). Then rfc1738-dev: it depends on rfc1738 of its version
# and on tao-pegtl-dev, holds no program, and `pkg-config --cflags --libs
# rfc1738` (a C and a C++ program built with it and run) and a CMake project
# with find_package(rfc1738 REQUIRED) work. Both packages' Maintainer is
# RFC1738_MAINTAINER of the build (cmake/package.cmake). Any failed check
# fails it.
set -euo pipefail
cd "$(dirname "$0")/.."
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
fail() { echo "package_smoke: FAILED: $*" >&2; exit 1; }
ok() { echo "package_smoke: ok: $*"; }

scripts/package.sh
debs=(build-package/rfc1738_*.deb)
[ ${#debs[@]} -eq 1 ] || fail "expected one build-package/rfc1738_*.deb, found ${#debs[*]}"
deb=${debs[0]}
devs=(build-package/rfc1738-dev_*.deb)
[ ${#devs[@]} -eq 1 ] || fail "expected one build-package/rfc1738-dev_*.deb, found ${#devs[*]}"
dev=${devs[0]}
# man-db for `man -w`; what the checks build with (pkg-config, cmake, g++).
scripts/setup.sh man-db

# What each package says and holds.
version=$(dpkg-deb -f "$deb" Version)
[ "$(dpkg-deb -f "$dev" Version)" = "$version" ] || fail "$dev is not version $version"
maintainer=$(sed -n 's/^RFC1738_MAINTAINER:STRING=//p' build-package/CMakeCache.txt)
for d in "$deb" "$dev"; do
  m=$(dpkg-deb -f "$d" Maintainer)
  [ "$m" = "$maintainer" ] || fail "$d: Maintainer '$m' is not RFC1738_MAINTAINER '$maintainer'"
  printf '%s\n' "$m" | grep -Eq '^[^<>@]+ <[^<>@ ]+@[^<>@ ]+>$' || fail "$d: Maintainer '$m' is not NAME <ADDRESS>"
done
# DEP-5: the header paragraph (up to the first empty line) holds the contact.
awk '/^$/ { exit } { print }' build-package/debian/copyright | grep -qx "Upstream-Contact: $maintainer" ||
  fail "the copyright file's header has no Upstream-Contact: $maintainer"
depends=$(dpkg-deb -f "$deb" Depends)
case ", $depends" in *-dev*) fail "$deb depends on a -dev package: $depends" ;; esac
case "$depends" in *libstdc++6*) ;; *) fail "$deb: Depends has no libstdc++6 (dpkg-shlibdeps): $depends" ;; esac
dev_depends=$(dpkg-deb -f "$dev" Depends)
case "$dev_depends" in *"rfc1738 (= $version)"*) ;; *) fail "$dev does not depend on rfc1738 (= $version): $dev_depends" ;; esac
case "$dev_depends" in *tao-pegtl-dev*) ;; *) fail "$dev does not depend on tao-pegtl-dev: $dev_depends" ;; esac
if dpkg-deb -c "$deb" | grep -Eq ' \./usr/(include|lib)/'; then fail "$deb holds headers or a library: $(dpkg-deb -c "$deb" | grep -E ' \./usr/(include|lib)/' | head -3)"; fi
if dpkg-deb -c "$dev" | grep -Eq ' \./usr/(bin|share/man)/'; then fail "$dev holds the program or its man page"; fi
dpkg-deb -c "$dev" | grep -q ' \./usr/share/doc/rfc1738-dev/copyright$' || fail "$dev has no /usr/share/doc/rfc1738-dev/copyright"
ok "$deb (Depends: $depends), $dev (Depends: $dev_depends), Maintainer: $maintainer"

# The program's package alone. --reinstall: the same version may already be
# installed (a developer's machine).
export DEBIAN_FRONTEND=noninteractive
if dpkg-query -W -f='${Status}' rfc1738-dev 2>/dev/null | grep -q 'ok installed'; then
  $sudo apt-get remove -y -qq rfc1738-dev >/dev/null
fi
$sudo apt-get install -y -qq --reinstall "./$deb" >/dev/null
[ "$(dpkg-query -W -f='${Version}' rfc1738)" = "$version" ] || fail "installed rfc1738 is not the package's version $version"
if dpkg-query -W -f='${Status}' rfc1738-dev 2>/dev/null | grep -q 'ok installed'; then fail "rfc1738-dev is installed with rfc1738 alone"; fi
[ ! -e /usr/include/rfc1738.h ] || fail "/usr/include/rfc1738.h is there without rfc1738-dev"
ok "installed $deb ($version) without rfc1738-dev"

[ "$(command -v rfc1738)" = /usr/bin/rfc1738 ] || fail "rfc1738 is not /usr/bin/rfc1738: $(command -v rfc1738 || true)"
out=$(/usr/bin/rfc1738 check http://h/) || fail "rfc1738 check http://h/"
[ -n "$out" ] || fail "rfc1738 check http://h/ printed nothing"
if /usr/bin/rfc1738 check 'http://h/a b' >/dev/null 2>&1; then fail "rfc1738 check accepted 'http://h/a b'"; fi
/usr/bin/rfc1738 grammar hostport >/dev/null || fail "rfc1738 grammar hostport (the installed grammar files)"
ok "/usr/bin/rfc1738 check, grammar"

# man -w reads the paths of man-db's configuration: no index (mandb) is needed.
if grep -qs '^path-exclude=/usr/share/man' /etc/dpkg/dpkg.cfg.d/*; then
  fail "dpkg is configured not to install man pages (path-exclude in /etc/dpkg/dpkg.cfg.d/: a slim image)"
fi
page=$(man -w rfc1738) || fail "man -w rfc1738"
[ "$page" = /usr/share/man/man1/rfc1738.1.gz ] || fail "man -w rfc1738 gave $page"
shown=$(MANWIDTH=80 man rfc1738 2>/dev/null) || fail "man rfc1738"
# SYNOPSIS, a section per command of `rfc1738 --help` (its options as tagged
# paragraphs), EXAMPLES.
for heading in SYNOPSIS COMMANDS EXAMPLES; do
  grep -qx "$heading" <<<"$shown" || fail "man rfc1738 has no $heading"
done
for c in $(/usr/bin/rfc1738 --help | sed -n '/^Commands:/,/^$/s/^  \([a-z][-a-z]*\) .*/\1/p' | grep -vx help); do
  grep -qx "   rfc1738 $c" <<<"$shown" || fail "man rfc1738 has no section rfc1738 $c"
done
grep -qx '       --format=FORMAT' <<<"$shown" || fail "man rfc1738 does not show lint's --format=FORMAT as a tagged paragraph"
ok "man rfc1738 ($page): SYNOPSIS, COMMANDS (a section per command), EXAMPLES"

completion=/usr/share/bash-completion/completions/rfc1738
[ -s "$completion" ] || fail "no $completion"
bash -n "$completion" || fail "$completion is not bash"
doc=/usr/share/doc/rfc1738
[ -s "$doc/copyright" ] || fail "no $doc/copyright"
grep -q '^License: BSL-1.0$' "$doc/copyright" || fail "$doc/copyright does not say BSL-1.0"
gzip -t "$doc/changelog.gz" || fail "$doc/changelog.gz is not gzip"
# The first line, with the whole file read (head or grep -q would close the
# pipe early, and zcat's SIGPIPE fails the pipeline under pipefail once the
# changelog outgrows the pipe's buffer).
first=$(zcat "$doc/changelog.gz" | awk 'NR == 1')
[ "$first" = "# Changelog" ] || fail "$doc/changelog.gz is not the changelog (its first line: $first)"
ok "completion, copyright, changelog.gz"
{ [ -s "$doc/README.md" ] && [ -s "$doc/docs/manual/check.md" ]; } || fail "no $doc/README.md or $doc/docs/manual/check.md"
python3 tests/docs_links.py "$doc" 15 || fail "a relative link of $doc does not resolve"
ok "documentation: every relative link of $doc resolves"

# The -dev package, over the program's.
$sudo apt-get install -y -qq --reinstall "./$dev" >/dev/null
[ "$(dpkg-query -W -f='${Version}' rfc1738-dev)" = "$version" ] || fail "installed rfc1738-dev is not the package's version $version"
{ [ -s /usr/include/rfc1738.h ] && [ -s /usr/include/rfc1738/grammar/hostport.hpp ]; } || fail "rfc1738-dev did not install the headers"
ok "installed $dev"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=$(pkg-config --cflags --libs rfc1738) || fail "pkg-config --cflags --libs rfc1738"
cat > "$work/main.c" <<'C'
#include <rfc1738.h>
#include <stdio.h>
int main(void) {
  printf("%s\n", rfc1738_version());
  return 0;
}
C
# shellcheck disable=SC2086  # the flags are words
cc -std=c99 -o "$work/c" "$work/main.c" $flags || fail "cc main.c \$(pkg-config --cflags --libs rfc1738)"
"$work/c" >/dev/null || fail "the pkg-config program did not run"
cat > "$work/main.cpp" <<'CPP'
#include <rfc1738.hpp>
int main() { return rfc1738::check("http://h/").valid ? 0 : 1; }
CPP
# shellcheck disable=SC2086
c++ -std=c++17 -o "$work/cpp" "$work/main.cpp" $flags || fail "c++ main.cpp \$(pkg-config --cflags --libs rfc1738)"
"$work/cpp" || fail "the pkg-config C++ program did not run as expected"
ok "pkg-config: $flags"

mkdir "$work/cmake"
cat > "$work/cmake/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(smoke LANGUAGES CXX)
find_package(rfc1738 REQUIRED)
add_executable(x main.cpp)
target_link_libraries(x rfc1738::rfc1738)
CMAKE
cat > "$work/cmake/main.cpp" <<'CPP'
#include <rfc1738.hpp>
#include <iostream>
int main() {
  const auto good = rfc1738::check("ftp://myname@host.dom/%2Fetc/motd");
  const auto bad = rfc1738::check("http://h/a b");
  std::cout << good.valid << bad.valid << '\n';
  return good.valid && !bad.valid ? 0 : 1;
}
CPP
cmake -S "$work/cmake" -B "$work/cmake/build" >/dev/null || fail "configure find_package(rfc1738 REQUIRED)"
cmake --build "$work/cmake/build" >/dev/null || fail "build against rfc1738::rfc1738"
"$work/cmake/build/x" >/dev/null || fail "the find_package program did not run as expected"
ok "find_package(rfc1738 REQUIRED), rfc1738::rfc1738"
echo "package_smoke: all checks passed"

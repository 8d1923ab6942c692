#!/usr/bin/env bash
# SPDX-License-Identifier: BSL-1.0
# CI: builds the Debian package (scripts/package.sh), installs it with apt-get
# (as root, or with sudo; over an installed rfc1738 too) and checks what it
# installed: the program in /usr/bin, `man -w rfc1738`, the bash completion,
# the copyright file and changelog.gz, `pkg-config --cflags --libs rfc1738`
# (a C and a C++ program built with it and run), and a CMake project with
# find_package(rfc1738 REQUIRED) built and run. Any failed check fails it.
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
# man-db for `man -w`; what the checks build with (pkg-config, cmake, g++).
scripts/setup.sh man-db
# --reinstall: the same version may already be installed (a developer's machine).
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get install -y -qq --reinstall "./$deb" >/dev/null
version=$(dpkg-query -W -f='${Version}' rfc1738)
[ "$version" = "$(dpkg-deb -f "$deb" Version)" ] || fail "installed rfc1738 $version is not the package's version"
ok "installed $deb ($version)"

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
MANWIDTH=80 man rfc1738 2>/dev/null | grep -c 'rfc1738 check' >/dev/null || fail "man rfc1738 does not show the page"
ok "man rfc1738 ($page)"

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

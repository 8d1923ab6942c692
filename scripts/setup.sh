#!/usr/bin/env bash
# SPDX-License-Identifier: BSL-1.0
# Installs what rfc1738 builds with, from Debian's packages (Debian 12).
# Usage: scripts/setup.sh [--python] [--tests] [--quick] [--clang] [--web] [extra Debian packages...]
#   --python   also what the Python package builds with (pybind11, Python's headers) and
#              what `pip install --no-build-isolation --no-index .` uses offline (pip, setuptools,
#              wheel, venv); pybind11's Python module (python3-pybind11) is not needed: CMake
#              finds pybind11-dev
#   --tests    also what the tests use: --python's, pytest, Hypothesis, Dask, NumPy, pandas, jsonschema,
#              the libraries of the compare adapters (uriparser, Boost.URL, curl) and the
#              runtimes of the others (tools/adapters/: Perl's Regexp::Common and URI, Go,
#              Node, Java, Ruby, PHP, Rust's cargo and rustc with Debian's url crate)
#              and ccache (CI's package leg reuses build/'s objects: see scripts/test.sh)
#   --quick    what the quick test leg uses (scripts/test.sh --quick): --python's, pytest,
#              Hypothesis, NumPy, pandas, jsonschema, ccache; not Dask nor the compare adapters'
#              libraries and runtimes (their tests are then skipped, naming the package)
#   --clang    also clang-14 (clang-14 and clang++-14, which Debian 12's `clang`
#              installs): the compiler of scripts/test.sh --clang and --sanitize
#   --web      also what the web site builds and is tested with (scripts/site.sh,
#              scripts/web.sh): emscripten (with node-acorn, which Debian's
#              emscripten needs), Chromium, its chromedriver, Selenium for Python
set -euo pipefail
python=(pybind11-dev python3-dev python3-pip python3-setuptools python3-wheel python3-venv)
quick=("${python[@]}" ccache python3-pytest python3-hypothesis python3-numpy python3-pandas python3-jsonschema)
tests=("${quick[@]}" python3-dask python3-distributed
       liburiparser-dev libboost-url1.81-dev libcurl4-openssl-dev
       libregexp-common-perl liburi-perl golang-go nodejs default-jdk-headless ruby php-cli
       cargo rustc librust-url-dev)
extra=()
for a in "$@"; do
  case "$a" in
    --python) extra+=("${python[@]}") ;;
    --tests) extra+=("${tests[@]}") ;;
    --quick) extra+=("${quick[@]}") ;;
    --clang) extra+=(clang-14) ;;
    --web) extra+=(emscripten node-acorn chromium chromium-driver python3-selenium) ;;
    *) extra+=("$a") ;;
  esac
done
packages=(cmake make g++ tao-pegtl-dev catch2 pkg-config libcli11-dev nlohmann-json3-dev help2man "${extra[@]}")
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "setup: installing ${missing[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

#!/usr/bin/env bash
# SPDX-License-Identifier: BSL-1.0
# The conformance report (docs/conformance/): installs the libraries
# (uriparser, Boost.URL, curl; nlohmann-json) and the runtimes of the other
# adapters (scripts/setup.sh --tests) from Debian's packages, builds
# ada from ../shared/peers/ada when it is there (in build-ada/, as
# scripts/bench.sh does), builds the program and the adapters
# (tools/adapters/) in build-compare/, runs `rfc1738 suite` through each
# adapter (through tools/adapters/run_adapter.py: a case an adapter crashes,
# hangs or writes garbage on is recorded and listed on its page), compares
# the answers with `rfc1738 compare` (against RFC 1738, on the suite) and
# `rfc1738 compare --editions all` (which edition each answer follows, on the
# suite and the inputs of conformance/*-tests.jsonl), and writes
# (tools/adapters/report.py) one Markdown page per implementation, the summary
# (README.md) with the matrix implementation x edition (editions.svg) and the
# heat map (heatmap.svg), the confusions (confusions.md) and the generated part
# of findings.md, whose reproductions it runs.
#   scripts/compare.sh                  the suite --size full, seed 1738 (14 min 16 s measured)
#   scripts/compare.sh --size small     the small suite (1 min)
# Environment: RFC1738_JOBS (build parallelism, default 1); RFC1738_SPEC (the
# RFC texts findings.md quotes, default ../shared/spec/later).
set -euo pipefail
cd "$(dirname "$0")/.."
size=full
if [ "${1:-}" = "--size" ] && [ -n "${2:-}" ]; then
  size=$2
fi
scripts/setup.sh --tests libboost1.81-dev
jobs="${RFC1738_JOBS:-1}"

ada_source="${RFC1738_ADA_DIR:-../shared/peers/ada}"
prefix=()
if [ -f "$ada_source/CMakeLists.txt" ]; then
  if [ ! -f build-ada/prefix/lib/cmake/ada/ada-config.cmake ]; then
    echo "compare: building ada from $ada_source (once, in build-ada/)" >&2
    cmake -S "$ada_source" -B build-ada -DCMAKE_BUILD_TYPE=Release -DADA_TESTING=OFF -DADA_TOOLS=OFF \
      -DADA_BENCHMARKS=OFF -DADA_USE_SIMDUTF=OFF -DBUILD_TESTING=OFF >/dev/null
    cmake --build build-ada -j"$jobs" >/dev/null
    cmake --install build-ada --prefix build-ada/prefix >/dev/null
  fi
  prefix=(-DCMAKE_PREFIX_PATH="$PWD/build-ada/prefix")
fi
cmake -S . -B build-compare -DCMAKE_BUILD_TYPE=Release -DRFC1738_BUILD_TOOLS=ON -DRFC1738_BUILD_TESTS=OFF "${prefix[@]}" >/dev/null
targets=(rfc1738_cli rfc1738_adapter_uriparser rfc1738_adapter_boost_url rfc1738_adapter_curl)
[ ${#prefix[@]} -gt 0 ] && targets+=(rfc1738_adapter_ada)
cmake --build build-compare -j"$jobs" --target "${targets[@]}" >/dev/null
bin=build-compare/bin
work=build-compare/conformance
out=docs/conformance
mkdir -p "$work" "$out"

# The inputs: the RFC 1738 suite, then those of the per-edition suites
# (conformance/EDITION-tests.jsonl, committed: the inputs that separate the
# editions, `differs-from:` and `split-differs:` among them) not already
# there, each with its input only (compact JSON, as `rfc1738 suite` writes it:
# some adapters read `"input":"` exactly).
"$bin/rfc1738" suite --size "$size" > "$work/suite.jsonl"
cases=$(wc -l < "$work/suite.jsonl")
/usr/bin/python3 -c '
import json, sys
seen = set()
with open(sys.argv[1], "rb") as f:
    for line in f:
        seen.add(json.loads(line)["input"])
for path in sys.argv[2:]:
    with open(path, "rb") as f:
        for line in f:
            i = json.loads(line)["input"]
            if i not in seen:
                seen.add(i)
                print(json.dumps({"input": i}, separators=(",", ":")))' "$work/suite.jsonl" conformance/*-tests.jsonl > "$work/editions.jsonl"
more=$(wc -l < "$work/editions.jsonl")
cat "$work/editions.jsonl" >> "$work/suite.jsonl"
suite="rfc1738 $("$bin/rfc1738" --version | cut -d' ' -f2) suite --size $size --seed 1738, $cases cases, and $more more inputs of conformance/*-tests.jsonl"
command="scripts/compare.sh --size $size"

debian() { dpkg-query -W -f '${Version}' "$1" 2>/dev/null || echo unknown; }
# Each implementation: its version, the command of its adapter, the adapter's
# source, and what the implementation says it follows (quoted from its own
# documentation).
# claimed: the editions that claim names ("-": none of them).
declare -A version adapter source claim claimed
version[uriparser]="uriparser $(pkg-config --modversion liburiparser) (Debian liburiparser-dev $(debian liburiparser-dev))"
adapter[uriparser]="$bin/adapter-uriparser"; source[uriparser]=uriparser.cpp
claim[uriparser]='"uriparser - RFC 3986 URI parsing library" (Uri.h)'
claimed[uriparser]=rfc3986
version[boost_url]="Boost.URL 1.81 (Debian libboost-url1.81-dev $(debian libboost-url1.81-dev))"
adapter[boost_url]="$bin/adapter-boost_url"; source[boost_url]=boost_url.cpp
claim[boost_url]='RFC 3986: parse_uri cites "4.3. Absolute URI (rfc3986)" (boost/url/parse.hpp)'
claimed[boost_url]=rfc3986
version[curl]="curl $(pkg-config --modversion libcurl) URL API (Debian libcurl4-openssl-dev $(debian libcurl4-openssl-dev))"
adapter[curl]="$bin/adapter-curl"; source[curl]=curl.cpp
claim[curl]='"RFC 3986 is the earlier one, and curl has always tried to adhere to that one" (docs/URL-SYNTAX.md)'
claimed[curl]=rfc3986
version[python_urllib]="Python $(/usr/bin/python3 -c 'import sys; print(sys.version.split()[0])') urllib.parse (Debian python3 $(debian python3))"
adapter[python_urllib]="/usr/bin/python3 tools/adapters/urllib_parse.py"; source[python_urllib]=urllib_parse.py
claim[python_urllib]='"based upon" RFC 3986, 2732, 2396, 2368, 1808 and 1738; "RFC 3986 is considered the current standard" (its docstring)'
claimed[python_urllib]=rfc3986
version[regexp_common]="Regexp::Common $(perl -MRegexp::Common -e 'print $Regexp::Common::VERSION') URI (Debian libregexp-common-perl $(debian libregexp-common-perl))"
adapter[regexp_common]="perl tools/adapters/regexp_common.pl"; source[regexp_common]=regexp_common.pl
claim[regexp_common]='ftp, file, gopher, news, nntp, telnet, wais, prospero: "as defined by RFC 1738"; http: "as defined by RFC 2396 (generic syntax) and RFC 2616 (HTTP)" (its POD)'
claimed[regexp_common]=rfc1738
version[perl_uri]="Perl URI $(perl -MURI -e 'print $URI::VERSION') (Debian liburi-perl $(debian liburi-perl))"
adapter[perl_uri]="perl tools/adapters/perl_uri.pl"; source[perl_uri]=perl_uri.pl
claim[perl_uri]='"Uniform Resource Identifier references as specified in RFC 2396 (and updated by RFC 2732)" (its POD)'
claimed[perl_uri]=rfc2732
version[go_net_url]="Go $(go env GOVERSION) net/url (Debian golang-go $(debian golang-go))"
adapter[go_net_url]="go run tools/adapters/go_net_url.go"; source[go_net_url]=go_net_url.go
claim[go_net_url]='"This package generally follows RFC 3986, except where it deviates for compatibility reasons" (url.go)'
claimed[go_net_url]=rfc3986
version[node_whatwg_url]="Node $(node --version) URL (package nodejs $(debian nodejs))"
adapter[node_whatwg_url]="node tools/adapters/node_whatwg_url.js"; source[node_whatwg_url]=node_whatwg_url.js
claim[node_whatwg_url]='"implements the same WHATWG URL Standard used by web browsers" (doc/api/url.md)'
claimed[node_whatwg_url]=-
version[node_url_parse]="Node $(node --version) url.parse (package nodejs $(debian nodejs))"
adapter[node_url_parse]="node tools/adapters/node_url_parse.js"; source[node_url_parse]=node_url_parse.js
claim[node_url_parse]='"Legacy: Use the WHATWG URL API instead"; an API "that is Node.js specific" (doc/api/url.md)'
claimed[node_url_parse]=-
version[java_net_uri]="Java $(java -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.version = //p') java.net.URI (Debian default-jdk-headless $(debian default-jdk-headless))"
adapter[java_net_uri]="java tools/adapters/JavaNetUri.java"; source[java_net_uri]=JavaNetUri.java
claim[java_net_uri]='"a URI reference as defined by RFC 2396 ..., amended by RFC 2732" (its Javadoc)'
claimed[java_net_uri]=rfc2732
version[ruby_uri]="Ruby $(ruby -e 'print RUBY_VERSION') URI (Debian ruby $(debian ruby))"
adapter[ruby_uri]="ruby tools/adapters/ruby_uri.rb"; source[ruby_uri]=ruby_uri.rb
claim[ruby_uri]='"classes to handle Uniform Resource Identifiers (RFC2396)" (uri.rb); its default parser is URI::RFC3986_Parser'
claimed[ruby_uri]=rfc2396,rfc3986
version[php_parse_url]="PHP $(php -r 'echo PHP_VERSION;') parse_url (Debian php-cli $(debian php-cli))"
adapter[php_parse_url]="php tools/adapters/php_parse_url.php"; source[php_parse_url]=php_parse_url.php
claim[php_parse_url]='"This function is not meant to validate the given URL" (the PHP manual)'
claimed[php_parse_url]=-
version[php_filter_var]="PHP $(php -r 'echo PHP_VERSION;') filter_var FILTER_VALIDATE_URL (Debian php-cli $(debian php-cli))"
adapter[php_filter_var]="php tools/adapters/php_filter_var.php"; source[php_filter_var]=php_filter_var.php
claim[php_filter_var]='"Validates value as URL (according to http://www.faqs.org/rfcs/rfc2396)" (the PHP manual)'
claimed[php_filter_var]=rfc2396
version[rust_url]="Rust url $(sed -n 's/^version = "\(.*\)"/\1/p' /usr/share/cargo/registry/url-*/Cargo.toml | head -1) (Debian librust-url-dev $(debian librust-url-dev), rustc $(debian rustc))"
source[rust_url]=rust_url/src/main.rs
claim[rust_url]='"an implementation of the URL Standard" (the crate documentation)'
claimed[rust_url]=-
RUSTC=/usr/bin/rustc CARGO_TARGET_DIR=build-compare/rust-url /usr/bin/cargo build --offline --release --quiet \
  --manifest-path tools/adapters/rust_url/Cargo.toml \
  --config 'source.crates-io.replace-with="debian"' --config 'source.debian.directory="/usr/share/cargo/registry"'
adapter[rust_url]="build-compare/rust-url/release/rfc1738-adapter-rust-url"
names=(uriparser boost_url curl python_urllib)
if [ -x "$bin/adapter-ada" ]; then
  version[ada]="ada $(sed -n 's/^#define ADA_VERSION "\(.*\)"/\1/p' build-ada/prefix/include/ada/ada_version.h) (from $ada_source)"
  adapter[ada]="$bin/adapter-ada"; source[ada]=ada.cpp
  claim[ada]='"WHATWG-compliant and fast URL parser" (its README)'
claimed[ada]=-
  names+=(ada)
fi
names+=(regexp_common perl_uri go_net_url node_whatwg_url node_url_parse java_net_uri ruby_uri php_parse_url php_filter_var rust_url)

# groups shown per implementation (findings, disagreements with RFC 1738)
shown=10
reports=()
: > "$work/adapters.tsv"
for name in "${names[@]}"; do
  echo "compare: $name" >&2
  started=$SECONDS
  status=0
  # A case the adapter crashes, hangs (20 s) or writes garbage on is recorded
  # in $name-failures.jsonl and answered with its input only.
  /usr/bin/python3 tools/adapters/run_adapter.py --program "$bin/rfc1738" --timeout 20 --failures "$work/$name-failures.jsonl" \
    "$work/suite.jsonl" "$work/$name.jsonl" -- ${adapter[$name]} || status=$?
  [ "$status" -le 1 ] || { echo "compare: the $name adapter could not be run" >&2; exit 2; }
  # Against RFC 1738: the answers to the RFC 1738 suite.
  head -n "$cases" "$work/$name.jsonl" > "$work/$name-rfc1738.jsonl"
  status=0
  "$bin/rfc1738" compare --json "$work/$name-rfc1738.jsonl" > "$work/$name.json" 2> "$work/$name-bad.txt" || status=$?
  # exit status 2 with a report: some answers were bad input (listed on the page), the rest compared
  [ "$status" -le 1 ] || [ -s "$work/$name.json" ] || { echo "compare: no report for the $name adapter" >&2; exit 2; }
  # Against every edition: all the inputs.
  status=0
  "$bin/rfc1738" compare --editions all --json --groups "$shown" --per-input "$work/$name-follows.jsonl" "$work/$name.jsonl" \
    > "$work/$name-editions.json" 2>/dev/null || status=$?
  [ "$status" -le 1 ] || [ -s "$work/$name-editions.json" ] || { echo "compare: no editions report for the $name adapter" >&2; exit 2; }
  {
    echo "Inputs: the $cases of the RFC 1738 suite. Adapter: \`tools/adapters/${source[$name]}\` (its head comment says"
    echo "how the parts are mapped onto RFC 1738's names and what cannot be)."
    echo
    failed=$(wc -l < "$work/$name-failures.jsonl")
    if [ "$failed" -gt 0 ]; then
      echo "The adapter failed on $failed cases (crashed, hung for 20 s or wrote garbage; those"
      echo "cases are answered with their input only, nothing compared). The first ten:"
      echo
      head -10 "$work/$name-failures.jsonl" | /usr/bin/python3 -c '
import json, sys
for l in sys.stdin:
    r = json.loads(l)
    print("- line %d, %s: `%s` (%s)" % (r["line"], r["failure"], r["input"][:80].encode("unicode_escape").decode().replace("`", "\\x60"), r["detail"][:100]))'
      echo
    fi
    if [ -s "$work/$name-bad.txt" ]; then
      echo "\`rfc1738 compare\` refused some of the adapter's answers as bad input (not compared):"
      echo
      head -10 "$work/$name-bad.txt" | sed "s|$work/||; s/^/    /"
      echo
    fi
    "$bin/rfc1738" compare --markdown --groups "$shown" "$work/$name-rfc1738.jsonl" 2>/dev/null | sed "s|$work/||; s/^#/##/" || true
  } > "$work/$name-rfc1738.md"
  printf '%s\t%s\t%s\n' "$name" "${claimed[$name]}" "${adapter[$name]}" >> "$work/adapters.tsv"
  reports+=("$name=$work/$name.json=$work/$name-failures.jsonl=${version[$name]}=${claim[$name]}")
  echo "compare: $name took $((SECONDS - started)) s" >&2
done
/usr/bin/python3 tools/adapters/report.py --program "$bin/rfc1738" --editions "$work" "$work/adapters.tsv" "$out" "$command" "$suite" "$shown" "${reports[@]}"
echo "compare: wrote $out/ (${names[*]})" >&2

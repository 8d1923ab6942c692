#!/usr/bin/env bash
# SPDX-License-Identifier: BSL-1.0
# Builds the static web site into build/site/: the pages of web/ and the
# library compiled to WebAssembly with emscripten (em++): src/*/*.cpp
# and web/wasm/entry.cpp, with include/ and generated/, in one
# JavaScript file (the WebAssembly embedded, so that the site opens from
# file:// as from any static host).
#   scripts/site.sh             build (objects in build/site-obj/, rebuilt when a source or header is newer)
# The railroad diagrams are drawn by the generator, built natively first
# (cmake --build build --target bnf2pegtl; BNF2PEGTL=PATH for another).
# Needs emscripten and node-acorn (scripts/setup.sh --web); when node is not
# Debian's, NODE_PATH must reach Debian's node modules (set here).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v em++ >/dev/null || { echo "site.sh: em++ not found: run scripts/setup.sh --web" >&2; exit 2; }
export NODE_PATH="${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs"
[ -d /usr/include/tao/pegtl ] || { echo "site.sh: PEGTL's headers not found (tao-pegtl-dev)" >&2; exit 2; }
obj=build/site-obj
out=build/site
mkdir -p "$obj/inc" "$out"
# PEGTL's headers alone: the whole of /usr/include would shadow emscripten's C library.
ln -sfn /usr/include/tao "$obj/inc/tao"
flags=(-std=c++17 -O2 -Wall -Wextra -pedantic-errors -Werror -Iinclude -Igenerated -Isrc -Inotation -I"$obj/inc")
newest=$(find include generated src web/wasm -type f \( -name '*.hpp' -o -name '*.h' \) -printf '%T@\n' | sort -n | tail -1)
sources=(src/*/*.cpp web/wasm/entry.cpp)
stale=()
for s in "${sources[@]}"; do
  o="$obj/$(echo "${s%.cpp}" | tr / _).o"
  if [ ! -f "$o" ] || [ "$s" -nt "$o" ] || awk -v a="$newest" -v b="$(stat -c %Y "$o")" 'BEGIN{exit !(a>b)}'; then
    stale+=("$s")
  fi
done
if [ ${#stale[@]} -gt 0 ]; then
  echo "site.sh: compiling ${#stale[@]} sources with em++" >&2
  printf '%s\n' "${stale[@]}" | xargs -P "$(nproc)" -I{} sh -c 'o="$1/$(echo "${2%.cpp}" | tr / _).o"; s=$2; shift 2; em++ "$@" -c "$s" -o "$o"' sh "$obj" {} "${flags[@]}"
fi
objects=()
for s in "${sources[@]}"; do objects+=("$obj/$(echo "${s%.cpp}" | tr / _).o"); done
exports='["_malloc","_free","_rfc1738_web_check","_rfc1738_web_editions","_rfc1738_web_editions_list","_rfc1738_web_derive","_rfc1738_web_grammar","_rfc1738_web_decoded","_rfc1738_web_lint","_rfc1738_web_encodable","_rfc1738_web_encode","_rfc1738_web_build"]'
em++ -O2 "${objects[@]}" -o "$obj/rfc1738-wasm.js" \
  -sMODULARIZE=1 -sEXPORT_NAME=RFC1738Module -sENVIRONMENT=web,worker \
  -sALLOW_MEMORY_GROWTH=1 -sDYNAMIC_EXECUTION=0 -sFILESYSTEM=0 \
  -sEXPORTED_FUNCTIONS="$exports" -sEXPORTED_RUNTIME_METHODS='["UTF8ToString","stringToUTF8","lengthBytesUTF8"]'
# The WebAssembly, gzip-compressed (DecompressionStream unpacks it in the page),
# as base64 in a script of its own, handed to the module as
# wasmBinary: the page fetches nothing (file:// cannot be fetched, and the
# Content-Security-Policy allows no connection, not even to a data: URL).
cp "$obj/rfc1738-wasm.js" "$out/rfc1738-wasm.js"
{ printf '// The library compiled to WebAssembly (scripts/site.sh), gzip-compressed, base64.\nwindow.RFC1738_WASM = "'
  gzip -9 -n -c "$obj/rfc1738-wasm.wasm" | base64 -w0
  printf '";\n'; } > "$out/rfc1738-wasm-binary.js"
# The railroad diagrams of every production of every edition, from the
# grammar files by the generator (built natively: bnf2pegtl --railroad).
bnf2pegtl="${BNF2PEGTL:-build/bin/bnf2pegtl}"
[ -x "$bnf2pegtl" ] || { echo "site.sh: $bnf2pegtl not found: build it (cmake --build build --target bnf2pegtl) or set BNF2PEGTL" >&2; exit 2; }
rm -rf "$out/railroad"
# One folder per edition of grammar/editions.facts (railroad/NAME/): the
# page's Grammar view shows every edition. A diagram the same as one of an
# edition before it (the draft as written and as corrected, RFC 6874 and RFC
# 3986, ...) is kept once: railroad/same.js maps it to the one kept.
"$bnf2pegtl" --editions grammar/editions.facts --railroad "$out/railroad"
python3 - "$out/railroad" $(awk '/^[a-z]/ { print $1 }' grammar/editions.facts) <<'PY'
import hashlib, json, os, sys
root, editions = sys.argv[1], sys.argv[2:]
kept, same = {}, {}
for e in editions:
    for name in sorted(os.listdir(os.path.join(root, e))):
        path = os.path.join(root, e, name)
        digest = hashlib.sha256(open(path, "rb").read()).hexdigest()
        if digest in kept:
            same[e + "/" + name] = kept[digest]
            os.remove(path)
        else:
            kept[digest] = e + "/" + name
with open(os.path.join(root, "same.js"), "w") as f:
    f.write("// The railroad diagrams kept once (scripts/site.sh): edition/file -> the file kept.\n")
    f.write("window.RFC1738_RAILROADS = " + json.dumps(same, sort_keys=True, separators=(",", ":")) + ";\n")
PY
# The conformance report (docs/conformance/, scripts/compare.sh's) as pages.
rm -rf "$out/conformance"
python3 scripts/md2html.py docs/conformance "$out/conformance"
cp web/*.html web/*.js web/*.css "$out/"
echo "site.sh: build/site/ ($(find "$out" -type f -printf '%s\n' | awk '{s+=$1} END {print s}') bytes); open build/site/index.html" >&2

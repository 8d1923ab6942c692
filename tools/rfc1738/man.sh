#!/bin/sh
# SPDX-License-Identifier: BSL-1.0
# Writes the man page rfc1738.1 with help2man from the program's own texts:
# `rfc1738 --help` and `--version`, and each command's help as a section, for
# each command of the Commands section of --help (so the page cannot drift
# from the program).
# Usage: man.sh PROGRAM HELP2MAN OUTPUT
set -eu
prog=$1
help2man=$2
out=$3
inc=$out.include
# The commands as --help lists them (the program's command table), but help;
# none found (a failed --help) fails.
commands=$("$prog" --help | sed -n '/^Commands:/,/^$/s/^  \([a-z][-a-z]*\) .*/\1/p' | grep -vx help)
{
  echo "[COMMANDS]"
  for c in $commands; do
    echo ".SS \"rfc1738 $c\""
    echo ".nf"
    "$prog" help "$c" | sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/" -e 's/-/\\-/g'
    echo ".fi"
  done
  cat <<'TEXT'
[ENVIRONMENT]
.TP
.B NO_COLOR
When set and not empty, \fBrfc1738 check\fR does not colour its output on a
terminal (\fB\-\-color=auto\fR, the default); \fB\-\-color\fR or
\fB\-\-color=always\fR colour it all the same.
[FILES]
.TP
.I share/rfc1738/grammar/rfc1738.bnf
The grammar of RFC 1738 \(sc5, as the program uses it; \fIrewrites.peg\fR beside it: the
PEG rewrites and their reasons (\fBrfc1738 grammar\fR names their lines).
.TP
.I share/bash-completion/completions/rfc1738
Completion of commands, options and production names for bash.
[SEE ALSO]
RFC 1738, \fIUniform Resource Locators (URL)\fR, December 1994, and its erratum 5118.
TEXT
} > "$inc"
LC_ALL=C.UTF-8 "$help2man" --locale=C.UTF-8 --no-info --section=1 --name="check URLs against RFC 1738" --include="$inc" --output="$out" "$prog"

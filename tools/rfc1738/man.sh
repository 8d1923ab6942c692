#!/bin/sh
# SPDX-License-Identifier: BSL-1.0
# Writes the man page rfc1738.1 with help2man from the program's own texts:
# `rfc1738 --help` and `--version`, and each command's help as a section of
# COMMANDS ("rfc1738 check", ...), for each command of the Commands section
# of --help (so the page cannot drift from the program): help2roff.awk,
# beside this script, sets it as man(7) text (usage, paragraphs, each option
# a tagged paragraph).
# SYNOPSIS: each command's usage lines, as its help gives them; EXAMPLES:
# the README's "One example per command" (each run by the test
# docs.examples), when README is given.
# Usage: man.sh PROGRAM HELP2MAN OUTPUT [README]
set -eu
prog=$1
help2man=$2
out=$3
readme=${4:-}
inc=$out.include
# Text as roff shows it: "\" written \e, a leading "." or "'" escaped, "-" as \-.
roff() {
  sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/" -e 's/-/\\-/g'
}
# The commands as --help lists them (the program's command table), but help;
# none found (a failed --help) fails.
commands=$("$prog" --help | sed -n '/^Commands:/,/^$/s/^  \([a-z][-a-z]*\) .*/\1/p' | grep -vx help)
{
  echo "[SYNOPSIS]"
  # From here on no hyphenation and a ragged right margin: the text is full
  # of names (options, productions, JSON keys) that a hyphen or stretched
  # spaces would misquote.
  echo ".nh"
  echo ".ad l"
  echo ".nf"
  echo "rfc1738 COMMAND [OPTIONS] [ARGS]" | roff
  for c in $commands; do
    "$prog" help "$c" | sed -n '/^usage: /,/^$/p' | sed -e '/^$/d' -e 's/^usage: //' -e 's/^       //' | roff
  done
  echo ".fi"
  echo "[COMMANDS]"
  for c in $commands; do
    echo ".SS \"rfc1738 $c\""
    "$prog" help "$c" | awk -f "$(dirname "$0")/help2roff.awk"
  done
  if [ -n "$readme" ]; then
    echo "[EXAMPLES]"
    echo "One example per command, as the README shows them (the test docs.examples runs each):"
    echo ".PP"
    echo ".nf"
    awk '/^## One example per command/ { on = 1; next } /^## / { on = 0 } on && /^```/ { block = !block; if (!block) print ""; next } on && block' "$readme" | roff
    echo ".fi"
  fi
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

# SPDX-License-Identifier: BSL-1.0
# A command's help (`rfc1738 help COMMAND`) as man(7) text: the usage lines
# unfilled, the paragraphs filled, each option (a line "  -x, --name ARG
# text", text continued on the lines indented below it) and each term of a
# definition list ("  term  text") a tagged paragraph, the option's names in
# bold and its arguments (upper case) in italics; any other indented line
# kept as written.
function roff(s) {
  gsub(/\\/, "\\e", s)
  sub(/^[.']/, "\\\\\\&&", s)
  gsub(/-/, "\\-", s)
  return s
}
# The names of an option in bold, its arguments (upper-case words) in italics.
function tag(spec,    out, tok) {
  out = ""
  while (match(spec, /--?[A-Za-z0-9][-A-Za-z0-9]*|--|[A-Z][A-Z0-9_]*/)) {
    out = out roff(substr(spec, 1, RSTART - 1))
    tok = substr(spec, RSTART, RLENGTH)
    if (tok ~ /^-/) out = out "\\fB" roff(tok) "\\fR"
    else out = out "\\fI" tok "\\fR"
    spec = substr(spec, RSTART + RLENGTH)
  }
  return out roff(spec)
}
function leave_verbatim() { if (verbatim) { print ".fi"; print ".RE"; verbatim = 0 } }
BEGIN { usage = 0; item = 0; verbatim = 0; para = 0 }
/^usage: / {
  print ".PP"; print ".nf"; print "\\fB" roff(substr($0, 8)) "\\fR"; usage = 1; next
}
usage && /^       / { sub(/^       /, ""); print "\\fB" roff($0) "\\fR"; next }
usage { print ".fi"; usage = 0 }
/^$/ { leave_verbatim(); item = 0; para = 1; next }
# An option or a term: two spaces, the tag, two or more spaces, its text.
/^  [^ ].*[^ ]   *[^ ]/ && !/^  [^ ]+ [^ ]/ || /^  -[^ ].*[^ ]   *[^ ]/ {
  leave_verbatim()
  line = substr($0, 3)
  match(line, /  +/)
  head = substr(line, 1, RSTART - 1)
  text = substr(line, RSTART + RLENGTH)
  print ".TP"
  print (head ~ /^-/ ? tag(head) : "\\fB" roff(head) "\\fR")
  print roff(text)
  item = 1; para = 0; next
}
item && /^    / { sub(/^ +/, ""); print roff($0); next }
/^ / {
  if (!verbatim) { print ".RS"; print ".nf"; verbatim = 1 }
  sub(/^  /, ""); print roff($0); next
}
{
  leave_verbatim()
  if (item || para) { print ".PP"; item = 0; para = 0 }
  print roff($0)
}
END { leave_verbatim(); if (usage) print ".fi" }

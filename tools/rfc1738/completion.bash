# SPDX-License-Identifier: BSL-1.0
# bash completion for rfc1738: commands, each command's options, their
# values, files after -f, production names after `grammar`. The commands and
# their options are read from the program (its command table: the Commands
# section of --help, and the option lines of `help COMMAND`), never listed
# here.

# The options of command $2 of program $1, as its help lists them: each -x
# and --name at the start of an option line or later on it ("--gtype C ...;
# --selector TEXT"), --name=VALUE as --name=, --name[=VALUE] as both.
_rfc1738_options()
{
   "$1" help "$2" 2>/dev/null | awk '/^  -/ {
      for (i = 1; i <= NF; i++) {
         w = $i; sub(/[,;:)]+$/, "", w)
         if (w !~ /^--?[A-Za-z]/) continue
         if (w ~ /\[=/) { sub(/\[=.*/, "", w); if (!seen[w]++) print w; w = w "=" }
         else if (w ~ /=/) sub(/=.*/, "=", w)
         if (!seen[w]++) print w
      }
   }'
}

_rfc1738()
{
   local cur prev command i
   cur=${COMP_WORDS[COMP_CWORD]}
   prev=""
   [ "$COMP_CWORD" -gt 0 ] && prev=${COMP_WORDS[COMP_CWORD-1]}
   COMPREPLY=()
   if [ "$COMP_CWORD" -le 1 ]; then
      # The commands as the program's --help lists them (its command table).
      COMPREPLY=( $(compgen -W "$("${COMP_WORDS[0]}" --help 2>/dev/null | sed -n '/^Commands:/,/^$/s/^  \([a-z][-a-z]*\) .*/\1/p') --help --version -V" -- "$cur") )
      return 0
   fi
   command=${COMP_WORDS[1]}
   local options
   options=$(_rfc1738_options "${COMP_WORDS[0]}" "$command")
   case "$prev" in
      -f|--file|-o|--output|--per-input)
         COMPREPLY=( $(compgen -f -- "$cur") )
         return 0 ;;
      --summary)
         if [ "$command" = lint ]; then
            COMPREPLY=( $(compgen -W "text none" -- "$cur") )
         else
            COMPREPLY=( $(compgen -W "json text none" -- "$cur") )
         fi
         return 0 ;;
      --get|--seed|--groups)
         return 0 ;;
      -j|--jobs)
         COMPREPLY=( $(compgen -W "$(nproc 2>/dev/null)" -- "$cur") )   # check -j N: the processors here
         return 0 ;;
      --size)
         COMPREPLY=( $(compgen -W "small full" -- "$cur") )
         return 0 ;;
      --production)
         COMPREPLY=( $(compgen -W "$("${COMP_WORDS[0]}" grammar 2>/dev/null | sed -n 's/^\([^ ]\{1,\}\) \{1,\}= .*/\1/p')" -- "$cur") )
         return 0 ;;
      --fragment)
         COMPREPLY=( $(compgen -W "strict split" -- "$cur") )
         return 0 ;;
      --against)
         if [ "$command" = encode ]; then
            COMPREPLY=( $(compgen -f -- "$cur") )   # encode --table --against FILE
         else
            COMPREPLY=( $(compgen -W "$("${COMP_WORDS[0]}" editions --list 2>/dev/null | cut -d' ' -f1)" -- "$cur") )
         fi
         return 0 ;;
      --edition)
         COMPREPLY=( $(compgen -W "$("${COMP_WORDS[0]}" editions --list 2>/dev/null | cut -d' ' -f1)" -- "$cur") )
         return 0 ;;
   esac
   case "$command" in
      check)
         case "$cur" in
            --summary=*) COMPREPLY=( $(compgen -W "json text none" -- "${cur#--summary=}") ) ;;
            --color=*) COMPREPLY=( $(compgen -W "auto always never" -- "${cur#--color=}") ) ;;
            --fragment=*) COMPREPLY=( $(compgen -W "strict split" -- "${cur#--fragment=}") ) ;;
            -*) COMPREPLY=( $(compgen -W "$options" -- "$cur") ) ;;
         esac ;;
      parse|trace|build|encode|fix|set|editions|diff-editions)
         [[ "$cur" == -* ]] && COMPREPLY=( $(compgen -W "$options" -- "$cur") ) ;;
      lint|compare)
         if [[ "$cur" == --summary=* ]]; then
            COMPREPLY=( $(compgen -W "text none" -- "${cur#--summary=}") )
         elif [[ "$cur" == -* ]]; then
            COMPREPLY=( $(compgen -W "$options" -- "$cur") )
         else
            COMPREPLY=( $(compgen -f -- "$cur") )
         fi ;;
      grammar)
         if [[ "$cur" == -* ]]; then
            COMPREPLY=( $(compgen -W "$options" -- "$cur") )
         else
            COMPREPLY=( $(compgen -W "$("${COMP_WORDS[0]}" grammar 2>/dev/null | sed -n 's/^\([^ ]\{1,\}\) \{1,\}= .*/\1/p')" -- "$cur") )
         fi ;;
      suite)
         COMPREPLY=( $(compgen -W "$options" -- "$cur") ) ;;
      help)
         [ "$COMP_CWORD" -eq 2 ] && COMPREPLY=( $(compgen -W "$("${COMP_WORDS[0]}" --help 2>/dev/null | sed -n '/^Commands:/,/^$/s/^  \([a-z][-a-z]*\) .*/\1/p' | grep -vx help)" -- "$cur") ) ;;
   esac
   return 0
}
complete -F _rfc1738 rfc1738

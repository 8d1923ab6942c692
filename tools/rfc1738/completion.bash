# SPDX-License-Identifier: BSL-1.0
# bash completion for rfc1738: commands, each command's options, their
# values, files after -f, production names after `grammar`.
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
   local inputs="-f --file --skip-blank --keep-comments --strip-cr --help"
   case "$prev" in
      -f|--file|-o|--output)
         COMPREPLY=( $(compgen -f -- "$cur") )
         return 0 ;;
      --summary)
         COMPREPLY=( $(compgen -W "json text none" -- "$cur") )
         return 0 ;;
      --get|--seed|--groups)
         return 0 ;;
      -j|--jobs)
         COMPREPLY=( $(compgen -W "$(nproc 2>/dev/null)" -- "$cur") )   # -j N: the processors here
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
            -*) COMPREPLY=( $(compgen -W "--json --quiet -q --failures --summary= --ignore-scheme-case --unwrap --fragment= --color --color= --edition -j --jobs $inputs" -- "$cur") ) ;;
         esac ;;
      parse)
         [[ "$cur" == -* ]] && COMPREPLY=( $(compgen -W "--json --decode --spans --get --fragment= -j --jobs $inputs" -- "$cur") ) ;;
      trace)
         [[ "$cur" == -* ]] && COMPREPLY=( $(compgen -W "--dot --json -o --output --depth --components $inputs" -- "$cur") ) ;;
      lint)
         if [[ "$cur" == -* ]]; then
            COMPREPLY=( $(compgen -W "--json --sarif --format= --only-wrapped --ignore-scheme-case --fragment= -j --jobs --help" -- "$cur") )
         else
            COMPREPLY=( $(compgen -f -- "$cur") )
         fi ;;
      grammar)
         if [[ "$cur" == -* ]]; then
            COMPREPLY=( $(compgen -W "--edition --help" -- "$cur") )
         else
            COMPREPLY=( $(compgen -W "$("${COMP_WORDS[0]}" grammar 2>/dev/null | sed -n 's/^\([^ ]\{1,\}\) \{1,\}= .*/\1/p')" -- "$cur") )
         fi ;;
      set)
         [[ "$cur" == -* ]] && COMPREPLY=( $(compgen -W "--raw --unset --json -f --file --strip-cr --help" -- "$cur") ) ;;
      editions)
         [[ "$cur" == -* ]] && COMPREPLY=( $(compgen -W "--json --list --fragment= $inputs" -- "$cur") ) ;;
      diff-editions)
         [[ "$cur" == -* ]] && COMPREPLY=( $(compgen -W "--json --markdown --edition --against --witnesses --help" -- "$cur") ) ;;
      suite)
         COMPREPLY=( $(compgen -W "--seed --size --production --coverage --help" -- "$cur") ) ;;
      compare)
         if [[ "$cur" == -* ]]; then
            COMPREPLY=( $(compgen -W "--json --markdown --groups --help" -- "$cur") )
         else
            COMPREPLY=( $(compgen -f -- "$cur") )
         fi ;;
      help)
         [ "$COMP_CWORD" -eq 2 ] && COMPREPLY=( $(compgen -W "check parse trace lint grammar build encode fix set editions diff-editions suite compare" -- "$cur") ) ;;
   esac
   return 0
}
complete -F _rfc1738 rfc1738

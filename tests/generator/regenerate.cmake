# SPDX-License-Identifier: BSL-1.0
# Regenerates generated/ into a fresh folder and fails on any difference from
# what is committed: generated code is never edited by hand.
#   cmake -DGENERATOR=... -DSOURCE_DIR=... -DOUT=... -P regenerate.cmake
file(REMOVE_RECURSE "${OUT}")
execute_process(
  COMMAND "${GENERATOR}" --bnf "${SOURCE_DIR}/grammar/rfc1738.bnf" --rewrites "${SOURCE_DIR}/grammar/rewrites.peg"
          --facts "${SOURCE_DIR}/grammar/schemes.facts" --components "${SOURCE_DIR}/grammar/components.facts" --out "${OUT}"
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "bnf2pegtl failed (${rc})")
endif()
# The March 1994 draft, edition draft-03 (generated/rfc1738/draft03/).
execute_process(
  COMMAND "${GENERATOR}" --draft "${SOURCE_DIR}/grammar/draft-ietf-uri-url-03.bnf"
          --readings "${SOURCE_DIR}/grammar/draft-ietf-uri-url-03.readings"
          --rewrites "${SOURCE_DIR}/grammar/draft-ietf-uri-url-03.peg" --out "${OUT}"
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "bnf2pegtl --draft failed (${rc})")
endif()
# Its edition draft-03-literal (generated/rfc1738/draft03_literal/).
execute_process(
  COMMAND "${GENERATOR}" --draft "${SOURCE_DIR}/grammar/draft-ietf-uri-url-03.bnf"
          --readings "${SOURCE_DIR}/grammar/draft-ietf-uri-url-03.readings"
          --rewrites "${SOURCE_DIR}/grammar/draft-ietf-uri-url-03.peg" --edition draft-03-literal
          --literal-rewrites "${SOURCE_DIR}/grammar/draft-ietf-uri-url-03-literal.peg" --out "${OUT}"
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "bnf2pegtl --draft --edition draft-03-literal failed (${rc})")
endif()
file(GLOB_RECURSE made RELATIVE "${OUT}" "${OUT}/*")
file(GLOB_RECURSE committed RELATIVE "${SOURCE_DIR}/generated" "${SOURCE_DIR}/generated/*")
list(SORT made)
list(SORT committed)
if(NOT made STREQUAL committed)
  message(FATAL_ERROR "generated/ holds other files than bnf2pegtl makes:\n made: ${made}\n committed: ${committed}")
endif()
set(differ "")
foreach(f IN LISTS made)
  file(READ "${OUT}/${f}" a HEX)
  file(READ "${SOURCE_DIR}/generated/${f}" b HEX)
  if(NOT a STREQUAL b)
    list(APPEND differ "${f}")
  endif()
endforeach()
if(differ)
  message(FATAL_ERROR "generated/ differs from what bnf2pegtl makes today: ${differ}\nRun: cmake --build build --target regenerate")
endif()
list(LENGTH made n)
message(STATUS "generated/: ${n} files, byte-identical to what bnf2pegtl makes")

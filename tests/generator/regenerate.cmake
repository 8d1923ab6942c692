# SPDX-License-Identifier: BSL-1.0
# Regenerates generated/ into a fresh folder and fails on any difference from
# what is committed: generated code is never edited by hand.
#   cmake -DGENERATOR=... -DSOURCE_DIR=... -DOUT=... -P regenerate.cmake
file(REMOVE_RECURSE "${OUT}")
# Every edition grammar/editions.facts lists, and the table of editions.
execute_process(
  COMMAND "${GENERATOR}" --editions "${SOURCE_DIR}/grammar/editions.facts" --out "${OUT}"
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "bnf2pegtl --editions failed (${rc})")
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

# SPDX-License-Identifier: BSL-1.0
# conformance/rfc1738-tests.jsonl and conformance/VERSION are what the built
# program makes today: `rfc1738 suite --size small --seed 1738`, byte for
# byte, and the sidecar naming the version, the grammar's sha256, the
# command, the number of cases and the data file's sha256. So are
# conformance/EDITION-tests.jsonl, `rfc1738 suite --edition EDITION --size
# small --seed 1738`, for each other edition of grammar/editions.facts, with
# their lines in VERSION prefixed "EDITION-" (the
# grammar's sha256 is that of the edition's grammar files, concatenated in
# the manifest's order).
# -DPROGRAM=rfc1738 -DSOURCE_DIR=checkout -DWORK=dir [-DUPDATE=ON: write them
# into SOURCE_DIR/conformance instead of comparing]
set(version_file ${WORK}/conformance-VERSION)
execute_process(COMMAND ${PROGRAM} --version OUTPUT_VARIABLE version RESULT_VARIABLE status
                OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT status EQUAL 0 OR NOT version MATCHES "^rfc1738 ([0-9]+\\.[0-9]+\\.[0-9]+)$")
  message(FATAL_ERROR "rfc1738 --version: exit status ${status}, \"${version}\"")
endif()
set(version ${CMAKE_MATCH_1})

# The editions and their grammar files, from the manifest.
file(STRINGS ${SOURCE_DIR}/grammar/editions.facts manifest REGEX "^[a-z]")
set(editions rfc1738)
foreach(line IN LISTS manifest)
  string(REGEX MATCH "^([^ ]+) +[^ ]+ +[^ ]+ +([^ ]+)" row "${line}")
  set(name ${CMAKE_MATCH_1})
  if(name STREQUAL "rfc1738")
    continue()
  endif()
  list(APPEND editions ${name})
  string(REGEX MATCHALL "=[^,]+" files_of_${name} "${CMAKE_MATCH_2}")
  list(TRANSFORM files_of_${name} REPLACE "^=" "grammar/")
endforeach()

# Makes one data file; sets made_<edition> (its path) and the VERSION lines.
set(lines "")
set(summary "")
foreach(edition IN LISTS editions)
  if(edition STREQUAL "rfc1738")
    set(command suite --size small --seed 1738)
    set(prefix "")
    set(grammar_files grammar/rfc1738.bnf)
  else()
    set(command suite --edition ${edition} --size small --seed 1738)
    set(prefix "${edition}-")
    set(grammar_files ${files_of_${edition}})
  endif()
  set(tests ${WORK}/conformance-${edition}-tests.jsonl)
  set(made_${edition} ${tests})
  execute_process(COMMAND ${PROGRAM} ${command} OUTPUT_FILE ${tests} RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "rfc1738 ${command}: exit status ${status}")
  endif()
  set(grammar_text "")
  foreach(f IN LISTS grammar_files)
    file(READ ${SOURCE_DIR}/${f} text)
    string(APPEND grammar_text "${text}")
  endforeach()
  string(SHA256 grammar_sha256 "${grammar_text}")
  file(SHA256 ${tests} tests_sha256)
  file(READ ${tests} text)
  string(REGEX REPLACE "[^\n]" "" newlines "${text}")
  string(LENGTH "${newlines}" cases)
  string(REPLACE ";" " " command_text "${command}")
  string(REPLACE ";" " " grammar_text "${grammar_files}")
  if(edition STREQUAL "rfc1738")
    string(APPEND lines "version: ${version}\n")
  endif()
  string(APPEND lines "${prefix}grammar: ${grammar_text}
${prefix}grammar-sha256: ${grammar_sha256}
${prefix}command: rfc1738 ${command_text}
${prefix}cases: ${cases}
${prefix}tests: ${edition}-tests.jsonl
${prefix}tests-sha256: ${tests_sha256}
")
  string(APPEND summary " ${edition}: ${cases} cases;")
endforeach()
file(WRITE ${version_file} "${lines}")

if(UPDATE)
  foreach(edition IN LISTS editions)
    file(COPY_FILE ${made_${edition}} ${SOURCE_DIR}/conformance/${edition}-tests.jsonl)
  endforeach()
  file(COPY_FILE ${version_file} ${SOURCE_DIR}/conformance/VERSION)
  message(STATUS "wrote conformance/*-tests.jsonl (${summary}) and conformance/VERSION")
  return()
endif()
set(regenerate "regenerate them with: cmake -DPROGRAM=build/bin/rfc1738 -DSOURCE_DIR=. -DWORK=build -DUPDATE=ON -P tests/suite/data_file.cmake")
set(pairs "${version_file}|VERSION")
foreach(edition IN LISTS editions)
  list(APPEND pairs "${made_${edition}}|${edition}-tests.jsonl")
endforeach()
foreach(pair IN LISTS pairs)
  string(REPLACE "|" ";" pair "${pair}")
  list(GET pair 0 made)
  list(GET pair 1 name)
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${made} ${SOURCE_DIR}/conformance/${name} RESULT_VARIABLE differ)
  if(differ)
    message(FATAL_ERROR "conformance/${name} is not what the program makes today (see ${made}); ${regenerate}")
  endif()
endforeach()
message(STATUS "conformance/*-tests.jsonl byte for byte (${summary}); conformance/VERSION: ${version}")

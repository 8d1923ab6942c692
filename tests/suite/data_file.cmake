# SPDX-License-Identifier: BSL-1.0
# conformance/rfc1738-tests.jsonl and conformance/VERSION are what the built
# program makes today: `rfc1738 suite --size small --seed 1738`, byte for
# byte, and the sidecar naming the version, the grammar's sha256, the
# command, the number of cases and the data file's sha256.
# -DPROGRAM=rfc1738 -DSOURCE_DIR=checkout -DWORK=dir [-DUPDATE=ON: write them
# into SOURCE_DIR/conformance instead of comparing]
set(command suite --size small --seed 1738)
set(tests ${WORK}/conformance-rfc1738-tests.jsonl)
set(version_file ${WORK}/conformance-VERSION)
execute_process(COMMAND ${PROGRAM} ${command} OUTPUT_FILE ${tests} RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "rfc1738 suite: exit status ${status}")
endif()
execute_process(COMMAND ${PROGRAM} --version OUTPUT_VARIABLE version RESULT_VARIABLE status
                OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT status EQUAL 0 OR NOT version MATCHES "^rfc1738 ([0-9]+\\.[0-9]+\\.[0-9]+)$")
  message(FATAL_ERROR "rfc1738 --version: exit status ${status}, \"${version}\"")
endif()
set(version ${CMAKE_MATCH_1})
file(SHA256 ${SOURCE_DIR}/grammar/rfc1738.bnf grammar_sha256)
file(SHA256 ${tests} tests_sha256)
file(READ ${tests} text)
string(REGEX REPLACE "[^\n]" "" newlines "${text}")
string(LENGTH "${newlines}" cases)
string(REPLACE ";" " " command_text "${command}")
file(WRITE ${version_file}
"version: ${version}
grammar: grammar/rfc1738.bnf
grammar-sha256: ${grammar_sha256}
command: rfc1738 ${command_text}
cases: ${cases}
tests: rfc1738-tests.jsonl
tests-sha256: ${tests_sha256}
")
if(UPDATE)
  file(COPY_FILE ${tests} ${SOURCE_DIR}/conformance/rfc1738-tests.jsonl)
  file(COPY_FILE ${version_file} ${SOURCE_DIR}/conformance/VERSION)
  message(STATUS "wrote conformance/rfc1738-tests.jsonl (${cases} cases) and conformance/VERSION")
  return()
endif()
set(regenerate "regenerate both with: cmake -DPROGRAM=build/bin/rfc1738 -DSOURCE_DIR=. -DWORK=build -DUPDATE=ON -P tests/suite/data_file.cmake")
foreach(pair "${tests}|rfc1738-tests.jsonl" "${version_file}|VERSION")
  string(REPLACE "|" ";" pair "${pair}")
  list(GET pair 0 made)
  list(GET pair 1 name)
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${made} ${SOURCE_DIR}/conformance/${name} RESULT_VARIABLE differ)
  if(differ)
    message(FATAL_ERROR "conformance/${name} is not what the program makes today (see ${made}); ${regenerate}")
  endif()
endforeach()
message(STATUS "conformance/rfc1738-tests.jsonl: ${cases} cases, byte for byte; conformance/VERSION: ${version}, grammar ${grammar_sha256}")

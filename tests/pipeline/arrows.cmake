# SPDX-License-Identifier: BSL-1.0
# Dependencies point down the pipeline grammar/ -> bnf2pegtl (tools/bnf2pegtl)
# -> generated/ -> the library (include/, src/) -> the program (tools/):
#   - the generator includes only its own headers, the standard library's and
#     PEGTL's: nothing of the library (src/, include/rfc1738) or generated/;
#   - the repair engine (fix_it: src/fixit.cpp, include/rfc1738/fixit.hpp)
#     includes no JSON header, and the JSON writer (src/json.cpp) runs no
#     repair: it writes the fix rfc1738::inspect stored in the report.
#   cmake -DSOURCE=<project root> -P arrows.cmake
cmake_minimum_required(VERSION 3.16)
set(problems "")

# The #include lines of a file: "name" or <name>, one list item each.
function(includes_of file out)
  file(STRINGS ${file} lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]")
  set(names "")
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*([<\"][^>\"]*[>\"]).*$" "\\1" name "${line}")
    list(APPEND names "${name}")
  endforeach()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

# 1. The generator.
file(GLOB generator ${SOURCE}/tools/bnf2pegtl/*.cpp ${SOURCE}/tools/bnf2pegtl/*.hpp)
set(seen 0)
foreach(f IN LISTS generator)
  includes_of(${f} names)
  foreach(n IN LISTS names)
    math(EXPR seen "${seen} + 1")
    if(n MATCHES "^\"")
      # Its own headers: a file of tools/bnf2pegtl, named without a folder.
      string(REGEX REPLACE "^\"(.*)\"$" "\\1" path "${n}")
      if(path MATCHES "/" OR NOT EXISTS ${SOURCE}/tools/bnf2pegtl/${path})
        list(APPEND problems "${f}: #include ${n} (the generator includes only its own headers)")
      endif()
    elseif(n MATCHES "^<rfc1738")
      list(APPEND problems "${f}: #include ${n} (a header of the library or of generated/)")
    endif()
  endforeach()
endforeach()
if(seen LESS 10)
  list(APPEND problems "only ${seen} #include lines found in tools/bnf2pegtl: the test reads nothing")
endif()

# 2. The repair engine and the JSON writer.
foreach(f ${SOURCE}/src/fixit.cpp ${SOURCE}/include/rfc1738/fixit.hpp)
  includes_of(${f} names)
  if(NOT names)
    list(APPEND problems "${f}: no #include found: the test reads nothing")
  endif()
  foreach(n IN LISTS names)
    if(n MATCHES "json")
      list(APPEND problems "${f}: #include ${n} (the repair engine writes no JSON)")
    endif()
  endforeach()
endforeach()
file(READ ${SOURCE}/src/json.cpp json)
string(REGEX MATCH "(fix_it|write_json_fix)[ \t]*\\(" call "${json}")
if(call)
  list(APPEND problems "src/json.cpp calls ${CMAKE_MATCH_1}: the JSON writer writes the report's fix (report::fix), it computes none")
endif()

if(problems)
  string(REPLACE ";" "\n  " problems "${problems}")
  message(FATAL_ERROR "dependencies that point up the pipeline:\n  ${problems}")
endif()
message(STATUS "the generator includes ${seen} headers, none of the library; fix_it writes no JSON, the JSON writer runs no fix_it")

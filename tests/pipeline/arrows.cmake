# SPDX-License-Identifier: BSL-1.0
# Dependencies point down the pipeline grammar/ -> bnf2pegtl (tools/bnf2pegtl)
# -> generated/ -> the library (include/, src/) -> the program (tools/):
#   - the generator includes only its own headers, the standard library's,
#     PEGTL's and notation/'s (the notation of expected items, shared with
#     the library): nothing of the library (src/, include/rfc1738) or
#     generated/;
#   - the library (src/) includes nothing of tools/ (notation/ is below both);
#   - the repair engine (fix_it: src/report/fixit.cpp, include/rfc1738/fixit.hpp)
#     includes no JSON header, and the JSON writer (src/output/json.cpp) runs no
#     repair: it writes the fix rfc1738::inspect stored in the report;
#   - the program (tools/rfc1738, tools/suite, tools/compare) includes no
#     header of the generator and links none of its code: what the suite
#     needs of the grammar is generated data (rfc1738/grammar/bnf_tree.hpp);
#   - the line engine (tools/engine) includes nothing of the program, the
#     Python binding, src/ or CLI11: both the program and Python sit on it.
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
      # Its own headers, or notation/'s: a file of tools/bnf2pegtl or of
      # notation/, named without a folder.
      string(REGEX REPLACE "^\"(.*)\"$" "\\1" path "${n}")
      if(path MATCHES "/" OR (NOT EXISTS ${SOURCE}/tools/bnf2pegtl/${path} AND NOT EXISTS ${SOURCE}/notation/${path}))
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

# 2. The library and tools/
file(GLOB_RECURSE library ${SOURCE}/src/*.cpp ${SOURCE}/src/*.hpp ${SOURCE}/include/*.hpp ${SOURCE}/include/*.h)
if(NOT library)
  list(APPEND problems "no file of the library found: the test reads nothing")
endif()
foreach(f IN LISTS library)
  includes_of(${f} names)
  foreach(n IN LISTS names)
    if(n MATCHES "tools/|bnf2pegtl|engine/")
      list(APPEND problems "${f}: #include ${n} (the library includes nothing of tools/)")
    endif()
  endforeach()
endforeach()

# 3. The repair engine and the JSON writer.
foreach(f ${SOURCE}/src/report/fixit.cpp ${SOURCE}/include/rfc1738/fixit.hpp)
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
file(READ ${SOURCE}/src/output/json.cpp json)
string(REGEX MATCH "(fix_it|write_json_fix)[ \t]*\\(" call "${json}")
if(call)
  list(APPEND problems "src/output/json.cpp calls ${CMAKE_MATCH_1}: the JSON writer writes the report's fix (report::fix), it computes none")
endif()

# 4. The program and the generator's code.
file(GLOB generator_headers RELATIVE ${SOURCE}/tools/bnf2pegtl ${SOURCE}/tools/bnf2pegtl/*.hpp)
file(GLOB_RECURSE program ${SOURCE}/tools/rfc1738/*.cpp ${SOURCE}/tools/rfc1738/*.hpp ${SOURCE}/tools/suite/*.cpp
     ${SOURCE}/tools/suite/*.hpp ${SOURCE}/tools/suite/*.in ${SOURCE}/tools/compare/*.cpp ${SOURCE}/tools/compare/*.hpp)
if(NOT program OR NOT generator_headers)
  list(APPEND problems "no file of the program or no header of the generator found: the test reads nothing")
endif()
foreach(f IN LISTS program)
  includes_of(${f} names)
  foreach(n IN LISTS names)
    string(REGEX REPLACE "^[<\"](.*)[>\"]$" "\\1" path "${n}")
    get_filename_component(base "${path}" NAME)
    get_filename_component(dir "${f}" DIRECTORY)
    if(path MATCHES "bnf2pegtl" OR (base IN_LIST generator_headers AND NOT EXISTS "${dir}/${path}"))
      list(APPEND problems "${f}: #include ${n} (a header of the generator)")
    endif()
  endforeach()
endforeach()
foreach(cmake ${SOURCE}/tools/suite/CMakeLists.txt ${SOURCE}/tools/compare/CMakeLists.txt)
  file(READ ${cmake} text)
  if(text MATCHES "bnf2pegtl_lib")
    list(APPEND problems "${cmake} links the generator's code (bnf2pegtl_lib)")
  endif()
endforeach()
file(READ ${SOURCE}/tools/CMakeLists.txt text)
string(REGEX MATCH "target_link_libraries\\(rfc1738_cli[^)]*\\)" link "${text}")
if(NOT link)
  list(APPEND problems "tools/CMakeLists.txt: no target_link_libraries(rfc1738_cli ...) found: the test reads nothing")
elseif(link MATCHES "bnf2pegtl")
  list(APPEND problems "tools/CMakeLists.txt: the program links the generator's code: ${link}")
endif()

# 5. The line engine (tools/engine) serves the program's -j and the Python
# module's batches: it includes its own headers, the library's public ones
# and the system's; nothing of the program (tools/rfc1738), of the Python
# binding, of the library's private src/ or of CLI11.
file(GLOB engine ${SOURCE}/tools/engine/*.cpp ${SOURCE}/tools/engine/*.hpp)
set(engine_seen 0)
foreach(f IN LISTS engine)
  includes_of(${f} names)
  foreach(n IN LISTS names)
    math(EXPR engine_seen "${engine_seen} + 1")
    string(REGEX REPLACE "^[<\"](.*)[>\"]$" "\\1" path "${n}")
    if(n MATCHES "^\"" AND NOT path MATCHES "^(engine|rfc1738)/")
      list(APPEND problems "${f}: #include ${n} (the line engine includes its own headers, engine/..., and the library's public ones)")
    elseif(path MATCHES "tools/|rfc1738/(commands|command_line|hints|output|inputs|jobs)\\.hpp|pybind11|^CLI/|^src/|\\.\\./")
      list(APPEND problems "${f}: #include ${n} (the line engine includes nothing of the program, the Python binding or src/)")
    endif()
  endforeach()
endforeach()
if(engine_seen LESS 10)
  list(APPEND problems "only ${engine_seen} #include lines found in tools/engine: the test reads nothing")
endif()

if(problems)
  string(REPLACE ";" "\n  " problems "${problems}")
  message(FATAL_ERROR "dependencies that point up the pipeline:\n  ${problems}")
endif()
message(STATUS "the generator includes ${seen} headers, none of the library; the library none of tools/; fix_it writes no JSON, the JSON writer runs no fix_it; "
               "the program includes and links nothing of the generator; the line engine (${engine_seen} includes) nothing of the program, Python or src/")

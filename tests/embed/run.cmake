# SPDX-License-Identifier: BSL-1.0
# The embedding tests (tests/CMakeLists.txt registers them), run with
# cmake -DSTEP=<step> ... -P run.cmake:
#   install       cmake --install BUILD --prefix PREFIX (after emptying it), then
#                 check the installed tree and run the installed program
#   package       configure, build (-j1) and run consumer/ against PREFIX
#                 (find_package(rfc1738 CONFIG REQUIRED))
#   subdirectory  the same with add_subdirectory(SOURCE rfc1738)
#   pkg-config    compile consumer/main.c with CC and consumer/main.cpp with
#                 CXX, flags from `pkg-config --cflags --libs rfc1738` found
#                 in PREFIX, and run them
#   readme        docs/manual/*.md show each of FILES (comma-separated) verbatim in a
#                 fenced block
# Other variables: SOURCE (rfc1738's source tree), WORK (a directory of the
# step's own), CONFIG, LIBDIR, GENERATOR, MAKE_PROGRAM, CC, CXX, FLAGS
# (compile and link flags for what is built against the installed library:
# the sanitizers when the library has them).
cmake_minimum_required(VERSION 3.16)

function(run)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "WORKING_DIRECTORY" "COMMAND")
  if(NOT arg_WORKING_DIRECTORY)
    set(arg_WORKING_DIRECTORY ${WORK})
  endif()
  string(REPLACE ";" " " shown "${arg_COMMAND}")
  message(STATUS "run: ${shown}")
  execute_process(COMMAND ${arg_COMMAND} WORKING_DIRECTORY ${arg_WORKING_DIRECTORY} RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "failed (${status}): ${shown}")
  endif()
endfunction()

function(expect_file path)
  if(NOT EXISTS ${path})
    message(FATAL_ERROR "not installed: ${path}")
  endif()
endfunction()

separate_arguments(flags UNIX_COMMAND "${FLAGS}")
if(NOT STEP STREQUAL "readme")
  file(REMOVE_RECURSE ${WORK})
  file(MAKE_DIRECTORY ${WORK})
endif()

if(STEP STREQUAL "install")
  run(COMMAND ${CMAKE_COMMAND} --install ${BUILD} --prefix ${PREFIX} --config ${CONFIG})
  foreach(f
      include/rfc1738.h include/rfc1738/parse.hpp include/rfc1738/components.hpp include/rfc1738/views/http.hpp
      include/rfc1738/grammar.hpp include/rfc1738/grammar/hostport.hpp
      ${LIBDIR}/cmake/rfc1738/rfc1738-config.cmake ${LIBDIR}/cmake/rfc1738/rfc1738-config-version.cmake
      ${LIBDIR}/cmake/rfc1738/rfc1738-targets.cmake ${LIBDIR}/pkgconfig/rfc1738.pc bin/rfc1738)
    expect_file(${PREFIX}/${f})
  endforeach()
  file(GLOB library ${PREFIX}/${LIBDIR}/librfc1738.*)
  if(NOT library)
    message(FATAL_ERROR "not installed: ${PREFIX}/${LIBDIR}/librfc1738.*")
  endif()
  file(GLOB_RECURSE private RELATIVE ${PREFIX} ${PREFIX}/include/*.cpp ${PREFIX}/include/*tree_builder*
       ${PREFIX}/include/*automata.hpp ${PREFIX}/include/*verdict.hpp ${PREFIX}/include/*split_program*.hpp
       ${PREFIX}/include/*split_steps.hpp ${PREFIX}/include/*fast_path.hpp ${PREFIX}/include/*edition_list.hpp
       ${PREFIX}/include/*bnf_tree*.hpp)
  if(private)
    message(FATAL_ERROR "installed what is not a public header: ${private}")
  endif()
  # The installed headers are closed: each one's #include "..." is an
  # installed header (the library's own tables stay in the source tree), and
  # each installed header is one the public headers reach.
  file(GLOB_RECURSE headers RELATIVE ${PREFIX}/include ${PREFIX}/include/*.h ${PREFIX}/include/*.hpp)
  set(reached rfc1738.h rfc1738.hpp)
  set(todo ${reached})
  file(GLOB_RECURSE roots RELATIVE ${PREFIX}/include ${PREFIX}/include/rfc1738/*.hpp)
  foreach(h ${roots})
    if(NOT h MATCHES "^rfc1738/(grammar|editions)")   # generated: reached from the library's headers
      list(APPEND reached ${h})
      list(APPEND todo ${h})
    endif()
  endforeach()
  while(todo)
    list(POP_FRONT todo h)
    file(STRINGS ${PREFIX}/include/${h} lines REGEX "^#[ \t]*include[ \t]*\"")
    foreach(line ${lines})
      string(REGEX REPLACE "^#[ \t]*include[ \t]*\"([^\"]+)\".*" "\\1" included "${line}")
      if(NOT EXISTS ${PREFIX}/include/${included})
        message(FATAL_ERROR "installed ${h} includes ${included}, which is not installed")
      endif()
      if(NOT included IN_LIST reached)
        list(APPEND reached ${included})
        list(APPEND todo ${included})
      endif()
    endforeach()
  endwhile()
  foreach(h ${headers})
    if(NOT h IN_LIST reached)
      message(FATAL_ERROR "installed ${h}, which no public header includes")
    endif()
  endforeach()
  run(COMMAND ${PREFIX}/bin/rfc1738 check "ftp://myname@host.dom/%2Fetc/motd")

elseif(STEP STREQUAL "package" OR STEP STREQUAL "subdirectory")
  set(options -G ${GENERATOR} -DCMAKE_BUILD_TYPE=${CONFIG} -DCMAKE_C_COMPILER=${CC} -DCMAKE_CXX_COMPILER=${CXX}
              -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON)
  if(MAKE_PROGRAM)
    list(APPEND options -DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM})
  endif()
  if(STEP STREQUAL "package")
    list(APPEND options -DCMAKE_PREFIX_PATH=${PREFIX} "-DCMAKE_C_FLAGS=${FLAGS}" "-DCMAKE_CXX_FLAGS=${FLAGS}"
                        "-DCMAKE_EXE_LINKER_FLAGS=${FLAGS}")
  else()
    list(APPEND options -DCONSUMER_RFC1738_SUBDIRECTORY=${SOURCE})
  endif()
  run(COMMAND ${CMAKE_COMMAND} -S ${SOURCE}/tests/embed/consumer -B ${WORK} ${options})
  if(STEP STREQUAL "package")
    # Found where it was installed, not anywhere else.
    file(STRINGS ${WORK}/CMakeCache.txt found REGEX "^rfc1738_DIR:")
    if(NOT found STREQUAL "rfc1738_DIR:PATH=${PREFIX}/${LIBDIR}/cmake/rfc1738")
      message(FATAL_ERROR "rfc1738 found elsewhere: ${found}")
    endif()
  endif()
  run(COMMAND ${CMAKE_COMMAND} --build ${WORK} --config ${CONFIG} -j 1)
  file(GLOB_RECURSE programs ${WORK}/consumer_cpp ${WORK}/consumer_c ${WORK}/*/consumer_cpp ${WORK}/*/consumer_c)
  list(LENGTH programs n)
  if(NOT n EQUAL 2)
    message(FATAL_ERROR "expected consumer_cpp and consumer_c, found: ${programs}")
  endif()
  foreach(p IN LISTS programs)
    run(COMMAND ${p})
  endforeach()

elseif(STEP STREQUAL "pkg-config")
  set(ENV{PKG_CONFIG_PATH} ${PREFIX}/${LIBDIR}/pkgconfig)
  execute_process(COMMAND pkg-config --cflags --libs rfc1738 OUTPUT_VARIABLE pc OUTPUT_STRIP_TRAILING_WHITESPACE
                  RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "pkg-config does not find rfc1738 in ${PREFIX}/${LIBDIR}/pkgconfig")
  endif()
  message(STATUS "pkg-config --cflags --libs rfc1738: ${pc}")
  separate_arguments(pc UNIX_COMMAND "${pc}")
  # The paths are relative to the .pc file: they must lead into PREFIX.
  get_filename_component(want ${PREFIX}/include REALPATH)
  set(include_ok OFF)
  foreach(arg IN LISTS pc)
    if(arg MATCHES "^-I(.*)$")
      get_filename_component(dir "${CMAKE_MATCH_1}" REALPATH)
      if(dir STREQUAL want)
        set(include_ok ON)
      endif()
    endif()
  endforeach()
  if(NOT include_ok)
    message(FATAL_ERROR "pkg-config's include directory is not ${want}")
  endif()
  set(consumer ${SOURCE}/tests/embed/consumer)
  run(COMMAND ${CC} -std=c99 -Wall -Wextra -Werror -pedantic ${flags} ${consumer}/main.c ${pc} -o consumer_c)
  run(COMMAND ${WORK}/consumer_c)
  run(COMMAND ${CXX} -std=c++17 -Wall -Wextra -Werror -pedantic ${flags} ${consumer}/main.cpp ${pc} -o consumer_cpp)
  run(COMMAND ${WORK}/consumer_cpp)

elseif(STEP STREQUAL "readme")
  # The examples are shown in the manual (docs/manual/library.md,
  # docs/manual/c-interface.md); README.md links there.
  file(GLOB pages ${SOURCE}/docs/manual/*.md)
  set(readme "")
  foreach(page IN LISTS pages)
    file(READ ${page} text)
    string(APPEND readme "${text}")
  endforeach()
  string(REPLACE "," ";" files "${FILES}")
  foreach(f IN LISTS files)
    file(READ ${SOURCE}/${f} text)
    # The README shows the example without its licence line.
    string(REGEX REPLACE "^[^\n]*SPDX-License-Identifier[^\n]*\n" "" text "${text}")
    get_filename_component(ext ${f} LAST_EXT)
    string(SUBSTRING "${ext}" 1 -1 language)
    string(FIND "${readme}" "```${language}\n${text}```\n" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "docs/manual/*.md does not show ${f} as it is (a ```${language} block with its exact text)")
    endif()
  endforeach()

else()
  message(FATAL_ERROR "unknown STEP '${STEP}'")
endif()

# SPDX-License-Identifier: BSL-1.0
# An adapter whose runtime is not installed: adapter.cmake says "skipped in
# the quick leg", naming the package, when RFC1738_TEST_QUICK is set
# (scripts/test.sh --quick), and fails naming it otherwise (the full leg).
# -DSCRIPT=adapter.cmake -DPYTHON=python3
foreach(leg quick full)
  set(env)
  if(leg STREQUAL "quick")
    set(env RFC1738_TEST_QUICK=1)
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=RFC1738_TEST_QUICK ${env}
                          ${CMAKE_COMMAND} -DNAME=probe -DPACKAGE=probe-runtime "-DRUNNER=${PYTHON}|/nonexistent/run_adapter.py"
                          -DADAPTER=/nonexistent/bin/probe -DWORK=/nonexistent -P ${SCRIPT}
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(said "${out}${err}")
  if(leg STREQUAL "quick")
    if(NOT status EQUAL 0 OR NOT said MATCHES "skipped in the quick leg \\(apt install probe-runtime")
      message(FATAL_ERROR "quick leg: status ${status}, said: ${said}")
    endif()
  elseif(status EQUAL 0 OR said MATCHES "skipped" OR NOT said MATCHES "is not installed \\(apt install probe-runtime")
    message(FATAL_ERROR "full leg: status ${status}, said: ${said}")
  endif()
endforeach()
# An adapter that was not built (its library missing), the same.
execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=RFC1738_TEST_QUICK
                        ${CMAKE_COMMAND} -DNAME=probe -DPACKAGE=libprobe-dev "-DMISSING=its library" -P ${SCRIPT}
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(status EQUAL 0 OR NOT "${out}${err}" MATCHES "its library is not installed \\(apt install libprobe-dev")
  message(FATAL_ERROR "full leg, no library: status ${status}, said: ${out}${err}")
endif()
# With its runtime (this CMake): the quick leg skips it all the same, unless it says QUICK=run.
execute_process(COMMAND ${CMAKE_COMMAND} -E env RFC1738_TEST_QUICK=1
                        ${CMAKE_COMMAND} -DNAME=probe -DPACKAGE=cmake "-DRUNNER=${CMAKE_COMMAND}" "-DADAPTER=${CMAKE_COMMAND}" -DWORK=/nonexistent -P ${SCRIPT}
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT "${out}${err}" MATCHES "skipped in the quick leg \\(it needs cmake; scripts/test.sh runs it\\)")
  message(FATAL_ERROR "quick leg, runtime there: status ${status}, said: ${out}${err}")
endif()
message(STATUS "an adapter without its runtime: skipped in the quick leg, failed in the full one, the package named")

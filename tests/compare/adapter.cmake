# SPDX-License-Identifier: BSL-1.0
# One adapter on the small suite: SUITE (conformance/rfc1738-tests.jsonl;
# without it, rfc1738 suite --size small; with -DFIRST=n, its first n
# cases) | RUNNER (tools/adapters/run_adapter.py) ADAPTER | rfc1738 compare
# --json. The adapter answers every case (one line each, the same inputs in
# the same order) and fails on none (crashes, hangs, garbage: the runner
# records them; -DEXPECT_FAILURES=crash:n,hang:n,garbage:n says exactly
# which are expected, -DTIMEOUT=s the time limit per case, -DSTARTUP=s for
# the first); compare reads
# every answer (exit status 0 or 1, not 2: no bad input) and its report is
# JSON that counts them all, with FIELD (default `valid`) compared on 2,000
# lines at least (with EXPECT_FAILURES, on every line but the failed ones).
# With -DMAX_GROUPS=n, the report has at most n groups (disagreements
# grouped by cause, tests/compare/data/urllib_regex.py). With -DROLES=ON
# (the adapters of tools/adapters but regexp_common), every answer that
# gives "components" gives "roles" too (the seven roles, strings), at least
# one does, and `rfc1738 compare --editions all --json` reads them all (no
# bad input) and attributes every answer with "valid"; the status line
# says how many follow each edition.
# Every absolute path in ADAPTER (the runtime, the program) must exist, and
# the file REQUIRES names (a glob) if given: when one is not installed, the
# test fails in the full leg, naming PACKAGE (scripts/setup.sh --tests
# installs it); in the quick leg (the environment's RFC1738_TEST_QUICK, set
# by scripts/test.sh --quick) it says "skipped in the quick leg", which its
# SKIP_REGULAR_EXPRESSION reads. -DMISSING=what: an adapter not built.
# -DPROGRAM=rfc1738 -DRUNNER="python3|run_adapter.py" -DADAPTER="command|args"
#   [-DSUITE=file] [-DFIRST=n] [-DFIELD=field] [-DPACKAGE=p] [-DREQUIRES=glob] [-DQUICK=run] -DWORK=dir -DNAME=name
function(missing what)
  set(install "apt install ${PACKAGE}, or scripts/setup.sh --tests")
  if(DEFINED ENV{RFC1738_TEST_QUICK})
    message("${NAME} adapter: ${what} is not installed: skipped in the quick leg (${install})")
    return()
  endif()
  message("${NAME} adapter: ${what} is not installed (${install})")   # on one line
  message(FATAL_ERROR "${NAME} adapter: ${what} is not installed")
endfunction()
if(MISSING)
  missing("${MISSING}")
  return()
endif()
string(REPLACE "|" ";" adapter "${ADAPTER}")
string(REPLACE "|" ";" runner "${RUNNER}")
foreach(part IN LISTS adapter runner)
  if(part MATCHES "^/" AND NOT EXISTS "${part}")
    missing("${part}")
    return()
  endif()
endforeach()
if(REQUIRES)
  file(GLOB required "${REQUIRES}")
  if(NOT required)
    missing("${REQUIRES}")
    return()
  endif()
endif()
# The quick leg runs no runtime of another language (-DQUICK=run: one it needs anyway, python3).
if(DEFINED ENV{RFC1738_TEST_QUICK} AND PACKAGE AND NOT QUICK STREQUAL "run")
  message("${NAME} adapter: skipped in the quick leg (it needs ${PACKAGE}; scripts/test.sh runs it)")
  return()
endif()
if(NOT FIELD)
  set(FIELD valid)
endif()
if(NOT TIMEOUT)
  set(TIMEOUT 20)
endif()
if(NOT STARTUP)
  set(STARTUP 120)   # the first answer: a runtime's start, go run's or cargo's build
endif()
set(suite ${WORK}/adapter-${NAME}-suite.jsonl)
if(SUITE)
  if(NOT EXISTS ${SUITE})
    message(FATAL_ERROR "${SUITE}: no such file")
  endif()
  if(FIRST)
    file(STRINGS ${SUITE} lines LIMIT_COUNT ${FIRST} ENCODING UTF-8)
    list(JOIN lines "\n" text)
    file(WRITE ${suite} "${text}\n")
  else()
    set(suite ${SUITE})
  endif()
else()
  execute_process(COMMAND ${PROGRAM} suite --size small OUTPUT_FILE ${suite} RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "rfc1738 suite: exit status ${status}")
  endif()
endif()
set(answers ${WORK}/adapter-${NAME}-answers.jsonl)
set(failures ${WORK}/adapter-${NAME}-failures.jsonl)
set(report ${WORK}/adapter-${NAME}-report.json)
file(REMOVE ${answers} ${failures})
execute_process(COMMAND ${runner} --program ${PROGRAM} --timeout ${TIMEOUT} --startup ${STARTUP} --failures ${failures} ${suite} ${answers} -- ${adapter}
                RESULT_VARIABLE status ERROR_VARIABLE errors)
if(NOT status EQUAL 0 AND NOT (status EQUAL 1 AND EXPECT_FAILURES))
  message(FATAL_ERROR "${NAME} adapter: run_adapter.py exit status ${status}\n${errors}")
endif()
# (counted by the runner's Python: CMake's regular expressions take seconds on 4 MB)
list(GET runner 0 python)
function(count_lines file var)
  execute_process(COMMAND ${python} -c "import sys; print(sum(1 for _ in open(sys.argv[1], 'rb')))" ${file}
                  OUTPUT_VARIABLE n OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "cannot count the lines of ${file}")
  endif()
  set(${var} ${n} PARENT_SCOPE)
endfunction()
count_lines(${suite} n)
count_lines(${answers} m)
if(NOT n EQUAL m OR (n LESS 2000 AND NOT FIRST))
  message(FATAL_ERROR "${NAME} adapter: ${m} answers to ${n} cases")
endif()
# The failures recorded, by kind, against those expected.
set(failed 0)
set(found "")
foreach(kind crash hang garbage)
  file(STRINGS ${failures} lines REGEX "\"failure\": \"${kind}\"")
  list(LENGTH lines k)
  math(EXPR failed "${failed} + ${k}")
  if(k GREATER 0)
    list(APPEND found "${kind}:${k}")
  endif()
endforeach()
list(JOIN found "," found)
if(NOT "${found}" STREQUAL "${EXPECT_FAILURES}")
  message(FATAL_ERROR "${NAME} adapter: failed on cases (${found}), expected (${EXPECT_FAILURES})\n${errors}")
endif()
execute_process(COMMAND ${PROGRAM} compare --json ${answers} OUTPUT_FILE ${report} ERROR_VARIABLE errors RESULT_VARIABLE status)
if(NOT status EQUAL 0 AND NOT status EQUAL 1)
  message(FATAL_ERROR "rfc1738 compare on the ${NAME} answers: exit status ${status}\n${errors}")
endif()
file(READ ${report} json)
string(JSON compared GET "${json}" compared)
string(JSON agree GET "${json}" fields ${FIELD} agree)
string(JSON disagree GET "${json}" fields ${FIELD} disagree)
string(JSON not_compared GET "${json}" fields ${FIELD} not_compared)
string(JSON groups LENGTH "${json}" groups)
if(NOT compared EQUAL n)
  message(FATAL_ERROR "${NAME}: compare counted ${compared} of ${n} answers")
endif()
math(EXPR said "${agree} + ${disagree}")
math(EXPR all "${said} + ${not_compared}")
math(EXPR answered "${n} - ${failed}")
# every answered case when failures are expected (the broken adapter
# answers `valid` on each), else at least 2,000 (an adapter may leave out an
# input its library cannot be given; conforms: the schemes it knows)
if(EXPECT_FAILURES)
  set(least ${answered})
else()
  set(least 2000)
endif()
if(NOT all EQUAL n OR said LESS least OR said GREATER answered)
  message(FATAL_ERROR "${NAME}: ${FIELD} compared on ${said} of ${n} (${failed} failed)")
endif()
if(DEFINED MAX_GROUPS AND groups GREATER MAX_GROUPS)
  message(FATAL_ERROR "${NAME}: ${disagree} ${FIELD} disagreements in ${groups} groups, more than ${MAX_GROUPS}")
endif()
message(STATUS "${NAME}: ${compared} answers, ${FIELD} ${agree} agree / ${disagree} disagree, ${groups} groups, ${failed} failed")
if(ROLES)
  execute_process(COMMAND ${python} -c [=[
import json, sys
roles = {"scheme", "userinfo", "host", "port", "path", "query", "fragment"}
n = 0
for i, line in enumerate(open(sys.argv[1], encoding="utf-8"), 1):
    a = json.loads(line)
    if "components" not in a:
        continue
    r = a.get("roles")
    if not isinstance(r, dict) or not set(r) <= roles or not all(isinstance(v, str) for v in r.values()):
        sys.exit("line %d: components without roles of the seven: %r" % (i, r))
    n += 1
if n == 0:
    sys.exit("no answer gives roles")
print(n)
]=] ${answers} OUTPUT_VARIABLE with_roles OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_VARIABLE errors RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${NAME} adapter: ${errors}")
  endif()
  set(attribution ${WORK}/adapter-${NAME}-editions.json)
  execute_process(COMMAND ${PROGRAM} compare --editions all --json ${answers} OUTPUT_FILE ${attribution} ERROR_VARIABLE errors RESULT_VARIABLE status)
  if(NOT status EQUAL 0 AND NOT status EQUAL 1)
    message(FATAL_ERROR "rfc1738 compare --editions all on the ${NAME} answers: exit status ${status}\n${errors}")
  endif()
  file(READ ${attribution} json)
  string(JSON attributed GET "${json}" attributed)
  string(JSON findings GET "${json}" findings count)
  string(JSON editions LENGTH "${json}" editions)
  if(NOT attributed EQUAL said OR NOT editions EQUAL 8)
    message(FATAL_ERROR "${NAME}: ${attributed} answers attributed of ${said} with valid, ${editions} editions")
  endif()
  set(follows "")
  math(EXPR last "${editions} - 1")
  foreach(i RANGE ${last})
    string(JSON edition MEMBER "${json}" editions ${i})
    string(JSON n GET "${json}" editions ${edition} follows)
    string(JSON split_agree GET "${json}" editions ${edition} split agree)
    string(JSON split_disagree GET "${json}" editions ${edition} split disagree)
    math(EXPR split "${split_agree} + ${split_disagree}")
    list(APPEND follows "${edition} ${n} (split ${split_agree}/${split})")
  endforeach()
  list(JOIN follows ", " follows)
  message(STATUS "${NAME}: ${with_roles} answers with roles; of ${attributed} attributed, ${findings} follow no edition; follow ${follows}")
endif()

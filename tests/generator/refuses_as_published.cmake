# SPDX-License-Identifier: BSL-1.0
# The generator refuses RFC 1738 as published: its gopherurl has an unquoted
# "/" (RFC 1738 §5, line 60 of grammar/rfc1738-as-published.bnf), which
# erratum 5118 corrects. Passes only on that refusal: exit status 1, the
# message naming the file, line, column and the erratum, and nothing written
# to the output directory. A usage error, a file that cannot be read or a
# refusal for another reason fails it.
# Run: cmake -DGENERATOR=<bnf2pegtl> -DSOURCE=<source dir> -DWORK=<dir> -P refuses_as_published.cmake
file(REMOVE_RECURSE ${WORK})
set(bnf ${SOURCE}/grammar/rfc1738-as-published.bnf)
execute_process(
  COMMAND ${GENERATOR} --bnf ${bnf} --rewrites ${SOURCE}/grammar/rewrites.peg --out ${WORK}
  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(expected "${bnf}:60:41: unquoted `/` is not notation: a literal slash is written \"/\" (RFC 1738 erratum 5118 corrects exactly this in gopherurl)\n")
if(NOT status STREQUAL "1")
  message(FATAL_ERROR "expected exit status 1 (a refusal), got ${status}; standard error:\n${err}")
endif()
if(NOT err STREQUAL expected)
  message(FATAL_ERROR "expected the refusal of the unquoted \"/\" alone:\n${expected}got:\n${err}")
endif()
if(NOT out STREQUAL "")
  message(FATAL_ERROR "expected nothing on standard output, got:\n${out}")
endif()
file(GLOB_RECURSE written ${WORK}/*)
if(written)
  message(FATAL_ERROR "the refusal wrote files: ${written}")
endif()
message(STATUS "bnf2pegtl refuses RFC 1738 as published at ${bnf}:60:41 (erratum 5118)")

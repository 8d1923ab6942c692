# SPDX-License-Identifier: BSL-1.0
# The documentation as installed in share/doc/rfc1738 (component doc):
#   cmake -DSOURCE=DIR -DOUT=DIR -DFILES=README.md,docs/manual/check.md,... -P installed_docs.cmake
# copies each of FILES (paths relative to SOURCE, kept as they are, so that
# a link between two of them resolves as in the source tree) to OUT. A
# Markdown link or picture whose target is a relative path that is not one
# of FILES (docs/design.md, BENCHMARKS.md, ...) would not resolve once
# installed: it becomes its text followed by "(`PATH` in the source tree)",
# PATH the target from the source tree's top. Links to a place in the same
# page (#...) and absolute URLs are kept. The test docs.installed_links
# checks every relative link of the installed tree (tests/docs_links.py).
cmake_minimum_required(VERSION 3.16)
string(REPLACE "," ";" files "${FILES}")
file(REMOVE_RECURSE ${OUT})
foreach(f IN LISTS files)
  if(NOT f MATCHES "\\.md$")   # a picture
    configure_file(${SOURCE}/${f} ${OUT}/${f} COPYONLY)
    continue()
  endif()
  file(READ ${SOURCE}/${f} text)
  get_filename_component(dir ${SOURCE}/${f} DIRECTORY)
  # Every [text](target) and ![alt](target) on one line (a link's text holds
  # no "]" here, its target no ")" nor space).
  string(REGEX MATCHALL "!?\\[[^]\n]*\\]\\([^) \n]+\\)" links "${text}")
  list(REMOVE_DUPLICATES links)
  foreach(link IN LISTS links)
    string(REGEX REPLACE "^!?\\[([^]\n]*)\\]\\(([^) \n]+)\\)$" "\\1" words "${link}")
    string(REGEX REPLACE "^!?\\[([^]\n]*)\\]\\(([^) \n]+)\\)$" "\\2" target "${link}")
    if(target MATCHES "^[a-zA-Z][a-zA-Z0-9+.-]*:" OR target MATCHES "^#")
      continue()
    endif()
    string(REGEX REPLACE "#.*$" "" path "${target}")
    get_filename_component(absolute ${path} ABSOLUTE BASE_DIR ${dir})
    file(RELATIVE_PATH path ${SOURCE} ${absolute})
    if(path IN_LIST files)
      continue()
    endif()
    string(REPLACE "`" "" plain "${words}")
    if(plain STREQUAL path OR plain STREQUAL "${target}")
      set(replacement "${words} (in the source tree)")
    else()
      set(replacement "${words} (`${path}` in the source tree)")
    endif()
    string(REPLACE "${link}" "${replacement}" text "${text}")
  endforeach()
  file(WRITE ${OUT}/${f} "${text}")
endforeach()

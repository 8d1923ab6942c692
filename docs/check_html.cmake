# SPDX-License-Identifier: BSL-1.0
# After Doxygen: fails when a page of the reference shows doc-comment markup
# as text (a command Doxygen did not take, a "///" it did not strip, a
# Markdown code span it left as backticks), which Doxygen itself does not
# always warn about. The source listings (*_source.html) and the lines of
# code blocks are shown as written, and are not checked.
#   cmake -DHTML=<html directory> -P check_html.cmake
file(GLOB pages ${HTML}/*.html)
set(bad "")
set(n 0)
foreach(page IN LISTS pages)
  if(page MATCHES "_source\\.html$")
    continue()
  endif()
  math(EXPR n "${n} + 1")
  file(READ ${page} text)
  # Code blocks (one <div class="line"> per line) are shown as written.
  string(REGEX REPLACE "<div class=\"line\">[^\n]*" "" text "${text}")
  foreach(markup "/// " "@par " "@code" "@endcode" "@param" "@return" "@li " "`")
    string(FIND "${text}" "${markup}" at)
    if(NOT at EQUAL -1)
      get_filename_component(name ${page} NAME)
      list(APPEND bad "${name}: shows '${markup}'")
    endif()
  endforeach()
endforeach()
if(n EQUAL 0)
  message(FATAL_ERROR "no page in ${HTML}")
endif()
if(bad)
  string(REPLACE ";" "\n  " bad "${bad}")
  message(FATAL_ERROR "doc-comment markup shown as text:\n  ${bad}")
endif()
message(STATUS "${n} pages, no markup shown as text")

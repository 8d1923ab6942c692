# SPDX-License-Identifier: BSL-1.0
# The Debian packages (CPack, generator DEB): scripts/package.sh writes
# build-package/rfc1738_<version>_<arch>.deb and rfc1738-dev_<version>_<arch>.deb,
# configured with -DCMAKE_INSTALL_PREFIX=/usr:
#   rfc1738      the program with its man page (gzipped), bash completion and
#                grammar files, the documentation (README.md, SECURITY.md,
#                the manual: component doc) and Debian's
#                /usr/share/doc/rfc1738/copyright and changelog.gz; Depends:
#                what dpkg-shlibdeps finds the program needs (the C and C++
#                runtimes), nothing to build with.
#   rfc1738-dev  the static library, the headers (rfc1738.h, rfc1738/*.hpp,
#                the generated grammar), the CMake package and rfc1738.pc, its
#                own copyright file; Depends: rfc1738 of the same version and
#                tao-pegtl-dev (the grammar headers are PEGTL rules, and the
#                CMake package finds PEGTL).
# The Python package (component python, EXCLUDE_FROM_ALL) is in neither.
#
# Components: `cmake --install` installs every file as before (LICENSE,
# CHANGELOG.md, rfc1738.1 are component `plain`); the packages take program,
# doc and `debian` (the copyright file, changelog.gz, rfc1738.1.gz: the same
# texts in Debian's form), and dev and `debian-dev` (the copyright file
# again), not `plain` nor `python`.
#
# The Maintainer field of both packages (and the copyright file's
# Upstream-Contact) is RFC1738_MAINTAINER, set here and nowhere else. The
# project names its people "the rfc1738 developers" and publishes no address
# yet: the default is under .invalid (RFC 2606: never delivered, so no one's
# address by mistake), and whoever publishes the packages sets the address
# that answers (-DRFC1738_MAINTAINER="rfc1738 developers <ADDRESS>", or the
# environment's RFC1738_MAINTAINER through scripts/package.sh).
set(RFC1738_MAINTAINER "rfc1738 developers <developers@rfc1738.invalid>" CACHE STRING
  "The Debian packages' Maintainer: NAME <ADDRESS>")
set(rfc1738_debian_dir ${PROJECT_BINARY_DIR}/debian)

# copyright in Debian's machine-readable format (DEP-5), the licence's text
# indented, empty lines as " .".
file(READ ${PROJECT_SOURCE_DIR}/LICENSE rfc1738_license)
string(REGEX REPLACE "\n+$" "" rfc1738_license "${rfc1738_license}")
string(REPLACE "\n" ";" rfc1738_license_lines "${rfc1738_license}")
set(rfc1738_license_text "")
foreach(line IN LISTS rfc1738_license_lines)
  if(line STREQUAL "")
    string(APPEND rfc1738_license_text " .\n")
  else()
    string(APPEND rfc1738_license_text " ${line}\n")
  endif()
endforeach()
file(WRITE ${rfc1738_debian_dir}/copyright.in
"Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: rfc1738
Upstream-Contact: ${RFC1738_MAINTAINER}

Files: *
Copyright: the rfc1738 authors
License: BSL-1.0

License: BSL-1.0
${rfc1738_license_text}")
configure_file(${rfc1738_debian_dir}/copyright.in ${rfc1738_debian_dir}/copyright COPYONLY)
install(FILES ${rfc1738_debian_dir}/copyright DESTINATION ${CMAKE_INSTALL_DOCDIR}
  COMPONENT debian EXCLUDE_FROM_ALL)
# Each package its own /usr/share/doc/PACKAGE/copyright (Debian Policy 12.5).
install(FILES ${rfc1738_debian_dir}/copyright DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/rfc1738-dev
  COMPONENT debian-dev EXCLUDE_FROM_ALL)

# changelog.gz and the man page gzipped (gzip -9n: no name, no time stamp,
# so the same input gives the same bytes), at build time.
find_program(RFC1738_GZIP gzip)
if(RFC1738_GZIP)
  set(rfc1738_changelog_gz ${rfc1738_debian_dir}/changelog.gz)
  add_custom_command(OUTPUT ${rfc1738_changelog_gz}
    COMMAND ${RFC1738_GZIP} -9nc ${PROJECT_SOURCE_DIR}/CHANGELOG.md > ${rfc1738_changelog_gz}
    DEPENDS ${PROJECT_SOURCE_DIR}/CHANGELOG.md VERBATIM)
  set(rfc1738_debian_outputs ${rfc1738_changelog_gz})
  install(FILES ${rfc1738_changelog_gz} DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT debian EXCLUDE_FROM_ALL)
  if(RFC1738_BUILD_TOOLS AND RFC1738_HELP2MAN)  # tools/CMakeLists.txt writes the page
    set(rfc1738_man_gz ${rfc1738_debian_dir}/rfc1738.1.gz)
    add_custom_command(OUTPUT ${rfc1738_man_gz}
      COMMAND ${RFC1738_GZIP} -9nc ${PROJECT_BINARY_DIR}/tools/rfc1738.1 > ${rfc1738_man_gz}
      DEPENDS rfc1738_man ${PROJECT_BINARY_DIR}/tools/rfc1738.1 VERBATIM)
    list(APPEND rfc1738_debian_outputs ${rfc1738_man_gz})
    install(FILES ${rfc1738_man_gz} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT debian EXCLUDE_FROM_ALL)
  endif()
  add_custom_target(rfc1738_debian ALL DEPENDS ${rfc1738_debian_outputs})
endif()

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME rfc1738)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "rfc1738")
set(CPACK_PACKAGE_CONTACT "${RFC1738_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${RFC1738_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_DIRECTORY ${PROJECT_BINARY_DIR})
# Two packages: the group program (rfc1738) and the group dev (rfc1738-dev).
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_GROUPING ONE_PER_GROUP)
set(CPACK_COMPONENTS_ALL program doc debian dev debian-dev)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PROGRAM_PACKAGE_NAME rfc1738)
set(CPACK_DEBIAN_PROGRAM_PACKAGE_SECTION utils)
# The extended description (CPack puts the summary above it and indents it).
set(CPACK_DEBIAN_PROGRAM_DESCRIPTION "The reference implementation of RFC 1738 (Uniform Resource Locators):
the program rfc1738 (check, parse, trace, lint, build, fix URLs, and the
later URL and URI editions side by side) with its man page, bash
completion, grammar files and manual. The C++17 library and its headers
are in rfc1738-dev.")
# Depends: what dpkg-shlibdeps finds the program needs (libc6, libstdc++6,
# libgcc-s1).
set(CPACK_DEBIAN_PROGRAM_PACKAGE_SHLIBDEPS ON)

set(CPACK_DEBIAN_DEV_PACKAGE_NAME rfc1738-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEV_DESCRIPTION "The reference implementation of RFC 1738 (Uniform Resource Locators) in
C++17, for building against: the static library, its C and C++ headers
with the grammar as PEGTL rules, the CMake package rfc1738::rfc1738 and
rfc1738.pc.")
# The headers include PEGTL and the CMake package's configuration requires it
# (find_dependency(pegtl 3.2)); the program and its documentation beside.
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS "rfc1738 (= ${PROJECT_VERSION}), tao-pegtl-dev (>= 3.2)")
set(CPACK_DEBIAN_DEV_PACKAGE_SUGGESTS "cmake, pkg-config")
# After the variables above (include(CPack) writes them into CPackConfig.cmake),
# the components and their groups.
include(CPack)
cpack_add_component_group(program)
cpack_add_component_group(dev)
cpack_add_component(program GROUP program)
cpack_add_component(doc GROUP program)
cpack_add_component(debian GROUP program)
cpack_add_component(dev GROUP dev)
cpack_add_component(debian-dev GROUP dev)


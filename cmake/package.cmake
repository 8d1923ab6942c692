# SPDX-License-Identifier: BSL-1.0
# The Debian package (CPack, generator DEB): scripts/package.sh writes
# build-package/rfc1738_<version>_<arch>.deb, configured with
# -DCMAKE_INSTALL_PREFIX=/usr. One package, rfc1738: the library, the
# headers, the CMake package, rfc1738.pc, the program with its man page
# (gzipped), bash completion and grammar files, README.md, and Debian's
# /usr/share/doc/rfc1738/copyright and changelog.gz. The Python package
# (component python, EXCLUDE_FROM_ALL) is not in it.
#
# Components: `cmake --install` installs every file as before (LICENSE,
# CHANGELOG.md, rfc1738.1 are component `plain`); the package takes the
# default component and `debian` (the copyright file, changelog.gz,
# rfc1738.1.gz: the same texts in Debian's form), not `plain` nor `python`.
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

Files: *
Copyright: the rfc1738 authors
License: BSL-1.0

License: BSL-1.0
${rfc1738_license_text}")
configure_file(${rfc1738_debian_dir}/copyright.in ${rfc1738_debian_dir}/copyright COPYONLY)
install(FILES ${rfc1738_debian_dir}/copyright DESTINATION ${CMAKE_INSTALL_DOCDIR}
  COMPONENT debian EXCLUDE_FROM_ALL)

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
set(CPACK_PACKAGE_CONTACT "rfc1738 maintainers <maintainers@users.noreply.a-seed-4737e705.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_DIRECTORY ${PROJECT_BINARY_DIR})
# Everything in one .deb: the default component and `debian`.
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_GROUPING ALL_COMPONENTS_IN_ONE)
set(CPACK_COMPONENTS_ALL Unspecified debian)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_NAME rfc1738)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The extended description (CPack puts the summary above it and indents it).
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "The reference implementation of RFC 1738 (Uniform Resource Locators) in
C++17: the library (static), its C and C++ headers with the grammar as
PEGTL rules, the CMake package rfc1738::rfc1738 and rfc1738.pc, and the
program rfc1738 (check, parse, lint, build, fix URLs) with its man page
and bash completion.")
# Depends: what dpkg-shlibdeps finds the program needs (libc6, libstdc++6,
# libgcc-s1), and PEGTL: the installed headers include it and the CMake
# package's configuration requires it (find_dependency(pegtl 3.2)).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "tao-pegtl-dev (>= 3.2)")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "cmake, pkg-config")
include(CPack)

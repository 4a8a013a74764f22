# CPACK_PRE_BUILD_SCRIPTS: runs on cpack's staged tree before each package is
# made.
# - Every file and folder gets the modes a package wants whatever the
#   builder's umask (under umask 077 the .deb held drwx------ folders and a
#   player's game could not read its data): folders and executables 0755,
#   other files 0644, as dh_fixperms does.
# - Every file gets the time SOURCE_DATE_EPOCH (scripts/package sets it to the
#   commit's time), so two builds of one commit give identical archives.
# - In the .deb the bundled fonts become (relative, as Debian policy wants)
#   links from share/games/village/assets/fonts to the same files of Debian's font
#   packages (fonts-open-sans, fonts-ebgaramond: declared in Depends), so
#   the system keeps one copy; the .tar.gz keeps its own for other systems.
#   The referee's .deb (village-referee) has no fonts.
# - In the macOS .dmg (DragNDrop) the bundle is signed before the image is
#   made, with the identity in $VILLAGE_CODESIGN_IDENTITY, inside out
#   (hardened runtime, secure timestamp: what notarisation needs;
#   packaging/macos/sign-and-notarize.sh --sign-only).
set(stage "${CPACK_TEMPORARY_INSTALL_DIRECTORY}")
if(NOT IS_DIRECTORY "${stage}")
  message(FATAL_ERROR "cpack-stage.cmake: no staging folder '${stage}'")
endif()

if(CPACK_GENERATOR STREQUAL "DEB" AND CPACK_PACKAGE_NAME STREQUAL "village")
  file(GLOB_RECURSE fonts "${stage}/*.ttf" "${stage}/*.otf")
  list(FILTER fonts INCLUDE REGEX "/share/games/village/assets/fonts/[^/]+$")
  if(NOT fonts)
    message(FATAL_ERROR "cpack-stage.cmake: no fonts under ${stage}")
  endif()
  foreach(font IN LISTS fonts)
    get_filename_component(name "${font}" NAME)
    if(name MATCHES "^OpenSans-")
      set(system_font "../../../../fonts/truetype/open-sans/${name}")
    elseif(name MATCHES "^EBGaramond12-")
      set(system_font "../../../../fonts/opentype/ebgaramond/${name}")
    else()
      message(FATAL_ERROR "cpack-stage.cmake: ${name} is from no known Debian font package")
    endif()
    file(REMOVE "${font}")
    file(CREATE_LINK "${system_font}" "${font}" SYMBOLIC)
  endforeach()
endif()

execute_process(COMMAND chmod -R u+rwX,go+rX,go-w "${stage}" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cpack-stage.cmake: chmod failed (${rc})")
endif()

if(DEFINED ENV{SOURCE_DATE_EPOCH})
  file(GLOB_RECURSE staged LIST_DIRECTORIES true "${stage}/*")
  list(APPEND staged "${stage}")
  execute_process(COMMAND touch -h -d "@$ENV{SOURCE_DATE_EPOCH}" ${staged}
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cpack-stage.cmake: touch failed (${rc})")
  endif()
endif()

if(CPACK_GENERATOR STREQUAL "DragNDrop" AND DEFINED ENV{VILLAGE_CODESIGN_IDENTITY})
  file(GLOB_RECURSE plists "${stage}/*/Village.app/Contents/Info.plist" "${stage}/Village.app/Contents/Info.plist")
  if(NOT plists)
    message(FATAL_ERROR "cpack-stage.cmake: no Village.app under ${stage}")
  endif()
  list(GET plists 0 plist)
  get_filename_component(app "${plist}/../.." ABSOLUTE)
  # Inside out (its dylibs, then the app), hardened runtime, timestamp: not
  # codesign --deep, which Apple documents for verifying only.
  execute_process(COMMAND "${CMAKE_CURRENT_LIST_DIR}/macos/sign-and-notarize.sh" --sign-only "${app}"
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cpack-stage.cmake: codesign of ${app} failed (${rc})")
  endif()
endif()

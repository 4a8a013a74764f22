# Install layout and installers (CPack). One version (PROJECT_VERSION) flows
# into every package. Linux: .deb and a relocatable .tar.gz. Windows: a flat
# folder (.zip) and an NSIS installer (packaging/windows). macOS: a bundle and
# a DragNDrop .dmg (packaging/macos). How each is made and tested:
# docs/packaging.md.
include(GNUInstallDirs)

option(VILLAGE_PACKAGE
       "Build for a package: the game looks for its data only where packages put it, never in this source tree"
       OFF)

set(VILLAGE_APP_ID "io.github.villagestudio.Village")
set(VILLAGE_VENDOR "Village Studio")
set(VILLAGE_COPYRIGHT "Copyright (c) 2026 Village Studio")
# The date of this PROJECT_VERSION: the AppStream <release> and the man page.
set(VILLAGE_RELEASE_DATE "2026-11-21")
set(VILLAGE_LINUX_DIR ${PROJECT_SOURCE_DIR}/packaging/linux)
set(VILLAGE_WINDOWS_DIR ${PROJECT_SOURCE_DIR}/packaging/windows)
set(VILLAGE_VERSION_PATCH_NUMBER 0)
if(PROJECT_VERSION_PATCH)
  set(VILLAGE_VERSION_PATCH_NUMBER ${PROJECT_VERSION_PATCH})
endif()

# A packaged game must fail loudly when its own data is missing instead of
# quietly using the assets of the tree it was built from.
if(VILLAGE_PACKAGE AND TARGET village_app)
  get_target_property(village_game_defs village_app COMPILE_DEFINITIONS)
  list(FILTER village_game_defs EXCLUDE REGEX "^VILLAGE_SOURCE_DATA_DIR=")
  set_property(TARGET village_app PROPERTY COMPILE_DEFINITIONS ${village_game_defs})
endif()

# Linux (and other Unix): the game looks for its data at
# <exe>/../share/games/village/assets, so the installed tree works from any prefix
# and the .tar.gz from any folder. Debian puts games in <prefix>/games.
if(TARGET village AND UNIX AND NOT APPLE)
  set(VILLAGE_INSTALL_GAMESDIR games)
  install(TARGETS village RUNTIME DESTINATION ${VILLAGE_INSTALL_GAMESDIR})
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/
          DESTINATION ${CMAKE_INSTALL_DATADIR}/games/village/assets
          PATTERN "src" EXCLUDE)
  configure_file(${VILLAGE_LINUX_DIR}/village.metainfo.xml.in
                 ${CMAKE_CURRENT_BINARY_DIR}/${VILLAGE_APP_ID}.metainfo.xml @ONLY)
  # The man page names the installed paths, so it is configured for the prefix
  # the packages install to (CPACK_PACKAGING_INSTALL_PREFIX below is the same).
  configure_file(${VILLAGE_LINUX_DIR}/village.6.in ${CMAKE_CURRENT_BINARY_DIR}/village.6 @ONLY)
  configure_file(${VILLAGE_LINUX_DIR}/village.desktop.in
                 ${CMAKE_CURRENT_BINARY_DIR}/${VILLAGE_APP_ID}.desktop @ONLY)
  install(FILES ${CMAKE_CURRENT_BINARY_DIR}/${VILLAGE_APP_ID}.desktop
          DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${CMAKE_CURRENT_BINARY_DIR}/${VILLAGE_APP_ID}.metainfo.xml
          DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  # Compressed as Debian policy asks (-n: no timestamp, so builds are reproducible).
  foreach(doc village.6 changelog)
    if(doc STREQUAL changelog)
      set(doc_in ${VILLAGE_LINUX_DIR}/changelog)
    else()
      set(doc_in ${CMAKE_CURRENT_BINARY_DIR}/${doc})
    endif()
    add_custom_command(OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/${doc}.gz
      COMMAND gzip -9n -c ${doc_in} > ${CMAKE_CURRENT_BINARY_DIR}/${doc}.gz
      DEPENDS ${doc_in})
  endforeach()
  add_custom_target(village_linux_docs ALL
    DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/village.6.gz ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz)
  install(FILES ${CMAKE_CURRENT_BINARY_DIR}/village.6.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
  foreach(size 16 32 48 64 128 256 512)
    install(FILES ${PROJECT_SOURCE_DIR}/assets/icons/village-${size}.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps
            RENAME ${VILLAGE_APP_ID}.png)
  endforeach()
  # Debian's places: copyright (the licences, machine-readable) and the
  # changelog of this native package, beside the README and the asset credits.
  install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/assets/CREDITS.md
                ${VILLAGE_LINUX_DIR}/copyright ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz
          DESTINATION ${CMAKE_INSTALL_DOCDIR})
endif()

# Windows: one flat folder, village.exe with its DLLs and assets/ beside it
# (src/app/paths.c looks in <exe dir>/assets first). The .zip is that folder;
# the installer (target nsis-installer) installs it.
if(TARGET village AND WIN32)
  set(VILLAGE_WIN_ICON ${PROJECT_SOURCE_DIR}/assets/icons/village.ico)
  enable_language(RC)
  set(VILLAGE_VERSION_QUAD
      ${PROJECT_VERSION_MAJOR}.${PROJECT_VERSION_MINOR}.${VILLAGE_VERSION_PATCH_NUMBER}.0)
  set(VILLAGE_WIN_MANIFEST ${CMAKE_CURRENT_BINARY_DIR}/village.manifest)
  configure_file(${VILLAGE_WINDOWS_DIR}/village.manifest.in ${VILLAGE_WIN_MANIFEST} @ONLY)
  configure_file(${VILLAGE_WINDOWS_DIR}/village.rc.in ${CMAKE_CURRENT_BINARY_DIR}/village.rc @ONLY)
  # The .rc's includes are not scanned: rebuild it when the icon or manifest change.
  # Source properties belong to a directory: set them in the one that defines
  # the target (src/app), or the build never sees them.
  set_source_files_properties(${CMAKE_CURRENT_BINARY_DIR}/village.rc TARGET_DIRECTORY village
    PROPERTIES OBJECT_DEPENDS "${VILLAGE_WIN_ICON};${VILLAGE_WIN_MANIFEST}")
  target_sources(village PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/village.rc)
  set_target_properties(village PROPERTIES WIN32_EXECUTABLE TRUE)

  install(TARGETS village RUNTIME DESTINATION .)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/ DESTINATION assets PATTERN "src" EXCLUDE)
  if(NOT EXISTS "${VILLAGE_WIN_DEPS}/bin/SDL2.dll")
    message(FATAL_ERROR "No SDL2.dll in VILLAGE_WIN_DEPS='${VILLAGE_WIN_DEPS}': "
                        "run packaging/windows/build-deps.sh and use its toolchain file")
  endif()
  file(GLOB village_win_dlls "${VILLAGE_WIN_DEPS}/bin/*.dll")
  install(FILES ${village_win_dlls} DESTINATION .)
  install(DIRECTORY "${VILLAGE_WIN_DEPS}/share/licenses/" DESTINATION licenses)
  # The certificate authorities the XMPP connections trust (Windows has no
  # file OpenSSL reads): beside village.exe, where src/platform/ca_bundle.c
  # looks. A build with XMPP and without them could never check a server.
  set(VILLAGE_CA_BUNDLE "${VILLAGE_WIN_DEPS}/share/ca-certificates/ca-certificates.crt"
      CACHE FILEPATH "The CA certificates (PEM) the package ships for XMPP")
  if(TARGET PkgConfig::LIBSTROPHE)
    if(NOT EXISTS "${VILLAGE_CA_BUNDLE}")
      message(FATAL_ERROR "No CA certificates at VILLAGE_CA_BUNDLE='${VILLAGE_CA_BUNDLE}': "
                          "run packaging/windows/build-deps.sh")
    endif()
    install(FILES "${VILLAGE_CA_BUNDLE}" DESTINATION . RENAME ca-certificates.crt)
  endif()
  install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION licenses/village RENAME LICENSE.txt)
  install(FILES ${PROJECT_SOURCE_DIR}/assets/CREDITS.md DESTINATION licenses/village)

  # makensis shows the licence page from a UTF-8 file only with a BOM.
  set(village_nsis_license ${CMAKE_CURRENT_BINARY_DIR}/LICENSE-nsis.txt)
  set(village_stage ${CMAKE_CURRENT_BINARY_DIR}/nsis-stage)
  set(village_setup ${CMAKE_CURRENT_BINARY_DIR}/village-${PROJECT_VERSION}-win64-setup.exe)
  set(village_files_nsh ${CMAKE_CURRENT_BINARY_DIR}/nsis-files.nsh)
  set(village_files_log ${CMAKE_CURRENT_BINARY_DIR}/village-files.txt)
  find_program(VILLAGE_MAKENSIS makensis)
  # The staged files get the time SOURCE_DATE_EPOCH (when set) because NSIS
  # stores each file's time: two builds of one commit give the same installer.
  add_custom_target(nsis-installer
    COMMAND ${CMAKE_COMMAND} -DIN=${PROJECT_SOURCE_DIR}/LICENSE -DOUT=${village_nsis_license}
            -P ${VILLAGE_WINDOWS_DIR}/license-for-nsis.cmake
    COMMAND ${CMAKE_COMMAND} -E rm -rf ${village_stage}
    COMMAND ${CMAKE_COMMAND} --install ${CMAKE_BINARY_DIR} --prefix ${village_stage} --strip
    COMMAND ${CMAKE_COMMAND} -DCPACK_TEMPORARY_INSTALL_DIRECTORY=${village_stage}
            -DCPACK_GENERATOR=NSIS -P ${PROJECT_SOURCE_DIR}/packaging/cpack-stage.cmake
    COMMAND ${CMAKE_COMMAND} -DSTAGE=${village_stage} -DOUT_NSH=${village_files_nsh}
            -DOUT_LIST=${village_files_log} -P ${VILLAGE_WINDOWS_DIR}/nsis-file-list.cmake
    COMMAND ${VILLAGE_MAKENSIS} -V2 -WX -DVERSION=${PROJECT_VERSION}
            -DVERSION_QUAD=${VILLAGE_VERSION_QUAD}
            "-DAPP_PUBLISHER=${VILLAGE_VENDOR}" -DSTAGING_DIR=${village_stage}
            -DFILE_LIST_NSH=${village_files_nsh} -DFILE_LIST_LOG=${village_files_log}
            -DLICENSE_FILE=${village_nsis_license} -DAPP_ICON=${VILLAGE_WIN_ICON}
            -DOUTFILE=${village_setup} ${VILLAGE_WINDOWS_DIR}/village.nsi
    DEPENDS village
    BYPRODUCTS ${village_setup}
    COMMENT "NSIS installer ${village_setup}"
    VERBATIM)
endif()

# macOS (cannot be built or tested on Linux: packaging/macos/README.md).
if(TARGET village AND APPLE)
  set(VILLAGE_ICNS ${PROJECT_SOURCE_DIR}/assets/icons/village.icns)
  set_target_properties(village PROPERTIES
    MACOSX_BUNDLE TRUE
    OUTPUT_NAME Village
    MACOSX_BUNDLE_INFO_PLIST ${PROJECT_SOURCE_DIR}/packaging/macos/Info.plist.in)
  target_sources(village PRIVATE ${VILLAGE_ICNS})
  # In the target's directory (src/app), or the icon is never copied into
  # Contents/Resources and CFBundleIconFile names nothing.
  set_source_files_properties(${VILLAGE_ICNS} TARGET_DIRECTORY village
    PROPERTIES MACOSX_PACKAGE_LOCATION Resources)
  install(TARGETS village BUNDLE DESTINATION .)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/ DESTINATION Village.app/Contents/Resources/assets
          PATTERN "src" EXCLUDE)
  install(FILES ${PROJECT_SOURCE_DIR}/LICENSE ${PROJECT_SOURCE_DIR}/assets/CREDITS.md
          DESTINATION Village.app/Contents/Resources/licenses/village)
  # The certificate authorities the XMPP connections trust: macOS keeps its
  # own in the keychain, which OpenSSL does not read, and Homebrew's
  # OpenSSL's file is not on a player's Mac. The release workflow names
  # the copy packaging/macos/build-xmpp-deps.sh takes of Homebrew's
  # ca-certificates (Mozilla's list); src/platform/ca_bundle.c looks in
  # Contents/Resources.
  find_file(VILLAGE_CA_BUNDLE cacert.pem PATHS /opt/homebrew/share/ca-certificates
            /usr/local/share/ca-certificates NO_DEFAULT_PATH
            DOC "The CA certificates (PEM) the package ships for XMPP")
  if(TARGET PkgConfig::LIBSTROPHE AND EXISTS "${VILLAGE_CA_BUNDLE}")
    install(FILES "${VILLAGE_CA_BUNDLE}" DESTINATION Village.app/Contents/Resources
            RENAME ca-certificates.crt)
  elseif(TARGET PkgConfig::LIBSTROPHE AND VILLAGE_PACKAGE)
    message(FATAL_ERROR "A package with XMPP needs its CA certificates: brew install "
                        "ca-certificates, or -DVILLAGE_CA_BUNDLE=<PEM file>")
  elseif(TARGET PkgConfig::LIBSTROPHE)
    message(WARNING "No CA certificates (VILLAGE_CA_BUNDLE): this build trusts only the "
                    "CA file a player names")
  endif()
  # At install time: the licence of every library fixup_bundle copies into
  # Contents/Frameworks, the transitive ones too (libpng, libogg… of a
  # Homebrew SDL2_image or SDL2_mixer), then fixup_bundle, then an ad hoc
  # signature. Each library's licence is looked for in its prefix: a
  # Homebrew keg has LICENSE*/COPYING* at its top, a prefix of
  # packaging/macos/build-deps.sh (or another CMake install) has
  # share/licenses/<library>/. A library without one stops the install.
  # fixup_bundle rewrites install names, which breaks the dylibs' signatures:
  # Apple Silicon kills arm64 code with a broken signature, so each Mach-O is
  # signed again ad hoc, inside out (the release signature comes later:
  # packaging/macos/sign-and-notarize.sh).
  install(CODE "
    include(BundleUtilities)
    set(app \"\${CMAKE_INSTALL_PREFIX}/Village.app\")
    set(licenses \"\${app}/Contents/Resources/licenses\")
    get_bundle_main_executable(\"\${app}\" exe)
    get_prerequisites(\"\${exe}\" libraries 1 1 \"\" \"\")
    foreach(library IN LISTS libraries)
      gp_resolve_item(\"\${exe}\" \"\${library}\" \"\" \"\" resolved)
      get_filename_component(resolved \"\${resolved}\" REALPATH)
      get_filename_component(library_dir \"\${resolved}\" DIRECTORY)
      get_filename_component(prefix \"\${library_dir}\" DIRECTORY)
      get_filename_component(name \"\${resolved}\" NAME_WE)
      file(GLOB top_licences \"\${prefix}/LICENSE*\" \"\${prefix}/COPYING*\")
      if(top_licences)
        file(COPY \${top_licences} DESTINATION \"\${licenses}/\${name}\")
      elseif(IS_DIRECTORY \"\${prefix}/share/licenses\")
        file(COPY \"\${prefix}/share/licenses/\" DESTINATION \"\${licenses}\")
      else()
        message(FATAL_ERROR \"no licence for \${resolved} in \${prefix}\")
      endif()
    endforeach()
    fixup_bundle(\"\${app}\" \"\" \"\")
    file(GLOB frameworks \"\${app}/Contents/Frameworks/*.dylib\")
    foreach(item IN LISTS frameworks app)
      execute_process(COMMAND codesign --force --sign - \"\${item}\" RESULT_VARIABLE rc)
      if(NOT rc EQUAL 0)
        message(FATAL_ERROR \"codesign of \${item} failed\")
      endif()
    endforeach()
  ")
endif()

# The stb headers (<stb/stb_image_write.h>) where the compiler does not look
# by itself, e.g. -DSTB_INCLUDE_DIR=<dir holding stb/> on macOS.
find_path(STB_INCLUDE_DIR stb/stb_image_write.h DOC "Folder holding stb/stb_image_write.h")
if(TARGET village_app AND STB_INCLUDE_DIR
   AND NOT STB_INCLUDE_DIR IN_LIST CMAKE_C_IMPLICIT_INCLUDE_DIRECTORIES)
  target_include_directories(village_app SYSTEM PRIVATE ${STB_INCLUDE_DIR})
endif()

set(CPACK_PACKAGE_NAME village)
set(CPACK_PACKAGE_VENDOR "${VILLAGE_VENDOR}")
set(CPACK_PACKAGE_CONTACT "Village Studio <studio@villagestudio.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "board game of a medieval village's generations")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/villagestudio/village")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGE_INSTALL_DIRECTORY "Village")
set(CPACK_PACKAGE_EXECUTABLES village "Village")
set(CPACK_STRIP_FILES ON)
# Fixed file times (SOURCE_DATE_EPOCH) in every archive; Debian's font links.
set(CPACK_PRE_BUILD_SCRIPTS ${PROJECT_SOURCE_DIR}/packaging/cpack-stage.cmake)

if(UNIX AND NOT APPLE)
  set(CPACK_GENERATOR "DEB;TGZ")
  set(CPACK_VILLAGE_INSTALL_PREFIX "${CMAKE_INSTALL_PREFIX}")
  set(CPACK_PROJECT_CONFIG_FILE ${VILLAGE_LINUX_DIR}/cpack-per-generator.cmake)
    set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
  set(CPACK_DEBIAN_PACKAGE_SECTION games)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON) # declares the SDL2 runtime packages
  # The fonts in the .deb are links to these packages' files (cpack-stage.cmake).
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-open-sans, fonts-ebgaramond")
  # SDL2_mixer is loaded when the sound starts (src/app/mixer_calls.h), so
  # dpkg-shlibdeps, which reads the program's links, does not see it.
  if(VILLAGE_MIXER_AT_RUN_TIME)
    string(APPEND CPACK_DEBIAN_PACKAGE_DEPENDS ", libsdl2-mixer-2.0-0 (>= 2.6.0)")
  endif()
  # The extended description; CPack puts the summary line above it.
  set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
      "Lead your family through the generations of a medieval village: crafts,\ncouncil, church, travels and the market. Play against AI opponents or\nwith friends on one screen.")
  # The .tar.gz (and its top folder); the .deb keeps Debian's own file name.
  set(CPACK_PACKAGE_FILE_NAME "village-${PROJECT_VERSION}-linux-${CMAKE_SYSTEM_PROCESSOR}")
elseif(WIN32)
  set(CPACK_GENERATOR ZIP)
  set(CPACK_PACKAGE_FILE_NAME "village-${PROJECT_VERSION}-win64")
elseif(APPLE)
  set(CPACK_GENERATOR DragNDrop)
  set(CPACK_DMG_VOLUME_NAME "Village ${PROJECT_VERSION}")
endif()

include(CPack)

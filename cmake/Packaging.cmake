# Install layout and installers (CPack). One version (PROJECT_VERSION) flows
# into every package. Linux: .deb and a relocatable .tar.gz. Windows: NSIS
# (packaging/windows). macOS: a bundle and a DragNDrop .dmg (packaging/macos).
include(GNUInstallDirs)

set(VILLAGE_APP_ID "io.github.villagestudio.Village")
set(VILLAGE_LINUX_DIR ${PROJECT_SOURCE_DIR}/packaging/linux)

if(TARGET village AND NOT APPLE)
  install(TARGETS village RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  # The game looks for its data at <exe>/../share/village/assets, so the
  # installed tree works from any prefix and the .tar.gz from any folder.
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/
          DESTINATION ${CMAKE_INSTALL_DATADIR}/village/assets
          PATTERN "src" EXCLUDE)
endif()

if(APPLE AND TARGET village)
  set(VILLAGE_ICNS ${PROJECT_SOURCE_DIR}/assets/icons/village.icns)
  set_target_properties(village PROPERTIES
    MACOSX_BUNDLE TRUE
    OUTPUT_NAME Village
    MACOSX_BUNDLE_INFO_PLIST ${PROJECT_SOURCE_DIR}/packaging/macos/Info.plist.in)
  target_sources(village PRIVATE ${VILLAGE_ICNS})
  set_source_files_properties(${VILLAGE_ICNS} PROPERTIES MACOSX_PACKAGE_LOCATION Resources)
  install(TARGETS village BUNDLE DESTINATION .)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/ DESTINATION Village.app/Contents/Resources/assets
          PATTERN "src" EXCLUDE)
  # Copies the SDL2 dylibs into the bundle and fixes their install names.
  install(CODE "
    include(BundleUtilities)
    fixup_bundle(\"\${CMAKE_INSTALL_PREFIX}/Village.app\" \"\" \"\")
  ")
  set(CPACK_GENERATOR DragNDrop)
  set(CPACK_DMG_VOLUME_NAME "Village ${PROJECT_VERSION}")
endif()

if(UNIX AND NOT APPLE)
  configure_file(${VILLAGE_LINUX_DIR}/village.metainfo.xml.in
                 ${CMAKE_CURRENT_BINARY_DIR}/${VILLAGE_APP_ID}.metainfo.xml @ONLY)
  configure_file(${VILLAGE_LINUX_DIR}/village.6.in ${CMAKE_CURRENT_BINARY_DIR}/village.6 @ONLY)
  install(FILES ${VILLAGE_LINUX_DIR}/village.desktop
          DESTINATION ${CMAKE_INSTALL_DATADIR}/applications RENAME ${VILLAGE_APP_ID}.desktop)
  install(FILES ${CMAKE_CURRENT_BINARY_DIR}/${VILLAGE_APP_ID}.metainfo.xml
          DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  install(FILES ${CMAKE_CURRENT_BINARY_DIR}/village.6 DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
  foreach(size 16 32 48 64 128 256 512)
    set(icon ${PROJECT_SOURCE_DIR}/assets/icons/village-${size}.png)
    if(EXISTS ${icon})
      install(FILES ${icon} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps
              RENAME ${VILLAGE_APP_ID}.png)
    endif()
  endforeach()
endif()
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/LICENSE
        DESTINATION ${CMAKE_INSTALL_DOCDIR})
if(EXISTS ${PROJECT_SOURCE_DIR}/assets/CREDITS.md)
  install(FILES ${PROJECT_SOURCE_DIR}/assets/CREDITS.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
endif()

set(CPACK_PACKAGE_NAME village)
set(CPACK_PACKAGE_VENDOR "Village Studio")
set(CPACK_PACKAGE_CONTACT "Village Studio <studio@villagestudio.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "The board game Village by Inka & Markus Brand")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGE_INSTALL_DIRECTORY "Village")
set(CPACK_PACKAGE_EXECUTABLES village "Village")
set(CPACK_STRIP_FILES ON)

if(UNIX AND NOT APPLE)
  set(CPACK_GENERATOR "DEB;TGZ")
  set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
  set(CPACK_DEBIAN_PACKAGE_SECTION games)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON) # declares the SDL2 runtime packages
  set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
      "The board game Village by Inka & Markus Brand\n Lead your family through the generations of a medieval village:\n crafts, council, church, travels and the market. Play against AI\n opponents or with friends on one screen.")
  set(CPACK_ARCHIVE_FILE_NAME "village-${PROJECT_VERSION}-linux-${CMAKE_SYSTEM_PROCESSOR}")
endif()

include(CPack)

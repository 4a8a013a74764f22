# CPACK_PROJECT_CONFIG_FILE: read by cpack once per generator (CPACK_GENERATOR
# holds the one being run). The .deb installs under the prefix the project was
# configured with, so the man page, configured with that prefix, names the
# paths the package really has. The .tar.gz stays relative (bin dir beside
# share/), as the game finds its data from its own folder.
if(CPACK_GENERATOR STREQUAL "DEB")
  set(CPACK_PACKAGING_INSTALL_PREFIX "${CPACK_VILLAGE_INSTALL_PREFIX}")
endif()

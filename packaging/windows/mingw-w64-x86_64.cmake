# CMake toolchain file: cross-compile for 64-bit Windows with Debian's
# mingw-w64 toolchain (package `mingw-w64`).
#
# Used for two things:
#   * packaging/windows/build-deps.sh builds SDL2 & friends with it;
#   * the game itself:
#       cmake -S . -B build-win \
#             -DCMAKE_TOOLCHAIN_FILE=packaging/windows/mingw-w64-x86_64.cmake \
#             -DCMAKE_PREFIX_PATH=$PWD/build/win-deps
#
# Where the cross-built dependencies live (the "deps prefix"), first match wins:
#   1. -DVILLAGE_WIN_DEPS=/abs/path           (cache variable)
#   2. environment variable VILLAGE_WIN_DEPS
#   3. <repo>/build/win-deps                  (default of build-deps.sh)
# Every entry of CMAKE_PREFIX_PATH is also added to CMAKE_FIND_ROOT_PATH, so
# `-DCMAKE_PREFIX_PATH=<prefix>` alone is enough as well.
#
# Host (Linux) libraries are never picked up: headers, libraries and CMake
# packages are searched ONLY below the mingw sysroot and the deps prefix.

set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(_village_triple x86_64-w64-mingw32)

# Prefer the "win32" thread-model compilers: they do not drag in
# libwinpthread-1.dll. Fall back to whatever the alternatives point to.
find_program(_village_cc  NAMES ${_village_triple}-gcc-win32 ${_village_triple}-gcc REQUIRED)
find_program(_village_cxx NAMES ${_village_triple}-g++-win32 ${_village_triple}-g++)
find_program(_village_rc  NAMES ${_village_triple}-windres REQUIRED)
set(CMAKE_C_COMPILER   "${_village_cc}")
if(_village_cxx)
  set(CMAKE_CXX_COMPILER "${_village_cxx}")
endif()
set(CMAKE_RC_COMPILER  "${_village_rc}")

# No libgcc_s_seh-1.dll / libstdc++-6.dll at runtime.
set(CMAKE_EXE_LINKER_FLAGS_INIT    "-static-libgcc")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-static-libgcc")
set(CMAKE_MODULE_LINKER_FLAGS_INIT "-static-libgcc")
if(_village_cxx)
  string(APPEND CMAKE_EXE_LINKER_FLAGS_INIT    " -static-libstdc++")
  string(APPEND CMAKE_SHARED_LINKER_FLAGS_INIT " -static-libstdc++")
endif()

# ---- locate the deps prefix ------------------------------------------------
if(NOT VILLAGE_WIN_DEPS)
  if(DEFINED ENV{VILLAGE_WIN_DEPS} AND NOT "$ENV{VILLAGE_WIN_DEPS}" STREQUAL "")
    set(VILLAGE_WIN_DEPS "$ENV{VILLAGE_WIN_DEPS}")
  else()
    get_filename_component(VILLAGE_WIN_DEPS
      "${CMAKE_CURRENT_LIST_DIR}/../../build/win-deps" ABSOLUTE)
  endif()
endif()
set(VILLAGE_WIN_DEPS "${VILLAGE_WIN_DEPS}" CACHE PATH
    "Prefix holding the cross-built Windows dependencies (SDL2, ...)")
# Make it visible to try_compile() sub-projects as well.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES VILLAGE_WIN_DEPS)

set(CMAKE_FIND_ROOT_PATH "/usr/${_village_triple}")
if(EXISTS "${VILLAGE_WIN_DEPS}")
  list(APPEND CMAKE_FIND_ROOT_PATH "${VILLAGE_WIN_DEPS}")
endif()
foreach(_p IN LISTS CMAKE_PREFIX_PATH)
  list(APPEND CMAKE_FIND_ROOT_PATH "${_p}")
endforeach()
list(REMOVE_DUPLICATES CMAKE_FIND_ROOT_PATH)

set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)   # host tools (pkg-config, ...)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# pkg-config (FindPkgConfig / pkg_check_modules): only look at Windows .pc files.
set(ENV{PKG_CONFIG_LIBDIR} "${VILLAGE_WIN_DEPS}/lib/pkgconfig:/usr/${_village_triple}/lib/pkgconfig")
set(ENV{PKG_CONFIG_PATH} "")

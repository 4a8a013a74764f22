#!/usr/bin/env bash
# Builds the AppImage's own SDL2 libraries (x86_64 Linux) from the Debian
# source packages the Windows build uses (packaging/windows/build-deps.sh,
# the same downloads: packaging/debian-sources.sh), with only what the game
# needs, so that the AppImage depends on nothing a desktop may lack:
#
#   libsdl2       -> libSDL2-2.0.so.0: X11, Wayland (with libdecor), PulseAudio,
#                    PipeWire and ALSA all loaded with dlopen() when present,
#                    none of them linked; no JACK, sndio, esd, aRts, NAS,
#                    KMS/DRM (libgbm), libusb or libsamplerate; the
#                    joystick subsystem for game controllers (evdev, udev
#                    loaded with dlopen() when present), no haptic or sensor
#   freetype      -> static, PIC, no zlib/bzip2/png/brotli/harfbuzz
#                    (linked into SDL2_ttf only)
#   libsdl2-image -> libSDL2_image-2.0.so.0: PNG through stb_image; no JPEG,
#                    TIFF, WebP, AVIF, JXL libraries
#   libsdl2-ttf   -> libSDL2_ttf-2.0.so.0: that FreeType, no HarfBuzz
#   libsdl2-mixer -> libSDL2_mixer-2.0.so.0: Ogg Vorbis through stb_vorbis
#                    (the game's sounds are .ogg), WAV; no FLAC, MP3, Opus,
#                    MOD, MIDI libraries
#
# Each is the same version as Debian 12's binary package the game is built
# against, so the game finds the same sonames and symbols in them.
#
# Usage: packaging/linux/build-deps.sh [PREFIX]    (default build/linux-deps)
# Env:   JOBS, FORCE=1, SKIP_APT=1, VILLAGE_DEB_SOURCES as for the Windows
#        script; VILLAGE_LINUX_DEPS_WORK scratch folder (default PREFIX-work).
# A library is rebuilt only when its Debian version, our patches, its options
# or a library it links change (stamps in PREFIX/.stamps): a second run with
# nothing changed takes about a second.
# HOST_PKGS and TARGET_*: read by packaging/debian-sources.sh.
# shellcheck disable=SC2034
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
export LC_ALL=C

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
PREFIX=${1:-"$REPO/build/linux-deps"}
mkdir -p "$PREFIX"
PREFIX=$(cd "$PREFIX" && pwd)
WORK=${VILLAGE_LINUX_DEPS_WORK:-"$PREFIX-work"}
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
JOBS=${JOBS:-$(nproc)}
STAMPS="$PREFIX/.stamps"
LOGS="$WORK/logs"
BLD="$WORK/build"
mkdir -p "$STAMPS" "$LOGS" "$BLD"

T0=$(date +%s)
log() { printf '[linux-deps %4ss] %s\n' "$(($(date +%s) - T0))" "$*"; }
die() {
    printf '[linux-deps] ERROR: %s\n' "$*" >&2
    exit 1
}

# The headers SDL needs to load each back end at run time (no library of
# theirs is linked), and the build tools.
HOST_PKGS=(cmake ninja-build pkg-config dpkg-dev xz-utils patch gcc
    libx11-dev libxext-dev libxcursor-dev libxi-dev libxrandr-dev libxss-dev libxfixes-dev
    libxinerama-dev libxxf86vm-dev libwayland-dev wayland-protocols libxkbcommon-dev
    libdecor-0-dev libegl-dev libgl-dev libgles-dev libpulse-dev libasound2-dev
    libpipewire-0.3-dev libdbus-1-dev libudev-dev libibus-1.0-dev)
# Debian's hardening flags, and no build path in the libraries. Without
# fixfilepath and fixdebugpath: dpkg-buildflags would add -f*-prefix-map=<current folder>=.,
# and the flags (so the stamps and the libraries) would depend on where this
# is run from; the second build of scripts/package --ci runs it from a copy
# of the tree, and rebuilt them. Our own prefix maps follow.
BUILDFLAGS=(env "DEB_BUILD_MAINT_OPTIONS=hardening=+all reproducible=-fixfilepath,-fixdebugpath" dpkg-buildflags --get)
CFLAGS_ALL="$("${BUILDFLAGS[@]}" CFLAGS) $("${BUILDFLAGS[@]}" CPPFLAGS)"
LDFLAGS_ALL="$("${BUILDFLAGS[@]}" LDFLAGS)"
# debian-sources.sh sets SRC; the prefix maps are added once it has.
TARGET_INPUTS="linux-x86_64 $(gcc -dumpfullversion) $CFLAGS_ALL $LDFLAGS_ALL"
# shellcheck source=../debian-sources.sh
. "$HERE/../debian-sources.sh"
TARGET_CMAKE_ARGS=(
    "-DCMAKE_C_FLAGS=$CFLAGS_ALL -ffile-prefix-map=$SRC=/usr/src -ffile-prefix-map=$BLD=/usr/src/build"
    "-DCMAKE_SHARED_LINKER_FLAGS=$LDFLAGS_ALL"
    -DCMAKE_POSITION_INDEPENDENT_CODE=ON
    -DCMAKE_INSTALL_LIBDIR=lib
    -DCMAKE_SKIP_INSTALL_RPATH=ON
)

build_deps_of() {
    case $1 in
    libsdl2-ttf) echo freetype libsdl2 ;;
    libsdl2-image | libsdl2-mixer) echo libsdl2 ;;
    esac
}

ensure_host_tools
ensure_deb_src
for p in freetype libsdl2 libsdl2-image libsdl2-ttf libsdl2-mixer; do fetch "$p"; done
[ "${FETCH_ONLY:-0}" = 1 ] && {
    log "sources fetched (FETCH_ONLY=1)"
    exit 0
}

build_sdl2() {
    build libsdl2 \
        -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF -DSDL_TESTS=OFF \
        -DSDL2_DISABLE_UNINSTALL=ON -DSDL_RPATH=OFF -DSDL_CCACHE=OFF \
        -DSDL_X11=ON -DSDL_X11_SHARED=ON \
        -DSDL_WAYLAND=ON -DSDL_WAYLAND_SHARED=ON \
        -DSDL_WAYLAND_LIBDECOR=ON -DSDL_WAYLAND_LIBDECOR_SHARED=ON \
        -DSDL_PULSEAUDIO=ON -DSDL_PULSEAUDIO_SHARED=ON \
        -DSDL_PIPEWIRE=ON -DSDL_PIPEWIRE_SHARED=ON \
        -DSDL_ALSA=ON -DSDL_ALSA_SHARED=ON \
        -DSDL_JACK=OFF -DSDL_ESD=OFF -DSDL_ARTS=OFF -DSDL_NAS=OFF -DSDL_SNDIO=OFF \
        -DSDL_FUSIONSOUND=OFF -DSDL_LIBSAMPLERATE=OFF -DSDL_KMSDRM=OFF \
        -DSDL_VIVANTE=OFF \
        -DSDL_JOYSTICK=ON -DSDL_HAPTIC=OFF -DSDL_HIDAPI=OFF -DSDL_SENSOR=OFF \
        -DSDL_VENDOR_INFO="Village linux-deps (Debian source)"
}
build_freetype() {
    build freetype \
        -DBUILD_SHARED_LIBS=OFF \
        -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON \
        -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
}
build_sdl2_image() {
    build libsdl2-image \
        -DBUILD_SHARED_LIBS=ON -DSDL2IMAGE_VENDORED=OFF \
        -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_TESTS=OFF \
        -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_PNG=ON -DSDL2IMAGE_JPG=OFF \
        -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF -DSDL2IMAGE_WEBP=OFF \
        -DSDL2IMAGE_DEPS_SHARED=OFF
}
build_sdl2_ttf() {
    # FindFreetype must take ours, not the system's shared one.
    build libsdl2-ttf \
        -DBUILD_SHARED_LIBS=ON -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF \
        -DSDL2TTF_SAMPLES=OFF \
        -DFREETYPE_LIBRARY="$PREFIX/lib/libfreetype.a" \
        -DFREETYPE_INCLUDE_DIRS="$PREFIX/include/freetype2"
}
build_sdl2_mixer() {
    build libsdl2-mixer \
        -DBUILD_SHARED_LIBS=ON -DSDL2MIXER_VENDORED=OFF -DSDL2MIXER_SAMPLES=OFF \
        -DSDL2MIXER_DEPS_SHARED=OFF \
        -DSDL2MIXER_VORBIS=STB -DSDL2MIXER_OPUS=OFF -DSDL2MIXER_FLAC=OFF \
        -DSDL2MIXER_MP3=OFF -DSDL2MIXER_MOD=OFF -DSDL2MIXER_MIDI=OFF
}
# Two libraries at a time: each configure step is single-threaded.
# SDL2 beside FreeType, then the three SDL2_* libraries.
lanes build_sdl2 -- build_freetype
lanes build_sdl2_image -- build_sdl2_ttf build_sdl2_mixer

# Licences: each source package's Debian copyright file (it covers the code
# compiled in: stb_image, stb_vorbis, FreeType in SDL2_ttf) and FreeType's FTL.
for p in freetype libsdl2 libsdl2-image libsdl2-ttf libsdl2-mixer; do
    d=$(ls -d "$SRC/$p"-[0-9]*/ | sort -V | tail -n 1)
    mkdir -p "$PREFIX/share/licenses/$p"
    cp "$d/debian/copyright" "$PREFIX/share/licenses/$p/copyright"
done
cp "$(ls -d "$SRC"/freetype-[0-9]*/ | sort -V | tail -n 1)"/docs/FTL.TXT "$PREFIX/share/licenses/freetype/"
{
    echo "# Village's AppImage libraries, built with $(gcc --version | head -n 1)"
    for p in freetype libsdl2 libsdl2-image libsdl2-ttf libsdl2-mixer; do
        printf '%-14s %s\n' "$p" "$(cut -d' ' -f1 "$STAMPS/$p")"
    done
} >"$PREFIX/VERSIONS.txt"

# What they link: nothing beyond glibc (and SDL2 for the other three).
for lib in libSDL2-2.0.so.0 libSDL2_image-2.0.so.0 libSDL2_ttf-2.0.so.0 libSDL2_mixer-2.0.so.0; do
    [ -e "$PREFIX/lib/$lib" ] || die "missing: $PREFIX/lib/$lib"
    extra=$(readelf -dW "$PREFIX/lib/$lib" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' |
        grep -vxE 'libc\.so\.6|libm\.so\.6|libdl\.so\.2|libpthread\.so\.0|libSDL2-2\.0\.so\.0' || true)
    [ -z "$extra" ] || die "$lib links $(echo $extra): a host library the AppImage must not need"
    log "$lib: needs $(readelf -dW "$PREFIX/lib/$lib" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')"
done
log "all done in $(($(date +%s) - T0))s; prefix: $PREFIX"

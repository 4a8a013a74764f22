#!/usr/bin/env bash
# Cross-build the Windows (x86_64, mingw-w64) dependencies of Village from
# Debian *source* packages:
#
#   freetype      -> static libfreetype.a (linked into SDL2_ttf.dll only)
#   libsdl2       -> SDL2.dll        + libSDL2main.a
#   libsdl2-image -> SDL2_image.dll  (stb_image backend: PNG/JPG without libpng/zlib)
#   libsdl2-ttf   -> SDL2_ttf.dll    (freetype, no harfbuzz)
#   libsdl2-mixer -> SDL2_mixer.dll  (stb_vorbis OGG, dr_wav/dr_flac/dr_mp3, timidity,
#                                     native MIDI; no opus/modplug/xmp/fluidsynth)
#   cjson         -> libcjson.dll    (the save layer's JSON parser, via pkg-config libcjson)
#   libstb        -> include/stb/*.h (header-only; the game includes <stb/stb_image_write.h>)
# then, from upstream's archives (not in Debian's mingw-w64 builds), the
# XMPP transport's static libraries: Expat, OpenSSL and libstrophe, and the
# certificate authorities the game trusts (packaging/windows/build-xmpp-deps.sh;
# the archives from ../shared/vendor beside the checkout or VILLAGE_VENDOR_SOURCES),
# plus libwinpthread-1.dll copied from Debian's mingw-w64 (the game's AI uses
# POSIX threads, which winpthreads provides on Windows).
#
# Usage: packaging/windows/build-deps.sh [PREFIX]
#   PREFIX  install prefix, default <repo>/build/win-deps
#
# Environment (all optional):
#   VILLAGE_WIN_DEPS_WORK  scratch dir for build trees/logs,
#                          default "<PREFIX>-work" (sibling of PREFIX)
#   VILLAGE_DEB_SOURCES    the Debian sources (shared with the Linux
#                          libraries of packaging/linux/build-deps.sh),
#                          default <repo>/build/deb-sources
#   JOBS                   parallel build jobs, default $(nproc)
#   FORCE=1                ignore the per-library stamps and rebuild everything
#   SKIP_APT=1             do not run apt-get install/update (tools must exist)
#   FETCH_ONLY=1           stop once every source is downloaded and unpacked
#                          (CI fetches them while its tests run)
#   VILLAGE_VENDOR_SOURCES the folder holding the XMPP libraries' archives
#                          (default ../shared/vendor beside the checkout)
#   VILLAGE_DEPS_CACHE     where finished XMPP library builds are kept for
#                          other checkouts (default ~/.cache/village-deps)
#
# Idempotent: every library leaves a stamp in PREFIX/.stamps/<pkg>; the stamp
# records the Debian source version and the configure options, and a library is
# rebuilt only when either changes (or FORCE=1). Sources are downloaded once.
# HOST_PKGS and TARGET_*: read by packaging/debian-sources.sh.
# shellcheck disable=SC2034
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
export LC_ALL=C

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
TOOLCHAIN="$HERE/mingw-w64-x86_64.cmake"

PREFIX=${1:-"$REPO/build/win-deps"}
mkdir -p "$PREFIX"
PREFIX=$(cd "$PREFIX" && pwd)
WORK=${VILLAGE_WIN_DEPS_WORK:-"$PREFIX-work"}
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
JOBS=${JOBS:-$(nproc)}
STAMPS="$PREFIX/.stamps"
LOGS="$WORK/logs"
BLD="$WORK/build"
mkdir -p "$STAMPS" "$LOGS" "$BLD"

T0=$(date +%s)
log() { printf '[build-deps %4ss] %s\n' "$(( $(date +%s) - T0 ))" "$*"; }
die() { printf '[build-deps] ERROR: %s\n' "$*" >&2; exit 1; }

# Of Debian's mingw-w64 only the 64-bit toolchain with Win32 threads that
# mingw-w64-x86_64.cmake picks: the metapackage also brings the 32-bit one
# and the POSIX-threads variants, 175 of its 244 MB of downloads.
HOST_PKGS=(gcc-mingw-w64-x86-64-win32 g++-mingw-w64-x86-64-win32 binutils-mingw-w64-x86-64
    mingw-w64-x86-64-dev cmake ninja-build pkg-config dpkg-dev xz-utils patch
    # build-xmpp-deps.sh: libstrophe's bootstrap, OpenSSL's Configure, the CA list
    autoconf automake libtool make perl ca-certificates)
TARGET_CMAKE_ARGS=(-DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" -DVILLAGE_WIN_DEPS="$PREFIX")
TARGET_INPUTS=$(sha256sum <"$TOOLCHAIN")
# Sources, apt, fetch, build and lanes, shared with the Linux libraries.
# shellcheck source=../debian-sources.sh
. "$HERE/../debian-sources.sh"

# ------------------------------------------------------------------- builds
# Libraries a package links against: rebuilding those rebuilds it too.
build_deps_of() {
    case $1 in
        libsdl2-ttf) echo freetype libsdl2 ;;
        libsdl2-image|libsdl2-mixer) echo libsdl2 ;;
    esac
}

ensure_host_tools
ensure_deb_src

# Every source first (network-bound, and apt-get runs one at a time), then
# the builds in two lanes at once: each library's configure step is
# single-threaded (SDL's runs for a minute), so one lane alone leaves a core
# idle for much of the build. First SDL2 beside FreeType and cJSON, then
# SDL2_image beside SDL2_ttf and SDL2_mixer (the same time each way).
for p in freetype libsdl2 libsdl2-image libsdl2-ttf libsdl2-mixer cjson libstb; do fetch "$p"; done
[ "${FETCH_ONLY:-0}" = 1 ] && { log "sources fetched (FETCH_ONLY=1)"; exit 0; }

build_freetype() {
    # static, no zlib/bzip2/png/brotli/harfbuzz (FT_DISABLE_ZLIB makes it use
    # its own internal copy of zlib's inflate for gzip'd fonts).
    build freetype \
        -DBUILD_SHARED_LIBS=OFF \
        -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON \
        -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
}
build_sdl2() {
    build libsdl2 \
        -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF -DSDL_TESTS=OFF \
        -DSDL2_DISABLE_UNINSTALL=ON \
        -DSDL_VENDOR_INFO="Village win-deps (Debian source)"
}
build_sdl2_image() {
    build libsdl2-image \
        -DBUILD_SHARED_LIBS=ON -DSDL2IMAGE_VENDORED=OFF \
        -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_TESTS=OFF \
        -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_BACKEND_WIC=OFF \
        -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF -DSDL2IMAGE_WEBP=OFF \
        -DSDL2IMAGE_DEPS_SHARED=OFF
}
build_sdl2_ttf() {
    build libsdl2-ttf \
        -DBUILD_SHARED_LIBS=ON -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF \
        -DSDL2TTF_SAMPLES=OFF
}
build_sdl2_mixer() {
    build libsdl2-mixer \
        -DBUILD_SHARED_LIBS=ON -DSDL2MIXER_VENDORED=OFF -DSDL2MIXER_SAMPLES=OFF \
        -DSDL2MIXER_DEPS_SHARED=OFF \
        -DSDL2MIXER_VORBIS=STB \
        -DSDL2MIXER_OPUS=OFF \
        -DSDL2MIXER_FLAC=ON -DSDL2MIXER_FLAC_LIBFLAC=OFF -DSDL2MIXER_FLAC_DRFLAC=ON \
        -DSDL2MIXER_MP3=ON -DSDL2MIXER_MP3_DRMP3=ON -DSDL2MIXER_MP3_MPG123=OFF \
        -DSDL2MIXER_MOD=OFF \
        -DSDL2MIXER_MIDI=ON -DSDL2MIXER_MIDI_FLUIDSYNTH=OFF \
        -DSDL2MIXER_MIDI_NATIVE=ON -DSDL2MIXER_MIDI_TIMIDITY=ON
}
build_cjson() {
    # Used by src/save and src/cli through pkg-config `libcjson`. The
    # project's custom flags add -fstack-protector-strong (needs libssp-0.dll
    # on mingw) and -Werror, so use plain flags.
    build cjson \
        -DBUILD_SHARED_LIBS=ON -DENABLE_CJSON_TEST=OFF -DENABLE_CJSON_UTILS=OFF \
        -DENABLE_CUSTOM_COMPILER_FLAGS=OFF -DENABLE_TARGET_EXPORT=ON
}
# The XMPP transport's libraries (static, linked into the game) and the
# certificate authorities it trusts; rebuilt only when their inputs change.
# They need none of the libraries above, and OpenSSL is the longest build of
# all, so they build beside the two lanes rather than after them: a core no
# longer waits through libstrophe's single-threaded bootstrap and configure
# at the end. Should a lane fail, they still finish (no build is left running).
"$HERE/build-xmpp-deps.sh" "$PREFIX" "$WORK" &
xmpp_pid=$!
trap 'wait "$xmpp_pid" 2>/dev/null || true' EXIT
lanes build_sdl2 -- build_freetype build_cjson
lanes build_sdl2_image -- build_sdl2_ttf build_sdl2_mixer

# stb: header-only use (the game defines STB_IMAGE_WRITE_IMPLEMENTATION itself),
# installed where Debian's libstb-dev puts them: <prefix>/include/stb/*.h
fetch libstb
stb_want="$VERSION headers"
if [ "${FORCE:-0}" != 1 ] && [ "$(cat "$STAMPS/libstb" 2>/dev/null)" = "$stb_want" ]; then
    log "libstb $VERSION: up to date (stamp $STAMPS/libstb)"
else
    rm -rf "$PREFIX/include/stb"
    mkdir -p "$PREFIX/include/stb"
    cp "$SRCDIR"/*.h "$PREFIX/include/stb/"
    echo "$stb_want" >"$STAMPS/libstb"
    log "libstb $VERSION: headers installed"
fi

# winpthreads runtime: Threads::Threads / -lpthread on mingw links
# libwinpthread-1.dll, which must ship next to the exe.
WINPTHREAD_DLL=/usr/x86_64-w64-mingw32/lib/libwinpthread-1.dll
[ -f "$WINPTHREAD_DLL" ] || die "$WINPTHREAD_DLL not found (package mingw-w64-x86-64-dev)"
if ! cmp -s "$WINPTHREAD_DLL" "$PREFIX/bin/libwinpthread-1.dll"; then
    install -m 0644 "$WINPTHREAD_DLL" "$PREFIX/bin/libwinpthread-1.dll"
    x86_64-w64-mingw32-strip --strip-unneeded "$PREFIX/bin/libwinpthread-1.dll"
fi

xmpp_rc=0
wait "$xmpp_pid" || xmpp_rc=$?
trap - EXIT
[ "$xmpp_rc" -eq 0 ] || die "the XMPP libraries failed (exit $xmpp_rc; logs in $WORK/xmpp/logs)"

# ------------------------------------------------------------------ licences
# Ship every source package's Debian copyright file (covers bundled code such
# as stb_image, stb_vorbis, dr_libs, timidity) plus FreeType's FTL, which
# requires a credit line in the game's documentation.
for p in freetype libsdl2 libsdl2-image libsdl2-ttf libsdl2-mixer cjson libstb; do
    d=$(ls -d "$SRC/$p"-[0-9]*/ | sort -V | tail -n 1)
    mkdir -p "$PREFIX/share/licenses/debian-$p"
    cp "$d/debian/copyright" "$PREFIX/share/licenses/debian-$p/copyright"
done
mkdir -p "$PREFIX/share/licenses/freetype"
cp "$(ls -d "$SRC"/freetype-[0-9]*/ | sort -V | tail -n 1)"/docs/FTL.TXT "$PREFIX/share/licenses/freetype/"
mkdir -p "$PREFIX/share/licenses/cjson" "$PREFIX/share/licenses/winpthreads"
cp "$(ls -d "$SRC"/cjson-[0-9]*/ | sort -V | tail -n 1)"/LICENSE "$PREFIX/share/licenses/cjson/"
cp /usr/share/doc/mingw-w64-x86-64-dev/copyright "$PREFIX/share/licenses/winpthreads/copyright.mingw-w64"

# ------------------------------------------------------------------ manifest
{
    echo "# Village Windows dependencies, cross-built with $(x86_64-w64-mingw32-gcc-win32 --version | head -n 1)"
    for p in freetype libsdl2 libsdl2-image libsdl2-ttf libsdl2-mixer cjson libstb; do
        printf '%-14s %s\n' "$p" "$(cut -d' ' -f1 "$STAMPS/$p")"
    done
    printf '%-14s %s\n' expat 2.8.3 openssl 3.0.22 libstrophe 0.14.0-11-gb9eead3 \
        ca-certificates "$(cat "$PREFIX/share/ca-certificates/VERSION")"
} >"$PREFIX/VERSIONS.txt"

# Sanity check of the result.
missing=0
for f in bin/SDL2.dll bin/SDL2_image.dll bin/SDL2_ttf.dll bin/SDL2_mixer.dll \
         lib/libSDL2.dll.a lib/libSDL2main.a lib/libSDL2_image.dll.a \
         lib/libSDL2_ttf.dll.a lib/libSDL2_mixer.dll.a \
         include/SDL2/SDL.h include/SDL2/SDL_image.h include/SDL2/SDL_ttf.h include/SDL2/SDL_mixer.h \
         lib/cmake/SDL2/SDL2Config.cmake lib/cmake/SDL2_image/SDL2_imageConfig.cmake \
         lib/cmake/SDL2_ttf/SDL2_ttfConfig.cmake lib/cmake/SDL2_mixer/SDL2_mixerConfig.cmake \
         lib/pkgconfig/sdl2.pc lib/pkgconfig/SDL2_image.pc lib/pkgconfig/SDL2_ttf.pc \
         lib/pkgconfig/SDL2_mixer.pc lib/pkgconfig/libcjson.pc include/cjson/cJSON.h \
         include/stb/stb_image_write.h \
         lib/libstrophe.a lib/libssl.a lib/libcrypto.a lib/libexpat.a lib/pkgconfig/libstrophe.pc \
         share/ca-certificates/ca-certificates.crt share/licenses/openssl/LICENSE.txt \
         share/licenses/expat/COPYING share/licenses/libstrophe/LICENSE.txt \
         share/licenses/ca-certificates/copyright \
         bin/libwinpthread-1.dll; do
    [ -e "$PREFIX/$f" ] || { echo "missing: $PREFIX/$f" >&2; missing=1; }
done
[ "$missing" -eq 0 ] || die "install tree incomplete"

log "all done in $(( $(date +%s) - T0 ))s; prefix: $PREFIX"
ls -l "$PREFIX"/bin/*.dll | awk '{printf "  %10d  %s\n", $5, $NF}'

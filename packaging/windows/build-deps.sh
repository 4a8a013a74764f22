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
# plus libwinpthread-1.dll copied from Debian's mingw-w64 (the game's AI uses
# POSIX threads, which winpthreads provides on Windows).
#
# Usage: packaging/windows/build-deps.sh [PREFIX]
#   PREFIX  install prefix, default <repo>/build/win-deps
#
# Environment (all optional):
#   VILLAGE_WIN_DEPS_WORK  scratch dir for sources/build trees/logs,
#                          default "<PREFIX>-work" (sibling of PREFIX)
#   JOBS                   parallel build jobs, default $(nproc)
#   FORCE=1                ignore the per-library stamps and rebuild everything
#   SKIP_APT=1             do not run apt-get install/update (tools must exist)
#   FETCH_ONLY=1           stop once every source is downloaded and unpacked
#                          (CI fetches them while its tests run)
#
# Idempotent: every library leaves a stamp in PREFIX/.stamps/<pkg>; the stamp
# records the Debian source version and the configure options, and a library is
# rebuilt only when either changes (or FORCE=1). Sources are downloaded once.
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
SRC="$WORK/src"
BLD="$WORK/build"
mkdir -p "$STAMPS" "$LOGS" "$SRC" "$BLD"

T0=$(date +%s)
log() { printf '[build-deps %4ss] %s\n' "$(( $(date +%s) - T0 ))" "$*"; }
die() { printf '[build-deps] ERROR: %s\n' "$*" >&2; exit 1; }

SUDO=()
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then SUDO=(sudo -n); else SUDO=(false); fi
fi

# ---------------------------------------------------------------- host tools
APT_UPDATED=0
apt_update() {
    if [ "$APT_UPDATED" -eq 0 ]; then
        log "apt-get update"
        "${SUDO[@]}" apt-get update -q >"$LOGS/apt-update.log" 2>&1 \
            || { tail -n 20 "$LOGS/apt-update.log" >&2; die "apt-get update failed"; }
        APT_UPDATED=1
    fi
}

HOST_PKGS=(mingw-w64 cmake ninja-build pkg-config dpkg-dev xz-utils patch)
ensure_host_tools() {
    local missing=() p
    for p in "${HOST_PKGS[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' \
            || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    [ "${SKIP_APT:-0}" = 1 ] && die "missing host packages: ${missing[*]} (SKIP_APT=1)"
    apt_update
    log "apt-get install ${missing[*]}"
    "${SUDO[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}" \
        >"$LOGS/apt-install.log" 2>&1 \
        || { tail -n 20 "$LOGS/apt-install.log" >&2; die "apt-get install failed"; }
}

# ------------------------------------------------------- deb-src for apt-get
# apt-get source needs deb-src entries. Rather than adding them to the
# machine's /etc/apt, mirror every Debian archive "deb" entry this machine
# uses (deb822 *.sources and one-line *.list formats) as "deb-src" in a
# private apt configuration under WORK: its own sources, package lists and
# cache. The machine's apt state is never touched.
APT_PRIVATE="$WORK/apt"
APT_SRC=(apt-get -c "$APT_PRIVATE/apt.conf")

gen_debsrc() {
    # deb822 stanzas
    local f
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -e "$f" ] || continue
        awk '
            function flush() {
                if (types ~ /(^| )deb( |$)/ && uris ~ /\/debian(-security)?\/?( |$)/ && enabled != "no") {
                    print "Types: deb-src"; print "URIs: " uris; print "Suites: " suites
                    print "Components: " comps
                    if (signed != "") print "Signed-By: " signed
                    print ""
                }
                types = uris = suites = comps = signed = enabled = ""
            }
            /^[[:space:]]*#/ { next }
            /^[[:space:]]*$/ { flush(); next }
            { key = $1; sub(/:$/, "", key); val = $0; sub(/^[^:]*:[[:space:]]*/, "", val)
              key = tolower(key)
              if (key == "types") types = val; else if (key == "uris") uris = val
              else if (key == "suites") suites = val; else if (key == "components") comps = val
              else if (key == "signed-by") signed = val; else if (key == "enabled") enabled = tolower(val) }
            END { flush() }' "$f"
    done
    # one-line format
    local lf
    for lf in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -e "$lf" ] || continue
        awk '
            /^[[:space:]]*deb[[:space:]]/ {
                opts = ""; i = 2
                if ($2 ~ /^\[/) { opts = $2; i = 3; while ($(i-1) !~ /\]$/) { opts = opts " " $i; i++ } }
                uri = $i; suite = $(i+1); comps = ""
                for (j = i + 2; j <= NF; j++) comps = comps (comps == "" ? "" : " ") $j
                if (uri !~ /\/debian(-security)?\/?$/) next
                signed = ""
                if (match(opts, /signed-by=[^] ]+/)) signed = substr(opts, RSTART + 10, RLENGTH - 10)
                print "Types: deb-src"; print "URIs: " uri; print "Suites: " suite
                print "Components: " comps
                if (signed != "") print "Signed-By: " signed
                print ""
            }' "$lf"
    done
}

ensure_deb_src() {
    local tmp
    mkdir -p "$APT_PRIVATE/sources.list.d" "$APT_PRIVATE/lists/partial" \
        "$APT_PRIVATE/cache/archives/partial"
    tmp=$(mktemp)
    { echo "# Generated by Village packaging/windows/build-deps.sh: deb-src entries"
      echo "# matching this machine's Debian archive entries (for apt-get source)."
      echo
      gen_debsrc; } >"$tmp"
    grep -q '^Types: deb-src' "$tmp" || { rm -f "$tmp"; die "no Debian 'deb' entry found in /etc/apt to derive deb-src from"; }
    mv "$tmp" "$APT_PRIVATE/sources.list.d/deb-src.sources"
    # Sandbox user root: apt otherwise downloads as _apt, which cannot write here.
    cat >"$APT_PRIVATE/apt.conf" <<EOF_CONF
Dir::Etc::SourceList "$APT_PRIVATE/none.list";
Dir::Etc::SourceParts "$APT_PRIVATE/sources.list.d";
Dir::State::Lists "$APT_PRIVATE/lists";
Dir::Cache "$APT_PRIVATE/cache";
APT::Sandbox::User "$(id -un)";
EOF_CONF
    : >"$APT_PRIVATE/none.list"
    if "${APT_SRC[@]/apt-get/apt-cache}" showsrc libsdl2 2>/dev/null | grep -q '^Package: libsdl2$'; then
        log "deb-src lists present in $APT_PRIVATE"
        return 0
    fi
    log "apt-get update (private deb-src configuration $APT_PRIVATE)"
    "${APT_SRC[@]}" update -q >"$LOGS/apt-update-src.log" 2>&1 \
        || { tail -n 20 "$LOGS/apt-update-src.log" >&2; die "apt-get update of the deb-src lists failed"; }
    "${APT_SRC[@]/apt-get/apt-cache}" showsrc libsdl2 2>/dev/null | grep -q '^Package: libsdl2$' \
        || die "apt-get source cannot see libsdl2 with the deb-src lists in $APT_PRIVATE"
}

# ------------------------------------------------------------------- sources
# Our own patches, applied on top of Debian's: packaging/windows/patches/<srcpkg>/*.patch
patch_list() { ls "$HERE/patches/$1/"*.patch 2>/dev/null | sort || true; }
patch_hash() {
    local f
    { echo "$1"; for f in $(patch_list "$1"); do basename "$f"; cat "$f"; done; } | sha256sum | cut -c1-16
}

# fetch <srcpkg> -> sets SRCDIR and VERSION
fetch() {
    local pkg=$1 dsc f ph
    dsc=$(ls "$SRC/${pkg}"_*.dsc 2>/dev/null | sort -V | tail -n 1 || true)
    if [ -z "$dsc" ]; then
        log "apt-get source $pkg"
        (cd "$SRC" && "${APT_SRC[@]}" source -q --download-only "$pkg") >"$LOGS/fetch-$pkg.log" 2>&1 \
            || { tail -n 20 "$LOGS/fetch-$pkg.log" >&2; die "apt-get source $pkg failed"; }
        dsc=$(ls "$SRC/${pkg}"_*.dsc | sort -V | tail -n 1)
    fi
    VERSION=$(sed -n 's/^Version: //p' "$dsc" | head -n 1)
    SRCDIR="$SRC/$pkg-$VERSION"
    ph=$(patch_hash "$pkg")
    if [ "$(cat "$SRCDIR/.unpacked" 2>/dev/null)" != "$ph" ]; then
        rm -rf "$SRCDIR"
        # Applies Debian's patches (3.0 quilt); checksums are verified against the .dsc.
        dpkg-source -x "$dsc" "$SRCDIR" >"$LOGS/unpack-$pkg.log" 2>&1 \
            || { tail -n 20 "$LOGS/unpack-$pkg.log" >&2; die "dpkg-source -x $dsc failed"; }
        for f in $(patch_list "$pkg"); do
            log "$pkg: applying $(basename "$f")"
            patch -d "$SRCDIR" -p1 --batch --forward <"$f" >>"$LOGS/unpack-$pkg.log" 2>&1 \
                || { tail -n 20 "$LOGS/unpack-$pkg.log" >&2; die "patch $f failed"; }
        done
        echo "$ph" >"$SRCDIR/.unpacked"
    fi
}

# ------------------------------------------------------------------- builds
# Libraries a package links against: rebuilding those rebuilds it too.
build_deps_of() {
    case $1 in
        libsdl2-ttf) echo freetype libsdl2 ;;
        libsdl2-image|libsdl2-mixer) echo libsdl2 ;;
    esac
}

# build <srcpkg> <cmake args...>
build() {
    local pkg=$1; shift
    fetch "$pkg"
    local stamp="$STAMPS/$pkg" want
    local d depstamps=""
    for d in $(build_deps_of "$pkg"); do depstamps+="$d=$(cat "$STAMPS/$d" 2>/dev/null);"; done
    want="$VERSION $( { sha256sum <"$TOOLCHAIN"; patch_hash "$pkg"; echo "$depstamps"; printf '%s\n' "$@"; } | sha256sum | cut -c1-16)"
    if [ "${FORCE:-0}" != 1 ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
        log "$pkg $VERSION: up to date (stamp $stamp)"
        return 0
    fi
    local b="$BLD/$pkg" l="$LOGS/$pkg.log" t=$(date +%s)
    rm -rf "$b" "$stamp"
    log "$pkg $VERSION: configure + build + install (log: $l)"
    {
        cmake -S "$SRCDIR" -B "$b" -G Ninja \
            -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" \
            -DVILLAGE_WIN_DEPS="$PREFIX" \
            -DCMAKE_PREFIX_PATH="$PREFIX" \
            -DCMAKE_INSTALL_PREFIX="$PREFIX" \
            -DCMAKE_BUILD_TYPE=Release \
            "$@" &&
        cmake --build "$b" -j "$JOBS" &&
        cmake --install "$b" --strip
    } >"$l" 2>&1 || { tail -n 40 "$l" >&2; die "$pkg failed, see $l"; }
    echo "$want" >"$stamp"
    log "$pkg $VERSION: done in $(( $(date +%s) - t ))s"
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
# lanes FN... -- FN...: runs the two lists at once, each in order; fails if either does.
lanes() {
    local one=() two=() f
    while [ $# -gt 0 ] && [ "$1" != -- ]; do one+=("$1"); shift; done
    shift
    two=("$@")
    ( for f in "${one[@]}"; do "$f"; done ) &
    local first=$!
    ( for f in "${two[@]}"; do "$f"; done ) &
    local second=$! rc=0
    wait "$first" || rc=1
    wait "$second" || rc=1
    [ $rc -eq 0 ] || die "a library failed to build (logs in $LOGS)"
}
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
         bin/libwinpthread-1.dll; do
    [ -e "$PREFIX/$f" ] || { echo "missing: $PREFIX/$f" >&2; missing=1; }
done
[ "$missing" -eq 0 ] || die "install tree incomplete"

log "all done in $(( $(date +%s) - T0 ))s; prefix: $PREFIX"
ls -l "$PREFIX"/bin/*.dll | awk '{printf "  %10d  %s\n", $5, $NF}'

#!/usr/bin/env bash
# Prove that the prefix produced by build-deps.sh is usable:
#   1. configure packaging/windows/smoke with the toolchain file and
#      find_package(SDL2/SDL2_image/SDL2_ttf/SDL2_mixer CONFIG) -> smoke.exe
#   2. compile the same smoke.c a second time using only pkg-config
#   3. run both under wine (SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy) with a
#      real TTF font and a real OGG file when available; both must exit 0.
#
# Usage: packaging/windows/smoke-test.sh [PREFIX]     (default <repo>/build/win-deps)
# Env:   SMOKE_DIR   scratch dir (default: mktemp -d under /tmp; kept on failure)
#        SKIP_APT=1  do not apt-get install wine64/wine
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
PREFIX=$(cd "${1:-$REPO/build/win-deps}" && pwd)
TOOLCHAIN="$HERE/mingw-w64-x86_64.cmake"
WORK=${SMOKE_DIR:-$(mktemp -d /tmp/village-win-smoke.XXXXXX)}
mkdir -p "$WORK"
T0=$(date +%s)
log() { printf '[smoke %3ss] %s\n' "$(( $(date +%s) - T0 ))" "$*"; }

SUDO=()
[ "$(id -u)" -eq 0 ] || SUDO=(sudo -n)

# ---- wine (64-bit only; no i386 multiarch needed for a 64-bit exe)
if ! command -v wine >/dev/null 2>&1 && [ ! -x /usr/lib/wine/wine64 ]; then
    [ "${SKIP_APT:-0}" = 1 ] && { echo "wine missing and SKIP_APT=1" >&2; exit 1; }
    log "installing wine64 + wine"
    { "${SUDO[@]}" apt-get update -q && \
      "${SUDO[@]}" apt-get install -y -q --no-install-recommends wine64 wine; } \
        >"$WORK/apt.log" 2>&1 || { tail -n 20 "$WORK/apt.log" >&2; exit 1; }
fi
WINE=$(command -v wine || echo /usr/lib/wine/wine64)
export WINEPREFIX="$WORK/wineprefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
# Wine writes menu entries, caches and its settings under $HOME and the XDG
# folders: a home of the test's own keeps the tester's untouched.
mkdir -p "$WORK/home"
export HOME="$WORK/home"
unset XDG_DATA_HOME XDG_CONFIG_HOME XDG_CACHE_HOME XDG_STATE_HOME
export WINEARCH=win64

# ---- 1: CMake package configs
log "CMake configure/build with find_package(... CONFIG)"
cmake -S "$HERE/smoke" -B "$WORK/cmake-build" -G Ninja \
    -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" -DCMAKE_PREFIX_PATH="$PREFIX" \
    -DCMAKE_BUILD_TYPE=Release >"$WORK/cmake.log" 2>&1 \
    && cmake --build "$WORK/cmake-build" >>"$WORK/cmake.log" 2>&1 \
    && cmake --install "$WORK/cmake-build" --prefix "$WORK/run-cmake" >>"$WORK/cmake.log" 2>&1 \
    || { tail -n 30 "$WORK/cmake.log" >&2; exit 1; }

# ---- 2: pkg-config
log "compile with pkg-config only"
mkdir -p "$WORK/run-pkgconfig"
PKG_CONFIG_LIBDIR="$PREFIX/lib/pkgconfig" PKG_CONFIG_PATH="" \
    pkg-config --cflags --libs sdl2 SDL2_image SDL2_ttf SDL2_mixer >"$WORK/pc-flags"
# shellcheck disable=SC2046
x86_64-w64-mingw32-gcc-win32 -std=c17 -O2 -static-libgcc -o "$WORK/run-pkgconfig/smoke.exe" \
    "$HERE/smoke/smoke.c" $(cat "$WORK/pc-flags") -mconsole
cp "$PREFIX"/bin/*.dll "$WORK/run-pkgconfig/"

# ---- test data: font + ogg if the host has them (not required)
FONT="" OGG=""
for f in /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/truetype/*/*.ttf; do
    [ -f "$f" ] && { FONT=$f; break; }
done
if command -v sox >/dev/null 2>&1 && sox -n -r 44100 -c 2 "$WORK/tone.ogg" synth 0.5 sine 440 2>/dev/null; then
    OGG="$WORK/tone.ogg"
fi

log "wineboot ($WINEPREFIX)"
"$WINE" wineboot -i >"$WORK/wineboot.log" 2>&1 || true

rc=0
for d in run-cmake run-pkgconfig; do
    args=()
    if [ -n "$FONT" ]; then cp "$FONT" "$WORK/$d/font.ttf"; args+=(font.ttf); else args+=(""); fi
    if [ -n "$OGG" ]; then cp "$OGG" "$WORK/$d/tone.ogg"; args+=(tone.ogg); fi
    log "wine $d/smoke.exe ${args[*]}"
    if (cd "$WORK/$d" && SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
            timeout 300 "$WINE" smoke.exe "${args[@]}") >"$WORK/$d.log" 2>&1; then
        log "  exit 0: $(tail -n 1 "$WORK/$d.log")"
    else
        rc=$?; log "  FAILED (exit $rc):"; sed 's/^/    /' "$WORK/$d.log" >&2
    fi
done
# GUI-subsystem variant (WinMain from SDL2main, like the game): exit status only.
log "wine run-cmake/smoke-gui.exe ${args[*]}"
if (cd "$WORK/run-cmake" && SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
        timeout 300 "$WINE" smoke-gui.exe "${args[@]}") >"$WORK/gui.log" 2>&1; then
    log "  exit 0"
else
    rc=$?; log "  FAILED (exit $rc)"; sed 's/^/    /' "$WORK/gui.log" >&2
fi
WINESERVER=$(command -v wineserver || echo /usr/lib/wine/wineserver)
"$WINESERVER" -k 2>/dev/null || true

if [ "$rc" -eq 0 ]; then
    log "smoke test passed (scratch dir $WORK)"
    [ -z "${SMOKE_DIR:-}" ] && rm -rf "$WORK"
else
    log "smoke test FAILED, artefacts kept in $WORK"
fi
exit "$rc"

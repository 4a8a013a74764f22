#!/usr/bin/env bash
# Runs the Windows build of the game under wine, from the .zip that CPack
# makes (village-VERSION-win64.zip, the same flat folder the installer
# installs):
#   - it is unpacked into a folder whose name is outside the ANSI code page
#     (the game's fopen() calls get UTF-8 paths: village.manifest.in)
#   - every DLL that village.exe and the shipped DLLs import is either in the
#     folder or a Windows system DLL
#   - the exe carries the version resource (VERSION, CompanyName) and an
#     icon; its manifest declares per-monitor v2 DPI awareness and UTF-8
#   - village.exe --version prints VERSION; village.exe --selftest exits 0,
#     once with SDL's offscreen driver, once under Xvfb with the real
#     "windows" video driver (wine's windowing on X)
#   - --bench-frames 120 under Xvfb prints frame times (for the record)
#
# Usage: packaging/windows/test-game.sh PATH/village-VERSION-win64.zip [VERSION]
# Env:   KEEP=1 keep the temp dir.
set -euo pipefail

ZIP=$(realpath "${1:?usage: test-game.sh PATH/village-VERSION-win64.zip [VERSION]}")
TOP=$(basename "$ZIP" .zip)
VERSION=${2:-$(sed -n 's/^village-\(.*\)-win64$/\1/p' <<<"$TOP")}
T=$(mktemp -d "/tmp/village win test.XXXXXX")
T0=$(date +%s)
log() { printf '[win-game %3ss] %s\n' "$(($(date +%s) - T0))" "$*"; }
fail() {
    printf '[win-game] FAIL: %s (kept %s)\n' "$*" "$T" >&2
    exit 1
}
for tool in wine unzip xvfb-run x86_64-w64-mingw32-objdump; do
    command -v "$tool" >/dev/null || fail "$tool is missing (scripts/package installs it)"
done

# Wine maps file names through the Unix locale: with a UTF-8 one, a path
# outside the ANSI code page fails exactly as it would on Windows.
export LC_ALL=C.UTF-8
U="$T/Zoë Łukasz 村"
log "unzip $(basename "$ZIP") into '$U'"
unzip -q "$ZIP" -d "$U"
G="$U/$TOP"
for f in village.exe assets/gfx/layout.txt assets/ai/learned.txt licenses/village/LICENSE.txt; do
    [ -f "$G/$f" ] || fail "no $f in $TOP"
done

export WINEPREFIX="$T/wineprefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
# Wine writes menu entries, caches and its settings under $HOME and the XDG
# folders: a home of the test's own keeps the tester's untouched.
mkdir -p "$T/home"
export HOME="$T/home"
unset XDG_DATA_HOME XDG_CONFIG_HOME XDG_CACHE_HOME XDG_STATE_HOME
WINESERVER=$(command -v wineserver || echo /usr/lib/wine/wineserver)
log "wineboot"
wine wineboot -i >"$T/wineboot.log" 2>&1 || true
"$WINESERVER" -w
SYS32="$WINEPREFIX/drive_c/windows/system32"

log "imported DLLs"
for pe in "$G"/village.exe "$G"/*.dll; do
    while read -r dll; do
        [ -e "$G/$dll" ] && continue
        [ -n "$(find "$SYS32" -maxdepth 1 -iname "$dll")" ] || fail "${pe##*/} imports $dll: neither shipped nor a system DLL"
    done < <(x86_64-w64-mingw32-objdump -p "$pe" | sed -n 's/^[[:space:]]*DLL Name: //p')
done
log "  all resolved ($(cd "$G" && echo *.dll))"

log "version resource and icon"
strings -el "$G/village.exe" | grep -qx "$VERSION" || fail "no version $VERSION in the exe's resources"
x86_64-w64-mingw32-objdump -h "$G/village.exe" | grep -q '\.rsrc' || fail "no resource section"
strings -el "$G/village.exe" | grep -qx "Village Studio" || fail "the version resource has no CompanyName"
# The manifest resource is UTF-8 text: per-monitor v2 DPI awareness and the UTF-8 code page.
grep -aq '<dpiAwareness[^>]*>PerMonitorV2' "$G/village.exe" || fail "the manifest declares no PerMonitorV2 DPI awareness"
grep -aq '<activeCodePage[^>]*>UTF-8' "$G/village.exe" || fail "the manifest sets no UTF-8 code page"
grep -aq '<longPathAware[^>]*>true' "$G/village.exe" || fail "the manifest declares no longPathAware"
if strings "$G/village.exe" | grep -qE '^/[^ ]*/assets$'; then
    fail "village.exe knows a source tree's assets folder (configure with -DVILLAGE_PACKAGE=ON)"
fi

run_game() { # log-name, then env assignments and/or a wrapper, then arguments after --
    local name=$1 envs=()
    shift
    while [ "$1" != -- ]; do
        envs+=("$1")
        shift
    done
    shift
    (cd "$T" && env VILLAGE_NO_DIALOGS=1 "${envs[@]}" wine "$G/village.exe" "$@") \
        >"$T/$name.log" 2>&1 || {
        cat "$T/$name.log" >&2
        fail "village.exe $* ($name)"
    }
    "$WINESERVER" -w
    tr -d '\r' <"$T/$name.log" >"$T/$name.txt"
}

log "village.exe --version"
run_game version -- --version
[ "$(cat "$T/version.txt")" = "village $VERSION" ] || fail "--version printed: $(cat "$T/version.txt")"

log "village.exe --selftest (offscreen)"
run_game selftest-offscreen SDL_AUDIODRIVER=dummy -- --selftest
log "  $(tail -n 1 "$T/selftest-offscreen.txt")"

# Numbered apart from the Linux package tests' servers (99 and up, 100, 120
# and up), which scripts/package --ci runs at the same time, and each run
# from the other: xvfb-run does not wait for the server it stops.
xvfb() { # SERVER-NUMBER COMMAND...
    local n=$1
    shift
    xvfb-run -a -n "$n" -s "-screen 0 1920x1080x24" "$@"
}
log "village.exe --selftest (Xvfb, windows video driver)"
(cd "$T" && SDL_VIDEODRIVER=windows SDL_AUDIODRIVER=dummy VILLAGE_NO_DIALOGS=1 \
    xvfb 200 wine "$G/village.exe" --selftest) >"$T/selftest-xvfb.log" 2>&1 ||
    {
        cat "$T/selftest-xvfb.log" >&2
        fail "village.exe --selftest under Xvfb"
    }
"$WINESERVER" -w
log "  $(tr -d '\r' <"$T/selftest-xvfb.log" | grep 'selftest')"

log "village.exe --bench-frames 120 (Xvfb, windows video driver)"
(cd "$T" && SDL_VIDEODRIVER=windows SDL_AUDIODRIVER=dummy VILLAGE_NO_DIALOGS=1 \
    xvfb 205 wine "$G/village.exe" --bench-frames 120) >"$T/bench.log" 2>&1 ||
    {
        cat "$T/bench.log" >&2
        fail "village.exe --bench-frames"
    }
"$WINESERVER" -w
tr -d '\r' <"$T/bench.log" | grep -E '^(village bench|frame time|peak memory)' | sed 's/^/    /'

log "all Windows game checks passed ($VERSION)"
"$WINESERVER" -k 2>/dev/null || true
"$WINESERVER" -w 2>/dev/null || true
if [ "${KEEP:-0}" = 1 ]; then log "kept $T"; else rm -rf "$T"; fi

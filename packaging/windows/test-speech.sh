#!/usr/bin/env bash
# The game's Windows voices under wine (docs/game.md, "Play by ear"): the
# platform layer's speech files and speech-check/speech_check.c are built
# with mingw-w64, then run
#   - beside speech-check/fake_uiautomationcore.c built as uiautomationcore.dll
#     (wine's own has no UiaRaiseNotificationEvent): the screen reader's
#     route opens on a window of SDL's class, raises each utterance as a
#     notification (in place of what is said, or after it), answers
#     WM_GETOBJECT with its element and gives the window back when closed;
#     with a screen reader said to run (SPI_SETSCREENREADER) the game's
#     voice speaks through it, without one through SAPI;
#   - with wine's own uiautomationcore: no route, a reason, SAPI instead,
#     and no crash.
# Cheap: two small programs, no game, no package (a wineboot is most of it).
#
# Usage: packaging/windows/test-speech.sh
# Env:   KEEP=1 keep the temp dir.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
T=$(mktemp -d /tmp/village-speech-test.XXXXXX)
T0=$(date +%s)
log() { printf '[win-speech %3ss] %s\n' "$(($(date +%s) - T0))" "$*"; }
fail() {
    printf '[win-speech] FAIL: %s (kept %s)\n' "$*" "$T" >&2
    exit 1
}
for tool in wine xvfb-run x86_64-w64-mingw32-gcc; do
    command -v "$tool" >/dev/null || fail "$tool is missing (scripts/package installs it)"
done

CC=x86_64-w64-mingw32-gcc
FLAGS=(-std=c17 -O2 -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes
    -Wformat=2 -Wvla -static-libgcc)
P=$ROOT/src/platform
log "build speech_check.exe and the stand-in uiautomationcore.dll"
mkdir -p "$T/reader" "$T/plain"
"$CC" "${FLAGS[@]}" -I"$ROOT/src" "$ROOT/packaging/windows/speech-check/speech_check.c" \
    "$P/speech.c" "$P/speech_choice.c" "$P/speech_windows.c" "$P/speech_uia.c" "$P/speech_sapi.c" \
    -lole32 -loleaut32 -o "$T/plain/speech_check.exe"
cp "$T/plain/speech_check.exe" "$T/reader/"
"$CC" "${FLAGS[@]}" -shared "$ROOT/packaging/windows/speech-check/fake_uiautomationcore.c" \
    -loleaut32 -o "$T/reader/uiautomationcore.dll"

export WINEPREFIX="$T/wineprefix" WINEDEBUG=-all
mkdir -p "$T/home"
export HOME="$T/home"
unset XDG_DATA_HOME XDG_CONFIG_HOME XDG_CACHE_HOME XDG_STATE_HOME
WINESERVER=$(command -v wineserver || echo /usr/lib/wine/wineserver)
log "wineboot"
WINEDLLOVERRIDES="mscoree,mshtml=" wine wineboot -i >"$T/wineboot.log" 2>&1 || true
"$WINESERVER" -w

# Its Xvfb servers are numbered apart from the Linux package tests' (99
# and up), which scripts/package --ci runs at the same time, and from each
# other: xvfb-run does not wait for the server it stops.
log "the screen reader's route (the stand-in DLL)"
(cd "$T/reader" && WINEDLLOVERRIDES="mscoree,mshtml=;uiautomationcore=n" \
    xvfb-run -a -n 210 wine ./speech_check.exe expect-reader >"$T/reader.out" 2>"$T/reader.err") ||
    { cat "$T/reader.out"; fail "the reader's route"; }
cat "$T/reader.out"
grep -q 'processing 3, options 0x22 (0x00000000), "Table setup"' "$T/reader.out" ||
    fail "no interrupting notification"
grep -q 'processing 2, options 0x22 (0x00000000), "Chair 1: You"' "$T/reader.out" ||
    fail "no queued notification"
grep -q '^spoken through the screen reader' "$T/reader.out" ||
    fail "the game's voice did not take the reader's route"
grep -q '^spoken through SAPI' "$T/reader.out" || fail "no SAPI without a screen reader"

log "wine's own uiautomationcore (no notifications)"
(cd "$T/plain" && WINEDLLOVERRIDES="mscoree,mshtml=" \
    xvfb-run -a -n 220 wine ./speech_check.exe >"$T/plain.out" 2>"$T/plain.err") ||
    { cat "$T/plain.out"; fail "without notifications"; }
cat "$T/plain.out"
grep -q 'no UiaRaiseNotificationEvent' "$T/plain.out" || fail "no reason for the missing route"
if grep -q '^spoken through the screen reader' "$T/plain.out"; then
    fail "the reader's route taken where it cannot open"
fi

"$WINESERVER" -k || true
log "ok"
[ "${KEEP:-0}" = 1 ] && echo "kept $T" || rm -rf "$T"

#!/usr/bin/env bash
# A save written on Linux loads in the Windows build and vice versa, with the
# same bytes. Runs the Linux village-cli natively and the Windows
# village-cli.exe under wine on the same files and compares byte for byte:
#   1. `new` on both: identical saves;
#   2. `random-games --save` on both (written by the save layer's atomic file
#      writer): identical whole-game saves and identical checksum lines;
#   3. each platform `show`s (text and --json) the other's save: identical;
#   4. a game played alternately: at every step both platforms list the
#      moves of the same save and apply the same move to it, and the saves
#      must match; the next step starts from the other platform's save.
# No output may contain a carriage return.
#
# Usage: packaging/windows/test-save-compat.sh LINUX_VILLAGE_CLI WINDOWS_VILLAGE_CLI_EXE [DLL_DIR]
#        DLL_DIR holds the DLLs village-cli.exe needs (default <repo>/build/win-deps/bin).
# Env:   STEPS=n moves in part 4 (default 150); KEEP=1 keep the temp dir.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
LCLI=$(realpath "${1:?usage: test-save-compat.sh LINUX_VILLAGE_CLI WINDOWS_VILLAGE_CLI_EXE [DLL_DIR]}")
WEXE=$(realpath "${2:?usage: test-save-compat.sh LINUX_VILLAGE_CLI WINDOWS_VILLAGE_CLI_EXE [DLL_DIR]}")
DLLS=$(realpath "${3:-$REPO/build/win-deps/bin}")
STEPS=${STEPS:-150}
T=$(mktemp -d /tmp/village-save-compat.XXXXXX)
T0=$(date +%s)
log() { printf '[save-compat %3ss] %s\n' "$(($(date +%s) - T0))" "$*"; }
fail() {
    printf '[save-compat] FAIL: %s (kept %s)\n' "$*" "$T" >&2
    exit 1
}

mkdir -p "$T/win" "$T/files"
cp "$WEXE" "$T/win/village-cli.exe"
cp "$DLLS"/*.dll "$T/win/"
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
# One wineserver for all ~600 wine runs below: otherwise each run may find the
# last one's server exiting, and on a loaded machine that race ends a run with
# "wine client error: recvmsg: Connection reset by peer".
"$WINESERVER" -p
trap '"$WINESERVER" -k 2>/dev/null || true' EXIT

# Both run in $T/files, so relative file names mean the same file to both.
lin() { (cd "$T/files" && "$LCLI" "$@"); }
# A wine run can fail for wine's own reasons on a loaded machine (seen once in
# CI: an empty answer to 'moves' that the same file gave at once on a rerun), so
# a failed run is logged with its error and tried once more; a second failure,
# or an answer that differs from Linux's, still fails the test.
win() {
    local try rc
    for try in 1 2; do
        rc=0
        (cd "$T/files" && wine "$T/win/village-cli.exe" "$@") >"$T/win.out" 2>"$T/win.err" || rc=$?
        if [ $rc -eq 0 ]; then
            cat "$T/win.out"
            return 0
        fi
        log "wine run $try of 'village-cli $*' failed (exit $rc): $(head -c 400 "$T/win.err")" >&2
    done
    fail "village-cli.exe $* failed twice under wine"
}
same() { # file-a file-b what
    cmp -s "$T/files/$1" "$T/files/$2" || {
        diff <(od -c "$T/files/$1") <(od -c "$T/files/$2") | head -n 20 >&2
        fail "$3: $1 and $2 differ"
    }
    if grep -q $'\r' "$T/files/$1" "$T/files/$2"; then fail "$3: carriage return in $1 or $2"; fi
}

log "1. new game on both"
lin new --players 4 --seed 2024 >"$T/files/new-linux.json"
win new --players 4 --seed 2024 >"$T/files/new-windows.json"
same new-linux.json new-windows.json "new"

log "2. random-games --save on both (atomic file writer)"
lin random-games --players 3 --games 3 --seed 11 --save full-linux.json >"$T/files/rg-linux.txt"
win random-games --players 3 --games 3 --seed 11 --save full-windows.json >"$T/files/rg-windows.txt"
same rg-linux.txt rg-windows.txt "random-games output"
same full-linux.json full-windows.json "random-games --save"
log "   $(tail -n 1 "$T/files/rg-linux.txt")"

log "3. each platform shows the other's save"
for f in full-linux.json full-windows.json; do
    lin show "$f" >"$T/files/show-$f-by-linux.txt"
    win show "$f" >"$T/files/show-$f-by-windows.txt"
    same "show-$f-by-linux.txt" "show-$f-by-windows.txt" "show $f"
    lin show "$f" --json >"$T/files/json-$f-by-linux.json"
    win show "$f" --json >"$T/files/json-$f-by-windows.json"
    same "json-$f-by-linux.json" "json-$f-by-windows.json" "show --json $f"
done

log "4. $STEPS moves, alternating which platform's save the game continues from"
cp "$T/files/new-linux.json" "$T/files/step-0.json"
for ((i = 0; i < STEPS; i++)); do
    lin moves "step-$i.json" >"$T/files/moves-$i-linux.txt"
    win moves "step-$i.json" >"$T/files/moves-$i-windows.txt"
    same "moves-$i-linux.txt" "moves-$i-windows.txt" "moves of step $i"
    n=$(wc -l <"$T/files/moves-$i-linux.txt")
    [ "$n" -gt 0 ] || break
    move=$(sed -n "$((i * 7 % n + 1))p" "$T/files/moves-$i-linux.txt")
    lin apply "step-$i.json" "$move" >"$T/files/step-$i-linux.json"
    win apply "step-$i.json" "$move" >"$T/files/step-$i-windows.json"
    same "step-$i-linux.json" "step-$i-windows.json" "apply '$move' at step $i"
    if ((i % 2)); then next=linux; else next=windows; fi
    cp "$T/files/step-$i-$next.json" "$T/files/step-$((i + 1)).json"
done
lin show "step-$i.json" >"$T/files/final-linux.txt"
win show "step-$i.json" >"$T/files/final-windows.txt"
same final-linux.txt final-windows.txt "show after $i moves"
log "   $i moves; last: '$move'"

log "save files are byte-identical on Linux and Windows"
"$WINESERVER" -k 2>/dev/null || true
"$WINESERVER" -w 2>/dev/null || true
if [ "${KEEP:-0}" = 1 ]; then log "kept $T"; else rm -rf "$T"; fi

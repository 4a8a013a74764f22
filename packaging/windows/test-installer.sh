#!/usr/bin/env bash
# Test packaging/windows/village.nsi, with a dummy payload or the real game:
#   - dummy (default): stage a dummy "village.exe" (the smoke test exe), the
#     dependency DLLs, a fake assets data dir, a dummy licence and an
#     ImageMagick icon, and makensis it into a 64-bit installer
#   - real (--setup FILE --version V): take the game's installer as built by
#     the CMake target nsis-installer; the installed village.exe must print
#     its version and pass --selftest
#   - under wine64: silent machine-wide install (/S) -> files, shortcuts and
#     Add/Remove Programs keys present, installed exe runs -> silent uninstall
#     -> all gone; then the same per-user (/S /CurrentUser /NODESKTOP),
#     uninstalling through the registered QuietUninstallString, checking a
#     user file in the install dir survives, plus an upgrade (install twice).
#   - a shared folder: C:\Games already holds another program (its exe, its
#     own SDL2.dll and other DLLs, an uninstall.exe, assets\ and licenses\
#     with files, some in folders of the same names as ours); /D=C:\Games
#     installs into C:\Games\Village (the folder is neither empty nor ours)
#     and leaves the other SDL2.dll as it was, an install without /D goes
#     back there (remembered) and drops a file the installed version's log
#     lists but this one does not ship (upgrade); a file of ours that another
#     program replaced is kept by the uninstall (its SHA-256 is not the one
#     we installed), which removes only our files: every file of the other
#     program stays, byte for byte.
#   - no elevation for a per-user install: the installer's and the
#     uninstaller's manifests ask for asInvoker; a per-user install writes
#     nothing under HKLM. /AllUsers without administrator rights: a test
#     build of village.nsi that counts the account as unelevated
#     (VILLAGE_PRETEND_UNELEVATED; wine makes everyone an administrator)
#     must start itself again through ShellExecuteEx "runas" with its
#     arguments and /D= folder and install for all users, and its
#     uninstaller likewise with its folder, removing everything.
# Everything is created under a temp dir in /tmp; nothing in the repo changes.
#
# Usage: packaging/windows/test-installer.sh [PREFIX]   (default <repo>/build/win-deps)
#        packaging/windows/test-installer.sh --setup village-V-win64-setup.exe --version V
# Env:   KEEP=1 keep the temp dir; SKIP_APT=1 do not apt-get install tools.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
SETUP="" VERSION=0.1.0-test
if [ "${1:-}" = --setup ]; then
    SETUP=$(realpath "${2:?--setup FILE}")
    [ "${3:-}" = --version ] || { echo "usage: $0 --setup FILE --version V" >&2; exit 64; }
    VERSION=${4:?--version V}
else
    PREFIX=$(cd "${1:-$REPO/build/win-deps}" && pwd)
fi
T=$(mktemp -d /tmp/village-nsis-test.XXXXXX)
T0=$(date +%s)
log() { printf '[nsis-test %3ss] %s\n' "$(( $(date +%s) - T0 ))" "$*"; }
fail() { printf '[nsis-test] FAIL: %s\n' "$*" >&2; log "artefacts kept in $T"; exit 1; }

SUDO=()
[ "$(id -u)" -eq 0 ] || SUDO=(sudo -n)
need=()
command -v makensis >/dev/null || need+=(nsis)
[ -n "$SETUP" ] || command -v convert >/dev/null || need+=(imagemagick)
command -v wine     >/dev/null || need+=(wine64 wine)
if [ ${#need[@]} -gt 0 ]; then
    [ "${SKIP_APT:-0}" = 1 ] && fail "missing: ${need[*]}"
    log "apt-get install ${need[*]}"
    { "${SUDO[@]}" apt-get update -q && "${SUDO[@]}" apt-get install -y -q --no-install-recommends "${need[@]}"; } \
        >"$T/apt.log" 2>&1 || fail "apt-get install failed, see $T/apt.log"
fi

make_dummy_setup() {
    # ---- dummy payload
    log "staging dummy payload in $T/stage"
    S="$T/stage"
    mkdir -p "$S/assets/fonts" "$S/licenses"
    SMOKE_DIR="$T/smoke" SKIP_APT=1 "$HERE/smoke-test.sh" "$PREFIX" >"$T/smoke.log" 2>&1 \
        || fail "smoke-test.sh failed, see $T/smoke.log"
    cp "$T/smoke/run-cmake/smoke.exe" "$S/village.exe"
    cp "$PREFIX"/bin/*.dll "$S/"
    cp -r "$PREFIX/share/licenses/." "$S/licenses/"
    echo "dummy data" >"$S/assets/readme.txt"
    FONT=$(ls /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf 2>/dev/null || true)
    [ -n "$FONT" ] && cp "$FONT" "$S/assets/fonts/font.ttf"
    printf 'Village - dummy licence for installer tests\r\n' >"$T/LICENSE.txt"
    convert -size 256x256 xc:'#3a7d2c' -fill '#f2d16b' -draw 'circle 128,128 128,40' \
        -define icon:auto-resize=256,48,32,16 "$T/village.ico"

    # ---- compile
    log "makensis"
    SETUP="$T/village-$VERSION-win64-setup.exe"
    cmake -DSTAGE="$S" -DOUT_NSH="$T/files.nsh" -DOUT_LIST="$T/village-files.txt" \
        -P "$HERE/nsis-file-list.cmake" || fail "nsis-file-list.cmake"
    makensis -V2 -DVERSION="$VERSION" -DSTAGING_DIR="$S" -DLICENSE_FILE="$T/LICENSE.txt" \
        -DFILE_LIST_NSH="$T/files.nsh" -DFILE_LIST_LOG="$T/village-files.txt" \
        -DAPP_ICON="$T/village.ico" -DOUTFILE="$SETUP" "$HERE/village.nsi" >"$T/makensis.log" 2>&1 \
        || { cat "$T/makensis.log" >&2; fail makensis; }
    grep -qi warning "$T/makensis.log" && { cat "$T/makensis.log" >&2; fail "makensis warnings"; }
    log "  $(basename "$SETUP"): $(stat -c %s "$SETUP") bytes"
}

if [ -z "$SETUP" ]; then
    make_dummy_setup
    DATA_PROBE=assets/readme.txt
    RUN_ARGS=('assets\fonts\font.ttf')   # relative to the install dir
    RUN_IN_INSTDIR=1
else
    log "testing $(basename "$SETUP") ($(stat -c %s "$SETUP") bytes), version $VERSION"
    DATA_PROBE=assets/gfx/layout.txt
    RUN_ARGS=(--selftest)
    RUN_IN_INSTDIR=0   # the game must find its data from anywhere
fi

# No elevation asked at start (winget's user scope, /CurrentUser): the
# manifest of the installer (and so of the uninstaller it writes) asks for
# asInvoker, not highestAvailable, which makes UAC prompt an administrator.
exe_level() { grep -ao 'requestedExecutionLevel level="[A-Za-z]*"' "$1" | sed 's/.*level="\(.*\)"/\1/' | sort -u | tr '\n' ' '; }
[ "$(exe_level "$SETUP")" = "asInvoker " ] ||
    fail "the installer asks Windows for the execution level '$(exe_level "$SETUP")', not asInvoker"
log "installer manifest: requestedExecutionLevel asInvoker (no UAC prompt for a per-user install)"

# ---- wine
export WINEPREFIX="$T/wineprefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
# Wine writes menu entries, caches and its settings under $HOME and the XDG
# folders: a home of the test's own keeps the tester's untouched.
mkdir -p "$T/home"
export HOME="$T/home"
unset XDG_DATA_HOME XDG_CONFIG_HOME XDG_CACHE_HOME XDG_STATE_HOME
WINESERVER=$(command -v wineserver || echo /usr/lib/wine/wineserver)
wine wineboot -i >"$T/wineboot.log" 2>&1 || true
"$WINESERVER" -w
C="$WINEPREFIX/drive_c"
USERNAME_W=""
for u in "$C"/users/*; do
    [ "${u##*/}" = Public ] || { USERNAME_W=${u##*/}; break; }
done

regq() { wine reg query "$1" ${2:+/v "$2"} 2>/dev/null | tr -d '\r'; }
reg_exists() { wine reg query "$1" >/dev/null 2>&1; }   # exit 1 = key not found
run_w() { wine "$@" >>"$T/wine.log" 2>&1; local rc=$?; "$WINESERVER" -w; return $rc; }
expect_files() {
    local f; for f in "$@"; do [ -e "$f" ] || fail "missing after install: $f"; done
}
expect_gone() {
    local f; for f in "$@"; do [ ! -e "$f" ] || fail "still present after uninstall: $f"; done
}

check_round() { # mode instdir startmenu desktop-lnk(or "") regroot installer-args...
    local mode=$1 dir=$2 sm=$3 desk=$4 root=$5; shift 5
    log "[$mode] install: setup.exe $*"
    run_w "$SETUP" "$@" || fail "installer exit status"
    expect_files "$dir/village.exe" "$dir/SDL2.dll" "$dir/SDL2_image.dll" "$dir/SDL2_ttf.dll" \
        "$dir/SDL2_mixer.dll" "$dir/uninstall-village.exe" "$dir/village-files.txt" \
        "$dir/$DATA_PROBE" "$sm/Village.lnk" "$sm/Uninstall Village.lnk"
    if [ -n "$desk" ]; then expect_files "$desk"; fi
    regq "$root\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\Village" >"$T/reg-$mode.txt"
    grep -q "DisplayVersion[[:space:]]*REG_SZ[[:space:]]*$VERSION\$" "$T/reg-$mode.txt" \
        || fail "[$mode] no Add/Remove Programs entry with version $VERSION"
    log "[$mode]   files, shortcuts, Add/Remove entry ok"
    log "[$mode] upgrade: install again over it"
    run_w "$SETUP" "$@" || fail "re-install exit status"
    expect_files "$dir/village.exe" "$dir/$DATA_PROBE"
    log "[$mode] installed village.exe ${RUN_ARGS[*]} runs"
    local cwd="$T"
    [ "$RUN_IN_INSTDIR" = 1 ] && cwd="$dir"
    (cd "$cwd" && SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy VILLAGE_NO_DIALOGS=1 \
        wine "$dir/village.exe" "${RUN_ARGS[@]}" >"$T/run-$mode.log" 2>&1) \
        || { cat "$T/run-$mode.log" >&2; fail "[$mode] installed exe failed"; }
    "$WINESERVER" -w
    log "[$mode]   $(tr -d '\r' <"$T/run-$mode.log" | tail -n 1)"
}

# 1) machine-wide (wine runs everything as administrator)
PF="$C/Program Files/Village"
SMA="$C/ProgramData/Microsoft/Windows/Start Menu/Programs/Village"
check_round allusers "$PF" "$SMA" "$C/users/Public/Desktop/Village.lnk" HKLM /S
log "[allusers] uninstall: uninstall-village.exe /S /AllUsers"
run_w 'C:\Program Files\Village\uninstall-village.exe' /S /AllUsers || fail "uninstaller exit status"
expect_gone "$PF" "$SMA" "$C/users/Public/Desktop/Village.lnk"
! reg_exists 'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Village' || fail "HKLM uninstall key left"
! reg_exists 'HKLM\Software\Village' || fail "HKLM\\Software\\Village left"
log "[allusers]   everything removed"

# 2) per-user, no desktop shortcut, uninstall via the registered QuietUninstallString
PU="$C/users/$USERNAME_W/AppData/Local/Programs/Village"
SMU="$C/users/$USERNAME_W/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Village"
check_round currentuser "$PU" "$SMU" "" HKCU /S /CurrentUser /NODESKTOP
[ ! -e "$C/users/$USERNAME_W/Desktop/Village.lnk" ] || fail "/NODESKTOP ignored"
[ "$(exe_level "$PU/uninstall-village.exe")" = "asInvoker " ] ||
    fail "the uninstaller asks for the execution level '$(exe_level "$PU/uninstall-village.exe")'"
! reg_exists 'HKLM\Software\Village' || fail "a per-user install wrote HKLM\\Software\\Village"
echo "my notes" >"$PU/user-file.txt"
QUS=$(regq 'HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Village' QuietUninstallString \
      | sed -n 's/.*REG_SZ[[:space:]]*//p')
[ -n "$QUS" ] || fail "no QuietUninstallString"
log "[currentuser] uninstall: $QUS"
eval "set -- $QUS"          # "C:\...\uninstall.exe" /CurrentUser /S
run_w "$@" || fail "uninstaller exit status"
expect_gone "$PU/village.exe" "$PU/SDL2.dll" "$PU/assets" "$PU/uninstall-village.exe" "$SMU"
[ -f "$PU/user-file.txt" ] || fail "uninstaller removed a user file"
! reg_exists 'HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Village' || fail "HKCU uninstall key left"
! reg_exists 'HKCU\Software\Village' || fail "HKCU\\Software\\Village left"
log "[currentuser]   program removed, user file kept"

# 3) a folder shared with another program, which has its own SDL2.dll
G="$C/Games"
GV="$G/Village"
OTHER=(other.exe other.dll SDL2.dll SDL2.dll.bak uninstall.exe assets/other.png
    assets/gfx/other-layout.txt assets/fonts/Other.ttf licenses/other/LICENSE.txt
    licenses/village-notes.txt)
for f in "${OTHER[@]}"; do
    mkdir -p "$(dirname "$G/$f")"
    echo "another program's $f" >"$G/$f"
done
(cd "$G" && find . -type f -exec sha256sum {} + | sort) >"$T/other-before.txt"
check_round shared "$GV" "$SMA" "$C/users/Public/Desktop/Village.lnk" HKLM /S '/D=C:\Games'
[ "$(cat "$G/SDL2.dll")" = "another program's SDL2.dll" ] ||
    fail "installing with /D=C:\Games overwrote the other program's SDL2.dll"
[ ! -e "$G/village.exe" ] || fail "/D=C:\Games installed beside another program's files"
log "[shared] install again without /D: the remembered folder, an older version's file goes"
echo "from an older version" >"$GV/assets/dropped-in-this-version.txt"
printf 'H %s assets\\dropped-in-this-version.txt\r\n' \
    "$(sha256sum "$GV/assets/dropped-in-this-version.txt" | cut -d' ' -f1)" >>"$GV/village-files.txt"
run_w "$SETUP" /S || fail "installer exit status"
expect_files "$GV/village.exe" "$GV/$DATA_PROBE"
[ ! -e "$C/Program Files/Village" ] || fail "the install without /D did not go to the remembered C:\Games\Village"
expect_gone "$GV/assets/dropped-in-this-version.txt"
# Another program put its own copy where one of our files was: not ours to delete.
echo "another program's SDL2_ttf.dll" >"$GV/SDL2_ttf.dll"
log "[shared] uninstall: C:\Games\Village\uninstall-village.exe /S"
run_w 'C:\Games\Village\uninstall-village.exe' /S /AllUsers || fail "uninstaller exit status"
expect_gone "$GV/village.exe" "$GV/SDL2.dll" "$GV/$DATA_PROBE" "$GV/uninstall-village.exe" \
    "$GV/village-files.txt" "$SMA"
[ "$(cat "$GV/SDL2_ttf.dll" 2>/dev/null)" = "another program's SDL2_ttf.dll" ] ||
    fail "the uninstaller deleted a file whose SHA-256 is not the one it installed"
rm "$GV/SDL2_ttf.dll"
rmdir "$GV" || fail "C:\Games\Village holds more than the replaced file: $(ls -A "$GV")"
(cd "$G" && find . -type f -exec sha256sum {} + | sort) >"$T/other-after.txt"
diff "$T/other-before.txt" "$T/other-after.txt" >&2 ||
    fail "C:\Games after the uninstall is not as it was before the install"
log "[shared]   installed into C:\Games\Village, our files removed (a replaced one kept)," \
    "all ${#OTHER[@]} files of the other program (its SDL2.dll too) as they were"

# 4) /AllUsers without administrator rights: the installer and the
# uninstaller start themselves again through ShellExecuteEx's "runas" (UAC
# on Windows) and return that run's exit code. wine makes every process an
# administrator, so this is a test build of village.nsi in which the
# account counts as unelevated (VILLAGE_PRETEND_UNELEVATED) and the second
# run leaves its command line in %TEMP%: the same code, from the relaunch
# to the exit code, as the release installer's.
log "[elevation] a test installer that counts the account as unelevated"
E="$T/elevation"
mkdir -p "$E/stage/assets"
echo "probe" >"$E/stage/village.exe"
echo "probe data" >"$E/stage/assets/readme.txt"
printf 'elevation probe\r\n' >"$E/LICENSE.txt"
cmake -DSTAGE="$E/stage" -DOUT_NSH="$E/files.nsh" -DOUT_LIST="$E/village-files.txt" \
    -P "$HERE/nsis-file-list.cmake" >/dev/null || fail "nsis-file-list.cmake (elevation probe)"
makensis -V2 -DVILLAGE_PRETEND_UNELEVATED -DVERSION="$VERSION" -DSTAGING_DIR="$E/stage" \
    -DLICENSE_FILE="$E/LICENSE.txt" -DFILE_LIST_NSH="$E/files.nsh" \
    -DFILE_LIST_LOG="$E/village-files.txt" -DAPP_ICON="$HERE/../../assets/icons/village.ico" \
    -DOUTFILE="$E/probe-setup.exe" "$HERE/village.nsi" >"$E/makensis.log" 2>&1 ||
    { cat "$E/makensis.log" >&2; fail "makensis (elevation probe)"; }
# %TEMP% (wine 8: C:\users\NAME\Temp)
WTEMP=$(winepath -u "$(wine cmd /c 'echo %TEMP%' 2>/dev/null | tr -d '\r')" 2>/dev/null)
[ -d "$WTEMP" ] || fail "[elevation] no %TEMP% folder ($WTEMP)"
ED="$C/Elevated"
rm -f "$WTEMP/village-elevated-install.txt" "$WTEMP/village-elevated-un.install.txt"
run_w "$E/probe-setup.exe" /S /AllUsers '/D=C:\Elevated' || fail "[elevation] installer exit status"
tr -d '\0' <"$WTEMP/village-elevated-install.txt" 2>/dev/null | grep -q '/VillageElevated /S /AllUsers *|C:\\Elevated$' ||
    fail "[elevation] the installer did not start itself again with its arguments and /D=: $(cat "$WTEMP/village-elevated-install.txt" 2>&1)"
expect_files "$ED/village.exe" "$ED/assets/readme.txt" "$ED/uninstall-village.exe" "$SMA/Village.lnk"
reg_exists 'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Village' ||
    fail "[elevation] the relaunched installer did not install for all users"
log "[elevation]   relaunched with $(tr -d '\0\r' <"$WTEMP/village-elevated-install.txt" | sed 's/^.*probe-setup.exe"* *//; s/|/, folder /'), installed for all users"
run_w "$ED/uninstall-village.exe" /S /AllUsers || fail "[elevation] uninstaller exit status"
tr -d '\0' <"$WTEMP/village-elevated-un.install.txt" 2>/dev/null | grep -q '/VillageElevated *|C:\\Elevated$' ||
    fail "[elevation] the uninstaller did not start itself again for its folder: $(cat "$WTEMP/village-elevated-un.install.txt" 2>&1)"
expect_gone "$ED" "$SMA"
! reg_exists 'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Village' ||
    fail "[elevation] HKLM uninstall key left"
log "[elevation]   the uninstaller relaunched itself the same way and removed everything"

log "all installer checks passed"
"$WINESERVER" -k 2>/dev/null || true     # our WINEPREFIX's wineserver only
"$WINESERVER" -w 2>/dev/null || true
if [ "${KEEP:-0}" = 1 ]; then log "kept $T"; else rm -rf "$T" 2>/dev/null || { sleep 2; rm -rf "$T"; }; fi

#!/usr/bin/env bash
# Tests the AppDir archive of packaging/linux/make-appdir.sh:
#   - unpacked into a folder with a space in its name, AppRun --version and
#     AppRun --selftest (offscreen video, dummy audio) from another folder
#   - again with every system copy of the bundled libraries hidden (bind-mounted
#     over with /dev/null in a private mount namespace), as on a distribution
#     that lacks them or has older ones: the game must run from its own
#   - the desktop entry at the top validates and names the icon beside it
#
# Usage: packaging/linux/test-appdir.sh PATH/village-VERSION-x86_64.AppDir.tar.gz VERSION
# Needs root (or password-less sudo) for the mount namespace (unshare -m).
set -euo pipefail
ARCHIVE=$(realpath "${1:?usage: test-appdir.sh ARCHIVE VERSION}")
VERSION=${2:?usage: test-appdir.sh ARCHIVE VERSION}
APP_ID=io.github.villagestudio.Village
TOP=$(basename "$ARCHIVE" .tar.gz)
T=$(mktemp -d "/tmp/village appdir test.XXXXXX")
T0=$(date +%s)
log() { printf '[appdir-test %3ss] %s\n' "$(($(date +%s) - T0))" "$*"; }
fail() {
    printf '[appdir-test] FAIL: %s (kept %s)\n' "$*" "$T" >&2
    exit 1
}
SUDO=()
[ "$(id -u)" -eq 0 ] || SUDO=(sudo -n)

tar -xzf "$ARCHIVE" -C "$T"
A="$T/$TOP"
for f in AppRun "$APP_ID.desktop" "$APP_ID.png" usr/games/village usr/share/village/assets/gfx/layout.txt; do
    [ -e "$A/$f" ] || fail "no $f in the AppDir"
done
desktop-file-validate "$A/$APP_ID.desktop" || fail "desktop-file-validate"
grep -qx "Icon=$APP_ID" "$A/$APP_ID.desktop" || fail "the desktop entry names another icon"
BUNDLED=$(cd "$A/usr/lib" && ls)
log "$(echo "$BUNDLED" | wc -l) bundled libraries: $(echo $BUNDLED | cut -c1-150)..."

mkdir -p "$T/pref" "$T/elsewhere"
run() { # name, then the command prefix before AppRun
    local name=$1
    shift
    (cd "$T/elsewhere" && "$@" env VILLAGE_PREF_DIR="$T/pref" VILLAGE_NO_DIALOGS=1 \
        SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy "$A/AppRun" --selftest) >"$T/$name.log" 2>&1 ||
        {
            cat "$T/$name.log" >&2
            fail "AppRun --selftest ($name)"
        }
    log "  $name: $(tail -n 1 "$T/$name.log")"
}
[ "$("$A/AppRun" --version)" = "village $VERSION" ] || fail "AppRun --version"
run selftest

# The system copies of the bundled libraries, hidden in a private namespace.
hide="$T/hide.sh"
{
    echo "set -e"
    for lib in $BUNDLED; do
        for sys in /lib/x86_64-linux-gnu/$lib /usr/lib/x86_64-linux-gnu/$lib; do
            if [ -e "$sys" ]; then echo "mount --bind /dev/null '$(readlink -f "$sys")'"; fi
        done
    done | sort -u
    echo 'exec "$@"'
} >"$hide"
"${SUDO[@]}" unshare -m bash -c 'mount --make-rprivate / && bash "$0" "$@"' "$hide" true ||
    fail "cannot hide libraries in a mount namespace (unshare -m)"
run selftest-without-system-libs "${SUDO[@]}" unshare -m bash -c \
    'mount --make-rprivate / && bash "$0" "$@"' "$hide"
log "all AppDir checks passed ($VERSION)"
rm -rf "$T"

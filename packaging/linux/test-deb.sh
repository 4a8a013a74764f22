#!/usr/bin/env bash
# Installs a village .deb on this machine, checks it, and removes it again:
#   - control data: name, version, Depends on the SDL2 runtime packages and
#     the font packages; lintian reports no error
#   - apt-get install ./village_*.deb; dpkg -L lists the expected files
#   - village --version prints the version; village --selftest exits 0
#     (offscreen video and dummy audio, and under Xvfb with the X11 driver)
#   - the installed .desktop, AppStream metainfo and man page validate; the
#     man page names only paths the package has; the window's WM_CLASS is the
#     desktop id (StartupWMClass), seen under Xvfb
#   - apt-get remove: every file dpkg listed is gone, nothing of ours is left
#
# Usage: packaging/linux/test-deb.sh PATH/village_VERSION_ARCH.deb [VERSION]
#        (VERSION defaults to the one in the file name)
# Needs root (or password-less sudo). Refuses to run if a 'village' package is
# already installed, so it never replaces or removes someone's installation.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

DEB=$(realpath "${1:?usage: test-deb.sh PATH/village_VERSION_ARCH.deb [VERSION]}")
VERSION=${2:-$(basename "$DEB" | sed -n 's/^village_\([^_]*\)_.*\.deb$/\1/p')}
APP_ID=io.github.villagestudio.Village
T=$(mktemp -d /tmp/village-deb-test.XXXXXX)
T0=$(date +%s)
log() { printf '[deb-test %3ss] %s\n' "$(($(date +%s) - T0))" "$*"; }
fail() {
    printf '[deb-test] FAIL: %s (logs in %s)\n' "$*" "$T" >&2
    exit 1
}
SUDO=()
[ "$(id -u)" -eq 0 ] || SUDO=(sudo -n)

status_of() { dpkg-query -W -f='${db:Status-Status}' village 2>/dev/null || true; }
case "$(status_of)" in
"" | not-installed | config-files) ;;
*) fail "a 'village' package is already installed; remove it first" ;;
esac

need=()
command -v desktop-file-validate >/dev/null || need+=(desktop-file-utils)
command -v appstreamcli >/dev/null || need+=(appstream)
command -v xvfb-run >/dev/null || need+=(xvfb xauth)
command -v man >/dev/null || need+=(man-db)
command -v lintian >/dev/null || need+=(lintian)
command -v xdotool >/dev/null || need+=(xdotool)
command -v xprop >/dev/null || need+=(x11-utils)
if [ ${#need[@]} -gt 0 ]; then
    log "apt-get install ${need[*]}"
    "${SUDO[@]}" apt-get install -y -q --no-install-recommends "${need[@]}" >"$T/apt-tools.log" 2>&1 ||
        fail "could not install ${need[*]}"
fi

# shellcheck source=packaging/linux/deb-control.sh
. "$(dirname "$0")/deb-control.sh"
deb_control_check "$DEB" village "$VERSION" libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-ttf-2.0-0 \
    libsdl2-mixer-2.0-0 libcjson1 fonts-open-sans fonts-ebgaramond
log "  Depends: $DEPENDS"
log "lintian"
# Exit status 0 and no E: tag. The warnings left are listed in docs/packaging.md.
lintian --tag-display-limit 0 "$DEB" >"$T/lintian.log" 2>&1 || true
if grep -q '^E: ' "$T/lintian.log"; then
    cat "$T/lintian.log" >&2
    fail "lintian reports errors"
fi
log "  $(grep -c '^E: ' "$T/lintian.log") errors, $(grep -c '^W: ' "$T/lintian.log") warnings"
sed 's/^/    /' "$T/lintian.log"

# On failure, do not leave the package behind on this machine.
cleanup() {
    if [ "$(status_of)" = installed ]; then
        "${SUDO[@]}" apt-get remove -y -q village >"$T/apt-cleanup.log" 2>&1 || true
    fi
}
trap cleanup EXIT

log "apt-get install $DEB"
"${SUDO[@]}" apt-get install -y -q "$DEB" >"$T/apt-install.log" 2>&1 || fail "apt-get install"
[ "$(status_of)" = installed ] || fail "dpkg does not list village as installed"
dpkg -L village >"$T/files.txt"
GAME=/usr/games/village
for f in $GAME /usr/share/games/village/assets/gfx/layout.txt /usr/share/games/village/assets/ai/learned.txt \
    /usr/share/applications/$APP_ID.desktop /usr/share/metainfo/$APP_ID.metainfo.xml \
    /usr/share/man/man6/village.6.gz /usr/share/icons/hicolor/256x256/apps/$APP_ID.png \
    /usr/share/doc/village/copyright /usr/share/doc/village/changelog.gz \
    /usr/share/doc/village/CREDITS.md /usr/share/games/village/assets/fonts/OpenSans-Regular.ttf; do
    grep -qx "$f" "$T/files.txt" || fail "dpkg -L village lacks $f"
    [ -e "$f" ] || fail "$f is listed but missing"
done
log "  $(wc -l <"$T/files.txt") paths installed"

log "the installed game"
[ "$(cd "$T" && $GAME --version)" = "village $VERSION" ] || fail "village --version"
mkdir -p "$T/pref"
run_selftest() { # log-name, extra environment...
    local name=$1
    shift
    (cd "$T" && env VILLAGE_PREF_DIR="$T/pref" VILLAGE_NO_DIALOGS=1 "$@" $GAME --selftest) \
        >"$T/$name.log" 2>&1 || {
        cat "$T/$name.log" >&2
        fail "village --selftest ($name)"
    }
    log "  $name: $(tail -n 1 "$T/$name.log")"
}
run_selftest selftest-offscreen SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
run_selftest selftest-xvfb SDL_VIDEODRIVER=x11 SDL_AUDIODRIVER=dummy \
    xvfb-run -a -n 100 -s "-screen 0 1920x1080x24"
if strings $GAME | grep -qE '^/[^ ]*/assets$'; then
    fail "$GAME knows a source tree's assets folder (configure with -DVILLAGE_PACKAGE=ON)"
fi

log "desktop file, AppStream metainfo, man page"
desktop-file-validate /usr/share/applications/$APP_ID.desktop >"$T/desktop.log" 2>&1 ||
    fail "desktop-file-validate: $(cat "$T/desktop.log")"
appstreamcli validate --no-net /usr/share/metainfo/$APP_ID.metainfo.xml >"$T/appstream.log" 2>&1 ||
    fail "appstreamcli validate: $(cat "$T/appstream.log")"
grep -q "release version=\"$VERSION\"" /usr/share/metainfo/$APP_ID.metainfo.xml ||
    fail "metainfo has no release $VERSION"
# Its screenshots are files of this repository's docs/screenshots.
SHOTS=$(sed -n 's|.*<image[^>]*>.*/docs/screenshots/\([^<]*\)</image>.*|\1|p' \
    /usr/share/metainfo/$APP_ID.metainfo.xml)
[ -n "$SHOTS" ] || fail "the metainfo has no screenshots"
for shot in $SHOTS; do
    [ -f "$(dirname "$0")/../../docs/screenshots/$shot" ] || fail "no docs/screenshots/$shot"
done
MANWIDTH=80 man --warnings -l /usr/share/man/man6/village.6.gz >"$T/man.txt" 2>"$T/man-warnings.txt" ||
    fail "man -l"
[ ! -s "$T/man-warnings.txt" ] || fail "man page warnings: $(cat "$T/man-warnings.txt")"
grep -q "Village $VERSION" "$T/man.txt" || fail "the man page does not show version $VERSION"
# Every absolute path the man page names is one the package installed.
for p in $(grep -oE '/usr/[^ ,;)]*[^ ,;.)]' "$T/man.txt" | sort -u); do
    [ -e "$p" ] || fail "the man page names $p, which the package does not have"
done
grep -q /usr/local "$T/man.txt" && fail "the man page names /usr/local paths"
[ "$(zcat /usr/share/doc/village/changelog.gz | sed -n '1s/^village (\([^)]*\)).*/\1/p')" = "$VERSION" ] ||
    fail "the changelog's first entry is not version $VERSION"

log "the window belongs to its menu entry (StartupWMClass = WM_CLASS)"
grep -qx "StartupWMClass=$APP_ID" /usr/share/applications/$APP_ID.desktop ||
    fail "the desktop entry has no StartupWMClass=$APP_ID"
cat >"$T/wmclass.sh" <<EOF_WM
set -e
VILLAGE_PREF_DIR="$T/pref" VILLAGE_NO_DIALOGS=1 SDL_VIDEODRIVER=x11 SDL_AUDIODRIVER=dummy $GAME &
pid=\$!
# The game may replace its first window (renderer fallback): ask until one answers.
for i in \$(seq 40); do
    for win in \$(xdotool search --classname "$APP_ID" 2>/dev/null); do
        xprop -id "\$win" WM_CLASS 2>/dev/null | grep WM_CLASS && break 2
    done
    sleep 0.5
done
kill \$pid
wait \$pid || true
EOF_WM
# A server of its own, numbered apart from the selftest's: xvfb-run does not
# wait for the server it stops, and a game that met the last one going away
# found no display ("x11 not available") in one CI run. The game drawing
# under X11 is the selftest's claim; here a display that failed us is asked
# again, twice at most.
for attempt in 1 2 3; do
    xvfb-run -a -n $((110 + attempt * 10)) -s "-screen 0 1280x800x24" bash "$T/wmclass.sh" \
        >"$T/wmclass.log" 2>&1 || true
    grep -q "x11 not available" "$T/wmclass.log" || break
    log "  no X display for the game (attempt $attempt): asked again"
done
grep -q "WM_CLASS(STRING) = \"$APP_ID\", \"$APP_ID\"" "$T/wmclass.log" ||
    fail "the window's WM_CLASS is not $APP_ID: $(cat "$T/wmclass.log")"
log "  $(grep WM_CLASS "$T/wmclass.log")"

log "apt-get remove village"
"${SUDO[@]}" apt-get remove -y -q village >"$T/apt-remove.log" 2>&1 || fail "apt-get remove"
case "$(status_of)" in
"" | not-installed) ;;
*) fail "after remove dpkg says: $(status_of)" ;;
esac
left=0
while IFS= read -r path; do
    [ -f "$path" ] || [ -L "$path" ] || continue
    echo "left behind: $path" >&2
    left=1
done <"$T/files.txt"
[ $left = 0 ] || fail "files left after apt-get remove"
for d in /usr/share/games/village /usr/share/doc/village; do
    [ ! -e "$d" ] || fail "$d left after apt-get remove"
done
log "all .deb checks passed ($VERSION)"
rm -rf "$T"

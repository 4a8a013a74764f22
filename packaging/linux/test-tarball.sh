#!/usr/bin/env bash
# Checks that the Linux .tar.gz is relocatable: unpacked into a random folder
# (with a space in its name), games/village runs from another working directory
# and finds its data in ../share/games/village/assets; moved to another folder, it
# still does. The archive needs the SDL2 runtime libraries of the system
# (the .deb's Depends).
#
# Usage: packaging/linux/test-tarball.sh PATH/village-VERSION-linux-ARCH.tar.gz [VERSION]
set -euo pipefail

TGZ=$(realpath "${1:?usage: test-tarball.sh PATH/village-VERSION-linux-ARCH.tar.gz [VERSION]}")
VERSION=${2:-$(basename "$TGZ" | sed -n 's/^village-\(.*\)-linux-[^-]*\.tar\.gz$/\1/p')}
T=$(mktemp -d "/tmp/village tgz test.XXXXXX")
T0=$(date +%s)
log() { printf '[tgz-test %3ss] %s\n' "$(($(date +%s) - T0))" "$*"; }
fail() {
    printf '[tgz-test] FAIL: %s (kept %s)\n' "$*" "$T" >&2
    exit 1
}

log "unpack $(basename "$TGZ") into '$T/a'"
mkdir -p "$T/a" "$T/elsewhere" "$T/pref"
tar -xzf "$TGZ" -C "$T/a"
TOP=$(basename "$TGZ" .tar.gz)
[ -d "$T/a/$TOP" ] || fail "the archive has no top folder $TOP"
for f in games/village share/games/village/assets/gfx/layout.txt share/games/village/assets/ai/learned.txt \
    share/man/man6/village.6.gz \
    share/applications/io.github.villagestudio.Village.desktop share/doc/village/copyright; do
    [ -e "$T/a/$TOP/$f" ] || fail "missing $f"
done

check_run() { # folder holding the unpacked top folder
    local exe="$1/$TOP/games/village"
    [ "$(cd "$T/elsewhere" && "$exe" --version)" = "village $VERSION" ] || fail "$exe --version"
    (cd "$T/elsewhere" && VILLAGE_PREF_DIR="$T/pref" SDL_VIDEODRIVER=offscreen \
        SDL_AUDIODRIVER=dummy "$exe" --selftest) >"$T/selftest.log" 2>&1 ||
        {
            cat "$T/selftest.log" >&2
            fail "$exe --selftest"
        }
    log "  $exe --selftest: $(tail -n 1 "$T/selftest.log")"
}
check_run "$T/a"
log "move the folder and run again"
mv "$T/a" "$T/moved here"
check_run "$T/moved here"
if strings "$T/moved here/$TOP/games/village" | grep -qE '^/[^ ]*/assets$'; then
    fail "games/village knows a source tree's assets folder (configure with -DVILLAGE_PACKAGE=ON)"
fi
log "all .tar.gz checks passed ($VERSION)"
rm -rf "$T"

#!/usr/bin/env bash
# Checks the village-referee .deb without installing it on this machine (its
# postinst would add a system user): everything runs in a scratch root made
# with dpkg-deb -x.
#   - control data: name, version, Depends on the database and XMPP
#     libraries and on no SDL2 library; lintian reports no error and no warning
#   - the files: the program, man page, systemd unit, sysusers.d file, settings
#     under /etc (a conffile), copyright and changelog, the expert level's
#     learned evaluation
#   - the unpacked program: --version prints the version, --help the usage,
#     and with no XMPP account it refuses with its usage error (2)
#   - the man page shows without warnings; the changelog's version
#   - the unit: systemd-analyze verify prints nothing (skipped with a message
#     when systemd-analyze is missing); it runs as the sysusers.d file's user
#   - systemd-sysusers --dry-run in the scratch root would make that user
#   - the maintainer scripts with DPKG_ROOT=the scratch root: the postinst
#     makes secret.conf with mode 0600, the postrm's purge removes it
#   - GAME_DEB, when given: the game's package has no referee and does not
#     depend on the referee's databases
#
# Usage: packaging/linux/test-referee-deb.sh PATH/village-referee_VERSION_ARCH.deb [VERSION [GAME_DEB]]
#        (VERSION defaults to the one in the file name)
set -euo pipefail

DEB=$(realpath "${1:?usage: test-referee-deb.sh PATH/village-referee_VERSION_ARCH.deb [VERSION [GAME_DEB]]}")
VERSION=${2:-$(basename "$DEB" | sed -n 's/^village-referee_\([^_]*\)_.*\.deb$/\1/p')}
GAME_DEB=${3:-}
T=$(mktemp -d /tmp/village-referee-deb-test.XXXXXX)
ROOT=$T/root
T0=$(date +%s)
log() { printf '[referee-deb-test %3ss] %s\n' "$(($(date +%s) - T0))" "$*"; }
fail() {
    printf '[referee-deb-test] FAIL: %s (kept %s)\n' "$*" "$T" >&2
    exit 1
}

# shellcheck source=packaging/linux/deb-control.sh
. "$(dirname "$0")/deb-control.sh"
deb_control_check "$DEB" village-referee "$VERSION" libsqlite3-0 libpq5 libstrophe0 \
    systemd-standalone-sysusers
grep -q sdl <<<"$DEPENDS" && fail "the referee depends on SDL: $DEPENDS"
log "  Depends: $DEPENDS"

log "lintian"
lintian --tag-display-limit 0 "$DEB" >"$T/lintian.log" 2>&1 || true
if grep -qE '^[EW]: ' "$T/lintian.log"; then
    cat "$T/lintian.log" >&2
    fail "lintian reports errors or warnings"
fi
log "  $(grep -c '^E: ' "$T/lintian.log") errors, $(grep -c '^W: ' "$T/lintian.log") warnings"

log "files"
dpkg-deb -c "$DEB" | awk '{ print $NF }' | sed 's|^\./|/|' >"$T/files.txt"
for f in /usr/bin/village-referee /usr/share/man/man1/village-referee.1.gz \
    /usr/lib/systemd/system/village-referee.service /usr/lib/sysusers.d/village-referee.conf \
    /etc/village-referee/referee.conf /usr/share/doc/village-referee/copyright \
    /usr/share/doc/village-referee/changelog.gz /usr/share/village-referee/learned.txt; do
    grep -qx "$f" "$T/files.txt" || fail "the package lacks $f"
done
log "  $(grep -vc '/$' "$T/files.txt") files"
mkdir -p "$T/control"
dpkg-deb -e "$DEB" "$T/control"
[ "$(cat "$T/control/conffiles")" = /etc/village-referee/referee.conf ] ||
    fail "conffiles is not /etc/village-referee/referee.conf: $(cat "$T/control/conffiles")"

log "the unpacked program"
dpkg-deb -x "$DEB" "$ROOT"
REFEREE=$ROOT/usr/bin/village-referee
[ "$("$REFEREE" --version)" = "village-referee $VERSION" ] || fail "village-referee --version"
"$REFEREE" --help >"$T/help.txt" || fail "village-referee --help"
grep -q -- '--db WHERE' "$T/help.txt" || fail "village-referee --help shows no --db"
rc=0
env -u VILLAGE_REFEREE_JID -u VILLAGE_REFEREE_PASSWORD HOME="$T" "$REFEREE" >"$T/no-account.log" 2>&1 ||
    rc=$?
if [ $rc -ne 2 ] || ! grep -q 'an XMPP account is needed' "$T/no-account.log"; then
    fail "without an account village-referee exited $rc: $(cat "$T/no-account.log")"
fi
ldd "$REFEREE" >"$T/ldd.txt"
grep -q 'not found' "$T/ldd.txt" && fail "missing libraries: $(grep 'not found' "$T/ldd.txt")"
grep -qi sdl "$T/ldd.txt" && fail "village-referee loads SDL"
log "  $("$REFEREE" --version); no account: exit 2"

log "the learned evaluation"
# Installed, the program reads the file the package puts beside its data: its
# default is that path. Unpacked here it is not there, so the packaged copy is
# named; a database it cannot open ends the run after the file is read, and no
# line may say it fell back to the hand-written evaluation.
LEARNED=/usr/share/village-referee/learned.txt
grep -qaF "$LEARNED" "$REFEREE" || fail "village-referee's default learned file is not $LEARNED"
env -u VILLAGE_LEARNED HOME="$T" "$REFEREE" --jid referee@example.org --password p \
    --db "sqlite:$T/no-such-folder/games.sqlite" --learned "$ROOT$LEARNED" >"$T/learned.log" 2>&1 || true
grep -q 'hand-written evaluation' "$T/learned.log" &&
    fail "village-referee cannot use the packaged $LEARNED: $(cat "$T/learned.log")"
log "  default $LEARNED; the packaged copy reads"

log "man page, changelog"
MANWIDTH=80 man --warnings -l "$ROOT/usr/share/man/man1/village-referee.1.gz" >"$T/man.txt" \
    2>"$T/man-warnings.txt" || fail "man -l"
[ ! -s "$T/man-warnings.txt" ] || fail "man page warnings: $(cat "$T/man-warnings.txt")"
grep -q "Village $VERSION" "$T/man.txt" || fail "the man page does not show version $VERSION"
grep -q /usr/local "$T/man.txt" && fail "the man page names /usr/local paths"
[ "$(zcat "$ROOT/usr/share/doc/village-referee/changelog.gz" |
    sed -n '1s/^village-referee (\([^)]*\)).*/\1/p')" = "$VERSION" ] ||
    fail "the changelog's first entry is not village-referee $VERSION"

log "systemd unit and user"
UNIT=$ROOT/usr/lib/systemd/system/village-referee.service
grep -qx 'User=village-referee' "$UNIT" || fail "the unit does not run as village-referee"
grep -q '^u village-referee ' "$ROOT/usr/lib/sysusers.d/village-referee.conf" ||
    fail "the sysusers.d file makes no user village-referee"
grep -qx 'StateDirectory=village-referee' "$UNIT" || fail "the unit has no StateDirectory"
grep -q 'ExecStart=.*--password' "$UNIT" && fail "the unit puts a password on the command line"
if command -v systemd-analyze >/dev/null; then
    # verify checks that ExecStart's program exists: the scratch root's, in a
    # copy of the unit; and that its Documentation= man page opens.
    mkdir -p "$T/units"
    sed "s|=/usr/bin/village-referee|=$REFEREE|" "$UNIT" >"$T/units/village-referee.service"
    MANPATH=$ROOT/usr/share/man systemd-analyze verify "$T/units/village-referee.service" \
        >"$T/verify.log" 2>&1 || fail "systemd-analyze verify: $(cat "$T/verify.log")"
    [ ! -s "$T/verify.log" ] || fail "systemd-analyze verify: $(cat "$T/verify.log")"
    systemd-analyze security --offline=yes "$T/units/village-referee.service" >"$T/security.log" 2>&1 ||
        true
    log "  systemd-analyze verify: no remarks; $(grep -o 'Overall exposure level.*' "$T/security.log" ||
        echo 'no exposure level')"
else
    log "  systemd-analyze is not installed: the unit is not verified"
fi
if command -v systemd-sysusers >/dev/null; then
    systemd-sysusers --root="$ROOT" --dry-run >"$T/sysusers.log" 2>&1 ||
        fail "systemd-sysusers --dry-run: $(cat "$T/sysusers.log")"
    grep -q "Creating user 'village-referee'" "$T/sysusers.log" ||
        fail "systemd-sysusers would not make the user: $(cat "$T/sysusers.log")"
    log "  systemd-sysusers would make the user village-referee"
else
    log "  systemd-sysusers is not installed: the sysusers.d file is not tried"
fi

log "maintainer scripts (DPKG_ROOT=the scratch root)"
for script in postinst prerm postrm; do
    sh -n "$T/control/$script" || fail "$script: syntax"
done
DPKG_ROOT=$ROOT "$T/control/postinst" configure "" || fail "postinst configure"
SECRET=$ROOT/etc/village-referee/secret.conf
[ "$(stat -c %a "$SECRET")" = 600 ] || fail "secret.conf has mode $(stat -c %a "$SECRET"), not 600"
echo 'VILLAGE_REFEREE_PASSWORD=kept' >>"$SECRET"
DPKG_ROOT=$ROOT "$T/control/postinst" configure "$VERSION" || fail "postinst configure (upgrade)"
grep -qx 'VILLAGE_REFEREE_PASSWORD=kept' "$SECRET" || fail "an upgrade's postinst replaced secret.conf"
DPKG_ROOT=$ROOT "$T/control/prerm" remove || fail "prerm remove"
DPKG_ROOT=$ROOT "$T/control/postrm" purge || fail "postrm purge"
[ ! -e "$SECRET" ] || fail "purge left secret.conf"
log "  secret.conf: made 0600, kept on upgrade, removed on purge"

if [ -n "$GAME_DEB" ]; then
    log "the game's package $(basename "$GAME_DEB") has no referee"
    dpkg-deb -c "$GAME_DEB" | grep -q village-referee && fail "the game's package holds the referee"
    GAME_DEPENDS=$(dpkg-deb -f "$GAME_DEB" Depends)
    grep -qE 'libpq|libsqlite|systemd' <<<"$GAME_DEPENDS" &&
        fail "the game depends on the referee's libraries: $GAME_DEPENDS"
    log "  Depends: $GAME_DEPENDS"
fi

rm -rf "$T"
log "village-referee $VERSION: package OK"

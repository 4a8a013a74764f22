#!/usr/bin/env bash
# Tests the single-file AppImage of make-appimage.sh:
#   - the runtime: an ELF with the type-2 magic ('A', 'I', 2 at offset 8),
#     static (no program interpreter, so no glibc needed), the image starting
#     where its section headers end (--appimage-offset)
#   - libappimage, an independent reader, recognises type 2 and lists and
#     reads the same files as --appimage-extract writes (check-appimage.py),
#     and those are the AppDir archive's files; so this also tests the AppDir
#     archive: its desktop entry validates and names the icon beside it
#   - --version and --selftest (offscreen video, dummy audio) run through
#     FUSE when this machine has it, and by extracting into a temporary
#     folder when it has not (--appimage-extract-and-run,
#     APPIMAGE_EXTRACT_AND_RUN=1, and /dev/fuse hidden in a private mount
#     namespace together with every system copy of the bundled libraries);
#     each time no mount and no temporary folder is left behind
#
# Usage: packaging/linux/test-appimage.sh FILE.AppImage APPDIR.tar.gz VERSION
# It replaces the AppDir archive's own test: every check of that (desktop
# entry, selftest from a folder with a space, without the system's copies of
# the bundled libraries) is made here on the same files.
# Needs root (or password-less sudo) for the mount namespace (unshare -m),
# python3, libappimage and desktop-file-validate.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
IMAGE=$(realpath "${1:?usage: test-appimage.sh FILE.AppImage APPDIR.tar.gz VERSION}")
ARCHIVE=$(realpath "${2:?usage: test-appimage.sh FILE.AppImage APPDIR.tar.gz VERSION}")
VERSION=${3:?usage: test-appimage.sh FILE.AppImage APPDIR.tar.gz VERSION}
APP_ID=io.github.villagestudio.Village
T=$(mktemp -d "/tmp/village appimage test.XXXXXX")
T0=$(date +%s)
log() { printf '[appimage-test %3ss] %s\n' "$(($(date +%s) - T0))" "$*"; }
fail() {
    printf '[appimage-test] FAIL: %s (kept %s)\n' "$*" "$T" >&2
    exit 1
}
SUDO=()
[ "$(id -u)" -eq 0 ] || SUDO=(sudo -n)

# The runtime's ELF header and where the image starts.
[ "$(od -An -tx1 -j8 -N3 "$IMAGE" | tr -d ' \n')" = 414902 ] || fail "no type-2 magic at offset 8"
readelf -lW "$IMAGE" | grep -q 'Requesting program interpreter' && fail "the runtime is not static"
OFFSET=$("$IMAGE" --appimage-offset) || fail "--appimage-offset"
ELF_END=$(python3 -c '
import struct, sys
h = open(sys.argv[1], "rb").read(64)
print(struct.unpack_from("<Q", h, 0x28)[0] + struct.unpack_from("<H", h, 0x3A)[0] * struct.unpack_from("<H", h, 0x3C)[0])
' "$IMAGE")
[ "$OFFSET" = "$ELF_END" ] || fail "--appimage-offset says $OFFSET, the section headers end at $ELF_END"
[ "$(head -c 4 <(tail -c +$((OFFSET + 1)) "$IMAGE"))" = hsqs ] || fail "no squashfs at $OFFSET"
log "runtime: static ELF, type-2 magic, image at $OFFSET"

# --appimage-extract against the AppDir archive, and libappimage against both.
mkdir -p "$T/extract" "$T/archive"
(cd "$T/extract" && "$IMAGE" --appimage-extract >/dev/null) || fail "--appimage-extract"
tar -xzf "$ARCHIVE" -C "$T/archive"
diff -r --no-dereference "$T/archive/$(basename "$ARCHIVE" .tar.gz)" "$T/extract/squashfs-root" ||
    fail "--appimage-extract wrote other files than the AppDir archive holds"
[ -x "$T/extract/squashfs-root/AppRun" ] || fail "extracted AppRun lost its execute bit"
A="$T/extract/squashfs-root"
for f in "$APP_ID.desktop" "$APP_ID.png" usr/games/village usr/share/games/village/assets/gfx/layout.txt; do
    [ -e "$A/$f" ] || fail "no $f in the AppDir"
done
# Every bundled library with its licence: listed in bundled-libraries.txt
# with the packages compiled into it, each package's copyright file beside
# it, and every common licence text those files point to; no licence of a
# package that is not bundled.
LIST="$A/usr/share/doc/bundled-libraries.txt"
[ -s "$LIST" ] || fail "no usr/share/doc/bundled-libraries.txt"
for lib in "$A"/usr/lib/*.so*; do
    pkgs=$(awk -v n="$(basename "$lib")" '$1 == n { $1 = ""; print }' "$LIST")
    [ -n "$pkgs" ] || fail "$(basename "$lib") is bundled but not in bundled-libraries.txt"
    for pkg in $pkgs; do
        [ -s "$A/usr/share/doc/$pkg/copyright" ] || fail "no licence for $(basename "$lib") ($pkg)"
    done
done
[ "$(wc -l <"$LIST")" = "$(find "$A/usr/lib" -name '*.so*' | wc -l)" ] ||
    fail "bundled-libraries.txt lists libraries that are not bundled"
for doc in "$A"/usr/share/doc/*/; do
    pkg=$(basename "$doc")
    [ "$pkg" = common-licenses ] || [ "$pkg" = village ] || awk '{ $1 = ""; print }' "$LIST" | tr ' ' '\n' | grep -qx "$pkg" ||
        fail "usr/share/doc/$pkg: the licence of a package no bundled library is from"
done
for text in $(grep -ho '/usr/share/common-licenses/[A-Za-z0-9._+-]*[A-Za-z0-9+]' "$A"/usr/share/doc/*/copyright | sort -u); do
    [ ! -f "$text" ] || [ -s "$A/usr/share/doc/common-licenses/$(basename "$text")" ] ||
        fail "a bundled library's copyright names $text, which the AppDir lacks"
done
log "licences: $(wc -l <"$LIST") bundled libraries, each with its packages' copyright;" \
    "$(find "$A/usr/share/doc/common-licenses" -type f 2>/dev/null | wc -l) common licence texts"
# Only what the game loads, and self-contained: every bundled library is one
# the game loads from usr/lib, and none needs more than glibc, libX11 (which
# the game itself links), OpenSSL 3 (left to the system for its security
# updates and trusted certificates: make-appdir.sh) and the other bundled ones.
# SDL2_mixer is loaded when the sound starts (src/app/mixer_calls.h), not
# linked: it and what it needs count as loaded too.
RUN_TIME_LIBS=(libSDL2_mixer-2.0.so.0)
LOADED=$(
    LD_LIBRARY_PATH="$A/usr/lib" ldd "$A/usr/games/village"
    for lib in "${RUN_TIME_LIBS[@]}"; do
        [ -e "$A/usr/lib/$lib" ] || fail "$lib, which the game loads when the sound starts, is not bundled"
        echo "	$lib => $A/usr/lib/$lib (run time)"
        LD_LIBRARY_PATH="$A/usr/lib" ldd "$A/usr/lib/$lib"
    done
)
for lib in "$A"/usr/lib/*.so*; do
    grep -q "=> $A/usr/lib/$(basename "$lib") " <<<"$LOADED" ||
        fail "$(basename "$lib") is bundled but the game does not load it"
    for needed in $(readelf -dW "$lib" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
        [ -e "$A/usr/lib/$needed" ] || [[ "$needed" =~ ^(libc\.so\.6|libm\.so\.6|libdl\.so\.2|libpthread\.so\.0|ld-linux-x86-64\.so\.2|libssl\.so\.3|libcrypto\.so\.3)$ ]] ||
            fail "$(basename "$lib") needs $needed, which is neither bundled nor glibc or OpenSSL 3"
    done
done
log "bundled: $(cd "$A/usr/lib" && ls | tr '\n' ' ')(each loaded by the game; they need only glibc, OpenSSL 3 and each other)"
desktop-file-validate "$A/$APP_ID.desktop" || fail "desktop-file-validate"
grep -qx "Icon=$APP_ID" "$A/$APP_ID.desktop" || fail "the desktop entry names another icon"
log "--appimage-extract: the AppDir archive's $(find "$T/extract/squashfs-root" | wc -l) entries"
log "$(python3 "$HERE/check-appimage.py" "$IMAGE" "$OFFSET" "$T/extract/squashfs-root")" ||
    fail "libappimage"
mkdir -p "$T/pattern" && (cd "$T/pattern" && "$IMAGE" --appimage-extract '*.desktop' >/dev/null)
# As with fnmatch(3) without flags, '*' also matches '/': both desktop entries.
[ "$(cd "$T/pattern/squashfs-root" && find . -type f | sort | tr '\n' ' ')" = \
    "./io.github.villagestudio.Village.desktop ./usr/share/applications/io.github.villagestudio.Village.desktop " ] ||
    fail "--appimage-extract '*.desktop' extracted other files than the two desktop entries"

# Runs: each with a private TMPDIR, which must be empty afterwards.
mkdir -p "$T/pref" "$T/elsewhere"
run() { # name, expected way (fuse|extract), then a command prefix; the image's arguments follow --
    local name=$1 way=$2
    shift 2
    local prefix=()
    while [ "$1" != -- ]; do
        prefix+=("$1")
        shift
    done
    shift
    rm -rf "$T/tmp" && mkdir -p "$T/tmp"
    (cd "$T/elsewhere" && "${prefix[@]}" env TMPDIR="$T/tmp" VILLAGE_PREF_DIR="$T/pref" \
        VILLAGE_NO_DIALOGS=1 SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy "$IMAGE" "$@") \
        >"$T/$name.log" 2>"$T/$name.err" || {
        cat "$T/$name.log" "$T/$name.err" >&2
        fail "$name"
    }
    if [ "$way" = fuse ] && grep -q 'extracting to a temporary folder' "$T/$name.err"; then
        cat "$T/$name.err" >&2
        fail "$name: FUSE is available but the runtime extracted"
    fi
    [ -z "$(ls -A "$T/tmp")" ] || fail "$name left $(ls -A "$T/tmp") in TMPDIR"
    ! grep -q "$T/tmp" /proc/mounts || fail "$name left a mount"
    log "  $name ($way): $(tail -n 1 "$T/$name.log")"
}
[ "$("$IMAGE" --version)" = "village $VERSION" ] || fail "--version"
if [ -w /dev/fuse ] && command -v fusermount3 >/dev/null; then
    run selftest-fuse fuse -- --selftest
else
    log "no usable /dev/fuse here: the default run extracts"
    run selftest-default extract -- --selftest
fi
run selftest-extract-and-run extract -- --appimage-extract-and-run --selftest
run selftest-env-extract extract env APPIMAGE_EXTRACT_AND_RUN=1 -- --selftest

# No FUSE and none of the bundled libraries on the system: /dev/fuse and
# every system copy of them hidden in a private mount namespace.
hide="$T/hide.sh"
{
    echo "set -e"
    echo "mount --bind /dev/null /dev/fuse"
    for lib in $(ls "$T/extract/squashfs-root/usr/lib"); do
        for sys in /lib/x86_64-linux-gnu/$lib /usr/lib/x86_64-linux-gnu/$lib; do
            if [ -e "$sys" ]; then echo "mount --bind /dev/null '$(readlink -f "$sys")'"; fi
        done
    done | sort -u
    echo 'exec "$@"'
} >"$hide"
"${SUDO[@]}" unshare -m bash -c 'mount --make-rprivate / && bash "$0" "$@"' "$hide" true ||
    fail "cannot hide files in a mount namespace (unshare -m)"
run selftest-no-fuse-no-system-libs extract "${SUDO[@]}" unshare -m bash -c \
    'mount --make-rprivate / && bash "$0" "$@"' "$hide" -- --selftest
grep -q 'extracting to a temporary folder' "$T/selftest-no-fuse-no-system-libs.err" ||
    fail "without /dev/fuse the runtime did not say it extracts"
# Libraries some desktops lack, which Debian's SDL2 family linked and so our
# AppImage once needed: each made unloadable in turn by an empty file of its
# name in a folder on LD_LIBRARY_PATH (the dynamic loader stops at it with
# "file too short", for a linked library and for dlopen() alike; this works
# as root and as a user, with no namespace). With each, the game must print
# its version, pass --selftest (every scene drawn offscreen) and, under Xvfb
# with SDL's X11 driver, reach its title frame (--bench-start).
UNCOMMON=(libdecor-0.so.0 libjack.so.0 libXss.so.1 libreadline.so.8 libgbm.so.1)
for lib in "${UNCOMMON[@]}"; do
    rm -rf "$T/shadow" && mkdir -p "$T/shadow" && : >"$T/shadow/$lib"
    # The hiding works: nothing can load it now.
    ! LD_LIBRARY_PATH="$T/shadow" python3 -c 'import ctypes, sys; ctypes.CDLL(sys.argv[1])' "$lib" 2>/dev/null ||
        fail "an empty $lib on LD_LIBRARY_PATH did not make it unloadable"
    version=$(env LD_LIBRARY_PATH="$T/shadow" "$IMAGE" --version 2>"$T/hidden.err") ||
        fail "--version with $lib hidden: $(cat "$T/hidden.err")"
    [ "$version" = "village $VERSION" ] || fail "--version with $lib hidden printed: $version"
    run "selftest-without-$lib" extract env LD_LIBRARY_PATH="$T/shadow" APPIMAGE_EXTRACT_AND_RUN=1 -- --selftest
    rm -rf "$T/tmp" "$T/run" && mkdir -p "$T/tmp" && mkdir -m 0700 "$T/run"
    # xvfb-run keeps its own files in TMPDIR and fails on a name with spaces
    # in it, so only the game gets ours. A desktop session has its runtime
    # folder: without one, libpulse (SDL's sound) makes its own in TMPDIR the
    # first time it runs for this user, which is not the game's doing.
    (cd "$T/elsewhere" && xvfb-run -a -n "${VILLAGE_XVFB_SERVERNUM:-99}" -s "-screen 0 1920x1080x24" \
        env LD_LIBRARY_PATH="$T/shadow" TMPDIR="$T/tmp" XDG_RUNTIME_DIR="$T/run" \
        VILLAGE_PREF_DIR="$T/pref" \
        VILLAGE_NO_DIALOGS=1 SDL_VIDEODRIVER=x11 \
        "$IMAGE" --appimage-extract-and-run --bench-start) >"$T/title.log" 2>"$T/title.err" || {
        cat "$T/title.log" "$T/title.err" >&2
        fail "--bench-start under Xvfb with $lib hidden"
    }
    grep -q '^village bench-start: .*x.*, .* renderer$' "$T/title.log" &&
        grep -q '^start to first title frame: ' "$T/title.log" ||
        fail "--bench-start with $lib hidden did not reach the title: $(cat "$T/title.log")"
    [ -z "$(ls -A "$T/tmp")" ] || fail "--bench-start left $(ls -A "$T/tmp") in TMPDIR"
    # The same binary with Debian's SDL2 libraries, as the AppImage had them.
    if env LD_LIBRARY_PATH="$T/shadow" "$A/usr/games/village" --version >/dev/null 2>&1; then
        debian="runs"
    else
        debian="does not start"
    fi
    log "  hidden $lib: --version, --selftest, $(sed -n 's/^start to first title frame: \([0-9]* ms\).*/title in \1/p' "$T/title.log")" \
        "under Xvfb ($(sed -n 's/.*, \(.*\) renderer$/\1/p' "$T/title.log")); the same game with Debian's SDL2 $debian"
done

# The runtime's own options, on this image and on a copy of its runtime
# around a tiny AppDir whose AppRun reports what it was given.
"$IMAGE" --appimage-version | grep -q '^Village AppImage runtime [0-9.]* (AppImage type 2)$' ||
    fail "--appimage-version"
for section in .upd_info .sha256_sig .sig_key; do
    readelf -SW "$IMAGE" | grep -q " $section " || fail "the runtime has no $section section"
done
[ -z "$("$IMAGE" --appimage-updateinfo)" ] || fail "--appimage-updateinfo of an image without one"
"$IMAGE" --appimage-signature >/dev/null || fail "--appimage-signature"
! "$IMAGE" --appimage-no-such-option 2>/dev/null || fail "an unknown --appimage- option ran"
mkdir -p "$T/tiny/AppDir"
printf '#!/bin/sh\necho "HOME=$HOME XDG_CONFIG_HOME=${XDG_CONFIG_HOME:-} ARGS=$*"\n' >"$T/tiny/AppDir/AppRun"
chmod 0755 "$T/tiny/AppDir/AppRun"
head -c "$OFFSET" "$IMAGE" >"$T/tiny/runtime"
UPDATE_INFO='gh-releases-zsync|villagestudio|village|latest|village-*-x86_64.AppImage.zsync'
python3 "$HERE/../appimage/set-section.py" "$T/tiny/runtime" .upd_info "$UPDATE_INFO"
python3 "$HERE/../appimage/set-section.py" "$T/tiny/runtime" .sha256_sig "not a real signature"
mksquashfs "$T/tiny/AppDir" "$T/tiny/image" -quiet -no-progress -all-root >/dev/null
TINY="$T/tiny/Tiny.AppImage"
cat "$T/tiny/runtime" "$T/tiny/image" >"$TINY"
chmod 0755 "$TINY"
[ "$("$TINY" --appimage-offset)" = "$OFFSET" ] || fail "set-section.py moved the image"
[ "$("$TINY" --appimage-updateinfo)" = "$UPDATE_INFO" ] || fail "--appimage-updateinfo"
[ "$("$TINY" --appimage-signature)" = "not a real signature" ] || fail "--appimage-signature"
tiny_run() { (cd "$T/elsewhere" && env HOME="$T/pref" TMPDIR="$T/tmp" "$TINY" --appimage-extract-and-run "$@"); }
[ "$(tiny_run a b)" = "HOME=$T/pref XDG_CONFIG_HOME= ARGS=a b" ] || fail "the tiny AppImage: $(tiny_run a b)"
"$TINY" --appimage-portable-home >/dev/null && [ -d "$TINY.home" ] || fail "--appimage-portable-home"
"$TINY" --appimage-portable-config >/dev/null && [ -d "$TINY.config" ] || fail "--appimage-portable-config"
[ "$(tiny_run)" = "HOME=$TINY.home XDG_CONFIG_HOME=$TINY.config ARGS=" ] ||
    fail "the portable folders are not the application's HOME and XDG_CONFIG_HOME: $(tiny_run)"
if [ -w /dev/fuse ] && command -v fusermount3 >/dev/null; then
    rm -rf "$T/tmp" && mkdir -p "$T/tmp"
    TMPDIR="$T/tmp" "$IMAGE" --appimage-mount >"$T/mount.out" 2>"$T/mount.err" &
    mounter=$!
    for _ in $(seq 50); do [ -s "$T/mount.out" ] && break; sleep 0.2; done
    mounted=$(head -n 1 "$T/mount.out")
    [ -n "$mounted" ] && [ -x "$mounted/AppRun" ] || {
        kill "$mounter" 2>/dev/null
        fail "--appimage-mount printed no folder holding AppRun: $(cat "$T/mount.err")"
    }
    mountpoint -q "$mounted" || { kill -INT "$mounter"; fail "--appimage-mount: $mounted is not a mount"; }
    kill -INT "$mounter"
    wait "$mounter" || fail "--appimage-mount did not end cleanly on SIGINT"
    [ ! -e "$mounted" ] || fail "--appimage-mount left $mounted"
    log "runtime options: version, updateinfo, signature, portable home/config, mount ($mounted)"
else
    log "runtime options: version, updateinfo, signature, portable home/config (no FUSE: mount untested)"
fi
log "all AppImage checks passed ($VERSION, $(stat -c %s "$IMAGE") bytes)"
rm -rf "$T"

#!/usr/bin/env bash
# Makes an AppDir of the game, the folder an AppImage is made from, packed as
# a .tar.gz: the installed tree under usr/, AppRun, the desktop entry and the
# icon at the top, and in usr/lib the shared libraries the game needs that a
# distribution may lack or have too old (SDL2 and its image, font and sound
# libraries: the .deb needs SDL2_mixer 2.6, which Debian 11 and Ubuntu 22.04
# do not have). The libraries every desktop has, and those that must match
# the running system (glibc, the X11/Wayland/GL/audio stack, D-Bus), are left
# to the system, as AppImage's exclusion list does.
#
# make-appimage.sh turns the archive into the single-file AppImage with our
# own runtime (packaging/appimage/): docs/packaging.md.
#
# Usage: packaging/linux/make-appdir.sh BUILD_DIR OUT.tar.gz
#        (BUILD_DIR: a configured and built tree, e.g. build/package-linux)
# Env:   SOURCE_DATE_EPOCH: the time of every file (reproducible archives).
set -euo pipefail
BUILD=$(realpath "${1:?usage: make-appdir.sh BUILD_DIR OUT.tar.gz}")
OUT=$(realpath -m "${2:?usage: make-appdir.sh BUILD_DIR OUT.tar.gz}")
APP_ID=io.github.villagestudio.Village
TOP=$(basename "$OUT" .tar.gz)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
A="$T/$TOP"

cmake --install "$BUILD" --prefix "$A/usr" --strip >/dev/null
GAME="$A/usr/games/village"
[ -x "$GAME" ] || {
    echo "make-appdir.sh: no usr/games/village after installing $BUILD" >&2
    exit 1
}

# Left to the system: glibc, the C++/GCC runtime, and everything that talks to
# the display, the GPU, the sound server or the session bus.
EXCLUDE='^(linux-vdso|ld-linux|libc|libm|libdl|librt|libpthread|libresolv|libutil|libstdc\+\+|libgcc_s|libgomp|libasound|libjack|libdbus-1|libsystemd|libglib-2\.0|libgobject-2\.0|libgmodule-2\.0|libgio-2\.0|libffi|libz|libexpat|libfontconfig|libfreetype|libharfbuzz|libgraphite2|libgcrypt|libgpg-error|libcap|libbsd|libmd|liblzma|libzstd|liblz4|libtinfo|libreadline|libasyncns|libselinux|libxkbcommon|libdrm|libgbm|libdecor-0|libbrotlicommon|libbrotlidec)\.so|^(libX|libxcb|libwayland-|libGL|libEGL|libpulse|libpcre2|libdb-)'
mkdir -p "$A/usr/lib"
ldd "$GAME" | awk '$2 == "=>" && $3 ~ /^\// { print $1, $3 }' | while read -r name path; do
    [[ "$name" =~ $EXCLUDE ]] && continue
    cp -L "$path" "$A/usr/lib/$name"
done
# Each bundled library's licence: the copyright file of the Debian package
# it comes from, in usr/share/doc/<package>/, and usr/share/doc/
# bundled-libraries.txt says which package each library is from.
package_of() { # PATH: the Debian package that installed it (with or without usrmerge)
    local p q
    for p in "$1" "$(readlink -f "$1")"; do
        for q in "$p" "${p#/usr}" "/usr$p"; do
            dpkg -S "$q" 2>/dev/null | head -n 1 | cut -d: -f1 | grep . && return 0
        done
    done
    return 1
}
mkdir -p "$A/usr/share/doc"
ldd "$GAME" | awk '$2 == "=>" && $3 ~ /^\// { print $1, $3 }' | while read -r name path; do
    [ -e "$A/usr/lib/$name" ] || continue
    pkg=$(package_of "$path") || {
        echo "make-appdir.sh: no Debian package owns $path: its licence is unknown" >&2
        exit 1
    }
    mkdir -p "$A/usr/share/doc/$pkg"
    cp -L "/usr/share/doc/$pkg/copyright" "$A/usr/share/doc/$pkg/copyright"
    echo "$name $pkg"
done | sort >"$A/usr/share/doc/bundled-libraries.txt"
# Debian's copyright files point at /usr/share/common-licenses for the GPL,
# LGPL and the like, which other distributions lack: the texts they name
# come along, in usr/share/doc/common-licenses/.
{ grep -ho '/usr/share/common-licenses/[A-Za-z0-9._+-]*[A-Za-z0-9+]' "$A"/usr/share/doc/*/copyright || true; } |
    sort -u | while read -r text; do
    [ -f "$text" ] || continue
    mkdir -p "$A/usr/share/doc/common-licenses"
    cp -L "$text" "$A/usr/share/doc/common-licenses/"
done
# Whatever stayed unresolved would fail on another machine too.
if ldd "$GAME" | grep -q 'not found'; then
    ldd "$GAME" | grep 'not found' >&2
    exit 1
fi

cat >"$A/AppRun" <<'EOF'
#!/bin/sh
# Starts the game with the libraries of this AppDir before the system's.
HERE=$(dirname "$(readlink -f "$0")")
export LD_LIBRARY_PATH="$HERE/usr/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
exec "$HERE/usr/games/village" "$@"
EOF
chmod 0755 "$A/AppRun"
cp "$A/usr/share/applications/$APP_ID.desktop" "$A/$APP_ID.desktop"
cp "$A/usr/share/icons/hicolor/256x256/apps/$APP_ID.png" "$A/$APP_ID.png"
ln -s "$APP_ID.png" "$A/.DirIcon"

# The modes a package wants, whatever the builder's umask (cmake --install
# makes folders with it): folders and executables 0755, other files 0644.
chmod -R u+rwX,go+rX,go-w "$A"
find "$A" -exec touch -h -d "@${SOURCE_DATE_EPOCH:-0}" {} +
tar --sort=name --mtime="@${SOURCE_DATE_EPOCH:-0}" --owner=0 --group=0 --numeric-owner \
    --pax-option=exthdr.name=%d/PaxHeaders/%f,delete=atime,delete=ctime \
    -C "$T" -cf - "$TOP" | gzip -9n >"$OUT"
echo "$(basename "$OUT"): $(find "$A/usr/lib" -name '*.so*' | wc -l) bundled libraries," \
    "$(stat -c %s "$OUT") bytes"

#!/usr/bin/env bash
# Makes an AppDir of the game, the folder an AppImage is made from, packed as
# a .tar.gz: the installed tree under usr/, AppRun, the desktop entry and the
# icon at the top, and in usr/lib the shared libraries the game loads that a
# distribution may lack or have too old: SDL2 and its image, font and sound
# libraries (the .deb needs SDL2_mixer 2.6, which Debian 11 and Ubuntu 22.04
# do not have) and cJSON. The SDL2 libraries are our own minimal builds
# (packaging/linux/build-deps.sh), not Debian's: those link JACK, libdecor,
# libXss, libgbm, FluidSynth (and through it readline) and some twenty codec
# libraries the game never uses, so that the AppImage would fail on a system
# lacking any of them. Ours link only glibc and load the display and sound
# libraries with dlopen() when the system has them. What every system has
# and what must match the running system (glibc, X11, the GCC runtime) is
# left to the system, as AppImage's exclusion list does.
#
# make-appimage.sh turns the archive into the single-file AppImage with our
# own runtime (packaging/appimage/): docs/packaging.md.
#
# Usage: packaging/linux/make-appdir.sh BUILD_DIR OUT.tar.gz LINUX_DEPS
#        (BUILD_DIR: a configured and built tree, e.g. build/package-linux;
#        LINUX_DEPS: the prefix of packaging/linux/build-deps.sh)
# Env:   SOURCE_DATE_EPOCH: the time of every file (reproducible archives).
set -euo pipefail
USAGE="usage: make-appdir.sh BUILD_DIR OUT.tar.gz LINUX_DEPS"
BUILD=$(realpath "${1:?$USAGE}")
OUT=$(realpath -m "${2:?$USAGE}")
DEPS=$(realpath "${3:?$USAGE}")
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

# Left to the system: glibc, the GCC runtime, X11 (the game links libX11
# for its own fullscreen; every X11 or XWayland desktop has it) and OpenSSL
# (the XMPP transport's TLS: it must get the system's security updates and
# read its trusted certificates, and every glibc 2.34 system has OpenSSL 3).
EXCLUDE='^(linux-vdso|ld-linux|libc|libm|libdl|librt|libpthread|libresolv|libutil|libgcc_s)\.so|^(libX11|libxcb|libXau|libXdmcp|libbsd|libmd)\.so|^(libssl|libcrypto)\.so'
# What the game loads, resolved with our SDL2 libraries before the system's:
# what it links, and SDL2_mixer, which it loads when the sound starts
# (src/app/mixer_calls.h) and so is no link that ldd sees.
RUN_TIME_LIBS=("$DEPS/lib/libSDL2_mixer-2.0.so.0")
needed() {
    for lib in "$GAME" "${RUN_TIME_LIBS[@]}"; do
        LD_LIBRARY_PATH="$DEPS/lib" ldd "$lib" | awk '$2 == "=>" && $3 ~ /^\// { print $1, $3 }'
    done
    for lib in "${RUN_TIME_LIBS[@]}"; do echo "$(basename "$lib") $lib"; done
}
for lib in "$GAME" "${RUN_TIME_LIBS[@]}"; do
    [ -e "$lib" ] || {
        echo "make-appdir.sh: no $lib" >&2
        exit 1
    }
    if LD_LIBRARY_PATH="$DEPS/lib" ldd "$lib" | grep -q 'not found'; then
        LD_LIBRARY_PATH="$DEPS/lib" ldd "$lib" | grep 'not found' >&2
        exit 1
    fi
done
mkdir -p "$A/usr/lib" "$A/usr/share/doc"
# Each bundled library with its licence: the Debian copyright file of every
# source package compiled into it in usr/share/doc/<package>/copyright, and
# usr/share/doc/bundled-libraries.txt: "library package..." per line.
needed | sort -u -k1,1 | while read -r name path; do
    [[ "$name" =~ $EXCLUDE ]] && continue
    case $name in
    libSDL2-2.0.so.0) pkgs=libsdl2 ;;
    libSDL2_image-2.0.so.0) pkgs=libsdl2-image ;;
    libSDL2_mixer-2.0.so.0) pkgs=libsdl2-mixer ;;
    libSDL2_ttf-2.0.so.0) pkgs="libsdl2-ttf freetype" ;;
    libcjson.so.1) pkgs=libcjson1 ;;
    # The XMPP transport (src/net/xmpp_transport.c), once the game links it:
    # libstrophe and its XML parser (OpenSSL is left to the system, above).
    libstrophe.so.0) pkgs=libstrophe0 ;;
    libexpat.so.1) pkgs=libexpat1 ;;
    *)
        echo "make-appdir.sh: the game loads $name ($path), which is neither left to the" \
            "system nor one of the libraries this AppDir is meant to carry" >&2
        exit 1
        ;;
    esac
    if [[ "$name" == libSDL2* ]]; then
        [ "$(dirname "$path")" = "$DEPS/lib" ] || {
            echo "make-appdir.sh: $name resolves to $path, not to our build in $DEPS/lib" >&2
            exit 1
        }
        for pkg in $pkgs; do
            mkdir -p "$A/usr/share/doc/$pkg"
            cp "$DEPS/share/licenses/$pkg/"* "$A/usr/share/doc/$pkg/"
        done
    else # from Debian's binary package of that name
        mkdir -p "$A/usr/share/doc/$pkgs"
        cp -L "/usr/share/doc/$pkgs/copyright" "$A/usr/share/doc/$pkgs/copyright"
    fi
    cp -L "$path" "$A/usr/lib/$name"
    echo "$name $pkgs"
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

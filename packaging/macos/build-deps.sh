#!/usr/bin/env bash
# Builds the game's libraries for macOS as universal2 (arm64 + x86_64)
# dylibs for the deployment target the bundle claims (CMAKE_OSX_DEPLOYMENT_TARGET
# of the top-level CMakeLists.txt, LSMinimumSystemVersion of Info.plist):
# Homebrew's bottles are built for the macOS of the machine that installs
# them and hold one architecture, so a bundle made of them breaks on older
# macOS. The same minimal set as the Windows build: SDL2, SDL2_image (PNG
# through stb_image), FreeType (static, inside SDL2_ttf), SDL2_ttf,
# SDL2_mixer (Ogg Vorbis through stb_vorbis), cJSON, and stb_image_write.h.
# Sources: Debian 12's original tarballs, the files packaging/windows/
# build-deps.sh builds from, checked against the SHA-256 of Debian's .dsc.
# Each library's licence goes to PREFIX/share/licenses/<library>/, where
# cmake/Packaging.cmake takes the bundle's licences from.
#
# Usage (on a Mac, with Xcode's command line tools and CMake):
#   packaging/macos/build-deps.sh PREFIX
# Only ever run on hosted macOS runners (.github/workflows/release.yml).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
PREFIX=${1:?usage: build-deps.sh PREFIX}
mkdir -p "$PREFIX"
PREFIX=$(cd "$PREFIX" && pwd)
WORK=$PREFIX-work
mkdir -p "$WORK"
TARGET=$(sed -n 's/^set(CMAKE_OSX_DEPLOYMENT_TARGET "\([0-9.]*\)".*/\1/p' "$ROOT/CMakeLists.txt")
[ -n "$TARGET" ] || { echo "build-deps.sh: no CMAKE_OSX_DEPLOYMENT_TARGET in CMakeLists.txt" >&2; exit 1; }
export MACOSX_DEPLOYMENT_TARGET=$TARGET
POOL=https://deb.debian.org/debian/pool/main
COMMON=(-G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$PREFIX"
    -DCMAKE_PREFIX_PATH="$PREFIX" -DCMAKE_OSX_ARCHITECTURES="arm64;x86_64"
    -DCMAKE_OSX_DEPLOYMENT_TARGET="$TARGET" -DCMAKE_INSTALL_NAME_DIR="$PREFIX/lib")

fetch() { # URL SHA256: the unpacked source folder's path on stdout
    local url=$1 sum=$2 file=$WORK/$(basename "$1")
    [ -f "$file" ] || curl -fsSL -o "$file" "$url"
    echo "$sum  $file" | shasum -a 256 -c - >&2
    local dir=$WORK/src-$(basename "$file" | sed 's/\.orig\.tar\..*//')
    rm -rf "$dir" && mkdir -p "$dir"
    tar -xf "$file" -C "$dir" --strip-components=1
    echo "$dir"
}
build() { # NAME SOURCE_DIR LICENCE_FILE CMAKE_OPTIONS...
    local name=$1 src=$2 licence=$3
    shift 3
    cmake -S "$src" -B "$WORK/build-$name" "${COMMON[@]}" "$@"
    cmake --build "$WORK/build-$name"
    cmake --install "$WORK/build-$name"
    mkdir -p "$PREFIX/share/licenses/$name"
    cp "$src/$licence" "$PREFIX/share/licenses/$name/"
}

src=$(fetch "$POOL/libs/libsdl2/libsdl2_2.26.5+dfsg.orig.tar.gz" \
    b3f2c822151804125d08db94c65852f711c2e5df2145a59da120748dc32eb9c3)
build SDL2 "$src" LICENSE.txt -DSDL_TEST=OFF -DSDL_STATIC=OFF

src=$(fetch "$POOL/f/freetype/freetype_2.12.1+dfsg.orig.tar.xz" \
    7dedb6b9adf331559daea614a83b8de42a753e685ec8e1c4bdb4529eb880b0d1)
build freetype "$src" LICENSE.TXT -DBUILD_SHARED_LIBS=OFF -DFT_DISABLE_BZIP2=ON \
    -DFT_DISABLE_PNG=ON -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON -DFT_DISABLE_ZLIB=ON
cp "$src/docs/FTL.TXT" "$PREFIX/share/licenses/freetype/"

src=$(fetch "$POOL/libs/libsdl2-image/libsdl2-image_2.6.3+dfsg.orig.tar.gz" \
    6ab05c624f6c7a5d2701e36d6b16079be8c6445fca29f6f0a85eb8e746b4b3d6)
build SDL2_image "$src" LICENSE.txt -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_VENDORED=OFF \
    -DSDL2IMAGE_DEPS_SHARED=OFF -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_BACKEND_IMAGEIO=OFF \
    -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_BMP=OFF -DSDL2IMAGE_GIF=OFF -DSDL2IMAGE_JPG=OFF \
    -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_LBM=OFF -DSDL2IMAGE_PCX=OFF -DSDL2IMAGE_PNM=OFF \
    -DSDL2IMAGE_QOI=OFF -DSDL2IMAGE_SVG=OFF -DSDL2IMAGE_TGA=OFF -DSDL2IMAGE_TIF=OFF \
    -DSDL2IMAGE_WEBP=OFF -DSDL2IMAGE_XCF=OFF -DSDL2IMAGE_XPM=OFF -DSDL2IMAGE_XV=OFF

src=$(fetch "$POOL/libs/libsdl2-ttf/libsdl2-ttf_2.20.1+dfsg.orig.tar.xz" \
    89a5712f569ef3444b3388561eaa3cfa2ddfe2551c3146efac774a88c2e2e8af)
build SDL2_ttf "$src" LICENSE.txt -DSDL2TTF_SAMPLES=OFF -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF

src=$(fetch "$POOL/libs/libsdl2-mixer/libsdl2-mixer_2.6.2+dfsg.orig.tar.xz" \
    648d9545a92a4839b5edecc775d54608516bc8963d609a8d2193df94518ca072)
build SDL2_mixer "$src" LICENSE.txt -DSDL2MIXER_SAMPLES=OFF -DSDL2MIXER_VENDORED=OFF \
    -DSDL2MIXER_DEPS_SHARED=OFF -DSDL2MIXER_VORBIS=STB -DSDL2MIXER_CMD=OFF -DSDL2MIXER_FLAC=OFF \
    -DSDL2MIXER_MOD=OFF -DSDL2MIXER_MP3=OFF -DSDL2MIXER_MIDI=OFF -DSDL2MIXER_OPUS=OFF

src=$(fetch "$POOL/c/cjson/cjson_1.7.15.orig.tar.gz" \
    5308fd4bd90cef7aa060558514de6a1a4a0819974a26e6ed13973c5f624c24b2)
build cjson "$src" LICENSE -DBUILD_SHARED_LIBS=ON -DENABLE_CJSON_TEST=OFF -DENABLE_CJSON_UTILS=OFF

src=$(fetch "$POOL/libs/libstb/libstb_0.0~git20220908.8b5f1f3+ds.orig.tar.xz" \
    6949c8ff9f86d982cff1b384f1301a731cbaf3b3fa4d1728c7b48a02386d31d8)
install -d "$PREFIX/include/stb"
install -m 0644 "$src/stb_image_write.h" "$PREFIX/include/stb/"

# Nothing may need a newer macOS than the target, nor lack an architecture.
for lib in "$PREFIX"/lib/*.dylib; do
    [ -L "$lib" ] && continue
    lipo "$lib" -verify_arch arm64 x86_64 || { echo "$lib: $(lipo -archs "$lib")" >&2; exit 1; }
    minos=$(otool -l "$lib" | awk '/LC_BUILD_VERSION/ { b = 1 } b && $1 == "minos" { print $2; exit }')
    [ "$minos" = "$TARGET" ] || { echo "$lib: minos $minos, not $TARGET" >&2; exit 1; }
done
echo "universal2 libraries for macOS $TARGET in $PREFIX"

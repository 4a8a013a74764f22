#!/usr/bin/env bash
# Builds the game's XMPP libraries for macOS, static and universal2 (arm64 +
# x86_64), for the deployment target the bundle claims, from the same
# upstream archives, sums and patches as the Windows build
# (packaging/windows/xmpp-sources.sha256 and xmpp-patches/, found, checked
# and unpacked by packaging/xmpp-sources.sh):
#
#   Expat 2.8.3        -> lib/libexpat.a   (CMake, both architectures at once)
#   OpenSSL 3.0.22     -> lib/libssl.a, lib/libcrypto.a (built once per
#                         architecture, darwin64-arm64-cc and darwin64-x86_64-cc,
#                         joined by lipo; their headers must be the same)
#   libstrophe b9eead3 -> lib/libstrophe.a, lib/pkgconfig/libstrophe.pc (with
#                         OpenSSL: it checks the server's chain and name)
#   share/licenses/{expat,openssl,libstrophe}/   their licences (cmake/Packaging.cmake
#                         copies PREFIX/share/licenses into the bundle)
#   share/ca-certificates/cacert.pem             the certificate authorities the
#                         game ships (Homebrew's ca-certificates: Mozilla's list,
#                         data only, the same on every architecture), with its note
#                         in share/licenses/ca-certificates/
#
# Static: linked into the game, nothing for fixup_bundle to copy and no
# dylib whose architectures or minimum macOS could differ from the game's.
# Why not Homebrew's libstrophe and openssl@3 bottles: one architecture each,
# built for the runner's macOS (docs/packaging.md, "XMPP on Windows and macOS").
#
# Usage (on a Mac: Xcode's command line tools, CMake, Ninja, autoconf,
# automake, libtool, pkg-config, Homebrew's ca-certificates):
#   VILLAGE_VENDOR_SOURCES=DIR packaging/macos/build-xmpp-deps.sh PREFIX WORK
# DIR holds the three archives (packaging/fetch-xmpp-sources.sh DIR makes
# them); PREFIX is packaging/macos/build-deps.sh's. Only ever run on hosted
# macOS runners (.github/workflows/release.yml).
set -euo pipefail
export LC_ALL=C

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
PINNED="$HERE/../windows/xmpp-sources.sha256"
PATCHES="$HERE/../windows/xmpp-patches"
[ $# -eq 2 ] || {
    echo "usage: $0 PREFIX WORK" >&2
    exit 64
}
mkdir -p "$1" "$2"
PREFIX=$(cd "$1" && pwd)
WORK=$(cd "$2" && pwd)/xmpp
LOGS="$WORK/logs"
CACHE=${VILLAGE_DEPS_CACHE:-$HOME/Library/Caches/village-deps}
JOBS=${JOBS:-$(sysctl -n hw.ncpu)}
rm -rf "$WORK"
mkdir -p "$WORK" "$LOGS"
TARGET=$(sed -n 's/^set(CMAKE_OSX_DEPLOYMENT_TARGET "\([0-9.]*\)".*/\1/p' "$REPO/CMakeLists.txt")
[ -n "$TARGET" ] || {
    echo "build-xmpp-deps.sh: no CMAKE_OSX_DEPLOYMENT_TARGET in CMakeLists.txt" >&2
    exit 1
}
export MACOSX_DEPLOYMENT_TARGET=$TARGET

T0=$(date +%s)
log() { printf '[build-xmpp-deps %4ss] %s\n' "$(($(date +%s) - T0))" "$*"; }
die() {
    printf '[build-xmpp-deps] ERROR: %s\n' "$*" >&2
    exit 1
}
# shellcheck source=../xmpp-sources.sh
. "$HERE/../xmpp-sources.sh"
xmpp_find_archives

STAGE="$WORK/stage"
mkdir -p "$STAGE"
MAP="-ffile-prefix-map=$WORK=."

build_expat() {
    local src
    src=$(unpack expat-2.8.3.tar.gz expat)
    log "expat: configure + build (arm64 and x86_64)"
    {
        cmake -S "$src" -B "$WORK/build/expat" -G Ninja -DCMAKE_BUILD_TYPE=Release \
            -DCMAKE_INSTALL_PREFIX="$STAGE" -DCMAKE_C_FLAGS="$MAP" \
            -DCMAKE_OSX_ARCHITECTURES="arm64;x86_64" -DCMAKE_OSX_DEPLOYMENT_TARGET="$TARGET" \
            -DEXPAT_SHARED_LIBS=OFF -DEXPAT_BUILD_TESTS=OFF -DEXPAT_BUILD_TOOLS=OFF \
            -DEXPAT_BUILD_EXAMPLES=OFF -DEXPAT_BUILD_DOCS=OFF -DEXPAT_BUILD_PKGCONFIG=ON &&
            cmake --build "$WORK/build/expat" -j "$JOBS" &&
            cmake --install "$WORK/build/expat"
    } >>"$LOGS/expat.log" 2>&1 || die "expat failed (see $LOGS/expat.log)"
    mkdir -p "$STAGE/share/licenses/expat"
    cp "$src/COPYING" "$STAGE/share/licenses/expat/COPYING"
}

build_openssl_for() { # ARCH: OpenSSL's libraries and headers for one architecture
    local arch=$1 src
    src=$(unpack openssl_3.0.22.orig.tar.gz openssl)
    rm -rf "$WORK/src/openssl-$arch"
    mv "$src" "$WORK/src/openssl-$arch"
    src=$WORK/src/openssl-$arch
    log "openssl: configure + build for $arch"
    # The options of the Windows build (packaging/windows/build-xmpp-deps.sh).
    # OPENSSLDIR, where OpenSSL 3 reads openssl.cnf at start, is a folder
    # only an administrator can make: nothing a user puts there is read.
    (
        cd "$src"
        ./Configure "darwin64-$arch-cc" --prefix=/village-mac-deps --libdir=lib \
            --openssldir=/Library/Village/ssl "-mmacosx-version-min=$TARGET" \
            no-shared no-tests no-engine no-module no-legacy no-dso no-comp no-srp no-dtls \
            no-ssl3 no-weak-ssl-ciphers no-idea no-mdc2 no-rc5 no-camellia no-seed no-aria \
            no-sm2 no-sm3 no-sm4 no-whirlpool no-ui-console "$MAP" &&
            make -j "$JOBS" build_libs &&
            make DESTDIR="$WORK/openssl-$arch" install_dev
    ) >"$LOGS/openssl-$arch.log" 2>&1 || die "openssl for $arch failed (see $LOGS/openssl-$arch.log)"
}

build_openssl() {
    build_openssl_for arm64
    build_openssl_for x86_64
    local arm=$WORK/openssl-arm64/village-mac-deps intel=$WORK/openssl-x86_64/village-mac-deps lib
    # One set of headers serves both only if both builds wrote the same.
    diff -r "$arm/include" "$intel/include" >"$LOGS/openssl-headers.diff" ||
        die "OpenSSL's headers differ between arm64 and x86_64 (see $LOGS/openssl-headers.diff)"
    mkdir -p "$STAGE/lib/pkgconfig" "$STAGE/include"
    cp -R "$arm/include/." "$STAGE/include/"
    for lib in libssl.a libcrypto.a; do
        lipo -create "$arm/lib/$lib" "$intel/lib/$lib" -output "$STAGE/lib/$lib"
    done
    cp "$arm"/lib/pkgconfig/*.pc "$STAGE/lib/pkgconfig/"
    mkdir -p "$STAGE/share/licenses/openssl"
    cp "$WORK/src/openssl-arm64/LICENSE.txt" "$STAGE/share/licenses/openssl/LICENSE.txt"
}

build_libstrophe() {
    local src
    src=$(unpack libstrophe-0.14.0-11-gb9eead3.tar.gz libstrophe)
    log "libstrophe: bootstrap + configure + build (arm64 and x86_64)"
    # Where each .pc file lies: configure finds the staged OpenSSL and Expat.
    perl -pi -e 's|^prefix=.*|prefix=\${pcfiledir}/../..|' "$STAGE"/lib/pkgconfig/*.pc
    (
        cd "$src"
        ./bootstrap.sh &&
            PKG_CONFIG_LIBDIR="$STAGE/lib/pkgconfig" PKG_CONFIG_PATH='' \
                CFLAGS="-O2 -arch arm64 -arch x86_64 -mmacosx-version-min=$TARGET $MAP -DXML_STATIC" \
                ./configure --prefix="$STAGE" --disable-dependency-tracking --disable-shared \
                --enable-static --disable-zlib --disable-examples
    ) >>"$LOGS/libstrophe.log" 2>&1 || die "libstrophe's configure failed (see $LOGS/libstrophe.log)"
    (cd "$src" && make -j "$JOBS" libstrophe.la && make install-libLTLIBRARIES \
        install-includeHEADERS) >>"$LOGS/libstrophe.log" 2>&1 ||
        die "libstrophe failed (see $LOGS/libstrophe.log)"
    grep -q 'tls_openssl' "$src/Makefile" ||
        die "libstrophe was not configured with OpenSSL (see $LOGS/libstrophe.log)"
    mkdir -p "$STAGE/share/licenses/libstrophe"
    cp "$src/LICENSE.txt" "$src/MIT-LICENSE.txt" "$STAGE/share/licenses/libstrophe/"
    # The game links everything statically: the .pc names every library
    # (and res_query's, which libstrophe looks SRV records up with).
    cat >"$STAGE/lib/pkgconfig/libstrophe.pc" <<EOF
prefix=\${pcfiledir}/../..
libdir=\${prefix}/lib
includedir=\${prefix}/include

Name: libstrophe
Description: XMPP client library (static, with OpenSSL and Expat)
Version: 0.14.0
Libs: -L\${libdir} -lstrophe -lssl -lcrypto -lexpat -lresolv
Cflags: -I\${includedir}
EOF
}

# Mozilla's list as Homebrew's ca-certificates has it; the same file whatever
# the architecture. Its licence note goes with it.
ca_bundle() {
    local keg
    keg=$(brew --prefix ca-certificates 2>/dev/null) || die "brew install ca-certificates"
    [ -f "$keg/share/ca-certificates/cacert.pem" ] ||
        die "$keg/share/ca-certificates/cacert.pem is missing (brew install ca-certificates)"
    mkdir -p "$STAGE/share/ca-certificates" "$STAGE/share/licenses/ca-certificates"
    cp "$keg/share/ca-certificates/cacert.pem" "$STAGE/share/ca-certificates/cacert.pem"
    cat >"$STAGE/share/licenses/ca-certificates/README.txt" <<EOF
ca-certificates.crt: the certificate authorities of Mozilla's CA Certificate
Program, as Homebrew's ca-certificates formula ($(brew list --versions ca-certificates))
packages them. Mozilla Public License 2.0: https://mozilla.org/MPL/2.0/
EOF
}

build_expat
build_openssl
build_libstrophe
ca_bundle

# Nothing may lack an architecture or need a newer macOS than the target.
for lib in "$STAGE"/lib/libexpat.a "$STAGE"/lib/libssl.a "$STAGE"/lib/libcrypto.a \
    "$STAGE"/lib/libstrophe.a; do
    lipo "$lib" -verify_arch arm64 x86_64 || die "$lib: $(lipo -archs "$lib")"
    minos=$(otool -arch all -l "$lib" | awk '$1 == "minos" { print $2 }' | sort -u | tr '\n' ' ')
    [ "$minos" = "$TARGET " ] || die "$lib: minos $minos, not $TARGET"
done
for f in include/strophe.h include/openssl/ssl.h include/expat.h lib/pkgconfig/libstrophe.pc \
    share/licenses/expat/COPYING share/licenses/openssl/LICENSE.txt \
    share/licenses/libstrophe/MIT-LICENSE.txt share/ca-certificates/cacert.pem; do
    [ -e "$STAGE/$f" ] || die "missing after the build: $f"
done
rm -rf "${STAGE:?}/bin" "$STAGE/share/doc" "$STAGE/share/man" "$STAGE/lib/cmake" "$STAGE"/lib/*.la
perl -pi -e 's|^prefix=.*|prefix=\${pcfiledir}/../..|' "$STAGE"/lib/pkgconfig/*.pc
cp -R "$STAGE/." "$PREFIX/"
log "expat, openssl, libstrophe: universal2 for macOS $TARGET in $PREFIX"

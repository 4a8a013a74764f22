#!/usr/bin/env bash
# Cross-builds the Windows (x86_64, mingw-w64) libraries of the game's XMPP
# transport from upstream's source archives, all static, into PREFIX:
#
#   Expat 2.8.3        -> lib/libexpat.a     (libstrophe's XML parser)
#   OpenSSL 3.0.22     -> lib/libssl.a, lib/libcrypto.a (libstrophe's TLS: it
#                         checks the server's certificate chain and name;
#                         libstrophe's Schannel back end does not check the chain)
#   libstrophe b9eead3 -> lib/libstrophe.a, lib/pkgconfig/libstrophe.pc
#   share/licenses/{expat,openssl,libstrophe}/  their licences
#   share/ca-certificates/ca-certificates.crt   the certificate authorities the
#                         game trusts (Debian's ca-certificates: Mozilla's list,
#                         taken from this machine's package on every run)
#   share/licenses/ca-certificates/copyright
#
# Usage: packaging/windows/build-xmpp-deps.sh PREFIX WORK
#   (packaging/windows/build-deps.sh runs it; WORK holds build trees and logs)
#
# The archives (their SHA-256 pinned in packaging/windows/xmpp-sources.sha256,
# which the macOS build shares: packaging/xmpp-sources.sh finds and checks
# them) are looked for in, first match wins:
#   1. $VILLAGE_VENDOR_SOURCES   a folder the caller names
#   2. <checkout>/../shared/vendor
#   3. the per-user cache below (a copy of the archives from an earlier run)
# Where upstream publishes them (any copy with the pinned SHA-256 will do;
# packaging/fetch-xmpp-sources.sh DIR runs these commands):
#   expat-2.8.3.tar.gz      git archive of tag R_2_8_3, folder expat/, of
#                           https://github.com/libexpat/libexpat:
#                           git archive --prefix=expat-2.8.3/ R_2_8_3:expat | gzip -n
#   libstrophe-0.14.0-11-gb9eead3.tar.gz
#                           git archive of commit b9eead3 of
#                           https://github.com/strophe/libstrophe:
#                           git archive --prefix=libstrophe-0.14.0-11-gb9eead3/ b9eead3 | gzip -n
#   openssl_3.0.22.orig.tar.gz
#                           Debian's orig tarball (bookworm-security), which is
#                           https://www.openssl.org/source/openssl-3.0.22.tar.gz
#
# Patches of ours: packaging/windows/xmpp-patches/<library>/*.patch, applied
# to the unpacked archive (the archives are never changed).
#
# Kept between runs: PREFIX/.stamps/xmpp records the inputs (pinned sums,
# patches, this script, the toolchain); nothing is rebuilt while it matches.
# A finished build is also copied to the per-user cache
# ${VILLAGE_DEPS_CACHE:-${XDG_CACHE_HOME:-~/.cache}/village-deps}/win-xmpp-<inputs>,
# so that a fresh checkout on the same machine (CI) reuses it instead of
# building OpenSSL again. FORCE=1 rebuilds; VILLAGE_DEPS_CACHE=off neither
# reads nor writes the cache.
set -euo pipefail
export LC_ALL=C

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
TOOLCHAIN="$HERE/mingw-w64-x86_64.cmake"
PINNED="$HERE/xmpp-sources.sha256"
PATCHES="$HERE/xmpp-patches"
TRIPLE=x86_64-w64-mingw32
# xmpp_find_archives and unpack, shared with the macOS build.
# shellcheck source=../xmpp-sources.sh
. "$HERE/../xmpp-sources.sh"

[ $# -eq 2 ] || { echo "usage: $0 PREFIX WORK" >&2; exit 64; }
mkdir -p "$1" "$2"
PREFIX=$(cd "$1" && pwd)
WORK=$(cd "$2" && pwd)/xmpp
JOBS=${JOBS:-$(nproc)}
STAMP="$PREFIX/.stamps/xmpp"
CACHE=${VILLAGE_DEPS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/village-deps}
mkdir -p "$PREFIX/.stamps" "$WORK"

T0=$(date +%s)
log() { printf '[build-xmpp-deps %4ss] %s\n' "$(($(date +%s) - T0))" "$*"; }
die() {
    printf '[build-xmpp-deps] ERROR: %s\n' "$*" >&2
    exit 1
}

# What the result depends on; a change of any of these rebuilds it.
inputs_key() {
    {
        cat "$PINNED" "$TOOLCHAIN" "$HERE/../xmpp-sources.sh"
        sed -n '/^# -* builds$/,$p' "$0"
        find "$PATCHES" -type f -name '*.patch' | sort | while read -r f; do
            echo "${f#"$PATCHES"/}"
            cat "$f"
        done
        "$TRIPLE-gcc-win32" --version | head -n 1
    } | sha256sum | cut -c1-16
}
KEY=$(inputs_key)
CACHED="$CACHE/win-xmpp-$KEY"

# Mozilla's certificate authorities as Debian packages them, in a fixed
# order (not the machine's /etc/ssl/certs, which may hold local additions).
ca_bundle() {
    local dir=/usr/share/ca-certificates/mozilla
    [ -d "$dir" ] || die "$dir is missing (Debian package ca-certificates)"
    mkdir -p "$PREFIX/share/ca-certificates" "$PREFIX/share/licenses/ca-certificates"
    find "$dir" -name '*.crt' | sort | xargs cat >"$PREFIX/share/ca-certificates/ca-certificates.crt"
    cp /usr/share/doc/ca-certificates/copyright "$PREFIX/share/licenses/ca-certificates/copyright"
    dpkg-query -W -f='${Version}\n' ca-certificates >"$PREFIX/share/ca-certificates/VERSION"
}
# Every run (it costs nothing): a newer ca-certificates package is taken at once.
ca_bundle


installed_from() { # DIR: copies a finished tree into PREFIX
    cp -a "$1/." "$PREFIX/"
    echo "$KEY" >"$STAMP"
}
if [ "${FORCE:-0}" != 1 ] && [ "$(cat "$STAMP" 2>/dev/null)" = "$KEY" ]; then
    log "expat, openssl, libstrophe: up to date (stamp $STAMP)"
    exit 0
fi
if [ "${FORCE:-0}" != 1 ] && [ "$CACHE" != off ] && [ -f "$CACHED/.complete" ]; then
    installed_from "$CACHED/tree"
    log "expat, openssl, libstrophe: taken from $CACHED (built earlier on this machine)"
    exit 0
fi

# ------------------------------------------------------------------ archives
# Found, checked against the pinned sums and unpacked with our patches by
# the helper the macOS build shares (packaging/xmpp-sources.sh).
xmpp_find_archives

# ------------------------------------------------------------------- builds
# Everything goes to STAGE first: PREFIX gets only a whole result. Each
# library built for these inputs is kept there (WORK/done-<library>), so a
# run that stopped after OpenSSL does not build it again.
STAGE="$WORK/stage"
if [ "${FORCE:-0}" = 1 ] || [ "$(cat "$WORK/inputs" 2>/dev/null)" != "$KEY" ]; then
    rm -rf "$WORK/src" "$WORK/build" "$STAGE" "$WORK"/done-*
fi
mkdir -p "$WORK/src" "$WORK/build" "$WORK/logs" "$STAGE"
echo "$KEY" >"$WORK/inputs"
LOGS="$WORK/logs"
once() { # LIBRARY: builds it unless this WORK already has it
    if [ -f "$WORK/done-$1" ]; then
        log "$1: already built in $WORK"
        return 0
    fi
    rm -rf "$WORK/build/$1"
    local t0 cpu0
    t0=$(date +%s)
    children_cpu
    cpu0=$CHILDREN_CPU
    "build_$1"
    touch "$WORK/done-$1"
    children_cpu
    log "$1: done in $(($(date +%s) - t0))s, $(awk -v a="$cpu0" -v b="$CHILDREN_CPU" 'BEGIN { printf "%.0f", b - a }')s CPU"
}
# shellcheck source=packaging/children-cpu.sh
. "$HERE/../children-cpu.sh"
# No build path in the objects: the same archives build the same bytes anywhere.
MAP="-ffile-prefix-map=$WORK=."

build_expat() {
    local src
    src=$(unpack expat-2.8.3.tar.gz expat)
    log "expat: configure + build"
    {
        cmake -S "$src" -B "$WORK/build/expat" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" \
            -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$STAGE" -DCMAKE_C_FLAGS="$MAP" \
            -DEXPAT_SHARED_LIBS=OFF -DEXPAT_BUILD_TESTS=OFF -DEXPAT_BUILD_TOOLS=OFF \
            -DEXPAT_BUILD_EXAMPLES=OFF -DEXPAT_BUILD_DOCS=OFF -DEXPAT_BUILD_PKGCONFIG=ON &&
            cmake --build "$WORK/build/expat" -j "$JOBS" &&
            cmake --install "$WORK/build/expat"
    } >>"$LOGS/expat.log" 2>&1 || die "expat failed (see $LOGS/expat.log)"
    mkdir -p "$STAGE/share/licenses/expat"
    cp "$src/COPYING" "$STAGE/share/licenses/expat/COPYING"
}

build_openssl() {
    local src
    src=$(unpack openssl_3.0.22.orig.tar.gz openssl)
    log "openssl: configure + build (the long one)"
    # Static, libraries only, without what libstrophe never uses. OPENSSLDIR
    # (where OpenSSL looks for its own cert.pem) is a folder only an
    # administrator can write; the game names its own CA file anyway.
    # The second line of no-* is what a TLS client that checks a server's
    # chain and name never reaches (CMS, time stamps, OCSP, certificate
    # transparency, CMP, SRTP, binary curves, ciphers and digests outside
    # TLS 1.2/1.3's suites, SSL tracing): 95 of the 896 files OpenSSL
    # compiles. PKCS#12 (libstrophe's client certificates) and everything
    # the default TLS groups and suites need stay. -O2, as Debian builds
    # its OpenSSL, instead of upstream's -O3: the hot paths are assembly,
    # and it costs about a tenth less CPU to compile (docs/packaging.md).
    (
        cd "$src"
        CFLAGS="-Wall -O2" ./Configure mingw64 --cross-compile-prefix="$TRIPLE-" --prefix=/village-win-deps \
            --libdir=lib --openssldir="C:/Program Files/Common Files/SSL" \
            no-shared no-tests no-engine no-module no-legacy no-dso no-comp no-srp no-dtls \
            no-ssl3 no-weak-ssl-ciphers no-idea no-mdc2 no-rc5 no-camellia no-seed no-aria \
            no-sm2 no-sm3 no-sm4 no-whirlpool no-capieng no-ui-console \
            no-cms no-ts no-ocsp no-ct no-cmp no-srtp no-ec2m no-rc2 no-rc4 no-bf no-cast \
            no-md4 no-rmd160 no-ocb no-siv no-scrypt no-siphash no-ssl-trace no-gost "$MAP" &&
            make -j "$JOBS" build_libs &&
            rm -rf "$WORK/openssl-destdir" &&
            make DESTDIR="$WORK/openssl-destdir" install_dev
    ) >"$LOGS/openssl.log" 2>&1 || die "openssl failed (see $LOGS/openssl.log)"
    cp -a "$WORK/openssl-destdir/village-win-deps/." "$STAGE/"
    # The .pc files name the prefix given to Configure: point them here.
    mkdir -p "$STAGE/share/licenses/openssl"
    cp "$src/LICENSE.txt" "$STAGE/share/licenses/openssl/LICENSE.txt"
}

build_libstrophe() {
    local src
    src=$(unpack libstrophe-0.14.0-11-gb9eead3.tar.gz libstrophe)
    log "libstrophe: bootstrap + configure + build"
    (
        cd "$src"
        ./bootstrap.sh &&
            PKG_CONFIG_LIBDIR="$STAGE/lib/pkgconfig" PKG_CONFIG_PATH='' \
                CFLAGS="-O2 $MAP -DXML_STATIC" \
                ./configure --host="$TRIPLE" --prefix="$STAGE" --disable-shared --enable-static \
                --disable-zlib --disable-examples
    ) >>"$LOGS/libstrophe.log" 2>&1 || die "libstrophe's configure failed (see $LOGS/libstrophe.log)"
    (cd "$src" && make -j "$JOBS" libstrophe.la && make install-libLTLIBRARIES \
        install-includeHEADERS) >>"$LOGS/libstrophe.log" 2>&1 ||
        die "libstrophe failed (see $LOGS/libstrophe.log)"
    grep -q 'tls_openssl' "$src/Makefile" ||
        die "libstrophe was not configured with OpenSSL (see $LOGS/libstrophe.log)"
    mkdir -p "$STAGE/share/licenses/libstrophe"
    cp "$src/LICENSE.txt" "$src/MIT-LICENSE.txt" "$STAGE/share/licenses/libstrophe/"
    # The game links everything statically: its .pc names every library and
    # the Windows ones OpenSSL needs (sockets, the crypto API).
    cat >"$STAGE/lib/pkgconfig/libstrophe.pc" <<EOF
prefix=\${pcfiledir}/../..
libdir=\${prefix}/lib
includedir=\${prefix}/include

Name: libstrophe
Description: XMPP client library (static, with OpenSSL and Expat)
Version: 0.14.0
Libs: -L\${libdir} -lstrophe -lssl -lcrypto -lexpat -lws2_32 -lcrypt32 -lgdi32 -ladvapi32 -luser32
Cflags: -I\${includedir}
EOF
}

once expat
once openssl
once libstrophe
# Only what the game needs goes to PREFIX: libraries, headers, .pc, licences.
rm -rf "$STAGE/bin" "$STAGE/share/doc" "$STAGE/share/man" "$STAGE/lib/cmake" "$STAGE/lib/"*.la
for f in lib/libexpat.a lib/libssl.a lib/libcrypto.a lib/libstrophe.a include/strophe.h \
    include/openssl/ssl.h include/expat.h lib/pkgconfig/libstrophe.pc; do
    [ -e "$STAGE/$f" ] || die "missing after the build: $f"
done
# Where each .pc file lies, not where it was built: the tree moves (cache, PREFIX).
sed -i 's|^prefix=.*|prefix=${pcfiledir}/../..|' "$STAGE"/lib/pkgconfig/*.pc
if [ "$CACHE" != off ]; then
    rm -rf "$CACHED"
    mkdir -p "$CACHED"
    cp -a "$STAGE" "$CACHED/tree"
    touch "$CACHED/.complete"
fi
installed_from "$STAGE"
if [ "$CACHE" != off ]; then
    log "expat, openssl, libstrophe: built in $(($(date +%s) - T0))s (kept in $CACHED)"
else
    log "expat, openssl, libstrophe: built in $(($(date +%s) - T0))s"
fi

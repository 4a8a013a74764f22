# The XMPP libraries' source archives (Expat, OpenSSL, libstrophe), shared by
# packaging/windows/build-xmpp-deps.sh and packaging/macos/build-xmpp-deps.sh,
# so that both systems build from the same bytes and the same patches:
#   xmpp_find_archives   finds the folder holding the archives pinned in
#                        packaging/windows/xmpp-sources.sha256, checks each
#                        one's SHA-256 (a clear message for a missing one or
#                        another sum) and keeps a copy in the per-user cache;
#                        sets VENDOR
#   unpack ARCHIVE LIB   unpacks ARCHIVE into WORK/src and applies our patches,
#                        packaging/windows/xmpp-patches/LIB/*.patch (never the
#                        archive itself); prints the tree's path
# The caller sets REPO, PINNED, PATCHES, CACHE, WORK and LOGS and defines log
# and die. Sourced, not run.
# shellcheck shell=bash

# sha256sum on Linux, shasum on macOS.
xmpp_sha256() {
    if command -v sha256sum >/dev/null; then
        sha256sum "$1" | cut -d' ' -f1
    else
        shasum -a 256 "$1" | cut -d' ' -f1
    fi
}

# The archives are looked for in, first match wins: VILLAGE_VENDOR_SOURCES
# (a folder the caller names), ../shared/vendor beside the checkout, the
# per-user cache (a copy from an earlier run). Where upstream publishes
# them: packaging/fetch-xmpp-sources.sh makes them from there.
xmpp_find_archives() {
    local d sum name got
    VENDOR=
    for d in "${VILLAGE_VENDOR_SOURCES:-}" "$REPO/../shared/vendor" "$CACHE/sources"; do
        if [ -n "$d" ] && [ -d "$d" ]; then
            VENDOR=$(cd "$d" && pwd)
            break
        fi
    done
    [ -n "$VENDOR" ] || die "no folder with the XMPP libraries' source archives: name one with
  VILLAGE_VENDOR_SOURCES=DIR (it must hold $(awk '{ printf "%s ", $2 }' "$PINNED"));
  packaging/fetch-xmpp-sources.sh DIR makes them from upstream's repositories"
    log "source archives from $VENDOR"
    while read -r sum name; do
        [ -f "$VENDOR/$name" ] ||
            die "$VENDOR/$name is missing (packaging/fetch-xmpp-sources.sh makes it from upstream)"
        got=$(xmpp_sha256 "$VENDOR/$name")
        [ "$got" = "$sum" ] ||
            die "$VENDOR/$name has SHA-256 $got, not the pinned $sum ($PINNED): a different or damaged archive"
    done <"$PINNED"
    if [ "$VENDOR" != "$CACHE/sources" ]; then
        mkdir -p "$CACHE/sources"
        while read -r _ name; do cp "$VENDOR/$name" "$CACHE/sources/"; done <"$PINNED"
    fi
}

unpack() { # ARCHIVE LIBRARY: unpacks into WORK/src and applies our patches
    local dir f
    # sed reads the whole listing: head would end tar early, a failure under pipefail.
    dir=$(tar -tzf "$VENDOR/$1" | sed -n '1s|/.*||p')
    rm -rf "${WORK:?}/src/$dir"
    mkdir -p "$WORK/src"
    tar -xzf "$VENDOR/$1" -C "$WORK/src"
    for f in $(find "$PATCHES/$2" -name '*.patch' 2>/dev/null | sort); do
        log "$2: applying $(basename "$f")" >&2
        patch -d "$WORK/src/$dir" -p1 --batch --forward <"$f" >>"$LOGS/$2.log" 2>&1 ||
            die "patch $f failed (see $LOGS/$2.log)"
    done
    echo "$WORK/src/$dir"
}

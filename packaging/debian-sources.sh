# shellcheck shell=bash
# Sourced by packaging/windows/build-deps.sh and packaging/linux/build-deps.sh:
# what both need to build libraries from Debian's source packages, so that the
# two share one download, one unpacked and patched tree per package, and one
# way of rebuilding a library only when its inputs change.
#
# The caller sets, before sourcing:
#   PREFIX STAMPS LOGS BLD JOBS   install prefix, stamps, logs, build trees, jobs
#   HOST_PKGS=(...)               Debian packages the build needs on this machine
#   TARGET_CMAKE_ARGS=(...)       cmake arguments of every library (toolchain...)
#   TARGET_INPUTS                 text whose change rebuilds everything: what the
#                                 result depends on (the toolchain file's hash, the
#                                 compiler and flags), not where the tree is
#   log MSG, die MSG              functions
#   build_deps_of PKG             function: the packages PKG links against
# and may set VILLAGE_DEB_SOURCES (default build/deb-sources): the downloaded
# and unpacked sources with the private apt configuration, shared by both.
DEB_PATCHES=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/patches
SRC=${VILLAGE_DEB_SOURCES:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/build/deb-sources}
mkdir -p "$SRC"
SRC=$(cd "$SRC" && pwd)

SUDO=()
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then SUDO=(sudo -n); else SUDO=(false); fi
fi

# ---------------------------------------------------------------- host tools
APT_UPDATED=0
apt_update() {
    if [ "$APT_UPDATED" -eq 0 ]; then
        log "apt-get update"
        "${SUDO[@]}" apt-get update -q >"$LOGS/apt-update.log" 2>&1 \
            || { tail -n 20 "$LOGS/apt-update.log" >&2; die "apt-get update failed"; }
        APT_UPDATED=1
    fi
}

ensure_host_tools() {
    local missing=() p
    for p in "${HOST_PKGS[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' \
            || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    [ "${SKIP_APT:-0}" = 1 ] && die "missing host packages: ${missing[*]} (SKIP_APT=1)"
    apt_update
    log "apt-get install ${missing[*]}"
    "${SUDO[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}" \
        >"$LOGS/apt-install.log" 2>&1 \
        || { tail -n 20 "$LOGS/apt-install.log" >&2; die "apt-get install failed"; }
}

# ------------------------------------------------------- deb-src for apt-get
# apt-get source needs deb-src entries. Rather than adding them to the
# machine's /etc/apt, mirror every Debian archive "deb" entry this machine
# uses (deb822 *.sources and one-line *.list formats) as "deb-src" in a
# private apt configuration under SRC/apt: its own sources, package lists and
# cache. The machine's apt state is never touched.
APT_PRIVATE="$SRC/apt"
APT_SRC=(apt-get -c "$APT_PRIVATE/apt.conf")

gen_debsrc() {
    # deb822 stanzas
    local f
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -e "$f" ] || continue
        awk '
            function flush() {
                if (types ~ /(^| )deb( |$)/ && uris ~ /\/debian(-security)?\/?( |$)/ && enabled != "no") {
                    print "Types: deb-src"; print "URIs: " uris; print "Suites: " suites
                    print "Components: " comps
                    if (signed != "") print "Signed-By: " signed
                    print ""
                }
                types = uris = suites = comps = signed = enabled = ""
            }
            /^[[:space:]]*#/ { next }
            /^[[:space:]]*$/ { flush(); next }
            { key = $1; sub(/:$/, "", key); val = $0; sub(/^[^:]*:[[:space:]]*/, "", val)
              key = tolower(key)
              if (key == "types") types = val; else if (key == "uris") uris = val
              else if (key == "suites") suites = val; else if (key == "components") comps = val
              else if (key == "signed-by") signed = val; else if (key == "enabled") enabled = tolower(val) }
            END { flush() }' "$f"
    done
    # one-line format
    local lf
    for lf in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -e "$lf" ] || continue
        awk '
            /^[[:space:]]*deb[[:space:]]/ {
                opts = ""; i = 2
                if ($2 ~ /^\[/) { opts = $2; i = 3; while ($(i-1) !~ /\]$/) { opts = opts " " $i; i++ } }
                uri = $i; suite = $(i+1); comps = ""
                for (j = i + 2; j <= NF; j++) comps = comps (comps == "" ? "" : " ") $j
                if (uri !~ /\/debian(-security)?\/?$/) next
                signed = ""
                if (match(opts, /signed-by=[^] ]+/)) signed = substr(opts, RSTART + 10, RLENGTH - 10)
                print "Types: deb-src"; print "URIs: " uri; print "Suites: " suite
                print "Components: " comps
                if (signed != "") print "Signed-By: " signed
                print ""
            }' "$lf"
    done
}

ensure_deb_src() {
    local tmp
    mkdir -p "$APT_PRIVATE/sources.list.d" "$APT_PRIVATE/lists/partial" \
        "$APT_PRIVATE/cache/archives/partial"
    tmp=$(mktemp "$APT_PRIVATE/.deb-src.XXXXXX")
    { echo "# Generated by Village packaging/windows/build-deps.sh: deb-src entries"
      echo "# matching this machine's Debian archive entries (for apt-get source)."
      echo
      gen_debsrc; } >"$tmp"
    grep -q '^Types: deb-src' "$tmp" || { rm -f "$tmp"; die "no Debian 'deb' entry found in /etc/apt to derive deb-src from"; }
    chmod 644 "$tmp"
    mv "$tmp" "$APT_PRIVATE/sources.list.d/deb-src.sources"
    # Sandbox user root: apt otherwise downloads as _apt, which cannot write here.
    # Written aside and renamed, as above: scripts/package builds the Linux
    # and the Windows libraries at once, and the other's apt-cache may be
    # reading these files.
    tmp=$(mktemp "$APT_PRIVATE/.apt.conf.XXXXXX")
    cat >"$tmp" <<EOF_CONF
Dir::Etc::SourceList "$APT_PRIVATE/none.list";
Dir::Etc::SourceParts "$APT_PRIVATE/sources.list.d";
Dir::State::Lists "$APT_PRIVATE/lists";
Dir::Cache "$APT_PRIVATE/cache";
APT::Sandbox::User "$(id -un)";
EOF_CONF
    chmod 644 "$tmp"
    mv "$tmp" "$APT_PRIVATE/apt.conf"
    [ -e "$APT_PRIVATE/none.list" ] || : >"$APT_PRIVATE/none.list"
    if "${APT_SRC[@]/apt-get/apt-cache}" showsrc libsdl2 2>/dev/null | grep -q '^Package: libsdl2$'; then
        log "deb-src lists present in $APT_PRIVATE"
        return 0
    fi
    log "apt-get update (private deb-src configuration $APT_PRIVATE)"
    "${APT_SRC[@]}" update -q >"$LOGS/apt-update-src.log" 2>&1 \
        || { tail -n 20 "$LOGS/apt-update-src.log" >&2; die "apt-get update of the deb-src lists failed"; }
    "${APT_SRC[@]/apt-get/apt-cache}" showsrc libsdl2 2>/dev/null | grep -q '^Package: libsdl2$' \
        || die "apt-get source cannot see libsdl2 with the deb-src lists in $APT_PRIVATE"
}

# ------------------------------------------------------------------- sources
# Our own patches, applied on top of Debian's: packaging/patches/<srcpkg>/*.patch
patch_list() { ls "$DEB_PATCHES/$1/"*.patch 2>/dev/null | sort || true; }
patch_hash() {
    local f
    { echo "$1"; for f in $(patch_list "$1"); do basename "$f"; cat "$f"; done; } | sha256sum | cut -c1-16
}

# fetch <srcpkg> -> sets SRCDIR and VERSION
fetch() {
    local pkg=$1 dsc f ph
    dsc=$(ls "$SRC/${pkg}"_*.dsc 2>/dev/null | sort -V | tail -n 1 || true)
    if [ -z "$dsc" ]; then
        log "apt-get source $pkg"
        (cd "$SRC" && "${APT_SRC[@]}" source -q --download-only "$pkg") >"$LOGS/fetch-$pkg.log" 2>&1 \
            || { tail -n 20 "$LOGS/fetch-$pkg.log" >&2; die "apt-get source $pkg failed"; }
        dsc=$(ls "$SRC/${pkg}"_*.dsc | sort -V | tail -n 1)
    fi
    VERSION=$(sed -n 's/^Version: //p' "$dsc" | head -n 1)
    SRCDIR="$SRC/$pkg-$VERSION"
    ph=$(patch_hash "$pkg")
    if [ "$(cat "$SRCDIR/.unpacked" 2>/dev/null)" != "$ph" ]; then
        rm -rf "$SRCDIR"
        # Applies Debian's patches (3.0 quilt); checksums are verified against the .dsc.
        dpkg-source -x "$dsc" "$SRCDIR" >"$LOGS/unpack-$pkg.log" 2>&1 \
            || { tail -n 20 "$LOGS/unpack-$pkg.log" >&2; die "dpkg-source -x $dsc failed"; }
        for f in $(patch_list "$pkg"); do
            log "$pkg: applying $(basename "$f")"
            patch -d "$SRCDIR" -p1 --batch --forward <"$f" >>"$LOGS/unpack-$pkg.log" 2>&1 \
                || { tail -n 20 "$LOGS/unpack-$pkg.log" >&2; die "patch $f failed"; }
        done
        echo "$ph" >"$SRCDIR/.unpacked"
    fi
}

# children_cpu (CPU seconds of finished children) for the log lines below.
# shellcheck source=packaging/children-cpu.sh
. "$(dirname "${BASH_SOURCE[0]}")/children-cpu.sh"

# build <srcpkg> <cmake args...>
build() {
    local pkg=$1; shift
    fetch "$pkg"
    local stamp="$STAMPS/$pkg" want
    local d depstamps=""
    for d in $(build_deps_of "$pkg"); do depstamps+="$d=$(cat "$STAMPS/$d" 2>/dev/null);"; done
    # Not TARGET_CMAKE_ARGS: they hold paths of this tree, which the second
    # build of scripts/package --ci runs from a copy of; what they mean for
    # the result is in TARGET_INPUTS.
    want="$VERSION $( { echo "$TARGET_INPUTS"; patch_hash "$pkg"; echo "$depstamps"; printf '%s\n' "$@"; } | sha256sum | cut -c1-16)"
    if [ "${FORCE:-0}" != 1 ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
        log "$pkg $VERSION: up to date (stamp $stamp)"
        return 0
    fi
    local b="$BLD/$pkg" l="$LOGS/$pkg.log" t cpu
    t=$(date +%s)
    children_cpu
    cpu=$CHILDREN_CPU
    rm -rf "$b" "$stamp"
    log "$pkg $VERSION: configure + build + install (log: $l)"
    {
        cmake -S "$SRCDIR" -B "$b" -G Ninja \
            "${TARGET_CMAKE_ARGS[@]}" \
            -DCMAKE_PREFIX_PATH="$PREFIX" \
            -DCMAKE_INSTALL_PREFIX="$PREFIX" \
            -DCMAKE_BUILD_TYPE=Release \
            "$@" &&
        cmake --build "$b" -j "$JOBS" &&
        cmake --install "$b" --strip
    } >"$l" 2>&1 || { tail -n 40 "$l" >&2; die "$pkg failed, see $l"; }
    echo "$want" >"$stamp"
    children_cpu
    log "$pkg $VERSION: done in $(( $(date +%s) - t ))s, $(awk -v a="$cpu" -v b="$CHILDREN_CPU" 'BEGIN { printf "%.0f", b - a }')s CPU"
}

# lanes FN... -- FN...: runs the two lists at once, each in order; fails if either does.
lanes() {
    local one=() two=() f
    while [ $# -gt 0 ] && [ "$1" != -- ]; do one+=("$1"); shift; done
    shift
    two=("$@")
    ( for f in "${one[@]}"; do "$f"; done ) &
    local first=$!
    ( for f in "${two[@]}"; do "$f"; done ) &
    local second=$! rc=0
    wait "$first" || rc=1
    wait "$second" || rc=1
    [ $rc -eq 0 ] || die "a library failed to build (logs in $LOGS)"
}

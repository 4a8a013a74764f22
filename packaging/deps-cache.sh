# shellcheck shell=bash
# Sourced by scripts/package: keeps the library sets that packaging/linux/build-deps.sh
# and packaging/windows/build-deps.sh build (SDL2 and its family, FreeType, cJSON,
# and on Windows the XMPP libraries) in a per-user cache, so that a fresh checkout on
# the same machine (CI) starts from the last build instead of building SDL2 twice
# again (about 10 minutes of two cores).
#
# The build scripts stay the judges of what is up to date: a restored tree carries
# their stamps (PREFIX/.stamps), and they rebuild any library whose Debian source
# version or options changed. The cache only seeds an empty prefix and keeps the
# newest finished tree:
#   deps_cache_restore NAME PREFIX  before the build: an empty PREFIX gets the cached tree
#   deps_cache_keep NAME PREFIX     after it: a tree whose stamps changed is kept
# NAME (linux-deps, win-deps) and the build scripts' own text choose the cache entry,
# ${VILLAGE_DEPS_CACHE:-${XDG_CACHE_HOME:-~/.cache}/village-deps}/NAME-<hash>, so an
# edited script starts a new entry. VILLAGE_DEPS_CACHE=off turns the cache off.

DEPS_CACHE=${VILLAGE_DEPS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/village-deps}

deps_cache_entry() { # NAME: the cache folder of this library set and these scripts
    local name=$1 here key
    here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
    key=$(
        {
            cat "$here/debian-sources.sh"
            case $name in
            linux-deps)
                cat "$here/linux/build-deps.sh"
                gcc --version | head -n 1
                ;;
            win-deps)
                cat "$here"/windows/*.sh "$here"/windows/*.cmake "$here"/windows/*.sha256
                find "$here/windows" -name '*.patch' | sort | xargs -r cat
                x86_64-w64-mingw32-gcc-win32 --version 2>/dev/null | head -n 1
                ;;
            esac
        } | sha256sum | cut -c1-16
    )
    echo "$DEPS_CACHE/$name-$key"
}

deps_stamps_digest() { # PREFIX: what the build scripts' stamps say was built
    [ -d "$1/.stamps" ] || return 0
    find "$1/.stamps" -type f ! -name cache-source | sort | xargs -r cat | sha256sum | cut -c1-16
}

deps_cache_restore() { # NAME PREFIX
    local name=$1 prefix=$2 entry old
    [ "$DEPS_CACHE" != off ] || return 0
    # A prefix with stamps of its own is the build scripts' business.
    if [ -d "$prefix/.stamps" ] && [ -n "$(find "$prefix/.stamps" -type f -print -quit)" ]; then
        return 0
    fi
    entry=$(deps_cache_entry "$name")
    [ -f "$entry/.complete" ] || return 0
    rm -rf "$prefix"
    mkdir -p "$(dirname "$prefix")"
    cp -a "$entry/tree" "$prefix"
    # pkg-config and CMake files name the folder the tree was built in.
    old=$(cat "$entry/prefix")
    if [ "$old" != "$prefix" ]; then
        grep -rIlZ -F -- "$old" "$prefix" | xargs -0 -r sed -i "s|$old|$prefix|g"
    fi
    echo "$entry" >"$prefix/.stamps/cache-source"
    echo "$name: restored from $entry (built in $old)"
}

deps_cache_keep() { # NAME PREFIX
    local name=$1 prefix=$2 entry tmp
    [ "$DEPS_CACHE" != off ] || return 0
    entry=$(deps_cache_entry "$name")
    if [ -f "$entry/.complete" ] && [ "$(cat "$entry/stamps")" = "$(deps_stamps_digest "$prefix")" ]; then
        return 0
    fi
    mkdir -p "$DEPS_CACHE"
    tmp=$(mktemp -d "$DEPS_CACHE/.$name.XXXXXX")
    cp -a "$prefix" "$tmp/tree"
    rm -f "$tmp/tree/.stamps/cache-source"
    echo "$prefix" >"$tmp/prefix"
    deps_stamps_digest "$prefix" >"$tmp/stamps"
    touch "$tmp/.complete"
    rm -rf "$entry"
    mv "$tmp" "$entry"
    echo "$name: kept in $entry"
}

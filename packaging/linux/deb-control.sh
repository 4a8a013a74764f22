# The control data both .deb tests check first (test-deb.sh for the game,
# test-referee-deb.sh for the referee): the package's name and version, and
# each library it must depend on. Sourced by them (bash); they define log
# and fail. Leaves the Depends field in DEPENDS for the checks of their own.
# usage: deb_control_check DEB NAME VERSION LIBRARY...
deb_control_check() {
    local deb=$1 name=$2 version=$3 lib
    shift 3
    log "control data of $(basename "$deb")"
    [ "$(dpkg-deb -f "$deb" Package)" = "$name" ] || fail "package name is not '$name'"
    [ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "version is not $version"
    DEPENDS=$(dpkg-deb -f "$deb" Depends)
    for lib in "$@"; do
        grep -q "\b$lib\b" <<<"$DEPENDS" || fail "Depends lacks $lib: $DEPENDS"
    done
}

#!/usr/bin/env bash
# Makes the XMPP libraries' source archives from where upstream publishes
# them, for a machine without ../shared/vendor (a release runner): the files
# packaging/windows/xmpp-sources.sha256 pins, written into DIR, then checked
# against those sums (the builds check them again: VILLAGE_VENDOR_SOURCES=DIR).
#   expat-2.8.3.tar.gz   git archive of the expat/ folder of tag R_2_8_3 of
#                        https://github.com/libexpat/libexpat, through gzip -n
#   libstrophe-0.14.0-11-gb9eead3.tar.gz
#                        git archive of commit b9eead3 of
#                        https://github.com/strophe/libstrophe, through gzip -n
#   openssl_3.0.22.orig.tar.gz
#                        upstream's openssl-3.0.22.tar.gz (Debian's orig tarball
#                        is that file)
# The two git archives are only the same bytes as the pinned ones through
# GNU gzip (gzip -n, level 6): on macOS that is Homebrew's gzip. Another sum
# stops the script and names the file.
#
# Usage: packaging/fetch-xmpp-sources.sh DIR    (needs git, curl, GNU gzip)
set -euo pipefail
export LC_ALL=C
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
DIR=${1:?usage: fetch-xmpp-sources.sh DIR}
mkdir -p "$DIR"
DIR=$(cd "$DIR" && pwd)
PINNED="$HERE/windows/xmpp-sources.sha256"
SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/village-xmpp-sources.XXXXXX")
trap 'rm -rf "$SCRATCH"' EXIT
log() { printf '[fetch-xmpp-sources] %s\n' "$*"; }
die() {
    printf '[fetch-xmpp-sources] ERROR: %s\n' "$*" >&2
    exit 1
}
gzip --version 2>/dev/null | grep -q '^gzip ' || die "GNU gzip is needed (macOS: brew install gzip)"

if [ ! -f "$DIR/expat-2.8.3.tar.gz" ]; then
    log "expat: tag R_2_8_3 of github.com/libexpat/libexpat"
    git clone -q --depth 1 --branch R_2_8_3 https://github.com/libexpat/libexpat "$SCRATCH/expat"
    git -C "$SCRATCH/expat" archive --prefix=expat-2.8.3/ R_2_8_3:expat | gzip -n >"$DIR/expat-2.8.3.tar.gz"
fi
if [ ! -f "$DIR/libstrophe-0.14.0-11-gb9eead3.tar.gz" ]; then
    log "libstrophe: commit b9eead3 of github.com/strophe/libstrophe"
    git clone -q https://github.com/strophe/libstrophe "$SCRATCH/libstrophe"
    git -C "$SCRATCH/libstrophe" archive --prefix=libstrophe-0.14.0-11-gb9eead3/ b9eead3 |
        gzip -n >"$DIR/libstrophe-0.14.0-11-gb9eead3.tar.gz"
fi
if [ ! -f "$DIR/openssl_3.0.22.orig.tar.gz" ]; then
    log "openssl: openssl-3.0.22.tar.gz"
    curl -fsSL -o "$SCRATCH/openssl.tar.gz" \
        https://github.com/openssl/openssl/releases/download/openssl-3.0.22/openssl-3.0.22.tar.gz ||
        curl -fsSL -o "$SCRATCH/openssl.tar.gz" https://www.openssl.org/source/openssl-3.0.22.tar.gz ||
        die "cannot download openssl-3.0.22.tar.gz"
    mv "$SCRATCH/openssl.tar.gz" "$DIR/openssl_3.0.22.orig.tar.gz"
fi
# The same check the builds make (packaging/xmpp-sources.sh).
# shellcheck source=xmpp-sources.sh
. "$HERE/xmpp-sources.sh"
while read -r sum name; do
    got=$(xmpp_sha256 "$DIR/$name")
    [ "$got" = "$sum" ] || die "$DIR/$name has SHA-256 $got, not the pinned $sum ($PINNED)"
done <"$PINNED"
log "the three archives in $DIR match $PINNED"

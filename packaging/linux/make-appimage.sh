#!/usr/bin/env bash
# Makes the single-file AppImage (type 2) from the AppDir archive of
# make-appdir.sh: our own runtime (packaging/appimage/, static, built here)
# followed by a squashfs image of the AppDir, as appimagetool would make it.
# Reproducible: every file and the image itself get SOURCE_DATE_EPOCH, owner
# root, no extended attributes, and mksquashfs sorts directories itself.
#
# Usage: packaging/linux/make-appimage.sh APPDIR.tar.gz OUT.AppImage
# Env:   VILLAGE_APPIMAGE_UPDATE_INFO: update information for .upd_info
# Needs: squashfs-tools, and what packaging/appimage/build-runtime.sh needs.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
ARCHIVE=$(realpath "${1:?usage: make-appimage.sh APPDIR.tar.gz OUT.AppImage}")
OUT=$(realpath -m "${2:?usage: make-appimage.sh APPDIR.tar.gz OUT.AppImage}")
EPOCH=${SOURCE_DATE_EPOCH:-0}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

"$ROOT/packaging/appimage/build-runtime.sh" "$T/runtime"
# The update information AppImageUpdate reads (`--appimage-updateinfo`), e.g.
# "gh-releases-zsync|OWNER|REPO|latest|village-*-x86_64.AppImage.zsync" for
# a release that also publishes the .zsync file; none by default.
if [ -n "${VILLAGE_APPIMAGE_UPDATE_INFO:-}" ]; then
    "$ROOT/packaging/appimage/set-section.py" "$T/runtime" .upd_info "$VILLAGE_APPIMAGE_UPDATE_INFO"
fi
tar -xzf "$ARCHIVE" -C "$T"
# Unpacked by a user other than root, tar applies the umask: the image
# gets the archive's modes back (0755 folders and executables, 0644 files).
chmod -R u+rwX,go+rX,go-w "$T"
APPDIR="$T/$(basename "$ARCHIVE" .tar.gz)"
[ -x "$APPDIR/AppRun" ] || {
    echo "make-appimage.sh: $ARCHIVE holds no AppDir with an AppRun" >&2
    exit 1
}
# zstd: small, and fast to decompress at every start; the runtime and
# libappimage both read it.
# mksquashfs takes SOURCE_DATE_EPOCH as the time of the image and every file.
SOURCE_DATE_EPOCH=$EPOCH mksquashfs "$APPDIR" "$T/image.squashfs" -noappend -quiet \
    -no-progress -comp zstd -all-root -no-xattrs >/dev/null
cat "$T/runtime" "$T/image.squashfs" >"$T/out.AppImage"
chmod 0755 "$T/out.AppImage"
touch -d "@$EPOCH" "$T/out.AppImage"
mv "$T/out.AppImage" "$OUT"
echo "$(basename "$OUT"): runtime $(stat -c %s "$T/runtime") + image $(stat -c %s "$T/image.squashfs") bytes"

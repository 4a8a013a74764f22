#!/usr/bin/env bash
# Checks the Flatpak manifest with what Debian has, since the freedesktop
# runtime it builds against comes only from Flathub:
#   - yamllint (syntax, duplicate keys);
#   - flatpak-builder --show-manifest, which reads it into flatpak-builder's
#     own types: it must print no warning (an unknown property is one);
#   - what those types do not check: the build systems and source types are
#     ones flatpak-builder knows, every archive has a SHA-256, the id is the
#     game's AppStream id;
#   - the files the Flatpak exports, configured for the prefix /app as
#     flatpak-builder configures them: the desktop entry (desktop-file-validate)
#     and the metainfo (appstreamcli validate), named after the id, and the
#     metainfo's launchable is that desktop entry.
# Usage: packaging/flatpak/check-manifest.sh
# Needs: yamllint, flatpak-builder, desktop-file-utils, appstream, cmake and the
# game's build dependencies (to configure the tree).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
ID=io.github.villagestudio.Village
MANIFEST=$ROOT/packaging/flatpak/$ID.yml
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() {
    echo "check-manifest.sh: $*" >&2
    exit 1
}

yamllint -d '{extends: default, rules: {line-length: {max: 120}, document-start: disable}}' \
    "$MANIFEST" || fail "yamllint"
flatpak-builder --show-manifest "$MANIFEST" >"$T/manifest.json" 2>"$T/show.err" ||
    fail "flatpak-builder cannot read it: $(cat "$T/show.err")"
[ ! -s "$T/show.err" ] || fail "flatpak-builder warns: $(cat "$T/show.err")"
python3 - "$T/manifest.json" "$ID" <<'PY' || fail "manifest contents"
import json, re, sys
m = json.load(open(sys.argv[1]))
problems = []
if m.get("id") != sys.argv[2]:
    problems.append(f"id {m.get('id')} is not {sys.argv[2]}")
for key in ("runtime", "runtime-version", "sdk", "command"):
    if not m.get(key):
        problems.append(f"no {key}")
if m.get("runtime") != "org.freedesktop.Platform" or m.get("sdk") != "org.freedesktop.Sdk":
    problems.append("not the freedesktop runtime and SDK")
# flatpak-builder's build systems and source types (flatpak-manifest(5)).
systems = {"autotools", "cmake", "cmake-ninja", "meson", "simple", "qmake"}
types = {"archive", "git", "bzr", "svn", "dir", "file", "script", "inline", "shell",
         "patch", "extra-data"}
for module in m.get("modules", []):
    name = module.get("name", "?")
    if module.get("buildsystem", "autotools") not in systems:
        problems.append(f"{name}: unknown buildsystem {module.get('buildsystem')}")
    for source in module.get("sources", []):
        if source.get("type") not in types:
            problems.append(f"{name}: unknown source type {source.get('type')}")
        if source.get("type") in ("archive", "file") and \
                not re.fullmatch(r"[0-9a-f]{64}", source.get("sha256", "")):
            problems.append(f"{name}: {source.get('url')} has no SHA-256")
if m.get("modules", [{}])[-1].get("name") != "village":
    problems.append("the game is not the last module")
print("\n".join(problems), file=sys.stderr)
sys.exit(1 if problems else 0)
PY

# The exported files, as the game's build makes them for the prefix /app.
cmake -S "$ROOT" -B "$T/build" -DCMAKE_INSTALL_PREFIX=/app -DVILLAGE_PACKAGE=ON \
    -DVILLAGE_BUILD_TESTS=OFF >"$T/configure.log" 2>&1 || fail "cmake: $(tail -5 "$T/configure.log")"
desktop-file-validate "$T/build/$ID.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net "$T/build/$ID.metainfo.xml" || fail "appstreamcli validate"
grep -q "<id>$ID</id>" "$T/build/$ID.metainfo.xml" || fail "the metainfo's id is not $ID"
grep -q "<launchable type=\"desktop-id\">$ID.desktop</launchable>" "$T/build/$ID.metainfo.xml" ||
    fail "the metainfo does not launch $ID.desktop"
echo "flatpak manifest: yamllint, flatpak-builder and the exported desktop entry and metainfo are clean"

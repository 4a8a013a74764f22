#!/usr/bin/env bash
# The macOS release after the bundle is installed (cmake --install): signs
# Village.app inside out with the hardened runtime, notarises and staples it,
# makes the .dmg, signs, notarises and staples that too.
#   - inside out, not codesign --deep: each dylib in Contents/Frameworks
#     first, then the app (Apple's TN2206 and "Signing a Mac Product For
#     Distribution": --deep is for checking, not for signing);
#   - with VILLAGE_CODESIGN_IDENTITY ("Developer ID Application: …") the
#     hardened runtime (--options runtime) and a secure timestamp, what
#     notarisation requires; without it, ad hoc, and nothing is notarised;
#   - notarisation (xcrun notarytool, then xcrun stapler) when the identity
#     and VILLAGE_NOTARY_APPLE_ID, VILLAGE_NOTARY_TEAM_ID and
#     VILLAGE_NOTARY_PASSWORD (an app-specific password) are all set.
# Usage: packaging/macos/sign-and-notarize.sh --sign-only Village.app
#        packaging/macos/sign-and-notarize.sh Village.app OUT.dmg VOLUME_NAME
# Only ever run on hosted macOS runners (.github/workflows/release.yml).
set -euo pipefail
IDENTITY=${VILLAGE_CODESIGN_IDENTITY:-}

sign() { # PATH: hardened runtime and timestamp with an identity, else ad hoc
    if [ -n "$IDENTITY" ]; then
        codesign --force --options runtime --timestamp --sign "$IDENTITY" "$1"
    else
        codesign --force --sign - "$1"
    fi
}
sign_app() { # APP, inside out
    local item
    find "$1/Contents/Frameworks" -type f -name '*.dylib' 2>/dev/null | sort | while read -r item; do
        sign "$item"
    done
    sign "$1"
    codesign --verify --deep --strict --verbose=2 "$1"
}
notarising() {
    [ -n "$IDENTITY" ] && [ -n "${VILLAGE_NOTARY_APPLE_ID:-}" ] &&
        [ -n "${VILLAGE_NOTARY_TEAM_ID:-}" ] && [ -n "${VILLAGE_NOTARY_PASSWORD:-}" ]
}
notarise() { # FILE (.zip or .dmg): submits, waits, fails unless Accepted
    xcrun notarytool submit "$1" --apple-id "$VILLAGE_NOTARY_APPLE_ID" \
        --team-id "$VILLAGE_NOTARY_TEAM_ID" --password "$VILLAGE_NOTARY_PASSWORD" \
        --wait --timeout 30m --output-format json | tee "$1.notary.json"
    grep -q '"status" *: *"Accepted"' "$1.notary.json"
}

if [ "${1:-}" = --sign-only ]; then
    sign_app "${2:?usage: sign-and-notarize.sh --sign-only Village.app}"
    exit 0
fi
APP=${1:?usage: sign-and-notarize.sh Village.app OUT.dmg VOLUME_NAME}
DMG=${2:?usage: sign-and-notarize.sh Village.app OUT.dmg VOLUME_NAME}
VOLUME=${3:?usage: sign-and-notarize.sh Village.app OUT.dmg VOLUME_NAME}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

sign_app "$APP"
if notarising; then
    # The app first, so that its ticket is stapled inside the .dmg too
    # (Gatekeeper then needs no network for the app copied out of it).
    ditto -c -k --keepParent "$APP" "$T/Village.zip"
    notarise "$T/Village.zip"
    xcrun stapler staple "$APP"
fi
mkdir -p "$T/dmg"
ditto "$APP" "$T/dmg/$(basename "$APP")"
ln -s /Applications "$T/dmg/Applications"
rm -f "$DMG"
hdiutil create -volname "$VOLUME" -srcfolder "$T/dmg" -fs HFS+ -format UDZO -ov "$DMG"
if [ -n "$IDENTITY" ]; then
    codesign --force --timestamp --sign "$IDENTITY" "$DMG"
fi
if notarising; then
    notarise "$DMG"
    xcrun stapler staple "$DMG"
    xcrun stapler validate "$DMG"
    spctl --assess --type open --context context:primary-signature --verbose "$DMG"
fi
echo "$(basename "$DMG"): signed $([ -n "$IDENTITY" ] && echo "by $IDENTITY" || echo "ad hoc")," \
    "$(notarising && echo "notarised and stapled" || echo "not notarised")"

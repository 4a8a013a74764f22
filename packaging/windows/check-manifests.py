#!/usr/bin/env python3
"""Checks the winget and scoop manifests scripts/package writes into
dist/manifests/ against the packages they describe.

No schema validator with the published winget and scoop schemas can be
installed from Debian or npm here, so this checks by hand what those schemas
(winget manifest 1.6.0, scoop's app manifest) require of the fields we use:
required keys, no unknown keys, patterns, lengths, enumerations; and what no
schema can check: the same identifier and version in the three winget files,
hashes equal to the SHA-256 of the installer and the zip, scoop's extract_dir
being the zip's top folder and its bin and shortcut targets being in it.

Usage: check-manifests.py MANIFEST_DIR SETUP_EXE ZIP VERSION
"""
import hashlib
import json
import os
import re
import sys
import zipfile

import yaml

PROBLEMS = []


def problem(where, text):
    PROBLEMS.append("%s: %s" % (where, text))


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


# winget 1.6.0: the patterns and limits of the fields used here.
ID_RE = re.compile(r'^[^.\s\\/:*?"<>|\x01-\x1f]{1,32}(\.[^.\s\\/:*?"<>|\x01-\x1f]{1,32}){1,7}$')
VERSION_RE = re.compile(r'^[^\\/:*?"<>|\x01-\x1f]+$')
LOCALE_RE = re.compile(r"^([a-zA-Z]{2,3}|[iI]-[a-zA-Z]+|[xX]-[a-zA-Z]{1,8})(-[a-zA-Z]{1,8})*$")
SHA_RE = re.compile(r"^[A-Fa-f0-9]{64}$")
URL_RE = re.compile(r"^([Hh][Tt][Tt][Pp][Ss]?)://.+$")
OSVER_RE = re.compile(r"^(0|[1-9][0-9]{0,4})(\.(0|[1-9][0-9]{0,4})){0,3}$")
MONIKER_RE = re.compile(r"^\S+$")
ARCHES = {"x86", "x64", "arm", "arm64", "neutral"}
INSTALLER_TYPES = {"msix", "msi", "appx", "exe", "zip", "inno", "nullsoft", "wix", "burn", "pwa",
                   "portable"}
MODES = {"interactive", "silent", "silentWithProgress"}
SWITCHES = {"Silent", "SilentWithProgress", "Interactive", "InstallLocation", "Log", "Upgrade",
            "Custom", "Repair"}
UPGRADE = {"install", "uninstallPrevious", "deny"}

COMMON = {"PackageIdentifier", "PackageVersion", "ManifestType", "ManifestVersion"}
ALLOWED = {
    "version": COMMON | {"DefaultLocale"},
    "defaultLocale": COMMON | {"PackageLocale", "Publisher", "PublisherUrl", "PublisherSupportUrl",
                               "PrivacyUrl", "Author", "PackageName", "PackageUrl", "License",
                               "LicenseUrl", "Copyright", "CopyrightUrl", "ShortDescription",
                               "Description", "Moniker", "Tags", "ReleaseNotes",
                               "ReleaseNotesUrl"},
    "installer": COMMON | {"MinimumOSVersion", "InstallerType", "InstallModes", "InstallerSwitches",
                           "UpgradeBehavior", "Installers", "Scope", "InstallerLocale"},
}
REQUIRED = {
    "version": COMMON | {"DefaultLocale"},
    "defaultLocale": COMMON | {"PackageLocale", "Publisher", "PackageName", "License",
                               "ShortDescription"},
    "installer": COMMON | {"Installers"},
}
INSTALLER_ENTRY = {"Architecture", "InstallerUrl", "InstallerSha256", "Scope",
                   "InstallerSwitches", "InstallerType", "InstallerLocale",
                   "ElevationRequirement"}
ELEVATION = {"elevationRequired", "elevationProhibited", "elevatesSelf"}


def check_length(where, key, value, low, high):
    if not isinstance(value, str) or not low <= len(value) <= high:
        problem(where, "%s must be a string of %d to %d characters" % (key, low, high))


def check_switches(where, switches):
    if not isinstance(switches, dict):
        problem(where, "InstallerSwitches must be a mapping")
        return
    for k, v in switches.items():
        if k not in SWITCHES:
            problem(where, "unknown installer switch %s" % k)
        check_length(where, "InstallerSwitches." + k, v, 1, 2048)


def check_winget(folder, setup, version):
    ident = "VillageStudio.Village"
    files = {
        "version": os.path.join(folder, ident + ".yaml"),
        "defaultLocale": os.path.join(folder, ident + ".locale.en-US.yaml"),
        "installer": os.path.join(folder, ident + ".installer.yaml"),
    }
    setup_sha = sha256(setup)
    for kind, path in files.items():
        where = os.path.basename(path)
        try:
            with open(path, encoding="utf-8") as f:
                doc = yaml.safe_load(f)
        except (OSError, yaml.YAMLError) as e:
            problem(where, "cannot read: %s" % e)
            continue
        if not isinstance(doc, dict):
            problem(where, "not a mapping")
            continue
        for key in sorted(REQUIRED[kind] - doc.keys()):
            problem(where, "required key %s missing" % key)
        for key in sorted(doc.keys() - ALLOWED[kind]):
            problem(where, "unknown key %s" % key)
        if doc.get("ManifestType") != kind:
            problem(where, "ManifestType is %r, not %r" % (doc.get("ManifestType"), kind))
        if doc.get("ManifestVersion") != "1.6.0":
            problem(where, "ManifestVersion is not 1.6.0")
        if doc.get("PackageIdentifier") != ident or not ID_RE.match(ident):
            problem(where, "PackageIdentifier is not %s" % ident)
        pv = str(doc.get("PackageVersion", ""))
        if pv != version or not VERSION_RE.match(pv) or len(pv) > 128:
            problem(where, "PackageVersion %r is not %s" % (pv, version))
        if kind == "version" and doc.get("DefaultLocale") != "en-US":
            problem(where, "DefaultLocale is not en-US (the locale file's)")
        if kind == "defaultLocale":
            if not LOCALE_RE.match(str(doc.get("PackageLocale", ""))):
                problem(where, "PackageLocale is no locale")
            check_length(where, "Publisher", doc.get("Publisher"), 2, 256)
            check_length(where, "PackageName", doc.get("PackageName"), 2, 256)
            check_length(where, "License", doc.get("License"), 3, 512)
            check_length(where, "ShortDescription", doc.get("ShortDescription"), 3, 256)
            if "Description" in doc:
                check_length(where, "Description", doc["Description"], 3, 10000)
            for key in ("PublisherUrl", "PackageUrl", "LicenseUrl"):
                if key in doc and not URL_RE.match(str(doc[key])):
                    problem(where, "%s is not an http(s) URL" % key)
            if "Moniker" in doc and not MONIKER_RE.match(str(doc["Moniker"])):
                problem(where, "Moniker has white space")
            tags = doc.get("Tags", [])
            if not isinstance(tags, list) or len(tags) > 16:
                problem(where, "Tags must be a list of at most 16")
            for tag in tags if isinstance(tags, list) else []:
                check_length(where, "a tag", tag, 1, 40)
                if isinstance(tag, str) and re.search(r"\s", tag):
                    problem(where, "tag %r has white space" % tag)
        if kind == "installer":
            if doc.get("InstallerType") not in INSTALLER_TYPES:
                problem(where, "InstallerType %r unknown" % doc.get("InstallerType"))
            if not OSVER_RE.match(str(doc.get("MinimumOSVersion", "0"))):
                problem(where, "MinimumOSVersion is no version")
            if not set(doc.get("InstallModes", [])) <= MODES:
                problem(where, "InstallModes has an unknown mode")
            if doc.get("UpgradeBehavior", "install") not in UPGRADE:
                problem(where, "UpgradeBehavior unknown")
            switches = doc.get("InstallerSwitches", {})
            check_switches(where, switches)
            if "<INSTALLPATH>" not in str(switches.get("InstallLocation", "")):
                problem(where, "InstallLocation does not pass <INSTALLPATH>")
            installers = doc.get("Installers")
            if not isinstance(installers, list) or not installers:
                problem(where, "Installers must be a non-empty list")
                installers = []
            for i, entry in enumerate(installers):
                w = "%s Installers[%d]" % (where, i)
                for key in sorted({"Architecture", "InstallerUrl", "InstallerSha256"} - entry.keys()):
                    problem(w, "required key %s missing" % key)
                for key in sorted(entry.keys() - INSTALLER_ENTRY):
                    problem(w, "unknown key %s" % key)
                if entry.get("Architecture") not in ARCHES:
                    problem(w, "Architecture unknown")
                if entry.get("Scope", "user") not in {"user", "machine"}:
                    problem(w, "Scope unknown")
                if "ElevationRequirement" in entry and entry["ElevationRequirement"] not in ELEVATION:
                    problem(w, "ElevationRequirement unknown")
                # A user-scope install must not need an administrator.
                if entry.get("Scope") == "user" and entry.get("ElevationRequirement") == "elevationRequired":
                    problem(w, "a user-scope installer that requires elevation")
                url = str(entry.get("InstallerUrl", ""))
                if not URL_RE.match(url) or not url.endswith("/" + os.path.basename(setup)):
                    problem(w, "InstallerUrl does not name %s" % os.path.basename(setup))
                sha = str(entry.get("InstallerSha256", ""))
                if not SHA_RE.match(sha) or sha.lower() != setup_sha:
                    problem(w, "InstallerSha256 is not the SHA-256 of %s" % setup)
                if "InstallerSwitches" in entry:
                    check_switches(w, entry["InstallerSwitches"])


def check_scoop(path, archive, version):
    where = os.path.basename(path)
    try:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        problem(where, "cannot read: %s" % e)
        return
    known = {"version", "description", "homepage", "license", "architecture", "bin", "shortcuts",
             "checkver", "autoupdate", "url", "hash", "extract_dir", "notes", "persist"}
    for key in sorted(doc.keys() - known):
        problem(where, "unknown key %s" % key)
    for key in ("version", "homepage", "license"):
        if key not in doc:
            problem(where, "required key %s missing" % key)
    if doc.get("version") != version:
        problem(where, "version is not %s" % version)
    if not URL_RE.match(str(doc.get("homepage", ""))):
        problem(where, "homepage is not an http(s) URL")
    arch = doc.get("architecture", {}).get("64bit", {})
    url, digest, top = arch.get("url", ""), arch.get("hash", ""), arch.get("extract_dir", "")
    if not URL_RE.match(url) or not url.endswith("/" + os.path.basename(archive)):
        problem(where, "64bit url does not name %s" % os.path.basename(archive))
    if not SHA_RE.match(digest) or digest.lower() != sha256(archive):
        problem(where, "64bit hash is not the SHA-256 of %s" % archive)
    names = zipfile.ZipFile(archive).namelist()
    tops = {n.split("/", 1)[0] for n in names}
    if tops != {top}:
        problem(where, "extract_dir %r is not the zip's one top folder %s" % (top, sorted(tops)))
    targets = [doc.get("bin")] + [s[0] for s in doc.get("shortcuts", [])]
    for target in targets:
        if "%s/%s" % (top, target) not in names:
            problem(where, "%s is not in the zip under %s/" % (target, top))


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    folder, setup, archive, version = sys.argv[1:]
    check_winget(os.path.join(folder, "winget"), setup, version)
    check_scoop(os.path.join(folder, "scoop", "village.json"), archive, version)
    for p in PROBLEMS:
        print("check-manifests: " + p, file=sys.stderr)
    if PROBLEMS:
        sys.exit(1)
    print("winget (3 files) and scoop manifests of %s agree with the installer and the zip" % version)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Compare two asset trees (fresh build vs committed) by content.

Text and other files: bytes. PNG: decoded pixels (via ImageMagick, so a different zlib
still compares equal). OGG: decoded samples (via sox). Exit 1 on any difference."""
import hashlib
import os
import subprocess
import sys

new, old = sys.argv[1], sys.argv[2]
SKIP = {"src", "CREDITS.md"}  # sources and hand-written files


def files(root):
    out = set()
    for d, dirs, fs in os.walk(root):
        dirs[:] = [x for x in dirs if os.path.relpath(os.path.join(d, x), root) not in SKIP]
        for f in fs:
            rel = os.path.relpath(os.path.join(d, f), root)
            if rel not in SKIP:
                out.add(rel)
    return out


def digest(path):
    if path.endswith(".png"):
        data = subprocess.run(["/usr/bin/convert", path, "-depth", "8", "rgba:-"], check=True,
                              capture_output=True).stdout
    elif path.endswith(".ogg"):
        data = subprocess.run(["sox", path, "-t", "raw", "-e", "signed", "-b", "16", "-"], check=True,
                              capture_output=True).stdout
    else:
        with open(path, "rb") as fh:
            data = fh.read()
    return hashlib.sha256(data).hexdigest()


a, b = files(new), files(old)
bad = 0
for f in sorted(a | b):
    if f not in a or f not in b:
        print("only in %s: %s" % ("build" if f in a else "committed", f))
        bad += 1
        continue
    pa, pb = os.path.join(new, f), os.path.join(old, f)
    with open(pa, "rb") as x, open(pb, "rb") as y:
        if x.read() == y.read():
            continue
    if digest(pa) != digest(pb):
        print("differs: " + f)
        bad += 1
    else:
        print("same content, different bytes: " + f)
print("check: %d file(s) differ" % bad if bad else "check: all generated assets match")
sys.exit(1 if bad else 0)

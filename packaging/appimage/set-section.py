#!/usr/bin/env python3
"""Writes a text into a named section of an AppImage's runtime in place, as
appimagetool writes the update information into .upd_info (and signing
tools .sha256_sig): the text, then NUL bytes to the end of the section.
The squashfs image after the runtime is untouched.

Usage: packaging/appimage/set-section.py FILE SECTION TEXT
"""
import struct
import sys


def find_section(data, name):
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        sys.exit("set-section.py: not a 64-bit little-endian ELF file")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    def header(i):
        return struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize)
    strings = header(shstrndx)
    names = data[strings[4]:strings[4] + strings[5]]
    for i in range(shnum):
        h = header(i)
        if names[h[0]:names.index(b"\0", h[0])] == name.encode():
            return h[4], h[5]
    sys.exit(f"set-section.py: no section {name}")


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    path, name, text = sys.argv[1], sys.argv[2], sys.argv[3].encode()
    with open(path, "r+b") as f:
        offset, size = find_section(f.read(), name)
        if len(text) >= size:
            sys.exit(f"set-section.py: {len(text)} bytes do not fit {name} ({size} bytes)")
        f.seek(offset)
        f.write(text + b"\0" * (size - len(text)))


main()

#!/usr/bin/env python3
"""Checks an AppImage with libappimage, an implementation independent of our
runtime (packaging/appimage/): the file must be recognised as type 2, its
payload offset must be where our runtime says, its file list must be the
AppDir's, and the files libappimage reads must be byte for byte the ones our
runtime extracted.

Usage: check-appimage.py FILE.AppImage RUNTIME_OFFSET EXTRACTED_DIR
       (EXTRACTED_DIR: what FILE.AppImage --appimage-extract wrote)
"""
import ctypes
import os
import sys

# The library's soname changes with its ABI; Debian 12 ships 1.0abi1.
SONAMES = ("libappimage.so.1.0abi1", "libappimage.so.1.0", "libappimage.so")


def load_libappimage():
    for name in SONAMES:
        try:
            lib = ctypes.CDLL(name)
        except OSError:
            continue
        lib.appimage_get_type.argtypes = [ctypes.c_char_p, ctypes.c_bool]
        lib.appimage_get_type.restype = ctypes.c_int
        lib.appimage_get_payload_offset.argtypes = [ctypes.c_char_p]
        lib.appimage_get_payload_offset.restype = ctypes.c_long
        lib.appimage_list_files.argtypes = [ctypes.c_char_p]
        lib.appimage_list_files.restype = ctypes.POINTER(ctypes.c_char_p)
        lib.appimage_string_list_free.argtypes = [ctypes.POINTER(ctypes.c_char_p)]
        lib.appimage_read_file_into_buffer_following_symlinks.argtypes = [
            ctypes.c_char_p, ctypes.c_char_p,
            ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_ulong)]
        lib.appimage_read_file_into_buffer_following_symlinks.restype = ctypes.c_bool
        return lib
    sys.exit("check-appimage.py: libappimage is not installed (apt-get install libappimage1.0abi1)")


def listed_files(lib, image):
    listing = lib.appimage_list_files(image)
    names = set()
    i = 0
    while listing[i]:
        names.add(listing[i].decode())
        i += 1
    lib.appimage_string_list_free(listing)
    return names


def read_file(lib, image, name):
    buffer = ctypes.c_void_p()
    size = ctypes.c_ulong()
    if not lib.appimage_read_file_into_buffer_following_symlinks(
            image, name.encode(), ctypes.byref(buffer), ctypes.byref(size)):
        return None
    data = ctypes.string_at(buffer, size.value)
    ctypes.CDLL(None).free(buffer)
    return data


def tree_of(folder):
    """Every path under folder, relative, with its kind."""
    found = {}
    for top, dirs, files in os.walk(folder):
        for name in dirs + files:
            full = os.path.join(top, name)
            rel = os.path.relpath(full, folder)
            found[rel] = "link" if os.path.islink(full) else "dir" if os.path.isdir(full) else "file"
    return found


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    path, runtime_offset, extracted = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    image = path.encode()
    lib = load_libappimage()
    failures = []

    kind = lib.appimage_get_type(image, False)
    if kind != 2:
        failures.append(f"libappimage says type {kind}, not 2")
    offset = lib.appimage_get_payload_offset(image)
    if offset != runtime_offset:
        failures.append(f"libappimage finds the image at {offset}, the runtime at {runtime_offset}")

    names = listed_files(lib, image)
    tree = tree_of(extracted)
    if names != set(tree):
        only_lib = sorted(names - set(tree))[:5]
        only_ours = sorted(set(tree) - names)[:5]
        failures.append(f"file lists differ: only libappimage {only_lib}, only extracted {only_ours}")
    for needed in ("AppRun", "io.github.villagestudio.Village.desktop", "usr/games/village",
                   "usr/share/games/village/assets/gfx/layout.txt"):
        if needed not in names:
            failures.append(f"libappimage lists no {needed}")

    compared = 0
    for rel, what in sorted(tree.items()):
        if what != "file":
            continue
        ours = open(os.path.join(extracted, rel), "rb").read()
        theirs = read_file(lib, image, rel)
        if theirs != ours:
            failures.append(f"{rel}: libappimage reads other bytes than the runtime extracted")
        compared += 1
    for failure in failures:
        print(f"check-appimage.py: FAIL: {failure}", file=sys.stderr)
    if failures:
        sys.exit(1)
    print(f"libappimage: type 2, offset {offset}, {len(names)} entries, "
          f"{compared} files identical to the runtime's extraction")


if __name__ == "__main__":
    main()
